# English: the bot's own language, and every other's fallback. The
# commands' English names and descriptions are in the code that declares
# them; the other languages' files name and describe every command field.

## The help and the rules

help-title = **ZÈRTZ commands** · new to the game? Start with **`/learn`**.
help-footer = Right-click a member → Apps → **{ $context }** also works. On your turn, **Move** under the board picks a move by taps, without notation.
choice-default = { $label } (default)
rules = **ZÈRTZ** is a game for two by Kris Burm. The board is made of rings, and the white, grey and black marbles belong to nobody.
    • On your turn, **place** a marble of any colour on a vacant ring, then **remove a free ring**: a vacant ring at the edge that could slide out (two neighbouring sides open).
    • If you can **capture**, you must: jump a marble over a neighbouring marble onto the vacant ring behind it, and keep jumping while you can. The jumped marbles are yours.
    • Cutting off a group of rings that are all occupied **claims** its marbles.
    • Win with 4 white, 5 grey, 6 black, or 3 of each (blitz: 3, 4, 5 or 2 of each).
    To move, tap **Move** under the board and choose step by step: only legal choices are offered. Or type it: `Wd4,a1` places white on d4 and removes a1; `x d1Gd3` jumps from d1 over a grey marble to d3. `/zertz move` suggests legal moves as you type.
    New to ZÈRTZ? **`/learn`** teaches it in short lessons on small boards, then a first game against the computer.
rules-first-player = First player
rules-second-player = Second player
our-fault = Something went wrong on the bot's side; nothing was changed. Please try again.

## Refusals about games

no-such-game = There is no game #{ $number }.
not-in-channel = Game #{ $game } is not in this channel.
which-game = Which game? Several are being played here: pick one with the `game` option.
no-game-here = There is no game in this channel.
no-game-of-yours = You have no game in this channel. Start one with `/zertz challenge`.
opponent-is-bot = { $name } is a bot, and bots do not play ZÈRTZ here.
you-are-playing-here = You already have a game in this channel. Finish it first, or play in another channel.
they-are-playing-here = { $name } already has a game in this channel.
challenge-open = There is already an open challenge between you and { $name } here.
nothing-to-rematch = You have no finished game in this channel to rematch.
not-your-rematch = Only the players of that game can ask for a rematch.
rematch-of-live-game = That game is still being played.
computer-not-ready = The computer player is not ready yet; try again in a moment.
cannot-attach-replay = The bot may not attach files in this channel, so it cannot post a replay here.
cannot-attach-record = The bot may not attach files in this channel, so it cannot send a record here.
say-which = You have { $open } open: add { $options } to say which this move is for.
open-game = a game here
open-puzzle = puzzle #{ $puzzle }
open-practice = a practice of game #{ $game }
open-lesson = an exercise of lesson { $lesson }
list-and = { $rest } and { $last }
list-or = { $rest } or { $last }
message-lost = The move was recorded, but its message was lost; see `/zertz board`.
no-move-to-take-back = You have no move to take back.
not-your-last-move = You can take back only your own last move, before your opponent moves.
opponent-decides = Your opponent decides on your takeback.
only-watching = You are not playing in game #{ $game }: it is { $player }'s move.
picker-stale = The position has changed since this picker opened, so nothing was played. It is { $player }'s move.
takeback-closed = That takeback request is no longer open: a move was made since.
draw-offered = You have already offered a draw; it stands until the next move.
own-draw-offer = You cannot accept your own offer.
draw-offer-closed = That draw offer is no longer open.
computer-declines-draw = **{ $name }** declines the draw: either of you can still reach a goal. Resign with `/zertz resign` if you want to stop.

## Games: time, moves, results, the board's card

time-none = no time limit
time-days = { $count ->
        [one] 1 day
       *[other] { $count } days
    } per move
time-hours = { $count ->
        [one] 1 hour
       *[other] { $count } hours
    } per move
time-minutes = { $count ->
        [one] 1 minute
       *[other] { $count } minutes
    } per move
deadline = before { $date } ({ $relative })
time-span = { $unit ->
        [minute] { $count ->
            [one] { $count } minute
           *[other] { $count } minutes
        }
        [hour] { $count ->
            [one] { $count } hour
           *[other] { $count } hours
        }
       *[day] { $count ->
            [one] { $count } day
           *[other] { $count } days
        }
    }
time-ahead = in { $span }
time-ago = { $span } ago
no-limit = no limit
marble-white = a white marble
marble-grey = a grey marble
marble-black = a black marble
nothing = nothing
move-passed = **{ $mover }** had no capture and nothing to place, and passed: `-`
move-placed = **{ $mover }** placed { $marble } on { $at } and removed ring { $ring }
move-placed-none-free = **{ $mover }** placed { $marble } on { $at } (no ring was free to remove)
move-captured = **{ $mover }** captured { $marbles }
move-claimed = { $said }, and claimed { $marbles } cut off from the board
won-by-goal = 🏆 **{ $winner } wins** by reaching a goal.
won-by-full-board = 🏆 **{ $winner } wins** by filling the board.
won-by-resignation = 🏆 **{ $winner } wins**: { $loser } resigned.
won-on-time = 🏆 **{ $winner } wins**: { $loser } ran out of time.
drawn-by-repetition = 🤝 **Draw**: the same position occurred a third time.
drawn-by-passes = 🤝 **Draw**: both players passed.
drawn-by-agreement = 🤝 **Draw** by agreement.
ratings = Ratings: { $changes }.
not-rated = The game ended before both players moved, so it is not rated.
computer-not-rated = Games against the computer are not rated; `/zertz stats` keeps your record against each level.
game-started = Game #{ $game } has started: **{ $first }** vs **{ $second }**, { $time }.
    { $player }, you move first.
please-move = Please move { $deadline }.
the-computer = The computer
thinking = **{ $name }** is thinking…
your-move = { $player }, your move.
your-move-by = { $player }, your move, { $deadline }.
on-vacation = (On vacation until { $until }: the clock starts then.)
card-game = ZÈRTZ game #{ $game } · { $variant }
card-move = Move
card-moves = Moves
card-clock = Clock
move-button = Move
hint-button = Hint
rematch-button = Rematch

## Challenges

challenge = { $opponent }, **{ $challenger }** challenges you to ZÈRTZ: **{ $variant }** ({ $rings } rings), { $time }, { $first }. The challenge is open for 24 hours.
moves-first = { $name } moves first
first-by-lot = first move by lot
new-to-zertz = New to ZÈRTZ? `/learn` teaches it in a few minutes, by taps.
accept-button = Accept
decline-button = Decline
cancel-button = Cancel
card-challenge = ZÈRTZ challenge · { $variant }
challenge-accepted = **{ $name }** accepted the challenge: game #{ $game }.
challenge-declined = **{ $name }** declined the challenge.
challenge-withdrawn = **{ $name }** withdrew the challenge.

## The board's picture: its placeables are filled in as it is drawn

card-captured = Captured
picture-header = { $variant } · { $rings } rings · move { $ply }
picture-to-move = { $name } to move
picture-won-by-goal = { $name } won: reached a goal
picture-won-by-full-board = { $name } won: filled the board
picture-won-by-resignation = { $name } won: the opponent resigned
picture-won-on-time = { $name } won: the opponent ran out of time
picture-drawn-by-repetition = Draw: the same position occurred three times
picture-drawn-by-passes = Draw: both players passed
picture-drawn-by-agreement = Draw: the players agreed
picture-each = each { $count }/{ $goal }
picture-pool = Pool
picture-pool-empty = empty: players place from their own captures

## What time brings

challenge-expired = The challenge from { $challenger } to { $opponent } expired unanswered.
reminder = ⏰ { $player }, half of your time for this move in game #{ $game } has gone. Please move { $deadline }, or you lose on time.

## Refusals about playing

not-your-turn = It is not your turn: it is { $player }'s move.
stale-move = That move was sent before the last move was recorded, so it was not played. Look at the new board.
not-a-player = You are not a player in this game.
game-over = This game is over.
move-conflict = Another move was recorded just before yours. Look at the new board and try again.
move-impossible = That move is not possible: { $why }.
already-in-game = { $player } already has a game in this channel. Finish it first, or play in another channel.
self-challenge = You cannot challenge yourself.
challenge-has-expired = This challenge has expired.
nothing-to-take-back = There is no move of yours to take back.
no-draw-offer = Your opponent has not offered a draw.
game-missing = That game does not exist.
challenge-missing = That challenge does not exist.

## A server's settings

server-only = The bot's server settings are for server channels.
server-managers-only = Only members who may manage the server can change the bot's settings here.
server-language-set = The bot now posts here in { $language }.
server-language-own = The bot now posts here in the server's own language, as set in Discord: { $language }.

## The move picker

picker-title = Your move · game #{ $game } · move { $ply }
picker-recorded = Your move { $ply }, `{ $notation }`, was recorded.
picker-illegal = That move is not legal here; nothing was played.
picker-moved-on-unplayed = The position has changed since this picker opened, so nothing was played. Here it is now.
picker-not-latest = This board is not the latest: here is the position now.
picker-moved-on = The position has changed since this picker opened: here it is now.
picker-ask-capture = A capture is compulsory: choose one of the { $count } (their paths are drawn).
picker-ask-colour = Choose the colour of the marble to place.
picker-ask-captured-colour = The pool is empty: choose a colour from the marbles you captured.
picker-ask-ring = { $colour ->
        [white] Where does the white marble go?
        [grey] Where does the grey marble go?
       *[black] Where does the black marble go?
    } Choose one of the { $count } vacant rings (marked).
picker-ask-removal = { $colour ->
        [white] The white marble goes on { $at }.
        [grey] The grey marble goes on { $at }.
       *[black] The black marble goes on { $at }.
    } Now remove one of the { $count } free rings (marked): a vacant ring at the edge that can slide out.
picker-ask-confirm = { $what }: `{ $notation }`. Confirm to play it.
picker-pass = No capture and nothing to place: pass
picker-place = Place { $marble } on { $at } and remove ring { $ring }
picker-place-none-free = Place { $marble } on { $at } (no ring is free to remove)
picker-capture = Capture { $marbles }
picker-claim = { $what }, and claim { $marbles } cut off from the board
picker-takes = takes { $marbles }
colour-name = { $colour ->
        [white] White
        [grey] Grey
       *[black] Black
    }
picker-in-pool = { $colour } · { $count } in the pool
picker-of-yours = { $colour } · { $count } of yours
picker-choose-capture = Choose a capture
picker-choose-ring = Choose a ring
picker-choose-removal = Choose a free ring to remove
picker-range = { $what }: { $first } to { $last }
picker-confirm = Confirm { $notation }
picker-confirm-short = Confirm
picker-back = Back
picker-first-listed = Only the first { $listed } of { $count } are listed: type `/zertz move` for the others.

## The rules' reasons a move cannot be played

notation-unread = cannot read { $excerpt }: { $problem }; write a placement like Wd4,d1, a capture like x d1Gd3, or - to pass
colour-adjective = { $colour ->
        [white] white
        [grey] grey
       *[black] black
    }
illegal-game-over = the game is over
illegal-capture-compulsory = capture is compulsory: { $example } is available
illegal-must-pass = you have no capture and no marble to place, so you must pass (-)
illegal-pass-capture = you cannot pass: a capture is available
illegal-pass-place = you cannot pass: you have a marble to place
illegal-not-on-board = { $square } is not on this board
illegal-ring-gone = there is no ring on { $square } any more
illegal-occupied = { $square } is taken: { $marble } is on it
illegal-not-in-pool = { $colour ->
        [white] no white marble left in the pool
        [grey] no grey marble left in the pool
       *[black] no black marble left in the pool
    }
illegal-not-captured = { $colour ->
        [white] the pool is empty, and you have no captured white marble to place
        [grey] the pool is empty, and you have no captured grey marble to place
       *[black] the pool is empty, and you have no captured black marble to place
    }
illegal-not-free = ring { $square } is not free: it has no two open sides next to each other
illegal-remove-occupied = ring { $square } is not free: { $marble } is on it
illegal-remove-placed = ring { $square } is not free: the marble was just placed on it
illegal-removal-required = a free ring must be removed after placing, for example { $example }
illegal-wrong-claim = this move claims { $actual }, not { $given }
illegal-no-jumper = there is no marble on { $square } to jump with
illegal-no-jump = a capture needs at least one jump, such as x d1d3
illegal-not-a-jump = { $from } to { $to } is not a jump: a marble jumps over a neighbour to the ring just beyond it, in a straight line
illegal-jump-off-board = a jump from { $square } in that direction would leave the board
illegal-nothing-to-jump = there is no marble on { $square } to jump over
illegal-landing-gone = the marble cannot land on { $square }: there is no ring there
illegal-landing-occupied = the marble cannot land on { $square }: { $marble } is on it
illegal-wrong-colour = the marble on { $square } is { $actual }, not { $given }
illegal-must-continue = the capture must go on: from { $at } the marble can still jump to { $to }

## Refusals of what could not be read

unknown-command = Unknown command. Try `/zertz help`.
button-expired = This button has expired. Use the `/zertz` commands instead.
not-offered = { $option ->
        [colour] The colour is { $offered }, not { $given }.
        [scope] The scope is { $offered }, not { $given }.
        [first] Who moves first: { $offered }, not { $given }.
        [time] The time per move is { $offered }, not { $given }.
        [level] The level is { $offered }, not { $given }.
        [target] A move goes `to:` { $offered }, not { $given }.
       *[format] The format is { $offered }, not { $given }.
    }
vacation-days = Take { $min } to { $max } days of vacation, such as `/zertz vacation days:3`.
out-of-range = `{ $option }` takes { $min } to { $max }.
unknown-variant = unknown variant { $name }: expected blitz, standard, tournament, large, or a board and marble set such as 48-blitz or 61-standard
not-a-capture = That is not a capture: { $why }.
not-a-capture-path = That is not a capture's path; give its rings, such as `d1 d3 d5`.
need-picked-member = Pick a member to challenge.
need-opponent = Say who to challenge: `/zertz challenge opponent:@someone`.
need-notation = Type a move, such as `Wd4,a1` or `x d1Gd3`.
need-colour-and-ring = Give a colour and a ring, such as colour:white at:d4 remove:a1.
need-capture-path = Give the capture's path, such as `d1 d3 d5`.
need-file = Attach a game record: `/study import file:` with an .sgf or a record line.
need-switch = Say `/server daily switch:on` or `switch:off`.
need-language = Say which language: `/server language language:de`, or `language:discord` for the server's own.
need-event-name = Give the tournament a name: `/tournament create name:Spring format:swiss`.
need-event-format = Say the format: `format:swiss` or `format:round-robin`.
need-player = Say which player: `player:@someone`.

## The store's other refusals

game-not-over = This game is still being played; it can be analysed once it ends.
challenge-closed = This challenge is already { $status ->
        [accepted] accepted
        [declined] declined
        [cancelled] cancelled
       *[other] { $status }
    }.
not-your-challenge = { $answer ->
        [accept] That is not your challenge: only the challenged player can accept it.
        [decline] That is not your challenge: only the challenged player can decline it.
       *[cancel] That is not your challenge: only the challenger can cancel it.
    }
on-vacation-already = You are already on vacation until { $until }; a move ends it early.
vacation-too-long = You have { $days ->
        [one] { $days } day
       *[other] { $days } days
    } of vacation left: at most 14 in any 60 days.
no-puzzle-open = You have no puzzle open. Get one with `/puzzle`.
puzzle-open = You already have puzzle #{ $puzzle } open: answer it with `/zertz move` first (`/puzzle` shows it again).
puzzle-answered = That puzzle step was already answered. `/puzzle` shows where it stands.
daily-tried = You have already tried today's puzzle. A new one comes tomorrow.
no-practice-open = You have no practice open. `/study mistakes` walks through your marked moves of an analysed game; `/study practice` serves the ones you missed.
practice-answered = That move was already answered. `/study practice` shows where your practice stands.
no-lesson-open = You have no lesson open. `/learn` shows the course and where you stand.
lesson-answered = That exercise was already answered. `/learn` shows where you stand.
no-such-tournament = There is no such tournament. `/tournament list` shows this server's.
tournament-started = This tournament is { $status ->
        [running] running
        [finished] finished
        [cancelled] cancelled
       *[other] { $status }
    }: players join only before it starts.
tournament-full = This tournament is full: it takes { $max } players.
already-entered = You are already in this tournament.
not-entered = You are not playing in this tournament.
in-tournament = You are entered in tournament #{ $tournament } in this channel, and its games are played here: play other games in another channel until it ends (or leave it).
round-paired = That round was already paired. `/tournament standings` shows where it stands.

## Refusals about puzzles, practice, lessons, tournaments and analyses

all-puzzles-tried = You have tried every puzzle there is. New ones come with new games.
puzzle-withdrawn = Puzzle #{ $puzzle } is no longer offered, so it was put away unrated. `/puzzle` gives you another.
move-impossible-here = That move is not possible here: { $why }.
daily-over = That daily puzzle is over; today's is in the channel's newest daily post.
practice-not-your-game = You did not play in game #{ $game }, so it holds no mistakes of yours.
practice-not-analysed = Game #{ $game } has not been analysed yet: ask for it with `/study analyse game:{ $game }`, then try again.
practice-gone = The analysis of game #{ $game } no longer marks that move, so this practice was closed. `/study mistakes` starts it again.
no-such-lesson = There is no lesson { $asked }: the course has lessons 1 to { $last }. `/learn` lists them.
no-hints-here = Game #{ $game } gets no hints: they are for games against the computer at its easiest, such as the one `/learn` starts.
hint-not-your-game = You are not playing in game #{ $game }, so it has no hint for you.
not-organiser = Only organisers run tournaments: members who may manage the server, or who have the role named by `/server organisers`.
tournaments-in-servers = Tournaments are run in a server's channel.
too-few-players = A tournament starts with at least { $min } players; { $have } joined so far.
no-tournament-here = There is no tournament in this channel. `/tournament list` shows this server's; name one with `event:`.
tournament-not-here = Tournament #{ $tournament } is not on this server.
bad-tournament-name = Give the tournament a name of 1 to { $max } characters.
analysis-running = Your analysis of another game is still running; ask again once it is done.
analysis-queue-full = { $max } analyses are waiting already; ask again in a few minutes.
being-analysed = Game #{ $game } is being analysed already; ask again in a moment.
no-finished-game = You have no finished game in this channel to analyse.
still-played = Game #{ $game } is still being played: it can be analysed once it ends, so the engine helps nobody mid-game.
file-too-large = `{ $name }`: the file is { $size } bytes; at most { $limit } are taken.
file-unreachable = `{ $name }`: the file could not be fetched from Discord ({ $why }); try again.
file-not-text = `{ $name }` is not a text file. Import an .sgf from boardspace.net or a record line from `/study export`.
file-not-a-record = `{ $name }` cannot be imported: { $why }.

## The course

course-first-game = Your first game from the course: tap **Move** to play, and **Hint** on any board when you are stuck. The game ends the course.
lesson-opponent = Opponent
lesson-card-title = Lesson { $lesson } · exercise { $exercise } of { $count }
course-intro = **Learn ZÈRTZ by playing.** Short lessons on small boards, answered with taps.
course-game-open = Your course game is #{ $game }: play it with the Move button on its board.
course-card-title = The course · { $done } of { $count } lessons done
course-go-on = Go on with lesson { $lesson }
course-start = Start lesson { $lesson }
course-choose = Choose any lesson
course-line-next = Course: { $done } of { $count } lessons, { $stars ->
        [one] { $stars } star
       *[other] { $stars } stars
    }; `/learn` goes on with lesson { $lesson }
course-line-finished = Course: { $done } of { $count } lessons, { $stars ->
        [one] { $stars } star
       *[other] { $stars } stars
    }; finished
net-winning = winning the game
net-losing = losing the game
net-even = even: nothing gained
net-ahead = { $count ->
        [one] { $count } marble
       *[other] { $count } marbles
    } ahead
net-behind = { $count ->
        [one] { $count } marble
       *[other] { $count } marbles
    } behind
miss-too-few = This takes { $got ->
        [one] { $got } marble
       *[other] { $got } marbles
    }; another capture here takes { $best }. You may choose any capture (R3.4): choose the one that gains most.
miss-still-vacant = The rings { $rings } are cut off, but { $vacant } { $count ->
        [one] is
       *[other] are
    } still vacant, so the group stays in play and is not claimed (R4.3).
miss-cuts-nothing = This cuts nothing off: a group is claimed only once no ring joins it to the rest and every one of its rings holds a marble (R4.1).
miss-claims-few = This claims { $claimed ->
        [one] { $claimed } marble
       *[other] { $claimed } marbles
    }; more can be claimed in one turn (R4.1).
miss-no-goal = After it you have { $white } white, { $grey } grey and { $black } black: that reaches no goal (R5.1).
miss-not-a-placement = This exercise asks for a placement.
miss-not-forced = After it your opponent has nothing to capture, so nothing forces their reply (R3.4).
miss-gives-capture = It lets your opponent capture: { $line }, leaving you { $net } (R3.4).
miss-outgained = Your opponent's best answer: { $line }, leaving you { $net }.
miss-safe-reply = Your opponent can answer `{ $notation }`, which leaves you nothing to capture.
lesson-right = ✅ **Right:** `{ $notation }`. { $praise }
lesson-what-follows = What follows: { $line }, leaving you { $net }.
lesson-goal = **Your goal:** { $ask }
lesson-heading = **Lesson { $lesson }: { $title }**
lesson-not-allowed = ❌ **Not allowed:** { $why } ({ $rule }). Nothing was counted: try again.
lesson-not-yet = ❌ **Not yet:** `{ $notation }`. { $why }
lesson-try-again = Try again from the same board (Move), or ask for a Hint.
lesson-done = 🎉 **Lesson { $lesson } done:** { $stars } ({ $answers ->
        [one] { $answers } answer
       *[other] { $answers } answers
    } for { $exercises ->
        [one] { $exercises } exercise
       *[other] { $exercises } exercises
    }).
lesson-done-title = Lesson { $lesson } · done
lesson-play-first-game = Play your first game
lesson-next = Next: lesson { $lesson }
lesson-course-button = Course
lesson-hint = 💡 **Hint:** { $hint }
lesson-stuck = Still stuck? One answer (tap to see it): ||{ $solution }||
lesson-behind-you = That exercise is behind you; here is the one you are at.
hint-place = place { $marble } on { $at } and remove ring { $ring }
hint-place-none-free = place { $marble } on { $at }
hint-capture = capture { $marbles }
hint-pass = pass
hint-claiming = { $what }, claiming { $marbles }
game-hint = 💡 **Hint for game #{ $game }:** the engine would { $what }: `{ $notation }`. Tap **Move** on the board to play it, or another move.
hint-title = Hint · game #{ $game }

## Playing: the computer's games, draws, takebacks, vacations

computer-game-started = Game #{ $game } has started: **{ $first }** vs **{ $second }**, { $variant }, against the computer at **{ $level }** level (not rated, no clock).
you-move-first = { $player }, you move first.
computer-moves-first = **{ $name }** moves first and is thinking…
move-recorded-board = Your move { $ply }, `{ $notation }`, was recorded. Here is the board now.
stale-move-board = That move was sent before your opponent's last move was recorded, so it was not played. Here is the board now; play again if you still want it.
draw-offer = **{ $name }** offers a draw in game #{ $game }. { $other }, accept or decline; the offer lapses with the next move.
accept-draw-button = Accept draw
draw-declined = **{ $name }** declined the draw offer.
on-vacation-now = You are on vacation until { $until } ({ $relative }): your clocks are stopped in every game, and your opponents see it. A move ends it early.
takeback-asked = **{ $name }** asks to take back move { $ply }, `{ $notation }`, in game #{ $game }. { $other }, allow it?
allow-takeback-button = Allow takeback
refuse-button = Refuse
takeback-refused = **{ $name }** refused the takeback.
takeback-allowed = **{ $name }** allowed the takeback.
taken-back = Game #{ $game }: { $plies ->
        [one] a move
       *[other] two moves
    } taken back ({ $first } vs { $second }). The board is back at move { $ply }.

## What the bot lacks in a channel

lacks-header = This channel does not give me:
lacks-footer = Someone who may manage this channel can grant them to the bot (channel settings → Permissions).
lacks-post = **View Channel** and **Send Messages**: I answer commands here, and what I post on my own (the computer's replies, reminders) comes with the next command here or as a direct message
lacks-attach = **Attach Files**: boards are shown as text
lacks-embed = **Embed Links**: cards are shown as plain text
from-your-game-in = -# From your game in { $channel }

## Puzzles and the daily puzzle

puzzle-goal = You are the { $seat ->
        [first] first
       *[second] second
    } player, to move: **win in { $moves }** (a forced win, whatever the opponent does; { $variant }).
puzzle-goal-daily = The { $seat ->
        [first] first
       *[second] second
    } player, to move: **win in { $moves }** (a forced win, whatever the opponent does; { $variant }).
puzzle-seat-opponent = opponent
puzzle-seat-to-move = to move
puzzle-answer-title = Your answer · puzzle #{ $puzzle }
puzzle-still-open = Your puzzle is still open.
puzzle-step = Move { $step } of { $count }.
puzzle-answer-how = Answer with the Move button, or with `/zertz move`.
puzzle-card-title = ZÈRTZ puzzle #{ $puzzle }
puzzle-rating-field = Rating
puzzle-right = ✅ `{ $notation }` is right. The opponent answers `{ $answer }`. Your move: { $left } more to win.
puzzle-solved = 🎉 `{ $notation }` wins. Puzzle #{ $puzzle } solved! { $finish }
puzzle-wrong = ❌ `{ $notation }` does not win{ $refutation }. The solution was `{ $answer }` (drawn on the board).
puzzle-refuted-capture = : the opponent captures with `{ $notation }`
puzzle-refuted = : the opponent answers `{ $notation }`
puzzle-themes = Themes: { $themes }.
puzzle-theme = { $theme ->
        [capture-chain] capture-chain
        [isolation] isolation
        [sacrifice] sacrifice
        [goal-colour] goal-colour
        [goal-each] goal-each
       *[full-board] full-board
    }
puzzle-rating-change = Puzzle rating { $before } → { $after } ({ $delta }).
puzzle-not-rated = Tried before, so not rated.
puzzle-streak = Streak: { $streak }.
daily-on = The daily puzzle is on here: one is posted every day (midnight UTC), the first at the next tick.
daily-already-on = The daily puzzle is already on here.
daily-off = The daily puzzle is off here.
daily-not-on = The daily puzzle was not on here.
daily-heading = 🧩 **Daily puzzle** · #{ $puzzle }
daily-press-solve = Press **Solve** to try it (only you see your answers).
daily-yesterday = Yesterday's puzzle was solved by { $who } ({ $solved } of { $tried } who tried).
daily-nobody = nobody
solve-button = Solve
daily-card-title = ZÈRTZ daily puzzle #{ $puzzle }

## Learning from one's mistakes

practice-no-marks = The analysis of game #{ $game } marks no move of yours: nothing to learn from there. Well played!
practice-checking = Checking your move…
practice-answer-title = Your answer · move { $move } of game #{ $game }
practice-walk-title = Learn from your mistakes · game #{ $game }
practice-review-title = Practice · game #{ $game }
practice-better = The better move was `{ $notation }` (drawn on the board), keeping your chance at { $chance }.
practice-better-line = The better move was `{ $notation }` (drawn on the board), keeping your chance at { $chance }; the engine expects { $line }.
practice-walk-lead = **Learn from your mistakes** in game #{ $game }: the analysis marked { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } of yours. Here they come in the order you played them, so each board follows from the last as in the game.
practice-closed = (Your open practice of game #{ $game } was closed.)
practice-mistake-heading = **Mistake { $at } of { $total }**: move { $move } of game #{ $game }.
practice-review-heading = **From your practice set**: move { $move } of game #{ $game }.
practice-question = You are the { $seat ->
        [first] first
       *[second] second
    } player, to move. You played `{ $played }` here ({ $mark }) and your chance fell from { $before } to { $after }. Find a better move with the Move button or `/zertz move`.
analysis-mark = { $mark ->
        [inaccuracy] inaccuracy
        [mistake] mistake
       *[blunder] blunder
    }
practice-one-try-left = One try left.
practice-one-more-try = One more try.
practice-played-again = ❌ `{ $notation }` is the move you played in the game.
practice-too-much = ❌ `{ $notation }` gives away too much: your chance would be { $chance } (the best move keeps { $best }).
practice-best = ✅ `{ $notation }`: the engine's own choice, keeping your chance at { $chance }.
practice-good-enough = ✅ `{ $notation }` is good enough: your chance would be { $chance } (the engine's best keeps { $best }).
practice-expects = The engine expects { $line }.
practice-set-empty = Your practice set is empty.
practice-set = { $count ->
        [one] { $count } position waits
       *[other] { $count } positions wait
    } in your practice set ({ $due } due now); practise with `/study practice`.
practice-all-found = every one found!
practice-missed = the { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } you missed joined your practice set.
practice-walk-end = **{ $found } of { $total } found**: { $verdict } { $set }
practice-review-found = Found: found twice in a row, a position leaves the set; once, it comes back tomorrow. { $set }
practice-review-missed = It comes back in an hour. { $set }
practice-none-waiting = Your practice set is empty. The moves you miss in `/study mistakes` (or the **Learn from your mistakes** button under an analysis) go there.
practice-none-due = Nothing is due yet: { $count ->
        [one] { $count } position waits
       *[other] { $count } positions wait
    } in your practice set, the next { $next }.
practice-waiting = { $count ->
        [one] { $count } position waits
       *[other] { $count } positions wait
    } in your practice set.

## Listings: one's games, the leaderboards, a player's stats, a game's moves and files

games-none = You have no active games on this server.
games-heading = Your active games:
games-your-move = **your move**
games-their-move = their move
games-their-move-away = their move (on vacation until { $until })
games-board-link = board
games-line = #{ $game } vs { $opponent } in { $channel } · move { $move } · { $turn }{ $link }
complete-game = #{ $game } { $first } vs { $second } · { $state ->
        [finished] finished
       *[playing] move { $move }
    }
leaderboard-heading = **ZÈRTZ leaderboard: { $board ->
        [everyone] everyone
        [server] this server
       *[puzzles] puzzles
    }** (page { $page } of { $pages })
leaderboard-private-chat = -# A private chat has no server of its own, and ratings are global: this is everyone's.
leaderboard-empty = { $board ->
        [puzzles] No puzzles tried yet. Try one with `/puzzle`.
       *[other] No rated games yet. Finish a game to appear here.
    }
leaderboard-player = player
leaderboard-rating = rating
leaderboard-played = { $board ->
        [puzzles] tries
       *[other] games
    }
leaderboard-record = W/L/D
leaderboard-order = Ordered by rating minus twice its uncertainty.
leaderboard-previous = ◀ Previous
leaderboard-next = Next ▶
leaderboard-title = ZÈRTZ leaderboard · { $board ->
        [everyone] everyone
        [server] this server
       *[puzzles] puzzles
    }
stats-computer = Against the computer (won–lost–drawn): { $records }
stats-rating = { $scope ->
        [global] Global
       *[server] This server
    }: **{ $rating }** ± { $deviation } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    }: { $won } won, { $lost } lost, { $drawn } drawn
stats-unrated = { $scope ->
        [global] Global
       *[server] This server
    }: no rated games yet
stats-streak = Current streak: { $kind ->
        [none] none
        [wins] { $count ->
            [one] { $count } win
           *[other] { $count } wins
        }
       *[losses] { $count ->
            [one] { $count } loss
           *[other] { $count } losses
        }
    }
stats-puzzles = Puzzles: **{ $rating }** ± { $deviation } · { $solved } solved of { $tried } · streak { $streak }
stats-no-puzzles = Puzzles: none tried yet (`/puzzle`)
stats-practice = Practice: { $count ->
        [one] { $count } position waits
       *[other] { $count } positions wait
    } in the set, { $due } due now (`/study practice`)
stats-last-games = Last games:
stats-last-game = · #{ $game } { $result ->
        [won] won
        [lost] lost
       *[drew] drew
    } against { $opponent } ({ $variant })
stats-title = ZÈRTZ stats · { $name }
stats-tournaments = Tournaments: { $played } played · best place { NUMBER($place, type: "ordinal") ->
        [one] { $place }st
        [two] { $place }nd
        [few] { $place }rd
       *[other] { $place }th
    } of { $players } ({ $name })
chart-everyone = Everyone
chart-this-server = This server
chart-caption = { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    } over { $days ->
        [one] { $days } day
       *[other] { $days } days
    }, oldest on the left
board-to-move = Move { $move }: { $player } to move.
board-status = Game #{ $game }. { $status }
history-heading = Game #{ $game }: **{ $first }** vs **{ $second }**, { $variant }.
history-no-moves = (no moves yet)
history-as-record = Game #{ $game } as a record:
replay-of = Replay of game #{ $game }: **{ $first }** vs **{ $second }**.
export-both = as a record line (variant, moves, result) and as boardspace SGF
export-record-only = as a record line (variant, moves, result); { $reason }
export-done = Game #{ $game }: **{ $first }** vs **{ $second }**, { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, { $files }.

## Analysis, imported records, and the charts

chart-race-title = Capture race
chart-race-caption = marbles held after each of the { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
chart-chance-title = Win chance
chart-chance-caption = { $player }’s chance after each move; dots: blunders; numbered: the costliest moves
analysis-title = Analysis of game #{ $game }
analysis-import-title = Analysis of the imported game
analysis-learn = Learn from your mistakes
analysis-of-game = game #{ $game }
analysis-of-import = the imported game
analysis-progress = Analysing { $what }: position { $done } of { $total }…
analysis-second-look = Analysing { $what }: a second look at move { $number } ({ $done } of { $total })…
analysis-nothing-marked = No move gave away enough to be marked.
analysis-costliest = **The costliest moves**
analysis-costly-move = Move { $number }, { $player }: `{ $played }` — { $mark } ({ $before }% → { $after }%)
analysis-better = ; better `{ $better }`
analysis-marks = Marks: { $marks }
analysis-budget = Win chances from the engine at { $nodes } nodes a position.
analysis-accuracy = accuracy **{ $accuracy }**
analysis-counts = { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    } · { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    } · { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }
import-done = Imported { $format ->
        [sgf] an SGF record
       *[record] a record line
    }: **{ $first }** vs **{ $second }**, { $variant }, { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, every one legal. { $end }
import-stops-early = The record stops before the end; { $player } is to move.
import-after-end = The record goes on for { $count ->
        [one] { $count } more move
       *[other] { $count } more moves
    } after that; they are left out.
import-not-stored = Nothing was stored: imported games are not rated.

## Tournaments

tournament-heading = **{ $name }** · tournament #{ $id } · { $format ->
        [swiss] Swiss
       *[round-robin] round robin
    }, { $rounds }, { $variant }, { $time }.
tournament-rounds = { $kind ->
        [all] everyone meets everyone
       *[count] { $count ->
            [one] { $count } round
           *[other] { $count } rounds
        }
        [log] about log2 of the players plus one rounds
    }
tournament-open = Open: up to { $max } players.
tournament-starts-at = It starts { $when }.
tournament-starts-on-start = It starts when the organiser presses **Start**.
tournament-long-round-robin = More than { $max } players make a long round robin: a Swiss suits them better.
tournament-running = Running: round { $round } of { $rounds }.
tournament-finished = Finished.
tournament-cancelled = Cancelled.
tournament-nobody = nobody yet
tournament-players = **Players ({ $count }):** { $list }
tournament-join = Join
tournament-leave = Leave
tournament-start = Start
tournament-withdraw = Withdraw
tournament-title = ZÈRTZ tournament · { $name }
tournament-round-heading = **{ $name }** · round { $round } of { $rounds }
tournament-board = Board { $board }: { $first } (first) vs { $second }, { $link }
tournament-forfeit = Board { $board }: { $winner } wins by forfeit ({ $loser } withdrew)
tournament-bye = { $player }: { $format ->
        [swiss] a bye, worth a win
       *[round-robin] sits out this round
    }
tournament-play-hint = Play with `/zertz move` as in any game here; the next round is paired when the last game ends.
tournament-round-title = ZÈRTZ tournament · { $name } · round { $round }
tournament-over = **{ $name }** is over. Final standings:
tournament-no-round = **{ $name }**: no round played yet.
tournament-after-round = **{ $name }** · standings after round { $round }:
tournament-podium = **Podium:** { $places }
board-link = game #{ $game }
tournament-list-line = #{ $id } **{ $name }** · { $format ->
        [swiss] Swiss
       *[round-robin] round robin
    } · { $status ->
        [open] open for entries
       *[running] running, round { $round }
        [finished] finished
        [cancelled] cancelled
    } · in { $channel }
tournament-joined = You joined **{ $name }** ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    }). Leave with the Leave button before it starts.
tournament-withdrew-from = { $player } withdrew from **{ $name }**.
tournament-you-left = You left **{ $name }**.
tournament-is-out = { $player } is out of **{ $name }**.
tournament-none-listed = No tournaments on this server yet. Organisers create one with `/tournament create`.
tournament-list-heading = **Tournaments on this server**
tournament-organisers-role = Members with { $role } may now run tournaments here.
tournament-organisers-managers = Only members who may manage the server run tournaments here now.
tournament-called-off = Fewer than { $min } players joined, so it was called off.
standings-player = Player
standings-points = Points
standings-record = W-D-L
standings-withdrew = withdrew
standings-order = { $format ->
        [swiss] Points, then Buchholz, then Sonneborn-Berger
       *[round-robin] Points, then Sonneborn-Berger, then head-to-head
    }
standings-title = { $name } · { $last ->
        [yes] final standings
       *[no] after round { $round }
    }
