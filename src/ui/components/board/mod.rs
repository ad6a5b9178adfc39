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
//! in reading order for the current orientation, inside an ARIA grid (a row per rank with a
//! hidden header naming it, and a hidden header row naming the files); arrow keys move the
//! focus, Enter picks the focused square, Escape cancels, and jump keys are in `keyboard`.
//! Drags use pointer events so WebDriver can drive them.

mod draw;
pub use draw::piece_words;
mod geometry;
mod keyboard;
mod pointer;
mod reading;
#[cfg(test)]
mod tests;

use draw::SquareStates;
use geometry::Spot;
use pointer::use_pointer_input;
use std::sync::atomic::{AtomicBool, Ordering};
use web_sys::MouseEvent;
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
    /// Words said after a square's name and states, as (square, words): "pinned by the
    /// black rook on e7". They replace the plain "pinned" or "pinning".
    #[prop_or_default]
    pub square_notes: Vec<(String, String)>,
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
    /// M on a focused square: asks about it, with the selected square if one is selected.
    /// The app answers through its live region.
    #[prop_or_default]
    pub on_ask: Option<Callback<(String, Option<String>)>>,
    /// Draw mode (with `on_annotate`): a tap or left press circles a square, a drag draws an
    /// arrow, and no move is made. For touch screens, which have no right button.
    #[prop_or_default]
    pub draw_mode: bool,
    /// The colour new arrows and circles take, said when one is drawn from the keyboard
    /// (empty: not said).
    #[prop_or_default]
    pub draw_colour: AttrValue,
    /// The accessible name of the board.
    /// (the catalog's "Chess board" when none is given).
    #[prop_or_default]
    pub label: Option<AttrValue>,
    /// What the keys do, when not moving pieces (the board's description).
    #[prop_or_default]
    pub keys_help: Option<AttrValue>,
    /// What the page adds to the position in words (the last move, the game's state).
    #[prop_or_default]
    pub position_extra: Html,
}

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

/// The board. See the module documentation for the contract.
#[component(Board)]
pub fn board(props: &BoardProps) -> Html {
    // Its squares are named in the language in use.
    crate::ui::words::use_words();
    let grid = use_node_ref();
    let ghost = use_node_ref();
    // The square that takes the Tab focus (roving tabindex).
    let roving = use_state_eq(|| None::<String>);
    let input = use_pointer_input(props, &grid, &ghost, &roving);
    use_effect_with((), |_| mark_board_ready());

    // Drawing from the keyboard: the arrow's first square, marked until its last is chosen.
    let draw_from = use_state_eq(|| None::<String>);
    let announce = crate::ui::announce::use_announce();
    let key_draw = props
        .on_annotate
        .clone()
        .filter(|_| props.draw_mode)
        .map(|on_annotate| keyboard::KeyDraw {
            from: draw_from.clone(),
            on_annotate,
            announce: announce.clone(),
            colour: props.draw_colour.clone(),
            lines: props.lines.clone(),
            circles: props.circles.clone(),
        });
    let mut classes = props.square_classes.clone();
    if let Some(from) = key_draw.as_ref().and_then(|d| (*d.from).clone()) {
        classes.push((from, "draw-from".into()));
    }

    let white = props.orientation_white;
    let dropped = input.dropped.borrow().clone();
    let mut states = SquareStates::new(&props.pieces, &classes, &props.square_notes);
    states.dropped = dropped.as_deref();
    let reading = std::rc::Rc::new(reading::Reading::new(
        &props.pieces,
        &props.lines,
        &props.circles,
    ));
    for (i, words) in reading.square_marks() {
        states.marks[i] = words;
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
    let drag_origin = input.dragging.as_ref().map(|(from, _)| from.as_str());
    // The reading keys answer through the page's live region.
    let read = {
        let reading = reading.clone();
        Callback::from(move |(key, square): (String, String)| {
            reading
                .read(&key, &square)
                .map(|said| announce.emit(said))
                .is_some()
        })
    };
    let onkeydown = keyboard::keydown(props, &grid, &roving, input.cancel.clone(), key_draw, read);
    let onfocusin = keyboard::focusin(&roving);
    let ghost_class = match input.dragging.as_ref() {
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
    let dragging = input.dragging.is_some();

    html! {
        <div class={classes!("board", (!white).then_some("flipped"), dragging.then_some("dragging"),
                             props.draw_mode.then_some("drawing"))}>
            <div
                class="squares"
                ref={grid}
                role="grid"
                aria-label={props.label.clone().unwrap_or_else(|| crate::ui::words::attr("ui-board"))}
                aria-describedby="board-keys"
                {oncontextmenu}
                onpointerdown={input.onpointerdown}
                onpointermove={input.onpointermove}
                onpointerup={input.onpointerup}
                onpointercancel={input.onpointercancel}
                onclick={input.onclick}
                {onkeydown}
                {onfocusin}
            >
                { draw::squares(&states, white, tab_stop, drag_origin) }
            </div>
            <svg class="shapes" viewBox="0 0 800 800" aria-hidden="true">
                { draw::circles(&props.circles, white) }
                { draw::arrows(&props.lines, white, &states.pieces) }
            </svg>
            <div class={ghost_class} ref={ghost} aria-hidden="true"></div>
            <p id="board-keys" class="visually-hidden">
                if let Some(help) = props.keys_help.clone() { { help } } else {
                    { crate::ui::words::text("ui-board-keys") }
                }
                if let Some(keys) = crate::ui::words::text_when_loaded("board-reading-keys") {
                    { " " }{ keys }
                }
            </p>
            { reading.section(props.position_extra.clone()) }
        </div>
    }
}
