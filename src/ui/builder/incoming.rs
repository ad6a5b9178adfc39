//! A position sent from the editor (`#/builder?fen=...`): refused with the FEN's problem if
//! it cannot be read, put in the selected step at once if that step holds no work yet, and
//! otherwise only once the teacher says how.

use crate::lessons::authoring::new_step;
use crate::lessons::Step;
use crate::rules::Position;
use crate::tutor::{Fact, Phrase};
use crate::ui::words::{phrase, text, use_words};
use yew::prelude::*;

/// What the link's position may do, once read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incoming {
    /// Nothing can be lost: put it in the selected step.
    Set(String),
    /// The selected step holds work: ask first.
    Ask(String),
}

/// Reads the link's FEN against the step it would go into; `Err` is the FEN's problem.
pub fn incoming(fen: &str, step: Option<&Step>) -> Result<Incoming, String> {
    let fen = fen
        .trim()
        .parse::<Position>()
        .map_err(|e| crate::ui::words::phrase(crate::tutor::fen_phrase(&e)))?
        .fen();
    Ok(match step {
        Some(step) if holds_work(step, &fen) => Incoming::Ask(fen),
        _ => Incoming::Set(fen),
    })
}

/// A step holds work unless it is a new step on the starting position or already on `fen`.
fn holds_work(step: &Step, fen: &str) -> bool {
    let start = Position::starting().fen();
    let untouched = *step == new_step(step.kind(), step.fen()) && step.fen() == start;
    !untouched && step.fen() != fen
}

/// The teacher's answer to [`Incoming::Ask`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Replace,
    AddStep,
    Keep,
}

#[derive(Properties, PartialEq)]
pub struct AskProps {
    /// The selected step, counted from 1.
    pub number: usize,
    pub on_answer: Callback<Answer>,
}

/// The question: replace the selected step's position, add a step, or leave it.
#[component(AskAboutFen)]
pub fn ask_about_fen(props: &AskProps) -> Html {
    use_words();
    let n = props.number;
    let say = |id: &'static str| phrase(Phrase::new(id).with("n", Fact::Count(n)));
    let answer = |a: Answer| {
        let cb = props.on_answer.clone();
        Callback::from(move |_: MouseEvent| cb.emit(a))
    };
    html! {
        <div class="notice" role="alert" data-role="builder-fen-offer">
            <p>{ say("ui-builder-fen-offer") }</p>
            <p class="controls">
                <button type="button" class="button" data-role="fen-replace" onclick={answer(Answer::Replace)}>
                    { say("ui-builder-fen-replace") }
                </button>
                <button type="button" class="button" data-role="fen-add" onclick={answer(Answer::AddStep)}>
                    { say("ui-builder-fen-add") }
                </button>
                <button type="button" class="button" data-role="fen-keep" onclick={answer(Answer::Keep)}>
                    { text("ui-builder-fen-keep") }
                </button>
            </p>
        </div>
    }
}
