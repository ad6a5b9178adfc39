//! Why a FEN or a PGN could not be read, as the catalog's `fen-unreadable` and
//! `pgn-unreadable` messages (in `static/i18n/<code>/pages.ftl`): what went wrong as
//! selector codes, and the facts the sentence needs. No words here; the CLI still words
//! [`FenError`] and a PGN's errors in English (`english/parse_errors.rs`).

use super::catalog::{Catalog, Fact, Phrase};
use crate::rules::pgn::wire::Failure;
use crate::rules::{FenError, FenField, FenProblem, Position};

/// The phrase of `error`. Text from the FEN is shown as the parser kept it: cut short and
/// escaped (`rules::shown`).
pub fn fen_phrase(error: &FenError) -> Phrase {
    let field = match error.field {
        FenField::Placement => "placement",
        FenField::Turn => "turn",
        FenField::Castling => "castling",
        FenField::EnPassant => "en-passant",
        FenField::HalfmoveClock => "halfmove",
        FenField::FullmoveNumber => "fullmove",
    };
    // The facts a problem names: a rank, a count, the text as written, a square.
    let (mut rank, mut count, mut text, mut square) = (None, None, None, None);
    let problem = match &error.problem {
        FenProblem::Empty => "empty",
        // Not even two ranks: not a FEN at all.
        FenProblem::RankCount(n) if *n < 2 => "not-fen",
        FenProblem::RankCount(n) => {
            count = Some(*n);
            "rank-count"
        }
        FenProblem::BadDigit { rank: r, c } => {
            (rank, text) = (Some(*r), Some(c.to_string()));
            "bad-digit"
        }
        FenProblem::BadChar { rank: r, c } => {
            (rank, text) = (Some(*r), Some(c.to_string()));
            "bad-char"
        }
        FenProblem::TooManySquares { rank: r } => {
            rank = Some(*r);
            "too-many-squares"
        }
        FenProblem::TooFewSquares { rank: r, squares } => {
            (rank, count) = (Some(*r), Some(usize::from(*squares)));
            "too-few-squares"
        }
        FenProblem::MissingTurn => "missing-turn",
        FenProblem::BadTurn(t) => {
            text = Some(t.clone());
            "bad-turn"
        }
        FenProblem::BadCastling(t) => {
            text = Some(t.clone());
            "bad-castling"
        }
        FenProblem::RepeatedCastling(c) => {
            text = Some(c.to_string());
            "repeated-castling"
        }
        FenProblem::BadEpSquare(t) => {
            text = Some(t.clone());
            "bad-ep-square"
        }
        FenProblem::EpRank(s) => {
            square = Some(*s);
            "ep-rank"
        }
        FenProblem::NotANumber(t) => {
            text = Some(t.clone());
            "not-a-number"
        }
        FenProblem::FullmoveZero => "fullmove-zero",
        FenProblem::Trailing(t) => {
            text = Some(t.clone());
            "trailing"
        }
        FenProblem::Unprintable => "unprintable",
    };
    let mut phrase = Phrase::new("fen-unreadable")
        .with("field", Fact::Code(field))
        .with("problem", Fact::Code(problem));
    if let Some(r) = rank {
        phrase = phrase.with("rank", Fact::Count(usize::from(r)));
    }
    if let Some(n) = count {
        phrase = phrase.with("count", Fact::Count(n));
    }
    if let Some(t) = text {
        phrase = phrase.with("text", Fact::Text(t));
    }
    if let Some(s) = square {
        phrase = phrase.with("square", Fact::Square(s));
    }
    phrase
}

/// The phrase of a PGN that could not be read (`None`: the helper that reads PGN did not
/// answer), imported or in a game link; a FEN tag's own problem is said in `catalog`.
pub(super) fn pgn_phrase(failure: Option<&Failure>, in_link: bool, catalog: &Catalog) -> Phrase {
    let phrase = Phrase::new("pgn-unreadable")
        .with("from", Fact::Code(if in_link { "link" } else { "typed" }));
    let Some(f) = failure else {
        return phrase.with("problem", Fact::Code("helper"));
    };
    // Only the FEN tag's failure carries a FEN.
    let why = (f.problem == "fen")
        .then(|| f.fen.parse::<Position>().err())
        .flatten()
        .map(|e| catalog.format(&fen_phrase(&e)));
    phrase
        .with("problem", Fact::Text(f.problem.clone()))
        .with("number", Fact::Text(f.number.clone()))
        .with("move", Fact::Text(f.text.clone()))
        .with("text", Fact::Text(f.text.clone()))
        .with("san", Fact::Text(f.san.clone()))
        .with("why", Fact::Text(why.unwrap_or_default()))
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
        // An invisible character is named with the field that holds it, never echoed.
        let hidden = en("8/8/8/8/8/8/8/K6k w - - 1\u{0} 1");
        assert!(
            hidden.contains("halfmove clock") && hidden.contains("invisible"),
            "{hidden}"
        );
        // The reader's text is shown cut short.
        let long = en("8/8/8/8/8/8/8/K6k w - - 0 1 andthenagreatdealmoretexthereandthere");
        assert!(long.contains("…") && long.chars().count() < 140, "{long}");
        // In another language the same facts, in its words.
        let de = said("8/8/8/8/8/8/8/K6k x - - 0 1", Lang::De);
        assert!(de.contains("“x”") || de.contains("„x“"), "{de}");
        assert_ne!(de, en("8/8/8/8/8/8/8/K6k x - - 0 1"));
    }
}
