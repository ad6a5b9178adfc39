//! The sentences of a game against the computer: who plays what, its moves, the hint,
//! the result.

use crate::tutor::{Fact, Phrase};

/// What a PGN import loaded: who played, how many moves and the result, as the file says
/// (the words of [`game_loaded_phrase`] in English).
pub fn game_loaded(record: &crate::rules::pgn::Record) -> String {
    super::english_catalog().format(&game_loaded_phrase(record))
}

/// What a PGN import loaded, as a catalog phrase.
pub fn game_loaded_phrase(record: &crate::rules::pgn::Record) -> Phrase {
    let result = match record.result.as_str() {
        "1-0" => "white",
        "0-1" => "black",
        "1/2-1/2" => "draw",
        _ => "none",
    };
    let told = |p: Phrase| {
        p.with("moves", Fact::Count(record.moves()))
            .with("result", Fact::Code(result))
    };
    match (record.tag("White"), record.tag("Black")) {
        (Some(w), Some(b)) => told(Phrase::new("ui-game-loaded"))
            .with("white", Fact::Text(w.to_string()))
            .with("black", Fact::Text(b.to_string())),
        _ => told(Phrase::new("ui-game-loaded-unnamed")),
    }
}

/// The heading of an imported game: its players, event, place, year and result, as far as
/// the file gives them ("Paul Morphy – Duke Karl / Count Isouard · Paris · 1858 · 1-0").
pub fn game_heading(record: &crate::rules::pgn::Record) -> Option<String> {
    let players = match (record.tag("White"), record.tag("Black")) {
        (Some(w), Some(b)) => Some(format!("{w} – {b}")),
        _ => None,
    };
    // A date's unknown month and day ("1858.??.??") are left out.
    let date = record
        .tag("Date")
        .map(|d| d.trim_end_matches(['?', '.']).to_string());
    let result = (record.result != "*").then(|| record.result.clone());
    let parts: Vec<String> = [
        players,
        // "Paris" is left out before "Paris FRA".
        record
            .tag("Event")
            .filter(|e| !record.tag("Site").is_some_and(|s| s.starts_with(e)))
            .map(str::to_string),
        record.tag("Site").map(str::to_string),
        date,
        result,
    ]
    .into_iter()
    .flatten()
    .filter(|p| !p.is_empty())
    .collect();
    (!parts.is_empty()).then(|| parts.join(" · "))
}
