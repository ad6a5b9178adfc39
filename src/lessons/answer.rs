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
            // A line of several moves starts with its first; a one-move step is met by
            // every move that meets its goal, the solution's first.
            let first = solution.first().and_then(|t| read_move(&pos, t));
            let moves = match first {
                Some(m) if solution.len() > 1 => vec![shown(&pos, &m)],
                _ => {
                    let mut meeting: Vec<Move> = pos
                        .legal_moves()
                        .iter()
                        .filter(|m| goal.holds(&pos, m))
                        .copied()
                        .collect();
                    if let Some(i) = first.and_then(|f| meeting.iter().position(|m| *m == f)) {
                        meeting[..=i].rotate_right(1);
                    }
                    meeting.iter().map(|m| shown(&pos, m)).collect()
                }
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

/// The position of a watch step after its first `n` moves, and the last of them; `None` if
/// the step is no watch step or its position cannot be read.
pub fn watched_position(step: &Step, n: usize) -> Option<(Position, Option<Move>)> {
    let Step::Watch { fen, moves, .. } = step else {
        return None;
    };
    let mut at: Position = fen.parse().ok()?;
    let mut last = None;
    for narrated in moves.iter().take(n) {
        let m = read_move(&at, &narrated.mv)?;
        at.play(&m);
        last = Some(m);
    }
    Some((at, last))
}
