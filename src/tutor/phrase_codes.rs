//! The selector codes [`super::phrases`] tells the catalog: which ways out of check a
//! position has, why a check cannot be blocked, the check a move gives, how its sentence
//! ends.

use super::{PieceOn, WaysOut};
use crate::rules::attacks::between;
use crate::rules::{MoveCheck, Role, Square};

/// Which of the three ways out of check a position has.
pub(super) fn ways_code(w: WaysOut) -> &'static str {
    match (w.king, w.capture, w.block) {
        (true, true, true) => "king-capture-block",
        (true, true, false) => "king-capture",
        (true, false, true) => "king-block",
        (false, true, true) => "capture-block",
        (true, false, false) => "king",
        (false, true, false) => "capture",
        (false, false, true) => "block",
        (false, false, false) => "none",
    }
}

/// Why no piece can be put in the way, when the check itself rules it out.
pub(super) fn unblockable(checkers: &[PieceOn], king: Square) -> &'static str {
    match checkers.first() {
        Some(c) if c.piece.role == Role::Knight => "knight",
        Some(c) if !between(c.square, king).any() => "adjacent",
        _ => "no",
    }
}

/// The check a move gives; a discovered one only when its checker is known (to be named).
pub(super) fn check_code(c: MoveCheck, checkers: &[PieceOn]) -> &'static str {
    match c {
        MoveCheck::None => "none",
        MoveCheck::Discovered if checkers.is_empty() => "direct",
        MoveCheck::Direct => "direct",
        MoveCheck::Discovered => "discovered",
        MoveCheck::Double => "double",
    }
}

/// How a move ends its sentence: mate, stalemate, or (when spoken) the check it gives.
pub(super) fn end_code(mate: bool, stalemate: bool, check: Option<MoveCheck>) -> &'static str {
    match (mate, stalemate, check) {
        (true, _, _) => "mate",
        (_, true, _) => "stalemate",
        (_, _, None | Some(MoveCheck::None)) => "none",
        (_, _, Some(MoveCheck::Double)) => "double",
        (_, _, Some(MoveCheck::Discovered)) => "discovered",
        (_, _, Some(MoveCheck::Direct)) => "check",
    }
}
