//! Files, ranks and squares.
//!
//! ```
//! use check_tutor::rules::Square;
//! let e4: Square = "e4".parse().unwrap();
//! assert_eq!(e4.file().char(), 'e');
//! assert_eq!(e4.rank().char(), '4');
//! assert_eq!(e4.to_string(), "e4");
//! ```

use std::fmt;
use std::str::FromStr;

/// A column, a (0) to h (7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(u8);

/// A row, 1 (0) to 8 (7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl File {
    pub const A: File = File(0);
    pub const H: File = File(7);

    pub const fn new(index: u8) -> Option<File> {
        if index < 8 {
            Some(File(index))
        } else {
            None
        }
    }
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }
    pub const fn char(self) -> char {
        (b'a' + self.0) as char
    }
    pub fn from_char(c: char) -> Option<File> {
        ('a'..='h').contains(&c).then(|| File(c as u8 - b'a'))
    }
    pub fn all() -> impl Iterator<Item = File> {
        (0..8).map(File)
    }
}

impl Rank {
    pub const FIRST: Rank = Rank(0);
    pub const SECOND: Rank = Rank(1);
    pub const SEVENTH: Rank = Rank(6);
    pub const EIGHTH: Rank = Rank(7);

    pub const fn new(index: u8) -> Option<Rank> {
        if index < 8 {
            Some(Rank(index))
        } else {
            None
        }
    }
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }
    pub const fn char(self) -> char {
        (b'1' + self.0) as char
    }
    pub fn from_char(c: char) -> Option<Rank> {
        ('1'..='8').contains(&c).then(|| Rank(c as u8 - b'1'))
    }
    pub fn all() -> impl Iterator<Item = Rank> {
        (0..8).map(Rank)
    }
}

/// One of the 64 squares, a1 = 0, b1 = 1, ..., h8 = 63.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub const A1: Square = Square(0);
    pub const B1: Square = Square(1);
    pub const C1: Square = Square(2);
    pub const D1: Square = Square(3);
    pub const E1: Square = Square(4);
    pub const F1: Square = Square(5);
    pub const G1: Square = Square(6);
    pub const H1: Square = Square(7);
    pub const A8: Square = Square(56);
    pub const B8: Square = Square(57);
    pub const C8: Square = Square(58);
    pub const D8: Square = Square(59);
    pub const E8: Square = Square(60);
    pub const F8: Square = Square(61);
    pub const G8: Square = Square(62);
    pub const H8: Square = Square(63);

    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// For indices known to be below 64 (table walks); wraps otherwise.
    #[inline]
    pub(crate) const fn new_unchecked(index: u8) -> Square {
        Square(index & 63)
    }

    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank.0 * 8 + file.0)
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    #[inline]
    pub const fn file(self) -> File {
        File(self.0 & 7)
    }
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank(self.0 >> 3)
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = (self.0 & 7) as i8 + df;
        let r = (self.0 >> 3) as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }

    /// Light squares are those where file and rank indices differ in parity (h1 is light).
    pub const fn is_light(self) -> bool {
        ((self.0 & 7) + (self.0 >> 3)) % 2 == 1
    }

    /// The king-step distance between two squares.
    pub fn distance(self, other: Square) -> u8 {
        let df = (self.file().0 as i8 - other.file().0 as i8).unsigned_abs();
        let dr = (self.rank().0 as i8 - other.rank().0 as i8).unsigned_abs();
        df.max(dr)
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    /// The same square seen from the other side (a1 <-> a8).
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

/// Why a square name could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(f), Some(r), None) => match (File::from_char(f), Rank::from_char(r)) {
                (Some(f), Some(r)) => Ok(Square::from_coords(f, r)),
                _ => Err(ParseSquareError),
            },
            _ => Err(ParseSquareError),
        }
    }
}
