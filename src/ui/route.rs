//! Hash routes, so any static host serves every page: `#/play?fen=...`,
//! `#/lessons`, `#/lesson/<id>/<step>`, `#/questions`.

/// A page and its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Play { fen: Option<String> },
    Lessons,
    Lesson { id: String, step: usize },
    Questions,
}

/// Reads a location hash. Unknown paths open play mode; a lesson without a step opens
/// its first step.
pub fn parse(hash: &str) -> Route {
    let body = hash.trim_start_matches('#');
    let (path, query) = body.split_once('?').unwrap_or((body, ""));
    let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
    match parts.as_slice() {
        ["lessons"] => Route::Lessons,
        ["questions"] => Route::Questions,
        ["lesson", id] => Route::Lesson {
            id: id.to_string(),
            step: 1,
        },
        ["lesson", id, step] => Route::Lesson {
            id: id.to_string(),
            // A step that is not a number opens step 0, which the page reports as missing.
            step: step.parse().unwrap_or(0),
        },
        _ => Route::Play {
            fen: query
                .split('&')
                .filter_map(|kv| kv.split_once('='))
                .find(|(k, _)| *k == "fen")
                .and_then(|(_, v)| decode(v)),
        },
    }
}

/// The hash that reproduces a play position.
pub fn play_hash(fen: &str) -> String {
    format!("#/play?fen={}", encode(fen))
}

pub fn lesson_hash(id: &str, step: usize) -> String {
    format!("#/lesson/{}/{step}", encode(id))
}

fn encode(s: &str) -> String {
    String::from(js_sys::encode_uri_component(s))
}

fn decode(s: &str) -> Option<String> {
    // '+' is how some tools write a space in a query.
    js_sys::decode_uri_component(&s.replace('+', "%20"))
        .ok()
        .map(String::from)
}

/// The current location hash.
pub fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Rewrites the address bar without adding a history entry or firing `hashchange`.
pub fn replace_hash(hash: &str) {
    if current_hash() == hash {
        return;
    }
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(hash));
    }
}
