//! Checks lesson files against the engine: every position possible, every scripted move
//! legal, every `choose` answer agreeing with the engine, every `play` goal reachable.

use super::format::{Lesson, Question, Step};
use super::goal::read_move;
use super::runner::true_value;
use crate::rules::{shown, Position, Square};
use crate::tutor::english::english_catalog;
use crate::tutor::{explain_move, Catalog, Verdict};

pub use super::limits::MAX_LESSON_BYTES;

const COLOURS: [&str; 4] = ["green", "red", "blue", "yellow"];

/// Text from the lesson file as a problem quotes it: one line, not too long.
fn quoted(text: &str) -> String {
    shown(text, 40)
}

/// A lesson file's bytes as text, read as a browser reads a file: UTF-8, a byte-order mark
/// at the start skipped. The error says where the first byte that is no character stands.
pub fn lesson_text(bytes: &[u8]) -> Result<&str, String> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let before = &bytes[..e.valid_up_to()];
        let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
        format!("not UTF-8 text: line {line} holds a byte that is not part of any character")
    })?;
    Ok(text.strip_prefix('\u{feff}').unwrap_or(text))
}

/// Reads a lesson file's text; the error names the line and column of broken JSON, or the
/// step and field of a lesson that does not fit the format.
pub fn parse_lesson(text: &str) -> Result<Lesson, String> {
    Lesson::from_json(text).map_err(|e| format!("not a valid lesson file: {e}"))
}

/// Every problem with one lesson, each a sentence starting with the step it is in.
pub fn lint_lesson(lesson: &Lesson) -> Vec<String> {
    lint_lesson_in(lesson, &english_catalog())
}

/// [`lint_lesson`] with the tutor's own sentences in its problems (why a position could
/// not arise, why a move is refused) said in `words`' language.
pub fn lint_lesson_in(lesson: &Lesson, words: &Catalog) -> Vec<String> {
    let mut problems = lint_header(lesson);
    for (i, step) in lesson.steps.iter().enumerate() {
        for p in lint_step_in(step, words) {
            problems.push(format!("step {}: {p}", i + 1));
        }
    }
    problems
}

/// Problems with the lesson as a whole: its id, its title, having steps.
pub fn lint_header(lesson: &Lesson) -> Vec<String> {
    let mut problems = Vec::new();
    let id_ok = !lesson.id.is_empty()
        && lesson
            .id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if !id_ok {
        problems.push(format!(
            "id '{}' must be lowercase letters, digits and dashes",
            quoted(&lesson.id)
        ));
    }
    if lesson.title.trim().is_empty() {
        problems.push("the title is empty".into());
    }
    let title = lesson.title.chars().count();
    if title > TITLE_CHARS {
        problems.push(format!(
            "the title is {title} characters long; keep it to {TITLE_CHARS} or fewer"
        ));
    }
    if lesson.steps.is_empty() {
        problems.push("the lesson has no steps".into());
    }
    problems.extend(lint_summary(&lesson.summary));
    problems
}

/// The longest a lesson's title may be: it heads lists and the lesson's page.
pub const TITLE_CHARS: usize = 80;

/// The most points a summary may have, and the longest a point may be: it is read at a glance.
const SUMMARY_POINTS: usize = 5;
const SUMMARY_POINT_CHARS: usize = 140;

/// Problems with a lesson's end-of-lesson summary points.
pub fn lint_summary(summary: &[String]) -> Vec<String> {
    let mut problems = Vec::new();
    if summary.len() > SUMMARY_POINTS {
        problems.push(format!(
            "the summary has {} points; keep it to {SUMMARY_POINTS} or fewer",
            summary.len()
        ));
    }
    for (i, point) in summary.iter().enumerate() {
        let n = i + 1;
        if point.trim().is_empty() {
            problems.push(format!("summary point {n} is empty"));
        } else if point.chars().count() > SUMMARY_POINT_CHARS {
            problems.push(format!(
                "summary point {n} ('{}') is longer than {SUMMARY_POINT_CHARS} characters",
                quoted(point)
            ));
        }
    }
    problems
}

/// Why a move written in a lesson is not legal, in the tutor's words when it can tell
/// (": the bishop is pinned ..."), else nothing.
fn why_illegal(pos: &Position, text: &str, words: &Catalog) -> String {
    match crate::tutor::typed_move(pos, text)
        .ok()
        .map(|(f, t, p)| explain_move(pos, f, t, p))
    {
        Some(Verdict::Refused(r)) => format!(": {}", r.message.say(words)),
        _ => String::new(),
    }
}

/// Every problem with one step, each a sentence.
pub fn lint_step(step: &Step) -> Vec<String> {
    lint_step_in(step, &english_catalog())
}

/// [`lint_step`] with the tutor's own sentences said in `words`' language.
pub fn lint_step_in(step: &Step, words: &Catalog) -> Vec<String> {
    let mut problems = Vec::new();
    let pos: Position = match step.fen().parse() {
        Ok(p) => p,
        Err(e) => return vec![e.to_string()],
    };
    let explain = crate::tutor::explain_position_errors;
    if let Some(why) = super::playable::impossible_position(step, &pos, explain, words) {
        problems.push(why);
    }
    let marks = step.shapes();
    let bad_square = |s: &str| s.parse::<Square>().is_err();
    for (a, b, c) in &marks.arrows {
        if bad_square(a) || bad_square(b) || !COLOURS.contains(&c.as_str()) {
            let (a, b, c) = (quoted(a), quoted(b), quoted(c));
            problems.push(format!(
                "arrow [{a}, {b}, {c}] needs two squares and a colour"
            ));
        }
    }
    for (a, c) in &marks.circles {
        if bad_square(a) || !COLOURS.contains(&c.as_str()) {
            let (a, c) = (quoted(a), quoted(c));
            problems.push(format!("circle [{a}, {c}] needs a square and a colour"));
        }
    }
    for h in &marks.highlights {
        if bad_square(h) {
            problems.push(format!("highlight '{}' is not a square", quoted(h)));
        }
    }
    match step {
        Step::Play {
            goal,
            solution,
            prompt,
            success,
            ..
        } => {
            if prompt.trim().is_empty() {
                problems.push("the prompt is empty".into());
            }
            // The success text is said only for the move it describes (the solution's);
            // without a line, only when no other move meets the goal.
            let meeting = pos
                .legal_moves()
                .iter()
                .filter(|m| goal.holds(&pos, m))
                .count();
            if success.is_some() && solution.is_empty() && meeting > 1 {
                problems.push(format!(
                    "the text for a finished step is shown only after the solution, and {meeting} moves meet the goal: play the move it describes on the step's board, or leave the text empty"
                ));
            }
            for t in goal.move_texts() {
                if read_move(&pos, t).is_none() {
                    problems.push(format!(
                        "goal move '{}' is not legal in the position",
                        quoted(t)
                    ));
                }
            }
            if solution.is_empty() {
                let reachable = pos.legal_moves().iter().any(|m| goal.holds(&pos, m));
                if !reachable {
                    problems.push("no legal move reaches the goal".into());
                }
            } else {
                let mut p = pos;
                for (i, t) in solution.iter().enumerate() {
                    match read_move(&p, t) {
                        Some(m) => {
                            let last = i + 1 == solution.len();
                            if last && !goal.holds(&p, &m) {
                                problems.push(format!(
                                    "the solution's last move '{}' does not meet the goal",
                                    quoted(t)
                                ));
                            }
                            if !last && i % 2 == 0 && goal.holds(&p, &m) {
                                problems.push(format!(
                                    "the goal is already met by '{}', before the line ends",
                                    quoted(t)
                                ));
                            }
                            p = p.after(&m);
                        }
                        None => {
                            problems.push(format!(
                                "solution move {} '{}' is not legal{}",
                                i + 1,
                                quoted(t),
                                why_illegal(&p, t, words)
                            ));
                            break;
                        }
                    }
                }
                if solution.len() % 2 == 0 {
                    problems.push("the solution must end with the learner's move".into());
                }
            }
        }
        Step::Choose {
            about,
            answers,
            question,
            ..
        } => {
            if question.trim().is_empty() {
                problems.push("the question is empty".into());
            }
            if let Question::Move(t) = about {
                if super::asked_move(&pos, t).is_none() {
                    problems.push(format!(
                        "the move '{}' names no move here: write it in SAN (Nc3) or UCI (b1c3)",
                        quoted(t)
                    ));
                }
            }
            let truth = true_value(&pos, about);
            let right = answers.iter().filter(|a| a.value == truth).count();
            if right != 1 {
                problems.push(format!(
                    "the engine's answer is '{truth}', and {right} answers have that value (exactly one must)"
                ));
            }
            if answers.len() < 2 {
                problems.push("a question needs at least two answers".into());
            }
        }
        Step::Watch { moves, .. } => {
            let mut p = pos;
            for (i, n) in moves.iter().enumerate() {
                match read_move(&p, &n.mv) {
                    Some(m) => p = p.after(&m),
                    None => {
                        problems.push(format!(
                            "narrated move {} '{}' is not legal{}",
                            i + 1,
                            quoted(&n.mv),
                            why_illegal(&p, &n.mv, words)
                        ));
                        break;
                    }
                }
            }
            if moves.is_empty() {
                problems.push("a watch step needs at least one move".into());
            }
        }
    }
    problems
}

/// Problems across lessons: ids must be unique.
pub fn lint_catalog(lessons: &[Lesson]) -> Vec<String> {
    let mut problems = Vec::new();
    for (i, a) in lessons.iter().enumerate() {
        if lessons[..i].iter().any(|b| b.id == a.id) {
            problems.push(format!("lesson id '{}' is used twice", quoted(&a.id)));
        }
    }
    problems
}
