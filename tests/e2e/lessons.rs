//! Lessons in a real browser: a whole lesson by clicks, a wrong move explained, progress
//! kept across a reload, a question answered wrongly then rightly, a step opened by URL.
//! What to click is worked out from the lesson files with the engine, so the tests follow
//! the lessons as they are written.

use crate::harness::{with_page, Page, TestResult};
use check_tutor::lessons::runner::true_value;
use check_tutor::lessons::{catalog, read_move, Lesson, Question, Step};
use check_tutor::rules::Position;

fn lesson(id: &str) -> Lesson {
    let (lessons, errors) = catalog::builtin();
    assert!(errors.is_empty(), "{errors:?}");
    lessons
        .into_iter()
        .find(|l| l.id == id)
        .unwrap_or_else(|| panic!("no lesson '{id}'"))
}

/// Completes the step shown, by clicks, the way a learner who knows the answer would.
async fn complete_step(page: &Page, step: &Step) -> TestResult {
    let mut pos: Position = step.fen().parse()?;
    match step {
        Step::Play { goal, solution, .. } => {
            let mut ply = 0;
            loop {
                let m = match solution.get(ply) {
                    Some(t) => read_move(&pos, t).ok_or("solution move is legal")?,
                    None => *pos
                        .legal_moves()
                        .iter()
                        .find(|m| goal.holds(&pos, m))
                        .ok_or("some move meets the goal")?,
                };
                page.click(&m.from.to_string()).await?;
                page.click(&m.to.to_string()).await?;
                if m.promotion.is_some() {
                    let letter = m.promotion.map(|r| r.char()).unwrap_or('q');
                    page.click_on(&format!("[data-promote=\"{letter}\"]"))
                        .await?;
                }
                if goal.holds(&pos, &m) {
                    break;
                }
                // The scripted reply follows.
                pos = pos.after(&m);
                let reply = read_move(&pos, &solution[ply + 1]).ok_or("reply is legal")?;
                pos = pos.after(&reply);
                ply += 2;
                page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"progress\"]")
                    .await?;
            }
        }
        Step::Choose { about, answers, .. } => {
            let truth = true_value(&pos, about);
            let i = answers
                .iter()
                .position(|a| a.value == truth)
                .ok_or("one answer is right")?;
            // A question whether the position could arise waits for the helper worker.
            let button = format!("[data-answer=\"{i}\"]");
            page.wait_until(&format!("!document.querySelector('{button}').disabled"))
                .await?;
            page.click_on(&button).await?;
        }
        Step::Watch { moves, .. } => {
            for _ in moves {
                page.click_on("[data-role=\"watch-forward\"]").await?;
            }
        }
    }
    page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"success\"]")
        .await
}

#[tokio::test]
async fn the_whole_first_lesson_can_be_finished_by_clicks() {
    let l = lesson("what-is-check");
    with_page(&format!("#/lesson/{}/1", l.id), |page| async move {
        for (i, step) in l.steps.iter().enumerate() {
            page.wait_for(&format!(".steps .current a[aria-label=\"Step {}\"]", i + 1))
                .await?;
            complete_step(&page, step).await?;
            if i == 2 {
                page.screenshot("lesson-step-done").await?;
            }
            page.click_on("[data-role=\"lesson-next\"]").await?;
        }
        // The last "next" leads back to the list, where the lesson shows as done, with a
        // star for every step done without a hint or a mistake, and the next lesson is
        // where to carry on.
        page.wait_for(&format!("[data-lesson=\"{}\"].complete", l.id))
            .await?;
        let stars = page
            .attr(&format!("[data-lesson=\"{}\"] .stars", l.id), "data-stars")
            .await?;
        assert_eq!(stars, Some(l.steps.len().to_string()));
        assert!(
            page.exists("[data-lesson].continue [data-role=\"continue-here\"]")
                .await?
        );
        assert!(
            !page
                .exists(&format!("[data-lesson=\"{}\"].continue", l.id))
                .await?
        );
        page.screenshot("lesson-list-done").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_wrong_move_in_a_lesson_is_explained_and_progress_survives_a_reload() {
    // Lesson 2, step 1: a play step; try something illegal first.
    let l = lesson("ways-out-of-check");
    let step = l.steps[0].clone();
    let pos: Position = step.fen().parse().expect("lesson FEN");
    // An illegal attempt: a piece of the side to move to a square it cannot legally reach.
    let (from, to) = pos
        .board()
        .by_color(pos.turn())
        .squares()
        .flat_map(|f| check_tutor::rules::Square::all().map(move |t| (f, t)))
        .find(|&(f, t)| {
            f != t
                && pos.piece_at(t).is_none()
                && pos.find_move(f, t, None).is_none()
                && pos
                    .find_move(f, t, Some(check_tutor::rules::Role::Queen))
                    .is_none()
        })
        .expect("some illegal move exists");
    with_page(&format!("#/lesson/{}/1", l.id), |page| async move {
        page.click(&from.to_string()).await?;
        page.click(&to.to_string()).await?;
        page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"failure\"][data-reason]")
            .await?;
        page.screenshot("lesson-wrong-move").await?;
        // A square the piece cannot reach leaves it in hand, its moves shown (the beginner
        // review found it marked as picked up while taps did nothing); a tap puts it down.
        let from = from.to_string();
        if page.attr("[data-role=\"lesson-feedback\"]", "data-reason").await?.as_deref()
            == Some("not_a_piece_move")
        {
            assert!(page.has_class(&from, "selected").await?);
            assert!(!page.squares_with("dest").await?.is_empty());
            page.click(&from).await?;
        }
        assert!(!page.has_class(&from, "selected").await?);
        complete_step(&page, &step).await?;
        // Reload: the step dot and the list still show it done.
        page.goto(&format!("#/lesson/{}/1", l.id)).await?;
        page.wait_for(".steps li.done a[aria-label=\"Step 1, done\"]")
            .await?;
        page.client().goto(&page.url("#/lessons")).await?;
        page.wait_for(&format!("[data-lesson=\"{}\"]", l.id))
            .await?;
        let progress = page
            .text(&format!("[data-lesson=\"{}\"] .lesson-progress", l.id))
            .await?;
        assert!(progress.starts_with("1/"), "{progress}");
        // Each link's name starts with the lesson's number (issue 29), read as text.
        let names = page
            .js(
                "return [...document.querySelectorAll('[data-role=\"lesson-list\"] li > a')].map(a => a.textContent);",
                vec![],
            )
            .await?;
        let names = names.as_array().cloned().unwrap_or_default();
        assert!(names.len() >= 13, "{names:?}");
        for (i, name) in names.iter().enumerate() {
            let name = name.as_str().unwrap_or_default();
            assert!(name.starts_with(&format!("{}. ", i + 1)), "{name}");
        }
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_question_answered_wrongly_then_rightly() {
    // The first choose step of the mate-or-stalemate lesson.
    let l = lesson("mate-or-stalemate");
    let (n, step) = l
        .steps
        .iter()
        .enumerate()
        .find(|(_, s)| matches!(s, Step::Choose { .. }))
        .expect("a choose step");
    let Step::Choose { about, answers, .. } = step else {
        unreachable!("found above")
    };
    let pos: Position = step.fen().parse().expect("FEN");
    let truth = true_value(&pos, about);
    let right = answers
        .iter()
        .position(|a| a.value == truth)
        .expect("right answer");
    let wrong = answers
        .iter()
        .position(|a| a.value != truth)
        .expect("wrong answer");
    with_page(&format!("#/lesson/{}/{}", l.id, n + 1), |page| async move {
        page.click_on(&format!("[data-answer=\"{wrong}\"]")).await?;
        page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"failure\"]")
            .await?;
        assert!(!page.exists("[data-role=\"lesson-next\"]").await?);
        page.click_on(&format!("[data-answer=\"{right}\"]")).await?;
        page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"success\"]")
            .await?;
        assert!(page.exists("[data-role=\"lesson-next\"]").await?);
        page.screenshot("lesson-question").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_question_about_check_hides_the_check_until_it_is_answered() {
    // Step 1 of the first lesson asks whether White's king is in check; it is.
    let l = lesson("what-is-check");
    let Step::Choose {
        about: Question::CheckKind,
        answers,
        ..
    } = &l.steps[0]
    else {
        panic!("step 1 of what-is-check asks about the kind of check");
    };
    let right = answers
        .iter()
        .position(|a| a.value == "single")
        .expect("an answer says single check");
    with_page(&format!("#/lesson/{}/1", l.id), |page| async move {
        page.wait_for("[data-answer=\"0\"]").await?;
        assert_eq!(page.squares_with("in-check").await?, Vec::<String>::new());
        assert_eq!(page.count(".shapes .shape").await?, 0, "no arrow yet");
        page.click_on(&format!("[data-answer=\"{right}\"]")).await?;
        page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"success\"]")
            .await?;
        assert_eq!(page.squares_with("in-check").await?, vec!["e1".to_string()]);
        let chosen = format!("[data-answer=\"{right}\"]");
        assert_eq!(
            page.attr(&chosen, "class").await?.as_deref(),
            Some("answer right")
        );
        assert!(
            page.count(".shapes .shape").await? >= 1,
            "the arrows appear"
        );
        page.screenshot("lesson-check-question-answered").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_lesson_url_opens_that_step() {
    let l = lesson("pins");
    let prompt = match &l.steps[2] {
        Step::Play { prompt, .. } | Step::Watch { prompt, .. } => prompt.clone(),
        Step::Choose { question, .. } => question.clone(),
    };
    with_page(&format!("#/lesson/{}/3", l.id), |page| async move {
        page.wait_for("[data-role=\"lesson-prompt\"]").await?;
        assert_eq!(page.text("[data-role=\"lesson-prompt\"]").await?, prompt);
        assert!(
            page.exists(".steps .current a[aria-label=\"Step 3\"]")
                .await?
        );
        // A step that does not exist says so instead of breaking the page.
        page.set_hash(&format!("#/lesson/{}/99", l.id)).await?;
        page.wait_for("[data-role=\"lesson-error\"]").await?;
        let said = page.text("[data-role=\"lesson-error\"]").await?;
        assert!(said.contains("no step 99"), "{said}");
        // So does a lesson that is not there, its name shown as text.
        page.set_hash("#/lesson/%3Cb%3Enope%3C%2Fb%3E/1").await?;
        page.wait_until("(document.querySelector('[data-role=\"lesson-error\"]')?.textContent || '').includes('nope')")
            .await?;
        assert!(!page.exists("[data-role=\"lesson-error\"] b").await?);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_questions_page_links_into_the_lessons() {
    with_page("#/play", |page| async move {
        page.set_hash("#/questions").await?;
        page.wait_for("[data-role=\"questions\"] a").await?;
        let n = page.count("[data-role=\"questions\"] a").await?;
        assert!(n >= 10, "only {n} questions");
        page.click_on("[data-role=\"questions\"] a").await?;
        page.wait_for("[data-role=\"lesson-prompt\"]").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_end_of_a_lesson_links_to_the_next_one_but_not_after_the_last() {
    let (lessons, _) = catalog::builtin();
    let first = lessons[0].clone();
    let second = lessons[1].id.clone();
    let last = lessons.last().expect("lessons").clone();
    let n = first.steps.len();
    with_page(&format!("#/lesson/{}/{n}", first.id), |page| async move {
        complete_step(&page, &first.steps[n - 1]).await?;
        page.wait_for("[data-role=\"next-lesson\"]").await?;
        let href = page.attr("[data-role=\"next-lesson\"]", "href").await?;
        assert_eq!(
            href.as_deref(),
            Some(format!("#/lesson/{second}/1").as_str())
        );
        // Let the small celebration finish before the picture.
        page.js("return new Promise(r => setTimeout(r, 600));", vec![])
            .await?;
        page.screenshot("lesson-end").await?;

        let m = last.steps.len();
        page.goto(&format!("#/lesson/{}/{m}", last.id)).await?;
        complete_step(&page, &last.steps[m - 1]).await?;
        page.wait_for("[data-role=\"lesson-end\"]").await?;
        assert!(!page.exists("[data-role=\"next-lesson\"]").await?);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn praise_describes_the_move_played_not_the_one_the_text_was_written_for() {
    // What-is-check step 4 asks for any check; its own text speaks of Rd1+ on the d-file.
    with_page("#/lesson/what-is-check/4", |page| async move {
        page.click("a1").await?;
        page.click("a8").await?;
        page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"success\"]")
            .await?;
        let said = page.text("[data-role=\"lesson-feedback\"]").await?;
        assert!(!said.contains("d-file"), "{said}");
        assert!(said.contains("Ra8"), "{said}");
        // Why it works, from the move played (issue 28 item 10).
        assert!(
            said.contains("Check: White's rook on a8 attacks the king on d8."),
            "{said}"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_move_that_misses_the_step_is_told_what_it_did_not_do() {
    // What-is-check step 6 asks for a discovered check: not Nd6+ or Nf6+, and a check.
    with_page("#/lesson/what-is-check/6", |page| async move {
        let value = "return document.querySelector('[data-role=move-input]').value;";
        page.fill("[data-role=\"move-input\"]", "h3\n").await?;
        page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"failure\"]")
            .await?;
        let said = page.text("[data-role=\"lesson-feedback\"]").await?;
        assert!(
            said.contains("Pawn to h3 (h3). That is a legal move, but it gives no check."),
            "{said}"
        );
        // The typed move stays to be mended.
        assert_eq!(page.js(value, vec![]).await?, "h3");
        page.fill("[data-role=\"move-input\"]", "Nf6\n").await?;
        page.wait_until(
            "document.querySelector('[data-role=lesson-feedback]')\
                         .textContent.includes('Knight to f6 (Nf6+), giving double check. That is a legal move, but not what')",
        )
        .await?;
        page.screenshot("lesson-missed-move").await?;
        // The step's own words already praise: "Well done!" is not put in front of them.
        page.fill("[data-role=\"move-input\"]", "Nc5\n").await?;
        page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"success\"]")
            .await?;
        let said = page.text("[data-role=\"lesson-feedback\"]").await?;
        assert!(said.contains("Well done!"), "{said}");
        Ok(())
    })
    .await;
    // Ways-out-of-check step 2 asks to take the checker: a king move gets out of check,
    // but does not take it.
    with_page("#/lesson/ways-out-of-check/2", |page| async move {
        page.fill("[data-role=\"move-input\"]", "Ke2\n").await?;
        page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"failure\"]")
            .await?;
        let said = page.text("[data-role=\"lesson-feedback\"]").await?;
        assert!(
            said.contains("but it does not take the piece giving check."),
            "{said}"
        );
        Ok(())
    })
    .await;
    // Step 1's words open with "Safe!", so no "Well done!" is put before them.
    with_page("#/lesson/ways-out-of-check/1", |page| async move {
        page.fill("[data-role=\"move-input\"]", "Kd2\n").await?;
        page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"success\"]")
            .await?;
        let said = page.text("[data-role=\"lesson-feedback\"]").await?;
        assert!(said.starts_with("Safe!"), "{said}");
        assert!(!said.contains("Well done"), "{said}");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn after_a_stalemate_in_a_mate_step_the_learner_is_told_how_to_go_on() {
    // Mate-or-stalemate step 5: Rg7 takes every square but gives no check.
    with_page("#/lesson/mate-or-stalemate/5", |page| async move {
        page.fill("[data-role=\"move-input\"]", "Rg7\n").await?;
        page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"failure\"]")
            .await?;
        let said = page.text("[data-role=\"lesson-feedback\"]").await?;
        assert!(said.contains("Stalemate"), "{said}");
        // A move tried on the ended game is not judged: the way on is said first.
        page.click("f7").await?;
        page.wait_until(
            "document.querySelector('[data-role=lesson-feedback]').textContent\
             .startsWith('The game ended with that move. Press Try again')",
        )
        .await?;
        assert!(page
            .text("[data-role=\"lesson-feedback\"]")
            .await?
            .contains("Stalemate"));
        page.screenshot("lesson-held-stalemate").await?;
        page.resize(390, 844).await?;
        page.screenshot("lesson-held-stalemate-phone").await?;
        page.resize(1024, 768).await?;
        page.screenshot("lesson-held-stalemate-1024").await?;
        // Try again: the board as it was before Rg7, and the mate is found.
        page.click_on("[data-role=\"lesson-retry\"]").await?;
        page.wait_for("[data-square=\"g1\"][data-piece=\"wR\"]")
            .await?;
        page.fill("[data-role=\"move-input\"]", "Rh1\n").await?;
        page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"success\"]")
            .await?;
        Ok(())
    })
    .await;
}

/// Finishes step `n` (from 1) of lesson `id`, already open in `page`.
pub async fn finish_step(page: &Page, id: &str, n: usize) -> TestResult {
    let l = lesson(id);
    complete_step(page, &l.steps[n - 1]).await
}

#[tokio::test]
async fn a_finished_lesson_sums_up_what_it_taught() {
    // The shortest lesson, step by step, the way a learner would finish it.
    let (lessons, _) = catalog::builtin();
    let l = lessons
        .into_iter()
        .min_by_key(|l| l.steps.len())
        .expect("lessons");
    with_page(&format!("#/lesson/{}/1", l.id), |page| async move {
        for (i, step) in l.steps.iter().enumerate() {
            page.wait_for(&format!(".steps .current a[aria-label=\"Step {}\"]", i + 1))
                .await?;
            // No summary before the end.
            assert!(!page.exists("[data-role=\"lesson-summary\"]").await?);
            complete_step(&page, step).await?;
            if i + 1 < l.steps.len() {
                page.click_on("[data-role=\"lesson-next\"]").await?;
            }
        }
        page.wait_for("[data-role=\"lesson-summary\"] li").await?;
        let shown = page
            .js(
                "return [...document.querySelectorAll('[data-role=\"lesson-summary\"] li')]\
                 .map(li => li.textContent);",
                vec![],
            )
            .await?;
        assert_eq!(shown, serde_json::json!(l.summary));
        // The summary is on screen, not only in the page.
        page.wait_until(
            "(() => { const r = document.querySelector('[data-role=\"lesson-summary\"]')\
             .getBoundingClientRect(); return r.height > 0 && r.top < innerHeight; })()",
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_en_passant_demo_marks_where_the_taken_pawn_stood() {
    with_page("#/lesson/en-passant-and-check/1", |page| async move {
        page.click_on("[data-role=\"watch-forward\"]").await?;
        page.wait_for("[data-square=\"d4\"][data-piece=\"wP\"]")
            .await?;
        assert!(!page.has_class("d4", "taken-en-passant").await?);
        page.click_on("[data-role=\"watch-forward\"]").await?;
        // Black's pawn lands on d3; the white pawn it took was on d4.
        page.wait_for("[data-square=\"d3\"][data-piece=\"bP\"]")
            .await?;
        assert!(page.has_class("d4", "taken-en-passant").await?);
        assert!(!page.has_class("d3", "taken-en-passant").await?);
        assert_eq!(page.piece_on("d4").await?, None);
        let label = page.attr("[data-square=\"d4\"]", "aria-label").await?;
        assert_eq!(label.as_deref(), Some("d4, empty, pawn taken en passant"));
        page.screenshot("en-passant-demo").await?;
        Ok(())
    })
    .await;
}

/// Touching the other side's piece to look is explained but is no mistake: the step still
/// earns its star, and practice records nothing for it; a move tried still counts.
#[tokio::test]
async fn looking_at_the_other_sides_piece_costs_no_star() {
    with_page("#/lesson/what-is-check/2", |page| async move {
        // The black pawn on a7, touched while White is to move.
        page.click("a7").await?;
        page.wait_for(
            "[data-role=\"lesson-feedback\"][data-outcome=\"failure\"][data-reason=\"not_your_turn\"]",
        )
        .await?;
        finish_step(&page, "what-is-check", 2).await?;
        page.client().goto(&page.url("#/lessons")).await?;
        page.wait_for("[data-lesson=\"what-is-check\"] .stars")
            .await?;
        let stars = page
            .attr("[data-lesson=\"what-is-check\"] .stars", "data-stars")
            .await?;
        assert_eq!(stars.as_deref(), Some("1"), "the step kept its star");
        let practice = page
            .js("return localStorage.getItem('check-tutor-practice');", vec![])
            .await?;
        assert!(
            !practice.as_str().unwrap_or("").contains("not_your_turn"),
            "no mistake recorded for a look: {practice}"
        );
        // On Play too: a look is no mistake; a move of the wrong side's piece is kept for
        // practice (as a move tried, not a failure).
        page.goto("#/play").await?;
        page.click("e7").await?;
        page.wait_for("[data-role=\"explanation\"][data-reason=\"not_your_turn\"]")
            .await?;
        let practice = page
            .js("return localStorage.getItem('check-tutor-practice') || '';", vec![])
            .await?;
        assert!(!practice.as_str().unwrap_or("").contains("not_your_turn"));
        page.drag("e7", "e5").await?;
        page.wait_until(
            "(localStorage.getItem('check-tutor-practice') || '').includes('not_your_turn')",
        )
        .await?;
        Ok(())
    })
    .await;
}

/// Issue 43: a pinned piece picked up in a lesson says why at once, on screen, as in Play;
/// picking it up and trying it anyway are looking, so the step keeps its star and
/// practice records nothing.
#[tokio::test]
async fn a_pinned_piece_picked_up_in_a_lesson_says_why_and_costs_nothing() {
    with_page("#/lesson/pins/6", |page| async move {
        page.click("e2").await?;
        let shown = "[data-role=\"lesson-feedback\"][data-reason=\"pinned\"]";
        page.wait_for(shown).await?;
        let words = page.text(shown).await?;
        assert!(words.contains("e8"), "the pin is named: {words}");
        page.drag("e2", "d3").await?;
        page.wait_for(shown).await?;
        finish_step(&page, "pins", 6).await?;
        page.client().goto(&page.url("#/lessons")).await?;
        page.wait_for("[data-lesson=\"pins\"] .stars").await?;
        let stars = page
            .attr("[data-lesson=\"pins\"] .stars", "data-stars")
            .await?;
        assert_eq!(stars.as_deref(), Some("1"), "the step kept its star");
        let practice = page
            .js(
                "return localStorage.getItem('check-tutor-practice') || '';",
                vec![],
            )
            .await?;
        assert!(
            !practice.as_str().unwrap_or("").contains("pinned"),
            "no mistake recorded for a look: {practice}"
        );
        Ok(())
    })
    .await;
}

/// Issue 31: whether a position could arise is worked out by the helper worker, off the
/// learner's first load. A question only the deeper analysis can answer (White to move,
/// yet Black could have made no last move) takes its answer once the worker has spoken,
/// and it is the engine's answer.
#[tokio::test]
async fn a_question_only_the_deeper_analysis_answers_waits_for_the_helper_worker() {
    let l = lesson("impossible-positions");
    let (n, step) = l
        .steps
        .iter()
        .enumerate()
        .find(|(_, s)| {
            matches!(
                s,
                Step::Choose {
                    about: Question::Valid,
                    ..
                }
            ) && s
                .fen()
                .parse::<Position>()
                .is_ok_and(|p| p.quick_errors().is_empty() && !p.is_valid())
        })
        .expect("lesson 12 asks about a position only the deeper analysis refuses");
    let step = step.clone();
    with_page(&format!("#/lesson/{}/{}", l.id, n + 1), |page| async move {
        // The wrong answer ("possible") is refused once the worker has spoken...
        let Step::Choose { answers, .. } = &step else {
            unreachable!()
        };
        let wrong = answers
            .iter()
            .position(|a| a.value == "possible")
            .ok_or("a 'possible' answer")?;
        let button = format!("[data-answer=\"{wrong}\"]");
        page.wait_until(&format!("!document.querySelector('{button}').disabled"))
            .await?;
        page.click_on(&button).await?;
        page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"failure\"]")
            .await?;
        // ...and the right one taken.
        complete_step(&page, &step).await?;
        assert!(!page.exists("[data-role=\"arising-note\"]").await?);
        page.screenshot("lesson-question-arising").await?;
        Ok(())
    })
    .await;
}
