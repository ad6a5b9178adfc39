//! The helper worker when it fails in the ways a fault-finder found: its start-up script
//! missing (a plain `Event`, no `ErrorEvent`, as on a first visit gone offline), a worker
//! that never answers, and one that answers nonsense. A game and practice each say so with
//! Try again; nothing waits for ever.

use crate::harness::{dist, with_site, Page, TestResult};
use crate::offline::TempSite;
use crate::versus::{start_game, type_move, PLIES, THINKING};

/// A copy of the site whose `engine-worker.js` is `script`, or is gone (`None`).
fn site_with_worker_script(name: &str, script: Option<&str>) -> TempSite {
    let site = TempSite::copy_of(&dist(), name).expect("a copy of dist");
    let path = site.0.join("engine-worker.js");
    match script {
        Some(text) => std::fs::write(&path, text).expect("written"),
        None => std::fs::remove_file(&path).expect("removed"),
    }
    site
}

/// A worker that starts and then never says a word.
const SILENT: &str = "addEventListener('message', () => {});";
/// A worker that says it is ready, then answers every request with nonsense.
const NONSENSE: &str = "let first = true; addEventListener('message', () => { \
     postMessage(first ? 'ready' : 'bogus 7 ???'); first = false; });";

/// Patience of 1.5 s for the worker, set before any worker starts on this page.
async fn impatient(page: &Page) -> TestResult {
    page.js("window.checkTutorWorkerPatience = 1500;", vec![])
        .await?;
    Ok(())
}

/// A game whose computer cannot play: the error box with Try again comes, no "thinking"
/// line stays, and the learner may move for the computer.
async fn game_reports_the_worker(page: &Page) -> TestResult {
    page.load("/#/play", "[data-role=\"vs-open\"]").await?;
    impatient(page).await?;
    start_game(page, "black", 1).await?;
    page.wait_for("[data-role=\"engine-error\"]").await?;
    assert!(page.exists("[data-role=\"engine-retry\"]").await?);
    page.wait_until(&format!("!document.querySelector('{THINKING}')"))
        .await?;
    type_move(page, "e2e4").await?;
    page.wait_for_count(PLIES, 1).await?;
    Ok(())
}

/// Practice that cannot get its exercise: the error box with Try again, not "Preparing".
async fn practice_reports_the_worker(page: &Page) -> TestResult {
    page.load("/#/play", "[data-role=\"vs-open\"]").await?;
    impatient(page).await?;
    page.set_hash("#/practice?kind=legal&seed=5&level=1")
        .await?;
    page.wait_for("[data-role=\"exercise-error\"]").await?;
    assert!(!page.exists("[data-role=\"exercise-waiting\"]").await?);
    assert!(page.exists("[data-role=\"exercise-retry\"]").await?);
    Ok(())
}

#[tokio::test]
async fn a_missing_worker_script_is_reported_in_a_game_and_in_practice() {
    let site = site_with_worker_script("no-worker-script", None);
    let root = site.0.clone();
    let script = root.join("engine-worker.js");
    with_site(&root, |page| async move {
        game_reports_the_worker(&page).await?;
        let details = page.text("[data-role=\"engine-error\"] details").await?;
        assert!(details.contains("could not be loaded"), "{details}");
        page.screenshot("worker-script-missing").await?;
        // The page's own thread threw nothing on the way.
        practice_reports_the_worker(&page).await?;
        // With the script back, Try again makes the exercise.
        std::fs::copy(dist().join("engine-worker.js"), &script)?;
        page.click_on("[data-role=\"exercise-retry\"]").await?;
        page.wait_for("[data-role=\"exercise\"]").await?;
        Ok(())
    })
    .await;
    drop(site);
}

#[tokio::test]
async fn a_worker_that_never_answers_is_reported_after_its_patience() {
    let site = site_with_worker_script("silent-worker", Some(SILENT));
    let root = site.0.clone();
    with_site(&root, |page| async move {
        game_reports_the_worker(&page).await?;
        let details = page.text("[data-role=\"engine-error\"] details").await?;
        assert!(details.contains("no answer in 2 seconds"), "{details}");
        practice_reports_the_worker(&page).await?;
        Ok(())
    })
    .await;
    drop(site);
}

#[tokio::test]
async fn a_worker_that_answers_nonsense_is_reported() {
    let site = site_with_worker_script("nonsense-worker", Some(NONSENSE));
    let root = site.0.clone();
    with_site(&root, |page| async move {
        practice_reports_the_worker(&page).await?;
        game_reports_the_worker(&page).await?;
        let details = page.text("[data-role=\"engine-error\"] details").await?;
        assert!(details.contains("unexpected"), "{details}");
        Ok(())
    })
    .await;
    drop(site);
}

/// A first visit that goes offline before the service worker kept the worker's script:
/// the script cannot be fetched, and a game and practice say so.
#[tokio::test]
async fn a_first_visit_gone_offline_reports_the_worker_it_cannot_fetch() {
    with_site(&dist(), |page| async move {
        // Nothing is kept on this visit: the service worker never registers.
        page.cdp(
            "Page.addScriptToEvaluateOnNewDocument",
            serde_json::json!({ "source":
                "Object.defineProperty(navigator, 'serviceWorker', { value: undefined });" }),
        )
        .await?;
        page.load("/#/play", "[data-role=\"vs-open\"]").await?;
        assert!(page
            .js("return navigator.serviceWorker === undefined;", vec![])
            .await?
            .as_bool()
            .unwrap_or(false));
        crate::offline::go_offline(&page).await?;
        impatient(&page).await?;
        start_game(&page, "black", 1).await?;
        page.wait_for("[data-role=\"engine-error\"]").await?;
        page.set_hash("#/practice?kind=legal&seed=5&level=1")
            .await?;
        page.wait_for("[data-role=\"exercise-error\"]").await?;
        Ok(())
    })
    .await;
}
