//! The lesson file format through serde: every file reads and writes back the same, and a
//! broken file is named precisely (field path, then line and column).

use check_tutor::lessons::format::from_json;
use check_tutor::lessons::lint::parse_lesson;
use check_tutor::lessons::{catalog, Goal, Lesson, Progress, Step};
use serde_json::Value;

const LESSON: &str = r#"{
  "id": "tiny",
  "title": "Tiny",
  "intro": "One step.",
  "steps": [
    {"kind": "watch", "fen": "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "prompt": "Look.",
     "moves": [{"move": "O-O", "say": "Castles."}]},
    {"kind": "play", "fen": "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "prompt": "Check.",
     "goal": {"or": ["gives_check", {"move": "Ra8"}]}, "solution": ["Ra8+"],
     "marks": {"arrows": [["a1", "a8", "green"]]}}
  ]
}"#;

fn source_files() -> Vec<(String, String)> {
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
    assert!(files.len() >= 13, "the lessons are found");
    files
}

#[test]
fn every_lesson_file_reads_and_writes_back_what_it_holds() {
    for (name, text) in source_files() {
        let lesson = parse_lesson(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let written = lesson.to_json_pretty();
        // The written file holds exactly the file's content: same tree, field for field.
        let ours: Value = serde_json::from_str(&written).expect("written JSON");
        let theirs: Value = serde_json::from_str(&text).expect("source JSON");
        assert_eq!(ours, theirs, "{name} changed when written back");
        assert_eq!(parse_lesson(&written).as_ref(), Ok(&lesson), "{name}");
    }
}

#[test]
fn goals_and_questions_keep_their_word_and_object_forms() {
    let lesson = parse_lesson(LESSON).expect("parses");
    let Step::Play { goal, .. } = &lesson.steps[1] else {
        panic!("a play step");
    };
    assert_eq!(
        goal,
        &Goal::Or(vec![Goal::GivesCheck, Goal::Move("Ra8".into())])
    );
    let back: Value = serde_json::from_str(&lesson.to_json_pretty()).expect("json");
    assert_eq!(
        back["steps"][1]["goal"],
        serde_json::json!({"or": ["gives_check", {"move": "Ra8"}]})
    );
}

/// The error for `text`, which must fail.
fn error_of(text: &str) -> String {
    parse_lesson(text).expect_err("must be refused")
}

#[test]
fn a_wrong_type_names_the_field_line_and_column() {
    let e = error_of(&LESSON.replace(r#""solution": ["Ra8+"]"#, r#""solution": "Ra8+""#));
    assert!(e.contains("step 2, steps[1].solution"), "{e}");
    assert!(e.contains("invalid type: string"), "{e}");
    assert!(e.contains("line 9 column"), "{e}");
}

#[test]
fn an_unknown_field_is_an_error_naming_it() {
    let e = error_of(&LESSON.replace(r#""prompt": "Check.""#, r#""promt": "Check.""#));
    assert!(e.contains("steps[1]"), "{e}");
    assert!(e.contains("unknown field `promt`"), "{e}");
    let e = error_of(&LESSON.replace(r#""intro""#, r#""introduction""#));
    assert!(e.contains("unknown field `introduction`"), "{e}");
}

#[test]
fn an_unknown_goal_names_the_path_inside_the_goal() {
    let e = error_of(&LESSON.replace("\"gives_check\"", "\"gives_chek\""));
    assert!(e.contains("steps[1].goal.or[0]"), "{e}");
    assert!(e.contains("unknown variant `gives_chek`"), "{e}");
}

#[test]
fn a_missing_field_is_named() {
    let e = error_of(&LESSON.replace(r#""title": "Tiny","#, ""));
    assert!(e.contains("missing field `title`"), "{e}");
    let e = error_of(&LESSON.replace(r#""prompt": "Look.","#, ""));
    assert!(
        e.contains("step 1, steps[0]: a watch step needs 'prompt'"),
        "{e}"
    );
}

#[test]
fn a_field_of_another_kind_of_step_is_refused() {
    let e = error_of(&LESSON.replace(
        r#""prompt": "Look.","#,
        r#""prompt": "Look.", "hint": "x","#,
    ));
    assert!(e.contains("a watch step has no 'hint'"), "{e}");
}

#[test]
fn a_truncated_file_gives_the_line_and_column_where_it_ends() {
    let cut = &LESSON[..LESSON.len() / 2];
    let e = error_of(cut);
    assert!(e.contains("EOF while parsing"), "{e}");
    assert!(e.contains("line "), "{e}");
    let e = error_of(&format!("{LESSON} trailing"));
    assert!(e.contains("trailing characters"), "{e}");
}

#[test]
fn the_questions_page_reads_and_a_bad_one_is_named() {
    let qs = catalog::questions().expect("questions.json");
    assert!(qs.len() >= 10);
    let e = catalog::parse_questions(r#"[{"question": "q", "lesson": "x", "step": "2"}]"#)
        .expect_err("step must be a number");
    assert!(e.starts_with("questions.json: [0].step"), "{e}");
}

#[test]
fn lessons_in_a_list_read_alone_and_together() {
    let list: Vec<Lesson> = from_json(&format!("[{LESSON}]")).expect("a list of one lesson");
    assert_eq!(list.len(), 1);
}

#[test]
fn stored_progress_survives_a_broken_entry_and_drops_noise_in_linear_time() {
    let (p, msg) = Progress::load(Some(
        r#"{"version":1,"done":{"a":[1,2],"b":"oops","c":[0,3,3,9999999]}}"#,
    ));
    assert_eq!(p.steps("a"), &[1, 2]);
    assert_eq!(p.steps("b"), &[] as &[usize]);
    assert_eq!(
        p.steps("c"),
        &[3],
        "0, duplicates and absurd numbers are dropped"
    );
    let msg = msg.expect("the learner is told");
    assert!(msg.contains("progress could not be read"), "{msg}");
    let (p, msg) = Progress::load(Some(r#"{"version":7,"done":{}}"#));
    assert_eq!((p, msg.is_some()), (Progress::new(), true));

    // 500,000 step numbers for one lesson read in well under a second (it took 7 s when
    // each was inserted into a sorted list).
    let many: Vec<String> = (0..500_000u64)
        .map(|i| (i * 7919 % 300).to_string())
        .collect();
    let text = format!(r#"{{"version":1,"done":{{"x":[{}]}}}}"#, many.join(","));
    let (p, msg) = Progress::load(Some(&text));
    assert!(msg.is_none());
    assert_eq!(p.steps("x").len(), 200);
    let mut p = p;
    p.clamp("x", 8);
    assert_eq!(p.steps("x"), &[1, 2, 3, 4, 5, 6, 7, 8]);
}

#[test]
fn stars_are_kept_for_steps_done_without_help_and_older_progress_reads_as_it_was() {
    let mut p = Progress::new();
    p.mark("pins", 1);
    p.mark_clean("pins", 2);
    assert_eq!(p.steps("pins"), &[1, 2]);
    assert_eq!(p.stars("pins", 6), 1);
    let (back, msg) = Progress::load(Some(&p.to_json()));
    assert_eq!((back.stars("pins", 6), msg), (1, None));
    // Saved before stars existed: no "clean" at all.
    let (old, msg) = Progress::load(Some(r#"{"version":1,"done":{"pins":[1,2]}}"#));
    assert_eq!(
        (old.count("pins", 6), old.stars("pins", 6), msg),
        (2, 0, None)
    );
    // A star for a step that is not done is noise; broken stars cost only the stars.
    let (odd, msg) = Progress::load(Some(
        r#"{"version":1,"done":{"pins":[1]},"clean":{"pins":[1,5],"x":"?"}}"#,
    ));
    assert_eq!(
        (odd.stars("pins", 6), odd.count("pins", 6), msg),
        (1, 1, None)
    );
}

#[test]
fn every_built_in_lesson_says_what_it_taught() {
    let (lessons, errors) = catalog::builtin();
    assert!(errors.is_empty(), "{errors:?}");
    assert!(lessons.len() >= 13);
    for lesson in &lessons {
        assert!(
            (2..=5).contains(&lesson.summary.len()),
            "{}: a summary of two to five points",
            lesson.id
        );
        for point in &lesson.summary {
            assert!(
                point.ends_with('.'),
                "{}: '{point}' is a sentence",
                lesson.id
            );
            assert!(point.chars().count() <= 140, "{}: '{point}'", lesson.id);
        }
    }
}

#[test]
fn a_summary_reads_back_and_a_lesson_without_one_writes_none() {
    let with = LESSON.replacen(
        r#""intro": "One step.","#,
        r#""intro": "One step.", "summary": ["Rooks check along lines.", "Castling moves the king."],"#,
        1,
    );
    let lesson = parse_lesson(&with).expect("parses");
    assert_eq!(
        lesson.summary,
        vec!["Rooks check along lines.", "Castling moves the king."]
    );
    assert_eq!(parse_lesson(&lesson.to_json_pretty()), Ok(lesson));

    let without = parse_lesson(LESSON).expect("parses");
    assert!(without.summary.is_empty());
    let written: Value = serde_json::from_str(&without.to_json_pretty()).expect("json");
    assert!(
        written.get("summary").is_none(),
        "no empty summary is written"
    );
}

#[test]
fn the_lint_keeps_a_summary_short() {
    let long = "a".repeat(141);
    let text = LESSON.replacen(
        r#""intro": "One step.","#,
        &format!(r#""intro": "One step.", "summary": ["", "{long}"],"#),
        1,
    );
    let lesson = parse_lesson(&text).expect("parses");
    let problems = check_tutor::lessons::lint::lint_lesson(&lesson).join("\n");
    assert!(problems.contains("summary point 1 is empty"), "{problems}");
    assert!(problems.contains("summary point 2"), "{problems}");
    assert!(problems.contains("longer than 140"), "{problems}");
}

/// A watch step may say which side is at the bottom of the board; without it, White. The
/// field reads, writes back, is refused on other kinds of step, and takes only a side.
#[test]
fn a_watch_step_faces_the_side_it_names_and_white_otherwise() {
    use check_tutor::lessons::Side;
    use check_tutor::rules::Color;
    let plain: Lesson = from_json(LESSON).expect("the lesson reads");
    assert_eq!(plain.steps[0].facing(), Color::White);
    let turned_text = LESSON.replace(
        r#""prompt": "Look.","#,
        r#""prompt": "Look.", "orientation": "black","#,
    );
    let turned: Lesson = from_json(&turned_text).expect("the lesson reads");
    assert!(matches!(
        turned.steps[0],
        Step::Watch {
            orientation: Some(Side::Black),
            ..
        }
    ));
    assert_eq!(turned.steps[0].facing(), Color::Black);
    let again: Lesson = from_json(&turned.to_json_pretty()).expect("written back");
    assert_eq!(again, turned);
    assert!(!plain.to_json_pretty().contains("orientation"));
    let e = error_of(&LESSON.replace(
        r#""prompt": "Look.","#,
        r#""prompt": "Look.", "orientation": "up","#,
    ));
    assert!(
        e.contains("orientation") || e.contains("unknown variant"),
        "{e}"
    );
}
