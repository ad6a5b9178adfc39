//! The words not yet in the Fluent catalogs (`static/i18n/<code>/tutor.ftl`, see
//! [`super::Catalog`]), in English: position errors (`position.rs`), unreadable input
//! (`parse_errors.rs`), practice, the pin questions, drawing, game headings. Each moves to
//! the catalogs in its turn; [`Message::english`] itself already formats from the English
//! catalog.

use super::Message;
use crate::rules::{Piece, Square};

mod ask;
pub use ask::{covers, pinned_by, pinning};
mod drawing;
pub use drawing::{arrow_cancelled, arrow_drawn, arrow_removed, arrow_started};
mod lesson;
pub use lesson::{cheers, cheers_in, go_on};
mod parse_errors;
mod position;
mod practice;
mod versus;
pub use versus::{game_heading, game_loaded, taken_back};
mod game_end;
mod words;

pub use game_end::{how_it_ended, link_move_stopped};
use position::position_sentence;
pub use position::speak_deeper_reasons;
pub use practice::{
    arrow_end_note, checkers_answer, concept_name, escapes_found, found_every_escape,
    picked_squares, practice_board_keys, practice_entries_dropped, practice_file_other_version,
    practice_file_partly_read, practice_file_unreadable, practice_legal_prompt,
    practice_lesson_offer, practice_other_version, practice_prompt, practice_turn,
    practice_unknown_dropped, practice_unreadable, practice_verdict, verdict_line, why_answer,
    why_not_again, why_not_second_try,
};
use words::{and_list, color_name, role_name, the_list, whose, whose_list};
pub use words::{capitalised, piece_label, pieces_in_words};

/// The sentence of a position error's message ([`super::explain_position_error`]'s), alone:
/// the helper worker says these, and [`Message::english`] would bring every sentence the
/// tutor has into it (30 KB of its download).
pub fn position_words(message: &Message) -> String {
    match message {
        Message::Position(error, context) => position_sentence(error, context),
        _ => String::new(),
    }
}

thread_local! {
    static ENGLISH: std::rc::Rc<super::Catalog> = std::rc::Rc::new(super::Catalog::english());
}

/// The English catalog, read once for the whole program (the browser's words start with it).
pub fn english_catalog() -> std::rc::Rc<super::Catalog> {
    ENGLISH.with(std::rc::Rc::clone)
}

impl Message {
    /// The message as one or two plain English sentences.
    pub fn english(&self) -> String {
        ENGLISH.with(|c| self.say(c))
    }

    /// The messages not yet in the catalogs, in English (the others: empty).
    pub(super) fn english_words(&self) -> String {
        match self {
            Message::Position(error, context) => position_sentence(error, context),
            Message::BadMoveText(text) => format!("{text}."),
            Message::DropImpossibleRights { castling, ep } => {
                let what: Vec<String> = castling
                    .iter()
                    .map(|c| format!("the castling rights {c}"))
                    .chain(ep.iter().map(|sq| format!("the en passant square {sq}")))
                    .collect();
                format!("Remove {}", what.join(" and "))
            }
            Message::NotPlayable { reasons } => {
                let reasons: Vec<String> = reasons.iter().map(Message::english).collect();
                format!(
                    "This position could never arise in a game, so it cannot be played: {} The editor shows it and can fix it.",
                    reasons.join(" ")
                )
            }
            Message::LessonText(text) => text.clone(),
            _ => String::new(),
        }
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
