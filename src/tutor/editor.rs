//! The position editor as a plain state machine: place, move and remove pieces, set the side
//! to move, castling rights and en passant square (only what the placement allows), and get
//! a verdict on whether the position could arise in a game.

use super::{explain_position_errors, Message};
use crate::rules::{
    Bitboard, Board, CastlingRights, CastlingSide, Color, Piece, Position, PositionError, Square,
};

/// What the editor says about the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub errors: Vec<(PositionError, Message)>,
    /// The pieces and squares the errors are about.
    pub squares: Bitboard,
}

impl Verdict {
    pub fn is_valid(&self) -> bool {
        self.errors.is_empty()
    }
    /// The codes, space-separated (the DOM's `data-errors`).
    pub fn codes(&self) -> String {
        self.errors
            .iter()
            .map(|(e, _)| e.code())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The editor's state: always a complete position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    position: Position,
}

impl Default for Editor {
    fn default() -> Self {
        Editor::new(Position::starting())
    }
}

impl Editor {
    /// The position as given: castling rights or an en passant square it cannot have are
    /// kept, so the verdict names them and [`Editor::drop_impossible_rights`] can remove
    /// them when the teacher asks. Nothing the teacher wrote changes silently.
    pub fn new(position: Position) -> Editor {
        Editor { position }
    }

    pub fn from_fen(fen: &str) -> Result<Editor, crate::rules::FenError> {
        fen.trim().parse::<Position>().map(Editor::new)
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    fn with_board(&mut self, change: impl FnOnce(&mut Board)) {
        let p = self.position;
        let mut board = *p.board();
        change(&mut board);
        self.position = Position::from_parts(
            board,
            p.turn(),
            p.castling(),
            p.ep_square(),
            p.halfmove_clock(),
            p.fullmove_number(),
        );
        self.tidy();
    }

    /// What [`Editor::drop_impossible_rights`] would remove: (castling rights, en passant
    /// square) the placement does not allow. `None` when there is nothing to remove.
    pub fn impossible_rights(&self) -> Option<(CastlingRights, Option<Square>)> {
        let mut tidied = self.clone();
        tidied.tidy();
        let (before, after) = (self.position, tidied.position);
        let mut rights = CastlingRights::NONE;
        for color in Color::ALL {
            for side in CastlingSide::BOTH {
                if before.castling().has(color, side) && !after.castling().has(color, side) {
                    rights.set(color, side, true);
                }
            }
        }
        let ep = before.ep_square().filter(|_| after.ep_square().is_none());
        (rights != CastlingRights::NONE || ep.is_some()).then_some((rights, ep))
    }

    /// Removes castling rights and an en passant square the placement does not allow.
    pub fn drop_impossible_rights(&mut self) {
        self.tidy();
    }

    /// Drops castling rights and an en passant square the placement no longer allows.
    fn tidy(&mut self) {
        let p = self.position;
        let mut rights = p.castling();
        for color in Color::ALL {
            for side in CastlingSide::BOTH {
                if rights.has(color, side) && !p.castling_allowed(color, side) {
                    rights.set(color, side, false);
                }
            }
        }
        let ep = p.ep_square().filter(|sq| p.ep_candidates().contains(sq));
        self.position = Position::from_parts(
            *p.board(),
            p.turn(),
            rights,
            ep,
            p.halfmove_clock(),
            p.fullmove_number(),
        );
    }

    pub fn put(&mut self, sq: Square, piece: Piece) {
        self.with_board(|b| b.put(sq, piece));
    }

    pub fn remove(&mut self, sq: Square) {
        self.with_board(|b| {
            b.remove(sq);
        });
    }

    /// Moves whatever stands on `from` to `to` (replacing what was there), or takes it off
    /// the board if `to` is `None`.
    pub fn move_piece(&mut self, from: Square, to: Option<Square>) {
        self.with_board(|b| {
            if let Some(piece) = b.remove(from) {
                if let Some(to) = to {
                    b.put(to, piece);
                }
            }
        });
    }

    pub fn clear(&mut self) {
        self.position = Position::from_parts(
            Board::empty(),
            self.position.turn(),
            CastlingRights::NONE,
            None,
            0,
            1,
        );
    }

    pub fn reset(&mut self) {
        self.position = Position::starting();
    }

    pub fn set_turn(&mut self, turn: Color) {
        let p = self.position;
        self.position =
            Position::from_parts(*p.board(), turn, p.castling(), None, 0, p.fullmove_number());
    }

    /// Castling rights the placement allows, with whether each is on.
    pub fn castling_options(&self) -> Vec<(Color, CastlingSide, bool)> {
        let p = &self.position;
        Color::ALL
            .into_iter()
            .flat_map(|c| CastlingSide::BOTH.into_iter().map(move |s| (c, s)))
            .filter(|&(c, s)| p.castling_allowed(c, s))
            .map(|(c, s)| (c, s, p.castling().has(c, s)))
            .collect()
    }

    pub fn set_castling(&mut self, color: Color, side: CastlingSide, on: bool) {
        let p = self.position;
        let mut rights = p.castling();
        rights.set(color, side, on && p.castling_allowed(color, side));
        self.position = Position::from_parts(
            *p.board(),
            p.turn(),
            rights,
            p.ep_square(),
            p.halfmove_clock(),
            p.fullmove_number(),
        );
    }

    /// En passant squares the placement allows.
    pub fn ep_options(&self) -> Vec<Square> {
        self.position.ep_candidates()
    }

    pub fn set_ep(&mut self, ep: Option<Square>) {
        let p = self.position;
        let ep = ep.filter(|sq| p.ep_candidates().contains(sq));
        self.position = Position::from_parts(
            *p.board(),
            p.turn(),
            p.castling(),
            ep,
            p.halfmove_clock(),
            p.fullmove_number(),
        );
    }

    pub fn verdict(&self) -> Verdict {
        let errors = explain_position_errors(&self.position);
        let squares = errors
            .iter()
            .fold(Bitboard::EMPTY, |acc, (e, _)| acc | e.squares());
        Verdict { errors, squares }
    }
}
