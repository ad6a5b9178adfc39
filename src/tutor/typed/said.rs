//! What the tutor says about a typed text, as facts for the catalogs (`typed-…` messages):
//! why it names no move here, or how it was read. The text itself is told as text.

use super::super::catalog::{Catalog, Fact, Phrase};
use super::super::{Lang, Message, PieceOn};
use crate::rules::{Role, Square};

/// A letter of the learner's language that names another piece than the same English
/// letter (Spanish `R` is the king, English `R` the rook), and how to type that piece's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherLetter {
    /// The language whose letter it is.
    pub notation: Lang,
    /// The letter as the language prints it.
    pub letter: String,
    /// The piece the letter names in that language.
    pub role: Role,
    /// The piece the same English letter names.
    pub other: Role,
    /// That piece's move, in the language's letters.
    pub instead: String,
}

/// A typed text that names no move here (`text` as typed, shortened), or how a typed move
/// was read, said with what the tutor says about the move itself (`then`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// Not a move in SAN or UCI.
    Unreadable { text: String },
    /// A move of a `role` to `to` that no piece of the side to move can make.
    NoPiece {
        text: String,
        role: Role,
        to: Square,
    },
    /// More than one piece of the kind can go there: two of the moves meant, written out.
    Ambiguous {
        text: String,
        role: Role,
        to: Square,
        examples: [String; 2],
    },
    /// The language's letter names a piece (`pieces`, the side to move's of that kind) that
    /// cannot go to `to`; the English letter names another that can.
    OtherPiece {
        text: String,
        letter: OtherLetter,
        pieces: Vec<PieceOn>,
        to: Square,
    },
    /// A move read by a guess (a look-alike letter, or an English letter where the
    /// language's could not be meant): `read` is the move in the language's letters.
    ReadAs { read: String, then: Box<Message> },
    /// A move the language's letter names and the rules refuse, or read by a guess, where
    /// the English letter names another piece's move.
    LetterIs {
        letter: OtherLetter,
        then: Box<Message>,
    },
}

fn with_letter(phrase: Phrase, l: &OtherLetter) -> Phrase {
    phrase
        .with("notation", Fact::Code(l.notation.code()))
        .with("letter", Fact::Text(l.letter.clone()))
        .with("role", Fact::Role(l.role))
        .with("other", Fact::Role(l.other))
        .with("instead", Fact::Text(l.instead.clone()))
}

impl Typed {
    /// The phrase, with the message it goes with already said in `catalog`'s language.
    pub(in crate::tutor) fn phrase_in(&self, catalog: &Catalog) -> Phrase {
        let text = |id, t: &String| Phrase::new(id).with("text", Fact::Text(t.clone()));
        match self {
            Typed::Unreadable { text: t } => text("typed-unreadable", t),
            Typed::NoPiece { text: t, role, to } => text("typed-no-piece", t)
                .with("role", Fact::Role(*role))
                .with("to", Fact::Square(*to)),
            Typed::Ambiguous {
                text: t,
                role,
                to,
                examples: [first, second],
            } => text("typed-ambiguous", t)
                .with("role", Fact::Role(*role))
                .with("to", Fact::Square(*to))
                .with("first", Fact::Text(first.clone()))
                .with("second", Fact::Text(second.clone())),
            Typed::OtherPiece {
                text: t,
                letter,
                pieces,
                to,
            } => with_letter(text("typed-other-piece", t), letter)
                .with("pieces", Fact::Pieces(pieces.clone()))
                .with("to", Fact::Square(*to)),
            Typed::ReadAs { read, then } => Phrase::new("typed-read-as")
                .with("read", Fact::Text(read.clone()))
                .with("then", Fact::Text(then.say(catalog))),
            Typed::LetterIs { letter, then } => with_letter(Phrase::new("typed-letter-is"), letter)
                .with("then", Fact::Text(then.say(catalog))),
        }
    }
}

impl Message {
    /// `said` with the words on how a typed move was read that this message carries, so
    /// that the move said for a screen reader keeps them.
    pub fn with_typed_notes(&self, said: Message) -> Message {
        match self {
            Message::Typed(Typed::ReadAs { read, then }) => Message::Typed(Typed::ReadAs {
                read: read.clone(),
                then: Box::new(then.with_typed_notes(said)),
            }),
            Message::Typed(Typed::LetterIs { letter, then }) => Message::Typed(Typed::LetterIs {
                letter: letter.clone(),
                then: Box::new(then.with_typed_notes(said)),
            }),
            _ => said,
        }
    }
}

/// The catalog lint's samples of every `typed-` message, in each notation.
#[cfg(test)]
pub(in crate::tutor) fn samples() -> Vec<Message> {
    use crate::rules::{Color, Piece};
    let sq = |s: &str| s.parse::<Square>().unwrap();
    let on = |role, s| PieceOn {
        piece: Piece::new(Color::White, role),
        square: sq(s),
    };
    let played = Message::NoPiece { square: sq("e4") };
    let mut out = Vec::new();
    for role in Role::KING_FIRST {
        let text = "Nf6".to_string();
        out.extend([
            Message::Typed(Typed::NoPiece {
                text: text.clone(),
                role,
                to: sq("f6"),
            }),
            Message::Typed(Typed::Ambiguous {
                text: text.clone(),
                role,
                to: sq("d2"),
                examples: ["Nbd2".into(), "Nfd2".into()],
            }),
        ]);
        for notation in [Lang::Es, Lang::De, Lang::Fr, Lang::Ru, Lang::En] {
            let letter = OtherLetter {
                notation,
                letter: "R".into(),
                role,
                other: Role::KING_FIRST[(role as usize + 2) % 6],
                instead: "Tb1".into(),
            };
            for pieces in [vec![on(role, "e1")], vec![on(role, "e1"), on(role, "g1")]] {
                out.push(Message::Typed(Typed::OtherPiece {
                    text: text.clone(),
                    letter: letter.clone(),
                    pieces,
                    to: sq("b1"),
                }));
            }
            out.push(Message::Typed(Typed::LetterIs {
                letter,
                then: Box::new(played.clone()),
            }));
        }
    }
    out.extend([
        Message::Typed(Typed::Unreadable {
            text: "hello".into(),
        }),
        Message::Typed(Typed::ReadAs {
            read: "Сc4".into(),
            then: Box::new(played),
        }),
    ]);
    out
}
