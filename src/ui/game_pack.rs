//! An imported game carried whole in a Play link (`#/play?fen=...&pgn=...`): its PGN, with
//! tags, comments, NAGs and variations, deflated by the browser and written in base64url.
//! The work is `index.html`'s `window.checkTutorPack` (the browser's CompressionStream), so
//! the learner's download holds no compression code.

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// The longest PGN a link may unfold into: far more than a long annotated game (a
/// 600-half-move game with a comment on every move is about 60 KB).
pub const MOST_BYTES: u32 = 256 * 1024;

/// The longest packed game a link carries: past it, the link carries the moves alone.
pub const MOST_LINK: usize = 16 * 1024;

async fn call(name: &str, args: &[JsValue]) -> Option<String> {
    let window = web_sys::window()?;
    let pack = Reflect::get(&window, &JsValue::from_str("checkTutorPack")).ok()?;
    let f: Function = Reflect::get(&pack, &JsValue::from_str(name))
        .ok()?
        .dyn_into()
        .ok()?;
    let promise: Promise = match args {
        [a] => f.call1(&pack, a),
        [a, b] => f.call2(&pack, a, b),
        _ => return None,
    }
    .ok()?
    .dyn_into()
    .ok()?;
    JsFuture::from(promise).await.ok()?.as_string()
}

/// `pgn`, deflated and in base64url; `None` where the browser cannot (no CompressionStream).
pub async fn pack(pgn: &str) -> Option<String> {
    call("pack", &[JsValue::from_str(pgn)]).await
}

/// The PGN a link's `pgn=` holds; `None` when it does not unfold (cut short, damaged, or
/// longer than [`MOST_BYTES`]).
pub async fn unpack(code: &str) -> Option<String> {
    call(
        "unpack",
        &[JsValue::from_str(code), JsValue::from(MOST_BYTES)],
    )
    .await
}
