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

impl FenField {
    pub fn name(self) -> &'static str {
        match self {
            FenField::Placement => "piece placement",
            FenField::Turn => "side to move",
            FenField::Castling => "castling rights",
            FenField::EnPassant => "en passant square",
            FenField::HalfmoveClock => "halfmove clock",
            FenField::FullmoveNumber => "fullmove number",
        }
    }
}

/// A FEN that could not be read: which field, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    pub field: FenField,
    pub problem: String,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad FEN, {}: {}", self.field.name(), self.problem)
    }
}

impl std::error::Error for FenError {}

fn err(field: FenField, problem: impl Into<String>) -> FenError {
    FenError {
        field,
        problem: problem.into(),
    }
}

/// Shortens what we echo back from user input.
fn shown(s: &str) -> String {
    let mut out: String = s.chars().take(24).collect();
    if s.chars().count() > 24 {
        out.push('…');
    }
    out
}

fn parse_placement(s: &str) -> Result<Board, FenError> {
    use FenField::Placement as P;
    let rows: Vec<&str> = s.split('/').collect();
    if rows.len() != 8 {
        return Err(err(
            P,
            format!("it needs 8 ranks separated by '/', found {}", rows.len()),
        ));
    }
    let mut board = Board::empty();
    for (i, row) in rows.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file = 0u8;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                if !(1..=8).contains(&d) {
                    return Err(err(
                        P,
                        format!(
                            "rank {}: '{c}' is not a count of 1 to 8 empty squares",
                            rank + 1
                        ),
                    ));
                }
                file += d as u8;
            } else if let Some(piece) = Piece::from_char(c) {
                if file < 8 {
                    board.put(Square::new_unchecked(rank * 8 + file), piece);
                }
                file += 1;
            } else {
                return Err(err(
                    P,
                    format!(
                        "rank {}: '{c}' is neither a piece letter (KQRBNP, kqrbnp) nor a digit",
                        rank + 1
                    ),
                ));
            }
            if file > 8 {
                return Err(err(P, format!("rank {} has more than 8 squares", rank + 1)));
            }
        }
        if file != 8 {
            return Err(err(
                P,
                format!("rank {} has {file} squares instead of 8", rank + 1),
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
            _ => {
                return Err(err(
                    FenField::Castling,
                    format!("'{}' is not '-' or a set of the letters KQkq", shown(s)),
                ))
            }
        };
        if rights.has(color, side) {
            return Err(err(FenField::Castling, format!("'{c}' appears twice")));
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
            .map_err(|_| err(field, format!("'{}' is not a whole number", shown(t)))),
    }
}

impl FromStr for Position {
    type Err = FenError;

    /// Reads a FEN. The two move counters may be left out (they default to 0 and 1), as
    /// many sources do; everything else is required.
    fn from_str(fen: &str) -> Result<Position, FenError> {
        let mut parts = fen.split_whitespace();
        let placement = parts
            .next()
            .ok_or_else(|| err(FenField::Placement, "the FEN is empty"))?;
        let board = parse_placement(placement)?;
        let turn = match parts.next() {
            None => {
                return Err(err(
                    FenField::Turn,
                    "missing: write 'w' or 'b' after the pieces",
                ))
            }
            Some(t) => match t {
                "w" => Color::White,
                "b" => Color::Black,
                _ => {
                    return Err(err(
                        FenField::Turn,
                        format!("'{}' is not 'w' or 'b'", shown(t)),
                    ))
                }
            },
        };
        let castling = parse_castling(parts.next().unwrap_or("-"))?;
        let ep_square = match parts.next() {
            None | Some("-") => None,
            Some(t) => {
                let sq: Square = t.parse().map_err(|_| {
                    err(
                        FenField::EnPassant,
                        format!("'{}' is not '-' or a square such as e3", shown(t)),
                    )
                })?;
                if sq.rank().index() != 2 && sq.rank().index() != 5 {
                    return Err(err(
                        FenField::EnPassant,
                        format!("{sq} is not on the third or sixth rank"),
                    ));
                }
                Some(sq)
            }
        };
        let halfmove_clock = parse_counter(parts.next(), FenField::HalfmoveClock, 0)?;
        let fullmove_number = parse_counter(parts.next(), FenField::FullmoveNumber, 1)?;
        if fullmove_number == 0 {
            return Err(err(FenField::FullmoveNumber, "moves are numbered from 1"));
        }
        if let Some(extra) = parts.next() {
            return Err(err(
                FenField::FullmoveNumber,
                format!("unexpected text after the last field: '{}'", shown(extra)),
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
