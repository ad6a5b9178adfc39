//! The answer to a question about one square ([`super::ask`], the board's M key) and the
//! notes a screen reader hears on a pinned piece, the piece that pins it and a piece that
//! covers the king's squares, as catalog phrases.

use super::{Asked, Catalog, Fact, Phrase, PieceOn};
use crate::rules::Square;

/// A screen reader's note on a pinned piece: "pinned by the black rook on e7".
pub fn pinned_by(pinner: PieceOn) -> Phrase {
    Phrase::new("note-pinned-by").with("pinner", Fact::Piece(pinner))
}

/// A screen reader's note on a pinning piece: "pins the white bishop on e2".
pub fn pinning(pinned: PieceOn) -> Phrase {
    Phrase::new("note-pinning").with("pinned", Fact::Piece(pinned))
}

/// A screen reader's note on a piece that covers squares the king wanted: "covers e5",
/// "covers f7 and g7".
pub fn covers(squares: &[Square]) -> Phrase {
    Phrase::new("note-covers").with("squares", Fact::Squares(squares.to_vec()))
}

impl Asked {
    /// The answer in a sentence or two, worded by `catalog` (a move or a refusal inside it
    /// too).
    pub fn say(&self, catalog: &Catalog) -> String {
        catalog.format(&self.phrase(catalog))
    }

    /// The answer in English.
    pub fn english(&self) -> String {
        self.say(&super::english::english_catalog())
    }

    pub(crate) fn phrase(&self, catalog: &Catalog) -> Phrase {
        match self {
            Asked::Moves {
                piece,
                targets,
                stuck,
            } => {
                let piece = Fact::Piece(*piece);
                match stuck {
                    _ if !targets.is_empty() => Phrase::new("ask-moves")
                        .with("piece", piece)
                        .with("squares", Fact::Squares(targets.clone())),
                    Some(why) => Phrase::new("ask-stuck")
                        .with("piece", piece)
                        .with("why", Fact::Text(why.say(catalog))),
                    None => Phrase::new("ask-no-move").with("piece", piece),
                }
            }
            Asked::NotToMove { piece } => Phrase::new("ask-not-to-move")
                .with("piece", Fact::Piece(*piece))
                .with("turn", Fact::Side(!piece.piece.color)),
            Asked::Reach {
                square,
                side,
                movers,
                attackers,
            } => Phrase::new("ask-reach")
                .with("square", Fact::Square(*square))
                .with("side", Fact::Side(*side))
                .with("movers", Fact::Pieces(movers.clone()))
                .with("attackers", Fact::Pieces(attackers.clone())),
            Asked::Legal(m) => Phrase::new("ask-legal").with("move", Fact::Text(m.say(catalog))),
            Asked::Refused(m) => Phrase::new("ask-refused").with("why", Fact::Text(m.say(catalog))),
        }
    }
}
