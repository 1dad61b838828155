-- Work that one process does at a time when several share the database:
-- the computer's turn in a game, an analysis. A claim names its process
-- and lapses at `expires_at`, so work a dead process held is taken up
-- again by another.
CREATE TABLE claims (
    kind       TEXT    NOT NULL,
    item       INTEGER NOT NULL,
    owner      TEXT    NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (kind, item)
) WITHOUT ROWID;

-- An outbox message being delivered: by which process, and until when.
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE outbox ADD COLUMN claimed_until INTEGER;
