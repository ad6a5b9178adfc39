//! The app's JSON reader and writer (`lessons::json`) against serde_json as an oracle, and
//! the typed lesson readers built on it.

mod common;

use check_tutor::lessons::json::{Json, MAX_DEPTH};
use check_tutor::lessons::lint::parse_lesson;
use check_tutor::lessons::{catalog, Goal, Progress};
use common::SplitMix;
use serde_json::Value;

/// The same tree as serde_json's, or why not. serde_json keeps the last of repeated
/// names; so does this conversion.
fn to_value(j: &Json) -> Value {
    match j {
        Json::Null => Value::Null,
        Json::Bool(b) => Value::Bool(*b),
        Json::Number(n) => serde_json::from_str(n).expect("a number that passed our grammar"),
        Json::String(s) => Value::String(s.clone()),
        Json::Array(items) => Value::Array(items.iter().map(to_value).collect()),
        Json::Object(members) => Value::Object(
            members
                .iter()
                .map(|(k, v)| (k.clone(), to_value(v)))
                .collect(),
        ),
    }
}

fn lesson_files() -> Vec<(String, String)> {
    let mut files: Vec<_> = std::fs::read_dir("static/lessons")
        .expect("static/lessons")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("readable");
            (p.display().to_string(), text)
        })
        .collect();
    files.sort();
    assert!(files.len() >= 10, "the lessons are found");
    files.push((
        "static/questions.json".into(),
        std::fs::read_to_string("static/questions.json").expect("questions"),
    ));
    files
}

/// Our verdict and serde_json's on one text must agree: both refuse it, or both read the
/// same tree. Returns whether it was valid.
fn agree(text: &str) -> bool {
    let ours = Json::parse(text);
    let theirs = serde_json::from_str::<Value>(text);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => {
            assert_eq!(&to_value(a), b, "different trees for {text:?}");
            true
        }
        (Err(_), Err(_)) => false,
        // serde_json reads numbers as f64 and refuses those out of its range; the grammar
        // allows them and so do we (nothing here reads such a number).
        (Ok(_), Err(e)) if e.to_string().starts_with("number out of range") => true,
        _ => panic!("disagree on {text:?}: ours {ours:?}, serde_json {theirs:?}"),
    }
}

#[test]
fn every_lesson_file_reads_as_serde_json_reads_it() {
    for (name, text) in lesson_files() {
        assert!(agree(&text), "{name} is valid JSON");
    }
}

#[test]
fn lessons_written_back_hold_exactly_what_the_files_hold() {
    for (name, text) in lesson_files() {
        if name.ends_with("questions.json") {
            continue;
        }
        let lesson = parse_lesson(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let written = lesson.to_json().pretty();
        assert_eq!(parse_lesson(&written).as_ref(), Ok(&lesson), "{name}");
        // No field lost or added, no value changed.
        let original: Value = serde_json::from_str(&text).expect("valid");
        let back: Value = serde_json::from_str(&written).expect("our output is JSON");
        assert_eq!(back, original, "{name}");
        // The compact form is the same tree.
        assert_eq!(
            Json::parse(&lesson.to_json().compact()),
            Json::parse(&written)
        );
    }
}

#[test]
fn pretty_output_is_laid_out_like_serde_json_pretty() {
    let text = r#"{"a":[1,{"b":null,"c":[]},"x"],"d":{},"e":true}"#;
    let ours = Json::parse(text).expect("valid").pretty();
    let theirs = serde_json::to_string_pretty(&serde_json::from_str::<Value>(text).unwrap());
    assert_eq!(ours, theirs.unwrap());
}

#[test]
fn strings_are_escaped_as_serde_json_escapes_them() {
    let mut rng = SplitMix(0x5eed_0001);
    let pool: Vec<char> = "ab \"\\/\n\r\t\u{0}\u{1f}\u{7f}\u{8}\u{c}é€😀\u{2028}"
        .chars()
        .collect();
    for _ in 0..2_000 {
        let s: String = (0..rng.below(12)).map(|_| *rng.pick(&pool)).collect();
        let ours = Json::String(s.clone()).compact();
        assert_eq!(ours, serde_json::to_string(&s).unwrap(), "{s:?}");
        assert_eq!(Json::parse(&ours), Ok(Json::String(s)));
    }
}

#[test]
fn tricky_texts_get_the_same_verdict_as_from_serde_json() {
    let cases = [
        "",
        " ",
        "null",
        "nul",
        "true ",
        "[",
        "]",
        "[1,]",
        "[,1]",
        "{}",
        "{,}",
        r#"{"a"}"#,
        r#"{"a":}"#,
        r#"{"a":1,}"#,
        r#"{a:1}"#,
        "01",
        "-",
        "-0",
        "1.",
        ".5",
        "1e",
        "1e+",
        "1E-7",
        "-0.0e0",
        "2.5e10",
        "1e400",
        "00",
        "+1",
        r#""\u00e9""#,
        r#""\uD83D\uDE00""#,
        r#""\uD83D""#,
        r#""\uDE00""#,
        r#""\uD83Dx""#,
        r#""\x""#,
        "\"a\u{1}\"",
        "\"tab\there\"",
        r#""\u12""#,
        r#""\uZZZZ""#,
        "[1 2]",
        "[1] [2]",
        "\u{feff}1",
        "[true,false,null]",
        r#"{"a":1,"a":2}"#,
        "\"unterminated",
        "[\"a\",\n 1.5e-3 , {\"b\" : [ ] } ]",
        "\t\r\n 7 \n",
        "1 x",
        "[]]",
        "{}}",
        "trUE",
        "NaN",
        "Infinity",
        "-Infinity",
    ];
    for text in cases {
        agree(text);
    }
}

#[test]
fn nesting_is_refused_past_the_same_depth_as_serde_json() {
    for depth in [MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1, 10_000] {
        let text = "[".repeat(depth) + &"]".repeat(depth);
        agree(&text);
        let text = "{\"a\":".repeat(depth) + "1" + &"}".repeat(depth);
        agree(&text);
    }
    // And the limit really is reached between those depths.
    assert!(Json::parse(&("[".repeat(MAX_DEPTH) + &"]".repeat(MAX_DEPTH))).is_ok());
    assert!(Json::parse(&("[".repeat(MAX_DEPTH + 1) + &"]".repeat(MAX_DEPTH + 1))).is_err());
}

#[test]
fn mutated_lesson_files_get_the_same_verdict_as_from_serde_json() {
    let files = lesson_files();
    let alphabet: Vec<char> = "{}[]:,\"\\/ \n0123456789-+.eEtrufalsn\u{1}é😀u"
        .chars()
        .collect();
    let mut rng = SplitMix(0x5eed_0002);
    let (mut valid, mut invalid) = (0, 0);
    for _ in 0..6_000 {
        let (_, text) = rng.pick(&files);
        // A window of the file keeps each case small and often cuts it mid-structure.
        let chars: Vec<char> = text.chars().collect();
        let start = rng.below(chars.len());
        let len = 1 + rng.below(400.min(chars.len() - start));
        let mut case: Vec<char> = if rng.chance(20) {
            chars.clone()
        } else {
            chars[start..start + len].to_vec()
        };
        for _ in 0..rng.below(4) {
            let at = rng.below(case.len() + 1);
            match rng.below(3) {
                0 => case.insert(at, *rng.pick(&alphabet)),
                1 if at < case.len() => {
                    case.remove(at);
                }
                _ if at < case.len() => case[at] = *rng.pick(&alphabet),
                _ => {}
            }
        }
        let case: String = case.into_iter().collect();
        if agree(&case) {
            valid += 1;
        } else {
            invalid += 1;
        }
    }
    // Both outcomes were exercised.
    assert!(
        valid > 300 && invalid > 3_000,
        "{valid} valid, {invalid} invalid"
    );
}

#[test]
fn syntax_errors_say_where() {
    // Columns count characters: "é" is two bytes but one column.
    let err = Json::parse("{\n  \"a\": [1,\n  \"é\" x]\n}").expect_err("broken");
    assert_eq!((err.line, err.column), (3, 7), "{err}");
    assert_eq!(err.to_string(), "expected ',' or ']' at line 3 column 7");
    let err = parse_lesson("{ not json").expect_err("broken");
    assert_eq!(
        err,
        "not a valid lesson file: expected a name in quotes at line 1 column 3"
    );
}

const LESSON: &str = r#"{
  "id": "t", "title": "T", "intro": "I",
  "steps": [
    {"kind": "play", "fen": "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "prompt": "P",
     "goal": {"and": ["gives_check", {"not": {"move": "Ra8"}}]}},
    {"kind": "choose", "fen": "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "question": "Q",
     "about": {"move": "a1a8"},
     "answers": [{"text": "yes", "value": "legal"}, {"text": "no", "value": "illegal"}]}
  ]
}"#;

#[test]
fn lesson_shape_errors_name_the_step_and_the_field() {
    assert!(parse_lesson(LESSON).is_ok());
    let cases = [
        (r#""prompt": "P""#, r#""promt": "P""#, "step 1: 'prompt' is missing"),
        (
            r#""question": "Q""#,
            r#""question": "Q", "hint": "h""#,
            "step 2: a choose step: unknown field 'hint' (known: kind, fen, question, about, answers, explain, marks)",
        ),
        (r#""kind": "play""#, r#""kind": "plya""#, "step 1: unknown step kind 'plya': use play, choose or watch"),
        (r#""gives_check""#, r#""gives_chek""#, "step 1: 'goal': 'and': item 1: unknown goal 'gives_chek'"),
        (r#""move": "Ra8""#, r#""move": 8"#, "step 1: 'goal': 'and': item 2: 'not': 'move': expected a string"),
        (r#""id": "t","#, r#""id": "t", "id": "u","#, "'id' is given twice"),
        (r#""title": "T","#, "", "'title' is missing"),
        (r#""value": "legal""#, r#""value": ["legal"]"#, "step 2: 'answers' item 1: 'value': expected a string"),
        (r#""about": {"move": "a1a8"}"#, r#""about": "size""#, "step 2: 'about': unknown question 'size'"),
    ];
    for (from, to, expected) in cases {
        let text = LESSON.replacen(from, to, 1);
        assert_ne!(text, LESSON, "{from} is in the lesson");
        let err = parse_lesson(&text).expect_err(to);
        assert!(
            err.starts_with(&format!("not a valid lesson file: {expected}")),
            "{err}\nexpected: {expected}"
        );
    }
}

#[test]
fn every_goal_word_and_combination_reads_back_from_what_is_written() {
    let words = [
        "gives_check",
        "gives_mate",
        "stalemates",
        "gets_out_of_check",
        "captures_checker",
        "blocks_check",
        "moves_king",
        "any_move",
    ];
    let mut all = Vec::new();
    for w in words {
        let goal = Goal::from_json(&Json::from(w)).expect(w);
        assert_eq!(goal.to_json(), Json::from(w));
        all.push(goal);
    }
    let nested = Goal::Not(Box::new(Goal::Or(vec![
        Goal::And(all),
        Goal::Move("e4".into()),
    ])));
    assert_eq!(Goal::from_json(&nested.to_json()), Ok(nested));
    assert!(Goal::from_json(&Json::parse(r#"{"move": "e4", "and": []}"#).unwrap()).is_err());
}

#[test]
fn the_questions_page_reads_and_its_errors_are_clear() {
    let questions = catalog::questions().expect("questions.json reads");
    assert!(questions.len() >= 10);
    assert!(questions
        .iter()
        .all(|q| q.step >= 1 && !q.question.is_empty()));
}

#[test]
fn progress_round_trips_and_anything_odd_resets_it() {
    let mut p = Progress::new();
    p.mark("what-is-check", 2);
    p.mark("pins", 1);
    let text = p.to_json();
    assert_eq!(
        text,
        r#"{"version":1,"done":{"pins":[1],"what-is-check":[2]}}"#
    );
    assert_eq!(Progress::load(Some(&text)), (p, None));
    for bad in [
        r#"{"version":1,"done":{"x":[1.5]}}"#,
        r#"{"version":1,"done":{"x":[-1]}}"#,
        r#"{"version":1,"done":[]}"#,
        r#"{"version":1}"#,
        r#"{"version":1,"done":{},"extra":0}"#,
        r#"{"version":"1","done":{}}"#,
        "[]",
        "",
    ] {
        let (p, message) = Progress::load(Some(bad));
        assert_eq!(p, Progress::new(), "{bad}");
        assert!(message.is_some(), "{bad}");
    }
    let (_, message) = Progress::load(Some(r#"{"version":7,"done":{}}"#));
    assert!(message.expect("reset").contains("another version (7)"));
}
