//! Sentences for position errors, with the facts they need.

use super::{Message, PieceOn, PositionContext};
use crate::rules::{Bitboard, Position, PositionError};

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
    let bishops_one_colour = match *error {
        PositionError::TooMuchMaterial { color, .. } => {
            let bishops = pos.board().bishops() & pos.board().by_color(color);
            (bishops & Bitboard::LIGHT_SQUARES).count() > 1
                || (bishops & Bitboard::DARK_SQUARES).count() > 1
        }
        _ => false,
    };
    let (pieces, walls, guarded) = match *error {
        PositionError::TrappedPiece {
            piece,
            walls,
            guarded,
        } => (
            PieceOn::all(pos, Bitboard::from_square(piece)),
            PieceOn::all(pos, walls),
            guarded.squares().collect(),
        ),
        // Both kings in check: the checks on the king to move are said as well.
        PositionError::OppositeCheck { .. } => {
            (PieceOn::all(pos, pos.checkers()), Vec::new(), Vec::new())
        }
        _ => (PieceOn::all(pos, error.squares()), Vec::new(), Vec::new()),
    };
    Message::Position(
        *error,
        PositionContext {
            checkers,
            king,
            bishops_one_colour,
            pieces,
            walls,
            guarded,
            black_to_move: pos.turn() == crate::rules::Color::Black,
        },
    )
}

/// Every error of the position with its message, in the order found.
pub fn explain_position_errors(pos: &Position) -> Vec<(PositionError, Message)> {
    pos.validate()
        .into_iter()
        .map(|e| (e, explain_position_error(pos, &e)))
        .collect()
}
