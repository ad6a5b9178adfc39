//! Moves, and a fixed-capacity list to generate them into without allocating.

use super::{Role, Square};
use std::fmt;
use std::mem::MaybeUninit;

/// What sort of move it is, beyond from and to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    Normal,
    /// A pawn's first move of two squares.
    DoublePush,
    /// A pawn capturing a pawn that has just passed it with a double push.
    EnPassant,
    CastleKingside,
    CastleQueenside,
}

/// A move: which piece goes from where to where, what it takes and what it becomes.
/// Castling is written as the king's two-square move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub role: Role,
    pub capture: Option<Role>,
    pub promotion: Option<Role>,
    pub kind: MoveKind,
}

impl Move {
    pub fn is_capture(&self) -> bool {
        self.capture.is_some()
    }
    pub fn is_castle(&self) -> bool {
        matches!(
            self.kind,
            MoveKind::CastleKingside | MoveKind::CastleQueenside
        )
    }
    /// Pawn moves and captures reset the fifty-move count.
    pub fn is_zeroing(&self) -> bool {
        self.role == Role::Pawn || self.capture.is_some()
    }
    /// The square of the captured piece (differs from `to` only for en passant).
    pub fn capture_square(&self) -> Square {
        if self.kind == MoveKind::EnPassant {
            Square::from_coords(self.to.file(), self.from.rank())
        } else {
            self.to
        }
    }
    /// The move in UCI notation, for example `e2e4`, `e7e8q`, `e1g1`.
    pub fn uci(&self) -> Uci {
        Uci {
            from: self.from,
            to: self.to,
            promotion: self.promotion,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.uci().fmt(f)
    }
}

/// A move as written in UCI: two squares and maybe a promotion letter. It says nothing
/// about legality; [`super::Position::find_move`] matches it against the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Uci {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
}

/// Why a UCI string could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseUciError(pub String);

impl std::error::Error for ParseUciError {}

impl std::str::FromStr for Uci {
    type Err = ParseUciError;
    fn from_str(s: &str) -> Result<Uci, ParseUciError> {
        let err = || ParseUciError(super::shown(s, 16));
        if !s.is_ascii() || !(4..=5).contains(&s.len()) {
            return Err(err());
        }
        let from: Square = s[0..2].parse().map_err(|_| err())?;
        let to: Square = s[2..4].parse().map_err(|_| err())?;
        let promotion = match s[4..].chars().next() {
            None => None,
            Some(c) => match Role::from_char(c) {
                Some(r) if c.is_ascii_lowercase() && Role::PROMOTIONS.contains(&r) => Some(r),
                _ => return Err(err()),
            },
        };
        Ok(Uci {
            from,
            to,
            promotion,
        })
    }
}

impl Uci {
    /// Whether its promotion letter, if it has one, belongs on this move in `pos`: only a
    /// pawn reaching its last rank promotes (`e7e8q`), so `e2e4q` or `g1f3n` is not a
    /// move at all. A move from an empty square is left to be judged as a move.
    pub fn promotion_fits(&self, pos: &super::Position) -> bool {
        if self.promotion.is_none() {
            return true;
        }
        match pos.piece_at(self.from) {
            None => self.to.rank() == super::Rank::FIRST || self.to.rank() == super::Rank::EIGHTH,
            Some(p) => {
                p.role == Role::Pawn && self.to.rank() == super::Position::promotion_rank(p.color)
            }
        }
    }
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(r) = self.promotion {
            write!(f, "{}", r.char())?;
        }
        Ok(())
    }
}

/// Enough room for the moves of any board a FEN can describe, legal or not: a side with k
/// pieces has at most k * (64 - k) <= 1024 moves, plus three extra promotion choices for each
/// of at most 8 pawns' 3 targets. (Positions from real games stay under 219.)
pub const MAX_MOVES: usize = 1100;

/// A list of moves that lives on the stack.
pub struct MoveList {
    // Only the first `len` entries are initialised; generation writes each once, so
    // perft does not pay for clearing 256 slots at every node.
    moves: [MaybeUninit<Move>; MAX_MOVES],
    len: usize,
}

impl MoveList {
    pub fn new() -> MoveList {
        MoveList {
            // SAFETY: an array of `MaybeUninit` needs no initialisation; this avoids the
            // memset that `[MaybeUninit::uninit(); N]` compiles to.
            moves: unsafe { MaybeUninit::<[MaybeUninit<Move>; MAX_MOVES]>::uninit().assume_init() },
            len: 0,
        }
    }
    #[inline]
    pub fn push(&mut self, m: Move) {
        // Even a position set up by hand with sixteen queens stays far below the capacity;
        // guard anyway rather than panic.
        if self.len < MAX_MOVES {
            self.moves[self.len] = MaybeUninit::new(m);
            self.len += 1;
        }
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn clear(&mut self) {
        self.len = 0;
    }
    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        let mut j = 0;
        for i in 0..self.len {
            let m = self[i];
            if keep(&m) {
                self.moves[j] = MaybeUninit::new(m);
                j += 1;
            }
        }
        self.len = j;
    }
}

impl Clone for MoveList {
    fn clone(&self) -> MoveList {
        let mut out = MoveList::new();
        for &m in self.iter() {
            out.push(m);
        }
        out
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        // SAFETY: the first `len` slots were written by `push` or `retain`, and
        // `MaybeUninit<Move>` has the same layout as `Move`.
        unsafe { std::slice::from_raw_parts(self.moves.as_ptr() as *const Move, self.len) }
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
