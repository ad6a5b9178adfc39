//! The selector codes [`super::phrases`] tells the catalog: which ways out of check a
//! position has, why a check cannot be blocked, the check a move gives, how its sentence
//! ends, the way out a move takes and what a hinted move gains.

use super::catalog::{Fact, Phrase};
use super::{Gain, PieceOn, WayOut, WaysOut};
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

/// The way out of check a move takes, and the checker it takes or blocks.
pub(super) fn way_out(phrase: Phrase, way: Option<&WayOut>) -> Phrase {
    match way {
        None => phrase.with("way", Fact::Code("none")),
        Some(WayOut::KingSteps) => phrase.with("way", Fact::Code("king")),
        Some(WayOut::Captures(c)) => phrase
            .with("way", Fact::Code("capture"))
            .with("checker", Fact::Piece(*c)),
        Some(WayOut::Blocks(c)) => phrase
            .with("way", Fact::Code("block"))
            .with("checker", Fact::Piece(*c)),
    }
}

/// What a hinted move gains: `$gain`, with the piece it takes (`$taken`) or a pawn
/// becomes (`$promoted`).
pub(super) fn gained(phrase: Phrase, gain: &Gain) -> Phrase {
    let (code, taken) = match gain {
        Gain::Mate => ("mate", None),
        Gain::Promotes(r) => {
            return phrase
                .with("gain", Fact::Code("promotes"))
                .with("promoted", Fact::Role(*r))
        }
        Gain::Free(t) => ("free", Some(t)),
        Gain::Worth(t) => ("worth", Some(t)),
        Gain::Takes(t) => ("takes", Some(t)),
        Gain::Check => ("check", None),
        Gain::Castles => ("castles", None),
        Gain::Rescues => ("rescues", None),
        Gain::Safe => ("safe", None),
    };
    let phrase = phrase.with("gain", Fact::Code(code));
    match taken {
        Some(t) => phrase.with("taken", Fact::Piece(*t)),
        None => phrase,
    }
}
