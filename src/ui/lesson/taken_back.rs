//! Moves taken back in a lesson step are said, as Play says them ("Taken back: …"): a
//! watch step's previous move (◀ or ←), Try again after a missed move that ended the game,
//! and Start again.

use crate::rules::Position;
use crate::tutor::{explain_move, Fact, Message, Phrase, Verdict};
use crate::ui::words::{phrase, text};
use yew::prelude::*;

/// What the last take-back took back, numbered so that the same move taken back twice
/// (back, forward, back) is said twice.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::ui) struct TakenBack {
    n: u32,
    what: What,
}

#[derive(Clone, Debug, PartialEq)]
enum What {
    /// One move, in words.
    Move(Message),
    /// Several moves: the step is back at its start.
    ToStart,
}

impl TakenBack {
    /// What going from `was` back to `now` took back, after `last` (the one said before):
    /// the move, when one legal move leads from `now` to `was`; otherwise, when the step
    /// went back to its start (`to_start`), that. Nothing when the board did not change.
    pub(in crate::ui) fn between(
        was: &Position,
        now: &Position,
        to_start: bool,
        last: Option<&TakenBack>,
    ) -> Option<TakenBack> {
        if was == now {
            return None;
        }
        let one = now
            .legal_moves()
            .iter()
            .find(|m| now.after(m) == *was)
            .copied();
        let what = match one.map(|m| explain_move(now, m.from, m.to, m.promotion)) {
            Some(Verdict::Legal(l)) => What::Move(l.spoken(now.turn())),
            _ if to_start => What::ToStart,
            _ => return None,
        };
        let n = last.map_or(0, |t| t.n.wrapping_add(1));
        Some(TakenBack { n, what })
    }

    fn words(&self) -> String {
        match &self.what {
            What::Move(m) => {
                phrase(Phrase::new("ui-taken-back").with("move", Fact::Text(m.shown())))
            }
            What::ToStart => text("ui-step-started-again"),
        }
    }
}

/// Says each take-back once, through the page's live region.
#[hook]
pub(super) fn use_say_taken_back(taken: Option<TakenBack>) {
    let announce = crate::ui::announce::use_announce();
    use_effect_with(taken, move |taken| {
        if let Some(t) = taken {
            announce.emit(t.words());
        }
    });
}
