//! Lesson progress in the browser's local storage.

use crate::lessons::Progress;

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
