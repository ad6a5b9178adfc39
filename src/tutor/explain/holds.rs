//! Whether a reason is true of a move in the plain sense a learner means by it. The engine
//! names one reason per refused move, but a move can be wrong in more than one way said in
//! words: a king stepping next to the other king also steps onto a square it attacks, and a
//! pinned piece that leaves its line also opens a line to its king. Practice's "Why not?"
//! offers beside the right reason only reasons that are false for the move, and accepts any
//! reason that is true.

use super::{castling, en_passant_victim, occupied_after, shape, Reason, Verdict};
use crate::rules::attacks::{between, king_attacks, line};
use crate::rules::{CastlingSide, Piece, Position, Role, Square};
use crate::tutor::PieceOn;

/// Whether `reason` is true of the move `from`-`to` in `pos`, said as practice says it
/// (`tutor::english::why_answer`).
pub fn reason_holds(pos: &Position, from: Square, to: Square, reason: Reason) -> bool {
    let us = pos.turn();
    let Some(mover) = PieceOn::at(pos, from).filter(|m| m.piece.color == us) else {
        return false;
    };
    let castle = castling::attempt(pos, from, to);
    if let Some(side) = castle {
        if let Some(holds) = castle_holds(pos, side, reason) {
            return holds;
        }
    }
    let b = pos.board();
    let occupied = b.occupied();
    let geometry = match castle {
        Some(_) => None,
        None => shape::geometry(pos, mover, to, occupied),
    };
    let shape_is = |r: Reason| matches!(&geometry, Some(Verdict::Refused(x)) if x.reason == r);
    let moves_right = geometry.is_none();
    let is_king = mover.piece.role == Role::King;
    let checkers = pos.checkers();
    // Enemy pieces other than the king that would attack the square the king steps to.
    let king_target_attacked = || {
        let mut attackers = b.attackers_to(to, !us, occupied.without(from));
        if let Some(k) = b.king_of(!us) {
            attackers = attackers.without(k);
        }
        attackers.any()
    };
    match reason {
        Reason::KingNextToKing => {
            is_king && b.king_of(!us).is_some_and(|k| king_attacks(k).contains(to))
        }
        Reason::KingIntoCheck => is_king && king_target_attacked(),
        Reason::DoubleCheckKingMustMove => !is_king && checkers.more_than_one(),
        Reason::DoesNotResolveCheck => {
            let Some(king) = pos.our_king() else {
                return false;
            };
            if !checkers.any() || !moves_right {
                return false;
            }
            // Some piece that gives check now still would after the move.
            let (square, occ) = if is_king {
                (to, occupied.without(from))
            } else {
                (king, occupied_after(pos, from, to))
            };
            let taken = en_passant_victim(pos, from, to).unwrap_or(to);
            checkers
                .squares()
                .filter(|&c| c != taken)
                .any(|c| b.attackers_to(square, !us, occ).contains(c))
        }
        Reason::Pinned => {
            let Some(king) = pos.our_king() else {
                return false;
            };
            !is_king
                && pos.pins_of(us).iter().any(|p| p.pinned == from)
                && !line(king, from).contains(to)
        }
        Reason::ExposesKing => {
            let Some(king) = pos.our_king() else {
                return false;
            };
            if is_king || !moves_right {
                return false;
            }
            // A piece that does not attack the king now would, once this one has moved.
            let taken = en_passant_victim(pos, from, to).unwrap_or(to);
            let before = b.attackers_to(king, !us, occupied);
            let after = b.attackers_to(king, !us, occupied_after(pos, from, to));
            after.squares().any(|a| a != taken && !before.contains(a))
        }
        Reason::NotAPieceMove => shape_is(Reason::NotAPieceMove),
        Reason::PathBlocked => shape_is(Reason::PathBlocked),
        Reason::EnPassantNotAvailable => shape_is(Reason::EnPassantNotAvailable),
        // Castling reasons are false of any other move; the rest are the engine's word.
        Reason::CastleOutOfCheck
        | Reason::CastleThroughCheck
        | Reason::CastleIntoCheck
        | Reason::CastleRightsLost
        | Reason::CastlePathBlocked => false,
        _ => matches!(super::explain_move(pos, from, to, None),
                      Verdict::Refused(r) if r.reason == reason),
    }
}

/// For a castling attempt, each castling reason (and a blocked path or an attacked landing
/// square said of the king) is a fact about the castling; `None` for the other reasons.
fn castle_holds(pos: &Position, side: CastlingSide, reason: Reason) -> Option<bool> {
    let us = pos.turn();
    let b = pos.board();
    let (k, kt, r, _) = side.squares(us);
    let occupied = b.occupied();
    let attacked = |sq: Square| b.attackers_to(sq, !us, occupied.without(k)).any();
    let holds = match reason {
        Reason::CastleRightsLost => {
            !pos.castling().has(us, side) || b.piece_at(r) != Some(Piece::new(us, Role::Rook))
        }
        Reason::CastlePathBlocked | Reason::PathBlocked => (between(k, r) & occupied).any(),
        Reason::CastleOutOfCheck => pos.is_check(),
        Reason::CastleThroughCheck => between(k, kt).squares().any(attacked),
        Reason::CastleIntoCheck => attacked(kt),
        Reason::NotAPieceMove | Reason::EnPassantNotAvailable => false,
        _ => return None,
    };
    Some(holds)
}
