//! Castling: whether a king's move is a castling attempt, and why castling is refused.

use super::{refuse, refuse_along, Reason, Verdict};
use crate::rules::attacks::between;
use crate::rules::{Bitboard, CastlingSide, Position, Role, Square};
use crate::tutor::{Message, PieceOn};

/// Is this a king's two-step from its starting square, that is, a castling attempt?
pub(super) fn attempt(pos: &Position, from: Square, to: Square) -> Option<CastlingSide> {
    let us = pos.turn();
    if pos.board().role_at(from) != Some(Role::King) {
        return None;
    }
    CastlingSide::BOTH.into_iter().find(|side| {
        let (k, kt, _, _) = side.squares(us);
        from == k && to == kt
    })
}

pub(super) fn refusal(pos: &Position, side: CastlingSide) -> Verdict {
    let us = pos.turn();
    let b = pos.board();
    let (k, kt, r, _) = side.squares(us);
    let kingside = side == CastlingSide::King;
    let rook_there = b.piece_at(r) == Some(crate::rules::Piece::new(us, Role::Rook));
    if !pos.castling().has(us, side) || !rook_there {
        return refuse(
            Reason::CastleRightsLost,
            Bitboard::from_square(k).with(r),
            Message::CastleRightsLost { kingside },
        );
    }
    let blockers = between(k, r) & b.occupied();
    if blockers.any() {
        return refuse(
            Reason::CastlePathBlocked,
            blockers,
            Message::CastlePathBlocked {
                kingside,
                blockers: PieceOn::all(pos, blockers),
            },
        );
    }
    let checkers = pos.checkers();
    if checkers.any() {
        return refuse_along(
            pos,
            Reason::CastleOutOfCheck,
            checkers,
            Message::CastleOutOfCheck {
                checkers: PieceOn::all(pos, checkers),
            },
            (checkers, k),
        );
    }
    let occupied = b.occupied();
    for sq in between(k, kt) {
        let attackers = b.attackers_to(sq, !us, occupied);
        if attackers.any() {
            return refuse_along(
                pos,
                Reason::CastleThroughCheck,
                attackers.with(sq),
                Message::CastleThroughCheck {
                    square: sq,
                    attackers: PieceOn::all(pos, attackers),
                },
                (attackers, sq),
            );
        }
    }
    let attackers = b.attackers_to(kt, !us, occupied);
    refuse_along(
        pos,
        Reason::CastleIntoCheck,
        attackers.with(kt),
        Message::CastleIntoCheck {
            square: kt,
            attackers: PieceOn::all(pos, attackers),
        },
        (attackers, kt),
    )
}
