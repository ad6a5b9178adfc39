//! Moves in each language's own notation: the piece letters its chess books print
//! (`../shared/GLOSSARY.md`; squares and `x`, `+`, `#`, `O-O` are the same everywhere).
//! The move list shows them, and a typed move may use them or the English ones.
//!
//! ```
//! use check_tutor::tutor::{localized, Lang};
//! assert_eq!(localized("Nxe5+", Lang::De), "Sxe5+");
//! assert_eq!(localized("e8=Q#", Lang::Ru), "e8=Ф#");
//! assert_eq!(localized("O-O", Lang::Es), "O-O");
//! ```

use super::Lang;
use crate::rules::Role;

/// The roles that have a letter, in the order of [`Lang::piece_letters`].
const ROLES: [Role; 5] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
];

impl Lang {
    /// The piece letters for king, queen, rook, bishop and knight.
    pub fn piece_letters(self) -> [&'static str; 5] {
        match self {
            Lang::En => ["K", "Q", "R", "B", "N"],
            Lang::Es => ["R", "D", "T", "A", "C"],
            Lang::De => ["K", "D", "T", "L", "S"],
            Lang::Fr => ["R", "D", "T", "F", "C"],
            Lang::Ru => ["Кр", "Ф", "Л", "С", "К"],
        }
    }
}

fn english_letter(role: Role) -> char {
    role.upper_char()
}

/// A move in SAN (English letters, as `rules::san` writes it) with the language's letters:
/// the piece's letter at the start and a promotion's after `=`.
pub fn localized(san: &str, lang: Lang) -> String {
    let letters = lang.piece_letters();
    let mut out = String::with_capacity(san.len() + 2);
    let mut before = None;
    for c in san.chars() {
        let piece = (before.is_none() || before == Some('=')).then_some(c);
        match piece.and_then(|c| ROLES.iter().position(|&r| english_letter(r) == c)) {
            Some(i) => out.push_str(letters[i]),
            None => out.push(c),
        }
        before = Some(c);
    }
    out
}

/// A spelling of a piece letter that a typed move may use: its text, the letter as the
/// language prints it, the piece, and whether it is a look-alike from another alphabet.
type Spelling = (&'static str, &'static str, Role, bool);

/// Russian letters as typed: `Кр` in any case, lower-case letters (no file is Cyrillic),
/// and the Latin look-alikes of `С`, `К` and `р`; the longest first.
const RUSSIAN: [Spelling; 21] = [
    ("Кр", "Кр", Role::King, false),
    ("кр", "Кр", Role::King, false),
    ("КР", "Кр", Role::King, false),
    ("кР", "Кр", Role::King, false),
    ("Kp", "Кр", Role::King, true),
    ("KP", "Кр", Role::King, true),
    ("Kр", "Кр", Role::King, true),
    ("KР", "Кр", Role::King, true),
    ("Кp", "Кр", Role::King, true),
    ("КP", "Кр", Role::King, true),
    ("кp", "Кр", Role::King, true),
    ("кP", "Кр", Role::King, true),
    ("Ф", "Ф", Role::Queen, false),
    ("ф", "Ф", Role::Queen, false),
    ("Л", "Л", Role::Rook, false),
    ("л", "Л", Role::Rook, false),
    // A lower-case Cyrillic "с" is left out: it is the c-file typed in the wrong alphabet.
    ("С", "С", Role::Bishop, false),
    ("C", "С", Role::Bishop, true),
    ("К", "К", Role::Knight, false),
    ("к", "К", Role::Knight, false),
    ("K", "К", Role::Knight, true),
];

/// The spellings a typed move may use for `lang`'s piece letters.
fn spellings(lang: Lang) -> Vec<Spelling> {
    if lang == Lang::Ru {
        return RUSSIAN.to_vec();
    }
    let letters = lang.piece_letters();
    (0..ROLES.len())
        .map(|i| (letters[i], letters[i], ROLES[i], false))
        .collect()
}

/// A typed move read with a language's piece letters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnLetters {
    /// The move with English letters and `x` for a capture, as `rules::san` reads it.
    pub english: String,
    /// The move as the language prints it (`Сc4` for a typed `Cc4` with a Latin `C`).
    pub spelled: String,
    /// A look-alike from another alphabet was read as the language's letter.
    pub guessed: bool,
    /// The letter the move starts with, as the language prints it, and its piece.
    pub piece: Option<(&'static str, Role)>,
}

/// Reads a typed move with `lang`'s letters: the piece's letter at the start, a promotion's
/// at the end, and in Russian `:` (or a Cyrillic `х`) for a capture; `None` if it uses none
/// of them, or the language is English. A promotion to the king's letter reads as one (to
/// no move): Spanish `e8=R` is not a rook.
pub fn read_own(text: &str, lang: Lang) -> Option<OwnLetters> {
    if lang == Lang::En {
        return None;
    }
    let spellings = spellings(lang);
    let text = text.trim();
    let mut out = OwnLetters {
        english: String::with_capacity(text.len()),
        spelled: String::with_capacity(text.len() + 2),
        guessed: false,
        piece: None,
    };
    let mut rest = text;
    if let Some(&(typed, printed, role, guessed)) = spellings.iter().find(|s| text.starts_with(s.0))
    {
        out.english.push(english_letter(role));
        out.spelled.push_str(printed);
        out.guessed = guessed;
        out.piece = Some((printed, role));
        rest = &text[typed.len()..];
    }
    // A promotion: "e8=D", "e8D", "exd1=Ф+".
    let head = rest.trim_end_matches(['+', '#', '!', '?']);
    let promotion = spellings.iter().find_map(|s| {
        let before = head.strip_suffix(s.0)?;
        before.ends_with(['=', '1', '8']).then_some((before, s))
    });
    let captures = lang == Lang::Ru && rest.contains([':', 'х', 'Х']);
    if out.piece.is_none() && promotion.is_none() && !captures {
        return None;
    }
    match promotion {
        Some((before, &(_, printed, role, guessed))) => {
            out.guessed |= guessed;
            out.english.push_str(&capture_x(before, lang));
            out.english.push(english_letter(role));
            out.spelled.push_str(before);
            out.spelled.push_str(printed);
        }
        None => {
            out.english.push_str(&capture_x(head, lang));
            out.spelled.push_str(head);
        }
    }
    let after = &rest[head.len()..];
    out.english.push_str(after);
    out.spelled.push_str(after);
    Some(out)
}

/// A typed move's captures written `x`: Russian books print `:` (`Л:e7`, `e:d5`), and a
/// Russian keyboard types a Cyrillic `х`.
fn capture_x(text: &str, lang: Lang) -> String {
    if lang == Lang::Ru {
        text.replace([':', 'х', 'Х'], "x")
    } else {
        text.to_string()
    }
}

/// A typed move read as if its letters were English (`Rb1` is a rook move), with Russian
/// captures written `x`.
pub fn english_reading(text: &str, lang: Lang) -> String {
    capture_x(text.trim(), lang)
}

/// A typed move written with the language's letters, rewritten with English ones (the
/// piece's letter at the start, a promotion's at the end); `None` if it uses none of them,
/// or the language is English.
pub fn to_english(text: &str, lang: Lang) -> Option<String> {
    read_own(text, lang).map(|r| r.english)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_letter_goes_there_and_back() {
        for lang in Lang::ALL {
            for san in [
                "Kg1", "Qxd8+", "Rae1", "B2c4", "Nf3#", "e8=Q", "bxa1=N+", "e4", "O-O-O",
            ] {
                let ours = localized(san, lang);
                let back = to_english(&ours, lang).unwrap_or(ours.clone());
                assert_eq!(back, san, "{lang:?}: {ours}");
            }
        }
    }

    #[test]
    fn each_language_writes_its_own_letters() {
        assert_eq!(localized("Kg1", Lang::Es), "Rg1");
        assert_eq!(localized("Rg1", Lang::Es), "Tg1");
        assert_eq!(localized("Bb5", Lang::Fr), "Fb5");
        assert_eq!(localized("Kd2", Lang::Ru), "Крd2");
        assert_eq!(localized("Nc3", Lang::Ru), "Кc3");
        assert_eq!(localized("exd8=N", Lang::De), "exd8=S");
        // A file letter is never a piece: "bxc3" stays.
        assert_eq!(localized("bxc3", Lang::Fr), "bxc3");
        assert_eq!(to_english("Крd2", Lang::Ru).as_deref(), Some("Kd2"));
        assert_eq!(to_english("Кc3", Lang::Ru).as_deref(), Some("Nc3"));
        assert_eq!(to_english("e8D", Lang::Es).as_deref(), Some("e8Q"));
        assert_eq!(to_english("Nf3", Lang::De), None);
        assert_eq!(to_english("e2e4", Lang::Es), None);
    }

    #[test]
    fn russian_moves_are_read_as_russians_type_them() {
        let read = |text| to_english(text, Lang::Ru);
        assert_eq!(read("Л:e7").as_deref(), Some("Rxe7"));
        assert_eq!(read("e:d5").as_deref(), Some("exd5"));
        assert_eq!(read("exd8=ф").as_deref(), Some("exd8=Q"));
        for king in ["Крe2", "крe2", "КРe2", "кРe2", "Kpe2", "KPe2", "Кpe2"] {
            assert_eq!(read(king).as_deref(), Some("Ke2"), "{king}");
        }
        // A Cyrillic "х" typed for the "x" of a capture.
        assert_eq!(read("Кхd4").as_deref(), Some("Nxd4"));
        // A lower-case Cyrillic "с" is the c-file in the wrong alphabet, not a bishop.
        assert_eq!(read("сc4"), None);
    }

    #[test]
    fn a_latin_look_alike_is_read_as_the_russian_letter_and_marked_a_guess() {
        let own = read_own("C:c4", Lang::Ru).unwrap();
        assert_eq!(own.english, "Bxc4");
        assert_eq!(own.spelled, "\u{0421}:c4");
        assert!(own.guessed);
        assert_eq!(own.piece, Some(("\u{0421}", Role::Bishop)));
        let own = read_own("Kf3", Lang::Ru).unwrap();
        assert_eq!((own.english.as_str(), own.guessed), ("Nf3", true));
        let own = read_own("Лe7", Lang::Ru).unwrap();
        assert_eq!((own.spelled.as_str(), own.guessed), ("Лe7", false));
        let own = read_own("e8=K", Lang::Ru).unwrap();
        assert_eq!(
            (own.english.as_str(), own.spelled.as_str()),
            ("e8=N", "e8=К")
        );
    }

    #[test]
    fn a_promotion_to_the_kings_letter_reads_as_a_king() {
        // Spanish and French R at the end is the king too: no move, never the English rook.
        assert_eq!(to_english("e8=R", Lang::Es).as_deref(), Some("e8=K"));
        assert_eq!(to_english("e8R", Lang::Fr).as_deref(), Some("e8K"));
        assert_eq!(english_reading(" e:d5 ", Lang::Ru), "exd5");
        assert_eq!(english_reading("e:d5", Lang::Es), "e:d5");
    }
}
