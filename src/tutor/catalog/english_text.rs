//! English's first part (`tutor.ftl`): built into native programs, fetched by the browser
//! like any other language's.

/// The English catalog's first part, built into native programs (and the browser's
/// component tests): the fallback for any message another language lacks. It holds what the
/// Play page says; the rest of the app's words are each language's `pages.ftl`. The browser
/// fetches it like any other language's (`i18n/en/tutor.ftl`), so a learner in another
/// language does not download English words they never read ([`set_english`]).
#[cfg(any(not(target_arch = "wasm32"), test))]
pub const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/en_tutor.ftl"));

#[cfg(all(target_arch = "wasm32", not(test)))]
thread_local! {
    static ENGLISH_TEXT: std::cell::Cell<&'static str> = const { std::cell::Cell::new("") };
}

/// English's first part as the catalogs built from now on have it.
#[cfg(all(target_arch = "wasm32", not(test)))]
pub(super) fn english_text() -> &'static str {
    ENGLISH_TEXT.with(std::cell::Cell::get)
}

#[cfg(any(not(target_arch = "wasm32"), test))]
pub(super) fn english_text() -> &'static str {
    ENGLISH
}

/// Gives the browser English's first part once fetched: the catalogs built from then on
/// have it, English's own and the fallback of the others.
#[cfg(all(target_arch = "wasm32", not(test)))]
pub fn set_english(text: &str) {
    // Kept for the page's life, like the text built into native programs (it comes once).
    let text: &'static str = Box::leak(text.into());
    ENGLISH_TEXT.with(|t| t.set(text));
    crate::tutor::english::refresh();
}

/// Whether English's first part is in (always, but in the browser before it is fetched).
pub fn has_english() -> bool {
    !english_text().is_empty()
}
