//! Small panel components shared by the pages: promotion picker, move list, move input,
//! FEN box.

use super::words::{attr, phrase, text};
use crate::rules::Role;
use crate::tutor::annotations::Colour;
use crate::tutor::{Fact, Phrase};
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

pub use super::move_list::{move_list, moves_window, MoveListProps, MOVES_SHOWN};

#[derive(Properties, PartialEq)]
pub struct PromotionProps {
    pub color_white: bool,
    pub to: String,
    pub on_pick: Callback<Role>,
    /// Escape in the chooser: the pawn stays where it was.
    pub on_cancel: Callback<()>,
}

/// The four pieces a pawn can become, each drawn; the first takes the focus when the chooser
/// opens, so a keyboard user lands in it.
#[component(Promotion)]
pub fn promotion(props: &PromotionProps) -> Html {
    let color = if props.color_white {
        crate::rules::Color::White
    } else {
        crate::rules::Color::Black
    };
    let group = use_node_ref();
    let announce = super::announce::use_announce();
    {
        let group = group.clone();
        use_effect_with(props.to.clone(), move |to| {
            announce.emit(phrase(
                Phrase::new("ui-promote-choose").with("square", Fact::Text(to.to_string())),
            ));
            let first = group
                .cast::<web_sys::Element>()
                .and_then(|g| g.query_selector("button").ok().flatten())
                .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(button) = first {
                let _ = button.focus();
            }
        });
    }
    // Picked or called off, the chooser goes: the focus goes back to the board, on the
    // square the pawn was going to.
    let back_to_board = {
        let square = format!("[data-square=\"{}\"]", props.to);
        move || super::focus::focus_after_render(square.clone())
    };
    let onkeydown = {
        let (cancel, back_to_board) = (props.on_cancel.clone(), back_to_board.clone());
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.prevent_default();
                cancel.emit(());
                back_to_board();
            }
        })
    };
    html! {
        <div data-role="promotion" class="promotion" role="group" ref={group}
             aria-label={phrase(Phrase::new("ui-promote-label").with("square", Fact::Text(props.to.to_string())))} {onkeydown}>
            <span class="promotion-label" aria-hidden="true">{ phrase(Phrase::new("ui-promote-becomes").with("square", Fact::Text(props.to.to_string()))) }</span>
            <span class="promotion-pieces">
            { for Role::PROMOTIONS.iter().map(|&role| {
                let piece = crate::rules::Piece::new(color, role);
                let (on_pick, back_to_board) = (props.on_pick.clone(), back_to_board.clone());
                html! {
                    <button type="button" data-promote={role.char().to_string()}
                            class="promote"
                            aria-label={super::words::piece_name(piece)}
                            onclick={Callback::from(move |_: MouseEvent| {
                                on_pick.emit(role);
                                back_to_board();
                            })}>
                        <span class={classes!("piece", piece.code())} aria-hidden="true"></span>
                    </button>
                }
            }) }
            </span>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct MoveInputProps {
    pub on_submit: Callback<String>,
    /// The position on the board (its FEN). The box empties when it changes, that is when
    /// a move was played; a refused or unreadable move stays in the box to be mended.
    pub position: AttrValue,
    /// The id of the text that says why the move typed was refused or not read: the box
    /// is then marked invalid and described by it.
    #[prop_or_default]
    pub error_id: Option<AttrValue>,
}

/// A text box for moves in SAN (`Nf3`) or UCI (`g1f3`).
#[component(MoveInput)]
pub fn move_input(props: &MoveInputProps) -> Html {
    super::words::use_words();
    let input = use_node_ref();
    {
        let input = input.clone();
        use_effect_with(props.position.clone(), move |_| {
            if let Some(el) = input.cast::<HtmlInputElement>() {
                el.set_value("");
            }
        });
    }
    let onsubmit = {
        let input = input.clone();
        let cb = props.on_submit.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(el) = input.cast::<HtmlInputElement>() {
                cb.emit(el.value());
            }
        })
    };
    html! {
        <form class="panel row" {onsubmit}>
            <input ref={input} data-role="move-input" aria-label={attr("ui-move-label")}
                   aria-invalid={props.error_id.as_ref().map(|_| "true")}
                   aria-describedby={props.error_id.clone()}
                   placeholder={attr("ui-move-placeholder")} autocomplete="off" />
            <button type="submit" data-role="move-submit">{ text("ui-move-play") }</button>
        </form>
    }
}

#[derive(Properties, PartialEq)]
pub struct FenBoxProps {
    pub fen: String,
    pub error: Option<String>,
    pub on_load: Callback<String>,
    /// The full share link of this board (position, orientation, marks).
    pub link: String,
    /// Where the editor shows a refused position, if one was refused.
    #[prop_or_default]
    pub editor_link: Option<String>,
    /// The input shows the FEN of the board and follows every change to it; text the user
    /// loaded stays as they wrote it for as long as it describes the board shown.
    #[prop_or_default]
    pub follow: bool,
    /// The error is already announced by the page (a refused link's banner): shown, not
    /// said twice.
    #[prop_or_default]
    pub quiet: bool,
}

/// Shows the FEN, loads a new one, and offers the share link.
#[component(FenBox)]
pub fn fen_box(props: &FenBoxProps) -> Html {
    super::words::use_words();
    let input = use_node_ref();
    {
        let input = input.clone();
        use_effect_with((props.fen.clone(), props.follow), move |(fen, follow)| {
            let Some(el) = input.cast::<HtmlInputElement>().filter(|_| *follow) else {
                return;
            };
            let typed = el.value();
            let describes_board = typed
                .trim()
                .parse::<crate::rules::Position>()
                .is_ok_and(|p| p.fen() == *fen);
            if !describes_board {
                el.set_value(fen);
            }
        });
    }
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
    html! {
        <section class="panel fen-box">
            <h2>{ text("ui-position") }</h2>
            <p data-role="fen" class="fen">{ &props.fen }</p>
            <form class="row" {onsubmit}>
                <input ref={input} data-role="fen-input" aria-label={text("ui-fen-to-load")}
                       aria-invalid={props.error.as_ref().map(|_| "true")}
                       aria-describedby={props.error.as_ref().map(|_| "fen-error")}
                       placeholder={text("ui-fen-placeholder")} autocomplete="off" />
                <button type="submit" data-role="fen-load">{ text("ui-load") }</button>
            </form>
            if let Some(e) = &props.error {
                <p data-role="fen-error" id="fen-error" class="error"
                   role={(!props.quiet).then_some("alert")}>
                    { crate::tutor::english::capitalised(e) }
                    if let Some(link) = &props.editor_link {
                        { " " }<a data-role="open-in-editor" href={link.clone()}>{ text("ui-open-in-editor") }</a>
                    }
                </p>
            }
            <div class="row">
                <a data-role="share-link" href={props.link.clone()}>{ text("ui-link-to-board") }</a>
                <super::copy::CopyLink link={props.link.clone()} role="copy-link" />
            </div>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct MarksBarProps {
    pub colour: Colour,
    pub on_colour: Callback<Colour>,
    pub on_clear: Callback<()>,
    pub count: usize,
    /// Draw mode is on: taps and drags on the board draw instead of moving.
    #[prop_or_default]
    pub drawing: bool,
    #[prop_or_default]
    pub on_draw: Callback<bool>,
}

/// Whether a mouse (or another fine pointer that has a right button) is present.
fn has_mouse() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(any-pointer: fine)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// The colour for arrows and circles, draw mode (for touch), and a button to wipe them.
pub fn marks_bar(props: &MarksBarProps) -> Html {
    let hint = if props.drawing {
        text("ui-marks-hint-drawing")
    } else if has_mouse() {
        text("ui-marks-hint-mouse")
    } else {
        text("ui-marks-hint-touch")
    };
    let toggle = {
        let cb = props.on_draw.clone();
        let drawing = props.drawing;
        Callback::from(move |_: MouseEvent| cb.emit(!drawing))
    };
    html! {
        <div class="marks-bar" role="group" aria-label={attr("ui-marks")}>
            <span class="muted" data-role="marks-hint">{ hint }</span>
            <div class="row">
                <button data-role="draw-mode" class={classes!("draw-toggle", props.drawing.then_some("chosen"))}
                        aria-pressed={props.drawing.to_string()} onclick={toggle}>
                    { text("ui-draw") }
                </button>
                { for Colour::ALL.iter().map(|&c| {
                    let cb = props.on_colour.clone();
                    html! {
                        <button class={classes!("swatch", c.name(), (c == props.colour).then_some("chosen"))}
                                data-colour={c.name()}
                                aria-label={phrase(Phrase::new("ui-draw-in").with("colour", Fact::Code(c.name())))}
                                aria-pressed={(c == props.colour).to_string()}
                                onclick={Callback::from(move |_: MouseEvent| cb.emit(c))}></button>
                    }
                }) }
                <button data-role="clear-marks" disabled={props.count == 0}
                        onclick={let cb = props.on_clear.clone(); Callback::from(move |_: MouseEvent| cb.emit(()))}>
                    { text("ui-clear-marks") }
                </button>
            </div>
        </div>
    }
}

/// Scrolls the move list (not the page) so that its current move shows. It measures in
/// the next frame, when the browser lays the page out anyway: measuring at once would lay
/// it out a second time on every move.
pub fn keep_current_move_in_view() {
    let scroll = || {
        let current = super::focus::find(".move-list .current");
        let list = current.as_ref().and_then(|c| c.parent_element());
        if let (Some(c), Some(list)) = (current, list) {
            let (c, l) = (
                c.get_bounding_client_rect(),
                list.get_bounding_client_rect(),
            );
            if c.top() < l.top() {
                list.set_scroll_top(list.scroll_top() - (l.top() - c.top()) as i32);
            } else if c.bottom() > l.bottom() {
                list.set_scroll_top(list.scroll_top() + (c.bottom() - l.bottom()) as i32);
            }
        }
    };
    if let Some(w) = web_sys::window() {
        let f = wasm_bindgen::closure::Closure::once_into_js(scroll);
        let _ = w.request_animation_frame(f.unchecked_ref());
    }
}

/// Saves `text` as a file the browser downloads.
pub fn download(name: &str, mime: &str, text: &str) {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let props = web_sys::BlobPropertyBag::new();
    props.set_type(mime);
    if let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &props) {
        download_blob(name, &blob);
    }
}

/// Saves `blob` as a file called `name`.
pub fn download_blob(name: &str, blob: &web_sys::Blob) {
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else {
        return;
    };
    let link = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("a").ok())
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok());
    if let Some(a) = link {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Asks the browser's own yes-or-no question (for what cannot be undone); `false` when the
/// page cannot ask.
pub fn confirm(question: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.confirm_with_message(question).ok())
        .unwrap_or(false)
}

/// The banner at the top of a page whose link held a position that could not be loaded:
/// the board below is not the one sent, so nothing is said about it.
#[inline(never)]
pub fn link_failed_banner(why: &str) -> Html {
    html! {
        <p class="error link-error" role="alert" data-role="link-error">
            { phrase(Phrase::new("ui-link-failed").with("why", Fact::Text(crate::tutor::english::capitalised(why.trim_end_matches('.'))))) }
        </p>
    }
}

/// The banner of a game link against the computer that could not be followed to its end:
/// the game is shown as far as it goes, and where it is the computer's move, it waits
/// until "Play on" (`on_play_on`).
#[inline(never)]
pub fn game_link_banner(why: &str, on_play_on: Option<Callback<MouseEvent>>) -> Html {
    html! {
        <div class="error link-error" role="alert" data-role="link-error">
            <p>{ crate::tutor::english::capitalised(why.trim_end_matches('.')) }{ "." }</p>
            if let Some(on_play_on) = on_play_on {
                <button type="button" class="button primary" data-role="link-play-on" onclick={on_play_on}>{ text("ui-play-on") }</button>
            }
        </div>
    }
}

/// What Play adds to the board's position in words (as lichess's accessible mode has it):
/// the last move and the game's state, under headings to jump back to.
pub fn last_move_and_status(game: &crate::rules::Game, status: &str) -> Html {
    let last =
        crate::tutor::last_move_spoken(game).map_or_else(|| text("ui-no-move-yet"), |m| m.shown());
    html! {
        <>
            <h3>{ text("ui-last-move") }</h3>
            <p>{ last }</p>
            <h3>{ text("ui-status") }</h3>
            <p>{ status.to_string() }</p>
        </>
    }
}
