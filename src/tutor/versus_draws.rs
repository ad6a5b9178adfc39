//! Draws claimed in a game against the computer: by the learner, on the position on the
//! board or by declaring the move that brings one about, and by the computer when the rules
//! allow and it is behind.

use super::gain::worth;
use super::Versus;
use crate::rules::{Color, DrawClaim, Game, GameStatus, Move, Position, Square, Status};

/// A draw the side to move may claim on the position on the board: it has stood there three
/// times, or fifty moves each have passed without a capture or a pawn move. (A claim made by
/// declaring a move first is [`Versus::declared_claim`].)
fn board_claim(game: &Game) -> Option<DrawClaim> {
    let pos = game.current();
    if game.repetitions() >= 3 {
        Some(DrawClaim::Repetition)
    } else if pos.halfmove_clock() >= 100 && !pos.legal_moves().is_empty() {
        Some(DrawClaim::FiftyMoves)
    } else {
        None
    }
}

/// The worth of `side`'s pieces on the board, in pawns.
fn material(pos: &Position, side: Color) -> u32 {
    Square::all()
        .filter_map(|sq| pos.piece_at(sq))
        .filter(|p| p.color == side)
        .map(|p| u32::from(worth(p.role)))
        .sum()
}

impl Versus {
    /// The draw the learner may claim now: on their turn, in a game going on.
    pub fn learner_claim(&self, game: &Game) -> Option<DrawClaim> {
        let turn = game.current().turn() == self.human;
        (turn && !self.is_over(game)).then(|| board_claim(game))?
    }

    /// The move the learner may declare to claim a draw, and on which rule: on their turn,
    /// where the position on the board allows no claim but that move would bring one about
    /// (the position for the third time, or the fiftieth move: FIDE 9.2.1 and 9.3.1).
    pub fn declared_claim(&self, game: &Game) -> Option<(Move, DrawClaim)> {
        let turn = game.current().turn() == self.human;
        if !turn || self.is_over(game) {
            return None;
        }
        match game.draw_claim()? {
            DrawClaim::RepetitionByMove(m) => Some((m, DrawClaim::Repetition)),
            DrawClaim::FiftyMovesByMove(m) => Some((m, DrawClaim::FiftyMoves)),
            _ => None,
        }
    }

    /// Whether a draw claimed by the learner stands on `game`: the game goes on and the
    /// rules allow a claim on the position on the board, which the learner's turn or the
    /// learner's declared move brought about.
    pub fn claim_stands(&self, game: &Game) -> bool {
        !self.resigned
            && game.status() == GameStatus::Position(Status::Ongoing)
            && board_claim(game).is_some()
    }

    /// The draw the computer claims on its turn, when the rules allow one and it has less
    /// material than the learner, so that a draw is the best it can hope for.
    fn computer_claim(&self, game: &Game) -> Option<DrawClaim> {
        let pos = game.current();
        let ongoing = game.status() == GameStatus::Position(Status::Ongoing);
        if self.resigned || self.claimed || !ongoing || pos.turn() != self.computer() {
            return None;
        }
        let behind = material(pos, self.computer()) < material(pos, self.human);
        behind.then(|| board_claim(game))?
    }

    /// The draw claimed in this game, if any: by the learner (`true`) or the computer, and
    /// on which rule.
    pub fn claimed_draw(&self, game: &Game) -> Option<(bool, DrawClaim)> {
        if self.claimed {
            board_claim(game).map(|c| (true, c))
        } else {
            self.computer_claim(game).map(|c| (false, c))
        }
    }
}
