//! What the board shows, as data: the marks on squares, the lines drawn, and the words a
//! screen reader hears about a square; built from a position, a check, a refusal or the end
//! of a game.

use super::explain::{Reason, Refusal};
use super::explain_ending;
use crate::rules::{Move, MoveKind, Piece, Position, Role, Square};

/// What a square is marked with on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    Selected,
    /// A legal destination of the selected piece (a capture if `true`).
    Dest {
        capture: bool,
    },
    LastMove,
    InCheck,
    Checker,
    Pinned,
    Pinner,
    Attacker,
    Blocker,
    /// The empty square of a pawn just taken en passant (it was not on the capturing
    /// pawn's destination).
    TakenEnPassant,
}

/// What kind of line is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineKind {
    Check,
    Pin,
    Attack,
}

/// Everything the board shows, as data.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct BoardView {
    pub pieces: Vec<(Square, Piece)>,
    /// Words said after a square's name and states, for a screen reader: "pinned by the
    /// rook on e7". A square with a note is not also called "pinned" or "pinning".
    pub notes: Vec<(Square, super::Phrase)>,
    pub marks: Vec<(Square, Mark)>,
    pub lines: Vec<(Square, Square, LineKind)>,
}

/// The pieces, the last move and the selected piece with its legal destinations. The
/// check is added by [`add_check`], a refusal by [`add_refusal`].
pub fn position_view(pos: &Position, last: Option<Move>, selected: Option<Square>) -> BoardView {
    let mut v = BoardView {
        pieces: pos.board().pieces().collect(),
        ..BoardView::default()
    };
    if let Some(m) = last {
        v.marks.push((m.from, Mark::LastMove));
        v.marks.push((m.to, Mark::LastMove));
        if m.kind == MoveKind::EnPassant {
            v.marks.push((
                Square::from_coords(m.to.file(), m.from.rank()),
                Mark::TakenEnPassant,
            ));
        }
    }
    if let Some(sel) = selected {
        v.marks.push((sel, Mark::Selected));
        for m in pos.legal_moves_from(sel).iter() {
            if m.promotion.is_some_and(|p| p != Role::Queen) {
                continue;
            }
            v.marks.push((
                m.to,
                Mark::Dest {
                    capture: m.is_capture(),
                },
            ));
        }
    }
    v
}

/// Marks the king in check and each checking piece, with a line from it to the king.
pub fn add_check(v: &mut BoardView, pos: &Position) {
    let Some(king) = pos.our_king() else { return };
    let checkers = pos.checkers();
    if checkers.any() {
        v.marks.push((king, Mark::InCheck));
        for c in checkers {
            v.marks.push((c, Mark::Checker));
            v.lines.push((c, king, LineKind::Check));
        }
    }
}

/// At mate or stalemate, marks what the explanation speaks of: the pieces that cover the
/// king's squares (as a refused king move marks them) and the king's own pieces in its way.
pub fn add_ending(v: &mut BoardView, pos: &Position) {
    let Some(ending) = explain_ending(pos) else {
        return;
    };
    let escapes = match &ending {
        super::Ending::Checkmate { escapes, .. } | super::Ending::Stalemate { escapes, .. } => {
            escapes
        }
    };
    let mut covering: Vec<(Square, Square)> = Vec::new();
    for escape in escapes {
        match escape {
            super::EscapeSquare::Covered { square, attackers } => {
                for a in attackers {
                    if !v.marks.contains(&(a.square, Mark::Attacker)) {
                        v.marks.push((a.square, Mark::Attacker));
                    }
                    covering.push((a.square, *square));
                }
            }
            super::EscapeSquare::OwnPiece { piece, .. } => {
                v.marks.push((piece.square, Mark::Blocker))
            }
            super::EscapeSquare::NextToKing { .. } | super::EscapeSquare::Free { .. } => {}
        }
    }
    note_covers(v, &covering);
}

/// Notes on each covering piece naming the squares it covers (pairs of piece, square).
fn note_covers(v: &mut BoardView, covering: &[(Square, Square)]) {
    let mut done: Vec<Square> = Vec::new();
    for &(piece, _) in covering {
        if done.contains(&piece) || v.notes.iter().any(|(s, _)| *s == piece) {
            continue;
        }
        done.push(piece);
        let squares: Vec<Square> = covering
            .iter()
            .filter(|(p, _)| *p == piece)
            .map(|&(_, sq)| sq)
            .collect();
        v.notes.push((piece, super::ask_words::covers(&squares)));
    }
}

/// Marks the squares and draws the lines a refusal is about.
/// A pin the move keeps to (a legal move along its pin line): the pinner, the pinned
/// piece and the line to their king, as a refused move's pin is drawn.
pub fn add_kept_pin(v: &mut BoardView, pos: &Position, pinner: Square, pinned: Square) {
    v.marks.push((pinner, Mark::Pinner));
    v.marks.push((pinned, Mark::Pinned));
    if let Some(king) = pos.our_king() {
        v.lines.push((pinner, king, LineKind::Pin));
    }
    note_pin(v, pos, pinner, pinned);
}

/// A screen reader's words on a pin's two pieces.
fn note_pin(v: &mut BoardView, pos: &Position, pinner: Square, pinned: Square) {
    if let (Some(by), Some(of)) = (
        super::PieceOn::at(pos, pinner),
        super::PieceOn::at(pos, pinned),
    ) {
        v.notes.push((pinned, super::ask_words::pinned_by(by)));
        v.notes.push((pinner, super::ask_words::pinning(of)));
    }
}

pub fn add_refusal(v: &mut BoardView, pos: &Position, r: &Refusal) {
    // A piece that cannot make that move stays in hand (Play, lessons): being picked up
    // marks it, and once put down it must not look picked up.
    if r.reason == Reason::NotAPieceMove {
        return;
    }
    let mark = match r.reason {
        Reason::Pinned => Mark::Pinner,
        Reason::DoesNotResolveCheck | Reason::DoubleCheckKingMustMove => Mark::Checker,
        Reason::PathBlocked | Reason::CastlePathBlocked | Reason::OwnPieceOnTarget => Mark::Blocker,
        Reason::NoPiece
        | Reason::NotYourTurn
        | Reason::CastleRightsLost
        | Reason::PromotionPieceRequired => Mark::Selected,
        _ => Mark::Attacker,
    };
    let occupied = pos.board().occupied();
    for &sq in &r.squares {
        // An empty square named by a castling refusal is the square crossed, not a piece.
        if occupied.contains(sq) || mark != Mark::Attacker {
            v.marks.push((sq, mark));
        }
    }
    for &sq in &r.pinned {
        v.marks.push((sq, Mark::Pinned));
    }
    if let (Reason::Pinned, [pinner], [pinned]) = (r.reason, &r.squares[..], &r.pinned[..]) {
        note_pin(v, pos, *pinner, *pinned);
    }
    let kind = if r.reason == Reason::Pinned {
        LineKind::Pin
    } else {
        LineKind::Attack
    };
    for &(a, t) in &r.lines {
        v.lines.push((a, t, kind));
    }
    if mark == Mark::Attacker {
        let covering: Vec<(Square, Square)> = r
            .lines
            .iter()
            .filter(|(a, _)| occupied.contains(*a))
            .copied()
            .collect();
        note_covers(v, &covering);
    }
}
