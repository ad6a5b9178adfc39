//! A golden file per language: what `tutor explain --lang <code>` says for the moves in
//! `tests/golden/moves.txt` (refusals of every kind, mate, stalemate, castling, en passant,
//! promotion), 30 sentences in each of the five languages. A change to a catalog shows up
//! here as a diff a native speaker can read; `UPDATE_GOLDEN=1` writes the files again.

use serde_json::Value;

mod common;
use common::cli::{run, stderr, stdout};

const LANGS: [&str; 5] = ["en", "es", "de", "fr", "ru"];

fn moves() -> Vec<(String, String)> {
    let text = std::fs::read_to_string("tests/golden/moves.txt").unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (fen, uci) = l.split_once(" | ").expect("FEN | UCI");
            (fen.to_string(), uci.trim().to_string())
        })
        .collect()
}

/// The golden text of one language: each move, then what the tutor says about it.
fn said(lang: &str) -> String {
    let mut out = String::new();
    for (fen, uci) in moves() {
        let args = ["explain", fen.as_str(), uci.as_str(), "--lang", lang];
        let got = run(&args);
        assert_eq!(got.status.code(), Some(0), "{args:?}: {}", stderr(&got));
        let json: Value = serde_json::from_str(stdout(&got).trim()).unwrap();
        let text = json["text"].as_str().expect("a sentence");
        assert!(!text.contains('{'), "{lang} {uci}: {text}");
        out.push_str(&format!("{fen} | {uci}\n  {text}\n"));
    }
    out
}

#[test]
fn each_language_says_what_its_golden_file_holds() {
    let mut english = String::new();
    for lang in LANGS {
        let path = format!("tests/golden/explain.{lang}.txt");
        let now = said(lang);
        if std::env::var("UPDATE_GOLDEN").is_ok() {
            std::fs::write(&path, &now).unwrap();
        }
        let kept = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(now, kept, "{path} differs: UPDATE_GOLDEN=1 writes it again");
        if lang == "en" {
            english = now;
        } else {
            // A translation says every one of them in its own words, not in English's.
            let same = now
                .lines()
                .zip(english.lines())
                .filter(|(a, b)| a.starts_with("  ") && a == b)
                .count();
            assert_eq!(same, 0, "{lang}: {same} sentences left in English");
        }
    }
}
