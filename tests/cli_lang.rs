//! `tutor explain --lang`, `analyze --lang` and `lint --lang`: the sentences in the
//! language asked for, the JSON keys, codes and squares the same in all five; an unknown
//! language is bad input (exit 2, one line).

use serde_json::Value;

mod common;
use common::cli::{assert_rejected, run, scratch, stderr, stdout};

const PINNED: &str = "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1";
const MATE: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";

fn json(args: &[&str]) -> Value {
    let out = run(args);
    assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
    serde_json::from_str(stdout(&out).trim()).unwrap()
}

#[test]
fn a_refusal_is_worded_in_each_language_with_the_same_facts() {
    let english = json(&["explain", PINNED, "e2d3"]);
    let mut texts = vec![english["text"].as_str().unwrap().to_string()];
    for code in ["es", "de", "fr", "ru"] {
        for args in [
            vec!["explain", PINNED, "e2d3", "--lang", code],
            vec!["--lang", code, "explain", PINNED, "e2d3"],
        ] {
            let mut said = json(&args);
            let text = said["text"].take();
            let text = text.as_str().unwrap();
            // Squares stay Latin in every language; the words are the language's own.
            assert!(text.contains("e2") && text.contains("e7"), "{code}: {text}");
            texts.push(text.to_string());
            let mut same = english.clone();
            same["text"] = Value::Null;
            assert_eq!(said, same, "{code}: keys, code and squares as in English");
        }
    }
    assert!(texts[1].contains("clavad"), "{}", texts[1]);
    assert!(texts[3].contains("gefesselt"), "{}", texts[3]);
    assert!(texts[5].contains("cloué"), "{}", texts[5]);
    assert!(texts[7].contains("связан"), "{}", texts[7]);
}

#[test]
fn a_mating_move_is_written_in_the_languages_letters() {
    for (code, san, word) in [
        ("en", "(Ra8#)", "checkmate"),
        ("es", "(Ta8#)", "mate"),
        ("de", "(Ta8#)", "Schachmatt"),
        ("fr", "(Ta8#)", "mat"),
        ("ru", "(Л\u{61}8#)", "мат"),
    ] {
        let said = json(&["explain", MATE, "a1a8", "--lang", code]);
        let text = said["text"].as_str().unwrap();
        assert!(text.contains(san), "{code}: {text}");
        assert!(text.contains(word), "{code}: {text}");
        assert_eq!(said["san"], "Ra8#", "the JSON keeps SAN in English letters");
    }
}

#[test]
fn an_unknown_language_is_refused_in_one_line() {
    for args in [
        vec!["explain", PINNED, "e2d3", "--lang", "pt"],
        vec!["explain", PINNED, "e2d3", "--lang=xx"],
        vec!["explain", PINNED, "e2d3", "--lang"],
    ] {
        let err = assert_rejected(&args);
        assert!(err.contains("en, es, de, fr"), "{err}");
    }
}

/// Two knights giving check together, and Black with nine pawns.
const IMPOSSIBLE: [&str; 2] = [
    "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1",
    "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1",
];

#[test]
fn an_impossible_position_is_explained_in_each_language_with_the_same_facts() {
    for fen in IMPOSSIBLE {
        let english = json(&["analyze", fen]);
        assert_eq!(json(&["analyze", fen, "--lang", "en"]), english);
        let mut texts = Vec::new();
        for code in ["es", "de", "fr", "ru"] {
            let mut said = json(&["analyze", fen, "--lang", code]);
            let explanations = said["explanations"].take();
            let text = explanations[0].as_str().unwrap().to_string();
            assert_ne!(text, english["explanations"][0], "{code}: {text}");
            let mut same = english.clone();
            same["explanations"] = Value::Null;
            assert_eq!(said, same, "{code}: keys, codes and squares as in English");
            texts.push(text);
        }
        let english = english["explanations"][0].as_str().unwrap();
        if fen == IMPOSSIBLE[0] {
            assert!(
                english.contains("knight on d3 and the knight on f3"),
                "{english}"
            );
            assert!(texts[0].contains("caballo de d3"), "{}", texts[0]);
            assert!(texts[1].contains("Springer auf d3"), "{}", texts[1]);
            assert!(texts[2].contains("cavalier en d3"), "{}", texts[2]);
            assert!(texts[3].contains("Конь на d3"), "{}", texts[3]);
        } else {
            assert!(english.starts_with("Black has 9 pawns"), "{english}");
            assert!(texts[0].contains("9 peones"), "{}", texts[0]);
            assert!(texts[1].contains("9 Bauern"), "{}", texts[1]);
            assert!(texts[2].contains("9 pions"), "{}", texts[2]);
            assert!(texts[3].contains("9 пешек"), "{}", texts[3]);
        }
    }
}

#[test]
fn lint_says_why_a_position_could_not_arise_in_the_language_asked_for() {
    let dir = scratch("lint-lang");
    let lesson = std::fs::read_to_string("static/lessons/13-draws.json").expect("a lesson");
    // A second white king on g1's neighbour f1.
    let broken = lesson.replacen("1q3PPP/3Q2K1 w", "1q3PPP/3Q1KK1 w", 1);
    assert_ne!(broken, lesson);
    let file = dir.join("kings.json");
    std::fs::write(&file, broken).expect("written");
    let file = file.to_str().expect("a path in UTF-8");
    let said = |args: &[&str]| {
        let out = run(args);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {}", stderr(&out));
        let text = stdout(&out);
        let line = text
            .lines()
            .find(|l| l.contains("the position cannot arise in a game"))
            .unwrap_or_else(|| panic!("{text}"))
            .to_string();
        line
    };
    let english = said(&["lint", file]);
    assert!(
        english.contains("White has more than one king"),
        "{english}"
    );
    assert_eq!(said(&["lint", file, "--lang", "en"]), english);
    for (code, words) in [
        ("es", "Las blancas tienen más de un rey"),
        ("de", "Weiß hat mehr als einen König"),
        ("fr", "Les Blancs ont plus d'un roi"),
        ("ru", "У белых больше одного короля"),
    ] {
        let line = said(&["lint", "--lang", code, file]);
        assert!(line.contains(words), "{code}: {line}");
    }
}
