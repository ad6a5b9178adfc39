//! Play mode: the board, the status and explanation, moves, FEN and share link.

use super::components::board::Board;
use super::route;
use super::state::{Action, AppState};
use super::view::board_data;
use super::widgets::{FenBox, MoveInput, MoveList, Promotion};
use crate::rules::{Role, Square};
use crate::tutor::Feedback;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PlayPageProps {
    pub state: UseReducerHandle<AppState>,
}

fn square(name: &str) -> Option<Square> {
    name.parse().ok()
}

#[function_component(PlayPage)]
pub fn play_page(props: &PlayPageProps) -> Html {
    let state = props.state.clone();
    let play = &state.play;
    let pos = play.position();
    let fen = pos.fen();

    // Keep the address bar a share link of the current position.
    use_effect_with(fen.clone(), move |fen| {
        route::replace_hash(&route::play_hash(fen))
    });

    let board = board_data(&play.view(), None);
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

    html! {
        <main class="app">
            <div class="board-wrap">
                <Board
                    pieces={board.pieces}
                    orientation_white={state.white_bottom}
                    square_classes={board.classes}
                    lines={board.lines}
                    {on_square_click}
                    {on_drop}
                    {on_escape}
                    label={AttrValue::from(format!("Chess board. {status_text}"))}
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
                    } else if let Some(Feedback::Played(l)) = play.feedback() {
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
                <FenBox fen={fen} error={state.fen_error.clone()} on_load={
                    let state = state.clone();
                    Callback::from(move |f: String| state.dispatch(Action::LoadFen(f)))
                } />
            </aside>
        </main>
    }
}
