//! Un-making the opponent's last move: every way it could have been played.

use super::super::attacks::{self, between, king_attacks, knight_attacks, pawn_attacks};
use super::super::{Bitboard, Board, CastlingSide, Piece, Position, Role, Square};

/// One way the last move can be un-made: the board before it, the castling move it was
/// (whose right the mover then had), and the en passant square before it (for an en
/// passant capture).
#[derive(Clone, Copy, Debug)]
pub(super) struct Unmove {
    pub board: Board,
    pub castled: Option<CastlingSide>,
    pub ep_square: Option<Square>,
    pub captured: bool,
}

impl Position {
    /// Boards as they could have been before the opponent's last move, a captured unit of
    /// ours always put back as a knight (enough to judge a check on our king).
    pub(super) fn unmoves(&self) -> Vec<Board> {
        self.unmoves_with(&[Role::Knight])
            .into_iter()
            .map(|u| u.board)
            .collect()
    }

    /// Every way the opponent's last move can be un-made, a captured unit of ours put back
    /// as each of `captured` in turn (pawns only off the back ranks). Plain moves first.
    pub(super) fn unmoves_with(&self, captured: &[Role]) -> Vec<Unmove> {
        let b = &self.board;
        let us = self.turn;
        let them = !us;
        let occ = b.occupied();
        let empty = !occ;
        let fwd = them.forward();
        let their_rights = self.castling;
        // Only a piece count below sixteen leaves room for one of ours to have been taken.
        let can_uncapture = b.by_color(us).count() < 16;
        let can_uncapture_pawn = can_uncapture && (b.pawns() & b.by_color(us)).count() < 8;
        let mut out = Vec::new();
        let plain = |board: Board| Unmove {
            board,
            castled: None,
            ep_square: None,
            captured: false,
        };

        // After a double push the en passant square says what the last move was.
        let ep_origin = self.ep_square.and_then(|ep| {
            self.ep_square_is_consistent(ep)
                .then(|| (ep.offset(0, -fwd), ep.offset(0, fwd)))
        });
        if let Some((Some(origin), Some(pawn))) = ep_origin {
            let mut before = *b;
            before.remove(pawn);
            before.put(origin, Piece::new(them, Role::Pawn));
            out.push(plain(before));
            return out;
        }

        // `before` with one of our units put back on `to`, in each role allowed there.
        let uncaptures = |before: Board, to: Square, out: &mut Vec<Unmove>| {
            if !can_uncapture {
                return;
            }
            for &role in captured {
                if role == Role::Pawn && (!can_uncapture_pawn || Bitboard::BACKRANKS.contains(to)) {
                    continue;
                }
                let mut board = before;
                board.put(to, Piece::new(us, role));
                out.push(Unmove {
                    board,
                    castled: None,
                    ep_square: None,
                    captured: true,
                });
            }
        };
        // Pushes `piece` back from `to` to `from`, with and without a capture on `to`.
        let add = |from: Square, to: Square, piece: Piece, out: &mut Vec<Unmove>| {
            let mut before = *b;
            before.remove(to);
            before.put(from, piece);
            out.push(plain(before));
            uncaptures(before, to, out);
        };

        for to in b.by_color(them) {
            let Some(role) = b.role_at(to) else { continue };
            let piece = Piece::new(them, role);
            match role {
                Role::King => {
                    if their_rights.any_for(them) {
                        continue;
                    }
                    for from in king_attacks(to) & empty {
                        add(from, to, piece, &mut out);
                    }
                    for side in CastlingSide::BOTH {
                        let (k, kt, r, rt) = side.squares(them);
                        if to == kt
                            && b.piece_at(rt) == Some(Piece::new(them, Role::Rook))
                            && (between(k, r) & occ).without(kt).without(rt).is_empty()
                            && !occ.contains(k)
                            && !occ.contains(r)
                        {
                            let mut before = *b;
                            before.remove(kt);
                            before.remove(rt);
                            before.put(k, piece);
                            before.put(r, Piece::new(them, Role::Rook));
                            out.push(Unmove {
                                castled: Some(side),
                                ..plain(before)
                            });
                        }
                    }
                }
                Role::Pawn => {
                    let Some(back) = to.offset(0, -fwd) else {
                        continue;
                    };
                    // A pawn on its own start rank (or further back) has not moved.
                    let start_rank = if them.is_white() { 1 } else { 6 };
                    let rank_from_start = (to.rank().index() as i8 - start_rank as i8) * fwd;
                    if rank_from_start <= 0 {
                        continue;
                    }
                    if empty.contains(back) {
                        let mut before = *b;
                        before.remove(to);
                        before.put(back, piece);
                        out.push(plain(before));
                        if rank_from_start == 2 {
                            if let Some(back2) = back.offset(0, -fwd) {
                                if empty.contains(back2) {
                                    let mut before = *b;
                                    before.remove(to);
                                    before.put(back2, piece);
                                    out.push(plain(before));
                                }
                            }
                        }
                    }
                    for from in pawn_attacks(us, to) & empty {
                        let mut before = *b;
                        before.remove(to);
                        before.put(from, piece);
                        uncaptures(before, to, &mut out);
                        // En passant: our pawn had just double-pushed past `to` (only if
                        // we have lost a pawn to give back).
                        let ep_rank = if them.is_white() { 5 } else { 2 };
                        if to.rank().index() == ep_rank && can_uncapture_pawn {
                            if let (Some(victim), Some(victim_origin)) =
                                (to.offset(0, -fwd), to.offset(0, fwd))
                            {
                                if empty.contains(victim) && empty.contains(victim_origin) {
                                    let mut before = *b;
                                    before.remove(to);
                                    before.put(from, piece);
                                    before.put(victim, Piece::new(us, Role::Pawn));
                                    out.push(Unmove {
                                        board: before,
                                        castled: None,
                                        ep_square: Some(to),
                                        captured: true,
                                    });
                                }
                            }
                        }
                    }
                }
                _ => {
                    // A rook still on its corner with its castling right has never moved.
                    if role == Role::Rook {
                        let unmoved = CastlingSide::BOTH
                            .into_iter()
                            .any(|side| their_rights.has(them, side) && side.squares(them).2 == to);
                        if unmoved {
                            continue;
                        }
                    }
                    let reach = match role {
                        Role::Knight => knight_attacks(to),
                        Role::Bishop => attacks::bishop_attacks(to, occ),
                        Role::Rook => attacks::rook_attacks(to, occ),
                        _ => attacks::queen_attacks(to, occ),
                    };
                    for from in reach & empty {
                        add(from, to, piece, &mut out);
                    }
                    // Or it has just been promoted from a pawn.
                    let promo_rank = if them.is_white() { 7 } else { 0 };
                    if to.rank().index() == promo_rank && role != Role::King {
                        let pawn = Piece::new(them, Role::Pawn);
                        if let Some(back) = to.offset(0, -fwd) {
                            if empty.contains(back) {
                                let mut before = *b;
                                before.remove(to);
                                before.put(back, pawn);
                                out.push(plain(before));
                            }
                        }
                        // A pawn only moves diagonally to capture.
                        for from in pawn_attacks(us, to) & empty {
                            let mut before = *b;
                            before.remove(to);
                            before.put(from, pawn);
                            uncaptures(before, to, &mut out);
                        }
                    }
                }
            }
        }
        // Plain moves before captures: they keep the material and are tried first.
        // (A short list: the one small sort the browser's download already holds.)
        crate::rules::sort_short_by(&mut out, |a, b| !a.captured && b.captured);
        out
    }
}
