//! JSON in the browser: the browser's own parser and printer (`JSON.parse`,
//! `JSON.stringify`) with serde-wasm-bindgen between them and the serde types. It downloads
//! less than serde_json (README, "Download size"); a broken text still says where: the
//! browser's message gives the line and column of bad JSON, and a lesson that does not fit
//! the format names its step.

use crate::lessons::Lesson;
use crate::rules::shown;
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

fn read(text: &str) -> Result<JsValue, String> {
    js_sys::JSON::parse(text).map_err(|e| shown(&message_of(&e), 300))
}

/// Reads JSON text into `T`.
pub fn parse<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    serde_wasm_bindgen::from_value(read(text)?).map_err(|e| shown(&said(&e), 300))
}

/// Reads a lesson file; a problem inside a step names the step (counted from 1).
pub fn parse_lesson(text: &str) -> Result<Lesson, String> {
    let value = read(text).map_err(|e| format!("not a valid lesson file: {e}"))?;
    serde_wasm_bindgen::from_value::<Lesson>(value.clone()).map_err(|e| {
        let problem = step_problem(&value).unwrap_or_else(|| said(&e));
        format!("not a valid lesson file: {}", shown(&problem, 300))
    })
}

/// The first step that does not read, and why.
fn step_problem(lesson: &JsValue) -> Option<String> {
    let steps = js_sys::Reflect::get(lesson, &"steps".into()).ok()?;
    let steps = steps.dyn_ref::<js_sys::Array>()?;
    steps.iter().enumerate().find_map(|(i, step)| {
        serde_wasm_bindgen::from_value::<crate::lessons::Step>(step)
            .err()
            .map(|e| format!("step {}: {}", i + 1, said(&e)))
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
        let broken = LESSON.replacen("\"fen\":", "\"fen_\":", 1);
        let e = parse_lesson(&broken).expect_err("a step without its position");
        assert!(e.starts_with("not a valid lesson file: step 1:"), "{e}");
        assert!(e.ends_with("step 1: a choose step needs 'fen'"), "{e}");
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
