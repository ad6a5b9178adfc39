//! The app's one state and the actions that change it (see `Reducible`). Chess decisions
//! are the tutor's [`Play`]; this only forwards and remembers UI choices.

use crate::rules::{Role, Square};
use crate::tutor::Play;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    pub play: Play,
    pub white_bottom: bool,
    /// Why the last FEN typed or linked could not be loaded.
    pub fen_error: Option<String>,
}

impl Default for AppState {
    fn default() -> Self {
        AppState {
            play: Play::default(),
            white_bottom: true,
            fen_error: None,
        }
    }
}

pub enum Action {
    Click(Square),
    Drop(Square, Square),
    Cancel,
    Promote(Role),
    TypeMove(String),
    Undo,
    Redo,
    NewGame,
    Flip,
    LoadFen(String),
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::Click(sq) => s.play.click(sq),
            Action::Drop(from, to) => s.play.drop_piece(from, to),
            Action::Cancel => s.play.cancel(),
            Action::Promote(role) => s.play.promote(role),
            Action::TypeMove(text) => s.play.type_move(&text),
            Action::Undo => s.play.undo(),
            Action::Redo => s.play.redo(),
            Action::NewGame => {
                s.play = Play::default();
                s.fen_error = None;
            }
            Action::Flip => s.white_bottom = !s.white_bottom,
            Action::LoadFen(fen) => match Play::from_fen(&fen) {
                Ok(p) => {
                    s.play = p;
                    s.fen_error = None;
                }
                Err(e) => s.fen_error = Some(e),
            },
        }
        Rc::new(s)
    }
}
