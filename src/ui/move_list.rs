//! The game's moves as a list: numbered in pairs, the current move marked, comments on
//! lines of their own, and (where the page allows) buttons that go to a move or that the
//! arrow keys step through.

use super::words::{attr, phrase};
use crate::tutor::{localized, Fact, Lang, Phrase};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// The moves shown, in SAN: at most [`MOVES_SHOWN`] of the game, those after the
    /// position shown included.
    pub sans: Vec<String>,
    pub first_number: u32,
    pub black_first: bool,
    /// How many half-moves of the game come before `sans` (not shown).
    #[prop_or_default]
    pub skipped: usize,
    /// The half-moves played to reach the board shown, counted from the game's start.
    #[prop_or_default]
    pub at: usize,
    /// Comments, each after this many half-moves of the game.
    #[prop_or_default]
    pub comments: Vec<(usize, String)>,
    /// A move in the list goes to the position after it (with the half-moves played then);
    /// without it, the moves are only read.
    #[prop_or_default]
    pub on_go: Option<Callback<usize>>,
    /// The moves are shown with this language's piece letters.
    #[prop_or_default]
    pub lang: Lang,
    /// Without `on_go`, the moves are still buttons the arrow keys step through, each
    /// heard, but the board stays (a game against the computer under way).
    #[prop_or_default]
    pub browse: bool,
}

/// A game of thousands of moves shows [`MOVES_SHOWN`] of them, so each move stays quick.
pub const MOVES_SHOWN: usize = 300;

/// Which half-moves of a game of `len` a list shows when `at` have been played: a window
/// of [`MOVES_SHOWN`] that holds `at`, as (first, end). It moves in steps of half its
/// length, so stepping through a long game redraws the list once in 150 moves, not on each.
pub fn moves_window(len: usize, at: usize) -> (usize, usize) {
    const STEP: usize = MOVES_SHOWN / 2;
    let end = len
        .min((at / STEP + 2).saturating_mul(STEP))
        .max(len.min(MOVES_SHOWN));
    (end.saturating_sub(MOVES_SHOWN), end)
}

/// The moves in SAN, numbered in pairs, each comment on a line of its own after its move.
/// The move that led to the board shown is marked; the moves after it (which Redo brings
/// back) are dimmed. With `on_go`, each move is a button, and the arrow keys, Home and End
/// step through the game from the list. A plain function, not a component: each component
/// costs download size of its own.
pub fn move_list(props: &MoveListProps) -> Html {
    let mut items = Vec::new();
    let comments = |ply: usize, items: &mut Vec<Html>| {
        for (_, text) in props.comments.iter().filter(|(at, _)| *at == ply) {
            items.push(html! { <li class="move-comment">{ text }</li> });
        }
    };
    if props.skipped > 0 {
        items.push(html! {
            <li class="move-number earlier">{ phrase(Phrase::new("ui-earlier-moves").with("n", Fact::Count(props.skipped))) }</li>
        });
    }
    comments(props.skipped, &mut items);
    let number_cell =
        |n: usize| html! { <li class="move-number" aria-hidden="true">{ format!("{n}.") }</li> };
    let blank = |text: &'static str| html! { <li class="move" aria-hidden="true">{ text }</li> };
    let mut row_open = false;
    for (i, san) in props.sans.iter().enumerate() {
        let ply = props.skipped + i;
        let offset = ply + usize::from(props.black_first);
        let number = props.first_number as usize + offset / 2;
        let white = offset % 2 == 0;
        if white {
            items.push(number_cell(number));
        } else if !row_open {
            items.push(number_cell(number));
            items.push(blank("…"));
        }
        let s = localized(san, props.lang);
        // A screen reader hears each move with its number ("1. e4", "1... e5").
        let label = format!("{number}{} {s}", if white { "." } else { "..." });
        let current = ply + 1 == props.at;
        let classes = classes!(
            "move",
            current.then_some("current"),
            (ply >= props.at).then_some("ahead")
        );
        items.push(match props.on_go.is_some() || props.browse {
            // One click handler on the list reads `data-ply`: a game of thousands of moves
            // re-renders quickly with no handler per move.
            true => {
                let tab = current || (props.at == 0 && i == 0);
                html! {
                    <li class={classes}>
                        <button type="button" aria-label={label} tabindex={if tab { "0" } else { "-1" }}
                                aria-current={current.then_some("step")}
                                data-ply={(ply + 1).to_string()}>{ s }</button>
                    </li>
                }
            }
            false => html! {
                <li class={classes} aria-label={label} aria-current={current.then_some("step")}>{ s }</li>
            },
        });
        row_open = white;
        if props.comments.iter().any(|(at, _)| *at == ply + 1) {
            if white {
                items.push(blank(""));
                row_open = false;
            }
            comments(ply + 1, &mut items);
        }
    }
    let (browse, first) = (props.on_go.is_none() && props.browse, props.skipped + 1);
    let onkeydown = (props.on_go.clone().or(browse.then(Callback::noop))).map(|go| {
        let (at, last) = (props.at, props.skipped + props.sans.len());
        Callback::from(move |e: KeyboardEvent| {
            // Browsing, the keys move from the focused move, and the board stays.
            let at = if browse {
                e.target_dyn_into::<web_sys::Element>()
                    .and_then(|t| t.get_attribute("data-ply")?.parse().ok())
                    .unwrap_or(at)
            } else {
                at
            };
            let to = match e.key().as_str() {
                "ArrowLeft" | "ArrowUp" | "PageUp" => at.saturating_sub(1),
                "ArrowRight" | "ArrowDown" | "PageDown" => (at + 1).min(last),
                "Home" => 0,
                "End" => last,
                _ => return,
            };
            e.prevent_default();
            // Present mode's own keys must not step a second time.
            e.stop_propagation();
            if browse {
                let to = to.clamp(first, last);
                if let Some(b) = super::focus::find(&format!(".move-list [data-ply=\"{to}\"]")) {
                    let _ = b.focus();
                }
                return;
            }
            go.emit(to);
            super::focus::focus_after_render(if to == 0 {
                ".move-list button".into()
            } else {
                ".move-list .current button".into()
            });
        })
    });
    let onclick = props.on_go.clone().map(|go| {
        Callback::from(move |e: MouseEvent| {
            let ply = e
                .target_dyn_into::<web_sys::Element>()
                .and_then(|t| t.closest("[data-ply]").ok().flatten())
                .and_then(|b| b.get_attribute("data-ply")?.parse().ok());
            if let Some(ply) = ply {
                go.emit(ply);
            }
        })
    });
    html! {
        <ol class="move-list" data-role="move-list" aria-label={attr("ui-moves")} {onkeydown} {onclick}>{ for items }</ol>
    }
}
