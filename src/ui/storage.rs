//! What the browser keeps between visits (local storage): lesson progress, practice and
//! imported lessons. Each is read on its own, so a broken one costs only itself. The texts
//! are JSON, read and written by [`super::json`].
//!
//! Storage may be switched off (site data blocked, some private modes): reading then finds
//! nothing and saving fails with a sentence, and the app works on without saving. Every
//! tab saves into the same records, so a change is made to what is stored now
//! ([`fresh`]), and a tab hears of another's saves through the window's `storage` event.
//! gloo-storage is not used: its `raw()` panics where storage is switched off.

use super::json;
use crate::lessons::playable::unplayable;
use crate::lessons::practice::{Practice, StoredPractice};
use crate::lessons::{Lesson, Progress};
use crate::tutor::{Fact, Phrase};

pub const PROGRESS: &str = "check-tutor-progress";
pub const IMPORTED: &str = "check-tutor-imported-lessons";
pub const PRACTICE: &str = "check-tutor-practice";

/// What to tell the learner when progress could not be saved.
pub const SAVE_FAILED: &str = "ui-save-failed";

/// What to tell the learner when the browser lets the site keep nothing at all.
pub const SWITCHED_OFF: &str = "ui-storage-off";

/// What to tell the learner, once, when the browser cannot be asked to keep the progress.
pub const KEEP_UNAVAILABLE: &str = "ui-keep-unavailable";

/// The browser's local storage, if it lets the site have one: asking may throw (site data
/// blocked), which comes back as `Err` here rather than as a panic.
fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn session() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// Whether this browser lets the site keep anything between visits.
pub fn available() -> bool {
    local().is_some()
}

pub fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// The browser did not keep a value: storage full, or switched off.
#[derive(Debug)]
pub struct NotKept;

pub fn set(key: &str, text: &str) -> Result<(), NotKept> {
    local()
        .ok_or(NotKept)?
        .set_item(key, text)
        .map_err(|_| NotKept)
}

pub fn remove(key: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(key);
    }
}

/// A value kept for this tab only (session storage), if the browser allows it.
pub fn session_get(key: &str) -> Option<String> {
    session()?.get_item(key).ok().flatten()
}

pub fn session_set(key: &str, text: &str) -> Result<(), NotKept> {
    session()
        .ok_or(NotKept)?
        .set_item(key, text)
        .map_err(|_| NotKept)
}

pub fn session_remove(key: &str) {
    if let Some(s) = session() {
        let _ = s.remove_item(key);
    }
}

/// The record as stored now (another tab may have saved it since this one read it), to
/// change and save; where the browser keeps nothing, this tab's own copy.
pub fn fresh<T: Clone>(load: fn() -> (T, Option<Phrase>), ours: &T) -> T {
    if available() {
        load().0
    } else {
        ours.clone()
    }
}

/// Asks the browser to keep this site's storage, and so the progress, even when space runs
/// low (`navigator.storage.persist()`). `Err` when the browser cannot be asked (no storage
/// manager: an old browser, or a page not served securely). Whether it agrees is its own
/// choice (Chromium decides by how the site is used), so `Ok(false)` is no failure.
pub async fn keep_for_good() -> Result<bool, ()> {
    let window = web_sys::window().ok_or(())?;
    // A missing `navigator.storage` makes the call throw, which comes back as `Err`.
    let promise = window.navigator().storage().persist().map_err(|_| ())?;
    let granted = wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .map_err(|_| ())?;
    Ok(granted.as_bool() == Some(true))
}

/// Keeps a stored value that cannot be read under `<key>-unreadable` (the last one only),
/// as the builder keeps its draft, before the app saves a fresh record over it: the app
/// starts whatever storage holds, and the damaged text is still there to be looked at.
/// Where the browser will not keep the copy, the fresh record goes over it all the same.
fn set_aside(key: &str, text: &str) {
    let _ = set(&format!("{key}-unreadable"), text);
}

/// The saved progress, and a message if what was stored had to be (partly) reset, or if
/// nothing can be kept at all.
pub fn load_progress() -> (Progress, Option<Phrase>) {
    if !available() {
        return (Progress::new(), Some(Phrase::new(SWITCHED_OFF)));
    }
    match get(PROGRESS) {
        Some(text) => read_progress(&text),
        None => (Progress::new(), None),
    }
}

/// Stored progress read (kept apart, and compiled only when there is some: a first visit's
/// start has none to read).
#[inline(never)]
fn read_progress(text: &str) -> (Progress, Option<Phrase>) {
    let read = json::parse(text);
    if read.is_err() {
        set_aside(PROGRESS, text);
    }
    let (progress, message) = Progress::from_stored(read.map_err(|_| ()));
    if message.is_some() {
        // Keep what could be read, and drop the rest for good.
        let _ = save_progress(&progress);
    }
    (progress, message)
}

/// Saves progress; `Err` with a sentence for the learner if the browser refused.
pub fn save_progress(progress: &Progress) -> Result<(), Phrase> {
    set(PROGRESS, &json::write(progress, false)).map_err(|_| Phrase::new(SAVE_FAILED))
}

/// Lessons a teacher imported earlier, each read and checked again that every step can be played. Those that
/// fail are removed from storage, and the message says how many.
pub fn load_imported() -> (Vec<Lesson>, Option<Phrase>) {
    match get(IMPORTED) {
        Some(text) => read_imported(&text),
        None => (Vec::new(), None),
    }
}

/// Stored imported lessons read (apart, as [`read_progress`]).
#[inline(never)]
fn read_imported(text: &str) -> (Vec<Lesson>, Option<Phrase>) {
    // Each lesson is kept as its own text, so one broken lesson costs only itself.
    let Ok(stored) = json::parse::<Vec<String>>(text) else {
        set_aside(IMPORTED, text);
        remove(IMPORTED);
        return (Vec::new(), Some(Phrase::new("ui-imported-unreadable")));
    };
    let before = stored.len();
    let kept: Vec<Lesson> = stored
        .iter()
        .filter_map(|text| json::parse_lesson(text).ok())
        .filter(|l| unplayable(l).is_empty())
        .collect();
    if kept.len() == before {
        return (kept, None);
    }
    let removed = before - kept.len();
    let id = match save_imported(&kept) {
        Ok(()) => "ui-imported-removed",
        Err(_) => "ui-imported-hidden",
    };
    let message = Phrase::new(id).with("count", Fact::Count(removed));
    (kept, Some(message))
}

/// Saves the imported lessons; `Err` with a sentence if the browser refused.
pub fn save_imported(list: &[Lesson]) -> Result<(), String> {
    let texts: Vec<String> = list.iter().map(|l| json::write(l, true)).collect();
    set(IMPORTED, &json::write(&texts, false))
        .map_err(|_| super::words::text("ui-import-not-stored"))
}

/// The learner's practice record, and a message if part of it had to be dropped.
pub fn load_practice() -> (Practice, Option<Phrase>) {
    if !available() {
        return (Practice::default(), Some(Phrase::new(SWITCHED_OFF)));
    }
    match get(PRACTICE) {
        Some(text) => read_practice(&text),
        None => (Practice::default(), None),
    }
}

/// The stored practice record read (apart, as [`read_progress`]).
#[inline(never)]
fn read_practice(text: &str) -> (Practice, Option<Phrase>) {
    let read = json::parse::<StoredPractice>(text);
    if read.is_err() {
        set_aside(PRACTICE, text);
    }
    let (practice, message) = Practice::from_stored(read.map_err(|_| ()));
    if message.is_some() {
        let _ = save_practice(&practice);
    }
    (practice, message)
}

/// Saves the practice record; `Err` with a sentence for the learner if the browser refused.
pub fn save_practice(practice: &Practice) -> Result<(), Phrase> {
    set(PRACTICE, &json::write(practice, false)).map_err(|_| Phrase::new(SAVE_FAILED))
}
