//! The words for a question asked about one square (see `tutor::ask`), and the notes a
//! screen reader hears on a pinned piece and on the piece that pins it.

use super::{and_list, capitalised, color_name, piece_label, role_name};
use crate::tutor::{Asked, PieceOn};

/// A screen reader's note on a pinned piece: "pinned by the black rook on e7".
pub fn pinned_by(pinner: &PieceOn) -> String {
    format!(
        "pinned by the {} on {}",
        piece_label(pinner.piece),
        pinner.square
    )
}

/// A screen reader's note on a piece that covers squares the king wanted: "covers e5",
/// "covers f7 and g7".
pub fn covers(squares: &[crate::rules::Square]) -> String {
    let names = squares.iter().map(|s| s.to_string()).collect();
    format!("covers {}", super::words::and_list(names))
}

/// A screen reader's note on a pinning piece: "pins the white bishop on e2".
pub fn pinning(pinned: &PieceOn) -> String {
    format!(
        "pins the {} on {}",
        piece_label(pinned.piece),
        pinned.square
    )
}

/// "White knight on g1"
fn named(p: &PieceOn) -> String {
    capitalised(&format!("{} on {}", piece_label(p.piece), p.square))
}

/// "knight on g1", "pawn on f2": pieces of one side, named after it.
fn placed(pieces: &[PieceOn]) -> Vec<String> {
    pieces
        .iter()
        .map(|p| format!("{} on {}", role_name(p.piece.role), p.square))
        .collect()
}

/// "f3 or h3"
fn or_list(items: Vec<String>) -> String {
    match items.len() {
        0 | 1 => items.concat(),
        n => format!("{} or {}", items[..n - 1].join(", "), items[n - 1]),
    }
}

impl Asked {
    /// The answer in a sentence or two.
    pub fn english(&self) -> String {
        match self {
            Asked::Moves {
                piece,
                targets,
                stuck,
            } => {
                if targets.is_empty() {
                    let mut s = format!("{} has no legal move.", named(piece));
                    if let Some(why) = stuck {
                        s.push(' ');
                        s.push_str(&why.english());
                    }
                    s
                } else {
                    let squares = targets.iter().map(|t| t.to_string()).collect();
                    format!("{} can go to {}.", named(piece), or_list(squares))
                }
            }
            Asked::NotToMove { piece } => {
                let turn = if piece.piece.color.is_white() {
                    "Black"
                } else {
                    "White"
                };
                format!("{}. It is {turn}'s move.", named(piece))
            }
            Asked::Reach {
                square,
                side,
                movers,
                attackers,
            } => {
                let mut s = if movers.is_empty() {
                    let side = if side.is_white() { "white" } else { "black" };
                    format!("{square} is empty. No {side} piece can go there on this move.")
                } else {
                    format!(
                        "{square} is empty. {}'s {} can go there.",
                        color_name(*side),
                        and_list(placed(movers))
                    )
                };
                if !attackers.is_empty() {
                    let verb = if attackers.len() == 1 {
                        "attacks"
                    } else {
                        "attack"
                    };
                    s.push_str(&format!(
                        " {}'s {} {verb} it.",
                        color_name(!*side),
                        and_list(placed(attackers))
                    ));
                }
                s
            }
            Asked::Legal(m) => format!("Legal: {}", m.english()),
            Asked::Refused(m) => format!("Not allowed. {}", m.english()),
        }
    }
}
