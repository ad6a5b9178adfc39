//! The lesson's step navigation: one link per step, the current one marked, and each
//! finished step said to be done (its colour alone would not be heard).

use crate::tutor::{Fact, Phrase};
use crate::ui::words::{attr, phrase};
use yew::prelude::*;

/// Where a step's link goes: an address, or, for a lesson carried in its link, a button
/// that makes the address when pressed.
pub(super) enum StepLink {
    Href(String),
    Press(Callback<MouseEvent>),
}

/// The list of `total` steps with step `n` the current one; `done` says which steps are
/// finished, `link` where each goes.
pub(super) fn step_list(
    total: usize,
    n: usize,
    done: impl Fn(usize) -> bool,
    link: impl Fn(usize) -> StepLink,
) -> Html {
    html! {
        <ol class="steps" aria-label={attr("ui-steps")}>
            { for (1..=total).map(|i| {
                let done = done(i);
                let label = step_label(i, done);
                let current = (i == n).then_some("step");
                html! {
                    <li class={classes!((i == n).then_some("current"), done.then_some("done"))}>
                        { match link(i) {
                            StepLink::Press(onclick) => html! {
                                <button type="button" aria-label={label} aria-current={current}
                                        {onclick}>{ i }</button>
                            },
                            StepLink::Href(href) => html! {
                                <a {href} aria-label={label} aria-current={current}>{ i }</a>
                            },
                        } }
                    </li>
                }
            }) }
        </ol>
    }
}

/// A step link's name: "Step 2", or "Step 2, done" once finished.
fn step_label(i: usize, done: bool) -> AttrValue {
    let id = if done { "ui-step-done" } else { "ui-step" };
    AttrValue::from(phrase(Phrase::new(id).with("n", Fact::Count(i))))
}
