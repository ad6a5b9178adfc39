//! Answers to a question asked about one square, for a learner who reads the board by ear:
//! where can this piece go, which pieces can reach this empty square, and, with a piece
//! selected, can it go there and if not, why not.

use super::{explain_move, PieceOn, Reason, Verdict};
use crate::rules::{Color, Position, Role, Square};

/// What the tutor says about a square. [`Asked::english`] words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// A piece of the side to move and the squares it can go to (empty when none), with
    /// why it cannot move when it has no move.
    Moves {
        piece: PieceOn,
        targets: Vec<Square>,
        stuck: Option<super::Message>,
    },
    /// A piece of the side not to move.
    NotToMove { piece: PieceOn },
    /// An empty square, the pieces of the side to move (`side`) that can go there, and
    /// the other side's pieces that attack it (so a king could not step there).
    Reach {
        square: Square,
        side: Color,
        movers: Vec<PieceOn>,
        attackers: Vec<PieceOn>,
    },
    /// The selected piece could go to the square: the move in words.
    Legal(super::Message),
    /// The selected piece may not go to the square: why.
    Refused(super::Message),
}

/// Answers a question about `square`; `selected` is the piece picked up, if any.
pub fn ask(pos: &Position, square: Square, selected: Option<Square>) -> Asked {
    let us = pos.turn();
    if let Some(from) = selected.filter(|&s| s != square) {
        let own_piece_there = pos.piece_at(square).is_some_and(|p| p.color == us);
        if !own_piece_there {
            let promotion = needs_promotion(pos, from, square).then_some(Role::Queen);
            return match explain_move(pos, from, square, promotion) {
                Verdict::Legal(l) => Asked::Legal(l.spoken(us)),
                Verdict::Refused(r) => Asked::Refused(r.message),
            };
        }
    }
    match PieceOn::at(pos, square) {
        Some(piece) if piece.piece.color == us => {
            let mut targets: Vec<Square> =
                pos.legal_moves_from(square).iter().map(|m| m.to).collect();
            crate::rules::sort_short(&mut targets);
            targets.dedup();
            let stuck = if targets.is_empty() {
                why_stuck(pos, square).map(|r| r.message)
            } else {
                None
            };
            Asked::Moves {
                piece,
                targets,
                stuck,
            }
        }
        Some(piece) => Asked::NotToMove { piece },
        None => {
            let mut movers: Vec<PieceOn> = pos
                .legal_moves()
                .iter()
                .filter(|m| m.to == square)
                .filter_map(|m| PieceOn::at(pos, m.from))
                .collect();
            crate::rules::sort_short_by(&mut movers, |a, b| a.square < b.square);
            movers.dedup();
            let attackers = pos
                .attackers_of(square, !us)
                .squares()
                .filter_map(|s| PieceOn::at(pos, s))
                .collect();
            Asked::Reach {
                square,
                side: us,
                movers,
                attackers,
            }
        }
    }
}

fn needs_promotion(pos: &Position, from: Square, to: Square) -> bool {
    let last = if pos.turn().is_white() { 7 } else { 0 };
    pos.piece_at(from).is_some_and(|p| p.role == Role::Pawn) && to.rank().index() == last
}

/// A piece of the side to move, picked up, that has no legal move because of its king
/// (a pin, a check to answer): why, to show at once, before any square is tried. `None`
/// for a piece that can move, or that only its own pieces hold in.
pub fn stuck(pos: &Position, from: Square) -> Option<super::Refusal> {
    if !pos.legal_moves_from(from).is_empty() {
        return None;
    }
    why_stuck(pos, from).filter(|r| r.reason != Reason::PathBlocked)
}

/// Why a piece with no legal move is stuck: the first refusal that is about the king
/// (a pin, a check to answer), else the first that is about the board (blocked paths,
/// own pieces in the way). `None` when nothing but its own pieces hold it in.
fn why_stuck(pos: &Position, from: Square) -> Option<super::Refusal> {
    let about_king = [
        Reason::Pinned,
        Reason::DoubleCheckKingMustMove,
        Reason::DoesNotResolveCheck,
        Reason::ExposesKing,
        Reason::KingIntoCheck,
        Reason::KingNextToKing,
    ];
    let mut fallback = None;
    for to in Square::all() {
        if to == from {
            continue;
        }
        let promotion = needs_promotion(pos, from, to).then_some(Role::Queen);
        if let Verdict::Refused(r) = explain_move(pos, from, to, promotion) {
            if about_king.contains(&r.reason) {
                return Some(r);
            }
            if fallback.is_none() && r.reason == Reason::PathBlocked {
                fallback = Some(r);
            }
        }
    }
    fallback
}
