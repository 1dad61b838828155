//! What a move is for, as a player names it with `to:` and as each
//! place a move can go knows itself: the game here, or a kind of open
//! board (`open_board.rs`).

/// What a move answers, when a player has more than one of a game here,
/// a puzzle and a practice open.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MoveTarget {
    /// The game in this channel.
    Game,
    /// The open puzzle.
    Puzzle,
    /// The open walk through one's mistakes, or practice position.
    Practice,
    /// The open exercise of the course.
    Lesson,
}

impl MoveTarget {
    /// Its value for the `to:` option.
    pub fn option(self) -> &'static str {
        match self {
            MoveTarget::Game => "game",
            MoveTarget::Puzzle => "puzzle",
            MoveTarget::Practice => "practice",
            MoveTarget::Lesson => "lesson",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::interface::choices::Offered;

    #[test]
    fn a_targets_option_is_the_word_the_option_offers() {
        for target in MoveTarget::offered() {
            assert_eq!(target.option(), target.word());
        }
        assert_eq!(MoveTarget::offered().len(), 4);
    }
}
