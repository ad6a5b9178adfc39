//! A worksheet: the exercises of a lesson or of a practice topic, each with its position,
//! its question and its answer (worked out by the engine), for a teacher to print. The page
//! that draws and words it is `ui::worksheet`.

use super::answer::{step_answer, StepAnswer};
use super::format::{Lesson, Shapes, Step};
use super::practice::{generate, Exercise, Kind};
use crate::rules::{Position, Square};
use crate::tutor::annotations::{Annotations, Colour};

/// The most exercises a practice worksheet holds, and how many it holds unless told.
pub const MOST: usize = 24;
pub const USUAL: usize = 8;

/// One exercise of a worksheet.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    pub position: Position,
    pub marks: Annotations,
    pub ask: Ask,
}

/// What an exercise asks, and its answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// A lesson's play step: its prompt, and the moves that meet its goal.
    Move {
        prompt: String,
        answer: Option<StepAnswer>,
    },
    /// A lesson's question: its text, the answers offered, and which are right.
    Choose {
        question: String,
        choices: Vec<String>,
        answer: Option<StepAnswer>,
    },
    /// A practice exercise (the page words its question and answer).
    Practice(Box<Exercise>),
}

/// The steps of `lesson` that ask something (its play steps and questions; watch steps only
/// tell), as worksheet exercises. A step whose position cannot be read is left out.
pub fn from_lesson(lesson: &Lesson) -> Vec<Item> {
    lesson
        .steps
        .iter()
        .filter_map(|step| {
            let position: Position = step.fen().parse().ok()?;
            let ask = match step {
                Step::Play { prompt, .. } => Ask::Move {
                    prompt: prompt.clone(),
                    answer: step_answer(step),
                },
                Step::Choose {
                    question, answers, ..
                } => Ask::Choose {
                    question: question.clone(),
                    choices: answers.iter().map(|a| a.text.clone()).collect(),
                    answer: step_answer(step),
                },
                Step::Watch { .. } => return None,
            };
            Some(Item {
                position,
                marks: marks_of(step.shapes()),
                ask,
            })
        })
        .collect()
}

/// `count` exercises of one kind (at most [`MOST`]), from `seed`, each position once: the
/// same seed makes the same sheet, so a printed sheet can be printed again.
pub fn from_practice(kind: Kind, seed: u64, level: u8, count: usize) -> Vec<Item> {
    let count = count.clamp(1, MOST);
    let mut items: Vec<Item> = Vec::with_capacity(count);
    // Each try makes a fresh exercise; a position already on the sheet is skipped, within a
    // bound (the generator's own pool is small at the lowest levels).
    for n in 0..(count as u64 * 4) {
        if items.len() == count {
            break;
        }
        let ex = generate(
            kind,
            seed.wrapping_add(n.wrapping_mul(0x9E37_79B9)),
            level,
            None,
        );
        let Ok(position) = ex.fen.parse::<Position>() else {
            continue;
        };
        if items.iter().any(|i| i.position == position) {
            continue;
        }
        let mut marks = Annotations::default();
        if let Some(uci) = ex
            .mv
            .as_deref()
            .and_then(|m| m.parse::<crate::rules::Uci>().ok())
        {
            marks.arrows.push((uci.from, uci.to, Colour::Blue));
        }
        items.push(Item {
            position,
            marks,
            ask: Ask::Practice(Box::new(ex)),
        });
    }
    items
}

/// A step's arrows and circles as a diagram draws them; its tinted squares become yellow
/// circles (a printed sheet has no tint). Marks that cannot be read are left out: the
/// lint reports them.
pub fn marks_of(shapes: &Shapes) -> Annotations {
    let square = |s: &str| s.parse::<Square>().ok();
    let colour = |c: &str| Colour::from_name(c).unwrap_or(Colour::Green);
    let mut marks = Annotations::default();
    for (from, to, c) in &shapes.arrows {
        if let (Some(f), Some(t)) = (square(from), square(to)) {
            marks.arrows.push((f, t, colour(c)));
        }
    }
    for (sq, c) in &shapes.circles {
        if let Some(s) = square(sq) {
            marks.circles.push((s, colour(c)));
        }
    }
    for sq in &shapes.highlights {
        if let Some(s) = square(sq) {
            if !marks.circles.iter().any(|&(c, _)| c == s) {
                marks.circles.push((s, Colour::Yellow));
            }
        }
    }
    marks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_practice_sheet_never_shows_a_position_twice_and_is_the_same_for_a_seed() {
        for kind in Kind::ALL {
            let sheet = from_practice(kind, 42, 1, USUAL);
            assert_eq!(sheet.len(), USUAL, "{kind:?}");
            for (i, a) in sheet.iter().enumerate() {
                assert!(
                    sheet[i + 1..].iter().all(|b| b.position != a.position),
                    "{kind:?}: {} twice",
                    a.position.fen()
                );
            }
            assert_eq!(sheet, from_practice(kind, 42, 1, USUAL));
        }
        assert_ne!(
            from_practice(Kind::Checkers, 1, 1, 4),
            from_practice(Kind::Checkers, 2, 1, 4)
        );
    }

    #[test]
    fn a_lesson_sheet_has_its_play_steps_and_questions_with_answers() {
        let lesson: Lesson =
            serde_json::from_str(include_str!("../../static/lessons/04-pins.json"))
                .expect("the pins lesson reads");
        let sheet = from_lesson(&lesson);
        let asking = lesson
            .steps
            .iter()
            .filter(|s| !matches!(s, Step::Watch { .. }))
            .count();
        assert_eq!(sheet.len(), asking);
        assert!(sheet.iter().all(|i| match &i.ask {
            Ask::Move { answer, .. } => matches!(answer, Some(StepAnswer::Moves { moves, .. }) if !moves.is_empty()),
            Ask::Choose {
                answer, choices, ..
            } => matches!(answer, Some(StepAnswer::Choice { right, .. }) if !right.is_empty() && right.iter().all(|&r| r < choices.len())),
            Ask::Practice(_) => false,
        }));
    }

    #[test]
    fn tinted_squares_print_as_circles_and_bad_marks_are_left_out() {
        let shapes = Shapes {
            arrows: vec![
                ("e2".into(), "e4".into(), "red".into()),
                ("z9".into(), "e4".into(), "red".into()),
            ],
            circles: vec![("d4".into(), "blue".into())],
            highlights: vec!["d4".into(), "h8".into()],
        };
        let marks = marks_of(&shapes);
        assert_eq!(marks.arrows.len(), 1);
        assert_eq!(marks.arrows[0].2, Colour::Red);
        let h8: Square = "h8".parse().unwrap();
        assert_eq!(marks.circles.len(), 2);
        assert_eq!(marks.circles[1], (h8, Colour::Yellow));
    }
}
