//! `tutor`: the rules and the tutor from the command line.
//!
//! ```text
//! tutor perft FEN DEPTH      leaf count of the move tree (last line)
//! tutor analyze FEN          JSON: validity, check, pins, legal moves, status
//! tutor explain FEN UCI      JSON: is the move legal, and if not, why
//! tutor lint FILE...         checks lesson files: one line per problem, exit 1 if any
//! ```
//! Bad input exits with status 2 and one line on stderr.

use check_tutor::rules::{Color, Square};
use check_tutor::rules::{Position, Uci};
use check_tutor::tutor::{self, Verdict};
use serde::Serialize;
use std::process::ExitCode;

const USAGE: &str =
    "usage: tutor perft FEN DEPTH | tutor analyze FEN | tutor explain FEN UCI | tutor lint FILE...";

fn parse_fen(fen: &str) -> Result<Position, String> {
    fen.parse::<Position>().map_err(|e| e.to_string())
}

fn names(squares: impl IntoIterator<Item = Square>) -> Vec<String> {
    squares.into_iter().map(|s| s.to_string()).collect()
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

/// Prints as one line of JSON.
macro_rules! json_display {
    ($t:ty) => {
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                let text = serde_json::to_string(self).map_err(|_| std::fmt::Error)?;
                f.write_str(&text)
            }
        }
    };
}

/// `tutor analyze`'s answer (DESIGN's contract).
#[derive(Serialize)]
struct Analysis {
    fen: String,
    valid: bool,
    errors: Vec<&'static str>,
    explanations: Vec<String>,
    turn: &'static str,
    /// Without both kings, check and legality have no meaning.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    play: Option<PlayFacts>,
}

#[derive(Serialize)]
struct PlayFacts {
    in_check: bool,
    check_kind: &'static str,
    checkers: Vec<String>,
    pinned: Vec<String>,
    legal_moves: Vec<String>,
    status: &'static str,
}
json_display!(Analysis);

fn analyze(pos: &Position) -> Analysis {
    let errors = tutor::explain_position_errors(pos);
    let kings = [Color::White, Color::Black]
        .iter()
        .all(|&c| pos.board().king_of(c).is_some());
    let play = kings.then(|| PlayFacts {
        in_check: pos.is_check(),
        check_kind: pos.check_kind().code(),
        checkers: sorted(names(pos.checkers())),
        pinned: sorted(names(pos.pinned())),
        legal_moves: sorted(pos.legal_moves().iter().map(|m| m.to_string()).collect()),
        status: pos.status().code(),
    });
    Analysis {
        fen: pos.fen(),
        valid: errors.is_empty(),
        errors: errors.iter().map(|(e, _)| e.code()).collect(),
        explanations: errors.iter().map(|(_, m)| m.english()).collect(),
        turn: pos.turn().name(),
        play,
    }
}

/// `tutor explain`'s answer: a legal move described, or a refusal and its reason.
#[derive(Serialize)]
#[serde(untagged)]
enum MoveVerdict {
    Legal {
        legal: bool,
        uci: String,
        san: String,
        check: &'static str,
        checkmate: bool,
        stalemate: bool,
        captured: Option<String>,
        text: String,
    },
    Refused {
        legal: bool,
        reason: &'static str,
        text: String,
        squares: Vec<String>,
        pinned: Vec<String>,
        lines: Vec<[String; 2]>,
    },
}
json_display!(MoveVerdict);

fn explain(pos: &Position, uci: &Uci) -> MoveVerdict {
    match tutor::explain_move(pos, uci.from, uci.to, uci.promotion) {
        Verdict::Legal(l) => MoveVerdict::Legal {
            legal: true,
            uci: l.mv.to_string(),
            san: l.san,
            check: l.check.code(),
            checkmate: l.checkmate,
            stalemate: l.stalemate,
            captured: l.captured.map(|c| c.square.to_string()),
            text: l.message.english(),
        },
        Verdict::Refused(r) => MoveVerdict::Refused {
            legal: false,
            reason: r.reason.code(),
            text: r.message.english(),
            squares: sorted(names(r.squares.iter().copied())),
            pinned: names(r.pinned),
            lines: r
                .lines
                .iter()
                .map(|&(a, b)| [a.to_string(), b.to_string()])
                .collect(),
        },
    }
}

fn run(args: &[String]) -> Result<String, String> {
    match args {
        [cmd, fen, depth] if cmd == "perft" => {
            let pos = parse_fen(fen)?;
            let depth: u32 = depth.parse().ok().filter(|d| *d <= 12).ok_or_else(|| {
                format!("depth must be a whole number from 0 to 12, not '{depth}'")
            })?;
            let moves = pos.legal_moves();
            let mut lines = Vec::new();
            let mut total = 0u64;
            if depth == 0 {
                total = 1;
            } else {
                for m in moves.iter() {
                    let n = pos.after(m).perft(depth - 1);
                    lines.push(format!("{m}: {n}"));
                    total += n;
                }
            }
            lines.push(String::new());
            lines.push(total.to_string());
            Ok(lines.join("\n"))
        }
        [cmd, fen] if cmd == "analyze" => Ok(analyze(&parse_fen(fen)?).to_string()),
        [cmd, fen, uci] if cmd == "explain" => {
            let pos = parse_fen(fen)?;
            let uci: Uci = uci
                .parse()
                .map_err(|e: check_tutor::rules::ParseUciError| e.to_string())?;
            Ok(explain(&pos, &uci).to_string())
        }
        _ => Err(USAGE.to_string()),
    }
}

/// Lints lesson files: Ok(problems) or Err for a file that cannot be read.
fn lint(files: &[String]) -> Result<Vec<String>, String> {
    use check_tutor::lessons::lint;
    let mut problems = Vec::new();
    let mut lessons = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(f).map_err(|e| format!("cannot read {f}: {e}"))?;
        match lint::parse_lesson(&text) {
            Ok(lesson) => {
                problems.extend(
                    lint::lint_lesson(&lesson)
                        .into_iter()
                        .map(|p| format!("{f}: {p}")),
                );
                lessons.push(lesson);
            }
            Err(e) => problems.push(format!("{f}: {e}")),
        }
    }
    problems.extend(lint::lint_catalog(&lessons));
    Ok(problems)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("lint") && args.len() > 1 {
        return match lint(&args[1..]) {
            Ok(problems) if problems.is_empty() => {
                println!("{} lesson file(s): no problems", args.len() - 1);
                ExitCode::SUCCESS
            }
            Ok(problems) => {
                for p in &problems {
                    println!("{p}");
                }
                ExitCode::from(1)
            }
            Err(e) => {
                eprintln!("tutor: {e}");
                ExitCode::from(2)
            }
        };
    }
    match run(&args) {
        Ok(out) => {
            println!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tutor: {e}");
            ExitCode::from(2)
        }
    }
}
