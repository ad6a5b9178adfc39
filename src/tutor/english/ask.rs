//! The words for a question asked about one square (see `tutor::ask`), and the notes a
//! screen reader hears on a pinned piece and on the piece that pins it.

use super::{and_list, piece_label, role_name};
use crate::tutor::{Asked, PieceOn};

/// A screen reader's note on a pinned piece: "pinned by the black rook on e7".
pub fn pinned_by(pinner: &PieceOn) -> String {
    format!(
        "pinned by the {} on {}",
        piece_label(pinner.piece),
        pinner.square
    )
}

/// A screen reader's note on a pinning piece: "pins the white bishop on e2".
pub fn pinning(pinned: &PieceOn) -> String {
    format!(
        "pins the {} on {}",
        piece_label(pinned.piece),
        pinned.square
    )
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
        .unwrap_or_default()
}

/// "White knight on g1"
fn named(p: &PieceOn) -> String {
    capitalised(&format!("{} on {}", piece_label(p.piece), p.square))
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
            Asked::Reach { square, movers } => {
                if movers.is_empty() {
                    format!("{square} is empty. No piece can go there on this move.")
                } else {
                    let who = movers
                        .iter()
                        .map(|m| format!("the {} on {}", role_name(m.piece.role), m.square))
                        .collect();
                    format!(
                        "{square} is empty. {} can go there.",
                        capitalised(&and_list(who))
                    )
                }
            }
            Asked::Legal(m) => format!("Legal: {}", m.english()),
            Asked::Refused(m) => format!("Not allowed. {}", m.english()),
        }
    }
}
