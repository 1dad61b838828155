//! A game: a variant, its moves, every position they passed through, and
//! the outcome, including repetition (R5.3) and the ends outside the board
//! (R5.5). Records (§6) are read here too.

use std::fmt;

use crate::error::{IllegalMove, MoveError};
use crate::moves::Move;
use crate::notation::MoveInput;
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::position::{MoveEffect, Position};
use crate::variant::{Player, UnknownVariant, Variant};

/// A game from its start. Every move in it was legal when played; the
/// positions it passed through are kept, so repetition and the last move's
/// effect need no replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    variant: Variant,
    moves: Vec<Move>,
    /// `positions[i]` is the position before move `i`; the last is current.
    positions: Vec<Position>,
    /// An end decided outside the board (resignation, time, agreement), or
    /// by repetition, which the position alone cannot see.
    decided: Option<Outcome>,
}

/// A game could not be rebuilt from its record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The variant name is not known.
    #[error(transparent)]
    Variant(#[from] UnknownVariant),
    /// A move is unreadable or illegal.
    #[error("move {number} ({text}): {error}")]
    Move {
        /// 1-based move number.
        number: usize,
        /// The move as written.
        text: String,
        /// Why it was refused.
        error: MoveError,
    },
    /// The record line has no moves field.
    #[error("a record line needs a variant, a tab, and the moves")]
    Shape,
    /// The moves replay, but the game ends otherwise than recorded.
    #[error("the record says {recorded}, the rules say {actual}")]
    Result {
        /// The result field.
        recorded: String,
        /// What the replay gives: `P0`, `P1`, `draw` or `open`.
        actual: &'static str,
    },
}

impl Game {
    /// A new game of `variant`.
    pub fn new(variant: Variant) -> Game {
        Game {
            variant,
            moves: Vec::new(),
            positions: vec![Position::new(variant)],
            decided: None,
        }
    }

    /// A game set up at `position` instead of the start (a lesson's
    /// small board): its moves are the ones played from there, so its
    /// record replays only from that position.
    pub fn from_position(position: Position) -> Game {
        Game {
            variant: position.variant(),
            moves: Vec::new(),
            positions: vec![position],
            decided: None,
        }
    }

    /// Rebuilds a game from its variant and moves in notation, checking
    /// every move.
    pub fn from_moves<S: AsRef<str>>(
        variant: Variant,
        moves: impl IntoIterator<Item = S>,
    ) -> Result<Game, ReplayError> {
        let mut game = Game::new(variant);
        for (i, text) in moves.into_iter().enumerate() {
            let text = text.as_ref();
            game.play_notation(text).map_err(|error| ReplayError::Move {
                number: i + 1,
                text: text.to_string(),
                error,
            })?;
        }
        Ok(game)
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        // `positions` always holds the start position.
        &self.positions[self.positions.len() - 1]
    }

    /// Every position from the start to now, one more than the moves.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The moves in canonical notation.
    pub fn move_notations(&self) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(m, p)| p.notation(m))
            .collect()
    }

    /// Number of moves played.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The player to move (meaningless once the game is over).
    pub fn turn(&self) -> Player {
        self.position().turn()
    }

    /// How the game ended, or `None` while it is in play.
    pub fn outcome(&self) -> Option<Outcome> {
        self.decided.or_else(|| self.position().outcome())
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Every legal move now; none once the game is over.
    pub fn legal_moves(&self) -> crate::MoveList {
        if self.is_over() {
            return crate::MoveList::new();
        }
        self.position().legal_moves()
    }

    /// Plays a move after checking it, then checks repetition (R5.3).
    pub fn play(&mut self, m: &Move) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let mut next = *self.position();
        next.play(m)?;
        self.push(*m, next);
        Ok(())
    }

    /// Checks the move `input` names and plays it. Returns the move.
    pub fn play_input(&mut self, input: &MoveInput) -> Result<Move, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let m = self.position().accept(input)?;
        let mut next = *self.position();
        next.play_unchecked(&m);
        self.push(m, next);
        Ok(m)
    }

    /// Reads a move leniently, checks it and plays it. Returns the move.
    pub fn play_notation(&mut self, text: &str) -> Result<Move, MoveError> {
        let parsed = crate::notation::parse(text)?;
        Ok(self.play_input(&parsed.into())?)
    }

    fn push(&mut self, m: Move, next: Position) {
        let seen = self.positions.iter().filter(|p| p.same_for_repetition(&next)).count();
        self.moves.push(m);
        self.positions.push(next);
        if seen >= 2 && next.outcome().is_none() {
            self.decided = Some(Outcome::Drawn {
                reason: DrawReason::Repetition,
            });
        }
    }

    /// `player` resigns; the opponent wins (R5.5).
    pub fn resign(&mut self, player: Player) -> Result<Outcome, IllegalMove> {
        self.decide(Outcome::Won {
            winner: player.other(),
            reason: WinReason::Resignation,
        })
    }

    /// `player` ran out of time; the opponent wins (R5.5).
    pub fn lose_on_time(&mut self, player: Player) -> Result<Outcome, IllegalMove> {
        self.decide(Outcome::Won {
            winner: player.other(),
            reason: WinReason::Time,
        })
    }

    /// Both players agreed to a draw (R5.5).
    pub fn agree_draw(&mut self) -> Result<Outcome, IllegalMove> {
        self.decide(Outcome::Drawn {
            reason: DrawReason::Agreement,
        })
    }

    fn decide(&mut self, outcome: Outcome) -> Result<Outcome, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        self.decided = Some(outcome);
        Ok(outcome)
    }

    /// What the last move did, if any move was played.
    pub fn last_effect(&self) -> Option<MoveEffect> {
        let m = self.moves.last()?;
        let before = self.positions.get(self.positions.len().checked_sub(2)?)?;
        Some(before.effect(m))
    }

    /// The game as a record line: `variant<TAB>moves<TAB>result` (§6).
    pub fn to_record(&self) -> String {
        format!(
            "{}\t{}\t{}",
            self.variant,
            self.move_notations().join(";"),
            self.outcome().map_or("open", Outcome::record_result)
        )
    }
}

/// One line of a game record (§6), not yet replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The variant.
    pub variant: Variant,
    /// The moves as written.
    pub moves: Vec<String>,
    /// The result field, if present: `P0`, `P1`, `draw` or `open`.
    pub result: Option<String>,
}

impl Record {
    /// Reads `variant<TAB>move;move;...[<TAB>result<TAB>...]`.
    pub fn parse(line: &str) -> Result<Record, ReplayError> {
        let mut fields = line.trim_end_matches(['\r', '\n']).split('\t');
        let variant: Variant = fields.next().unwrap_or_default().parse()?;
        let moves = fields.next().ok_or(ReplayError::Shape)?;
        let moves = moves
            .split(';')
            .map(str::trim)
            .filter(|m| !m.is_empty())
            .map(String::from)
            .collect();
        let result = fields.next().map(|r| r.trim().to_string());
        Ok(Record { variant, moves, result })
    }

    /// Replays the moves into a game.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        Game::from_moves(self.variant, &self.moves)
    }

    /// Replays the moves up to where the rules end the game, and counts
    /// the moves the record goes on with after that (boardspace.net plays
    /// on past a threefold repetition, R5.3); those are not played.
    pub fn replay_to_end(&self) -> Result<(Game, usize), ReplayError> {
        let mut game = Game::new(self.variant);
        for (i, text) in self.moves.iter().enumerate() {
            if game.is_over() {
                return Ok((game, self.moves.len() - i));
            }
            game.play_notation(text).map_err(|error| ReplayError::Move {
                number: i + 1,
                text: text.clone(),
                error,
            })?;
        }
        Ok((game, 0))
    }

    /// Replays the moves and checks the result field, when it is present
    /// and not `open`, against the rules' outcome.
    pub fn verify(&self) -> Result<Game, ReplayError> {
        let game = self.replay()?;
        self.check_result(&game)?;
        Ok(game)
    }

    /// Checks the result field, when it is present and not `open`, against
    /// `game`'s outcome.
    pub fn check_result(&self, game: &Game) -> Result<(), ReplayError> {
        let actual = game.outcome().map_or("open", Outcome::record_result);
        match self.result.as_deref() {
            None | Some("open") => Ok(()),
            Some(recorded) if recorded == actual => Ok(()),
            Some(recorded) => Err(ReplayError::Result {
                recorded: recorded.to_string(),
                actual,
            }),
        }
    }
}

/// The compact stored form: the variant, the moves in canonical notation
/// joined by `;`, and an end decided outside the board. Loading replays and
/// checks every move.
#[derive(serde::Serialize, serde::Deserialize)]
struct StoredGame {
    variant: Variant,
    moves: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    end: Option<Outcome>,
}

impl serde::Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let end = match self.decided {
            Some(Outcome::Drawn {
                reason: DrawReason::Repetition,
            }) => None,
            other => other,
        };
        StoredGame {
            variant: self.variant,
            moves: self.move_notations().join(";"),
            end,
        }
        .serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for Game {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Game, D::Error> {
        let stored = StoredGame::deserialize(d)?;
        let moves = stored.moves.split(';').filter(|m| !m.trim().is_empty());
        let mut game = Game::from_moves(stored.variant, moves).map_err(serde::de::Error::custom)?;
        if let Some(end) = stored.end {
            game.decide(end).map_err(serde::de::Error::custom)?;
        }
        Ok(game)
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_record())
    }
}
