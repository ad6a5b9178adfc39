//! The touch-move rule around illegal moves: a touched piece must be moved if it can be,
//! and after an illegal king move another king move is owed if there is one.

use super::{Message, PieceOn};
use crate::rules::{Position, Square};

/// What the touch-move rule asks after a piece is touched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TouchRule {
    /// The legal moves the player is now bound to choose from (empty: free choice).
    pub must_move: Vec<crate::rules::Move>,
    pub message: Message,
}

/// The player to move touched the piece on `square`.
pub fn touched(pos: &Position, square: Square) -> Option<TouchRule> {
    let piece = PieceOn::at(pos, square)?;
    if piece.piece.color != pos.turn() {
        return None;
    }
    let moves: Vec<_> = pos.legal_moves_from(square).iter().copied().collect();
    let message = if moves.is_empty() {
        Message::TouchedNoConsequence { piece }
    } else {
        Message::TouchedMustMove {
            piece,
            moves: moves.len(),
        }
    };
    Some(TouchRule {
        must_move: moves,
        message,
    })
}

/// After an illegal move with the piece on `from` is taken back: which moves are owed.
pub fn after_illegal_move(pos: &Position, from: Square) -> Option<TouchRule> {
    let rule = touched(pos, from)?;
    let piece = PieceOn::at(pos, from)?;
    if piece.piece.role == crate::rules::Role::King {
        let message = if rule.must_move.is_empty() {
            Message::NoKingMoveOwed { king: from }
        } else {
            Message::KingMoveOwed { king: from }
        };
        return Some(TouchRule { message, ..rule });
    }
    Some(rule)
}
