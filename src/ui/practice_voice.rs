//! Practice for a learner who cannot see the board: each new question, answer, refusal,
//! pick (and piece put back) and way out found is spoken through the page's live region,
//! and the focus goes
//! where the next step is (a new exercise: its heading; after an answer, "Next exercise";
//! at "Why not?", the first reason, and after a wrong reason, the first one left).

use super::announce::use_announce;
use super::focus::{find, focus_if_lost};
use super::practice_answer::{found_in_letters, PracticeUi};
use super::words::{phrase, text};
use crate::rules::Square;
use crate::tutor::practice_words as words;
use crate::tutor::{Fact, Phrase};
use yew::prelude::*;

/// What there is to say about the exercise at one moment.
#[derive(Clone, Debug, Default, PartialEq)]
struct Said {
    /// The exercise (its FEN) and its question: whose move and what is asked.
    question: Option<(String, String)>,
    result: Option<String>,
    refusal: Option<String>,
    why_not: bool,
    why_missed: usize,
    /// After a wrong reason: why it does not stop the move.
    why_again: String,
    /// Ways out found, of how many, as said.
    found: Option<String>,
    /// Checkers: the squares picked, while the exercise is open.
    picked: Option<Vec<Square>>,
}

/// Speaks what changed in `ui`; `question` is the exercise's question (none while it is
/// being made), `needed` how many ways out of check it has (for "Found 1 of 3"), when it
/// is an escapes exercise. One effect for all of it: each hook of its own costs download
/// size.
#[hook]
pub fn use_practice_voice(
    ui: &PracticeUi,
    question: Option<(String, String)>,
    needed: Option<usize>,
) {
    let announce = use_announce();
    let before = use_mut_ref(Said::default);
    let open = ui.outcome.is_none();
    let now = Said {
        question,
        result: ui.outcome.as_ref().map(|o| o.messages.join(" ")),
        refusal: ui.refusal.as_ref().map(|r| r.message.shown()),
        why_not: ui.why_not && open,
        why_missed: ui.why_tried.len(),
        why_again: super::practice_answer::why_not_again(ui),
        found: needed
            .filter(|_| open && !ui.found.is_empty())
            .map(|of| phrase(words::escapes_found(&found_in_letters(ui), of))),
        picked: open.then(|| ui.picked.clone()),
    };
    use_effect_with(now, move |now| {
        let old = before.replace(now.clone());
        if let (Some((_, question)), false) = (&now.question, now.question == old.question) {
            announce.emit(question.clone());
            focus_if_lost("main h1");
        } else if let (Some(result), false) = (&now.result, now.result == old.result) {
            announce.emit(result.clone());
            focus_if_lost("[data-role=next-exercise]");
        } else if let (Some(refusal), false) = (&now.refusal, now.refusal == old.refusal) {
            announce.emit(refusal.clone());
        } else if now.why_missed > old.why_missed {
            announce.emit(now.why_again.clone());
            focus_if_lost("[data-why]:not([disabled])");
        } else if now.why_not && !old.why_not {
            announce.emit(text("ui-why-not-spoken"));
            // The answer buttons were replaced by the reasons: the first one takes the focus.
            if let Some(first) = find("[data-why]") {
                let _ = first.focus();
            }
        } else if let (Some(found), false) = (&now.found, now.found == old.found) {
            announce.emit(found.clone());
        } else if let Some(picks) = picks_said(&old, now) {
            announce.emit(picks);
        }
    });
}

/// A piece picked, or put back, in the same open "which pieces give check?" exercise: the
/// squares picked now, after the one put back if one was.
fn picks_said(old: &Said, now: &Said) -> Option<String> {
    let (Some(before), Some(after)) = (&old.picked, &now.picked) else {
        return None;
    };
    if before == after || now.question.is_none() || now.question != old.question {
        return None;
    }
    Some(match before.iter().find(|s| !after.contains(s)) {
        Some(&put_back) => {
            let names: Vec<String> = after.iter().map(Square::to_string).collect();
            phrase(
                Phrase::new("ui-unpicked")
                    .with("square", Fact::Square(put_back))
                    .with("count", Fact::Count(after.len()))
                    .with("squares", Fact::Text(names.join(", "))),
            )
        }
        None => phrase(words::picked(after)),
    })
}
