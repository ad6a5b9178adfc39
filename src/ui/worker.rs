//! The page's side of the helper worker (`src/engine_worker.rs`), which plays the computer
//! opponent's moves and makes practice exercises: starts it, passes requests and answers
//! (lines of text: `engine::protocol`, `lessons::practice::wire`), and ends it. Written on web-sys's `Worker` rather than
//! gloo-worker 0.5, whose bridge cannot end a search under way (dropping it only queues a
//! message behind the search), never reports a worker that failed to load (the page would
//! wait forever) and panics where the worker cannot be made.

use gloo_timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ErrorEvent, Event, MessageEvent, Worker, WorkerOptions, WorkerType};

/// The worker's start-up script (static/engine-worker.js), beside index.html.
const SCRIPT: &str = "engine-worker.js";

/// How long the worker may stay silent while it owes an answer (its start included)
/// before the page says it stopped answering. Level 4 answers within about 2 s on a slow
/// machine, an exercise sooner; a host may set `window.checkTutorWorkerPatience` (in
/// milliseconds) before a worker starts, as the end-to-end tests do.
const PATIENCE_MS: u32 = 30_000;

fn patience_ms() -> u32 {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"checkTutorWorkerPatience".into()).ok())
        .and_then(|v| v.as_f64())
        .filter(|ms| ms.is_finite() && *ms >= 1.0)
        .map_or(PATIENCE_MS, |ms| ms.min(f64::from(u32::MAX)) as u32)
}

/// What the worker owes the page: its start, then one answer per request. While it owes
/// anything, a silence longer than its patience is reported as a failure.
struct Owed {
    /// Requests sent and not answered yet (the start counts as one).
    count: Cell<u32>,
    watchdog: RefCell<Option<Timeout>>,
    patience: u32,
    on_fail: Rc<dyn Fn(String)>,
}

impl Owed {
    /// The worker owes one more answer (`more`) or gave one: the watchdog starts again
    /// while anything is owed.
    fn change(self: &Rc<Self>, more: bool) {
        let n = self.count.get();
        self.count
            .set(if more { n + 1 } else { n.saturating_sub(1) });
        let next = (self.count.get() > 0).then(|| {
            let owed = Rc::downgrade(self);
            Timeout::new(self.patience, move || {
                if let Some(owed) = owed.upgrade() {
                    owed.count.set(0);
                    // This timer has fired: it is let go, not cancelled from inside its
                    // own callback (the failure may end the engine, and with it the timer).
                    if let Some(fired) = owed.watchdog.borrow_mut().take() {
                        fired.forget();
                    }
                    (owed.on_fail)(format!(
                        "it gave no answer in {} seconds",
                        owed.patience.div_ceil(1000)
                    ));
                }
            })
        });
        // The old timer is cancelled as it is dropped.
        *self.watchdog.borrow_mut() = next;
    }
}

/// A running worker. Dropping it ends the worker at once, search and all.
pub struct Engine {
    worker: Worker,
    /// Requests made before the worker said it is ready.
    waiting: Rc<RefCell<Option<Vec<String>>>>,
    owed: Rc<Owed>,
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_error: Closure<dyn Fn(Event)>,
}

/// The addresses of the engine's build, which scripts/post-build writes into index.html.
fn build_files() -> Option<(String, String)> {
    let meta = web_sys::window()?
        .document()?
        .query_selector(r#"meta[name="check-tutor-engine"]"#)
        .ok()??;
    Some((
        meta.get_attribute("data-js")?,
        meta.get_attribute("data-wasm")?,
    ))
}

impl Engine {
    /// Starts the worker. `on_reply` gets the text of each answer; `on_fail` gets why the
    /// worker could not start or stopped (after which this engine answers nothing).
    pub fn start(
        on_reply: impl Fn(String) + 'static,
        on_fail: impl Fn(String) + 'static,
    ) -> Result<Engine, String> {
        // One copy of the start-up code for every user, whatever their callbacks.
        Self::start_with(Box::new(on_reply), Rc::new(on_fail))
    }

    fn start_with(
        on_reply: Box<dyn Fn(String)>,
        on_fail: Rc<dyn Fn(String)>,
    ) -> Result<Engine, String> {
        let (js, wasm) = build_files().ok_or("this page does not name the computer's files")?;
        if let Some(perf) = performance() {
            perf.clear_marks_with_mark_name("engine-spawn");
            let _ = perf.mark("engine-spawn");
        }
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(SCRIPT, &options)
            .map_err(|e| describe(&e, "the browser refused to start it"))?;
        let waiting = Rc::new(RefCell::new(Some(Vec::<String>::new())));
        let owed = Rc::new(Owed {
            count: Cell::new(0),
            watchdog: RefCell::new(None),
            patience: patience_ms(),
            on_fail: on_fail.clone(),
        });
        // The start is owed first.
        owed.change(true);
        let on_message = {
            let (worker, waiting, on_fail) = (worker.clone(), waiting.clone(), on_fail.clone());
            let owed = Rc::downgrade(&owed);
            Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
                let text = e.data().as_string().unwrap_or_default();
                if let Some(owed) = owed.upgrade() {
                    owed.change(false);
                }
                if text == "ready" {
                    mark_ready();
                    for request in waiting.borrow_mut().take().unwrap_or_default() {
                        let _ = worker.post_message(&JsValue::from_str(&request));
                    }
                } else if waiting.borrow().is_some() {
                    // A failure before the engine started is the start that failed.
                    let why = text.strip_prefix("failed 0 ").unwrap_or(&text);
                    on_fail(why.to_string());
                } else {
                    on_reply(text);
                }
            })
        };
        // A script that throws gives an `ErrorEvent`; a module worker whose script cannot
        // be fetched (offline, or missing) gives a plain `Event`, with no message.
        let on_error = {
            let owed = Rc::downgrade(&owed);
            Closure::<dyn Fn(Event)>::new(move |e: Event| {
                e.prevent_default();
                if let Some(owed) = owed.upgrade() {
                    owed.count.set(0);
                    owed.watchdog.borrow_mut().take();
                }
                let message = e
                    .dyn_ref::<ErrorEvent>()
                    .map(ErrorEvent::message)
                    .unwrap_or_default();
                on_fail(if message.is_empty() {
                    "its file could not be loaded".into()
                } else {
                    message
                });
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let files = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&files, &"js".into(), &js.into());
        let _ = js_sys::Reflect::set(&files, &"wasm".into(), &wasm.into());
        worker
            .post_message(&files)
            .map_err(|e| describe(&e, "it could not be told where its files are"))?;
        Ok(Engine {
            worker,
            waiting,
            owed,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Sends a request's text; its answer comes to `on_reply`.
    pub fn ask(&self, text: String) {
        self.owed.change(true);
        match self.waiting.borrow_mut().as_mut() {
            Some(queue) => queue.push(text),
            None => {
                let _ = self.worker.post_message(&text.into());
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
        self.owed.watchdog.borrow_mut().take();
    }
}

/// A worker kept for a page's requests: started by the first, and started again by the
/// next request after it stopped. (A stopped worker is not dropped at once: it says so
/// from inside its own handler.) Practice and the position analysis each keep one.
#[derive(Default)]
pub struct Kept {
    engine: RefCell<Option<Engine>>,
    broken: Rc<Cell<bool>>,
}

impl Kept {
    /// Sends `text`, first starting a worker if none runs; `on_reply` and `on_fail` are
    /// that new worker's (see [`Engine::start`]). `Err` says why a worker could not start.
    pub fn ask(
        &self,
        text: String,
        on_reply: Box<dyn Fn(String)>,
        on_fail: Box<dyn Fn(String)>,
    ) -> Result<(), String> {
        let mut engine = self.engine.borrow_mut();
        if self.broken.replace(false) {
            *engine = None;
        }
        let engine = match engine.as_mut() {
            Some(running) => running,
            None => {
                let broken = self.broken.clone();
                engine.insert(Engine::start_with(
                    on_reply,
                    Rc::new(move |why| {
                        broken.set(true);
                        on_fail(why);
                    }),
                )?)
            }
        };
        engine.ask(text);
        Ok(())
    }
}

fn performance() -> Option<web_sys::Performance> {
    web_sys::window()?.performance()
}

/// Spawn to ready, for `scripts/browser-bench engine`.
fn mark_ready() {
    if let Some(perf) = performance() {
        let _ = perf.measure_with_start_mark("engine-start", "engine-spawn");
    }
}

fn describe(e: &JsValue, fallback: &str) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .unwrap_or_else(|| fallback.to_string())
}
