//! The lesson builder (`#/builder`): a title, an introduction and steps of every kind,
//! checked by the same lint as `tutor lint` on every change, each problem shown on its step;
//! previewed, shared by link, downloaded, or saved among the teacher's own lessons.

mod choose_form;
pub mod draft;
mod goal_picker;
mod incoming;
mod record;
mod share;
mod step_form;

use super::route;
use super::words::{attr, phrase, text, use_words};
use crate::lessons::authoring::Problems;
use crate::lessons::{Lesson, Step};
use crate::tutor::{Fact, Phrase};
use draft::{Draft, DraftAction};
use incoming::{AskAboutFen, Incoming};
use share::SharePanel;
pub use step_form::text_of;
use step_form::StepForm;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BuilderPageProps {
    /// A position from the editor for the selected step.
    #[prop_or_default]
    pub fen: Option<String>,
    /// Saves a lesson among the teacher's own, replacing the one it edits: the id it got.
    pub on_save: Callback<(Lesson, Option<String>), Result<String, String>>,
}

/// The `n`th step and what it is about, in a few words, for the list.
fn summary(n: usize, step: &Step) -> String {
    let words = match step {
        Step::Play { prompt, .. } | Step::Watch { prompt, .. } => prompt,
        Step::Choose { question, .. } => question,
    };
    phrase(
        Phrase::new("ui-builder-step-summary")
            .with("n", Fact::Count(n))
            .with("kind", Fact::Code(step.kind()))
            .with("text", Fact::Text(crate::rules::shown(words, 50))),
    )
}

/// A step's button's name for screen readers: `id` told the step's number.
fn step_label(id: &'static str, n: usize) -> AttrValue {
    AttrValue::from(phrase(Phrase::new(id).with("n", Fact::Count(n))))
}

/// Where the keyboard focus goes once `action` has moved or deleted a step of the `n` in the
/// list (the button pressed would otherwise hold another step, or be gone): a moved step's
/// same arrow, or its other one where that is now disabled (Up on the first step, Down on
/// the last); after a deletion, the next step's summary, else the previous one's, else the
/// first "add step" button.
fn focus_after(action: &DraftAction, n: usize) -> Option<String> {
    let on =
        |number: usize, role: &str| format!("[data-builder-step=\"{number}\"] [data-role={role}]");
    match *action {
        DraftAction::Up(i) if i > 0 && i < n => {
            Some(on(i, if i == 1 { "step-down" } else { "step-up" }))
        }
        DraftAction::Down(i) if i + 1 < n => {
            Some(on(i + 2, if i + 2 == n { "step-up" } else { "step-down" }))
        }
        DraftAction::Delete(i) if i < n => Some(if i + 1 < n {
            on(i + 1, "step-select")
        } else if i > 0 {
            on(i, "step-select")
        } else {
            "[data-role=add-step]".to_string()
        }),
        _ => None,
    }
}

fn problem_list(role: &'static str, problems: &[String]) -> Html {
    if problems.is_empty() {
        return html! {};
    }
    html! {
        <ul class="error problems" data-role={role} id={role}>
            { for problems.iter().map(|p| html! { <li>{ p }</li> }) }
        </ul>
    }
}

#[component(BuilderPage)]
pub fn builder_page(props: &BuilderPageProps) -> Html {
    use_words();
    let draft = use_reducer(draft::load);
    let notice = use_state(|| None::<String>);
    // The draft another tab just stored, which this tab shows but must not store again: by
    // then the other tab may have stored a newer one.
    let from_other_tab = use_mut_ref(|| None::<Draft>);
    // Every change is kept at once, so a preview or a reload loses nothing.
    {
        let notice = notice.clone();
        let from_other_tab = from_other_tab.clone();
        use_effect_with((*draft).clone(), move |d| {
            let echo = from_other_tab.borrow_mut().take();
            if echo.is_some_and(|o| o.lesson == d.lesson && o.editing == d.editing) {
                return;
            }
            if let Err(e) = draft::save(d) {
                notice.set(Some(e));
            }
        });
    }
    // What another tab stores shows here too.
    {
        let draft = draft.clone();
        use_effect_with((), move |_| {
            let listener = super::events::on_window("storage", move |e: &web_sys::Event| {
                let key = e.dyn_ref::<web_sys::StorageEvent>().and_then(|e| e.key());
                if key.as_deref().is_none_or(|k| k == draft::DRAFT) {
                    if let Some(stored) = draft::stored() {
                        *from_other_tab.borrow_mut() = Some(stored.clone());
                        draft.dispatch(DraftAction::Stored(stored));
                    }
                }
            });
            move || drop(listener)
        });
    }
    // A position from the editor waiting for the teacher's answer.
    let offered = use_state(|| None::<String>);
    {
        let (draft, notice, offered) = (draft.clone(), notice.clone(), offered.clone());
        use_effect_with(props.fen.clone(), move |fen| {
            let Some(fen) = fen else { return };
            match incoming::incoming(fen, draft.lesson.steps.get(draft.selected)) {
                Ok(Incoming::Set(fen)) => {
                    draft.dispatch(DraftAction::SetFen(fen));
                    // The position is in the step now: a reload must not set it again.
                    route::replace_hash("#/builder");
                }
                Ok(Incoming::Ask(fen)) => offered.set(Some(fen)),
                Err(e) => {
                    notice.set(Some(phrase(
                        Phrase::new("ui-builder-link-fen-unusable").with("why", Fact::Text(e)),
                    )));
                    route::replace_hash("#/builder");
                }
            }
        });
    }
    let on_offer = {
        let (draft, offered) = (draft.clone(), offered.clone());
        Callback::from(move |answer: incoming::Answer| {
            if let Some(fen) = (*offered).clone() {
                match answer {
                    incoming::Answer::Replace => draft.dispatch(DraftAction::SetFen(fen)),
                    incoming::Answer::AddStep => draft.dispatch(DraftAction::AddWithFen(fen)),
                    incoming::Answer::Keep => {}
                }
            }
            offered.set(None);
            route::replace_hash("#/builder");
        })
    };
    // A stored draft that could not be read, kept for the teacher to take.
    let old_draft = use_state(draft::unreadable);
    let old_draft_panel = old_draft.as_ref().map(|old_text| {
        let download = {
            let old_text = old_text.clone();
            Callback::from(move |_: MouseEvent| {
                super::widgets::download("check-tutor-unreadable-draft.json", "application/json", &old_text)
            })
        };
        let dismiss = {
            let old_draft = old_draft.clone();
            Callback::from(move |_: MouseEvent| {
                draft::forget_unreadable();
                old_draft.set(None);
            })
        };
        html! {
            <div class="notice" role="alert" data-role="draft-unreadable">
                <p>{ text("ui-builder-draft-unreadable") }</p>
                <p class="controls">
                    <button type="button" class="button" data-role="draft-unreadable-download" onclick={download}>{ text("ui-builder-draft-download") }</button>
                    <button type="button" class="button" data-role="draft-unreadable-dismiss" onclick={dismiss}>{ text("ui-builder-draft-let-go") }</button>
                </p>
            </div>
        }
    });
    let problems = Problems::of(&draft.lesson);
    // Fields with a problem are marked invalid and point at the list that says why.
    let title_bad = draft.lesson.title.trim().is_empty();
    let summary_bad = !crate::lessons::lint::lint_summary(&draft.lesson.summary).is_empty();
    let n = draft.lesson.steps.len();
    let act = |make: fn(usize) -> DraftAction, i: usize| {
        let draft = draft.clone();
        Callback::from(move |_: MouseEvent| {
            let action = make(i);
            if let Some(target) = focus_after(&action, n) {
                super::focus::focus_after_render(target);
            }
            draft.dispatch(action)
        })
    };
    let add = |kind: &'static str| {
        let draft = draft.clone();
        Callback::from(move |_: MouseEvent| draft.dispatch(DraftAction::Add(kind)))
    };
    let selected = draft.selected.min(n.saturating_sub(1));
    let on_step = {
        let draft = draft.clone();
        Callback::from(move |s: Step| draft.dispatch(DraftAction::Replace(selected, s)))
    };
    let on_save = {
        let (cb, d) = (props.on_save.clone(), draft.clone());
        Callback::from(move |()| cb.emit((d.lesson.clone(), d.editing.clone())))
    };
    let on_upload = {
        let (d, notice) = (draft.clone(), notice.clone());
        Callback::from(move |read: Result<Lesson, String>| match read {
            Ok(lesson) => {
                notice.set(None);
                d.dispatch(DraftAction::Load(lesson));
            }
            Err(e) => notice.set(Some(e)),
        })
    };
    let title_input = {
        let d = draft.clone();
        Callback::from(move |e: InputEvent| d.dispatch(DraftAction::Title(text_of(&e))))
    };
    let intro_input = {
        let d = draft.clone();
        Callback::from(move |e: InputEvent| d.dispatch(DraftAction::Intro(text_of(&e))))
    };
    // Read when the box is left, so blank lines being typed are not tidied away under the cursor.
    let summary_change = {
        let d = draft.clone();
        Callback::from(move |e: Event| {
            let text = e
                .target_dyn_into::<web_sys::HtmlTextAreaElement>()
                .map(|t| t.value())
                .unwrap_or_default();
            d.dispatch(DraftAction::Summary(text))
        })
    };
    let start_over = {
        let d = draft.clone();
        Callback::from(move |_: MouseEvent| {
            if super::widgets::confirm(&text("ui-builder-start-over-question")) {
                d.dispatch(DraftAction::New)
            }
        })
    };
    let count = problems.count();
    html! {
        <main class="page builder" id="main">
            <h1 tabindex="-1">{ text("ui-title-builder") }</h1>
            <p class="lead">{ text("ui-builder-lead") }</p>
            if let Some(e) = &*notice {
                <p class="error" role="alert" data-role="builder-notice">{ e }</p>
            }
            { old_draft_panel.unwrap_or_default() }
            if offered.is_some() {
                <AskAboutFen number={selected + 1} on_answer={on_offer} />
            }
            if let Some(id) = &draft.editing {
                <p class="muted" data-role="builder-editing">
                    { phrase(Phrase::new("ui-builder-editing").with("id", Fact::Text(id.clone()))) }{ " " }
                    <button onclick={start_over.clone()}>{ text("ui-builder-start-over-instead") }</button>
                </p>
            }
            <section class="panel stack">
                <label class="field">
                    <span>{ text("ui-builder-lesson-title") }</span>
                    <input data-role="builder-title" value={draft.lesson.title.clone()} oninput={title_input}
                           maxlength={crate::lessons::lint::TITLE_CHARS.to_string()}
                           aria-invalid={title_bad.then_some("true")}
                           aria-describedby={title_bad.then_some("lesson-problems")} />
                </label>
                <label class="field">
                    <span>{ text("ui-builder-intro") }</span>
                    <textarea data-role="builder-intro" rows="2" value={draft.lesson.intro.clone()} oninput={intro_input}
                              placeholder={attr("ui-builder-intro-placeholder")} />
                </label>
                <label class="field">
                    <span>{ text("ui-builder-summary") }</span>
                    <textarea data-role="builder-summary" rows="3"
                              aria-invalid={summary_bad.then_some("true")}
                              aria-describedby={summary_bad.then_some("lesson-problems")}
                              value={draft.lesson.summary.join("\n")} onchange={summary_change} />
                </label>
                { problem_list("lesson-problems", &problems.lesson) }
            </section>
            <section class="panel">
                <h2>{ phrase(Phrase::new("ui-builder-steps").with("n", Fact::Count(n))) }</h2>
                <ol class="builder-steps" data-role="builder-steps">
                    { for draft.lesson.steps.iter().enumerate().map(|(i, s)| {
                        let mine = problems.steps.get(i).map(Vec::as_slice).unwrap_or(&[]);
                        html! {
                            <li data-builder-step={(i + 1).to_string()} data-kind={s.kind()}
                                data-clean={mine.is_empty().to_string()}
                                class={classes!((i == selected).then_some("current"), (!mine.is_empty()).then_some("has-problems"))}>
                                <button class="step-summary" data-role="step-select" aria-current={(i == selected).then_some("step")}
                                        onclick={act(DraftAction::Select, i)}>
                                    { summary(i + 1, s) }
                                </button>
                                <span class="step-tools">
                                    <button data-role="step-up" aria-label={step_label("ui-builder-step-up", i + 1)} disabled={i == 0}
                                            onclick={act(DraftAction::Up, i)}>{ "↑" }</button>
                                    <button data-role="step-down" aria-label={step_label("ui-builder-step-down", i + 1)} disabled={i + 1 == n}
                                            onclick={act(DraftAction::Down, i)}>{ "↓" }</button>
                                    <button data-role="step-duplicate" aria-label={step_label("ui-builder-step-duplicate", i + 1)}
                                            onclick={act(DraftAction::Duplicate, i)}>{ text("ui-builder-duplicate") }</button>
                                    <button data-role="step-delete" aria-label={step_label("ui-builder-step-delete", i + 1)}
                                            onclick={act(DraftAction::Delete, i)}>{ text("ui-builder-delete") }</button>
                                </span>
                                { problem_list("step-problems", mine) }
                            </li>
                        }
                    }) }
                </ol>
                <div class="controls">
                    <button data-role="add-step" data-kind="play" onclick={add("play")}>{ text("ui-builder-add-play") }</button>
                    <button data-role="add-step" data-kind="choose" onclick={add("choose")}>{ text("ui-builder-add-choose") }</button>
                    <button data-role="add-step" data-kind="watch" onclick={add("watch")}>{ text("ui-builder-add-watch") }</button>
                </div>
            </section>
            if let Some(step) = draft.lesson.steps.get(selected) {
                <section class="panel" data-role="builder-step">
                    <h2>{ phrase(Phrase::new("ui-step").with("n", Fact::Count(selected + 1))) }</h2>
                    { problem_list("step-form-problems", problems.steps.get(selected).map(Vec::as_slice).unwrap_or(&[])) }
                    <StepForm step={step.clone()} number={selected + 1} on_change={on_step}
                              has_problems={problems.steps.get(selected).is_some_and(|p| !p.is_empty())} />
                </section>
            }
            <p class="verdict" data-role="builder-status" data-clean={problems.is_clean().to_string()} aria-live="polite">
                { phrase(Phrase::new("ui-builder-problems").with("count", Fact::Count(count))) }
            </p>
            <SharePanel lesson={draft.lesson.clone()} clean={problems.is_clean()} step={selected + 1}
                        {on_save} {on_upload} />
            <p><button data-role="builder-new" onclick={start_over}>{ text("ui-builder-start-over") }</button></p>
        </main>
    }
}

/// The draft for a preview, as stored.
pub fn draft_lesson() -> Draft {
    draft::load()
}
