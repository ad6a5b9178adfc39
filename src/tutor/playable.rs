//! Whether a game can be played on from a position, by the quick checks.

use super::Message;
use crate::rules::Position;

/// Whether a game can be played on from `pos`, by the quick checks (a count of the pieces,
/// the checks on the board): a position they refuse could never arise, and from some of
/// them the rules break down (the side not to move in check could have its king taken; a
/// board without kings has no check at all). The error is a sentence. The deeper reasons a
/// position could not arise are the helper worker's ([`super::arising`]): the rules still
/// apply to such a position, so Play plays it and says why it could not arise.
pub fn playable(pos: &Position) -> Result<(), String> {
    playable_why(pos).map_err(|m| m.english())
}

/// [`playable`], with why not as a message (for the page to word in the learner's language).
pub fn playable_why(pos: &Position) -> Result<(), Box<Message>> {
    let errors = super::explain_quick_errors(pos);
    if errors.is_empty() {
        return Ok(());
    }
    let reasons = errors.into_iter().map(|(_, m)| m).collect();
    Err(Box::new(Message::NotPlayable { reasons }))
}
