//! The teacher's build of the browser app: every page, the editor and the builder included
//! (`ui::teacher`). Wiring only.

#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        use check_tutor::ui::{app, teacher};
        teacher::switched();
        teacher::add_styles(include_str!("../static/teacher.css"));
        check_tutor::ui::words::start(|| {
            yew::Renderer::<app::App>::with_props(app::AppProps {
                teacher: Some(teacher::pages),
            })
            .render();
        });
    }
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("check-tutor runs in the browser: `make serve`, then open http://127.0.0.1:8080");
}
