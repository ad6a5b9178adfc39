//! Checks no last move explains: the opponent's last move is un-made in every way it could
//! have been played, and before it the side to move must not have been in check.

use super::super::attacks::{self, between};
use super::super::{Bitboard, Board, Position};

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

impl Position {
    /// Returns why the check on the side to move cannot have happened, or `None` if some
    /// last move of the opponent explains it.
    pub(super) fn impossible_check(&self, checkers: Bitboard) -> Option<ImpossibleCheck> {
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
}
