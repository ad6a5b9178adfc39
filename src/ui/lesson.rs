//! One lesson step on the board: play, choose or watch, with feedback, hints and progress.

mod answers;
mod steps;
pub(super) mod taken_back;
pub(super) mod words;

use super::catalog::Catalog;
use super::components::board::Board;
use super::events::{on_window, page_key};
use super::hooks::use_reveal_both;
use super::lesson_state::{use_lesson, LessonAction};
use super::route;
use super::view::board_data;
use super::widgets::{MoveInput, Promotion};
use super::words::{attr, phrase, text};
use crate::lessons::{Hint, Progress, Runner, Step};
use crate::rules::{Role, Square};
use crate::tutor::{add_check, add_refusal, position_view, Message};
use crate::tutor::{Fact, Phrase};
use steps::StepLink;
use words::{end_words, finished, hint_words, stars_earned};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LessonPageProps {
    pub catalog: Catalog,
    pub id: String,
    pub step: usize,
    pub progress: Progress,
    /// (lesson, step, done without a hint or a mistake).
    pub on_step_done: Callback<(String, usize, bool)>,
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
    /// The builder's lesson, previewed: steps are addressed in the builder, and the way
    /// back leads there.
    #[prop_or_default]
    pub preview: bool,
    /// Orientation and a teacher's marks from the link.
    #[prop_or_default]
    pub view: super::route::ViewParams,
    /// The first try at the step (a live class's answer: step, answer, right), made with
    /// the feedback it brings.
    #[prop_or_default]
    pub on_tried: Callback<(usize, String, bool)>,
    /// How many of a watch step's moves a live class's teacher has shown: the step follows
    /// (the pupil may still step through it alone in between).
    #[prop_or_default]
    pub follow_watched: Option<usize>,
}

fn square(name: &str) -> Option<Square> {
    name.parse().ok()
}

#[component(LessonPage)]
pub fn lesson_page(props: &LessonPageProps) -> Html {
    // Drawn again in the new language when its catalog arrives.
    super::words::use_words();
    let ui = use_lesson(
        &props.catalog.lessons,
        &props.id,
        props.step,
        props.follow_watched,
    );
    {
        let on_done = props.on_step_done.clone();
        let (id, step) = (props.id.clone(), props.step);
        let clean = !ui.helped;
        use_effect_with(ui.completed, move |completed| {
            if *completed {
                on_done.emit((id, step, clean));
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

    // The end of the lesson is said after the last step's own words.
    let end_said = ui.runner.as_ref().ok().and_then(end_words);
    // Lesson feedback (and the scripted reply within it) is spoken by the live region.
    {
        let announce = super::announce::use_announce();
        let on_mistake = props.on_mistake.clone();
        // The first try is made with the feedback it brings (a live class's answer).
        let first = (props.on_tried.clone(), props.step, ui.first_try.clone());
        // A piece picked up that cannot move says why as it is picked up
        // (`use_say_picked_up`): its box is not spoken a second time.
        let picked_up = ui.selected.is_some() && ui.feedback.as_ref().is_some_and(|f| f.looked);
        use_effect_with(
            (ui.feedback.clone(), end_said.clone(), picked_up),
            move |(feedback, end, picked_up)| {
                if let (on_tried, step, Some((answer, right))) = &first {
                    on_tried.emit((*step, answer.clone(), *right));
                }
                // Touching a piece to look is no mistake.
                let attempt = feedback.as_ref().filter(|fb| !fb.looked);
                if let Some(reason) = attempt.and_then(|fb| fb.reason) {
                    on_mistake.emit(reason.code().to_string());
                }
                if *picked_up {
                    return;
                }
                // The end of a watch step is said with its last move, below.
                if let Some(fb) = feedback
                    .as_ref()
                    .filter(|fb| fb.messages != [Message::WatchedAll])
                {
                    let mut words: Vec<String> = fb.messages.iter().map(Message::shown).collect();
                    if fb.outcome == "success" {
                        // What to do next: the lesson's end, or the next step.
                        words.push(end.clone().unwrap_or_else(|| text("ui-go-on")));
                    }
                    announce.emit(words.join(" "));
                }
            },
        );
    }
    // A watch step says each move it shows, then the lesson's comment on it.
    {
        let announce = super::announce::use_announce();
        use_effect_with((ui.watch_said.clone(), end_said), move |(said, end)| {
            if let Some((_, messages)) = said {
                let mut words: Vec<String> = messages.iter().map(Message::shown).collect();
                words.extend(
                    end.clone()
                        .filter(|_| messages.contains(&Message::WatchedAll)),
                );
                announce.emit(words.join(" "));
            }
        });
    }
    // Whether a question's position could arise is the helper worker's to find.
    let arising = super::lesson_state::use_question_arising(&ui);
    // On a narrow screen the feedback sits under the board: bring it into view.
    // Under it, a finished step's Next: both come into view, the feedback's top first.
    let (feedback_ref, next_ref) = use_reveal_both((ui.feedback.clone(), runner_done(&ui)));
    let speak = super::announce::use_announce();
    super::announce::use_say_picked_up(ui.runner.as_ref().ok().map(|r| *r.position()), ui.selected);
    taken_back::use_say_taken_back(ui.taken_back.clone());

    // A hint, once asked for, is spoken too.
    {
        let announce = speak.clone();
        let words = ui.runner.as_ref().ok().and_then(hint_words);
        use_effect_with(words, move |words| {
            if let Some(w) = words {
                announce.emit(w.clone());
            }
        });
    }
    // A step that ends disables its answers (or hides the move box): the focus would fall to
    // the page, so it moves on to "Next step".
    {
        let done = ui.runner.as_ref().is_ok_and(|r| r.is_done());
        use_effect_with(done, |done| {
            if *done {
                super::focus::focus_if_lost("[data-role=next-lesson], [data-role=lesson-next]");
            }
        });
    }
    let runner = match &ui.runner {
        Ok(r) => r,
        Err(e) => {
            return html! {
                <main class="page">
                    <p class="error" data-role="lesson-error">{ e }</p>
                    <a href="#/lessons">{ text("ui-back-to-lessons") }</a>
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

    let on_ask = super::announce::answer_asks(speak, *pos);
    let typed_wrong = ui.typed
        && ui
            .feedback
            .as_ref()
            .is_some_and(|fb| fb.outcome == "failure");
    let on_typed = {
        let ui = ui.clone();
        Callback::from(move |text: String| ui.dispatch(LessonAction::Typed(text)))
    };
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
    let on_drag_start = {
        let ui = ui.clone();
        Callback::from(move |n: String| {
            if let Some(sq) = square(&n) {
                ui.dispatch(LessonAction::Lift(sq));
            }
        })
    };

    let n = runner.step_number();
    let total = lesson.steps.len();
    // The lesson's own words carry its language, so a screen reader reads them with the
    // right voice whatever the page's language.
    let text_lang = lesson.language().code();
    let prompt = match step {
        Step::Play { prompt, .. } | Step::Watch { prompt, .. } => prompt.clone(),
        Step::Choose { question, .. } => question.clone(),
    };
    let preview = props.preview;
    let step_hash = |i: usize| match &props.link_data {
        _ if preview => route::builder_preview_hash(i),
        Some(data) => route::lesson_link_hash(data, i),
        None => route::lesson_hash(&lesson.id, i),
    };
    // A lesson carried in its link: every address holds the whole lesson, so the step
    // links are buttons that make their address when pressed. As links, each one would
    // hold a copy of the lesson, and a long lesson would take minutes to draw.
    let carried_data: std::rc::Rc<str> = props.link_data.as_deref().unwrap_or_default().into();
    let link_step = |i: usize| {
        let data = carried_data.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_hash(&route::lesson_link_hash(&data, i));
            }
        })
    };
    let carried = props.link_data.is_some() && !preview;
    let worksheet = match &props.link_data {
        Some(data) => super::worksheet::worksheet_link_hash(data),
        None => super::worksheet::worksheet_hash(&props.id),
    };
    let keep = {
        let data = carried_data.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_hash(&route::keep_hash(&data));
            }
        })
    };
    let (back, back_words) = if preview {
        ("#/builder", text("ui-back-to-builder"))
    } else {
        ("#/lessons", text("ui-back-to-lessons"))
    };
    let next = if runner.is_last_step() {
        let after = props.catalog.next_after(&lesson.id);
        html! {
            <div class="lesson-end" data-role="lesson-end" ref={next_ref.clone()}>
                <p class="lesson-end-title">
                    { finished(&lesson.title) }
                </p>
                if !lesson.summary.is_empty() {
                    <div class="lesson-summary" data-role="lesson-summary">
                        <h2>{ text("ui-what-you-learned") }</h2>
                        <ul lang={text_lang}>{ for lesson.summary.iter().map(|point| html! { <li>{ point }</li> }) }</ul>
                    </div>
                }
                // Stars are kept with progress; a lesson from a link or a preview keeps none.
                if props.progress.is_done(&lesson.id, n) {
                    <p class="lesson-end-stars" data-role="lesson-stars">
                        { stars_earned(props.progress.stars(&lesson.id, total), total) }
                    </p>
                }
                if let (false, Some(next)) = (preview, after) {
                    <a class="button primary" data-role="next-lesson" href={route::lesson_hash(&next.id, 1)}>
                        { phrase(Phrase::new("ui-next-lesson").with("title", Fact::Text(next.title.clone()))) }
                    </a>
                } else if !preview {
                    <a class="button primary" data-role="practice-link" href="#/practice">
                        { text("ui-practise-learned") }
                    </a>
                    <a class="button" data-role="vs-link" href={route::VERSUS_CHOICE}>
                        { text("ui-play-computer-game") }
                    </a>
                }
                <a class="button" data-role="lesson-next" href={back}>{ back_words }</a>
            </div>
        }
    } else {
        if carried {
            html! {
                <button type="button" class="button primary" data-role="lesson-next"
                        ref={next_ref.clone()} onclick={link_step(n + 1)}>{ text("ui-next-step") }</button>
            }
        } else {
            html! {
                <a class="button primary" data-role="lesson-next" ref={next_ref.clone()}
                   href={step_hash(n + 1)}>{ text("ui-next-step") }</a>
            }
        }
    };

    html! {
        <main class="app lesson" id="main">
            <h1 class="visually-hidden" tabindex="-1">
                { format!("{}, step {n} of {total}", lesson.title) }
            </h1>
            <div class="board-wrap">
                <Board pieces={board.pieces}
                       square_classes={board.classes} square_notes={board.notes}
                       lines={board.lines}
                       circles={board.circles}
                       orientation_white={runner.learner().is_white() != props.view.flipped}
                       {on_square_click} {on_drop} {on_drag_start} on_escape={on_escape.clone()} on_ask={Some(on_ask)}
                       label={AttrValue::from(phrase(Phrase::new("ui-lesson-board").with("prompt", Fact::Text(prompt.to_string()))))} />
            </div>
            <aside class="side">
                <section class="panel">
                    if preview {
                        <p class="notice" data-role="preview-banner">
                            { text("ui-preview") }{ " " }
                            <a data-role="builder-back" href="#/builder">{ text("ui-back-to-builder") }</a>
                        </p>
                    } else {
                        <p class="crumbs"><a href="#/lessons">{ text("ui-nav-lessons") }</a>{ " › " }<span lang={text_lang}>{ &lesson.title }</span>
                            <a class="crumb-tool" data-role="worksheet-link" href={worksheet}>{ text("ui-worksheet-link") }</a></p>
                        if carried {
                            // A button, like the step links: the lesson is in the address.
                            <p><button type="button" data-role="keep-lesson" onclick={keep}>
                                { text("ui-keep-lesson") }
                            </button></p>
                        }
                    }
                    { steps::step_list(total, n, |i| props.progress.is_done(&lesson.id, i), |i| {
                        if carried { StepLink::Press(link_step(i)) } else { StepLink::Href(step_hash(i)) }
                    }) }
                    if n == 1 {
                        <p class="intro" lang={text_lang}>{ &lesson.intro }</p>
                    }
                    if let Some(notice) = &props.notice {
                        <p class="notice" role="status" data-role="progress-notice">{ notice }</p>
                    }
                    <p data-role="lesson-prompt" class="prompt" lang={text_lang}>{ prompt }</p>
                    { match step {
                        Step::Choose { .. } => answers::answer_buttons(runner, &ui, arising.as_ref(), text_lang),
                        Step::Watch { moves, .. } => html! {
                            <div class="watch">
                                <p class="narration" lang={runner.narration().is_some().then_some(text_lang)}>
                                    { runner.narration().map(str::to_string)
                                        .unwrap_or_else(|| text("ui-watch-start")) }
                                </p>
                                <div class="controls">
                                    <button data-role="watch-back" disabled={runner.watched() == 0}
                                            onclick={dispatch(|| LessonAction::Back)} aria-label={attr("ui-previous-move")}>{ "◀" }</button>
                                    <span>{ format!("{} / {}", runner.watched(), moves.len()) }</span>
                                    <button data-role="watch-forward" disabled={runner.watched() == moves.len()}
                                            onclick={dispatch(|| LessonAction::Forward)} aria-label={attr("ui-next-move")}>{ "▶" }</button>
                                </div>
                            </div>
                        },
                        Step::Play { .. } => html! {
                            <>
                            // Typing is there for who wants it, folded behind one control.
                            if !runner.is_done() {
                                <details class="type-move" data-role="type-move">
                                    <summary class="link-button">{ text("ui-type-instead") }</summary>
                                    <MoveInput position={runner.position().fen()} on_submit={on_typed}
                                               error_id={typed_wrong.then_some(AttrValue::Static("lesson-feedback"))} />
                                </details>
                            }
                            <div class="controls">
                                if !runner.is_done() {
                                    <button data-role="lesson-hint" onclick={dispatch(|| LessonAction::Hint)}>
                                        { text(if runner.hint() == Hint::None { "ui-hint" } else { "ui-show-move" }) }
                                    </button>
                                }
                                <button data-role="lesson-retry" onclick={dispatch(|| LessonAction::Retry)}>
                                    { text(if runner.is_held() { "ui-try-again" } else { "ui-start-again" }) }
                                </button>
                                if let Some(words) = hint_words(runner) {
                                    <p class="hint" data-role="hint-text"
                                       lang={(runner.hint() == Hint::Idea).then_some(text_lang)}>{ words }</p>
                                }
                            </div>
                            </>
                        },
                    } }
                    if let Some((_, to)) = ui.pending {
                        <Promotion color_white={pos.turn().is_white()} to={to.to_string()}
                            on_pick={
                                let ui = ui.clone();
                                Callback::from(move |r: Role| ui.dispatch(LessonAction::Promote(r)))
                            } on_cancel={on_escape.clone()} />
                    }
                    if let Some(fb) = &ui.feedback {
                        <div data-role="lesson-feedback" id="lesson-feedback" data-outcome={fb.outcome} ref={feedback_ref.clone()}
                             data-reason={fb.reason.map(|r| r.code())}
                             class={classes!("feedback", fb.outcome)}>
                            { for fb.messages.iter().map(|m| html! {
                                <p lang={if matches!(m, Message::LessonText(_)) { text_lang } else { super::words::lang_of(m) }}>{ m.shown() }</p>
                            }) }
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

/// Whether the open step is done (its Next shown).
fn runner_done(ui: &super::lesson_state::LessonUi) -> bool {
    ui.runner.as_ref().is_ok_and(Runner::is_done)
}
