//! A `choose` step's fields: what the engine is asked, the answers it filled (its own
//! value marked), and the teacher's words for each.

use super::step_form::text_of;
use crate::lessons::authoring::{engine_value, filled_answers, why_illegal};
use crate::lessons::{Question, Step};
use crate::rules::Position;
use crate::tutor::{Fact, Phrase};
use crate::ui::words::{attr, phrase, text, use_words};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// What the engine can be asked, with the id of its words.
const ABOUT: [(&str, &str); 4] = [
    ("status", "ui-builder-about-status"),
    ("check_kind", "ui-builder-about-check-kind"),
    ("move", "ui-builder-about-move"),
    ("valid", "ui-builder-about-valid"),
];

/// An answer's value, marked when it is the engine's own.
fn value_shown(value: &str, right: bool) -> String {
    if !right {
        return value.to_string();
    }
    phrase(Phrase::new("ui-builder-engine-answer").with("value", Fact::Text(value.to_string())))
}

/// A line about answer `n` (counted from 1): `id` told its number.
fn answer_label(id: &'static str, n: usize) -> AttrValue {
    AttrValue::from(phrase(Phrase::new(id).with("n", Fact::Count(n))))
}

fn about_name(q: &Question) -> &'static str {
    match q {
        Question::Status => "status",
        Question::CheckKind => "check_kind",
        Question::Move(_) => "move",
        Question::Valid => "valid",
    }
}

/// The step with `about` and its answers filled by the engine.
fn with_about(step: &Step, new: Question) -> Step {
    let mut s = step.clone();
    if let Step::Choose {
        fen,
        about,
        answers,
        ..
    } = &mut s
    {
        if let Ok(pos) = fen.parse::<Position>() {
            *answers = filled_answers(&pos, &new);
        }
        *about = new;
    }
    s
}

#[derive(Properties, PartialEq)]
pub struct ChooseFieldsProps {
    pub step: Step,
    pub on_change: Callback<Step>,
}

#[component(ChooseFields)]
pub fn choose_fields(props: &ChooseFieldsProps) -> Html {
    use_words();
    let Step::Choose {
        fen,
        question,
        about,
        answers,
        explain,
        ..
    } = &props.step
    else {
        return html! {};
    };
    let truth = engine_value(fen, about);
    let change = |set: fn(&mut Step, String)| {
        let (step, on_change) = (props.step.clone(), props.on_change.clone());
        Callback::from(move |e: InputEvent| {
            let mut s = step.clone();
            set(&mut s, text_of(&e));
            on_change.emit(s);
        })
    };
    let on_about = {
        let (step, on_change) = (props.step.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let v = e
                .target_dyn_into::<HtmlSelectElement>()
                .map(|s| s.value())
                .unwrap_or_default();
            let q = match v.as_str() {
                "check_kind" => Question::CheckKind,
                "move" => Question::Move(String::new()),
                "valid" => Question::Valid,
                _ => Question::Status,
            };
            on_change.emit(with_about(&step, q));
        })
    };
    let on_move = {
        let (step, on_change) = (props.step.clone(), props.on_change.clone());
        Callback::from(move |e: InputEvent| {
            on_change.emit(with_about(
                &step,
                Question::Move(text_of(&e).trim().to_string()),
            ))
        })
    };
    let refill = {
        let (step, on_change, about) = (props.step.clone(), props.on_change.clone(), about.clone());
        Callback::from(move |_: MouseEvent| on_change.emit(with_about(&step, about.clone())))
    };
    let answer_change = |i: usize, why: bool| {
        let (step, on_change) = (props.step.clone(), props.on_change.clone());
        Callback::from(move |e: InputEvent| {
            let mut s = step.clone();
            if let Step::Choose { answers, .. } = &mut s {
                if let Some(a) = answers.get_mut(i) {
                    let t = text_of(&e);
                    if why {
                        a.why_not = (!t.trim().is_empty()).then_some(t);
                    } else {
                        a.text = t;
                    }
                }
            }
            on_change.emit(s);
        })
    };
    let remove = |i: usize| {
        let (step, on_change) = (props.step.clone(), props.on_change.clone());
        Callback::from(move |_: MouseEvent| {
            let mut s = step.clone();
            if let Step::Choose { answers, .. } = &mut s {
                if i < answers.len() {
                    answers.remove(i);
                }
            }
            on_change.emit(s);
        })
    };
    html! { <>
        <label class="field">
            <span>{ text("ui-builder-question") }</span>
            <input data-role="builder-question" value={question.clone()}
                   oninput={change(|s, t| if let Step::Choose { question, .. } = s { *question = t })} />
        </label>
        <label class="field">
            <span>{ text("ui-builder-about") }</span>
            <select data-role="builder-about" onchange={on_about}>
                { for ABOUT.iter().map(|(k, words)| html! {
                    <option value={*k} selected={*k == about_name(about)}>{ text(words) }</option>
                }) }
            </select>
        </label>
        if let Question::Move(m) = about {
            <label class="field">
                <span>{ text("ui-builder-about-move-field") }</span>
                <input data-role="builder-about-move" value={m.clone()} oninput={on_move} />
            </label>
            { why_illegal_button(&props.step, fen, m, &props.on_change) }
        }
        <div class="answers-editor" data-role="builder-answers">
            { for answers.iter().enumerate().map(|(i, a)| {
                let right = truth.as_deref() == Some(a.value.as_str());
                html! {
                    <div class={classes!("answer-row", right.then_some("right"))}
                         data-value={a.value.clone()} data-right={right.to_string()}>
                        <input data-role="answer-text" aria-label={answer_label("ui-builder-answer", i + 1)}
                               value={a.text.clone()} oninput={answer_change(i, false)} />
                        <span class="answer-value">
                            { value_shown(&a.value, right) }
                        </span>
                        if !right {
                            <input data-role="answer-why-not" aria-label={answer_label("ui-builder-answer-why-not", i + 1)}
                                   placeholder={attr("ui-builder-answer-why-not-placeholder")}
                                   value={a.why_not.clone().unwrap_or_default()} oninput={answer_change(i, true)} />
                        }
                        <button data-role="answer-remove" aria-label={answer_label("ui-builder-answer-remove", i + 1)}
                                onclick={remove(i)}>{ "✕" }</button>
                    </div>
                }
            }) }
            <button data-role="fill-answers" onclick={refill}>{ text("ui-builder-fill-answers") }</button>
        </div>
        <label class="field">
            <span>{ text("ui-builder-explain") }</span>
            <input data-role="builder-explain" value={explain.clone().unwrap_or_default()}
                   oninput={change(|s, t| if let Step::Choose { explain, .. } = s {
                       *explain = (!t.trim().is_empty()).then_some(t)
                   })} />
        </label>
    </> }
}

/// For an illegal move: a button that puts the engine's reason after the right answer, so
/// the class hears why, in the words a learner who tries the move gets.
fn why_illegal_button(step: &Step, fen: &str, mv: &str, on_change: &Callback<Step>) -> Html {
    let Some(reason) = why_illegal(fen, mv) else {
        return html! {};
    };
    let onclick = {
        let (step, on_change) = (step.clone(), on_change.clone());
        Callback::from(move |_: MouseEvent| {
            let mut s = step.clone();
            if let Step::Choose { explain, .. } = &mut s {
                *explain = Some(reason.clone());
            }
            on_change.emit(s);
        })
    };
    html! {
        <p>
            <button type="button" data-role="builder-why-illegal" {onclick}>
                { text("ui-builder-why-illegal") }
            </button>
        </p>
    }
}
