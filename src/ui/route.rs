//! Hash routes, so any static host serves every page: `#/` (the front page), `#/play?fen=...`,
//! `#/editor?fen=...`, `#/lessons`, `#/lesson/<id>/<step>`, `#/questions`. Board pages also
//! carry the orientation (`flip=1`), a teacher's marks (`arrows=`, `circles=`) and
//! `present=1`.

pub use super::link_data::{lesson_link_data, lesson_link_json};
use crate::rules::{Game, Position};
use crate::tutor::annotations::Annotations;
use crate::tutor::Versus;

/// How a board is shown: a share link reproduces all of it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ViewParams {
    /// Black at the bottom.
    pub flipped: bool,
    pub annotations: Annotations,
    /// Large board for a class, side panels hidden.
    pub present: bool,
    /// A parameter of the link could not be decoded (bad percent-encoding): the page says so
    /// rather than silently showing something else.
    pub damaged: bool,
}

/// An exercise's address: `#/practice?kind=K&seed=S&level=L&concept=C`, plus `mix=1` when
/// the learner's schedule chose the kind. Without a seed the page makes one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PracticeParams {
    pub kind: Option<String>,
    pub seed: Option<u64>,
    pub level: Option<u8>,
    pub concept: Option<String>,
    pub mixed: bool,
}

/// A game against the computer in a play link:
/// `#/play?vs=computer&level=2&you=white&seed=7&moves=e2e4.e7e5`, plus `resigned=1` or
/// `drawn=1` (the learner claimed a draw) and,
/// for a game from another position than the usual one, `start=<FEN>`. Kept as text: the
/// page says what it cannot read. `vs=computer` alone opens the choice of side and level.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VersusParams {
    pub level: Option<String>,
    pub you: Option<String>,
    pub seed: Option<String>,
    pub moves: Option<String>,
    pub start: Option<String>,
    pub resigned: bool,
    /// `drawn=1`: the learner claimed a draw.
    pub claimed: bool,
}

/// A page and its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The front page.
    Home,
    Play {
        fen: Option<String>,
        view: ViewParams,
        /// Set when the link is a game against the computer.
        vs: Option<VersusParams>,
        /// Set when the link carries a game: `moves=` (UCI, dot-separated), `start=`, `ply=`.
        game: Option<GameLink>,
    },
    Editor {
        fen: Option<String>,
        view: ViewParams,
    },
    Lessons,
    Lesson {
        id: String,
        step: usize,
        view: ViewParams,
    },
    Questions,
    /// A lesson carried whole in the link (`data` is the lesson JSON in base64url), played
    /// with no server: `#/lesson-link?data=...&step=2`.
    LessonLink {
        data: String,
        step: usize,
    },
    Practice(PracticeParams),
    /// The lesson builder; `fen` (from the editor) sets the selected step's position.
    Builder {
        fen: Option<String>,
    },
    /// The builder's lesson played as a learner would, from step `step`.
    BuilderPreview {
        step: usize,
    },
    /// What the learner has practised, per concept.
    Progress,
    /// The teacher's own lessons (a teacher's page); `keep` is a shared lesson's link data
    /// to keep among them: `#/my-lessons?keep=...`.
    MyLessons {
        keep: Option<String>,
    },
    /// A lesson shown large to a class (a teacher's page): `#/present/<id>/<step>`.
    PresentLesson {
        id: String,
        step: usize,
    },
    /// A worksheet to print (a teacher's page): a lesson's questions or practice exercises,
    /// with their answers on a page of their own. The address as written, read by the page
    /// ([`super::worksheet::WorksheetParams::read`]: the learner's build only sends it to the teacher's).
    Worksheet(String),
    /// A pupil joining a live class: the query as written ([`super::live::JoinParams`]).
    Join(String),
    /// A path the app does not know (kept to show it).
    NotFound(String),
}

impl Route {
    /// Whether the page is one of the teacher's (only in the teacher's build; `index.html`'s
    /// loader knows the same list).
    pub fn is_teacher(&self) -> bool {
        matches!(
            self,
            Route::Editor { .. }
                | Route::Builder { .. }
                | Route::BuilderPreview { .. }
                | Route::MyLessons { .. }
                | Route::PresentLesson { .. }
                | Route::Worksheet(_)
                | Route::Join(_)
        )
    }
}

/// Reads a location hash. The bare address opens the front page; a lesson without a step
/// opens its first step.
pub fn parse(hash: &str) -> Route {
    let body = hash.trim_start_matches('#');
    let (path, query) = body.split_once('?').unwrap_or((body, ""));
    let mut damaged = false;
    let params: Vec<(&str, String)> = query
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .filter_map(|(k, v)| {
            let value = decode(v);
            damaged |= value.is_none();
            Some((k, value?))
        })
        .collect();
    let get = |key: &str| {
        params
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.clone())
    };
    let view = ViewParams {
        flipped: get("flip").as_deref() == Some("1"),
        annotations: Annotations::from_params(get("arrows").as_deref(), get("circles").as_deref()),
        present: get("present").as_deref() == Some("1"),
        damaged,
    };
    let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
    match parts.as_slice() {
        [] => Route::Home,
        ["play"] => Route::Play {
            fen: get("fen"),
            view,
            vs: (get("vs").as_deref() == Some("computer")).then(|| VersusParams {
                level: get("level"),
                you: get("you"),
                seed: get("seed"),
                moves: get("moves"),
                start: get("start"),
                resigned: get("resigned").as_deref() == Some("1"),
                claimed: get("drawn").as_deref() == Some("1"),
            }),
            game: (get("moves").is_some() || get("pgn").is_some()).then(|| GameLink {
                start: get("start"),
                moves: get("moves").unwrap_or_default(),
                ply: get("ply").and_then(|p| p.parse().ok()),
                packed: get("pgn"),
            }),
        },
        ["lessons"] => Route::Lessons,
        ["questions"] => Route::Questions,
        ["practice"] => Route::Practice(PracticeParams {
            kind: get("kind"),
            seed: get("seed").and_then(|s| s.parse().ok()),
            level: get("level").and_then(|s| s.parse().ok()),
            concept: get("concept"),
            mixed: get("mix").as_deref() == Some("1"),
        }),
        ["progress"] => Route::Progress,
        ["lesson-link"] => Route::LessonLink {
            data: get("data").unwrap_or_default(),
            step: get("step").and_then(|s| s.parse().ok()).unwrap_or(1),
        },
        ["builder"] => Route::Builder { fen: get("fen") },
        ["worksheet", ..] => Route::Worksheet(body.to_string()),
        ["join"] => Route::Join(query.to_string()),
        ["my-lessons"] => Route::MyLessons { keep: get("keep") },
        ["present", id, step] => Route::PresentLesson {
            id: id.to_string(),
            step: step.parse().unwrap_or(0),
        },
        ["builder", "preview", step] => Route::BuilderPreview {
            step: step.parse().unwrap_or(0),
        },
        ["editor"] => Route::Editor {
            fen: get("fen"),
            view,
        },
        ["lesson", id] => Route::Lesson {
            id: id.to_string(),
            step: 1,
            view,
        },
        ["lesson", id, step] => Route::Lesson {
            id: id.to_string(),
            // A step that is not a number opens step 0, which the page reports as missing.
            step: step.parse().unwrap_or(0),
            view,
        },
        _ => Route::NotFound(path.to_string()),
    }
}

pub(super) fn view_query(view: &ViewParams) -> String {
    let mut q = String::new();
    if view.flipped {
        q.push_str("&flip=1");
    }
    if !view.annotations.arrows.is_empty() {
        q.push_str(&format!("&arrows={}", view.annotations.arrows_param()));
    }
    if !view.annotations.circles.is_empty() {
        q.push_str(&format!("&circles={}", view.annotations.circles_param()));
    }
    if view.present {
        q.push_str("&present=1");
    }
    q
}

/// The hash that reproduces a play board exactly.
pub fn play_hash(fen: &str, view: &ViewParams) -> String {
    format!("#/play?fen={}{}", encode(fen), view_query(view))
}

/// A game in a Play link (see [`crate::tutor::play_link`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLink {
    pub start: Option<String>,
    pub moves: String,
    /// The half-move shown; the game's end when `None`.
    pub ply: Option<usize>,
    /// An imported game whole, as its PGN packed by [`super::game_pack`] (`pgn=`): read
    /// instead of `moves`, once unpacked.
    pub packed: Option<String>,
}

/// The hash that reproduces a game against the computer: its settings and every move.
pub fn versus_hash(vs: &Versus, game: &Game, view: &ViewParams) -> String {
    let moves: Vec<String> = game.moves().iter().map(|m| m.uci().to_string()).collect();
    let side = if vs.human.is_white() {
        "white"
    } else {
        "black"
    };
    let mut q = format!(
        "#/play?vs=computer&level={}&you={side}&seed={}",
        vs.level.number(),
        vs.seed
    );
    if *game.start() != Position::starting() {
        q.push_str(&format!("&start={}", encode(&game.start().fen())));
    }
    if !moves.is_empty() {
        q.push_str(&format!("&moves={}", moves.join(".")));
    }
    if vs.resigned {
        q.push_str("&resigned=1");
    }
    if vs.claimed {
        q.push_str("&drawn=1");
    }
    q + &view_query(view)
}

/// The link that opens the choice of side and level for a game against the computer.
pub const VERSUS_CHOICE: &str = "#/play?vs=computer";

pub fn editor_hash(fen: &str, view: &ViewParams) -> String {
    format!("#/editor?fen={}{}", encode(fen), view_query(view))
}

pub fn lesson_hash(id: &str, step: usize) -> String {
    format!("#/lesson/{}/{step}", encode(id))
}

/// The address of an exercise (or, without a seed, of the next one).
pub fn practice_hash(p: &PracticeParams) -> String {
    let mut q = Vec::new();
    if let Some(k) = &p.kind {
        q.push(format!("kind={}", encode(k)));
    }
    if let Some(s) = p.seed {
        q.push(format!("seed={s}"));
    }
    if let Some(l) = p.level {
        q.push(format!("level={l}"));
    }
    if let Some(c) = &p.concept {
        q.push(format!("concept={}", encode(c)));
    }
    if p.mixed && p.seed.is_some() {
        q.push("mix=1".into());
    }
    if q.is_empty() {
        "#/practice".into()
    } else {
        format!("#/practice?{}", q.join("&"))
    }
}

/// Step `step` of a lesson shown to a class.
pub fn present_hash(id: &str, step: usize) -> String {
    format!("#/present/{}/{step}", encode(id))
}

/// My lessons, keeping the lesson a link carries.
pub fn keep_hash(data: &str) -> String {
    format!("#/my-lessons?keep={}", encode(data))
}

/// The builder's lesson in preview, from step `step`.
pub fn builder_preview_hash(step: usize) -> String {
    format!("#/builder/preview/{step}")
}

/// The builder, with a position for its selected step.
pub fn builder_fen_hash(fen: &str) -> String {
    format!("#/builder?fen={}", encode(fen))
}

/// The address of step `step` of a lesson carried in a link.
pub fn lesson_link_hash(data: &str, step: usize) -> String {
    let data = encode(data);
    if step <= 1 {
        format!("#/lesson-link?data={data}")
    } else {
        format!("#/lesson-link?data={data}&step={step}")
    }
}

pub fn lesson_hash_with(id: &str, step: usize, view: &ViewParams) -> String {
    let q = view_query(view);
    match q.strip_prefix('&') {
        Some(rest) => format!("{}?{rest}", lesson_hash(id, step)),
        None => lesson_hash(id, step),
    }
}

pub(super) fn encode(s: &str) -> String {
    String::from(js_sys::encode_uri_component(s))
}

pub(super) fn decode(s: &str) -> Option<String> {
    // '+' is how some tools write a space in a query.
    js_sys::decode_uri_component(&s.replace('+', "%20"))
        .ok()
        .map(String::from)
}

/// The first value of `key` in a query (`a=1&b=2`), decoded; `None` if it is not there or
/// does not decode.
pub(super) fn query_get(query: &str, key: &str) -> Option<String> {
    query
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == key)
        .and_then(|(_, v)| decode(v))
}

/// The current location hash.
pub fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// The page's address without its hash, for full share links.
pub fn base_url() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|h| h.split('#').next().unwrap_or_default().to_string())
        .unwrap_or_default()
}

fn write_hash(hash: &str) {
    if current_hash() == hash {
        return;
    }
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(hash));
    }
}

/// Address updates asked for while the last one is less than [`HASH_PAUSE_MS`] old.
#[derive(Default)]
struct PendingHash {
    /// The newest address asked for, written when the pause ends.
    latest: Option<String>,
    /// The address as written, so a navigation meanwhile (a link, the back button) wins.
    written: String,
    pause: Option<gloo_timers::callback::Timeout>,
}

thread_local! {
    static PENDING: std::cell::RefCell<PendingHash> = Default::default();
}

/// Browsers throttle `history.replaceState` when it is called many times a second, and the
/// address then keeps an old board. So at most one write per pause; the last one asked for
/// is always written.
const HASH_PAUSE_MS: u32 = 100;

/// Rewrites the address bar without adding a history entry or firing `hashchange`.
pub fn replace_hash(hash: &str) {
    PENDING.with(|p| {
        let mut p = p.borrow_mut();
        if p.pause.is_some() {
            p.latest = Some(hash.to_string());
            return;
        }
        write_hash(hash);
        p.written = current_hash();
        p.pause = Some(gloo_timers::callback::Timeout::new(
            HASH_PAUSE_MS,
            end_pause,
        ));
    });
}

fn end_pause() {
    let latest = PENDING.with(|p| {
        let mut p = p.borrow_mut();
        p.pause = None;
        let latest = p.latest.take()?;
        // Someone navigated since our last write: their address stands.
        (current_hash() == p.written).then_some(latest)
    });
    if let Some(hash) = latest {
        replace_hash(&hash);
    }
}
