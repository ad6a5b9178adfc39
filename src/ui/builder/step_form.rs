//! The step being edited: its board (moves played on it are recorded; right-drag draws
//! marks), its position, and the fields of its kind.

use super::choose_form::ChooseFields;
use super::goal_picker::GoalPicker;
use crate::lessons::authoring::{last_move, position_after, record_move, toggle_mark};
use crate::lessons::{Narrated, Step};
use crate::rules::{Position, Square};
use crate::tutor::position_view;
use crate::ui::components::board::Board;
use crate::ui::route::{self, ViewParams};
use crate::ui::view::board_data;
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

/// A new position for a step: the moves recorded from the old one no longer apply.
pub fn set_fen(step: &mut Step, new: String) {
    match step {
        Step::Play { fen, solution, .. } => {
            *fen = new;
            solution.clear();
        }
        Step::Watch { fen, moves, .. } => {
            *fen = new;
            moves.clear();
        }
        Step::Choose { fen, .. } => *fen = new,
    }
}

/// The moves recorded on the board: a play step's solution, a watch step's moves.
fn line_of(step: &Step) -> Vec<String> {
    match step {
        Step::Play { solution, .. } => solution.clone(),
        Step::Watch { moves, .. } => moves.iter().map(|n| n.mv.clone()).collect(),
        Step::Choose { .. } => Vec::new(),
    }
}

pub fn text_of(e: &InputEvent) -> String {
    if let Some(i) = e.target_dyn_into::<HtmlInputElement>() {
        return i.value();
    }
    e.target_dyn_into::<HtmlTextAreaElement>()
        .map(|t| t.value())
        .unwrap_or_default()
}

/// An optional text: empty means none.
fn optional(text: String) -> Option<String> {
    (!text.trim().is_empty()).then_some(text)
}

#[derive(Properties, PartialEq)]
pub struct StepFormProps {
    pub step: Step,
    pub number: usize,
    pub on_change: Callback<Step>,
}

/// A text field bound to one part of the step.
fn field(
    role: &'static str,
    label: &'static str,
    value: &str,
    step: &Step,
    on_change: &Callback<Step>,
    set: fn(&mut Step, String),
) -> Html {
    let step = step.clone();
    let on_change = on_change.clone();
    let oninput = Callback::from(move |e: InputEvent| {
        let mut s = step.clone();
        set(&mut s, text_of(&e));
        on_change.emit(s);
    });
    html! {
        <label class="field">
            <span>{ label }</span>
            <input data-role={role} value={value.to_string()} {oninput} autocomplete="off" />
        </label>
    }
}

#[component(StepForm)]
pub fn step_form(props: &StepFormProps) -> Html {
    let selected = use_state(|| None::<Square>);
    let refusal = use_state(|| None::<String>);
    {
        let (selected, refusal) = (selected.clone(), refusal.clone());
        use_effect_with(props.number, move |_| {
            selected.set(None);
            refusal.set(None);
        });
    }
    let step = &props.step;
    let fen = step.fen().to_string();
    let line = line_of(step);
    let pos = position_after(&fen, &line);
    let recording = !matches!(step, Step::Choose { .. });

    // A move played on the board is added to the line; an illegal one is explained.
    let play = {
        let (step, on_change, refusal) = (step.clone(), props.on_change.clone(), refusal.clone());
        let (fen, line) = (fen.clone(), line.clone());
        Callback::from(move |(from, to): (Square, Square)| {
            match record_move(&fen, &line, from, to, None) {
                Ok(san) => {
                    refusal.set(None);
                    let mut s = step.clone();
                    match &mut s {
                        Step::Play { solution, .. } => solution.push(san),
                        Step::Watch { moves, .. } => moves.push(Narrated {
                            mv: san,
                            say: String::new(),
                        }),
                        Step::Choose { .. } => return,
                    }
                    on_change.emit(s);
                }
                Err(why) => refusal.set(Some(why)),
            }
        })
    };
    let on_square_click = {
        let (selected, play) = (selected.clone(), play.clone());
        Callback::from(move |n: String| {
            let Ok(sq) = n.parse::<Square>() else { return };
            match *selected {
                Some(from) if from != sq => {
                    selected.set(None);
                    play.emit((from, sq));
                }
                Some(_) => selected.set(None),
                None if recording && pos.is_some_and(|p| p.piece_at(sq).is_some()) => {
                    selected.set(Some(sq))
                }
                None => {}
            }
        })
    };
    let on_drop = {
        let (selected, play) = (selected.clone(), play.clone());
        Callback::from(move |(a, b): (String, String)| {
            selected.set(None);
            if let (Ok(f), Ok(t)) = (a.parse(), b.parse()) {
                if recording {
                    play.emit((f, t));
                }
            }
        })
    };
    let on_annotate = {
        let (step, on_change) = (step.clone(), props.on_change.clone());
        Callback::from(move |(a, b, c): (String, String, String)| {
            let mut s = step.clone();
            toggle_mark(s.shapes_mut(), &a, &b, &c);
            on_change.emit(s);
        })
    };
    let undo = {
        let (step, on_change) = (step.clone(), props.on_change.clone());
        Callback::from(move |_: MouseEvent| {
            let mut s = step.clone();
            match &mut s {
                Step::Play { solution, .. } => drop(solution.pop()),
                Step::Watch { moves, .. } => drop(moves.pop()),
                Step::Choose { .. } => {}
            }
            on_change.emit(s);
        })
    };
    let clear_marks = {
        let (step, on_change) = (step.clone(), props.on_change.clone());
        Callback::from(move |_: MouseEvent| {
            let mut s = step.clone();
            *s.shapes_mut() = Default::default();
            on_change.emit(s);
        })
    };
    let on_fen = {
        let (step, on_change) = (step.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let Some(input) = e.target_dyn_into::<HtmlInputElement>() else {
                return;
            };
            let mut s = step.clone();
            set_fen(&mut s, input.value().trim().to_string());
            on_change.emit(s);
        })
    };

    let view = pos
        .as_ref()
        .map(|p| position_view(p, last_move(&fen, &line), *selected))
        .unwrap_or_default();
    let board = board_data(&view, Some(step.shapes()));
    let white_below = fen
        .parse::<Position>()
        .map(|p| p.turn().is_white())
        .unwrap_or(true);
    let editor_link = route::editor_hash(&fen, &ViewParams::default());

    html! {
        <div class="builder-step-form" data-role="step-form" data-kind={step.kind()}>
            <div class="board-wrap">
                <Board pieces={board.pieces} square_classes={board.classes}
                       lines={board.lines} circles={board.circles}
                       orientation_white={white_below}
                       {on_square_click} {on_drop} on_annotate={Some(on_annotate)}
                       label={AttrValue::from(format!("Builder board, step {}", props.number))} />
            </div>
            <div class="stack">
                <label class="field">
                    <span>{ "Position (FEN)" }</span>
                    <input data-role="step-fen" value={fen.clone()} onchange={on_fen} autocomplete="off" />
                </label>
                <p class="muted">
                    <a data-role="step-editor" href={editor_link}>{ "Set up the position in the editor" }</a>
                    { " (its \"Use in the builder\" button brings it back to this step). Right-drag on the board draws arrows; a right-click draws a circle." }
                    if !step.shapes().is_empty() {
                        { " " }<button data-role="step-clear-marks" onclick={clear_marks}>{ "Clear marks" }</button>
                    }
                </p>
                if let Some(why) = &*refusal {
                    <p class="error" role="alert" data-role="record-refused">{ why }</p>
                }
                { kind_fields(step, &props.on_change, &line, undo) }
            </div>
        </div>
    }
}

/// The fields of a step's kind.
fn kind_fields(
    step: &Step,
    on_change: &Callback<Step>,
    line: &[String],
    undo: Callback<MouseEvent>,
) -> Html {
    let moves = html! {
        <div class="recorded">
            <p data-role="recorded-line">
                if line.is_empty() {
                    { "No moves yet: play them on the board (both sides)." }
                } else {
                    { line.join(" ") }
                }
            </p>
            if !line.is_empty() {
                <button data-role="record-undo" onclick={undo}>{ "Take back the last move" }</button>
            }
        </div>
    };
    match step {
        Step::Play {
            prompt,
            goal,
            hint,
            success,
            ..
        } => {
            let on_goal = {
                let (step, on_change) = (step.clone(), on_change.clone());
                Callback::from(move |g| {
                    let mut s = step.clone();
                    if let Step::Play { goal, .. } = &mut s {
                        *goal = g;
                    }
                    on_change.emit(s);
                })
            };
            html! { <>
                { field("builder-prompt", "What the learner should do", prompt, step, on_change,
                        |s, t| if let Step::Play { prompt, .. } = s { *prompt = t }) }
                <div class="field"><span>{ "Goal: the learner's move must" }</span>
                    <GoalPicker goal={goal.clone()} on_change={on_goal} /></div>
                <div class="field"><span>{ "Solution: the learner's moves, and the replies played for the other side" }</span>
                    { moves }</div>
                { field("builder-hint", "Hint (the idea, before the move is shown)", hint.as_deref().unwrap_or(""), step, on_change,
                        |s, t| if let Step::Play { hint, .. } = s { *hint = optional(t) }) }
                { field("builder-success", "Said when the step is done", success.as_deref().unwrap_or(""), step, on_change,
                        |s, t| if let Step::Play { success, .. } = s { *success = optional(t) }) }
            </> }
        }
        Step::Watch {
            prompt,
            moves: said,
            ..
        } => html! { <>
            { field("builder-prompt", "What the learner will watch", prompt, step, on_change,
                    |s, t| if let Step::Watch { prompt, .. } = s { *prompt = t }) }
            { moves }
            { for said.iter().enumerate().map(|(i, n)| {
                let (step, on_change) = (step.clone(), on_change.clone());
                let oninput = Callback::from(move |e: InputEvent| {
                    let mut s = step.clone();
                    if let Step::Watch { moves, .. } = &mut s {
                        if let Some(m) = moves.get_mut(i) {
                            m.say = text_of(&e);
                        }
                    }
                    on_change.emit(s);
                });
                html! {
                    <label class="field">
                        <span>{ format!("After {}, say", n.mv) }</span>
                        <input data-role="watch-say" data-index={i.to_string()} value={n.say.clone()} {oninput} />
                    </label>
                }
            }) }
        </> },
        Step::Choose { .. } => html! {
            <ChooseFields step={step.clone()} on_change={on_change.clone()} />
        },
    }
}
