//! Sample phrases for the catalog tests: the phrases the pages build from facts of their
//! own (practice's, the position in words', the board's answers), with every variant.

use super::samples::{on, sq};
use crate::rules::{Color, Role, Square};
use crate::tutor::{Message, PieceOn};

/// The phrases the pages build from facts of their own (not from a [`Message`]): practice's
/// and the position in words', with every selector's variants.
pub fn phrase_samples() -> Vec<super::Phrase> {
    use crate::tutor::{board_words, practice_words as words};
    use Color::{Black, White};
    let mut out = Vec::new();
    for side in [White, Black] {
        out.push(words::turn(side));
    }
    for n in 0..3 {
        out.push(words::checkers_answer(
            &[on(White, Role::Rook, "e2"), on(Black, Role::Bishop, "b5")][..n],
        ));
        out.push(words::found_every_escape(n as u32));
        let moves: Vec<String> = ["Kd2", "Nf3"][..n].iter().map(|s| s.to_string()).collect();
        out.push(words::escapes_found(&moves, 3));
        out.push(words::ways_out(n, &moves));
        let squares: Vec<Square> = ["e2", "b5"][..n].iter().map(|s| sq(s)).collect();
        out.push(words::picked(&squares));
    }
    for truth in ["checkmate", "stalemate", "neither"] {
        out.push(words::verdict_line(truth));
    }
    out.extend(miss_samples());
    out.push(super::Phrase::new("practice-king-never-checks"));
    out.push(words::lesson_offer("What is check?", 3));
    for role in Role::KING_FIRST {
        for color in [White, Black] {
            out.push(words::legal_prompt(on(color, role, "d4"), sq("d5")));
        }
    }
    out.extend(asked_samples());
    for fen in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ] {
        let pos: crate::rules::Position = fen.parse().unwrap();
        for color in [White, Black] {
            out.extend(board_words::pieces_lines(&pos, color));
        }
    }
    out.extend(super::board_samples::board_samples());
    out
}

/// The board's answers to "what about this square?" and its square notes, every kind.
fn asked_samples() -> Vec<super::Phrase> {
    use crate::tutor::{ask_words, Asked};
    use Color::{Black, White};
    let english = super::Catalog::english();
    let mut out = Vec::new();
    for role in Role::KING_FIRST {
        for color in [White, Black] {
            let p = on(color, role, "d4");
            out.push(ask_words::pinned_by(p));
            out.push(ask_words::pinning(p));
            for n in [0, 1, 2, 5] {
                let targets: Vec<Square> = ["a1", "b2", "c3", "e5", "f6"][..n]
                    .iter()
                    .map(|s| sq(s))
                    .collect();
                let asked = Asked::Moves {
                    piece: p,
                    targets,
                    stuck: None,
                };
                out.push(asked.phrase(&english));
            }
            let stuck = Asked::Moves {
                piece: p,
                targets: Vec::new(),
                stuck: Some(Message::NoPiece { square: sq("e4") }),
            };
            out.push(stuck.phrase(&english));
            out.push(Asked::NotToMove { piece: p }.phrase(&english));
        }
    }
    for n in [0, 1, 2, 5] {
        let squares: Vec<Square> = ["a1", "b2", "c3", "e5", "f6"][..n]
            .iter()
            .map(|s| sq(s))
            .collect();
        out.push(ask_words::covers(&squares));
        for side in [White, Black] {
            for a in [0, 1, 2] {
                let movers: Vec<PieceOn> = Role::KING_FIRST[..n.min(5)]
                    .iter()
                    .zip(["a1", "b2", "c3", "e5", "f6"])
                    .map(|(&r, s)| on(side, r, s))
                    .collect();
                let attackers: Vec<PieceOn> = Role::KING_FIRST[..a]
                    .iter()
                    .zip(["h1", "h2"])
                    .map(|(&r, s)| on(!side, r, s))
                    .collect();
                let asked = Asked::Reach {
                    square: sq("d5"),
                    side,
                    movers,
                    attackers,
                };
                out.push(asked.phrase(&english));
            }
        }
    }
    let m = Message::NoPiece { square: sq("e4") };
    out.push(Asked::Legal(m.clone()).phrase(&english));
    out.push(Asked::Refused(m).phrase(&english));
    out
}

/// Every `practice-miss` code, each said of a queen, a bishop, a rook and a pawn moved and
/// named (each gender of each language).
fn miss_samples() -> Vec<super::Phrase> {
    use crate::tutor::{practice_words::miss, Miss};
    let with_queen: crate::rules::Position = "4r1k1/8/8/8/4Q3/8/3B4/4K3 w - - 0 1".parse().unwrap();
    let with_bishop: crate::rules::Position =
        "4q1k1/8/8/8/4B3/8/3Q4/4K3 w - - 0 1".parse().unwrap();
    let with_rook: crate::rules::Position = "4q1k1/8/8/8/4R3/8/3P4/4K3 w - - 0 1".parse().unwrap();
    let mut out = Vec::new();
    for code in Miss::CODES {
        for pos in [&with_queen, &with_bishop, &with_rook] {
            for (from, at) in [("e4", "e8"), ("d2", "e8")] {
                let m = Miss {
                    code,
                    at: Some(sq(at)),
                };
                out.push(miss(pos, sq(from), sq("e6"), &m));
            }
        }
    }
    out
}
