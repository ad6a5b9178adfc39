//! A move said in words, for a screen reader ("White knight from g1 to f3, check.").

use super::{LegalMove, Message};
use crate::rules::Color;

impl LegalMove {
    /// The move in words, for a screen reader; `mover` is the side that played it. A typed
    /// move keeps the words on how its text was read.
    pub fn spoken(&self, mover: Color) -> Message {
        let castle = match self.mv.kind {
            crate::rules::MoveKind::CastleKingside => Some(true),
            crate::rules::MoveKind::CastleQueenside => Some(false),
            _ => None,
        };
        self.message.with_typed_notes(Message::MoveSpoken {
            color: mover,
            role: self.mv.role,
            from: self.mv.from,
            to: self.mv.to,
            promotion: self.mv.promotion,
            castle,
            captured: self.captured,
            check: self.check,
            mate: self.checkmate,
            stalemate: self.stalemate,
        })
    }
}

/// The game's last move in words, for a screen reader's summary of the position.
pub fn last_move_spoken(game: &crate::rules::Game) -> Option<Message> {
    let ply = game.plies_back().next()?;
    let before = ply.before();
    Some(super::explain::describe_legal(before, &ply.mv()).spoken(before.turn()))
}

/// A legal move in words ("White queen from d1 to h5, check."), in English.
pub fn describe_move(pos: &crate::rules::Position, m: &crate::rules::Move) -> String {
    super::explain::describe_legal(pos, m)
        .spoken(pos.turn())
        .english()
}
