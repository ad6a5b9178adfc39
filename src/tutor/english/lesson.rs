//! Words for lesson steps that depend on what the learner played.

use super::{color_name, role_name, the};
use crate::rules::Square;
use crate::tutor::{PieceOn, Shortfall, WayOut};

/// The feedback for a legal move that misses the step: `played` is the tutor's sentence
/// for the move ("Qa1.", "Qe8: check!").
pub fn step_missed(played: &str, shortfall: Option<&Shortfall>) -> String {
    let why = match shortfall {
        None => "not what this step asks for".to_string(),
        Some(Shortfall::NoCheck) => "it gives no check".into(),
        Some(Shortfall::NotMate { answer: None, .. }) => {
            "it gives no check, so it is not mate".into()
        }
        Some(Shortfall::NotMate {
            side,
            answer: Some(answer),
        }) => format!(
            "it is not mate: {} can answer with {answer}",
            color_name(*side)
        ),
        Some(Shortfall::NoCapture) => "it does not take the piece giving check".into(),
        Some(Shortfall::NoBlock) => "it does not block the check".into(),
        Some(Shortfall::NoKingMove) => "it does not move the king".into(),
        Some(Shortfall::Stalemate) => "it is stalemate, which this step asks you to avoid".into(),
    };
    format!("{played} That is a legal move, but {why}. Try again.")
}

/// How the move just played got the king out of check, one of the three ways.
pub(super) fn out_of_check(piece: &PieceOn, to: Square, way: &WayOut) -> String {
    let role = role_name(piece.piece.role);
    match way {
        WayOut::KingSteps => {
            format!("Your king has stepped out of check to {to}, where nothing attacks it.")
        }
        WayOut::Captures(c) => format!(
            "Your {role} took {}, the piece giving check, and that ended the check.",
            the(c)
        ),
        WayOut::Blocks(c) => format!(
            "Your {role} now stands on {to}, between {} and your king, so the check is blocked.",
            the(c)
        ),
    }
}

/// Whether a lesson's own success text already opens with praise ("Right.", "Excellent.",
/// "Well done: ...") or a short cry about the position ("Mate!", "Safe!", "Mate on the
/// h-file!"), so that a "Well done!" in front of it would say it twice.
pub fn cheers(text: &str) -> bool {
    const PRAISE: [&str; 12] = [
        "well done",
        "well played",
        "right",
        "good",
        "great",
        "yes",
        "correct",
        "excellent",
        "nice",
        "perfect",
        "bravo",
        "exactly",
    ];
    const CRIES: [&str; 6] = ["mate", "checkmate", "check", "stalemate", "safe", "legal"];
    let lower = text.trim_start().to_ascii_lowercase();
    let opens_with = |word: &str| {
        lower.starts_with(word)
            && !lower[word.len()..].starts_with(|c: char| c.is_ascii_alphabetic())
    };
    let cry = lower.split_once('!').is_some_and(|(head, _)| {
        !head.contains(['.', ':', ';', '?']) && head.split_whitespace().count() <= 4
    });
    PRAISE.iter().any(|w| opens_with(w)) || (cry && CRIES.iter().any(|w| opens_with(w)))
}

/// What a finished lesson's stars mean: one for each step done without a hint or a
/// mistake, `stars` of `total`.
pub fn stars_earned(stars: usize, total: usize) -> String {
    match stars {
        0 => "No stars this time: a star is for a step done without a hint or a mistake. Try the lesson again to earn some.".into(),
        1 => format!("★ 1 star: 1 of {total} steps done without a hint or a mistake."),
        n => format!("★ {n} stars: {n} of {total} steps done without a hint or a mistake."),
    }
}

/// Said after a step is done, when the lesson goes on: where the next step is.
pub fn go_on() -> &'static str {
    "Next step is the button below the feedback."
}
