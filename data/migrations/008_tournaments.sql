-- Tournaments run by the bot in a channel over days: Swiss or round
-- robin. A tournament is open for entries, then running (its rounds
-- paired one after another), then finished (or cancelled, when too few
-- joined). Its games are ordinary games of its channel, named by the
-- pairings; a bye or a forfeit is a pairing without a game.
CREATE TABLE tournaments (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    format        TEXT    NOT NULL CHECK (format IN ('swiss', 'round_robin')),
    -- Rounds asked for (Swiss); NULL: as many as the format gives.
    rounds        INTEGER,
    variant       TEXT    NOT NULL,
    time_per_move INTEGER,
    max_players   INTEGER NOT NULL,
    -- When it starts by itself, if set.
    starts_at     INTEGER,
    status        TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    -- Rounds paired so far.
    round         INTEGER NOT NULL DEFAULT 0,
    created_by    INTEGER NOT NULL REFERENCES players (user_id),
    -- The post with the Join and Leave buttons.
    message_id    INTEGER,
    created_at    INTEGER NOT NULL,
    started_at    INTEGER,
    finished_at   INTEGER
);

CREATE INDEX tournaments_guild ON tournaments (guild_id, status);
CREATE INDEX tournaments_channel ON tournaments (channel_id, status);

CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    user_id       INTEGER NOT NULL REFERENCES players (user_id),
    -- The rating when they joined, then when the event started: the seed.
    rating        REAL    NOT NULL,
    joined_at     INTEGER NOT NULL,
    -- The round in which they left the event, if they did.
    withdrawn     INTEGER,
    PRIMARY KEY (tournament_id, user_id)
) WITHOUT ROWID;

CREATE INDEX tournament_players_user ON tournament_players (user_id);

CREATE TABLE tournament_pairings (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    first_id      INTEGER NOT NULL REFERENCES players (user_id),
    -- NULL: a bye for first_id.
    second_id     INTEGER REFERENCES players (user_id),
    -- The game played; NULL for a bye or a forfeit.
    game_id       INTEGER REFERENCES games (id),
    -- The result of a bye or a forfeit (a game's result is the game's).
    result        TEXT CHECK (result IN ('P0', 'P1', 'draw')),
    PRIMARY KEY (tournament_id, round, board)
);

CREATE UNIQUE INDEX tournament_pairings_game ON tournament_pairings (game_id) WHERE game_id IS NOT NULL;

-- A server's settings: the role whose members may run tournaments there
-- besides those who may manage the server.
CREATE TABLE guild_settings (
    guild_id       INTEGER PRIMARY KEY,
    organiser_role INTEGER
);
