//! The play board's address (`#/play?...`): a game against the computer with its settings,
//! a game's moves in UCI (`moves=`), or an imported game carried whole (`pgn=`): its PGN,
//! with tags, comments, NAGs and variations, deflated by the browser and written in
//! base64url. The packing is `static/pack.js` (the browser's own
//! CompressionStream, fetched through `index.html`'s `window.checkTutorPack` when first needed), so the learner's download holds no compression code.

use super::route::{encode, view_query, ViewParams};
use super::state::{Action, AppState};
use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

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

/// An imported game's PGN packed for its link (tags, comments, NAGs and variations kept),
/// once the browser has packed it; `None` for a game of moves alone, which `moves=`
/// carries, and until then.
#[hook]
pub fn use_packed_game(state: &AppState) -> Option<String> {
    let play = &state.play;
    let pgn = (state.vs.is_none()
        && play.record().is_some()
        && play.whole_game().len() <= crate::tutor::play_link::LINK_PLIES)
        .then(|| play.pgn(None));
    let packed = use_state(|| None::<(String, String)>);
    {
        let packed = packed.clone();
        use_effect_with(pgn.clone(), move |pgn| {
            let fresh = pgn
                .clone()
                .filter(|p| packed.as_ref().map(|(had, _)| had) != Some(p));
            if let Some(pgn) = fresh {
                yew::platform::spawn_local(async move {
                    if let Some(code) = pack(&pgn).await {
                        if code.len() <= MOST_LINK {
                            packed.set(Some((pgn, code)));
                        }
                    }
                });
            }
        });
    }
    match (&pgn, &*packed) {
        (Some(now), Some((had, code))) if now == had => Some(code.clone()),
        _ => None,
    }
}

/// Unfolds a followed link's packed game (`AppState::unpacking`), then opens it.
#[hook]
pub fn use_unpacking(state: &UseReducerHandle<AppState>) {
    let state = state.clone();
    use_effect_with(state.unpacking.clone(), move |packed| {
        if let Some((code, ply)) = packed.clone() {
            yew::platform::spawn_local(async move {
                match unpack(&code).await {
                    // Unfolded, it is read in the helper worker.
                    Some(text) => super::pgn_read::read(
                        &text,
                        Callback::from(move |read| {
                            state.dispatch(Action::OpenPacked(Some(read), ply))
                        }),
                    ),
                    None => state.dispatch(Action::OpenPacked(None, ply)),
                }
            });
        }
    });
}

/// The hash of the play board showing `fen`, carrying a whole imported game as `packed`
/// (see [`pack`]) of `len` half-moves, at half-move `at`.
pub fn play_packed_hash(
    fen: &str,
    packed: &str,
    at: usize,
    len: usize,
    view: &ViewParams,
) -> String {
    let mut q = format!("#/play?fen={}&pgn={packed}", encode(fen));
    if at < len {
        q.push_str(&format!("&ply={at}"));
    }
    q + &view_query(view)
}

/// The address that reproduces the play board: a game against the computer with its
/// settings, an imported game packed whole (once packed), else the game's moves.
#[hook]
pub fn use_play_hash(state: &AppState) -> String {
    let play = &state.play;
    let fen = play.position().fen();
    let packed = use_packed_game(state);
    match (state.vs, packed) {
        (Some(vs), _) => super::route::versus_hash(&vs, play.game(), &state.view),
        (None, Some(code)) => play_packed_hash(
            &fen,
            &code,
            play.game().len(),
            play.whole_game().len(),
            &state.view,
        ),
        (None, None) => play_game_hash(&fen, play.whole_game(), play.game().len(), &state.view),
    }
}

/// The hash of the play board showing `fen`, carrying the whole game it is part of (up to
/// [`crate::tutor::play_link::LINK_PLIES`] half-moves) and the half-move shown.
pub fn play_game_hash(
    fen: &str,
    whole: &crate::rules::Game,
    at: usize,
    view: &ViewParams,
) -> String {
    use crate::tutor::play_link::{link_moves, LINK_PLIES};
    let mut q = format!("#/play?fen={}", encode(fen));
    if !whole.is_empty() && whole.len() <= LINK_PLIES {
        if *whole.start() != crate::rules::Position::starting() {
            q.push_str(&format!("&start={}", encode(&whole.start().fen())));
        }
        q.push_str(&format!("&moves={}", link_moves(whole)));
        if at < whole.len() {
            q.push_str(&format!("&ply={at}"));
        }
    }
    q + &view_query(view)
}
