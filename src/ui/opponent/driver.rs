//! Runs the computer's side of a game: asks the worker for a move whenever it is the
//! computer's turn, and for a hint when the learner wants one; ends a search that no
//! longer fits the game (a move taken back, a new game, the page left).

use super::VersusAction;
use crate::engine::protocol::{Reply, Request};
use crate::ui::state::{Action, AppState};
use crate::ui::worker::Engine;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use yew::prelude::*;

/// A request under way.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Asked {
    /// What was asked: the game as it stood, the level and the seed.
    request: Request,
    hint: bool,
}

impl Asked {
    fn id(&self) -> u32 {
        self.request.id
    }
    /// The game's length when asked: the answer is for that position only.
    fn plies(&self) -> usize {
        self.request.moves.len()
    }
}

#[derive(Default)]
struct Driver {
    engine: Option<Engine>,
    asked: Option<Asked>,
    next_id: u32,
}

/// What the play page shows of the computer.
#[derive(Clone, PartialEq)]
pub struct Computer {
    /// A hint is being looked for.
    pub hinting: bool,
    pub on_hint: Callback<()>,
    /// Tries to start the computer again after a failure.
    pub on_retry: Callback<()>,
}

type Shared = Rc<RefCell<Driver>>;

/// Everything the worker's answers need on the page's side.
#[derive(Clone)]
struct Wiring {
    driver: Weak<RefCell<Driver>>,
    dispatch: UseReducerDispatcher<AppState>,
    hinting: UseStateSetter<bool>,
}

impl Wiring {
    /// The computer cannot play: the page says why (and the state ends the worker).
    fn fail(&self, why: String) {
        self.dispatch
            .dispatch(Action::Versus(VersusAction::Failed(Some(why))));
    }

    fn answer(&self, reply: Reply) {
        let Some(driver) = self.driver.upgrade() else {
            return;
        };
        let (id, uci) = match reply {
            Reply::Move { id, uci } => (id, Some(uci)),
            Reply::NoMove { id } => (id, None),
            Reply::Failed { id, why } => {
                if driver.borrow().asked.as_ref().is_some_and(|a| a.id() == id) {
                    self.fail(why);
                }
                return;
            }
            Reply::Ready => return,
        };
        let asked = driver.borrow_mut().asked.take_if(|a| a.id() == id);
        let Some(asked) = asked else {
            return;
        };
        if asked.hint {
            self.hinting.set(false);
        } else {
            // Ask to answer, for `scripts/browser-bench engine`.
            if let Some(perf) = web_sys::window().and_then(|w| w.performance()) {
                let _ = perf.measure_with_start_mark("engine-move", "engine-ask");
            }
        }
        if let Some(uci) = uci {
            let plies = asked.plies();
            self.dispatch.dispatch(Action::Versus(if asked.hint {
                VersusAction::Hint { plies, uci }
            } else {
                VersusAction::ComputerMove { plies, uci }
            }));
        }
    }

    /// Starts the worker if it is not running; whether it runs.
    fn start(&self, d: &mut Driver) -> bool {
        if d.engine.is_none() {
            let (answers, fails) = (self.clone(), self.clone());
            let on_text = move |text: String| match Reply::from_text(&text) {
                Some(reply) => answers.answer(reply),
                None => answers.fail(format!("it said something unexpected: {text}")),
            };
            match Engine::start(on_text, move |why| fails.fail(why)) {
                Ok(engine) => d.engine = Some(engine),
                Err(why) => self.fail(why),
            }
        }
        d.engine.is_some()
    }

    /// Sends `request`, starting the worker if it is not running.
    fn ask(&self, driver: &Shared, request: Request, hint: bool) {
        let mut d = driver.borrow_mut();
        if !self.start(&mut d) {
            return;
        }
        d.next_id = d.next_id.wrapping_add(1);
        let request = Request {
            id: d.next_id,
            ..request
        };
        if let Some(perf) = web_sys::window().and_then(|w| w.performance()) {
            perf.clear_marks_with_mark_name("engine-ask");
            let _ = perf.mark("engine-ask");
        }
        if let Some(engine) = &d.engine {
            engine.ask(request.to_text());
        }
        d.asked = Some(Asked { request, hint });
    }
}

/// Ends the worker and whatever it was doing.
fn stop(driver: &Shared) {
    let mut d = driver.borrow_mut();
    d.asked = None;
    d.engine = None;
}

#[hook]
pub fn use_computer(state: &UseReducerHandle<AppState>) -> Computer {
    super::voice::use_versus_voice(state);
    let driver: Shared = use_mut_ref(Driver::default);
    let hinting = use_state(|| false);
    let wiring = Wiring {
        driver: Rc::downgrade(&driver),
        dispatch: state.dispatcher(),
        hinting: hinting.setter(),
    };
    let game = state.play.game().clone();
    let failed = state.engine_failed.is_some();
    // A game link that stopped short: the computer waits until the learner has read why.
    let paused = state.link_failed;
    let key = (game.len(), game.current().fen(), state.vs, failed, paused);
    {
        let (driver, wiring, hinting) = (driver.clone(), wiring.clone(), hinting.setter());
        use_effect_with(key, move |(_, _, vs, failed, paused)| {
            let asked = driver.borrow().asked.clone();
            let wanted = vs.filter(|vs| !failed && !paused && vs.computer_to_move(&game));
            // A search for another game or position, or a hint nobody waits for now: end it.
            let still_wanted = |a: &Asked| {
                !a.hint && wanted.is_some_and(|vs| vs.request(&game, a.id()) == a.request)
            };
            if *failed || asked.as_ref().is_some_and(|a| !still_wanted(a)) {
                stop(&driver);
                hinting.set(false);
            }
            let idle = driver.borrow().asked.is_none();
            if let (Some(vs), true) = (wanted, idle) {
                wiring.ask(&driver, vs.request(&game, 0), false);
            }
        });
    }
    // While the learner chooses a side and a level, the worker starts (fetching and
    // compiling its wasm), so that the computer's first move does not wait for it.
    {
        let (driver, wiring) = (driver.clone(), wiring.clone());
        use_effect_with(state.choosing, move |choosing| {
            if *choosing {
                wiring.start(&mut driver.borrow_mut());
            }
        });
    }
    // Leaving the page ends the worker.
    {
        let driver = driver.clone();
        use_effect_with((), move |_| move || stop(&driver));
    }
    let on_hint = {
        let (driver, wiring, hinting) = (driver.clone(), wiring.clone(), hinting.setter());
        let state = state.clone();
        Callback::from(move |()| {
            let Some(vs) = state.vs else {
                return;
            };
            let game = state.play.game();
            if vs.is_over(game) || vs.computer_to_move(game) || driver.borrow().asked.is_some() {
                return;
            }
            hinting.set(true);
            wiring.ask(&driver, vs.hint_request(game, 0), true);
        })
    };
    let on_retry = {
        let dispatch = state.dispatcher();
        Callback::from(move |()| dispatch.dispatch(Action::Versus(VersusAction::Failed(None))))
    };
    Computer {
        hinting: *hinting,
        on_hint,
        on_retry,
    }
}
