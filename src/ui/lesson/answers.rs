//! A question step's answers: one button each; those tried and not right are struck
//! through and say so to a screen reader, and the right one is marked once chosen.

use crate::lessons::Runner;
use crate::ui::arising::Found;
use crate::ui::lesson_state::{LessonAction, LessonUi};
use crate::ui::practice_answer::tried_note;
use crate::ui::words::attr;
use yew::prelude::*;

/// The answers of the question `runner` is on, in the lesson's language `text_lang`; they
/// wait while whether the position could arise is being found (`arising`).
pub(super) fn answer_buttons(
    runner: &Runner,
    ui: &UseReducerHandle<LessonUi>,
    arising: Option<&Found>,
    text_lang: &'static str,
) -> Html {
    let crate::lessons::Step::Choose { answers, .. } = runner.step() else {
        return html! {};
    };
    html! { <>
        <div class="answers" role="group" aria-label={attr("ui-answers")} lang={text_lang}>
            { for answers.iter().enumerate().map(|(i, a)| {
                // The step ends with the right answer, the last one chosen.
                let right = runner.is_done() && runner.chosen().last() == Some(&i);
                let tried = !right && runner.chosen().contains(&i);
                let ui = ui.clone();
                html! {
                    <button data-answer={i.to_string()}
                            class={classes!("answer", tried.then_some("tried"), right.then_some("right"))}
                            disabled={runner.is_done() || arising.is_some()}
                            onclick={Callback::from(move |_: MouseEvent| ui.dispatch(LessonAction::Answer(i)))}>
                        { &a.text }
                        if tried { { " " }{ tried_note() } }
                    </button>
                }
            }) }
        </div>
        { crate::ui::arising::note(arising) }
    </> }
}
