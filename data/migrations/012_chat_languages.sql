-- The language each chat was last addressed in, as a tag of the bot's
-- (`en`, `de`, …): what the bot posts there later on its own (the
-- computer's move, a reminder, a loss on time) is in it.
CREATE TABLE chat_languages (
    channel_id INTEGER PRIMARY KEY,
    lang       TEXT NOT NULL
);
