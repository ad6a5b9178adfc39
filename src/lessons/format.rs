//! The lesson file format (JSON). See `docs/lessons.md`.
//!
//! Each type is read from and written to a [`Json`] tree by hand: the reader refuses unknown
//! and repeated fields and says where a problem is ("step 3: 'goal': ..."), and the writer
//! leaves out empty optional fields, so a written lesson reads back the same.

use super::json::{read_list, read_string, Fields, Json};

/// One lesson: an id used in URLs, a title, an introduction and its steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    pub id: String,
    pub title: String,
    pub intro: String,
    pub steps: Vec<Step>,
}

/// Marks drawn on the board of a step.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Shapes {
    /// `[from, to, colour]`, colour one of green, red, blue, yellow.
    pub arrows: Vec<(String, String, String)>,
    /// `[square, colour]`.
    pub circles: Vec<(String, String)>,
    /// Squares to tint.
    pub highlights: Vec<String>,
}

impl Shapes {
    pub fn is_empty(&self) -> bool {
        self.arrows.is_empty() && self.circles.is_empty() && self.highlights.is_empty()
    }
}

/// A step of a lesson: one object whose `kind` says which of these it is.
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Narrated {
    pub mv: String,
    pub say: String,
}

/// What a `choose` question asks; the engine computes the true value.
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub text: String,
    pub value: String,
    pub why_not: Option<String>,
}

/// A small named predicate on the learner's move, combined with and/or/not.
#[derive(Clone, Debug, PartialEq, Eq)]
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

impl Lesson {
    /// Reads a lesson from its JSON tree; the error says where the problem is.
    pub fn from_json(v: &Json) -> Result<Lesson, String> {
        let mut f = Fields::of(v, "a lesson")?;
        let lesson = Lesson {
            id: f.string("id")?,
            title: f.string("title")?,
            intro: f.string("intro")?,
            steps: read_list(f.required("steps")?, Step::from_json).map_err(|e| {
                // "item 3: ..." reads better as "step 3: ..." here.
                e.strip_prefix("item ")
                    .map_or_else(|| format!("'steps': {e}"), |rest| format!("step {rest}"))
            })?,
        };
        f.finish(&["id", "title", "intro", "steps"])?;
        Ok(lesson)
    }

    pub fn to_json(&self) -> Json {
        Json::object([
            ("id", self.id.as_str().into()),
            ("title", self.title.as_str().into()),
            ("intro", self.intro.as_str().into()),
            (
                "steps",
                Json::Array(self.steps.iter().map(Step::to_json).collect()),
            ),
        ])
    }
}

const PLAY_FIELDS: [&str; 8] = [
    "kind", "fen", "prompt", "goal", "solution", "hint", "success", "marks",
];
const CHOOSE_FIELDS: [&str; 7] = [
    "kind", "fen", "question", "about", "answers", "explain", "marks",
];
const WATCH_FIELDS: [&str; 5] = ["kind", "fen", "prompt", "moves", "marks"];

impl Step {
    pub fn from_json(v: &Json) -> Result<Step, String> {
        let mut f = Fields::of(v, "a step")?;
        let kind = f.string("kind")?;
        let fen = f.string("fen")?;
        let marks = f
            .optional("marks")
            .map(Shapes::from_json)
            .transpose()
            .map_err(|e| format!("'marks': {e}"))?
            .unwrap_or_default();
        let (step, known) = match kind.as_str() {
            "play" => (
                Step::Play {
                    prompt: f.string("prompt")?,
                    goal: Goal::from_json(f.required("goal")?)
                        .map_err(|e| format!("'goal': {e}"))?,
                    solution: f.list("solution", read_string)?,
                    hint: f.optional_string("hint")?,
                    success: f.optional_string("success")?,
                    fen,
                    marks,
                },
                &PLAY_FIELDS[..],
            ),
            "choose" => (
                Step::Choose {
                    question: f.string("question")?,
                    about: Question::from_json(f.required("about")?)
                        .map_err(|e| format!("'about': {e}"))?,
                    answers: f.required_list("answers", Answer::from_json)?,
                    explain: f.optional_string("explain")?,
                    fen,
                    marks,
                },
                &CHOOSE_FIELDS[..],
            ),
            "watch" => (
                Step::Watch {
                    prompt: f.string("prompt")?,
                    moves: f.required_list("moves", Narrated::from_json)?,
                    fen,
                    marks,
                },
                &WATCH_FIELDS[..],
            ),
            other => {
                return Err(format!(
                    "unknown step kind '{other}': use play, choose or watch"
                ))
            }
        };
        f.finish(known).map_err(|e| format!("a {kind} step: {e}"))?;
        Ok(step)
    }

    pub fn to_json(&self) -> Json {
        let mut m: Vec<(String, Json)> = vec![
            ("kind".into(), self.kind().into()),
            ("fen".into(), self.fen().into()),
        ];
        let mut put = |name: &str, v: Json| m.push((name.into(), v));
        match self {
            Step::Play {
                prompt,
                goal,
                solution,
                hint,
                success,
                ..
            } => {
                put("prompt", prompt.as_str().into());
                put("goal", goal.to_json());
                if !solution.is_empty() {
                    put("solution", solution.clone().into());
                }
                if let Some(h) = hint {
                    put("hint", h.as_str().into());
                }
                if let Some(s) = success {
                    put("success", s.as_str().into());
                }
            }
            Step::Choose {
                question,
                about,
                answers,
                explain,
                ..
            } => {
                put("question", question.as_str().into());
                put("about", about.to_json());
                put(
                    "answers",
                    Json::Array(answers.iter().map(Answer::to_json).collect()),
                );
                if let Some(e) = explain {
                    put("explain", e.as_str().into());
                }
            }
            Step::Watch { prompt, moves, .. } => {
                put("prompt", prompt.as_str().into());
                put(
                    "moves",
                    Json::Array(moves.iter().map(Narrated::to_json).collect()),
                );
            }
        }
        if !self.shapes().is_empty() {
            put("marks", self.shapes().to_json());
        }
        Json::Object(m)
    }
}

impl Shapes {
    pub fn from_json(v: &Json) -> Result<Shapes, String> {
        let mut f = Fields::of(v, "marks")?;
        let shapes = Shapes {
            arrows: f.list("arrows", |v| {
                let [a, b, c] = strings::<3>(v, "[from, to, colour]")?;
                Ok((a, b, c))
            })?,
            circles: f.list("circles", |v| {
                let [a, b] = strings::<2>(v, "[square, colour]")?;
                Ok((a, b))
            })?,
            highlights: f.list("highlights", read_string)?,
        };
        f.finish(&["arrows", "circles", "highlights"])?;
        Ok(shapes)
    }

    pub fn to_json(&self) -> Json {
        let mut m = Vec::new();
        if !self.arrows.is_empty() {
            let arrows = self
                .arrows
                .iter()
                .map(|(a, b, c)| Json::from(vec![a.as_str(), b.as_str(), c.as_str()]));
            m.push(("arrows".to_string(), Json::Array(arrows.collect())));
        }
        if !self.circles.is_empty() {
            let circles = self
                .circles
                .iter()
                .map(|(a, b)| Json::from(vec![a.as_str(), b.as_str()]));
            m.push(("circles".to_string(), Json::Array(circles.collect())));
        }
        if !self.highlights.is_empty() {
            m.push(("highlights".to_string(), self.highlights.clone().into()));
        }
        Json::Object(m)
    }
}

/// A list of exactly `N` strings, such as an arrow's `[from, to, colour]`.
fn strings<const N: usize>(v: &Json, shape: &str) -> Result<[String; N], String> {
    let wrong = || format!("expected {shape}");
    let Json::Array(items) = v else {
        return Err(wrong());
    };
    let texts: Vec<String> = items
        .iter()
        .map(|i| i.as_str().map(str::to_string))
        .collect::<Option<_>>()
        .ok_or_else(wrong)?;
    texts.try_into().map_err(|_| wrong())
}

impl Narrated {
    pub fn from_json(v: &Json) -> Result<Narrated, String> {
        let mut f = Fields::of(v, "a move to narrate")?;
        let n = Narrated {
            mv: f.string("move")?,
            say: f.string("say")?,
        };
        f.finish(&["move", "say"])?;
        Ok(n)
    }

    pub fn to_json(&self) -> Json {
        Json::object([
            ("move", self.mv.as_str().into()),
            ("say", self.say.as_str().into()),
        ])
    }
}

impl Answer {
    pub fn from_json(v: &Json) -> Result<Answer, String> {
        let mut f = Fields::of(v, "an answer")?;
        let a = Answer {
            text: f.string("text")?,
            value: f.string("value")?,
            why_not: f.optional_string("why_not")?,
        };
        f.finish(&["text", "value", "why_not"])?;
        Ok(a)
    }

    pub fn to_json(&self) -> Json {
        let mut m = vec![
            ("text".to_string(), self.text.as_str().into()),
            ("value".to_string(), self.value.as_str().into()),
        ];
        if let Some(w) = &self.why_not {
            m.push(("why_not".to_string(), w.as_str().into()));
        }
        Json::Object(m)
    }
}

/// A word (`"status"`) or an object with one member (`{"move": "e4"}`): how the goal and
/// the question of a step are written.
fn tagged(v: &Json) -> Result<(&str, Option<&Json>), String> {
    match v {
        Json::String(word) => Ok((word, None)),
        Json::Object(m) if m.len() == 1 => Ok((&m[0].0, Some(&m[0].1))),
        _ => Err("expected a word in quotes or an object with one member".into()),
    }
}

const QUESTIONS: &str = "status, check_kind, valid, {\"move\": ...}";

impl Question {
    pub fn from_json(v: &Json) -> Result<Question, String> {
        Ok(match tagged(v)? {
            ("status", None) => Question::Status,
            ("check_kind", None) => Question::CheckKind,
            ("valid", None) => Question::Valid,
            ("move", Some(m)) => {
                Question::Move(read_string(m).map_err(|e| format!("'move': {e}"))?)
            }
            (other, _) => return Err(format!("unknown question '{other}' (known: {QUESTIONS})")),
        })
    }

    pub fn to_json(&self) -> Json {
        match self {
            Question::Status => "status".into(),
            Question::CheckKind => "check_kind".into(),
            Question::Valid => "valid".into(),
            Question::Move(m) => Json::object([("move", m.as_str().into())]),
        }
    }
}

/// The goals written as a single word, with their values.
const GOAL_WORDS: [(&str, Goal); 8] = [
    ("gives_check", Goal::GivesCheck),
    ("gives_mate", Goal::GivesMate),
    ("stalemates", Goal::Stalemates),
    ("gets_out_of_check", Goal::GetsOutOfCheck),
    ("captures_checker", Goal::CapturesChecker),
    ("blocks_check", Goal::BlocksCheck),
    ("moves_king", Goal::MovesKing),
    ("any_move", Goal::AnyMove),
];

impl Goal {
    pub fn from_json(v: &Json) -> Result<Goal, String> {
        let (tag, inner) = tagged(v)?;
        let Some(inner) = inner else {
            return GOAL_WORDS
                .iter()
                .find(|(word, _)| *word == tag)
                .map(|(_, goal)| goal.clone())
                .ok_or_else(|| {
                    let words: Vec<&str> = GOAL_WORDS.iter().map(|(w, _)| *w).collect();
                    format!(
                        "unknown goal '{tag}' (known: {}, move, and, or, not)",
                        words.join(", ")
                    )
                });
        };
        let within = |e: String| format!("'{tag}': {e}");
        Ok(match tag {
            "move" => Goal::Move(read_string(inner).map_err(within)?),
            "and" => Goal::And(read_list(inner, Goal::from_json).map_err(within)?),
            "or" => Goal::Or(read_list(inner, Goal::from_json).map_err(within)?),
            "not" => Goal::Not(Box::new(Goal::from_json(inner).map_err(within)?)),
            other => {
                return Err(format!(
                    "unknown goal '{other}' with a value (known: move, and, or, not)"
                ))
            }
        })
    }

    pub fn to_json(&self) -> Json {
        let list = |goals: &[Goal]| Json::Array(goals.iter().map(Goal::to_json).collect());
        match self {
            Goal::Move(m) => Json::object([("move", m.as_str().into())]),
            Goal::And(goals) => Json::object([("and", list(goals))]),
            Goal::Or(goals) => Json::object([("or", list(goals))]),
            Goal::Not(goal) => Json::object([("not", goal.to_json())]),
            // The rest are the words of GOAL_WORDS.
            word => GOAL_WORDS
                .iter()
                .find(|(_, g)| g == word)
                .map_or(Json::Null, |(w, _)| (*w).into()),
        }
    }
}
