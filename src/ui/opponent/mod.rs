//! A game against the computer on the play page: the choice of side and level, the
//! computer's moves from its worker, take back, hint, resign and a new game. The chess is
//! the tutor's ([`crate::tutor::Versus`]) and the engine's; this is the page's part.

mod driver;
mod panel;

pub use driver::{use_computer, Computer};
pub use panel::{versus_panel, versus_status, StartDialog};

use super::route::{VersusParams, ViewParams};
use super::state::AppState;
use crate::engine::Level;
use crate::rules::{Color, Position};
use crate::tutor::{legal_uci, playable, replay, Play, Versus};

/// What changes a game against the computer.
pub enum VersusAction {
    /// Shows or hides the choice of side and level.
    Choose(bool),
    Start(Versus),
    /// A game link was followed.
    Open(VersusParams, ViewParams),
    /// The computer's move, for the game as it stood after `plies` half-moves.
    ComputerMove {
        plies: usize,
        uci: String,
    },
    /// A hint for the learner, for the game after `plies` half-moves.
    Hint {
        plies: usize,
        uci: String,
    },
    TakeBack,
    Resign,
    /// The computer cannot play (why), or may try again (`None`).
    Failed(Option<String>),
    /// The game goes on with the learner moving both sides.
    Leave,
}

/// A note the learner gets for touching the board when it is not theirs to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// The computer is thinking.
    Wait,
    /// The learner resigned.
    Over,
}

/// A new seed for a game: any number will do, and the link keeps it.
pub fn fresh_seed() -> u32 {
    (js_sys::Math::random() * f64::from(u32::MAX)) as u32
}

/// Applies `action` to the page's state.
pub fn reduce(s: &mut AppState, action: VersusAction) {
    match action {
        VersusAction::Choose(open) => s.choosing = open,
        VersusAction::Start(vs) => {
            s.play = Play::default();
            s.engine_failed = None;
            s.vs = Some(vs);
            s.choosing = false;
            s.view.flipped = vs.human == Color::Black;
            s.view.annotations.clear();
            s.load_error = None;
            s.link_failed = false;
        }
        VersusAction::Open(params, view) => open(s, params, view),
        VersusAction::ComputerMove { plies, uci } => {
            let game = s.play.game();
            let fits = s.vs.is_some_and(|vs| vs.computer_to_move(game)) && game.len() == plies;
            if let Some(m) = legal_uci(s.play.position(), &uci).filter(|_| fits) {
                s.play.attempt(m.from, m.to, m.promotion);
            }
        }
        VersusAction::Hint { plies, uci } => {
            if s.play.game().len() == plies {
                s.hint = legal_uci(s.play.position(), &uci);
            }
        }
        VersusAction::TakeBack => {
            if let Some(vs) = s.vs {
                for _ in 0..vs.take_back(s.play.game()) {
                    s.play.undo();
                }
            }
        }
        VersusAction::Resign => {
            if let Some(vs) = s.vs.as_mut() {
                vs.resigned = true;
                s.hint = None;
            }
        }
        VersusAction::Failed(why) => s.engine_failed = why,
        VersusAction::Leave => {
            s.vs = None;
            s.engine_failed = None;
        }
    }
}

/// Whether a move of the learner's may be tried now; if not, the note says why. While the
/// computer cannot play, the learner may move for it.
pub fn board_note(s: &AppState) -> Option<Note> {
    let vs = s.vs?;
    if vs.resigned {
        Some(Note::Over)
    } else if vs.computer_to_move(s.play.game()) && s.engine_failed.is_none() {
        Some(Note::Wait)
    } else {
        None
    }
}

/// Opens a game link: the settings, and the game as far as its moves can be played.
fn open(s: &mut AppState, p: VersusParams, view: ViewParams) {
    s.link_failed = false;
    s.load_error = None;
    let level = p.level.as_deref().and_then(|l| l.parse().ok());
    let Some(level) = level.and_then(Level::from_number) else {
        // No level (the "play the computer" link) or one that does not exist: choose.
        if let Some(l) = &p.level {
            s.load_error = Some(format!(
                "the link asks for level {l}, and the levels are 1 to 4"
            ));
        }
        s.choosing = true;
        return;
    };
    let human = match p.you.as_deref() {
        Some("black") => Color::Black,
        _ => Color::White,
    };
    let seed = p.seed.as_deref().and_then(|t| t.parse().ok()).unwrap_or(0);
    let start = match p.start.as_deref().map(|f| f.parse::<Position>()) {
        None => Ok(Position::starting()),
        Some(Ok(pos)) => playable(&pos).map(|()| pos),
        Some(Err(e)) => Err(e.to_string()),
    };
    let start = start.unwrap_or_else(|e| {
        s.load_error = Some(format!(
            "the link's starting position could not be loaded: {e}"
        ));
        Position::starting()
    });
    let moves = p.moves.unwrap_or_default();
    let (game, bad) = replay(start, moves.split('.').filter(|m| !m.is_empty()));
    if let Some((n, text)) = bad {
        s.load_error = Some(format!(
            "move {n} of the link's game ({text}) cannot be played there, so the game stops before it"
        ));
    }
    let vs = Versus {
        human,
        level,
        seed,
        resigned: p.resigned,
    };
    s.link_failed = s.load_error.is_some();
    s.view = view;
    s.choosing = false;
    s.hint = None;
    if s.vs != Some(vs) || *s.play.game() != game {
        s.play = Play::at_end(game);
        s.vs = Some(vs);
    }
}
