//! The page's side of the helper worker (`src/engine_worker.rs`), which plays the computer
//! opponent's moves and makes practice exercises: starts it, passes requests and answers
//! (lines of text: `engine::protocol`, `lessons::practice::wire`), and ends it. Written on web-sys's `Worker` rather than
//! gloo-worker 0.5, whose bridge cannot end a search under way (dropping it only queues a
//! message behind the search), never reports a worker that failed to load (the page would
//! wait forever) and panics where the worker cannot be made.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

/// The worker's start-up script (static/engine-worker.js), beside index.html.
const SCRIPT: &str = "engine-worker.js";

/// A running worker. Dropping it ends the worker at once, search and all.
pub struct Engine {
    worker: Worker,
    /// Requests made before the worker said it is ready.
    waiting: Rc<RefCell<Option<Vec<String>>>>,
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_error: Closure<dyn Fn(ErrorEvent)>,
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
        let on_message = {
            let (worker, waiting, on_fail) = (worker.clone(), waiting.clone(), on_fail.clone());
            Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
                let text = e.data().as_string().unwrap_or_default();
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
        let on_error = Closure::<dyn Fn(ErrorEvent)>::new(move |e: ErrorEvent| {
            e.prevent_default();
            let message = e.message();
            on_fail(if message.is_empty() {
                "its file could not be loaded".into()
            } else {
                message
            });
        });
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
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Sends a request's text; its answer comes to `on_reply`.
    pub fn ask(&self, text: String) {
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
