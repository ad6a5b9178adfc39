//! What a learner's page checks before it plays a lesson from a link or from storage: that
//! every step can be played and every position could arise, without the teacher's whole
//! lint (`lint.rs`, which also judges texts, marks and solution lines, and stays with the
//! teacher's pages where lessons are made and imported).

use super::format::{Lesson, Question, Step};
use super::goal::read_move;
use crate::rules::Position;

/// Why a step's position could not arise in a game, in words, unless the step asks just
/// that (a question whether it could arise). Shared with the lint.
pub(super) fn impossible_position(step: &Step, pos: &Position) -> Option<String> {
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
    let errors = crate::tutor::explain_position_errors(pos);
    if errors.is_empty() {
        return None;
    }
    let words: Vec<String> = errors.iter().map(|(_, m)| m.english()).collect();
    Some(format!(
        "the position cannot arise in a game: {}",
        words.join(" ")
    ))
}

/// Why the lesson cannot be played, one line a problem (empty when it can): a position
/// that cannot be read or could not arise in a game (unless the step asks just that), a
/// play step no move finishes, a watch step's move that is not legal. Worded as the lint
/// words them ("step 2: ...").
pub fn unplayable(lesson: &Lesson) -> Vec<String> {
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
        if let Some(why) = impossible_position(step, &pos) {
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
