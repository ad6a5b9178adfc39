//! The position in words, as catalog phrases: one side's pieces, a line per kind ("Rooks
//! on a1 and h1"), for a screen reader's summary of the board.

use super::{Fact, Phrase};
use crate::rules::{Color, Piece, Position, Role, Square};

/// One side's pieces, a line per kind that it has, king first.
pub fn pieces_lines(pos: &Position, color: Color) -> Vec<Phrase> {
    Role::KING_FIRST
        .into_iter()
        .filter_map(|role| {
            let squares: Vec<Square> = pos
                .board()
                .pieces()
                .filter(|(_, p)| *p == Piece::new(color, role))
                .map(|(sq, _)| sq)
                .collect();
            (!squares.is_empty()).then(|| {
                Phrase::new("position-pieces")
                    .with("role", Fact::Role(role))
                    .with("squares", Fact::Squares(squares))
            })
        })
        .collect()
}
