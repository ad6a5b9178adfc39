//! Why a position is checkmate or stalemate, square by square and piece by piece.

use super::explain::{explain_move, Verdict};
use super::{describe_check, CheckReport, Message, PieceOn};
use crate::rules::attacks::{self, king_attacks};
use crate::rules::{Bitboard, Position, Role, Square};

/// One square next to the king and what keeps the king off it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EscapeSquare {
    OwnPiece {
        square: Square,
        piece: PieceOn,
    },
    Covered {
        square: Square,
        attackers: Vec<PieceOn>,
    },
    NextToKing {
        square: Square,
    },
    /// The king may go there (never the case in mate or stalemate, kept for completeness).
    Free {
        square: Square,
    },
}

/// A move tried and why it is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveTried {
    pub to: Square,
    pub reason: super::Reason,
    pub message: Message,
}

/// For stalemate: each piece and why none of its moves is allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceMoves {
    pub piece: PieceOn,
    pub tried: Vec<MoveTried>,
}

/// Why the game is over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    Checkmate {
        escapes: Vec<EscapeSquare>,
        check: CheckReport,
        messages: Vec<Message>,
    },
    Stalemate {
        escapes: Vec<EscapeSquare>,
        pieces: Vec<PieceMoves>,
        messages: Vec<Message>,
    },
}

impl Ending {
    pub fn messages(&self) -> &[Message] {
        match self {
            Ending::Checkmate { messages, .. } | Ending::Stalemate { messages, .. } => messages,
        }
    }
}

fn escape_squares(pos: &Position, king: Square) -> Vec<EscapeSquare> {
    let b = pos.board();
    let us = pos.turn();
    let enemy_king = b.king_of(!us);
    let without_king = b.occupied().without(king);
    king_attacks(king)
        .squares()
        .map(|sq| {
            if let Some(p) = PieceOn::at(pos, sq).filter(|p| p.piece.color == us) {
                return EscapeSquare::OwnPiece {
                    square: sq,
                    piece: p,
                };
            }
            if enemy_king.is_some_and(|k| king_attacks(k).contains(sq)) {
                let others = b.attackers_to(sq, !us, without_king) & !b.kings();
                if others.is_empty() {
                    return EscapeSquare::NextToKing { square: sq };
                }
            }
            let attackers = b.attackers_to(sq, !us, without_king);
            if attackers.any() {
                EscapeSquare::Covered {
                    square: sq,
                    attackers: PieceOn::all(pos, attackers),
                }
            } else {
                EscapeSquare::Free { square: sq }
            }
        })
        .collect()
}

fn escape_messages(pos: &Position, escapes: &[EscapeSquare]) -> Vec<Message> {
    // An enemy piece on an escape square (never an own one: that is `OwnPiece`).
    let taken = |square: &Square| PieceOn::at(pos, *square);
    escapes
        .iter()
        .filter_map(|e| match e {
            EscapeSquare::OwnPiece { square, piece } => Some(Message::EscapeOwnPiece {
                square: *square,
                piece: *piece,
            }),
            EscapeSquare::Covered { square, attackers } => Some(Message::EscapeCovered {
                square: *square,
                attackers: attackers.clone(),
                taken: taken(square),
            }),
            EscapeSquare::NextToKing { square } => Some(Message::EscapeNextToKing {
                square: *square,
                taken: taken(square),
            }),
            EscapeSquare::Free { .. } => None,
        })
        .collect()
}

/// Squares a piece could reach by its way of moving alone, to show why each is refused.
fn candidate_targets(pos: &Position, sq: Square, role: Role) -> Bitboard {
    let b = pos.board();
    let us = pos.turn();
    let occ = b.occupied();
    let ours = b.by_color(us);
    let t = match role {
        Role::Pawn => {
            let mut t = attacks::pawn_attacks(us, sq) & b.by_color(!us);
            if let Some(one) = sq.offset(0, us.forward()) {
                t.set(one);
            }
            t
        }
        Role::Knight => attacks::knight_attacks(sq),
        Role::Bishop => attacks::bishop_attacks(sq, occ),
        Role::Rook => attacks::rook_attacks(sq, occ),
        Role::Queen => attacks::queen_attacks(sq, occ),
        Role::King => king_attacks(sq),
    };
    t & !ours
}

/// Explains a finished position, or `None` if the side to move still has a move.
pub fn explain_ending(pos: &Position) -> Option<Ending> {
    if !pos.legal_moves().is_empty() {
        return None;
    }
    let king = pos.our_king()?;
    let escapes = escape_squares(pos, king);
    if let Some(check) = describe_check(pos) {
        let mut messages = vec![Message::Checkmate {
            winner: !pos.turn(),
        }];
        // In mate every count of ways out is zero: say why instead.
        messages.extend(
            check
                .messages
                .iter()
                .filter(|m| !matches!(m, Message::WaysOut { .. }))
                .cloned(),
        );
        messages.extend(escape_messages(pos, &escapes));
        return Some(Ending::Checkmate {
            escapes,
            check,
            messages,
        });
    }
    let mut messages = vec![Message::Stalemate { side: pos.turn() }];
    messages.extend(escape_messages(pos, &escapes));
    let mut pieces = Vec::new();
    let b = pos.board();
    for sq in b.by_color(pos.turn()) & !b.kings() {
        let Some(piece) = PieceOn::at(pos, sq) else {
            continue;
        };
        let tried: Vec<MoveTried> = candidate_targets(pos, sq, piece.piece.role)
            .squares()
            .filter_map(|to| match explain_move(pos, sq, to, Some(Role::Queen)) {
                Verdict::Refused(r) => Some(MoveTried {
                    to,
                    reason: r.reason,
                    message: r.message,
                }),
                Verdict::Legal(_) => None,
            })
            .collect();
        if tried.is_empty() {
            messages.push(Message::NoMoves { piece });
        } else {
            messages.extend(tried.iter().map(|t| t.message.clone()));
        }
        pieces.push(PieceMoves { piece, tried });
    }
    Some(Ending::Stalemate {
        escapes,
        pieces,
        messages,
    })
}
