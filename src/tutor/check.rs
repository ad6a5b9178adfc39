//! A check described: who gives it, along which squares, and every way out (or why a kind
//! of answer does not exist).

use super::{Message, NamedMove, PieceOn};
use crate::rules::attacks::between;
use crate::rules::{CheckKind, Move, Position, Role, Square};

/// One piece giving check, with the squares between it and the king.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checker {
    pub piece: PieceOn,
    pub line: Vec<Square>,
}

/// Why the checker cannot be taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoCaptureWhy {
    /// No piece of ours attacks it.
    NothingReachesIt,
    /// The king could take it, but another piece defends it.
    DefendedAgainstKing { defenders: Vec<PieceOn> },
    /// These pieces attack it but are pinned to the king.
    CapturersPinned { pinned: Vec<PieceOn> },
    /// In double check taking one checker leaves the other.
    DoubleCheck,
}

/// Why the check cannot be blocked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoBlockWhy {
    /// Knights jump: there is no line to block.
    KnightCheck,
    /// A pawn's or an adjacent piece's check has no square in between.
    Adjacent,
    /// Nothing of ours can reach the squares in between (or what could is pinned).
    NothingReachesLine,
    /// In double check only the king can move.
    DoubleCheck,
}

/// A full account of a check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckReport {
    pub king: Square,
    pub kind: CheckKind,
    pub checkers: Vec<Checker>,
    pub king_moves: Vec<Move>,
    pub captures: Vec<Move>,
    pub blocks: Vec<Move>,
    /// Why each missing kind of answer is missing, one entry per checker for captures.
    pub why_no_capture: Vec<(Square, NoCaptureWhy)>,
    pub why_no_block: Option<NoBlockWhy>,
    pub messages: Vec<Message>,
}

/// Describes the check on the side to move, or `None` if it is not in check.
pub fn describe_check(pos: &Position) -> Option<CheckReport> {
    let king = pos.our_king()?;
    let checkers = pos.checkers();
    if checkers.is_empty() {
        return None;
    }
    let us = pos.turn();
    let b = pos.board();
    let double = checkers.more_than_one();
    let legal = pos.legal_moves();
    let king_moves: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| m.role == Role::King)
        .collect();
    let captures: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| m.role != Role::King && checkers.contains(m.capture_square()) && m.is_capture())
        .chain(
            king_moves
                .iter()
                .copied()
                .filter(|m| checkers.contains(m.to)),
        )
        .collect();
    let blocks: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| {
            m.role != Role::King && checkers.squares().any(|c| between(c, king).contains(m.to))
        })
        .collect();

    let pinned = pos.pinned();
    let mut why_no_capture = Vec::new();
    for c in checkers {
        if captures.iter().any(|m| m.capture_square() == c) {
            continue;
        }
        let why = if double {
            NoCaptureWhy::DoubleCheck
        } else {
            let ours = b.attackers_to(c, us, b.occupied());
            let non_king = ours & !b.kings();
            if (non_king & pinned).any() && (non_king & !pinned).is_empty() {
                NoCaptureWhy::CapturersPinned {
                    pinned: PieceOn::all(pos, non_king & pinned),
                }
            } else if ours.contains(king) {
                let defenders = b.attackers_to(c, !us, b.occupied().without(king).without(c));
                NoCaptureWhy::DefendedAgainstKing {
                    defenders: PieceOn::all(pos, defenders),
                }
            } else {
                NoCaptureWhy::NothingReachesIt
            }
        };
        why_no_capture.push((c, why));
    }

    let why_no_block = if !blocks.is_empty() {
        None
    } else if double {
        Some(NoBlockWhy::DoubleCheck)
    } else {
        let c = checkers.first().unwrap_or(king);
        if b.role_at(c) == Some(Role::Knight) {
            Some(NoBlockWhy::KnightCheck)
        } else if between(c, king).is_empty() {
            Some(NoBlockWhy::Adjacent)
        } else {
            Some(NoBlockWhy::NothingReachesLine)
        }
    };

    let checker_list: Vec<Checker> = checkers
        .squares()
        .filter_map(|c| {
            Some(Checker {
                piece: PieceOn::at(pos, c)?,
                line: between(c, king).squares().collect(),
            })
        })
        .collect();
    let mut messages = vec![Message::CheckBy {
        king,
        checkers: checker_list.iter().map(|c| c.piece).collect(),
    }];
    let (shown, all) = named_ways(pos, [&king_moves, &captures, &blocks]);
    if all > 0 {
        messages.push(Message::WaysOut { shown, all });
    }
    for (sq, why) in &why_no_capture {
        messages.push(Message::NoCapture(*sq, why.clone()));
    }
    if let Some(why) = &why_no_block {
        messages.push(Message::NoBlock(why.clone()));
    }
    Some(CheckReport {
        king,
        kind: pos.check_kind(),
        checkers: checker_list,
        king_moves,
        captures,
        blocks,
        why_no_capture,
        why_no_block,
        messages,
    })
}

/// How many ways out of a check are named; the others are only counted.
const NAMED_WAYS: usize = 6;

/// The ways out named for the learner, and how many there are. Each move once, a pawn's
/// promotion as a queen; with more than [`NAMED_WAYS`], one of each kind first (a king
/// move, a capture of the checker, a block), the list in that order.
fn named_ways(pos: &Position, kinds: [&[Move]; 3]) -> (Vec<NamedMove>, usize) {
    let mut all: Vec<(usize, Move)> = Vec::new();
    for (kind, moves) in kinds.into_iter().enumerate() {
        for m in moves {
            let same = |(_, x): &(usize, Move)| x.from == m.from && x.to == m.to;
            if m.promotion.is_none_or(|r| r == Role::Queen) && !all.iter().any(same) {
                all.push((kind, *m));
            }
        }
    }
    // One of each kind first, then the rest in order, up to the number named.
    let mut picked = vec![false; all.len()];
    for kind in 0..3 {
        if let Some(i) = all.iter().position(|(k, _)| *k == kind) {
            picked[i] = true;
        }
    }
    for i in 0..all.len() {
        if picked.iter().filter(|p| **p).count() >= NAMED_WAYS {
            break;
        }
        picked[i] = true;
    }
    let shown = all
        .iter()
        .zip(&picked)
        .filter(|(_, p)| **p)
        .map(|((_, m), _)| NamedMove {
            role: m.role,
            to: m.to,
            capture: m.is_capture(),
            san: crate::rules::san::write(pos, m),
        })
        .collect();
    (shown, all.len())
}
