//! The lesson runner and lint, on small lessons written here.

use check_tutor::lessons::lint::{lint_lesson, parse_lesson};
use check_tutor::lessons::{catalog, Hint, MoveOutcome, Progress, Runner, Step};
use check_tutor::rules::{Color, Square};
use check_tutor::tutor::english::cheers;
use check_tutor::tutor::{Message, Shortfall};

fn sq(s: &str) -> Square {
    s.parse().expect("square")
}

const LESSON: &str = r#"{
  "id": "test-lesson",
  "title": "Test",
  "intro": "A lesson for the tests.",
  "steps": [
    {"kind": "play", "fen": "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
     "prompt": "Give check with the rook.", "goal": "gives_check",
     "hint": "Rooks attack along ranks and files."},
    {"kind": "play", "fen": "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3",
     "prompt": "Mate in two.", "goal": "gives_mate",
     "solution": ["Qh5", "Nf6", "Qxf7#"]},
    {"kind": "choose", "fen": "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
     "question": "Mate, stalemate or neither?", "about": "status",
     "answers": [{"text": "Checkmate", "value": "checkmate"},
                 {"text": "Stalemate", "value": "stalemate"},
                 {"text": "Neither", "value": "ongoing"}]},
    {"kind": "watch", "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     "prompt": "Fool's mate.",
     "moves": [{"move": "f3", "say": "a"}, {"move": "e5", "say": "b"},
               {"move": "g4", "say": "c"}, {"move": "Qh4#", "say": "d"}]},
    {"kind": "play", "fen": "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1",
     "prompt": "Take the checking rook.", "goal": {"and": ["captures_checker", "moves_king"]}}
  ]
}"#;

fn runner(step: usize) -> Runner {
    Runner::new(parse_lesson(LESSON).expect("test lesson parses"), step).expect("step exists")
}

#[test]
fn the_test_lesson_passes_the_lint() {
    let lesson = parse_lesson(LESSON).expect("parses");
    assert_eq!(lint_lesson(&lesson), Vec::<String>::new());
}

#[test]
fn play_step_succeeds_when_the_goal_holds() {
    let mut r = runner(1);
    assert!(matches!(
        r.try_move(sq("a1"), sq("a8"), None),
        MoveOutcome::Success(_)
    ));
    assert!(r.is_done());
}

#[test]
fn play_step_explains_an_illegal_move_and_keeps_the_board() {
    let mut r = runner(1);
    match r.try_move(sq("a1"), sq("b2"), None) {
        MoveOutcome::Illegal(refusal) => assert_eq!(refusal.reason.code(), "not_a_piece_move"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert!(!r.is_done());
}

#[test]
fn play_step_legal_move_missing_the_goal_is_not_kept() {
    let mut r = runner(1);
    let start = *r.position();
    assert!(matches!(
        r.try_move(sq("a1"), sq("a2"), None),
        MoveOutcome::Missed(..)
    ));
    assert_eq!(*r.position(), start);
}

#[test]
fn solution_line_plays_the_scripted_reply_then_mates() {
    let mut r = runner(2);
    match r.try_move(sq("d1"), sq("h5"), None) {
        MoveOutcome::Continue { reply, .. } => {
            assert_eq!(reply.san, "Nf6");
            assert_eq!(reply.message.english(), "Knight to f6 (Nf6).");
        }
        other => panic!("expected the reply, got {other:?}"),
    }
    match r.try_move(sq("h5"), sq("f7"), None) {
        MoveOutcome::Success(l) => assert_eq!(l.san, "Qxf7#"),
        other => panic!("expected mate, got {other:?}"),
    }
}

#[test]
fn hint_shows_the_idea_then_the_move_naming_the_piece() {
    let mut r = runner(1);
    assert_eq!(r.press_hint(), Hint::Idea);
    assert_eq!(r.hint_message(), None);
    assert_eq!(r.press_hint(), Hint::Move(sq("a1"), sq("a8")));
    let said = r.hint_message().expect("the move is named").english();
    assert_eq!(said, "Try the rook from a1 to a8 (Ra8+).");
}

#[test]
fn a_step_without_a_hint_goes_straight_to_the_move() {
    // Nothing else is said: never a sentence written for another step.
    let mut r = runner(2);
    assert_eq!(r.press_hint(), Hint::Move(sq("d1"), sq("h5")));
    let said = r.hint_message().expect("the move is named").english();
    assert_eq!(said, "Try the queen from d1 to h5 (Qh5).");
}

#[test]
fn choose_step_is_judged_by_the_engine() {
    let mut r = runner(3);
    assert_eq!(r.answer(0), Some(false));
    assert!(!r.is_done());
    assert_eq!(r.answer(1), Some(true));
    assert!(r.is_done());
    assert_eq!(r.chosen(), [0, 1]);
}

#[test]
fn watch_step_steps_forward_and_back() {
    let mut r = runner(4);
    assert!(r.forward());
    assert_eq!(r.narration(), Some("a"));
    assert!(r.back());
    assert_eq!(r.narration(), None);
    for _ in 0..4 {
        assert!(r.forward());
    }
    assert!(!r.forward());
    assert!(r.is_done());
    assert!(r.position().is_checkmate());
}

#[test]
fn combined_goal_needs_both_parts() {
    let mut r = runner(5);
    assert!(matches!(
        r.try_move(sq("e1"), sq("e2"), None),
        MoveOutcome::Success(_)
    ));
}

#[test]
fn next_step_walks_the_lesson_and_stops_at_the_end() {
    let mut r = runner(4);
    assert!(r.next_step());
    assert_eq!(r.step_number(), 5);
    assert!(!r.next_step());
}

#[test]
fn opening_a_step_that_does_not_exist_is_an_error_not_a_panic() {
    let lesson = parse_lesson(LESSON).expect("parses");
    assert!(Runner::new(lesson.clone(), 0).is_err());
    assert!(Runner::new(lesson, 99).is_err());
}

#[test]
fn lint_finds_a_wrong_answer_an_illegal_line_and_an_impossible_position() {
    let bad = LESSON
        .replace(r#""value": "stalemate""#, r#""value": "draw""#)
        .replace(r#""Nf6", "Qxf7#""#, r#""Nf6", "Qxe7#""#)
        .replace("4k3/8/8/8/8/8/4r3/4K3", "4k3/8/8/8/8/8/4r3/4KK2");
    let lesson = parse_lesson(&bad).expect("still parses");
    let problems = lint_lesson(&lesson).join("\n");
    assert!(
        problems.contains("step 3: the engine's answer is 'stalemate'"),
        "{problems}"
    );
    assert!(
        problems.contains("step 2: solution move 3 'Qxe7#' is not legal"),
        "{problems}"
    );
    assert!(
        problems.contains("step 5: the position cannot arise"),
        "{problems}"
    );
}

#[test]
fn unknown_fields_and_broken_json_are_clear_errors() {
    let typo = LESSON.replace(r#""prompt": "Fool's mate.""#, r#""promt": "Fool's mate.""#);
    assert!(parse_lesson(&typo).is_err());
    let err = parse_lesson("{ not json").expect_err("broken");
    assert!(err.starts_with("not a valid lesson file"), "{err}");
}

#[test]
fn corrupted_progress_resets_with_a_message() {
    let (p, msg) = Progress::load(Some("{\"version\":1,\"done\":{\"x\":[1,2]}}"));
    assert!(p.is_done("x", 2) && msg.is_none());
    let (p, msg) = Progress::load(Some("garbage{"));
    assert_eq!(p, Progress::new());
    assert!(msg.is_some());
    let mut p = Progress::new();
    p.mark("a", 3);
    p.mark("a", 1);
    p.mark("a", 3);
    let (back, _) = Progress::load(Some(&p.to_json()));
    assert_eq!(back.count("a", 5), 2);
}

#[test]
fn every_builtin_lesson_parses_and_passes_the_lint_and_questions_link_to_real_steps() {
    let (lessons, errors) = catalog::builtin();
    assert!(errors.is_empty(), "{errors:?}");
    for l in &lessons {
        assert_eq!(lint_lesson(l), Vec::<String>::new(), "lesson {}", l.id);
    }
    let questions = catalog::questions().expect("questions.json parses");
    for q in questions {
        let lesson = lessons.iter().find(|l| l.id == q.lesson);
        assert!(
            lesson.is_some_and(|l| q.step >= 1 && q.step <= l.steps.len()),
            "question '{}' links to {} step {}",
            q.question,
            q.lesson,
            q.step
        );
    }
}

#[test]
fn a_question_keeps_the_check_and_its_marks_hidden_until_it_is_answered() {
    let (lessons, _) = catalog::builtin();
    let first = lessons
        .iter()
        .find(|l| l.id == "what-is-check")
        .expect("the first lesson");
    let mut r = Runner::new(first.clone(), 1).expect("step 1");
    assert!(
        !r.shows_check() && !r.shows_marks(),
        "step 1 asks whether the king is in check"
    );
    let Step::Choose { answers, .. } = r.step().clone() else {
        panic!("step 1 is a question")
    };
    let wrong = answers
        .iter()
        .position(|a| a.value == "none")
        .expect("none");
    let right = answers
        .iter()
        .position(|a| a.value == "single")
        .expect("single");
    assert_eq!(r.answer(wrong), Some(false));
    assert!(
        !r.shows_check() && !r.shows_marks(),
        "a wrong answer reveals nothing"
    );
    assert_eq!(r.answer(right), Some(true));
    assert!(r.shows_check() && r.shows_marks());
    // A play step shows both all along.
    let r = runner(1);
    assert!(r.shows_check() && r.shows_marks());
}

#[test]
fn a_watch_step_shows_its_marks_on_its_starting_position_only() {
    let mut r = runner(4);
    assert!(matches!(r.step(), Step::Watch { .. }));
    assert!(r.shows_marks() && r.shows_check());
    assert!(r.forward());
    assert!(!r.shows_marks() && r.shows_check());
    assert!(r.back());
    assert!(r.shows_marks());
}

#[test]
fn the_board_faces_the_side_the_learner_plays() {
    let (lessons, _) = catalog::builtin();
    let patterns = lessons
        .iter()
        .find(|l| l.id == "mating-patterns")
        .expect("the mating patterns lesson");
    let (n, _) = patterns
        .steps
        .iter()
        .enumerate()
        .find(|(_, s)| matches!(s, Step::Play { fen, .. } if fen.contains(" b ")))
        .expect("a play step for Black");
    let r = Runner::new(patterns.clone(), n + 1).expect("step");
    assert_eq!(r.learner(), Color::Black);
    // Play steps for White and the other kinds of step face White.
    assert_eq!(runner(1).learner(), Color::White);
    assert_eq!(runner(3).learner(), Color::White);
}

/// What-is-check step 4 accepts any check; its success text speaks of the d-file.
fn what_is_check_step_4() -> Runner {
    let (lessons, _) = catalog::builtin();
    let lesson = lessons
        .into_iter()
        .find(|l| l.id == "what-is-check")
        .expect("lesson 1");
    Runner::new(lesson, 4).expect("step 4")
}

#[test]
fn success_text_is_said_only_for_the_move_it_was_written_for() {
    let mut r = what_is_check_step_4();
    assert!(matches!(
        r.try_move(sq("a1"), sq("d1"), None),
        MoveOutcome::Success(_)
    ));
    assert!(r.success_text().is_some_and(|t| t.contains("d-file")));

    // Ra8+ also gives check, along the eighth rank: the d-file text would be false.
    let mut r = what_is_check_step_4();
    match r.try_move(sq("a1"), sq("a8"), None) {
        MoveOutcome::Success(l) => assert_eq!(l.san, "Ra8+"),
        other => panic!("Ra8+ meets the goal: {other:?}"),
    }
    assert_eq!(r.success_text(), None);
}

#[test]
fn lint_flags_a_success_text_that_no_move_would_ever_show() {
    // Rd1+ and Ra8+ both give check, and no line says which one the text describes.
    let lesson = r#"{"id": "t", "title": "T", "intro": "", "steps": [
        {"kind": "play", "fen": "3k4/8/8/8/8/8/7P/R5K1 w - - 0 1", "prompt": "Check.",
         "goal": "gives_check", "success": "The rook looks up the d-file."}]}"#;
    let problems = lint_lesson(&parse_lesson(lesson).expect("parses")).join("\n");
    assert!(
        problems.contains("step 1: the text for a finished step is shown only after the solution, and 2 moves meet the goal"),
        "{problems}"
    );
    let with_line = lesson.replace(r#""success""#, r#""solution": ["Rd1+"], "success""#);
    assert_eq!(
        lint_lesson(&parse_lesson(&with_line).expect("parses")),
        Vec::<String>::new()
    );
}

#[test]
fn a_stalemate_in_a_mate_step_stays_on_the_board_until_the_learner_tries_again() {
    let lesson = r#"{"id": "t", "title": "T", "intro": "", "steps": [
        {"kind": "play", "fen": "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1", "prompt": "Mate.",
         "goal": "gives_mate", "solution": ["Qg7#"]}]}"#;
    let mut r = Runner::new(parse_lesson(lesson).expect("parses"), 1).expect("step 1");
    let start = *r.position();
    assert!(matches!(
        r.try_move(sq("g1"), sq("g6"), None),
        MoveOutcome::Missed(..)
    ));
    assert!(r.is_held());
    assert!(r.position().is_stalemate(), "the stalemate is shown");
    assert!(matches!(
        r.try_move(sq("h8"), sq("g8"), None),
        MoveOutcome::Ignored
    ));
    // Trying again takes the stalemating move back.
    r.try_again();
    assert!(!r.is_held());
    assert_eq!(*r.position(), start);
    assert_eq!(r.last_move(), None);
    assert!(matches!(
        r.try_move(sq("g1"), sq("g7"), None),
        MoveOutcome::Success(_)
    ));
}

#[test]
fn the_en_passant_demo_marks_the_square_of_the_pawn_taken() {
    use check_tutor::tutor::{position_view, Mark};
    let (lessons, _) = catalog::builtin();
    let lesson = lessons
        .into_iter()
        .find(|l| l.id == "en-passant-and-check")
        .expect("the en passant lesson");
    let mut r = Runner::new(lesson, 1).expect("step 1");
    assert!(r.forward(), "d4");
    let view = position_view(r.position(), r.last_move(), None);
    assert!(!view.marks.iter().any(|m| m.1 == Mark::TakenEnPassant));
    assert!(r.forward(), "exd3 en passant");
    let view = position_view(r.position(), r.last_move(), None);
    let taken: Vec<Square> = view
        .marks
        .iter()
        .filter(|m| m.1 == Mark::TakenEnPassant)
        .map(|m| m.0)
        .collect();
    // Black's pawn went from e4 to d3; White's pawn was taken on d4, not on d3.
    assert_eq!(taken, vec![sq("d4")]);
    assert!(r.position().board().piece_at(sq("d4")).is_none());
}

/// The feedback for a legal move that misses the step, as the lesson page words it.
fn missed_words(r: &mut Runner, from: &str, to: &str) -> (Option<Shortfall>, String) {
    match r.try_move(sq(from), sq(to), None) {
        MoveOutcome::Missed(played, shortfall) => {
            let words = Message::StepMissed {
                played: Box::new(played.message),
                shortfall: shortfall.clone(),
            }
            .english();
            (shortfall, words)
        }
        other => panic!("expected a missed move, got {other:?}"),
    }
}

#[test]
fn a_missed_move_is_told_what_it_did_not_do() {
    let (shortfall, words) = missed_words(&mut runner(1), "a1", "a2");
    assert_eq!(shortfall, Some(Shortfall::NoCheck));
    assert_eq!(
        words,
        "Rook to a2 (Ra2). That is a legal move, but it gives no check. Try again."
    );
    let (shortfall, words) = missed_words(&mut runner(5), "e1", "d1");
    assert_eq!(shortfall, Some(Shortfall::NoCapture));
    assert!(
        words.contains("but it does not take the piece giving check."),
        "{words}"
    );
}

#[test]
fn a_check_that_is_not_mate_names_an_answer_from_the_position() {
    let mut r = runner(2);
    // Before the line's last move the goal is not the measure yet: no reason is given.
    let (shortfall, words) = missed_words(&mut r, "d1", "g4");
    assert_eq!(shortfall, None);
    assert!(
        words.ends_with("not what this step asks for. Try again."),
        "{words}"
    );
    assert!(matches!(
        r.try_move(sq("d1"), sq("h5"), None),
        MoveOutcome::Continue { .. }
    ));
    // Qxe5+ is check, but Black has answers (Nxe5 among them): the words name one.
    let (shortfall, words) = missed_words(&mut r, "h5", "e5");
    let Some(Shortfall::NotMate {
        side: Color::Black,
        answer: Some(answer),
    }) = shortfall
    else {
        panic!("expected a check that is not mate, got {shortfall:?}");
    };
    assert!(["Nxe5", "Nge7", "Be7", "Qe7", "Nce7"].contains(&answer.as_str()));
    assert!(
        words.contains(&format!("it is not mate: Black can answer with {answer}.")),
        "{words}"
    );
}

#[test]
fn a_stalemate_or_a_quiet_move_in_a_mate_step_is_named_as_such() {
    let lesson = r#"{"id": "t", "title": "T", "intro": "", "steps": [
        {"kind": "play", "fen": "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1", "prompt": "Anything but stalemate.",
         "goal": {"not": "stalemates"}},
        {"kind": "play", "fen": "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1", "prompt": "Mate.",
         "goal": "gives_mate"},
        {"kind": "play", "fen": "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1", "prompt": "Not Qg7.",
         "goal": {"not": {"or": [{"move": "Qg7"}, {"move": "Qb6"}]}}}]}"#;
    let lesson = parse_lesson(lesson).expect("parses");
    let mut r = Runner::new(lesson.clone(), 1).expect("step 1");
    assert_eq!(
        missed_words(&mut r, "g1", "g6").0,
        Some(Shortfall::Stalemate)
    );
    // Without check there is no mate, whatever else the move does.
    let mut r = Runner::new(lesson.clone(), 2).expect("step 2");
    let (shortfall, words) = missed_words(&mut r, "g1", "g6");
    assert!(matches!(
        shortfall,
        Some(Shortfall::NotMate { answer: None, .. })
    ));
    assert!(
        words.contains("it gives no check, so it is not mate."),
        "{words}"
    );
    let mut r = Runner::new(lesson, 3).expect("step 3");
    // A move the step names as one to avoid gets the plain words.
    let (shortfall, words) = missed_words(&mut r, "g1", "g7");
    assert_eq!(shortfall, None);
    assert!(
        words.contains("but not what this step asks for."),
        "{words}"
    );
}

#[test]
fn well_done_is_not_said_twice() {
    for text in [
        "Right. The touch-move rule only holds you to a piece that can legally move.",
        "Well done: the rook blocks.",
        "Mate on the h-file! Careful: Rg7 would also take every square.",
        "Safe! Stepping out of the line of fire is the first way out of check.",
        "  yes, that is it.",
        "Excellent. The rook checks.",
        "Nice one.",
        "Check! The king's only square is g8.",
        "Mate in two moves! Keep the pawns in mind.",
    ] {
        assert!(cheers(text), "{text}");
    }
    for text in [
        "The knight now attacks e8.",
        "Rightly placed, the rook checks.",
        "Two pieces attack the king at the same moment: a double check.",
        "After g7+ the king must go to h7. Then it promotes!",
        "Goodness me, a pin.",
        "The rook checks!",
        "Checking from afar: the rook on a8!",
        "",
    ] {
        assert!(!cheers(text), "{text}");
    }
}

/// "Well done! Richtig." was said: each language's own praise is known (its catalog's
/// `praise-openers` and `praise-cries`), beside English's.
#[test]
fn praise_is_not_doubled_in_any_language() {
    use check_tutor::tutor::english::cheers_in;
    use check_tutor::tutor::{Catalog, Lang};
    let cases = [
        (
            Lang::Es,
            "¡Correcto! La torre da jaque.",
            "La torre da jaque.",
        ),
        (
            Lang::De,
            "Richtig. Der Turm gibt Schach.",
            "Der Turm gibt Schach.",
        ),
        (
            Lang::Fr,
            "Bravo\u{a0}! La tour fait échec.",
            "La tour fait échec.",
        ),
        (Lang::Ru, "Верно! Ладья даёт шах.", "Ладья даёт шах."),
    ];
    for (lang, praise, plain) in cases {
        let catalog = Catalog::builtin(lang);
        assert!(cheers_in(praise, &catalog), "{lang:?}: {praise}");
        assert!(
            cheers_in("Well done: the rook blocks.", &catalog),
            "English too"
        );
        assert!(!cheers_in(plain, &catalog), "{lang:?}: {plain}");
    }
}

#[test]
fn a_missed_move_in_a_line_keeps_the_moves_already_played() {
    let mut r = runner(2);
    assert!(matches!(
        r.try_move(sq("d1"), sq("h5"), None),
        MoveOutcome::Continue { .. }
    ));
    let mid = *r.position();
    // Qg4 after 1. Qh5 Nf6: not mate, and not kept; the queen is still on h5.
    assert!(matches!(
        r.try_move(sq("h5"), sq("g4"), None),
        MoveOutcome::Missed(..)
    ));
    assert_eq!(*r.position(), mid);
    assert!(matches!(
        r.try_move(sq("h5"), sq("f7"), None),
        MoveOutcome::Success(_)
    ));
}

/// Issue 30 item 7: the answer a teacher reveals when presenting, for every step of every
/// built-in lesson, is one the runner accepts: each move shown meets the step's goal, a
/// question has exactly one right answer, a watch step shows all its moves.
#[test]
fn every_built_in_step_has_an_answer_the_runner_accepts() {
    use check_tutor::lessons::answer::{step_answer, StepAnswer};
    let (lessons, errors) = catalog::builtin();
    assert!(errors.is_empty(), "{errors:?}");
    let mut checked = 0;
    for lesson in &lessons {
        for (i, step) in lesson.steps.iter().enumerate() {
            let answer = step_answer(step).expect("a built-in step's position reads");
            match (step, answer) {
                (Step::Play { .. }, StepAnswer::Moves { moves, .. }) => {
                    assert!(!moves.is_empty(), "{} step {}", lesson.id, i + 1);
                    for m in &moves {
                        let mut runner = Runner::new(lesson.clone(), i + 1).expect("step");
                        let outcome = runner.try_move(m.from, m.to, m.promotion);
                        assert!(
                            matches!(
                                outcome,
                                MoveOutcome::Success(_) | MoveOutcome::Continue { .. }
                            ),
                            "{} step {}: {} ({}) is shown but not accepted: {outcome:?}",
                            lesson.id,
                            i + 1,
                            m.words,
                            m.san
                        );
                    }
                }
                (Step::Choose { answers, .. }, StepAnswer::Choice { right, .. }) => {
                    assert_eq!(right.len(), 1, "{} step {}", lesson.id, i + 1);
                    assert!(right[0] < answers.len());
                }
                (Step::Watch { moves, .. }, StepAnswer::Watched(line)) => {
                    assert_eq!(line.len(), moves.len(), "{} step {}", lesson.id, i + 1);
                }
                (step, answer) => panic!("{} step {}: {step:?} got {answer:?}", lesson.id, i + 1),
            }
            checked += 1;
        }
    }
    assert!(checked > 40, "{checked} steps");
}

/// Issue 30 item 7 (the teacher's review): presenting a watch step plays its moves one at a
/// time; the position after each is the one the lesson's runner shows.
#[test]
fn a_watch_step_is_presented_a_move_at_a_time() {
    use check_tutor::lessons::answer::watched_position;
    let (lessons, _) = catalog::builtin();
    let mut watched = 0;
    for lesson in &lessons {
        for step in &lesson.steps {
            let Step::Watch { fen, moves, .. } = step else {
                assert!(watched_position(step, 0).is_none());
                continue;
            };
            let (start, none) = watched_position(step, 0).expect("its position reads");
            assert_eq!(
                (start.fen(), none),
                (
                    fen.parse::<check_tutor::rules::Position>().unwrap().fen(),
                    None
                )
            );
            let (end, last) = watched_position(step, moves.len()).expect("its moves are legal");
            assert!(last.is_some());
            assert_ne!(end.fen(), start.fen());
            watched += 1;
        }
    }
    assert!(watched >= 3, "{watched} watch steps");
}

/// Issue 31: a learner's page finds the quick errors itself and asks the helper worker for
/// the deeper ones, so a question whether a position could arise waits for that answer
/// only when the quick checks found nothing.
#[test]
fn a_question_whether_a_position_could_arise_waits_only_for_the_deeper_analysis() {
    use check_tutor::lessons::runner::true_value;
    let (lessons, _) = catalog::builtin();
    let lesson = lessons
        .iter()
        .find(|l| l.id == "impossible-positions")
        .expect("lesson 12");
    let mut waited = 0;
    for (i, step) in lesson.steps.iter().enumerate() {
        let Step::Choose { about, answers, .. } = step else {
            continue;
        };
        let mut r = Runner::new(lesson.clone(), i + 1).expect("the step opens");
        let pos = *r.position();
        let truth = true_value(&pos, about);
        let right = answers
            .iter()
            .position(|a| a.value == truth)
            .expect("a right answer");
        let wrong = (right + 1) % answers.len();
        let deeper = r.awaits_analysis().is_some();
        let asks_arising = matches!(about, check_tutor::lessons::Question::Valid);
        assert_eq!(
            deeper,
            asks_arising && pos.quick_errors().is_empty(),
            "step {}",
            i + 1
        );
        if deeper {
            waited += 1;
            // No answer is taken before the analysis is known...
            assert_eq!(r.answer(right), None, "step {}", i + 1);
            // ...and a wrong report would be believed: the page must pass the worker's.
            let mut told_wrong = r.clone();
            told_wrong.set_arises(truth != "possible");
            assert_eq!(told_wrong.answer(right), Some(false));
            r.analyse();
            assert!(r.awaits_analysis().is_none());
        }
        assert_eq!(r.answer(wrong), Some(false), "step {}", i + 1);
        assert_eq!(r.answer(right), Some(true), "step {}", i + 1);
    }
    // Lesson 12 asks about positions of both sorts.
    assert!(waited >= 2, "{waited}");
}
