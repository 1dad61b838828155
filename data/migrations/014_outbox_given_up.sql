-- Why the outbox gave a message up, as a word of the bot's (`refused`,
-- `too_many_tries`, `too_old`, `withdrawn`, `unreadable`), beside what
-- Discord last said (`last_error`). None while the message is pending or
-- once it is sent; rows given up on before this column keep none.
ALTER TABLE outbox ADD COLUMN given_up TEXT
    CHECK (given_up IN ('refused', 'too_many_tries', 'too_old', 'withdrawn', 'unreadable'));
