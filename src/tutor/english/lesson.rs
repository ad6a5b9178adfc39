//! Words for lesson steps that depend on what the learner played.

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
