//! What the browser keeps between visits (local storage, through gloo-storage): lesson
//! progress and imported lessons. Each is read on its own, so a broken one costs only itself.

use crate::lessons::lint::lint_lesson;
use crate::lessons::{Lesson, Progress};
use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage};
use serde_json::value::RawValue;

const PROGRESS: &str = "check-tutor-progress";
const IMPORTED: &str = "check-tutor-imported-lessons";

/// What to tell the learner when something could not be saved.
pub const SAVE_FAILED: &str = "Your progress could not be saved in this browser (its storage is full or switched off). It lasts until you close this page: free some space or leave private mode to keep it.";

/// The saved progress, and a message if what was stored had to be (partly) reset.
pub fn load_progress() -> (Progress, Option<String>) {
    let (progress, message) = match LocalStorage::get::<Box<RawValue>>(PROGRESS) {
        Ok(text) => Progress::load(Some(text.get())),
        Err(StorageError::KeyNotFound(_)) => (Progress::new(), None),
        Err(_) => (
            Progress::new(),
            Some("Saved progress could not be read, so it was reset.".into()),
        ),
    };
    if message.is_some() {
        // Keep what could be read, and drop the rest for good.
        let _ = save_progress(&progress);
    }
    (progress, message)
}

/// Saves progress; `Err` with a sentence for the learner if the browser refused.
pub fn save_progress(progress: &Progress) -> Result<(), String> {
    LocalStorage::set(PROGRESS, progress).map_err(|_| SAVE_FAILED.to_string())
}

/// Lessons a teacher imported earlier, each read and checked by the lint again. Those that
/// fail are removed from storage, and the message says which.
pub fn load_imported() -> (Vec<Lesson>, Option<String>) {
    // Each lesson is kept as its own text and read on its own.
    let stored = match LocalStorage::get::<Vec<Box<RawValue>>>(IMPORTED) {
        Ok(list) => list,
        Err(StorageError::KeyNotFound(_)) => return (Vec::new(), None),
        Err(_) => {
            LocalStorage::delete(IMPORTED);
            return (
                Vec::new(),
                Some("Imported lessons could not be read back, so they were removed.".into()),
            );
        }
    };
    let before = stored.len();
    let kept: Vec<Lesson> = stored
        .into_iter()
        .filter_map(|text| Lesson::from_json(text.get()).ok())
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
    // Written as the lesson files are (one serialiser for both keeps the download small).
    let texts: Vec<Box<RawValue>> = list
        .iter()
        .filter_map(|l| RawValue::from_string(l.to_json_pretty()).ok())
        .collect();
    LocalStorage::set(IMPORTED, texts).map_err(|_| {
        "The lesson could not be stored in this browser (its storage is full or switched off), so it was not imported.".to_string()
    })
}
