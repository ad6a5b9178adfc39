//! The helper Web Worker: index.html builds it with trunk, and a page starts it (through
//! `static/engine-worker.js`) only when a game against the computer or practice starts, so
//! the learner's first load carries neither the search nor the exercise generators. It
//! answers each request with the computer's move (`engine::protocol`), a practice exercise
//! (`lessons::practice::wire`), whether a position could arise (`tutor::arising`) or a
//! PGN read (`rules::pgn::wire`); the page's thread never searches.

#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
fn main() {
    use check_tutor::engine::protocol::{answer, Reply, Request};
    use check_tutor::lessons::practice::wire;
    use check_tutor::tutor::arising;
    use wasm_bindgen::{closure::Closure, JsCast};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    fn post(scope: &DedicatedWorkerGlobalScope, reply: String) {
        let _ = scope.post_message(&reply.into());
    }

    // The reasons a position could not arise go back as facts (`tutor::arising`): the page
    // words them with its catalog, which the worker never carries.
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let on_message = {
        let scope = scope.clone();
        Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            let text = e.data().as_string().unwrap_or_default();
            let reply = if wire::is_ask(&text) {
                wire::answer(&text)
            } else if let Some(fen) = arising::asked(&text) {
                arising::answer(fen)
            } else if let Some(read) = check_tutor::rules::pgn::wire::answer(&text) {
                read
            } else {
                match Request::from_text(&text) {
                    Ok(request) => answer(&request),
                    Err(why) => Reply::Failed { id: 0, why },
                }
                .to_text()
            };
            post(&scope, reply);
        })
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as the page keeps it: so does its message handler.
    on_message.forget();
    post(&scope, Reply::Ready.to_text());
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("check-tutor-engine is the browser's worker for the computer opponent: `make serve`");
}
