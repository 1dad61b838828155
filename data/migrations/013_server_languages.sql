-- The language a server's managers chose for the bot's posts there, as
-- a tag of the bot's (`en`, `de`, …); none: the server's own language
-- as Discord gives it.
ALTER TABLE guild_settings ADD COLUMN lang TEXT;
