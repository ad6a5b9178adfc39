//! `tutor`: the rules and the tutor from the command line.
//!
//! ```text
//! tutor perft FEN DEPTH      leaf count of the move tree (last line)
//! tutor analyze FEN          JSON: validity, check, pins, legal moves, status
//! tutor explain FEN UCI      JSON: is the move legal, and if not, why
//! tutor lint FILE...         checks lesson files: one line per problem, exit 1 if any
//! tutor diagram FEN [FLAGS]  the position (and arrows, circles) as an SVG diagram
//! tutor COMMAND --help       one command's usage (`help.rs`)
//! tutor --help               the above, and how long perft takes
//! ```
//! Bad input exits with status 2 and one line on stderr. Text from the input is echoed
//! escaped and cut short ([`shown`]), so every message stays on its line. `perft` and
//! `explain` refuse positions the rules cannot be applied to (no king, a second king, a
//! pawn on a back rank, the side not to move in check), in `analyze`'s words.

use check_tutor::rules::{shown, Color, Square};
use check_tutor::rules::{Position, Uci};
use check_tutor::tutor::annotations::Annotations;
use check_tutor::tutor::{self, Catalog, Lang, Verdict};
use serde::Serialize;
use std::ffi::{OsStr, OsString};
use std::path::PathBuf;
use std::process::ExitCode;

mod help;

/// How many characters of an argument an error message quotes.
const QUOTED: usize = 24;
/// How many characters of a file name a message quotes.
const QUOTED_PATH: usize = 200;
/// No message line is longer than this (the lesson reader may quote more than we do).
const LONGEST_LINE: usize = 500;

/// An argument as a message may quote it: bytes that are not UTF-8 as `\xff`, then cut and
/// escaped like every echo.
fn shown_arg(arg: &OsStr, max_chars: usize) -> String {
    #[cfg(unix)]
    let text = {
        use std::os::unix::ffi::OsStrExt;
        let mut text = String::new();
        for chunk in arg.as_bytes().utf8_chunks() {
            text.push_str(chunk.valid());
            for b in chunk.invalid() {
                text.push_str(&format!("\\x{b:02x}"));
            }
        }
        text
    };
    #[cfg(not(unix))]
    let text = arg.to_string_lossy();
    shown(&text, max_chars)
}

/// An argument that must be text (a FEN, a move): the error quotes it.
fn utf8_arg<'a>(arg: &'a OsStr, what: &str) -> Result<&'a str, String> {
    arg.to_str()
        .ok_or_else(|| format!("the {what} is not UTF-8 text: '{}'", shown_arg(arg, QUOTED)))
}

/// One line of output, whatever the text inside it.
fn one_line(message: &str) -> String {
    shown(message, LONGEST_LINE)
}

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
    /// The squares each error is about, sorted, one list per error.
    error_squares: Vec<Vec<String>>,
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

fn analyze(pos: &Position, words: &Catalog) -> Analysis {
    let errors = tutor::explain_position_errors(pos);
    // Without both kings, check and legality have no meaning.
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
        explanations: errors.iter().map(|(_, m)| m.say(words)).collect(),
        error_squares: errors
            .iter()
            .map(|(e, _)| sorted(names(e.squares())))
            .collect(),
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

fn explain(pos: &Position, uci: &Uci, words: &Catalog) -> MoveVerdict {
    match tutor::explain_move(pos, uci.from, uci.to, uci.promotion) {
        Verdict::Legal(l) => MoveVerdict::Legal {
            legal: true,
            uci: l.mv.to_string(),
            san: l.san,
            check: l.check.code(),
            checkmate: l.checkmate,
            stalemate: l.stalemate,
            captured: l.captured.map(|c| c.square.to_string()),
            text: l.message.say(words),
        },
        Verdict::Refused(r) => MoveVerdict::Refused {
            legal: false,
            reason: r.reason.code(),
            text: r.message.say(words),
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

/// The position, if the rules of play can be applied to it; if not, why, in the words
/// `tutor analyze` uses (the errors that break the rules, [`Position::rule_breaks`]).
fn rules_apply(pos: &Position) -> Result<(), String> {
    let breaks = pos.rule_breaks();
    if breaks.is_empty() {
        return Ok(());
    }
    let why: Vec<String> = breaks
        .iter()
        .map(|e| tutor::explain_position_error(pos, e).english())
        .collect();
    Err(format!(
        "the rules of chess cannot be applied to this position: {}",
        why.join(" ")
    ))
}

fn perft(fen: &OsStr, depth: &OsStr) -> Result<String, String> {
    let pos = parse_fen(utf8_arg(fen, "FEN")?)?;
    let depth: u32 = depth
        .to_str()
        .and_then(|d| d.parse().ok())
        .filter(|d| *d <= 12)
        .ok_or_else(|| {
            format!(
                "depth must be a whole number from 0 to 12, not '{}'",
                shown_arg(depth, QUOTED)
            )
        })?;
    rules_apply(&pos)?;
    let mut lines = Vec::new();
    let mut total = 0u64;
    if depth == 0 {
        total = 1;
    } else {
        for m in pos.legal_moves().iter() {
            let n = pos.after(m).perft(depth - 1);
            lines.push(format!("{m}: {n}"));
            total += n;
        }
    }
    lines.push(String::new());
    lines.push(total.to_string());
    Ok(lines.join("\n"))
}

fn explain_command(fen: &OsStr, uci: &OsStr, words: &Catalog) -> Result<String, String> {
    let pos = parse_fen(utf8_arg(fen, "FEN")?)?;
    let text = utf8_arg(uci, "move")?;
    let uci: Uci = text
        .parse()
        .map_err(|e: check_tutor::rules::ParseUciError| e.to_string())?;
    rules_apply(&pos)?;
    if !uci.promotion_fits(&pos) {
        return Err(format!(
            "'{}' is not a UCI move here: only a pawn reaching the last rank takes a promotion letter ({}{} has none)",
            shown(text, QUOTED),
            uci.from,
            uci.to
        ));
    }
    Ok(explain(&pos, &uci, words).to_string())
}

/// Reads a list of marks (`e2e4g,g1f3r` or `e4b`) with the links' parser, one item at a
/// time so that an item it cannot read is reported rather than skipped.
fn marks_arg(value: &str, arrows: bool) -> Result<Annotations, String> {
    let parse = |text: &str| {
        if arrows {
            Annotations::from_params(Some(text), None)
        } else {
            Annotations::from_params(None, Some(text))
        }
    };
    let (what, example) = if arrows {
        ("arrow", "e2e4g")
    } else {
        ("circle", "e4b")
    };
    if let Some(bad) = value
        .split(',')
        .find(|item| !item.is_empty() && parse(item).len() != 1)
    {
        return Err(format!(
            "'{}' is not an {what}: write squares and a colour letter (g, r, b or y), such as {example}",
            shown(bad, QUOTED)
        ));
    }
    Ok(parse(value))
}

/// `tutor diagram FEN [--flip] [--arrows LIST] [--circles LIST] [--no-coordinates]`.
fn diagram_command(fen: &OsStr, flags: &[OsString]) -> Result<String, String> {
    use check_tutor::tutor::diagram::{self, DiagramOptions};
    let pos = parse_fen(utf8_arg(fen, "FEN")?)?;
    let mut options = DiagramOptions::default();
    let (mut arrows, mut circles) = (String::new(), String::new());
    let mut rest = flags.iter();
    while let Some(flag) = rest.next() {
        let text = utf8_arg(flag, "option")?;
        let (name, inline) = match text.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (text, None),
        };
        let mut value = |into: &mut String| -> Result<(), String> {
            *into = match (inline.clone(), rest.next()) {
                (Some(v), _) => v,
                (None, Some(v)) => utf8_arg(v, "list of marks")?.to_string(),
                (None, None) => return Err(format!("{name} needs a list, such as e2e4g,g1f3r")),
            };
            Ok(())
        };
        match (name, inline.is_some()) {
            ("--flip", false) => options.white_at_bottom = false,
            ("--no-coordinates", false) => options.coordinates = false,
            ("--arrows", _) => value(&mut arrows)?,
            ("--circles", _) => value(&mut circles)?,
            _ => {
                return Err(format!(
                    "unknown option '{}' for diagram: {}",
                    shown(text, QUOTED),
                    help::DIAGRAM_USAGE
                ))
            }
        }
    }
    let mut marks = marks_arg(&arrows, true)?;
    marks.circles.extend(marks_arg(&circles, false)?.circles);
    Ok(diagram::svg(&pos, &marks, options))
}

fn run(args: &[OsString], words: &Catalog) -> Result<String, String> {
    let command = args.first().and_then(|a| a.to_str()).unwrap_or("");
    match (command, args.get(1..).unwrap_or_default()) {
        ("perft", [fen, depth]) => perft(fen, depth),
        ("analyze", [fen]) => Ok(analyze(&parse_fen(utf8_arg(fen, "FEN")?)?, words).to_string()),
        ("explain", [fen, uci]) => explain_command(fen, uci, words),
        ("diagram", [fen, flags @ ..]) => diagram_command(fen, flags),
        _ => Err(help::USAGE.to_string()),
    }
}

/// What `tutor lint` found: problems with the lessons, one line each, and the files that
/// could not be opened at all (missing, a directory), which are bad input.
#[derive(Default)]
struct LintReport {
    problems: Vec<String>,
    unopened: Vec<String>,
}

/// Lints every file, whatever was wrong with the ones before, the tutor's sentences in the
/// problems (why a position could not arise, why a move is refused) in `words`' language.
/// A file name is a path, not text: any name the system allows can be opened.
fn lint(files: &[PathBuf], words: &Catalog) -> LintReport {
    use check_tutor::lessons::lint;
    let mut report = LintReport::default();
    let mut lessons = Vec::new();
    for f in files {
        let name = shown_arg(f.as_os_str(), QUOTED_PATH);
        let bytes = match read_at_most(f, lint::MAX_LESSON_BYTES) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => {
                report.problems.push(format!(
                    "{name}: larger than {} KB, the most a lesson file may be, so it was not read",
                    lint::MAX_LESSON_BYTES / 1000
                ));
                continue;
            }
            Err(e) => {
                report.unopened.push(format!("cannot read {name}: {e}"));
                continue;
            }
        };
        match lint::lesson_text(&bytes).and_then(lint::parse_lesson) {
            Ok(lesson) => {
                report.problems.extend(
                    lint::lint_lesson_in(&lesson, words)
                        .into_iter()
                        .map(|p| format!("{name}: {p}")),
                );
                lessons.push(lesson);
            }
            Err(e) => report.problems.push(format!("{name}: {e}")),
        }
    }
    report.problems.extend(lint::lint_catalog(&lessons));
    report
}

/// A file's bytes, reading no more than `limit` and one byte past it: `None` when there are
/// more (`/dev/zero` or a pipe that never ends is not read for ever).
fn read_at_most(path: &std::path::Path, limit: usize) -> std::io::Result<Option<Vec<u8>>> {
    use std::io::Read;
    // A device (`/dev/zero`) is no file to lint; a pipe is read, up to the limit.
    let kind = std::fs::metadata(path)?.file_type();
    if kind.is_dir() {
        return Err(std::io::Error::other("it is a directory"));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_char_device() || kind.is_block_device() || kind.is_socket() {
            return Err(std::io::Error::other("it is a device, not a file"));
        }
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(limit as u64 + 1)
        .read_to_end(&mut bytes)?;
    Ok((bytes.len() <= limit).then_some(bytes))
}

/// `tutor lint FILE...`: the problems on stdout; files that could not be opened on one
/// line on stderr after them.
fn lint_command(files: &[PathBuf], words: &Catalog) -> ExitCode {
    let report = lint(files, words);
    for p in &report.problems {
        println!("{}", one_line(p));
    }
    if !report.unopened.is_empty() {
        eprintln!("tutor: {}", one_line(&report.unopened.join("; ")));
        return ExitCode::from(2);
    }
    if report.problems.is_empty() {
        println!("{} lesson file(s): no problems", files.len());
        return ExitCode::SUCCESS;
    }
    ExitCode::from(1)
}

/// Whether the arguments ask for help: `tutor --help` alone, or `--help` (`-h`) among a
/// command's arguments. The text to print, if so.
fn asked_help(args: &[OsString]) -> Option<String> {
    let command = args.first()?.to_str()?;
    if matches!(command, "--help" | "-h" | "help") {
        return (args.len() == 1).then(help::overview);
    }
    let rest = args.get(1..).unwrap_or_default();
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        return help::command(command);
    }
    None
}

/// Takes `--lang CODE` (or `--lang=CODE`) out of the arguments: the language of the
/// sentences (English when not given). The JSON keys and codes never change with it.
fn take_lang(args: &mut Vec<OsString>) -> Result<Lang, String> {
    let Some(i) = args
        .iter()
        .position(|a| a == "--lang" || a.to_str().is_some_and(|a| a.starts_with("--lang=")))
    else {
        return Ok(Lang::En);
    };
    let flag = args.remove(i);
    let code = match flag.to_str().and_then(|f| f.strip_prefix("--lang=")) {
        Some(code) => code.to_string(),
        None if i < args.len() => shown_arg(&args.remove(i), QUOTED),
        None => return Err("--lang needs a language: en, es, de, fr or ru".into()),
    };
    Lang::from_code(&code).ok_or_else(|| {
        format!(
            "unknown language '{}': the languages are en, es, de, fr and ru",
            shown(&code, QUOTED)
        )
    })
}

fn main() -> ExitCode {
    // Not `env::args`, which panics on an argument that is not UTF-8.
    let mut args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let lang = match take_lang(&mut args) {
        Ok(lang) => lang,
        Err(e) => {
            eprintln!("tutor: {}", one_line(&e));
            return ExitCode::from(2);
        }
    };
    let words = Catalog::builtin(lang);
    if let Some(text) = asked_help(&args) {
        print!("{text}");
        return ExitCode::SUCCESS;
    }
    if args.first().and_then(|a| a.to_str()) == Some("lint") && args.len() > 1 {
        let files: Vec<PathBuf> = args[1..].iter().map(PathBuf::from).collect();
        return lint_command(&files, &words);
    }
    match run(&args, &words) {
        Ok(out) => {
            println!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tutor: {}", one_line(&e));
            ExitCode::from(2)
        }
    }
}
