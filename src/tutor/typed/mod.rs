//! A move typed by a learner, in SAN or UCI, with English piece letters or the learner's
//! language's, read into its squares (a refused move too, so that it gets the same reason
//! as a click), or into the facts of why it names no move here ([`Typed`]).
//!
//! Which letters win, when a letter means one piece in the learner's language and another
//! in English (Spanish and French `R` is the king, English `R` the rook):
//!
//! - The language's reading comes first. Spanish `Rb1` with the king on e1 and a rook on a1
//!   is a king move; the king cannot make it, so it is refused, and the tutor says how the
//!   letter was read and how to type the rook's move ("In Spanish notation R is the king,
//!   and your king on e1 cannot go to b1. For the rook, type Tb1."). A king move the rules
//!   refuse gets the rule's reason, and the same word on the letters.
//! - The English reading is taken only when the language's cannot be meant at all (the side
//!   to move has no such piece, or it reads as no move: a promotion to the king's letter,
//!   `e8=R`), and the English one names a single piece's move of the side to move (legal,
//!   or one the rules refuse and explain; never an ambiguous one). The tutor then says how
//!   it read the text ("Read as e8=T.").
//! - Letters that are only English (Spanish `N`, `B`, `Q`, `K`; German `Q`, `R`, `B`, `N`)
//!   mean nothing else, and read as English without a word.
//! - A look-alike from another alphabet (a Latin `C` or `K` typed for the Russian `С` or
//!   `К`, `Kp` for `Кр`) reads as the language's letter, and the tutor says so ("Read as
//!   Сc4."); where the English letter names another piece's move too (a Latin `K`: knight
//!   or king), it also says how to type that one. Russian also takes `:` for a capture and
//!   `кр` in any case.

mod said;
// Native only: they word with every language's catalog built in.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;

#[cfg(test)]
pub(super) use said::samples;
pub use said::{OtherLetter, Typed};

use super::notation::{english_reading, read_own, OwnLetters};
use super::{localized, Feedback, Lang, Message, PieceOn};
use crate::rules::{san, Move, Piece, Position, Role, Square, Uci};

/// A typed move read into squares, with how it was read where that needs saying.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedMove {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
    /// The move as the language prints it, when the text was read by a guess.
    pub read_as: Option<String>,
    /// The piece the same letter names in English, which could make this move too.
    pub letter: Option<OtherLetter>,
}

impl TypedMove {
    fn at((from, to, promotion): (Square, Square, Option<Role>)) -> TypedMove {
        TypedMove {
            from,
            to,
            promotion,
            read_as: None,
            letter: None,
        }
    }

    /// What the tutor says about the move (`said`: played, or why it is refused), with how
    /// its text was read where that needs saying.
    pub fn noted(&self, said: Message) -> Message {
        let mut said = said;
        if let Some(letter) = &self.letter {
            said = Message::Typed(Typed::LetterIs {
                letter: letter.clone(),
                then: Box::new(said),
            });
        }
        if let Some(read) = &self.read_as {
            said = Message::Typed(Typed::ReadAs {
                read: read.clone(),
                then: Box::new(said),
            });
        }
        said
    }

    /// Play's feedback on the move, with its words [`TypedMove::noted`].
    pub(super) fn noted_feedback(&self, feedback: Feedback) -> Feedback {
        match feedback {
            Feedback::Played(mut l) => {
                l.message = self.noted(l.message);
                Feedback::Played(l)
            }
            Feedback::Refused(mut r) => {
                r.message = self.noted(r.message);
                Feedback::Refused(r)
            }
            other => other,
        }
    }
}

/// The move a learner typed, as UCI (`e2e4`, `e7e8q`) or SAN (`Nf3`, `exd5`, `O-O`): its
/// squares and promotion piece. A real piece move the rules refuse is returned too, so it
/// gets the same reason as a click; text that names no move says why (a [`Typed`], which
/// [`Message::Typed`] words).
pub fn typed_move(pos: &Position, text: &str) -> Result<(Square, Square, Option<Role>), Typed> {
    typed_move_in(pos, text, Lang::En).map(|m| (m.from, m.to, m.promotion))
}

/// [`typed_move`] for a learner who reads `lang`: a move may be written with the
/// language's piece letters (Spanish `Rg1` is the king, German `Sf3` the knight) or the
/// English ones, by the rule in this module's docs.
pub fn typed_move_in(pos: &Position, text: &str, lang: Lang) -> Result<TypedMove, Typed> {
    let text = text.trim();
    if let Ok(uci) = text.parse::<Uci>() {
        return Ok(TypedMove::at((uci.from, uci.to, uci.promotion)));
    }
    let english = english_reading(text, lang);
    match read_own(text, lang) {
        Some(own) if own.english != english => own_letters(pos, text, &own, &english, lang),
        // The same letters either way (German `K`), or none of the language's.
        Some(own) => plain(pos, &own.english, text, lang),
        None => plain(pos, &english, text, lang),
    }
}

/// What a SAN text (English letters) names in a position.
enum Fit {
    /// Exactly one legal move.
    Legal(Move),
    /// A move of the side to move that the rules refuse: the squares a click would give.
    Refused(Square, Square, Option<Role>),
    /// A move of a piece of the side not to move.
    Theirs(Square, Square, Option<Role>),
    /// More than one legal move.
    Ambiguous(Vec<Move>),
    /// SAN, but no piece can be meant.
    Nothing,
    /// Not SAN at all.
    Unreadable,
}

impl Fit {
    fn of(pos: &Position, san_text: &str) -> Fit {
        let Some(mut moves) = san::fitting(pos, san_text) else {
            return Fit::Unreadable;
        };
        match moves.len() {
            1 => Fit::Legal(moves.remove(0)),
            0 => match san::intended(pos, san_text) {
                Some((from, to, p)) => Fit::Refused(from, to, p),
                None => match san::intended(&pos.with_turn(!pos.turn()), san_text) {
                    Some((from, to, p)) => Fit::Theirs(from, to, p),
                    None => Fit::Nothing,
                },
            },
            _ => Fit::Ambiguous(moves),
        }
    }

    /// The squares to try, when the text names a move of either side.
    fn squares(&self) -> Option<(Square, Square, Option<Role>)> {
        match *self {
            Fit::Legal(m) => Some((m.from, m.to, m.promotion)),
            Fit::Refused(from, to, p) | Fit::Theirs(from, to, p) => Some((from, to, p)),
            _ => None,
        }
    }

    /// Whether the text names a move of the side to move (legal, or one the rules refuse).
    fn is_ours(&self) -> bool {
        matches!(self, Fit::Legal(_) | Fit::Refused(..))
    }
}

/// The move `english` (SAN in English letters) names; `typed` is the text as typed.
fn plain(pos: &Position, english: &str, typed: &str, lang: Lang) -> Result<TypedMove, Typed> {
    let found = Fit::of(pos, english);
    match found.squares() {
        Some(squares) => Ok(TypedMove::at(squares)),
        None => Err(no_move(pos, &found, english, typed, lang)),
    }
}

/// Why a text names no move: `found` is what its reading `english` names (ambiguous,
/// nothing, or no SAN at all).
fn no_move(pos: &Position, found: &Fit, english: &str, typed: &str, lang: Lang) -> Typed {
    let text = crate::rules::shown(typed, 16);
    match (found, san::named(english)) {
        (Fit::Ambiguous(moves), Some((role, to))) => {
            let example = |m: Option<&Move>| {
                m.map(|m| localized(&san::write_without_suffix(pos, m), lang))
                    .unwrap_or_default()
            };
            Typed::Ambiguous {
                text,
                role,
                to,
                examples: [example(moves.first()), example(moves.get(1))],
            }
        }
        (Fit::Nothing | Fit::Theirs(..), Some((role, to))) => Typed::NoPiece { text, role, to },
        _ => Typed::Unreadable { text },
    }
}

/// A text that reads differently with the language's letters (`own`) and the English ones
/// (`english`): the language's reading wins, by the rule in the module docs.
fn own_letters(
    pos: &Position,
    typed: &str,
    own: &OwnLetters,
    english: &str,
    lang: Lang,
) -> Result<TypedMove, Typed> {
    let as_own = Fit::of(pos, &own.english);
    let as_english = Fit::of(pos, english);
    let letter = other_letter(pos, own, english, &as_english, lang);
    let read_as = own.guessed.then(|| own.spelled.clone());
    match as_own {
        // A move the language's letters name: a word on the English letter only where the
        // text was a guess, or the move is refused (the learner may have meant the other).
        Fit::Legal(m) => {
            return Ok(TypedMove {
                letter: letter.filter(|_| own.guessed),
                read_as,
                ..TypedMove::at((m.from, m.to, m.promotion))
            })
        }
        Fit::Refused(from, to, p) => {
            return Ok(TypedMove {
                letter,
                read_as,
                ..TypedMove::at((from, to, p))
            })
        }
        Fit::Ambiguous(_) => return Err(no_move(pos, &as_own, &own.english, typed, lang)),
        _ => {}
    }
    let role = san::named(&own.english).map(|(role, _)| role);
    let has_none = role.is_none_or(|r| pieces_of(pos, r).is_empty());
    let cannot_be_meant = matches!(as_own, Fit::Unreadable) || has_none;
    match as_english.squares() {
        // The language's reading cannot be meant: the English one is, and says so.
        Some(squares) if cannot_be_meant && as_english.is_ours() => {
            return Ok(TypedMove {
                read_as: Some(localized(english, lang)),
                ..TypedMove::at(squares)
            })
        }
        _ => {}
    }
    match (letter, san::named(&own.english)) {
        (Some(letter), Some((role, to))) => Err(Typed::OtherPiece {
            text: crate::rules::shown(typed, 16),
            pieces: pieces_of(pos, role),
            letter,
            to,
        }),
        _ => match (&as_own, as_own.squares()) {
            (Fit::Theirs(..), Some(squares)) => Ok(TypedMove {
                read_as,
                ..TypedMove::at(squares)
            }),
            (Fit::Unreadable, _) => Err(no_move(pos, &as_english, english, typed, lang)),
            _ => Err(no_move(pos, &as_own, &own.english, typed, lang)),
        },
    }
}

/// The side to move's pieces of a kind.
fn pieces_of(pos: &Position, role: Role) -> Vec<PieceOn> {
    let piece = Piece::new(pos.turn(), role);
    PieceOn::all(pos, pos.board().by_piece(piece))
}

/// The letter the text starts with, when it names one piece in the language and another
/// in English and the English reading (`as_english`) names a move of the side to move.
fn other_letter(
    pos: &Position,
    own: &OwnLetters,
    english: &str,
    as_english: &Fit,
    lang: Lang,
) -> Option<OtherLetter> {
    let (letter, role) = own.piece?;
    let (other, _) = san::named(english)?;
    if other == role || !as_english.is_ours() {
        return None;
    }
    let instead = match as_english {
        Fit::Legal(m) => san::write(pos, m),
        _ => english.to_string(),
    };
    Some(OtherLetter {
        notation: lang,
        letter: letter.to_string(),
        role,
        other,
        instead: localized(&instead, lang),
    })
}
