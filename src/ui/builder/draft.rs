//! The lesson being built: one state, its actions, and its copy in local storage (kept on
//! every change, so a preview or a reload loses nothing).

use super::super::{json, storage};
use crate::lessons::authoring::{id_from_title, new_step, starter_lesson};
use crate::lessons::{Lesson, Step};
use crate::rules::Position;
use serde::{Deserialize, Serialize};
use std::rc::Rc;
use yew::prelude::*;

pub const DRAFT: &str = "check-tutor-builder-draft";
/// A stored draft that could not be read, set aside so that nothing saves over it before
/// the teacher has it back.
const UNREADABLE: &str = "check-tutor-builder-draft-unreadable";

thread_local! {
    /// The unreadable draft, where the browser would not set it aside.
    static SET_ASIDE: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// The draft as stored: `{"v": 1, "lesson": {...}, "editing": "my-id", "selected": 0}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Draft {
    pub v: u32,
    pub lesson: Lesson,
    /// The id of the teacher's own lesson this draft edits, which saving replaces.
    #[serde(default)]
    pub editing: Option<String>,
    /// The step being edited (counted from 0).
    #[serde(default)]
    pub selected: usize,
}

impl Default for Draft {
    fn default() -> Draft {
        Draft {
            v: 1,
            // A teacher writes in the language they chose: the lesson says so.
            lesson: starter_lesson(Some(super::super::language::chosen())),
            editing: None,
            selected: 0,
        }
    }
}

/// A stored draft's text as a draft, if it reads as one.
fn read(text: &str) -> Option<Draft> {
    json::parse::<Draft>(text).ok().filter(|d| d.v == 1)
}

/// The stored draft; a new one if there is none or it cannot be read. One that cannot be
/// read is set aside first ([`unreadable`]), never thrown away.
pub fn load() -> Draft {
    let Some(text) = storage::get(DRAFT) else {
        return Draft::default();
    };
    read(&text).unwrap_or_else(|| {
        if storage::set(UNREADABLE, &text).is_err() {
            SET_ASIDE.with(|s| *s.borrow_mut() = Some(text));
        }
        storage::remove(DRAFT);
        Draft::default()
    })
}

/// The draft another tab just stored, if it reads.
pub fn stored() -> Option<Draft> {
    read(&storage::get(DRAFT)?)
}

/// The text of a stored draft that could not be read, until the teacher lets it go.
pub fn unreadable() -> Option<String> {
    storage::get(UNREADABLE).or_else(|| SET_ASIDE.with(|s| s.borrow().clone()))
}

/// Lets the unreadable draft go.
pub fn forget_unreadable() {
    storage::remove(UNREADABLE);
    SET_ASIDE.with(|s| *s.borrow_mut() = None);
}

/// Keeps the draft; `Err` with a sentence if the browser refused.
pub fn save(draft: &Draft) -> Result<(), String> {
    storage::set(DRAFT, &json::write(draft, false))
        .map_err(|_| crate::ui::words::text("ui-builder-draft-not-kept"))
}

/// Puts one of the teacher's lessons in the builder, to be edited and saved in its place.
pub fn edit(lesson: Lesson) -> Result<(), String> {
    let editing = Some(lesson.id.clone());
    save(&Draft {
        v: 1,
        lesson,
        editing,
        selected: 0,
    })
}

pub enum DraftAction {
    Title(String),
    Intro(String),
    /// The end-of-lesson summary, one point per line.
    Summary(String),
    /// A new step of this kind after the selected one, starting from its position.
    Add(&'static str),
    Select(usize),
    Up(usize),
    Down(usize),
    Duplicate(usize),
    Delete(usize),
    /// The step at this index, as the step form changed it.
    Replace(usize, Step),
    /// A lesson read from a file, or an empty one.
    Load(Lesson),
    New,
    /// The selected step's position, from the editor.
    SetFen(String),
    /// A new play step after the selected one, on this position from the editor.
    AddWithFen(String),
    /// The draft as another tab stored it.
    Stored(Draft),
}

impl Reducible for Draft {
    type Action = DraftAction;

    fn reduce(self: Rc<Self>, action: DraftAction) -> Rc<Self> {
        let mut d = (*self).clone();
        let n = d.lesson.steps.len();
        let steps = &mut d.lesson.steps;
        match action {
            DraftAction::Title(t) => {
                d.lesson.id = id_from_title(&t);
                d.lesson.title = t;
            }
            DraftAction::Intro(t) => d.lesson.intro = t,
            DraftAction::Summary(t) => {
                d.lesson.summary = t
                    .lines()
                    .map(str::trim)
                    .filter(|l| !l.is_empty())
                    .map(str::to_string)
                    .collect()
            }
            DraftAction::Add(kind) => {
                let fen = steps
                    .get(d.selected)
                    .map(|s| s.fen().to_string())
                    .unwrap_or_else(|| Position::starting().fen());
                let at = (d.selected + 1).min(n);
                steps.insert(at, new_step(kind, &fen));
                d.selected = at;
            }
            DraftAction::Select(i) if i < n => d.selected = i,
            DraftAction::Up(i) if i > 0 && i < n => {
                steps.swap(i - 1, i);
                d.selected = i - 1;
            }
            DraftAction::Down(i) if i + 1 < n => {
                steps.swap(i, i + 1);
                d.selected = i + 1;
            }
            DraftAction::Duplicate(i) if i < n => {
                let copy = steps[i].clone();
                steps.insert(i + 1, copy);
                d.selected = i + 1;
            }
            DraftAction::Delete(i) if i < n => {
                steps.remove(i);
                d.selected = d.selected.min(steps.len().saturating_sub(1));
            }
            DraftAction::Replace(i, step) if i < n => steps[i] = step,
            DraftAction::Load(lesson) => {
                d = Draft {
                    lesson,
                    ..Draft::default()
                };
            }
            DraftAction::New => d = Draft::default(),
            DraftAction::AddWithFen(fen) => {
                let at = (d.selected + 1).min(n);
                steps.insert(at, new_step("play", &fen));
                d.selected = at;
            }
            DraftAction::Stored(stored) => {
                // Each tab keeps its own selected step.
                let selected = d.selected.min(stored.lesson.steps.len().saturating_sub(1));
                let stored = Draft { selected, ..stored };
                if stored == d {
                    return self;
                }
                d = stored;
            }
            DraftAction::SetFen(fen) => {
                if let Some(step) = steps.get_mut(d.selected) {
                    super::step_form::set_fen(step, fen);
                }
            }
            _ => return self,
        }
        Rc::new(d)
    }
}
