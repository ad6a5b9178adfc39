//! A lesson shown to a class (a teacher's page, `#/present/<id>/<step>`): the board as large
//! as the screen allows, the step's text large beside it, the arrow keys (or a presenter's
//! remote, which sends Page Up and Page Down) to step through, and the answer revealed on
//! demand, worked out by the engine.

use super::catalog::Catalog;
use super::components::board::Board;
use super::events::on_window_active;
use super::live::teach::LivePanel;
use super::present_demo::{self, Demo, Try};
use super::route;
use super::view::board_data;
use super::words::{phrase, text};
use crate::lessons::answer::{step_answer, watched_position, StepAnswer};
use crate::lessons::live::LessonRef;
use crate::lessons::{Lesson, Step};
use crate::tutor::{add_check, position_view, Fact, Phrase};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The page for lesson `id` at step `step`, or why it cannot be shown.
pub fn present_page(catalog: Option<&Catalog>, id: &str, step: usize) -> Html {
    let Some(catalog) = catalog else {
        return lessons_loading();
    };
    let place = catalog.lessons.iter().position(|l| l.id == id);
    let lesson = place.map(|i| &catalog.lessons[i]);
    // What pupils in a live class get: a built-in lesson by its id, in their own language.
    let lesson_ref = match lesson {
        Some(l) => super::live::join::lesson_ref(l, place < Some(catalog.builtin)),
        None => crate::lessons::live::LessonRef::Builtin { id: id.into() },
    };
    match lesson {
        Some(l) if (1..=l.steps.len()).contains(&step) => html! {
            <PresentLesson lesson={l.clone()} {step} {lesson_ref} key={format!("{id}/{step}")} />
        },
        // One past the last step: the lesson's summary, to close the class with.
        Some(l) if step == l.steps.len() + 1 => html! {
            <PresentEnd lesson={l.clone()} {lesson_ref} />
        },
        _ => html! {
            <main class="page" id="main">
                <h1 tabindex="-1">{ text("ui-present-cannot") }</h1>
                <p class="error" data-role="present-missing">
                    { match lesson {
                        Some(l) => phrase(Phrase::new("ui-present-no-step")
                            .with("title", Fact::Text(l.title.clone()))
                            .with("step", Fact::Count(step))
                            .with("steps", Fact::Count(l.steps.len()))),
                        None => phrase(Phrase::new("ui-present-no-lesson")
                            .with("id", Fact::Text(crate::rules::shown(id, 60)))),
                    } }
                    { " " }<a href="#/my-lessons">{ text("ui-go-to-my-lessons") }</a>
                </p>
            </main>
        },
    }
}

/// A teacher's page that waits for the lessons.
pub(super) fn lessons_loading() -> Html {
    html! {
        <main class="page" id="main">
            <h1 tabindex="-1">{ text("ui-loading") }</h1>
            <p class="muted" role="status" data-role="loading">{ text("ui-loading-lessons") }</p>
        </main>
    }
}

#[derive(Properties, PartialEq)]
struct PresentProps {
    lesson: Lesson,
    /// Counted from 1, within the lesson.
    step: usize,
    /// The lesson as a live class's pupils get it.
    lesson_ref: LessonRef,
}

/// Goes to step `n` of the lesson being presented (nothing past either end; one past the
/// last step is the summary).
fn go(id: &str, n: usize, total: usize) {
    if (1..=total + 1).contains(&n) {
        if let Some(w) = web_sys::window() {
            let _ = w.location().set_hash(&route::present_hash(id, n));
        }
    }
}

/// Listens to the keys pressed anywhere on the page (without Ctrl, Alt or Cmd): `handle`
/// gets each key's name and says whether it used it, so the browser's own action is kept
/// for the others.
fn on_keys(handle: impl Fn(&str) -> bool + 'static) -> Option<gloo_events::EventListener> {
    on_window_active("keydown", move |e: &web_sys::Event| {
        let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
            return;
        };
        // The keys the board uses are its own there: they move over the squares and play.
        let board_key = matches!(
            e.key().as_str(),
            "ArrowUp"
                | "ArrowDown"
                | "ArrowLeft"
                | "ArrowRight"
                | "Enter"
                | " "
                | "Escape"
                | "Home"
                | "End"
        );
        if board_key && super::events::page_key(e).is_none() {
            return;
        }
        if !(e.ctrl_key() || e.alt_key() || e.meta_key()) && handle(&e.key()) {
            e.prevent_default();
        }
    })
}

/// Scrolls the step's words (beside the board, they scroll on their own) by most of their
/// height, down (`1.0`) or up (`-1.0`): a long prompt on a projector, read with the keys.
fn scroll_text(direction: f64) {
    let text = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(".present-text").ok().flatten());
    if let Some(text) = text {
        let by = f64::from(text.client_height()) * 0.8 * direction;
        text.scroll_by_with_x_and_y(0.0, by);
        // Beneath the board (a screen taller than wide) the page itself scrolls.
        if let Some(w) = web_sys::window() {
            w.scroll_by_with_x_and_y(0.0, by);
        }
    }
}

fn exit() {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash("#/my-lessons");
    }
}

#[component(PresentLesson)]
fn present_lesson(props: &PresentProps) -> Html {
    super::words::use_words();
    let revealed = use_state(|| false);
    // Moves the teacher tries on the step's board, until Undo or another step.
    let demo: Demo = use_state(|| None);
    // A watch step's moves played so far on the board.
    let watched = use_state(|| 0usize);
    let (id, n, total) = (
        props.lesson.id.clone(),
        props.step,
        props.lesson.steps.len(),
    );
    let step = &props.lesson.steps[n - 1];
    let watch_len = match step {
        Step::Watch { moves, .. } => moves.len(),
        _ => 0,
    };
    // Forward plays a watch step's next move, then goes to the next step; back the same.
    let forward = {
        let (id, watched) = (id.clone(), watched.clone());
        move || {
            if *watched < watch_len {
                watched.set(*watched + 1);
            } else {
                go(&id, n + 1, total);
            }
        }
    };
    let back = {
        let (id, watched) = (id.clone(), watched.clone());
        move || {
            if *watched > 0 {
                watched.set(*watched - 1);
            } else {
                go(&id, n.wrapping_sub(1), total);
            }
        }
    };
    // The keys work wherever the focus is on the page (a remote sends Page Up/Down). The
    // listener is made again when what it reads changes.
    {
        let (id, revealed, demo) = (id.clone(), revealed.clone(), demo.clone());
        let (forward, back) = (forward.clone(), back.clone());
        let tried = demo.as_ref().map(|p| p.game().len());
        use_effect_with((*watched, *revealed, tried), move |_| {
            let listener = on_keys(move |key| {
                match key {
                    "ArrowRight" | "PageDown" => forward(),
                    "ArrowLeft" | "PageUp" => back(),
                    "Home" => go(&id, 1, total),
                    "End" => go(&id, total, total),
                    "a" | "A" => revealed.set(!*revealed),
                    "u" | "U" => present_demo::undo(&demo),
                    "ArrowDown" => scroll_text(1.0),
                    "ArrowUp" => scroll_text(-1.0),
                    "Escape" => exit(),
                    _ => return false,
                }
                true
            });
            move || drop(listener)
        });
    }
    // The answer, once shown, is brought into sight below a long prompt.
    let answer_ref = super::hooks::use_reveal(*revealed);
    {
        let demo = demo.clone();
        use_effect_with((id.clone(), n, *watched), move |_| demo.set(None));
    }
    let answer = step_answer(step);
    // A question's answer is kept back from a tried move until it is shown.
    let hide = !*revealed && matches!(step, Step::Choose { .. });
    let board = match &*demo {
        Some(play) => present_demo::board(play, hide),
        None => step_board(
            step,
            *watched,
            (*revealed).then_some(answer.as_ref()).flatten(),
        ),
    };
    let fen = watched_position(step, *watched)
        .map(|(pos, _)| pos.fen())
        .unwrap_or_else(|| step.fen().to_string());
    let on_square_click = {
        let (demo, fen) = (demo.clone(), fen.clone());
        Callback::from(move |sq: String| {
            if let Ok(sq) = sq.parse() {
                present_demo::try_move(&demo, &fen, Try::Click(sq));
            }
        })
    };
    let on_drop = {
        let (demo, fen) = (demo.clone(), fen.clone());
        Callback::from(move |(from, to): (String, String)| {
            if let (Ok(from), Ok(to)) = (from.parse(), to.parse()) {
                present_demo::try_move(&demo, &fen, Try::Drop(from, to));
            }
        })
    };
    let on_undo = {
        let demo = demo.clone();
        Callback::from(move |_: MouseEvent| present_demo::undo(&demo))
    };
    // The move just watched, in words, with what the lesson says of it.
    let narration = match (&answer, *watched) {
        (Some(StepAnswer::Watched(line)), w) if w > 0 => line
            .get(w - 1)
            .map(|(m, say)| (format!("{w}. {} ({}) ", m.words, m.san), say.clone())),
        _ => None,
    };
    let prompt = match step {
        Step::Play { prompt, .. } | Step::Watch { prompt, .. } => prompt,
        Step::Choose { question, .. } => question,
    };
    let lang = props.lesson.language().code();
    let toggle = {
        let revealed = revealed.clone();
        Callback::from(move |_: MouseEvent| revealed.set(!*revealed))
    };
    let on_back = Callback::from(move |_: MouseEvent| back());
    let on_forward = Callback::from(move |_: MouseEvent| forward());
    // As the pupils' own boards face it (`Step::facing`).
    let white = step.facing().is_white();
    html! {
        <main class="present-lesson" id="main" data-role="present-lesson">
            <div class="board-wrap">
                <Board pieces={board.pieces} square_classes={board.classes}
                       square_notes={board.notes} lines={board.lines} circles={board.circles}
                       orientation_white={white}
                       {on_square_click} {on_drop}
                       on_escape={Callback::from(|_| exit())}
                       label={AttrValue::from(phrase(Phrase::new("ui-present-board")
                           .with("n", Fact::Count(n)).with("prompt", Fact::Text(prompt.clone()))))} />
            </div>
            <section class="present-text">
                <p class="present-where" data-role="present-where">
                    <span lang={lang}>{ &props.lesson.title }</span>
                    { " · " }{ phrase(Phrase::new("ui-present-step-of").with("n", Fact::Count(n)).with("total", Fact::Count(total))) }
                </p>
                <h1 tabindex="-1" lang={lang} data-role="present-prompt">{ prompt }</h1>
                if let Step::Choose { answers, .. } = step {
                    <ol class="present-answers" lang={lang}>
                        { for answers.iter().enumerate().map(|(i, a)| {
                            let right = *revealed && matches!(&answer, Some(StepAnswer::Choice { right, .. }) if right.contains(&i));
                            html! {
                                <li class={classes!(right.then_some("right"))}>
                                    { &a.text }
                                    if right { <span class="visually-hidden">{ " " }{ text("ui-present-right-answer") }</span> }
                                </li>
                            }
                        }) }
                    </ol>
                }
                if watch_len > 0 {
                    <p class="present-watched" data-role="present-watched" aria-live="polite">
                        { phrase(Phrase::new("ui-present-move-of").with("n", Fact::Count(*watched)).with("total", Fact::Count(watch_len))) }{ " " }
                        if let Some((words, say)) = &narration {
                            { words }<span lang={lang}>{ say }</span>
                        } else {
                            { text("ui-present-watch-start") }
                        }
                    </p>
                }
                if let Some(play) = &*demo {
                    { present_demo::words(play, hide) }
                }
                if *revealed {
                    <div ref={answer_ref}>{ answer_view(answer.as_ref(), lang) }</div>
                }
                <div class="controls present-controls">
                    <button type="button" data-role="present-previous" disabled={n == 1 && *watched == 0}
                            onclick={on_back}>{ text("ui-present-previous") }</button>
                    <button type="button" class="primary" data-role="present-answer-toggle"
                            aria-expanded={revealed.to_string()} onclick={toggle}>
                        { text(if *revealed { "ui-present-hide-answer" } else { "ui-present-show-answer" }) }
                    </button>
                    <button type="button" data-role="present-next" onclick={on_forward}>
                        { text(if *watched < watch_len {
                            "ui-present-next-move"
                        } else if n == total {
                            "ui-present-finish"
                        } else {
                            "ui-present-next"
                        }) }
                    </button>
                    if demo.is_some() {
                        <button type="button" data-role="present-undo" onclick={on_undo}>{ text("ui-present-undo") }</button>
                    }
                    <a class="button" data-role="present-exit" href="#/my-lessons">{ text("ui-present-exit") }</a>
                </div>
                <p class="muted present-keys">{ text("ui-present-keys") }</p>
                <LivePanel lesson={props.lesson.clone()} lesson_ref={props.lesson_ref.clone()}
                           step={n} watched={*watched} reveal={*revealed} />
            </section>
        </main>
    }
}

#[derive(Properties, PartialEq)]
struct EndProps {
    lesson: Lesson,
    lesson_ref: LessonRef,
}

/// The end of a presented lesson: what the class learned (the lesson's summary), and the
/// way back to its steps or out.
#[component(PresentEnd)]
fn present_end(props: &EndProps) -> Html {
    super::words::use_words();
    let (id, total) = (props.lesson.id.clone(), props.lesson.steps.len());
    {
        let id = id.clone();
        use_effect_with((), move |_| {
            let listener = on_keys(move |key| {
                match key {
                    "ArrowLeft" | "PageUp" | "End" => go(&id, total, total),
                    "Home" => go(&id, 1, total),
                    "Escape" => exit(),
                    _ => return false,
                }
                true
            });
            move || drop(listener)
        });
    }
    let lang = props.lesson.language().code();
    let (back, again) = (id.clone(), id);
    html! {
        <main class="page present-end" id="main" data-role="present-end">
            <p class="present-where"><span lang={lang}>{ &props.lesson.title }</span>
                { " · " }{ phrase(Phrase::new("ui-present-end-of").with("total", Fact::Count(total))) }</p>
            <h1 tabindex="-1">{ text(if props.lesson.summary.is_empty() { "ui-present-the-end" } else { "ui-present-what-we-learned" }) }</h1>
            if !props.lesson.summary.is_empty() {
                <ul class="present-summary" lang={lang} data-role="present-summary">
                    { for props.lesson.summary.iter().map(|point| html! { <li>{ point }</li> }) }
                </ul>
            }
            <div class="controls present-text">
                <button type="button" data-role="present-previous"
                        onclick={Callback::from(move |_: MouseEvent| go(&back, total, total))}>{ text("ui-present-last-step") }</button>
                <button type="button" class="primary" data-role="present-again"
                        onclick={Callback::from(move |_: MouseEvent| go(&again, 1, total))}>{ text("ui-start-again") }</button>
                <a class="button" data-role="worksheet-link" href={super::worksheet::worksheet_hash(&props.lesson.id)}>{ text("ui-worksheet-link") }</a>
                <a class="button" data-role="present-exit" href="#/my-lessons">{ text("ui-present-exit") }</a>
            </div>
            <LivePanel lesson={props.lesson.clone()} lesson_ref={props.lesson_ref.clone()}
                       step={total + 1} watched=0 reveal=false />
        </main>
    }
}

/// The board of a step: its position, the king in check, the lesson's marks, and once the
/// answer is shown, its moves as green arrows.
fn step_board(step: &Step, watched: usize, answer: Option<&StepAnswer>) -> super::view::BoardData {
    let at = match watched_position(step, watched) {
        Some(at) => Some(at),
        None => step.fen().parse().ok().map(|p| (p, None)),
    };
    let Some((pos, last)) = at else {
        return board_data(&Default::default(), None);
    };
    let mut view = position_view(&pos, last, None);
    // A question keeps the check unmarked until its answer is shown, as in the lesson: the
    // marks would give the answer away.
    if answer.is_some() || !matches!(step, Step::Choose { .. }) {
        add_check(&mut view, &pos);
    }
    let mut board = board_data(&view, Some(step.shapes()));
    let arrows: Vec<_> = match answer {
        Some(StepAnswer::Moves { moves, .. }) => moves.iter().collect(),
        // A watch step's next move.
        Some(StepAnswer::Watched(line)) => {
            line.iter().skip(watched).take(1).map(|(m, _)| m).collect()
        }
        _ => Vec::new(),
    };
    for m in arrows {
        board
            .lines
            .push((m.from.to_string(), m.to.to_string(), "arrow-green".into()));
    }
    board
}

pub(super) fn answer_view(answer: Option<&StepAnswer>, lang: &'static str) -> Html {
    let Some(answer) = answer else {
        return html! {};
    };
    let content = match answer {
        StepAnswer::Moves { moves, success } => html! {
            <>
                <p>{ phrase(Phrase::new("ui-present-the-moves").with("count", Fact::Count(moves.len()))) }</p>
                <ul>{ for moves.iter().map(|m| html! { <li>{ format!("{} ({})", m.words, m.san) }</li> }) }</ul>
                if let Some(s) = success { <p lang={lang}>{ s }</p> }
            </>
        },
        StepAnswer::Choice { explain, .. } => html! {
            <>
                <p>{ text("ui-present-right-marked") }</p>
                if let Some(s) = explain { <p lang={lang}>{ s }</p> }
            </>
        },
        StepAnswer::Watched(line) => html! {
            <ol>{ for line.iter().map(|(m, say)| html! {
                <li>{ format!("{} ({}) ", m.words, m.san) }<span lang={lang}>{ say }</span></li>
            }) }</ol>
        },
    };
    html! { <div class="present-answer" data-role="present-answer" role="status">{ content }</div> }
}
