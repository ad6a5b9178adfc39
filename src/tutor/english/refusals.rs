//! The refusal of a move that leaves the king in check, naming only the ways out that the
//! position allows (the beginner reviews found "put a piece in the way" said of a knight's
//! check, and "capture" where nothing could).

use super::{the_list, your};
use crate::rules::attacks::between;
use crate::rules::{Role, Square};
use crate::tutor::{PieceOn, WaysOut};

pub(super) fn does_not_resolve(
    mover: &PieceOn,
    checkers: &[PieceOn],
    king: Square,
    ways: WaysOut,
) -> String {
    let (checks, mine) = (the_list(checkers), your(mover));
    let first = format!("Your king on {king} is in check from {checks}.");
    let how = match (ways.king, ways.capture, ways.block) {
        (true, true, true) => format!("Moving {mine} does not stop it: move the king, capture the checking piece, or put a piece in the way."),
        (true, true, false) => format!("Moving {mine} does not stop it: move the king or capture the checking piece."),
        (true, false, true) => format!("Moving {mine} does not stop it: move the king or put a piece in the way."),
        (false, true, true) => format!("Moving {mine} does not stop it: capture the checking piece or put a piece in the way."),
        (true, false, false) => format!("Moving {mine} does not stop it: here the only way out is to move the king."),
        (false, true, false) => format!("Moving {mine} does not stop it: here the only way out is to capture the checking piece."),
        (false, false, true) => format!("Moving {mine} does not stop it: here the only way out is to put a piece in the way."),
        (false, false, false) => format!("Moving {mine} does not stop it, and no other move does: it is checkmate."),
    };
    // Why no piece can be put in the way, when the check itself rules it out.
    let checker = checkers.first();
    let shut = checker.is_some_and(|c| !between(c.square, king).any());
    let why_no_block = match checker {
        Some(c) if c.piece.role == Role::Knight => " A knight's check can never be blocked.",
        Some(_) if shut => {
            " The checking piece stands right next to your king, so nothing can come between them."
        }
        _ => "",
    };
    format!("{first} {how}{why_no_block}")
}
