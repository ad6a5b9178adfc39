//! Exercises about a check on the board: who gives it, the ways out, and whether a side
//! with no moves is mated or stalemated.

use super::games::{capture_bias, search, thin_to_level, Fit, Policy};
use super::rng::Rng;
use super::{Answer, Made, MATE_OR_STALEMATE, MISSED_CHECKER, MISSED_ESCAPE};
use crate::rules::{Bitboard, Position, Role};

const DOUBLE: &str = "double_check_king_must_move";
const NOT_RESOLVED: &str = "does_not_resolve_check";

fn fit(wanted: bool) -> Option<Fit> {
    Some(if wanted { Fit::Wanted } else { Fit::Acceptable })
}

/// The side to move in check; a double check when that is the concept.
pub(super) fn checkers(rng: &mut Rng, level: u8, concept: Option<&str>) -> Made {
    // Double checks are rare in play: one exercise in five looks for one.
    let double = concept == Some(DOUBLE) || (concept.is_none() && rng.chance(20));
    let policy = Policy {
        captures: capture_bias(level),
        checks: 30,
        double_checks: double,
        ..Policy::default()
    };
    // A double check is set up from the seed (play finds too few: the same built-in one
    // came back again and again).
    let made = double
        .then(|| super::double::double_check(rng, |_| true))
        .flatten();
    let pos = match made {
        Some(pos) => pos,
        None => {
            let found = search(rng, level, policy, |p| {
                let c = p.checkers();
                c.any().then_some(())?;
                fit(!double || c.more_than_one())
            });
            found.into_iter().next().unwrap_or_else(fallback_check)
        }
    };
    let checkers = pos.checkers();
    let pos = thin_to_level(pos, rng, level, checkers, |p| p.checkers() == checkers);
    let concept = if checkers.more_than_one() {
        DOUBLE
    } else {
        MISSED_CHECKER
    };
    Made {
        pos,
        concept,
        mv: None,
        answer: Answer::Checkers(checkers.squares().collect()),
    }
}

/// How many ways out a learner is asked to list, by level.
fn most_escapes(level: u8) -> usize {
    [4, 6, 8, 12, 20][usize::from(level.min(4))]
}

/// Does a piece other than the king have a way out (a capture or a block)?
fn piece_escapes(pos: &Position) -> bool {
    pos.legal_moves().iter().any(|m| m.role != Role::King)
}

/// In check, not mated, with few enough ways out to list them all.
pub(super) fn escapes(rng: &mut Rng, level: u8, concept: Option<&str>) -> Made {
    let concept = concept.or_else(|| rng.chance(15).then_some(DOUBLE));
    let limit = most_escapes(level);
    let policy = Policy {
        captures: capture_bias(level),
        checks: 30,
        double_checks: concept == Some(DOUBLE),
        ..Policy::default()
    };
    let suits = move |p: &Position| p.is_check() && (1..=limit).contains(&p.legal_moves().len());
    let wanted = |p: &Position| match concept {
        Some(DOUBLE) => p.checkers().more_than_one(),
        Some(NOT_RESOLVED) => !p.checkers().more_than_one() && piece_escapes(p),
        _ => true,
    };
    let made = (concept == Some(DOUBLE))
        .then(|| super::double::double_check(rng, suits))
        .flatten();
    let pos = match made {
        Some(pos) => pos,
        None => {
            let found = search(rng, level, policy, |p| {
                p.is_check().then_some(())?;
                suits(p).then_some(())?;
                fit(wanted(p))
            });
            found.into_iter().next().unwrap_or_else(fallback_check)
        }
    };
    let checkers = pos.checkers();
    let was_wanted = wanted(&pos);
    let pos = thin_to_level(pos, rng, level, checkers, |p| {
        p.checkers() == checkers && suits(p) && (!was_wanted || wanted(p))
    });
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.uci().to_string())
        .collect();
    crate::rules::sort_short(&mut moves);
    let concept = if checkers.more_than_one() {
        DOUBLE
    } else if concept == Some(NOT_RESOLVED) && piece_escapes(&pos) {
        NOT_RESOLVED
    } else {
        MISSED_ESCAPE
    };
    Made {
        pos,
        concept,
        mv: None,
        answer: Answer::Escapes(moves),
    }
}

fn verdict_of(pos: &Position) -> &'static str {
    if pos.is_checkmate() {
        "checkmate"
    } else if pos.is_stalemate() {
        "stalemate"
    } else {
        "neither"
    }
}

/// A side with no moves or almost none: mated, stalemated, or neither (one to three moves
/// left, in check or not), in proportions 2 : 1 : 2 chosen by the seed.
pub(super) fn verdict(rng: &mut Rng, level: u8) -> Made {
    let target = ["checkmate", "checkmate", "stalemate", "neither", "neither"][rng.below(5)];
    let policy = Policy {
        captures: capture_bias(level).max(40),
        checks: 25,
        mates: target == "checkmate",
        stalemates: target == "stalemate",
        ..Policy::default()
    };
    let near = |p: &Position| p.legal_moves().len() <= 3;
    let found = search(rng, level, policy, |p| {
        near(p).then_some(())?;
        fit(verdict_of(p) == target)
    });
    let pos = found
        .into_iter()
        .next()
        .unwrap_or_else(|| fallback(|p| p.legal_moves().is_empty()));
    let verdict = verdict_of(&pos);
    let protect = if pos.is_check() {
        pos.checkers()
    } else {
        Bitboard::EMPTY
    };
    let pos = thin_to_level(pos, rng, level, protect, |p| {
        verdict_of(p) == verdict && near(p)
    });
    Made {
        answer: Answer::Verdict(verdict_of(&pos)),
        pos,
        concept: MATE_OR_STALEMATE,
        mv: None,
    }
}

/// A pool position in check with a way out (the pool always holds one).
fn fallback_check() -> Position {
    fallback(|p| p.is_check() && !p.legal_moves().is_empty())
}

fn fallback(accept: impl Fn(&Position) -> bool) -> Position {
    super::pool::positions()
        .into_iter()
        .find(|p| accept(p))
        .unwrap_or_default()
}
