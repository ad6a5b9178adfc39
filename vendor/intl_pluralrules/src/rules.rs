#![allow(unused_variables, unused_parens)]
#![cfg_attr(feature = "cargo-clippy", allow(clippy::float_cmp))]
#![cfg_attr(feature = "cargo-clippy", allow(clippy::unreadable_literal))]
#![cfg_attr(feature = "cargo-clippy", allow(clippy::nonminimal_bool))]
use super::operands::PluralOperands;
use super::PluralCategory;
use unic_langid::subtags;
use unic_langid::LanguageIdentifier;
pub type PluralRule = fn(&PluralOperands) -> PluralCategory;
pub static CLDR_VERSION: usize = 37;
macro_rules! langid {
    ( $ lang : expr , $ script : expr , $ region : expr ) => {{
        unsafe { LanguageIdentifier::from_raw_parts_unchecked($lang, $script, $region, None) }
    }};
}
pub const PRS_CARDINAL: &[(LanguageIdentifier, PluralRule)] = &[
    (
        langid!(subtags::Language::from_raw_unchecked(25956u64), None, None),
        |po| {
            if (po.i == 1 && po.v == 0) {
                PluralCategory::ONE
            } else {
                PluralCategory::OTHER
            }
        },
    ),
    (
        langid!(subtags::Language::from_raw_unchecked(28261u64), None, None),
        |po| {
            if (po.i == 1 && po.v == 0) {
                PluralCategory::ONE
            } else {
                PluralCategory::OTHER
            }
        },
    ),
    (
        langid!(subtags::Language::from_raw_unchecked(29541u64), None, None),
        |po| {
            if (po.n == 1.0) {
                PluralCategory::ONE
            } else {
                PluralCategory::OTHER
            }
        },
    ),
    (
        langid!(subtags::Language::from_raw_unchecked(29286u64), None, None),
        |po| {
            if (po.i == 0 || po.i == 1) {
                PluralCategory::ONE
            } else {
                PluralCategory::OTHER
            }
        },
    ),
    (
        langid!(subtags::Language::from_raw_unchecked(30066u64), None, None),
        |po| {
            if (po.v == 0 && (2..=4).contains(&(po.i % 10)) && !(12..=14).contains(&(po.i % 100))) {
                PluralCategory::FEW
            } else if (po.v == 0 && po.i % 10 == 0)
                || (po.v == 0 && (5..=9).contains(&(po.i % 10)))
                || (po.v == 0 && (11..=14).contains(&(po.i % 100)))
            {
                PluralCategory::MANY
            } else if (po.v == 0 && po.i % 10 == 1 && po.i % 100 != 11) {
                PluralCategory::ONE
            } else {
                PluralCategory::OTHER
            }
        },
    ),
];
pub const PRS_ORDINAL: &[(LanguageIdentifier, PluralRule)] = &[
    (
        langid!(subtags::Language::from_raw_unchecked(25956u64), None, None),
        |po| PluralCategory::OTHER,
    ),
    (
        langid!(subtags::Language::from_raw_unchecked(28261u64), None, None),
        |po| {
            if (po.i % 10 == 3 && po.i % 100 != 13) {
                PluralCategory::FEW
            } else if (po.i % 10 == 1 && po.i % 100 != 11) {
                PluralCategory::ONE
            } else if (po.i % 10 == 2 && po.i % 100 != 12) {
                PluralCategory::TWO
            } else {
                PluralCategory::OTHER
            }
        },
    ),
    (
        langid!(subtags::Language::from_raw_unchecked(29541u64), None, None),
        |po| PluralCategory::OTHER,
    ),
    (
        langid!(subtags::Language::from_raw_unchecked(29286u64), None, None),
        |po| {
            if (po.n == 1.0) {
                PluralCategory::ONE
            } else {
                PluralCategory::OTHER
            }
        },
    ),
    (
        langid!(subtags::Language::from_raw_unchecked(30066u64), None, None),
        |po| PluralCategory::OTHER,
    ),
];
