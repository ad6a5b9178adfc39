//! The rules of chess: squares, pieces, positions, moves, attacks, legality, game status
//! and whether a position could arise in a game. Plain Rust with no dependencies, and no
//! words for people: those live in the tutor layer.

pub mod attacks;
mod bitboard;
mod board;
mod color;
mod echo;
mod fen;
mod game;
mod moves;
mod order;
pub mod pgn;
mod position;
mod role;
pub mod san;
mod square;
mod stack;
mod validate;

pub use bitboard::{Bitboard, Squares};
pub use board::Board;
pub use color::Color;
pub use echo::shown;
pub use fen::{FenError, FenField, FenProblem};
pub use game::{DrawClaim, Game, GameStatus, PlyRef, RepetitionKey};
pub use moves::{Move, MoveKind, MoveList, ParseUciError, Uci, MAX_MOVES};
pub use order::{sort_short, sort_short_by};
pub use position::{CastlingRights, CastlingSide, CheckKind, MoveCheck, Pin, Position, Status};
pub use role::{Piece, Role};
pub use square::{File, ParseSquareError, Rank, Square};
pub use stack::SharedStack;
pub use validate::{ImpossibleCheck, PositionError};

/// The FEN of the position before the first move.
pub const STARTING_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
