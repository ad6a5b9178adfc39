//! What a move gains, found from the move and the position after it: a hint says it beside
//! the move it names (a mate, a promotion, a piece won, a check, castling, a piece saved).

use super::PieceOn;
use crate::rules::{Move, Position, Role, Square};

/// What a hinted move gains, said with it when it answers no check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Gain {
    /// It gives checkmate (said even when it also answers a check).
    Mate,
    /// A pawn reaches the last rank and becomes this piece.
    Promotes(Role),
    /// It takes a piece that nothing guards.
    Free(PieceOn),
    /// It takes a guarded piece worth more than the one that takes it.
    Worth(PieceOn),
    /// It takes a guarded piece worth no more than the one that takes it.
    Takes(PieceOn),
    /// It gives check.
    Check,
    /// The king castles.
    Castles,
    /// The piece was attacked and goes where nothing attacks it.
    Rescues,
    /// None of these: it may be played, and the king stays safe.
    Safe,
}

/// A piece's worth in pawns, for telling a win from a trade.
pub(super) fn worth(role: Role) -> u8 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

/// What `mv` gains in `pos`, found from the move and the position after it, the most
/// telling first: mate, a promotion, a capture, a check, castling, a piece saved.
pub fn gain(pos: &Position, mv: &Move) -> Gain {
    let after = pos.after(mv);
    if after.is_checkmate() {
        return Gain::Mate;
    }
    if let Some(role) = mv.promotion {
        return Gain::Promotes(role);
    }
    let them = !pos.turn();
    let attacked = |p: &Position, sq: Square| {
        let b = p.board();
        b.attackers_to(sq, them, b.occupied()).any()
    };
    if let Some(taken) = PieceOn::at(pos, mv.capture_square()).filter(|_| mv.is_capture()) {
        return if !attacked(&after, mv.to) {
            Gain::Free(taken)
        } else if worth(taken.piece.role) > worth(mv.role) {
            Gain::Worth(taken)
        } else {
            Gain::Takes(taken)
        };
    }
    if after.is_check() {
        Gain::Check
    } else if mv.is_castle() {
        Gain::Castles
    } else if mv.role != Role::King && attacked(pos, mv.from) && !attacked(&after, mv.to) {
        Gain::Rescues
    } else {
        Gain::Safe
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Piece};

    /// What a hint says a move gains, for each kind of gain.
    #[test]
    fn a_hint_says_what_the_move_gains() {
        let gain_of = |fen: &str, uci: &str| {
            let pos: Position = fen.parse().expect("a position");
            let mv = *pos
                .legal_moves()
                .iter()
                .find(|m| m.to_string() == uci)
                .expect("a legal move");
            gain(&pos, &mv)
        };
        let black = |role, sq: &str| PieceOn {
            piece: Piece::new(Color::Black, role),
            square: sq.parse().expect("a square"),
        };
        let cases = [
            ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", Gain::Mate),
            (
                "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
                "a7a8q",
                Gain::Promotes(Role::Queen),
            ),
            (
                "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1",
                "d1d5",
                Gain::Free(black(Role::Queen, "d5")),
            ),
            (
                "4k3/8/4p3/3q4/8/8/8/3RK3 w - - 0 1",
                "d1d5",
                Gain::Worth(black(Role::Queen, "d5")),
            ),
            (
                "4k3/8/4p3/3n4/8/8/8/3RK3 w - - 0 1",
                "d1d5",
                Gain::Takes(black(Role::Knight, "d5")),
            ),
            ("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", Gain::Check),
            ("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", Gain::Castles),
            ("4k3/8/8/3p4/2N5/8/8/4K3 w - - 0 1", "c4a3", Gain::Rescues),
            ("4k3/8/8/8/2N5/8/8/4K3 w - - 0 1", "c4e3", Gain::Safe),
            ("4k3/8/8/8/8/8/P7/4K3 w - - 0 1", "a2a3", Gain::Safe),
        ];
        for (fen, uci, want) in cases {
            assert_eq!(gain_of(fen, uci), want, "{fen} {uci}");
        }
    }
}
