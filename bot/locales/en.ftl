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
