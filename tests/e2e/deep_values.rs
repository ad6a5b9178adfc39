//! JSON nested 10,000 levels deep, wherever the app reads JSON: each stored record, a
//! lesson link and an imported file. The page never dies: the value is refused in one
//! sentence, a stored one is set aside (`<key>-unreadable`), and every later visit starts.

use crate::builder::base64url;
use crate::harness::{with_page, Page, TestResult};
use serde_json::json;

/// An array inside an array, 10,000 times over.
fn deep() -> String {
    format!("{}{}", "[".repeat(10_000), "]".repeat(10_000))
}

/// A lesson whose title holds an object 10,000 levels deep.
fn deep_lesson() -> String {
    format!(
        r#"{{"id": "deep", "title": {}1{}, "intro": "", "steps": []}}"#,
        r#"{"a":"#.repeat(10_000),
        "}".repeat(10_000)
    )
}

/// The app is alive: the front page shows its start button.
async fn starts(page: &Page) -> TestResult {
    page.load("#/", "[data-role=\"start\"]").await
}

#[tokio::test]
async fn a_deep_value_in_any_stored_key_is_set_aside_and_the_app_still_starts() {
    with_page("#/play", |page| async move {
        let keys = [
            ("check-tutor-progress", "#/lessons", "[data-role=\"progress-notice\"]"),
            ("check-tutor-practice", "#/progress", "[data-role=\"progress-notice\"]"),
            (
                "check-tutor-imported-lessons",
                "#/lessons",
                "[data-role=\"progress-notice\"]",
            ),
        ];
        for (key, path, notice) in keys {
            page.js(
                "localStorage.clear(); localStorage.setItem(arguments[0], arguments[1]);",
                vec![json!(key), json!(deep())],
            )
            .await?;
            page.load(path, notice).await?;
            // The damaged text is kept aside, and what the app stores now reads.
            let aside = page
                .js(
                    "return (localStorage.getItem(arguments[0] + '-unreadable') || '').length;",
                    vec![json!(key)],
                )
                .await?;
            assert_eq!(aside.as_u64(), Some(20_000), "{key} set aside");
            starts(&page).await?;
            starts(&page).await?;
        }
        // The builder's draft, too.
        page.js(
            "localStorage.clear(); localStorage.setItem('check-tutor-builder-draft', arguments[0]);",
            vec![json!(deep())],
        )
        .await?;
        page.load("#/builder", "[data-role=\"draft-unreadable\"]")
            .await?;
        page.js("localStorage.clear();", vec![]).await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_deep_lesson_in_a_link_or_a_file_is_refused_in_one_sentence() {
    with_page("#/play", |page| async move {
        let link = format!("#/lesson-link?data={}", base64url(deep_lesson().as_bytes()));
        page.load(&link, "[data-role=\"link-problems\"]").await?;
        let said = page.text("[data-role=\"link-problems\"]").await?;
        assert!(said.contains("nested more than 64 levels"), "{said}");

        crate::teacher::choose_lesson_file(&page, "deep", &deep_lesson()).await?;
        page.wait_for("[data-role=\"import-errors\"]").await?;
        let said = page.text("[data-role=\"import-errors\"]").await?;
        assert!(said.contains("nested more than 64 levels"), "{said}");
        // The page goes on working.
        starts(&page).await?;
        Ok(())
    })
    .await;
}
