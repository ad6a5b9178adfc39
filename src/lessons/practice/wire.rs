//! Exercises made in the helper worker (`src/engine_worker.rs`) and sent to the page, so
//! the generators stay out of the learner's first load. The messages are lines of text,
//! like the computer opponent's (`engine::protocol`): the page asks `exercise 3 legal 42 1
//! pinned` (id, kind, seed, level, concept or `-`) and the worker answers with the
//! exercise, one field a line, or `failed 3 <why>`. A position that could not arise comes
//! with its errors as facts (`tutor::arising::error_line`), never words: the page says them.
//!
//! ```
//! use check_tutor::lessons::practice::{generate, wire, Kind};
//! let asked = wire::Ask { id: 3, kind: Kind::Legal, seed: 42, level: 1, concept: None };
//! let reply = wire::answer(&asked.to_text());
//! assert_eq!(wire::read_reply(&reply), Ok((3, generate(Kind::Legal, 42, 1, None))));
//! ```

use super::{generate, known_concept, Answer, Exercise, Kind};
use crate::rules::{PositionError, Square};
use crate::tutor::arising::{error_line, read_error_line};
use crate::tutor::{Miss, Reason};

/// What the page asks for: the exercise `generate(kind, seed, level, concept)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ask {
    /// Set by the page; the reply carries it back, so a stale reply can be told apart.
    pub id: u32,
    pub kind: Kind,
    pub seed: u64,
    pub level: u8,
    pub concept: Option<String>,
}

impl Ask {
    /// The request as one line: `exercise <id> <kind> <seed> <level> <concept or ->`.
    pub fn to_text(&self) -> String {
        format!(
            "exercise {} {} {} {} {}",
            self.id,
            self.kind.code(),
            self.seed,
            self.level,
            self.concept.as_deref().unwrap_or("-")
        )
    }

    /// Reads [`Ask::to_text`]'s line, or says what is wrong with it.
    pub fn from_text(text: &str) -> Result<Ask, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let [_, id, kind, seed, level, concept] = words[..] else {
            return Err(format!("an exercise request has six words: {text}"));
        };
        let number = |w: &str| w.parse::<u64>().map_err(|_| format!("a number? {w}"));
        Ok(Ask {
            id: u32::try_from(number(id)?).map_err(|_| format!("an id? {id}"))?,
            kind: Kind::from_code(kind).ok_or_else(|| format!("no kind of exercise {kind}"))?,
            seed: number(seed)?,
            level: u8::try_from(number(level)?).unwrap_or(u8::MAX),
            concept: (concept != "-").then(|| concept.to_string()),
        })
    }
}

/// Whether a line of text is an exercise request (the worker's other requests are the
/// computer opponent's).
pub fn is_ask(text: &str) -> bool {
    text.starts_with("exercise ")
}

/// The worker's reply to a request's text: the exercise, or why there is none.
pub fn answer(text: &str) -> String {
    match Ask::from_text(text) {
        Ok(ask) => {
            let ex = generate(ask.kind, ask.seed, ask.level, ask.concept.as_deref());
            write_reply(ask.id, &ex)
        }
        Err(why) => format!("failed 0 {why}"),
    }
}

/// The exercise as lines: `exercise <id>`, then `kind`, `seed`, `fen`, `concept`, `move`
/// (for "legal?") and `answer`.
pub fn write_reply(id: u32, ex: &Exercise) -> String {
    let mut lines = vec![
        format!("exercise {id}"),
        format!("kind {}", ex.kind.code()),
        format!("seed {}", ex.seed),
        format!("fen {}", ex.fen),
        format!("concept {}", ex.concept),
    ];
    if let Some(mv) = &ex.mv {
        lines.push(format!("move {mv}"));
    }
    let answer = match &ex.answer {
        Answer::Checkers(squares) => {
            let names: Vec<String> = squares.iter().map(Square::to_string).collect();
            format!("checkers {}", names.join(" "))
        }
        Answer::Escapes(moves) => format!("escapes {}", moves.join(" ")),
        Answer::Verdict(v) => format!("verdict {v}"),
        Answer::Legal {
            legal,
            reason,
            choices,
            ..
        } => format!(
            "legal {legal} {} {}",
            reason.unwrap_or("-"),
            choices.join(" ")
        ),
        Answer::Possible {
            possible, errors, ..
        } => {
            format!("possible {possible} {}", errors.join(" "))
        }
    };
    lines.push(format!("answer {answer}"));
    if let Answer::Possible { why, .. } = &ex.answer {
        lines.extend(why.iter().map(|e| format!("why {}", error_line(e))));
    }
    if let Answer::Legal { misses, .. } = &ex.answer {
        lines.extend(misses.iter().map(|(reason, m)| {
            let at = m.at.map_or_else(|| "-".to_string(), |s| s.to_string());
            format!("miss {reason} {} {at}", m.code)
        }));
    }
    lines.join("\n")
}

/// Reads the worker's reply: the request's id and its exercise, or the worker's reason
/// for having none (or what is wrong with the reply).
pub fn read_reply(text: &str) -> Result<(u32, Exercise), String> {
    if let Some(rest) = text.strip_prefix("failed ") {
        let (_, why) = rest.split_once(' ').unwrap_or(("", rest));
        return Err(why.to_string());
    }
    let mut lines = text.lines();
    let id = lines
        .next()
        .and_then(|l| l.strip_prefix("exercise "))
        .and_then(|n| n.parse::<u32>().ok())
        .ok_or("the reply is not an exercise")?;
    let (mut kind, mut seed, mut fen, mut concept, mut mv, mut answer) =
        (None, None, None, None, None, None);
    let mut whys = Vec::new();
    let mut misses = Vec::new();
    for line in lines {
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "kind" => kind = Kind::from_code(value),
            "seed" => seed = value.parse::<u64>().ok(),
            "fen" => fen = Some(value.to_string()),
            "concept" => concept = static_concept(value),
            "move" => mv = Some(value.to_string()),
            "answer" => answer = Some(value.to_string()),
            "why" => whys.push(
                read_error_line(value)
                    .ok_or_else(|| format!("a reason that cannot be read: {line}"))?,
            ),
            "miss" => misses.push(read_miss(value).ok_or_else(|| format!("a miss? {line}"))?),
            _ => return Err(format!("an unknown line: {line}")),
        }
    }
    let missing = |what: &str| format!("the reply has no {what}");
    let fen = fen.ok_or_else(|| missing("position"))?;
    let mut answer = read_answer(&answer.ok_or_else(|| missing("answer"))?)?;
    match &mut answer {
        Answer::Possible { why, .. } => *why = whys,
        Answer::Legal { misses: m, .. } => *m = misses,
        _ => {}
    }
    let ex = Exercise {
        kind: kind.ok_or_else(|| missing("kind"))?,
        seed: seed.ok_or_else(|| missing("seed"))?,
        fen,
        concept: concept.ok_or_else(|| missing("concept"))?,
        mv,
        answer,
    };
    Ok((id, ex))
}

/// A `miss` line's value: `<reason> <code> <square or ->`.
fn read_miss(value: &str) -> Option<(&'static str, Miss)> {
    let [reason, code, at] = value.split(' ').collect::<Vec<_>>()[..] else {
        return None;
    };
    let code = Miss::CODES.into_iter().find(|c| *c == code)?;
    let at = match at {
        "-" => None,
        sq => Some(sq.parse::<Square>().ok()?),
    };
    Some((static_reason(reason).ok()?, Miss { code, at }))
}

/// A concept's code as the `'static` string the exercise holds.
fn static_concept(code: &str) -> Option<&'static str> {
    known_concept(code).or_else(|| Reason::from_code(code).map(Reason::code))
}

fn static_reason(code: &str) -> Result<&'static str, String> {
    Reason::from_code(code)
        .map(Reason::code)
        .ok_or_else(|| format!("no move reason {code}"))
}

fn read_answer(text: &str) -> Result<Answer, String> {
    let mut words = text.split_whitespace();
    let kind = words.next().unwrap_or_default();
    let rest: Vec<&str> = words.collect();
    let yes_no = |w: Option<&&str>| match w {
        Some(&"true") => Ok(true),
        Some(&"false") => Ok(false),
        _ => Err(format!("true or false? {text}")),
    };
    Ok(match kind {
        "checkers" => Answer::Checkers(
            rest.iter()
                .map(|w| w.parse::<Square>().map_err(|_| format!("a square? {w}")))
                .collect::<Result<_, _>>()?,
        ),
        "escapes" => Answer::Escapes(rest.iter().map(|w| w.to_string()).collect()),
        "verdict" => Answer::Verdict(
            ["checkmate", "stalemate", "neither"]
                .into_iter()
                .find(|v| rest == [*v])
                .ok_or_else(|| format!("a verdict? {text}"))?,
        ),
        "legal" => Answer::Legal {
            legal: yes_no(rest.first())?,
            reason: match rest.get(1) {
                None | Some(&"-") => None,
                Some(code) => Some(static_reason(code)?),
            },
            choices: rest
                .iter()
                .skip(2)
                .map(|c| static_reason(c))
                .collect::<Result<_, _>>()?,
            misses: Vec::new(),
        },
        "possible" => Answer::Possible {
            possible: yes_no(rest.first())?,
            errors: rest
                .iter()
                .skip(1)
                .map(|c| {
                    PositionError::known_code(c).ok_or_else(|| format!("no position error {c}"))
                })
                .collect::<Result<_, _>>()?,
            why: Vec::new(),
        },
        _ => return Err(format!("an unknown answer: {text}")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_exercise_reads_back_as_made() {
        for kind in Kind::ALL {
            for seed in 0..40 {
                let level = (seed % 5) as u8;
                let concepts = super::super::concepts_of(kind);
                let concept = concepts[seed as usize % concepts.len()];
                let ask = Ask {
                    id: seed as u32,
                    kind,
                    seed,
                    level,
                    concept: (seed % 3 == 0).then(|| concept.to_string()),
                };
                assert_eq!(Ask::from_text(&ask.to_text()), Ok(ask.clone()));
                let made = generate(kind, seed, level, ask.concept.as_deref());
                assert_eq!(
                    read_reply(&answer(&ask.to_text())),
                    Ok((ask.id, made)),
                    "{kind:?} seed {seed}"
                );
            }
        }
    }

    #[test]
    fn nonsense_is_refused_with_its_reason() {
        assert_eq!(
            read_reply(&answer("exercise 1 chess 4 0 -")),
            Err("no kind of exercise chess".into())
        );
        assert!(read_reply(&answer("exercise 1 legal x 0 -")).is_err());
        assert!(read_reply(&answer("exercise 1 legal")).is_err());
        assert!(read_reply("").is_err());
        assert!(read_reply("exercise 2\nkind legal").is_err());
        let good = answer("exercise 2 possible 7 1 -");
        assert!(read_reply(&good).is_ok());
        // An error code the validator does not give is refused; the errors come back as
        // facts, no words.
        let (_, ex) = read_reply(&good).unwrap();
        let odd = Exercise {
            answer: Answer::Possible {
                possible: false,
                errors: vec!["empty_board"],
                why: vec![PositionError::EmptyBoard],
            },
            ..ex
        };
        assert_eq!(read_reply(&write_reply(2, &odd)), Ok((2, odd.clone())));
        let lie = write_reply(2, &odd).replace(
            "answer possible false empty_board",
            "answer possible false no_rule",
        );
        assert_eq!(read_reply(&lie), Err("no position error no_rule".into()));
        let garbled = write_reply(2, &odd).replace("why empty_board", "why The board is empty.");
        assert!(read_reply(&garbled).is_err());
        // A request the worker cannot read still answers, with id 0.
        assert!(answer("exercise").starts_with("failed 0 "));
        assert!(is_ask("exercise 1 legal 4 0 -") && !is_ask("id 1\nlevel 2"));
    }
}
