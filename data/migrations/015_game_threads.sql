-- A game played in a thread of its own, opened from its challenge's
-- message, which stays in the channel as the game's card. The thread's
-- id is the card's (Discord gives a thread started from a message that
-- message's id). `thread_status`: `opening` until Discord made it,
-- `open`, or `left` once the game went back to its channel (the thread
-- deleted, or the bot no longer let in); none: the game has no thread.
ALTER TABLE games ADD COLUMN thread_id INTEGER;
ALTER TABLE games ADD COLUMN thread_status TEXT
    CHECK (thread_status IN ('opening', 'open', 'left'));

CREATE INDEX games_thread ON games (thread_id) WHERE thread_id IS NOT NULL;

-- Whether games of a server get a thread each (none: yes, the default).
ALTER TABLE guild_settings ADD COLUMN threads INTEGER;
