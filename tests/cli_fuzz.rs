//! The `tutor` binary against random arguments: any bytes the shell can pass (not UTF-8,
//! newlines, control and bidirectional characters, 131,000 bytes long) in every argument of
//! every subcommand, and lesson files with odd names and broken contents. Whatever comes
//! in, the exit status is 0, 1 or 2 (never a panic or an abort), stderr holds at most one
//! line, and nothing the user typed reaches the terminal raw.
//!
//! A few hundred runs of the binary, from fixed seeds; a failure prints the arguments.
#![cfg(unix)]

use std::ffi::OsStr;
use std::io::Read;
use std::os::unix::ffi::OsStrExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

mod common;
use common::SplitMix;

const RUNS: usize = 400;
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// Longer than any message may quote, and under Linux's limit for one argument (128 KiB).
const LONG: usize = 131_000;

/// Pieces that have broken command lines: bytes that are not UTF-8, line breaks, terminal
/// escapes, bidirectional overrides, separators, and digits around the perft limit.
const ODD: &[&[u8]] = &[
    b"\xff",
    b"\xc3",
    b"\xed\xa0\x80",
    b"\n",
    b"\r\n",
    b"\r",
    b"\t",
    b"\x1b[31m",
    b"\x1b]0;title\x07",
    b"\x07",
    b"\x7f",
    "\u{202e}".as_bytes(),
    "\u{2066}".as_bytes(),
    "\u{2028}".as_bytes(),
    "\u{85}".as_bytes(),
    "\u{feff}".as_bytes(),
    "♔".as_bytes(),
    b"\\n",
    b"'",
    b"\"",
    b" ",
    b"-",
    b"--",
    b"13",
    b"+1",
    b"-0",
    b"4294967296",
];

/// What one run of the binary gave.
struct Run {
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

/// Runs the binary, failing the test if it takes more than a minute.
fn run(args: &[Vec<u8>]) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tutor"))
        .args(args.iter().map(|a| OsStr::from_bytes(a)))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tutor binary starts");
    let drain = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut p) = pipe {
                let _ = p.read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let stdout = drain(child.stdout.take().map(|p| Box::new(p) as _));
    let stderr = drain(child.stderr.take().map(|p| Box::new(p) as _));
    let deadline = Instant::now() + Duration::from_secs(60);
    let status = loop {
        if let Some(status) = child.try_wait().expect("waiting for tutor") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("tutor ran for over a minute on {}", shown(args));
        }
        std::thread::sleep(Duration::from_millis(1));
    };
    Run {
        code: status.code(),
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
    }
}

/// Arguments as a failure message shows them.
fn shown(args: &[Vec<u8>]) -> String {
    let each: Vec<String> = args
        .iter()
        .map(|a| {
            let text = String::from_utf8_lossy(a);
            let cut: String = text.chars().take(80).collect();
            format!("{cut:?}{}", if text.len() > 80 { "…" } else { "" })
        })
        .collect();
    format!("[{}]", each.join(", "))
}

/// Raw characters that a terminal would act on instead of showing.
fn has_raw_controls(text: &str) -> bool {
    text.chars().any(|c| {
        (c.is_control() && c != '\n')
            || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{2028}' | '\u{2029}')
    })
}

/// One of the odd pieces.
fn odd(rng: &mut SplitMix) -> &'static [u8] {
    ODD[rng.below(ODD.len())]
}

/// Random bytes, mostly printable, with odd pieces mixed in; never NUL (argv cannot hold it).
fn random_bytes(rng: &mut SplitMix, len: usize) -> Vec<u8> {
    let mut out = Vec::new();
    while out.len() < len {
        if rng.chance(20) {
            out.extend_from_slice(odd(rng));
        } else if rng.chance(50) {
            out.push(1 + rng.below(255) as u8);
        } else {
            out.push(*rng.pick(b"pnbrqkPNBRQK12345678/ wb-abcdefgh0x"));
        }
    }
    out
}

/// A good argument with bytes deleted, replaced or inserted.
fn mutated(rng: &mut SplitMix, good: &[u8]) -> Vec<u8> {
    let mut out = good.to_vec();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(out.len() + 1);
        match rng.below(3) {
            0 if at < out.len() => {
                out.remove(at);
            }
            1 if at < out.len() => {
                let piece = odd(rng);
                out.splice(at..at + 1, piece.iter().copied());
            }
            _ => {
                let piece = random_bytes(rng, 1);
                out.splice(at..at, piece);
            }
        }
    }
    out
}

/// One argument: the good one, a mutation of it, random bytes, or something huge.
fn argument(rng: &mut SplitMix, good: &[u8], fuzz: bool) -> Vec<u8> {
    if !fuzz {
        return good.to_vec();
    }
    match rng.below(10) {
        0..=3 => mutated(rng, good),
        4..=7 => {
            let len = rng.below(40);
            random_bytes(rng, len)
        }
        8 => {
            let piece = odd(rng);
            piece.repeat(LONG / piece.len().max(1))
        }
        _ => {
            let mut long = good.to_vec();
            long.extend(random_bytes(rng, LONG - good.len().min(LONG)));
            long
        }
    }
}

/// Lesson files for `lint`: real ones, and copies with odd names and broken contents.
fn lesson_files(rng: &mut SplitMix) -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-fuzz");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let real: Vec<PathBuf> = [
        "static/lessons/13-draws.json",
        "static/lessons/01-what-is-check.json",
    ]
    .iter()
    .map(PathBuf::from)
    .filter(|p| p.exists())
    .collect();
    assert!(!real.is_empty(), "the built-in lessons are found");
    let lesson = std::fs::read(&real[0]).expect("a lesson");
    let names: [&[u8]; 6] = [
        b"plain.json",
        b"new\nline.json",
        b"not\xffutf8.json",
        b"esc\x1b[2J.json",
        "bidi\u{202e}nosj.json".as_bytes(),
        b"tab\tand\rreturn.json",
    ];
    let mut files = real.clone();
    for (i, name) in names.iter().enumerate() {
        let contents = match i % 3 {
            0 => mutated(rng, &lesson),
            1 => {
                // Odd characters written as JSON escapes, so the lesson still reads and the
                // lint quotes them.
                let text = String::from_utf8_lossy(&lesson).replacen(
                    "\"id\": \"",
                    "\"id\": \"\\n\\u001b[2J\\u202e",
                    1,
                );
                text.replacen("\"move\": \"", "\"move\": \"\\r\\u0007", 2)
                    .into_bytes()
            }
            _ => random_bytes(rng, 200),
        };
        let path = dir.join(OsStr::from_bytes(name));
        std::fs::write(&path, contents).expect("written");
        files.push(path);
    }
    files
}

#[test]
fn random_arguments_never_crash_the_cli_and_stderr_is_one_line() {
    let mut rng = SplitMix(0x7475_746f_7218);
    let files = lesson_files(&mut rng);
    // Each command with the arguments it expects, in working form.
    let commands: [(&[u8], Vec<&[u8]>); 5] = [
        (b"perft", vec![START.as_bytes(), b"1"]),
        (b"analyze", vec![START.as_bytes()]),
        (b"explain", vec![START.as_bytes(), b"e2e4"]),
        (b"lint", vec![b"static/lessons/13-draws.json"]),
        (b"--help", vec![]),
    ];
    let mut codes = [0usize; 3];
    for i in 0..RUNS {
        let (command, good) = &commands[i % commands.len()];
        let fuzz = rng.chance(10);
        let mut args = vec![argument(&mut rng, command, fuzz)];
        for (slot, g) in good.iter().enumerate() {
            // Fuzz one argument for sure (in turn), the others now and then; lint's files
            // are mostly left readable, so that lesson problems get printed too.
            let in_turn = slot == (i / commands.len()) % good.len() && *command != b"lint";
            let fuzz = in_turn || rng.chance(25);
            args.push(argument(&mut rng, g, fuzz));
        }
        if *command == b"lint" {
            for _ in 0..rng.below(4) {
                let path = rng.pick(&files).as_os_str().as_bytes().to_vec();
                let fuzz = rng.chance(20);
                args.push(argument(&mut rng, &path, fuzz));
            }
        } else if rng.chance(10) {
            args.push(random_bytes(&mut rng, 3));
        } else if rng.chance(5) {
            args.pop();
        }
        // Deep perft is allowed, and slow: keep random runs shallow.
        if args.len() == 3 && args[0] == b"perft" {
            let deep = std::str::from_utf8(&args[2])
                .ok()
                .and_then(|d| d.parse::<u32>().ok())
                .is_some_and(|d| d > 2);
            if deep {
                args[2] = b"2".to_vec();
            }
        }

        let out = run(&args);
        let what = || format!("run {i}: tutor {}", shown(&args));
        let code = out
            .code
            .unwrap_or_else(|| panic!("{}: killed by a signal", what()));
        assert!((0..=2).contains(&code), "{}: exit {code}", what());
        codes[code as usize] += 1;
        let stderr = String::from_utf8(out.stderr)
            .unwrap_or_else(|e| panic!("{}: stderr is not UTF-8: {e}", what()));
        let stdout = String::from_utf8(out.stdout)
            .unwrap_or_else(|e| panic!("{}: stdout is not UTF-8: {e}", what()));
        let lines = stderr.lines().count();
        assert!(
            lines <= 1 && (stderr.is_empty() || stderr.ends_with('\n')),
            "{}: stderr {stderr:?}",
            what()
        );
        assert_eq!(
            lines == 1,
            code == 2,
            "{}: exit {code}, stderr {stderr:?}",
            what()
        );
        assert!(!stderr.contains("panicked"), "{}: {stderr}", what());
        assert!(!has_raw_controls(&stderr), "{}: stderr {stderr:?}", what());
        assert!(!has_raw_controls(&stdout), "{}: stdout {stdout:?}", what());
    }
    // The generator reaches every outcome, so the checks above are not vacuous.
    assert!(
        codes.iter().all(|&n| n > 0),
        "exit 0, 1, 2 counts: {codes:?}"
    );
}
