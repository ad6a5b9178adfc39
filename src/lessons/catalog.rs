//! The lessons that come with the app: every `static/lessons/*.json` (named by `build.rs`),
//! and the questions page. The browser fetches the files when a page first needs them; native
//! code (tests, the CLI) reads them from the source tree.

use super::format::{from_json, Lesson};
use crate::tutor::Lang;
use serde::{Deserialize, Serialize};

include!(concat!(env!("OUT_DIR"), "/lesson_files.rs"));

/// Where a built-in lesson file is served, relative to the page: English beside the app
/// (`lessons/04-pins.json`), a translation in its language's folder
/// (`i18n/de/lessons/04-pins.json`).
pub fn lesson_path(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("lessons/{name}"),
        other => format!("i18n/{other}/lessons/{name}"),
    }
}

/// Where the questions page is served in a language.
pub fn questions_path(lang: Lang) -> String {
    match lang {
        Lang::En => "questions.json".to_string(),
        other => format!("i18n/{other}/questions.json"),
    }
}

/// Reads the lesson files, given as (file name, text) in file order, with `parse` (the
/// browser brings its own JSON reader). A file that fails to parse is skipped with its
/// error (the lint in `make test` keeps that from ever shipping).
pub fn parse_files<'a>(
    files: impl IntoIterator<Item = (&'a str, &'a str)>,
    parse: impl Fn(&str) -> Result<Lesson, String>,
) -> (Vec<Lesson>, Vec<String>) {
    let mut lessons = Vec::new();
    let mut errors = Vec::new();
    for (name, text) in files {
        match parse(text) {
            Ok(l) => lessons.push(l),
            Err(e) => errors.push(format!("{name}: {e}")),
        }
    }
    (lessons, errors)
}

/// Reads the questions page.
pub fn parse_questions(text: &str) -> Result<Vec<Question>, String> {
    from_json(text).map_err(|e| format!("questions.json: {e}"))
}

/// The built-in lessons, read from `static/lessons/` in the source tree.
#[cfg(not(target_arch = "wasm32"))]
pub fn builtin() -> (Vec<Lesson>, Vec<String>) {
    builtin_in(Lang::En)
}

/// The built-in lessons in a language, read from the source tree (`static/`).
#[cfg(not(target_arch = "wasm32"))]
pub fn builtin_in(lang: Lang) -> (Vec<Lesson>, Vec<String>) {
    let texts: Vec<(&str, String)> = LESSON_FILES
        .iter()
        .map(|name| {
            (
                *name,
                read_source(&format!("static/{}", lesson_path(lang, name))),
            )
        })
        .collect();
    parse_files(
        texts.iter().map(|(n, t)| (*n, t.as_str())),
        super::lint::parse_lesson,
    )
}

/// The questions page, read from `static/questions.json` in the source tree.
#[cfg(not(target_arch = "wasm32"))]
pub fn questions() -> Result<Vec<Question>, String> {
    questions_in(Lang::En)
}

/// The questions page in a language, read from the source tree.
#[cfg(not(target_arch = "wasm32"))]
pub fn questions_in(lang: Lang) -> Result<Vec<Question>, String> {
    parse_questions(&read_source(&format!("static/{}", questions_path(lang))))
}

#[cfg(not(target_arch = "wasm32"))]
fn read_source(path: &str) -> String {
    let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(full).unwrap_or_default()
}

/// A learner's question and the lesson step that answers it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    pub question: String,
    pub lesson: String,
    pub step: usize,
}
