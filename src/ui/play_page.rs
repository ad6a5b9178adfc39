//! Play mode: the board, the status and explanation, moves, FEN, PGN, marks, share link and
//! present mode.

use super::components::board::Board;
use super::events::{on_window, page_key};
use super::opponent::{use_computer, versus_panel, versus_status, StartDialog, VersusAction};
use super::pgn_text::PgnText;
use super::route;
use super::state::{Action, AppState};
use super::view::{add_annotations, board_data};
use super::widgets::{
    download, marks_bar, move_list, FenBox, MarksBarProps, MoveInput, MoveListProps, Promotion,
};
use super::words::lang_of;
use super::words::{attr, phrase, text};
use crate::rules::{Role, Square};
use crate::tutor::annotations::Colour;
use crate::tutor::english;
use crate::tutor::{Fact, Feedback, Lang, Message, Phrase};
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// The longest imported game whose PGN box is its whole file, written on every change.
const WHOLE_PGN_PLIES: usize = 2_000;

#[derive(Properties, PartialEq)]
pub struct PlayPageProps {
    /// A refused move's reason code, for the learner's practice record: a move tried while
    /// exploring, which brings its rule back in practice without counting as a failure.
    #[prop_or_default]
    pub on_refused: Callback<String>,
    pub state: UseReducerHandle<AppState>,
    /// The learner's language: the move list's piece letters, and typed moves may use them.
    #[prop_or_default]
    pub lang: Lang,
}

fn square(name: &str) -> Option<Square> {
    name.parse().ok()
}

/// Marks the moment a move or click arrives, for the input-to-render measure.
fn mark_input() {
    if let Some(perf) = web_sys::window().and_then(|w| w.performance()) {
        perf.clear_marks_with_mark_name("input");
        let _ = perf.mark("input");
    }
}

/// Puts the whole page on the full screen, or takes it back (a projector in a class).
fn toggle_fullscreen() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    } else if let Some(root) = document.document_element() {
        // Refused without a user gesture or by policy: the page stays as it is.
        let _ = root.request_fullscreen();
    }
}

#[component(PlayPage)]
pub fn play_page(props: &PlayPageProps) -> Html {
    // Drawn again in the new language when its catalog arrives.
    super::words::use_words();
    let state = props.state.clone();
    let play = &state.play;
    let pos = play.position();
    let fen = pos.fen();
    let hash = super::game_pack::use_play_hash(&state);
    let computer = use_computer(&state);
    let start_note = super::arising::use_start_note(play.game().start(), play.game().is_empty());
    // Resign and Stop the computer ask to be pressed again (the computer panel's).
    let confirming = use_state(|| None::<super::opponent::Ask>);
    let speak = super::announce::use_announce();
    super::announce::use_say_picked_up(Some(*pos), play.selected());
    let at = play.game().len();
    let whole = play.whole_game();
    let (skipped, end) = super::widgets::moves_window(whole.len(), at);
    // The move list keeps the move that led to the board in view (in its own scroll box:
    // the page itself does not move).
    use_effect_with(at, |_| super::widgets::keep_current_move_in_view());
    // Every move and refusal is spoken through the page's one live region.
    {
        let announce = super::announce::use_announce();
        let mover = !pos.turn();
        let on_refused = props.on_refused.clone();
        // Touching a piece that may not move, to look, is explained but is no mistake.
        // A piece picked up that cannot move says why when it is picked up
        // (`use_say_picked_up`): its explanation box is not spoken a second time.
        let picked_up = play.looked() && play.selected().is_some();
        use_effect_with(
            (
                play.feedback().cloned(),
                play.looked(),
                picked_up,
                state.vs.is_some(),
            ),
            move |(feedback, looked, picked_up, versus)| {
                if let (Some(Feedback::Refused(r)), false) = (feedback, looked) {
                    on_refused.emit(r.reason.code().to_string());
                }
                if *picked_up {
                    return;
                }
                let said = match feedback {
                    Some(Feedback::Played(l)) => Some(l.spoken(mover).shown()),
                    Some(Feedback::Refused(r)) => {
                        Some(super::opponent::way_back(r.message.clone(), *versus).shown())
                    }
                    Some(Feedback::BadInput(e)) => Some(e.shown()),
                    // Taken back: the side to move now is the one that had played it.
                    Some(Feedback::TookBack(l)) => Some(phrase(
                        Phrase::new("ui-taken-back")
                            .with("move", Fact::Text(l.spoken(!mover).shown())),
                    )),
                    None => None,
                };
                if let Some(text) = said {
                    announce.emit(text);
                }
            },
        );
    }
    // On a narrow screen the explanation sits under the board: bring it into view.
    let explanation_ref = super::hooks::use_reveal(play.feedback().cloned());
    super::game_pack::use_unpacking(&state);

    // Keep the address bar a share link of the current board (not while it still holds a
    // link whose position could not be loaded: that link stays as it was sent).
    let link_failed = state.link_failed;
    use_effect_with(
        (hash.clone(), link_failed || state.unpacking.is_some()),
        move |(hash, failed)| {
            if !failed {
                route::replace_hash(hash)
            }
        },
    );

    // Present mode: the arrow keys step through the game, Escape leaves.
    {
        let state = state.clone();
        use_effect_with(state.view.present, move |present| {
            let present = *present;
            let listener = on_window("keydown", move |e: &web_sys::Event| {
                if !present {
                    return;
                }
                match page_key(e).as_deref() {
                    Some("ArrowLeft") => state.dispatch(Action::Undo),
                    Some("ArrowRight") => state.dispatch(Action::Redo),
                    Some("Home") => state.dispatch(Action::ToStart),
                    Some("End") => state.dispatch(Action::ToEnd),
                    Some("Escape") => toggle_present(&state),
                    _ => {}
                }
            });
            move || drop(listener)
        });
    }

    // After each render that follows an input, measure input-to-render for the budget
    // (one 16 ms frame); `make bench` reads the "input-to-render" entries.
    use_effect(|| {
        if let Some(perf) = web_sys::window().and_then(|w| w.performance()) {
            if perf.get_entries_by_name("input").length() > 0 {
                let _ = perf.measure_with_start_mark("input-to-render", "input");
                perf.clear_marks_with_mark_name("input");
            }
        }
    });

    let mut board = board_data(&play.view(), None);
    add_annotations(&mut board, &state.view.annotations);
    if let (Some(m), Some(_)) = (state.hint, state.vs) {
        board
            .lines
            .push((m.from.to_string(), m.to.to_string(), "arrow-blue".into()));
    }
    let on_ask = super::announce::answer_asks(speak, *pos);
    let on_square_click = {
        let state = state.clone();
        Callback::from(move |name: String| {
            mark_input();
            if let Some(sq) = square(&name) {
                state.dispatch(Action::Click(sq));
            }
        })
    };
    let on_drop = {
        let state = state.clone();
        Callback::from(move |(from, to): (String, String)| {
            mark_input();
            if let (Some(f), Some(t)) = (square(&from), square(&to)) {
                state.dispatch(Action::Drop(f, t));
            }
        })
    };
    let on_escape = {
        let state = state.clone();
        Callback::from(move |()| state.dispatch(Action::Cancel))
    };
    let on_drag_start = {
        let state = state.clone();
        Callback::from(move |name: String| {
            if let Some(sq) = square(&name) {
                state.dispatch(Action::Lift(sq));
            }
        })
    };
    // Draw mode: touch has no right button, so taps and drags draw while it is on.
    let drawing = use_state(|| false);
    let on_annotate = {
        let state = state.clone();
        Callback::from(move |(from, to, colour): (String, String, String)| {
            if let (Some(f), Some(t)) = (square(&from), square(&to)) {
                state.dispatch(Action::Arrow(f, t, Colour::from_name(&colour)));
            }
        })
    };
    let button = |action: fn() -> Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(action()))
    };

    let status_word = play.status_word();
    let status_text = match state.vs {
        Some(vs) if vs.resigned => Message::Resigned { human: vs.human }.shown(),
        Some(vs) => match vs.claimed_draw(play.game()) {
            Some((by_learner, rule)) => Message::DrawClaimed {
                by_learner,
                fifty: rule == crate::rules::DrawClaim::FiftyMoves,
            }
            .shown(),
            None => play.status_message().shown(),
        },
        None => play.status_message().shown(),
    };
    let explanation = super::opponent::explanation(play, state.vs);
    let present = state.view.present;
    let on_present = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| toggle_present(&state))
    };

    let pgn_text = use_node_ref();
    let players = state.vs.map(|vs| vs.players(play.game()));
    let export_pgn = {
        let play = play.clone();
        let players = players.clone();
        Callback::from(move |_: MouseEvent| {
            download(
                "check-tutor-game.pgn",
                "application/x-chess-pgn",
                &play.pgn(players.as_ref()),
            )
        })
    };
    let versus = state.vs.is_some();
    // After a game link that stopped short, the computer waits for Play on (if it is its
    // move at all: a game that ended, or the learner's turn, needs no button).
    let computer_waits = state.vs.is_some_and(|vs| vs.computer_to_move(play.game()));
    // The computer's move is told once, by the game's panel ("The computer moved ...").
    let computer_moved = state
        .vs
        .is_some_and(|vs| crate::tutor::computer_played(&vs, play.game()).is_some());
    let on_start = {
        let state = state.clone();
        Callback::from(move |vs| state.dispatch(Action::Versus(VersusAction::Start(vs))))
    };
    let on_cancel_choice = {
        let state = state.clone();
        Callback::from(move |()| state.dispatch(Action::Versus(VersusAction::Choose(false))))
    };
    let import_pgn = {
        let state = state.clone();
        let pgn_text = pgn_text.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(el) = pgn_text.cast::<HtmlTextAreaElement>() {
                let state = state.clone();
                let done = Callback::from(move |read| state.dispatch(Action::LoadPgn(read)));
                super::pgn_read::read(&el.value(), done);
            }
        })
    };

    html! {
        <>
        if let (true, Some(e)) = (link_failed, state.load_error.as_ref().map(Message::shown)) {
            if versus {
                { super::widgets::game_link_banner(&e, computer_waits.then(|| button(|| Action::Versus(VersusAction::PlayOn)))) }
            } else {
                { super::widgets::link_failed_banner(&e) }
            }
        }
        <main class={classes!("app", present.then_some("present"))} id="main">
            <h1 class="visually-hidden" tabindex="-1">{ text("ui-nav-play") }</h1>
            <div class="board-wrap">
                <Board
                    pieces={board.pieces}
                    orientation_white={!state.view.flipped}
                    square_classes={board.classes} square_notes={board.notes}
                    lines={board.lines}
                    circles={board.circles}
                    {on_square_click}
                    {on_drop}
                    {on_drag_start}
                    on_ask={Some(on_ask)}
                    on_escape={on_escape.clone()}
                    on_annotate={Some(on_annotate)}
                    draw_mode={*drawing} draw_colour={state.colour.name()}
                    label={AttrValue::from(phrase(Phrase::new("ui-board-status").with("status", Fact::Text(status_text.clone()))))}
                    position_extra={super::widgets::last_move_and_status(play.game(), &status_text)}
                />
            </div>
            <aside class="side">
                <section class="panel status-panel">
                    <p data-role="status" data-status={status_word} aria-live="polite"
                       lang={super::words::lang().code()}>
                        <span class={classes!("turn-dot", pos.turn().name())} aria-hidden="true"></span>
                        { status_text }
                    </p>
                    { versus_status(&state) }
                    { start_note }
                    if present {
                        <div class="controls">
                            <button data-role="undo" disabled={!play.can_undo()} onclick={button(|| Action::Undo)}>{ text("ui-present-back") }</button>
                            <button data-role="redo" disabled={!play.can_redo()} onclick={button(|| Action::Redo)}>{ text("ui-present-forward") }</button>
                            <button data-role="fullscreen" onclick={Callback::from(|_: MouseEvent| toggle_fullscreen())}>{ text("ui-full-screen") }</button>
                            <button data-role="present" onclick={on_present.clone()}>{ text("ui-leave-present") }</button>
                        </div>
                    }
                    if let Some((reason, messages)) = explanation {
                        <div data-role="explanation" id="explanation" ref={explanation_ref}
                             data-reason={reason.map(|r| r.code()).unwrap_or(status_word)}
                             class="explanation">
                            { for messages.iter().map(|m| html! { <p lang={lang_of(m)}>{ m.shown() }</p> }) }
                        </div>
                    } else if let (Some(Feedback::Played(l)), false) = (play.feedback(), computer_moved) {
                        <p class="played" lang={lang_of(&l.message)}>{ l.message.shown() }</p>
                    }
                    if let Some((_, to)) = play.pending_promotion() {
                        <Promotion
                            color_white={pos.turn().is_white()}
                            to={to.to_string()}
                            on_pick={
                                let state = state.clone();
                                Callback::from(move |r: Role| state.dispatch(Action::Promote(r)))
                            }
                            on_cancel={on_escape.clone()}
                        />
                    }
                </section>
                { versus_panel(&state, &computer, &confirming) }
                <MoveInput position={play.position().fen()}
                           error_id={play.typed_wrong().then_some(AttrValue::Static("explanation"))} on_submit={
                    let (state, lang) = (state.clone(), props.lang);
                    Callback::from(move |t: String| state.dispatch(Action::TypeMove(t, lang)))
                } />
                <section class="panel moves-panel">
                    <h2>{ text("ui-moves") }</h2>
                    if let Some(heading) = play.record().and_then(english::game_heading) {
                        <p class="game-heading" data-role="game-heading">{ heading }</p>
                    }
                    { move_list(&MoveListProps {
                        sans: {
                            // An imported game's own marks (!, ?!, !!...) follow its moves.
                            let marks = play.record().map_or_else(Vec::new, |r| r.marks_along(whole));
                            whole
                                .taken_back_by(whole.len() - end)
                                .recent(end - skipped)
                                .iter()
                                .enumerate()
                                .map(|(i, p)| {
                                    let mark = marks.iter().find(|(at, _)| *at == skipped + i + 1);
                                    format!("{}{}", p.san(), mark.map_or("", |m| m.1))
                                })
                                .collect()
                        },
                        skipped,
                        at,
                        comments: play.record().map_or_else(Vec::new, |r| {
                            r.comments_along(whole).into_iter().map(|(n, t)| (n, t.to_string())).collect()
                        }),
                        on_go: (!versus).then(|| {
                            let state = state.clone();
                            Callback::from(move |ply| state.dispatch(Action::GoTo(ply)))
                        }),
                        lang: props.lang,
                        first_number: play.game().start().fullmove_number(),
                        black_first: !play.game().start().turn().is_white(), browse: versus,
                    }) }
                    <div class="controls">
                        if !versus {
                        <button data-role="to-start" disabled={!play.can_undo()} onclick={button(|| Action::ToStart)}
                                title={attr("ui-start-title")}>{ text("ui-start") }</button>
                        <button data-role="undo" disabled={!play.can_undo()} onclick={button(|| Action::Undo)}>{ text("ui-undo") }</button>
                        <button data-role="redo" disabled={!play.can_redo()} onclick={button(|| Action::Redo)}>{ text("ui-redo") }</button>
                        <button data-role="to-end" disabled={!play.can_redo()} onclick={button(|| Action::ToEnd)}
                                title={attr("ui-end-title")}>{ text("ui-end") }</button>
                        <button data-role="new-game" onclick={button(|| Action::NewGame)}>{ text("ui-new-game") }</button>
                        <button data-role="vs-open" onclick={button(|| Action::Versus(VersusAction::Choose(true)))}>
                            { text("ui-play-computer") }
                        </button>
                        }
                        <button data-role="flip" onclick={button(|| Action::Flip)}>{ text("ui-flip") }</button>
                    </div>
                    { marks_bar(&MarksBarProps {
                        colour: state.colour,
                        count: state.view.annotations.len(),
                        drawing: *drawing,
                        on_draw: { let d = drawing.clone(); Callback::from(move |on| d.set(on)) },
                        on_colour: { let s = state.clone(); Callback::from(move |c| s.dispatch(Action::SetColour(c))) },
                        on_clear: { let s = state.clone(); Callback::from(move |()| s.dispatch(Action::ClearMarks)) },
                    }) }
                </section>
                // "More": presenting, the editor, FEN, PGN, the link and the exports, folded
                // away until asked for (open when a position given to the page could not be
                // loaded, so the reason shows).
                <details class="position-game" data-role="position-game" open={state.load_error.is_some()}>
                <summary class="button">{ text("ui-position-and-game") }</summary>
                <div class="controls">
                    <button data-role="present" onclick={on_present}>{ text("ui-present") }</button>
                    <a class="button" data-role="to-editor"
                       href={route::editor_hash(&fen, &state.view)}>{ text("ui-edit-position") }</a>
                </div>
                <FenBox fen={fen.clone()} error={state.load_error.as_ref().map(Message::shown)} quiet={link_failed}
                        editor_link={state.load_error.as_ref().and(state.refused_fen.as_ref())
                            .map(|f| route::editor_hash(f, &route::ViewParams::default()))}
                        link={format!("{}{hash}", route::base_url())}
                        on_load={
                            let state = state.clone();
                            Callback::from(move |f: String| state.dispatch(Action::LoadFen(f)))
                        } />
                <section class="panel pgn-box">
                    <h2>{ "PGN" }</h2>
                    <form class="stack" onsubmit={import_pgn}>
                        <textarea ref={pgn_text} data-role="pgn-input" rows="3" spellcheck="false"
                                  aria-label={text("ui-pgn-to-import")} placeholder={text("ui-pgn-placeholder")} />
                        <div class="row">
                            <button type="submit" data-role="pgn-load">{ text("ui-import-game") }</button>
                            <button type="button" data-role="pgn-export" onclick={export_pgn}>{ text("ui-download-pgn") }</button>
                        </div>
                    </form>
                    if let Some(note) = state.loaded.as_ref() {
                        <p class="notice" role="status" data-role="pgn-loaded">{ phrase(note.clone()) }</p>
                    }
                    // An imported game keeps its file's tags, comments and variations: the
                    // box shows what the download holds. A game too long to write out on
                    // every move (the huge-game guard imports 400,000 half-moves) keeps the
                    // box that writes only its last part again.
                    if play.record().is_some() && play.whole_game().len() <= WHOLE_PGN_PLIES {
                        <pre data-role="pgn" class="pgn" tabindex="0" role="region" aria-label={attr("ui-game-in-pgn")}>
                            { play.pgn(players.as_ref()) }
                        </pre>
                    } else {
                        <PgnText game={play.game().clone()} {players} />
                    }
                </section>
                </details>
            </aside>
        </main>
        <StartDialog open={state.choosing} last={state.vs} {on_start} on_cancel={on_cancel_choice} />
        </>
    }
}

/// Opens or leaves present mode, and keeps the focus: on the board once it opens, back on
/// the Present button once it closes.
fn toggle_present(state: &UseReducerHandle<AppState>) {
    let leaving = state.view.present;
    state.dispatch(Action::TogglePresent);
    // Presenting, the keys step through the game (and a remote's Page Up and Page Down):
    // the focus goes to the move list's current move, or to the board before any move.
    let list = ".move-list button[tabindex=\"0\"]";
    let target = if leaving {
        "[data-role=present]"
    } else if super::focus::find(list).is_some() {
        list
    } else {
        ".squares [tabindex=\"0\"]"
    };
    super::focus::focus_after_render(target.into());
}
