//! How the catalogs come. Each language's catalog is two files: `i18n/<code>/tutor.ftl`,
//! what the Play page says, and `pages.ftl`, the rest of
//! the app's words (practice, progress, the lessons' frame, the teacher's pages, why a
//! position could not arise). The first part of the learner's language is read before the
//! app's first screen (the loader in `index.html` has usually fetched it beside the wasm);
//! the second is fetched before it too when the first page needs it, else as soon as a page
//! asks for one of its words, or a few seconds after the start, so that it is kept for
//! offline use. With it come English's two parts, the fallback for a message a translation
//! lacks (English's first part also comes at once when the language's file is damaged or
//! cannot be had: English is then used instead).

use super::catalog::fetch_text;
use super::words::{lang, Words, CURRENT};
use crate::tutor::{Catalog, Lang};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

thread_local! {
    /// The second part of the catalog in use is on its way (or in).
    static PAGES_ASKED: Cell<bool> = const { Cell::new(false) };
    /// Draws the app again when a second part comes (set by [`use_catalog`]).
    static REDRAW: RefCell<Option<Callback<()>>> = const { RefCell::new(None) };
}

/// A part of `lang`'s catalog (`tutor` or `pages`); the loader's fetch of the first part
/// when it guessed this language.
async fn text_of(lang: Lang, part: &str) -> Option<String> {
    if part == "tutor" {
        if let Some(promise) = early(lang) {
            let text = wasm_bindgen_futures::JsFuture::from(promise).await.ok();
            if let Some(text) = text.and_then(|t| t.as_string()) {
                return Some(text);
            }
        }
    }
    fetch_text(&format!("i18n/{}/{part}.ftl", lang.code()))
        .await
        .ok()
}

/// Fetches English's first part, once it is needed and if it is not in: English's own
/// words, the fallback of another language's damaged messages and of its pages, and what is
/// shown when a language's file cannot be had.
async fn load_english() {
    if crate::tutor::has_english() {
        return;
    }
    if let Some(text) = text_of(Lang::En, "tutor").await {
        #[cfg(not(test))]
        crate::tutor::set_english(&text);
        #[cfg(test)]
        let _ = text;
    }
}

/// `lang`'s catalog, with its second part when `pages` (and it can be had); English's when
/// `lang`'s first part cannot be had; `None` if even that could not be had. A file with a
/// damaged message still serves: that message is said in English.
async fn fetch(lang: Lang, pages: bool) -> Option<Catalog> {
    let own = match lang {
        Lang::En => Some(String::new()),
        _ => text_of(lang, "tutor").await,
    };
    if lang == Lang::En || pages || own.is_none() {
        load_english().await;
    }
    let (lang, core) = match own {
        Some(core) => (lang, core),
        None => (Lang::En, String::new()),
    };
    if lang == Lang::En && !crate::tutor::has_english() {
        return None;
    }
    let mut catalog = Catalog::new(lang, &core);
    if !catalog.problems.is_empty() && !crate::tutor::has_english() {
        load_english().await;
        catalog = Catalog::new(lang, &core);
    }
    if !pages {
        return Some(catalog);
    }
    let english = text_of(Lang::En, "pages").await;
    let own = match lang {
        Lang::En => english.clone(),
        _ => text_of(lang, "pages").await,
    };
    Some(match (own, english) {
        (Some(own), Some(english)) => Catalog::with_pages(lang, &core, &own, &english),
        _ => catalog,
    })
}

/// The loader's fetch of `lang`'s first part (`window.checkTutorWords`: the language it
/// guessed, and a promise of the file's text or `null`), if it guessed `lang`.
fn early(lang: Lang) -> Option<js_sys::Promise> {
    use wasm_bindgen::JsCast;
    let window = web_sys::window()?;
    let words = js_sys::Reflect::get(&window, &"checkTutorWords".into()).ok()?;
    let guessed = js_sys::Reflect::get(&words, &"lang".into())
        .ok()?
        .as_string()?;
    if guessed != lang.code() {
        return None;
    }
    js_sys::Reflect::get(&words, &"text".into())
        .ok()?
        .dyn_into::<js_sys::Promise>()
        .ok()
}

/// Puts `catalog` in use; the page's `<html lang>` follows it at once, so a screen reader
/// reads the page with that language's voice.
fn put(catalog: Rc<Catalog>) {
    if let Some(html) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = html.set_attribute("lang", catalog.lang().code());
    }
    PAGES_ASKED.with(|a| a.set(catalog.has_pages()));
    CURRENT.with(|c| *c.borrow_mut() = catalog);
}

/// Fetches the second part of the catalog in use, once; the app is drawn again when it
/// comes (if the language is still the same). A part that could not be had is asked for
/// again the next time a page needs it.
pub(super) fn load_pages() {
    if PAGES_ASKED.with(|a| a.replace(true)) {
        return;
    }
    let want = lang();
    yew::platform::spawn_local(async move {
        let got = fetch(want, true).await.filter(Catalog::has_pages);
        match got {
            Some(catalog) if lang() == want => {
                put(Rc::new(catalog));
                let redraw = REDRAW.with(|r| r.borrow().clone());
                if let Some(redraw) = redraw {
                    redraw.emit(());
                }
            }
            Some(_) => {}
            None => PAGES_ASKED.with(|a| a.set(false)),
        }
    });
}

/// Whether the page at `hash` needs the catalog's second part: every page but Play, and
/// Play with a game against the computer.
fn needs_pages(hash: &str) -> bool {
    !matches!(
        super::route::parse(hash),
        super::route::Route::Play { vs: None, .. }
    )
}

/// Starts the app (`render`) in the learner's language: what its first page needs of the
/// catalog is read first (within 1.5 s; after that the app starts with what it has, and
/// [`use_catalog`] takes over), so the first screen is drawn in the learner's language
/// rather than in English for a moment, and nothing moves when the words come. The rest of
/// the catalog follows a few seconds later.
pub fn start(render: impl FnOnce() + 'static) {
    let lang = super::language::initial();
    let pages = needs_pages(&super::route::current_hash());
    let render = Rc::new(RefCell::new(Some(render)));
    let go = {
        let render = render.clone();
        move || {
            if let Some(render) = render.borrow_mut().take() {
                // The app shell index.html paints while the app loads: gone just before the
                // first screen is drawn (yew draws in a microtask, before the next paint).
                let shell = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.get_element_by_id("shell"));
                if let Some(shell) = shell {
                    shell.remove();
                }
                render();
                gloo_timers::callback::Timeout::new(3000, load_pages).forget();
            }
        }
    };
    gloo_timers::callback::Timeout::new(1500, go.clone()).forget();
    yew::platform::spawn_local(async move {
        let got = fetch(lang, pages).await;
        // Not once the app has started: it takes the catalog from here on.
        if let (Some(catalog), true) = (got, render.borrow().is_some()) {
            put(Rc::new(catalog));
        }
        go();
    });
}

/// The language the app's words are in, following `chosen`: the catalog is fetched when a
/// language is first chosen, and the answer for an earlier choice never overrides a later.
#[hook]
pub fn use_catalog(chosen: Lang) -> Words {
    let shown = use_state(lang);
    let parts = use_state(|| 0u32);
    let asked = use_mut_ref(|| None::<Lang>);
    {
        let (parts, count) = (parts.clone(), use_mut_ref(|| 0u32));
        use_effect_with((), move |_| {
            let redraw = Callback::from(move |()| {
                *count.borrow_mut() += 1;
                parts.set(*count.borrow());
            });
            REDRAW.with(|r| *r.borrow_mut() = Some(redraw));
        });
    }
    {
        let shown = shown.clone();
        use_effect_with(chosen, move |&chosen| {
            *asked.borrow_mut() = Some(chosen);
            // (English's words are fetched too, unless they are in.)
            if lang() == chosen && (chosen != Lang::En || crate::tutor::has_english()) {
                shown.set(chosen);
                return;
            }
            yew::platform::spawn_local(async move {
                let got = fetch(chosen, true).await;
                if *asked.borrow() != Some(chosen) {
                    return;
                }
                if let Some(catalog) = got {
                    put(Rc::new(catalog));
                }
                shown.set(lang());
            });
        });
    }
    Words(*shown, *parts)
}
