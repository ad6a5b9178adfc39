//! Which lesson step teaches a concept, found in the lessons themselves: the first question
//! about a move the rules refuse for that very reason, or for the concepts of practice, the
//! first step of the matching kind. Nothing is written twice, so a new lesson is found too.

use super::format::{Goal, Lesson, Question, Step};
use crate::rules::Position;
use crate::tutor::{explain_move, Verdict};

/// The (lesson id, step from 1) that teaches `concept`, if a lesson does.
pub fn teaching_step<'a>(lessons: &'a [Lesson], concept: &str) -> Option<(&'a str, usize)> {
    lessons.iter().find_map(|lesson| {
        let n = lesson.steps.iter().position(|s| teaches(s, concept))?;
        Some((lesson.id.as_str(), n + 1))
    })
}

fn teaches(step: &Step, concept: &str) -> bool {
    match (step, concept) {
        (
            Step::Choose {
                about: Question::CheckKind,
                ..
            },
            "missed_checker",
        ) => true,
        (
            Step::Choose {
                about: Question::Status,
                ..
            },
            "mate_or_stalemate",
        ) => true,
        (
            Step::Choose {
                about: Question::Valid,
                ..
            },
            "impossible_position",
        ) => true,
        (Step::Play { goal, .. }, "missed_escape") => gets_out_of_check(goal),
        (
            Step::Choose {
                fen,
                about: Question::Move(text),
                ..
            },
            reason,
        ) => refused_for(fen, text) == Some(reason),
        _ => false,
    }
}

fn gets_out_of_check(goal: &Goal) -> bool {
    match goal {
        Goal::GetsOutOfCheck => true,
        Goal::And(goals) | Goal::Or(goals) => goals.iter().any(gets_out_of_check),
        _ => false,
    }
}

/// The reason code the rules give for refusing the move `text` (UCI or SAN) in `fen`.
fn refused_for(fen: &str, text: &str) -> Option<&'static str> {
    let pos: Position = fen.parse().ok()?;
    let (from, to, promotion) = super::asked_move(&pos, text)?;
    match explain_move(&pos, from, to, promotion) {
        Verdict::Refused(r) => Some(r.reason.code()),
        Verdict::Legal(_) => None,
    }
}
