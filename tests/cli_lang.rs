//! `tutor explain --lang`: the sentences in the language asked for, the JSON keys, codes and
//! squares the same in all five; an unknown language is bad input (exit 2, one line).

use serde_json::Value;

mod common;
use common::cli::{assert_rejected, run, stderr, stdout};

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
