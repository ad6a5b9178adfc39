//! Where things are: squares as screen spots, and the square under a pointer.

use wasm_bindgen::JsCast;
use web_sys::{Element, EventTarget, HtmlElement};
use yew::NodeRef;

/// A square as screen geometry: file 0..8 is a..h, rank 0..8 is 1..8.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Spot {
    pub file: u8,
    pub rank: u8,
}

impl Spot {
    pub fn parse(name: &str) -> Option<Spot> {
        let bytes = name.as_bytes();
        match bytes {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some(Spot {
                file: f - b'a',
                rank: r - b'1',
            }),
            _ => None,
        }
    }

    pub fn name(self) -> String {
        let mut name = String::with_capacity(2);
        name.push(char::from(b'a' + self.file));
        name.push(char::from(b'1' + self.rank));
        name
    }

    pub fn index(self) -> usize {
        usize::from(self.rank) * 8 + usize::from(self.file)
    }

    /// Column and row on screen, counted from the top-left corner.
    pub fn screen(self, white_bottom: bool) -> (u8, u8) {
        if white_bottom {
            (self.file, 7 - self.rank)
        } else {
            (7 - self.file, self.rank)
        }
    }

    pub fn from_screen(col: u8, row: u8, white_bottom: bool) -> Spot {
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

    pub fn is_light(self) -> bool {
        (self.file + self.rank) % 2 == 1
    }

    /// Centre in the 800 × 800 coordinate space of the shape layer.
    pub fn centre(self, white_bottom: bool) -> (f64, f64) {
        let (col, row) = self.screen(white_bottom);
        (f64::from(col) * 100.0 + 50.0, f64::from(row) * 100.0 + 50.0)
    }
}

pub fn square_of(target: Option<EventTarget>) -> Option<Element> {
    let element = target?.dyn_into::<Element>().ok()?;
    element.closest("[data-square]").ok().flatten()
}

pub fn square_name_of(target: Option<EventTarget>) -> Option<String> {
    square_of(target)?.get_attribute("data-square")
}

/// The square under a viewport point, from the geometry of the squares grid.
pub fn square_at(grid: &Element, x: f64, y: f64, white_bottom: bool) -> Option<String> {
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

pub fn focus_square(grid: &NodeRef, name: &str) {
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
pub fn whole(v: f64) -> i32 {
    // `as` saturates, so even a NaN from a zero-sized board gives a number.
    (v + 0.5).floor() as i32
}

/// Puts the dragged piece under the pointer.
pub fn place_ghost(ghost: &NodeRef, grid: &NodeRef, x: f64, y: f64) {
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
