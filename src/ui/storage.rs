//! What the browser keeps between visits (local storage, through gloo-storage): lesson
//! progress and imported lessons. Each is read on its own, so a broken one costs only itself.
//! The texts are JSON, read and written by [`super::json`].

use super::json;
use crate::lessons::lint::lint_lesson;
use crate::lessons::practice::{Practice, StoredPractice};
use crate::lessons::{Lesson, Progress};
use gloo_storage::{LocalStorage, Storage};

const PROGRESS: &str = "check-tutor-progress";
const IMPORTED: &str = "check-tutor-imported-lessons";

/// What to tell the learner when progress could not be saved.
pub const SAVE_FAILED: &str = "Your progress could not be saved in this browser (its storage is full or switched off). It lasts until you close this page: free some space or leave private mode to keep it.";

/// What to tell the learner, once, when the browser cannot be asked to keep the progress.
pub const KEEP_UNAVAILABLE: &str =
    "This browser may clear your progress if it runs short of space. It is saved for now.";

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

fn get(key: &str) -> Option<String> {
    LocalStorage::raw().get_item(key).ok().flatten()
}

fn set(key: &str, text: &str) -> Result<(), ()> {
    LocalStorage::raw().set_item(key, text).map_err(|_| ())
}

/// The saved progress, and a message if what was stored had to be (partly) reset.
pub fn load_progress() -> (Progress, Option<String>) {
    let Some(text) = get(PROGRESS) else {
        return (Progress::new(), None);
    };
    let (progress, message) = Progress::from_stored(json::parse(&text).map_err(|_| ()));
    if message.is_some() {
        // Keep what could be read, and drop the rest for good.
        let _ = save_progress(&progress);
    }
    (progress, message)
}

/// Saves progress; `Err` with a sentence for the learner if the browser refused.
pub fn save_progress(progress: &Progress) -> Result<(), String> {
    set(PROGRESS, &json::write(progress, false)).map_err(|_| SAVE_FAILED.to_string())
}

/// Lessons a teacher imported earlier, each read and checked by the lint again. Those that
/// fail are removed from storage, and the message says how many.
pub fn load_imported() -> (Vec<Lesson>, Option<String>) {
    let Some(text) = get(IMPORTED) else {
        return (Vec::new(), None);
    };
    // Each lesson is kept as its own text, so one broken lesson costs only itself.
    let Ok(stored) = json::parse::<Vec<String>>(&text) else {
        LocalStorage::delete(IMPORTED);
        return (
            Vec::new(),
            Some("Imported lessons could not be read back, so they were removed.".into()),
        );
    };
    let before = stored.len();
    let kept: Vec<Lesson> = stored
        .iter()
        .filter_map(|text| json::parse_lesson(text).ok())
        .filter(|l| lint_lesson(l).is_empty())
        .collect();
    if kept.len() == before {
        return (kept, None);
    }
    let removed = before - kept.len();
    let message = match save_imported(&kept) {
        Ok(()) => format!(
            "{removed} imported lesson(s) could not be read or no longer passed the checks, so they were removed."
        ),
        Err(_) => format!(
            "{removed} imported lesson(s) could not be read or no longer passed the checks; they are not shown."
        ),
    };
    (kept, Some(message))
}

/// Saves the imported lessons; `Err` with a sentence if the browser refused.
pub fn save_imported(list: &[Lesson]) -> Result<(), String> {
    let texts: Vec<String> = list.iter().map(|l| json::write(l, true)).collect();
    set(IMPORTED, &json::write(&texts, false)).map_err(|_| {
        "The lesson could not be stored in this browser (its storage is full or switched off), so it was not imported.".to_string()
    })
}

const PRACTICE: &str = "check-tutor-practice";

/// The learner's practice record, and a message if part of it had to be dropped.
pub fn load_practice() -> (Practice, Option<String>) {
    let Some(text) = get(PRACTICE) else {
        return (Practice::default(), None);
    };
    let (practice, message) =
        Practice::from_stored(json::parse::<StoredPractice>(&text).map_err(|_| ()));
    if message.is_some() {
        let _ = save_practice(&practice);
    }
    (practice, message)
}

/// Saves the practice record; `Err` with a sentence for the learner if the browser refused.
pub fn save_practice(practice: &Practice) -> Result<(), String> {
    set(PRACTICE, &json::write(practice, false)).map_err(|_| SAVE_FAILED.to_string())
}
