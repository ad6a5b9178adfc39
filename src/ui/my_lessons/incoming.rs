//! A lesson coming into My lessons: a file imported, or a lesson from a shared link kept.
//! It is read and checked like the built-in lessons; every problem is said in a teacher's
//! words.

use super::super::words::{phrase, text};
use super::super::{json, route};
use crate::lessons::lint::lint_lesson;
use crate::lessons::Lesson;
use crate::tutor::{Fact, Phrase};

/// What is said of a game where a lesson file belongs.
pub fn a_game() -> String {
    text("ui-my-lessons-a-game")
}

/// Whether a text is a game in PGN rather than a lesson: it opens with a tag pair
/// (`[Event "…"]`) or with the first move's number.
pub fn looks_like_game(text: &str) -> bool {
    let t = text.trim_start_matches('\u{feff}').trim_start();
    let tag = t
        .strip_prefix('[')
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_uppercase()));
    tag || t.starts_with("1.")
}

/// The lesson in a file's text, or every problem with it.
pub fn from_file(text: &str) -> Result<Lesson, Vec<String>> {
    if looks_like_game(text) {
        return Err(vec![a_game()]);
    }
    checked(json::parse_lesson(text))
}

/// The lesson a shared link carries (its `data`), or every problem with it.
pub fn from_link(data: &str) -> Result<Lesson, Vec<String>> {
    let text = route::lesson_link_json(data).map_err(|e| vec![e])?;
    checked(json::parse_lesson(&text))
}

fn checked(read: Result<Lesson, String>) -> Result<Lesson, Vec<String>> {
    let lesson = read.map_err(|e| vec![e])?;
    let problems = lint_lesson(&lesson);
    if problems.is_empty() {
        Ok(lesson)
    } else {
        Err(problems)
    }
}

/// How a lesson came in, for what the page says once it is kept.
#[derive(Clone, Copy, PartialEq)]
pub enum How {
    Imported,
    Kept,
}

/// Where an incoming lesson stands.
#[derive(Clone, PartialEq)]
pub enum Incoming {
    Nothing,
    /// It cannot be kept: why, each problem a sentence.
    Refused(Vec<String>),
    /// A lesson with its id (titled `kept`) is already kept, and differs: replace it, or
    /// keep both?
    Same {
        lesson: Lesson,
        kept: String,
        how: How,
    },
    /// Kept under `id`.
    Done {
        id: String,
        title: String,
        how: How,
    },
    /// The very same lesson is already kept under `id`.
    AlreadyHere {
        id: String,
        title: String,
    },
}

impl Incoming {
    /// The sentence for a lesson kept or already here.
    pub fn said(&self) -> Option<String> {
        let (id, title) = match self {
            Incoming::Done {
                title,
                how: How::Imported,
                ..
            } => ("ui-my-lessons-imported", title),
            Incoming::Done {
                title,
                how: How::Kept,
                ..
            } => ("ui-my-lessons-kept", title),
            Incoming::AlreadyHere { title, .. } => ("ui-my-lessons-already-here", title),
            _ => return None,
        };
        Some(phrase(
            Phrase::new(id).with("title", Fact::Text(title.clone())),
        ))
    }
}

/// The title of a second lesson kept beside one of the same title: "… (copy)", within the
/// lint's limit (the title is cut short as far as the words around it need).
pub fn copy_title(title: &str) -> String {
    let copy = |t: &str| {
        phrase(Phrase::new("ui-my-lessons-copy-title").with("title", Fact::Text(t.to_string())))
    };
    let title = title.trim_end();
    let whole = copy(title);
    let over = whole
        .chars()
        .count()
        .saturating_sub(crate::lessons::lint::TITLE_CHARS);
    if over == 0 {
        return whole;
    }
    let kept: String = title
        .chars()
        .take(title.chars().count().saturating_sub(over))
        .collect();
    copy(kept.trim_end())
}

/// What to do with `lesson`, given the teacher's lessons: keep it at once (`None`), or
/// what to say instead.
pub fn offer(mine: &[Lesson], lesson: Lesson, how: How) -> Result<Lesson, Incoming> {
    match mine.iter().find(|l| l.id == lesson.id) {
        Some(same) if *same == lesson => Err(Incoming::AlreadyHere {
            id: same.id.clone(),
            title: same.title.clone(),
        }),
        Some(same) => Err(Incoming::Same {
            kept: same.title.clone(),
            lesson,
            how,
        }),
        None => Ok(lesson),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::*;

    wasm_bindgen_test_configure!(run_in_browser);

    const LESSON: &str = include_str!("../../../static/lessons/01-what-is-check.json");

    #[wasm_bindgen_test]
    fn a_game_is_told_apart_from_a_lesson() {
        let opera = include_str!("../../../tests/games/opera.pgn");
        assert_eq!(from_file(opera).unwrap_err(), vec![a_game()]);
        assert_eq!(from_file("1. e4 e5 2. Nf3 *").unwrap_err(), vec![a_game()]);
        assert!(from_file(LESSON).is_ok());
        // Not a game, not a lesson: the JSON reader says so in a sentence.
        let said = from_file("[1, 2").unwrap_err();
        assert_eq!(said.len(), 1);
        assert!(!said[0].contains("Unexpected"), "{said:?}");
    }

    #[wasm_bindgen_test]
    fn the_same_lesson_twice_is_not_kept_twice_and_a_changed_one_asks() {
        let lesson = from_file(LESSON).expect("lesson 1 reads");
        let mine = vec![lesson.clone()];
        assert!(matches!(
            offer(&mine, lesson.clone(), How::Imported),
            Err(Incoming::AlreadyHere { .. })
        ));
        let mut changed = lesson.clone();
        changed.title.push_str(" (class 3)");
        assert!(matches!(
            offer(&mine, changed.clone(), How::Kept),
            Err(Incoming::Same { .. })
        ));
        assert!(offer(&[], changed, How::Kept).is_ok());
        assert_eq!(copy_title("Rook checks"), "Rook checks (copy)");
        let long = copy_title(&"x".repeat(80));
        assert_eq!(long.chars().count(), crate::lessons::lint::TITLE_CHARS);
    }
}
