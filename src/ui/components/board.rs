//! The chess board as a view, in the manner of chessground.
//!
//! [`Board`] knows no rules of chess. It is handed the pieces, a CSS class per square state
//! (selected, legal destination, check, pin...) and the shapes to draw, and it reports what the
//! user tried: a click or Enter on a square, a drag from one square to another, Escape. Every
//! visual state is a class on a square, so themes and piece sets are CSS only.
//!
//! ```ignore
//! html! {
//!     <Board
//!         pieces={vec![("e1".into(), "wK".into()), ("e8".into(), "bR".into())]}
//!         square_classes={vec![("e1".into(), "in-check".into()), ("e8".into(), "checker".into())]}
//!         lines={vec![("e8".into(), "e1".into(), "check".into())]}
//!         on_square_click={on_click}
//!         on_drop={on_drop}
//!     />
//! }
//! ```
//!
//! DOM contract: 64 `<button data-square="e4" aria-label="e4, white pawn" data-piece="wP">`
//! in reading order for the current orientation; arrow keys move the focus, Enter picks the
//! focused square, Escape cancels. Drags use pointer events so WebDriver can drive them.

use std::sync::atomic::{AtomicBool, Ordering};

use wasm_bindgen::JsCast;
use web_sys::{Element, EventTarget, HtmlElement, KeyboardEvent, MouseEvent, PointerEvent};
use yew::prelude::*;

/// What the board draws and whom it tells. Everything is plain data.
#[derive(Properties, PartialEq, Clone)]
pub struct BoardProps {
    /// Pieces as (square, code), e.g. `("e4", "wP")`: colour `w`/`b`, then one of `KQRBNP`.
    /// Entries with an unknown square or code are not drawn.
    #[prop_or_default]
    pub pieces: Vec<(String, String)>,
    /// White at the bottom when true (the default); black at the bottom when false.
    #[prop_or(true)]
    pub orientation_white: bool,
    /// State classes as (square, class): `selected`, `dest`, `last-move`, `in-check`,
    /// `checker`, `pinned`, `pinner`, `attacker`, or any other class the stylesheet knows.
    #[prop_or_default]
    pub square_classes: Vec<(String, String)>,
    /// Arrows as (from, to, kind); the kind (`check`, `pin`, `attack`, `arrow-green`...)
    /// becomes the class `shape-<kind>`.
    #[prop_or_default]
    pub lines: Vec<(String, String, String)>,
    /// Rings as (square, colour); `green`, `red`, `blue`, `yellow` and `orange` are themed by
    /// the stylesheet, anything else is used as an SVG stroke colour.
    #[prop_or_default]
    pub circles: Vec<(String, String)>,
    /// A square was clicked (or tapped, or picked with Space).
    #[prop_or_default]
    pub on_square_click: Callback<String>,
    /// A piece was dragged from the first square and dropped on the second.
    #[prop_or_default]
    pub on_drop: Callback<(String, String)>,
    /// Enter on a focused square; when not given, Enter counts as a click.
    #[prop_or_default]
    pub on_key_pick: Option<Callback<String>>,
    /// Escape was pressed on the board (an ongoing drag is cancelled first).
    #[prop_or_default]
    pub on_escape: Callback<()>,
    /// A drag has started from this square, so the app can show destinations meanwhile.
    #[prop_or_default]
    pub on_drag_start: Callback<String>,
    /// Right-button drag from the first square to the second (the same square for a
    /// right-click), with the colour its modifier keys ask for: `red` (Shift), `blue` (Alt),
    /// `yellow` (Ctrl or Cmd), or empty for the app's current colour. When given, the
    /// context menu is suppressed over the board.
    #[prop_or_default]
    pub on_annotate: Option<Callback<(String, String, String)>>,
    /// The accessible name of the board.
    #[prop_or(AttrValue::Static("Chess board"))]
    pub label: AttrValue,
}

/// A square as screen geometry: file 0..8 is a..h, rank 0..8 is 1..8.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Spot {
    file: u8,
    rank: u8,
}

impl Spot {
    fn parse(name: &str) -> Option<Spot> {
        let bytes = name.as_bytes();
        match bytes {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some(Spot {
                file: f - b'a',
                rank: r - b'1',
            }),
            _ => None,
        }
    }

    fn name(self) -> String {
        let mut name = String::with_capacity(2);
        name.push(char::from(b'a' + self.file));
        name.push(char::from(b'1' + self.rank));
        name
    }

    fn index(self) -> usize {
        usize::from(self.rank) * 8 + usize::from(self.file)
    }

    /// Column and row on screen, counted from the top-left corner.
    fn screen(self, white_bottom: bool) -> (u8, u8) {
        if white_bottom {
            (self.file, 7 - self.rank)
        } else {
            (7 - self.file, self.rank)
        }
    }

    fn from_screen(col: u8, row: u8, white_bottom: bool) -> Spot {
        if white_bottom {
            Spot {
                file: col,
                rank: 7 - row,
            }
        } else {
            Spot {
                file: 7 - col,
                rank: row,
            }
        }
    }

    fn is_light(self) -> bool {
        (self.file + self.rank) % 2 == 1
    }

    /// Centre in the 800 × 800 coordinate space of the shape layer.
    fn centre(self, white_bottom: bool) -> (f64, f64) {
        let (col, row) = self.screen(white_bottom);
        (f64::from(col) * 100.0 + 50.0, f64::from(row) * 100.0 + 50.0)
    }
}

/// "white pawn" for "wP"; `None` for anything that is not a piece code.
fn piece_words(code: &str) -> Option<&'static str> {
    Some(match code {
        "wK" => "white king",
        "wQ" => "white queen",
        "wR" => "white rook",
        "wB" => "white bishop",
        "wN" => "white knight",
        "wP" => "white pawn",
        "bK" => "black king",
        "bQ" => "black queen",
        "bR" => "black rook",
        "bB" => "black bishop",
        "bN" => "black knight",
        "bP" => "black pawn",
        _ => return None,
    })
}

/// Keeps a word from the props safe to use as a CSS class.
fn class_token(word: &str) -> String {
    word.chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect()
}

const THEMED_CIRCLES: [&str; 5] = ["green", "red", "blue", "yellow", "orange"];

/// A pointer press on a piece that may become a drag.
struct Press {
    pointer_id: i32,
    from: String,
    piece: String,
    x: f64,
    y: f64,
    dragging: bool,
}

#[derive(Default)]
struct PointerState {
    press: Option<Press>,
    /// The square a right-button press started on, for arrows and circles.
    annotate_from: Option<String>,
    /// The click that the browser sends after a drag must not count as a click.
    swallow_click: bool,
}

/// Pixels the pointer must travel before a press becomes a drag.
const DRAG_THRESHOLD: f64 = 4.0;

static BOARD_READY_MARKED: AtomicBool = AtomicBool::new(false);

/// Marks the first time a board is on screen, for the load-time budget.
fn mark_board_ready() {
    if BOARD_READY_MARKED.swap(true, Ordering::Relaxed) {
        return;
    }
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        // A failed mark only costs a measurement.
        let _ = performance.mark("board-ready");
    }
}

fn square_of(target: Option<EventTarget>) -> Option<Element> {
    let element = target?.dyn_into::<Element>().ok()?;
    element.closest("[data-square]").ok().flatten()
}

fn square_name_of(target: Option<EventTarget>) -> Option<String> {
    square_of(target)?.get_attribute("data-square")
}

/// The square under a viewport point, from the geometry of the squares grid.
fn square_at(grid: &Element, x: f64, y: f64, white_bottom: bool) -> Option<String> {
    let rect = grid.get_bounding_client_rect();
    if rect.width() <= 0.0 || rect.height() <= 0.0 {
        return None;
    }
    let col = ((x - rect.left()) / rect.width() * 8.0).floor();
    let row = ((y - rect.top()) / rect.height() * 8.0).floor();
    if !(0.0..8.0).contains(&col) || !(0.0..8.0).contains(&row) {
        return None;
    }
    // Both are whole numbers in 0..8 here.
    Some(Spot::from_screen(col as u8, row as u8, white_bottom).name())
}

fn focus_square(grid: &NodeRef, name: &str) {
    let Some(grid) = grid.cast::<Element>() else {
        return;
    };
    let selector = format!("[data-square=\"{name}\"]");
    if let Ok(Some(square)) = grid.query_selector(&selector) {
        if let Ok(square) = square.dyn_into::<HtmlElement>() {
            let _ = square.focus();
        }
    }
}

/// A coordinate rounded to a whole unit: shapes live in an 800-unit square and the ghost
/// moves in pixels, so fractions are invisible, and printing integers keeps the
/// floating-point formatting code (some 10 KB) out of the download.
fn whole(v: f64) -> i32 {
    // `as` saturates, so even a NaN from a zero-sized board gives a number.
    (v + 0.5).floor() as i32
}

/// Puts the dragged piece under the pointer.
fn place_ghost(ghost: &NodeRef, grid: &NodeRef, x: f64, y: f64) {
    let (Some(ghost), Some(grid)) = (ghost.cast::<Element>(), grid.cast::<Element>()) else {
        return;
    };
    let rect = grid.get_bounding_client_rect();
    let half = rect.width() / 16.0;
    let style = format!(
        "transform: translate({}px, {}px)",
        whole(x - rect.left() - half),
        whole(y - rect.top() - half)
    );
    let _ = ghost.set_attribute("style", &style);
}

/// The board. See the module documentation for the contract.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let grid = use_node_ref();
    let ghost = use_node_ref();
    let pointer = use_mut_ref(PointerState::default);
    // (from, piece) while a piece is being dragged.
    let dragging = use_state_eq(|| None::<(String, String)>);
    // The square that takes the Tab focus (roving tabindex).
    let roving = use_state_eq(|| None::<String>);

    use_effect_with((), |_| mark_board_ready());

    let white = props.orientation_white;

    let mut pieces: [Option<&str>; 64] = [None; 64];
    for (square, code) in &props.pieces {
        if let (Some(spot), Some(_)) = (Spot::parse(square), piece_words(code)) {
            pieces[spot.index()] = Some(code.as_str());
        }
    }
    let mut states: Vec<Vec<String>> = vec![Vec::new(); 64];
    for (square, class) in &props.square_classes {
        if let Some(spot) = Spot::parse(square) {
            let token = class_token(class);
            if !token.is_empty() && !states[spot.index()].contains(&token) {
                states[spot.index()].push(token);
            }
        }
    }

    let tab_stop = roving
        .as_deref()
        .and_then(Spot::parse)
        .or_else(|| {
            props
                .square_classes
                .iter()
                .find(|(_, class)| class == "selected")
                .and_then(|(square, _)| Spot::parse(square))
        })
        .unwrap_or_else(|| Spot::from_screen(0, 7, white));
    let drag_origin = dragging.as_ref().map(|(from, _)| from.clone());

    let onpointerdown = {
        let pointer = pointer.clone();
        Callback::from(move |e: PointerEvent| {
            let mut state = pointer.borrow_mut();
            state.swallow_click = false;
            state.press = None;
            state.annotate_from = None;
            if e.button() == 2 {
                state.annotate_from = square_name_of(e.target());
                return;
            }
            if e.button() != 0 {
                return;
            }
            let Some(square) = square_of(e.target()) else {
                return;
            };
            let (Some(from), Some(piece)) = (
                square.get_attribute("data-square"),
                square.get_attribute("data-piece"),
            ) else {
                return;
            };
            state.press = Some(Press {
                pointer_id: e.pointer_id(),
                from,
                piece,
                x: f64::from(e.client_x()),
                y: f64::from(e.client_y()),
                dragging: false,
            });
        })
    };

    let onpointermove = {
        let pointer = pointer.clone();
        let dragging = dragging.clone();
        let grid = grid.clone();
        let ghost = ghost.clone();
        let on_drag_start = props.on_drag_start.clone();
        Callback::from(move |e: PointerEvent| {
            let (x, y) = (f64::from(e.client_x()), f64::from(e.client_y()));
            let mut state = pointer.borrow_mut();
            let Some(press) = state.press.as_mut() else {
                return;
            };
            if press.pointer_id != e.pointer_id() {
                return;
            }
            if !press.dragging {
                if (x - press.x).hypot(y - press.y) < DRAG_THRESHOLD {
                    return;
                }
                press.dragging = true;
                // Keep receiving the pointer when it leaves the board.
                if let Some(grid) = grid.cast::<Element>() {
                    let _ = grid.set_pointer_capture(e.pointer_id());
                }
                let started = (press.from.clone(), press.piece.clone());
                drop(state);
                place_ghost(&ghost, &grid, x, y);
                on_drag_start.emit(started.0.clone());
                dragging.set(Some(started));
            } else {
                drop(state);
                place_ghost(&ghost, &grid, x, y);
            }
            e.prevent_default();
        })
    };

    let onpointerup = {
        let pointer = pointer.clone();
        let dragging = dragging.clone();
        let grid = grid.clone();
        let on_drop = props.on_drop.clone();
        let on_annotate = props.on_annotate.clone();
        Callback::from(move |e: PointerEvent| {
            let mut state = pointer.borrow_mut();
            if e.button() == 2 {
                let from = state.annotate_from.take();
                drop(state);
                let to = grid.cast::<Element>().and_then(|grid| {
                    square_at(
                        &grid,
                        f64::from(e.client_x()),
                        f64::from(e.client_y()),
                        white,
                    )
                });
                if let (Some(cb), Some(from), Some(to)) = (&on_annotate, from, to) {
                    let colour = if e.shift_key() {
                        "red"
                    } else if e.alt_key() {
                        "blue"
                    } else if e.ctrl_key() || e.meta_key() {
                        "yellow"
                    } else {
                        ""
                    };
                    cb.emit((from, to, colour.to_string()));
                }
                return;
            }
            let Some(press) = state.press.take() else {
                return;
            };
            if press.pointer_id != e.pointer_id() || !press.dragging {
                // A press and release without travel is a click; the click event reports it.
                return;
            }
            state.swallow_click = true;
            drop(state);
            dragging.set(None);
            let to = grid.cast::<Element>().and_then(|grid| {
                square_at(
                    &grid,
                    f64::from(e.client_x()),
                    f64::from(e.client_y()),
                    white,
                )
            });
            if let Some(to) = to {
                if to != press.from {
                    on_drop.emit((press.from, to));
                }
            }
        })
    };

    let onpointercancel = {
        let pointer = pointer.clone();
        let dragging = dragging.clone();
        Callback::from(move |_: PointerEvent| {
            pointer.borrow_mut().press = None;
            dragging.set(None);
        })
    };

    let onclick = {
        let pointer = pointer.clone();
        let roving = roving.clone();
        let on_square_click = props.on_square_click.clone();
        Callback::from(move |e: MouseEvent| {
            {
                let mut state = pointer.borrow_mut();
                let swallow = state.swallow_click && e.detail() > 0;
                state.swallow_click = false;
                if swallow {
                    return;
                }
            }
            if let Some(square) = square_name_of(e.target()) {
                roving.set(Some(square.clone()));
                on_square_click.emit(square);
            }
        })
    };

    let onkeydown = {
        let pointer = pointer.clone();
        let dragging = dragging.clone();
        let roving = roving.clone();
        let grid = grid.clone();
        let on_square_click = props.on_square_click.clone();
        let on_key_pick = props.on_key_pick.clone();
        let on_escape = props.on_escape.clone();
        Callback::from(move |e: KeyboardEvent| {
            let Some(square) = square_name_of(e.target()) else {
                return;
            };
            let step: (i8, i8) = match e.key().as_str() {
                "Escape" => {
                    e.prevent_default();
                    pointer.borrow_mut().press = None;
                    dragging.set(None);
                    on_escape.emit(());
                    return;
                }
                "Enter" => {
                    // Handled here, so the browser must not also synthesise a click.
                    e.prevent_default();
                    match &on_key_pick {
                        Some(pick) => pick.emit(square),
                        None => on_square_click.emit(square),
                    }
                    return;
                }
                "ArrowLeft" => (-1, 0),
                "ArrowRight" => (1, 0),
                "ArrowUp" => (0, -1),
                "ArrowDown" => (0, 1),
                _ => return,
            };
            e.prevent_default();
            let Some(spot) = Spot::parse(&square) else {
                return;
            };
            let (col, row) = spot.screen(white);
            let col = (col as i8 + step.0).clamp(0, 7) as u8;
            let row = (row as i8 + step.1).clamp(0, 7) as u8;
            let next = Spot::from_screen(col, row, white).name();
            focus_square(&grid, &next);
            roving.set(Some(next));
        })
    };

    let onfocusin = {
        let roving = roving.clone();
        Callback::from(move |e: FocusEvent| {
            if let Some(square) = square_name_of(e.target()) {
                roving.set(Some(square));
            }
        })
    };

    let squares = (0..64u8).map(|i| {
        let (col, row) = (i % 8, i / 8);
        let spot = Spot::from_screen(col, row, white);
        let name = spot.name();
        let piece = pieces[spot.index()];
        let label = match piece.and_then(piece_words) {
            Some(words) => format!("{name}, {words}"),
            None => format!("{name}, empty"),
        };
        let class = classes!(
            "square",
            if spot.is_light() { "light" } else { "dark" },
            states[spot.index()].clone(),
            (drag_origin.as_deref() == Some(name.as_str())).then_some("drag-origin"),
        );
        let tabindex = if spot == tab_stop { "0" } else { "-1" };
        let rank_coord = (col == 0).then(|| {
            html! { <span class="coord coord-rank" aria-hidden="true">{ char::from(b'1' + spot.rank) }</span> }
        });
        let file_coord = (row == 7).then(|| {
            html! { <span class="coord coord-file" aria-hidden="true">{ char::from(b'a' + spot.file) }</span> }
        });
        html! {
            <button
                type="button"
                key={name.clone()}
                {class}
                data-square={name.clone()}
                data-piece={piece.map(|code| code.to_string())}
                aria-label={label}
                {tabindex}
            >
                if let Some(code) = piece {
                    <span class={classes!("piece", code.to_string())} aria-hidden="true"></span>
                }
                { for rank_coord }
                { for file_coord }
            </button>
        }
    });

    let circles = props.circles.iter().filter_map(|(square, colour)| {
        let (cx, cy) = Spot::parse(square)?.centre(white);
        let themed = THEMED_CIRCLES.contains(&colour.as_str());
        let class = classes!("circle", themed.then(|| format!("circle-{colour}")));
        let stroke = (!themed
            && colour
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "#(),. %-".contains(c)))
        .then(|| colour.clone());
        Some(html! {
            <circle {class} cx={whole(cx).to_string()} cy={whole(cy).to_string()} r="45" {stroke} />
        })
    });

    let arrows = props.lines.iter().filter_map(|(from, to, kind)| {
        let (x1, y1) = Spot::parse(from)?.centre(white);
        let (x2, y2) = Spot::parse(to)?.centre(white);
        let length = ((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).sqrt();
        if length < 1.0 {
            return None;
        }
        let (ux, uy) = ((x2 - x1) / length, (y2 - y1) / length);
        // The head stops at the edge of the target piece, so the piece stays visible.
        let tip = (x2 - ux * 28.0, y2 - uy * 28.0);
        let base = (tip.0 - ux * 34.0, tip.1 - uy * 34.0);
        let (nx, ny) = (-uy * 21.0, ux * 21.0);
        let head = format!(
            "{},{} {},{} {},{}",
            whole(tip.0),
            whole(tip.1),
            whole(base.0 + nx),
            whole(base.1 + ny),
            whole(base.0 - nx),
            whole(base.1 - ny)
        );
        let class = classes!("shape", format!("shape-{}", class_token(kind)));
        Some(html! {
            <g {class} data-from={from.clone()} data-to={to.clone()}>
                <line
                    x1={whole(x1).to_string()}
                    y1={whole(y1).to_string()}
                    x2={whole(base.0).to_string()}
                    y2={whole(base.1).to_string()}
                />
                <polygon points={head} />
            </g>
        })
    });

    let ghost_class = match dragging.as_ref() {
        Some((_, piece)) => classes!("ghost", "piece", piece.clone(), "active"),
        None => classes!("ghost"),
    };

    let oncontextmenu = {
        let annotating = props.on_annotate.is_some();
        Callback::from(move |e: MouseEvent| {
            if annotating {
                e.prevent_default();
            }
        })
    };

    html! {
        <div class={classes!("board", (!white).then_some("flipped"), dragging.is_some().then_some("dragging"))}>
            <div
                class="squares"
                ref={grid}
                role="group"
                aria-label={props.label.clone()}
                {oncontextmenu}
                {onpointerdown}
                {onpointermove}
                {onpointerup}
                {onpointercancel}
                {onclick}
                {onkeydown}
                {onfocusin}
            >
                { for squares }
            </div>
            <svg class="shapes" viewBox="0 0 800 800" aria-hidden="true">
                { for circles }
                { for arrows }
            </svg>
            <div class={ghost_class} ref={ghost} aria-hidden="true"></div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;
    use std::rc::Rc;
    use std::time::Duration;
    use wasm_bindgen_test::*;
    use web_sys::{KeyboardEventInit, PointerEventInit};

    wasm_bindgen_test_configure!(run_in_browser);

    fn defaults() -> BoardProps {
        yew::props!(BoardProps {})
    }

    fn document() -> web_sys::Document {
        web_sys::window()
            .and_then(|w| w.document())
            .expect("a browser document")
    }

    /// Renders a board with the real stylesheet into a fresh 400 px host.
    async fn render(props: BoardProps) -> Element {
        let document = document();
        if document.get_element_by_id("board-test-style").is_none() {
            let style = document.create_element("style").unwrap();
            style.set_id("board-test-style");
            style.set_text_content(Some(include_str!("../../../static/style.css")));
            document.head().unwrap().append_child(&style).unwrap();
        }
        let host = document.create_element("div").unwrap();
        host.set_attribute("style", "width: 400px").unwrap();
        document.body().unwrap().append_child(&host).unwrap();
        yew::Renderer::<Board>::with_root_and_props(host.clone(), props).render();
        settle().await;
        host
    }

    async fn settle() {
        yew::platform::time::sleep(Duration::from_millis(20)).await;
    }

    fn square(host: &Element, name: &str) -> HtmlElement {
        host.query_selector(&format!("[data-square=\"{name}\"]"))
            .unwrap()
            .unwrap_or_else(|| panic!("no square {name}"))
            .dyn_into()
            .unwrap()
    }

    fn pieces(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(s, p)| (s.to_string(), p.to_string()))
            .collect()
    }

    fn recorder<T: 'static>() -> (Rc<RefCell<Vec<T>>>, Callback<T>) {
        let seen = Rc::new(RefCell::new(Vec::new()));
        let sink = seen.clone();
        (seen, Callback::from(move |v: T| sink.borrow_mut().push(v)))
    }

    fn key(target: &HtmlElement, key: &str) {
        let init = KeyboardEventInit::new();
        init.set_key(key);
        init.set_bubbles(true);
        init.set_cancelable(true);
        let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
        target.dispatch_event(&event).unwrap();
    }

    fn pointer(target: &Element, kind: &str, at: (f64, f64)) {
        pointer_with(target, kind, at, 0, false);
    }

    fn pointer_with(target: &Element, kind: &str, (x, y): (f64, f64), button: i16, shift: bool) {
        let init = PointerEventInit::new();
        init.set_bubbles(true);
        init.set_cancelable(true);
        init.set_pointer_id(1);
        init.set_pointer_type("mouse");
        init.set_is_primary(true);
        init.set_button(button);
        init.set_shift_key(shift);
        init.set_client_x(x as i32);
        init.set_client_y(y as i32);
        let event = PointerEvent::new_with_event_init_dict(kind, &init).unwrap();
        target.dispatch_event(&event).unwrap();
    }

    fn centre(element: &Element) -> (f64, f64) {
        let r = element.get_bounding_client_rect();
        (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
    }

    #[wasm_bindgen_test]
    async fn draws_sixty_four_labelled_squares_with_state_classes() {
        let host = render(BoardProps {
            pieces: pieces(&[("e2", "wP"), ("e8", "bK"), ("z9", "wQ"), ("d4", "xX")]),
            square_classes: pieces(&[("e2", "selected"), ("e4", "dest"), ("e8", "in-check")]),
            lines: vec![("a8".into(), "e8".into(), "check".into())],
            circles: pieces(&[("d5", "green")]),
            ..defaults()
        })
        .await;

        let squares = host.query_selector_all("button[data-square]").unwrap();
        assert_eq!(squares.length(), 64);
        assert_eq!(host.query_selector_all("[data-piece]").unwrap().length(), 2);
        let first: Element = squares.get(0).unwrap().dyn_into().unwrap();
        assert_eq!(first.get_attribute("data-square").as_deref(), Some("a8"));

        let e2 = square(&host, "e2");
        assert_eq!(e2.get_attribute("data-piece").as_deref(), Some("wP"));
        assert_eq!(
            e2.get_attribute("aria-label").as_deref(),
            Some("e2, white pawn")
        );
        assert!(e2.class_list().contains("selected"));
        assert!(e2.class_list().contains("light"));
        let e4 = square(&host, "e4");
        assert_eq!(e4.get_attribute("data-piece"), None);
        assert_eq!(e4.get_attribute("aria-label").as_deref(), Some("e4, empty"));
        assert!(e4.class_list().contains("dest"));
        assert_eq!(
            square(&host, "e8").get_attribute("aria-label").as_deref(),
            Some("e8, black king")
        );
        assert!(square(&host, "e8").class_list().contains("in-check"));
        assert_eq!(
            square(&host, "d4").get_attribute("aria-label").as_deref(),
            Some("d4, empty")
        );
        assert_eq!(
            host.query_selector_all(".shapes .shape-check line")
                .unwrap()
                .length(),
            1
        );
        assert_eq!(
            host.query_selector_all(".shapes circle.circle-green")
                .unwrap()
                .length(),
            1
        );
        // Exactly one square takes the Tab focus: the selected one.
        let tab_stops = host.query_selector_all("[tabindex=\"0\"]").unwrap();
        assert_eq!(tab_stops.length(), 1);
        assert_eq!(e2.tab_index(), 0);
    }

    #[wasm_bindgen_test]
    async fn black_orientation_puts_h1_first() {
        let host = render(BoardProps {
            orientation_white: false,
            ..defaults()
        })
        .await;
        let first = host.query_selector("[data-square]").unwrap().unwrap();
        assert_eq!(first.get_attribute("data-square").as_deref(), Some("h1"));
        // Coordinates follow the orientation: the bottom-left square is h8.
        let h8 = square(&host, "h8");
        assert_eq!(
            h8.query_selector(".coord-file")
                .unwrap()
                .and_then(|c| c.text_content())
                .as_deref(),
            Some("h")
        );
    }

    #[wasm_bindgen_test]
    async fn click_on_a_square_reports_it() {
        let (clicks, on_square_click) = recorder::<String>();
        let host = render(BoardProps {
            pieces: pieces(&[("e2", "wP")]),
            on_square_click,
            ..defaults()
        })
        .await;
        square(&host, "e2").click();
        square(&host, "e4").click();
        settle().await;
        assert_eq!(*clicks.borrow(), vec!["e2".to_string(), "e4".to_string()]);
    }

    #[wasm_bindgen_test]
    async fn keyboard_moves_focus_picks_and_escapes() {
        let (picks, on_square_click) = recorder::<String>();
        let (escapes, on_escape) = recorder::<()>();
        let host = render(BoardProps {
            pieces: pieces(&[("e2", "wP")]),
            on_square_click,
            on_escape,
            ..defaults()
        })
        .await;
        let e2 = square(&host, "e2");
        e2.focus().unwrap();
        key(&e2, "ArrowUp");
        settle().await;
        let focused = document()
            .active_element()
            .and_then(|e| e.get_attribute("data-square"));
        assert_eq!(focused.as_deref(), Some("e3"));
        key(&square(&host, "e3"), "ArrowRight");
        key(&square(&host, "f3"), "Enter");
        key(&square(&host, "f3"), "Escape");
        settle().await;
        assert_eq!(*picks.borrow(), vec!["f3".to_string()]);
        assert_eq!(escapes.borrow().len(), 1);
        assert_eq!(square(&host, "f3").tab_index(), 0);
    }

    #[wasm_bindgen_test]
    async fn drag_reports_a_drop_and_a_still_press_reports_nothing() {
        let (drops, on_drop) = recorder::<(String, String)>();
        let (clicks, on_square_click) = recorder::<String>();
        let host = render(BoardProps {
            pieces: pieces(&[("g1", "wN")]),
            on_drop,
            on_square_click,
            ..defaults()
        })
        .await;
        let g1 = square(&host, "g1");
        let f3 = square(&host, "f3");
        let (from, to) = (centre(&g1), centre(&f3));
        pointer(&g1, "pointerdown", from);
        pointer(
            &g1,
            "pointermove",
            ((from.0 + to.0) / 2.0, (from.1 + to.1) / 2.0),
        );
        settle().await;
        assert!(g1.class_list().contains("drag-origin"));
        assert!(host.query_selector(".ghost.active.wN").unwrap().is_some());
        pointer(&g1, "pointermove", to);
        pointer(&f3, "pointerup", to);
        settle().await;
        assert_eq!(*drops.borrow(), vec![("g1".to_string(), "f3".to_string())]);
        assert!(host.query_selector(".ghost.active").unwrap().is_none());

        // Press and release in place: not a drop (the click event, if any, is the click).
        pointer(&g1, "pointerdown", from);
        pointer(&g1, "pointerup", from);
        settle().await;
        assert_eq!(drops.borrow().len(), 1);
        assert!(clicks.borrow().is_empty());
    }

    #[wasm_bindgen_test]
    async fn drop_off_the_board_reports_nothing() {
        let (drops, on_drop) = recorder::<(String, String)>();
        let host = render(BoardProps {
            pieces: pieces(&[("a1", "wR")]),
            on_drop,
            ..defaults()
        })
        .await;
        let a1 = square(&host, "a1");
        let from = centre(&a1);
        pointer(&a1, "pointerdown", from);
        pointer(&a1, "pointermove", (from.0 + 30.0, from.1 + 600.0));
        pointer(&a1, "pointerup", (from.0 + 30.0, from.1 + 600.0));
        settle().await;
        assert!(drops.borrow().is_empty());
    }

    #[wasm_bindgen_test]
    async fn right_drag_reports_an_annotation_and_left_drag_does_not() {
        let (notes, on_annotate) = recorder::<(String, String, String)>();
        let host = render(BoardProps {
            pieces: pieces(&[("b1", "wN")]),
            on_annotate: Some(on_annotate),
            ..defaults()
        })
        .await;
        let (b1, c3) = (square(&host, "b1"), square(&host, "c3"));
        let (from, to) = (centre(&b1), centre(&c3));
        pointer_with(&b1, "pointerdown", from, 2, false);
        pointer_with(&c3, "pointerup", to, 2, true);
        pointer_with(&c3, "pointerdown", to, 2, false);
        pointer_with(&c3, "pointerup", to, 2, false);
        settle().await;
        assert_eq!(
            *notes.borrow(),
            vec![
                ("b1".to_string(), "c3".to_string(), "red".to_string()),
                ("c3".to_string(), "c3".to_string(), String::new()),
            ]
        );
        assert!(host.query_selector(".ghost.active").unwrap().is_none());
    }

    #[wasm_bindgen_test]
    fn spots_round_trip_through_both_orientations() {
        for rank in 0..8 {
            for file in 0..8 {
                let spot = Spot { file, rank };
                assert_eq!(Spot::parse(&spot.name()), Some(spot));
                for white in [true, false] {
                    let (col, row) = spot.screen(white);
                    assert_eq!(Spot::from_screen(col, row, white), spot);
                }
            }
        }
        assert_eq!(Spot::parse("a1").map(Spot::is_light), Some(false));
        assert_eq!(Spot::parse("h1").map(Spot::is_light), Some(true));
        assert_eq!(Spot::parse("i1"), None);
        assert_eq!(Spot::parse("e44"), None);
    }
}
