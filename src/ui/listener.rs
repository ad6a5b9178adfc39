//! A window event listener that removes itself when dropped, for `use_effect_with` clean-ups.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// Listens to `event` on the window until dropped.
pub struct WindowListener {
    event: &'static str,
    closure: Closure<dyn Fn(web_sys::Event)>,
}

impl WindowListener {
    pub fn new(event: &'static str, handler: impl Fn(web_sys::Event) + 'static) -> WindowListener {
        let closure = Closure::<dyn Fn(web_sys::Event)>::new(handler);
        if let Some(w) = web_sys::window() {
            let _ = w.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
        }
        WindowListener { event, closure }
    }

    /// Keys pressed while typing in a field or moving over the board belong to those.
    pub fn key_for_page(e: &web_sys::Event) -> Option<String> {
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
}

impl Drop for WindowListener {
    fn drop(&mut self) {
        if let Some(w) = web_sys::window() {
            let _ = w.remove_event_listener_with_callback(
                self.event,
                self.closure.as_ref().unchecked_ref(),
            );
        }
    }
}
