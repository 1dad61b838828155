-- Chats where the bot may not post on its own: installed there only by
-- users (a DM between people, a group DM, a server that never invited
-- it), or refused by Discord there (no access, a missing permission).
-- What the bot owes such a chat goes as a follow-up of a live
-- interaction there, or as a direct message to the player concerned.
CREATE TABLE answer_only_channels (
    channel_id INTEGER PRIMARY KEY,
    since      INTEGER NOT NULL
);

-- The interactions answered in those chats: a token takes follow-ups
-- for 15 minutes, at most 5 where only users installed the app
-- (`limited`).
CREATE TABLE interaction_tokens (
    token      TEXT    PRIMARY KEY,
    channel_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    followups  INTEGER NOT NULL DEFAULT 0,
    limited    INTEGER NOT NULL
);

CREATE INDEX interaction_tokens_channel ON interaction_tokens (channel_id, created_at);
