//! The sentences of a game against the computer: who plays what, its moves, the hint,
//! the result.

use super::words::{color_name, role_name, the};
use crate::rules::Square;
use crate::tutor::{Message, PieceOn, WayOut};

/// The sides, the computer's move or the game's end, in words; `None` for any other
/// message.
pub(super) fn sentence(message: &Message) -> Option<String> {
    Some(match message {
        Message::ComputerPlayed {
            san,
            role,
            to,
            captured,
            promotion,
            castled,
        } => match (castled, captured, promotion) {
            (true, _, _) => format!("The computer castled ({san})."),
            (_, _, Some(p)) => format!(
                "The computer's pawn reached {to} and became a {} ({san}).",
                role_name(*p)
            ),
            (_, Some(c), None) => format!(
                "The computer's {} took your {} on {to} ({san}).",
                role_name(*role),
                role_name(*c)
            ),
            (false, None, None) => {
                format!(
                    "The computer moved its {} to {to} ({san}).",
                    role_name(*role)
                )
            }
        },
        Message::VersusOver { human, winner } => match winner {
            Some(w) if w == human => "You won! Well played. Press New game for another.".into(),
            Some(_) => "The computer won this time. Take back a move or two and look for \
                        another way, or press New game."
                .into(),
            None => "A draw. Press New game for another.".into(),
        },
        Message::VersusSides { human, level } => format!(
            "You play {}. The computer plays {} at level {level}.",
            color_name(*human),
            color_name(!*human)
        ),
        _ => return None,
    })
}

/// Why the hinted move may be played: out of check, which of the three ways it takes.
pub(super) fn hint_sentence(
    san: &str,
    piece: &PieceOn,
    to: Square,
    way: Option<&WayOut>,
) -> String {
    let role = role_name(piece.piece.role);
    let from = piece.square;
    match way {
        None => format!(
            "Try the {role} from {from} to {to} ({san}): it may go there, and your king stays safe."
        ),
        Some(WayOut::KingSteps) => format!(
            "Try the king from {from} to {to} ({san}): it steps out of check to a square nothing attacks."
        ),
        Some(WayOut::Captures(c)) => format!(
            "Try the {role} from {from} taking {} ({san}): that ends the check.",
            the(c)
        ),
        Some(WayOut::Blocks(c)) => format!(
            "Try the {role} from {from} to {to} ({san}): it steps in between, so {} no longer reaches your king.",
            the(c)
        ),
    }
}

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
