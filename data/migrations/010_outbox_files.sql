-- The files of a message waiting in the outbox (its pictures, drawn as it
-- was composed: the message is kept exactly as it is sent), apart from its
-- row, so that a retry or its marking as sent does not write them again.
-- They go once the message is sent or given up on.
CREATE TABLE outbox_files (
    outbox_id INTEGER PRIMARY KEY REFERENCES outbox (id) ON DELETE CASCADE,
    bytes     BLOB    NOT NULL
);
