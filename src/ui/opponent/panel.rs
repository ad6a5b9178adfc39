//! What a game against the computer adds to the play page: lines under the status (the
//! computer thinking, its move, the result), the panel (who plays what, take back, hint,
//! resign, new game) and the dialog that chooses the side and the level.

use super::{fresh_seed, Computer, Note, VersusAction};
use crate::engine::Level;
use crate::rules::{Color, DrawClaim, GameStatus, Status};
use crate::tutor::{computer_played, hint, Message, Versus};
use crate::tutor::{Fact, Phrase};
use crate::ui::state::{Action, AppState};
use crate::ui::words::{attr, phrase, text};
use web_sys::HtmlDialogElement;
use yew::prelude::*;

/// How each level plays, in the learner's words.
fn level_words(level: Level) -> String {
    text(match level {
        Level::One => "ui-vs-level-1",
        Level::Two => "ui-vs-level-2",
        Level::Three => "ui-vs-level-3",
        Level::Four => "ui-vs-level-4",
    })
}

/// What a button of the panel asks before it acts.
#[derive(Clone, Copy, PartialEq)]
pub enum Ask {
    /// "Give up this game?"
    Resign,
    /// "End the game in a draw?"
    Draw,
    /// "Stop the computer?", with what that does.
    Leave,
}

/// The game against the computer: sides, level, hint, take back, resign. A plain function,
/// not a component (each costs download size of its own): `confirming` is the page's, set
/// while Resign or Stop the computer asks to be pressed again. Asking, the focus goes to
/// the button that confirms; answered, to what the answer leaves on the page.
pub fn versus_panel(
    state: &UseReducerHandle<AppState>,
    computer: &Computer,
    confirming: &UseStateHandle<Option<Ask>>,
) -> Html {
    match state.vs {
        Some(vs) => panel(state, vs, computer, confirming),
        None => html! {},
    }
}

/// [`versus_panel`] during a game: kept apart (never inlined), so that a page without a
/// game against the computer never compiles it (WebAssembly compiles on the first call).
#[inline(never)]
fn panel(
    state: &UseReducerHandle<AppState>,
    vs: Versus,
    computer: &Computer,
    confirming: &UseStateHandle<Option<Ask>>,
) -> Html {
    let game = state.play.game();
    let pos = state.play.position();
    let over = vs.is_over(game);
    let failed = state.engine_failed.as_ref();
    // `then`: where the focus goes when the button pressed is gone.
    let act_then = |a: fn() -> VersusAction, then: Option<&'static str>| {
        let (state, confirming) = (state.clone(), confirming.clone());
        Callback::from(move |_: MouseEvent| {
            confirming.set(None);
            state.dispatch(Action::Versus(a()));
            if let Some(then) = then {
                crate::ui::focus::focus_after_render(then.into());
            }
        })
    };
    let act = |a: fn() -> VersusAction| act_then(a, None);
    let ask = |question: Option<Ask>, then: &'static str| {
        let c = confirming.clone();
        Callback::from(move |_: MouseEvent| {
            c.set(question);
            crate::ui::focus::focus_after_render(then.into());
        })
    };
    // While the computer thinks, Hint keeps the focus (a disabled button would drop it to
    // the page) and says nothing when pressed.
    let hint_waits = vs.computer_to_move(game) || computer.hinting;
    let on_hint = {
        let on_hint = computer.on_hint.clone();
        Callback::from(move |_: MouseEvent| {
            if !hint_waits {
                on_hint.emit(())
            }
        })
    };
    let on_retry = {
        let on_retry = computer.on_retry.clone();
        Callback::from(move |_: MouseEvent| on_retry.emit(()))
    };
    let hint_text = state.hint.map(|m| hint(pos, &m).shown());
    // A claim by a declared move asks with the move named.
    let declared = vs.declared_claim(game).map(|(m, rule)| {
        let san =
            crate::tutor::localized(&crate::rules::san::write(pos, &m), crate::ui::words::lang());
        let rule = if rule == DrawClaim::FiftyMoves {
            "fifty"
        } else {
            "repetition"
        };
        phrase(
            Phrase::new("ui-claim-draw-ask-move")
                .with("move", Fact::Text(san))
                .with("rule", Fact::Code(rule)),
        )
    });
    let claim_ask = declared
        .clone()
        .unwrap_or_else(|| text("ui-claim-draw-ask"));
    html! {
            <section class="panel versus-panel" data-role="versus" aria-labelledby="versus-title">
                <h2 id="versus-title">{ text("ui-vs-title") }</h2>
                <p data-role="versus-sides">
    { Message::VersusSides { human: vs.human, level: vs.level.number() }.shown() }
                </p>

                if let Some(note) = state.note {
                    <p class="note" data-role="versus-note" role="status">{ text(match note {
                        Note::Wait => "ui-vs-wait",
                        Note::Over => "ui-vs-over",
                        Note::Paused => "ui-vs-paused",
                    }) }</p>
                }

                if let Some(why) = failed {
                    <div class="error" role="alert" data-role="engine-error">
                        <p>{ text("ui-vs-failed") }</p>
                        <details class="detail">
                            <summary>{ text("ui-details") }</summary>
                            { phrase(Phrase::new("ui-browser-said").with("why", Fact::Text(why.to_string()))) }
                        </details>
                        <button data-role="engine-retry" onclick={on_retry}>{ text("ui-try-again") }</button>
                    </div>
                }
                if let Some(text) = hint_text {
                    <p class="hint" data-role="hint">{ text }</p>
                }
                <div class="controls">
                    <button data-role="take-back" disabled={vs.take_back(game) == 0}
                            title={attr("ui-take-back-title")}
                            onclick={act(|| VersusAction::TakeBack)}>{ text("ui-take-back") }</button>
                    <button data-role="hint-button" disabled={over}
                            aria-disabled={hint_waits.then_some("true")}
                            onclick={on_hint}>
                        { text(if computer.hinting { "ui-looking" } else { "ui-hint" }) }
                    </button>
                    if **confirming == Some(Ask::Resign) {
                        <span class="confirm" role="group" aria-label={attr("ui-give-up")}>
                            <span>{ text("ui-give-up") }</span>
                            <button data-role="resign-yes" onclick={act_then(|| VersusAction::Resign, Some("[data-role=vs-new]"))}>{ text("ui-resign-yes") }</button>
                            <button data-role="resign-no" onclick={ask(None, "[data-role=resign]")}>{ text("ui-keep-playing") }</button>
                        </span>
                    } else {
                        <button data-role="resign" disabled={over}
                                onclick={ask(Some(Ask::Resign), "[data-role=resign-yes]")}>{ text("ui-resign") }</button>
                    }
                    if **confirming == Some(Ask::Draw) {
                        <span class="confirm" role="group" aria-label={claim_ask.clone()}>
                            <span data-role="claim-draw-ask">{ claim_ask }</span>
                            <button data-role="claim-draw-yes" onclick={act_then(|| VersusAction::ClaimDraw, Some("[data-role=vs-new]"))}>{ text("ui-claim-draw-yes") }</button>
                            <button data-role="claim-draw-no" onclick={ask(None, "[data-role=hint-button]")}>{ text("ui-keep-playing") }</button>
                        </span>
                    } else if vs.learner_claim(game).is_some() || declared.is_some() {
                        <button data-role="claim-draw"
                                onclick={ask(Some(Ask::Draw), "[data-role=claim-draw-yes]")}>{ text("ui-claim-draw") }</button>
                    }
                    <button data-role="vs-new" onclick={act(|| VersusAction::Choose(true))}>{ text("ui-new-game") }</button>
                    if **confirming == Some(Ask::Leave) {
                        <span class="confirm" role="group" aria-labelledby="vs-leave-ask">
                            <span id="vs-leave-ask">{ text("ui-stop-computer-ask") }</span>
                            <button data-role="vs-leave-yes" onclick={act_then(|| VersusAction::Leave, Some("[data-square][tabindex=\"0\"]"))}>{ text("ui-stop-computer-yes") }</button>
                            <button data-role="vs-leave-no" onclick={ask(None, "[data-role=vs-leave]")}>{ text("ui-keep-playing") }</button>
                        </span>
                    } else {
                        <button data-role="vs-leave" disabled={over}
                                onclick={ask(Some(Ask::Leave), "[data-role=vs-leave-yes]")}>{ text("ui-stop-computer") }</button>
                    }
                </div>
            </section>
        }
}

/// The lines a game against the computer adds under the status line, where a learner on
/// a phone sees them first: the computer thinking, the move it played, who won.
pub fn versus_status(state: &AppState) -> Html {
    match state.vs {
        Some(vs) => status(state, vs),
        None => html! {},
    }
}

/// [`versus_status`] during a game (apart, as [`panel`]).
#[inline(never)]
fn status(state: &AppState, vs: Versus) -> Html {
    let game = state.play.game();
    // A game link that stopped short holds the computer until Play on.
    let thinking = vs.computer_to_move(game) && state.engine_failed.is_none() && !state.link_failed;
    let ended = (!vs.resigned && vs.is_over(game)).then(|| {
        let winner = match game.status() {
            GameStatus::Position(Status::Checkmate) => Some(!game.current().turn()),
            _ => None,
        };
        Message::VersusOver {
            human: vs.human,
            winner,
        }
        .shown()
    });
    html! {
        <>
            <p class="thinking" data-role="thinking" role="status" hidden={!thinking}>
                if thinking {
                    <span class="spinner" aria-hidden="true"></span>
                    { text("ui-thinking") }
                }
            </p>
            if let Some(m) = computer_played(&vs, game) {
                <p class="computer-moved" data-role="computer-moved">{ m.shown() }</p>
            }
            if let Some(text) = ended {
                <p class="versus-end" data-role="versus-end">{ text }</p>
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
pub struct StartDialogProps {
    pub open: bool,
    /// The last game's settings, chosen again by default.
    pub last: Option<Versus>,
    pub on_start: Callback<Versus>,
    pub on_cancel: Callback<()>,
}

/// The learner's side: white, black, or either.
#[derive(Clone, Copy, PartialEq)]
enum Side {
    White,
    Black,
    Random,
}

#[component(StartDialog)]
pub fn start_dialog(props: &StartDialogProps) -> Html {
    crate::ui::words::use_words();
    let dialog = use_node_ref();
    let side = use_state(|| match props.last.map(|v| v.human) {
        Some(Color::Black) => Side::Black,
        _ => Side::White,
    });
    let level = use_state(|| props.last.map_or(Level::One, |v| v.level));
    {
        let dialog = dialog.clone();
        use_effect_with(props.open, move |open| {
            if let Some(d) = dialog.cast::<HtmlDialogElement>() {
                if *open && !d.open() {
                    let _ = d.show_modal();
                } else if !*open && d.open() {
                    d.close();
                    // The browser gives the focus back to the button that opened the dialog;
                    // when a game has started that button is gone: the board takes it.
                    // (Until the browser moves it, the focus may still be inside the dialog.)
                    let lost = web_sys::window()
                        .and_then(|w| w.document())
                        .and_then(|doc| doc.active_element())
                        .is_none_or(|e| e.tag_name() == "BODY" || d.contains(Some(&e)));
                    if lost {
                        crate::ui::focus::focus_after_render(
                            "[data-square][tabindex=\"0\"]".into(),
                        );
                    }
                }
            }
        });
    }
    let on_cancel = {
        let cb = props.on_cancel.clone();
        Callback::from(move |e: Event| {
            e.prevent_default();
            cb.emit(())
        })
    };
    let on_submit = {
        let (side, level, cb) = (side.clone(), level.clone(), props.on_start.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let human = match *side {
                Side::White => Color::White,
                Side::Black => Color::Black,
                Side::Random if js_sys::Math::random() < 0.5 => Color::White,
                Side::Random => Color::Black,
            };
            cb.emit(Versus {
                human,
                level: *level,
                seed: fresh_seed(),
                resigned: false,
                claimed: false,
            });
        })
    };
    let side_choice = |value: Side, name: String, role: &'static str| {
        let s = side.clone();
        html! {
            <label class="choice">
                <input type="radio" name="vs-side" data-role={role} checked={*side == value}
                       onchange={Callback::from(move |_| s.set(value))} />
                { name }
            </label>
        }
    };
    let level_choice = |l: Level| {
        let chosen = level.clone();
        html! {
            <label class="choice level-choice">
                <input type="radio" name="vs-level" data-role={format!("vs-level-{}", l.number())}
                       checked={*level == l} onchange={Callback::from(move |_| chosen.set(l))} />
                <span><strong>{ phrase(Phrase::new("ui-vs-level").with("n", Fact::Count(usize::from(l.number())))) }</strong>{ " " }{ level_words(l) }</span>
            </label>
        }
    };
    let cancel = props.on_cancel.clone();
    // Its words only while open: they are in the catalog's second part, which Play's first
    // load does not fetch.
    if !props.open {
        return html! {
            <dialog ref={dialog} class="vs-dialog" data-role="vs-dialog" oncancel={on_cancel}></dialog>
        };
    }
    html! {
        <dialog ref={dialog} class="vs-dialog" data-role="vs-dialog" aria-labelledby="vs-dialog-title"
                oncancel={on_cancel}>
            <form method="dialog" class="stack" onsubmit={on_submit}>
                <h2 id="vs-dialog-title">{ text("ui-vs-dialog-title") }</h2>
                <p>{ text("ui-vs-dialog-lead") }</p>
                <fieldset>
                    <legend>{ text("ui-vs-your-pieces") }</legend>
                    { side_choice(Side::White, text("ui-vs-side-white"), "vs-side-white") }
                    { side_choice(Side::Black, text("ui-vs-side-black"), "vs-side-black") }
                    { side_choice(Side::Random, text("ui-vs-side-random"), "vs-side-random") }
                </fieldset>
                <fieldset>
                    <legend>{ text("ui-vs-strength") }</legend>
                    { for Level::ALL.into_iter().map(level_choice) }
                </fieldset>
                <div class="row">
                    <button type="submit" class="primary" data-role="vs-start">{ text("ui-vs-start") }</button>
                    <button type="button" data-role="vs-cancel"
                            onclick={Callback::from(move |_| cancel.emit(()))}>{ text("ui-cancel") }</button>
                </div>
            </form>
        </dialog>
    }
}
