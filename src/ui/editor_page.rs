//! The position editor: a palette, the board, side to move, castling, en passant, and a live
//! verdict on whether the position could arise in a game.

use super::components::board::Board;
use super::editor_state::{EditorAction, EditorState, Tool};
use super::events::on_window;
use super::route::{self, ViewParams};
use super::view::{add_annotations, board_data};
use super::widgets::{download, marks_bar, FenBox, MarksBarProps};
use super::words::{attr, phrase, text};
use crate::lessons::{Goal, Shapes, Step};
use crate::rules::{CastlingSide, Color, Piece, Role, Square};
use crate::tutor::annotations::Colour;
use crate::tutor::{BoardView, Editor, Fact, Mark, Message, Phrase};
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement, KeyboardEvent, PointerEvent};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EditorPageProps {
    pub fen: Option<String>,
    pub view: ViewParams,
}

/// The name of the lesson file the editor downloads.
const LESSON_FILE: &str = "check-tutor-lesson.json";

fn square(name: &str) -> Option<Square> {
    name.parse().ok()
}

/// The step a teacher exports: the position, a prompt, and the marks on the board.
fn lesson_step(fen: &str, prompt: &str, view: &ViewParams) -> Step {
    let a = &view.annotations;
    Step::Play {
        fen: fen.to_string(),
        prompt: if prompt.trim().is_empty() {
            text("ui-editor-default-prompt")
        } else {
            prompt.trim().to_string()
        },
        goal: Goal::AnyMove,
        solution: Vec::new(),
        hint: None,
        success: None,
        marks: Shapes {
            arrows: a
                .arrows
                .iter()
                .map(|(f, t, c)| (f.to_string(), t.to_string(), c.name().to_string()))
                .collect(),
            circles: a
                .circles
                .iter()
                .map(|(s, c)| (s.to_string(), c.name().to_string()))
                .collect(),
            highlights: Vec::new(),
        },
    }
}

#[component(EditorPage)]
pub fn editor_page(props: &EditorPageProps) -> Html {
    // Drawn again in the new language when its catalog arrives.
    super::words::use_words();
    let state = use_reducer(|| {
        let mut s = EditorState {
            editor: Editor::default(),
            tool: Tool::Move,
            picked: None,
            view: props.view.clone(),
            colour: Colour::Green,
            error: None,
            link_failed: false,
        };
        if let Some(fen) = &props.fen {
            s.open_link(fen);
        }
        s
    });
    {
        let state = state.clone();
        use_effect_with(
            (props.fen.clone(), props.view.clone()),
            move |(fen, view)| {
                state.dispatch(EditorAction::Open(fen.clone(), view.clone()));
            },
        );
    }
    let pos = *state.editor.position();
    let fen = pos.fen();
    let hash = route::editor_hash(&fen, &state.view);
    // The address stays as the link sent it while its position could not be loaded.
    use_effect_with((hash.clone(), state.link_failed), move |(hash, failed)| {
        if !failed {
            route::replace_hash(hash)
        }
    });

    let verdict = state.editor.verdict();
    let mut view = BoardView {
        pieces: pos.board().pieces().collect(),
        ..BoardView::default()
    };
    for sq in verdict.squares {
        view.marks.push((sq, Mark::Attacker));
    }
    if let Some(p) = state.picked {
        view.marks.push((p, Mark::Selected));
    }
    let mut board = board_data(&view, None);
    add_annotations(&mut board, &state.view.annotations);

    let act = |make: fn() -> EditorAction| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(make()))
    };
    let on_square_click = {
        let state = state.clone();
        Callback::from(move |n: String| {
            if let Some(sq) = square(&n) {
                state.dispatch(EditorAction::Click(sq));
            }
        })
    };
    let on_drop = {
        let state = state.clone();
        Callback::from(move |(a, b): (String, String)| {
            if let (Some(f), Some(t)) = (square(&a), square(&b)) {
                state.dispatch(EditorAction::Drop(f, t));
            }
        })
    };
    // Draw mode: touch has no right button, so taps and drags draw while it is on.
    let drawing = use_state(|| false);
    let on_annotate = {
        let state = state.clone();
        Callback::from(move |(a, b, c): (String, String, String)| {
            if let (Some(f), Some(t)) = (square(&a), square(&b)) {
                state.dispatch(EditorAction::Arrow(f, t, Colour::from_name(&c)));
            }
        })
    };

    // Dragging from the palette: the piece is remembered at pointerdown, and wherever the
    // pointer is released over a square, it is placed there.
    let palette_drag = use_mut_ref(|| None::<Piece>);
    {
        let palette_drag = palette_drag.clone();
        let state = state.clone();
        use_effect_with((), move |_| {
            let listener = on_window("pointerup", move |e: &web_sys::Event| {
                let Some(piece) = palette_drag.borrow_mut().take() else {
                    return;
                };
                let Some(e) = e.dyn_ref::<web_sys::PointerEvent>() else {
                    return;
                };
                let square = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.element_from_point(e.client_x() as f32, e.client_y() as f32))
                    .and_then(|el| el.closest("[data-square]").ok().flatten())
                    .and_then(|el| el.get_attribute("data-square"))
                    .and_then(|n| n.parse::<Square>().ok());
                if let Some(sq) = square {
                    state.dispatch(EditorAction::Place(sq, piece));
                }
            });
            move || drop(listener)
        });
    }

    let palette = {
        let mut items = vec![html! {
            <button class={classes!("tool", (state.tool == Tool::Move).then_some("chosen"))}
                    data-tool="move" aria-pressed={(state.tool == Tool::Move).to_string()}
                    tabindex={roving(state.tool == Tool::Move)}
                    onclick={act(|| EditorAction::Tool(Tool::Move))}>{ text("ui-editor-move-tool") }</button>
        }];
        for color in Color::ALL {
            for role in Role::KING_FIRST {
                let piece = Piece::new(color, role);
                let chosen = state.tool == Tool::Place(piece);
                let state = state.clone();
                let drag = palette_drag.clone();
                items.push(html! {
                    <button class={classes!("tool", "piece-tool", piece.code(), chosen.then_some("chosen"))}
                            data-tool={piece.code()} aria-label={phrase(Phrase::new("ui-editor-place").with("piece", Fact::Text(piece.code())))}
                            aria-pressed={chosen.to_string()} tabindex={roving(chosen)}
                            onpointerdown={Callback::from(move |e: PointerEvent| {
                                if e.button() == 0 {
                                    *drag.borrow_mut() = Some(piece);
                                }
                            })}
                            onclick={Callback::from(move |_: MouseEvent| state.dispatch(EditorAction::Tool(Tool::Place(piece))))}>
                    </button>
                });
            }
        }
        items.push(html! {
            <button class={classes!("tool", (state.tool == Tool::Erase).then_some("chosen"))}
                    data-tool="erase" aria-pressed={(state.tool == Tool::Erase).to_string()}
                    tabindex={roving(state.tool == Tool::Erase)}
                    onclick={act(|| EditorAction::Tool(Tool::Erase))}>{ text("ui-editor-remove-tool") }</button>
        });
        items
    };

    let castling = state.editor.castling_options();
    let ep_options = state.editor.ep_options();
    let on_ep = {
        let state = state.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_dyn_into::<HtmlSelectElement>()
                .map(|s| s.value())
                .unwrap_or_default();
            state.dispatch(EditorAction::Ep(value.parse().ok()));
        })
    };
    let prompt = use_node_ref();
    let exported = use_state(|| None::<String>);
    let export_step = {
        let prompt = prompt.clone();
        let exported = exported.clone();
        let fen = fen.clone();
        let view = state.view.clone();
        Callback::from(move |_: MouseEvent| {
            let typed = prompt
                .cast::<HtmlInputElement>()
                .map(|i| i.value())
                .unwrap_or_default();
            let step = lesson_step(&fen, &typed, &view);
            // The words the teacher did not write are in the language they work in.
            let lang = super::words::lang();
            let lesson = crate::lessons::Lesson {
                id: "my-lesson".into(),
                lang: (lang != crate::tutor::Lang::En).then_some(lang),
                title: text("ui-editor-lesson-title"),
                intro: text("ui-editor-lesson-intro"),
                steps: vec![step],
                summary: Vec::new(),
            };
            let json = super::json::write(&lesson, true);
            download(LESSON_FILE, "application/json", &json);
            exported.set(Some(json));
        })
    };

    html! {
        <>
        if let (true, Some(e)) = (state.link_failed, &state.error) {
            { super::widgets::link_failed_banner(e) }
        }
        <main class="app editor" id="main">
            <h1 class="visually-hidden" tabindex="-1">{ text("ui-title-editor") }</h1>
            <div class="board-wrap">
                <Board pieces={board.pieces}
                       orientation_white={!state.view.flipped}
                       square_classes={board.classes}
                       lines={board.lines}
                       circles={board.circles}
                       {on_square_click} {on_drop}
                       on_annotate={Some(on_annotate)}
                       draw_mode={*drawing} draw_colour={state.colour.name()}
                       label={attr("ui-editor-board")} />
                <div class="palette" role="toolbar" aria-label={attr("ui-editor-pieces")} onkeydown={palette_keys}>{ for palette }</div>
            </div>
            <aside class="side">
                <section class="panel">
                    <h2>{ text("ui-editor-possible") }</h2>
                    if state.link_failed {
                        <p class="muted" data-role="no-verdict">
                            { text("ui-editor-no-verdict") }
                        </p>
                    } else {
                        <div data-role="verdict" data-valid={verdict.is_valid().to_string()}
                             data-errors={verdict.codes()}
                             class={classes!("verdict", if verdict.is_valid() { "valid" } else { "invalid" })}
                             aria-live="polite">
                            if verdict.is_valid() {
                                <p>{ text(if fen == crate::rules::STARTING_FEN {
                                    "ui-editor-starting-position"
                                } else {
                                    // The checks find what is impossible; they prove no game.
                                    "ui-editor-no-rule-broken"
                                }) }</p>
                            } else {
                                { for verdict.errors.iter().map(|(_, m)| html! { <p>{ m.shown() }</p> }) }
                            }
                        </div>
                    }
                    if let Some((castling, ep)) = state.editor.impossible_rights() {
                        <button type="button" data-role="fix-position" class="button"
                                onclick={{
                                    let state = state.clone();
                                    Callback::from(move |_: MouseEvent| state.dispatch(EditorAction::DropImpossibleRights))
                                }}>
                            { Message::DropImpossibleRights {
                                castling: (!castling.is_empty()).then(|| castling.fen()),
                                ep,
                            }.shown() }
                        </button>
                    }
                </section>
                <section class="panel">
                    <h2>{ text("ui-editor-setup") }</h2>
                    <div class="row" role="group" aria-label={attr("ui-editor-side-to-move")}>
                        { for Color::ALL.iter().map(|&c| {
                            let state = state.clone();
                            let on = pos.turn() == c;
                            html! {
                                <button data-role="turn" data-color={c.name()} aria-pressed={on.to_string()}
                                        class={classes!(on.then_some("chosen"))}
                                        onclick={Callback::from(move |_: MouseEvent| state.dispatch(EditorAction::Turn(c)))}>
                                    { phrase(Phrase::new("ui-editor-to-move").with("side", Fact::Side(c))) }
                                </button>
                            }
                        }) }
                    </div>
                    <div class="row" role="group" aria-label={attr("ui-editor-castling")}>
                        if castling.is_empty() {
                            <span class="muted">{ text("ui-editor-no-castling") }</span>
                        }
                        { for castling.iter().map(|&(c, side, on)| {
                            let state = state.clone();
                            let wing = if side == CastlingSide::King { "kingside" } else { "queenside" };
                            let label = phrase(Phrase::new("ui-editor-castle").with("side", Fact::Side(c)).with("wing", Fact::Code(wing)));
                            html! {
                                <label class="check">
                                    <input type="checkbox" data-castle={format!("{}{}", c.char(), if side == CastlingSide::King { 'k' } else { 'q' })}
                                           checked={on}
                                           onchange={Callback::from(move |_: Event| state.dispatch(EditorAction::Castle(c, side, !on)))} />
                                    { label }
                                </label>
                            }
                        }) }
                    </div>
                    if !ep_options.is_empty() {
                        <label class="row">
                            { text("ui-editor-ep") }{ " " }
                            <select data-role="ep" onchange={on_ep}>
                                <option value="-" selected={pos.ep_square().is_none()}>{ text("ui-editor-ep-none") }</option>
                                { for ep_options.iter().map(|sq| html! {
                                    <option value={sq.to_string()} selected={pos.ep_square() == Some(*sq)}>{ sq.to_string() }</option>
                                }) }
                            </select>
                        </label>
                    }
                    <div class="controls">
                        <button data-role="clear-board" onclick={act(|| EditorAction::Clear)}>{ text("ui-editor-clear") }</button>
                        <button data-role="start-position" onclick={act(|| EditorAction::Start)}>{ text("ui-editor-start-position") }</button>
                        <button data-role="flip" onclick={act(|| EditorAction::Flip)}>{ text("ui-flip") }</button>
                        if verdict.is_valid() {
                            <a class="button primary" data-role="play-from-here"
                               href={route::play_hash(&fen, &state.view)}>{ text("ui-editor-play-from-here") }</a>
                        } else {
                            // Play needs a position that could arise in a game.
                            <button class="primary" data-role="play-from-here" disabled=true
                                    title={attr("ui-editor-play-needs-possible")}>
                                { text("ui-editor-play-from-here") }
                            </button>
                        }
                    </div>
                    { marks_bar(&MarksBarProps {
                        colour: state.colour,
                        count: state.view.annotations.len(),
                        drawing: *drawing,
                        on_draw: { let d = drawing.clone(); Callback::from(move |on| d.set(on)) },
                        on_colour: { let s = state.clone(); Callback::from(move |c| s.dispatch(EditorAction::SetColour(c))) },
                        on_clear: { let s = state.clone(); Callback::from(move |()| s.dispatch(EditorAction::ClearMarks)) },
                    }) }
                    <super::diagram_download::DiagramDownload fen={fen.clone()} white_at_bottom={!state.view.flipped}
                        marks={state.view.annotations.clone()} />
                </section>
                <FenBox fen={fen.clone()} error={state.error.clone()} follow=true
                        quiet={state.link_failed}
                        link={format!("{}{hash}", route::base_url())}
                        on_load={let s = state.clone(); Callback::from(move |f: String| s.dispatch(EditorAction::LoadFen(f)))} />
                <section class="panel">
                    <h2>{ text("ui-editor-make-step") }</h2>
                    <div class="stack">
                        <a class="button primary" data-role="to-builder" href={route::builder_fen_hash(&fen)}>
                            { text("ui-editor-use-in-builder") }
                        </a>
                        <input ref={prompt} data-role="step-prompt" aria-label={attr("ui-editor-prompt-label")}
                               placeholder={attr("ui-editor-prompt-placeholder")} />
                        <button data-role="export-step" onclick={export_step}>{ text("ui-editor-download-lesson") }</button>
                        if let Some(json) = &*exported {
                            <p class="muted">{ phrase(Phrase::new("ui-editor-saved-as").with("file", Fact::Text(LESSON_FILE.into()))) }</p>
                            if let Some(data) = route::lesson_link_data(json) {
                                <a data-role="lesson-link" href={format!("{}{}", route::base_url(), route::lesson_link_hash(&data, 1))}>
                                    { text("ui-editor-lesson-link") }
                                </a>
                            }
                            <pre data-role="step-json" class="pgn" tabindex="0" aria-label={attr("ui-editor-step-json")}>{ json }</pre>
                        }
                    </div>
                </section>
            </aside>
        </main>
        </>
    }
}

/// The palette's tab stop is the tool chosen; the arrow keys reach the others.
fn roving(chosen: bool) -> &'static str {
    if chosen {
        "0"
    } else {
        "-1"
    }
}

/// Arrow keys (and Home, End) move the focus along the palette, a toolbar with one Tab
/// stop; Enter or Space chooses the tool focused.
fn palette_keys(e: KeyboardEvent) {
    let step: i32 = match e.key().as_str() {
        "ArrowRight" | "ArrowDown" => 1,
        "ArrowLeft" | "ArrowUp" => -1,
        "Home" => i32::MIN / 2,
        "End" => i32::MAX / 2,
        _ => return,
    };
    let Some(bar) = e
        .current_target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    let Ok(tools) = bar.query_selector_all(".tool") else {
        return;
    };
    let n = i32::try_from(tools.length()).unwrap_or(0);
    if n == 0 {
        return;
    }
    let active = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element());
    let at = (0..n)
        .find(|&i| {
            let node = tools.get(i as u32);
            matches!((&node, &active), (Some(t), Some(a)) if t.is_same_node(Some(a)))
        })
        .unwrap_or(0);
    let next = (at.saturating_add(step)).clamp(0, n - 1);
    e.prevent_default();
    if let Some(tool) = tools
        .get(next as u32)
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = tool.focus();
    }
}
