//! Legality: each move checked against the rules (R3–R5), with the
//! reason a player needs when it is illegal.

use super::{Position, Supply};
use crate::board::Square;
use crate::error::{IllegalMove, PassRefused};
use crate::moves::{Jumps, Move, MoveList};
use crate::variant::Colour;

impl Position {
    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: &Move) -> bool {
        self.check(m).is_ok()
    }

    /// Checks `m` against every rule, with the reason when it is illegal.
    pub fn check(&self, m: &Move) -> Result<(), IllegalMove> {
        if self.is_game_over() {
            return Err(IllegalMove::GameOver);
        }
        match *m {
            Move::Pass => {
                if self.has_capture() {
                    Err(IllegalMove::CannotPass(PassRefused::CaptureAvailable))
                } else if !self.supply().1.is_empty() {
                    Err(IllegalMove::CannotPass(PassRefused::CanPlace))
                } else {
                    Ok(())
                }
            }
            Move::Place { colour, to, remove } => self.check_place(colour, to, remove),
            Move::Capture(jumps) => self.check_capture(jumps),
        }
    }

    fn first_capture(&self) -> Option<Move> {
        let mut list = MoveList::new();
        self.captures_into(&mut list);
        list.first().copied()
    }

    fn check_ring(&self, sq: Square) -> Result<(), IllegalMove> {
        if !self.board().contains(sq) {
            Err(IllegalMove::NotOnBoard(sq.to_string()))
        } else if !self.rings.contains(sq) {
            Err(IllegalMove::RingGone(sq))
        } else {
            Ok(())
        }
    }

    fn check_place(&self, colour: Colour, to: Square, remove: Option<Square>) -> Result<(), IllegalMove> {
        if self.has_capture() {
            let example = self.first_capture().map(|m| self.notation(&m)).unwrap_or_default();
            return Err(IllegalMove::CaptureCompulsory { example });
        }
        match self.supply() {
            (_, supply) if supply.is_empty() => return Err(IllegalMove::MustPass),
            (Supply::Pool, pool) if pool.get(colour) == 0 => return Err(IllegalMove::NotInPool(colour)),
            (Supply::Captures, own) if own.get(colour) == 0 => return Err(IllegalMove::NotCaptured(colour)),
            _ => {}
        }
        self.check_ring(to)?;
        if let Some(there) = self.marble_at(to) {
            return Err(IllegalMove::Occupied {
                square: to,
                colour: there,
            });
        }
        match remove {
            Some(r) => {
                self.check_ring(r)?;
                if r == to {
                    return Err(IllegalMove::RemovePlaced(r));
                }
                if let Some(there) = self.marble_at(r) {
                    return Err(IllegalMove::RemoveOccupied(r, there));
                }
                if !self.is_open(r) {
                    return Err(IllegalMove::NotFree(r));
                }
                Ok(())
            }
            None => match self.free_rings().without(to).first() {
                Some(r) => Err(IllegalMove::RemovalRequired {
                    example: self.notation(&Move::Place {
                        colour,
                        to,
                        remove: Some(r),
                    }),
                }),
                None => Ok(()),
            },
        }
    }

    fn check_capture(&self, jumps: Jumps) -> Result<(), IllegalMove> {
        let from = jumps.from();
        self.check_ring(from)?;
        if self.marble_at(from).is_none() {
            return Err(IllegalMove::NoJumper(from));
        }
        if jumps.is_empty() {
            return Err(IllegalMove::NoJump);
        }
        let geometry = self.geometry();
        let mut occupied = self.occupied().0 & !from.bit();
        let mut at = from;
        for d in jumps.directions() {
            let Some((over, land)) = geometry.jumps[at.index()][d.index()] else {
                return Err(IllegalMove::JumpOffBoard(at));
            };
            if occupied & over.bit() == 0 {
                return Err(IllegalMove::NothingToJump(over));
            }
            if !self.rings.contains(land) {
                return Err(IllegalMove::LandingGone(land));
            }
            if occupied & land.bit() != 0 {
                let colour = self.marble_at(land).unwrap_or(Colour::White);
                return Err(IllegalMove::LandingOccupied { square: land, colour });
            }
            occupied &= !over.bit();
            at = land;
        }
        if let Some((_, _, to)) = self.jumps_from(at, occupied).next() {
            return Err(IllegalMove::MustContinue { at, to });
        }
        Ok(())
    }
}
