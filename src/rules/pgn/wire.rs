//! A PGN read in the helper worker (`src/engine_worker.rs`) and sent to the page as lines
//! of text, so the learner's first load carries no PGN reader: the page asks `pgn <id>`
//! followed by the file's text, and the worker answers `pgn-read <id>` with the game's
//! start, its moves in UCI, its result, tags and notes, one a line, or `pgn-failed <id>
//! <why>` (the [`PgnError`]'s facts, which the page words in the learner's language). The
//! page plays the moves again from the start ([`read_reply`]).
//!
//! ```
//! use check_tutor::rules::pgn::{self, wire};
//! let text = "[Event \"Club\"]\n1. f3 {weak} e5 2. g4 Qh4# 0-1";
//! let reply = wire::answer(&wire::ask(7, text)).unwrap();
//! assert_eq!(wire::read_reply(&reply), Some((7, Ok(pgn::read_record(text).unwrap()))));
//! ```

use super::{read_record, PgnError, Record};
use crate::rules::san::SanError;
use crate::rules::{Color, Game, Position, Uci};

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

/// Why a PGN could not be read, as fields: `fen <the tag's text>` (the page reads it again
/// for the FEN's own problem), `move <ply> <number> <w|b> <syntax|illegal|ambiguous>
/// <as written> <as read>`, or `unclosed <character>`.
fn write_failure(e: &PgnError) -> String {
    match e {
        PgnError::BadFen { fen, .. } => format!("fen {}", escape(fen)),
        PgnError::BadMove {
            ply,
            number,
            color,
            text,
            problem,
        } => {
            let (kind, san) = match problem {
                SanError::Syntax(s) => ("syntax", s),
                SanError::Illegal(s) => ("illegal", s),
                SanError::Ambiguous(s) => ("ambiguous", s),
            };
            let side = if *color == Color::White { "w" } else { "b" };
            format!(
                "move {ply} {number} {side} {kind} {} {}",
                escape(text),
                escape(san)
            )
        }
        PgnError::Unclosed(c) => format!("unclosed {}", escape(&c.to_string())),
    }
}

fn read_failure(fields: &str) -> Option<PgnError> {
    let mut f = fields.split(' ');
    Some(match f.next()? {
        "fen" => {
            let fen = unescape(f.next()?);
            let error = fen.parse::<Position>().err()?;
            PgnError::BadFen { fen, error }
        }
        "move" => {
            let ply = f.next()?.parse().ok()?;
            let number = f.next()?.parse().ok()?;
            let color = match f.next()? {
                "w" => Color::White,
                "b" => Color::Black,
                _ => return None,
            };
            let kind = f.next()?;
            let text = unescape(f.next()?);
            let san = unescape(f.next()?);
            let problem = match kind {
                "syntax" => SanError::Syntax(san),
                "illegal" => SanError::Illegal(san),
                "ambiguous" => SanError::Ambiguous(san),
                _ => return None,
            };
            PgnError::BadMove {
                ply,
                number,
                color,
                text,
                problem,
            }
        }
        "unclosed" => PgnError::Unclosed(unescape(f.next()?).chars().next()?),
        _ => return None,
    })
}

/// The request's id and the game read, or why it could not be read; `None` for a reply
/// that is not one (damaged, or from another version).
pub fn read_reply(reply: &str) -> Option<(u32, Result<Record, PgnError>)> {
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
        // Each kind of failure crosses whole, facts and all.
        for text in [
            "1. e4 e5 2. Ke3",
            "1. e4 e5 2. Zz9",
            "[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n1. Nd2",
            "[FEN \"4k3/8/8 w - - 0 1\"]\n1. e4",
            "[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1 a b\"]\n1. Kb1",
            "1. e4 {never closed",
            "1. e4 (1. d4",
        ] {
            let why = read_record(text).unwrap_err();
            let reply = answer(&ask(9, text)).unwrap();
            assert_eq!(read_reply(&reply), Some((9, Err(why))), "{text}");
        }
        assert_eq!(read_reply("pgn-failed 4 move 1 1 x illegal a b"), None);
        assert_eq!(
            read_reply("pgn-failed 4 fen 8/8/8/8/8/8/8/K6k\\sw\\s-\\s-\\s0\\s1"),
            None
        );
        assert_eq!(answer("move 3 e2e4"), None);
        let good = answer(&ask(1, "1. e4")).unwrap();
        assert_eq!(read_reply(&good.replace("e2e4", "e2e5")), None);
        assert_eq!(read_reply(&format!("{good}\nodd line")), None);
        assert_eq!(read_reply("pgn-read x"), None);
    }
}
