//! A lesson as a plain state machine: the browser forwards moves, answers and button presses,
//! and shows what comes back.

mod retext;

use super::format::{Lesson, Question, Step};
use super::goal::read_move;
use crate::rules::{Color, Move, Position, Role, Square};
use crate::tutor::{explain_move, LegalMove, Refusal, Shortfall, Verdict};

/// What the engine says is true for a `choose` question.
pub fn true_value(pos: &Position, about: &Question) -> String {
    plain_truth(pos, about).unwrap_or_else(|| arising_value(pos.is_valid()).into())
}

/// The true value of a question the page answers itself: every one but whether the position
/// could arise, whose deeper reasoning is the helper worker's on a learner's page.
fn plain_truth(pos: &Position, about: &Question) -> Option<String> {
    Some(match about {
        Question::Status => pos.status().code().to_string(),
        Question::CheckKind => pos.check_kind().code().to_string(),
        Question::Move(text) => {
            if read_move(pos, text).is_some() {
                "legal".into()
            } else {
                "illegal".into()
            }
        }
        Question::Valid => return None,
    })
}

fn arising_value(arises: bool) -> &'static str {
    if arises {
        "possible"
    } else {
        "impossible"
    }
}

/// What happened after the learner's move in a `play` step.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum MoveOutcome {
    /// Not a legal move: the tutor's explanation. The board stays.
    Illegal(Refusal),
    /// A pawn reached the last rank: ask which piece.
    NeedsPromotion,
    /// Legal, but not what the step asks: the move is not kept (the board stays). With
    /// what the move failed to do, when the last move of the step's line can say it.
    Missed(LegalMove, Option<Shortfall>),
    /// On the way: the scripted reply was played (SAN), the learner moves again.
    Continue { played: LegalMove, reply: LegalMove },
    /// The goal holds: the step is done.
    Success(LegalMove),
    /// The step is not a play step, or it is already done.
    Ignored,
}

/// How far along the hint is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    None,
    Idea,
    Move(Square, Square),
}

/// A lesson being worked through.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Runner {
    lesson: Lesson,
    index: usize,
    position: Position,
    /// Index into the solution line of the next learner move.
    ply: usize,
    done: bool,
    /// The step was finished with the move its `success` text was written for.
    as_written: bool,
    /// A move that missed the goal ended the game (say stalemate instead of mate): the board
    /// shows it until the learner tries again from `resume`, the position before it (and
    /// the move that led there).
    held: bool,
    resume: Option<(Position, Option<Move>)>,
    hint: Hint,
    /// Answers chosen so far in a choose step (indices).
    chosen: Vec<usize>,
    /// Watch steps: the positions after each narrated move shown so far.
    watched: Vec<Position>,
    last_move: Option<Move>,
    /// Whether the step's position could arise, when the step asks it and the quick checks
    /// found nothing: told by the helper worker ([`Runner::set_arises`]).
    arises: Option<bool>,
    /// The side the learner plays: the side to move in a play step, White otherwise.
    learner: Color,
}

/// Why a lesson step could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunnerError {
    NoSuchStep {
        lesson: String,
        step: usize,
        steps: usize,
    },
    BadFen {
        step: usize,
        error: crate::rules::FenError,
    },
}

impl std::fmt::Display for RunnerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunnerError::NoSuchStep {
                lesson,
                step,
                steps,
            } => write!(
                f,
                "lesson '{lesson}' has {steps} steps, so there is no step {step}"
            ),
            RunnerError::BadFen { step, error } => write!(f, "step {step}: {error}"),
        }
    }
}

impl Runner {
    /// Opens `lesson` at `step` (numbered from 1).
    pub fn new(lesson: Lesson, step: usize) -> Result<Runner, RunnerError> {
        if step == 0 || step > lesson.steps.len() {
            return Err(RunnerError::NoSuchStep {
                lesson: lesson.id.clone(),
                step,
                steps: lesson.steps.len(),
            });
        }
        let position = start_of(&lesson, step - 1)?;
        let learner = match &lesson.steps[step - 1] {
            Step::Play { .. } => position.turn(),
            other => other.facing(),
        };
        Ok(Runner {
            lesson,
            index: step - 1,
            position,
            ply: 0,
            done: false,
            as_written: false,
            held: false,
            resume: None,
            hint: Hint::None,
            chosen: Vec::new(),
            watched: Vec::new(),
            last_move: None,
            arises: None,
            learner,
        })
    }

    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }
    /// The step number, from 1.
    pub fn step_number(&self) -> usize {
        self.index + 1
    }
    pub fn step(&self) -> &Step {
        &self.lesson.steps[self.index]
    }
    pub fn position(&self) -> &Position {
        self.watched.last().unwrap_or(&self.position)
    }
    pub fn is_done(&self) -> bool {
        self.done
    }
    pub fn is_last_step(&self) -> bool {
        self.index + 1 == self.lesson.steps.len()
    }
    pub fn hint(&self) -> Hint {
        self.hint
    }
    pub fn chosen(&self) -> &[usize] {
        &self.chosen
    }
    pub fn last_move(&self) -> Option<Move> {
        self.last_move
    }
    /// Whether the board may show who gives check. Not while a question is open: seeing
    /// the check is part of the answer. It appears with the right answer.
    pub fn shows_check(&self) -> bool {
        self.done || !matches!(self.step(), Step::Choose { .. })
    }
    /// Whether the board may show the step's marks. A question's marks would point at its
    /// answer, so they come with the right answer; a watch step's marks belong to its
    /// starting position and go with the first narrated move.
    pub fn shows_marks(&self) -> bool {
        match self.step() {
            Step::Choose { .. } => self.done,
            Step::Watch { .. } => self.watched.is_empty(),
            Step::Play { .. } => true,
        }
    }
    /// The side the learner plays, which the board faces: the side to move at the start of
    /// a play step, White in the other steps.
    pub fn learner(&self) -> Color {
        self.learner
    }
    /// How many narrated moves of a watch step are on the board.
    pub fn watched(&self) -> usize {
        self.watched.len()
    }

    /// The learner tries a move in a play step.
    pub fn try_move(&mut self, from: Square, to: Square, promotion: Option<Role>) -> MoveOutcome {
        let Step::Play { goal, solution, .. } = self.step().clone() else {
            return MoveOutcome::Ignored;
        };
        if self.done || self.held {
            return MoveOutcome::Ignored;
        }
        let pos = self.position;
        if promotion.is_none()
            && pos
                .legal_moves()
                .iter()
                .any(|m| m.from == from && m.to == to && m.promotion.is_some())
        {
            return MoveOutcome::NeedsPromotion;
        }
        let legal = match explain_move(&pos, from, to, promotion) {
            Verdict::Refused(r) => return MoveOutcome::Illegal(r),
            Verdict::Legal(l) => l,
        };
        let intended = solution.get(self.ply).and_then(|t| read_move(&pos, t));
        let is_last = self.ply + 1 >= solution.len();
        if goal.holds(&pos, &legal.mv) {
            // Without a written line, the text fits only if no other move meets the goal.
            self.as_written = match intended {
                Some(m) => m == legal.mv,
                None => {
                    solution.is_empty()
                        && pos
                            .legal_moves()
                            .iter()
                            .filter(|m| goal.holds(&pos, m))
                            .count()
                            == 1
                }
            };
            self.position = pos.after(&legal.mv);
            self.last_move = Some(legal.mv);
            self.done = true;
            return MoveOutcome::Success(legal);
        }
        if !is_last && intended == Some(legal.mv) {
            let mid = pos.after(&legal.mv);
            let reply = solution.get(self.ply + 1).and_then(|t| read_move(&mid, t));
            let described = reply.map(|r| explain_move(&mid, r.from, r.to, r.promotion));
            if let (Some(reply), Some(Verdict::Legal(said))) = (reply, described) {
                self.position = mid.after(&reply);
                self.last_move = Some(reply);
                self.ply += 2;
                self.hint = Hint::None;
                return MoveOutcome::Continue {
                    played: legal,
                    reply: said,
                };
            }
        }
        // Before the line's last move, the goal is not yet the measure: a first move of a
        // mate in two need not mate.
        let shortfall = if is_last {
            goal.shortfall(&pos, &legal.mv)
        } else {
            None
        };
        // The move is not kept: the learner tries again from the same position, the moves
        // of the line already played staying on the board.
        let after = pos.after(&legal.mv);
        if after.legal_moves().is_empty() {
            // The game is over (stalemate, say): show that position and why before a retry.
            self.resume = Some((self.position, self.last_move));
            self.position = after;
            self.last_move = Some(legal.mv);
            self.held = true;
        }
        MoveOutcome::Missed(legal, shortfall)
    }

    /// A missed move that ended the game is on the board; only trying again goes on.
    pub fn is_held(&self) -> bool {
        self.held
    }

    /// Takes back the missed move that ended the game: the board is as before it.
    pub fn try_again(&mut self) {
        if let Some((position, last_move)) = self.resume.take() {
            self.position = position;
            self.last_move = last_move;
            self.held = false;
        }
    }

    /// The position the step asks about, when only the deeper analysis can tell whether it
    /// could arise and no one has told yet ([`Runner::set_arises`]); until then its answers
    /// are not taken.
    pub fn awaits_analysis(&self) -> Option<&Position> {
        let asks = matches!(
            self.step(),
            Step::Choose {
                about: Question::Valid,
                ..
            }
        );
        (asks && self.arises.is_none() && self.position.quick_errors().is_empty())
            .then_some(&self.position)
    }

    /// Says whether the step's position could arise (the helper worker's finding).
    pub fn set_arises(&mut self, arises: bool) {
        self.arises = Some(arises);
    }

    /// Works out whether the step's position could arise here and now, as the helper worker
    /// would: for native callers (the tests, the command line), which have the analysis.
    pub fn analyse(&mut self) {
        if self.awaits_analysis().is_some() {
            self.arises = Some(self.position.is_valid());
        }
    }

    /// Answers a choose step with answer `index`; returns whether it is right, or `None`
    /// when the step is no question or its answer is not known yet
    /// ([`Runner::awaits_analysis`]).
    pub fn answer(&mut self, index: usize) -> Option<bool> {
        let Step::Choose { about, answers, .. } = self.step() else {
            return None;
        };
        let answer = answers.get(index)?;
        let truth = match plain_truth(&self.position, about) {
            Some(truth) => truth,
            None if !self.position.quick_errors().is_empty() => arising_value(false).into(),
            None => arising_value(self.arises?).into(),
        };
        let right = answer.value == truth;
        if !self.chosen.contains(&index) {
            self.chosen.push(index);
        }
        if right {
            self.done = true;
        }
        Some(right)
    }

    /// Shows the next narrated move of a watch step; the step is done after the last.
    pub fn forward(&mut self) -> bool {
        let Step::Watch { moves, .. } = self.step() else {
            return false;
        };
        let total = moves.len();
        let Some(next) = moves.get(self.watched.len()).map(|n| n.mv.clone()) else {
            return false;
        };
        let pos = *self.position();
        let Some(m) = read_move(&pos, &next) else {
            return false;
        };
        self.watched.push(pos.after(&m));
        self.last_move = Some(m);
        if self.watched.len() == total {
            self.done = true;
        }
        true
    }

    /// Takes back one narrated move.
    pub fn back(&mut self) -> bool {
        if self.watched.pop().is_none() {
            return false;
        }
        self.last_move = None;
        true
    }

    /// The narration for the last move shown.
    pub fn narration(&self) -> Option<&str> {
        let Step::Watch { moves, .. } = self.step() else {
            return None;
        };
        let n = self.watched.len();
        (n > 0).then(|| moves[n - 1].say.as_str())
    }

    /// First press: the idea; second press: the move (from the solution, or any move that
    /// meets the goal).
    pub fn press_hint(&mut self) -> Hint {
        let Step::Play {
            goal,
            solution,
            hint,
            ..
        } = self.step()
        else {
            return Hint::None;
        };
        let pos = self.position;
        let show_move = || {
            let m = solution
                .get(self.ply)
                .and_then(|t| read_move(&pos, t))
                .or_else(|| {
                    pos.legal_moves()
                        .iter()
                        .copied()
                        .find(|m| goal.holds(&pos, m))
                })?;
            Some(Hint::Move(m.from, m.to))
        };
        // A step without an idea to give goes straight to the move.
        self.hint = match self.hint {
            Hint::None if hint.is_some() => Hint::Idea,
            _ => show_move().unwrap_or(Hint::Idea),
        };
        self.hint
    }

    /// The step's `success` text, once the step was finished with the move it was written
    /// for. Another move that meets the goal is described from the move itself instead, so
    /// the praise never contradicts what the learner played.
    pub fn success_text(&self) -> Option<&str> {
        match self.step() {
            Step::Play { success, .. } if self.done && self.as_written => success.as_deref(),
            _ => None,
        }
    }

    /// The hint's words once it shows the move: which piece, from where, to where.
    pub fn hint_message(&self) -> Option<crate::tutor::Message> {
        let Hint::Move(from, to) = self.hint else {
            return None;
        };
        let role = self.position.board().role_at(from)?;
        let moves = self.position.legal_moves();
        let mv = moves
            .iter()
            .filter(|m| m.from == from && m.to == to)
            .max_by_key(|m| m.promotion == Some(Role::Queen))?;
        let san = crate::rules::san::write(&self.position, mv);
        Some(crate::tutor::Message::HintMove {
            role,
            from,
            to,
            san,
        })
    }

    /// Starts the current step again.
    pub fn restart(&mut self) {
        if let Ok(p) = start_of(&self.lesson, self.index) {
            self.position = p;
        }
        self.ply = 0;
        self.done = false;
        self.as_written = false;
        self.held = false;
        self.resume = None;
        self.chosen.clear();
        self.watched.clear();
        self.last_move = None;
    }

    /// Moves to the next step; false at the end of the lesson.
    pub fn next_step(&mut self) -> bool {
        if self.is_last_step() {
            return false;
        }
        match Runner::new(self.lesson.clone(), self.index + 2) {
            Ok(r) => {
                *self = r;
                true
            }
            Err(_) => false,
        }
    }
}

fn start_of(lesson: &Lesson, index: usize) -> Result<Position, RunnerError> {
    lesson.steps[index]
        .fen()
        .parse::<Position>()
        .map_err(|error| RunnerError::BadFen {
            step: index + 1,
            error,
        })
}
