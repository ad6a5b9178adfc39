//! Window events (through gloo-events, whose listeners remove themselves when dropped) and
//! keys that belong to the page rather than to a control.

use gloo_events::EventListener;
use wasm_bindgen::JsCast;

/// Listens to `event` on the window until the returned listener is dropped: hold it in a
/// `use_effect_with` and drop it in the clean-up.
pub fn on_window(
    event: &'static str,
    handler: impl FnMut(&web_sys::Event) + 'static,
) -> Option<EventListener> {
    let window = web_sys::window()?;
    Some(EventListener::new(&window, event, handler))
}

/// [`on_window`] for a handler that may call `prevent_default` (a key the page uses):
/// gloo's listeners are passive unless asked, and a passive one cannot.
pub fn on_window_active(
    event: &'static str,
    handler: impl FnMut(&web_sys::Event) + 'static,
) -> Option<EventListener> {
    let window = web_sys::window()?;
    Some(EventListener::new_with_options(
        &window,
        event,
        gloo_events::EventListenerOptions::enable_prevent_default(),
        handler,
    ))
}

/// The key pressed, unless it was pressed while typing in a field or moving over the board:
/// those keys belong to the control.
pub fn page_key(e: &web_sys::Event) -> Option<String> {
    let on_control = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| {
            el.closest("[data-square], input, textarea")
                .ok()
                .flatten()
                .is_some()
        });
    if on_control {
        return None;
    }
    e.dyn_ref::<web_sys::KeyboardEvent>().map(|k| k.key())
}
