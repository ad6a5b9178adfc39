//! The lesson file format (JSON). See `docs/lessons.md`.
//!
//! The types say their format with serde attributes. Steps are read through [`StepFile`], one
//! flat record with every field a step may have, so that an unknown field is an error and a
//! problem is reported with its path (`steps[3].goal`); the record is then checked against
//! its kind. Empty optional fields are left out when writing, so a written lesson reads back
//! the same.

use crate::rules::{shown, Color};
use crate::tutor::Lang;
use serde::{Deserialize, Serialize};

/// One lesson: an id used in URLs, a title, an introduction, its steps, and what it taught.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub id: String,
    /// The language the lesson is written in (`"lang": "es"`); a lesson without one is in
    /// English. Translations of the built-in lessons say theirs (`static/i18n/<code>/`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<Lang>,
    pub title: String,
    pub intro: String,
    pub steps: Vec<Step>,
    /// A few short points shown when the lesson is finished (optional).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub summary: Vec<String>,
}

/// Marks drawn on the board of a step.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Shapes {
    /// `[from, to, colour]`, colour one of green, red, blue, yellow.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub arrows: Vec<(String, String, String)>,
    /// `[square, colour]`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub circles: Vec<(String, String)>,
    /// Squares to tint.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub highlights: Vec<String>,
}

impl Shapes {
    pub fn is_empty(&self) -> bool {
        self.arrows.is_empty() && self.circles.is_empty() && self.highlights.is_empty()
    }
}

/// A step of a lesson: one object whose `kind` says which of these it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "StepFile", into = "StepFile")]
pub enum Step {
    /// The learner moves until the goal holds.
    Play {
        fen: String,
        prompt: String,
        goal: Goal,
        /// The intended line in SAN or UCI: learner, reply, learner, ... Replies are played
        /// automatically; intermediate learner moves must follow it.
        solution: Vec<String>,
        /// The idea, shown by the first press of the hint button (the second shows the move).
        hint: Option<String>,
        /// Said when the goal is reached.
        success: Option<String>,
        marks: Shapes,
    },
    /// A question whose right answer the engine decides.
    Choose {
        fen: String,
        question: String,
        about: Question,
        answers: Vec<Answer>,
        /// Said after the right answer.
        explain: Option<String>,
        marks: Shapes,
    },
    /// Narrated moves, stepped forward and back.
    Watch {
        fen: String,
        prompt: String,
        moves: Vec<Narrated>,
        marks: Shapes,
        /// The side at the bottom of the board (`"orientation": "black"`); White when
        /// the lesson does not say.
        orientation: Option<Side>,
    },
}

/// A side of the board, as a lesson file names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

impl Step {
    pub fn fen(&self) -> &str {
        match self {
            Step::Play { fen, .. } | Step::Choose { fen, .. } | Step::Watch { fen, .. } => fen,
        }
    }
    pub fn shapes(&self) -> &Shapes {
        match self {
            Step::Play { marks, .. } | Step::Choose { marks, .. } | Step::Watch { marks, .. } => {
                marks
            }
        }
    }
    pub fn shapes_mut(&mut self) -> &mut Shapes {
        match self {
            Step::Play { marks, .. } | Step::Choose { marks, .. } | Step::Watch { marks, .. } => {
                marks
            }
        }
    }
    /// The side the board faces, the same for a learner and on a projector: the side to
    /// move in a play step (the learner's), the lesson's choice in a watch step (White
    /// unless it says), White in a question.
    pub fn facing(&self) -> Color {
        match self {
            Step::Play { fen, .. } if fen.split_whitespace().nth(1) == Some("b") => Color::Black,
            Step::Watch {
                orientation: Some(Side::Black),
                ..
            } => Color::Black,
            _ => Color::White,
        }
    }
    pub fn kind(&self) -> &'static str {
        self.step_kind().name()
    }
    fn step_kind(&self) -> StepKind {
        match self {
            Step::Play { .. } => StepKind::Play,
            Step::Choose { .. } => StepKind::Choose,
            Step::Watch { .. } => StepKind::Watch,
        }
    }
}

/// A move of a watch step and what to say about it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Narrated {
    #[serde(rename = "move")]
    pub mv: String,
    pub say: String,
}

/// What a `choose` question asks; the engine computes the true value. Written as a word
/// (`"status"`) or, for a move, `{"move": "Kxf2"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Question {
    /// Values: `checkmate`, `stalemate`, `ongoing`, `insufficient_material`.
    Status,
    /// Values: `none`, `single`, `double`.
    CheckKind,
    /// Is this move (SAN or UCI) legal? Values: `legal`, `illegal`.
    Move(String),
    /// Could the position arise in a game? Values: `possible`, `impossible`.
    Valid,
}

/// One answer: the text shown, the value it stands for, and what to say if it is chosen
/// wrongly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    pub text: String,
    pub value: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why_not: Option<String>,
}

/// A small named predicate on the learner's move, combined with and/or/not. Written as a
/// word (`"gives_check"`) or an object with one member (`{"move": "Nf3"}`, `{"and": [...]}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Goal {
    /// Exactly this move (SAN or UCI).
    Move(String),
    GivesCheck,
    GivesMate,
    Stalemates,
    /// The mover was in check before and is not after.
    GetsOutOfCheck,
    /// Takes a piece that was giving check.
    CapturesChecker,
    /// Puts a piece between a checker and the king.
    BlocksCheck,
    MovesKing,
    /// Any legal move (for "try anything" steps).
    AnyMove,
    And(Vec<Goal>),
    Or(Vec<Goal>),
    Not(Box<Goal>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum StepKind {
    Play,
    Choose,
    Watch,
}

impl StepKind {
    fn name(self) -> &'static str {
        match self {
            StepKind::Play => "play",
            StepKind::Choose => "choose",
            StepKind::Watch => "watch",
        }
    }
}

/// A step as written in a file: every field any kind of step may have. The fields are in
/// the order they are written.
#[derive(Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StepFile {
    kind: Option<StepKind>,
    fen: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    prompt: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    question: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    goal: Option<Goal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    solution: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    hint: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    success: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    about: Option<Question>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    answers: Option<Vec<Answer>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    explain: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    moves: Option<Vec<Narrated>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    orientation: Option<Side>,
    #[serde(default, skip_serializing_if = "Shapes::is_empty")]
    marks: Shapes,
}

/// The fields each kind of step may have, besides `kind`, `fen` and `marks`.
fn fields_of(kind: StepKind) -> &'static [&'static str] {
    match kind {
        StepKind::Play => &["prompt", "goal", "solution", "hint", "success"],
        StepKind::Choose => &["question", "about", "answers", "explain"],
        StepKind::Watch => &["prompt", "moves", "orientation"],
    }
}

impl StepFile {
    /// The names of the fields that are present, besides `kind`, `fen` and `marks`.
    fn present(&self) -> Vec<&'static str> {
        let flags = [
            ("prompt", self.prompt.is_some()),
            ("question", self.question.is_some()),
            ("goal", self.goal.is_some()),
            ("solution", self.solution.is_some()),
            ("hint", self.hint.is_some()),
            ("success", self.success.is_some()),
            ("about", self.about.is_some()),
            ("answers", self.answers.is_some()),
            ("explain", self.explain.is_some()),
            ("moves", self.moves.is_some()),
            ("orientation", self.orientation.is_some()),
        ];
        flags.iter().filter(|f| f.1).map(|f| f.0).collect()
    }
}

fn missing(kind: StepKind, field: &str) -> String {
    format!("a {} step needs '{field}'", kind.name())
}

impl TryFrom<StepFile> for Step {
    type Error = String;

    fn try_from(f: StepFile) -> Result<Step, String> {
        let kind = f
            .kind
            .ok_or("a step needs 'kind' (play, choose or watch)")?;
        let allowed = fields_of(kind);
        if let Some(stray) = f.present().into_iter().find(|n| !allowed.contains(n)) {
            return Err(format!(
                "a {} step has no '{stray}' (its fields: kind, fen, {}, marks)",
                kind.name(),
                allowed.join(", ")
            ));
        }
        let fen = f.fen.ok_or_else(|| missing(kind, "fen"))?;
        let need = |v: Option<String>, name: &str| v.ok_or_else(|| missing(kind, name));
        Ok(match kind {
            StepKind::Play => Step::Play {
                prompt: need(f.prompt, "prompt")?,
                goal: f.goal.ok_or_else(|| missing(kind, "goal"))?,
                solution: f.solution.unwrap_or_default(),
                hint: f.hint,
                success: f.success,
                fen,
                marks: f.marks,
            },
            StepKind::Choose => Step::Choose {
                question: need(f.question, "question")?,
                about: f.about.ok_or_else(|| missing(kind, "about"))?,
                answers: f.answers.ok_or_else(|| missing(kind, "answers"))?,
                explain: f.explain,
                fen,
                marks: f.marks,
            },
            StepKind::Watch => Step::Watch {
                prompt: need(f.prompt, "prompt")?,
                moves: f.moves.ok_or_else(|| missing(kind, "moves"))?,
                fen,
                marks: f.marks,
                orientation: f.orientation,
            },
        })
    }
}

impl From<Step> for StepFile {
    fn from(step: Step) -> StepFile {
        let kind = Some(step.step_kind());
        match step {
            Step::Play {
                fen,
                prompt,
                goal,
                solution,
                hint,
                success,
                marks,
            } => StepFile {
                kind,
                fen: Some(fen),
                prompt: Some(prompt),
                goal: Some(goal),
                solution: (!solution.is_empty()).then_some(solution),
                hint,
                success,
                marks,
                ..StepFile::default()
            },
            Step::Choose {
                fen,
                question,
                about,
                answers,
                explain,
                marks,
            } => StepFile {
                kind,
                fen: Some(fen),
                question: Some(question),
                about: Some(about),
                answers: Some(answers),
                explain,
                marks,
                ..StepFile::default()
            },
            Step::Watch {
                fen,
                prompt,
                moves,
                marks,
                orientation,
            } => StepFile {
                kind,
                fen: Some(fen),
                prompt: Some(prompt),
                moves: Some(moves),
                marks,
                orientation,
                ..StepFile::default()
            },
        }
    }
}

/// Reads JSON text into `T`. A problem names where it is: the step (counted from 1, as in
/// links), the field path (`steps[3].goal`), then the line and column.
pub fn from_json<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, String> {
    let de = &mut serde_json::Deserializer::from_str(text);
    let value: T = serde_path_to_error::deserialize(&mut *de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        let message = if path == "." || path.is_empty() {
            inner.to_string()
        } else if let Some(n) = step_number(&path) {
            format!("step {n}, {path}: {inner}")
        } else {
            format!("{path}: {inner}")
        };
        // The message may quote the file (an unknown field's name): keep it on one line.
        shown(&message, 400)
    })?;
    // Nothing but white space may follow the value.
    de.end().map_err(|e| e.to_string())?;
    Ok(value)
}

/// The step a path such as `steps[3].goal` is in, counted from 1.
fn step_number(path: &str) -> Option<usize> {
    let rest = path.strip_prefix("steps[")?;
    let index: usize = rest.split(']').next()?.parse().ok()?;
    Some(index + 1)
}

impl Lesson {
    /// The language the lesson's words are in.
    pub fn language(&self) -> Lang {
        self.lang.unwrap_or_default()
    }

    /// Reads a lesson file's text; the error says where the problem is.
    pub fn from_json(text: &str) -> Result<Lesson, String> {
        from_json(text)
    }

    /// The lesson as a file, laid out for people to read.
    pub fn to_json_pretty(&self) -> String {
        // Serialising plain strings, lists and maps cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
