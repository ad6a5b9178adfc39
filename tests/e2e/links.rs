//! Lessons shared by link (`#/lesson-link?data=<base64url of the lesson JSON>`): played in a
//! browser that has never seen them, refused with their problems when broken, and their
//! text always shown as text.

use crate::harness::{with_page, Error, Page, TestResult};
use serde_json::json;

/// A two-step lesson: give check with the rook, then say whether it is mate.
pub(crate) fn lesson(first_fen: &str) -> String {
    json!({
        "id": "shared-check",
        "title": "A <b>shared</b> lesson",
        "intro": "Made by a teacher.",
        "steps": [
            {"kind": "play", "fen": first_fen, "prompt": "Give check with the rook.",
             "goal": "gives_check", "solution": ["Ra8+"]},
            {"kind": "choose", "fen": "R3k3/8/4K3/8/8/8/8/8 b - - 0 1",
             "question": "Black to move. Is it mate?", "about": "status",
             "answers": [{"text": "Checkmate", "value": "checkmate"},
                         {"text": "Neither", "value": "ongoing"}]}
        ]
    })
    .to_string()
}

/// Opens the link to `lesson_json` (encoded by the browser itself) and waits for `selector`.
pub(crate) async fn open_link(page: &Page, lesson_json: &str, selector: &str) -> TestResult {
    let data = page
        .js(
            "return btoa(unescape(encodeURIComponent(arguments[0]))) \
               .replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');",
            vec![json!(lesson_json)],
        )
        .await?;
    let data = data.as_str().ok_or("base64url text")?.to_string();
    page.client().goto("about:blank").await?;
    page.client()
        .goto(&page.url(&format!("#/lesson-link?data={data}")))
        .await?;
    page.wait_for(selector).await
}

#[tokio::test]
async fn a_lesson_link_opens_and_is_finished_in_a_browser_that_never_saw_it() {
    with_page("#/play", |page| async move {
        open_link(
            &page,
            &lesson("4k3/8/4K3/8/8/8/8/R7 w - - 0 1"),
            "[data-square]",
        )
        .await?;
        // The title is text, never markup.
        assert!(page.text("h1").await?.contains("A <b>shared</b> lesson"));
        assert!(!page.exists("h1 b").await?);
        page.click("a1").await?;
        page.click("a8").await?;
        page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"success\"]")
            .await?;
        page.click_on("[data-role=\"lesson-next\"]").await?;
        page.wait_for("[data-answer=\"0\"]").await?;
        assert!(page
            .js("return location.hash;", vec![])
            .await?
            .as_str()
            .unwrap_or_default()
            .contains("step=2"));
        page.click_on("[data-answer=\"0\"]").await?;
        page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"success\"]")
            .await?;
        page.wait_for("[data-role=\"lesson-end\"]").await?;
        page.screenshot("lesson-link-finished").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_lesson_link_with_an_impossible_position_is_refused_with_its_problem_named() {
    with_page("#/play", |page| async move {
        // Black, who has just moved, stands in check from the rook on a8.
        let broken = lesson("R3k3/8/4K3/8/8/8/8/8 w - - 0 1");
        open_link(&page, &broken, "[data-role=\"link-problems\"]").await?;
        let said = page.text("[data-role=\"link-problems\"]").await?;
        assert!(said.contains("step 1"), "{said}");
        assert!(said.contains("cannot arise"), "{said}");
        assert_eq!(page.count("[data-square]").await?, 0);
        // A link that is not base64url at all says so.
        page.client().goto("about:blank").await?;
        page.client()
            .goto(&page.url("#/lesson-link?data=%21%21%21"))
            .await?;
        page.wait_for("[data-role=\"link-problems\"]").await?;
        assert!(page
            .text("[data-role=\"link-problems\"]")
            .await?
            .contains("damaged"));
        Ok(())
    })
    .await;
}

/// Lesson 1 with its steps repeated until the lesson's JSON is at least `bytes` long: a long
/// lesson that still passes the lint. Also returns the first step's prompt.
fn long_lesson(bytes: usize) -> Result<(String, String), Error> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/static/lessons/01-what-is-check.json"
    );
    let mut lesson: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path)?)?;
    let steps = lesson["steps"]
        .as_array()
        .ok_or("lesson 1 has steps")?
        .clone();
    let first = &steps[0];
    let prompt = first["question"]
        .as_str()
        .or_else(|| first["prompt"].as_str())
        .ok_or("the first step asks something")?
        .to_string();
    lesson["id"] = json!("long-shared");
    let mut all = steps.clone();
    while lesson.to_string().len() < bytes {
        all.extend(steps.iter().cloned());
        lesson["steps"] = json!(all);
    }
    Ok((lesson.to_string(), prompt))
}

#[tokio::test]
async fn a_long_lesson_link_opens_at_its_first_step() {
    with_page("#/play", |page| async move {
        // About 300 KB of lesson: a link of about 400 KB.
        let (lesson, prompt) = long_lesson(300_000)?;
        open_link(&page, &lesson, "[data-role=\"lesson-prompt\"]").await?;
        assert_eq!(page.text("[data-role=\"lesson-prompt\"]").await?, prompt);
        let href = page.js("return location.href.length;", vec![]).await?;
        assert!(href.as_u64().unwrap_or_default() > 400_000, "{href}");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_lesson_link_over_the_size_limit_is_refused_and_the_app_goes_on() {
    with_page("#/play", |page| async move {
        // Over 1,000 KB of lesson, the most a lesson file may hold too.
        let (lesson, _) = long_lesson(1_050_000)?;
        open_link(&page, &lesson, "[data-role=\"link-problems\"]").await?;
        let said = page.text("[data-role=\"link-problems\"]").await?;
        assert!(said.contains("at most 1000 KB"), "{said}");
        assert_eq!(page.count("[data-square]").await?, 0);
        page.screenshot("lesson-link-too-big").await?;
        // The app goes on: the way to the lessons works, and so does a lesson.
        page.click_on("[data-role=\"link-problems\"] ~ p a").await?;
        page.wait_for("[data-role=\"lesson-list\"]").await?;
        page.click_on("[data-lesson=\"what-is-check\"] a").await?;
        page.wait_for("[data-role=\"lesson-prompt\"]").await?;
        Ok(())
    })
    .await;
}
