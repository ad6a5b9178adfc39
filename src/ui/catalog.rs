//! The lessons on offer and the questions page, fetched from the static files beside the
//! app the first time a page needs them (they are not part of the first download).

use super::json;
use crate::lessons::catalog::{self, Question, LESSON_FILES};
use crate::lessons::{Lesson, Progress};
use gloo_net::http::Request;
use std::rc::Rc;

/// The built-in lessons (in file order), then those the teacher imported, with what could
/// not be read.
#[derive(Clone, PartialEq)]
pub struct Catalog {
    pub lessons: Rc<Vec<Lesson>>,
    /// How many of `lessons` come with the app; the imported ones follow.
    pub builtin: usize,
    pub errors: Rc<Vec<String>>,
    pub questions: Rc<Result<Vec<Question>, String>>,
}

/// What the server holds: the built-in lessons and the questions.
#[derive(Clone, PartialEq)]
pub struct Builtin {
    lessons: Vec<Lesson>,
    errors: Vec<String>,
    questions: Result<Vec<Question>, String>,
}

impl Builtin {
    /// The ids of the built-in lessons, which no lesson of a teacher's may take.
    pub fn ids(&self) -> Vec<String> {
        self.lessons.iter().map(|l| l.id.clone()).collect()
    }

    /// The catalog: these lessons, then `imported`.
    pub fn with(&self, imported: &[Lesson]) -> Catalog {
        let mut lessons = self.lessons.clone();
        // An import never stands in for a built-in lesson (storage may hold one from before
        // that rule): the built-in one keeps its id.
        let clash = |l: &&Lesson| self.lessons.iter().any(|b| b.id == l.id);
        lessons.extend(imported.iter().filter(|l| !clash(l)).cloned());
        Catalog {
            builtin: self.lessons.len(),
            lessons: Rc::new(lessons),
            errors: Rc::new(self.errors.clone()),
            questions: Rc::new(self.questions.clone()),
        }
    }
}

impl Catalog {
    /// A catalog of one lesson (a lesson carried in a link): no questions, no next lesson.
    pub fn single(lesson: Lesson) -> Catalog {
        Catalog {
            lessons: Rc::new(vec![lesson]),
            builtin: 0,
            errors: Rc::new(Vec::new()),
            questions: Rc::new(Ok(Vec::new())),
        }
    }

    /// The built-in lesson after `id`, if `id` is built in and not the last.
    pub fn next_after(&self, id: &str) -> Option<&Lesson> {
        let builtin = &self.lessons[..self.builtin.min(self.lessons.len())];
        let i = builtin.iter().position(|l| l.id == id)?;
        builtin.get(i + 1)
    }

    /// The first step not yet done, as (lesson, step), in the order the lessons are listed.
    pub fn first_unfinished(&self, progress: &Progress) -> Option<(&Lesson, usize)> {
        self.lessons[..self.builtin.min(self.lessons.len())]
            .iter()
            .find_map(|l| {
                let step = (1..=l.steps.len()).find(|&n| !progress.is_done(&l.id, n))?;
                Some((l, step))
            })
    }
}

/// Fetches a file served beside the page; the error is a sentence for the learner.
async fn fetch_text(path: &str) -> Result<String, String> {
    let failed = |why: String| format!("{path} could not be loaded ({why}).");
    let response = Request::get(path)
        .send()
        .await
        .map_err(|e| failed(e.to_string()))?;
    if !response.ok() {
        return Err(failed(format!("status {}", response.status())));
    }
    response.text().await.map_err(|e| failed(e.to_string()))
}

/// Fetches every lesson file and the questions, all at once.
pub async fn fetch_builtin() -> Builtin {
    let paths: Vec<String> = LESSON_FILES
        .iter()
        .map(|n| format!("lessons/{n}"))
        .collect();
    let (texts, questions) = futures::join!(
        futures::future::join_all(paths.iter().map(|p| fetch_text(p))),
        fetch_text("questions.json")
    );
    let mut files = Vec::new();
    let mut errors = Vec::new();
    for (name, text) in LESSON_FILES.iter().zip(texts) {
        match text {
            Ok(t) => files.push((*name, t)),
            Err(e) => errors.push(e),
        }
    }
    let (lessons, mut unreadable) = catalog::parse_files(
        files.iter().map(|(n, t)| (*n, t.as_str())),
        json::parse_lesson,
    );
    errors.append(&mut unreadable);
    Builtin {
        lessons,
        errors,
        questions: questions
            .and_then(|q| json::parse(&q).map_err(|e| format!("questions.json: {e}"))),
    }
}
