//! Legal move generation: every move of the side to move, pins and checks taken into
//! account as the moves are made (no move is played to test it).

use super::{CastlingSide, Move, Position};
use crate::rules::attacks::{self, between, king_attacks, knight_attacks, line, pawn_attacks};
use crate::rules::{Bitboard, Board, File, MoveKind, MoveList, Piece, Rank, Role, Square};

impl Position {
    pub(super) fn generate(&self, list: &mut MoveList) {
        let us = self.turn;
        let b = &self.board;
        let ours = b.by_color(us);
        let theirs = b.by_color(!us);
        let occupied = ours | theirs;

        let Some(king) = b.king_of(us) else {
            // A set-up board with no single king of ours: nothing is check, nothing pins;
            // every move the pieces can make is offered.
            self.gen_pieces(list, !ours, Bitboard::EMPTY, None);
            self.gen_pawns(list, !ours, Bitboard::EMPTY, None);
            return;
        };

        let checkers = b.attackers_to(king, !us, occupied);
        // King steps: squares not attacked once the king has left its square (a slider's
        // check goes on through it).
        let without_king = occupied.without(king);
        for to in king_attacks(king) & !ours {
            if b.attackers_to(to, !us, without_king).is_empty() {
                list.push(Move {
                    from: king,
                    to,
                    role: Role::King,
                    capture: b.role_at(to),
                    promotion: None,
                    kind: MoveKind::Normal,
                });
            }
        }
        if checkers.more_than_one() {
            return;
        }
        let target = match checkers.single() {
            Some(c) => between(king, c).with(c),
            None => {
                self.gen_castling(list, king);
                !ours
            }
        };
        let pinned = self.pinned_with(us);
        self.gen_pieces(list, target, pinned, Some(king));
        self.gen_pawns(list, target, pinned, Some(king));
    }

    fn gen_pieces(
        &self,
        list: &mut MoveList,
        target: Bitboard,
        pinned: Bitboard,
        king: Option<Square>,
    ) {
        let b = &self.board;
        let us = self.turn;
        let ours = b.by_color(us);
        let occupied = b.occupied();
        let theirs = b.by_color(!us);
        // One loop per kind, each compiled for its own attack function.
        let mut gen = PieceGen {
            list,
            board: b,
            ours,
            theirs,
            target,
            pinned,
            king,
        };
        gen.kind(Role::Knight, b.knights(), knight_attacks);
        gen.kind(Role::Bishop, b.bishops(), |s| {
            attacks::bishop_attacks(s, occupied)
        });
        gen.kind(Role::Rook, b.rooks(), |s| {
            attacks::rook_attacks(s, occupied)
        });
        gen.kind(Role::Queen, b.queens(), |s| {
            attacks::queen_attacks(s, occupied)
        });
        if king.is_none() {
            gen.kind(Role::King, b.kings(), king_attacks);
        }
    }

    fn gen_pawns(
        &self,
        list: &mut MoveList,
        target: Bitboard,
        pinned: Bitboard,
        king: Option<Square>,
    ) {
        let b = &self.board;
        let us = self.turn;
        let theirs = b.by_color(!us);
        let empty = !b.occupied();
        let pawns = b.pawns() & b.by_color(us);
        // Unpinned pawns move as a set: shift them all forward (or diagonally) at once.
        let free = match king {
            Some(_) => pawns & !pinned,
            None => pawns,
        };
        let (up, third_rank) = if us.is_white() {
            (8i8, Bitboard::rank(Rank::new(2).unwrap_or(Rank::FIRST)))
        } else {
            (-8i8, Bitboard::rank(Rank::new(5).unwrap_or(Rank::FIRST)))
        };
        let not_a = !Bitboard::file(File::A);
        let not_h = !Bitboard::file(File::H);
        let one = shift(free, up) & empty;
        let two = shift(one & third_rank, up) & empty;
        // Towards the h-file and towards the a-file (from White's side of the board).
        let east = shift(free & not_h, up + 1) & theirs;
        let west = shift(free & not_a, up - 1) & theirs;
        for to in one & target {
            push_pawn(list, sq_minus(to, up), to, None, MoveKind::Normal);
        }
        for to in two & target {
            push_pawn(list, sq_minus(to, 2 * up), to, None, MoveKind::DoublePush);
        }
        for to in east & target {
            push_pawn(
                list,
                sq_minus(to, up + 1),
                to,
                b.role_at(to),
                MoveKind::Normal,
            );
        }
        for to in west & target {
            push_pawn(
                list,
                sq_minus(to, up - 1),
                to,
                b.role_at(to),
                MoveKind::Normal,
            );
        }
        // Pinned pawns one by one: they may only move along the pin line.
        if let Some(k) = king {
            let fwd = us.forward();
            let start_rank = if us.is_white() { 1 } else { 6 };
            for from in pawns & pinned {
                let allowed = target & line(k, from);
                for to in pawn_attacks(us, from) & theirs & allowed {
                    push_pawn(list, from, to, b.role_at(to), MoveKind::Normal);
                }
                if let Some(one) = from.offset(0, fwd).filter(|s| empty.contains(*s)) {
                    if allowed.contains(one) {
                        push_pawn(list, from, one, None, MoveKind::Normal);
                    }
                    if from.rank().index() == start_rank {
                        if let Some(two) = one.offset(0, fwd) {
                            if empty.contains(two) && allowed.contains(two) {
                                push_pawn(list, from, two, None, MoveKind::DoublePush);
                            }
                        }
                    }
                }
            }
        }
        self.gen_en_passant(list, king);
    }

    /// En passant is checked by playing it out: both pawns leave their squares, which can
    /// open a rank or diagonal onto the king in ways the pin test does not see.
    pub(super) fn gen_en_passant(&self, list: &mut MoveList, king: Option<Square>) {
        let Some(ep) = self.ep_square else { return };
        let b = &self.board;
        let us = self.turn;
        // Only the square a pawn of theirs has just skipped: the sixth rank for White.
        let ep_rank = if us.is_white() { 5 } else { 2 };
        if ep.rank().index() != ep_rank {
            return;
        }
        let Some(victim) = ep.offset(0, -us.forward()) else {
            return;
        };
        let their_pawns = b.pawns() & b.by_color(!us);
        if !their_pawns.contains(victim) || b.occupied().contains(ep) {
            return;
        }
        for from in pawn_attacks(!us, ep) & b.pawns() & b.by_color(us) {
            let m = Move {
                from,
                to: ep,
                role: Role::Pawn,
                capture: Some(Role::Pawn),
                promotion: None,
                kind: MoveKind::EnPassant,
            };
            let safe = match king {
                None => true,
                Some(k) => {
                    let occ = (b.occupied().without(from).without(victim)).with(ep);
                    (b.attackers_to(k, !us, occ) & !Bitboard::from_square(victim)).is_empty()
                }
            };
            if safe {
                list.push(m);
            }
        }
    }

    fn gen_castling(&self, list: &mut MoveList, king: Square) {
        let us = self.turn;
        let b = &self.board;
        let occupied = b.occupied();
        for side in CastlingSide::BOTH {
            if !self.castling.has(us, side) {
                continue;
            }
            let (k, kt, r, _) = side.squares(us);
            if king != k || !(b.by_piece(Piece::new(us, Role::Rook))).contains(r) {
                continue;
            }
            if (between(k, r) & occupied).any() {
                continue;
            }
            // The king may not pass through or land on an attacked square.
            let passes = between(k, kt).with(kt);
            if passes
                .into_iter()
                .any(|sq| b.attackers_to(sq, !us, occupied).any())
            {
                continue;
            }
            list.push(Move {
                from: k,
                to: kt,
                role: Role::King,
                capture: None,
                promotion: None,
                kind: match side {
                    CastlingSide::King => MoveKind::CastleKingside,
                    CastlingSide::Queen => MoveKind::CastleQueenside,
                },
            });
        }
    }
}

/// Moves every square of a set by `delta` indices (+8 is one rank up); squares pushed off
/// the board vanish. File wrap-around is the caller's to mask.
#[inline]
fn shift(bb: Bitboard, delta: i8) -> Bitboard {
    if delta >= 0 {
        Bitboard(bb.0 << delta)
    } else {
        Bitboard(bb.0 >> -delta)
    }
}

/// The square `delta` indices before `to` (where a pawn came from).
#[inline]
fn sq_minus(to: Square, delta: i8) -> Square {
    Square::new_unchecked((to.index() as i8 - delta) as u8)
}

/// Adds a pawn move, as four promotions when it reaches the last rank.
#[inline(always)]
fn push_pawn(list: &mut MoveList, from: Square, to: Square, capture: Option<Role>, kind: MoveKind) {
    let last = to.rank().index() == 0 || to.rank().index() == 7;
    if last {
        for promo in Role::PROMOTIONS {
            list.push(Move {
                from,
                to,
                role: Role::Pawn,
                capture,
                promotion: Some(promo),
                kind,
            });
        }
    } else {
        list.push(Move {
            from,
            to,
            role: Role::Pawn,
            capture,
            promotion: None,
            kind,
        });
    }
}

/// What piece-move generation needs, shared by the per-kind loops.
struct PieceGen<'a> {
    list: &'a mut MoveList,
    board: &'a Board,
    ours: Bitboard,
    theirs: Bitboard,
    target: Bitboard,
    pinned: Bitboard,
    king: Option<Square>,
}

impl PieceGen<'_> {
    #[inline(always)]
    fn kind(&mut self, role: Role, pieces: Bitboard, reach: impl Fn(Square) -> Bitboard) {
        for from in pieces & self.ours {
            let mut dests = reach(from) & self.target & !self.ours;
            if self.pinned.contains(from) {
                if let Some(k) = self.king {
                    dests &= line(k, from);
                }
            }
            for to in dests & self.theirs {
                self.list.push(Move {
                    from,
                    to,
                    role,
                    capture: self.board.role_at(to),
                    promotion: None,
                    kind: MoveKind::Normal,
                });
            }
            for to in dests & !self.theirs {
                self.list.push(Move {
                    from,
                    to,
                    role,
                    capture: None,
                    promotion: None,
                    kind: MoveKind::Normal,
                });
            }
        }
    }
}
