//! The lessons built into the app (every `static/lessons/*.json`, found by `build.rs`).

use super::format::Lesson;
use super::json::{read_list, Fields, Json};
use super::lint::parse_lesson;

include!(concat!(env!("OUT_DIR"), "/lesson_files.rs"));

/// The built-in lessons in file order. A file that fails to parse is skipped with its
/// error (the lint in `make test` keeps that from ever shipping).
pub fn builtin() -> (Vec<Lesson>, Vec<String>) {
    let mut lessons = Vec::new();
    let mut errors = Vec::new();
    for (name, text) in LESSON_FILES {
        match parse_lesson(text) {
            Ok(l) => lessons.push(l),
            Err(e) => errors.push(format!("{name}: {e}")),
        }
    }
    (lessons, errors)
}

/// The questions page: (question, lesson id, step) in the order written.
pub fn questions() -> Result<Vec<Question>, String> {
    let tree = Json::parse(QUESTIONS).map_err(|e| format!("questions.json: {e}"))?;
    read_list(&tree, Question::from_json).map_err(|e| format!("questions.json: {e}"))
}

/// A learner's question and the lesson step that answers it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub question: String,
    pub lesson: String,
    pub step: usize,
}

impl Question {
    fn from_json(v: &Json) -> Result<Question, String> {
        let mut f = Fields::of(v, "a question")?;
        let q = Question {
            question: f.string("question")?,
            lesson: f.string("lesson")?,
            step: f
                .required("step")?
                .as_usize()
                .ok_or("'step' must be a whole number")?,
        };
        f.finish(&["question", "lesson", "step"])?;
        Ok(q)
    }
}
