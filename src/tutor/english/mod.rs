//! The words not yet in the Fluent catalogs (`static/i18n/<code>/tutor.ftl`, see
//! [`super::Catalog`]), in English: unreadable input (`parse_errors.rs`), practice, game
//! headings. Each moves to the catalogs in its turn; [`Message::english`] itself already
//! formats from the English catalog.

use super::Message;
use crate::rules::{Piece, Square};

mod lesson;
pub use lesson::{cheers, cheers_in};
mod parse_errors;
mod practice;
mod versus;
pub use versus::{game_heading, game_loaded, game_loaded_phrase};
mod words;

pub use practice::{
    checkers_answer, found_every_escape, practice_turn, practice_verdict, why_answer, why_missed,
};
pub use words::{capitalised, piece_label, pieces_in_words};

thread_local! {
    static ENGLISH: std::cell::RefCell<std::rc::Rc<super::Catalog>> =
        std::cell::RefCell::new(std::rc::Rc::new(super::Catalog::english()));
}

/// The English catalog, read once for the whole program (in the browser, once its first
/// part is fetched: [`super::catalog::set_english`]).
pub fn english_catalog() -> std::rc::Rc<super::Catalog> {
    ENGLISH.with(|c| c.borrow().clone())
}

/// Reads the English catalog again (its first part has come).
#[cfg(all(target_arch = "wasm32", not(test)))]
pub(crate) fn refresh() {
    ENGLISH.with(|c| *c.borrow_mut() = std::rc::Rc::new(super::Catalog::english()));
}

impl Message {
    /// The message as one or two plain English sentences.
    pub fn english(&self) -> String {
        ENGLISH.with(|c| self.say(&c.borrow()))
    }
}

/// "e4, white pawn" or "e4, empty": the label of a board square for screen readers.
pub fn square_label(square: Square, piece: Option<Piece>) -> String {
    match piece {
        Some(p) => format!("{square}, {}", piece_label(p)),
        None => format!("{square}, empty"),
    }
}

// The errors of the rules layer, worded here so that every sentence a learner reads lives in
// this file.
