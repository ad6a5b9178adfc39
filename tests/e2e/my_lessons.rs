//! My lessons, a teacher's page (issue 30 items 7, 8 and 10): a shared lesson kept with one
//! button, each lesson's link, file and presentation, and files that are no lesson refused
//! in a teacher's words.

use crate::harness::with_page;
use crate::links::{lesson, open_link};
use fantoccini::key::Key;

const FIRST: &str = "4k3/8/4K3/8/8/8/8/R7 w - - 0 1";

#[tokio::test]
async fn a_shared_lesson_is_kept_once_shared_again_and_presented_to_a_class() {
    with_page("#/play", |page| async move {
        open_link(&page, &lesson(FIRST), "[data-role=\"keep-lesson\"]").await?;
        page.click_on("[data-role=\"keep-lesson\"]").await?;
        // The teacher's build opens My lessons with the lesson kept, and the address no
        // longer carries it (a reload keeps nothing twice).
        page.wait_for("[data-role=\"import-done\"][data-lesson=\"shared-check\"]")
            .await?;
        let said = page.text("[data-role=\"import-done\"]").await?;
        assert!(said.starts_with("Kept \u{201c}A <b>shared</b> lesson\u{201d}"), "{said}");
        page.wait_until("location.hash === '#/my-lessons'").await?;
        page.load("#/my-lessons", "[data-role=\"my-lessons\"] [data-lesson]")
            .await?;
        assert_eq!(page.count("[data-role=\"my-lessons\"] [data-lesson]").await?, 1);
        crate::voice::axe_clean(&page, "My lessons").await?;
        // Kept again from the same link: it is already here, not a second copy.
        open_link(&page, &lesson(FIRST), "[data-role=\"keep-lesson\"]").await?;
        page.click_on("[data-role=\"keep-lesson\"]").await?;
        page.wait_for("[data-role=\"import-done\"]").await?;
        assert!(page
            .text("[data-role=\"import-done\"]")
            .await?
            .contains("already in My lessons"));
        assert_eq!(page.count("[data-role=\"my-lessons\"] [data-lesson]").await?, 1);
        // A changed version of it asks first; replaced, it stands in the old one's place.
        let changed = lesson(FIRST).replace("Made by a teacher.", "Changed for class 3.");
        open_link(&page, &changed, "[data-role=\"keep-lesson\"]").await?;
        page.click_on("[data-role=\"keep-lesson\"]").await?;
        page.wait_for("[data-role=\"import-same\"]").await?;
        page.click_on("[data-role=\"import-replace\"]").await?;
        page.wait_for("[data-role=\"import-done\"]").await?;
        assert_eq!(page.count("[data-role=\"my-lessons\"] [data-lesson]").await?, 1);
        assert_eq!(
            page.text("[data-lesson=\"shared-check\"] .lesson-intro").await?,
            "Changed for class 3."
        );
        // Kept both, the second of one title is told apart by it.
        let third = lesson(FIRST).replace("Made by a teacher.", "For class 4.");
        open_link(&page, &third, "[data-role=\"keep-lesson\"]").await?;
        page.click_on("[data-role=\"keep-lesson\"]").await?;
        page.wait_for("[data-role=\"import-same\"]").await?;
        assert!(page
            .text("[data-role=\"import-same\"]")
            .await?
            .contains("keep both (this one as \u{201c}A <b>shared</b> lesson (copy)\u{201d})"));
        page.click_on("[data-role=\"import-keep-both\"]").await?;
        page.wait_for("[data-lesson=\"shared-check-2\"]").await?;
        assert_eq!(
            page.text("[data-lesson=\"shared-check-2\"] .lesson-title").await?,
            "A <b>shared</b> lesson (copy)"
        );
        page.click_on("[data-lesson=\"shared-check-2\"] [data-role=\"my-lesson-delete\"]")
            .await?;
        page.client().accept_alert().await?;
        page.wait_for_count("[data-role=\"my-lessons\"] [data-lesson]", 1)
            .await?;

        // Its file is the lesson, and its link opens it.
        let file = page
            .download_of("[data-lesson=\"shared-check\"] [data-role=\"my-lesson-download\"]")
            .await?;
        let file: serde_json::Value = serde_json::from_str(&file)?;
        assert_eq!(file["id"], "shared-check");
        assert_eq!(file["steps"].as_array().map(Vec::len), Some(2));
        assert!(page.exists("[data-lesson=\"shared-check\"] [data-role=\"my-lesson-copy\"]").await?);

        // Presented: the board fills a 1024×768 projector's height, the keys step through,
        // A shows the answer the engine works out.
        page.resize(1024, 768).await?;
        page.click_on("[data-lesson=\"shared-check\"] [data-role=\"my-lesson-present\"]")
            .await?;
        page.wait_for("[data-role=\"present-lesson\"] [data-square=\"a1\"][data-piece=\"wR\"]")
            .await?;
        assert_eq!(
            page.text("[data-role=\"present-prompt\"]").await?,
            "Give check with the rook."
        );
        let height = page
            .js(
                "return document.querySelector('[data-role=present-lesson] .board-wrap').getBoundingClientRect().height;",
                vec![],
            )
            .await?;
        assert!(height.as_f64().unwrap_or(0.0) >= 700.0, "board {height}");
        assert!(!page.exists("header.topbar").await?);
        page.screenshot("present-lesson-1024").await?;
        page.keys("a").await?;
        page.wait_for("[data-role=\"present-answer\"]").await?;
        let answer = page.text("[data-role=\"present-answer\"]").await?;
        assert!(answer.contains("White rook from a1 to a8") && answer.contains("(Ra8#)"), "{answer}");
        assert!(page.exists(".shapes .shape-arrow-green").await?);
        page.screenshot("present-lesson-answer-1024").await?;
        crate::voice::axe_clean(&page, "a lesson presented, its answer shown").await?;
        page.key(Key::Right).await?;
        page.wait_until("location.hash.endsWith('/2')").await?;
        page.wait_for("[data-role=\"present-prompt\"]").await?;
        assert_eq!(
            page.text("[data-role=\"present-prompt\"]").await?,
            "Black to move. Is it mate?"
        );
        // A new step starts with its answer hidden.
        assert!(!page.exists("[data-role=\"present-answer\"]").await?);
        page.click_on("[data-role=\"present-answer-toggle\"]").await?;
        page.wait_for(".present-answers li.right").await?;
        assert!(page.text(".present-answers li.right").await?.starts_with("Checkmate"));
        page.resize(1280, 900).await?;
        page.screenshot("present-lesson-question").await?;
        page.key(Key::Escape).await?;
        page.wait_until("location.hash === '#/my-lessons'").await?;
        // A built-in lesson can be presented too.
        page.wait_for("[data-role=\"present-builtin\"] a").await?;
        page.click_on("[data-role=\"present-builtin\"] li:first-child a").await?;
        page.wait_for("[data-role=\"present-prompt\"]").await?;
        assert!(page.text("[data-role=\"present-where\"]").await?.contains("step 1 of"));
        // A question about the check keeps the check unmarked until the answer is shown.
        page.set_hash("#/present/what-is-check/1").await?;
        page.wait_until("document.querySelector('[data-role=present-where]')?.textContent.includes('step 1 of')").await?;
        assert!(page.squares_with("in-check").await?.is_empty());
        assert_eq!(page.count(".shapes .shape-check").await?, 0);
        page.click_on("[data-role=\"present-answer-toggle\"]").await?;
        page.wait_for("[data-square=\"e1\"].in-check").await?;
        // A watch step plays its moves one at a time on the board (→ or Page Down).
        page.set_hash("#/present/what-is-check/5").await?;
        page.wait_for("[data-role=\"present-watched\"]").await?;
        assert!(page.exists("[data-square=\"d1\"][data-piece=\"wQ\"]").await?);
        page.key(Key::PageDown).await?;
        page.wait_for("[data-square=\"a4\"][data-piece=\"wQ\"]").await?;
        let said = page.text("[data-role=\"present-watched\"]").await?;
        assert!(said.starts_with("Move 1 of"), "{said}");
        assert!(said.contains("(Qa4+)") && said.contains("Check along the diagonal"), "{said}");
        assert!(page.exists("[data-square=\"a4\"].last-move .piece.arrived").await?);
        page.screenshot("present-watch-step").await?;
        page.key(Key::Left).await?;
        page.wait_for("[data-square=\"d1\"][data-piece=\"wQ\"]").await?;
        assert!(page.text("[data-role=\"present-where\"]").await?.contains("step 5 of"));
        // After the last step, Finish shows what the class learned; ← goes back to it.
        page.set_hash("#/present/what-is-check/8").await?;
        page.wait_until("document.querySelector('[data-role=present-where]')?.textContent.includes('step 8 of 8')").await?;
        assert_eq!(page.text("[data-role=\"present-next\"]").await?, "Finish →");
        page.click_on("[data-role=\"present-next\"]").await?;
        page.wait_for("[data-role=\"present-summary\"] li").await?;
        assert!(page.text("main h1").await?.contains("What we learned"));
        let summary = page.text("[data-role=\"present-summary\"]").await?;
        assert!(summary.contains("an enemy piece attacks it"), "{summary}");
        page.screenshot("present-lesson-end").await?;
        crate::voice::axe_clean(&page, "the end of a presented lesson").await?;
        page.key(Key::Left).await?;
        page.wait_until("location.hash.endsWith('/8')").await?;
        page.wait_for("[data-role=\"present-prompt\"]").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_game_a_cut_file_and_a_damaged_one_are_refused_in_a_teachers_words() {
    let opera = include_str!("../games/opera.pgn");
    let whole = lesson(FIRST);
    let cut = whole[..whole.len() / 2].to_string();
    let no_id = whole.replacen("\"id\"", "\"name\"", 1);
    with_page("#/play", move |page| async move {
        for (name, text, expected) in [
            ("opera", opera, "This is a game (PGN), not a lesson."),
            ("cut", cut.as_str(), "This lesson is cut short"),
            (
                "no-id",
                no_id.as_str(),
                "This lesson is damaged: it is missing the short name the builder gives every lesson.",
            ),
        ] {
            crate::teacher::choose_lesson_file(&page, name, text).await?;
            let said = page.text("[data-role=\"import-errors\"]").await?;
            assert!(said.contains(expected), "{name}: {said}");
            for jargon in ["missing field", "Unexpected", "JSON at position", "`"] {
                assert!(!said.contains(jargon), "{name}: {said}");
            }
            if name == "opera" {
                page.screenshot("my-lessons-a-game").await?;
                assert!(
                    page.exists("[data-role=\"import-errors\"] a[href=\"#/play\"]")
                        .await?
                );
            }
        }
        Ok(())
    })
    .await;
}
