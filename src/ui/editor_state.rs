//! The position editor's state and the actions that change it (see `Reducible`). What a
//! position is and whether it could arise are the tutor's [`Editor`]; this only forwards
//! clicks and remembers view choices.

use super::route::ViewParams;
use crate::rules::{CastlingSide, Color, Piece, Square};
use crate::tutor::annotations::Colour;
use crate::tutor::{Editor, Fact, Phrase};
use std::rc::Rc;
use yew::prelude::*;

/// What a click on the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Pick a piece up and put it down elsewhere (click-click or drag).
    Move,
    Place(Piece),
    Erase,
}

#[derive(Clone, Debug, PartialEq)]
pub struct EditorState {
    pub editor: Editor,
    pub tool: Tool,
    pub picked: Option<Square>,
    pub view: ViewParams,
    pub colour: Colour,
    pub error: Option<String>,
    /// The link's position could not be loaded: until the board changes, the page says so
    /// at the top and gives no verdict about a position nobody sent.
    pub link_failed: bool,
}

pub enum EditorAction {
    Open(Option<String>, ViewParams),
    /// A piece dragged from the palette and dropped on a square.
    Place(Square, Piece),
    Tool(Tool),
    Click(Square),
    Drop(Square, Square),
    Clear,
    Start,
    Turn(Color),
    Castle(Color, CastlingSide, bool),
    Ep(Option<Square>),
    LoadFen(String),
    /// Remove castling rights and an en passant square the position cannot have.
    DropImpossibleRights,
    Arrow(Square, Square, Option<Colour>),
    ClearMarks,
    SetColour(Colour),
    Flip,
}

impl EditorState {
    /// The position a link sent; if it cannot be loaded, the board stays, without the
    /// link's marks, which belong to a position nobody sees.
    pub fn open_link(&mut self, fen: &str) {
        self.load(Editor::from_fen(fen).map_err(|e| {
            let why = super::words::phrase(crate::tutor::fen_phrase(&e));
            super::words::phrase(
                Phrase::new("ui-link-position-failed").with("why", Fact::Text(why)),
            )
        }));
        if self.error.is_some() {
            self.link_failed = true;
            self.view.annotations.clear();
        }
    }

    /// A new position, or why it could not be loaded (the board stays).
    fn load(&mut self, loaded: Result<Editor, String>) {
        match loaded {
            Ok(e) => {
                self.editor = e;
                self.error = None;
            }
            Err(e) => self.error = Some(e),
        }
    }
}

impl Reducible for EditorState {
    type Action = EditorAction;

    fn reduce(self: Rc<Self>, action: EditorAction) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            EditorAction::Open(fen, view) => {
                s.view = view;
                s.link_failed = false;
                if let Some(fen) = fen.filter(|f| *f != s.editor.position().fen()) {
                    s.open_link(&fen);
                }
                return Rc::new(s);
            }
            EditorAction::Place(sq, piece) => s.editor.put(sq, piece),
            EditorAction::Tool(t) => {
                s.tool = t;
                s.picked = None;
            }
            EditorAction::Click(sq) => match s.tool {
                Tool::Place(p) => {
                    // Clicking the same piece again takes it off: quick corrections.
                    if s.editor.position().piece_at(sq) == Some(p) {
                        s.editor.remove(sq);
                    } else {
                        s.editor.put(sq, p);
                    }
                }
                Tool::Erase => s.editor.remove(sq),
                Tool::Move => match s.picked.take() {
                    Some(from) if from != sq => s.editor.move_piece(from, Some(sq)),
                    Some(_) => {}
                    None if s.editor.position().piece_at(sq).is_some() => s.picked = Some(sq),
                    None => {}
                },
            },
            EditorAction::Drop(from, to) => {
                s.picked = None;
                s.editor.move_piece(from, Some(to));
            }
            EditorAction::Clear => s.editor.clear(),
            EditorAction::Start => s.editor.reset(),
            EditorAction::Turn(c) => s.editor.set_turn(c),
            EditorAction::Castle(c, side, on) => s.editor.set_castling(c, side, on),
            EditorAction::Ep(ep) => s.editor.set_ep(ep),
            EditorAction::LoadFen(fen) => s.load(
                Editor::from_fen(&fen)
                    .map_err(|e| super::words::phrase(crate::tutor::fen_phrase(&e))),
            ),
            EditorAction::DropImpossibleRights => s.editor.drop_impossible_rights(),
            EditorAction::Arrow(f, t, c) => {
                let c = c.unwrap_or(s.colour);
                s.view.annotations.toggle_arrow(f, t, c);
            }
            EditorAction::ClearMarks => s.view.annotations.clear(),
            EditorAction::SetColour(c) => s.colour = c,
            EditorAction::Flip => s.view.flipped = !s.view.flipped,
        }
        if s.link_failed && s.editor.position() != self.editor.position() {
            s.link_failed = false;
        }
        Rc::new(s)
    }
}
