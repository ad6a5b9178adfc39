//! Keyboard input: arrow keys move the focus over the squares (one Tab stop, a roving
//! tabindex), Enter picks the focused square, Escape cancels. Jumps: a digit goes to that
//! rank, Home/End to the ends of the row, Page Up/Down to the top and bottom rows, a piece
//! letter (K Q R B N P) to the next piece of that kind of the side at the bottom, with
//! Shift of the side at the top. M asks about the focused square.

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
    let on_ask = props.on_ask.clone();
    let pieces = props.pieces.clone();
    let selected = props
        .square_classes
        .iter()
        .find(|(_, class)| class == "selected")
        .map(|(square, _)| square.clone());
    Callback::from(move |e: KeyboardEvent| {
        let Some(square) = square_name_of(e.target()) else {
            return;
        };
        if e.ctrl_key() || e.alt_key() || e.meta_key() {
            return;
        }
        let key = e.key();
        if let Some(next) = jump(&key, &square, white, &pieces) {
            e.prevent_default();
            focus_square(&grid, &next);
            roving.set(Some(next));
            return;
        }
        if key.eq_ignore_ascii_case("m") {
            if let Some(ask) = &on_ask {
                e.prevent_default();
                ask.emit((square, selected.clone()));
            }
            return;
        }
        let step: (i8, i8) = match key.as_str() {
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

/// Where a jump key goes from `square`: a rank digit, Home/End, Page Up/Down, or a piece
/// letter. `None` for any other key (or a piece letter with no such piece).
fn jump(key: &str, square: &str, white: bool, pieces: &[(String, String)]) -> Option<String> {
    let spot = Spot::parse(square)?;
    let (col, row) = spot.screen(white);
    let at = |col: u8, row: u8| Some(Spot::from_screen(col, row, white).name());
    match key {
        "Home" => return at(0, row),
        "End" => return at(7, row),
        "PageUp" => return at(col, 0),
        "PageDown" => return at(col, 7),
        _ => {}
    }
    let mut chars = key.chars();
    let (Some(c), None) = (chars.next(), chars.next()) else {
        return None;
    };
    if let Some(rank) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
        let rank = u8::try_from(rank).ok()? - 1;
        return Some(
            Spot {
                file: spot.file,
                rank,
            }
            .name(),
        );
    }
    let role = c.to_ascii_uppercase();
    if !"KQRBNP".contains(role) {
        return None;
    }
    // The side at the bottom without Shift, the side at the top with it.
    let colour = if white == c.is_ascii_lowercase() {
        'w'
    } else {
        'b'
    };
    let code: String = [colour, role].iter().collect();
    let mut spots: Vec<(u8, u8, String)> = pieces
        .iter()
        .filter(|(_, p)| *p == code)
        .filter_map(|(sq, _)| {
            let (c, r) = Spot::parse(sq)?.screen(white);
            Some((r, c, sq.clone()))
        })
        .collect();
    crate::rules::sort_short(&mut spots);
    let here = (row, col);
    spots
        .iter()
        .find(|(r, c, _)| (*r, *c) > here)
        .or_else(|| spots.first())
        .map(|(_, _, sq)| sq.clone())
}
