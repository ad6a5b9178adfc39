//! Could this position arise in a real game? Each problem is a value with a code; the
//! words for people live in the tutor layer.
//!
//! Impossible checks are found by un-making the opponent's last move: every piece of theirs
//! that could have just arrived is put back where it could have come from (by a plain move,
//! a capture, a promotion, en passant or castling), and the position before must not have
//! had our king in check. If no such last move exists, the check could never happen.
//!
//! ```
//! use check_tutor::rules::{Position, PositionError};
//! // Two knights cannot give check together: whichever moved last, the other already did.
//! let pos: Position = "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1".parse().unwrap();
//! let codes: Vec<&str> = pos.validate().iter().map(|e| e.code()).collect();
//! assert_eq!(codes, ["impossible_check"]);
//! ```

use super::attacks::{self, between, king_attacks, knight_attacks, pawn_attacks};
use super::{Bitboard, Board, CastlingSide, Color, Piece, Position, Role, Square};

/// Why a check cannot have come about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImpossibleCheck {
    /// Two checkers that can only attack from a step away (pawns, knights): neither can
    /// have uncovered the other.
    TwoSteppers { checkers: Bitboard },
    /// Two checkers on one line, either side of the king: one of them would have been
    /// giving check already.
    OppositeSides { checkers: Bitboard },
    /// No move of the opponent could have left this check (one or two checkers).
    NoLastMove { checkers: Bitboard },
}

impl ImpossibleCheck {
    pub fn checkers(self) -> Bitboard {
        match self {
            ImpossibleCheck::TwoSteppers { checkers }
            | ImpossibleCheck::OppositeSides { checkers }
            | ImpossibleCheck::NoLastMove { checkers } => checkers,
        }
    }
}

/// One reason a position cannot arise in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PositionError {
    EmptyBoard,
    MissingKing(Color),
    TooManyKings(Color),
    /// Pawns on the first or eighth rank.
    PawnsOnBackrank(Bitboard),
    TooManyPawns(Color, u32),
    /// More queens, rooks and minor pieces than the missing pawns could have become.
    TooMuchMaterial {
        color: Color,
        promoted: u32,
        missing_pawns: u32,
    },
    /// The pawns of `color` stand on files they could only have reached by capturing more
    /// pieces than the other side has lost. `needed` is `None` when no way of bringing them
    /// there from their starting squares exists at all.
    TooManyPawnCaptures {
        color: Color,
        needed: Option<u32>,
        lost: u32,
    },
    InvalidCastlingRights(Color, CastlingSide),
    InvalidEpSquare(Square),
    /// The side that has just moved is in check (by these pieces).
    OppositeCheck {
        checkers: Bitboard,
    },
    TooManyCheckers {
        checkers: Bitboard,
    },
    ImpossibleCheck(ImpossibleCheck),
}

impl PositionError {
    /// The stable code from DESIGN.md.
    pub fn code(&self) -> &'static str {
        match self {
            PositionError::EmptyBoard => "empty_board",
            PositionError::MissingKing(_) => "missing_king",
            PositionError::TooManyKings(_) => "too_many_kings",
            PositionError::PawnsOnBackrank(_) => "pawns_on_backrank",
            PositionError::TooManyPawns(..) => "too_many_pawns",
            PositionError::TooMuchMaterial { .. } => "too_much_material",
            PositionError::TooManyPawnCaptures { .. } => "too_many_pawn_captures",
            PositionError::InvalidCastlingRights(..) => "invalid_castling_rights",
            PositionError::InvalidEpSquare(_) => "invalid_ep_square",
            PositionError::OppositeCheck { .. } => "opposite_check",
            PositionError::TooManyCheckers { .. } => "too_many_checkers",
            PositionError::ImpossibleCheck(_) => "impossible_check",
        }
    }

    /// The squares the error is about, for marking on a board.
    pub fn squares(&self) -> Bitboard {
        match *self {
            PositionError::PawnsOnBackrank(b) => b,
            PositionError::InvalidEpSquare(s) => Bitboard::from_square(s),
            PositionError::OppositeCheck { checkers }
            | PositionError::TooManyCheckers { checkers } => checkers,
            PositionError::ImpossibleCheck(i) => i.checkers(),
            _ => Bitboard::EMPTY,
        }
    }
}

impl Position {
    /// Every reason this position could not arise in a game; empty if it could (as far as
    /// one move of retro-analysis can tell).
    pub fn validate(&self) -> Vec<PositionError> {
        let b = &self.board;
        let mut errors = Vec::new();
        if b.occupied().is_empty() {
            errors.push(PositionError::EmptyBoard);
            return errors;
        }
        for color in Color::ALL {
            let kings = (b.kings() & b.by_color(color)).count();
            if kings == 0 {
                errors.push(PositionError::MissingKing(color));
            } else if kings > 1 {
                errors.push(PositionError::TooManyKings(color));
            }
        }
        let backrank_pawns = b.pawns() & Bitboard::BACKRANKS;
        if backrank_pawns.any() {
            errors.push(PositionError::PawnsOnBackrank(backrank_pawns));
        }
        for color in Color::ALL {
            let pawns = (b.pawns() & b.by_color(color)).count();
            if pawns > 8 {
                errors.push(PositionError::TooManyPawns(color, pawns));
            }
        }
        for color in Color::ALL {
            let ours = b.by_color(color);
            let pawns = (b.pawns() & ours).count();
            let extra = |bb: Bitboard, start: u32| bb.count().saturating_sub(start);
            let bishops = b.bishops() & ours;
            // A second bishop on squares of one colour must have been a pawn.
            let promoted = extra(b.queens() & ours, 1)
                + extra(b.rooks() & ours, 2)
                + extra(b.knights() & ours, 2)
                + extra(bishops & Bitboard::LIGHT_SQUARES, 1)
                + extra(bishops & Bitboard::DARK_SQUARES, 1);
            let missing_pawns = 8u32.saturating_sub(pawns);
            if promoted > missing_pawns {
                errors.push(PositionError::TooMuchMaterial {
                    color,
                    promoted,
                    missing_pawns,
                });
            }
        }
        for color in Color::ALL {
            // With more than eight pawns the count above already says it all.
            if (b.pawns() & b.by_color(color)).count() > 8 {
                continue;
            }
            let lost = 16u32.saturating_sub(b.by_color(!color).count());
            let needed = self.pawn_captures_needed(color);
            if needed.is_none_or(|n| n > lost) {
                errors.push(PositionError::TooManyPawnCaptures {
                    color,
                    needed,
                    lost,
                });
            }
        }
        for color in Color::ALL {
            for side in CastlingSide::BOTH {
                if !self.castling.has(color, side) {
                    continue;
                }
                if !self.castling_allowed(color, side) {
                    errors.push(PositionError::InvalidCastlingRights(color, side));
                }
            }
        }
        if let Some(ep) = self.ep_square {
            if !self.ep_square_is_consistent(ep) {
                errors.push(PositionError::InvalidEpSquare(ep));
            }
        }
        let kings_ok = b.king_of(Color::White).is_some() && b.king_of(Color::Black).is_some();
        if kings_ok {
            let them = !self.turn;
            if let Some(k) = b.king_of(them) {
                let attackers = self.attackers_of(k, self.turn);
                if attackers.any() {
                    errors.push(PositionError::OppositeCheck {
                        checkers: attackers,
                    });
                }
            }
            let checkers = self.checkers();
            if checkers.count() > 2 {
                errors.push(PositionError::TooManyCheckers { checkers });
            } else if checkers.any() {
                if let Some(why) = self.impossible_check(checkers) {
                    errors.push(PositionError::ImpossibleCheck(why));
                }
            }
        }
        errors
    }

    /// The fewest captures the pawns of `color` must have made to stand where they are.
    /// Each pawn started on its own file of its second rank, changes file only by
    /// capturing (one file a capture), and climbs a rank with every capture, so a pawn
    /// `d` ranks up the board is at most `d` files from home. `None` if the pawns cannot
    /// be matched to starting files at all. Pawns on the back ranks are not counted (they
    /// have an error of their own); more than eight pawns give `None`.
    pub fn pawn_captures_needed(&self, color: Color) -> Option<u32> {
        let pawns: Vec<(u8, u8)> = (self.board.pawns() & self.board.by_color(color))
            .squares()
            .filter(|sq| !Bitboard::BACKRANKS.contains(*sq))
            .map(|sq| {
                let rank = sq.rank().index();
                let climbed = if color.is_white() { rank - 1 } else { 6 - rank };
                (sq.file().index(), climbed)
            })
            .collect();
        if pawns.len() > 8 {
            return None;
        }
        // best[used] = fewest captures for the first popcount(used) pawns on the files in
        // `used` (a bit a file).
        const NONE: u32 = u32::MAX;
        let mut best = [NONE; 256];
        best[0] = 0;
        for used in 0..256usize {
            let so_far = best[used];
            let next = used.count_ones() as usize;
            if so_far == NONE || next >= pawns.len() {
                continue;
            }
            let (file, climbed) = pawns[next];
            for home in 0..8u8 {
                let distance = u32::from(file.abs_diff(home));
                if used & (1 << home) == 0 && distance <= u32::from(climbed) {
                    let to = used | (1 << home);
                    best[to] = best[to].min(so_far + distance);
                }
            }
        }
        let min = (0..256usize)
            .filter(|used| used.count_ones() as usize == pawns.len())
            .map(|used| best[used])
            .min()
            .unwrap_or(NONE);
        (min != NONE).then_some(min)
    }

    pub fn is_valid(&self) -> bool {
        self.validate().is_empty()
    }

    /// Whether the placement allows this castling right: king and rook on their starting
    /// squares.
    pub fn castling_allowed(&self, color: Color, side: CastlingSide) -> bool {
        let (k, _, r, _) = side.squares(color);
        self.board.piece_at(k) == Some(Piece::new(color, Role::King))
            && self.board.piece_at(r) == Some(Piece::new(color, Role::Rook))
    }

    /// The en passant squares the placement allows for the side to move (a pawn of the
    /// other side that could just have stepped two squares).
    pub fn ep_candidates(&self) -> Vec<Square> {
        let rank = if self.turn.is_white() { 5 } else { 2 };
        (0..8u8)
            .filter_map(|f| {
                let sq = Square::from_coords(super::File::new(f)?, super::Rank::new(rank)?);
                self.ep_square_is_consistent(sq).then_some(sq)
            })
            .collect()
    }

    /// The en passant square must sit just behind a pawn of the side that just moved,
    /// with the square it passed and the square it left both empty.
    fn ep_square_is_consistent(&self, ep: Square) -> bool {
        let mover = !self.turn;
        let expected_rank = if mover.is_white() { 2 } else { 5 };
        if ep.rank().index() != expected_rank {
            return false;
        }
        let (Some(pawn), Some(origin)) = (
            ep.offset(0, mover.forward()),
            ep.offset(0, -mover.forward()),
        ) else {
            return false;
        };
        let occ = self.board.occupied();
        self.board.piece_at(pawn) == Some(Piece::new(mover, Role::Pawn))
            && !occ.contains(ep)
            && !occ.contains(origin)
    }

    /// Returns why the check on the side to move cannot have happened, or `None` if some
    /// last move of the opponent explains it.
    fn impossible_check(&self, checkers: Bitboard) -> Option<ImpossibleCheck> {
        let b = &self.board;
        let king = self.our_king()?;
        if checkers.more_than_one() {
            let sliders = b.bishops() | b.rooks() | b.queens();
            if (checkers & sliders).is_empty() {
                return Some(ImpossibleCheck::TwoSteppers { checkers });
            }
            let mut it = checkers.squares();
            if let (Some(a), Some(c)) = (it.next(), it.next()) {
                if attacks::aligned(a, c, king) && between(a, c).contains(king) {
                    return Some(ImpossibleCheck::OppositeSides { checkers });
                }
            }
        }
        if self.last_moves_explaining_check().is_empty() {
            Some(ImpossibleCheck::NoLastMove { checkers })
        } else {
            None
        }
    }

    /// Every last move of the opponent (as the board before it) after which the side to
    /// move would stand in check exactly as now, with its king safe before it.
    pub fn last_moves_explaining_check(&self) -> Vec<Board> {
        let mut found = Vec::new();
        let us = self.turn;
        let Some(king) = self.our_king() else {
            return found;
        };
        for before in self.unmoves() {
            if before.attackers_to(king, !us, before.occupied()).is_empty() {
                found.push(before);
            }
        }
        found
    }

    /// Boards as they could have been before the opponent's last move.
    fn unmoves(&self) -> Vec<Board> {
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

        // After a double push the en passant square says what the last move was.
        let ep_origin = self.ep_square.and_then(|ep| {
            self.ep_square_is_consistent(ep)
                .then(|| (ep.offset(0, -fwd), ep.offset(0, fwd)))
        });
        if let Some((Some(origin), Some(pawn))) = ep_origin {
            let mut before = *b;
            before.remove(pawn);
            before.put(origin, Piece::new(them, Role::Pawn));
            out.push(before);
            return out;
        }

        let placeholder = Piece::new(us, Role::Knight);
        // Pushes `piece` back from `to` to `from`, with and without a capture on `to`.
        let add = |from: Square, to: Square, piece: Piece, out: &mut Vec<Board>| {
            let mut before = *b;
            before.remove(to);
            before.put(from, piece);
            out.push(before);
            if can_uncapture {
                before.put(to, placeholder);
                out.push(before);
            }
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
                            out.push(before);
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
                        out.push(before);
                        if rank_from_start == 2 {
                            if let Some(back2) = back.offset(0, -fwd) {
                                if empty.contains(back2) {
                                    let mut before = *b;
                                    before.remove(to);
                                    before.put(back2, piece);
                                    out.push(before);
                                }
                            }
                        }
                    }
                    for from in pawn_attacks(us, to) & empty {
                        if can_uncapture {
                            let mut before = *b;
                            before.remove(to);
                            before.put(from, piece);
                            before.put(to, placeholder);
                            out.push(before);
                        }
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
                                    out.push(before);
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
                                out.push(before);
                            }
                        }
                        // A pawn only moves diagonally to capture.
                        if can_uncapture {
                            for from in pawn_attacks(us, to) & empty {
                                let mut before = *b;
                                before.put(from, pawn);
                                before.put(to, placeholder);
                                out.push(before);
                            }
                        }
                    }
                }
            }
        }
        out
    }
}
