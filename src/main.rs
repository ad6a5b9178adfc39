//! The learner's build of the browser app (every page but the teacher's: `ui::teacher`).
//! Wiring only.

// Talc in place of Rust's default WebAssembly allocator (dlmalloc): smaller, and faster.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    #[cfg(target_arch = "wasm32")]
    check_tutor::ui::words::start(|| {
        yew::Renderer::<check_tutor::ui::app::App>::with_props(check_tutor::ui::app::AppProps {
            teacher: None,
        })
        .render();
    });
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("check-tutor runs in the browser: `make serve`, then open http://127.0.0.1:8080");
}
