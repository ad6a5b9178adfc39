//! "Copy link": says "Copied" only once the browser has taken the text. Where it will not
//! (no clipboard on a page not served securely, or permission refused), the link is shown
//! selected, with how to copy it by hand.

use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Puts `text` on the clipboard; `Err` if the browser has no clipboard here or refuses.
async fn write_clipboard(text: &str) -> Result<(), ()> {
    let navigator = web_sys::window().ok_or(())?.navigator();
    // `navigator.clipboard` is missing on pages not served securely: calling it would throw.
    let clipboard = js_sys::Reflect::get(&navigator, &"clipboard".into()).map_err(|_| ())?;
    if clipboard.is_undefined() || clipboard.is_null() {
        return Err(());
    }
    let clipboard = clipboard.unchecked_into::<web_sys::Clipboard>();
    wasm_bindgen_futures::JsFuture::from(clipboard.write_text(text))
        .await
        .map(|_| ())
        .map_err(|_| ())
}

#[derive(Clone, Copy, PartialEq)]
enum Copy {
    Ready,
    Copied,
    Refused,
}

#[derive(Properties, PartialEq)]
pub struct CopyLinkProps {
    pub link: AttrValue,
    /// The button's `data-role`.
    pub role: AttrValue,
}

#[component(CopyLink)]
pub fn copy_link(props: &CopyLinkProps) -> Html {
    super::words::use_words();
    let state = use_state(|| Copy::Ready);
    let fallback = use_node_ref();
    // A new link has not been copied yet.
    {
        let state = state.clone();
        use_effect_with(props.link.clone(), move |_| state.set(Copy::Ready));
    }
    // The link to copy by hand is selected as soon as it shows.
    {
        let fallback = fallback.clone();
        use_effect_with(*state, move |s| {
            if let (Copy::Refused, Some(input)) = (s, fallback.cast::<HtmlInputElement>()) {
                let _ = input.focus();
                input.select();
            }
        });
    }
    let onclick = {
        let (state, link) = (state.clone(), props.link.clone());
        Callback::from(move |_: MouseEvent| {
            let (state, link) = (state.clone(), link.clone());
            yew::platform::spawn_local(async move {
                let copied = write_clipboard(&link).await.is_ok();
                state.set(if copied { Copy::Copied } else { Copy::Refused });
            });
        })
    };
    let select = Callback::from(|e: FocusEvent| {
        if let Some(i) = e.target_dyn_into::<HtmlInputElement>() {
            i.select();
        }
    });
    html! {
        <>
            <button type="button" class="button" data-role={props.role.clone()} {onclick}>
                { super::words::text(if *state == Copy::Copied { "ui-copied" } else { "ui-copy-link" }) }
            </button>
            <span class="visually-hidden" aria-live="polite">
                { if *state == Copy::Copied { super::words::text("ui-link-copied") } else { String::new() } }
            </span>
            if *state == Copy::Refused {
                <label class="field copy-fallback">
                    <span data-role="copy-refused">{ super::words::text("ui-copy-refused") }</span>
                    <input data-role="copy-fallback" readonly=true value={props.link.clone()}
                           ref={fallback} onfocus={select} />
                </label>
            }
        </>
    }
}
