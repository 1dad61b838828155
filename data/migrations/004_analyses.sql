-- Engine analyses of finished games. A row is written when someone asks
-- (pending, with who asked and where, so a restart runs it again) and
-- gets its result when the search is done; asking again then answers at
-- once. The result is the bot's own JSON; the store does not read it.
CREATE TABLE analyses (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id),
    requested_by INTEGER NOT NULL,
    channel_id   INTEGER NOT NULL,
    requested_at INTEGER NOT NULL,
    result       TEXT,
    done_at      INTEGER
);

CREATE INDEX analyses_pending ON analyses (requested_at) WHERE result IS NULL;
