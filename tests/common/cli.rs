//! Running the `tutor` binary, for the test files of the command line.

use std::ffi::OsStr;
use std::process::{Command, Output};

pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

pub fn run<S: AsRef<OsStr>>(args: &[S]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tutor"))
        .args(args)
        .output()
        .expect("the tutor binary runs")
}

pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Bad input: exit status 2, nothing on stdout, exactly one line on stderr, with no
/// control character in it (user text is echoed escaped). Returns the line.
pub fn assert_rejected<S: AsRef<OsStr> + std::fmt::Debug>(args: &[S]) -> String {
    let out = run(args);
    assert_eq!(out.status.code(), Some(2), "{args:?} should exit 2");
    assert!(
        stdout(&out).is_empty(),
        "{args:?} printed {:?}",
        stdout(&out)
    );
    let err = stderr(&out);
    assert_eq!(
        err.lines().count(),
        1,
        "{args:?}: one line on stderr, got {err:?}"
    );
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    let line = err.trim_end_matches('\n');
    assert!(
        !line.chars().any(|c| c.is_control() || c == '\u{202e}'),
        "{args:?}: raw control characters in {line:?}"
    );
    line.to_string()
}

/// An argument made of any bytes, as a shell can pass them.
#[cfg(unix)]
pub fn bytes(b: &[u8]) -> &OsStr {
    use std::os::unix::ffi::OsStrExt;
    OsStr::from_bytes(b)
}

/// A fresh directory for files a test writes.
pub fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}
