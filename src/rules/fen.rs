//! Forsyth-Edwards Notation, read and written.
//!
//! ```
//! use check_tutor::rules::Position;
//! let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
//! let pos: Position = fen.parse().unwrap();
//! assert_eq!(pos.fen(), fen);
//! assert!("rnbqkbnr/pppppppp/8/8 w KQkq - 0 1".parse::<Position>().is_err());
//! ```

use super::{Board, CastlingRights, CastlingSide, Color, Piece, Position, Square};
use std::fmt;
use std::str::FromStr;

/// The six fields of a FEN, for naming the one that is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenField {
    Placement,
    Turn,
    Castling,
    EnPassant,
    HalfmoveClock,
    FullmoveNumber,
}

/// What is wrong with a FEN field (the words are the tutor's: `tutor::english`). Text
/// echoed from the input is cut to 24 characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenProblem {
    Empty,
    /// Not 8 ranks separated by '/'.
    RankCount(usize),
    /// A digit outside 1 to 8 on this rank (1 to 8).
    BadDigit {
        rank: u8,
        c: char,
    },
    /// Neither a piece letter nor a digit.
    BadChar {
        rank: u8,
        c: char,
    },
    TooManySquares {
        rank: u8,
    },
    TooFewSquares {
        rank: u8,
        squares: u8,
    },
    MissingTurn,
    BadTurn(String),
    BadCastling(String),
    RepeatedCastling(char),
    BadEpSquare(String),
    /// An en passant square off the third and sixth ranks.
    EpRank(Square),
    NotANumber(String),
    FullmoveZero,
    Trailing(String),
    /// A character that cannot be shown (a control or invisible character), which is
    /// named rather than echoed.
    Unprintable,
}

/// A FEN that could not be read: which field, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    pub field: FenField,
    pub problem: FenProblem,
}

// The words are in `tutor::english`, which implements `Display`.
impl std::error::Error for FenError {}

fn err(field: FenField, problem: FenProblem) -> FenError {
    FenError { field, problem }
}

/// What we echo back from a FEN field: cut and escaped (see [`super::shown`]).
fn shown(s: &str) -> String {
    super::shown(s, 24)
}

fn parse_placement(s: &str) -> Result<Board, FenError> {
    use FenField::Placement as P;
    let rows: Vec<&str> = s.split('/').collect();
    if rows.len() != 8 {
        return Err(err(P, FenProblem::RankCount(rows.len())));
    }
    let mut board = Board::empty();
    for (i, row) in rows.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file = 0u8;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                if !(1..=8).contains(&d) {
                    return Err(err(P, FenProblem::BadDigit { rank: rank + 1, c }));
                }
                file += d as u8;
            } else if let Some(piece) = Piece::from_char(c) {
                if file < 8 {
                    board.put(Square::new_unchecked(rank * 8 + file), piece);
                }
                file += 1;
            } else {
                return Err(err(P, FenProblem::BadChar { rank: rank + 1, c }));
            }
            if file > 8 {
                return Err(err(P, FenProblem::TooManySquares { rank: rank + 1 }));
            }
        }
        if file != 8 {
            return Err(err(
                P,
                FenProblem::TooFewSquares {
                    rank: rank + 1,
                    squares: file,
                },
            ));
        }
    }
    Ok(board)
}

fn parse_castling(s: &str) -> Result<CastlingRights, FenError> {
    let mut rights = CastlingRights::NONE;
    if s == "-" {
        return Ok(rights);
    }
    for c in s.chars() {
        let (color, side) = match c {
            'K' => (Color::White, CastlingSide::King),
            'Q' => (Color::White, CastlingSide::Queen),
            'k' => (Color::Black, CastlingSide::King),
            'q' => (Color::Black, CastlingSide::Queen),
            _ => return Err(err(FenField::Castling, FenProblem::BadCastling(shown(s)))),
        };
        if rights.has(color, side) {
            return Err(err(FenField::Castling, FenProblem::RepeatedCastling(c)));
        }
        rights.set(color, side, true);
    }
    Ok(rights)
}

fn parse_counter(s: Option<&str>, field: FenField, default: u32) -> Result<u32, FenError> {
    match s {
        None => Ok(default),
        Some(t) => t
            .parse::<u32>()
            .map_err(|_| err(field, FenProblem::NotANumber(shown(t)))),
    }
}

/// The field holding the first character that cannot be shown, if any.
fn unprintable_field(fen: &str) -> Option<FenField> {
    const FIELDS: [FenField; 6] = [
        FenField::Placement,
        FenField::Turn,
        FenField::Castling,
        FenField::EnPassant,
        FenField::HalfmoveClock,
        FenField::FullmoveNumber,
    ];
    fen.split_whitespace()
        .position(|part| part.chars().any(super::echo::needs_escape))
        .map(|i| FIELDS[i.min(FIELDS.len() - 1)])
}

impl FromStr for Position {
    type Err = FenError;

    /// Reads a FEN. The two move counters may be left out (they default to 0 and 1), as
    /// many sources do; everything else is required.
    fn from_str(fen: &str) -> Result<Position, FenError> {
        if let Some(field) = unprintable_field(fen) {
            return Err(err(field, FenProblem::Unprintable));
        }
        let mut parts = fen.split_whitespace();
        let placement = parts
            .next()
            .ok_or_else(|| err(FenField::Placement, FenProblem::Empty))?;
        let board = parse_placement(placement)?;
        let turn = match parts.next() {
            None => return Err(err(FenField::Turn, FenProblem::MissingTurn)),
            Some(t) => match t {
                "w" => Color::White,
                "b" => Color::Black,
                _ => return Err(err(FenField::Turn, FenProblem::BadTurn(shown(t)))),
            },
        };
        let castling = parse_castling(parts.next().unwrap_or("-"))?;
        let ep_square = match parts.next() {
            None | Some("-") => None,
            Some(t) => {
                let sq: Square = t
                    .parse()
                    .map_err(|_| err(FenField::EnPassant, FenProblem::BadEpSquare(shown(t))))?;
                if sq.rank().index() != 2 && sq.rank().index() != 5 {
                    return Err(err(FenField::EnPassant, FenProblem::EpRank(sq)));
                }
                Some(sq)
            }
        };
        let halfmove_clock = parse_counter(parts.next(), FenField::HalfmoveClock, 0)?;
        let fullmove_number = parse_counter(parts.next(), FenField::FullmoveNumber, 1)?;
        if fullmove_number == 0 {
            return Err(err(FenField::FullmoveNumber, FenProblem::FullmoveZero));
        }
        if let Some(extra) = parts.next() {
            return Err(err(
                FenField::FullmoveNumber,
                FenProblem::Trailing(shown(extra)),
            ));
        }
        Ok(Position::from_parts(
            board,
            turn,
            castling,
            ep_square,
            halfmove_clock,
            fullmove_number,
        ))
    }
}

impl Board {
    /// The piece-placement field of a FEN.
    pub fn fen(&self) -> String {
        let mut s = String::new();
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                match self.piece_at(Square::new_unchecked(rank * 8 + file)) {
                    Some(p) => {
                        if empty > 0 {
                            s.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        s.push(p.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s
    }
}

impl Position {
    /// The full six-field FEN.
    pub fn fen(&self) -> String {
        format!(
            "{} {} {} {} {} {}",
            self.board.fen(),
            self.turn.char(),
            self.castling.fen(),
            self.ep_square.map_or("-".to_string(), |s| s.to_string()),
            self.halfmove_clock,
            self.fullmove_number
        )
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}
