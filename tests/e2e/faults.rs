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

#[tokio::test]
async fn a_practice_link_with_a_seed_but_no_known_kind_still_gives_an_exercise() {
    with_page("#/practice?seed=5", |page| async move {
        page.wait_for("[data-role=\"exercise\"]").await?;
        let hash = page.js("return location.hash;", vec![]).await?;
        let hash = hash.as_str().unwrap_or_default();
        assert!(hash.contains("kind=") && hash.contains("seed=5"), "{hash}");
        assert!(!page.exists("[data-role=\"practice-link-note\"]").await?);

        // A kind that does not exist is said, and an exercise from the schedule given.
        page.load(
            "#/practice?kind=Legal&seed=5",
            "[data-role=\"practice-link-note\"]",
        )
        .await?;
        page.wait_for("[data-role=\"exercise\"]").await?;
        let note = page.text("[data-role=\"practice-link-note\"]").await?;
        assert!(note.contains("\"Legal\""), "{note}");
        page.screenshot("practice-unknown-kind").await?;
        // The next exercise has no note.
        page.click_on("[data-role=\"next-exercise\"]").await?;
        page.wait_until("!document.querySelector('[data-role=\"practice-link-note\"]')")
            .await?;
        Ok(())
    })
    .await;
}

/// Replaces `navigator.clipboard` for this page: `how` is `"refuse"`, `"missing"` or
/// `"accept"` (which keeps the text in `window.__copied`).
async fn clipboard(page: &Page, how: &str) -> TestResult {
    page.js(
        "const how = arguments[0]; window.__copied = null; \
         const fake = { writeText: t => how === 'accept' \
           ? (window.__copied = t, Promise.resolve()) \
           : Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) }; \
         Object.defineProperty(Navigator.prototype, 'clipboard', \
           { configurable: true, get: () => how === 'missing' ? undefined : fake });",
        vec![json!(how)],
    )
    .await?;
    Ok(())
}

#[tokio::test]
async fn copy_link_says_copied_only_when_the_browser_took_the_link() {
    with_page("#/play", |page| async move {
        let link = page.attr("[data-role=\"share-link\"]", "href").await?;
        let link = link.ok_or("a share link")?;
        for how in ["refuse", "missing"] {
            page.load("#/play", "[data-role=\"copy-link\"]").await?;
            clipboard(&page, how).await?;
            page.click_on("[data-role=\"copy-link\"]").await?;
            page.wait_for("[data-role=\"copy-fallback\"]").await?;
            let button = page.text("[data-role=\"copy-link\"]").await?;
            assert_eq!(button, "Copy link", "{how}");
            // The link is there to copy by hand, and selected.
            let selected = page
                .js(
                    "const i = document.querySelector('[data-role=copy-fallback]'); \
                     return document.activeElement === i \
                       && i.selectionStart === 0 && i.selectionEnd === i.value.length \
                       && i.value;",
                    vec![],
                )
                .await?;
            let selected = selected.as_str().ok_or(format!("{how}: not selected"))?;
            assert!(selected.ends_with(&link), "{selected} / {link}");
        }
        page.screenshot("copy-refused").await?;
        page.resize(390, 844).await?;
        page.js(
            "document.querySelector('[data-role=copy-fallback]').scrollIntoView();",
            vec![],
        )
        .await?;
        page.screenshot("copy-refused-phone").await?;
        page.load("#/play", "[data-role=\"copy-link\"]").await?;
        clipboard(&page, "accept").await?;
        page.click_on("[data-role=\"copy-link\"]").await?;
        page.wait_until("document.querySelector('[data-role=copy-link]').textContent === 'Copied'")
            .await?;
        let copied = page.js("return window.__copied;", vec![]).await?;
        assert!(
            copied.as_str().is_some_and(|c| c.ends_with(&link)),
            "{copied}"
        );
        assert!(!page.exists("[data-role=\"copy-fallback\"]").await?);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn unreadable_files_and_fens_are_named_without_echoing_their_bytes() {
    with_page("#/play", |page| async move {
        page.load(
            "#/my-lessons",
            "[data-role=\"lesson-import\"]:not([disabled])",
        )
        .await?;
        let dir =
            std::env::temp_dir().join(format!("check-tutor-e2e-binary-{}", std::process::id()));
        std::fs::create_dir_all(&dir)?;
        let file = dir.join("picture.json");
        std::fs::write(&file, b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xff\xfe{\"id\": 1}")?;
        page.client()
            .find(fantoccini::Locator::Css("[data-role=\"lesson-import\"]"))
            .await?
            .send_keys(&file.display().to_string())
            .await?;
        page.wait_for("[data-role=\"import-errors\"]").await?;
        let _ = std::fs::remove_dir_all(&dir);
        let said = page.text("[data-role=\"import-errors\"]").await?;
        assert!(said.contains("not text"), "{said}");
        assert!(
            !said.contains('\u{fffd}') && !said.contains("PNG"),
            "{said}"
        );

        page.load("#/play", "[data-role=\"fen-input\"]").await?;
        page.js(
            "const i = document.querySelector('[data-role=fen-input]'); \
             i.value = '8/8/8/8/8/8/8/K1k5 w - - 1\\u0000 1'; \
             i.form.requestSubmit();",
            vec![],
        )
        .await?;
        page.wait_for("[data-role=\"fen-error\"]").await?;
        let said = page.text("[data-role=\"fen-error\"]").await?;
        assert!(said.contains("halfmove clock"), "{said}");
        assert!(said.contains("invisible or control character"), "{said}");
        assert!(!said.contains("\\u{0}") && !said.contains('\0'), "{said}");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_practice_record_stuffed_with_unknown_concepts_keeps_only_known_ones() {
    with_page("#/play", |page| async move {
        page.js(
            "const concepts = {}; \
             for (let i = 0; i < 20000; i++) concepts['made-up-' + i] = {seen: 1, mistakes: 1, box: 0, due: 0}; \
             concepts.pinned = {seen: 3, mistakes: 1, box: 1, due: 4}; \
             localStorage.setItem('check-tutor-practice', JSON.stringify({v: 1, count: 5, concepts}));",
            vec![],
        )
        .await?;
        page.load("#/progress", "[data-concept=\"pinned\"]").await?;
        assert_eq!(page.count("[data-concept]").await?, 1);
        let said = page.text("[data-role=\"progress-notice\"]").await?;
        assert!(said.contains("20000 saved practice entries"), "{said}");
        // Storage keeps the record without them.
        let kept = page
            .js("return localStorage.getItem('check-tutor-practice').length;", vec![])
            .await?;
        assert!(kept.as_u64().is_some_and(|n| n < 500), "{kept}");
        page.screenshot("progress-unknown-concepts").await?;

        // A file that is no practice record changes nothing, and says so.
        let dir = std::env::temp_dir().join(format!("check-tutor-e2e-pfile-{}", std::process::id()));
        std::fs::create_dir_all(&dir)?;
        let file = dir.join("notes.json");
        std::fs::write(&file, "{\"hello\": \"world\"}")?;
        page.client()
            .find(fantoccini::Locator::Css("[data-role=\"progress-import\"]"))
            .await?
            .send_keys(&file.display().to_string())
            .await?;
        page.wait_for("[data-role=\"progress-file-error\"]").await?;
        let _ = std::fs::remove_dir_all(&dir);
        let said = page.text("[data-role=\"progress-file-error\"]").await?;
        assert!(said.contains("your progress is unchanged"), "{said}");
        assert!(!said.contains("reset") && !said.contains("starts again"), "{said}");
        assert!(page.exists("[data-concept=\"pinned\"]").await?);
        Ok(())
    })
    .await;
}
