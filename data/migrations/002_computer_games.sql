-- Games against the computer player: its level, or NULL when two people
-- play. Such games are never rated, and the computer takes no seat, so it
-- can play any number of people in one channel at once.
ALTER TABLE games ADD COLUMN computer_level TEXT CHECK (computer_level IN ('easy', 'medium', 'hard'));

CREATE INDEX games_computer ON games (status, computer_level) WHERE computer_level IS NOT NULL;
