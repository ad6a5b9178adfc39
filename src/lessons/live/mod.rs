//! A live class as data (`docs/live-class.md`): what the teacher shows every pupil, what each
//! pupil answers, and the teacher's count of the answers. The messages travel through a
//! broker; signing and sealing them is the page's business, not this module's.

use super::{Lesson, MoveOutcome, Step};
use crate::rules::{san, Position, Square};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Which lesson the class is on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum LessonRef {
    /// A lesson that comes with the app: each pupil reads it in their own language.
    Builtin { id: String },
    /// A teacher's own lesson, its file whole.
    Own { json: String },
}

/// What the teacher shows: the same on every pupil's device.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shown {
    pub lesson: LessonRef,
    /// Counted from 1; one past the last step is the lesson's end.
    pub step: usize,
    /// How many of a watch step's moves the teacher has played.
    #[serde(default)]
    pub watched: usize,
    /// The answer is shown on every device.
    #[serde(default)]
    pub reveal: bool,
    /// The class is over.
    #[serde(default)]
    pub ended: bool,
}

impl Shown {
    /// A teacher's step as the broker carried it (other members, such as the signature's
    /// sequence number, are the page's); `None` for anything else.
    pub fn read(text: &str) -> Option<Shown> {
        serde_json::from_str(text).ok()
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// One answer of a pupil's: the letter of a chosen answer (`"B"`) or a move tried (UCI), and
/// whether the pupil's own page judged it right.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Given {
    pub answer: String,
    pub right: bool,
}

/// What a pupil sends the teacher (sealed): a first name, maybe empty, and their first try
/// at each step, keyed by the lesson's id and the step's number (`what-is-check/2`), so a
/// class that moves on to another lesson counts each lesson's answers apart.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub answers: BTreeMap<String, Given>,
}

/// The longest first name kept: a name, not a message to the class.
pub const NAME_CHARS: usize = 30;

impl Record {
    /// A pupil's record as the teacher's page opened it; `None` when it is not one.
    pub fn read(text: &str) -> Option<Record> {
        let mut r: Record = serde_json::from_str(text).ok()?;
        r.name = clean_name(&r.name);
        // A key is a lesson's id and a step's number, an answer a letter or a move: nothing
        // else is kept.
        r.answers.retain(|k, g| {
            let step = k
                .rsplit_once('/')
                .filter(|(id, _)| !id.is_empty() && id.len() <= 80);
            step.is_some_and(|(_, n)| n.parse::<usize>().is_ok()) && g.answer.len() <= 5
        });
        Some(r)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The first try at step `step` of lesson `lesson` (its id), kept: a second one changes
    /// nothing.
    pub fn answer(&mut self, lesson: &str, step: usize, given: Given) -> bool {
        let key = answer_key(lesson, step);
        if self.answers.contains_key(&key) {
            return false;
        }
        self.answers.insert(key, given);
        true
    }

    pub fn given(&self, lesson: &str, step: usize) -> Option<&Given> {
        self.answers.get(&answer_key(lesson, step))
    }
}

/// Where a record keeps its answer to step `step` of lesson `lesson` (and a pupil's page,
/// the steps it finished).
pub fn answer_key(lesson: &str, step: usize) -> String {
    format!("{lesson}/{step}")
}

/// A name as it may be shown: one line, no control characters, at most [`NAME_CHARS`].
pub fn clean_name(name: &str) -> String {
    let one_line: String = name
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let words: Vec<&str> = one_line.split_whitespace().collect();
    words.join(" ").chars().take(NAME_CHARS).collect()
}

/// The letter of answer `i` (0 → `A`).
pub fn letter(i: usize) -> String {
    char::from_u32('A' as u32 + i as u32)
        .filter(|_| i < 26)
        .map(String::from)
        .unwrap_or_else(|| (i + 1).to_string())
}

/// A pupil's answer to `step` as the teacher reads it: `B: Checkmate`, or the move in SAN
/// (a move the rules refuse, which has no SAN, as `e1–e2`).
pub fn answer_words(step: &Step, answer: &str) -> String {
    match step {
        Step::Choose { answers, .. } => answers
            .iter()
            .enumerate()
            .find(|(i, _)| letter(*i) == answer)
            .map(|(_, a)| format!("{answer}: {}", a.text))
            .unwrap_or_else(|| answer.to_string()),
        Step::Play { .. } | Step::Watch { .. } => {
            let pos: Option<Position> = step.fen().parse().ok();
            let uci: Option<crate::rules::Uci> = answer.parse().ok();
            match (pos, uci) {
                (Some(pos), Some(u)) => match pos.find_move(u.from, u.to, u.promotion) {
                    Some(m) => san::write(&pos, &m),
                    None => dashed(u.from, u.to),
                },
                _ => answer.to_string(),
            }
        }
    }
}

fn dashed(from: Square, to: Square) -> String {
    format!("{from}–{to}")
}

/// A pupil's first try at a play step, judged as the class's answer.
impl MoveOutcome {
    /// Whether the move was a right try (`Some(true)`: the step's move, or its first of
    /// several), a wrong one (`Some(false)`: refused by the rules, or not what the step
    /// asks), or no try at all (a promotion still to choose, a step that takes no move).
    pub fn verdict(&self) -> Option<bool> {
        match self {
            MoveOutcome::Illegal(_) | MoveOutcome::Missed(..) => Some(false),
            MoveOutcome::Continue { .. } | MoveOutcome::Success(_) => Some(true),
            MoveOutcome::NeedsPromotion | MoveOutcome::Ignored => None,
        }
    }
}

/// One pupil as the teacher's page knows them, in the order they joined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pupil {
    pub id: String,
    pub record: Record,
}

impl Pupil {
    /// The pupil's first name, or `None` for one who stayed anonymous (the page then says
    /// "Pupil 7", counting from 1 in the order of joining).
    pub fn name(&self) -> Option<&str> {
        Some(self.record.name.as_str()).filter(|n| !n.is_empty())
    }
}

/// How the class answered one step.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub answered: usize,
    pub right: usize,
    /// The wrong answer given most often (the first given among equals) and how many gave it.
    pub common_wrong: Option<(String, usize)>,
    /// The pupils who have not answered, by their place in the class (0-based).
    pub waiting: Vec<usize>,
}

/// How `pupils` answered step `step` of lesson `lesson` (its id).
pub fn tally(pupils: &[Pupil], lesson: &str, step: usize) -> Tally {
    let mut t = Tally::default();
    let mut wrong: Vec<(String, usize)> = Vec::new();
    for (i, p) in pupils.iter().enumerate() {
        match p.record.given(lesson, step) {
            None => t.waiting.push(i),
            Some(g) => {
                t.answered += 1;
                if g.right {
                    t.right += 1;
                } else if let Some(w) = wrong.iter_mut().find(|(a, _)| *a == g.answer) {
                    w.1 += 1;
                } else {
                    wrong.push((g.answer.clone(), 1));
                }
            }
        }
    }
    // The most given; among equals, the first given (max_by_key keeps the last).
    t.common_wrong = wrong
        .into_iter()
        .rev()
        .max_by_key(|(_, n)| *n)
        .filter(|(_, n)| *n > 0);
    t
}

/// The class's results as CSV (RFC 4180): a row per pupil with their answer to each step
/// that asks one (`right`/`wrong: …`, empty if none) and how many were right. `anonymous`
/// names a pupil who gave no name, from their place (1-based). Every cell is quoted, and a
/// cell a spreadsheet would take for a formula is written as text.
pub fn results_csv(
    lesson: &Lesson,
    pupils: &[Pupil],
    heads: (&str, &str),
    anonymous: impl Fn(usize) -> String,
    right_wrong: (&str, &str),
) -> String {
    let asked: Vec<usize> = (1..=lesson.steps.len())
        .filter(|&n| asks(&lesson.steps[n - 1]))
        .collect();
    let mut rows = Vec::with_capacity(pupils.len() + 1);
    let mut head = vec![heads.0.to_string()];
    head.extend(asked.iter().map(|n| n.to_string()));
    head.push(heads.1.to_string());
    rows.push(head);
    for (i, p) in pupils.iter().enumerate() {
        let mut row = vec![p
            .name()
            .map(str::to_string)
            .unwrap_or_else(|| anonymous(i + 1))];
        let mut right = 0;
        for &n in &asked {
            row.push(match p.record.given(&lesson.id, n) {
                None => String::new(),
                Some(g) if g.right => {
                    right += 1;
                    right_wrong.0.to_string()
                }
                Some(g) => format!(
                    "{}: {}",
                    right_wrong.1,
                    answer_words(&lesson.steps[n - 1], &g.answer)
                ),
            });
        }
        row.push(right.to_string());
        rows.push(row);
    }
    let mut out = String::new();
    for row in rows {
        let cells: Vec<String> = row.iter().map(|c| cell(c)).collect();
        out.push_str(&cells.join(","));
        out.push_str("\r\n");
    }
    out
}

/// Whether a step asks the pupils something (a question, or a move to find).
pub fn asks(step: &Step) -> bool {
    matches!(step, Step::Choose { .. } | Step::Play { .. })
}

fn cell(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    format!("\"{}\"", text.replace('"', "\"\""))
}

#[cfg(test)]
mod tests;
