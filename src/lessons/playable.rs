//! What a learner's page checks before it plays a lesson from a link or from storage: that
//! every step can be played and no position breaks the quick checks (the counts, the checks
//! on the board), without the teacher's whole lint (`lint.rs`, which also judges texts,
//! marks and solution lines, looks deeper into how positions could arise, and stays with
//! the teacher's pages where lessons are made and imported).

use super::format::{Lesson, Question, Step};
use super::goal::read_move;
use crate::rules::{Position, PositionError};
use crate::tutor::english::english_catalog;
use crate::tutor::{explain_quick_errors, Catalog, Message};

/// Why a step's position could not arise in a game, in `words`' language, unless the step
/// asks just that (a question whether it could arise), by the errors `explain` finds.
/// Shared with the lint, which looks deeper.
pub(super) fn impossible_position<F>(
    step: &Step,
    pos: &Position,
    explain: F,
    words: &Catalog,
) -> Option<String>
where
    F: Fn(&Position) -> Vec<(PositionError, Message)>,
{
    let asks_validity = matches!(
        step,
        Step::Choose {
            about: Question::Valid,
            ..
        }
    );
    if asks_validity {
        return None;
    }
    let errors = explain(pos);
    if errors.is_empty() {
        return None;
    }
    let said: Vec<String> = errors.iter().map(|(_, m)| m.say(words)).collect();
    Some(format!(
        "the position cannot arise in a game: {}",
        said.join(" ")
    ))
}

/// Why the lesson cannot be played, one line a problem (empty when it can): a position
/// that cannot be read or that the quick checks find could not arise in a game (unless the
/// step asks just that), a
/// play step no move finishes, a watch step's move that is not legal. Worded as the lint
/// words them ("step 2: ...").
pub fn unplayable(lesson: &Lesson) -> Vec<String> {
    unplayable_in(lesson, &english_catalog())
}

/// [`unplayable`], with the tutor's sentences inside each problem in `words`' language.
pub fn unplayable_in(lesson: &Lesson, words: &Catalog) -> Vec<String> {
    if lesson.steps.is_empty() {
        return vec!["the lesson has no steps".into()];
    }
    let mut problems = Vec::new();
    for (i, step) in lesson.steps.iter().enumerate() {
        let n = i + 1;
        let Ok(pos) = step.fen().parse::<Position>() else {
            problems.push(format!("step {n}: its position cannot be read"));
            continue;
        };
        // A question may ask whether a broken position could arise; the others play on it.
        if let Some(why) = impossible_position(step, &pos, explain_quick_errors, words) {
            problems.push(format!("step {n}: {why}"));
            continue;
        }
        match step {
            Step::Play { goal, .. } if !pos.legal_moves().iter().any(|m| goal.holds(&pos, m)) => {
                problems.push(format!("step {n}: no legal move reaches the goal"));
            }
            Step::Watch { moves, .. } => {
                let mut at = pos;
                for (k, narrated) in moves.iter().enumerate() {
                    match read_move(&at, &narrated.mv) {
                        Some(m) => at = at.after(&m),
                        None => {
                            problems.push(format!("step {n}: its move {} is not legal", k + 1));
                            break;
                        }
                    }
                }
            }
            _ => {}
        }
    }
    problems
}
