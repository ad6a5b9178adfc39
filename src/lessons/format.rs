//! The lesson file format (JSON, read with serde). See `docs/lessons.md`.

use serde::{Deserialize, Serialize};

/// One lesson: an id used in URLs, a title, an introduction and its steps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub id: String,
    pub title: String,
    pub intro: String,
    pub steps: Vec<Step>,
}

/// Marks drawn on the board of a step.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shapes {
    /// `[from, to, colour]`, colour one of green, red, blue, yellow.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arrows: Vec<(String, String, String)>,
    /// `[square, colour]`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub circles: Vec<(String, String)>,
    /// Squares to tint.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub highlights: Vec<String>,
}

impl Shapes {
    pub fn is_empty(&self) -> bool {
        self.arrows.is_empty() && self.circles.is_empty() && self.highlights.is_empty()
    }
}

/// A step of a lesson.
///
/// Read through [`RawStep`], one flat object with a `kind`, rather than serde's internally
/// tagged enums: those buffer the whole object first, which costs some 20 KB of WebAssembly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", try_from = "RawStep")]
pub enum Step {
    /// The learner moves until the goal holds.
    Play {
        fen: String,
        prompt: String,
        goal: Goal,
        /// The intended line in SAN or UCI: learner, reply, learner, ... Replies are played
        /// automatically; intermediate learner moves must follow it.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        solution: Vec<String>,
        /// The idea, shown by the first press of the hint button (the second shows the move).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hint: Option<String>,
        /// Said when the goal is reached.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        success: Option<String>,
        #[serde(default, skip_serializing_if = "Shapes::is_empty")]
        marks: Shapes,
    },
    /// A question whose right answer the engine decides.
    Choose {
        fen: String,
        question: String,
        about: Question,
        answers: Vec<Answer>,
        /// Said after the right answer.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        explain: Option<String>,
        #[serde(default, skip_serializing_if = "Shapes::is_empty")]
        marks: Shapes,
    },
    /// Narrated moves, stepped forward and back.
    Watch {
        fen: String,
        prompt: String,
        moves: Vec<Narrated>,
        #[serde(default, skip_serializing_if = "Shapes::is_empty")]
        marks: Shapes,
    },
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
    pub fn kind(&self) -> &'static str {
        match self {
            Step::Play { .. } => "play",
            Step::Choose { .. } => "choose",
            Step::Watch { .. } => "watch",
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

/// What a `choose` question asks; the engine computes the true value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
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

/// A small named predicate on the learner's move, combined with and/or/not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
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

/// Every field any step may have, as written in the file.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawStep {
    kind: String,
    fen: String,
    #[serde(default)]
    marks: Shapes,
    prompt: Option<String>,
    goal: Option<Goal>,
    #[serde(default)]
    solution: Vec<String>,
    hint: Option<String>,
    success: Option<String>,
    question: Option<String>,
    about: Option<Question>,
    answers: Option<Vec<Answer>>,
    explain: Option<String>,
    moves: Option<Vec<Narrated>>,
}

impl TryFrom<RawStep> for Step {
    type Error = String;

    fn try_from(r: RawStep) -> Result<Step, String> {
        let kind = r.kind.clone();
        let need = |field: &str, v: bool| {
            if v {
                Ok(())
            } else {
                Err(format!("a {kind} step needs '{field}'"))
            }
        };
        let forbid = |field: &str, present: bool| {
            if present {
                Err(format!("a {kind} step has no '{field}'"))
            } else {
                Ok(())
            }
        };
        match r.kind.as_str() {
            "play" => {
                forbid("question", r.question.is_some())?;
                forbid("about", r.about.is_some())?;
                forbid("answers", r.answers.is_some())?;
                forbid("explain", r.explain.is_some())?;
                forbid("moves", r.moves.is_some())?;
                need("prompt", r.prompt.is_some())?;
                need("goal", r.goal.is_some())?;
                Ok(Step::Play {
                    fen: r.fen,
                    prompt: r.prompt.unwrap_or_default(),
                    goal: r.goal.unwrap_or(Goal::AnyMove),
                    solution: r.solution,
                    hint: r.hint,
                    success: r.success,
                    marks: r.marks,
                })
            }
            "choose" => {
                forbid("prompt", r.prompt.is_some())?;
                forbid("goal", r.goal.is_some())?;
                forbid("solution", !r.solution.is_empty())?;
                forbid("hint", r.hint.is_some())?;
                forbid("success", r.success.is_some())?;
                forbid("moves", r.moves.is_some())?;
                need("question", r.question.is_some())?;
                need("about", r.about.is_some())?;
                need("answers", r.answers.is_some())?;
                Ok(Step::Choose {
                    fen: r.fen,
                    question: r.question.unwrap_or_default(),
                    about: r.about.unwrap_or(Question::Status),
                    answers: r.answers.unwrap_or_default(),
                    explain: r.explain,
                    marks: r.marks,
                })
            }
            "watch" => {
                forbid("goal", r.goal.is_some())?;
                forbid("solution", !r.solution.is_empty())?;
                forbid("hint", r.hint.is_some())?;
                forbid("success", r.success.is_some())?;
                forbid("question", r.question.is_some())?;
                forbid("about", r.about.is_some())?;
                forbid("answers", r.answers.is_some())?;
                forbid("explain", r.explain.is_some())?;
                need("prompt", r.prompt.is_some())?;
                need("moves", r.moves.is_some())?;
                Ok(Step::Watch {
                    fen: r.fen,
                    prompt: r.prompt.unwrap_or_default(),
                    moves: r.moves.unwrap_or_default(),
                    marks: r.marks,
                })
            }
            other => Err(format!(
                "unknown step kind '{other}': use play, choose or watch"
            )),
        }
    }
}
