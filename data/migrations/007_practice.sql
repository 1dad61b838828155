-- Learning from one's mistakes: a walk through a player's own marked
-- moves of one analysed game, one at a time, and the practice set of the
-- positions they missed there, served again until found twice in a row.
-- A move is named by its game and its number there (from 1); the board
-- and what was at stake come from the game and its stored analysis.

-- The walk or practice position a player has open: one at most.
CREATE TABLE practice_open (
    user_id    INTEGER PRIMARY KEY REFERENCES players (user_id),
    game_id    INTEGER NOT NULL REFERENCES games (id),
    channel_id INTEGER NOT NULL,
    -- 1: a walk through the game's mistakes; 0: one position of the set.
    walk       INTEGER NOT NULL,
    -- The moves still to find, the current first: numbers, comma-separated.
    steps      TEXT    NOT NULL,
    -- Wrong answers to the current move.
    tries      INTEGER NOT NULL DEFAULT 0,
    -- Moves found so far, and how many the walk holds in all.
    found      INTEGER NOT NULL DEFAULT 0,
    total      INTEGER NOT NULL,
    started_at INTEGER NOT NULL
);

CREATE TABLE practice_set (
    user_id        INTEGER NOT NULL REFERENCES players (user_id),
    game_id        INTEGER NOT NULL REFERENCES games (id),
    number         INTEGER NOT NULL,
    -- Found this many times in a row since it was last missed.
    found_in_a_row INTEGER NOT NULL DEFAULT 0,
    -- When it may be served again.
    due_at         INTEGER NOT NULL,
    added_at       INTEGER NOT NULL,
    PRIMARY KEY (user_id, game_id, number)
) WITHOUT ROWID;

CREATE INDEX practice_set_due ON practice_set (user_id, due_at);
