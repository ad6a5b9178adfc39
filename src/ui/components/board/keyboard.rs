//! Keyboard input: arrow keys move the focus over the squares (one Tab stop, a roving
//! tabindex), Enter picks the focused square, Escape cancels. Jumps: a digit goes to that
//! rank, Home/End to the ends of the row, Page Up/Down to the top and bottom rows, a piece
//! letter (K Q R B N P) to the next piece of that kind of the side at the bottom, with
//! Shift of the side at the top. M asks about the focused square; W, X, Y and L read the
//! position, the focused rank, file and kind of piece (`reading`). In draw mode, Enter on
//! one square and then on another draws an arrow (on the same square again, a circle).

use super::geometry::{focus_square, square_name_of, Spot};
use super::BoardProps;
use web_sys::{FocusEvent, KeyboardEvent};
use yew::prelude::*;

/// Drawing from the keyboard in draw mode: Enter on the arrow's first square, then on its
/// last. Each step is said through the page's live region.
#[derive(Clone)]
pub struct KeyDraw {
    pub from: UseStateHandle<Option<String>>,
    pub on_annotate: Callback<(String, String, String)>,
    pub announce: Callback<String>,
    /// The colour the page draws in (empty: not said).
    pub colour: AttrValue,
    pub lines: Vec<(String, String, String)>,
    pub circles: Vec<(String, String)>,
}

/// What a screen reader hears as marks are drawn from the keyboard: the message `id` told
/// the squares and the colour (one of the four, or none).
fn said(id: &'static str, from: &str, to: &str, colour: Option<&str>) -> String {
    use crate::tutor::{Fact, Phrase};
    let colour = match colour {
        Some("green") => "green",
        Some("red") => "red",
        Some("blue") => "blue",
        Some("yellow") => "yellow",
        _ => "none",
    };
    crate::ui::words::phrase(
        Phrase::new(id)
            .with("from", Fact::Text(from.to_string()))
            .with("to", Fact::Text(to.to_string()))
            .with("colour", Fact::Code(colour)),
    )
}

impl KeyDraw {
    /// Enter on `square`: the arrow's start, or its end.
    fn enter(&self, square: String) {
        let Some(from) = (*self.from).clone() else {
            self.announce
                .emit(said("ui-arrow-started", &square, &square, None));
            self.from.set(Some(square));
            return;
        };
        let colour = (!self.colour.is_empty()).then_some(self.colour.as_str());
        // The same mark in the same colour is taken away.
        let there = colour.is_some_and(|c| {
            if from == square {
                self.circles.iter().any(|(s, k)| *s == from && k == c)
            } else {
                let class = format!("arrow-{c}");
                self.lines
                    .iter()
                    .any(|(f, t, k)| *f == from && *t == square && *k == class)
            }
        });
        let id = match (there, from == square) {
            (true, true) => "ui-circle-removed",
            (true, false) => "ui-arrow-removed",
            (false, true) => "ui-circle-drawn",
            (false, false) => "ui-arrow-drawn",
        };
        self.announce.emit(said(id, &from, &square, colour));
        self.on_annotate.emit((from, square, String::new()));
        self.from.set(None);
    }

    /// Escape: forgets a first square chosen; whether there was one.
    fn escape(&self) -> bool {
        if self.from.is_none() {
            return false;
        }
        self.from.set(None);
        self.announce
            .emit(crate::ui::words::text("ui-arrow-cancelled"));
        true
    }
}

/// The board's keydown handler. `cancel` drops any drag under way.
pub fn keydown(
    props: &BoardProps,
    grid: &NodeRef,
    roving: &UseStateHandle<Option<String>>,
    cancel: Callback<()>,
    draw: Option<KeyDraw>,
    read: Callback<(String, String), bool>,
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
        // W, X, Y and L read the position, the rank, the file, the pieces of a kind.
        if read.emit((key.clone(), square.clone())) {
            e.prevent_default();
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
                if !draw.as_ref().is_some_and(KeyDraw::escape) {
                    cancel.emit(());
                    on_escape.emit(());
                }
                return;
            }
            "Enter" => {
                // Handled here, so the browser must not also synthesise a click.
                e.prevent_default();
                match (&draw, &on_key_pick) {
                    (Some(d), _) => d.enter(square),
                    (None, Some(pick)) => pick.emit(square),
                    (None, None) => on_square_click.emit(square),
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
