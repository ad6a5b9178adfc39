//! Play mode's state and the actions that change it (see `Reducible`). Chess decisions are
//! the tutor's [`Play`]; this only forwards and remembers view choices.

use super::opponent::{board_note, reduce, Note, VersusAction};
use super::route::{GameLink, VersusParams, ViewParams};
use crate::rules::{Move, Role, Square};
use crate::tutor::annotations::Colour;
use crate::tutor::{english, play_link, playable_why, Lang, Message, Play, Versus};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    pub play: Play,
    /// Orientation, a teacher's marks, present mode.
    pub view: ViewParams,
    /// The colour new arrows and circles are drawn in.
    pub colour: Colour,
    /// Why the last FEN or PGN typed or linked could not be loaded (worded when shown).
    pub load_error: Option<Message>,
    /// What the last PGN import loaded (players, moves, result), until another game.
    pub loaded: Option<crate::tutor::Phrase>,
    /// The FEN behind `load_error` when it reads but could never arise: the editor can
    /// show it.
    pub refused_fen: Option<String>,
    /// Set while the board is not the one a followed link sent, because its position
    /// could not be loaded: the page says so at the top, shows none of the link's marks and
    /// leaves the address as it was, until the game changes.
    pub link_failed: bool,
    /// A game against the computer, when one is on.
    pub vs: Option<Versus>,
    /// The choice of side and level is open.
    pub choosing: bool,
    /// A move the computer suggested to the learner, until the game moves on.
    pub hint: Option<Move>,
    /// Why the learner's last touch of the board did nothing (the computer's turn, a
    /// resigned game).
    pub note: Option<Note>,
    /// Why the computer cannot play, when its worker failed.
    pub engine_failed: Option<String>,
    /// A followed link's packed game (`pgn=`) and the half-move it shows, until it is
    /// unfolded (`Action::OpenPacked`): meanwhile the address stays as sent.
    pub unpacking: Option<(String, Option<usize>)>,
}

impl Default for AppState {
    fn default() -> Self {
        AppState {
            play: Play::default(),
            view: ViewParams::default(),
            colour: Colour::Green,
            load_error: None,
            loaded: None,
            refused_fen: None,
            link_failed: false,
            vs: None,
            choosing: false,
            hint: None,
            note: None,
            engine_failed: None,
            unpacking: None,
        }
    }
}

pub enum Action {
    Click(Square),
    /// A drag picked up the piece on this square: its moves show while it is carried.
    Lift(Square),
    Drop(Square, Square),
    Cancel,
    Promote(Role),
    /// A typed move, and the language whose piece letters it may use.
    TypeMove(String, Lang),
    Undo,
    Redo,
    /// Back to the start of the game, or forward to its last move.
    ToStart,
    ToEnd,
    NewGame,
    Flip,
    LoadFen(String),
    /// A PGN the learner imported, as the helper worker read it (`pgn_read`): the game, or
    /// why it could not be read.
    LoadPgn(super::pgn_read::Read),
    /// A link was followed: position and view together.
    Open(Option<String>, ViewParams, Option<GameLink>),
    /// A followed link's packed game, unfolded and read (`None`: it could not be unfolded),
    /// and the half-move to show (its end when `None`).
    OpenPacked(Option<super::pgn_read::Read>, Option<usize>),
    /// To the position after this many half-moves of the game (a move in the list).
    GoTo(usize),
    Arrow(Square, Square, Option<Colour>),
    ClearMarks,
    SetColour(Colour),
    TogglePresent,
    /// A game against the computer.
    Versus(VersusAction),
}

impl Action {
    /// What following a play link does: open its position, or its game against the
    /// computer.
    pub fn follow(
        fen: &Option<String>,
        view: &ViewParams,
        vs: &Option<VersusParams>,
        game: &Option<GameLink>,
    ) -> Action {
        match vs {
            Some(vs) => Action::Versus(VersusAction::Open(vs.clone(), view.clone())),
            None => Action::Open(fen.clone(), view.clone(), game.clone()),
        }
    }

    /// Whether the action tries a move on the board, which a game against the computer
    /// allows only on the learner's turn.
    fn tries_a_move(&self) -> bool {
        matches!(
            self,
            Action::Click(_)
                | Action::Lift(_)
                | Action::Drop(..)
                | Action::Promote(_)
                | Action::TypeMove(..)
        )
    }

    /// Whether the action steps through the game, which a game against the computer does
    /// with Take back instead.
    fn steps_through_the_game(&self) -> bool {
        matches!(
            self,
            Action::Undo | Action::Redo | Action::ToStart | Action::ToEnd | Action::GoTo(_)
        )
    }
}

impl AppState {
    /// Loads the game a PGN held, imported or from a link (`in_link`); if it could not be
    /// read, the page says why and the current game stays.
    fn load_pgn(&mut self, read: super::pgn_read::Read, in_link: bool) {
        let record = read
            .map_err(|error| Message::PgnUnreadable { error, in_link })
            .and_then(|r| playable_why(r.game.start()).map(|()| r).map_err(|m| *m));
        let said = record.as_ref().ok().map(english::game_loaded_phrase);
        self.load(record.map(Play::from_record));
        self.loaded = said;
    }

    fn load(&mut self, loaded: Result<Play, Message>) {
        self.loaded = None;
        match loaded {
            Ok(p) => {
                self.play = p;
                self.load_error = None;
                // A game loaded by hand is played on both sides.
                self.vs = None;
            }
            Err(e) => self.load_error = Some(e),
        }
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        // A move, a reply, Undo or Redo sounds (when sounds are on); loading a game does not.
        let sounds = action.tries_a_move()
            || matches!(action, Action::Undo | Action::Redo)
            || matches!(&action, Action::Versus(a) if !matches!(a, VersusAction::Open(..)));
        let (before, refusals) = (*self.play.position(), self.play.refusals());
        let next = self.act(action);
        if sounds {
            let play = &next.play;
            super::sound::after(&before, play.position(), play.refusals() > refusals);
        }
        next
    }
}

impl AppState {
    fn act(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        s.note = None;
        if s.vs.is_some() {
            if action.steps_through_the_game() {
                return self;
            }
            if let Some(note) = board_note(&s).filter(|_| action.tries_a_move()) {
                s.note = Some(note);
                return Rc::new(s);
            }
        }
        match action {
            Action::Click(sq) => s.play.click(sq),
            Action::Lift(sq) => s.play.lift(sq),
            Action::Drop(from, to) => s.play.drop_piece(from, to),
            Action::Cancel => s.play.cancel(),
            Action::Promote(role) => s.play.promote(role),
            Action::TypeMove(text, lang) => s.play.type_move(&text, lang),
            Action::Undo => s.play.undo(),
            Action::Redo => s.play.redo(),
            Action::ToStart => s.play.to_start(),
            Action::ToEnd => s.play.to_end(),
            Action::GoTo(ply) => s.play.go_to(ply),
            Action::NewGame => {
                s.loaded = None;
                s.play = Play::default();
                s.load_error = None;
                s.vs = None;
            }
            Action::Flip => s.view.flipped = !s.view.flipped,
            Action::LoadFen(fen) => {
                s.load(Play::from_fen_why(&fen).map_err(|m| *m));
                s.refused_fen = Play::refused_fen(&fen);
            }
            Action::LoadPgn(read) => s.load_pgn(read, false),
            Action::Open(fen, view, game) => {
                // A packed game is read once unfolded (`OpenPacked`); meanwhile the link's
                // position shows.
                s.unpacking = game.as_ref().and_then(|g| Some((g.packed.clone()?, g.ply)));
                let game = game.filter(|g| g.packed.is_none());
                s.vs = None;
                s.choosing = false;
                s.view = view;
                s.link_failed = false;
                // A link's problem is its own: the last link's is gone.
                s.load_error = None;
                s.refused_fen = None;
                let start = game.as_ref().and_then(|g| g.start.as_deref());
                let shown = |g: &GameLink| play_link::shows_link(&s.play, start, &g.moves, g.ply);
                let mut game_error = None;
                let had_fen = fen.is_some();
                match game.as_ref().filter(|g| !shown(g)) {
                    Some(g) => match play_link::from_link(start, &g.moves, g.ply) {
                        Ok(play) => {
                            s.load(Ok(play));
                            return Rc::new(s);
                        }
                        // The link's position is shown instead, if it reads; the page
                        // says why the game could not be.
                        Err(problem) => {
                            game_error = Some(Message::GameLink {
                                problems: vec![problem],
                            })
                        }
                    },
                    None if game.is_some() => return Rc::new(s),
                    None => {}
                }
                if let Some(fen) = fen.filter(|f| *f != s.play.position().fen()) {
                    s.load(Play::from_fen_why(&fen).map_err(|m| match *m {
                        Message::FenUnreadable { error, .. } => Message::FenUnreadable {
                            error,
                            in_link: true,
                        },
                        could_never_arise => could_never_arise,
                    }));
                    s.refused_fen = Play::refused_fen(&fen);
                    if s.load_error.is_some() {
                        // The marks belong to a position nobody sees.
                        s.link_failed = true;
                        s.view.annotations.clear();
                    }
                }
                if s.load_error.is_none() && game_error.is_some() {
                    // Without a position of its own, the link showed nothing that stands.
                    s.link_failed = !had_fen;
                    if !had_fen {
                        s.view.annotations.clear();
                    }
                    s.load_error = game_error;
                }
                return Rc::new(s);
            }
            Action::OpenPacked(text, ply) => {
                s.unpacking = None;
                match text {
                    Some(read) => {
                        s.load_pgn(read, true);
                        // At the half-move the link shows (its end when it names none).
                        if s.load_error.is_none() {
                            let end = s.play.whole_game().len();
                            s.play.go_to(ply.unwrap_or(end).min(end));
                        }
                    }
                    // The link's position stays on the board, and the page says why.
                    None => {
                        let why = super::words::text("ui-link-game-unreadable");
                        s.load_error = Some(Message::LessonText(why));
                    }
                }
                return Rc::new(s);
            }
            Action::Arrow(from, to, colour) => {
                let c = colour.unwrap_or(s.colour);
                s.view.annotations.toggle_arrow(from, to, c);
            }
            Action::ClearMarks => s.view.annotations.clear(),
            Action::SetColour(c) => s.colour = c,
            Action::TogglePresent => s.view.present = !s.view.present,
            Action::Versus(a) => {
                s.loaded = None;
                // A link's game is what the link holds: a move of it that failed stays
                // reported until the game changes.
                let opening = matches!(a, VersusAction::Open(..));
                reduce(&mut s, a);
                if opening {
                    return Rc::new(s);
                }
            }
        }
        // A hint is for the position it was asked in (compared in constant time: a game
        // may be 400,000 half-moves long).
        let moved = s.play.game().len() != self.play.game().len()
            || s.play.position() != self.play.position();
        if s.hint.is_some() && moved {
            s.hint = None;
        }
        // A new game on the board shown: the link's problem is no longer the board's.
        if s.link_failed && s.play.game() != self.play.game() {
            s.link_failed = false;
            s.load_error = None;
        }
        Rc::new(s)
    }
}
