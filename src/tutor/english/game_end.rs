//! The game's state in words: whose move, check, a draw that may be claimed, how a game
//! ended, and why no move may follow it (a game link's too).

use super::words::color_name;
use crate::rules::{CheckKind, Color, GameStatus, Status};
use crate::tutor::ClaimableDraw;

/// The status line: whose move, check, or how the game ended, with a draw that may be
/// claimed.
pub(super) fn turn_sentence(
    side: Color,
    check: CheckKind,
    status: GameStatus,
    claim: Option<&ClaimableDraw>,
) -> String {
    let who = color_name(side);
    match status {
        GameStatus::Position(Status::Checkmate) => {
            format!("Checkmate. {} wins.", color_name(!side))
        }
        GameStatus::Position(Status::Stalemate) => {
            format!("Stalemate: {who} has no legal move and is not in check. Draw.")
        }
        GameStatus::Position(Status::InsufficientMaterial) => {
            "Draw: neither side has enough material left to checkmate.".into()
        }
        GameStatus::Position(Status::SeventyFiveMoves) => {
            "Draw: seventy-five moves each without a capture or a pawn move.".into()
        }
        GameStatus::FivefoldRepetition => "Draw: the same position has appeared five times.".into(),
        GameStatus::Position(Status::Ongoing) => {
            let mut s = format!("{who} to move");
            s.push_str(match check {
                CheckKind::None => ".",
                CheckKind::Single => ": check!",
                CheckKind::Double => ": double check! Only the king can move.",
            });
            const FIFTY: &str = "fifty moves each without a capture or a pawn move";
            match claim {
                None => {}
                Some(ClaimableDraw::Repetition) => s.push_str(
                    " A draw may be claimed: this position has now appeared three times.",
                ),
                Some(ClaimableDraw::RepetitionBy { san }) => s.push_str(&format!(
                    " {who} may claim a draw by declaring {san} before playing it: it would bring about the same position for the third time."
                )),
                Some(ClaimableDraw::FiftyMoves) => {
                    s.push_str(&format!(" A draw may be claimed: {FIFTY}."))
                }
                Some(ClaimableDraw::FiftyMovesBy { san }) => s.push_str(&format!(
                    " {who} may claim a draw by declaring {san} before playing it: it would complete {FIFTY}."
                )),
            }
            s
        }
    }
}

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

/// Why no move may follow: the rule that ended the game, and the way back.
pub(super) fn game_over_sentence(status: GameStatus) -> String {
    let rule = match status {
        GameStatus::FivefoldRepetition => {
            "the same position has now appeared five times, and a fivefold repetition ends the game in a draw at once, with no claim needed"
        }
        GameStatus::Position(Status::SeventyFiveMoves) => {
            "seventy-five moves each have been played without a capture or a pawn move, which ends the game in a draw at once, with no claim needed"
        }
        GameStatus::Position(Status::InsufficientMaterial) => {
            "neither side has enough pieces left to checkmate, so the game ends in a draw at once"
        }
        _ => "the game is over",
    };
    format!("No more moves: {rule}. Press Undo to go back and play on.")
}
