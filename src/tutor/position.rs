//! Sentences for position errors, with the facts they need.

use super::{Message, PieceOn, PositionContext};
use crate::rules::{Bitboard, Color, Position, PositionError, Role};

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
            ..
        } => (
            PieceOn::all(pos, Bitboard::from_square(piece)),
            PieceOn::all(pos, walls),
            guarded.squares().collect(),
        ),
        PositionError::UnreachableCapture { pawn, squares } => (
            PieceOn::all(pos, Bitboard::from_square(pawn)),
            Vec::new(),
            squares.squares().collect(),
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
            lost: match *error {
                PositionError::UnreachableCapture { pawn, .. } => pos
                    .board()
                    .piece_at(pawn)
                    .map(|p| lost_units(pos, !p.color))
                    .unwrap_or_default(),
                _ => Vec::new(),
            },
        },
    )
}

/// The units `color` has lost, by kind, pawns first; empty when it has more of some kind
/// than it started with, as a promotion then hides which units were taken.
fn lost_units(pos: &Position, color: Color) -> Vec<(Role, u32)> {
    let b = pos.board();
    let ours = b.by_color(color);
    let kinds = [
        (Role::Pawn, b.pawns(), 8),
        (Role::Knight, b.knights(), 2),
        (Role::Bishop, b.bishops(), 2),
        (Role::Rook, b.rooks(), 2),
        (Role::Queen, b.queens(), 1),
    ];
    let mut lost = Vec::new();
    for (role, all, started) in kinds {
        let now = (all & ours).count();
        if now > started {
            return Vec::new();
        }
        if now < started {
            lost.push((role, started - now));
        }
    }
    lost
}

/// Every error of the position with its message, in the order found.
pub fn explain_position_errors(pos: &Position) -> Vec<(PositionError, Message)> {
    explained(pos, pos.validate())
}

/// The errors of [`Position::quick_errors`] with their messages: what a learner's page
/// finds itself, before it asks the helper worker for the deeper reasons
/// ([`super::arising`]).
pub fn explain_quick_errors(pos: &Position) -> Vec<(PositionError, Message)> {
    explained(pos, pos.quick_errors())
}

fn explained(pos: &Position, errors: Vec<PositionError>) -> Vec<(PositionError, Message)> {
    errors
        .into_iter()
        .map(|e| (e, explain_position_error(pos, &e)))
        .collect()
}
