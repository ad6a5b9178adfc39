//! The draws a player may claim, in the words the status line needs.

use crate::rules::{san, DrawClaim, Position};

/// A draw the side to move may claim, as the status line tells it: on the position on the
/// board, or by declaring a move (written in SAN) before playing it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimableDraw {
    /// The position on the board has appeared three times.
    Repetition,
    /// The move would bring about a position for the third time.
    RepetitionBy { san: String },
    /// Fifty moves each without a capture or a pawn move.
    FiftyMoves,
    /// The move would complete fifty moves each without a capture or a pawn move.
    FiftyMovesBy { san: String },
}

impl ClaimableDraw {
    /// The claim of the rules, with its move written for people.
    pub fn new(pos: &Position, claim: DrawClaim) -> ClaimableDraw {
        match claim {
            DrawClaim::Repetition => ClaimableDraw::Repetition,
            DrawClaim::RepetitionByMove(m) => ClaimableDraw::RepetitionBy {
                san: san::write(pos, &m),
            },
            DrawClaim::FiftyMoves => ClaimableDraw::FiftyMoves,
            DrawClaim::FiftyMovesByMove(m) => ClaimableDraw::FiftyMovesBy {
                san: san::write(pos, &m),
            },
        }
    }
}
