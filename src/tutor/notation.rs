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

/// A typed move written with the language's letters, rewritten with English ones (the
/// piece's letter at the start, a promotion's at the end); `None` if it uses none of them,
/// or the language is English.
pub fn to_english(text: &str, lang: Lang) -> Option<String> {
    if lang == Lang::En {
        return None;
    }
    let letters = lang.piece_letters();
    // The longest letter that fits: Russian "Кр" (king) before "К" (knight).
    let longest = |fits: &dyn Fn(&str) -> bool, king: bool| {
        (0..ROLES.len())
            .filter(|&i| (king || ROLES[i] != Role::King) && fits(letters[i]))
            .max_by_key(|&i| letters[i].len())
    };
    let text = text.trim();
    let mut body = String::with_capacity(text.len());
    let mut rest = text;
    if let Some(i) = longest(&|l| text.starts_with(l), true) {
        body.push(english_letter(ROLES[i]));
        rest = &text[letters[i].len()..];
    }
    // A promotion: "e8=D", "e8D", "exd1=Ф+".
    let head = rest.trim_end_matches(['+', '#', '!', '?']);
    let promotion = longest(&|l| head.ends_with(l), false)
        .filter(|&i| head[..head.len() - letters[i].len()].ends_with(['=', '1', '8']));
    match promotion {
        Some(i) => {
            body.push_str(&head[..head.len() - letters[i].len()]);
            body.push(english_letter(ROLES[i]));
            body.push_str(&rest[head.len()..]);
        }
        None if body.is_empty() => return None,
        None => body.push_str(rest),
    }
    Some(body)
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
}
