-- Players, ratings, challenges, games, seats and moves.
-- Ids from Discord are stored as INTEGER (snowflakes fit in 63 bits).
-- Times are Unix milliseconds. A guild of 0 means a direct message.

CREATE TABLE players (
    user_id    INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);

-- One Glicko-2 rating per player and scope: scope 0 is global, any other
-- scope is a guild id.
CREATE TABLE ratings (
    scope        INTEGER NOT NULL,
    user_id      INTEGER NOT NULL REFERENCES players (user_id),
    rating       REAL    NOT NULL,
    deviation    REAL    NOT NULL,
    volatility   REAL    NOT NULL,
    games        INTEGER NOT NULL DEFAULT 0,
    wins         INTEGER NOT NULL DEFAULT 0,
    losses       INTEGER NOT NULL DEFAULT 0,
    draws        INTEGER NOT NULL DEFAULT 0,
    updated_at   INTEGER NOT NULL,
    -- The leaderboard orders by this: a rating the player very probably
    -- deserves at least.
    conservative REAL GENERATED ALWAYS AS (rating - 2 * deviation) STORED,
    PRIMARY KEY (scope, user_id)
) WITHOUT ROWID;

-- Covers the leaderboard's filter and order, and its count.
CREATE INDEX ratings_leaderboard ON ratings (scope, conservative DESC, user_id, games);
CREATE INDEX ratings_games ON ratings (scope, games);

CREATE TABLE games (
    id               INTEGER PRIMARY KEY,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    -- The player who moves first (P0) and second (P1).
    first_id         INTEGER NOT NULL REFERENCES players (user_id),
    second_id        INTEGER NOT NULL REFERENCES players (user_id),
    variant          TEXT    NOT NULL,
    status           TEXT    NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished')),
    -- Number of moves recorded; the moves table is the truth, this is kept
    -- equal to it in the same transaction and guards against races.
    ply              INTEGER NOT NULL DEFAULT 0,
    result           TEXT CHECK (result IN ('P0', 'P1', 'draw')),
    end_reason       TEXT CHECK (end_reason IN
                         ('goal', 'full_board', 'resignation', 'time', 'repetition', 'two_passes', 'agreement')),
    -- Seconds per move; NULL for no time control.
    time_per_move    INTEGER,
    deadline         INTEGER,
    -- The ply whose reminder was sent, so a restart never sends it twice.
    reminded_ply     INTEGER,
    draw_offer_by    INTEGER,
    board_message_id INTEGER,
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL,
    finished_at      INTEGER,
    CHECK (first_id <> second_id),
    CHECK ((status = 'finished') = (result IS NOT NULL))
);

CREATE INDEX games_channel ON games (channel_id, status);
CREATE INDEX games_deadline ON games (deadline) WHERE status = 'active';
CREATE INDEX games_first ON games (first_id, finished_at);
CREATE INDEX games_second ON games (second_id, finished_at);

-- A player's seat in an active game. The primary key enforces one active
-- game per player per channel; seats go when the game ends.
CREATE TABLE seats (
    channel_id INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    game_id    INTEGER NOT NULL REFERENCES games (id),
    PRIMARY KEY (channel_id, user_id)
) WITHOUT ROWID;

CREATE INDEX seats_user ON seats (user_id);

CREATE TABLE moves (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    ply       INTEGER NOT NULL CHECK (ply >= 1),
    notation  TEXT    NOT NULL,
    user_id   INTEGER NOT NULL,
    played_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;

-- Rating changes a finished game caused, per scope.
CREATE TABLE rating_changes (
    game_id INTEGER NOT NULL REFERENCES games (id),
    scope   INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    before  REAL    NOT NULL,
    after   REAL    NOT NULL,
    PRIMARY KEY (game_id, scope, user_id)
) WITHOUT ROWID;

CREATE TABLE challenges (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    challenger_id INTEGER NOT NULL REFERENCES players (user_id),
    opponent_id   INTEGER NOT NULL REFERENCES players (user_id),
    variant       TEXT    NOT NULL,
    first         TEXT    NOT NULL CHECK (first IN ('challenger', 'opponent', 'random')),
    time_per_move INTEGER,
    message_id    INTEGER,
    status        TEXT    NOT NULL DEFAULT 'open'
                      CHECK (status IN ('open', 'accepted', 'declined', 'cancelled', 'expired')),
    game_id       INTEGER REFERENCES games (id),
    created_at    INTEGER NOT NULL,
    expires_at    INTEGER NOT NULL,
    resolved_at   INTEGER,
    CHECK (challenger_id <> opponent_id)
);

CREATE INDEX challenges_open ON challenges (expires_at) WHERE status = 'open';
