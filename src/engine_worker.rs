//! The computer opponent's Web Worker: index.html builds it with trunk, and the play page
//! starts it (through `static/engine-worker.js`) only when a game against the computer
//! starts, so the learner's first load does not carry the search. It answers each request
//! (`engine::protocol`) with the computer's move; the page's thread never searches.

#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
fn main() {
    use check_tutor::engine::protocol::{answer, Reply, Request};
    use wasm_bindgen::{closure::Closure, JsCast};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
        let _ = scope.post_message(&reply.to_text().into());
    }

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let on_message = {
        let scope = scope.clone();
        Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            let text = e.data().as_string().unwrap_or_default();
            let reply = match Request::from_text(&text) {
                Ok(request) => answer(&request),
                Err(why) => Reply::Failed { id: 0, why },
            };
            post(&scope, &reply);
        })
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as the page keeps it: so does its message handler.
    on_message.forget();
    post(&scope, &Reply::Ready);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("check-tutor-engine is the browser's worker for the computer opponent: `make serve`");
}
