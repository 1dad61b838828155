-- The course for newcomers: each player's lessons done, the exercise
-- they have open, and the first game against the computer that ends
-- the course. A lesson is named by its number (from 1) and an exercise
-- by its place in the lesson (from 0); their boards are in the bot.

CREATE TABLE lessons_done (
    user_id  INTEGER NOT NULL REFERENCES players (user_id),
    lesson   INTEGER NOT NULL,
    -- The best of 1 to 3 stars, by the answers it took.
    stars    INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 3),
    done_at  INTEGER NOT NULL,
    PRIMARY KEY (user_id, lesson)
) WITHOUT ROWID;

-- The exercise a player has open: one at most.
CREATE TABLE lesson_open (
    user_id    INTEGER PRIMARY KEY REFERENCES players (user_id),
    lesson     INTEGER NOT NULL,
    exercise   INTEGER NOT NULL,
    -- Wrong answers to this exercise, and answers to the lesson so far.
    tries      INTEGER NOT NULL DEFAULT 0,
    answers    INTEGER NOT NULL DEFAULT 0,
    started_at INTEGER NOT NULL
);

-- The game against the computer started from the course: the course's
-- last lesson is done once it is finished.
CREATE TABLE lesson_games (
    user_id    INTEGER PRIMARY KEY REFERENCES players (user_id),
    game_id    INTEGER NOT NULL REFERENCES games (id),
    started_at INTEGER NOT NULL
);
