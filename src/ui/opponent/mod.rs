//! A game against the computer on the play page: the choice of side and level, the
//! computer's moves from its worker, take back, hint, resign and a new game. The chess is
//! the tutor's ([`crate::tutor::Versus`]) and the engine's; this is the page's part.

mod driver;
mod panel;
mod voice;

pub use driver::{use_computer, Computer};
pub use panel::{versus_panel, versus_status, Ask, StartDialog};
pub(crate) use voice::{explanation, way_back};

use super::route::{VersusParams, ViewParams};
use super::state::AppState;
use crate::engine::Level;
use crate::rules::{Color, Game, GameStatus, Position, Status};
use crate::tutor::{
    legal_uci, play_link, playable_why, replay, LinkProblem, Message, Play, Versus,
};

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
    /// The learner claims the draw the rules allow them now.
    ClaimDraw,
    /// The computer cannot play (why), or may try again (`None`).
    Failed(Option<String>),
    /// The game goes on with the learner moving both sides.
    Leave,
    /// The learner has read why a game link stopped short: the computer may play on.
    PlayOn,
}

/// A note the learner gets for touching the board when it is not theirs to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// The computer is thinking.
    Wait,
    /// The learner resigned.
    Over,
    /// A game link could not be followed to its end: the computer waits for Play on.
    Paused,
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
                // The hint takes the place of an earlier refusal's explanation.
                s.play.forget_refusal();
            }
        }
        VersusAction::TakeBack => {
            if let Some(vs) = s.vs {
                let n = vs.take_back(s.play.game());
                s.play.take_back(n);
            }
        }
        VersusAction::Resign => {
            if let Some(vs) = s.vs.as_mut() {
                vs.resigned = true;
                s.hint = None;
            }
        }
        VersusAction::ClaimDraw => {
            if let Some(vs) = s.vs.as_mut() {
                // A claim by a declared move: the move is played, and the claim made on the
                // position it brings about, before the computer may answer.
                if vs.learner_claim(s.play.game()).is_none() {
                    if let Some((m, _)) = vs.declared_claim(s.play.game()) {
                        s.play.attempt(m.from, m.to, m.promotion);
                    }
                }
                vs.claimed = vs.claim_stands(s.play.game());
                s.hint = None;
            }
        }
        VersusAction::Failed(why) => s.engine_failed = why,
        VersusAction::Leave => {
            s.vs = None;
            s.engine_failed = None;
        }
        VersusAction::PlayOn => {
            s.link_failed = false;
            s.load_error = None;
        }
    }
}

/// Whether a move of the learner's may be tried now; if not, the note says why. While the
/// computer cannot play, the learner may move for it.
pub fn board_note(s: &AppState) -> Option<Note> {
    let vs = s.vs?;
    // A draw no move may follow (fivefold, seventy-five moves, too little to mate): the
    // panel's words, with its own buttons, rather than the board's "Press Undo", a button a
    // game against the computer does not have. A move tried after a mate still hears why
    // it is refused, which is how a learner sees why it is mate.
    let game = s.play.game();
    if vs.resigned || game.status().is_automatic_draw() || vs.claimed_draw(game).is_some() {
        Some(Note::Over)
    } else if s.link_failed && vs.computer_to_move(s.play.game()) {
        Some(Note::Paused)
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
    // No level: the "play the computer" link, which opens the choice.
    let Some(asked) = p.level.as_deref() else {
        s.choosing = true;
        return;
    };
    // What is wrong with the link, each said; the rest of it still stands.
    let mut problems = Vec::new();
    // A level that does not exist: the game is played at the first.
    let level = asked
        .parse()
        .ok()
        .and_then(Level::from_number)
        .unwrap_or_else(|| {
            problems.push(LinkProblem::NoSuchLevel {
                asked: crate::rules::shown(asked, 12),
            });
            Level::One
        });
    let human = match p.you.as_deref() {
        Some("black") => Color::Black,
        _ => Color::White,
    };
    let seed = p.seed.as_deref().and_then(|t| t.parse().ok()).unwrap_or(0);
    // A starting position that does not read is said in the learner's words, on its own.
    let mut unreadable = None;
    let start = match p.start.as_deref().map(|f| f.parse::<Position>()) {
        None => Ok(Position::starting()),
        Some(Ok(pos)) => playable_why(&pos).map(|()| pos).map_err(Some),
        Some(Err(error)) => {
            unreadable = Some(error);
            Err(None)
        }
    };
    let moves = p.moves.unwrap_or_default();
    let game = match start {
        Ok(start) => {
            let (game, bad) = replay(start, moves.split('.').filter(|m| !m.is_empty()));
            if let Some(stop) = bad {
                problems.push(LinkProblem::MoveStopped { stop, vs: true });
            }
            game
        }
        // The moves were for that position: none of them is played from another.
        Err(why) => {
            if let Some(why) = why {
                problems.push(play_link::start_not_playable(*why, true));
            }
            Game::new(Position::starting())
        }
    };
    // Only a game still going on can be resigned.
    let status = game.status();
    let resigned = p.resigned && status == GameStatus::Position(Status::Ongoing);
    if p.resigned && !resigned {
        problems.push(LinkProblem::ResignedAfterEnd { ended: status });
    }
    let mut vs = Versus {
        human,
        level,
        seed,
        resigned,
        claimed: false,
    };
    // Only a draw the rules allow on the position on the board can have been claimed.
    if p.claimed {
        vs.claimed = vs.claim_stands(&game);
        if !vs.claimed {
            problems.push(LinkProblem::ClaimRefused);
        }
    }
    s.load_error = match unreadable {
        Some(error) => Some(Message::FenUnreadable {
            error,
            in_link: true,
        }),
        None => (!problems.is_empty()).then_some(Message::GameLink { problems }),
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
