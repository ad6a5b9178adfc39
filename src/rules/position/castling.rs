//! Castling rights, and the squares each castling move uses.

use crate::rules::{Color, Square};

/// Which castling moves are still possible in principle (the king and that rook have
/// not moved). Standard chess only: kings start on e1/e8, rooks on the corners.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(u8);

/// One of the four castling moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    King,
    Queen,
}

impl CastlingSide {
    pub const BOTH: [CastlingSide; 2] = [CastlingSide::King, CastlingSide::Queen];

    /// Where the king starts, where it lands, where the rook starts and lands.
    pub fn squares(self, color: Color) -> (Square, Square, Square, Square) {
        let (k, kt, r, rt) = match self {
            CastlingSide::King => (Square::E1, Square::G1, Square::H1, Square::F1),
            CastlingSide::Queen => (Square::E1, Square::C1, Square::A1, Square::D1),
        };
        match color {
            Color::White => (k, kt, r, rt),
            Color::Black => (
                k.flip_vertical(),
                kt.flip_vertical(),
                r.flip_vertical(),
                rt.flip_vertical(),
            ),
        }
    }
}

impl CastlingRights {
    pub const NONE: CastlingRights = CastlingRights(0);
    pub const ALL: CastlingRights = CastlingRights(15);

    const fn bit(color: Color, side: CastlingSide) -> u8 {
        match (color, side) {
            (Color::White, CastlingSide::King) => 1,
            (Color::White, CastlingSide::Queen) => 2,
            (Color::Black, CastlingSide::King) => 4,
            (Color::Black, CastlingSide::Queen) => 8,
        }
    }
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Self::bit(color, side) != 0
    }
    pub fn set(&mut self, color: Color, side: CastlingSide, on: bool) {
        if on {
            self.0 |= Self::bit(color, side);
        } else {
            self.0 &= !Self::bit(color, side);
        }
    }
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub const fn any_for(self, color: Color) -> bool {
        self.0 & (Self::bit(color, CastlingSide::King) | Self::bit(color, CastlingSide::Queen)) != 0
    }
    /// Drops every right that moving a piece from or to `sq` destroys.
    #[inline]
    pub(super) fn touch(&mut self, sq: Square) {
        let lost = match sq {
            Square::E1 => 3,
            Square::H1 => 1,
            Square::A1 => 2,
            Square::E8 => 12,
            Square::H8 => 4,
            Square::A8 => 8,
            _ => 0,
        };
        self.0 &= !lost;
    }
    /// FEN text: `KQkq`, a subset, or `-`.
    pub fn fen(self) -> String {
        let mut s = String::new();
        for (c, color, side) in [
            ('K', Color::White, CastlingSide::King),
            ('Q', Color::White, CastlingSide::Queen),
            ('k', Color::Black, CastlingSide::King),
            ('q', Color::Black, CastlingSide::Queen),
        ] {
            if self.has(color, side) {
                s.push(c);
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }
}
