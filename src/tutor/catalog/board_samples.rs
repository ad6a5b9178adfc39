//! Samples of the board read aloud for the catalog lint: by rank, file and kind, and its
//! marks.

use super::samples::sq;
use crate::rules::{Color, Role, Square};

/// The board read by rank, file and kind, and its marks: empty and full, every kind and
/// colour, one mark and several.
pub fn board_samples() -> Vec<super::Phrase> {
    use crate::rules::Piece;
    use crate::tutor::board_words as words;
    use Color::{Black, White};
    let mut pieces: Vec<(Square, Piece)> = Vec::new();
    for (i, role) in Role::KING_FIRST.into_iter().enumerate() {
        let file = (b'a' + i as u8) as char;
        pieces.push((sq(&format!("{file}2")), Piece::new(White, role)));
        pieces.push((sq(&format!("{file}7")), Piece::new(Black, role)));
    }
    // One white knight, two black knights; one white rook; no bishops.
    pieces.retain(|(_, p)| p.role != Role::Bishop && *p != Piece::new(Black, Role::Rook));
    pieces.push((sq("g8"), Piece::new(Black, Role::Knight)));
    let mut out = vec![words::reading_keys()];
    // The W key's sentence per side: the list of kinds is formatted by the page.
    for side in [White, Black] {
        out.push(
            super::Phrase::new("board-side-pieces")
                .with("side", super::Fact::Side(side))
                .with(
                    "pieces",
                    super::Fact::Text("King on e1, Rooks on a1 and h1".into()),
                ),
        );
    }
    for i in [0, 1, 6] {
        out.push(words::rank_words(
            &pieces,
            crate::rules::Rank::new(i).unwrap(),
        ));
        out.push(words::file_words(
            &pieces,
            crate::rules::File::new(i).unwrap(),
        ));
    }
    for role in Role::KING_FIRST {
        out.push(words::kind_words(&pieces, role));
        let black_only: Vec<(Square, Piece)> = pieces
            .iter()
            .copied()
            .filter(|(_, p)| p.color == Black)
            .collect();
        out.push(words::kind_words(&black_only, role));
    }
    let colours = ["green", "red", "blue", "yellow", "purple"];
    let arrows: Vec<(Square, Square, &str)> = colours
        .iter()
        .zip(["a1", "b2", "c3", "d4", "e5"])
        .map(|(&c, s)| (sq(s), sq("h8"), c))
        .collect();
    let circles: Vec<(Square, &str)> = colours
        .iter()
        .zip(["a1", "b2", "c3", "d4", "e5"])
        .map(|(&c, s)| (sq(s), c))
        .collect();
    out.extend(words::marks_words(&arrows, &circles));
    out.extend(words::marks_words(&arrows[..1], &circles[..1]));
    for s in ["a1", "b2", "c3", "d4", "e5", "h8"] {
        out.extend(words::square_mark_words(sq(s), &arrows, &circles));
    }
    out
}
