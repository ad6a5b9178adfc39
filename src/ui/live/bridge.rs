//! The page's side of `live.js` (`static/live/live.js`): NATS, signing and sealing are done
//! there, with the browser's Web Crypto; this side passes JSON text and short error codes.

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen]
extern "C" {
    /// The module `live.js` exports.
    pub type Module;
    #[wasm_bindgen(method, catch)]
    async fn teach(
        this: &Module,
        on_status: &Function,
        on_pupil: &Function,
    ) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(method, catch)]
    async fn join(
        this: &Module,
        r#where: &JsValue,
        on_status: &Function,
        on_step: &Function,
    ) -> Result<JsValue, JsValue>;

    /// A class this page teaches.
    pub type Teacher;
    #[wasm_bindgen(method, getter)]
    pub fn class(this: &Teacher) -> String;
    #[wasm_bindgen(method, getter)]
    pub fn code(this: &Teacher) -> String;
    #[wasm_bindgen(method, getter)]
    pub fn key(this: &Teacher) -> String;
    #[wasm_bindgen(method, catch)]
    pub async fn show(this: &Teacher, shown: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(method, catch)]
    pub async fn end(this: &Teacher) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(method)]
    pub fn close(this: &Teacher);

    /// A class this page follows.
    pub type Pupil;
    #[wasm_bindgen(method, catch)]
    pub async fn send(this: &Pupil, record: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(method, js_name = close)]
    pub fn leave(this: &Pupil);
}

/// What went wrong, as `live.js` says it: `config`, `broker`, `no-class`, `crypto`, or
/// `load` (the file itself could not be fetched).
pub type Code = String;

fn code_of(e: JsValue) -> Code {
    Reflect::get(&e, &JsValue::from_str("message"))
        .ok()
        .and_then(|m| m.as_string())
        .filter(|m| ["config", "broker", "no-class", "crypto"].contains(&m.as_str()))
        .unwrap_or_else(|| "broker".into())
}

/// Fetches `live.js` (through `index.html`'s `window.checkTutorLive`).
async fn module() -> Result<Module, Code> {
    let load = || -> Option<Promise> {
        let window = web_sys::window()?;
        let f: Function = Reflect::get(&window, &JsValue::from_str("checkTutorLive"))
            .ok()?
            .dyn_into()
            .ok()?;
        f.call0(&window).ok()?.dyn_into().ok()
    };
    let promise = load().ok_or_else(|| "load".to_string())?;
    let module = JsFuture::from(promise)
        .await
        .map_err(|_| "load".to_string())?;
    Ok(module.unchecked_into())
}

/// Starts a class, or takes up the one this tab started before a reload.
pub async fn teach(
    on_status: impl Fn(String) + 'static,
    on_pupil: impl Fn(String, String) + 'static,
) -> Result<Teacher, Code> {
    let m = module().await?;
    let on_status = Closure::<dyn Fn(String)>::new(on_status).into_js_value();
    let on_pupil = Closure::<dyn Fn(String, String)>::new(on_pupil).into_js_value();
    m.teach(on_status.unchecked_ref(), on_pupil.unchecked_ref())
        .await
        .map(JsCast::unchecked_into)
        .map_err(code_of)
}

/// Whether this tab started a class and has not ended it (sessionStorage, as `live.js`
/// keeps it).
pub fn teaching() -> bool {
    web_sys::window()
        .and_then(|w| w.session_storage().ok().flatten())
        .and_then(|s| s.get_item("check-tutor-live-teacher").ok().flatten())
        .is_some()
}

/// Where to join: a link's class and key, or a typed code.
pub enum Where {
    Link { class: String, key: String },
    Code(String),
}

/// Joins a class: each signed step's JSON reaches `on_step`.
pub async fn join(
    to: &Where,
    on_status: impl Fn(String) + 'static,
    on_step: impl Fn(String) + 'static,
) -> Result<Pupil, Code> {
    let m = module().await?;
    let w = js_sys::Object::new();
    let set = |k: &str, v: &str| {
        let _ = Reflect::set(&w, &JsValue::from_str(k), &JsValue::from_str(v));
    };
    match to {
        Where::Link { class, key } => {
            set("classId", class);
            set("key", key);
        }
        Where::Code(code) => set("code", code),
    }
    let on_status = Closure::<dyn Fn(String)>::new(on_status).into_js_value();
    let on_step = Closure::<dyn Fn(String)>::new(on_step).into_js_value();
    m.join(&w, on_status.unchecked_ref(), on_step.unchecked_ref())
        .await
        .map(JsCast::unchecked_into)
        .map_err(code_of)
}
