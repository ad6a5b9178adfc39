//! A golden file per language: what `tutor explain --lang <code>` says for the moves in
//! `tests/golden/moves.txt` (refusals of every kind, mate, stalemate, castling, en passant,
//! promotion), 30 sentences in each of the five languages; and what `tutor analyze --lang
//! <code>` says about the positions in `tests/golden/positions.txt`, which could never
//! arise (every error the validator finds). A change to a catalog shows up here as a diff a
//! native speaker can read; `UPDATE_GOLDEN=1` writes the files again.

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

/// Checks each language's golden file `tests/golden/<name>.<code>.txt` against what `said`
/// makes now (`UPDATE_GOLDEN=1` writes them again), and that no translation leaves one of
/// its sentences (the lines that start with two spaces) in English.
fn check_golden(name: &str, said: fn(&str) -> String) {
    let mut english = String::new();
    for lang in LANGS {
        let path = format!("tests/golden/{name}.{lang}.txt");
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
            let same: Vec<&str> = now
                .lines()
                .zip(english.lines())
                .filter(|(a, b)| a.starts_with("  ") && a == b)
                .map(|(a, _)| a)
                .collect();
            assert!(same.is_empty(), "{lang}: left in English: {same:?}");
        }
    }
}

#[test]
fn each_language_says_what_its_golden_file_holds() {
    check_golden("explain", said);
}

/// The golden text of one language's explanations: each position, then each error's code
/// and what the tutor says about it.
fn analyzed(lang: &str) -> String {
    let text = std::fs::read_to_string("tests/golden/positions.txt").unwrap();
    let mut out = String::new();
    for fen in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let args = ["analyze", fen, "--lang", lang];
        let got = run(&args);
        assert_eq!(got.status.code(), Some(0), "{args:?}: {}", stderr(&got));
        let json: Value = serde_json::from_str(stdout(&got).trim()).unwrap();
        let codes = json["errors"].as_array().expect("codes");
        let said = json["explanations"].as_array().expect("sentences");
        assert!(
            !codes.is_empty() && codes.len() == said.len(),
            "{lang} {fen}"
        );
        out.push_str(&format!("{fen}\n"));
        for (code, text) in codes.iter().zip(said) {
            let (code, text) = (code.as_str().unwrap(), text.as_str().unwrap());
            assert!(
                !text.contains('{') && !text.contains("  "),
                "{lang} {fen}: {text}"
            );
            out.push_str(&format!("  {code}: {text}\n"));
        }
    }
    out
}

#[test]
fn each_language_explains_impossible_positions_as_its_golden_file_holds() {
    check_golden("analyze", analyzed);
}
