//! A position: the board plus whose move it is, castling rights, the en passant square and
//! the move counters. Legal moves, checks, pins and the game's status are asked of it.
//!
//! ```
//! use check_tutor::rules::{Position, Status};
//! // Fool's mate: after 1. f3 e5 2. g4 Qh4# White has no move.
//! let pos: Position = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
//!     .parse()
//!     .unwrap();
//! assert!(pos.is_check());
//! assert_eq!(pos.legal_moves().len(), 0);
//! assert_eq!(pos.status(), Status::Checkmate);
//! ```

use super::attacks::{self, between};
use super::{Bitboard, Board, Color, Move, MoveKind, MoveList, Piece, Rank, Role, Square};

mod castling;
mod movegen;
pub use castling::{CastlingRights, CastlingSide};

/// How the game stands in this position alone (repetition needs the game's history:
/// see [`super::Game`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Ongoing,
    Checkmate,
    Stalemate,
    /// Neither side could ever mate, whatever is played.
    InsufficientMaterial,
    /// Seventy-five moves by each side without a capture or pawn move end the game.
    SeventyFiveMoves,
}

impl Status {
    pub fn code(self) -> &'static str {
        match self {
            Status::Ongoing => "ongoing",
            Status::Checkmate => "checkmate",
            Status::Stalemate => "stalemate",
            Status::InsufficientMaterial => "insufficient_material",
            Status::SeventyFiveMoves => "seventy_five_moves",
        }
    }
    pub fn is_over(self) -> bool {
        self != Status::Ongoing
    }
}

/// How many pieces give check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CheckKind {
    None,
    Single,
    Double,
}

impl CheckKind {
    pub fn code(self) -> &'static str {
        match self {
            CheckKind::None => "none",
            CheckKind::Single => "single",
            CheckKind::Double => "double",
        }
    }
}

/// The check a move gives, by how it arose (the "by last move" view).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveCheck {
    None,
    /// The piece that moved attacks the king.
    Direct,
    /// The move opened a line for another piece.
    Discovered,
    /// Two pieces give check at once.
    Double,
}

impl MoveCheck {
    pub fn code(self) -> &'static str {
        match self {
            MoveCheck::None => "none",
            MoveCheck::Direct => "direct",
            MoveCheck::Discovered => "discovered",
            MoveCheck::Double => "double",
        }
    }
}

/// An absolute pin: `pinned` may only move along `line` or its king would be attacked by
/// `pinner`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pin {
    pub pinned: Square,
    pub pinner: Square,
    /// The squares from the king (excluded) to the pinner (included).
    pub line: Bitboard,
}

/// A chess position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) castling: CastlingRights,
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
}

impl Default for Position {
    fn default() -> Self {
        Position::starting()
    }
}

impl Position {
    /// The position before the first move.
    pub fn starting() -> Position {
        Position {
            board: Board::starting(),
            turn: Color::White,
            castling: CastlingRights::ALL,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// Assembles a position from its parts; nothing is checked (see `validate`).
    pub fn from_parts(
        board: Board,
        turn: Color,
        castling: CastlingRights,
        ep_square: Option<Square>,
        halfmove_clock: u32,
        fullmove_number: u32,
    ) -> Position {
        Position {
            board,
            turn,
            castling,
            ep_square,
            halfmove_clock,
            fullmove_number,
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn turn(&self) -> Color {
        self.turn
    }
    pub fn castling(&self) -> CastlingRights {
        self.castling
    }
    /// The en passant square as written in the FEN (set after any double push).
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.piece_at(sq)
    }

    /// The king of the side to move, if it has exactly one.
    pub fn our_king(&self) -> Option<Square> {
        self.board.king_of(self.turn)
    }

    /// The pieces of `color` attacking `sq` on this board.
    pub fn attackers_of(&self, sq: Square, color: Color) -> Bitboard {
        self.board.attackers_to(sq, color, self.board.occupied())
    }

    /// The enemy pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        match self.our_king() {
            Some(k) => self.attackers_of(k, !self.turn),
            None => Bitboard::EMPTY,
        }
    }

    /// Whether the king of `color` is attacked (either side, whoever is to move).
    pub fn is_attacked_king(&self, color: Color) -> bool {
        self.board
            .king_of(color)
            .is_some_and(|k| self.attackers_of(k, !color).any())
    }

    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    pub fn check_kind(&self) -> CheckKind {
        let c = self.checkers();
        if c.is_empty() {
            CheckKind::None
        } else if c.more_than_one() {
            CheckKind::Double
        } else {
            CheckKind::Single
        }
    }

    /// Every absolute pin on the pieces of `color` (against their own king).
    pub fn pins_of(&self, color: Color) -> Vec<Pin> {
        let Some(king) = self.board.king_of(color) else {
            return Vec::new();
        };
        let ours = self.board.by_color(color);
        let theirs = self.board.by_color(!color);
        let occupied = self.board.occupied();
        let snipers = self.snipers(king, theirs);
        let mut pins = Vec::new();
        for pinner in snipers {
            let blockers = between(king, pinner) & occupied;
            if let Some(pinned) = blockers.single() {
                if ours.contains(pinned) {
                    pins.push(Pin {
                        pinned,
                        pinner,
                        line: between(king, pinner).with(pinner),
                    });
                }
            }
        }
        super::sort_short_by(&mut pins, |a, b| a.pinned < b.pinned);
        pins
    }

    /// The pieces of `theirs` that would attack `king` along a line if nothing stood
    /// between: the only pieces that can pin.
    #[inline]
    fn snipers(&self, king: Square, theirs: Bitboard) -> Bitboard {
        ((attacks::rook_attacks(king, theirs) & self.board.rooks_and_queens())
            | (attacks::bishop_attacks(king, theirs) & self.board.bishops_and_queens()))
            & theirs
    }

    /// The squares of the side to move's absolutely pinned pieces.
    pub fn pinned(&self) -> Bitboard {
        self.pinned_with(self.turn)
    }

    #[inline]
    fn pinned_with(&self, color: Color) -> Bitboard {
        let Some(king) = self.board.king_of(color) else {
            return Bitboard::EMPTY;
        };
        let ours = self.board.by_color(color);
        let theirs = self.board.by_color(!color);
        let occupied = self.board.occupied();
        let snipers = self.snipers(king, theirs);
        let mut pinned = Bitboard::EMPTY;
        for s in snipers {
            let b = between(king, s) & occupied;
            if !b.more_than_one() {
                pinned |= b & ours;
            }
        }
        pinned
    }

    /// Every legal move of the side to move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// The number of legal moves, without keeping them.
    pub fn count_legal_moves(&self) -> usize {
        self.legal_moves().len()
    }

    /// The legal moves of the piece on `from`.
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut list = self.legal_moves();
        list.retain(|m| m.from == from);
        list
    }

    /// The legal move from `from` to `to` (with that promotion, if any).
    pub fn find_move(&self, from: Square, to: Square, promotion: Option<Role>) -> Option<Move> {
        self.legal_moves()
            .iter()
            .copied()
            .find(|m| m.from == from && m.to == to && m.promotion == promotion)
    }

    /// Plays a move known to be legal (from `legal_moves`), updating every field. The move
    /// names the pieces it moves and takes, so the board is updated by bit flips alone.
    pub fn play(&mut self, m: &Move) {
        let us = self.turn;
        let b = &mut self.board;
        self.ep_square = None;
        if m.is_zeroing() {
            self.halfmove_clock = 0;
        } else {
            self.halfmove_clock = self.halfmove_clock.saturating_add(1);
        }
        let from = Bitboard::from_square(m.from);
        let to = Bitboard::from_square(m.to);
        match m.kind {
            MoveKind::CastleKingside | MoveKind::CastleQueenside => {
                let side = if m.kind == MoveKind::CastleKingside {
                    CastlingSide::King
                } else {
                    CastlingSide::Queen
                };
                let (k, kt, r, rt) = side.squares(us);
                b.toggle(
                    Piece::new(us, Role::King),
                    Bitboard::from_square(k).with(kt),
                );
                b.toggle(
                    Piece::new(us, Role::Rook),
                    Bitboard::from_square(r).with(rt),
                );
            }
            MoveKind::EnPassant => {
                b.toggle(Piece::new(us, Role::Pawn), from | to);
                b.toggle(
                    Piece::new(!us, Role::Pawn),
                    Bitboard::from_square(m.capture_square()),
                );
            }
            MoveKind::DoublePush | MoveKind::Normal => {
                if let Some(captured) = m.capture {
                    b.toggle(Piece::new(!us, captured), to);
                }
                b.toggle(Piece::new(us, m.role), from);
                b.toggle(Piece::new(us, m.promotion.unwrap_or(m.role)), to);
                if m.kind == MoveKind::DoublePush {
                    self.ep_square = m.from.offset(0, us.forward());
                }
            }
        }
        self.castling.touch(m.from);
        self.castling.touch(m.to);
        if us == Color::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.turn = !us;
    }

    /// This position after `m` (which must be legal here).
    pub fn after(&self, m: &Move) -> Position {
        let mut p = *self;
        p.play(m);
        p
    }

    /// Hands the move to the other side without moving (for "what would attack if it were
    /// their turn" questions; not a chess move).
    pub fn with_turn(&self, turn: Color) -> Position {
        let mut p = *self;
        if p.turn != turn {
            p.turn = turn;
            p.ep_square = None;
        }
        p
    }

    /// What check `m` gives, by how it arose: the moved piece itself, a line it opened, or
    /// both.
    pub fn move_check(&self, m: &Move) -> MoveCheck {
        let after = self.after(m);
        let checkers = after.checkers();
        if checkers.is_empty() {
            return MoveCheck::None;
        }
        if checkers.more_than_one() {
            return MoveCheck::Double;
        }
        // With castling the rook is the piece that moved into check position.
        let moved = match m.kind {
            MoveKind::CastleKingside => CastlingSide::King.squares(self.turn).3,
            MoveKind::CastleQueenside => CastlingSide::Queen.squares(self.turn).3,
            _ => m.to,
        };
        if checkers.contains(moved) {
            MoveCheck::Direct
        } else {
            MoveCheck::Discovered
        }
    }

    /// The en passant square only if an en passant capture is actually legal (what makes
    /// two positions the same for repetition).
    pub fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        let mut list = MoveList::new();
        self.gen_en_passant(&mut list, self.our_king());
        (!list.is_empty()).then_some(ep)
    }

    /// Whether no sequence of legal moves could ever mate: bare kings, a king with one
    /// knight or one bishop against a bare king, or only bishops all on squares of one
    /// colour.
    pub fn is_insufficient_material(&self) -> bool {
        let b = &self.board;
        if (b.pawns() | b.rooks_and_queens()).any() {
            return false;
        }
        let minors = b.knights() | b.bishops();
        if minors.is_empty() {
            return true;
        }
        if b.knights().any() {
            return !minors.more_than_one();
        }
        (b.bishops() & Bitboard::LIGHT_SQUARES).is_empty()
            || (b.bishops() & Bitboard::DARK_SQUARES).is_empty()
    }

    pub fn is_checkmate(&self) -> bool {
        self.is_check() && self.legal_moves().is_empty()
    }

    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && self.legal_moves().is_empty()
    }

    /// The status of the game in this position. Mate outranks the move counters: a mate
    /// on the seventy-fifth move still counts.
    pub fn status(&self) -> Status {
        if self.legal_moves().is_empty() {
            if self.is_check() {
                Status::Checkmate
            } else {
                Status::Stalemate
            }
        } else if self.is_insufficient_material() {
            Status::InsufficientMaterial
        } else if self.halfmove_clock >= 150 {
            Status::SeventyFiveMoves
        } else {
            Status::Ongoing
        }
    }

    /// Counts the leaf nodes of the move tree `depth` plies deep.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut moves = MoveList::new();
        self.generate(&mut moves);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.after(m).perft(depth - 1)).sum()
    }

    /// The back rank of the side to move's opponent (where this side promotes).
    pub fn promotion_rank(color: Color) -> Rank {
        if color.is_white() {
            Rank::EIGHTH
        } else {
            Rank::FIRST
        }
    }
}
