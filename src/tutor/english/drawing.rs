//! What a screen reader hears while arrows and circles are drawn from the keyboard.

/// The first square of an arrow has been chosen.
pub fn arrow_started(from: &str) -> String {
    format!("Arrow from {from}: press Enter on the square where it ends, or on {from} again for a circle.")
}

/// An arrow (or, from a square to itself, a circle) was drawn, in `colour` when known.
pub fn arrow_drawn(from: &str, to: &str, colour: Option<&str>) -> String {
    match (from == to, colour) {
        (false, Some(c)) => format!("Arrow from {from} to {to}, {c}."),
        (false, None) => format!("Arrow from {from} to {to}."),
        (true, Some(c)) => format!("Circle on {from}, {c}."),
        (true, None) => format!("Circle on {from}."),
    }
}

/// The same arrow (or circle) drawn again in its own colour takes it away.
pub fn arrow_removed(from: &str, to: &str) -> String {
    if from == to {
        format!("Circle on {from} removed.")
    } else {
        format!("Arrow from {from} to {to} removed.")
    }
}

/// Escape before the arrow's end was chosen.
pub fn arrow_cancelled() -> String {
    "No arrow drawn.".into()
}
