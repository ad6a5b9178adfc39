//! The board read aloud, on every page that shows one: the position in words under a
//! heading of its own, the arrows and circles in each square's name and listed, and the
//! reading keys (W the whole position, X the focused square's rank, Y its file, L every
//! piece of the kind on it), answered through the page's live region.
//!
//! The board knows no rules: it lists what it was handed, through the tutor's sentences.

use crate::rules::{Color, Piece, Role, Square};
use crate::tutor::board_words::{
    file_words, kind_words, marks_words, pieces_lines_of, rank_words, square_mark_words,
};
use crate::tutor::{Fact, Phrase};
use crate::ui::words::{phrase, text};
use yew::prelude::*;

/// What the board was handed, read once per render: pieces, and the marks a person drew
/// (a teacher's, a lesson's, the learner's, a hint's), not the tutor's own lines, which
/// the squares' states already say.
pub struct Reading {
    pub pieces: Vec<(Square, Piece)>,
    pub arrows: Vec<(Square, Square, &'static str)>,
    pub circles: Vec<(Square, &'static str)>,
}

/// The four colours a mark may have; anything else is not a person's mark.
fn colour(name: &str) -> Option<&'static str> {
    ["green", "red", "blue", "yellow"]
        .into_iter()
        .find(|c| *c == name)
}

impl Reading {
    pub fn new(
        pieces: &[(String, String)],
        lines: &[(String, String, String)],
        circles: &[(String, String)],
    ) -> Reading {
        let piece = |code: &str| {
            let mut c = code.chars();
            let color = Color::from_char(c.next()?)?;
            let role = Role::from_char(c.next()?.to_ascii_lowercase())?;
            Some(Piece::new(color, role))
        };
        Reading {
            pieces: pieces
                .iter()
                .filter_map(|(sq, code)| Some((sq.parse().ok()?, piece(code)?)))
                .collect(),
            arrows: lines
                .iter()
                .filter_map(|(from, to, kind)| {
                    let c = colour(kind.strip_prefix("arrow-")?)?;
                    Some((from.parse().ok()?, to.parse().ok()?, c))
                })
                .collect(),
            circles: circles
                .iter()
                .filter_map(|(sq, c)| Some((sq.parse().ok()?, colour(c)?)))
                .collect(),
        }
    }

    /// Each marked square with its marks in words, for its name: "yellow arrow to a8".
    pub fn square_marks(&self) -> Vec<(usize, Vec<String>)> {
        let mut squares: Vec<Square> = self.arrows.iter().flat_map(|(a, b, _)| [*a, *b]).collect();
        squares.extend(self.circles.iter().map(|(sq, _)| *sq));
        squares.dedup();
        squares
            .into_iter()
            .map(|sq| {
                let words = square_mark_words(sq, &self.arrows, &self.circles);
                (sq.index(), words.into_iter().map(phrase).collect())
            })
            .collect()
    }

    /// Each side's pieces, a sentence per kind, then the marks.
    fn whole(&self) -> Vec<String> {
        // A side's kinds are items of one list, which the catalog's sentence frames.
        let side = |color: Color| {
            let lines: Vec<String> = pieces_lines_of(&self.pieces, color)
                .into_iter()
                .map(phrase)
                .collect();
            (!lines.is_empty()).then(|| {
                phrase(
                    Phrase::new("board-side-pieces")
                        .with("side", Fact::Side(color))
                        .with("pieces", Fact::Text(lines.join(", "))),
                )
            })
        };
        let mut said: Vec<String> = [Color::White, Color::Black]
            .into_iter()
            .filter_map(side)
            .collect();
        said.extend(
            marks_words(&self.arrows, &self.circles)
                .into_iter()
                .map(phrase),
        );
        said
    }

    /// What a reading key says about the focused `square`, if it is one.
    pub fn read(&self, key: &str, square: &str) -> Option<String> {
        let sq: Square = square.parse().ok()?;
        match key.to_ascii_lowercase().as_str() {
            "w" => Some(self.whole().join(" ")),
            "x" => Some(phrase(rank_words(&self.pieces, sq.rank()))),
            "y" => Some(phrase(file_words(&self.pieces, sq.file()))),
            "l" => {
                let role = self
                    .pieces
                    .iter()
                    .find(|(at, _)| *at == sq)
                    .map(|(_, p)| p.role)?;
                Some(phrase(kind_words(&self.pieces, role)))
            }
            _ => None,
        }
    }

    /// The position in words, not shown on screen (where the board says it all): each
    /// side's pieces, a line per kind, and the marks, under headings a screen reader can
    /// jump to, then what the page adds (the last move, the game's state). Only the
    /// catalog's first part, which Play's first load has, unless there are marks.
    pub fn section(&self, extra: Html) -> Html {
        let side = |color: Color, heading: &'static str| {
            let lines = pieces_lines_of(&self.pieces, color);
            html! {
                <>
                    <h3>{ text(heading) }</h3>
                    <ul>{ for lines.into_iter().map(|l| html! { <li>{ phrase(l) }</li> }) }</ul>
                </>
            }
        };
        let marks = marks_words(&self.arrows, &self.circles);
        html! {
            <section class="visually-hidden" data-role="position-words" aria-label={text("ui-position-words")}>
                <h2>{ text("ui-position-words") }</h2>
                { side(Color::White, "ui-white-pieces") }
                { side(Color::Black, "ui-black-pieces") }
                { for marks.into_iter().map(|m| html! { <p data-role="marks-words">{ phrase(m) }</p> }) }
                { extra }
            </section>
        }
    }
}
