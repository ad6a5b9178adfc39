//! What the browser keeps: the app works where storage is switched off, two tabs never
//! erase each other's records and each shows what the other saved, and the builder's draft
//! is never overwritten by a link or lost when it cannot be read.

use crate::harness::{square, with_page, with_prefs, Error, Page, TestResult};
use crate::lessons::finish_step;
use fantoccini::wd::WindowHandle;
use serde_json::{json, Value};

/// Chromium's setting that blocks every site's cookies and storage.
fn storage_blocked() -> Value {
    json!({ "profile.default_content_setting_values.cookies": 2 })
}

async fn stored(page: &Page, key: &str) -> Result<Value, Error> {
    let text = page
        .js(
            "return localStorage.getItem(arguments[0]);",
            vec![json!(key)],
        )
        .await?;
    Ok(match text.as_str() {
        Some(t) => serde_json::from_str(t)?,
        None => Value::Null,
    })
}

/// Opens a second window (a tab) at `path` and leaves the driver in it.
async fn second_tab(page: &Page, path: &str) -> Result<WindowHandle, Error> {
    let tab = page.client().new_window(true).await?;
    page.client().switch_to_window(tab.handle.clone()).await?;
    page.client().goto(&page.url(path)).await?;
    Ok(tab.handle)
}

async fn wait_done(page: &Page, step: usize) -> TestResult {
    page.wait_for(&format!(".steps li:nth-child({step}).done"))
        .await
}

#[tokio::test]
async fn with_site_storage_blocked_every_page_starts_and_works_without_saving() {
    with_prefs("#/play", storage_blocked(), |page| async move {
        let blocked = page
            .js(
                "try { localStorage.length; return false; } catch (e) { return true; }",
                vec![],
            )
            .await?;
        assert_eq!(blocked, json!(true), "the profile really blocks storage");
        for (path, ready) in [
            ("#/play", square("e2")),
            ("/", "[data-role=\"start\"]".to_string()),
            ("#/lessons", "[data-role=\"lesson-list\"]".to_string()),
            ("#/practice", "[data-role=\"exercise\"]".to_string()),
            ("#/progress", "main h1".to_string()),
            ("#/questions", "[data-role=\"questions\"]".to_string()),
            ("#/editor", "[data-role=\"verdict\"]".to_string()),
            ("#/builder", "[data-role=\"builder-title\"]".to_string()),
        ] {
            page.load(path, &ready).await?;
        }
        // A lesson works, says that nothing is kept, and marks the step done for this visit.
        page.load("#/lesson/what-is-check/1", ".steps").await?;
        let notice = page.text("[data-role=\"progress-notice\"]").await?;
        assert!(notice.contains("switched off"), "{notice}");
        finish_step(&page, "what-is-check", 1).await?;
        wait_done(&page, 1).await?;
        page.screenshot("storage-blocked-lesson").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn local_storage_that_throws_on_access_leaves_the_app_working() {
    with_page("#/play", |page| async move {
        page.cdp(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": "Object.defineProperty(window, 'localStorage', { get() { \
                throw new DOMException('The user denied storage.', 'SecurityError'); } });" }),
        )
        .await?;
        page.load("#/lesson/what-is-check/1", ".steps").await?;
        let notice = page.text("[data-role=\"progress-notice\"]").await?;
        assert!(notice.contains("switched off"), "{notice}");
        finish_step(&page, "what-is-check", 1).await?;
        wait_done(&page, 1).await?;
        page.load("#/builder", "[data-role=\"builder-title\"]")
            .await?;
        page.fill("[data-role=\"builder-title\"]", "Kept in memory")
            .await?;
        page.wait_for("[data-role=\"builder-notice\"]").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn two_tabs_keep_each_others_lesson_progress_and_show_it() {
    with_page("#/lesson/what-is-check/1", |page| async move {
        page.wait_for(".steps").await?;
        let a = page.client().window().await?;
        // Both tabs are open before either saves.
        second_tab(&page, "#/lesson/what-is-check/2").await?;
        page.wait_for(".steps").await?;
        let b = page.client().window().await?;

        page.client().switch_to_window(a.clone()).await?;
        finish_step(&page, "what-is-check", 1).await?;
        page.client().switch_to_window(b.clone()).await?;
        // Tab B shows step 1 done without a reload, then saves step 2 beside it.
        wait_done(&page, 1).await?;
        finish_step(&page, "what-is-check", 2).await?;
        wait_done(&page, 2).await?;
        let progress = stored(&page, "check-tutor-progress").await?;
        assert_eq!(
            progress["done"]["what-is-check"],
            json!([1, 2]),
            "{progress}"
        );

        page.client().switch_to_window(a).await?;
        wait_done(&page, 2).await?;
        page.client()
            .goto(&page.url("#/lesson/what-is-check/3"))
            .await?;
        page.wait_for(".steps").await?;
        finish_step(&page, "what-is-check", 3).await?;
        wait_done(&page, 3).await?;
        let progress = stored(&page, "check-tutor-progress").await?;
        assert_eq!(
            progress["done"]["what-is-check"],
            json!([1, 2, 3]),
            "{progress}"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn two_tabs_keep_each_others_practice_record() {
    const PINNED: &str = "#/play?fen=4k3%2F4r3%2F8%2F8%2F8%2F8%2F4B3%2F4K3%20w%20-%20-%200%201";
    const KING_INTO_CHECK: &str =
        "#/play?fen=4k3%2F8%2F8%2F8%2F8%2F8%2F3r4%2F4K3%20w%20-%20-%200%201";
    with_page(PINNED, |page| async move {
        page.wait_for(&square("e2")).await?;
        let a = page.client().window().await?;
        second_tab(&page, KING_INTO_CHECK).await?;
        page.wait_for(&square("e1")).await?;
        let b = page.client().window().await?;

        page.client().switch_to_window(a.clone()).await?;
        page.click("e2").await?;
        page.click("d3").await?;
        page.wait_for("[data-role=\"explanation\"][data-reason=\"pinned\"]")
            .await?;
        page.client().switch_to_window(b).await?;
        page.click("e1").await?;
        page.click("f2").await?;
        page.wait_for("[data-role=\"explanation\"][data-reason=\"king_into_check\"]")
            .await?;
        let practice = stored(&page, "check-tutor-practice").await?;
        // Each tab's refused move is kept (a move tried in Play, not a failure).
        for concept in ["pinned", "king_into_check"] {
            assert!(practice["concepts"][concept].is_object(), "{practice}");
            assert_eq!(
                practice["concepts"][concept]["mistakes"],
                json!(0),
                "{practice}"
            );
        }
        // Tab A's progress page shows both, read from what B saved.
        page.client().switch_to_window(a).await?;
        page.set_hash("#/progress").await?;
        page.wait_for("[data-concept=\"king_into_check\"]").await?;
        assert!(page.exists("[data-concept=\"pinned\"]").await?);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn two_tabs_share_my_lessons_and_the_builder_draft() {
    with_page("#/play", |page| async move {
        // A draft with nothing wrong, so that it can be saved.
        page.js(
            "localStorage.setItem(arguments[0], arguments[1]);",
            vec![json!(DRAFT), json!(draft_on("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"))],
        )
        .await?;
        page.load("#/builder", "[data-role=\"builder-title\"]").await?;
        let a = page.client().window().await?;
        second_tab(&page, "#/builder").await?;
        page.wait_for("[data-role=\"builder-title\"]").await?;
        let b = page.client().window().await?;

        // A title typed in tab A shows in tab B.
        page.client().switch_to_window(a.clone()).await?;
        page.fill("[data-role=\"builder-title\"]", "Checks by the rook")
            .await?;
        page.client().switch_to_window(b.clone()).await?;
        page.wait_until(
            "document.querySelector('[data-role=\"builder-title\"]').value === 'Checks by the rook'",
        )
        .await?;
        // Showing it does not store it again: an older echo would undo the last keys typed.
        page.js("return new Promise(r => setTimeout(r, 300));", vec![])
            .await?;
        assert_eq!(
            stored(&page, DRAFT).await?["lesson"]["title"],
            "Checks by the rook"
        );

        // A lesson saved in each tab: My lessons keeps both.
        page.click_on("[data-role=\"builder-save\"]").await?;
        page.wait_for("[data-role=\"builder-saved\"]").await?;
        page.client().switch_to_window(a).await?;
        page.fill("[data-role=\"builder-title\"]", "Checks by the queen")
            .await?;
        page.click_on("[data-role=\"builder-save\"]").await?;
        page.wait_for("[data-role=\"builder-saved\"]").await?;
        let mine = stored(&page, "check-tutor-imported-lessons").await?;
        let titles: Vec<String> = mine
            .as_array()
            .ok_or("a list")?
            .iter()
            .filter_map(|t| serde_json::from_str::<Value>(t.as_str()?).ok())
            .filter_map(|l| l["title"].as_str().map(str::to_string))
            .collect();
        assert!(titles.contains(&"Checks by the rook".to_string()), "{titles:?}");
        assert!(titles.contains(&"Checks by the queen".to_string()), "{titles:?}");
        page.client().switch_to_window(b).await?;
        page.set_hash("#/lessons").await?;
        page.wait_for("[data-lesson=\"checks-by-the-queen\"]").await?;
        assert!(page.exists("[data-lesson=\"checks-by-the-rook\"]").await?);
        Ok(())
    })
    .await;
}

const DRAFT: &str = "check-tutor-builder-draft";

/// A draft with one play step on `fen` and a prompt of the teacher's own.
fn draft_on(fen: &str) -> String {
    json!({"v": 1, "selected": 0, "lesson": {"id": "my-work", "title": "My work", "intro": "",
        "steps": [{"kind": "play", "fen": fen, "prompt": "Give check with the rook.",
                   "goal": "gives_check"}]}})
    .to_string()
}

#[tokio::test]
async fn a_builder_link_never_overwrites_a_step_without_asking() {
    const WORK: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    with_page("#/play", |page| async move {
        page.js(
            "localStorage.setItem(arguments[0], arguments[1]);",
            vec![json!(DRAFT), json!(draft_on(WORK))],
        )
        .await?;
        // An unreadable FEN is refused with its problem; the draft is untouched.
        page.load("#/builder?fen=x", "[data-role=\"builder-notice\"]")
            .await?;
        let said = page.text("[data-role=\"builder-notice\"]").await?;
        assert!(said.contains("cannot be used"), "{said}");
        assert!(said.contains("not a FEN"), "{said}");
        assert_eq!(
            stored(&page, DRAFT).await?["lesson"]["steps"][0]["fen"],
            WORK
        );
        page.wait_until("location.hash === '#/builder'").await?;

        // A readable one asks first; leaving it keeps the step as it was.
        let other = "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1";
        let link = format!(
            "#/builder?fen={}",
            other.replace(' ', "%20").replace('/', "%2F")
        );
        page.load(&link, "[data-role=\"builder-fen-offer\"]")
            .await?;
        page.screenshot("builder-fen-offer").await?;
        page.resize(390, 844).await?;
        page.screenshot("builder-fen-offer-phone").await?;
        page.resize(1024, 768).await?;
        page.screenshot("builder-fen-offer-1024").await?;
        assert_eq!(
            stored(&page, DRAFT).await?["lesson"]["steps"][0]["fen"],
            WORK
        );
        page.click_on("[data-role=\"fen-keep\"]").await?;
        page.wait_until("!document.querySelector('[data-role=\"builder-fen-offer\"]')")
            .await?;
        assert_eq!(
            stored(&page, DRAFT).await?["lesson"]["steps"][0]["fen"],
            WORK
        );

        // Added as a new step: both positions are kept.
        page.load(&link, "[data-role=\"builder-fen-offer\"]")
            .await?;
        page.click_on("[data-role=\"fen-add\"]").await?;
        page.wait_for_count("[data-builder-step]", 2).await?;
        let steps = stored(&page, DRAFT).await?["lesson"]["steps"].clone();
        assert_eq!(steps[0]["fen"], WORK);
        assert_eq!(steps[1]["fen"], other);

        // Step 2 is on that position already, so nothing is asked; step 1 is replaced on
        // request.
        page.click_on("[data-builder-step=\"1\"] [data-role=\"step-select\"]")
            .await?;
        page.wait_until(
            "JSON.parse(localStorage.getItem('check-tutor-builder-draft')).selected === 0",
        )
        .await?;
        page.load(&link, "[data-role=\"builder-fen-offer\"]")
            .await?;
        page.click_on("[data-role=\"fen-replace\"]").await?;
        page.wait_until("!document.querySelector('[data-role=\"builder-fen-offer\"]')")
            .await?;
        assert_eq!(
            stored(&page, DRAFT).await?["lesson"]["steps"][0]["fen"],
            other
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn an_unreadable_draft_is_said_kept_and_offered_as_a_download() {
    let broken = "{\"v\": 1, \"lesson\": {\"title\": \"Half a lesson\", \"steps\": [";
    with_page("#/play", |page| async move {
        page.js(
            "localStorage.setItem(arguments[0], arguments[1]);",
            vec![json!(DRAFT), json!(broken)],
        )
        .await?;
        page.load("#/builder", "[data-role=\"draft-unreadable\"]")
            .await?;
        page.screenshot("builder-draft-unreadable").await?;
        page.resize(390, 844).await?;
        page.screenshot("builder-draft-unreadable-phone").await?;
        // Work on the new draft does not lose the old text, even across a reload.
        page.fill("[data-role=\"builder-title\"]", "A new start")
            .await?;
        page.load("#/builder", "[data-role=\"draft-unreadable\"]")
            .await?;
        let kept = page
            .js(
                "return localStorage.getItem('check-tutor-builder-draft-unreadable');",
                vec![],
            )
            .await?;
        assert_eq!(kept, json!(broken));
        // The download holds the old text as it was.
        let saved = page
            .download_of("[data-role=\"draft-unreadable-download\"]")
            .await?;
        assert_eq!(saved, broken);
        page.click_on("[data-role=\"draft-unreadable-dismiss\"]")
            .await?;
        page.wait_until("!document.querySelector('[data-role=\"draft-unreadable\"]')")
            .await?;
        let kept = page
            .js(
                "return localStorage.getItem('check-tutor-builder-draft-unreadable');",
                vec![],
            )
            .await?;
        assert_eq!(kept, Value::Null);
        Ok(())
    })
    .await;
}
