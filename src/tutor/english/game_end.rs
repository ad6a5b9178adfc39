//! The game's state in words: whose move, check, a draw that may be claimed, how a game
//! ended, and why no move may follow it (a game link's too).

use crate::rules::{GameStatus, Status};

/// How a game had ended, after "the game ended": for a link whose moves go on past it.
pub fn how_it_ended(status: GameStatus) -> &'static str {
    match status {
        GameStatus::Position(Status::Checkmate) => "in checkmate",
        GameStatus::Position(Status::Stalemate) => "in stalemate",
        GameStatus::FivefoldRepetition => "in a draw: the same position had appeared five times",
        GameStatus::Position(Status::SeventyFiveMoves) => {
            "in a draw: seventy-five moves each without a capture or a pawn move"
        }
        GameStatus::Position(Status::InsufficientMaterial) => {
            "in a draw: neither side had enough pieces left to checkmate"
        }
        GameStatus::Position(Status::Ongoing) => "",
    }
}

/// Why a game carried in a link stops at move `stop.n`: an illegal move, or one played
/// after the game had ended.
pub fn link_move_stopped(stop: &crate::tutor::Stop) -> String {
    match stop.ended {
        Some(status) => format!(
            "its move {} ({}) comes after the game ended {}",
            stop.n,
            stop.quoted(),
            how_it_ended(status)
        ),
        None => format!(
            "its move {} ({}) is not a legal move there",
            stop.n,
            stop.quoted()
        ),
    }
}
