//! Evaluating goals, and reading moves written in a lesson (SAN or UCI).

use super::format::Goal;
use crate::rules::attacks::between;
use crate::rules::{san, Move, Position, Role, Uci};
use crate::tutor::Shortfall;

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
        let after = before.after(m);
        match self {
            Goal::GivesCheck if !after.is_check() => Some(Shortfall::NoCheck),
            Goal::GivesMate if !after.is_checkmate() => Some(Shortfall::NotMate {
                side: after.turn(),
                answer: if after.is_check() {
                    let answers = after.legal_moves();
                    answers.first().map(|a| san::write(&after, a))
                } else {
                    None
                },
            }),
            Goal::CapturesChecker if !self.holds(before, m) => Some(Shortfall::NoCapture),
            Goal::BlocksCheck if !self.holds(before, m) => Some(Shortfall::NoBlock),
            Goal::MovesKing if m.role != Role::King => Some(Shortfall::NoKingMove),
            Goal::And(goals) => goals
                .iter()
                .find(|g| !g.holds(before, m))
                .and_then(|g| g.shortfall(before, m)),
            Goal::Not(g) if **g == Goal::Stalemates && g.holds(before, m) => {
                Some(Shortfall::Stalemate)
            }
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
