//! The learner's language: chosen by `lang=` in a link, else the choice kept in this
//! browser, else the browser's own languages; changed with the menu in the top bar. The
//! lessons, the questions and the app's own words (the Fluent catalogs, `super::words`)
//! come in it, and `<html lang>` follows it; a text in another language (a lesson not yet
//! translated, a sentence still worded in English) carries its own `lang`, so a screen
//! reader reads each with the right voice.

use super::route;
use super::storage;
use crate::tutor::Lang;
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Where the choice is kept, beside the progress.
pub const STORED: &str = "check-tutor-lang";

/// The `lang=` of an address, if it names a language of the app (an unknown one is
/// ignored, so the other sources decide).
pub fn from_hash(hash: &str) -> Option<Lang> {
    let query = hash.split_once('?')?.1;
    query
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == "lang")
        .and_then(|(_, v)| Lang::from_code(v))
}

/// The address without its `lang=`, or `None` when it has none.
pub fn without_lang(hash: &str) -> Option<String> {
    let (path, query) = hash.split_once('?')?;
    let kept: Vec<&str> = query
        .split('&')
        .filter(|kv| !kv.starts_with("lang="))
        .collect();
    if kept.len() == query.split('&').count() {
        return None;
    }
    Some(if kept.is_empty() {
        path.to_string()
    } else {
        format!("{path}?{}", kept.join("&"))
    })
}

/// The browser's languages, most preferred first.
fn browser_languages() -> Vec<String> {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return Vec::new();
    };
    let list: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    if list.is_empty() {
        navigator.language().into_iter().collect()
    } else {
        list
    }
}

/// The language to open in. A link's `lang=` is kept as the choice.
pub fn initial() -> Lang {
    if let Some(lang) = from_hash(&route::current_hash()) {
        keep(lang);
        return lang;
    }
    chosen()
}

/// The language chosen in this browser (kept, else the browser's own), without a link's.
pub fn chosen() -> Lang {
    storage::get(STORED)
        .and_then(|code| Lang::from_code(&code))
        .unwrap_or_else(|| Lang::negotiate(&browser_languages()))
}

/// Keeps the choice for the next visit (where storage is switched off it lasts the visit).
pub fn keep(lang: Lang) {
    let _ = storage::set(STORED, lang.code());
}

/// What the menu does with a choice: keeps it, takes a link's `lang=` out of the address
/// (so a reload does not undo the choice) and shows the page in it.
pub fn chooser(lang: UseStateHandle<Lang>) -> Callback<Lang> {
    Callback::from(move |chosen: Lang| {
        keep(chosen);
        if let Some(hash) = without_lang(&route::current_hash()) {
            route::replace_hash(&hash);
        }
        lang.set(chosen);
    })
}

/// A link followed inside the app (`hashchange`) may carry `lang=`: it is the choice.
pub fn follow_link(hash: &str, lang: &UseStateHandle<Lang>) {
    if let Some(chosen) = from_hash(hash) {
        keep(chosen);
        lang.set(chosen);
    }
}

/// The one line said when `count` built-in files are shown in English because their
/// translation could not be loaded (offline before the language was ever fetched).
pub fn fallback_note(lang: Lang, count: usize) -> Html {
    if count == 0 {
        return Html::default();
    }
    // Offline, the translation comes with the connection; online, it was missing or
    // damaged, and nothing is promised.
    let online = web_sys::window().is_none_or(|w| w.navigator().on_line());
    let id = if online {
        "ui-lang-fallback"
    } else {
        "ui-lang-fallback-offline"
    };
    let text = super::words::phrase(
        crate::tutor::Phrase::new(id).with("language", crate::tutor::Fact::Code(lang.code())),
    );
    html! {
        <p class="notice lang-fallback" role="status" data-role="lang-fallback">{ text }</p>
    }
}

/// The word for "Language" in each language, for the menu's label.
fn menu_label(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Language",
        Lang::Es => "Idioma",
        Lang::De => "Sprache",
        Lang::Fr => "Langue",
        Lang::Ru => "Язык",
    }
}

/// The language menu: each language named in itself (and marked as written in it, so a
/// screen reader reads "Deutsch" as German). A plain function, not a component: a
/// component type of its own costs about 1 KB of the learner's download.
pub fn language_menu(lang: Lang, on_change: &Callback<Lang>) -> Html {
    let onchange = {
        let on_change = on_change.clone();
        Callback::from(move |e: Event| {
            let Some(select) = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
            else {
                return;
            };
            if let Some(lang) = Lang::from_code(&select.value()) {
                on_change.emit(lang);
            }
        })
    };
    html! {
        <label class="lang-menu" data-role="lang-menu">
            // A globe, which a child who reads none of the words still knows (drawn by the
            // stylesheet, which costs the download less than markup made in Rust).
            <span class="lang-globe" aria-hidden="true"></span>
            <span class="visually-hidden">{ menu_label(lang) }</span>
            <select {onchange} data-role="lang">
                { for Lang::ALL.iter().map(|l| html! {
                    <option value={l.code()} lang={l.code()} selected={*l == lang}>
                        { l.name() }
                    </option>
                }) }
            </select>
        </label>
    }
}
