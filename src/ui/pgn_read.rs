//! A PGN read in the helper worker (`rules::pgn::wire`), so the learner's first load
//! carries no PGN reader: Play's import and a link's packed game both come here. One worker
//! serves the page; it starts when a game is first read.

use super::worker::Kept;
use crate::rules::pgn::{wire, Record};
use std::cell::{Cell, RefCell};
use yew::Callback;

/// A game read, or why not: the text's problem, or `None` when the worker did not answer.
pub type Read = Result<Record, Option<wire::Failure>>;

/// What the worker was asked, by id, and who waits for it.
type Waiting = Vec<(u32, Callback<Read>)>;

thread_local! {
    static WORKER: Kept = Kept::default();
    static WAITING: RefCell<Waiting> = const { RefCell::new(Vec::new()) };
    static NEXT: Cell<u32> = const { Cell::new(1) };
}

/// Tells whoever waits for `id`; `None`: everyone waiting.
fn settle(id: Option<u32>, said: Read) {
    let told: Waiting = WAITING.with(|w| {
        let (told, rest) = std::mem::take(&mut *w.borrow_mut())
            .into_iter()
            .partition(|(i, _)| id.is_none_or(|id| *i == id));
        *w.borrow_mut() = rest;
        told
    });
    for (_, tell) in told {
        tell.emit(said.clone());
    }
}

/// The worker could not start, stopped, or said something that cannot be read: the page
/// says so in the learner's words (the browser's console has the worker's own error).
fn fail_all(_why: String) {
    settle(None, Err(None));
}

/// Reads `text` in the helper worker; `done` hears the game or why it could not be read.
pub fn read(text: &str, done: Callback<Read>) {
    let id = NEXT.with(|n| n.replace(n.get().wrapping_add(1)));
    WAITING.with(|w| w.borrow_mut().push((id, done)));
    let on_reply = |reply: String| match wire::read_reply(&reply) {
        Some((id, said)) => settle(Some(id), said.map_err(Some)),
        None => settle(None, Err(None)),
    };
    let asked = WORKER.with(|w| w.ask(wire::ask(id, text), Box::new(on_reply), Box::new(fail_all)));
    if let Err(why) = asked {
        fail_all(why);
    }
}
