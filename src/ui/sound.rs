//! Sounds for a move, a capture, a check and a refused move: short tones that index.html's
//! `checkTutorTone` makes with the browser's Web Audio (no sound files to download; web-sys's
//! Web Audio bindings would cost the learner's download about 2 KB more, README). Off until
//! the learner turns them on with the speaker in the top bar; the choice is kept in this
//! browser beside the language. The pages' reducers call [`after`] when an action may have
//! moved a piece.

use super::words::{attr, text};
use crate::rules::Position;
use std::cell::Cell;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// Where the choice is kept ("on"; anything else is off).
pub const STORED: &str = "check-tutor-sound";

thread_local! {
    static ON: Cell<bool> = Cell::new(super::storage::get(STORED).as_deref() == Some("on"));
}

#[wasm_bindgen]
extern "C" {
    /// index.html's tone maker: `move`, `capture`, `check` or `refused`.
    #[wasm_bindgen(js_namespace = window, js_name = checkTutorTone, catch)]
    fn tone(kind: &str) -> Result<(), JsValue>;
}

/// Whether sounds are on.
pub fn on() -> bool {
    ON.with(Cell::get)
}

/// Turns sounds on or off and keeps the choice.
pub fn set_on(on: bool) {
    ON.with(|c| c.set(on));
    let _ = super::storage::set(STORED, if on { "on" } else { "off" });
    // Turning them on is a press, so the browser lets sound start: a sample of a move.
    play("move");
}

/// Plays the tone `kind` if sounds are on; a page without them stays silent.
fn play(kind: &str) {
    if on() {
        let _ = tone(kind);
    }
}

/// The sound of an action that may have moved a piece: a refused move (`refused`), else the
/// change from `before` to `after` (a check, a capture, or a move or one taken back),
/// else none.
pub fn after(before: &Position, after: &Position, refused: bool) {
    let count = |p: &Position| p.board().occupied().count();
    if refused {
        play("refused");
    } else if before != after {
        play(if after.is_check() {
            "check"
        } else if count(after) < count(before) {
            "capture"
        } else {
            "move"
        });
    }
}

/// The speaker in the top bar: pressed, sounds are on.
pub fn toggle(on: bool, on_change: Callback<bool>) -> Html {
    let onclick = Callback::from(move |_: MouseEvent| on_change.emit(!on));
    html! {
        <button type="button" class="sound-toggle" data-role="sound" aria-pressed={on.to_string()}
                title={if on { attr("ui-sounds-on") } else { attr("ui-sounds-off") }} {onclick}>
            <span class="sound-icon" aria-hidden="true"></span>
            <span class="visually-hidden">{ text("ui-sounds") }</span>
        </button>
    }
}
