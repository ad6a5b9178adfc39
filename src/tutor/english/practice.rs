//! Sentences about saved practice.

/// Stored practice that could not be read at all.
pub fn practice_unreadable() -> String {
    "Saved practice could not be read, so it starts again.".into()
}

/// Stored practice from another version of the tutor.
pub fn practice_other_version(version: u32) -> String {
    format!("Saved practice from another version ({version}) was reset.")
}

/// Stored practice with some concept entries that could not be read.
pub fn practice_entries_dropped(concepts: &[String]) -> String {
    format!(
        "Saved practice for {} could not be read, so it starts again; the rest is kept.",
        concepts.join(", ")
    )
}
