//! The step being edited: its board (moves played on it are recorded; right-drag draws
//! marks), its position, and the fields of its kind.

use super::choose_form::ChooseFields;
use super::goal_picker::GoalPicker;
use super::record::{line_of, use_recorder};
use crate::lessons::authoring::{last_move, position_after, toggle_mark};
use crate::lessons::{Side, Step};
use crate::rules::Position;
use crate::tutor::{position_view, Fact, Phrase};
use crate::ui::components::board::Board;
use crate::ui::route::{self, ViewParams};
use crate::ui::view::board_data;
use crate::ui::widgets::Promotion;
use crate::ui::words::{phrase, text, use_words};
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

/// A button's click that changes the step by `change`.
fn edit_step(
    step: &Step,
    on_change: &Callback<Step>,
    change: fn(&mut Step),
) -> Callback<MouseEvent> {
    let (step, on_change) = (step.clone(), on_change.clone());
    Callback::from(move |_: MouseEvent| {
        let mut s = step.clone();
        change(&mut s);
        on_change.emit(s);
    })
}

#[derive(Properties, PartialEq)]
pub struct StepFormProps {
    pub step: Step,
    pub number: usize,
    pub on_change: Callback<Step>,
    /// The step has problems, listed in `#step-form-problems` above the form.
    #[prop_or_default]
    pub has_problems: bool,
}

/// A text field bound to one part of the step, labelled with the words of message `label`.
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
            <span>{ text(label) }</span>
            <input data-role={role} value={value.to_string()} {oninput} autocomplete="off" />
        </label>
    }
}

#[component(StepForm)]
pub fn step_form(props: &StepFormProps) -> Html {
    use_words();
    let recorder = use_recorder(&props.step, props.number, &props.on_change);
    let step = &props.step;
    let fen = step.fen().to_string();
    let line = line_of(step);
    let pos = position_after(&fen, &line);
    let edit = |change: fn(&mut Step)| edit_step(step, &props.on_change, change);
    let undo = edit(|s| match s {
        Step::Play { solution, .. } => drop(solution.pop()),
        Step::Watch { moves, .. } => drop(moves.pop()),
        Step::Choose { .. } => {}
    });
    let clear_marks = edit(|s| *s.shapes_mut() = Default::default());
    // Draw mode: taps, drags and Enter draw instead of playing moves (touch and keyboard).
    let drawing = use_state(|| false);
    let toggle_drawing = {
        let drawing = drawing.clone();
        Callback::from(move |_: MouseEvent| drawing.set(!*drawing))
    };
    let on_annotate = {
        let (step, on_change) = (step.clone(), props.on_change.clone());
        Callback::from(move |(a, b, c): (String, String, String)| {
            let mut s = step.clone();
            toggle_mark(s.shapes_mut(), &a, &b, &c);
            on_change.emit(s);
        })
    };
    let on_fen = {
        let (step, on_change) = (step.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                let mut s = step.clone();
                set_fen(&mut s, input.value().trim().to_string());
                on_change.emit(s);
            }
        })
    };

    let view = pos
        .as_ref()
        .map(|p| position_view(p, last_move(&fen, &line), recorder.selected))
        .unwrap_or_default();
    let board = board_data(&view, Some(step.shapes()));
    // As the learner's board and the presented one face it.
    let white_below = step.facing().is_white();
    let editor_link = route::editor_hash(&fen, &ViewParams::default());
    let fen_bad = fen.parse::<Position>().is_err();

    html! {
        <div class="builder-step-form" data-role="step-form" data-kind={step.kind()}>
            <div class="board-wrap">
                <Board pieces={board.pieces} square_classes={board.classes}
                       lines={board.lines} circles={board.circles}
                       orientation_white={white_below}
                       on_square_click={recorder.on_square_click.clone()} on_drop={recorder.on_drop.clone()} on_annotate={Some(on_annotate)}
                       draw_mode={*drawing}
                       label={AttrValue::from(phrase(Phrase::new("ui-builder-board").with("n", Fact::Count(props.number))))} />
            </div>
            <div class="stack">
                <label class="field">
                    <span>{ text("ui-builder-fen") }</span>
                    <input data-role="step-fen" value={fen.clone()} onchange={on_fen} autocomplete="off"
                           aria-invalid={fen_bad.then_some("true")}
                           aria-describedby={props.has_problems.then_some("step-form-problems")} />
                </label>
                <p class="muted">
                    <a data-role="step-editor" href={editor_link}>{ text("ui-builder-to-editor") }</a>
                    { " " }{ text("ui-builder-marks-note") }
                    { " " }<button data-role="step-draw" aria-pressed={drawing.to_string()}
                                   class={classes!("draw-toggle", drawing.then_some("chosen"))}
                                   onclick={toggle_drawing}>{ text("ui-draw") }</button>
                    if !step.shapes().is_empty() {
                        { " " }<button data-role="step-clear-marks" onclick={clear_marks}>{ text("ui-clear-marks") }</button>
                    }
                </p>
                if let (Some((_, to)), Some(p)) = (recorder.pending, &pos) {
                    <Promotion color_white={p.turn().is_white()} to={to.to_string()}
                               on_pick={recorder.pick.clone()} on_cancel={recorder.cancel.clone()} />
                }
                if let Some(why) = &recorder.refusal {
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
                    { text("ui-builder-no-moves") }
                } else {
                    { line.join(" ") }
                }
            </p>
            if !line.is_empty() {
                <button data-role="record-undo" onclick={undo}>{ text("ui-builder-take-back") }</button>
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
                { field("builder-prompt", "ui-builder-play-prompt", prompt, step, on_change,
                        |s, t| if let Step::Play { prompt, .. } = s { *prompt = t }) }
                <div class="field"><span>{ text("ui-builder-goal") }</span>
                    <GoalPicker goal={goal.clone()} on_change={on_goal} /></div>
                <div class="field"><span>{ text("ui-builder-solution") }</span>
                    { moves }</div>
                { field("builder-hint", "ui-builder-hint", hint.as_deref().unwrap_or(""), step, on_change,
                        |s, t| if let Step::Play { hint, .. } = s { *hint = optional(t) }) }
                { field("builder-success", "ui-builder-success", success.as_deref().unwrap_or(""), step, on_change,
                        |s, t| if let Step::Play { success, .. } = s { *success = optional(t) }) }
            </> }
        }
        Step::Watch {
            prompt,
            moves: said,
            orientation,
            ..
        } => html! { <>
            { field("builder-prompt", "ui-builder-watch-prompt", prompt, step, on_change,
                    |s, t| if let Step::Watch { prompt, .. } = s { *prompt = t }) }
            { orientation_field(*orientation, step, on_change) }
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
                        <span>{ phrase(Phrase::new("ui-builder-watch-say").with("move", Fact::Text(n.mv.clone()))) }</span>
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

/// Which side a watch step's board shows at the bottom, on the pupils' boards and when
/// presented alike (White unless chosen).
fn orientation_field(orientation: Option<Side>, step: &Step, on_change: &Callback<Step>) -> Html {
    let onchange = {
        let (step, on_change) = (step.clone(), on_change.clone());
        Callback::from(move |e: Event| {
            let black = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .is_some_and(|s| s.value() == "black");
            let mut s = step.clone();
            if let Step::Watch { orientation, .. } = &mut s {
                *orientation = black.then_some(Side::Black);
            }
            on_change.emit(s);
        })
    };
    let black = orientation == Some(Side::Black);
    html! {
        <label class="field">
            <span>{ text("ui-builder-orientation") }</span>
            <select data-role="builder-orientation" {onchange}>
                <option value="white" selected={!black}>{ text("ui-builder-orientation-white") }</option>
                <option value="black" selected={black}>{ text("ui-builder-orientation-black") }</option>
            </select>
        </label>
    }
}
