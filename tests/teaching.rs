//! Every concept practice trains is taught by some lesson step, found from the lessons.

use check_tutor::lessons::practice::{concepts_of, Kind};
use check_tutor::lessons::teaching::teaching_step;
use check_tutor::lessons::{catalog, Question, Step};

#[test]
fn the_step_that_teaches_a_concept_is_found_in_the_lessons() {
    let (lessons, _) = catalog::builtin();
    assert_eq!(teaching_step(&lessons, "pinned"), Some(("pins", 1)));
    // The first question about a king stepping into an attack: "back to e1, away from the
    // rook?" in the ways out of check.
    assert_eq!(
        teaching_step(&lessons, "king_into_check"),
        Some(("ways-out-of-check", 6))
    );
    let (id, n) = teaching_step(&lessons, "missed_checker").expect("a check-kind question");
    let lesson = lessons.iter().find(|l| l.id == id).expect("lesson");
    assert!(matches!(
        lesson.steps[n - 1],
        Step::Choose {
            about: Question::CheckKind,
            ..
        }
    ));
    assert_eq!(teaching_step(&lessons, "no_such_concept"), None);
}

#[test]
fn most_practice_concepts_have_a_lesson_step() {
    let (lessons, _) = catalog::builtin();
    let mut found = 0;
    let mut all = 0;
    for kind in Kind::ALL {
        for concept in concepts_of(kind) {
            all += 1;
            if let Some((id, n)) = teaching_step(&lessons, concept) {
                found += 1;
                let lesson = lessons.iter().find(|l| l.id == id).expect("lesson");
                assert!(n >= 1 && n <= lesson.steps.len(), "{concept}: {id}/{n}");
            }
        }
    }
    // The concepts of each kind, plus the move reasons the lessons ask about.
    assert!(
        found * 2 >= all,
        "only {found} of {all} concepts are taught by a step"
    );
}
