//! Where the pieces stand.

use super::{Bitboard, Color, Piece, Role, Square};

/// Piece placement as one set per colour and one per kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
}

impl Board {
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
        }
    }

    /// The position before the first move.
    pub fn starting() -> Board {
        let mut b = Board::empty();
        let back = [
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Queen,
            Role::King,
            Role::Bishop,
            Role::Knight,
            Role::Rook,
        ];
        for (i, &role) in back.iter().enumerate() {
            let i = i as u8;
            b.put(Square::new_unchecked(i), Piece::new(Color::White, role));
            b.put(
                Square::new_unchecked(8 + i),
                Piece::new(Color::White, Role::Pawn),
            );
            b.put(
                Square::new_unchecked(48 + i),
                Piece::new(Color::Black, Role::Pawn),
            );
            b.put(
                Square::new_unchecked(56 + i),
                Piece::new(Color::Black, role),
            );
        }
        b
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role[piece.role.index()] & self.by_color[piece.color.index()]
    }
    #[inline]
    pub fn pawns(&self) -> Bitboard {
        self.by_role(Role::Pawn)
    }
    #[inline]
    pub fn knights(&self) -> Bitboard {
        self.by_role(Role::Knight)
    }
    #[inline]
    pub fn bishops(&self) -> Bitboard {
        self.by_role(Role::Bishop)
    }
    #[inline]
    pub fn rooks(&self) -> Bitboard {
        self.by_role(Role::Rook)
    }
    #[inline]
    pub fn queens(&self) -> Bitboard {
        self.by_role(Role::Queen)
    }
    #[inline]
    pub fn kings(&self) -> Bitboard {
        self.by_role(Role::King)
    }
    /// Rooks and queens: the pieces that attack along ranks and files.
    #[inline]
    pub fn rooks_and_queens(&self) -> Bitboard {
        self.by_role(Role::Rook) | self.by_role(Role::Queen)
    }
    /// Bishops and queens: the pieces that attack along diagonals.
    #[inline]
    pub fn bishops_and_queens(&self) -> Bitboard {
        self.by_role(Role::Bishop) | self.by_role(Role::Queen)
    }

    /// The king of `color`, if there is exactly one.
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        (self.kings() & self.by_color(color)).single()
    }

    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied().contains(sq) {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()].contains(sq))
    }

    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = self.color_at(sq)?;
        let role = self.role_at(sq)?;
        Some(Piece::new(color, role))
    }

    /// Places `piece` on `sq`, replacing whatever stood there.
    pub fn put(&mut self, sq: Square, piece: Piece) {
        self.remove(sq);
        self.by_role[piece.role.index()].set(sq);
        self.by_color[piece.color.index()].set(sq);
    }

    /// Toggles `piece` on the squares of `bb` (the caller knows what stands there: used by
    /// `Position::play`, where the move names its pieces).
    #[inline]
    pub(crate) fn toggle(&mut self, piece: Piece, bb: Bitboard) {
        self.by_role[piece.role.index()] ^= bb;
        self.by_color[piece.color.index()] ^= bb;
    }

    /// Lifts and returns the piece on `sq`.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.by_role[piece.role.index()].clear(sq);
        self.by_color[piece.color.index()].clear(sq);
        Some(piece)
    }

    /// Every piece with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .squares()
            .filter_map(move |sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// The pieces of `color` that attack `sq`, with `occupied` standing for the board
    /// (so a caller can lift a piece off, as when a king steps away from a slider).
    pub fn attackers_to(&self, sq: Square, color: Color, occupied: Bitboard) -> Bitboard {
        use super::attacks::*;
        let them = self.by_color(color);
        ((rook_attacks(sq, occupied) & self.rooks_and_queens())
            | (bishop_attacks(sq, occupied) & self.bishops_and_queens())
            | (knight_attacks(sq) & self.knights())
            | (king_attacks(sq) & self.kings())
            | (pawn_attacks(!color, sq) & self.pawns()))
            & them
    }
}
