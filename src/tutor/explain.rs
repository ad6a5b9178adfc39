//! Why a move is allowed or refused.

use super::{Message, PieceOn};
use crate::rules::attacks::{self, between, king_attacks, knight_attacks, pawn_attacks};
use crate::rules::{san, Bitboard, CastlingSide, Color, Move, MoveCheck, Position, Role, Square};

/// Why a move is refused. Codes are a public contract (DESIGN.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    NoPiece,
    NotYourTurn,
    OwnPieceOnTarget,
    NotAPieceMove,
    PathBlocked,
    KingIntoCheck,
    KingNextToKing,
    DoesNotResolveCheck,
    DoubleCheckKingMustMove,
    Pinned,
    ExposesKing,
    CastleOutOfCheck,
    CastleThroughCheck,
    CastleIntoCheck,
    CastleRightsLost,
    CastlePathBlocked,
    EnPassantNotAvailable,
    PromotionPieceRequired,
}

impl Reason {
    pub fn code(self) -> &'static str {
        match self {
            Reason::NoPiece => "no_piece",
            Reason::NotYourTurn => "not_your_turn",
            Reason::OwnPieceOnTarget => "own_piece_on_target",
            Reason::NotAPieceMove => "not_a_piece_move",
            Reason::PathBlocked => "path_blocked",
            Reason::KingIntoCheck => "king_into_check",
            Reason::KingNextToKing => "king_next_to_king",
            Reason::DoesNotResolveCheck => "does_not_resolve_check",
            Reason::DoubleCheckKingMustMove => "double_check_king_must_move",
            Reason::Pinned => "pinned",
            Reason::ExposesKing => "exposes_king",
            Reason::CastleOutOfCheck => "castle_out_of_check",
            Reason::CastleThroughCheck => "castle_through_check",
            Reason::CastleIntoCheck => "castle_into_check",
            Reason::CastleRightsLost => "castle_rights_lost",
            Reason::CastlePathBlocked => "castle_path_blocked",
            Reason::EnPassantNotAvailable => "en_passant_not_available",
            Reason::PromotionPieceRequired => "promotion_piece_required",
        }
    }
}

/// A refused move: the reason, the squares it is about (to mark on the board), the line of
/// attack to draw (from the attacking piece towards the king), and what to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub reason: Reason,
    pub squares: Vec<Square>,
    /// For a pin: the pinned piece. Empty otherwise.
    pub pinned: Vec<Square>,
    /// Pairs (from, to) of lines to draw: the attack that makes the move illegal.
    pub lines: Vec<(Square, Square)>,
    pub message: Message,
}

/// A legal move with what it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalMove {
    pub mv: Move,
    pub san: String,
    pub check: MoveCheck,
    pub checkmate: bool,
    pub stalemate: bool,
    pub captured: Option<PieceOn>,
    pub message: Message,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum Verdict {
    Legal(LegalMove),
    Refused(Refusal),
}

impl Verdict {
    pub fn is_legal(&self) -> bool {
        matches!(self, Verdict::Legal(_))
    }
}

fn refuse(reason: Reason, squares: Bitboard, message: Message) -> Verdict {
    Verdict::Refused(Refusal {
        reason,
        squares: squares.squares().collect(),
        pinned: Vec::new(),
        lines: Vec::new(),
        message,
    })
}

/// Lines from each sliding attacker in `attackers` to `target` (steppers need no line).
fn lines_to(pos: &Position, attackers: Bitboard, target: Square) -> Vec<(Square, Square)> {
    attackers
        .squares()
        .filter(|&a| pos.piece_at(a).is_some_and(|p| p.role.is_slider()))
        .map(|a| (a, target))
        .collect()
}

/// Judges the attempt to move the piece on `from` to `to` (with `promotion` if a pawn
/// reaches the last rank). When several reasons apply, DESIGN.md's order picks one.
pub fn explain_move(pos: &Position, from: Square, to: Square, promotion: Option<Role>) -> Verdict {
    let b = pos.board();
    let us = pos.turn();
    let Some(mover) = PieceOn::at(pos, from) else {
        return refuse(
            Reason::NoPiece,
            Bitboard::from_square(from),
            Message::NoPiece { square: from },
        );
    };
    if mover.piece.color != us {
        return refuse(
            Reason::NotYourTurn,
            Bitboard::from_square(from),
            Message::NotYourTurn {
                piece: mover,
                turn: us,
            },
        );
    }
    let castle_side = castling_attempt(pos, from, to);
    // A castling attempt onto an own piece is a blocked castling path, said below.
    if let Some(target) = PieceOn::at(pos, to).filter(|_| castle_side.is_none()) {
        if target.piece.color == us {
            return refuse(
                Reason::OwnPieceOnTarget,
                Bitboard::from_square(to),
                Message::OwnPieceOnTarget { mover, target },
            );
        }
    }

    let role = mover.piece.role;
    let occupied = b.occupied();
    if castle_side.is_none() {
        if let Some(v) = geometry(pos, mover, to, occupied) {
            return v;
        }
    }

    let legal = pos.legal_moves();
    let promotion = if role == Role::Pawn && to.rank() == Position::promotion_rank(us) {
        // A pawn never becomes a king or stays a pawn: that is no choice made yet.
        promotion.filter(|r| Role::PROMOTIONS.contains(r))
    } else {
        None
    };
    let chosen = legal
        .iter()
        .copied()
        .find(|m| m.from == from && m.to == to && m.promotion == promotion);
    if let Some(m) = chosen {
        return Verdict::Legal(describe_legal(pos, &m));
    }

    if let Some(side) = castle_side {
        return castling_refusal(pos, side);
    }

    let king = pos.our_king();
    let checkers = pos.checkers();
    let checker_list = PieceOn::all(pos, checkers);

    if role != Role::King {
        if checkers.more_than_one() {
            let mut v = refuse(
                Reason::DoubleCheckKingMustMove,
                checkers,
                Message::DoubleCheckKingMustMove {
                    mover,
                    checkers: checker_list,
                },
            );
            if let (Verdict::Refused(r), Some(k)) = (&mut v, king) {
                r.lines = lines_to(pos, checkers, k);
            }
            return v;
        }
        if let (Some(c), Some(k)) = (checkers.single(), king) {
            // A move that neither takes the checker nor stands in its way leaves the check.
            let captures_checker = to == c || en_passant_victim(pos, from, to) == Some(c);
            if !captures_checker && !between(c, k).contains(to) {
                let mut v = refuse(
                    Reason::DoesNotResolveCheck,
                    checkers,
                    Message::DoesNotResolveCheck {
                        mover,
                        checkers: checker_list,
                        king: k,
                    },
                );
                if let Verdict::Refused(r) = &mut v {
                    r.lines = lines_to(pos, checkers, k);
                }
                return v;
            }
        }
        if let Some(k) = king {
            if let Some(pin) = pos.pins_of(us).into_iter().find(|p| p.pinned == from) {
                if !attacks::line(k, from).contains(to) {
                    let pinner = PieceOn::at(pos, pin.pinner).unwrap_or(mover);
                    return Verdict::Refused(Refusal {
                        reason: Reason::Pinned,
                        squares: vec![pin.pinner],
                        pinned: vec![from],
                        lines: vec![(pin.pinner, k)],
                        message: Message::Pinned {
                            mover,
                            pinner,
                            king: k,
                        },
                    });
                }
            }
        }
    } else {
        // The king itself: next to the other king, or onto an attacked square.
        if let Some(enemy_king) = b.king_of(!us) {
            if king_attacks(enemy_king).contains(to) {
                return refuse(
                    Reason::KingNextToKing,
                    Bitboard::from_square(enemy_king),
                    Message::KingNextToKing { to, enemy_king },
                );
            }
        }
        let attackers = b.attackers_to(to, !us, occupied.without(from));
        if attackers.any() {
            // Stepping back along a slider's line of check: the slider itself covers `to`
            // through the square the king leaves (not a capture of it, not a pawn's check).
            let on_check_line = checkers.squares().any(|c| {
                c != to
                    && attackers.contains(c)
                    && b.role_at(c).is_some_and(|r| r.is_slider())
                    && attacks::aligned(c, from, to)
                    && !between(c, from).contains(to)
            });
            let mut v = refuse(
                Reason::KingIntoCheck,
                attackers,
                Message::KingIntoCheck {
                    to,
                    attackers: PieceOn::all(pos, attackers),
                    on_check_line,
                },
            );
            if let Verdict::Refused(r) = &mut v {
                r.lines = lines_to(pos, attackers, to);
            }
            return v;
        }
    }

    // A promotion that would be legal once a piece is chosen.
    if role == Role::Pawn && to.rank() == Position::promotion_rank(us) && promotion.is_none() {
        let possible = legal
            .iter()
            .any(|m| m.from == from && m.to == to && m.promotion.is_some());
        if possible {
            return refuse(
                Reason::PromotionPieceRequired,
                Bitboard::from_square(to),
                Message::PromotionPieceRequired { to },
            );
        }
    }

    // Whatever is left leaves the king attacked in some other way (en passant along a
    // rank is the classic case).
    let king_sq = king.unwrap_or(from);
    let occ_after = occupied_after(pos, from, to);
    let victim = en_passant_victim(pos, from, to);
    let mut remaining = b.by_color(!us) & !Bitboard::from_square(to);
    if let Some(v) = victim {
        remaining = remaining.without(v);
    }
    let attackers = b.attackers_to(king_sq, !us, occ_after) & remaining;
    let mut v = refuse(
        Reason::ExposesKing,
        attackers,
        Message::ExposesKing {
            mover,
            attackers: PieceOn::all(pos, attackers),
            king: king_sq,
        },
    );
    if let Verdict::Refused(r) = &mut v {
        r.lines = lines_to(pos, attackers, king_sq);
    }
    v
}

/// The occupancy after moving `from` to `to` (captures included, en passant too).
fn occupied_after(pos: &Position, from: Square, to: Square) -> Bitboard {
    let mut occ = pos.board().occupied().without(from).with(to);
    if let Some(v) = en_passant_victim(pos, from, to) {
        occ = occ.without(v);
    }
    occ
}

/// If this pawn move is an en passant capture, the square of the pawn taken.
fn en_passant_victim(pos: &Position, from: Square, to: Square) -> Option<Square> {
    let b = pos.board();
    (b.role_at(from) == Some(Role::Pawn)
        && pos.ep_square() == Some(to)
        && from.file() != to.file()
        && !b.occupied().contains(to))
    .then(|| Square::from_coords(to.file(), from.rank()))
}

/// Is this a king's two-step from its starting square, that is, a castling attempt?
fn castling_attempt(pos: &Position, from: Square, to: Square) -> Option<CastlingSide> {
    let us = pos.turn();
    if pos.board().role_at(from) != Some(Role::King) {
        return None;
    }
    CastlingSide::BOTH.into_iter().find(|side| {
        let (k, kt, _, _) = side.squares(us);
        from == k && to == kt
    })
}

fn castling_refusal(pos: &Position, side: CastlingSide) -> Verdict {
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
        let mut v = refuse(
            Reason::CastleOutOfCheck,
            checkers,
            Message::CastleOutOfCheck {
                checkers: PieceOn::all(pos, checkers),
            },
        );
        if let Verdict::Refused(r) = &mut v {
            r.lines = lines_to(pos, checkers, k);
        }
        return v;
    }
    let occupied = b.occupied();
    for sq in between(k, kt) {
        let attackers = b.attackers_to(sq, !us, occupied);
        if attackers.any() {
            let mut v = refuse(
                Reason::CastleThroughCheck,
                attackers.with(sq),
                Message::CastleThroughCheck {
                    square: sq,
                    attackers: PieceOn::all(pos, attackers),
                },
            );
            if let Verdict::Refused(r) = &mut v {
                r.lines = lines_to(pos, attackers, sq);
            }
            return v;
        }
    }
    let attackers = b.attackers_to(kt, !us, occupied);
    let mut v = refuse(
        Reason::CastleIntoCheck,
        attackers.with(kt),
        Message::CastleIntoCheck {
            square: kt,
            attackers: PieceOn::all(pos, attackers),
        },
    );
    if let Verdict::Refused(r) = &mut v {
        r.lines = lines_to(pos, attackers, kt);
    }
    v
}

/// Refuses moves that are not moves of this piece at all (wrong shape, blocked path,
/// a pawn trying to take what is not there). `None` when the shape is fine.
fn geometry(pos: &Position, mover: PieceOn, to: Square, occupied: Bitboard) -> Option<Verdict> {
    let from = mover.square;
    let us = mover.piece.color;
    let not_a_move = || {
        Some(refuse(
            Reason::NotAPieceMove,
            Bitboard::from_square(from),
            Message::NotAPieceMove { mover, to },
        ))
    };
    let blocked = |blockers: Bitboard| {
        let first = blockers.squares().min_by_key(|s| s.distance(from))?;
        let blocker = PieceOn::at(pos, first)?;
        Some(refuse(
            Reason::PathBlocked,
            Bitboard::from_square(first),
            Message::PathBlocked { mover, to, blocker },
        ))
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
    let not_a_move = || {
        Some(refuse(
            Reason::NotAPieceMove,
            Bitboard::from_square(from),
            Message::NotAPieceMove { mover, to },
        ))
    };
    let blocked_by = |sq: Square| {
        let blocker = PieceOn::at(pos, sq)?;
        Some(refuse(
            Reason::PathBlocked,
            Bitboard::from_square(sq),
            Message::PathBlocked { mover, to, blocker },
        ))
    };
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
        if occupied.contains(to) || pos.ep_square() == Some(to) {
            return None;
        }
        // Diagonal onto an empty square: only en passant, and only right after the
        // double step.
        let beside = Square::from_coords(to.file(), from.rank());
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

/// What a legal move does.
pub(crate) fn describe_legal(pos: &Position, m: &Move) -> LegalMove {
    let after = pos.after(m);
    let no_moves = after.legal_moves().is_empty();
    let in_check = after.is_check();
    let captured = if m.is_capture() {
        PieceOn::at(pos, m.capture_square())
    } else {
        None
    };
    let check = pos.move_check(m);
    let san = san::write(pos, m);
    let message = Message::Played {
        san: san.clone(),
        check,
        captured,
        mate: in_check && no_moves,
        stalemate: !in_check && no_moves,
    };
    LegalMove {
        mv: *m,
        san,
        check,
        checkmate: in_check && no_moves,
        stalemate: !in_check && no_moves,
        captured,
        message,
    }
}
