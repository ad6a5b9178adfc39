//! How much JSON the app takes in before it parses it: a lesson file, a link, stored
//! progress. Parsers recurse once per level of nesting, so a value nested thousands of
//! levels deep overflows the browser's stack (or the WebAssembly's) before any check of
//! the format could refuse it; it is refused here first, by a plain scan.

/// The largest lesson file taken, from a file, a link or storage: a hundred times the
/// largest built-in lesson.
pub const MAX_LESSON_BYTES: usize = 1_000_000;

/// The largest stored record read back (progress, practice, imported lessons): more than
/// the browser's storage holds for a site, so only a damaged value is refused.
pub const MAX_STORED_BYTES: usize = 8_000_000;

/// The deepest nesting any of the app's formats needs is about six levels (a lesson's
/// steps, a step's moves, a move's marks); sixty-four leaves room for any later format
/// and is far below what overflows a parser.
pub const MAX_DEPTH: usize = 64;

/// Why a JSON text is refused before it is parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TooMuch {
    /// More bytes than the limit.
    Size { bytes: usize, limit: usize },
    /// Lists or objects inside each other more than [`MAX_DEPTH`] times.
    Depth,
}

impl TooMuch {
    /// The problem in a sentence for a learner or a teacher.
    pub fn sentence(self) -> String {
        match self {
            TooMuch::Size { bytes, limit } => format!(
                "This text is {} KB, more than the {} KB this app reads, so it was not read.",
                bytes.div_ceil(1000),
                limit / 1000
            ),
            TooMuch::Depth => format!(
                "This text is nested more than {MAX_DEPTH} levels deep, which no file of this app is, so it was not read."
            ),
        }
    }
}

/// Checks `text` against a size limit and [`MAX_DEPTH`] without parsing it: brackets are
/// counted outside strings (a backslash escapes the next character inside one). Text that
/// is no JSON at all passes, for the parser to refuse with its own words.
pub fn check_json(text: &str, max_bytes: usize) -> Result<(), TooMuch> {
    if text.len() > max_bytes {
        return Err(TooMuch::Size {
            bytes: text.len(),
            limit: max_bytes,
        });
    }
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for b in text.bytes() {
        if in_string {
            match (escaped, b) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Err(TooMuch::Depth);
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nested(levels: usize) -> String {
        format!("{}{}", "[".repeat(levels), "]".repeat(levels))
    }

    #[test]
    fn the_formats_pass_and_deep_nesting_is_refused() {
        let lesson = include_str!("../../static/lessons/12-impossible-positions.json");
        assert_eq!(check_json(lesson, MAX_LESSON_BYTES), Ok(()));
        assert_eq!(check_json(&nested(MAX_DEPTH), 1000), Ok(()));
        assert_eq!(
            check_json(&nested(MAX_DEPTH + 1), 1000),
            Err(TooMuch::Depth)
        );
        let objects = format!("{}1{}", r#"{"a":"#.repeat(10_000), "}".repeat(10_000));
        assert_eq!(check_json(&objects, 1 << 20), Err(TooMuch::Depth));
        // Closed levels do not add up.
        assert_eq!(check_json(&"[[]]".repeat(10_000), 1 << 20), Ok(()));
    }

    #[test]
    fn brackets_inside_strings_do_not_count() {
        let text = format!(r#"{{"title": "{}", "q": "a \" [ b"}}"#, "[".repeat(500));
        assert_eq!(check_json(&text, 10_000), Ok(()));
        // An escaped backslash ends its escape: the quote after it closes the string.
        let text = format!(r#"["\\", {}]"#, nested(MAX_DEPTH));
        assert_eq!(check_json(&text, 10_000), Err(TooMuch::Depth));
    }

    #[test]
    fn size_is_checked_first_and_said_in_kilobytes() {
        let e = check_json(&"1".repeat(2500), 2000).unwrap_err();
        assert_eq!(
            e,
            TooMuch::Size {
                bytes: 2500,
                limit: 2000
            }
        );
        assert!(e.sentence().contains("3 KB, more than the 2 KB"));
        assert!(TooMuch::Depth.sentence().contains("64 levels"));
    }
}
