//! Whether a position could arise in a game, as the helper worker tells a learner's page.
//! The page finds the quick errors itself ([`crate::rules::Position::quick_errors`]: the
//! counts and the checks on the board); the deeper reasoning (pawn structures, trapped
//! pieces, captures, last moves) stays in the worker, off the learner's first load (README,
//! "Download size"). The worker sends facts, never words: each error it found as a line
//! ([`error_line`]), which the page reads back ([`read_error_line`]) and words with its own
//! catalog, so the worker carries no catalog. The messages are lines of text, as the
//! worker's others are: `arise? <FEN>`, and back `arises <FEN>` with one line per error.

use super::{explain_position_error, Message};
use crate::rules::{
    Bitboard, CastlingSide, Color, ImpossibleCheck, Position, PositionError, Square,
};

/// What the worker found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arising {
    /// The position could arise in a game, as far as the analysis can tell.
    Possible,
    /// It could not: why, a message a reason (said with [`Message::say`] or the page's
    /// catalog).
    Impossible(Vec<Message>),
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

/// The worker's answer about `fen`: the FEN, then each error's line (a FEN it cannot read
/// gets a line no page reads, so the page says the answer could not be read).
pub fn answer(fen: &str) -> String {
    let mut text = format!("{ANSWER}{}", fen.replace('\n', " "));
    let lines = match fen.parse::<Position>() {
        Ok(pos) => pos.validate().iter().map(error_line).collect(),
        Err(_) => vec!["unreadable".to_string()],
    };
    for line in lines {
        text.push('\n');
        text.push_str(&line);
    }
    text
}

/// Reads the worker's answer: the FEN it is about and what was found, each error with its
/// message. `None` when the FEN or any error cannot be read.
pub fn read(text: &str) -> Option<(String, Arising)> {
    let mut lines = text.lines();
    let fen = lines.next()?.strip_prefix(ANSWER)?.to_string();
    let pos: Position = fen.parse().ok()?;
    let reasons = lines
        .map(|line| read_error_line(line).map(|e| explain_position_error(&pos, &e)))
        .collect::<Option<Vec<Message>>>()?;
    let found = if reasons.is_empty() {
        Arising::Possible
    } else {
        Arising::Impossible(reasons)
    };
    Some((fen, found))
}

fn side(c: Color) -> String {
    c.char().to_string()
}

fn set(b: Bitboard) -> String {
    format!("{:x}", b.0)
}

fn maybe(n: Option<u32>) -> String {
    n.map_or_else(|| "-".to_string(), |n| n.to_string())
}

/// A position error as one line of facts: its code, then its fields (sides `w`/`b`, sets of
/// squares in hexadecimal, squares by name, `-` for none).
pub fn error_line(error: &PositionError) -> String {
    use PositionError as E;
    let fields: Vec<String> = match *error {
        E::EmptyBoard => Vec::new(),
        E::MissingKing(c) | E::TooManyKings(c) => vec![side(c)],
        E::PawnsOnBackrank(b) => vec![set(b)],
        E::TooManyPawns(c, n) => vec![side(c), n.to_string()],
        E::TooMuchMaterial {
            color,
            promoted,
            missing_pawns,
        } => vec![side(color), promoted.to_string(), missing_pawns.to_string()],
        E::TooManyPawnCaptures {
            color,
            needed,
            lost,
            pawns,
            strays,
            homes,
        } => vec![
            side(color),
            maybe(needed),
            lost.to_string(),
            set(pawns),
            set(strays),
            set(homes),
        ],
        E::InvalidCastlingRights(c, wing) => {
            let wing = if wing == CastlingSide::King { "k" } else { "q" };
            vec![side(c), wing.to_string()]
        }
        E::InvalidEpSquare(sq) => vec![sq.to_string()],
        E::OppositeCheck { checkers } | E::TooManyCheckers { checkers } => vec![set(checkers)],
        E::ImpossibleCheck(why) => {
            let kind = match why {
                ImpossibleCheck::TwoSteppers { .. } => "steppers",
                ImpossibleCheck::OppositeSides { .. } => "sides",
                ImpossibleCheck::NoLastMove { .. } => "unexplained",
            };
            vec![kind.to_string(), set(why.checkers())]
        }
        E::PawnsPassedThrough { pawns } => vec![set(pawns)],
        E::ImpossiblePromotion {
            color,
            pieces,
            captures,
        } => vec![
            side(color),
            set(pieces),
            maybe(captures.map(|c| c.0)),
            maybe(captures.map(|c| c.1)),
        ],
        E::TrappedPiece {
            piece,
            walls,
            guarded,
            homes,
            no_promotion,
        } => vec![
            piece.to_string(),
            set(walls),
            set(guarded),
            set(homes),
            u8::from(no_promotion).to_string(),
        ],
        E::UnreachableCapture { pawn, squares } => vec![pawn.to_string(), set(squares)],
        E::WrongSideToMove { movers } => vec![set(movers)],
        E::NoLastMove { color, pieces } => vec![side(color), set(pieces)],
        E::EveryLastMoveImpossible {
            color,
            pieces,
            depth,
        } => vec![side(color), set(pieces), depth.to_string()],
    };
    std::iter::once(error.code().to_string())
        .chain(fields)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The fields of an error's line, read one by one.
struct Fields<'a>(std::str::SplitWhitespace<'a>);

impl Fields<'_> {
    fn side(&mut self) -> Option<Color> {
        let word = self.0.next()?;
        let mut chars = word.chars();
        let c = chars.next()?;
        chars.next().is_none().then_some(())?;
        Color::from_char(c)
    }
    fn number(&mut self) -> Option<u32> {
        self.0.next()?.parse().ok()
    }
    fn maybe(&mut self) -> Option<Option<u32>> {
        match self.0.next()? {
            "-" => Some(None),
            n => n.parse().ok().map(Some),
        }
    }
    fn set(&mut self) -> Option<Bitboard> {
        u64::from_str_radix(self.0.next()?, 16).ok().map(Bitboard)
    }
    fn square(&mut self) -> Option<Square> {
        self.0.next()?.parse().ok()
    }
    fn word(&mut self) -> Option<&str> {
        self.0.next()
    }
    /// Nothing is left: a line with more fields than its error is not read.
    fn end<T>(mut self, value: T) -> Option<T> {
        self.0.next().is_none().then_some(value)
    }
}

/// Reads [`error_line`]'s line; `None` for anything else.
pub fn read_error_line(line: &str) -> Option<PositionError> {
    use PositionError as E;
    let mut words = line.split_whitespace();
    let code = words.next()?;
    let mut f = Fields(words);
    let error = match code {
        "empty_board" => E::EmptyBoard,
        "missing_king" => E::MissingKing(f.side()?),
        "too_many_kings" => E::TooManyKings(f.side()?),
        "pawns_on_backrank" => E::PawnsOnBackrank(f.set()?),
        "too_many_pawns" => E::TooManyPawns(f.side()?, f.number()?),
        "too_much_material" => E::TooMuchMaterial {
            color: f.side()?,
            promoted: f.number()?,
            missing_pawns: f.number()?,
        },
        "too_many_pawn_captures" => E::TooManyPawnCaptures {
            color: f.side()?,
            needed: f.maybe()?,
            lost: f.number()?,
            pawns: f.set()?,
            strays: f.set()?,
            homes: f.set()?,
        },
        "invalid_castling_rights" => {
            let color = f.side()?;
            let wing = match f.word()? {
                "k" => CastlingSide::King,
                "q" => CastlingSide::Queen,
                _ => return None,
            };
            E::InvalidCastlingRights(color, wing)
        }
        "invalid_ep_square" => E::InvalidEpSquare(f.square()?),
        "opposite_check" => E::OppositeCheck { checkers: f.set()? },
        "too_many_checkers" => E::TooManyCheckers { checkers: f.set()? },
        "impossible_check" => {
            let kind = f.word()?.to_string();
            let checkers = f.set()?;
            E::ImpossibleCheck(match kind.as_str() {
                "steppers" => ImpossibleCheck::TwoSteppers { checkers },
                "sides" => ImpossibleCheck::OppositeSides { checkers },
                "unexplained" => ImpossibleCheck::NoLastMove { checkers },
                _ => return None,
            })
        }
        _ => return deeper_error(code, f),
    };
    f.end(error)
}

/// The errors only the deeper analysis finds, read from their lines.
fn deeper_error(code: &str, mut f: Fields) -> Option<PositionError> {
    use PositionError as E;
    let error = match code {
        "pawns_passed_through" => E::PawnsPassedThrough { pawns: f.set()? },
        "impossible_promotion" => {
            let (color, pieces) = (f.side()?, f.set()?);
            let captures = match (f.maybe()?, f.maybe()?) {
                (Some(needed), Some(lost)) => Some((needed, lost)),
                (None, None) => None,
                _ => return None,
            };
            E::ImpossiblePromotion {
                color,
                pieces,
                captures,
            }
        }
        "trapped_piece" => E::TrappedPiece {
            piece: f.square()?,
            walls: f.set()?,
            guarded: f.set()?,
            homes: f.set()?,
            no_promotion: match f.word()? {
                "0" => false,
                "1" => true,
                _ => return None,
            },
        },
        "unreachable_capture" => E::UnreachableCapture {
            pawn: f.square()?,
            squares: f.set()?,
        },
        "wrong_side_to_move" => E::WrongSideToMove { movers: f.set()? },
        "no_last_move" => E::NoLastMove {
            color: f.side()?,
            pieces: f.set()?,
        },
        "every_last_move_impossible" => E::EveryLastMoveImpossible {
            color: f.side()?,
            pieces: f.set()?,
            depth: f.number()?,
        },
        _ => return None,
    };
    f.end(error)
}

// Native only: they word with every language's catalog built in.
#[cfg(all(test, not(target_arch = "wasm32")))]
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
    fn the_deeper_reasons_come_back_as_facts_the_page_words() {
        // The bishop on c1's home is shut in by pawns that never moved, yet a bishop
        // stands on e5: only the deeper analysis finds it.
        let fen = "4k3/8/8/4B3/8/8/PPPPPPPP/4K3 w - - 0 1";
        let pos: Position = fen.parse().unwrap();
        assert!(pos.quick_errors().is_empty());
        let answer = answer(fen);
        // Facts only: no word of any language.
        assert!(!answer.contains("bishop"), "{answer}");
        let Some((_, Arising::Impossible(reasons))) = read(&answer) else {
            panic!("the bishop could never have got out")
        };
        assert_eq!(reasons.len(), 1);
        let english = reasons[0].english();
        assert!(english.contains("bishop on e5"), "{english}");
        let german = reasons[0].say(&super::super::Catalog::builtin(super::super::Lang::De));
        assert!(german.contains("Läufer auf e5"), "{german}");
    }

    #[test]
    fn every_error_reads_back_from_its_line() {
        let fens = [
            "8/8/8/8/8/8/8/8 w - - 0 1",
            "4k3/8/8/8/8/8/8/8 w - - 0 1",
            "KKKKKKKK/8/8/8/8/8/8/kkkkkkkk w KQ e3 0 1",
            "4k3/pppppppp/p7/8/8/8/8/P3K3 w - - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/P7/P1PPPPPP/RNBQKNBR w KQkq - 0 1",
            "4k3/8/8/8/8/P7/PP6/4K3 w - - 0 1",
            "3r4/8/1k5R/1n6/3K4/8/8/8 w - - 0 1",
            "4r2k/8/8/8/1b6/3n4/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1",
            "7k/8/8/8/8/8/8/r3K2r w - - 0 1",
            "b6k/8/8/8/4K3/8/8/8 w - - 0 1",
            "rnbqkbnr/ppp2ppp/4p3/3P4/3p4/4P3/PPP2PPP/RNBQKBNR b - - 0 1",
            "r3k3/ppp1p1pp/8/8/8/8/8/R1R1K2R b q - 0 1",
            "rnbqkbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1",
            "3k1b1K/4ppp1/7p/8/8/8/8/8 w - - 0 1",
            "rn1qkbnr/ppppppp1/8/8/8/4P3/PPP1PPPP/RNBQKBNR b KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1",
            "Knrk4/BpppRp2/1p2p3/8/8/8/8/8 b - - 0 1",
            "krb5/pp1p1p2/4p3/8/8/8/PP1P4/KRB5 w - - 0 1",
        ];
        let mut codes = Vec::new();
        for fen in fens {
            for error in fen.parse::<Position>().unwrap().validate() {
                assert_eq!(read_error_line(&error_line(&error)), Some(error), "{fen}");
                codes.push(error.code());
            }
        }
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), PositionError::CODES.len(), "{codes:?}");
        let promotion = PositionError::ImpossiblePromotion {
            color: Color::Black,
            pieces: Bitboard(0x81),
            captures: None,
        };
        assert_eq!(read_error_line(&error_line(&promotion)), Some(promotion));
    }

    /// The page words whatever errors come back, about whatever position: a line from a
    /// broken worker names squares that hold other pieces, or nothing.
    #[test]
    fn any_error_about_any_position_is_said_in_every_language() {
        use super::super::{Catalog, Lang};
        let catalogs: Vec<Catalog> = [Lang::En, Lang::Es, Lang::De, Lang::Fr, Lang::Ru]
            .into_iter()
            .map(Catalog::builtin)
            .collect();
        let positions: Vec<Position> = [
            "8/8/8/8/8/8/8/8 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ]
        .iter()
        .map(|f| f.parse().unwrap())
        .collect();
        let mut seed = 7u64;
        let mut next = move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            seed
        };
        for _ in 0..400 {
            let (a, b, c) = (next(), next(), next());
            let sq = Square::new((a % 64) as u8).unwrap();
            let side = if b % 2 == 0 { "w" } else { "b" };
            let line = match a % 9 {
                0 => format!("trapped_piece {sq} {b:x} {c:x} {:x} {}", a & b, c % 2),
                1 => format!("unreachable_capture {sq} {c:x}"),
                2 => format!("impossible_promotion {side} {b:x} {} {}", c % 30, a % 30),
                3 => format!("impossible_promotion {side} {b:x} - -"),
                4 => format!("wrong_side_to_move {b:x}"),
                5 => format!("pawns_passed_through {c:x}"),
                6 => format!("impossible_check unexplained {b:x}"),
                7 => format!("opposite_check {c:x}"),
                8 if c % 3 == 0 => format!("too_many_pawn_captures {side} - 0 {a:x} 0 {b:x}"),
                _ => format!(
                    "too_many_pawn_captures {side} {} {} {b:x} {c:x} {:x}",
                    b % 40,
                    c % 40,
                    a & c
                ),
            };
            let error = read_error_line(&line).expect("a line the worker could send");
            for pos in &positions {
                let message = explain_position_error(pos, &error);
                for catalog in &catalogs {
                    let said = message.say(catalog);
                    assert!(!said.is_empty() && !said.contains('{'), "{line}: {said}");
                }
            }
        }
    }

    #[test]
    fn other_texts_are_not_requests_answers_or_errors() {
        assert_eq!(asked("exercise 3"), None);
        assert_eq!(read("move 3 e2e4"), None);
        assert_eq!(read(&answer("not a fen")), None);
        let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
        for line in [
            "",
            "no_rule",
            "missing_king",
            "missing_king x",
            "missing_king ww",
            "missing_king w w",
            "too_many_pawns w -1",
            "pawns_on_backrank zz",
            "pawns_on_backrank 10000000000000000",
            "invalid_ep_square e9",
            "impossible_check sideways 1",
            "impossible_promotion w 1 2 -",
            "trapped_piece e5 0 0 0 2",
            "every_last_move_impossible b 1 99999999999",
        ] {
            assert_eq!(read_error_line(line), None, "{line}");
            if !line.is_empty() {
                assert_eq!(read(&format!("{ANSWER}{fen}\n{line}")), None, "{line}");
            }
        }
    }
}
