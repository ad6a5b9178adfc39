//! What a game against the computer says to a screen reader beyond the moves themselves
//! (the play page speaks each move): the hint when it arrives, and, when the computer's
//! move gives check, the checker and the ways out, as the page shows them.

use crate::tutor::{describe_check, hint};
use crate::ui::state::AppState;
use yew::prelude::*;

/// Speaks the hint and a check the computer gives, once each, through the live region.
#[hook]
pub fn use_versus_voice(state: &UseReducerHandle<AppState>) {
    let announce = crate::ui::announce::use_announce();
    let pos = *state.play.position();
    let hint_text = state.hint.map(|m| hint(&pos, &m).shown());
    {
        let announce = announce.clone();
        use_effect_with(hint_text, move |said| {
            if let Some(said) = said {
                announce.emit(said.clone());
            }
        });
    }
    // The learner to move, in check, just after the computer's move: the check explained
    // in one message (its sentences), after the move's own.
    let game = state.play.game();
    let checked = state
        .vs
        .filter(|vs| {
            !vs.is_over(game)
                && pos.turn() == vs.human
                && crate::tutor::computer_played(vs, game).is_some()
        })
        .and_then(|_| describe_check(&pos))
        .map(|report| {
            let sentences: Vec<String> = report.messages.iter().map(|m| m.shown()).collect();
            sentences.join(" ")
        });
    let plies = game.len();
    use_effect_with((plies, checked), move |(_, said)| {
        if let Some(said) = said {
            announce.emit(said.clone());
        }
    });
}

/// What the explanation box shows: the tutor's explanation (a refusal, the ending) and,
/// against the computer, a check on the learner at once (the checker and the ways out),
/// each naming the page's own way back.
pub(crate) fn explanation(
    play: &crate::tutor::Play,
    vs: Option<crate::tutor::Versus>,
) -> Option<(Option<crate::tutor::Reason>, Vec<crate::tutor::Message>)> {
    let pos = play.position();
    let (reason, said) = play.explanation().or_else(|| {
        vs.filter(|vs| !vs.is_over(play.game()) && pos.turn() == vs.human)?;
        Some((None, describe_check(pos)?.messages))
    })?;
    let said = said
        .into_iter()
        .map(|m| way_back(m, vs.is_some()))
        .collect();
    Some((reason, said))
}

/// A refusal after the game's end names the page's way back: Take back against the
/// computer, Undo elsewhere.
pub(crate) fn way_back(m: crate::tutor::Message, versus: bool) -> crate::tutor::Message {
    match m {
        crate::tutor::Message::GameOver { status, .. } => crate::tutor::Message::GameOver {
            status,
            take_back: versus,
        },
        m => m,
    }
}
