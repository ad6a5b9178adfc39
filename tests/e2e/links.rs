//! Lessons shared by link (`#/lesson-link?data=<base64url of the lesson JSON>`): played in a
//! browser that has never seen them, refused with their problems when broken, and their
//! text always shown as text.

use crate::harness::{with_page, Page, TestResult};
use serde_json::json;

/// A two-step lesson: give check with the rook, then say whether it is mate.
fn lesson(first_fen: &str) -> String {
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
async fn open_link(page: &Page, lesson_json: &str, selector: &str) -> TestResult {
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
