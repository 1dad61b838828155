-- Puzzles. The puzzles themselves live in the bot's puzzle file; the
-- store keeps who tried which, how far they got, and ratings: a player's
-- puzzle rating is a row of `ratings` in its own scope (-1), apart from
-- game ratings, and each puzzle's own Glicko-2 rating is here.
CREATE TABLE puzzle_attempts (
    id          INTEGER PRIMARY KEY,
    user_id     INTEGER NOT NULL REFERENCES players (user_id),
    puzzle_id   INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    -- Answers go only to the player (1) or to the channel (0).
    private     INTEGER NOT NULL,
    -- The day (days since 1970, UTC) for the daily puzzle, else NULL.
    daily       INTEGER,
    -- The solver's moves answered right so far.
    step        INTEGER NOT NULL DEFAULT 0,
    started_at  INTEGER NOT NULL,
    finished_at INTEGER,
    -- NULL while open; 1 solved, 0 failed.
    solved      INTEGER,
    -- Whether it counted for the ratings (a player's first try of a puzzle).
    rated       INTEGER NOT NULL DEFAULT 0
);

-- One puzzle open a player.
CREATE UNIQUE INDEX puzzle_attempts_open ON puzzle_attempts (user_id) WHERE finished_at IS NULL;
CREATE INDEX puzzle_attempts_user ON puzzle_attempts (user_id, puzzle_id);
CREATE INDEX puzzle_attempts_daily ON puzzle_attempts (daily, channel_id) WHERE daily IS NOT NULL;

CREATE TABLE puzzle_ratings (
    puzzle_id  INTEGER PRIMARY KEY,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    attempts   INTEGER NOT NULL DEFAULT 0,
    solved     INTEGER NOT NULL DEFAULT 0
);

-- Channels that get the daily puzzle, and each day's post.
CREATE TABLE daily_channels (
    channel_id INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    enabled_by INTEGER NOT NULL,
    since      INTEGER NOT NULL
);

CREATE TABLE daily_posts (
    channel_id INTEGER NOT NULL,
    day        INTEGER NOT NULL,
    puzzle_id  INTEGER NOT NULL,
    PRIMARY KEY (channel_id, day)
) WITHOUT ROWID;
