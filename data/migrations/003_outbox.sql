-- Messages the bot owes Discord because of a change (a board after a move,
-- a ping, a reminder, a loss on time, an expiry). Each is written in the
-- same transaction as its change and delivered afterwards with retries,
-- so a failed call or a crash delays a message but never loses it.
CREATE TABLE outbox (
    id         INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL,
    -- What to send, in the bot's own JSON; the store does not read it.
    payload    TEXT    NOT NULL,
    status     TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts   INTEGER NOT NULL DEFAULT 0,
    -- Not before: the hold while the bot answers in place first, or a
    -- retry's backoff.
    due_at     INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    sent_at    INTEGER,
    message_id INTEGER,
    last_error TEXT
);

CREATE INDEX outbox_pending ON outbox (channel_id, id) WHERE status = 'pending';

-- Discord's clock for each move: the interaction that sent it, the newest
-- interaction the bot had seen when it recorded it, and the message that
-- first showed the board after it. A move whose interaction is older than
-- that message (or, until it exists, not newer than the horizon) was sent
-- against a position its player had not seen.
ALTER TABLE moves ADD COLUMN interaction_id INTEGER;
ALTER TABLE moves ADD COLUMN horizon INTEGER;
ALTER TABLE moves ADD COLUMN shown_id INTEGER;

-- Moves taken back with the opponent's consent, so a rated game says so.
ALTER TABLE games ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 0;

-- Vacations: while one lasts, its player's clocks are stopped in every
-- game. At most 14 days in any 60; a move ends one early.
CREATE TABLE vacations (
    user_id  INTEGER NOT NULL,
    start_at INTEGER NOT NULL,
    end_at   INTEGER NOT NULL,
    PRIMARY KEY (user_id, start_at)
) WITHOUT ROWID;

-- The deviation after each rated game, for the rating-history chart's
-- uncertainty band (NULL for games rated before it was kept).
ALTER TABLE rating_changes ADD COLUMN deviation REAL;
