//! Keyboard input: arrow keys move the focus over the squares (one Tab stop, a roving
//! tabindex), Enter picks the focused square, Escape cancels.

use super::geometry::{focus_square, square_name_of, Spot};
use super::BoardProps;
use web_sys::{FocusEvent, KeyboardEvent};
use yew::prelude::*;

/// The board's keydown handler. `cancel` drops any drag under way.
pub fn keydown(
    props: &BoardProps,
    grid: &NodeRef,
    roving: &UseStateHandle<Option<String>>,
    cancel: Callback<()>,
) -> Callback<KeyboardEvent> {
    let white = props.orientation_white;
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
                cancel.emit(());
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
}

/// Remembers the focused square as the board's Tab stop.
pub fn focusin(roving: &UseStateHandle<Option<String>>) -> Callback<FocusEvent> {
    let roving = roving.clone();
    Callback::from(move |e: FocusEvent| {
        if let Some(square) = square_name_of(e.target()) {
            roving.set(Some(square));
        }
    })
}
