//! Moves that are not moves of the piece at all: the wrong shape, a blocked path, a pawn
//! taking what is not there.

use super::{refuse, Reason, Verdict};
use crate::rules::attacks::{self, between, king_attacks, knight_attacks, pawn_attacks};
use crate::rules::{Bitboard, Color, Position, Role, Square};
use crate::tutor::{Message, PieceOn};

/// Refuses moves that are not moves of this piece at all (wrong shape, blocked path,
/// a pawn trying to take what is not there). `None` when the shape is fine.
pub(super) fn geometry(
    pos: &Position,
    mover: PieceOn,
    to: Square,
    occupied: Bitboard,
) -> Option<Verdict> {
    let from = mover.square;
    let us = mover.piece.color;
    let not_a_move = || not_a_piece_move(mover, to);
    let blocked = |blockers: Bitboard| {
        let first = blockers.squares().min_by_key(|s| s.distance(from))?;
        let blocker = PieceOn::at(pos, first)?;
        Some(path_blocked(mover, to, blocker))
    };
    let empty_attacks = match mover.piece.role {
        Role::Knight => {
            return if knight_attacks(from).contains(to) {
                None
            } else {
                not_a_move()
            }
        }
        Role::King => {
            return if king_attacks(from).contains(to) {
                None
            } else {
                not_a_move()
            }
        }
        Role::Bishop => attacks::bishop_attacks(from, Bitboard::EMPTY),
        Role::Rook => attacks::rook_attacks(from, Bitboard::EMPTY),
        Role::Queen => attacks::queen_attacks(from, Bitboard::EMPTY),
        Role::Pawn => return pawn_geometry(pos, mover, to, occupied, us),
    };
    if !empty_attacks.contains(to) {
        return not_a_move();
    }
    let blockers = between(from, to) & occupied;
    if blockers.any() {
        return blocked(blockers);
    }
    None
}

fn pawn_geometry(
    pos: &Position,
    mover: PieceOn,
    to: Square,
    occupied: Bitboard,
    us: Color,
) -> Option<Verdict> {
    let from = mover.square;
    let fwd = us.forward();
    let start_rank = if us.is_white() { 1 } else { 6 };
    let not_a_move = || not_a_piece_move(mover, to);
    let blocked_by =
        |sq: Square| PieceOn::at(pos, sq).map(|blocker| path_blocked(mover, to, blocker));
    let one = from.offset(0, fwd);
    let two = one.and_then(|s| s.offset(0, fwd));
    if Some(to) == one {
        return if occupied.contains(to) {
            blocked_by(to)
        } else {
            None
        };
    }
    if Some(to) == two && from.rank().index() == start_rank {
        if let Some(o) = one.filter(|&o| occupied.contains(o)) {
            return blocked_by(o);
        }
        return if occupied.contains(to) {
            blocked_by(to)
        } else {
            None
        };
    }
    if pawn_attacks(us, from).contains(to) {
        // Diagonal onto an empty square: only en passant, and only right after the
        // double step of a pawn that stands beside it (a FEN may name an en passant
        // square with no such pawn).
        let beside = Square::from_coords(to.file(), from.rank());
        let takes_a_pawn = PieceOn::at(pos, beside)
            .is_some_and(|p| p.piece.role == Role::Pawn && p.piece.color != us);
        if occupied.contains(to) || (pos.ep_square() == Some(to) && takes_a_pawn) {
            return None;
        }
        if let Some(pawn) = PieceOn::at(pos, beside) {
            if pawn.piece.role == Role::Pawn && pawn.piece.color != us {
                return Some(refuse(
                    Reason::EnPassantNotAvailable,
                    Bitboard::from_square(beside),
                    Message::EnPassantNotAvailable { mover, pawn },
                ));
            }
        }
        return not_a_move();
    }
    not_a_move()
}

/// Not a move this piece can make, whatever stands around it.
fn not_a_piece_move(mover: PieceOn, to: Square) -> Option<Verdict> {
    Some(refuse(
        Reason::NotAPieceMove,
        Bitboard::from_square(mover.square),
        Message::NotAPieceMove { mover, to },
    ))
}

/// The piece's way to `to` is blocked by `blocker`.
fn path_blocked(mover: PieceOn, to: Square, blocker: PieceOn) -> Verdict {
    refuse(
        Reason::PathBlocked,
        Bitboard::from_square(blocker.square),
        Message::PathBlocked { mover, to, blocker },
    )
}
