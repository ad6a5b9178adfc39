//! Why a move is allowed or refused: who moves and the verdict here, the piece's shape
//! of move in `shape.rs`, castling in `castling.rs`, the king's safety in `safety.rs`.

use super::{Message, PieceOn};
use crate::rules::{san, Bitboard, GameStatus, Move, MoveCheck, Position, Role, Square};

mod castling;
mod holds;
mod misses;
mod safety;
mod shape;

pub use holds::reason_holds;
pub use misses::{miss, Miss};

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
    /// The game is over (five repetitions, seventy-five moves): no move may follow.
    GameOver,
}

impl Reason {
    pub const ALL: [Reason; 19] = [
        Reason::NoPiece,
        Reason::NotYourTurn,
        Reason::OwnPieceOnTarget,
        Reason::NotAPieceMove,
        Reason::PathBlocked,
        Reason::KingIntoCheck,
        Reason::KingNextToKing,
        Reason::DoesNotResolveCheck,
        Reason::DoubleCheckKingMustMove,
        Reason::Pinned,
        Reason::ExposesKing,
        Reason::CastleOutOfCheck,
        Reason::CastleThroughCheck,
        Reason::CastleIntoCheck,
        Reason::CastleRightsLost,
        Reason::CastlePathBlocked,
        Reason::EnPassantNotAvailable,
        Reason::PromotionPieceRequired,
        Reason::GameOver,
    ];

    /// The reason of a code (`"pinned"`), if it is one.
    pub fn from_code(code: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.code() == code)
    }

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
            Reason::GameOver => "game_over",
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
    /// The pieces giving check after the move, the one that moved last.
    pub checkers: Vec<PieceOn>,
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

pub(super) fn refuse(reason: Reason, squares: Bitboard, message: Message) -> Verdict {
    Verdict::Refused(Refusal {
        reason,
        squares: squares.squares().collect(),
        pinned: Vec::new(),
        lines: Vec::new(),
        message,
    })
}

/// The refusal of every move once a rule has ended the game although moves remain
/// ([`GameStatus::is_automatic_draw`]); `None` while the game goes on.
pub(super) fn refuse_after_end(status: GameStatus) -> Option<Refusal> {
    status.is_automatic_draw().then(|| Refusal {
        reason: Reason::GameOver,
        squares: Vec::new(),
        pinned: Vec::new(),
        lines: Vec::new(),
        message: Message::GameOver {
            status,
            take_back: false,
        },
    })
}

/// A refusal that draws the lines of attack from each sliding piece in `attackers` to
/// `target`.
pub(super) fn refuse_along(
    pos: &Position,
    reason: Reason,
    squares: Bitboard,
    message: Message,
    (attackers, target): (Bitboard, Square),
) -> Verdict {
    Verdict::Refused(Refusal {
        reason,
        squares: squares.squares().collect(),
        pinned: Vec::new(),
        lines: lines_to(pos, attackers, target),
        message,
    })
}

/// Lines from each sliding attacker in `attackers` to `target` (steppers need no line).
fn lines_to(pos: &Position, attackers: Bitboard, target: Square) -> Vec<(Square, Square)> {
    attackers
        .squares()
        // A knight's attack is drawn too (as its L), so each piece named has its line.
        .filter(|&a| {
            pos.piece_at(a)
                .is_some_and(|p| p.role.is_slider() || p.role == Role::Knight)
        })
        .map(|a| (a, target))
        .collect()
}

/// Judges the attempt to move the piece on `from` to `to` (with `promotion` if a pawn
/// reaches the last rank). When several reasons apply, DESIGN.md's order picks one: who
/// moves, the piece's shape of move, then (for a move that is still not legal) castling,
/// the king's safety, the promotion piece, and last a king left open to attack.
pub fn explain_move(pos: &Position, from: Square, to: Square, promotion: Option<Role>) -> Verdict {
    let castle_side = castling::attempt(pos, from, to);
    let mover = match who_moves(pos, from, to, castle_side.is_some()) {
        Ok(mover) => mover,
        Err(refused) => return *refused,
    };
    if castle_side.is_none() {
        if let Some(v) = shape::geometry(pos, mover, to, pos.board().occupied()) {
            return v;
        }
    }

    let legal = pos.legal_moves();
    let promotes =
        mover.piece.role == Role::Pawn && to.rank() == Position::promotion_rank(pos.turn());
    // A pawn never becomes a king or stays a pawn: that is no choice made yet.
    let promotion = promotion.filter(|r| promotes && Role::PROMOTIONS.contains(r));
    let chosen = legal
        .iter()
        .copied()
        .find(|m| m.from == from && m.to == to && m.promotion == promotion);
    if let Some(m) = chosen {
        return Verdict::Legal(describe_legal(pos, &m));
    }

    if let Some(side) = castle_side {
        return castling::refusal(pos, side);
    }
    let unsafe_move = if mover.piece.role == Role::King {
        safety::king_move(pos, from, to)
    } else {
        safety::piece_move(pos, mover, to)
    };
    if let Some(v) = unsafe_move {
        return v;
    }
    // A promotion that would be legal once a piece is chosen.
    let needs_piece = promotes
        && promotion.is_none()
        && legal
            .iter()
            .any(|m| m.from == from && m.to == to && m.promotion.is_some());
    if needs_piece {
        return refuse(
            Reason::PromotionPieceRequired,
            Bitboard::from_square(to),
            Message::PromotionPieceRequired { to },
        );
    }
    safety::exposes_king(pos, mover, to)
}

/// The piece that moves, or the refusal when there is none to move: an empty square, a
/// piece of the side not to move, or (short of castling) a target held by an own piece.
fn who_moves(
    pos: &Position,
    from: Square,
    to: Square,
    castling: bool,
) -> Result<PieceOn, Box<Verdict>> {
    let us = pos.turn();
    let Some(mover) = PieceOn::at(pos, from) else {
        return Err(Box::new(refuse(
            Reason::NoPiece,
            Bitboard::from_square(from),
            Message::NoPiece { square: from },
        )));
    };
    if mover.piece.color != us {
        return Err(Box::new(refuse(
            Reason::NotYourTurn,
            Bitboard::from_square(from),
            Message::NotYourTurn {
                piece: mover,
                turn: us,
            },
        )));
    }
    // A castling attempt onto an own piece is a blocked castling path, said later.
    if let Some(target) = PieceOn::at(pos, to).filter(|_| !castling) {
        if target.piece.color == us {
            return Err(Box::new(refuse(
                Reason::OwnPieceOnTarget,
                Bitboard::from_square(to),
                Message::OwnPieceOnTarget { mover, target },
            )));
        }
    }
    Ok(mover)
}

/// The occupancy after moving `from` to `to` (captures included, en passant too).
pub(super) fn occupied_after(pos: &Position, from: Square, to: Square) -> Bitboard {
    let mut occ = pos.board().occupied().without(from).with(to);
    if let Some(v) = en_passant_victim(pos, from, to) {
        occ = occ.without(v);
    }
    occ
}

/// If this pawn move is an en passant capture, the square of the pawn taken.
pub(super) fn en_passant_victim(pos: &Position, from: Square, to: Square) -> Option<Square> {
    let b = pos.board();
    (b.role_at(from) == Some(Role::Pawn)
        && pos.ep_square() == Some(to)
        && from.file() != to.file()
        && !b.occupied().contains(to))
    .then(|| Square::from_coords(to.file(), from.rank()))
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
    let mut checkers = PieceOn::all(&after, after.checkers());
    // The moved piece last (the one uncovered is named first).
    crate::rules::sort_short_by(&mut checkers, |a, b| a.square != m.to && b.square == m.to);
    let san = san::write(pos, m);
    let message = Message::Played {
        san: san.clone(),
        role: m.role,
        to: m.to,
        castled: m
            .is_castle()
            .then_some(m.kind == crate::rules::MoveKind::CastleKingside),
        promotion: m.promotion,
        check,
        checkers: checkers.clone(),
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
        checkers,
        message,
    }
}
