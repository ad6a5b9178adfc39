//! The app's words in the learner's language: the catalog of the language chosen, English
//! until it arrives or where it cannot be had (how catalogs come: [`super::words_load`]).
//! Components that show words read the [`Words`] context, so they are drawn again, with
//! their board and game as they were, when another catalog (or its second part) arrives.

pub use super::words_load::{start, use_catalog};
use crate::tutor::{Catalog, Lang, Message, Phrase};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

thread_local! {
    pub(super) static CURRENT: RefCell<Rc<Catalog>> = RefCell::new(first());
}

/// The catalog in use at the start: English's, empty until the learner's language is read
/// ([`super::words_load::start`] fetches it before the first screen).
#[cfg(not(test))]
fn first() -> Rc<Catalog> {
    crate::tutor::english::english_catalog()
}

/// The component tests have the whole English catalog from the start (there is no server
/// to fetch its second part from).
#[cfg(test)]
fn first() -> Rc<Catalog> {
    let pages = include_str!("../../static/i18n/en/pages.ftl");
    Rc::new(Catalog::with_pages(Lang::En, "", "", pages))
}

/// The language the app's words are in now, and how many times a catalog's second part has
/// come: what components subscribe to.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Words(pub Lang, pub u32);

/// Subscribes a component to the language of the tutor's words (it is drawn again when
/// another catalog arrives), and gives that language.
#[hook]
pub fn use_words() -> Lang {
    use_context::<Words>().map_or(Lang::En, |w| w.0)
}

impl Message {
    /// The message in the catalog in use.
    pub fn shown(&self) -> String {
        say(|c| self.say(c))
    }
}

/// The language of the catalog in use.
pub fn lang() -> Lang {
    CURRENT.with(|c| c.borrow().lang())
}

/// The `lang` of a message as [`Message::shown`] words it: the catalog's language for the
/// messages in the catalogs, English for those still worded in Rust.
pub fn lang_of(m: &Message) -> &'static str {
    let in_catalog = CURRENT.with(|c| m.phrase_in(&c.borrow()).is_some());
    if in_catalog {
        lang().code()
    } else {
        Lang::En.code()
    }
}

/// A word or line of the app's own (a button, a heading, a label) in the catalog in use.
pub fn text(id: &'static str) -> String {
    say(|c| c.format(&Phrase::new(id)))
}

/// A message of the catalog's second part once it has come, without asking for it: for
/// words that may wait (a screen reader's extra keys on Play, whose first load has only
/// the first part).
pub fn text_when_loaded(id: &'static str) -> Option<String> {
    CURRENT.with(|c| c.borrow().has_pages()).then(|| text(id))
}

/// The same as an attribute value.
pub fn attr(id: &'static str) -> AttrValue {
    AttrValue::from(text(id))
}

/// A line of the app's own told facts (a title, a number), in the catalog in use.
pub fn phrase(phrase: Phrase) -> String {
    say(|c| c.format(&phrase))
}

/// Whether a lesson's text opens with praise in the language in use or in English, so that
/// "Well done!" is not said before it.
pub fn cheers(text: &str) -> bool {
    CURRENT.with(|c| crate::tutor::english::cheers_in(text, &c.borrow()))
}

/// A piece's name, "white queen", in the catalog in use.
pub fn piece_name(piece: crate::rules::Piece) -> String {
    super::components::board::piece_words(&piece.code()).map_or_else(String::new, text)
}

/// Words a tutor type says with a catalog of its own choosing (an answer holding a message
/// in it), in the catalog in use. Words of the catalog's second part, before it has come,
/// are empty: it is asked for, and the page is drawn again when it comes.
pub fn say(f: impl FnOnce(&Catalog) -> String) -> String {
    let (said, whole) = CURRENT.with(|c| {
        let c = c.borrow();
        (f(&c), c.has_pages())
    });
    if said.is_empty() && !whole {
        super::words_load::load_pages();
    }
    said
}

/// Whatever `f` makes with the catalog in use (a list of sentences, say).
pub fn with_catalog<T>(f: impl FnOnce(&Catalog) -> T) -> T {
    CURRENT.with(|c| f(&c.borrow()))
}
