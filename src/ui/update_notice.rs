//! The notice that a new version of the site is ready, with a button that switches to it.
//!
//! Release builds register a service worker (`static/sw-register.js`, put into index.html
//! by `scripts/post-build`). When a new version has been downloaded and waits, that script
//! sets `<html data-update="ready">` and fires `check-tutor-update`; this component shows
//! the notice. Its button fires `check-tutor-reload`, and the script lets the new worker
//! take over and reloads the page, so old and new files are never mixed. Debug builds have
//! no worker, so the notice never shows there.

use super::events::on_window;
use yew::prelude::*;

/// Whether the registration script has already found a waiting version.
fn update_ready() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|html| html.get_attribute("data-update"))
        .is_some_and(|v| v == "ready")
}

/// Asks the registration script to switch to the new version.
fn reload() {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Ok(event) = web_sys::Event::new("check-tutor-reload") {
        let _ = window.dispatch_event(&event);
    }
}

#[component(UpdateNotice)]
pub fn update_notice() -> Html {
    super::words::use_words();
    let ready = use_state(update_ready);
    {
        let ready = ready.clone();
        use_effect_with((), move |_| {
            let listener = on_window("check-tutor-update", move |_| ready.set(true));
            move || drop(listener)
        });
    }
    if !*ready {
        return html! {};
    }
    html! {
        <p class="update-notice" role="status" data-role="update-notice">
            <span>{ super::words::text("ui-update-ready") }</span>
            <button type="button" class="button primary" data-role="update-reload"
                    onclick={Callback::from(|_| reload())}>{ super::words::text("ui-reload") }</button>
        </p>
    }
}
