//! Why a FEN, SAN, UCI, square or PGN text could not be read.

use crate::rules::pgn::PgnError;
use crate::rules::san::SanError;
use crate::rules::{FenError, FenField, FenProblem, ParseSquareError, ParseUciError};
use std::fmt;

fn field_name(field: FenField) -> &'static str {
    match field {
        FenField::Placement => "piece placement",
        FenField::Turn => "side to move",
        FenField::Castling => "castling rights",
        FenField::EnPassant => "en passant square",
        FenField::HalfmoveClock => "halfmove clock",
        FenField::FullmoveNumber => "fullmove number",
    }
}

impl fmt::Display for FenProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenProblem::Empty => write!(f, "the FEN is empty"),
            FenProblem::RankCount(n) => {
                write!(f, "it needs 8 ranks separated by '/', found {n}")
            }
            FenProblem::BadDigit { rank, c } => {
                write!(
                    f,
                    "rank {rank}: '{c}' is not a count of 1 to 8 empty squares"
                )
            }
            FenProblem::BadChar { rank, c } => write!(
                f,
                "rank {rank}: '{}' is neither a piece letter (KQRBNP, kqrbnp) nor a digit",
                crate::rules::shown(c.encode_utf8(&mut [0; 4]), 1)
            ),
            FenProblem::TooManySquares { rank } => {
                write!(f, "rank {rank} has more than 8 squares")
            }
            FenProblem::TooFewSquares { rank, squares } => {
                write!(f, "rank {rank} has {squares} squares instead of 8")
            }
            FenProblem::MissingTurn => write!(f, "missing: write 'w' or 'b' after the pieces"),
            FenProblem::BadTurn(t) => write!(f, "'{t}' is not 'w' or 'b'"),
            FenProblem::BadCastling(t) => {
                write!(f, "'{t}' is not '-' or a set of the letters KQkq")
            }
            FenProblem::RepeatedCastling(c) => write!(f, "'{c}' appears twice"),
            FenProblem::BadEpSquare(t) => {
                write!(f, "'{t}' is not '-' or a square such as e3")
            }
            FenProblem::EpRank(sq) => write!(f, "{sq} is not on the third or sixth rank"),
            FenProblem::NotANumber(t) => write!(f, "'{t}' is not a whole number"),
            FenProblem::FullmoveZero => write!(f, "moves are numbered from 1"),
            FenProblem::Trailing(t) => {
                write!(f, "unexpected text after the last field: '{t}'")
            }
            FenProblem::Unprintable => write!(
                f,
                "it holds an invisible or control character; type the FEN again or paste it from plain text"
            ),
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.problem {
            FenProblem::Empty => write!(f, "{}", self.problem),
            // Not even two ranks: not a FEN at all.
            FenProblem::RankCount(n) if n < 2 => write!(
                f,
                "this is not a FEN, which starts with 8 ranks separated by '/'"
            ),
            _ => write!(
                f,
                "the FEN's {} cannot be read: {}",
                field_name(self.field),
                self.problem
            ),
        }
    }
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(s) => write!(f, "'{s}' is not a move in algebraic notation"),
            SanError::Illegal(s) => write!(f, "'{s}' is not a legal move here"),
            SanError::Ambiguous(s) => write!(
                f,
                "'{s}' could mean more than one move: add the file or rank the piece comes from"
            ),
        }
    }
}

impl fmt::Display for ParseUciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a UCI move: write two squares and maybe a promotion letter, such as e2e4 or e7e8q",
            self.0
        )
    }
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a square is a file a-h followed by a rank 1-8, such as e4")
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::BadFen { error, .. } => write!(f, "the FEN header is not usable: {error}"),
            PgnError::BadMove { text, problem, .. } => {
                let number = self.move_number().unwrap_or_default();
                write!(f, "move {number} {text}: {problem}")
            }
            PgnError::Unclosed(c) => write!(f, "a '{c}' is never closed"),
        }
    }
}
