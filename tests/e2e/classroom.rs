//! A teacher in front of a class: a long prompt presented on a 1024×768 projector keeps
//! its revealed answer in sight and scrolls by keys; the present page's keys are really
//! its own (their default prevented, so no passive-listener warnings); My lessons does not
//! speak of a lesson deleted since it was imported.

use crate::harness::{with_page, Key};
use serde_json::json;

/// Lesson 1 with a first question long enough to push its answer below a projector's
/// bottom edge.
fn long_prompt_lesson() -> serde_json::Value {
    let text = std::fs::read_to_string("static/lessons/01-what-is-check.json").expect("lesson 1");
    let mut lesson: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    lesson["id"] = json!("long-prompt");
    lesson["title"] = json!("A long prompt");
    let long = "Look at the whole board before you answer: where is each king, and which pieces could reach it? "
        .repeat(8);
    lesson["steps"][0]["question"] =
        json!(format!("{long}White to move. Is White's king in check?"));
    lesson
}

#[tokio::test]
async fn a_long_prompt_keeps_its_answer_in_sight_and_the_keys_are_the_pages_own() {
    with_page("#/play", |page| async move {
        let stored = json!([long_prompt_lesson().to_string()]).to_string();
        page.js(
            "localStorage.setItem('check-tutor-imported-lessons', arguments[0]);",
            vec![json!(stored)],
        )
        .await?;
        page.resize(1024, 768).await?;
        page.load("#/present/long-prompt/1", "[data-role=\"present-prompt\"]")
            .await?;
        // Whether the key's default was prevented, seen by a listener after the page's.
        page.js(
            "window.__prevented = []; addEventListener('keydown', \
             e => window.__prevented.push(e.key + ':' + e.defaultPrevented));",
            vec![],
        )
        .await?;
        page.key(Key::Down).await?;
        page.wait_until("window.__prevented.length === 1").await?;
        let scrolled = page
            .js("return document.querySelector('.present-text').scrollTop + scrollY;", vec![])
            .await?;
        assert!(scrolled.as_f64().unwrap_or(0.0) > 0.0, "↓ scrolled nothing");
        page.keys("a").await?;
        page.wait_for("[data-role=\"present-answer\"]").await?;
        page.wait_until(
            "(() => { const r = document.querySelector('[data-role=present-answer]').getBoundingClientRect(); \
             return r.top >= 0 && r.bottom <= innerHeight; })()",
        )
        .await?;
        let prevented = page.js("return window.__prevented;", vec![]).await?;
        assert_eq!(prevented, json!(["ArrowDown:true", "a:true"]));
        page.screenshot("present-long-prompt-answer").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_deleted_lesson_leaves_no_imported_note_behind() {
    with_page("#/play", |page| async move {
        page.load(
            "#/my-lessons",
            "[data-role=\"lesson-import\"]:not([disabled])",
        )
        .await?;
        crate::teacher::choose_lesson_file(&page, "long-prompt", &long_prompt_lesson().to_string())
            .await?;
        page.wait_for("[data-role=\"import-done\"]").await?;
        page.js("window.confirm = () => true;", vec![]).await?;
        page.click_on("[data-role=\"my-lesson-delete\"]").await?;
        page.wait_for("[data-role=\"my-lessons-empty\"]").await?;
        assert!(!page.exists("[data-role=\"import-done\"]").await?);
        Ok(())
    })
    .await;
}

/// The presented board takes moves: a pinned rook's move is refused with the tutor's
/// reason, large; Undo brings the step back. On a question, a tried move gives the
/// answer away neither by marks nor by words.
#[tokio::test]
async fn the_presented_board_takes_moves_and_a_question_keeps_its_answer() {
    with_page("#/play", |page| async move {
        page.resize(1024, 768).await?;
        page.load("#/present/pins/2", "[data-square=\"e3\"][data-piece=\"wR\"]")
            .await?;
        page.click("e3").await?;
        page.click("d3").await?;
        page.wait_for("[data-role=\"present-demo\"][data-reason=\"pinned\"]")
            .await?;
        let said = page.text("[data-role=\"present-demo\"]").await?;
        assert!(said.contains("pinned") && said.contains("e7"), "{said}");
        assert!(page.exists("[data-square=\"e3\"].pinned").await?);
        page.screenshot("present-demo-pinned").await?;
        // A legal move along the pin is played; U (or Undo) takes it back, then the step.
        page.click("e3").await?;
        page.click("e5").await?;
        page.wait_for("[data-square=\"e5\"][data-piece=\"wR\"]").await?;
        page.keys("u").await?;
        page.wait_for("[data-square=\"e3\"][data-piece=\"wR\"]").await?;
        assert!(!page.exists("[data-role=\"present-undo\"]").await?);
        assert!(page.text("[data-role=\"present-where\"]").await?.contains("step 2"));

        // A question about the check: a tried move neither marks nor names it.
        page.set_hash("#/present/what-is-check/1").await?;
        page.wait_until("document.querySelector('[data-role=present-where]')?.textContent.includes('step 1 of')")
            .await?;
        page.click("e1").await?;
        page.click("e2").await?;
        page.wait_for("[data-square=\"e2\"][data-piece=\"wK\"]").await?;
        let said = page.text("[data-role=\"present-demo\"]").await?;
        assert!(said.contains("Show the answer"), "{said}");
        assert!(!said.contains("check"), "{said}");
        page.click_on("[data-role=\"present-undo\"]").await?;
        page.wait_for("[data-square=\"e1\"][data-piece=\"wK\"]").await?;
        assert!(page.squares_with("in-check").await?.is_empty());
        Ok(())
    })
    .await;
}

/// Whether White is at the bottom of the board shown.
async fn white_below(page: &crate::harness::Page) -> Result<bool, crate::harness::Error> {
    let below = page
        .js(
            "const y = s => document.querySelector(`[data-square=\"${s}\"]`).getBoundingClientRect().top; \
             return y('a1') > y('a8');",
            vec![],
        )
        .await?;
    Ok(below.as_bool() == Some(true))
}

/// A watch step that starts with Black to move faces the class as the pupils' boards face
/// it: White at the bottom, unless the lesson chooses Black.
#[tokio::test]
async fn a_watch_step_is_presented_from_the_side_the_lesson_chooses() {
    with_page("#/play", |page| async move {
        page.load("#/present/en-passant-and-check/6", "[data-square=\"a1\"]")
            .await?;
        assert!(white_below(&page).await?, "presented");
        page.load("#/lesson/en-passant-and-check/6", "[data-square=\"a1\"]")
            .await?;
        assert!(white_below(&page).await?, "on the pupil's board");
        // The same step, the lesson choosing Black at the bottom.
        let text =
            std::fs::read_to_string("static/lessons/10-en-passant-and-check.json").expect("lesson");
        let mut lesson: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        lesson["id"] = json!("turned");
        lesson["steps"][5]["orientation"] = json!("black");
        let stored = json!([lesson.to_string()]).to_string();
        page.js(
            "localStorage.setItem('check-tutor-imported-lessons', arguments[0]);",
            vec![json!(stored)],
        )
        .await?;
        page.load("#/present/turned/6", "[data-square=\"a1\"]")
            .await?;
        assert!(!white_below(&page).await?, "presented from Black's side");
        page.load("#/lesson/turned/6", "[data-square=\"a1\"]")
            .await?;
        assert!(!white_below(&page).await?, "the pupil's board too");
        page.js("localStorage.clear();", vec![]).await?;
        Ok(())
    })
    .await;
}
