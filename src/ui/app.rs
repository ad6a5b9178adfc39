//! The app: the board and the panel beside it, wired to one reducer.

use super::components::board::Board;
use super::route::{self, Route};
use super::state::{Action, AppState};
use crate::rules::{Role, Square};
use crate::tutor::english::piece_label;
use crate::tutor::{LineKind, Mark};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

fn mark_class(mark: Mark) -> &'static str {
    match mark {
        Mark::Selected => "selected",
        Mark::Dest { capture: false } => "dest",
        Mark::Dest { capture: true } => "dest capture",
        Mark::LastMove => "last-move",
        Mark::InCheck => "in-check",
        Mark::Checker => "checker",
        Mark::Pinned => "pinned",
        Mark::Pinner => "pinner",
        Mark::Attacker => "attacker",
        Mark::Blocker => "blocker",
    }
}

fn line_class(kind: LineKind) -> &'static str {
    match kind {
        LineKind::Check => "check",
        LineKind::Pin => "pin",
        LineKind::Attack => "attack",
    }
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// The state a URL asks for; a bad FEN in a link keeps the start position and says why.
fn state_from_hash(hash: &str) -> AppState {
    let mut state = AppState::default();
    match route::parse(hash) {
        Route::Play { fen: Some(fen) } => match crate::tutor::Play::from_fen(&fen) {
            Ok(p) => state.play = p,
            Err(e) => {
                state.fen_error = Some(format!("The link's position could not be loaded: {e}"))
            }
        },
        Route::Play { fen: None } => {}
    }
    state
}

fn square(name: &str) -> Option<Square> {
    name.parse().ok()
}

#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(|| state_from_hash(&current_hash()));
    let play = &state.play;
    let pos = play.position();
    let fen = pos.fen();

    // Keep the address bar a share link of the current position.
    {
        let fen = fen.clone();
        use_effect_with(fen, move |fen| {
            let hash = route::play_hash(fen);
            if current_hash() != hash {
                if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
                    let _ = history.replace_state_with_url(
                        &wasm_bindgen::JsValue::NULL,
                        "",
                        Some(&hash),
                    );
                }
            }
        });
    }
    // A link pasted into the address bar of an open page.
    {
        let state = state.clone();
        use_effect_with((), move |_| {
            let listener = Closure::<dyn Fn()>::new(move || {
                if let Route::Play { fen: Some(fen) } = route::parse(&current_hash()) {
                    state.dispatch(Action::LoadFen(fen));
                }
            });
            let window = web_sys::window();
            if let Some(w) = &window {
                let _ = w.add_event_listener_with_callback(
                    "hashchange",
                    listener.as_ref().unchecked_ref(),
                );
            }
            move || {
                if let Some(w) = window {
                    let _ = w.remove_event_listener_with_callback(
                        "hashchange",
                        listener.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }

    let view = play.view();
    let pieces: Vec<(String, String)> = view
        .pieces
        .iter()
        .map(|(sq, p)| (sq.to_string(), p.code()))
        .collect();
    let square_classes: Vec<(String, String)> = view
        .marks
        .iter()
        .map(|(sq, m)| (sq.to_string(), mark_class(*m).to_string()))
        .collect();
    let lines: Vec<(String, String, String)> = view
        .lines
        .iter()
        .map(|(a, b, k)| (a.to_string(), b.to_string(), line_class(*k).to_string()))
        .collect();

    let on_square_click = {
        let state = state.clone();
        Callback::from(move |name: String| {
            if let Some(sq) = square(&name) {
                state.dispatch(Action::Click(sq));
            }
        })
    };
    let on_drop = {
        let state = state.clone();
        Callback::from(move |(from, to): (String, String)| {
            if let (Some(f), Some(t)) = (square(&from), square(&to)) {
                state.dispatch(Action::Drop(f, t));
            }
        })
    };
    let on_escape = {
        let state = state.clone();
        Callback::from(move |()| state.dispatch(Action::Cancel))
    };
    let button = |action: fn() -> Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(action()))
    };

    let status_word = play.status_word();
    let status_text = play.status_message().english();
    let explanation = play.explanation();
    let board_label = format!("Chess board. {status_text}");

    html! {
        <>
            <header class="topbar">
                <a class="brand" href="#/play">{ "Check Tutor" }</a>
                <span class="tagline">{ "Learn the rules of check" }</span>
            </header>
            <main class="app">
                <div class="board-wrap">
                    <Board
                        {pieces}
                        orientation_white={state.white_bottom}
                        {square_classes}
                        {lines}
                        {on_square_click}
                        {on_drop}
                        {on_escape}
                        label={AttrValue::from(board_label)}
                    />
                </div>
                <aside class="side">
                    <section class="panel">
                        <p data-role="status" data-status={status_word} aria-live="polite">
                            <span class={classes!("turn-dot", pos.turn().name())} aria-hidden="true"></span>
                            { status_text }
                        </p>
                        if let Some((reason, messages)) = explanation {
                            <div data-role="explanation"
                                 data-reason={reason.map(|r| r.code()).unwrap_or(status_word)}
                                 class="explanation" aria-live="polite">
                                { for messages.iter().map(|m| html! { <p>{ m.english() }</p> }) }
                            </div>
                        } else if let Some(crate::tutor::Feedback::Played(l)) = play.feedback() {
                            <p class="played">{ l.message.english() }</p>
                        }
                        if let Some((_, to)) = play.pending_promotion() {
                            <Promotion
                                color_white={pos.turn().is_white()}
                                to={to.to_string()}
                                on_pick={
                                    let state = state.clone();
                                    Callback::from(move |r: Role| state.dispatch(Action::Promote(r)))
                                }
                            />
                        }
                    </section>
                    <MoveInput on_submit={
                        let state = state.clone();
                        Callback::from(move |t: String| state.dispatch(Action::TypeMove(t)))
                    } />
                    <section class="panel">
                        <h2>{ "Moves" }</h2>
                        <MoveList sans={play.sans().to_vec()}
                                  first_number={play.game().start().fullmove_number()}
                                  black_first={!play.game().start().turn().is_white()} />
                        <div class="controls">
                            <button data-role="undo" disabled={!play.can_undo()} onclick={button(|| Action::Undo)}>{ "Undo" }</button>
                            <button data-role="redo" disabled={!play.can_redo()} onclick={button(|| Action::Redo)}>{ "Redo" }</button>
                            <button data-role="new-game" onclick={button(|| Action::NewGame)}>{ "New game" }</button>
                            <button data-role="flip" onclick={button(|| Action::Flip)}>{ "Flip board" }</button>
                        </div>
                    </section>
                    <FenBox fen={fen.clone()} error={state.fen_error.clone()} on_load={
                        let state = state.clone();
                        Callback::from(move |f: String| state.dispatch(Action::LoadFen(f)))
                    } />
                </aside>
            </main>
        </>
    }
}

#[derive(Properties, PartialEq)]
struct PromotionProps {
    color_white: bool,
    to: String,
    on_pick: Callback<Role>,
}

/// The four pieces a pawn can become.
#[function_component(Promotion)]
fn promotion(props: &PromotionProps) -> Html {
    let color = if props.color_white {
        crate::rules::Color::White
    } else {
        crate::rules::Color::Black
    };
    html! {
        <div data-role="promotion" class="promotion" role="group"
             aria-label={format!("Promote the pawn on {} to", props.to)}>
            { for Role::PROMOTIONS.iter().map(|&role| {
                let piece = crate::rules::Piece::new(color, role);
                let on_pick = props.on_pick.clone();
                html! {
                    <button data-promote={role.char().to_string()}
                            class={classes!("promote", piece.code())}
                            aria-label={piece_label(piece)}
                            onclick={Callback::from(move |_: MouseEvent| on_pick.emit(role))}>
                    </button>
                }
            }) }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct MoveListProps {
    sans: Vec<String>,
    first_number: u32,
    black_first: bool,
}

/// The moves in SAN, numbered in pairs.
#[function_component(MoveList)]
fn move_list(props: &MoveListProps) -> Html {
    let mut rows = Vec::new();
    let mut sans: Vec<Option<&String>> = props.sans.iter().map(Some).collect();
    if props.black_first && !sans.is_empty() {
        sans.insert(0, None);
    }
    for (i, pair) in sans.chunks(2).enumerate() {
        let number = props.first_number as usize + i;
        let cell = |m: Option<&Option<&String>>| match m {
            Some(Some(s)) => html! { <li class="move">{ (*s).clone() }</li> },
            Some(None) => html! { <li class="move">{ "…" }</li> },
            None => html! { <li class="move"></li> },
        };
        rows.push(html! {
            <>
                <li class="move-number">{ format!("{number}.") }</li>
                { cell(pair.first()) }
                { cell(pair.get(1)) }
            </>
        });
    }
    html! { <ol class="move-list" data-role="move-list">{ for rows }</ol> }
}

#[derive(Properties, PartialEq)]
struct MoveInputProps {
    on_submit: Callback<String>,
}

/// A text box for moves in SAN (`Nf3`) or UCI (`g1f3`).
#[function_component(MoveInput)]
fn move_input(props: &MoveInputProps) -> Html {
    let input = use_node_ref();
    let onsubmit = {
        let input = input.clone();
        let cb = props.on_submit.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(el) = input.cast::<HtmlInputElement>() {
                cb.emit(el.value());
                el.set_value("");
            }
        })
    };
    html! {
        <form class="panel row" {onsubmit}>
            <input ref={input} data-role="move-input" aria-label="Type a move (SAN or UCI)"
                   placeholder="Type a move: Nf3, exd5, O-O, e7e8q" autocomplete="off" />
            <button type="submit" data-role="move-submit">{ "Play" }</button>
        </form>
    }
}

#[derive(Properties, PartialEq)]
struct FenBoxProps {
    fen: String,
    error: Option<String>,
    on_load: Callback<String>,
}

/// Shows the FEN, loads a new one, and offers the share link.
#[function_component(FenBox)]
fn fen_box(props: &FenBoxProps) -> Html {
    let input = use_node_ref();
    let copied = use_state(|| false);
    let onsubmit = {
        let input = input.clone();
        let cb = props.on_load.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(el) = input.cast::<HtmlInputElement>() {
                cb.emit(el.value());
            }
        })
    };
    let link = {
        let base = web_sys::window()
            .and_then(|w| w.location().href().ok())
            .map(|h| h.split('#').next().unwrap_or_default().to_string())
            .unwrap_or_default();
        format!("{base}{}", route::play_hash(&props.fen))
    };
    let copy = {
        let link = link.clone();
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(w) = web_sys::window() {
                let _ = w.navigator().clipboard().write_text(&link);
                copied.set(true);
            }
        })
    };
    html! {
        <section class="panel fen-box">
            <h2>{ "Position" }</h2>
            <p data-role="fen" class="fen">{ &props.fen }</p>
            <form class="row" {onsubmit}>
                <input ref={input} data-role="fen-input" aria-label="FEN to load"
                       placeholder="Paste a FEN" autocomplete="off" />
                <button type="submit" data-role="fen-load">{ "Load" }</button>
            </form>
            if let Some(e) = &props.error {
                <p data-role="fen-error" class="error" role="alert">{ e }</p>
            }
            <div class="row">
                <a data-role="share-link" href={link.clone()}>{ "Link to this position" }</a>
                <button data-role="copy-link" onclick={copy}>
                    { if *copied { "Copied" } else { "Copy link" } }
                </button>
            </div>
        </section>
    }
}
