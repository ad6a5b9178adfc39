//! The lesson being built: one state, its actions, and its copy in local storage (kept on
//! every change, so a preview or a reload loses nothing).

use super::super::json;
use crate::lessons::authoring::{id_from_title, new_step};
use crate::lessons::{Lesson, Step};
use crate::rules::Position;
use gloo_storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};
use std::rc::Rc;
use yew::prelude::*;

const DRAFT: &str = "check-tutor-builder-draft";

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
        let title = "My lesson".to_string();
        Draft {
            v: 1,
            lesson: Lesson {
                id: id_from_title(&title),
                title,
                intro: String::new(),
                steps: vec![new_step("play", &Position::starting().fen())],
                summary: Vec::new(),
            },
            editing: None,
            selected: 0,
        }
    }
}

/// The stored draft; a new one if there is none or it cannot be read.
pub fn load() -> Draft {
    LocalStorage::raw()
        .get_item(DRAFT)
        .ok()
        .flatten()
        .and_then(|text| json::parse::<Draft>(&text).ok())
        .filter(|d| d.v == 1)
        .unwrap_or_default()
}

/// Keeps the draft; `Err` with a sentence if the browser refused.
pub fn save(draft: &Draft) -> Result<(), String> {
    LocalStorage::raw()
        .set_item(DRAFT, &json::write(draft, false))
        .map_err(|_| "The draft could not be kept in this browser (its storage is full or switched off): download it before you leave.".to_string())
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
