//! The words of practice in English, for native code and tests: each is
//! [`crate::tutor::practice_words`]' phrase worded by the English catalog.

use super::english_catalog;
use crate::tutor::{practice_words as words, Phrase, PieceOn};

fn say(phrase: Phrase) -> String {
    english_catalog().format(&phrase)
}

/// Who is to move in an exercise.
pub fn practice_turn(turn: crate::rules::Color) -> String {
    say(words::turn(turn))
}

/// The answer to "which pieces give check?".
pub fn checkers_answer(checkers: &[PieceOn]) -> String {
    say(words::checkers_answer(checkers))
}

/// Said when every way out of check was found.
pub fn found_every_escape(refused_tries: u32) -> String {
    say(words::found_every_escape(refused_tries))
}

/// The first line after an answer.
pub fn practice_verdict(right: bool) -> String {
    say(words::verdict(right))
}

/// An answer to "Why not?" for a move reason.
pub fn why_answer(code: &str) -> String {
    words::why_answer_id(code).map_or_else(|| code.replace('_', " "), |id| say(Phrase::new(id)))
}

/// Why the reason `code` does not stop a "legal?" exercise's move (or why the rule its
/// legal move seemed to break does not apply).
pub fn why_missed(ex: &crate::lessons::practice::Exercise, code: &str) -> Option<String> {
    let pos: crate::rules::Position = ex.fen.parse().ok()?;
    let (uci, m) = ex.miss(code)?;
    Some(say(words::miss(&pos, uci.from, uci.to, &m)))
}
