//! Whether a position could arise in a game, as the helper worker tells a learner's page.
//! The page finds the quick errors itself ([`crate::rules::Position::quick_errors`]: the
//! counts and the checks on the board); the deeper reasoning (pawn structures, trapped
//! pieces, captures, last moves) and its sentences stay in the worker, off the learner's
//! first load (README, "Download size"). The messages are lines of text, as the worker's
//! others are: `arise? <FEN>`, and back `arises <FEN>` with one line per reason.

use super::explain_position_errors;
use crate::rules::Position;

/// What the worker found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arising {
    /// The position could arise in a game, as far as the analysis can tell.
    Possible,
    /// It could not: why, one sentence a reason.
    Impossible(Vec<String>),
}

const ASK: &str = "arise? ";
const ANSWER: &str = "arises ";

/// The request about the position `fen`.
pub fn ask(fen: &str) -> String {
    format!("{ASK}{fen}")
}

/// The FEN a request asks about, if `text` is such a request.
pub fn asked(text: &str) -> Option<&str> {
    text.strip_prefix(ASK)
}

/// The worker's answer about `fen`.
pub fn answer(fen: &str) -> String {
    let reasons: Vec<String> = match fen.parse::<Position>() {
        Ok(pos) => explain_position_errors(&pos)
            .into_iter()
            .map(|(_, m)| super::english::position_words(&m))
            .collect(),
        Err(e) => vec![format!("The position could not be read: {e}.")],
    };
    let mut text = format!("{ANSWER}{}", fen.replace('\n', " "));
    for reason in reasons {
        text.push('\n');
        text.push_str(&reason.replace('\n', " "));
    }
    text
}

/// Reads the worker's answer: the FEN it is about and what was found.
pub fn read(text: &str) -> Option<(String, Arising)> {
    let mut lines = text.lines();
    let fen = lines.next()?.strip_prefix(ANSWER)?.to_string();
    let reasons: Vec<String> = lines.map(String::from).collect();
    let found = if reasons.is_empty() {
        Arising::Possible
    } else {
        Arising::Impossible(reasons)
    };
    Some((fen, found))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asked_and_read(fen: &str) -> Arising {
        let request = ask(fen);
        let asked = asked(&request).expect("a request");
        let (about, found) = read(&answer(asked)).expect("an answer");
        assert_eq!(about, fen);
        found
    }

    #[test]
    fn a_position_from_a_game_arises() {
        let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        assert_eq!(asked_and_read(fen), Arising::Possible);
    }

    #[test]
    fn the_deeper_reasons_come_back_in_words() {
        // The bishop on c1's home is shut in by pawns that never moved, yet a bishop
        // stands on e5: only the deeper analysis finds it.
        let fen = "4k3/8/8/4B3/8/8/PPPPPPPP/4K3 w - - 0 1";
        let pos: Position = fen.parse().unwrap();
        assert!(pos.quick_errors().is_empty());
        let Arising::Impossible(reasons) = asked_and_read(fen) else {
            panic!("the bishop could never have got out")
        };
        assert_eq!(reasons.len(), 1);
        assert!(reasons[0].contains("bishop on e5"), "{reasons:?}");
    }

    #[test]
    fn other_texts_are_not_requests_or_answers() {
        assert_eq!(asked("exercise 3"), None);
        assert_eq!(read("move 3 e2e4"), None);
        assert!(matches!(
            read(&answer("not a fen")),
            Some((_, Arising::Impossible(_)))
        ));
    }
}
