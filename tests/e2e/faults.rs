//! The faults a fault-finder found (full storage, stale imports, a throttled address bar, a
//! drag with two fingers), each with the test that would have caught it.

use crate::harness::{with_page, Page, TestResult};
use serde_json::json;

/// Loads `path` fresh and waits for `selector` (for pages without a board).
async fn open(page: &Page, path: &str, selector: &str) -> TestResult {
    page.client().goto("about:blank").await?;
    page.client().goto(&page.url(path)).await?;
    page.wait_for(selector).await
}

#[tokio::test]
async fn a_failed_save_is_said_and_what_to_do() {
    with_page("#/lesson/what-is-check/1", |page| async move {
        // Fill the origin's storage to the brim.
        page.js(
            "const big = 'x'.repeat(1 << 20); let i = 0; \
             try { for (;;) localStorage.setItem('filler' + i++, big); } catch (e) {} \
             try { for (;;) localStorage.setItem('small' + i++, 'x'.repeat(1024)); } catch (e) {} \
             try { for (;;) localStorage.setItem('tiny' + i++, 'x'); } catch (e) {}",
            vec![],
        )
        .await?;
        // Step 1 of lesson 1 is a watch step or a question: finish it as a learner would.
        crate::lessons::finish_step(&page, "what-is-check", 1).await?;
        page.wait_for("[data-role=\"progress-notice\"]").await?;
        let said = page.text("[data-role=\"progress-notice\"]").await?;
        assert!(said.contains("could not be saved"), "{said}");
        assert!(said.contains("free some space"), "{said}");
        page.js("localStorage.clear();", vec![]).await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn stored_imports_that_fail_are_removed_and_never_stand_in_for_a_built_in_lesson() {
    with_page("#/play", |page| async move {
        let lesson = |id: &str, fen: &str| {
            json!({"id": id, "title": format!("Imported {id}"), "intro": "", "steps": [
                {"kind": "play", "fen": fen, "prompt": "Check.", "goal": "gives_check"}]})
            .to_string()
        };
        let good = lesson("my-good", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        let broken = lesson("my-broken", "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1");
        let shadow = lesson("what-is-check", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        let stored = json!([good, broken, shadow]).to_string();
        page.js(
            "localStorage.setItem('check-tutor-imported-lessons', arguments[0]);",
            vec![json!(stored)],
        )
        .await?;
        open(&page, "#/lessons", "[data-role=\"lesson-list\"]").await?;
        page.wait_for("[data-role=\"progress-notice\"]").await?;
        assert!(page.exists("[data-lesson=\"my-good\"]").await?);
        assert!(!page.exists("[data-lesson=\"my-broken\"]").await?);
        assert_eq!(page.count("[data-lesson=\"what-is-check\"]").await?, 1);
        let kept = page
            .js(
                "return localStorage.getItem('check-tutor-imported-lessons');",
                vec![],
            )
            .await?;
        let kept = kept.as_str().unwrap_or_default().to_string();
        assert!(
            !kept.contains("my-broken"),
            "the broken lesson left storage: {kept}"
        );
        // Reading it again says nothing more: it was removed, not just hidden.
        open(&page, "#/lessons", "[data-role=\"lesson-list\"]").await?;
        assert!(!page.exists("[data-role=\"progress-notice\"]").await?);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_address_bar_keeps_up_with_rapid_undo_and_redo() {
    with_page("#/play", |page| async move {
        for (from, to) in [("e2", "e4"), ("e7", "e5"), ("g1", "f3")] {
            page.click(from).await?;
            page.click(to).await?;
        }
        page.wait_for("[data-square=\"f3\"][data-piece=\"wN\"]")
            .await?;
        page.js(
            "const undo = document.querySelector('[data-role=undo]'); \
             const redo = document.querySelector('[data-role=redo]'); \
             return (async () => { for (let i = 0; i < 250; i++) { \
               undo.click(); await new Promise(r => setTimeout(r, 0)); \
               redo.click(); await new Promise(r => setTimeout(r, 0)); } })();",
            vec![],
        )
        .await?;
        page.wait_until(
            "decodeURIComponent((location.hash.match(/fen=([^&]*)/) || [])[1] || '') \
             === document.querySelector('[data-role=fen]').textContent",
        )
        .await?;
        // And it stays so: no late write brings back an older board.
        page.js("return new Promise(r => setTimeout(r, 400));", vec![])
            .await?;
        let hash = page
            .js("return decodeURIComponent(location.hash);", vec![])
            .await?;
        let fen = page.text("[data-role=\"fen\"]").await?;
        assert!(
            hash.as_str().unwrap_or_default().contains(&fen),
            "{hash} / {fen}"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_second_finger_ends_a_drag_cleanly() {
    with_page("#/play", |page| async move {
        page.js(
            "const sq = n => document.querySelector(`[data-square=${n}]`); \
             const at = (el, dx) => { const r = el.getBoundingClientRect(); \
               return { clientX: r.left + r.width / 2 + dx, clientY: r.top + r.height / 2 }; }; \
             const send = (el, type, id, dx) => el.dispatchEvent(new PointerEvent(type, \
               { bubbles: true, pointerId: id, button: 0, isPrimary: id === 1, ...at(el, dx) })); \
             send(sq('e2'), 'pointerdown', 1, 0); \
             send(sq('g1'), 'pointerdown', 2, 0); \
             send(sq('g1'), 'pointermove', 2, 30); \
             send(sq('e2'), 'pointerup', 1, 0); \
             send(sq('g1'), 'pointerup', 2, 30);",
            vec![],
        )
        .await?;
        page.js("return new Promise(r => setTimeout(r, 100));", vec![])
            .await?;
        assert!(
            !page.exists(".ghost.active").await?,
            "no ghost is left on screen"
        );
        assert!(!page.exists(".drag-origin").await?, "no square stays faded");
        assert_eq!(page.piece_on("g1").await?.as_deref(), Some("wN"));
        assert_eq!(page.piece_on("e2").await?.as_deref(), Some("wP"));
        Ok(())
    })
    .await;
}
