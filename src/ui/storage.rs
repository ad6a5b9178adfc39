//! Lesson progress in the browser's local storage.

use crate::lessons::json::{read_list, Json};
use crate::lessons::{Lesson, Progress};

const KEY: &str = "check-tutor-progress";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The saved progress, and a message if what was stored had to be reset.
pub fn load_progress() -> (Progress, Option<String>) {
    let text = storage().and_then(|s| s.get_item(KEY).ok().flatten());
    let (progress, message) = Progress::load(text.as_deref());
    if message.is_some() {
        save_progress(&progress);
    }
    (progress, message)
}

pub fn save_progress(progress: &Progress) {
    if let Some(s) = storage() {
        // Storage may be full or disabled (private mode): progress then lasts the visit.
        let _ = s.set_item(KEY, &progress.to_json());
    }
}

const IMPORTED: &str = "check-tutor-imported-lessons";

/// Lessons a teacher imported earlier, checked again by the lint; a message if any had to
/// be dropped.
pub fn load_imported() -> (Vec<Lesson>, Option<String>) {
    let Some(text) = storage().and_then(|s| s.get_item(IMPORTED).ok().flatten()) else {
        return (Vec::new(), None);
    };
    let read = Json::parse(&text)
        .map_err(|e| e.to_string())
        .and_then(|tree| read_list(&tree, Lesson::from_json));
    match read {
        Ok(list) => {
            let before = list.len();
            let kept: Vec<_> = list
                .into_iter()
                .filter(|l| crate::lessons::lint::lint_lesson(l).is_empty())
                .collect();
            let message = (kept.len() < before).then(|| {
                "Some imported lessons no longer passed the checks and were removed.".to_string()
            });
            (kept, message)
        }
        Err(_) => {
            if let Some(s) = storage() {
                let _ = s.remove_item(IMPORTED);
            }
            (
                Vec::new(),
                Some("Imported lessons could not be read back, so they were removed.".into()),
            )
        }
    }
}

pub fn save_imported(list: &[Lesson]) {
    if let Some(s) = storage() {
        let text = Json::Array(list.iter().map(Lesson::to_json).collect()).compact();
        let _ = s.set_item(IMPORTED, &text);
    }
}
