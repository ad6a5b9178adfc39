//! One lesson step on the board: play, choose or watch, with feedback, hints and progress.

use super::catalog::Catalog;
use super::components::board::Board;
use super::events::{on_window, page_key};
use super::hooks::use_reveal;
use super::route;
use super::view::board_data;
use super::widgets::Promotion;
use crate::lessons::{Hint, MoveOutcome, Progress, Runner, Step};
use crate::rules::{Role, Square};
use crate::tutor::{
    add_check, add_refusal, click, explain_ending, position_view, Click, Message, Reason, Refusal,
};
use std::rc::Rc;
use yew::prelude::*;

/// What to show under the prompt after the learner's last action.
#[derive(Clone, Debug, PartialEq)]
struct Feedback {
    outcome: &'static str,
    reason: Option<Reason>,
    messages: Vec<Message>,
}

#[derive(Clone, Debug, PartialEq)]
struct LessonUi {
    runner: Result<Runner, String>,
    selected: Option<Square>,
    pending: Option<(Square, Square)>,
    refusal: Option<Refusal>,
    feedback: Option<Feedback>,
    /// Set when the step has just been completed, for the progress callback.
    completed: bool,
}

enum LessonAction {
    Open(Rc<Vec<crate::lessons::Lesson>>, String, usize),
    Click(Square),
    Drop(Square, Square),
    Promote(Role),
    Cancel,
    Answer(usize),
    Forward,
    Back,
    Hint,
    Retry,
}

fn open(lessons: &[crate::lessons::Lesson], id: &str, step: usize) -> LessonUi {
    let runner = match lessons.iter().find(|l| l.id == id) {
        None => Err(format!("There is no lesson called '{id}'.")),
        Some(l) => {
            Runner::new(l.clone(), step).map_err(|e| format!("{}.", capitalise(&e.to_string())))
        }
    };
    LessonUi {
        runner,
        selected: None,
        pending: None,
        refusal: None,
        feedback: None,
        completed: false,
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
        .unwrap_or_default()
}

impl LessonUi {
    fn attempt(&mut self, from: Square, to: Square, promotion: Option<Role>) {
        let Ok(runner) = &mut self.runner else { return };
        self.selected = None;
        self.pending = None;
        self.refusal = None;
        let success = |extra: Option<String>| Feedback {
            outcome: "success",
            reason: None,
            messages: match extra {
                Some(t) => vec![Message::StepDone, Message::LessonText(t)],
                None => vec![Message::StepDone],
            },
        };
        match runner.try_move(from, to, promotion) {
            MoveOutcome::NeedsPromotion => self.pending = Some((from, to)),
            MoveOutcome::Illegal(r) => {
                self.feedback = Some(Feedback {
                    outcome: "failure",
                    reason: Some(r.reason),
                    messages: vec![r.message.clone()],
                });
                self.refusal = Some(r);
            }
            MoveOutcome::Missed(l) => {
                let mut messages = vec![Message::StepMissed {
                    played: Box::new(l.message),
                }];
                // A move that ended the game is shown with why it ended (stalemate, not mate).
                if runner.is_held() {
                    if let Some(ending) = explain_ending(runner.position()) {
                        messages.extend(ending.messages().iter().cloned());
                    }
                }
                self.feedback = Some(Feedback {
                    outcome: "failure",
                    reason: None,
                    messages,
                })
            }
            MoveOutcome::Continue { played, reply } => {
                self.feedback = Some(Feedback {
                    outcome: "progress",
                    reason: None,
                    messages: vec![played.message, Message::ReplyPlayed { san: reply }],
                })
            }
            MoveOutcome::Success(l) => {
                // The step's own words when the learner played the move they describe;
                // otherwise the tutor's words for the move actually played.
                let mut fb = success(runner.success_text().map(str::to_string));
                if fb.messages.len() == 1 {
                    fb.messages.push(l.message);
                }
                self.feedback = Some(fb);
                self.completed = true;
            }
            MoveOutcome::Ignored => {}
        }
    }
}

impl Reducible for LessonUi {
    type Action = LessonAction;

    fn reduce(self: Rc<Self>, action: LessonAction) -> Rc<Self> {
        if let LessonAction::Open(lessons, id, step) = action {
            return Rc::new(open(&lessons, &id, step));
        }
        let mut s = (*self).clone();
        s.completed = false;
        let Ok(runner) = &mut s.runner else {
            return self;
        };
        match action {
            LessonAction::Open(..) => {}
            LessonAction::Click(sq) => {
                if runner.is_done() || !matches!(runner.step(), Step::Play { .. }) {
                    return self;
                }
                let pos = *runner.position();
                match click(&pos, s.selected, sq) {
                    Click::Select(x) => s.selected = Some(x),
                    Click::Deselect | Click::Nothing => s.selected = None,
                    Click::Refused(r) => {
                        s.feedback = Some(Feedback {
                            outcome: "failure",
                            reason: Some(r.reason),
                            messages: vec![r.message.clone()],
                        });
                        s.refusal = Some(r);
                    }
                    Click::Attempt(from, to) => s.attempt(from, to, None),
                }
            }
            LessonAction::Drop(from, to) => {
                if from != to {
                    s.attempt(from, to, None);
                }
            }
            LessonAction::Promote(role) => {
                if let Some((from, to)) = s.pending {
                    s.attempt(from, to, Some(role));
                }
            }
            LessonAction::Cancel => {
                s.selected = None;
                s.pending = None;
            }
            LessonAction::Answer(i) => {
                let (why_not, explain) = match runner.step() {
                    Step::Choose {
                        answers, explain, ..
                    } => (
                        answers.get(i).and_then(|a| a.why_not.clone()),
                        explain.clone(),
                    ),
                    _ => (None, None),
                };
                match runner.answer(i) {
                    Some(true) => {
                        let mut messages = vec![Message::RightAnswer];
                        messages.extend(explain.map(Message::LessonText));
                        s.feedback = Some(Feedback {
                            outcome: "success",
                            reason: None,
                            messages,
                        });
                        s.completed = true;
                    }
                    Some(false) => {
                        let mut messages = vec![Message::WrongAnswer];
                        messages.extend(why_not.map(Message::LessonText));
                        s.feedback = Some(Feedback {
                            outcome: "failure",
                            reason: None,
                            messages,
                        });
                    }
                    None => {}
                }
            }
            LessonAction::Forward => {
                let was_done = runner.is_done();
                if runner.forward() && runner.is_done() && !was_done {
                    s.completed = true;
                    s.feedback = Some(Feedback {
                        outcome: "success",
                        reason: None,
                        messages: vec![Message::StepDone],
                    });
                }
            }
            LessonAction::Back => {
                runner.back();
            }
            LessonAction::Hint => {
                runner.press_hint();
            }
            LessonAction::Retry => {
                runner.restart();
                s.selected = None;
                s.pending = None;
                s.refusal = None;
                s.feedback = None;
            }
        }
        Rc::new(s)
    }
}

#[derive(Properties, PartialEq)]
pub struct LessonPageProps {
    pub catalog: Catalog,
    pub id: String,
    pub step: usize,
    pub progress: Progress,
    pub on_step_done: Callback<(String, usize)>,
    /// Said when progress could not be saved.
    #[prop_or_default]
    pub notice: Option<String>,
    /// A refused move's reason code, for the learner's practice record.
    #[prop_or_default]
    pub on_mistake: Callback<String>,
    /// The lesson came whole in a link (`#/lesson-link?data=...`): its steps are addressed
    /// by that link.
    #[prop_or_default]
    pub link_data: Option<String>,
    /// Orientation and a teacher's marks from the link.
    #[prop_or_default]
    pub view: super::route::ViewParams,
}

fn square(name: &str) -> Option<Square> {
    name.parse().ok()
}

#[component(LessonPage)]
pub fn lesson_page(props: &LessonPageProps) -> Html {
    let ui = use_reducer(|| open(&props.catalog.lessons, &props.id, props.step));
    {
        let ui = ui.clone();
        let lessons = props.catalog.lessons.clone();
        use_effect_with((props.id.clone(), props.step), move |(id, step)| {
            ui.dispatch(LessonAction::Open(lessons, id.clone(), *step));
        });
    }
    {
        let on_done = props.on_step_done.clone();
        let (id, step) = (props.id.clone(), props.step);
        use_effect_with(ui.completed, move |completed| {
            if *completed {
                on_done.emit((id, step));
            }
        });
    }
    // Arrow keys step through a watch step when the focus is not on the board or a field.
    {
        let ui = ui.clone();
        use_effect_with((), move |_| {
            let listener = on_window("keydown", move |e: &web_sys::Event| {
                match page_key(e).as_deref() {
                    Some("ArrowRight") => ui.dispatch(LessonAction::Forward),
                    Some("ArrowLeft") => ui.dispatch(LessonAction::Back),
                    _ => {}
                }
            });
            move || drop(listener)
        });
    }

    // Lesson feedback (and the scripted reply within it) is spoken by the live region.
    {
        let announce = super::announce::use_announce();
        let on_mistake = props.on_mistake.clone();
        use_effect_with(ui.feedback.clone(), move |feedback| {
            if let Some(reason) = feedback.as_ref().and_then(|fb| fb.reason) {
                on_mistake.emit(reason.code().to_string());
            }
            if let Some(fb) = feedback {
                let words: Vec<String> = fb.messages.iter().map(Message::english).collect();
                announce.emit(words.join(" "));
            }
        });
    }
    // On a narrow screen the feedback sits under the board: bring it into view.
    let feedback_ref = use_reveal(ui.feedback.clone());

    let runner = match &ui.runner {
        Ok(r) => r,
        Err(e) => {
            return html! {
                <main class="page">
                    <p class="error" data-role="lesson-error">{ e }</p>
                    <a href="#/lessons">{ "Back to the lessons" }</a>
                </main>
            }
        }
    };
    let lesson = runner.lesson();
    let step = runner.step();
    let pos = runner.position();
    let mut view = position_view(pos, runner.last_move(), ui.selected);
    if runner.shows_check() {
        add_check(&mut view, pos);
    }
    if let Some(r) = &ui.refusal {
        add_refusal(&mut view, pos, r);
    }
    let mut board = board_data(&view, runner.shows_marks().then(|| step.shapes()));
    super::view::add_annotations(&mut board, &props.view.annotations);
    if let Hint::Move(from, to) = runner.hint() {
        board
            .lines
            .push((from.to_string(), to.to_string(), "arrow-blue".into()));
    }

    let dispatch = |make: fn() -> LessonAction| {
        let ui = ui.clone();
        Callback::from(move |_: MouseEvent| ui.dispatch(make()))
    };
    let on_square_click = {
        let ui = ui.clone();
        Callback::from(move |n: String| {
            if let Some(sq) = square(&n) {
                ui.dispatch(LessonAction::Click(sq));
            }
        })
    };
    let on_drop = {
        let ui = ui.clone();
        Callback::from(move |(a, b): (String, String)| {
            if let (Some(f), Some(t)) = (square(&a), square(&b)) {
                ui.dispatch(LessonAction::Drop(f, t));
            }
        })
    };
    let on_escape = {
        let ui = ui.clone();
        Callback::from(move |()| ui.dispatch(LessonAction::Cancel))
    };

    let n = runner.step_number();
    let total = lesson.steps.len();
    let prompt = match step {
        Step::Play { prompt, .. } | Step::Watch { prompt, .. } => prompt.clone(),
        Step::Choose { question, .. } => question.clone(),
    };
    let step_hash = |i: usize| match &props.link_data {
        Some(data) => route::lesson_link_hash(data, i),
        None => route::lesson_hash(&lesson.id, i),
    };
    let next = if runner.is_last_step() {
        let after = props.catalog.next_after(&lesson.id);
        html! {
            <div class="lesson-end" data-role="lesson-end">
                <p class="lesson-end-title">
                    { format!("You have finished \"{}\".", lesson.title) }
                </p>
                if let Some(next) = after {
                    <a class="button primary" data-role="next-lesson" href={route::lesson_hash(&next.id, 1)}>
                        { format!("Next lesson: {}", next.title) }
                    </a>
                } else {
                    <a class="button primary" data-role="practice-link" href="#/practice">
                        { "Practise what you learned" }
                    </a>
                }
                <a class="button" data-role="lesson-next" href="#/lessons">{ "Back to the lessons" }</a>
            </div>
        }
    } else {
        html! { <a class="button primary" data-role="lesson-next" href={step_hash(n + 1)}>{ "Next step" }</a> }
    };

    html! {
        <main class="app lesson" id="main">
            <h1 class="visually-hidden" tabindex="-1">
                { format!("{}, step {n} of {total}", lesson.title) }
            </h1>
            <div class="board-wrap">
                <Board pieces={board.pieces}
                       square_classes={board.classes}
                       lines={board.lines}
                       circles={board.circles}
                       orientation_white={runner.learner().is_white() != props.view.flipped}
                       {on_square_click} {on_drop} {on_escape}
                       label={AttrValue::from(format!("Lesson board: {prompt}"))} />
            </div>
            <aside class="side">
                <section class="panel">
                    <p class="crumbs"><a href="#/lessons">{ "Lessons" }</a>{ " › " }{ &lesson.title }</p>
                    <ol class="steps" aria-label="Steps">
                        { for (1..=total).map(|i| html! {
                            <li class={classes!(
                                (i == n).then_some("current"),
                                props.progress.is_done(&lesson.id, i).then_some("done"))}>
                                <a href={step_hash(i)} aria-label={format!("Step {i}")}
                                   aria-current={(i == n).then_some("step")}>{ i }</a>
                            </li>
                        }) }
                    </ol>
                    if n == 1 {
                        <p class="intro">{ &lesson.intro }</p>
                    }
                    if let Some(notice) = &props.notice {
                        <p class="notice" role="status" data-role="progress-notice">{ notice }</p>
                    }
                    <p data-role="lesson-prompt" class="prompt">{ prompt }</p>
                    { match step {
                        Step::Choose { answers, .. } => html! {
                            <div class="answers" role="group" aria-label="Answers">
                                { for answers.iter().enumerate().map(|(i, a)| {
                                    // The step ends with the right answer, the last one chosen.
                                    let right = runner.is_done() && runner.chosen().last() == Some(&i);
                                    let tried = !right && runner.chosen().contains(&i);
                                    let ui = ui.clone();
                                    html! {
                                        <button data-answer={i.to_string()}
                                                class={classes!("answer", tried.then_some("tried"), right.then_some("right"))}
                                                disabled={runner.is_done()}
                                                onclick={Callback::from(move |_: MouseEvent| ui.dispatch(LessonAction::Answer(i)))}>
                                            { &a.text }
                                        </button>
                                    }
                                }) }
                            </div>
                        },
                        Step::Watch { moves, .. } => html! {
                            <div class="watch">
                                <p class="narration" aria-live="polite">
                                    { runner.narration().map(str::to_string)
                                        .unwrap_or_else(|| "Press the arrow to play the first move.".into()) }
                                </p>
                                <div class="controls">
                                    <button data-role="watch-back" disabled={runner.watched() == 0}
                                            onclick={dispatch(|| LessonAction::Back)} aria-label="Previous move">{ "◀" }</button>
                                    <span>{ format!("{} / {}", runner.watched(), moves.len()) }</span>
                                    <button data-role="watch-forward" disabled={runner.watched() == moves.len()}
                                            onclick={dispatch(|| LessonAction::Forward)} aria-label="Next move">{ "▶" }</button>
                                </div>
                            </div>
                        },
                        Step::Play { hint, .. } => html! {
                            <div class="controls">
                                if !runner.is_done() {
                                    <button data-role="lesson-hint" onclick={dispatch(|| LessonAction::Hint)}>
                                        { if runner.hint() == Hint::None { "Hint" } else { "Show the move" } }
                                    </button>
                                }
                                <button data-role="lesson-retry" onclick={dispatch(|| LessonAction::Retry)}>
                                    { if runner.is_held() { "Try again" } else { "Start again" } }
                                </button>
                                if runner.hint() != Hint::None {
                                    <p class="hint">
                                        { match runner.hint() {
                                            Hint::Move(..) => runner.hint_message().map(|m| m.english()).unwrap_or_default(),
                                            _ => hint.clone().unwrap_or_default(),
                                        } }
                                    </p>
                                }
                            </div>
                        },
                    } }
                    if let Some((_, to)) = ui.pending {
                        <Promotion color_white={pos.turn().is_white()} to={to.to_string()}
                            on_pick={
                                let ui = ui.clone();
                                Callback::from(move |r: Role| ui.dispatch(LessonAction::Promote(r)))
                            } />
                    }
                    if let Some(fb) = &ui.feedback {
                        <div data-role="lesson-feedback" data-outcome={fb.outcome} ref={feedback_ref.clone()}
                             data-reason={fb.reason.map(|r| r.code())}
                             class={classes!("feedback", fb.outcome)}>
                            { for fb.messages.iter().map(|m| html! { <p>{ m.english() }</p> }) }
                        </div>
                    }
                    if runner.is_done() {
                        { next }
                    }
                </section>
            </aside>
        </main>
    }
}
