use super::*;

fn lesson() -> Lesson {
    let text = std::fs::read_to_string("static/lessons/01-what-is-check.json").expect("lesson 1");
    serde_json::from_str(&text).expect("lesson 1 reads")
}

fn pupil(id: &str, name: &str, answers: &[(usize, &str, bool)]) -> Pupil {
    let mut record = Record {
        name: name.into(),
        ..Record::default()
    };
    for &(step, answer, right) in answers {
        record.answer(
            "what-is-check",
            step,
            Given {
                answer: answer.into(),
                right,
            },
        );
    }
    Pupil {
        id: id.into(),
        record,
    }
}

#[test]
fn a_step_travels_and_reads_back_with_the_pages_own_members_ignored() {
    let shown = Shown {
        lesson: LessonRef::Builtin {
            id: "what-is-check".into(),
        },
        step: 2,
        watched: 0,
        reveal: true,
        ended: false,
    };
    let json = shown.to_json();
    assert_eq!(Shown::read(&json), Some(shown.clone()));
    // The page adds the class, the sequence number and the teacher's sealing key.
    let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
    value["seq"] = 7.into();
    value["class"] = "abc".into();
    assert_eq!(Shown::read(&value.to_string()), Some(shown));
    let own = Shown::read(r#"{"lesson": {"json": "{}"}, "step": 1}"#).expect("reads");
    assert_eq!(own.lesson, LessonRef::Own { json: "{}".into() });
    assert!(!own.reveal && !own.ended && own.watched == 0);
    assert_eq!(Shown::read("not json"), None);
    assert_eq!(Shown::read(r#"{"step": 1}"#), None);
}

#[test]
fn a_record_keeps_the_first_try_and_reads_only_what_it_should() {
    let mut r = Record::default();
    assert!(r.answer(
        "what-is-check",
        1,
        Given {
            answer: "B".into(),
            right: true
        }
    ));
    assert!(!r.answer(
        "what-is-check",
        1,
        Given {
            answer: "A".into(),
            right: false
        }
    ));
    assert_eq!(
        r.given("what-is-check", 1).map(|g| g.answer.as_str()),
        Some("B")
    );
    // The same step of another lesson is another answer.
    assert_eq!(r.given("can-the-king-capture", 1), None);
    assert!(r.answer(
        "can-the-king-capture",
        1,
        Given {
            answer: "A".into(),
            right: false
        }
    ));
    let back = Record::read(&r.to_json()).expect("reads");
    assert_eq!(back, r);
    // A name is one short line; nonsense keys and long answers are dropped.
    let odd = Record::read(
        r#"{"name": "  Ana\n\u0007 María   de la Luz Fernández García López ",
            "answers": {"x": {"answer": "A", "right": true},
                        "2": {"answer": "A", "right": true},
                        "/2": {"answer": "A", "right": true},
                        "l/x": {"answer": "A", "right": true},
                        "l/2": {"answer": "<script>alert(1)</script>", "right": true},
                        "l/3": {"answer": "e2e4", "right": false}}}"#,
    )
    .expect("reads");
    assert_eq!(odd.name, "Ana María de la Luz Fernández ");
    assert_eq!(odd.name.chars().count(), NAME_CHARS);
    assert_eq!(odd.answers.keys().collect::<Vec<_>>(), ["l/3"]);
    assert_eq!(Record::read("[1, 2]"), None);
}

#[test]
fn the_tally_counts_right_answers_the_commonest_wrong_one_and_who_waits() {
    let pupils = [
        pupil("a", "Ana", &[(1, "B", true)]),
        pupil("b", "", &[(1, "A", false)]),
        pupil("c", "Li", &[(1, "C", false)]),
        pupil("d", "Jo", &[(1, "C", false)]),
        pupil("e", "Max", &[]),
    ];
    let t = tally(&pupils, "what-is-check", 1);
    assert_eq!(t.answered, 4);
    assert_eq!(t.right, 1);
    assert_eq!(t.common_wrong, Some(("C".to_string(), 2)));
    assert_eq!(t.waiting, [4]);
    // Among wrong answers given as often, the one given first.
    let t = tally(&pupils[..3], "what-is-check", 1);
    assert_eq!(t.common_wrong, Some(("A".to_string(), 1)));
    // A step nobody answered, and the same step of the class's next lesson.
    for (lesson, step) in [("what-is-check", 2), ("can-the-king-capture", 1)] {
        let t = tally(&pupils, lesson, step);
        assert_eq!((t.answered, t.right, t.common_wrong), (0, 0, None));
        assert_eq!(t.waiting, [0, 1, 2, 3, 4]);
    }
}

#[test]
fn answers_are_worded_from_the_step() {
    let l = lesson();
    assert_eq!(answer_words(&l.steps[0], "B"), "B: Check from one piece");
    assert_eq!(answer_words(&l.steps[0], "Z"), "Z");
    // Step 2: a knight on e4 gives check from f6; a king's move the rules refuse has no SAN.
    assert_eq!(answer_words(&l.steps[1], "e4f6"), "Nf6+");
    assert_eq!(answer_words(&l.steps[1], "e4e6"), "e4–e6");
    assert_eq!(letter(0), "A");
    assert_eq!(letter(3), "D");
}

#[test]
fn results_are_csv_a_spreadsheet_reads_as_text() {
    let l = lesson();
    let pupils = [
        pupil("a", "Ana", &[(1, "B", true), (2, "e4f6", true)]),
        pupil("b", "", &[(1, "A", false)]),
        pupil("c", "=HYPERLINK(\"x\")", &[]),
    ];
    let csv = results_csv(
        &l,
        &pupils,
        ("Pupil", "Right"),
        |n| format!("Pupil {n}"),
        ("right", "wrong"),
    );
    let lines: Vec<&str> = csv.split("\r\n").collect();
    // Steps 1, 2, 3, 4, 6, 7 and 8 ask something; step 5 is watched.
    assert_eq!(lines[0], r#""Pupil","1","2","3","4","6","7","8","Right""#);
    assert_eq!(lines[1], r#""Ana","right","right","","","","","","2""#);
    assert_eq!(
        lines[2],
        r#""Pupil 2","wrong: A: Not in check","","","","","","","0""#
    );
    assert_eq!(lines[3], r#""'=HYPERLINK(""x"")","","","","","","","","0""#);
    assert_eq!(lines.len(), 5, "{csv}");
}
