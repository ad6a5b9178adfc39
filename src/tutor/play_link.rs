//! A game carried in a Play link: its start (when not the usual one), its moves in UCI and
//! the half-move shown: `#/play?moves=e2e4.e7e5&ply=1` opens the game after 1. e4 with
//! 1... e5 still to come (Redo, or a click on it in the move list).

use super::{playable_why, versus::replay, LinkProblem, Message, Play};
use crate::rules::{Game, Position};

/// The longest game a link carries; a longer one is linked by its position only, so the
/// address stays short enough to write on every move.
pub const LINK_PLIES: usize = 600;

/// The moves of `game` as a link writes them: UCI joined by dots.
pub fn link_moves(game: &Game) -> String {
    let moves: Vec<String> = game.moves().iter().map(|m| m.uci().to_string()).collect();
    moves.join(".")
}

/// The game a link describes, at half-move `ply` (its end when `None`), or why not.
pub fn from_link(
    start: Option<&str>,
    moves: &str,
    ply: Option<usize>,
) -> Result<Play, LinkProblem> {
    let start = match start {
        // The page says why in the learner's words (the link's position is loaded on its
        // own, `Message::FenUnreadable`); the FEN's problem is not worded here.
        Some(fen) => fen
            .parse::<Position>()
            .map_err(|_| LinkProblem::StartUnreadable)?,
        None => Position::starting(),
    };
    if let Err(why) = playable_why(&start) {
        return Err(start_not_playable(*why, false));
    }
    let (game, bad) = replay(start, moves.split('.').filter(|m| !m.is_empty()));
    if let Some(stop) = bad {
        return Err(LinkProblem::MoveStopped { stop, vs: false });
    }
    let mut play = Play::from_game(&game);
    play.go_to(ply.unwrap_or(usize::MAX));
    Ok(play)
}

/// A game link's start that could never arise (`why`, from [`playable_why`]), as a problem.
pub fn start_not_playable(why: Message, vs: bool) -> LinkProblem {
    let reasons = match why {
        Message::NotPlayable { reasons } => reasons,
        other => vec![other],
    };
    LinkProblem::StartNotPlayable { reasons, vs }
}

/// Whether `play` already shows what the link describes (the app wrote that address).
pub fn shows_link(play: &Play, start: Option<&str>, moves: &str, ply: Option<usize>) -> bool {
    let whole = play.whole_game();
    let same_start = match start {
        Some(fen) => whole.start().fen() == fen,
        None => *whole.start() == Position::starting(),
    };
    same_start && play.game().len() == ply.unwrap_or(whole.len()) && link_moves(whole) == moves
}
