//! The lesson builder's logic: ids that never clash, moves recorded by playing them, answers
//! filled by the engine, the lint's problems sorted by step, and a built lesson that reads
//! back the same from its file.

use check_tutor::lessons::authoring::{
    engine_value, filled_answers, id_from_title, new_step, position_after, record_move,
    starter_lesson, unique_id, why_illegal, Problems,
};
use check_tutor::lessons::lint::lint_lesson;
use check_tutor::lessons::{Goal, Hint, Lesson, Question, Runner, Step};
use check_tutor::rules::{Position, Square};

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

/// Issue 30 item 9: the builder opens on a lesson with no problem, whose step can be played
/// through to its end (one move, the rook's check, meets the goal).
#[test]
fn a_new_lesson_starts_with_no_problem_and_plays() {
    let lesson = starter_lesson(None);
    assert_eq!(lint_lesson(&lesson), Vec::<String>::new());
    let mut runner = Runner::new(lesson, 1).expect("step 1");
    assert!(!runner.is_done());
    runner.try_move(sq("a1"), sq("a8"), None);
    assert!(runner.is_done(), "Ra8+ meets the goal");
    // A play step added at the starting position has a goal no move meets, and says so.
    let mut lesson = starter_lesson(None);
    lesson.steps = vec![new_step("play", &Position::starting().fen())];
    let problems = lint_lesson(&lesson);
    assert!(
        problems
            .iter()
            .any(|p| p.contains("no legal move reaches the goal")),
        "{problems:?}"
    );
}

#[test]
fn an_id_made_from_a_title_keeps_letters_digits_and_single_dashes() {
    assert_eq!(id_from_title("My first mate!"), "my-first-mate");
    assert_eq!(id_from_title("  Check: 2 ways  "), "check-2-ways");
    assert_eq!(id_from_title("Échec ♔"), "chec");
    assert_eq!(id_from_title("!!!"), "my-lesson");
}

#[test]
fn a_clashing_id_gets_the_next_free_number_and_never_replaces_another() {
    assert_eq!(unique_id("my-lesson", &[]), "my-lesson");
    assert_eq!(unique_id("my-lesson", &["my-lesson"]), "my-lesson-2");
    assert_eq!(
        unique_id("my-lesson", &["my-lesson", "my-lesson-2"]),
        "my-lesson-3"
    );
    // An id that already ends in a number counts on from its stem.
    assert_eq!(
        unique_id("my-lesson-2", &["my-lesson", "my-lesson-2"]),
        "my-lesson-3"
    );
    assert_eq!(unique_id("mate-in-1", &["mate-in-1"]), "mate-in-2");
}

#[test]
fn a_move_played_on_the_board_is_recorded_in_san_after_the_line_so_far() {
    let fen = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1";
    assert_eq!(
        record_move(fen, &[], sq("a1"), sq("a8"), None),
        Ok("Ra8+".into())
    );
    // The reply is the other side's move, played after the first.
    let line = vec!["Ra7".to_string()];
    assert_eq!(
        record_move(fen, &line, sq("e8"), sq("f8"), None),
        Ok("Kf8".into())
    );
    // Castling, and a pawn on the last rank becomes a queen unless told otherwise.
    assert_eq!(
        record_move(fen, &[], sq("e1"), sq("c1"), None),
        Ok("O-O-O".into())
    );
    let promo = "8/4P3/8/8/8/2k5/8/K7 w - - 0 1";
    assert_eq!(
        record_move(promo, &[], sq("e7"), sq("e8"), None),
        Ok("e8=Q".into())
    );
}

#[test]
fn an_illegal_move_played_on_the_builder_board_is_refused_with_the_tutors_reason() {
    // The bishop on d2 is pinned by the rook on d8.
    let fen = "3rk3/8/8/8/8/8/3B4/3K4 w - - 0 1";
    let refused = record_move(fen, &[], sq("d2"), sq("e3"), None).unwrap_err();
    assert!(refused.contains("pinned"), "{refused}");
    assert!(record_move("not a fen", &[], sq("a1"), sq("a2"), None).is_err());
}

#[test]
fn filled_answers_hold_the_engines_value_exactly_once() {
    let mate: Position = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    let answers = filled_answers(&mate, &Question::Status);
    let values: Vec<&str> = answers.iter().map(|a| a.value.as_str()).collect();
    assert_eq!(values, ["checkmate", "stalemate", "ongoing"]);
    let double: Position = "4k3/8/8/8/8/8/4r3/2n1K3 w - - 0 1".parse().unwrap();
    let kinds = filled_answers(&double, &Question::CheckKind);
    assert_eq!(kinds.len(), 3);
    // Two knights and kings: a draw, so that answer is offered.
    let bare: Position = "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1".parse().unwrap();
    let values: Vec<String> = filled_answers(&bare, &Question::Status)
        .into_iter()
        .map(|a| a.value)
        .collect();
    assert!(values.contains(&"insufficient_material".to_string()));
}

/// "Is this move legal?" takes a refused move in SAN, as a teacher writes it: the engine
/// says it is illegal, the lint accepts it, and "Why is it illegal?" is the tutor's reason.
#[test]
fn a_legal_move_question_reads_a_refused_move_in_san_and_says_why() {
    // The knight on c3 is pinned by the bishop on b4 against the king on e1.
    let fen = "4k3/8/8/8/1b6/2N5/8/4K3 w - - 0 1";
    let about = Question::Move("Nd5".into());
    assert_eq!(engine_value(fen, &about).as_deref(), Some("illegal"));
    let reason = why_illegal(fen, "Nd5").expect("a reason");
    assert!(
        reason.contains("pinned") && reason.contains("b4"),
        "{reason}"
    );
    assert_eq!(why_illegal(fen, "c3d5"), Some(reason));
    assert_eq!(why_illegal(fen, "Ke2"), None, "a legal move has no reason");
    assert_eq!(
        engine_value(fen, &Question::Move("Ke2".into())).as_deref(),
        Some("legal")
    );

    let mut lesson = two_step_lesson();
    let mut step = new_step("choose", fen);
    if let Step::Choose {
        about: a,
        answers,
        question,
        ..
    } = &mut step
    {
        *question = "Can the knight go to d5?".into();
        *a = about.clone();
        *answers = filled_answers(&fen.parse().unwrap(), &about);
    }
    lesson.steps.push(step);
    assert!(
        lint_lesson(&lesson).is_empty(),
        "{:?}",
        lint_lesson(&lesson)
    );
    // Text that names no move at all is still refused, in a sentence that says how to write it.
    if let Some(Step::Choose { about: a, .. }) = lesson.steps.last_mut() {
        *a = Question::Move("Zz9".into());
    }
    let problems = lint_lesson(&lesson);
    assert!(
        problems.iter().any(|p| p.contains("names no move here")),
        "{problems:?}"
    );
}

fn two_step_lesson() -> Lesson {
    let fen = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1";
    let mut play = new_step("play", fen);
    if let Step::Play { solution, goal, .. } = &mut play {
        *goal = Goal::GivesCheck;
        solution.push(record_move(fen, &[], sq("a1"), sq("a8"), None).unwrap());
    }
    let choose = new_step("choose", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    Lesson {
        id: id_from_title("Rook checks"),
        lang: None,
        title: "Rook checks".into(),
        intro: "Two steps.".into(),
        steps: vec![play, choose],
        summary: vec!["A rook checks along its file.".into()],
    }
}

#[test]
fn a_built_lesson_is_clean_and_reads_back_the_same_from_its_file() {
    let lesson = two_step_lesson();
    assert_eq!(lint_lesson(&lesson), Vec::<String>::new());
    assert!(Problems::of(&lesson).is_clean());
    let back = Lesson::from_json(&lesson.to_json_pretty()).expect("reads back");
    assert_eq!(back, lesson);
}

#[test]
fn each_problem_is_listed_under_the_step_it_concerns() {
    let mut lesson = two_step_lesson();
    lesson.title = " ".into();
    // The second step's position cannot arise: Black is in check with White to move.
    lesson
        .steps
        .push(new_step("play", "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"));
    let problems = Problems::of(&lesson);
    assert_eq!(problems.lesson, ["the title is empty"]);
    assert_eq!(problems.steps.len(), 3);
    assert!(problems.steps[0].is_empty() && problems.steps[1].is_empty());
    assert!(
        problems.steps[2][0].contains("cannot arise"),
        "{:?}",
        problems.steps[2]
    );
    // The same problems as `tutor lint`, which numbers the steps.
    let flat = lint_lesson(&lesson);
    assert_eq!(flat.len(), problems.count());
    assert!(flat.iter().any(|p| p.starts_with("step 3: ")));
}

#[test]
fn an_illegal_solution_move_is_named_with_the_reason() {
    let fen = "3rk3/8/8/8/8/8/3B4/3K4 w - - 0 1";
    let mut step = new_step("play", fen);
    if let Step::Play { solution, .. } = &mut step {
        *solution = vec!["Bg5".into()];
    }
    let problems = check_tutor::lessons::lint::lint_step(&step);
    let p = problems.iter().find(|p| p.contains("solution move 1"));
    let p = p.expect("the illegal move is named");
    assert!(p.contains("pinned"), "{p}");
}

#[test]
fn the_position_after_a_recorded_line_follows_every_move() {
    let line = vec!["e4".to_string(), "e5".to_string()];
    let fen = Position::starting().fen();
    let pos = position_after(&fen, &line).expect("a legal line");
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
    );
    assert!(position_after(&fen, &["e5".to_string()]).is_none());
}

#[test]
fn a_step_without_a_hint_shows_the_move_at_once_and_never_another_steps_idea() {
    let lesson = two_step_lesson();
    let mut r = Runner::new(lesson, 1).expect("step 1");
    assert_eq!(r.press_hint(), Hint::Move(sq("a1"), sq("a8")));
    let said = r.hint_message().expect("the move is named").english();
    assert_eq!(said, "Try the rook from a1 to a8 (Ra8+).");
}

#[test]
fn a_lesson_added_with_a_taken_id_keeps_both_and_an_edit_takes_the_old_ones_place() {
    use check_tutor::lessons::authoring::add_lesson;
    let mut mine = Vec::new();
    let mut lesson = two_step_lesson();
    lesson.id = "my-lesson".into();
    assert_eq!(
        add_lesson(&mut mine, lesson.clone(), None, &[]),
        "my-lesson"
    );
    assert_eq!(
        add_lesson(&mut mine, lesson.clone(), None, &[]),
        "my-lesson-2"
    );
    let ids: Vec<&str> = mine.iter().map(|l| l.id.as_str()).collect();
    assert_eq!(ids, ["my-lesson", "my-lesson-2"]);
    // A built-in id is never taken either.
    lesson.id = "what-is-check".into();
    assert_eq!(
        add_lesson(&mut mine, lesson.clone(), None, &["what-is-check"]),
        "what-is-check-2"
    );
    // Renaming the first lesson: it keeps its place, under its new id.
    lesson.id = "rook-checks".into();
    assert_eq!(
        add_lesson(&mut mine, lesson, Some("my-lesson"), &[]),
        "rook-checks"
    );
    let ids: Vec<&str> = mine.iter().map(|l| l.id.as_str()).collect();
    assert_eq!(ids, ["rook-checks", "my-lesson-2", "what-is-check-2"]);
}

#[test]
fn a_mark_drawn_twice_goes_away_and_another_colour_replaces_it() {
    use check_tutor::lessons::authoring::toggle_mark;
    use check_tutor::lessons::Shapes;
    let mut marks = Shapes::default();
    toggle_mark(&mut marks, "e2", "e4", "green");
    toggle_mark(&mut marks, "e1", "e1", "red");
    assert_eq!(marks.arrows, [("e2".into(), "e4".into(), "green".into())]);
    assert_eq!(marks.circles, [("e1".into(), "red".into())]);
    toggle_mark(&mut marks, "e2", "e4", "blue");
    assert_eq!(marks.arrows[0].2, "blue");
    toggle_mark(&mut marks, "e2", "e4", "blue");
    toggle_mark(&mut marks, "e1", "e1", "red");
    assert!(marks.is_empty());
}

/// What a learner's page checks before playing a lesson from a link or from storage
/// (`lessons::playable`, the lint's lighter sibling): every built-in lesson passes; a
/// position that could not arise, a step no move finishes, a watch move that is not legal
/// and an unreadable position are each named with their step.
#[test]
fn a_learners_page_refuses_a_lesson_it_could_not_play_and_names_the_step() {
    use check_tutor::lessons::playable::unplayable;
    let (lessons, _) = check_tutor::lessons::catalog::builtin();
    for lesson in &lessons {
        assert_eq!(unplayable(lesson), Vec::<String>::new(), "{}", lesson.id);
    }
    let with_step = |step: serde_json::Value| -> check_tutor::lessons::Lesson {
        let text = serde_json::json!({
            "id": "t", "title": "T", "intro": "I.",
            "steps": [{"kind": "play", "fen": "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
                       "prompt": "Check.", "goal": "gives_check"}, step]
        })
        .to_string();
        check_tutor::lessons::lint::parse_lesson(&text).expect("a lesson")
    };
    let two_knights = with_step(serde_json::json!({"kind": "play",
        "fen": "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1", "prompt": "Out.", "goal": "gets_out_of_check"}));
    let said = unplayable(&two_knights);
    assert!(
        said.len() == 1
            && said[0].starts_with("step 2: the position cannot arise in a game: ")
            && said[0].contains("knight"),
        "{said:?}"
    );
    let no_mate = with_step(serde_json::json!({"kind": "play",
        "fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "prompt": "Mate.", "goal": "gives_mate"}));
    assert_eq!(
        unplayable(&no_mate),
        ["step 2: no legal move reaches the goal"]
    );
    let bad_watch = with_step(serde_json::json!({"kind": "watch",
        "fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "prompt": "Look.",
        "moves": [{"move": "Kd2", "say": "Up."}, {"move": "Kd2", "say": "Again?"}]}));
    assert_eq!(unplayable(&bad_watch), ["step 2: its move 2 is not legal"]);
    let unreadable = with_step(serde_json::json!({"kind": "play",
        "fen": "4k3/8/8/9/8/8/8/4K3 w - - 0 1", "prompt": "Check.", "goal": "gives_check"}));
    assert_eq!(
        unplayable(&unreadable),
        ["step 2: its position cannot be read"]
    );
    // A question may ask whether a broken position could arise.
    let question = with_step(serde_json::json!({"kind": "choose",
        "fen": "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1", "question": "Could it arise?",
        "about": "valid", "answers": [{"text": "Yes", "value": "true"},
                                      {"text": "No", "value": "false"}]}));
    assert_eq!(unplayable(&question), Vec::<String>::new());
    // Only the quick checks are the page's: a bishop that could never have left its home
    // plays (the lint, on the teacher's pages, still finds it).
    let shut_in = with_step(serde_json::json!({"kind": "play",
        "fen": "4k3/8/8/4B3/8/8/PPPPPPPP/4K3 w - - 0 1", "prompt": "Move.",
        "goal": "any_move"}));
    assert_eq!(unplayable(&shut_in), Vec::<String>::new());
    let linted = check_tutor::lessons::lint::lint_lesson(&shut_in);
    assert!(
        linted
            .iter()
            .any(|p| p.to_string().contains("bishop on e5")),
        "{linted:?}"
    );
}

/// Play on a learner's page refuses what the quick checks find, and plays a position only
/// the deeper analysis could refuse: the rules apply to it, and the helper worker's note
/// says why it could not arise (`tutor::arising`).
#[test]
fn play_refuses_only_what_the_quick_checks_find() {
    use check_tutor::tutor::Play;
    let two_knights = "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1";
    let refused = Play::from_fen(two_knights)
        .map(|_| ())
        .expect_err("refused");
    assert!(refused.contains("knight"), "{refused}");
    let shut_in = "4k3/8/8/4B3/8/8/PPPPPPPP/4K3 w - - 0 1";
    assert!(Play::from_fen(shut_in).is_ok());
    // The worker answers with facts; the page words them.
    use check_tutor::tutor::arising::{answer, read, Arising};
    let facts = answer(shut_in);
    assert!(!facts.contains("bishop"), "{facts}");
    let Some((_, Arising::Impossible(reasons))) = read(&facts) else {
        panic!("{facts}")
    };
    let said = reasons[0].english();
    assert!(said.contains("bishop on e5"), "{said}");
}
