//! Moves tried on a presented step's board: the teacher plays a move in front of the class
//! (click, drag or the board's keys) and the tutor's words for it are shown large. On a
//! question whose answer is still hidden, a tried move gives nothing away: no check is
//! marked and no reason said. Undo takes the moves back, and then the step's own board
//! (with its marks) is shown again.

use super::view::{board_data, BoardData};
use super::words::text;
use crate::rules::{Role, Square};
use crate::tutor::{Feedback, LineKind, Mark, Play};
use yew::prelude::*;

/// The moves tried on the step's board; `None` while the step's own board is shown.
pub type Demo = UseStateHandle<Option<Play>>;

/// What the board's handlers do with the demonstration.
#[derive(Clone, Copy)]
pub enum Try {
    Click(Square),
    Drop(Square, Square),
}

/// Applies `what` to the demonstration of the step whose position is `fen`, starting it
/// on the first touch. A pawn reaching the last rank becomes a queen (a class sees the
/// rule, not the choice).
pub fn try_move(demo: &Demo, fen: &str, what: Try) {
    let Some(mut play) = (**demo).clone().or_else(|| Play::from_fen(fen).ok()) else {
        return;
    };
    match what {
        Try::Click(sq) => play.click(sq),
        Try::Drop(from, to) => play.drop_piece(from, to),
    }
    if play.pending_promotion().is_some() {
        play.promote(Role::Queen);
    }
    demo.set(Some(play));
}

/// Takes the last move back; with none left, the step's own board comes back.
pub fn undo(demo: &Demo) {
    match (**demo).clone() {
        Some(mut play) if play.can_undo() => {
            play.undo();
            demo.set(play.can_undo().then_some(play));
        }
        _ => demo.set(None),
    }
}

/// The board of the demonstration; `hide` leaves the check unmarked (a question whose
/// answer is not shown yet).
pub fn board(play: &Play, hide: bool) -> BoardData {
    let mut view = play.view();
    if hide {
        view.marks
            .retain(|(_, m)| !matches!(m, Mark::InCheck | Mark::Checker));
        view.lines.retain(|(_, _, kind)| *kind != LineKind::Check);
    }
    board_data(&view, None)
}

/// The tutor's words for the last move tried, large under the step's words.
pub fn words(play: &Play, hide: bool) -> Html {
    let (reason, said): (Option<&'static str>, Vec<String>) = match play.feedback() {
        Some(Feedback::Refused(_)) if hide => {
            (Some("hidden"), vec![text("ui-present-demo-refused")])
        }
        Some(Feedback::Played(_)) if hide => (None, vec![text("ui-present-demo-played")]),
        Some(Feedback::Played(l)) => {
            let mut said = vec![l.message.shown()];
            if let Some((_, ending)) = play.explanation() {
                said.extend(ending.iter().map(|m| m.shown()));
            }
            (None, said)
        }
        Some(Feedback::TookBack(_)) => return Html::default(),
        _ => match play.explanation() {
            Some((reason, messages)) if !hide => (
                reason.map(|r| r.code()),
                messages.iter().map(|m| m.shown()).collect(),
            ),
            _ => return Html::default(),
        },
    };
    html! {
        <div class="present-demo" data-role="present-demo" data-reason={reason} role="status">
            { for said.iter().map(|t| html! { <p>{ t }</p> }) }
        </div>
    }
}
