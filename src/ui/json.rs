//! JSON in the browser: the browser's own parser and printer (`JSON.parse`,
//! `JSON.stringify`) with serde-wasm-bindgen between them and the serde types. It downloads
//! less than serde_json (README, "Download size"); a broken text still says where: the
//! browser's message gives the line and column of bad JSON, and a lesson that does not fit
//! the format names its step.

use super::words::phrase;
use crate::lessons::limits::{check_json, TooMuch, MAX_LESSON_BYTES, MAX_STORED_BYTES};
use crate::lessons::Lesson;
use crate::rules::shown;
use crate::tutor::{Fact, Phrase};
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::{JsCast, JsValue};

/// The browser's sentence for a value it threw.
fn message_of(thrown: &JsValue) -> String {
    thrown
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .unwrap_or_else(|| "not JSON".into())
}

/// A serde error's sentence, without the "Error: " a JavaScript error prints before it.
fn said(e: &serde_wasm_bindgen::Error) -> String {
    let text = e.to_string();
    match text.strip_prefix("Error: ") {
        Some(rest) => rest.to_string(),
        None => text,
    }
}

/// Parses `text` once it has passed the size and depth checks (`lessons::limits`): a
/// value nested thousands of levels deep would overflow the parser's stack, or the
/// WebAssembly's while serde walks it, and take the page down.
fn read(text: &str) -> Result<JsValue, String> {
    check_json(text, MAX_STORED_BYTES).map_err(TooMuch::sentence)?;
    js_sys::JSON::parse(text).map_err(|e| shown(&message_of(&e), 300))
}

/// Reads JSON text into `T`.
pub fn parse<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    serde_wasm_bindgen::from_value(read(text)?).map_err(|e| shown(&said(&e), 300))
}

/// Reads a lesson (a file or a link's): a problem is one sentence in a teacher's words,
/// naming the step it is in; the parser's own words ("Unexpected token", "missing field")
/// stay off the page.
pub fn parse_lesson(text: &str) -> Result<Lesson, String> {
    check_json(text, MAX_LESSON_BYTES).map_err(TooMuch::sentence)?;
    let value = js_sys::JSON::parse(text).map_err(|e| not_json(text, &message_of(&e)))?;
    serde_wasm_bindgen::from_value::<Lesson>(value.clone()).map_err(|e| {
        // Step 0 is the lesson itself.
        let (step, problem) = match step_problem(&value) {
            Some((n, problem)) => (n, problem),
            // A part every lesson needs is named before a field it does not know (which
            // is often that part under another name).
            None => (0, missing_part(&value).unwrap_or_else(|| said(&e))),
        };
        let (wrong, detail) = what_is_wrong(&problem);
        phrase(
            Phrase::new("ui-lesson-damaged")
                .with("step", Fact::Count(step))
                .with("problem", Fact::Code(wrong))
                .with("detail", Fact::Text(detail)),
        )
    })
}

/// Why a text the browser could not read as JSON is no lesson. Cut short: the browser
/// stops at (or reports) its very end.
fn not_json(text: &str, browser_said: &str) -> String {
    let end = text.trim_end().len();
    let at_end = browser_said.contains("end of JSON")
        || browser_said.contains("Unterminated")
        || browser_said
            .rsplit("position ")
            .next()
            .and_then(|n| {
                n.split(|c: char| !c.is_ascii_digit())
                    .next()?
                    .parse::<usize>()
                    .ok()
            })
            .is_some_and(|at| at + 1 >= end);
    if end == 0 {
        super::words::text("ui-lesson-file-empty")
    } else if text.trim_start().starts_with('{') && at_end {
        super::words::text("ui-lesson-cut-short")
    } else {
        super::words::text("ui-not-a-lesson")
    }
}

/// A reader's complaint about a lesson, as what is wrong with it in a teacher's words
/// (the selector of `ui-lesson-damaged`: "has no title", never the format's field names),
/// and the text the sentence quotes, if any.
fn what_is_wrong(problem: &str) -> (&'static str, String) {
    if let Some(field) = problem
        .strip_prefix("missing field `")
        .and_then(|f| f.split('`').next())
    {
        let part = [
            "id", "title", "intro", "steps", "fen", "prompt", "question", "answers", "goal",
            "moves",
        ]
        .into_iter()
        .find(|p| *p == field);
        return (part.unwrap_or("missing"), String::new());
    }
    if let Some(field) = problem
        .strip_prefix("unknown field `")
        .and_then(|f| f.split('`').next())
    {
        // As `tutor lint` refuses it: a misspelt field would otherwise be lost unseen.
        return ("unknown", shown(field, 40));
    }
    // The step reader's own sentences ("a choose step needs 'fen'") are already words.
    if problem.starts_with("a ") || problem.starts_with("an ") {
        return ("unreadable", shown(problem, 180));
    }
    ("other", String::new())
}

/// The first part every lesson has that `lesson` lacks, as serde words it.
fn missing_part(lesson: &JsValue) -> Option<String> {
    ["id", "title", "intro", "steps"]
        .into_iter()
        .find(|part| !js_sys::Reflect::has(lesson, &(*part).into()).unwrap_or(true))
        .map(|part| format!("missing field `{part}`"))
}

/// The first step that does not read (counted from 1), and why.
fn step_problem(lesson: &JsValue) -> Option<(usize, String)> {
    let steps = js_sys::Reflect::get(lesson, &"steps".into()).ok()?;
    let steps = steps.dyn_ref::<js_sys::Array>()?;
    steps.iter().enumerate().find_map(|(i, step)| {
        serde_wasm_bindgen::from_value::<crate::lessons::Step>(step)
            .err()
            .map(|e| (i + 1, said(&e)))
    })
}

/// `value` as JSON text; `indent` lays it out for people to read.
pub fn write<T: Serialize>(value: &T, indent: bool) -> String {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    let Ok(js) = value.serialize(&serializer) else {
        return String::new();
    };
    let text = if indent {
        js_sys::JSON::stringify_with_replacer_and_space(&js, &JsValue::NULL, &JsValue::from(2))
    } else {
        js_sys::JSON::stringify(&js)
    };
    text.ok().map(String::from).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::*;

    wasm_bindgen_test_configure!(run_in_browser);

    const LESSON: &str = include_str!("../../static/lessons/01-what-is-check.json");

    #[wasm_bindgen_test]
    fn a_lesson_file_reads_and_a_broken_one_names_its_step() {
        let lesson = parse_lesson(LESSON).expect("lesson 1 reads");
        assert!(!lesson.steps.is_empty());
        // A misspelt field is named, as `tutor lint` names it.
        let broken = LESSON.replacen("\"fen\":", "\"fen_\":", 1);
        let e = parse_lesson(&broken).expect_err("a step without its position");
        assert_eq!(
            e,
            "This lesson is damaged: step 1 has a field this app does not know, \u{201c}fen_\u{201d} (a misspelling?)."
        );
        let e = parse_lesson(&LESSON.replacen("\"id\":", "\"name\":", 1)).expect_err("no id");
        assert_eq!(
            e,
            "This lesson is damaged: it is missing the short name the builder gives every lesson."
        );
        let e = parse_lesson(&LESSON.replacen("\"title\":", "\"name\":", 1)).expect_err("no title");
        assert_eq!(e, "This lesson is damaged: it has no title.");
        let e = parse_lesson(&LESSON[..LESSON.len() / 2]).expect_err("half a file");
        assert!(e.starts_with("This lesson is cut short"), "{e}");
        let e = parse_lesson("[Event \"Casual\"]\n1. e4 e5 *").expect_err("a game");
        assert!(e.starts_with("This is not a lesson"), "{e}");
        assert_eq!(
            parse_lesson("  \n").expect_err("empty"),
            "This file is empty."
        );
        // A field the format does not have is refused, as `tutor lint` refuses it.
        let e = parse_lesson(&LESSON.replacen("\"fen\":", "\"hnit\": \"x\", \"fen\":", 1))
            .expect_err("an unknown field");
        assert_eq!(
            e,
            "This lesson is damaged: step 1 has a field this app does not know, \u{201c}hnit\u{201d} (a misspelling?)."
        );
        let e = parse_lesson(&LESSON.replacen("\"title\":", "\"colour\": 1, \"title\":", 1))
            .expect_err("an unknown field of the lesson");
        assert!(e.contains("\u{201c}colour\u{201d}"), "{e}");
    }

    /// Nesting thousands of levels deep is refused before any parser recurses into it.
    #[wasm_bindgen_test]
    fn deep_nesting_is_refused_in_one_sentence() {
        let deep = format!("{}{}", "[".repeat(10_000), "]".repeat(10_000));
        let e = parse::<Vec<String>>(&deep).expect_err("too deep");
        assert!(e.contains("nested more than 64 levels"), "{e}");
        let lesson = format!(
            r#"{{"id": "x", "title": {}1{}}}"#,
            "{\"a\":".repeat(10_000),
            "}".repeat(10_000)
        );
        let e = parse_lesson(&lesson).expect_err("too deep");
        assert!(e.contains("nested more than 64 levels"), "{e}");
        // Stored records that the app writes still read.
        assert_eq!(
            parse::<Vec<String>>(r#"["a", "[[["]"#),
            Ok(vec!["a".into(), "[[[".into()])
        );
    }

    /// The patched serde-wasm-bindgen (vendor/serde-wasm-bindgen/PATCHED.md) is the one in
    /// use: a float where text belongs is named without its digits, which keeps Rust's
    /// float formatter out of the download. An update that drops the patch fails here.
    #[wasm_bindgen_test]
    fn a_float_is_named_without_its_digits() {
        let e = parse::<String>("1.5").expect_err("a number is not text");
        assert_eq!(e, "invalid type: floating point, expected a string");
        let e = parse::<u8>("true").expect_err("a boolean is not a number");
        assert_eq!(e, "invalid type: boolean `true`, expected u8");
    }
}
