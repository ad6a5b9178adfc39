//! Finding an element of the page by a CSS selector, and moving the keyboard focus to it.

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

/// The element `selector` finds in the page, if there is one (a selector that does not
/// parse finds nothing).
pub fn find(selector: &str) -> Option<HtmlElement> {
    web_sys::window()?
        .document()?
        .query_selector(selector)
        .ok()
        .flatten()?
        .dyn_into::<HtmlElement>()
        .ok()
}

/// Focuses what `selector` finds once the page has been drawn again: for a control that
/// goes away (a form, a chooser) handing the focus to one the same change draws.
pub fn focus_after_render(selector: String) {
    gloo_timers::callback::Timeout::new(0, move || {
        if let Some(target) = find(&selector) {
            let _ = target.focus();
        }
    })
    .forget();
}
