//! What the lesson builder asks of the engine: ids that never clash, the lint's problems
//! sorted by the step they concern, moves recorded by playing them on the board, and the
//! answers of a `choose` step filled with the engine's values.

use super::format::{Answer, Goal, Lesson, Question, Shapes, Step};
use super::goal::read_move;
use super::lint::{lint_header, lint_step};
use super::runner::true_value;
use crate::rules::{san, Move, Position, Role, Square};
use crate::tutor::{explain_move, Verdict};

/// An id made from a title: lowercase letters, digits and dashes (`"My first mate!"` →
/// `my-first-mate`); `my-lesson` when nothing is left.
pub fn id_from_title(title: &str) -> String {
    let mut id = String::new();
    for c in title.chars().map(|c| c.to_ascii_lowercase()) {
        if c.is_ascii_lowercase() || c.is_ascii_digit() {
            id.push(c);
        } else if !id.is_empty() && !id.ends_with('-') {
            id.push('-');
        }
        if id.len() >= 40 {
            break;
        }
    }
    let id = id.trim_end_matches('-');
    if id.is_empty() {
        "my-lesson".into()
    } else {
        id.to_string()
    }
}

/// `wanted` if no lesson has it yet, else the first free `wanted-2`, `wanted-3`, ... (a
/// wanted id that already ends in a number counts on from its stem): a new lesson never
/// takes the place of another.
pub fn unique_id(wanted: &str, taken: &[&str]) -> String {
    if !taken.contains(&wanted) {
        return wanted.to_string();
    }
    let stem = match wanted.rsplit_once('-') {
        Some((stem, n)) if !stem.is_empty() && n.parse::<u32>().is_ok() => stem,
        _ => wanted,
    };
    (2..)
        .map(|n| format!("{stem}-{n}"))
        .find(|id| !taken.contains(&id.as_str()))
        .unwrap_or_else(|| wanted.to_string())
}

/// The lint's problems, the lesson's own apart and each step's under it, so a builder can
/// show each one where it belongs. The same checks as `tutor lint`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Problems {
    /// About the lesson as a whole: id, title, no steps.
    pub lesson: Vec<String>,
    /// One list per step, in step order.
    pub steps: Vec<Vec<String>>,
}

impl Problems {
    pub fn of(lesson: &Lesson) -> Problems {
        Problems {
            lesson: lint_header(lesson),
            steps: lesson.steps.iter().map(lint_step).collect(),
        }
    }

    pub fn is_clean(&self) -> bool {
        self.lesson.is_empty() && self.steps.iter().all(Vec::is_empty)
    }

    pub fn count(&self) -> usize {
        self.lesson.len() + self.steps.iter().map(Vec::len).sum::<usize>()
    }
}

/// The position after playing `line` (SAN or UCI) from `fen`, or `None` if the FEN or a
/// move of the line cannot be read.
pub fn position_after(fen: &str, line: &[String]) -> Option<Position> {
    let mut pos: Position = fen.parse().ok()?;
    for t in line {
        let m = read_move(&pos, t)?;
        pos = pos.after(&m);
    }
    Some(pos)
}

/// The last move of `line` from `fen`, to mark it on the board.
pub fn last_move(fen: &str, line: &[String]) -> Option<Move> {
    let (last, before) = line.split_last()?;
    let pos = position_after(fen, before)?;
    read_move(&pos, last)
}

/// A move played on the builder's board after `line`, written in SAN for the lesson file;
/// or the tutor's sentence saying why it is not legal. A pawn reaching the last rank
/// becomes `promotion`, a queen if none is given.
pub fn record_move(
    fen: &str,
    line: &[String],
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Result<String, String> {
    let pos = position_after(fen, line)
        .ok_or("Set up a position the lesson can start from first: its FEN cannot be read.")?;
    let pawn = pos.board().role_at(from) == Some(Role::Pawn);
    let last_rank = to.rank() == Position::promotion_rank(pos.turn());
    let promotion = (pawn && last_rank).then(|| promotion.unwrap_or(Role::Queen));
    match explain_move(&pos, from, to, promotion) {
        Verdict::Legal(m) => Ok(san::write(&pos, &m.mv)),
        Verdict::Refused(r) => Err(r.message.english()),
    }
}

/// Whether moving `from` to `to` after `line` is a pawn's move to the last rank that is
/// legal once a piece is chosen (the builder then asks which).
pub fn asks_promotion(fen: &str, line: &[String], from: Square, to: Square) -> bool {
    position_after(fen, line).is_some_and(|pos| {
        pos.legal_moves()
            .iter()
            .any(|m| m.from == from && m.to == to && m.promotion.is_some())
    })
}

/// The answers of a `choose` step about `about` in `pos`, one per value the engine can give
/// (a draw by material only where it is the answer), each with the engine's value, so the
/// right one is already marked; the teacher rewords them and adds `why_not`.
pub fn filled_answers(pos: &Position, about: &Question) -> Vec<Answer> {
    let truth = true_value(pos, about);
    let choices: &[(&str, &str)] = match about {
        Question::Status => &[
            ("Checkmate", "checkmate"),
            ("Stalemate", "stalemate"),
            ("Neither: the game goes on", "ongoing"),
            ("A draw: nobody can give mate", "insufficient_material"),
        ],
        Question::CheckKind => &[
            ("No check", "none"),
            ("Check", "single"),
            ("Double check", "double"),
        ],
        Question::Move(_) => &[("Legal", "legal"), ("Illegal", "illegal")],
        Question::Valid => &[("Possible", "possible"), ("Impossible", "impossible")],
    };
    choices
        .iter()
        .filter(|(_, value)| *value != "insufficient_material" || *value == truth)
        .map(|(text, value)| Answer {
            text: text.to_string(),
            value: value.to_string(),
            why_not: None,
        })
        .collect()
}

/// Why the move a question asks about is illegal, in the engine's words (the sentence a
/// learner gets for trying it), for the builder's "Why is it illegal?"; `None` for a legal
/// move or text that names none.
pub fn why_illegal(fen: &str, text: &str) -> Option<String> {
    let pos: Position = fen.parse().ok()?;
    let (from, to, promotion) = super::asked_move(&pos, text)?;
    match crate::tutor::explain_move(&pos, from, to, promotion) {
        crate::tutor::Verdict::Refused(r) => Some(r.message.english()),
        crate::tutor::Verdict::Legal(_) => None,
    }
}

/// The value the engine gives for a `choose` step (its right answer), or `None` if the
/// position cannot be read.
pub fn engine_value(fen: &str, about: &Question) -> Option<String> {
    let pos: Position = fen.parse().ok()?;
    Some(true_value(&pos, about))
}

/// A new lesson as the builder opens it: one step that already passes the lint (give check
/// with a rook), so the teacher starts from something that works and changes it.
pub fn starter_lesson(lang: Option<crate::tutor::Lang>) -> Lesson {
    let title = "My lesson".to_string();
    Lesson {
        id: id_from_title(&title),
        lang,
        title,
        intro: "Give check: attack the king.".into(),
        steps: vec![Step::Play {
            fen: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1".into(),
            prompt: "Give check with the rook.".into(),
            goal: Goal::GivesCheck,
            solution: Vec::new(),
            hint: Some(
                "The rook moves along straight lines: which line leads to the black king?".into(),
            ),
            success: Some("Check! The rook on a8 attacks the king along the eighth rank.".into()),
            marks: Shapes::default(),
        }],
        summary: Vec::new(),
    }
}

/// A new step of `kind` (`play`, `choose` or `watch`) on `fen`, with words a teacher then
/// changes.
pub fn new_step(kind: &str, fen: &str) -> Step {
    let marks = Shapes::default();
    let fen = fen.to_string();
    match kind {
        "choose" => {
            let about = Question::Status;
            let answers = fen
                .parse::<Position>()
                .map(|p| filled_answers(&p, &about))
                .unwrap_or_default();
            Step::Choose {
                fen,
                question: "Checkmate, stalemate, or neither?".into(),
                about,
                answers,
                explain: None,
                marks,
            }
        }
        "watch" => Step::Watch {
            fen,
            prompt: "Watch the moves.".into(),
            moves: Vec::new(),
            marks,
            orientation: None,
        },
        _ => Step::Play {
            fen,
            prompt: "Your move.".into(),
            goal: Goal::GivesCheck,
            solution: Vec::new(),
            hint: None,
            success: None,
            marks,
        },
    }
}

/// Adds `lesson` to a teacher's own lessons (imported or built) under an id no other lesson
/// has, built-in ones included, and returns that id. With `replacing`, that lesson goes and
/// the new one takes its place in the list (an edit or a rename); nothing else is ever
/// overwritten.
pub fn add_lesson(
    mine: &mut Vec<Lesson>,
    mut lesson: Lesson,
    replacing: Option<&str>,
    builtin: &[&str],
) -> String {
    let at = replacing.and_then(|old| mine.iter().position(|l| l.id == old));
    if let Some(i) = at {
        mine.remove(i);
    }
    let mut taken: Vec<&str> = builtin.to_vec();
    taken.extend(mine.iter().map(|l| l.id.as_str()));
    lesson.id = unique_id(&lesson.id, &taken);
    let id = lesson.id.clone();
    mine.insert(at.unwrap_or(mine.len()), lesson);
    id
}

/// Draws or takes away a mark: an arrow from `from` to `to`, or a circle when they are the
/// same square. The same mark again takes it away; another colour replaces it.
pub fn toggle_mark(marks: &mut Shapes, from: &str, to: &str, colour: &str) {
    if from == to {
        let at = marks.circles.iter().position(|(s, _)| s == from);
        match at {
            Some(i) if marks.circles[i].1 == colour => {
                marks.circles.remove(i);
            }
            Some(i) => marks.circles[i].1 = colour.to_string(),
            None => marks.circles.push((from.to_string(), colour.to_string())),
        }
        return;
    }
    let at = marks
        .arrows
        .iter()
        .position(|(f, t, _)| f == from && t == to);
    match at {
        Some(i) if marks.arrows[i].2 == colour => {
            marks.arrows.remove(i);
        }
        Some(i) => marks.arrows[i].2 = colour.to_string(),
        None => marks
            .arrows
            .push((from.to_string(), to.to_string(), colour.to_string())),
    }
}
