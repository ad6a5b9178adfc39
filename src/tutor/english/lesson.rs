//! Words for lesson steps that depend on what the learner played.

/// Whether a lesson's own success text already opens with praise ("Right.", "Excellent.",
/// "Well done: ...") or a short cry about the position ("Mate!", "Safe!", "Mate on the
/// h-file!"), so that a "Well done!" in front of it would say it twice. The words are a
/// catalog's `praise-openers` and `praise-cries` (each language's own; English here).
pub fn cheers(text: &str) -> bool {
    let english = crate::tutor::Catalog::english();
    cheers_in(text, &english)
}

/// [`cheers`] with the praise and cries of `catalog`'s language, and English's.
pub fn cheers_in(text: &str, catalog: &crate::tutor::Catalog) -> bool {
    [catalog.list("praise-openers"), catalog.list("praise-cries")]
        .iter()
        .zip([false, true])
        .any(|(words, cry_only)| opens_with_any(text, words, cry_only))
}

/// Whether `text` opens with one of `words` (ASCII letters in any case) as a whole word; for
/// a cry, only in a short exclamation ("Mate on the h-file!", not "Checking from afar").
fn opens_with_any(text: &str, words: &[String], cry_only: bool) -> bool {
    let lower = text.trim_start().to_ascii_lowercase();
    let cry = lower.split_once('!').is_some_and(|(head, _)| {
        !head.contains(['.', ':', ';', '?']) && head.split_whitespace().count() <= 4
    });
    if cry_only && !cry {
        return false;
    }
    words.iter().any(|w| {
        let word = w.to_ascii_lowercase();
        // A letter after it (an ASCII one, or any other script's) makes it another word;
        // spaces and punctuation, typographic ones included, end it.
        const ENDS: [char; 10] = ['\u{a0}', '\u{202f}', '«', '»', '“', '”', '„', '…', '—', '–'];
        let letter = |c: char| c.is_ascii_alphabetic() || !(c.is_ascii() || ENDS.contains(&c));
        !word.is_empty() && lower.starts_with(&word) && !lower[word.len()..].starts_with(letter)
    })
}
