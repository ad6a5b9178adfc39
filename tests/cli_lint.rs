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
