//! The small words every sentence is made of: names of pieces, sides and squares, lists.

use crate::rules::{Color, Piece, Role};

pub(super) fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

pub(super) fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// "white pawn" (for labels such as "e4, white pawn").
pub fn piece_label(piece: Piece) -> String {
    format!(
        "{} {}",
        color_name(piece.color).to_ascii_lowercase(),
        role_name(piece.role)
    )
}

/// Joins with commas and a final "and".
pub(super) fn and_list(items: Vec<String>) -> String {
    match items.len() {
        0 => String::new(),
        1 => items.into_iter().next().unwrap_or_default(),
        n => {
            let (head, last) = items.split_at(n - 1);
            format!("{} and {}", head.join(", "), last[0])
        }
    }
}

/// The text with its first letter a capital (ASCII: every sentence here is ours and
/// starts with one; the Unicode case tables would add several KB to the download).
pub fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
        .unwrap_or_default()
}

/// One side's pieces, a line per kind: "King on e1", "Rooks on a1 and h1", for a screen
/// reader's summary of the position.
pub fn pieces_in_words(pos: &crate::rules::Position, color: Color) -> Vec<String> {
    let mut lines = Vec::new();
    for role in Role::KING_FIRST {
        let squares: Vec<String> = pos
            .board()
            .pieces()
            .filter(|(_, p)| *p == Piece::new(color, role))
            .map(|(sq, _)| sq.to_string())
            .collect();
        let name = capitalised(role_name(role));
        lines.push(match squares.len() {
            0 => continue,
            1 => format!("{name} on {}", squares[0]),
            _ => format!("{name}s on {}", and_list(squares)),
        });
    }
    lines
}
