//! Evaluating goals, and reading moves written in a lesson (SAN or UCI).

use super::format::Goal;
use crate::rules::attacks::between;
use crate::rules::{san, Move, Position, Role, Square, Uci};
use crate::tutor::Shortfall;

/// The squares of the move a question asks about: UCI, or SAN for a legal move or for a
/// real piece move the rules refuse (`Nc3` with the knight pinned), as a learner would
/// write it. `None` when the text names no move at all.
pub fn asked_move(pos: &Position, text: &str) -> Option<(Square, Square, Option<Role>)> {
    let text = text.trim();
    if let Ok(uci) = text.parse::<Uci>() {
        return Some((uci.from, uci.to, uci.promotion));
    }
    if let Some(m) = read_move(pos, text) {
        return Some((m.from, m.to, m.promotion));
    }
    san::intended(pos, text)
}

/// Reads a move as UCI first, then SAN; `None` if it is not a legal move here.
pub fn read_move(pos: &Position, text: &str) -> Option<Move> {
    if let Ok(uci) = text.trim().parse::<Uci>() {
        return pos.find_move(uci.from, uci.to, uci.promotion);
    }
    san::parse(pos, text).ok()
}

impl Goal {
    /// Whether playing `m` (legal in `before`) meets the goal.
    pub fn holds(&self, before: &Position, m: &Move) -> bool {
        let after = before.after(m);
        match self {
            Goal::Move(text) => read_move(before, text) == Some(*m),
            Goal::GivesCheck => after.is_check(),
            Goal::GivesMate => after.is_checkmate(),
            Goal::Stalemates => after.is_stalemate(),
            Goal::GetsOutOfCheck => before.is_check(),
            Goal::CapturesChecker => {
                m.is_capture() && before.checkers().contains(m.capture_square())
            }
            Goal::BlocksCheck => {
                m.role != Role::King
                    && before.our_king().is_some_and(|k| {
                        before
                            .checkers()
                            .squares()
                            .any(|c| between(c, k).contains(m.to))
                    })
            }
            Goal::MovesKing => m.role == Role::King,
            Goal::AnyMove => true,
            Goal::And(goals) => goals.iter().all(|g| g.holds(before, m)),
            Goal::Or(goals) => goals.iter().any(|g| g.holds(before, m)),
            Goal::Not(g) => !g.holds(before, m),
        }
    }

    /// What `m` (legal in `before`, not meeting the goal) failed to do, when the goal can
    /// say it; `None` when only "not what the step asks" fits (named moves, say).
    pub fn shortfall(&self, before: &Position, m: &Move) -> Option<Shortfall> {
        if self.holds(before, m) {
            return None;
        }
        match self {
            Goal::GivesCheck => Some(Shortfall::NoCheck),
            Goal::GivesMate => {
                let after = before.after(m);
                // A check that is not mate has an answer: name one.
                let answer = after
                    .is_check()
                    .then(|| after.legal_moves().first().map(|a| san::write(&after, a)))
                    .flatten();
                Some(Shortfall::NotMate {
                    side: after.turn(),
                    answer,
                })
            }
            Goal::CapturesChecker => Some(Shortfall::NoCapture),
            Goal::BlocksCheck => Some(Shortfall::NoBlock),
            Goal::MovesKing => Some(Shortfall::NoKingMove),
            // The first part that fails says why, if it can.
            Goal::And(goals) => goals
                .iter()
                .find(|g| !g.holds(before, m))
                .and_then(|g| g.shortfall(before, m)),
            Goal::Not(g) if **g == Goal::Stalemates => Some(Shortfall::Stalemate),
            _ => None,
        }
    }

    /// Every `{"move": ...}` text inside, for the lint to check.
    pub fn move_texts(&self) -> Vec<&str> {
        match self {
            Goal::Move(t) => vec![t.as_str()],
            Goal::And(gs) | Goal::Or(gs) => gs.iter().flat_map(|g| g.move_texts()).collect(),
            Goal::Not(g) => g.move_texts(),
            _ => Vec::new(),
        }
    }
}
