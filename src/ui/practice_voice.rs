//! Practice for a learner who cannot see the board: each answer, refusal and way out found
//! is spoken through the page's live region, and the focus goes where the next step is
//! (after an answer, "Next exercise"; at "Why not?", the first reason).

use super::announce::use_announce;
use super::focus::focus_if_lost;
use super::practice_answer::PracticeUi;
use crate::tutor::english::escapes_found;
use yew::prelude::*;

/// What there is to say about the exercise at one moment: the result, a refusal, the
/// "Why not?" question, how many ways out are found (of how many).
type Said = (Option<String>, Option<String>, bool, Option<(usize, usize)>);

/// Speaks what changed in `ui`; `needed` is how many ways out of check the exercise has
/// (for "Found 1 of 3"), when it is an escapes exercise. One effect for all of it: each
/// hook of its own costs download size.
#[hook]
pub fn use_practice_voice(ui: &PracticeUi, needed: Option<usize>) {
    let announce = use_announce();
    let before = use_mut_ref(Said::default);
    let now: Said = (
        ui.outcome.as_ref().map(|o| o.messages.join(" ")),
        ui.refusal.as_ref().map(|r| r.message.english()),
        ui.why_not && ui.outcome.is_none(),
        needed
            .filter(|_| ui.outcome.is_none() && !ui.found.is_empty())
            .map(|of| (ui.found.len(), of)),
    );
    use_effect_with(now, move |now| {
        let old = before.replace(now.clone());
        if let (Some(result), false) = (&now.0, now.0 == old.0) {
            announce.emit(result.clone());
            focus_if_lost("[data-role=next-exercise]");
        } else if let (Some(refusal), false) = (&now.1, now.1 == old.1) {
            announce.emit(refusal.clone());
        } else if now.2 && !old.2 {
            announce.emit("Right, it is not legal. Why not? Choose a reason.".into());
            focus_if_lost("[data-why]");
        } else if let (Some((found, of)), false) = (now.3, now.3 == old.3) {
            announce.emit(escapes_found(found, of));
        }
    });
}
