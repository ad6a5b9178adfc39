//! The lessons on offer and the questions page, fetched from the static files beside the
//! app the first time a page needs them (they are not part of the first download).

use super::json;
use crate::lessons::catalog::{lesson_path, questions_path, Question, LESSON_FILES};
use crate::lessons::{Lesson, Progress};
use crate::tutor::Lang;
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
    /// The language the questions are in.
    pub questions_lang: Lang,
    /// How many files were shown in English because their translation could not be had
    /// (offline before the language was ever loaded).
    pub in_english: usize,
}

/// What the server holds: the built-in lessons and the questions.
#[derive(Clone, PartialEq)]
pub struct Builtin {
    lessons: Vec<Lesson>,
    errors: Vec<String>,
    questions: Result<Vec<Question>, String>,
    /// The language asked for.
    pub lang: Lang,
    questions_lang: Lang,
    in_english: usize,
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
            questions_lang: self.questions_lang,
            in_english: self.in_english,
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
            questions_lang: Lang::En,
            in_english: 0,
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
pub(super) async fn fetch_text(path: &str) -> Result<String, String> {
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

/// Fetches and reads a built-in file; where that cannot be had or read and `english` is
/// given (the file is a translation), the English file instead (the flag says so). A
/// damaged translation costs only itself: the English file stands in for it.
async fn fetch_in<T>(
    path: String,
    english: Option<String>,
    read: impl Fn(&str) -> Result<T, String>,
) -> (Result<T, String>, bool) {
    let got = fetch_text(&path).await.and_then(|t| read(&t));
    match (got, english) {
        (Err(e), Some(english)) => match fetch_text(&english).await.and_then(|t| read(&t)) {
            Ok(t) => (Ok(t), true),
            Err(_) => (Err(e), false),
        },
        (got, _) => (got, false),
    }
}

/// The path of a file in `lang`, and of its English original when `lang` is not English.
fn paths(lang: Lang, path: impl Fn(Lang) -> String) -> (String, Option<String>) {
    (path(lang), (lang != Lang::En).then(|| path(Lang::En)))
}

/// The questions file read, or a sentence in the app's words (the parser's stay off the
/// page: the build's lint keeps a broken file from shipping, so this is a damaged copy).
fn read_questions(text: &str) -> Result<Vec<Question>, String> {
    json::parse(text).map_err(|_| super::words::text("ui-questions-damaged"))
}

/// Fetches every lesson file and the questions in `lang`, all at once.
pub async fn fetch_builtin(lang: Lang) -> Builtin {
    let (read, (questions, questions_english)) = futures::join!(
        futures::future::join_all(LESSON_FILES.iter().map(|n| {
            let (path, english) = paths(lang, |l| lesson_path(l, n));
            async move {
                let (lesson, english) = fetch_in(path, english, json::parse_lesson).await;
                (lesson.map_err(|e| format!("{n}: {e}")), english)
            }
        })),
        {
            let (path, english) = paths(lang, questions_path);
            fetch_in(path, english, read_questions)
        }
    );
    let mut lessons = Vec::new();
    let mut errors = Vec::new();
    let mut in_english = usize::from(questions_english);
    for (lesson, english) in read {
        in_english += usize::from(english);
        match lesson {
            Ok(l) => lessons.push(l),
            Err(e) => errors.push(e),
        }
    }
    Builtin {
        lessons,
        errors,
        questions,
        lang,
        questions_lang: if questions_english { Lang::En } else { lang },
        in_english,
    }
}
