//! One polite live region, on the page from the first load, through which moves, refusals
//! and lesson feedback are spoken (regions created with `aria-live` on them are mostly not
//! read). Pages hand it sentences through a context.

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

/// Provides [`Announce`] to its children and holds the live region.
#[component(Announcer)]
pub fn announcer(props: &AnnouncerProps) -> Html {
    let said = use_state(String::new);
    // What was said on one page is not left for the next.
    {
        let said = said.clone();
        use_effect_with((), move |_| {
            let listener = super::events::on_window("hashchange", move |_: &web_sys::Event| {
                said.set(String::new())
            });
            move || drop(listener)
        });
    }
    // The same sentence twice in a row must be spoken twice: alternate a trailing space.
    let flip = use_mut_ref(|| false);
    let announce = {
        let said = said.clone();
        use_callback((), move |text: String, _| {
            let mut f = flip.borrow_mut();
            *f = !*f;
            said.set(if *f { text } else { format!("{text}\u{a0}") });
        })
    };
    html! {
        <ContextProvider<Announce> context={Announce(announce)}>
            { props.children.clone() }
            <div class="visually-hidden" aria-live="polite" aria-atomic="true"
                 data-role="announcer">{ (*said).clone() }</div>
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
