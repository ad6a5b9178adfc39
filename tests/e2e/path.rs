//! A newcomer's path: the front page and where it leads, and addresses that lead nowhere.

use crate::harness::{with_page, Page, TestResult};
use serde_json::json;

/// Loads a page that has no board (the harness's `goto` waits for one) and waits for
/// `selector`.
async fn open(page: &Page, path: &str, selector: &str) -> TestResult {
    page.client().goto("about:blank").await?;
    page.client().goto(&page.url(path)).await?;
    page.wait_for(selector).await
}

#[tokio::test]
async fn the_front_page_starts_with_lesson_one_then_continues_where_the_learner_left_off() {
    with_page("#/play", |page| async move {
        open(&page, "", "[data-role=\"start\"]").await?;
        let href = page.attr("[data-role=\"start\"]", "href").await?;
        assert_eq!(href.as_deref(), Some("#/lesson/what-is-check/1"));
        assert!(page.text("h1").await?.contains("check"));
        page.screenshot("front-page").await?;

        // Two steps of lesson 1 done: the start link carries on at step 3.
        page.js(
            "localStorage.setItem('check-tutor-progress', arguments[0]);",
            vec![json!(r#"{"version":1,"done":{"what-is-check":[1,2]}}"#)],
        )
        .await?;
        open(&page, "#/", "[data-role=\"start\"]").await?;
        let href = page.attr("[data-role=\"start\"]", "href").await?;
        assert_eq!(href.as_deref(), Some("#/lesson/what-is-check/3"));
        assert!(page
            .text("[data-role=\"start\"]")
            .await?
            .starts_with("Continue"));

        // The logo leads home from any page.
        page.set_hash("#/lessons").await?;
        page.wait_for("[data-role=\"lesson-list\"]").await?;
        page.click_on(".topbar .brand").await?;
        page.wait_for("[data-role=\"start\"]").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_damaged_link_says_so_and_an_unknown_address_is_not_found() {
    with_page("#/play?fen=%%%", |page| async move {
        page.wait_for("[data-role=\"link-error\"]").await?;
        assert!(page
            .text("[data-role=\"link-error\"]")
            .await?
            .contains("damaged"));
        page.set_hash("#/no-such-page").await?;
        page.wait_for("[data-role=\"not-found\"]").await?;
        assert_eq!(
            page.count("[data-square]").await?,
            0,
            "no stale board is left"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn on_a_phone_the_feedback_comes_into_view_after_an_answer() {
    // A lesson question at 390 x 844: the answers and the feedback sit under the board.
    let (lessons, _) = check_tutor::lessons::catalog::builtin();
    let (lesson, n) = lessons
        .iter()
        .find_map(|l| {
            l.steps
                .iter()
                .position(|s| matches!(s, check_tutor::lessons::Step::Choose { .. }))
                .map(|i| (l.id.clone(), i + 1))
        })
        .expect("a question step");
    with_page(&format!("#/lesson/{lesson}/{n}"), |page| async move {
        page.resize(390, 844).await?;
        page.js("window.scrollTo(0, 0);", vec![]).await?;
        page.click_on("[data-answer=\"0\"]").await?;
        page.wait_for("[data-role=\"lesson-feedback\"]").await?;
        page.wait_until(
            "(() => { const r = document.querySelector('[data-role=lesson-feedback]') \
               .getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight + 2; })()",
        )
        .await?;
        page.screenshot("phone-feedback").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn after_a_page_change_the_focus_is_on_the_new_heading_and_the_title_follows() {
    with_page("#/play", |page| async move {
        assert_eq!(
            page.js("return document.title;", vec![]).await?,
            json!("Play – Check Tutor")
        );
        page.set_hash("#/lessons").await?;
        page.wait_for("[data-role=\"lesson-list\"]").await?;
        page.wait_until("document.activeElement.tagName === 'H1'")
            .await?;
        assert_eq!(page.text("h1").await?, "Lessons");
        page.click_on("[data-lesson] a").await?;
        page.wait_until("document.activeElement.tagName === 'H1' && /step 1 of/.test(document.activeElement.textContent)")
            .await?;
        let title = page.js("return document.title;", vec![]).await?;
        assert!(title.as_str().unwrap_or_default().contains("step 1 of"), "{title}");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn moves_and_refusals_are_spoken_by_the_one_live_region() {
    with_page(
        "#/play?fen=4k3%2F4r3%2F8%2F8%2F8%2F8%2F4B3%2F4K3%20w%20-%20-%200%201",
        |page| async move {
            // Present from the first load, and polite.
            assert_eq!(
                page.attr("[data-role=\"announcer\"]", "aria-live").await?.as_deref(),
                Some("polite")
            );
            page.click("e2").await?;
            page.click("d3").await?;
            page.wait_until("document.querySelector('[data-role=announcer]').textContent.includes('pin')")
                .await?;
            page.click("e1").await?;
            page.click("d1").await?;
            page.wait_until("(document.querySelector('[data-role=announcer]').lastElementChild?.textContent || '').startsWith('White king from e1 to d1')")
                .await?;
            Ok(())
        },
    )
    .await;
}
