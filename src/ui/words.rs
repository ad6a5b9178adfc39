//! The tutor's words in the learner's language: the catalog of the language chosen
//! (`i18n/<code>/tutor.ftl`, fetched when first chosen and then kept by the service worker
//! like the lessons), English until it arrives or where it cannot be had. Components that
//! show the tutor's words read the [`Words`] context, so they are drawn again, with their
//! board and game as they were, when another catalog arrives.

use super::catalog::fetch_text;
use crate::tutor::english::english_catalog;
use crate::tutor::{Catalog, Lang, Message, Phrase};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

thread_local! {
    static CURRENT: RefCell<Rc<Catalog>> = RefCell::new(english_catalog());
}

/// The language the tutor's words are in now: what components subscribe to.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Words(pub Lang);

/// Subscribes a component to the language of the tutor's words (it is drawn again when
/// another catalog arrives), and gives that language.
#[hook]
pub fn use_words() -> Lang {
    use_context::<Words>().map_or(Lang::En, |w| w.0)
}

impl Message {
    /// The message in the catalog in use.
    pub fn shown(&self) -> String {
        CURRENT.with(|c| self.say(&c.borrow()))
    }
}

/// The language of the catalog in use.
pub fn lang() -> Lang {
    CURRENT.with(|c| c.borrow().lang())
}

/// Fetches `lang`'s catalog; `None` if it could not be had (English then stays). A file
/// with a damaged message still serves: that message is said in English.
async fn fetch(lang: Lang) -> Option<Catalog> {
    let path = format!("i18n/{}/tutor.ftl", lang.code());
    fetch_text(&path)
        .await
        .ok()
        .map(|text| Catalog::new(lang, &text))
}

fn put(catalog: Rc<Catalog>) {
    CURRENT.with(|c| *c.borrow_mut() = catalog);
}

/// The language the tutor's words are in, following `chosen`: the catalog is fetched when a
/// language is first chosen, and the answer for an earlier choice never overrides a later.
#[hook]
pub fn use_catalog(chosen: Lang) -> Lang {
    let shown = use_state(lang);
    let asked = use_mut_ref(|| None::<Lang>);
    {
        let shown = shown.clone();
        use_effect_with(chosen, move |&chosen| {
            *asked.borrow_mut() = Some(chosen);
            if lang() == chosen {
                shown.set(chosen);
                return;
            }
            if chosen == Lang::En {
                put(english_catalog());
                shown.set(chosen);
                return;
            }
            yew::platform::spawn_local(async move {
                let got = fetch(chosen).await;
                if *asked.borrow() != Some(chosen) {
                    return;
                }
                if let Some(catalog) = got {
                    put(Rc::new(catalog));
                }
                shown.set(lang());
            });
        });
    }
    *shown
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
    CURRENT.with(|c| c.borrow().format(&Phrase::new(id)))
}

/// The same as an attribute value.
pub fn attr(id: &'static str) -> AttrValue {
    AttrValue::from(text(id))
}

/// A line of the app's own told facts (a title, a number), in the catalog in use.
pub fn phrase(phrase: Phrase) -> String {
    CURRENT.with(|c| c.borrow().format(&phrase))
}

/// Whether a lesson's text opens with praise in the language in use or in English, so that
/// "Well done!" is not said before it.
pub fn cheers(text: &str) -> bool {
    CURRENT.with(|c| crate::tutor::english::cheers_in(text, &c.borrow()))
}
