//! A learner on a phone held upright (390×844, issue 28 item 12): a question step shows
//! the question, the answers, the board's marks and the way on together, with a two-row
//! top bar and coordinates large enough to read.

use crate::harness::with_page;

/// Whether the element `selector` lies wholly inside the window.
const IN_SIGHT: &str = "const r = document.querySelector(arguments[0]).getBoundingClientRect();\
     return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight + 0.5;";

async fn in_sight(
    page: &crate::harness::Page,
    selector: &str,
) -> Result<bool, crate::harness::Error> {
    let seen = page.js(IN_SIGHT, vec![selector.into()]).await?;
    Ok(seen.as_bool() == Some(true))
}

#[tokio::test]
async fn on_a_phone_a_question_its_answers_the_marks_and_next_step_are_in_sight_together() {
    with_page("#/lesson/what-is-check/1", |page| async move {
        page.resize(390, 844).await?;
        page.wait_for("[data-answer=\"1\"]").await?;
        // Two rows of top bar, not three.
        let bar = page
            .js("return document.querySelector('.topbar').getBoundingClientRect().height;", vec![])
            .await?;
        assert!(bar.as_f64().unwrap_or(999.0) <= 90.0, "top bar {bar}px tall");
        // Coordinates of at least 11 px.
        let size = page
            .js(
                "return parseFloat(getComputedStyle(document.querySelector('.coord')).fontSize);",
                vec![],
            )
            .await?;
        assert!(size.as_f64().unwrap_or(0.0) >= 11.0, "coordinates {size}px");
        // The right answer ("check from one piece"): the check appears on the board.
        page.click_on("[data-answer=\"1\"]").await?;
        page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"success\"]")
            .await?;
        page.wait_for("[data-role=\"lesson-next\"]").await?;
        // The feedback is brought into view; let the scroll settle.
        page.wait_until(
            "(() => { const r = document.querySelector('[data-role=lesson-next]')\
             .getBoundingClientRect(); return r.bottom <= innerHeight; })()",
        )
        .await?;
        for selector in [
            "[data-square=\"e1\"].in-check",
            "[data-square=\"d2\"].checker",
            "[data-answer=\"1\"]",
            "[data-role=\"lesson-feedback\"]",
            "[data-role=\"lesson-next\"]",
        ] {
            assert!(in_sight(&page, selector).await?, "{selector} is out of sight");
        }
        // Nothing sits on top of the answer or the button: a tap reaches them.
        let on_top = page
            .js(
                "const r = document.querySelector('[data-role=lesson-next]').getBoundingClientRect();\
                 return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)\
                 .closest('[data-role=lesson-next]') !== null;",
                vec![],
            )
            .await?;
        assert_eq!(on_top.as_bool(), Some(true), "Next step is covered");
        page.screenshot("phone-question-answered").await?;
        page.click_on("[data-role=\"lesson-next\"]").await?;
        page.wait_until("location.hash.endsWith('/2')").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn on_a_small_phone_next_exercise_comes_into_sight_once_the_ways_out_are_found() {
    use check_tutor::lessons::practice::{Answer, Kind};
    with_page("#/play", |page| async move {
        // A small phone (375×667): the answer's feedback pushes the way on further down.
        page.resize(375, 667).await?;
        let ex = crate::practice::open(&page, Kind::Escapes, 11).await?;
        let Answer::Escapes(moves) = &ex.answer else {
            return Err("an escapes exercise".into());
        };
        // Below the fold while the learner works on the board.
        assert!(!in_sight(&page, "[data-role=\"next-exercise\"]").await?);
        crate::practice::play_every_way_out(&page, moves).await?;
        page.wait_for("[data-role=\"practice-feedback\"][data-outcome=\"success\"]")
            .await?;
        page.wait_until(
            "(() => { const r = document.querySelector('[data-role=next-exercise]')\
             .getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()",
        )
        .await?;
        assert!(in_sight(&page, "[data-role=\"practice-feedback\"]").await?);
        page.screenshot("phone-practice-answered").await?;
        Ok(())
    })
    .await;
}

/// Issue 43 item 10: on a phone, every step of the first lesson brings its Next step into
/// sight once it is answered, with the feedback above it; the last step, the lesson's end.
#[tokio::test]
async fn on_a_phone_every_answered_step_of_lesson_one_shows_next_step() {
    let (lessons, _) = check_tutor::lessons::catalog::builtin();
    let first = lessons.into_iter().next().expect("a first lesson");
    let total = first.steps.len();
    with_page(&format!("#/lesson/{}/1", first.id), |page| async move {
        page.resize(390, 844).await?;
        for n in 1..=total {
            page.wait_for(&format!(".steps .current a[aria-label=\"Step {n}\"]"))
                .await?;
            crate::lessons::finish_step(&page, &first.id, n).await?;
            let next = if n < total {
                "[data-role=lesson-next]"
            } else {
                ".lesson-end-title"
            };
            page.wait_until(&format!(
                "(() => {{ const e = document.querySelector('{next}'); if (!e) return false; \
                 const r = e.getBoundingClientRect(); \
                 return r.top >= 0 && r.bottom <= innerHeight + 0.5; }})()"
            ))
            .await
            .map_err(|e| format!("step {n}: {next} out of sight: {e}"))?;
            assert!(
                in_sight(&page, "[data-role=\"lesson-feedback\"]").await? || n == total,
                "step {n}: the feedback is out of sight"
            );
            if n < total {
                page.click_on("[data-role=\"lesson-next\"]").await?;
            }
        }
        page.screenshot("phone-lesson-one-end").await?;
        Ok(())
    })
    .await;
}
