//! A PGN read in the helper worker (`src/engine_worker.rs`) and sent to the page as lines
//! of text, so the learner's first load carries no PGN reader: the page asks `pgn <id>`
//! followed by the file's text, and the worker answers `pgn-read <id>` with the game's
//! start, its moves in UCI, its result, tags and notes, one a line, or `pgn-failed <id>
//! <why>` (the [`PgnError`]'s facts as [`Failure`], which the page words in the learner's
//! language). The page plays the moves again from the start ([`read_reply`]).
//!
//! ```
//! use check_tutor::rules::pgn::{self, wire};
//! let text = "[Event \"Club\"]\n1. f3 {weak} e5 2. g4 Qh4# 0-1";
//! let reply = wire::answer(&wire::ask(7, text)).unwrap();
//! assert_eq!(wire::read_reply(&reply), Some((7, Ok(pgn::read_record(text).unwrap()))));
//! ```

use super::{read_record, PgnError, Record};
use crate::rules::san::SanError;
use crate::rules::{Game, Position, Uci};

/// The request for reading `text`, tagged `id`.
pub fn ask(id: u32, text: &str) -> String {
    format!("pgn {id}\n{text}")
}

/// The worker's answer to a request, or `None` when the text is no PGN request.
pub fn answer(request: &str) -> Option<String> {
    let rest = request.strip_prefix("pgn ")?;
    let (id, text) = rest.split_once('\n').unwrap_or((rest, ""));
    let id: u32 = id.trim().parse().ok()?;
    Some(match read_record(text) {
        Ok(record) => write_record(id, &record),
        Err(e) => format!("pgn-failed {id} {}", write_failure(&e)),
    })
}

fn write_record(id: u32, r: &Record) -> String {
    let moves: Vec<String> = r.game.moves().iter().map(|m| m.uci().to_string()).collect();
    let mut lines = vec![
        format!("pgn-read {id}"),
        format!("fen {}", r.game.start().fen()),
        format!("result {}", escape(&r.result)),
        format!("moves {}", moves.join(" ")),
    ];
    lines.extend(
        r.tags
            .iter()
            .map(|(k, v)| format!("tag {} {}", escape(k), escape(v))),
    );
    lines.extend(
        r.notes
            .iter()
            .map(|(at, note)| format!("note {at} {}", escape(note))),
    );
    lines.join("\n")
}

/// Why a PGN could not be read, as the page words it (`pgn-unreadable`, `fen-unreadable`):
/// the facts the sentence needs, so the page reads no [`PgnError`] of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// `fen` (the FEN tag does not read), `move` or `unclosed`.
    pub problem: String,
    /// The move's number as PGN writes it: `2.` for White's, `2...` for Black's.
    pub number: String,
    /// `syntax`, `illegal` or `ambiguous`: why the move does not read.
    pub san: String,
    /// The move as written, or the bracket never closed.
    pub text: String,
    /// The FEN tag's text (the page reads it again for its own problem).
    pub fen: String,
}

/// The failure's five fields, each escaped, `-` for none.
fn write_failure(e: &PgnError) -> String {
    let (problem, number, san, text, fen) = match e {
        PgnError::BadFen { fen, .. } => ("fen", String::new(), "", String::new(), fen.clone()),
        PgnError::BadMove { text, problem, .. } => {
            let san = match problem {
                SanError::Syntax(_) => "syntax",
                SanError::Illegal(_) => "illegal",
                SanError::Ambiguous(_) => "ambiguous",
            };
            let number = e.move_number().unwrap_or_default();
            ("move", number, san, text.clone(), String::new())
        }
        PgnError::Unclosed(c) => ("unclosed", String::new(), "", c.to_string(), String::new()),
    };
    [problem, &number, san, &text, &fen]
        .map(|f| {
            if f.is_empty() {
                "-".to_string()
            } else {
                escape(f)
            }
        })
        .join(" ")
}

fn read_failure(fields: &str) -> Option<Failure> {
    let f: Vec<String> = fields
        .split(' ')
        .map(|f| if f == "-" { String::new() } else { unescape(f) })
        .collect();
    let [problem, number, san, text, fen] = <[String; 5]>::try_from(f).ok()?;
    Some(Failure {
        problem,
        number,
        san,
        text,
        fen,
    })
}

/// The request's id and the game read, or why it could not be read; `None` for a reply
/// that is not one (damaged, or from another version).
pub fn read_reply(reply: &str) -> Option<(u32, Result<Record, Failure>)> {
    let mut lines = reply.split('\n');
    let first = lines.next()?;
    if let Some(rest) = first.strip_prefix("pgn-failed ") {
        let (id, why) = rest.split_once(' ').unwrap_or((rest, ""));
        return Some((id.parse().ok()?, Err(read_failure(why)?)));
    }
    let id: u32 = first.strip_prefix("pgn-read ")?.parse().ok()?;
    let mut record = Record {
        tags: Vec::new(),
        game: Game::new(Position::starting()),
        notes: Vec::new(),
        result: String::new(),
    };
    for line in lines {
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "fen" => record.game = Game::new(value.parse().ok()?),
            "result" => record.result = unescape(value),
            "moves" => {
                for m in value.split(' ').filter(|m| !m.is_empty()) {
                    let u: Uci = m.parse().ok()?;
                    let mv = record.game.current().find_move(u.from, u.to, u.promotion)?;
                    record.game.play(&mv);
                }
            }
            "tag" => {
                let (k, v) = value.split_once(' ')?;
                record.tags.push((unescape(k), unescape(v)));
            }
            "note" => {
                let (at, note) = value.split_once(' ')?;
                record.notes.push((at.parse().ok()?, unescape(note)));
            }
            _ => return None,
        }
    }
    Some((id, Ok(record)))
}

/// A value on one line, with no space where a space ends a field: `\` as `\\`, a line
/// break as `\n`, a space as `\s`.
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('\n', "\\n")
        .replace(' ', "\\s")
}

fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('s') => out.push(' '),
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_crosses_whole_tags_notes_and_all() {
        let text = "[Event \"Club \\\"night\\\"\"]\n[White \"A  B\"]\n[SetUp \"1\"]\n\
                    [FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n\
                    1. e4 {a comment\nover two lines \\ with a backslash} $1 Kd7 \
                    (1... Kf7 2. e5) 2. e5 ; to the end\n1-0";
        let record = read_record(text).unwrap();
        assert!(!record.notes.is_empty() && record.tags.len() == 4);
        let reply = answer(&ask(3, text)).unwrap();
        assert_eq!(
            reply.lines().count(),
            4 + record.tags.len() + record.notes.len()
        );
        assert_eq!(read_reply(&reply), Some((3, Ok(record))));
    }

    #[test]
    fn a_pgn_that_does_not_read_says_why_and_a_damaged_reply_is_none() {
        // Each kind of failure crosses with the facts the page words.
        let failed = |text: &str| match read_reply(&answer(&ask(9, text)).unwrap()) {
            Some((9, Err(f))) => f,
            other => panic!("{text}: {other:?}"),
        };
        let f = failed("1. e4 e5 2. Ke3");
        assert_eq!((f.problem.as_str(), f.number.as_str()), ("move", "2."));
        assert_eq!((f.san.as_str(), f.text.as_str()), ("illegal", "Ke3"));
        assert_eq!(failed("1. e4 Zz9").number, "1...");
        assert_eq!(failed("1. e4 Zz9").san, "syntax");
        let f = failed("[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n1. Nd2");
        assert_eq!(f.san, "ambiguous");
        let f = failed("[FEN \"4k3/8/8 w - - 0 1\"]\n1. e4");
        assert_eq!(
            (f.problem.as_str(), f.fen.as_str()),
            ("fen", "4k3/8/8 w - - 0 1")
        );
        let f = failed("1. e4 {never closed");
        assert_eq!((f.problem.as_str(), f.text.as_str()), ("unclosed", "{"));
        assert_eq!(read_reply("pgn-failed 4 move 1."), None);
        assert_eq!(answer("move 3 e2e4"), None);
        let good = answer(&ask(1, "1. e4")).unwrap();
        assert_eq!(read_reply(&good.replace("e2e4", "e2e5")), None);
        assert_eq!(read_reply(&format!("{good}\nodd line")), None);
        assert_eq!(read_reply("pgn-read x"), None);
    }
}
