//! Whether a position could arise in a game, asked of the helper worker
//! (`tutor::arising`): the page finds the quick errors itself, and the deeper reasoning is
//! not part of a learner's first load. One worker serves the whole page; it starts when a
//! page first asks, and what it found is kept, so a position is asked about once.

use super::words::{phrase, text, use_words};
use super::worker::Kept;
use crate::rules::Position;
use crate::tutor::arising::{ask, read, Arising};
use crate::tutor::{Fact, Message, Phrase};
use std::cell::RefCell;
use yew::prelude::*;

/// Where the answer about a position is.
#[derive(Clone, Debug, PartialEq)]
pub enum Found {
    /// Asked; the worker is starting or thinking.
    Waiting,
    Known(Arising),
    /// The worker could not start or stopped: why, in plain words.
    Failed(String),
}

#[derive(Default)]
struct Helper {
    /// What was asked and found, by FEN.
    found: Vec<(String, Found)>,
    /// Who waits for an answer about which FEN.
    waiting: Vec<(String, Callback<()>)>,
}

thread_local! {
    static HELPER: RefCell<Helper> = RefCell::new(Helper::default());
    static WORKER: Kept = Kept::default();
}

fn found(fen: &str) -> Option<Found> {
    HELPER.with(|h| {
        let h = h.borrow();
        h.found
            .iter()
            .find(|(f, _)| f == fen)
            .map(|(_, x)| x.clone())
    })
}

/// Records `what` for `fen` and tells whoever waits for it.
fn settle(fen: &str, what: Found) {
    let told = HELPER.with(|h| {
        let mut h = h.borrow_mut();
        h.found.retain(|(f, _)| f != fen);
        h.found.push((fen.to_string(), what));
        let (told, rest) = std::mem::take(&mut h.waiting)
            .into_iter()
            .partition::<Vec<_>, _>(|(f, _)| f == fen);
        h.waiting = rest;
        told
    });
    for (_, tell) in told {
        tell.emit(());
    }
}

/// Every request under way failed with `why` (the next one starts a new worker).
fn fail_all(why: String) {
    let asked: Vec<String> = HELPER.with(|h| {
        let h = h.borrow();
        h.found
            .iter()
            .filter(|(_, x)| *x == Found::Waiting)
            .map(|(f, _)| f.clone())
            .collect()
    });
    for fen in asked {
        settle(&fen, Found::Failed(why.clone()));
    }
}

/// Asks about `fen` unless it is known or asked already; `tell` hears when it is found.
fn request(fen: &str, tell: Callback<()>) {
    match found(fen) {
        Some(Found::Known(_)) => return,
        Some(Found::Waiting) => {
            HELPER.with(|h| h.borrow_mut().waiting.push((fen.to_string(), tell)));
            return;
        }
        Some(Found::Failed(_)) | None => {}
    }
    HELPER.with(|h| {
        let mut h = h.borrow_mut();
        h.found.retain(|(f, _)| f != fen);
        h.found.push((fen.to_string(), Found::Waiting));
        h.waiting.push((fen.to_string(), tell));
    });
    let on_reply = |text: String| match read(&text) {
        Some((fen, what)) => settle(&fen, Found::Known(what)),
        None => fail_all("it gave an answer that could not be read".into()),
    };
    if let Err(why) = WORKER.with(|w| w.ask(ask(fen), Box::new(on_reply), Box::new(fail_all))) {
        fail_all(why);
    }
}

/// What the helper worker found about the position `fen` (none asked: `None`). The
/// component shows again when the answer comes.
#[hook]
pub fn use_arising(fen: Option<String>) -> Option<Found> {
    let update = use_force_update();
    use_effect_with(fen.clone(), move |fen| {
        if let Some(fen) = fen {
            request(fen, Callback::from(move |()| update.force_update()));
        }
    });
    fen.map(|f| found(&f).unwrap_or(Found::Waiting))
}

/// A line under a question while its answer is being worked out, or that it cannot be
/// (the worker's reason, in English, is the line's title).
pub fn note(found: Option<&Found>) -> Html {
    let (said, why) = match found {
        Some(Found::Waiting) => (text("ui-arising-waiting"), None),
        Some(Found::Failed(why)) => (text("ui-arising-failed"), Some(why.clone())),
        _ => return Html::default(),
    };
    html! { <p class="arising-note" role="status" data-role="arising-note" title={why}>{ said }</p> }
}

/// Play's note on a game whose first position could never arise, while that position is
/// shown: the quick checks let it through, so the rules apply and it is played, and the
/// helper worker says what is wrong with it. Nothing while it is asked, or for the usual
/// start.
#[hook]
pub fn use_start_note(start: &Position, at_start: bool) -> Html {
    use_words();
    // Once moves are played the note would speak of pieces that have moved on.
    let fen = start.fen();
    let asked = (at_start && fen != Position::starting().fen()).then_some(fen);
    match use_arising(asked) {
        Some(Found::Known(Arising::Impossible(reasons))) => {
            // The worker found the facts; the page's catalog words them.
            let said: Vec<String> = reasons.iter().map(Message::shown).collect();
            let note = Phrase::new("ui-start-note").with("reasons", Fact::Text(said.join(" ")));
            html! { <p class="note" data-role="start-note">{ phrase(note) }</p> }
        }
        _ => Html::default(),
    }
}
