//! The browser app's entry point: wiring only.

fn main() {
    #[cfg(target_arch = "wasm32")]
    yew::Renderer::<check_tutor::ui::app::App>::new().render();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("check-tutor runs in the browser: `make serve`, then open http://127.0.0.1:8080");
}
