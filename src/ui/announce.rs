//! One polite live region, on the page from the first load, through which moves, refusals
//! and lesson feedback are spoken (regions created with `aria-live` on them are mostly not
//! read). Pages hand it sentences through a context.
//!
//! The region is a log: each sentence is a new paragraph, and a screen reader speaks what
//! is added, in order. So two sentences in quick succession (the learner's move and the
//! computer's reply 20 ms later) are both heard, where replacing one text with the next
//! lost the first. Only the last few are kept; the page's change empties it.

use yew::prelude::*;

/// Says a sentence through the live region.
#[derive(Clone, PartialEq)]
pub struct Announce(pub Callback<String>);

/// The page's way to speak; silent outside the app (component tests).
#[hook]
pub fn use_announce() -> Callback<String> {
    use_context::<Announce>().map(|a| a.0).unwrap_or_default()
}

#[derive(Properties, PartialEq)]
pub struct AnnouncerProps {
    pub children: Html,
}

/// How many sentences the region keeps: enough for a move, its reply and what follows,
/// few enough that a screen reader's review of the region stays short.
const KEPT: usize = 4;

/// The sentences said on this page, each with a number of its own (its key).
#[derive(Default)]
struct Said {
    next: u32,
    lines: Vec<(u32, String)>,
}

impl Said {
    fn push(&mut self, text: String) {
        if self.lines.len() >= KEPT {
            self.lines.remove(0);
        }
        self.lines.push((self.next, text));
        self.next = self.next.wrapping_add(1);
    }
}

/// Provides [`Announce`] to its children and holds the live region. Sentences said before
/// the next render are all kept (a shared list, not a state that the last one replaces).
#[component(Announcer)]
pub fn announcer(props: &AnnouncerProps) -> Html {
    let said = use_mut_ref(Said::default);
    let redraw = use_force_update();
    // What was said on one page is not left for the next.
    {
        let (said, redraw) = (said.clone(), redraw.clone());
        use_effect_with((), move |_| {
            let listener = super::events::on_window("hashchange", move |_: &web_sys::Event| {
                said.borrow_mut().lines.clear();
                redraw.force_update();
            });
            move || drop(listener)
        });
    }
    let announce = {
        let said = said.clone();
        use_callback((), move |text: String, _| {
            said.borrow_mut().push(text);
            redraw.force_update();
        })
    };
    let lines = said.borrow().lines.clone();
    html! {
        <ContextProvider<Announce> context={Announce(announce)}>
            { props.children.clone() }
            <div class="visually-hidden" role="log" aria-live="polite" aria-relevant="additions"
                 data-role="announcer">
                { for lines.into_iter().map(|(key, text)| html! { <p key={key}>{ text }</p> }) }
            </div>
        </ContextProvider<Announce>>
    }
}

/// Answers the board's M key (a question about a square, with the selected square if any)
/// about `pos`, through the live region `announce` speaks in.
pub fn answer_asks(
    announce: Callback<String>,
    pos: crate::rules::Position,
) -> Callback<(String, Option<String>)> {
    Callback::from(move |(square, selected): (String, Option<String>)| {
        let Ok(square) = square.parse() else { return };
        let selected = selected.and_then(|s| s.parse().ok());
        announce.emit(super::words::say(|c| {
            crate::tutor::ask(&pos, square, selected).say(c)
        }));
    })
}

/// When a piece is picked up, says where it can go (or why it cannot move), as M would.
#[hook]
pub fn use_say_picked_up(
    pos: Option<crate::rules::Position>,
    selected: Option<crate::rules::Square>,
) {
    let announce = use_announce();
    use_effect_with(selected, move |selected| {
        if let (Some(pos), Some(square)) = (pos, *selected) {
            announce.emit(super::words::say(|c| {
                crate::tutor::ask(&pos, square, None).say(c)
            }));
        }
    });
}
