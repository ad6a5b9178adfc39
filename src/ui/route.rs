//! Hash routes, so any static host serves every page: `#/play?fen=...`.

/// A page and its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Play { fen: Option<String> },
}

/// Reads a location hash such as `#/play?fen=8%2F8...`. Unknown routes open play mode.
pub fn parse(hash: &str) -> Route {
    let body = hash.trim_start_matches('#');
    // Only play mode exists so far; every path opens it.
    let (_path, query) = body.split_once('?').unwrap_or((body, ""));
    let fen = query
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == "fen")
        .and_then(|(_, v)| decode(v));
    Route::Play { fen }
}

/// The hash that reproduces a play position.
pub fn play_hash(fen: &str) -> String {
    format!("#/play?fen={}", encode(fen))
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
