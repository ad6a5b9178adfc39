//! A pupil in a live class (`#/join`): the teacher's step on the pupil's own board, worked
//! as a lesson step (their refused moves explained to them alone, in their language), their
//! first try at each step sent to the teacher, and the answer shown when the teacher reveals
//! it.

use super::bridge::{self, Pupil};
use super::{code_hash, error_words, status_words, JoinParams};
use crate::lessons::answer::{step_answer, StepAnswer};
use crate::lessons::live::{answer_key, clean_name, Given, LessonRef, Record, Shown};
use crate::lessons::{Lesson, Progress, Step};
use crate::tutor::{Fact, Phrase};
use crate::ui::catalog::Catalog;
use crate::ui::lesson::LessonPage;
use crate::ui::words::{attr, phrase, text};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone)]
enum Phase {
    Joining,
    Failed(bridge::Code),
    In(Rc<Pupil>),
}

impl PartialEq for Phase {
    fn eq(&self, other: &Phase) -> bool {
        match (self, other) {
            (Phase::Joining, Phase::Joining) => true,
            (Phase::Failed(a), Phase::Failed(b)) => a == b,
            (Phase::In(a), Phase::In(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }
}

#[derive(Clone, PartialEq)]
struct Seat {
    phase: Phase,
    status: String,
    shown: Option<Shown>,
    record: Record,
    /// The steps this pupil has finished ([`answer_key`]s: a class may go on to another
    /// lesson).
    done: Vec<String>,
}

enum Act {
    Status(String),
    Step(Shown),
    Joined(Rc<Pupil>),
    Failed(bridge::Code),
    /// A first try: the lesson's id, the step, the answer and whether it was right.
    Tried(String, usize, String, bool),
    Name(String),
    Done(String, usize),
}

impl Reducible for Seat {
    type Action = Act;
    fn reduce(self: Rc<Self>, act: Act) -> Rc<Self> {
        let mut s = (*self).clone();
        match act {
            Act::Status(status) => s.status = status,
            Act::Step(shown) => s.shown = Some(shown),
            Act::Joined(p) => s.phase = Phase::In(p),
            Act::Failed(code) => s.phase = Phase::Failed(code),
            Act::Tried(lesson, step, answer, right) => {
                if !s.record.answer(&lesson, step, Given { answer, right }) {
                    return self;
                }
            }
            Act::Name(name) => s.record.name = clean_name(&name),
            Act::Done(lesson, step) => s.done.push(answer_key(&lesson, step)),
        }
        Rc::new(s)
    }
}

/// The pupil's record, kept by the tab for a reload.
fn kept_record(class: &str) -> Record {
    web_sys::window()
        .and_then(|w| w.session_storage().ok().flatten())
        .and_then(|s| {
            s.get_item(&format!("check-tutor-live-record-{class}"))
                .ok()
                .flatten()
        })
        .and_then(|t| Record::read(&t))
        .unwrap_or_default()
}

fn keep_record(class: &str, record: &Record) {
    if let Some(s) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) {
        let _ = s.set_item(
            &format!("check-tutor-live-record-{class}"),
            &record.to_json(),
        );
    }
}

#[derive(Properties, PartialEq)]
pub struct JoinProps {
    pub params: JoinParams,
    pub catalog: Option<Catalog>,
    pub progress: UseStateHandle<(Progress, Option<Phrase>)>,
}

/// The pupil's seat in the class: joined when the address says where, the record sent to
/// the teacher whenever it changes (and kept for a reload), the class left with the page.
#[hook]
fn use_seat(params: &JoinParams) -> UseReducerHandle<Seat> {
    let kept = params
        .class
        .clone()
        .or_else(|| params.code.clone())
        .unwrap_or_default();
    let seat = {
        let kept = kept.clone();
        use_reducer(move || Seat {
            phase: Phase::Joining,
            status: String::new(),
            shown: None,
            record: kept_record(&kept),
            done: Vec::new(),
        })
    };
    {
        let seat = seat.clone();
        use_effect_with(params.clone(), move |params| {
            if let Some(place) = params.place() {
                let seat = seat.clone();
                yew::platform::spawn_local(async move {
                    let (on_status, on_step) = (seat.clone(), seat.clone());
                    let joined = bridge::join(
                        &place,
                        move |s| on_status.dispatch(Act::Status(s)),
                        move |json| {
                            if let Some(shown) = Shown::read(&json) {
                                on_step.dispatch(Act::Step(shown));
                            }
                        },
                    )
                    .await;
                    match joined {
                        Ok(p) => seat.dispatch(Act::Joined(Rc::new(p))),
                        Err(code) => seat.dispatch(Act::Failed(code)),
                    }
                });
            }
        });
    }
    // The record goes to the teacher whenever it changes, and is kept for a reload.
    {
        let phase = seat.phase.clone();
        use_effect_with((seat.record.clone(), phase), move |(record, phase)| {
            if let Phase::In(p) = phase {
                keep_record(&kept, record);
                let (p, json) = (p.clone(), record.to_json());
                yew::platform::spawn_local(async move {
                    let _ = p.send(&json).await;
                });
            }
        });
    }
    // Leaving the page leaves the class.
    {
        let phase = seat.phase.clone();
        use_effect_with(phase, |phase| {
            let p = match phase {
                Phase::In(p) => Some(p.clone()),
                _ => None,
            };
            move || {
                if let Some(p) = p {
                    p.leave();
                }
            }
        });
    }
    seat
}

#[component(JoinPage)]
pub fn join_page(props: &JoinProps) -> Html {
    crate::ui::words::use_words();
    let seat = use_seat(&props.params);
    if props.params.place().is_none() {
        return html! { <main class="page live-join-page" id="main">{ code_form(None) }</main> };
    }
    match &seat.phase {
        Phase::Joining => html! {
            <main class="page" id="main">
                <h1 tabindex="-1">{ text("ui-live-join-title") }</h1>
                <p role="status" data-role="live-status">{ text("ui-live-joining") }</p>
            </main>
        },
        // A link that failed is tried again as it is; a typed code may be typed again.
        Phase::Failed(code) if props.params.class.is_some() => html! {
            <main class="page" id="main">
                <h1 tabindex="-1">{ text("ui-live-join-title") }</h1>
                <p class="error" role="alert" data-role="live-error">{ error_words(code) }</p>
                <button type="button" class="button primary" data-role="live-retry" onclick={Callback::from(|_| {
                    if let Some(w) = web_sys::window() {
                        let _ = w.location().reload();
                    }
                })}>{ text("ui-live-try-again") }</button>
            </main>
        },
        Phase::Failed(code) => html! {
            <main class="page live-join-page" id="main">
                { code_form(Some(code)) }
            </main>
        },
        Phase::In(_) => following(&seat, props),
    }
}

/// The way in with a code: the form, with why the last try failed.
fn code_form(failed: Option<&str>) -> Html {
    let input = NodeRef::default();
    let onsubmit = {
        let input = input.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let code = input
                .cast::<web_sys::HtmlInputElement>()
                .map(|i| i.value())
                .unwrap_or_default();
            if let Some(w) = web_sys::window() {
                // The same address again (a retry) would not be seen as a change: reload.
                if w.location().hash().ok().as_deref() == Some(code_hash(&code).as_str()) {
                    let _ = w.location().reload();
                } else {
                    let _ = w.location().set_hash(&code_hash(&code));
                }
            }
        })
    };
    html! {
        <>
            <h1 tabindex="-1">{ text("ui-live-join-title") }</h1>
            if let Some(code) = failed {
                <p class="error" role="alert" data-role="live-error">{ error_words(code) }</p>
            }
            <form class="live-code-form" {onsubmit}>
                <label for="live-code-input">{ text("ui-live-code-label") }</label>
                <input id="live-code-input" data-role="live-code-input" ref={input}
                       autocomplete="off" autocapitalize="characters" spellcheck="false"
                       maxlength="12" inputmode="text" />
                <button type="submit" class="button primary" data-role="live-join">{ text("ui-live-join") }</button>
            </form>
        </>
    }
}

/// The class as the pupil follows it.
/// The pupil's bar: the connection, and their first name (optional).
fn name_bar(seat: &UseReducerHandle<Seat>) -> Html {
    let on_name = {
        let seat = seat.clone();
        Callback::from(move |e: Event| {
            if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                seat.dispatch(Act::Name(i.value()));
            }
        })
    };
    html! {
        <div class="live-bar" data-role="live-bar">
            <p role="status" data-role="live-status" data-status={seat.status.clone()}>
                { status_words(&seat.status) }
            </p>
            <label>
                { text("ui-live-your-name") }{ " " }
                <input data-role="live-name" value={seat.record.name.clone()} maxlength="30"
                       autocomplete="given-name" placeholder={attr("ui-live-name-hint")}
                       onchange={on_name} />
            </label>
        </div>
    }
}

fn following(seat: &UseReducerHandle<Seat>, props: &JoinProps) -> Html {
    let bar = name_bar(seat);
    let Some(shown) = &seat.shown else {
        return html! {
            <main class="page" id="main">
                <h1 tabindex="-1">{ text("ui-live-join-title") }</h1>
                { bar }
                <p data-role="live-waiting-start">{ text("ui-live-wait-start") }</p>
            </main>
        };
    };
    if shown.ended {
        return class_over();
    }
    let lesson = match &shown.lesson {
        LessonRef::Builtin { id } => match &props.catalog {
            None => return crate::ui::present_lesson::lessons_loading(),
            Some(c) => c.lessons[..c.builtin].iter().find(|l| &l.id == id).cloned(),
        },
        LessonRef::Own { json } => crate::ui::json::parse_lesson(json).ok(),
    };
    let Some(lesson) = lesson else {
        return html! {
            <main class="page" id="main">
                { bar }
                <p class="error" role="alert" data-role="live-error">{ text("ui-live-error-lesson") }</p>
            </main>
        };
    };
    let n = shown.step;
    if n == 0 || n > lesson.steps.len() {
        return lesson_over(bar, &lesson);
    }
    let on_tried = {
        let (seat, id) = (seat.clone(), lesson.id.clone());
        Callback::from(move |(step, answer, right)| {
            seat.dispatch(Act::Tried(id.clone(), step, answer, right))
        })
    };
    let on_step_done = step_done(
        seat,
        &props.progress,
        matches!(shown.lesson, LessonRef::Builtin { .. }),
    );
    let revealed = shown.reveal.then(|| {
        let answer = step_answer(&lesson.steps[n - 1]);
        let mine = seat.record.given(&lesson.id, n).map(|g| g.right);
        html! {
            <div class="live-revealed" data-role="live-revealed" role="status">
                if let Some(right) = mine {
                    <p data-role="live-mine">{ text(if right { "ui-live-you-right" } else { "ui-live-you-wrong" }) }</p>
                }
                { revealed_answer(&lesson.steps[n - 1], answer.as_ref(), lesson.language().code()) }
            </div>
        }
    });
    let catalog = Catalog::single(lesson.clone());
    html! {
        <>
            // A landmark of its own: the lesson step below is the page's <main>.
            <section class="live-top" aria-label={attr("ui-live-title")}>
            { bar }
            <p class="live-where" data-role="live-where">
                <span lang={lesson.language().code()}>{ &lesson.title }</span>{ " · " }
                { phrase(Phrase::new("ui-present-step-of").with("n", Fact::Count(n))
                    .with("total", Fact::Count(lesson.steps.len()))) }
                if seat.done.contains(&answer_key(&lesson.id, n)) {
                    { " " }<strong data-role="live-wait">{ text("ui-live-wait") }</strong>
                }
            </p>
            { for revealed }
            </section>
            // The lesson's own way around (crumbs, step links, Next) is hidden by
            // teacher.css: the teacher moves the class on.
            <div class="live-lesson">
                <LessonPage key={format!("{}/{n}", lesson.id)} {catalog} id={lesson.id.clone()} step={n}
                            {on_tried} progress={props.progress.0.clone()} {on_step_done}
                            follow_watched={Some(shown.watched)} />
            </div>
        </>
    }
}

/// The class is over: said, with the way to the lessons.
fn class_over() -> Html {
    html! {
        <main class="page" id="main">
            <h1 tabindex="-1">{ text("ui-live-join-title") }</h1>
            <p role="status" data-role="live-ended">{ text("ui-live-ended") }</p>
            <p><a class="button primary" href="#/lessons">{ text("ui-nav-lessons") }</a></p>
        </main>
    }
}

/// Past the lesson's last step: what it taught, while the teacher closes the class.
fn lesson_over(bar: Html, lesson: &Lesson) -> Html {
    html! {
            <main class="page" id="main">
                { bar }
                <h1 tabindex="-1">{ &lesson.title }</h1>
                <ul lang={lesson.language().code()}>{ for lesson.summary.iter().map(|p| html! { <li>{ p }</li> }) }</ul>
                <p data-role="live-wait">{ text("ui-live-wait") }</p>
            </main>
    }
}

/// A step the pupil finished: the class's page says to wait, and a lesson that comes with
/// the app keeps the step in the pupil's progress.
fn step_done(
    seat: &UseReducerHandle<Seat>,
    progress: &UseStateHandle<(Progress, Option<Phrase>)>,
    builtin: bool,
) -> Callback<(String, usize, bool)> {
    let (progress, seat) = (progress.clone(), seat.clone());
    Callback::from(move |(id, step, clean): (String, usize, bool)| {
        seat.dispatch(Act::Done(id.clone(), step));
        if !builtin {
            return;
        }
        let mut p = crate::ui::storage::fresh(crate::ui::storage::load_progress, &progress.0);
        p.mark(&id, step);
        if clean {
            p.mark_clean(&id, step);
        }
        let notice = crate::ui::storage::save_progress(&p).err();
        progress.set((p, notice));
    })
}

/// The answer the teacher revealed: a question's right answer named (the pupil's page
/// marks only the answer they chose), a move or a watched line as present mode shows it.
fn revealed_answer(step: &Step, answer: Option<&StepAnswer>, lang: &'static str) -> Html {
    match (step, answer) {
        (Step::Choose { answers, .. }, Some(StepAnswer::Choice { right, explain })) => {
            let named: Vec<String> = right
                .iter()
                .filter_map(|&i| answers.get(i).map(|a| a.text.clone()))
                .collect();
            html! {
                <div class="present-answer" data-role="present-answer">
                    <p>{ phrase(Phrase::new("ui-live-right-answer")
                        .with("answer", Fact::Text(named.join(" · ")))) }</p>
                    if let Some(s) = explain { <p lang={lang}>{ s }</p> }
                </div>
            }
        }
        _ => crate::ui::present_lesson::answer_view(answer, lang),
    }
}

/// A teacher's own lesson as pupils get it, or a built-in one by its id.
pub fn lesson_ref(lesson: &Lesson, builtin: bool) -> LessonRef {
    if builtin {
        LessonRef::Builtin {
            id: lesson.id.clone(),
        }
    } else {
        LessonRef::Own {
            json: serde_json::to_string(lesson).unwrap_or_default(),
        }
    }
}
