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

/// Puts the keyboard focus on the page's heading, so a screen reader starts reading there,
/// and shows the new page from its top.
pub fn focus_heading() {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Some(h) = find("main h1") {
        let _ = h.focus();
    }
    window.scroll_to_with_x_and_y(0.0, 0.0);
}

/// Moves the focus to the first element matching `selector` if the focus is nowhere (on
/// the page itself) or on a control that has just been disabled, as after an answer.
pub fn focus_if_lost(selector: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let lost = match doc.active_element() {
        None => true,
        Some(e) => e.tag_name() == "BODY" || e.has_attribute("disabled"),
    };
    if let (true, Some(next)) = (lost, find(selector)) {
        let _ = next.focus();
    }
}
