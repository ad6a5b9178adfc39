//! The languages Check Tutor speaks, and how one is chosen from a browser's list.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A language of the app. Its code is the one used in links (`lang=es`), in lesson files
/// (`"lang": "es"`, where another code is an error naming the five) and in `<html lang>`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Es,
    De,
    Fr,
    Ru,
}

impl Lang {
    /// Every language, in the order the language menu lists them.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Es, Lang::De, Lang::Fr, Lang::Ru];

    /// The code: `en`, `es`, `de`, `fr` or `ru`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Ru => "ru",
        }
    }

    /// The language named in itself, as a menu of languages shows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Ru => "Русский",
        }
    }

    /// The language of a code exactly as this app writes it (`es`), for links and files.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language of a browser's language tag (`es-MX`, `de`, `fr-CA`, `RU`): its
    /// primary subtag, in any case.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?;
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The first of the browser's languages (most preferred first) that the app speaks,
    /// else English.
    pub fn negotiate(preferred: &[String]) -> Lang {
        preferred
            .iter()
            .find_map(|t| Lang::from_tag(t))
            .unwrap_or_default()
    }
}

// Written by hand: serde's derived visitor costs more in the learner's download.
impl Serialize for Lang {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Lang {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        let code = String::deserialize(d)?;
        Lang::from_code(&code).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown language {code:?}: one of en, es, de, fr, ru"
            ))
        })
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_back() {
        for l in Lang::ALL {
            assert_eq!(Lang::from_code(l.code()), Some(l));
            assert_eq!(Lang::from_tag(&l.code().to_ascii_uppercase()), Some(l));
        }
        assert_eq!(
            Lang::from_code("ES"),
            None,
            "links carry the code as written"
        );
        assert_eq!(Lang::from_code("pt"), None);
    }

    #[test]
    fn browser_lists_negotiate_to_the_first_language_spoken() {
        let negotiate = |tags: &[&str]| {
            Lang::negotiate(&tags.iter().map(|t| t.to_string()).collect::<Vec<_>>())
        };
        assert_eq!(negotiate(&["es-MX", "en-US"]), Lang::Es);
        assert_eq!(negotiate(&["pt-BR", "de-AT", "fr"]), Lang::De);
        assert_eq!(negotiate(&["ru_RU"]), Lang::Ru);
        assert_eq!(negotiate(&["pt-BR", "ja"]), Lang::En);
        assert_eq!(negotiate(&[]), Lang::En);
        // "frr" (North Frisian) is not French.
        assert_eq!(negotiate(&["frr", "fr-CH"]), Lang::Fr);
    }
}
