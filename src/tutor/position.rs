//! Sentences for position errors, with the facts they need.

use super::{Message, PieceOn, PositionContext};
use crate::rules::{Position, PositionError};

/// The message for one error of `pos.validate()`.
pub fn explain_position_error(pos: &Position, error: &PositionError) -> Message {
    let checkers = match error {
        PositionError::OppositeCheck { checkers } | PositionError::TooManyCheckers { checkers } => {
            PieceOn::all(pos, *checkers)
        }
        PositionError::ImpossibleCheck(i) => PieceOn::all(pos, i.checkers()),
        _ => Vec::new(),
    };
    let king = match error {
        PositionError::OppositeCheck { .. } => pos.board().king_of(!pos.turn()),
        _ => pos.our_king(),
    };
    Message::Position(*error, PositionContext { checkers, king })
}

/// Every error of the position with its message, in the order found.
pub fn explain_position_errors(pos: &Position) -> Vec<(PositionError, Message)> {
    pos.validate()
        .into_iter()
        .map(|e| (e, explain_position_error(pos, &e)))
        .collect()
}
