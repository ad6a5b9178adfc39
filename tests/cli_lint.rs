//! `tutor lint` and `tutor --help` run as a program: lesson files checked one line per
//! problem, whatever their names and contents, and the usage of every command.

use std::ffi::OsStr;

mod common;
#[cfg(unix)]
use common::cli::bytes;
use common::cli::{assert_rejected, run, scratch, stderr, stdout};

#[cfg(unix)]
#[test]
fn lint_opens_a_file_whose_name_is_not_utf8() {
    use std::os::unix::ffi::OsStrExt;
    let dir = scratch("lint-non-utf8");
    let lesson = std::fs::read("static/lessons/13-draws.json").expect("the draws lesson");
    let good = dir.join(bytes(b"dr\xffaws.json"));
    std::fs::write(&good, &lesson).expect("written");
    let out = run(&[good.as_os_str()]);
    assert_eq!(out.status.code(), Some(2), "no command, only a file");
    let out = run(&[OsStr::new("lint"), good.as_os_str()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout(&out).trim(), "1 lesson file(s): no problems");

    let broken = dir.join(bytes(b"br\xfeoken.json"));
    std::fs::write(&broken, b"{\"id\": ").expect("written");
    let out = run(&[OsStr::new("lint"), broken.as_os_str()]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let problem = stdout(&out);
    assert_eq!(problem.lines().count(), 1, "{problem}");
    assert!(problem.contains("br\\xfeoken.json: "), "{problem}");

    let missing = dir.join(bytes(b"mi\xffssing.json"));
    let line = assert_rejected(&[OsStr::new("lint"), missing.as_os_str()]);
    assert!(line.contains("mi\\xffssing.json"), "{line}");
    assert!(missing.as_os_str().as_bytes().contains(&0xff));
}

#[test]
fn lint_problems_with_odd_lesson_ids_and_file_names_stay_on_one_line() {
    let dir = scratch("lint-odd-names");
    let lesson = std::fs::read_to_string("static/lessons/13-draws.json").expect("the lesson");
    let odd = lesson.replacen(
        "\"id\": \"draws\"",
        "\"id\": \"dra\\nws\\u202e\\u001b[2J\"",
        1,
    );
    assert_ne!(odd, lesson, "the lesson's id was replaced");
    let a = dir.join("one\nlesson.json");
    let b = dir.join("two\u{1b}.json");
    std::fs::write(&a, &odd).expect("written");
    std::fs::write(&b, &odd).expect("written");
    let out = run(&[OsStr::new("lint"), a.as_os_str(), b.as_os_str()]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    // The id is wrong in both files, and the two files share it.
    assert_eq!(lines.len(), 3, "{text}");
    assert!(lines[0].ends_with(
        "one\\nlesson.json: id 'dra\\nws\\u{202e}\\u{1b}[2J' must be lowercase letters, digits and dashes"
    ));
    assert!(
        lines[1].contains("two\\u{1b}.json: id 'dra\\nws"),
        "{}",
        lines[1]
    );
    assert_eq!(
        lines[2],
        "lesson id 'dra\\nws\\u{202e}\\u{1b}[2J' is used twice"
    );
    for l in &lines {
        assert!(
            !l.chars().any(|c| c.is_control() || c == '\u{202e}'),
            "{l:?}"
        );
    }
}

#[test]
fn help_names_every_command_and_how_long_perft_takes() {
    for flag in ["--help", "-h", "help"] {
        let out = run(&[flag]);
        assert_eq!(out.status.code(), Some(0), "{flag}");
        let help = stdout(&out);
        for words in [
            "tutor perft FEN DEPTH",
            "tutor analyze FEN",
            "tutor explain FEN UCI",
            "tutor lint FILE...",
            "depth 5",
            "depth 6",
            "depth 7",
        ] {
            assert!(help.contains(words), "{flag}: {words} in {help}");
        }
        assert!(stderr(&out).is_empty());
    }
    let usage = assert_rejected(&["--help", "extra"]);
    assert!(usage.ends_with("| tutor --help"), "{usage}");
}

// ---- Every file checked, every command's help (issue 26) ------------------------------

#[test]
fn lint_reports_a_file_that_is_not_utf8_or_not_json_and_goes_on_to_the_next() {
    let dir = scratch("lint-every-file");
    let notes = dir.join("notes.json");
    std::fs::write(&notes, "# notes, not a lesson").expect("written");
    let latin1 = dir.join("latin1.json");
    std::fs::write(&latin1, b"{\n\"id\": \"caf\xe9\"}").expect("written");
    let good = "static/lessons/13-draws.json";
    let out = run(&[
        OsStr::new("lint"),
        notes.as_os_str(),
        latin1.as_os_str(),
        OsStr::new(good),
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).is_empty(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(
        lines[0]
            .ends_with("notes.json: not a valid lesson file: expected value at line 1 column 1"),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].ends_with(
            "latin1.json: not UTF-8 text: line 2 holds a byte that is not part of any character"
        ),
        "{}",
        lines[1]
    );
}

#[test]
fn lint_names_every_file_it_cannot_open_on_one_line_after_checking_the_others() {
    let dir = scratch("lint-unopened");
    let notes = dir.join("notes.json");
    std::fs::write(&notes, "[]").expect("written");
    let missing = dir.join("missing.json");
    let out = run(&[
        OsStr::new("lint"),
        missing.as_os_str(),
        dir.as_os_str(),
        notes.as_os_str(),
        OsStr::new("static/lessons/13-draws.json"),
    ]);
    // A file that cannot be opened is bad input (DESIGN: exit 2, one line on stderr)...
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("tutor: cannot read "), "{err}");
    assert!(err.contains("missing.json: "), "{err}");
    assert!(err.contains("; cannot read "), "{err}");
    assert!(err.contains("lint-unopened: "), "{err}");
    // ...and the files after it were checked all the same.
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(
        text.contains("notes.json: not a valid lesson file"),
        "{text}"
    );
}

#[test]
fn lint_skips_a_byte_order_mark_as_a_browser_does() {
    let dir = scratch("lint-bom");
    let lesson = std::fs::read("static/lessons/01-what-is-check.json").expect("a lesson");
    let bom = dir.join("bom.json");
    std::fs::write(&bom, [b"\xef\xbb\xbf".as_slice(), &lesson].concat()).expect("written");
    let out = run(&[OsStr::new("lint"), bom.as_os_str()]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    assert_eq!(stdout(&out).trim(), "1 lesson file(s): no problems");
    // Only at the start: anywhere else it is a character JSON does not allow.
    let inside = dir.join("inside.json");
    std::fs::write(&inside, [&lesson, b"\xef\xbb\xbf".as_slice()].concat()).expect("written");
    let out = run(&[OsStr::new("lint"), inside.as_os_str()]);
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
}

#[test]
fn every_command_answers_help_with_its_usage_on_stdout() {
    for command in ["perft", "analyze", "explain", "lint"] {
        for flag in ["--help", "-h"] {
            let out = run(&[command, flag]);
            assert_eq!(
                out.status.code(),
                Some(0),
                "{command} {flag}: {}",
                stderr(&out)
            );
            let help = stdout(&out);
            assert!(
                help.starts_with(&format!("usage: tutor {command} ")),
                "{command} {flag}: {help}"
            );
            assert!(help.contains("Exit status"), "{help}");
            assert!(stderr(&out).is_empty(), "{}", stderr(&out));
        }
    }
    // After other arguments too.
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let out = run(&["explain", start, "--help"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).starts_with("usage: tutor explain FEN UCI"));
    // perft says which positions it refuses, and how long it takes.
    let help = stdout(&run(&["perft", "--help"]));
    for words in ["second king", "first or", "not to move in check", "depth 7"] {
        assert!(help.contains(words), "{words} in {help}");
    }
    assert!(stdout(&run(&["--help"])).contains("tutor COMMAND --help"));
    // No files at all is still a usage error.
    assert_rejected(&["lint"]);
}

/// A device, an endless pipe or a huge file is not read for ever: one line, and on to the
/// next file.
#[cfg(unix)]
#[test]
fn lint_reads_no_more_than_a_lesson_may_be() {
    let dir = scratch("lint-endless");
    let lesson = dir.join("good.json");
    std::fs::copy("static/lessons/13-draws.json", &lesson).expect("copied");
    let out = run(&[
        OsStr::new("lint"),
        OsStr::new("/dev/zero"),
        lesson.as_os_str(),
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let said = stderr(&out);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(
        said.contains("/dev/zero") && said.contains("a device"),
        "{said}"
    );

    // An endless writer behind a named pipe: the limit stops the reading.
    let fifo = dir.join("endless");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let mut writer = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("yes '{{}}' > '{}' 2>/dev/null", fifo.display()))
        .spawn()
        .expect("a writer");
    let out = run(&[OsStr::new("lint"), fifo.as_os_str()]);
    let _ = writer.kill();
    let _ = writer.wait();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let said = stdout(&out);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(said.contains("larger than 1000 KB"), "{said}");

    let big = dir.join("big.json");
    std::fs::write(&big, vec![b' '; 1_000_001]).expect("written");
    let out = run(&[OsStr::new("lint"), big.as_os_str()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).contains("larger than 1000 KB"));
}

/// A lesson nested thousands of levels deep is refused in one line, as the browser
/// refuses it.
#[test]
fn lint_refuses_deep_nesting_in_one_line() {
    let dir = scratch("lint-deep");
    let deep = dir.join("deep.json");
    let text = format!(
        r#"{{"id": "deep", "title": {}1{}}}"#,
        "[".repeat(10_000),
        "]".repeat(10_000)
    );
    std::fs::write(&deep, text).expect("written");
    let out = run(&[OsStr::new("lint"), deep.as_os_str()]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let said = stdout(&out);
    assert_eq!(said.lines().count(), 1, "{said}");
}
