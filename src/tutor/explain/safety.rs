//! The king's safety: moves of the right shape that are refused because of a check or a
//! pin, a king stepping next to the other king or onto an attacked square, and a move that
//! leaves the king open to attack in some other way.

use super::{en_passant_victim, occupied_after, refuse, refuse_along, Reason, Refusal, Verdict};
use crate::rules::attacks::{self, between, king_attacks};
use crate::rules::{Bitboard, Position, Square};
use crate::tutor::{Message, PieceOn, WaysOut};

/// A piece other than the king: double check, a check it does not answer, or a pin.
pub(super) fn piece_move(pos: &Position, mover: PieceOn, to: Square) -> Option<Verdict> {
    let from = mover.square;
    let king = pos.our_king()?;
    let checkers = pos.checkers();
    if checkers.more_than_one() {
        return Some(refuse_along(
            pos,
            Reason::DoubleCheckKingMustMove,
            checkers,
            Message::DoubleCheckKingMustMove {
                mover,
                checkers: PieceOn::all(pos, checkers),
            },
            (checkers, king),
        ));
    }
    if let Some(c) = checkers.single() {
        // A move that neither takes the checker nor stands in its way leaves the check.
        let captures_checker = to == c || en_passant_victim(pos, from, to) == Some(c);
        if !captures_checker && !between(c, king).contains(to) {
            return Some(refuse_along(
                pos,
                Reason::DoesNotResolveCheck,
                checkers,
                Message::DoesNotResolveCheck {
                    mover,
                    checkers: PieceOn::all(pos, checkers),
                    king,
                    ways: ways_out(pos, c, king),
                },
                (checkers, king),
            ));
        }
    }
    let pin = pos
        .pins_of(pos.turn())
        .into_iter()
        .find(|p| p.pinned == from)?;
    if attacks::line(king, from).contains(to) {
        return None;
    }
    let pinner = PieceOn::at(pos, pin.pinner).unwrap_or(mover);
    Some(Verdict::Refused(Refusal {
        reason: Reason::Pinned,
        squares: vec![pin.pinner],
        pinned: vec![from],
        lines: vec![(pin.pinner, king)],
        message: Message::Pinned {
            mover,
            pinner,
            king,
        },
    }))
}

/// The king itself: next to the other king, or onto an attacked square.
pub(super) fn king_move(pos: &Position, from: Square, to: Square) -> Option<Verdict> {
    let b = pos.board();
    let us = pos.turn();
    if let Some(enemy_king) = b.king_of(!us) {
        if king_attacks(enemy_king).contains(to) {
            return Some(refuse(
                Reason::KingNextToKing,
                Bitboard::from_square(enemy_king),
                Message::KingNextToKing { to, enemy_king },
            ));
        }
    }
    let attackers = b.attackers_to(to, !us, b.occupied().without(from));
    if !attackers.any() {
        return None;
    }
    // Stepping back along a slider's line of check: the slider itself covers `to` through
    // the square the king leaves (not a capture of it, not a pawn's check).
    let on_check_line = pos.checkers().squares().any(|c| {
        c != to
            && attackers.contains(c)
            && b.role_at(c).is_some_and(|r| r.is_slider())
            && attacks::aligned(c, from, to)
            && !between(c, from).contains(to)
    });
    Some(refuse_along(
        pos,
        Reason::KingIntoCheck,
        attackers,
        Message::KingIntoCheck {
            to,
            attackers: PieceOn::all(pos, attackers),
            on_check_line,
        },
        (attackers, to),
    ))
}

/// Whatever is left leaves the king attacked in some other way (en passant along a rank is
/// the classic case).
pub(super) fn exposes_king(pos: &Position, mover: PieceOn, to: Square) -> Verdict {
    let b = pos.board();
    let from = mover.square;
    let us = pos.turn();
    let king = pos.our_king().unwrap_or(from);
    let mut remaining = b.by_color(!us) & !Bitboard::from_square(to);
    if let Some(v) = en_passant_victim(pos, from, to) {
        remaining = remaining.without(v);
    }
    let attackers = b.attackers_to(king, !us, occupied_after(pos, from, to)) & remaining;
    if let Some(v) = en_passant_opens(pos, mover, to, king, attackers) {
        return v;
    }
    refuse_along(
        pos,
        Reason::ExposesKing,
        attackers,
        Message::ExposesKing {
            mover,
            attackers: PieceOn::all(pos, attackers),
            king,
        },
        (attackers, king),
    )
}

/// An en passant capture that empties the line to the king of both pawns at once, which
/// a learner looking at the capturing pawn alone would miss: names and marks both.
fn en_passant_opens(
    pos: &Position,
    mover: PieceOn,
    to: Square,
    king: Square,
    attackers: Bitboard,
) -> Option<Verdict> {
    let victim = en_passant_victim(pos, mover.square, to)?;
    let attacker = attackers.squares().find(|&a| {
        let shields = between(a, king);
        shields.contains(victim) && shields.contains(mover.square)
    })?;
    let Verdict::Refused(mut refusal) = refuse_along(
        pos,
        Reason::ExposesKing,
        Bitboard::from_square(attacker),
        Message::EnPassantExposes {
            mover,
            captured: PieceOn::at(pos, victim)?,
            attacker: PieceOn::at(pos, attacker)?,
            king,
        },
        (Bitboard::from_square(attacker), king),
    ) else {
        return None;
    };
    refusal.pinned = vec![mover.square, victim];
    Some(Verdict::Refused(refusal))
}

/// The ways out of the check from `checker` that `pos` allows.
fn ways_out(pos: &Position, checker: Square, king: Square) -> WaysOut {
    let mut ways = WaysOut::default();
    for m in pos.legal_moves().iter() {
        if m.from == king {
            ways.king = true;
        } else if m.capture_square() == checker {
            ways.capture = true;
        } else if between(checker, king).contains(m.to) {
            ways.block = true;
        }
    }
    ways
}
