//! Words for lesson steps that depend on what the learner played.

use super::color_name;
use crate::tutor::Shortfall;

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
        Some(Shortfall::RuledOut) => "this step asks for a different move".into(),
    };
    format!("{played} That is a legal move, but {why}. Try again.")
}

/// Whether a lesson's own success text already opens with praise or a cry ("Right.",
/// "Well done: ...", "Mate!", "Safe!"), so that a "Well done!" in front of it would say it
/// twice.
pub fn cheers(text: &str) -> bool {
    const PRAISE: [&str; 6] = ["well done", "right", "good", "great", "yes", "correct"];
    let lower = text.trim_start().to_ascii_lowercase();
    let praise = PRAISE.iter().any(|p| {
        lower.starts_with(p) && !lower[p.len()..].starts_with(|c: char| c.is_ascii_alphabetic())
    });
    // A short cry of its own before any other sentence: "Mate on the h-file!".
    let cry = lower.split_once('!').is_some_and(|(head, _)| {
        !head.contains(['.', ':', ';', '?']) && head.split_whitespace().count() <= 4
    });
    praise || cry
}
