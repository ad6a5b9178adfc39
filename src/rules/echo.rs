//! Text from the input, echoed back in a message: cut short, and with the characters that
//! would break the message's line or rearrange it written as escapes.
//!
//! ```
//! use check_tutor::rules::shown;
//! assert_eq!(shown("e2e4", 16), "e2e4");
//! assert_eq!(shown("e2\ne4", 16), "e2\\ne4");
//! assert_eq!(shown("\u{1b}[31m\u{202e}", 16), "\\u{1b}[31m\\u{202e}");
//! assert_eq!(shown("123456789", 4), "1234…");
//! ```

/// At most `max_chars` characters of `text` (then `…`), with control characters (newlines,
/// ESC, BEL...), line and paragraph separators, and the invisible formatting characters
/// that reorder or hide text (bidirectional overrides and isolates, zero-width characters)
/// written as escapes: `\n`, `\r`, `\t`, `\u{1b}`. A backslash is left as it is, so escaping
/// twice (a message that quotes another) does not double it.
pub fn shown(text: &str, max_chars: usize) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    for c in chars.by_ref().take(max_chars) {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if needs_escape(c) => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            c => out.push(c),
        }
    }
    if chars.next().is_some() {
        out.push('…');
    }
    out
}

/// Characters a terminal or a page would act on instead of showing.
pub(crate) fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}'                  // Arabic letter mark
            | '\u{200b}'..='\u{200f}'   // zero-width space, joiners, LRM, RLM
            | '\u{2028}' | '\u{2029}'   // line and paragraph separators
            | '\u{202a}'..='\u{202e}'   // embeddings and overrides
            | '\u{2060}'..='\u{2069}'   // word joiner, invisible operators, isolates
            | '\u{feff}' // byte order mark
        )
}

#[cfg(test)]
mod tests {
    use super::shown;

    #[test]
    fn ordinary_text_is_unchanged() {
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(shown(fen, 100), fen);
        assert_eq!(shown("é♔ C:\\lessons", 100), "é♔ C:\\lessons");
        assert_eq!(shown("", 0), "");
    }

    #[test]
    fn every_line_breaking_or_reordering_character_is_escaped() {
        for c in [
            '\0', '\u{7}', '\u{b}', '\u{c}', '\u{1b}', '\u{7f}', '\u{85}', '\u{9b}', '\u{2028}',
            '\u{2029}', '\u{202e}', '\u{2066}', '\u{2069}', '\u{200f}', '\u{feff}',
        ] {
            let s = shown(&format!("a{c}b"), 10);
            assert!(s.starts_with("a\\u{") && s.ends_with("}b"), "{c:?}: {s}");
        }
    }

    #[test]
    fn text_is_cut_by_characters_not_bytes() {
        assert_eq!(shown("♔♕♖", 2), "♔♕…");
        assert_eq!(shown("♔♕", 2), "♔♕");
        assert_eq!(
            shown(&"1".repeat(131_000), 24),
            format!("{}…", "1".repeat(24))
        );
    }

    #[test]
    fn escaping_twice_changes_nothing() {
        let once = shown("a\nb\u{1b}c", 100);
        assert_eq!(shown(&once, 100), once);
    }
}
