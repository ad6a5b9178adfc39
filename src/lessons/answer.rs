//! A step's answer, as a teacher reveals it to a class: the moves that meet a play step's
//! goal, the right answer of a question, the moves of a watch step. Worked out from the
//! position by the engine, never taken on trust from the lesson's words.

use super::format::Step;
use super::goal::read_move;
use super::runner::true_value;
use crate::rules::{san, Move, Position, Role, Square};

/// One move of an answer: where it goes, in words and in SAN.
#[derive(Clone, Debug, PartialEq)]
pub struct ShownMove {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
    /// "White queen from d1 to h5, check."
    pub words: String,
    /// "Qh5+"
    pub san: String,
}

/// What "Show the answer" shows for a step.
#[derive(Clone, Debug, PartialEq)]
pub enum StepAnswer {
    /// A play step: the learner's move (the solution's first when the lesson gives one, else
    /// every legal move that meets the goal), with the success text.
    Moves {
        moves: Vec<ShownMove>,
        success: Option<String>,
    },
    /// A question: which answers are right (indexes), and the explanation.
    Choice {
        right: Vec<usize>,
        explain: Option<String>,
    },
    /// A watch step: its moves in order, each with what the lesson says of it.
    Watched(Vec<(ShownMove, String)>),
}

fn shown(pos: &Position, m: &Move) -> ShownMove {
    ShownMove {
        from: m.from,
        to: m.to,
        promotion: m.promotion,
        words: crate::tutor::describe_move(pos, m),
        san: san::write(pos, m),
    }
}

/// The answer of `step`; `None` when its position cannot be read (the lint refuses such a
/// lesson, so only a broken one gets here).
pub fn step_answer(step: &Step) -> Option<StepAnswer> {
    let pos: Position = step.fen().parse().ok()?;
    Some(match step {
        Step::Play {
            goal,
            solution,
            success,
            ..
        } => {
            let moves = match solution.first().and_then(|t| read_move(&pos, t)) {
                Some(m) => vec![shown(&pos, &m)],
                None => pos
                    .legal_moves()
                    .iter()
                    .filter(|m| goal.holds(&pos, m))
                    .map(|m| shown(&pos, m))
                    .collect(),
            };
            StepAnswer::Moves {
                moves,
                success: success.clone(),
            }
        }
        Step::Choose {
            about,
            answers,
            explain,
            ..
        } => {
            let truth = true_value(&pos, about);
            StepAnswer::Choice {
                right: (0..answers.len())
                    .filter(|&i| answers[i].value == truth)
                    .collect(),
                explain: explain.clone(),
            }
        }
        Step::Watch { moves, .. } => {
            let mut at = pos;
            let mut line = Vec::new();
            for n in moves {
                let Some(m) = read_move(&at, &n.mv) else {
                    break;
                };
                line.push((shown(&at, &m), n.say.clone()));
                at.play(&m);
            }
            StepAnswer::Watched(line)
        }
    })
}
