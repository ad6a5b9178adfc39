//! Practice exercises come from the helper worker (`lessons::practice::wire`), which the
//! practice page starts and keeps while it is open: the generators are not part of the
//! learner's first load.

use super::route::PracticeParams;
use super::worker::Kept;
use crate::lessons::practice::wire::{read_reply, Ask};
use crate::lessons::practice::{Exercise, Kind};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// Where the exercise of the address is.
#[derive(Clone, PartialEq)]
pub enum Made {
    /// Asked for; the worker is starting or making it.
    Waiting,
    Ready(Rc<Exercise>),
    /// The worker could not start or make it: why, in plain words.
    Failed(String),
}

/// The worker and the id of the last request (a reply to an older one is dropped).
#[derive(Default)]
struct Maker {
    worker: Kept,
    asked: Cell<u32>,
    /// The address of the last request.
    params: RefCell<PracticeParams>,
}

fn performance() -> Option<web_sys::Performance> {
    web_sys::window()?.performance()
}

/// The exercise the address asks for, made by the worker; `retry` changes when the learner
/// asks to try again after a failure.
#[hook]
pub fn use_exercise(params: &PracticeParams, retry: u32) -> Made {
    // The state says which address it answers: until the effect below has asked for a new
    // address's exercise, the last one must not be shown under it.
    let made = use_state(|| (PracticeParams::default(), Made::Waiting));
    let maker = use_memo((), |_| Maker::default());
    {
        let made = made.clone();
        let maker = maker.clone();
        use_effect_with((params.clone(), retry), move |(p, _)| {
            if let (Some(kind), Some(seed)) = (p.kind.as_deref().and_then(Kind::from_code), p.seed)
            {
                // From here to the exercise on screen is measured (`make bench`).
                if let Some(perf) = performance() {
                    let _ = perf.mark("exercise-start");
                }
                made.set((p.clone(), Made::Waiting));
                let id = maker.asked.get().wrapping_add(1);
                maker.asked.set(id);
                let ask = Ask {
                    id,
                    kind,
                    seed,
                    level: p.level.unwrap_or(0),
                    concept: p.concept.clone(),
                };
                *maker.params.borrow_mut() = p.clone();
                send(&maker, &made, ask);
            }
        });
    }
    match &*made {
        (asked, shown) if asked == params => shown.clone(),
        _ => Made::Waiting,
    }
}

/// Sends `ask`, starting the worker first if it is not running.
fn send(maker: &Rc<Maker>, made: &UseStateHandle<(PracticeParams, Made)>, ask: Ask) {
    // Each answer is for the address last asked about (older replies are dropped).
    let on_text = {
        let (made, maker) = (made.clone(), Rc::downgrade(maker));
        move |text: String| {
            let Some(maker) = maker.upgrade() else { return };
            let params = maker.params.borrow().clone();
            match read_reply(&text) {
                Ok((id, ex)) if id == maker.asked.get() => {
                    made.set((params, Made::Ready(Rc::new(ex))))
                }
                Ok(_) => {}
                Err(why) => made.set((params, Made::Failed(why))),
            }
        }
    };
    let on_fail = {
        let (made, maker) = (made.clone(), Rc::downgrade(maker));
        move |why: String| {
            if let Some(maker) = maker.upgrade() {
                made.set((maker.params.borrow().clone(), Made::Failed(why)));
            }
        }
    };
    if let Err(why) = maker
        .worker
        .ask(ask.to_text(), Box::new(on_text), Box::new(on_fail))
    {
        made.set((maker.params.borrow().clone(), Made::Failed(why)));
    }
}

/// Marks the exercise as on screen, for `scripts/browser-bench`.
pub fn measure_shown() {
    if let Some(perf) = performance() {
        if perf.get_entries_by_name("exercise-start").length() > 0 {
            let _ = perf.measure_with_start_mark("exercise", "exercise-start");
            perf.clear_marks_with_mark_name("exercise-start");
        }
    }
}
