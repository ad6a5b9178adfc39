//! Retraction: a position is only possible if some last move leads back to a position
//! that is possible itself, and so on back.
//!
//! Every last move of the side that has just moved is un-made (plain moves, captures of
//! any kind of unit the other side is missing, promotions, en passant, castling), and the
//! position before is judged by the counting, pawn and mobility reasoning. That is
//! repeated a few moves deep. The search is bounded: when its budget runs out, or it
//! reaches its depth, or it reaches the starting position, the answer is "possible".

use super::super::{Board, CastlingRights, Color, Position, Role};

/// How many moves back the search looks.
pub(super) const DEPTH: u32 = 3;
/// How many earlier positions it may judge before giving up (and answering possible).
pub(super) const BUDGET: u32 = 1_500;

/// What the retraction search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Retraction {
    /// No last move leads from a position that could arise.
    NoLastMove,
    /// Some last moves lead from positions that pass the rules, but each of those has no
    /// possible history of its own, `depth` moves back.
    DeadEnds { depth: u32 },
}

impl Position {
    /// The positions the last move can have been played from (the side that moved to
    /// move), with the castling rights they at least had and no en passant square unless
    /// the move was an en passant capture.
    fn predecessors(&self) -> Vec<Position> {
        let us = self.turn;
        let mut roles = vec![Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
        if (self.board.pawns() & self.board.by_color(us)).count() < 8 {
            roles.insert(0, Role::Pawn);
        }
        self.unmoves_with(&roles)
            .into_iter()
            .map(|u| {
                let mut castling: CastlingRights = self.castling;
                if let Some(side) = u.castled {
                    castling.set(!us, side, true);
                }
                Position::from_parts(u.board, !us, castling, u.ep_square, 0, 1)
            })
            .collect()
    }

    /// Whether the position passes every rule that needs no history: the counts and
    /// checks, the pawn structure, and where pieces could have gone.
    fn passes_without_history(&self) -> bool {
        self.counting_errors().is_empty()
            && self.pawn_problem().is_none()
            && self.mobility_problem().is_none()
    }

    /// `None` if some history of `DEPTH` moves (or back to the start) may lead here, or
    /// the budget ran out; else why not.
    pub(super) fn retraction_problem(&self) -> Option<Retraction> {
        if self.turn == Color::White && self.board == Board::starting() {
            return None;
        }
        let mut budget = BUDGET;
        let mut any_legal = false;
        for before in self.predecessors() {
            if budget == 0 {
                return None;
            }
            budget -= 1;
            if !before.passes_without_history() {
                continue;
            }
            any_legal = true;
            if before.has_history(DEPTH - 1, &mut budget) {
                return None;
            }
        }
        Some(if any_legal {
            Retraction::DeadEnds { depth: DEPTH }
        } else {
            Retraction::NoLastMove
        })
    }

    /// Whether some chain of `depth` last moves leads back from this position through
    /// positions that pass the rules (true too when the budget runs out).
    fn has_history(&self, depth: u32, budget: &mut u32) -> bool {
        if depth == 0 || (self.turn == Color::White && self.board == Board::starting()) {
            return true;
        }
        for before in self.predecessors() {
            if *budget == 0 {
                return true;
            }
            *budget -= 1;
            if before.passes_without_history() && before.has_history(depth - 1, budget) {
                return true;
            }
        }
        false
    }
}
