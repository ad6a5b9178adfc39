//! The site's two builds of the app (`src/ui/teacher.rs`): each address starts exactly one,
//! a learner's page never downloads the teacher's, and moving between them works both ways.

use crate::harness::{with_page, Page, TestResult};
use serde_json::json;

/// The wasm files this page load fetched (file names only).
async fn wasm_fetched(page: &Page) -> Result<Vec<String>, crate::harness::Error> {
    let value = page
        .js(
            "return performance.getEntriesByType('resource').map((e) => e.name)
               .filter((n) => n.endsWith('.wasm')).map((n) => n.split('/').pop());",
            vec![],
        )
        .await?;
    Ok(serde_json::from_value(value)?)
}

/// Fails unless the page fetched exactly one build of the app, the teacher's if `teacher`.
async fn expect_build(page: &Page, address: &str, teacher: bool) -> TestResult {
    let wasm = wasm_fetched(page).await?;
    let want = if teacher { "teacher's" } else { "learner's" };
    if wasm.len() != 1 || wasm[0].contains("check-tutor-teacher") != teacher {
        return Err(format!("{address}: expected only the {want} build, fetched {wasm:?}").into());
    }
    Ok(())
}

#[tokio::test]
async fn each_address_starts_one_build_and_learners_never_fetch_the_teachers() {
    with_page("#/play", |page| async move {
        let fen = "fen=4k3%2F8%2F8%2F8%2F8%2F8%2F8%2F4K3%20w%20-%20-%200%201";
        let cases = [
            ("#/", "[data-role=start]", false),
            ("#/play", "[data-square]", false),
            ("#/lessons", "[data-lesson]", false),
            ("#/practice", "[data-square]", false),
            ("#/lesson/what-is-check/1", "[data-square]", false),
            (
                &format!("#/editor?{fen}") as &str,
                "[data-role=verdict]",
                true,
            ),
            ("#editor", "[data-role=verdict]", true),
            ("#/builder", "[data-role=builder-title]", true),
            ("#/builder/preview/1", "main h1", true),
        ];
        for (address, ready, teacher) in cases {
            page.load(address, ready).await?;
            expect_build(&page, address, teacher).await?;
        }
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_link_to_the_editor_opens_the_teachers_build_and_back_returns_to_play() {
    with_page(
        "#/play?fen=4k3%2F8%2F8%2F8%2F8%2F8%2F8%2F4K3%20w%20-%20-%200%201",
        |page| async move {
            page.wait_for("[data-square=\"e1\"][data-piece=\"wK\"]")
                .await?;
            expect_build(&page, "#/play", false).await?;
            // The editor link in the top bar carries the position.
            page.click_on("nav a[href^=\"#/editor\"]").await?;
            page.wait_for("[data-role=verdict]").await?;
            page.wait_for("[data-square=\"e8\"][data-piece=\"bK\"]")
                .await?;
            expect_build(&page, "#/editor", true).await?;
            let left = page
                .js(
                    "return sessionStorage.getItem('check-tutor-switching');",
                    vec![],
                )
                .await?;
            if !left.is_null() {
                return Err(format!("the switch left its mark behind: {left}").into());
            }
            // Back to play: the teacher's build has every page, so nothing is loaded again.
            page.client().back().await?;
            page.wait_for("[data-square=\"e1\"][data-piece=\"wK\"]")
                .await?;
            page.wait_until("!document.querySelector('[data-role=verdict]')")
                .await?;
            expect_build(&page, "#/play after back", true).await?;
            Ok(())
        },
    )
    .await;
}

#[tokio::test]
async fn a_switch_that_comes_back_to_the_learners_build_says_so_instead_of_looping() {
    with_page("#/play", |page| async move {
        // As if the loader had started the learner's build again after a switch to #/builder.
        page.js(
            "sessionStorage.setItem('check-tutor-switching', arguments[0]);",
            vec![json!("#/builder")],
        )
        .await?;
        page.set_hash("#/builder").await?;
        page.wait_for("[data-role=switch-failed]").await?;
        let text = page.text("[data-role=switch-failed]").await?;
        if !text.contains("Reload the page") {
            return Err(format!("unexpected message: {text}").into());
        }
        page.screenshot("switch-failed").await?;
        page.resize(390, 844).await?;
        page.screenshot("switch-failed-390").await?;
        expect_build(&page, "#/builder (stuck)", false).await?;
        Ok(())
    })
    .await;
}
