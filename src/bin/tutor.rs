//! `tutor`: the rules and the tutor from the command line.
//!
//! ```text
//! tutor perft FEN DEPTH      leaf count of the move tree (last line)
//! tutor analyze FEN          JSON: validity, check, pins, legal moves, status
//! tutor explain FEN UCI      JSON: is the move legal, and if not, why
//! tutor lint FILE...         checks lesson files: one line per problem, exit 1 if any
//! ```
//! Bad input exits with status 2 and one line on stderr.

use check_tutor::lessons::json::Json;
use check_tutor::rules::{Color, Square};
use check_tutor::rules::{Position, Uci};
use check_tutor::tutor::{self, Verdict};
use std::process::ExitCode;

const USAGE: &str =
    "usage: tutor perft FEN DEPTH | tutor analyze FEN | tutor explain FEN UCI | tutor lint FILE...";

fn parse_fen(fen: &str) -> Result<Position, String> {
    fen.parse::<Position>().map_err(|e| e.to_string())
}

fn names(squares: impl IntoIterator<Item = Square>) -> Vec<String> {
    squares.into_iter().map(|s| s.to_string()).collect()
}

fn sorted(mut v: Vec<String>) -> Json {
    v.sort();
    v.into()
}

fn analyze(pos: &Position) -> Json {
    let errors = tutor::explain_position_errors(pos);
    let mut out = vec![
        ("fen", pos.fen().into()),
        ("valid", errors.is_empty().into()),
        (
            "errors",
            errors
                .iter()
                .map(|(e, _)| e.code())
                .collect::<Vec<_>>()
                .into(),
        ),
        (
            "explanations",
            errors
                .iter()
                .map(|(_, m)| m.english())
                .collect::<Vec<_>>()
                .into(),
        ),
        (
            "error_squares",
            errors
                .iter()
                .map(|(e, _)| sorted(names(e.squares())))
                .collect::<Vec<_>>()
                .into(),
        ),
        ("turn", pos.turn().name().into()),
    ];
    // Without both kings, check and legality have no meaning.
    let kings = [Color::White, Color::Black]
        .iter()
        .all(|&c| pos.board().king_of(c).is_some());
    if kings {
        let moves = pos.legal_moves().iter().map(|m| m.to_string()).collect();
        out.extend([
            ("in_check", pos.is_check().into()),
            ("check_kind", pos.check_kind().code().into()),
            ("checkers", sorted(names(pos.checkers()))),
            ("pinned", sorted(names(pos.pinned()))),
            ("legal_moves", sorted(moves)),
            ("status", pos.status().code().into()),
        ]);
    }
    Json::Object(out.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

fn explain(pos: &Position, uci: &Uci) -> Json {
    match tutor::explain_move(pos, uci.from, uci.to, uci.promotion) {
        Verdict::Legal(l) => Json::object([
            ("legal", true.into()),
            ("uci", l.mv.to_string().into()),
            ("san", l.san.into()),
            ("check", l.check.code().into()),
            ("checkmate", l.checkmate.into()),
            ("stalemate", l.stalemate.into()),
            ("captured", l.captured.map(|c| c.square.to_string()).into()),
            ("text", l.message.english().into()),
        ]),
        Verdict::Refused(r) => Json::object([
            ("legal", false.into()),
            ("reason", r.reason.code().into()),
            ("text", r.message.english().into()),
            ("squares", sorted(names(r.squares.iter().copied()))),
            ("pinned", names(r.pinned).into()),
            (
                "lines",
                r.lines
                    .iter()
                    .map(|&(a, b)| Json::from(names([a, b])))
                    .collect::<Vec<_>>()
                    .into(),
            ),
        ]),
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
