//! Why a FEN or a PGN could not be read, as the catalog's `fen-unreadable` and
//! `pgn-unreadable` messages (in `static/i18n/<code>/pages.ftl`): what went wrong as
//! selector codes, and the facts the sentence needs. No words here; the CLI still words
//! [`FenError`] and [`PgnError`] in English (`english/parse_errors.rs`).

use super::catalog::{Catalog, Fact, Phrase};
use crate::rules::pgn::PgnError;
use crate::rules::san::SanError;
use crate::rules::{Color, FenError, FenField, FenProblem};

/// Text from the FEN, as the parser kept it: cut short and escaped (`rules::shown`).
fn text(t: impl Into<String>) -> Fact {
    Fact::Text(t.into())
}

/// The phrase of `error`.
pub fn fen_phrase(error: &FenError) -> Phrase {
    let field = match error.field {
        FenField::Placement => "placement",
        FenField::Turn => "turn",
        FenField::Castling => "castling",
        FenField::EnPassant => "en-passant",
        FenField::HalfmoveClock => "halfmove",
        FenField::FullmoveNumber => "fullmove",
    };
    let (problem, facts): (&'static str, Vec<(&'static str, Fact)>) = match &error.problem {
        FenProblem::Empty => ("empty", vec![]),
        // Not even two ranks: not a FEN at all.
        FenProblem::RankCount(n) if *n < 2 => ("not-fen", vec![]),
        FenProblem::RankCount(n) => ("rank-count", vec![("count", Fact::Count(*n))]),
        FenProblem::BadDigit { rank, c } => (
            "bad-digit",
            vec![("rank", rank_fact(*rank)), ("text", text(*c))],
        ),
        FenProblem::BadChar { rank, c } => (
            "bad-char",
            vec![("rank", rank_fact(*rank)), ("text", text(*c))],
        ),
        FenProblem::TooManySquares { rank } => {
            ("too-many-squares", vec![("rank", rank_fact(*rank))])
        }
        FenProblem::TooFewSquares { rank, squares } => (
            "too-few-squares",
            vec![
                ("rank", rank_fact(*rank)),
                ("count", Fact::Count(usize::from(*squares))),
            ],
        ),
        FenProblem::MissingTurn => ("missing-turn", vec![]),
        FenProblem::BadTurn(t) => ("bad-turn", vec![("text", text(t.as_str()))]),
        FenProblem::BadCastling(t) => ("bad-castling", vec![("text", text(t.as_str()))]),
        FenProblem::RepeatedCastling(c) => ("repeated-castling", vec![("text", text(*c))]),
        FenProblem::BadEpSquare(t) => ("bad-ep-square", vec![("text", text(t.as_str()))]),
        FenProblem::EpRank(square) => ("ep-rank", vec![("square", Fact::Square(*square))]),
        FenProblem::NotANumber(t) => ("not-a-number", vec![("text", text(t.as_str()))]),
        FenProblem::FullmoveZero => ("fullmove-zero", vec![]),
        FenProblem::Trailing(t) => ("trailing", vec![("text", text(t.as_str()))]),
        FenProblem::Unprintable => ("unprintable", vec![]),
    };
    facts.into_iter().fold(
        Phrase::new("fen-unreadable")
            .with("field", Fact::Code(field))
            .with("problem", Fact::Code(problem)),
        |phrase, (name, fact)| phrase.with(name, fact),
    )
}

fn rank_fact(rank: u8) -> Fact {
    Fact::Count(usize::from(rank))
}

/// The phrase of a PGN that could not be read (`None`: the helper that reads PGN did not
/// answer), imported or in a game link; a FEN tag's own problem is said in `catalog`.
pub(super) fn pgn_phrase(error: Option<&PgnError>, in_link: bool, catalog: &Catalog) -> Phrase {
    let phrase = Phrase::new("pgn-unreadable")
        .with("from", Fact::Code(if in_link { "link" } else { "typed" }));
    match error {
        None => phrase.with("problem", Fact::Code("helper")),
        Some(PgnError::BadFen { error, .. }) => phrase
            .with("problem", Fact::Code("fen"))
            .with("why", Fact::Text(catalog.format(&fen_phrase(error)))),
        Some(PgnError::BadMove {
            number,
            color,
            text,
            problem,
            ..
        }) => {
            let kind = match problem {
                SanError::Syntax(_) => "syntax",
                SanError::Illegal(_) => "illegal",
                SanError::Ambiguous(_) => "ambiguous",
            };
            // The move's number as PGN writes it: "2." for White's, "2..." for Black's.
            let dots = if *color == Color::White { "." } else { "..." };
            phrase
                .with("problem", Fact::Code("move"))
                .with("number", Fact::Text(format!("{number}{dots}")))
                .with("move", Fact::Text(text.clone()))
                .with("san", Fact::Code(kind))
        }
        Some(PgnError::Unclosed(c)) => phrase
            .with("problem", Fact::Code("unclosed"))
            .with("text", Fact::Text(c.to_string())),
    }
}

// The native tests have every catalog built in; the browser fetches them.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::rules::Position;
    use crate::tutor::catalog::Catalog;
    use crate::tutor::Lang;

    fn said(fen: &str, lang: Lang) -> String {
        let error = fen
            .parse::<Position>()
            .expect_err("a FEN that does not read");
        Catalog::builtin(lang).format(&fen_phrase(&error))
    }

    #[test]
    fn each_problem_is_told_with_its_field_and_facts() {
        let en = |fen| said(fen, Lang::En);
        assert_eq!(en(""), "The FEN is empty.");
        assert!(
            en("hello").starts_with("This is not a FEN"),
            "{}",
            en("hello")
        );
        assert_eq!(
            en("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"),
            "The FEN's piece placement cannot be read: on rank 1, “X” is neither a piece \
             letter (KQRBNP, kqrbnp) nor a digit."
        );
        assert_eq!(
            en("8/8/8/8/8/8/8/K6k x - - 0 1"),
            "The FEN's side to move cannot be read: “x” is not “w” or “b”."
        );
        assert!(en("8/8/8/8/8/8/8/K6k w - e4 0 1").contains("e4"));
        assert!(en("8/8/8/8/8/8/8/K5k w - - 0 1").contains("7 squares"));
        // The reader's text is shown cut short.
        let long = en("8/8/8/8/8/8/8/K6k w - - 0 1 andthenagreatdealmoretexthereandthere");
        assert!(long.contains("…") && long.chars().count() < 140, "{long}");
        // In another language the same facts, in its words.
        let de = said("8/8/8/8/8/8/8/K6k x - - 0 1", Lang::De);
        assert!(de.contains("“x”") || de.contains("„x“"), "{de}");
        assert_ne!(de, en("8/8/8/8/8/8/8/K6k x - - 0 1"));
    }
}
