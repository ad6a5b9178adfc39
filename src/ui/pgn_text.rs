//! The game in play as PGN, shown in parts of [`PART`] half-moves. A part once written is
//! kept and not drawn again, so a move in a game of 400,000 half-moves writes only the last
//! part, and the browser lays out only that part.

use super::words::attr;
use crate::rules::{pgn, Game};
use std::rc::Rc;
use yew::prelude::*;

/// Half-moves per part: 256 moves, a dozen lines.
const PART: usize = 512;

/// A part written: its text, and the games it runs between (the very same memory as the
/// game shown, which is how a part is known to be still right).
struct Part {
    from: Game,
    upto: Game,
    text: Rc<str>,
}

#[derive(Properties, PartialEq)]
pub struct PgnTextProps {
    pub game: Game,
    /// The players and result, where the moves alone do not say them.
    #[prop_or_default]
    pub players: Option<pgn::Players>,
}

#[component(PgnText)]
pub fn pgn_text(props: &PgnTextProps) -> Html {
    let kept = use_mut_ref(Vec::<Option<Part>>::new);
    let game = &props.game;
    let whole = game.len() / PART;
    let last = game.len() - whole * PART;
    let players = props.players.as_ref();
    let result = players.map_or_else(|| pgn::result(game), |p| p.result);
    let tail = pgn::movetext(&game.recent(last), Some(result));
    let mut kept = kept.borrow_mut();
    kept.truncate(whole);
    kept.resize_with(whole, || None);
    let mut texts = Vec::with_capacity(whole);
    let mut upto = game.taken_back_by(last);
    for slot in kept.iter_mut().rev() {
        if !slot.as_ref().is_some_and(|p| p.upto.same_history(&upto)) {
            *slot = Some(Part {
                from: upto.taken_back_by(PART),
                text: pgn::movetext(&upto.recent(PART), None).into(),
                upto: upto.clone(),
            });
        }
        if let Some(part) = slot {
            texts.push(part.text.clone());
            upto = part.from.clone();
        }
    }
    texts.reverse();
    html! {
        <pre data-role="pgn" class="pgn" tabindex="0" role="region" aria-label={attr("ui-game-in-pgn")}>
            <span class="pgn-part">{ pgn::header_with(game, players) }</span>
            { for texts.into_iter().enumerate().map(|(i, text)| html! { <PgnPart key={i} {text} /> }) }
            <span class="pgn-part">{ tail }</span>
        </pre>
    }
}

#[derive(Properties, PartialEq)]
struct PgnPartProps {
    /// Compared by address first: an unchanged part is not drawn again.
    text: Rc<str>,
}

#[component(PgnPart)]
fn pgn_part(props: &PgnPartProps) -> Html {
    html! { <span class="pgn-part">{ AttrValue::from(props.text.clone()) }</span> }
}
