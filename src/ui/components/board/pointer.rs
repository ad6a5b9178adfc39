//! Pointer input: clicks, drags with the left button (pointer events, so touch works and
//! WebDriver can drive them), and right-button arrows and circles. In draw mode (for touch,
//! where there is no right button) a tap circles a square, a drag draws an arrow, and moves
//! wait until draw mode is left.

use super::geometry::{place_ghost, square_at, square_name_of, square_of};
use super::BoardProps;
use web_sys::{Element, MouseEvent, PointerEvent};
use yew::prelude::*;

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
    /// The square a right-button press (or any press in draw mode) started on, for arrows
    /// and circles.
    annotate_from: Option<String>,
    /// The click that the browser sends after a drag must not count as a click.
    swallow_click: bool,
}

/// Pixels the pointer must travel before a press becomes a drag.
const DRAG_THRESHOLD: f64 = 4.0;

/// The board's pointer handlers, and the drag they keep.
pub struct PointerInput {
    /// (from, piece) while a piece is being dragged.
    pub dragging: UseStateHandle<Option<(String, String)>>,
    /// Drops any press or drag under way (Escape).
    pub cancel: Callback<()>,
    pub onpointerdown: Callback<PointerEvent>,
    pub onpointermove: Callback<PointerEvent>,
    pub onpointerup: Callback<PointerEvent>,
    pub onpointercancel: Callback<PointerEvent>,
    pub onclick: Callback<MouseEvent>,
    /// The square the last drag ended on, until the next press.
    pub dropped: std::rc::Rc<std::cell::RefCell<Option<String>>>,
}

/// The colour a right-button gesture asks for with its modifier keys.
fn annotation_colour(e: &PointerEvent) -> &'static str {
    if e.shift_key() {
        "red"
    } else if e.alt_key() {
        "blue"
    } else if e.ctrl_key() || e.meta_key() {
        "yellow"
    } else {
        ""
    }
}

fn square_under(grid: &NodeRef, e: &PointerEvent, white: bool) -> Option<String> {
    let grid = grid.cast::<Element>()?;
    square_at(
        &grid,
        f64::from(e.client_x()),
        f64::from(e.client_y()),
        white,
    )
}

#[hook]
pub fn use_pointer_input(
    props: &BoardProps,
    grid: &NodeRef,
    ghost: &NodeRef,
    roving: &UseStateHandle<Option<String>>,
) -> PointerInput {
    let pointer = use_mut_ref(PointerState::default);
    let dropped = use_mut_ref(|| None::<String>);
    let dragging = use_state_eq(|| None::<(String, String)>);
    let white = props.orientation_white;
    let draw_mode = props.draw_mode && props.on_annotate.is_some();

    let cancel = {
        let pointer = pointer.clone();
        let dragging = dragging.clone();
        Callback::from(move |()| {
            pointer.borrow_mut().press = None;
            dragging.set(None);
        })
    };

    let onpointerdown = {
        let pointer = pointer.clone();
        let dragging = dragging.clone();
        let dropped = dropped.clone();
        Callback::from(move |e: PointerEvent| {
            dropped.borrow_mut().take();
            let mut state = pointer.borrow_mut();
            if state
                .press
                .as_ref()
                .is_some_and(|p| p.pointer_id != e.pointer_id())
            {
                // A second finger: no drag goes on with two pointers down.
                state.press = None;
                drop(state);
                dragging.set(None);
                return;
            }
            state.swallow_click = false;
            state.press = None;
            state.annotate_from = None;
            if e.button() == 2 || (draw_mode && e.button() == 0) {
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
        let dropped = dropped.clone();
        Callback::from(move |e: PointerEvent| {
            let mut state = pointer.borrow_mut();
            if e.button() == 2 || (draw_mode && e.button() == 0) {
                let from = state.annotate_from.take();
                // The tap that drew is not a click on the square.
                state.swallow_click = draw_mode;
                drop(state);
                let to = square_under(&grid, &e, white);
                if let (Some(cb), Some(from), Some(to)) = (&on_annotate, from, to) {
                    cb.emit((from, to, annotation_colour(&e).to_string()));
                }
                return;
            }
            // Another pointer's release leaves this press alone.
            if state
                .press
                .as_ref()
                .is_none_or(|p| p.pointer_id != e.pointer_id())
            {
                return;
            }
            let Some(press) = state.press.take() else {
                return;
            };
            if !press.dragging {
                // A press and release without travel is a click; the click event reports it.
                return;
            }
            state.swallow_click = true;
            drop(state);
            dragging.set(None);
            if let Some(to) = square_under(&grid, &e, white) {
                if to != press.from {
                    *dropped.borrow_mut() = Some(to.clone());
                    on_drop.emit((press.from, to));
                }
            }
        })
    };

    let onpointercancel = {
        let cancel = cancel.clone();
        Callback::from(move |_: PointerEvent| cancel.emit(()))
    };

    let onclick = {
        let roving = roving.clone();
        let on_square_click = props.on_square_click.clone();
        Callback::from(move |e: MouseEvent| {
            if draw_mode {
                // Moves wait while drawing.
                pointer.borrow_mut().swallow_click = false;
                return;
            }
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

    PointerInput {
        dragging,
        cancel,
        onpointerdown,
        onpointermove,
        onpointerup,
        onpointercancel,
        onclick,
        dropped,
    }
}
