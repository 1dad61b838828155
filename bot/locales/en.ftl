# English: the bot's own language, and every other's fallback. The
# commands' English names and descriptions are in the code that declares
# them; the other languages' files name and describe every command field.

## The help and the rules

# The help's title.
help-card = ZÈRTZ commands
# The help's first line.
help-title = New to the game? Start with { COMMAND("learn") }.
# The help's last lines: the context menu and the Move button.
help-footer = Right-click a member → Apps → **{ $context }** also works. On your turn, **{ move-button }** under the board picks a move by taps, without notation.
# A fixed choice that is the default, in the command table.
choice-default = { $label } (default)
# The rules card.
rules = **ZÈRTZ** is a game for two by Kris Burm. The board is made of rings, and the white, grey and black marbles belong to nobody.
    • On your turn, **place** a marble of any colour on a vacant ring, then **remove a free ring**: a vacant ring at the edge that could slide out (two neighbouring sides open).
    • If you can **capture**, you must: jump a marble over a neighbouring marble onto the vacant ring behind it, and keep jumping while you can. The jumped marbles are yours.
    • Cutting off a group of rings that are all occupied **claims** its marbles.
    • Win with 4 white, 5 grey, 6 black, or 3 of each (blitz: 3, 4, 5 or 2 of each).
    To move, tap **{ move-button }** under the board and choose step by step: only legal choices are offered. Or type it: `Wd4,a1` places white on d4 and removes a1; `x d1Gd3` jumps from d1 over a grey marble to d3. { COMMAND("zertz move") } suggests legal moves as you type.
    New to ZÈRTZ? { COMMAND("learn") } teaches it in short lessons on small boards, then a first game against the computer.
# The rules card's players, on its picture.
rules-first-player = First player
# The rules card's second player.
rules-second-player = Second player
# The bot failed: nothing changed.
our-fault = Something went wrong on the bot's side; nothing was changed. Please try again.

## Refusals about games

# No game has that number.
no-such-game = There is no game #{ $number }.
# The game named is in another channel.
not-in-channel = Game #{ $game } is not in this channel.
# Several games here, none named.
which-game = Which game? Several are being played here: pick one with the option `{ OPTION("zertz board", "game") }`.
# No game here.
no-game-here = There is no game in this channel. { COMMAND("zertz challenge") } starts one.
# The person has no game here.
no-game-of-yours = You have no game in this channel. Start one with { COMMAND("zertz challenge") }.
# Bots do not play.
opponent-is-bot = { $name } is a bot, and bots do not play ZÈRTZ here.
# The challenger has a game here.
you-are-playing-here = You already have a game in this channel. Finish it first, or play in another channel.
# The challenged member has a game here.
they-are-playing-here = { $name } already has a game in this channel.
# A challenge between them is open.
challenge-open = There is already an open challenge between you and { $name } here.
# Nothing to rematch.
nothing-to-rematch = You have no finished game in this channel to rematch.
# A rematch asked by someone else.
not-your-rematch = Only the players of that game can ask for a rematch.
# A rematch of a game in play.
rematch-of-live-game = That game is still being played.
# The computer player is not known yet.
computer-not-ready = The computer player is not ready yet; try again in a moment.
# No files here: a replay.
cannot-attach-replay = The bot may not attach files in this channel, so it cannot post a replay here.
# No files here: a record.
cannot-attach-record = The bot may not attach files in this channel, so it cannot send a record here.
# A move that could be for several things open.
say-which = You have { $open } open: add { $options } to say which this move is for.
# Open: a game here.
open-game = a game here
# Open: a puzzle.
open-puzzle = puzzle #{ $puzzle }
# Open: a practice.
open-practice = a practice of game #{ $game }
# Open: a lesson's exercise.
open-lesson = an exercise of lesson { $lesson }
# Words joined with "and".
list-and = { $rest } and { $last }
# Words joined with "or".
list-or = { $rest } or { $last }
# The move was stored, its answer lost.
message-lost = The move was recorded, but its message was lost; see { COMMAND("zertz board") }.
# No move to take back.
no-move-to-take-back = You have no move to take back.
# Only one's own last move.
not-your-last-move = You can take back only your own last move, before your opponent moves.
# One's own takeback's buttons.
opponent-decides = Your opponent decides on your takeback.
# The Move button of a game one does not play.
only-watching = You are not playing in game #{ $game }: it is { $player }'s move.
# A picker from before the last move.
picker-stale = The position has changed since this picker opened, so nothing was played. It is { $player }'s move.
# A takeback after a later move.
takeback-closed = That takeback request is no longer open: a move was made since.
# A second draw offer.
draw-offered = You have already offered a draw; it stands until the next move.
# One's own draw offer.
own-draw-offer = You cannot accept your own offer.
# A lapsed draw offer.
draw-offer-closed = That draw offer is no longer open.
# The computer declines a draw.
computer-declines-draw = **{ $name }** declines the draw: either of you can still reach a goal. Resign with { COMMAND("zertz resign") } if you want to stop.

## Games: time, moves, results, the board's card

# No time limit.
time-none = no time limit
# Days a move.
time-days = { $count ->
        [one] 1 day
       *[other] { $count } days
    } per move
# Hours a move.
time-hours = { $count ->
        [one] 1 hour
       *[other] { $count } hours
    } per move
# Minutes a move.
time-minutes = { $count ->
        [one] 1 minute
       *[other] { $count } minutes
    } per move
# A deadline, as a date and how far off.
deadline = before { $date } ({ $relative })
# A span of time, for the console: "3 hours".
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
# A moment ahead, for the console: "in 3 hours".
time-ahead = in { $span }
# A moment past, for the console: "3 hours ago".
time-ago = { $span } ago
# No limit, on a board's card.
no-limit = no limit
# White marbles, counted.
marble-white = { $count ->
        [one] a white marble
       *[other] { $count } white marbles
    }
# Grey marbles, counted.
marble-grey = { $count ->
        [one] a grey marble
       *[other] { $count } grey marbles
    }
# Black marbles, counted.
marble-black = { $count ->
        [one] a black marble
       *[other] { $count } black marbles
    }
# No marbles.
nothing = nothing
# A pass.
move-passed = **{ $mover }** had no capture and nothing to place, and passed: `-`
# A placement and a ring removed.
move-placed = **{ $mover }** placed { $marble } on { $at } and removed ring { $ring }
# A placement with no free ring to remove.
move-placed-none-free = **{ $mover }** placed { $marble } on { $at } (no ring was free to remove)
# A capture.
move-captured = **{ $mover }** captured { $marbles }
# A move that also claimed marbles.
move-claimed = { $said }, and claimed { $marbles } cut off from the board
# Won by a goal.
won-by-goal = 🏆 **{ $winner } wins** by reaching a goal.
# Won by filling the board.
won-by-full-board = 🏆 **{ $winner } wins** by filling the board.
# Won by resignation.
won-by-resignation = 🏆 **{ $winner } wins**: { $loser } resigned.
# Won on time.
won-on-time = 🏆 **{ $winner } wins**: { $loser } ran out of time.
# Drawn by repetition.
drawn-by-repetition = 🤝 **Draw**: the same position occurred a third time.
# Drawn: both passed.
drawn-by-passes = 🤝 **Draw**: both players passed.
# Drawn by agreement.
drawn-by-agreement = 🤝 **Draw** by agreement.
# The rating changes.
ratings = Ratings: { $changes }.
# Not rated: too short.
not-rated = The game ended before both players moved, so it is not rated.
# Not rated: against the computer.
computer-not-rated = Games against the computer are not rated; { COMMAND("zertz stats") } keeps your record against each level.
# A game started.
game-started = Game #{ $game } has started: **{ $first }** vs **{ $second }**, { $time }.
    { $player }, you move first.
# The first move's deadline.
please-move = Please move { $deadline }.
# The computer, unnamed.
the-computer = The computer
# The computer is to move.
thinking = **{ $name }** is thinking…
# A person is to move.
your-move = { $player }, your move.
# A person is to move, by a deadline.
your-move-by = { $player }, your move, { $deadline }.
# The person to move is on vacation.
on-vacation = (On vacation until { $until }: the clock starts then.)
# A board card's title.
card-game = ZÈRTZ game #{ $game } · { $variant }
# A board card's move number.
card-move = Move
# A finished game's card: its moves.
card-moves = Moves
# A board card's clock.
card-clock = Clock
# The button that opens the move picker.
move-button = Move
# The hint button.
hint-button = Hint
# The rematch button.
rematch-button = Rematch
# A finished game's button: its record, as files.
record-button = Record
# A finished game's button: its animated replay.
replay-button = Replay
# A finished game's button: its analysis.
analyse-button = Analyse

## Challenges

# A challenge, pinging the one challenged.
challenge = { $opponent }, **{ $challenger }** challenges you to ZÈRTZ: **{ $variant }** ({ $rings } rings), { $time }, { $first }. The challenge is open for 24 hours.
# Who moves first, named.
moves-first = { $name } moves first
# The first move by lot.
first-by-lot = first move by lot
# A newcomer is pointed to the course.
new-to-zertz = New to ZÈRTZ? { COMMAND("learn") } teaches it in a few minutes, by taps.
# The accept button.
accept-button = Accept
# The decline button.
decline-button = Decline
# The withdraw button.
cancel-button = Cancel
# A challenge's card title.
card-challenge = ZÈRTZ challenge · { $variant }
# A challenge accepted.
challenge-accepted = **{ $name }** accepted the challenge: game #{ $game }.
# A challenge declined.
challenge-declined = **{ $name }** declined the challenge.
# A challenge withdrawn.
challenge-withdrawn = **{ $name }** withdrew the challenge.

## The board's picture: its placeables are filled in as it is drawn

# A board card's field of captures.
card-captured = Captured
# The picture's line after its title.
picture-header = { $variant } · { $rings } rings · move { $ply }
# The picture: who is to move.
picture-to-move = { $name } to move
# The picture: won by a goal.
picture-won-by-goal = { $name } won: reached a goal
# The picture: won by a full board.
picture-won-by-full-board = { $name } won: filled the board
# The picture: won by resignation.
picture-won-by-resignation = { $name } won: the opponent resigned
# The picture: won on time.
picture-won-on-time = { $name } won: the opponent ran out of time
# The picture: drawn by repetition.
picture-drawn-by-repetition = Draw: the same position occurred three times
# The picture: drawn, both passed.
picture-drawn-by-passes = Draw: both players passed
# The picture: drawn by agreement.
picture-drawn-by-agreement = Draw: the players agreed
# The picture: one of each colour.
picture-each = each { $count }/{ $goal }
# The picture: the pool's label.
picture-pool = Pool
# The picture: the pool empty.
picture-pool-empty = empty: players place from their own captures

## What time brings

# A challenge expired unanswered.
challenge-expired = The challenge from { $challenger } to { $opponent } expired unanswered.
# Half the time for a move has gone.
reminder = ⏰ { $player }, half of your time for this move in game #{ $game } has gone. Please move { $deadline }, or you lose on time.

## Refusals about playing

# Not the asker's turn.
not-your-turn = It is not your turn: it is { $player }'s move.
# A move sent before the last was recorded.
stale-move = That move was sent before the last move was recorded, so it was not played. Look at the new board.
# Not a player of the game.
not-a-player = You are not a player in this game.
# The game is over.
game-over = This game is over.
# Another move came first.
move-conflict = Another move was recorded just before yours. Look at the new board and try again.
# An illegal move, with the rules' reason.
move-impossible = That move is not possible: { $why }.
# Someone already plays here.
already-in-game = { $player } already has a game in this channel. Finish it first, or play in another channel.
# A challenge to oneself.
self-challenge = You cannot challenge yourself.
# A challenge that expired.
challenge-has-expired = This challenge has expired.
# Nothing to take back.
nothing-to-take-back = There is no move of yours to take back.
# No draw offered.
no-draw-offer = Your opponent has not offered a draw.
# No such game.
game-missing = That game does not exist.
# No such challenge.
challenge-missing = That challenge does not exist.

## A server's settings

# Server settings outside a server.
server-only = The bot's server settings are for server channels.
# Server settings by someone who may not manage it.
server-managers-only = Only members who may manage the server can change the bot's settings here.
# The server's language chosen.
server-language-set = The bot now posts here in { $language }.
# The server's own language again.
server-language-own = The bot now posts here in the server's own language, as set in Discord: { $language }.
# A thread for each game turned on; the permissions follow if missing.
server-threads-on = Each game here now gets a thread of its own, opened from its challenge, which stays in the channel as the game's card.
# A thread for each game turned off.
server-threads-off = Games here now stay in the channel where they were challenged.
# What the bot lacks to open threads in this channel.
server-threads-lacking = In this channel the bot lacks Create Public Threads or Send Messages in Threads: until it has both, games here stay in the channel.

## A game's thread and card
# A game's thread's name.
thread-name = #{ $game } { $first } vs { $second } · { $variant }
# A game's card in its channel: the players and the thread.
game-card = **{ $first }** vs **{ $second }** · the game: { $thread }
# A game's card: its last move.
card-last-move = Last move: `{ $notation }`
# A game's card: who is to move (no ping: pings go to the thread).
card-to-move = { $player } to move.
# A game's card: who is to move, by a deadline.
card-to-move-by = { $player } to move, { $deadline }.
# Said privately where a game with a thread was played from its channel.
goes-on-in-thread = Done. Game #{ $game } goes on in its thread: { $thread }
# Said privately where a challenge made in a game's thread went to the channel.
posted-there = Posted in { $channel }, where the game will get its own thread.
# A game's first board, where threads are on but the bot may not open one.
no-thread-here = This game stays in this channel: the bot needs Create Public Threads and Send Messages in Threads here to give it a thread.
# A game whose thread is gone (deleted, or closed to the bot) goes on in its channel.
thread-left = Game #{ $game } goes on here: its thread was deleted, or the bot may no longer post in it.

## The move picker

# A picker's title, in a game.
picker-title = Your move · game #{ $game } · move { $ply }
# A second tap of Confirm.
picker-recorded = Your move { $ply }, `{ $notation }`, was recorded.
# A picked move that is not legal.
picker-illegal = That move is not legal here; nothing was played.
# A Confirm after the game moved on.
picker-moved-on-unplayed = The position has changed since this picker opened, so nothing was played. Here it is now.
# A Move button of an older board.
picker-not-latest = This board is not the latest: here is the position now.
# A step after the game moved on.
picker-moved-on = The position has changed since this picker opened: here it is now.
# The picker asks for a capture.
picker-ask-capture = A capture is compulsory: choose one of the { $count } (their paths are drawn).
# The picker asks for a colour from the pool.
picker-ask-colour = Choose the colour of the marble to place.
# The picker asks for a colour from one's captures.
picker-ask-captured-colour = The pool is empty: choose a colour from the marbles you captured.
# The picker asks for a ring.
picker-ask-ring = { $colour ->
        [white] Where does the white marble go?
        [grey] Where does the grey marble go?
       *[black] Where does the black marble go?
    } Choose one of the { $count } vacant rings (marked).
# The picker asks for a ring to remove.
picker-ask-removal = { $colour ->
        [white] The white marble goes on { $at }.
        [grey] The grey marble goes on { $at }.
       *[black] The black marble goes on { $at }.
    } Now remove one of the { $count } free rings (marked): a vacant ring at the edge that can slide out.
# The picker asks to confirm.
picker-ask-confirm = { $what }: `{ $notation }`. Confirm to play it.
# A pass, to confirm.
picker-pass = No capture and nothing to place: pass
# A placement, to confirm.
picker-place = Place { $marble } on { $at } and remove ring { $ring }
# A placement with no free ring, to confirm.
picker-place-none-free = Place { $marble } on { $at } (no ring is free to remove)
# A capture, to confirm.
picker-capture = Capture { $marbles }
# A move that also claims marbles, to confirm.
picker-claim = { $what }, and claim { $marbles } cut off from the board
# A capture in the menu.
picker-takes = takes { $marbles }
# A colour's name, capitalised.
colour-name = { $colour ->
        [white] White
        [grey] Grey
       *[black] Black
    }
# A colour button: marbles in the pool.
picker-in-pool = { $colour } · { $count } in the pool
# A colour button: one's captured marbles.
picker-of-yours = { $colour } · { $count } of yours
# The captures' menu.
picker-choose-capture = Choose a capture
# The rings' menu.
picker-choose-ring = Choose a ring
# The removals' menu.
picker-choose-removal = Choose a free ring to remove
# A menu's part of a long list.
picker-range = { $what }: { $first } to { $last }
# The Confirm button, with the move.
picker-confirm = Confirm { $notation }
# The Confirm button alone.
picker-confirm-short = Confirm
# The Back button.
picker-back = Back
# Only some of the choices listed.
picker-first-listed = Only the first { $listed } of { $count } are listed: type { COMMAND("zertz move") } for the others.

## The rules' reasons a move cannot be played

# A text that is not a move.
notation-unread = cannot read { $excerpt }: { $problem }; write a placement like Wd4,d1, a capture like x d1Gd3, or - to pass
# A colour, as an adjective.
colour-adjective = { $colour ->
        [white] white
        [grey] grey
       *[black] black
    }
# The rules: the game is over.
illegal-game-over = the game is over
# The rules: a capture is compulsory.
illegal-capture-compulsory = capture is compulsory: { $example } is available
# The rules: only a pass.
illegal-must-pass = you have no capture and no marble to place, so you must pass (-)
# The rules: no pass, a capture is available.
illegal-pass-capture = you cannot pass: a capture is available
# The rules: no pass, a marble to place.
illegal-pass-place = you cannot pass: you have a marble to place
# The rules: a square off the board.
illegal-not-on-board = { $square } is not on this board
# The rules: a ring removed.
illegal-ring-gone = there is no ring on { $square } any more
# The rules: a ring taken.
illegal-occupied = { $square } is taken: { $marble } is on it
# The rules: none of a colour in the pool.
illegal-not-in-pool = { $colour ->
        [white] no white marble left in the pool
        [grey] no grey marble left in the pool
       *[black] no black marble left in the pool
    }
# The rules: none of a colour captured.
illegal-not-captured = { $colour ->
        [white] the pool is empty, and you have no captured white marble to place
        [grey] the pool is empty, and you have no captured grey marble to place
       *[black] the pool is empty, and you have no captured black marble to place
    }
# The rules: a ring not free.
illegal-not-free = ring { $square } is not free: it has no two open sides next to each other
# The rules: removing a ring with a marble.
illegal-remove-occupied = ring { $square } is not free: { $marble } is on it
# The rules: removing the ring just placed on.
illegal-remove-placed = ring { $square } is not free: the marble was just placed on it
# The rules: a ring must be removed.
illegal-removal-required = a free ring must be removed after placing, for example { $example }
# The rules: a claim written wrongly.
illegal-wrong-claim = this move claims { $actual }, not { $given }
# The rules: no marble to jump with.
illegal-no-jumper = there is no marble on { $square } to jump with
# The rules: a capture without a jump.
illegal-no-jump = a capture needs at least one jump, such as x d1d3
# The rules: not a jump.
illegal-not-a-jump = { $from } to { $to } is not a jump: a marble jumps over a neighbour to the ring just beyond it, in a straight line
# The rules: a jump off the board.
illegal-jump-off-board = a jump from { $square } in that direction would leave the board
# The rules: nothing to jump over.
illegal-nothing-to-jump = there is no marble on { $square } to jump over
# The rules: no ring to land on.
illegal-landing-gone = the marble cannot land on { $square }: there is no ring there
# The rules: a marble where it lands.
illegal-landing-occupied = the marble cannot land on { $square }: { $marble } is on it
# The rules: a jumped colour written wrongly.
illegal-wrong-colour = the marble on { $square } is { $actual }, not { $given }
# The rules: the capture goes on.
illegal-must-continue = the capture must go on: from { $at } the marble can still jump to { $to }

## Refusals of what could not be read

# A command not known.
unknown-command = Unknown command. Try { COMMAND("zertz help") }.
# A button of an older bot.
button-expired = This button has expired. { COMMAND("zertz help") } lists the commands that do the same.
# An option's value not among those offered.
not-offered = { $option ->
        [colour] The colour is { $offered }, not { $given }.
        [scope] The scope is { $offered }, not { $given }.
        [first] Who moves first: { $offered }, not { $given }.
        [time] The time per move is { $offered }, not { $given }.
        [level] The level is { $offered }, not { $given }.
        [target] A move is for { $offered }, not { $given }.
       *[format] The format is { $offered }, not { $given }.
    }
# Vacation days out of range.
vacation-days = Take { $min } to { $max } days of vacation: { COMMAND("zertz vacation") } with `{ OPTION("zertz vacation", "days") }` 3, for example.
# A number out of range.
out-of-range = `{ $option }` takes { $min } to { $max }.
# A variant not known.
unknown-variant = unknown variant { $name }: expected blitz, standard, tournament, large, or a board and marble set such as 48-blitz or 61-standard
# A capture that cannot be read.
not-a-capture = That is not a capture: { $why }.
# A placement given as a capture.
not-a-capture-path = That is not a capture's path; give its rings, such as `d1 d3 d5`.
# Needed: the member picked.
need-picked-member = Pick a member to challenge.
# Needed: an opponent.
need-opponent = Say who to challenge: { COMMAND("zertz challenge") } with a member in `{ OPTION("zertz challenge", "opponent") }`.
# Needed: a move.
need-notation = Type a move, such as `Wd4,a1` or `x d1Gd3`.
# Needed: a colour and a ring.
need-colour-and-ring = Give a colour and a ring, such as colour:white at:d4 remove:a1.
# Needed: a capture's path.
need-capture-path = Give the capture's path, such as `d1 d3 d5`.
# Needed: a file.
need-file = Attach a game record to { COMMAND("study import") } in `{ OPTION("study import", "file") }`: an .sgf or a record line.
# Needed: on or off.
need-switch = Say on or off: { COMMAND("server daily") } with `{ OPTION("server daily", "switch") }`.
# Needed: threads on or off.
need-thread-setting = Say on or off: { COMMAND("server threads") } with `{ OPTION("server threads", "setting") }`.
# Needed: a language.
need-language = Say which language: { COMMAND("server language") } with `{ OPTION("server language", "language") }`, or the server's own as Discord sets it.
# Needed: a tournament's name.
need-event-name = Give the tournament a name: { COMMAND("tournament create") } with `{ OPTION("tournament create", "name") }`.
# Needed: a tournament's format.
need-event-format = Say the format in `{ OPTION("tournament create", "format") }`: Swiss or round robin.
# Needed: a player.
need-player = Say which player: a member in `{ OPTION("tournament remove", "player") }`.

## The store's other refusals

# An analysis of a game in play.
game-not-over = This game is still being played; it can be analysed once it ends.
# A challenge already answered.
challenge-closed = This challenge is already { $status ->
        [accepted] accepted
        [declined] declined
        [cancelled] cancelled
       *[other] { $status }
    }.
# Someone else's challenge.
not-your-challenge = { $answer ->
        [accept] That is not your challenge: only the challenged player can accept it.
        [decline] That is not your challenge: only the challenged player can decline it.
       *[cancel] That is not your challenge: only the challenger can cancel it.
    }
# On vacation already.
on-vacation-already = You are already on vacation until { $until }; a move ends it early.
# Too much vacation.
vacation-too-long = You have { $days ->
        [one] { $days } day
       *[other] { $days } days
    } of vacation left: at most 14 in any 60 days.
# No puzzle open.
no-puzzle-open = You have no puzzle open. Get one with { COMMAND("puzzle") }.
# A puzzle open already.
puzzle-open = You already have puzzle #{ $puzzle } open: answer it with { COMMAND("zertz move") } first ({ COMMAND("puzzle") } shows it again).
# A puzzle step answered.
puzzle-answered = That puzzle step was already answered. { COMMAND("puzzle") } shows where it stands.
# Today's puzzle tried.
daily-tried = You have already tried today's puzzle. A new one comes tomorrow.
# No practice open.
no-practice-open = You have no practice open. { COMMAND("study mistakes") } walks through your marked moves of an analysed game; { COMMAND("study practice") } serves the ones you missed.
# A practice move answered.
practice-answered = That move was already answered. { COMMAND("study practice") } shows where your practice stands.
# No lesson open.
no-lesson-open = You have no lesson open. { COMMAND("learn") } shows the course and where you stand.
# An exercise answered.
lesson-answered = That exercise was already answered. { COMMAND("learn") } shows where you stand.
# No such tournament.
no-such-tournament = There is no such tournament. { COMMAND("tournament list") } shows this server's.
# A tournament past its entries.
tournament-started = This tournament is { $status ->
        [running] running
        [finished] finished
        [cancelled] cancelled
       *[other] { $status }
    }: players join only before it starts.
# A tournament full.
tournament-full = This tournament is full: it takes { $max } players.
# In the tournament already.
already-entered = You are already in this tournament.
# Not in the tournament.
not-entered = You are not playing in this tournament.
# A tournament's games here.
in-tournament = You are entered in tournament #{ $tournament } in this channel, and its games are played here: play other games in another channel until it ends (or leave it).
# A round paired already.
round-paired = That round was already paired. { COMMAND("tournament standings") } shows where it stands.

## Refusals about puzzles, practice, lessons, tournaments and analyses

# Every puzzle tried.
all-puzzles-tried = You have tried every puzzle there is. New ones come with new games.
# A puzzle no longer offered.
puzzle-withdrawn = Puzzle #{ $puzzle } is no longer offered, so it was put away unrated. { COMMAND("puzzle") } gives you another.
# An answer the rules refuse.
move-impossible-here = That move is not possible here: { $why }.
# A past daily puzzle.
daily-over = That daily puzzle is over; today's is in the channel's newest daily post.
# Mistakes of a game not played.
practice-not-your-game = You did not play in game #{ $game }, so it holds no mistakes of yours.
# Mistakes of a game not analysed.
practice-not-analysed = Game #{ $game } has not been analysed yet: ask for it with { COMMAND("study analyse") } (`{ OPTION("study analyse", "game") }` { $game }), then try again.
# A practice no longer marked.
practice-gone = The analysis of game #{ $game } no longer marks that move, so this practice was closed. { COMMAND("study mistakes") } starts it again.
# A lesson not in the course.
no-such-lesson = There is no lesson { $asked }: the course has lessons 1 to { $last }. { COMMAND("learn") } lists them.
# No hints in this game.
no-hints-here = Game #{ $game } gets no hints: they are for games against the computer at its easiest, such as the one { COMMAND("learn") } starts.
# A hint in someone else's game.
hint-not-your-game = You are not playing in game #{ $game }, so it has no hint for you.
# Only organisers.
not-organiser = Only organisers run tournaments: members who may manage the server, or who have the role named by { COMMAND("server organisers") }.
# Tournaments are for servers.
tournaments-in-servers = Tournaments are run in a server's channel.
# Too few players.
too-few-players = A tournament starts with at least { $min } players; { $have } joined so far.
# No tournament here.
no-tournament-here = There is no tournament in this channel. { COMMAND("tournament list") } shows this server's; name one with `{ OPTION("tournament standings", "event") }`.
# A tournament of another server.
tournament-not-here = Tournament #{ $tournament } is not on this server.
# A tournament's name too long or empty.
bad-tournament-name = Give the tournament a name of 1 to { $max } characters.
# One's other analysis running.
analysis-running = Your analysis of another game is still running; ask again once it is done.
# The analyses' queue full.
analysis-queue-full = { $max } analyses are waiting already; ask again in a few minutes.
# A game being analysed.
being-analysed = Game #{ $game } is being analysed already; ask again in a moment.
# No finished game to analyse.
no-finished-game = You have no finished game in this channel to analyse.
# A game in play, not analysed.
still-played = Game #{ $game } is still being played: it can be analysed once it ends, so the engine helps nobody mid-game.
# A file too large.
file-too-large = `{ $name }`: the file is { $size } bytes; at most { $limit } are taken.
# A file not fetched.
file-unreachable = `{ $name }`: the file could not be fetched from Discord ({ $why }); try again.
# A file not text.
file-not-text = `{ $name }` is not a text file. Import an .sgf from boardspace.net or a record line from { COMMAND("study export") }.
# A file not a record.
file-not-a-record = `{ $name }` cannot be imported: { $why }.

## The course

# The course's game begins.
course-first-game = Your first game from the course: tap **{ move-button }** to play, and **{ hint-button }** on any board when you are stuck. The game ends the course.
# The opponent's seat on a lesson's board.
lesson-opponent = Opponent
# An exercise's card.
lesson-card-title = Lesson { $lesson } · exercise { $exercise } of { $count }
# An exercise's heading above its verdict or its goal, when both share a message.
lesson-exercise-heading = **Exercise { $exercise }**
# The course's first line.
course-intro = **Learn ZÈRTZ by playing.** Short lessons on small boards, answered with taps.
# The course's game in play.
course-game-open = Your course game is #{ $game }: play it with the **{ move-button }** button on its board.
# The course's card.
course-card-title = The course · { $done } of { $count } lessons done
# Go on with a lesson.
course-go-on = Go on with lesson { $lesson }
# Start a lesson.
course-start = Start lesson { $lesson }
# The lessons' menu.
course-choose = Choose any lesson
# The course in a line, a lesson next.
course-line-next = Course: { $done } of { $count } lessons, { $stars ->
        [one] { $stars } star
       *[other] { $stars } stars
    }; { COMMAND("learn") } goes on with lesson { $lesson }
# The course in a line, finished.
course-line-finished = Course: { $done } of { $count } lessons, { $stars ->
        [one] { $stars } star
       *[other] { $stars } stars
    }; finished
# A line that wins.
net-winning = winning the game
# A line that loses.
net-losing = losing the game
# A line that gains nothing.
net-even = even: nothing gained
# Marbles ahead.
net-ahead = { $count ->
        [one] { $count } marble
       *[other] { $count } marbles
    } ahead
# Marbles behind.
net-behind = { $count ->
        [one] { $count } marble
       *[other] { $count } marbles
    } behind
# A capture that takes too few.
miss-too-few = This takes { $got ->
        [one] { $got } marble
       *[other] { $got } marbles
    }; another capture here takes { $best }. You may choose any capture (R3.4): choose the one that gains most.
# A group cut off with vacant rings.
miss-still-vacant = The rings { $rings } are cut off, but { $vacant } { $count ->
        [one] is
       *[other] are
    } still vacant, so the group stays in play and is not claimed (R4.3).
# Nothing cut off.
miss-cuts-nothing = This cuts nothing off: a group is claimed only once no ring joins it to the rest and every one of its rings holds a marble (R4.1).
# Too few claimed.
miss-claims-few = This claims { $claimed ->
        [one] { $claimed } marble
       *[other] { $claimed } marbles
    }; more can be claimed in one turn (R4.1).
# No goal reached.
miss-no-goal = After it you have { $white } white, { $grey } grey and { $black } black: that reaches no goal (R5.1).
# A placement was asked.
miss-not-a-placement = This exercise asks for a placement.
# Nothing forced.
miss-not-forced = After it your opponent has nothing to capture, so nothing forces their reply (R3.4).
# A move that gives a capture.
miss-gives-capture = It lets your opponent capture: { $line }, leaving you { $net } (R3.4).
# The opponent's better answer.
miss-outgained = Your opponent's best answer: { $line }, leaving you { $net }.
# The opponent's safe answer.
miss-safe-reply = Your opponent can answer: { $move }, which leaves you nothing to capture.
# A right answer.
lesson-right = ✅ **Right:** { $move }. { $praise }
# What follows a right answer.
lesson-what-follows = What follows: { $line }, leaving you { $net }.
# An exercise's goal.
lesson-goal = **Your goal:** { $ask }
# A lesson's heading.
lesson-heading = **Lesson { $lesson }: { $title }**
# An answer the rules refuse.
lesson-not-allowed = ❌ **Not allowed:** { $why } ({ $rule }). Nothing was counted: try again.
# A wrong answer.
lesson-not-yet = ❌ **Not yet:** { $move }. { $why }
# Try again.
lesson-try-again = Try again from the same board (**{ move-button }**), or ask for a **{ hint-button }**.
# A lesson done.
lesson-done = 🎉 **Lesson { $lesson } done:** { $stars } ({ $answers ->
        [one] { $answers } answer
       *[other] { $answers } answers
    } for { $exercises ->
        [one] { $exercises } exercise
       *[other] { $exercises } exercises
    }).
# A lesson done: its card.
lesson-done-title = Lesson { $lesson } · done
# The button to the course's game.
lesson-play-first-game = Play your first game
# The button to the next lesson.
lesson-next = Next: lesson { $lesson }
# The button to the course.
lesson-course-button = Course
# An exercise's hint.
lesson-hint = 💡 **Hint:** { $hint }
# An exercise's answer, hidden.
lesson-stuck = Still stuck? One answer (tap to see it): ||{ $solution }||
# An old exercise's Hint.
lesson-behind-you = That exercise is behind you; here is the one you are at.
# The engine would place.
hint-place = place { $marble } on { $at } and remove ring { $ring }
# The engine would place, no ring free.
hint-place-none-free = place { $marble } on { $at }
# A capture's first jump, in words.
jump-first = the { $jumper ->
        [white] white
        [grey] grey
       *[black] black
    } marble on { $from } jumps over the { $over ->
        [white] white
        [grey] grey
       *[black] black
    } one on { $at } to { $to }
# A capture's next jump, in words.
jump-then = then over the { $over ->
        [white] white
        [grey] grey
       *[black] black
    } one on { $at } to { $to }
# The engine would capture.
hint-capture = capture { $marbles }: { $jumps }
# The engine would pass.
hint-pass = pass
# The engine's move claims.
hint-claiming = { $what }, claiming { $marbles }
# A hint in a game.
game-hint = 💡 **Hint for game #{ $game }:** the engine would { $what }. Tap **{ move-button }** on the board to play it, or another move.
# A hint's card.
hint-title = Hint · game #{ $game }

## Playing: the computer's games, draws, takebacks, vacations

# A game against the computer started.
computer-game-started = Game #{ $game } has started: **{ $first }** vs **{ $second }**, { $variant }, against the computer at **{ $level }** level (not rated, no clock).
# The person moves first.
you-move-first = { $player }, you move first.
# The computer moves first.
computer-moves-first = **{ $name }** moves first and is thinking…
# A retried move that was recorded.
move-recorded-board = Your move { $ply }, `{ $notation }`, was recorded. Here is the board now.
# A move sent before the last was recorded.
stale-move-board = That move was sent before your opponent's last move was recorded, so it was not played. Here is the board now; play again if you still want it.
# A draw offered.
draw-offer = **{ $name }** offers a draw in game #{ $game }. { $other }, accept or decline; the offer lapses with the next move.
# The accept-draw button.
accept-draw-button = Accept draw
# A draw declined.
draw-declined = **{ $name }** declined the draw offer.
# A vacation begun.
on-vacation-now = You are on vacation until { $until } ({ $relative }): your clocks are stopped in every game, and your opponents see it. A move ends it early.
# A takeback asked.
takeback-asked = **{ $name }** asks to take back move { $ply }, `{ $notation }`, in game #{ $game }. { $other }, allow it?
# The allow-takeback button.
allow-takeback-button = Allow takeback
# The refuse button.
refuse-button = Refuse
# A takeback refused.
takeback-refused = **{ $name }** refused the takeback.
# A takeback allowed.
takeback-allowed = **{ $name }** allowed the takeback.
# Moves taken back.
taken-back = Game #{ $game }: { $plies ->
        [one] a move
       *[other] two moves
    } taken back ({ $first } vs { $second }). The board is back at move { $ply }.

## What the bot lacks in a channel

# The permissions the bot lacks: first line.
lacks-header = This channel does not give me:
# The permissions the bot lacks: who grants them.
lacks-footer = Someone who may manage this channel can grant them to the bot (channel settings → Permissions).
# Lacking: view and send.
lacks-post = **View Channel** and **Send Messages**: I answer commands here, and what I post on my own (the computer's replies, reminders) comes with the next command here or as a direct message
# Lacking: attach files.
lacks-attach = **Attach Files**: boards are shown as text
# Lacking: embed links.
lacks-embed = **Embed Links**: cards are shown as plain text
# A direct message's first line: the chat it is from.
from-your-game-in = -# From your game in { $channel }

## Puzzles and the daily puzzle

# A puzzle's goal.
puzzle-goal = You are the { $seat ->
        [first] first
       *[second] second
    } player, to move: **win in { $moves }** (a forced win, whatever the opponent does; { $variant }).
# The daily puzzle's goal.
puzzle-goal-daily = The { $seat ->
        [first] first
       *[second] second
    } player, to move: **win in { $moves }** (a forced win, whatever the opponent does; { $variant }).
# A puzzle's defender.
puzzle-seat-opponent = opponent
# A daily puzzle's solver.
puzzle-seat-to-move = to move
# A puzzle's picker title.
puzzle-answer-title = Your answer · puzzle #{ $puzzle }
# A puzzle still open.
puzzle-still-open = Your puzzle is still open.
# A puzzle's step.
puzzle-step = Move { $step } of { $count }.
# How to answer a puzzle.
puzzle-answer-how = Answer with the **{ move-button }** button, or with { COMMAND("zertz move") }.
# A puzzle's card.
puzzle-card-title = ZÈRTZ puzzle #{ $puzzle }
# A puzzle card's rating.
puzzle-rating-field = Rating
# A right step.
puzzle-right = ✅ `{ $notation }` is right. The opponent answers `{ $answer }`. Your move: { $left } more to win.
# A puzzle solved.
puzzle-solved = 🎉 `{ $notation }` wins. Puzzle #{ $puzzle } solved! { $finish }
# A wrong answer.
puzzle-wrong = ❌ `{ $notation }` does not win{ $refutation }. The solution was `{ $answer }` (drawn on the board).
# The defender's capture.
puzzle-refuted-capture = : the opponent captures with `{ $notation }`
# The defender's answer.
puzzle-refuted = : the opponent answers `{ $notation }`
# A puzzle's themes.
puzzle-themes = Themes: { $themes }.
# One theme.
puzzle-theme = { $theme ->
        [capture-chain] capture-chain
        [isolation] isolation
        [sacrifice] sacrifice
        [goal-colour] goal-colour
        [goal-each] goal-each
       *[full-board] full-board
    }
# The puzzle rating's change.
puzzle-rating-change = Puzzle rating { $before } → { $after } ({ $delta }).
# Not rated.
puzzle-not-rated = Tried before, so not rated.
# The streak.
puzzle-streak = Streak: { $streak }.
# The daily puzzle switched on.
daily-on = The daily puzzle is on here: one is posted every day (midnight UTC), the first at the next tick.
# The daily puzzle on already.
daily-already-on = The daily puzzle is already on here.
# The daily puzzle switched off.
daily-off = The daily puzzle is off here.
# The daily puzzle was not on.
daily-not-on = The daily puzzle was not on here.
# The daily post's heading.
daily-heading = 🧩 **Daily puzzle** · #{ $puzzle }
# The daily post: how to try it.
daily-press-solve = Press **{ solve-button }** to try it (only you see your answers).
# Yesterday's solvers.
daily-yesterday = Yesterday's puzzle was solved by { $who } ({ $solved } of { $tried } who tried).
# No solvers.
daily-nobody = nobody
# The Solve button.
solve-button = Solve
# The daily post's card.
daily-card-title = ZÈRTZ daily puzzle #{ $puzzle }

## Learning from one's mistakes

# An analysis that marks none of one's moves.
practice-no-marks = The analysis of game #{ $game } marks no move of yours: nothing to learn from there. Well played!
# A practice answer being checked.
practice-checking = Checking your move…
# A practice's picker title.
practice-answer-title = Your answer · move { $move } of game #{ $game }
# A walk's card.
practice-walk-title = Learn from your mistakes · game #{ $game }
# A review's card.
practice-review-title = Practice · game #{ $game }
# The better move.
practice-better = The better move was `{ $notation }` (drawn on the board), keeping your chance at { $chance }.
# The better move and the engine's line.
practice-better-line = The better move was `{ $notation }` (drawn on the board), keeping your chance at { $chance }; the engine expects { $line }.
# A walk begun.
practice-walk-lead = **{ analysis-learn }** in game #{ $game }: the analysis marked { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } of yours. Here they come in the order you played them, so each board follows from the last as in the game.
# An open practice closed.
practice-closed = (Your open practice of game #{ $game } was closed.)
# A walk's step.
practice-mistake-heading = **Mistake { $at } of { $total }**: move { $move } of game #{ $game }.
# A review's step.
practice-review-heading = **From your practice set**: move { $move } of game #{ $game }.
# What to find.
practice-question = You are the { $seat ->
        [first] first
       *[second] second
    } player, to move. You played `{ $played }` here ({ $mark }) and your chance fell from { $before } to { $after }. Find a better move with the **{ move-button }** button or { COMMAND("zertz move") }.
# An analysis mark's name.
analysis-mark = { $mark ->
        [inaccuracy] inaccuracy
        [mistake] mistake
       *[blunder] blunder
    }
# One try left.
practice-one-try-left = One try left.
# One more try.
practice-one-more-try = One more try.
# The game's own move again.
practice-played-again = ❌ `{ $notation }` is the move you played in the game.
# A move that gives too much.
practice-too-much = ❌ `{ $notation }` gives away too much: your chance would be { $chance } (the best move keeps { $best }).
# The engine's own move.
practice-best = ✅ `{ $notation }`: the engine's own choice, keeping your chance at { $chance }.
# A move good enough.
practice-good-enough = ✅ `{ $notation }` is good enough: your chance would be { $chance } (the engine's best keeps { $best }).
# The engine's line.
practice-expects = The engine expects { $line }.
# The practice set empty.
practice-set-empty = Your practice set is empty.
# The practice set's count.
practice-set = { $count ->
        [one] { $count } position waits
       *[other] { $count } positions wait
    } in your practice set ({ $due } due now); practise with { COMMAND("study practice") }.
# Every move found.
practice-all-found = every one found!
# The moves missed.
practice-missed = the { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } you missed joined your practice set.
# A walk ended.
practice-walk-end = **{ $found } of { $total } found**: { $verdict } { $set }
# A review found.
practice-review-found = Found: found twice in a row, a position leaves the set; once, it comes back tomorrow. { $set }
# A review missed.
practice-review-missed = It comes back in an hour. { $set }
# Nothing in the practice set.
practice-none-waiting = Your practice set is empty. The moves you miss in { COMMAND("study mistakes") } (or the **{ analysis-learn }** button under an analysis) go there.
# Nothing due yet.
practice-none-due = Nothing is due yet: { $count ->
        [one] { $count } position waits
       *[other] { $count } positions wait
    } in your practice set, the next { $next }.
# Positions waiting.
practice-waiting = { $count ->
        [one] { $count } position waits
       *[other] { $count } positions wait
    } in your practice set.

## Listings: one's games, the leaderboards, a player's stats, a game's moves and files

# No active games.
games-none = You have no active games on this server.
# The active games' heading.
games-heading = Your active games:
# The reader is to move.
games-your-move = **your move**
# The opponent is to move.
games-their-move = their move
# The opponent is to move, away on vacation.
games-their-move-away = their move (on vacation until { $until })
# The link to a game's board.
games-board-link = board
# One active game.
games-line = #{ $game } vs { $opponent } in { $channel } · move { $move } · { $turn }{ $link }
# A game offered as an option's completion.
complete-game = #{ $game } { $first } vs { $second } · { $state ->
        [finished] finished
       *[playing] move { $move }
    }
# A leaderboard's heading.
leaderboard-heading = **ZÈRTZ leaderboard: { $board ->
        [everyone] everyone
        [server] this server
       *[puzzles] puzzles
    }** (page { $page } of { $pages })
# A private chat's "server" board is everyone's.
leaderboard-private-chat = -# A private chat has no server of its own, and ratings are global: this is everyone's.
# A leaderboard with nobody on it.
leaderboard-empty = { $board ->
        [puzzles] No puzzles tried yet. Try one with { COMMAND("puzzle") }.
       *[other] No rated games yet. Finish a game to appear here.
    }
# The leaderboard's player column.
leaderboard-player = player
# The leaderboard's rating column.
leaderboard-rating = rating
# The leaderboard's games (or tries) column.
leaderboard-played = { $board ->
        [puzzles] tries
       *[other] games
    }
# The leaderboard's won, lost and drawn column.
leaderboard-record = W/L/D
# How the leaderboard is ordered.
leaderboard-order = Ordered by rating minus twice its uncertainty.
# The previous page's button.
leaderboard-previous = ◀ Previous
# The next page's button.
leaderboard-next = Next ▶
# A leaderboard's card.
leaderboard-title = ZÈRTZ leaderboard · { $board ->
        [everyone] everyone
        [server] this server
       *[puzzles] puzzles
    }
# The games against the computer, by level.
stats-computer = Against the computer (won–lost–drawn): { $records }
# A rating and its games.
stats-rating = { $scope ->
        [global] Global
       *[server] This server
    }: **{ $rating }** ± { $deviation } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    }: { $won } won, { $lost } lost, { $drawn } drawn
# No rated games in a scope.
stats-unrated = { $scope ->
        [global] Global
       *[server] This server
    }: no rated games yet
# The current streak.
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
# The puzzle rating.
stats-puzzles = Puzzles: **{ $rating }** ± { $deviation } · { $solved } solved of { $tried } · streak { $streak }
# No puzzles tried.
stats-no-puzzles = Puzzles: none tried yet ({ COMMAND("puzzle") })
# The practice set.
stats-practice = Practice: { $count ->
        [one] { $count } position waits
       *[other] { $count } positions wait
    } in the set, { $due } due now ({ COMMAND("study practice") })
# The last games' heading.
stats-last-games = Last games:
# One of the last games.
stats-last-game = · #{ $game } { $result ->
        [won] won
        [lost] lost
       *[drew] drew
    } against { $opponent } ({ $variant })
# The stats card.
stats-title = ZÈRTZ stats · { $name }
# The tournaments played and the best place.
stats-tournaments = Tournaments: { $played } played · best place { NUMBER($place, type: "ordinal") ->
        [one] { $place }st
        [two] { $place }nd
        [few] { $place }rd
       *[other] { $place }th
    } of { $players } ({ $name })
# The rating chart's global series.
chart-everyone = Everyone
# The rating chart's server series.
chart-this-server = This server
# The rating chart's caption.
chart-caption = { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    } over { $days ->
        [one] { $days } day
       *[other] { $days } days
    }, oldest on the left
# Whose move it is on a private board.
board-to-move = Move { $move }: { $player } to move.
# A private board's line.
board-status = Game #{ $game }. { $status }
# A game's moves: its heading.
history-heading = Game #{ $game }: **{ $first }** vs **{ $second }**, { $variant }.
# No moves yet.
history-no-moves = (no moves yet)
# A long game's moves as its record.
history-as-record = Game #{ $game } as a record:
# A replay's line.
replay-of = Replay of game #{ $game }: **{ $first }** vs **{ $second }**.
# The exported files: both.
export-both = as a record line (variant, moves, result) and as boardspace SGF
# The exported files: the record line alone, and why.
export-record-only = as a record line (variant, moves, result); { $reason }
# A game exported.
export-done = Game #{ $game }: **{ $first }** vs **{ $second }**, { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, { $files }.

## Analysis, imported records, and the charts

# The capture race's title.
chart-race-title = Capture race
# The capture race's caption.
chart-race-caption = marbles held after each of the { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
# The win-chance graph's title.
chart-chance-title = Win chance
# The win-chance graph's caption.
chart-chance-caption = { $player }’s chance after each move; dots: blunders; numbered: the costliest moves
# An analysis's card.
analysis-title = Analysis of game #{ $game }
# An imported game's analysis's card.
analysis-import-title = Analysis of the imported game
# The button to learn from one's mistakes.
analysis-learn = Learn from your mistakes
# The game being analysed, in the progress.
analysis-of-game = game #{ $game }
# The imported game being analysed, in the progress.
analysis-of-import = the imported game
# How far an analysis got.
analysis-progress = Analysing { $what }: position { $done } of { $total }…
# How far an analysis's second look got.
analysis-second-look = Analysing { $what }: a second look at move { $number } ({ $done } of { $total })…
# No move marked.
analysis-nothing-marked = No move gave away enough to be marked.
# The costliest moves' heading.
analysis-costliest = **The costliest moves**
# One of the costliest moves.
analysis-costly-move = Move { $number }, { $player }: `{ $played }` — { $mark } ({ $before }% → { $after }%)
# The better move after a costly one.
analysis-better = ; better `{ $better }`
# Every marked move.
analysis-marks = Marks: { $marks }
# The engine's budget.
analysis-budget = Win chances from the engine at { $nodes } nodes a position.
# A player's accuracy.
analysis-accuracy = accuracy **{ $accuracy }**
# A player's marks, counted.
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
# A record imported.
import-done = Imported { $format ->
        [sgf] an SGF record
       *[record] a record line
    }: **{ $first }** vs **{ $second }**, { $variant }, { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, every one legal. { $end }
# An imported record stops before the end.
import-stops-early = The record stops before the end; { $player } is to move.
# An imported record goes on after the end.
import-after-end = The record goes on for { $count ->
        [one] { $count } more move
       *[other] { $count } more moves
    } after that; they are left out.
# Imported games are not kept.
import-not-stored = Nothing was stored: imported games are not rated.

## Tournaments

# An event's terms.
tournament-heading = **{ $name }** · tournament #{ $id } · { $format ->
        [swiss] Swiss
       *[round-robin] round robin
    }, { $rounds }, { $variant }, { $time }.
# How many rounds an event has.
tournament-rounds = { $kind ->
        [all] everyone meets everyone
       *[count] { $count ->
            [one] { $count } round
           *[other] { $count } rounds
        }
        [log] about log2 of the players plus one rounds
    }
# An event open for entries.
tournament-open = Open: up to { $max } players.
# When an open event starts.
tournament-starts-at = It starts { $when }.
# An open event starts by its Start button.
tournament-starts-on-start = It starts when the organiser presses **{ tournament-start }**.
# A long round robin: a Swiss suits it.
tournament-long-round-robin = More than { $max } players make a long round robin: a Swiss suits them better.
# An event running.
tournament-running = Running: round { $round } of { $rounds }.
# An event finished.
tournament-finished = Finished.
# An event cancelled.
tournament-cancelled = Cancelled.
# No players yet.
tournament-nobody = nobody yet
# An event's players.
tournament-players = **Players ({ $count }):** { $list }
# The Join button.
tournament-join = Join
# The Leave button.
tournament-leave = Leave
# The Start button.
tournament-start = Start
# The Withdraw button.
tournament-withdraw = Withdraw
# An event's card.
tournament-title = ZÈRTZ tournament · { $name }
# A round's post: its heading.
tournament-round-heading = **{ $name }** · round { $round } of { $rounds }
# A board of a round.
tournament-board = Board { $board }: { $first } (first) vs { $second }, { $link }
# A board won by forfeit.
tournament-forfeit = Board { $board }: { $winner } wins by forfeit ({ $loser } withdrew)
# A player without a board this round.
tournament-bye = { $player }: { $format ->
        [swiss] a bye, worth a win
       *[round-robin] sits out this round
    }
# How a round is played.
tournament-play-hint = Play with { COMMAND("zertz move") } as in any game here; the next round is paired when the last game ends.
# A round's card.
tournament-round-title = ZÈRTZ tournament · { $name } · round { $round }
# The final standings' heading.
tournament-over = **{ $name }** is over. Final standings:
# No round played yet.
tournament-no-round = **{ $name }**: no round played yet.
# The standings after a round.
tournament-after-round = **{ $name }** · standings after round { $round }:
# The podium.
tournament-podium = **Podium:** { $places }
# A round's board, linked to its message where that is known.
board-link = game #{ $game }
# One event in the list.
tournament-list-line = #{ $id } **{ $name }** · { $format ->
        [swiss] Swiss
       *[round-robin] round robin
    } · { $status ->
        [open] open for entries
       *[running] running, round { $round }
        [finished] finished
        [cancelled] cancelled
    } · in { $channel }
# One joined an event.
tournament-joined = You joined **{ $name }** ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    }). To leave before it starts, tap **{ tournament-leave }**.
# A player withdrew, resigning their game.
tournament-withdrew-from = { $player } withdrew from **{ $name }**.
# One left an event.
tournament-you-left = You left **{ $name }**.
# An organiser took a player out.
tournament-is-out = { $player } is out of **{ $name }**.
# No events in this server.
tournament-none-listed = No tournaments on this server yet. Organisers create one with { COMMAND("tournament create") }.
# The events' heading.
tournament-list-heading = **Tournaments on this server**
# A role runs events.
tournament-organisers-role = Members with { $role } may now run tournaments here.
# Only managers run events.
tournament-organisers-managers = Only members who may manage the server run tournaments here now.
# Too few players: called off.
tournament-called-off = Fewer than { $min } players joined, so it was called off.
# The standings' player column.
standings-player = Player
# The standings' points column.
standings-points = Points
# The standings' won, drawn and lost column.
standings-record = W-D-L
# After a name: withdrew.
standings-withdrew = withdrew
# How the standings are ordered.
standings-order = { $format ->
        [swiss] Points, then Buchholz, then Sonneborn-Berger
       *[round-robin] Points, then Sonneborn-Berger, then head-to-head
    }
# The standings' title.
standings-title = { $name } · { $last ->
        [yes] final standings
       *[no] after round { $round }
    }

## The board you can touch (the Activity)

# Under a public board: opens the board as an Activity.
open-board-button = Open board
# Refused: the game is neither in the Activity's channel nor the asker's.
board-not-shown-here = Game #{ $game } is not played in this channel and is not yours, so this board cannot show it.
# Refused: another move came first.
board-position-changed = The position changed before your move arrived, so nothing was played. The board now shows the position as it stands.
# Refused: not a legal move.
board-not-legal = That is not a legal move in this position, so nothing was played.
# The Activity, while it connects.
board-connecting = Connecting…
# The Activity, after its connection was lost.
board-reconnecting = The connection was lost: reconnecting…
# The Activity, with no game to show.
board-no-games = No game is being played in this channel yet. Start one against the computer here, or challenge someone in the chat.
# The Activity's button that starts a game against the computer.
board-play-computer = Play the computer
# The Activity's button that clears the move being composed.
board-clear = Clear
# The Activity's button that passes.
board-pass = Pass
# The Activity, while a move is on its way.
board-sending = Sending…
# The Activity's hint: a capture is compulsory.
board-hint-capture = A capture is compulsory: touch a lit marble.
# The Activity's hint: place a marble.
board-hint-place = Choose a colour, then touch a lit ring to place the marble.
# The Activity's hint: only a pass is left.
board-hint-pass = No capture and nothing to place: you pass.
# The Activity's hint: a colour chosen.
board-hint-colour = Touch a lit ring to place the marble.
# The Activity's hint: a marble placed.
board-hint-placed = Touch a lit free ring to remove it.
# The Activity's hint: a capture under way.
board-hint-jumping = Touch the lit ring where the marble lands next.
# The Activity's hint: a whole move.
board-hint-ready = Confirm to play this move, or clear it.
# The Activity: the goals (R5.1).
board-goals = Goal: { $white } white, { $grey } grey or { $black } black marbles, or { $each } of each colour
# The Activity: the viewer is to move.
board-your-move = Your move, { $name }.
# The Activity: who is to move and by when.
board-deadline = { $status } · until { $deadline }
