//! The sentences of a game against the computer: who plays what, its moves, the hint,
//! the result.

/// What a PGN import loaded: who played, how many moves and the result, as the file says.
pub fn game_loaded(record: &crate::rules::pgn::Record) -> String {
    let moves = match record.moves() {
        1 => "1 move".to_string(),
        n => format!("{n} moves"),
    };
    let result = match record.result.as_str() {
        "1-0" => "White won (1-0)",
        "0-1" => "Black won (0-1)",
        "1/2-1/2" => "a draw (1/2-1/2)",
        _ => "no result given",
    };
    match (record.tag("White"), record.tag("Black")) {
        (Some(w), Some(b)) => format!("Loaded {w} – {b}: {moves}, {result}."),
        _ => format!("Loaded a game of {moves}, {result}."),
    }
}

/// Said after Undo: the move taken back, as a screen reader says a move.
pub fn taken_back(spoken: &str) -> String {
    format!("Taken back: {spoken}")
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
