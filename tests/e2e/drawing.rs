//! Drawing on the board by touch (draw mode), the hint that fits the pointer, and the
//! board's corner coordinates on a phone.

use crate::harness::{square, with_page};
use serde_json::json;

#[tokio::test]
async fn a_finger_draws_an_arrow_and_a_circle_in_draw_mode_and_moves_again_after() {
    with_page("#/play", |page| async move {
        page.resize(390, 844).await?;
        page.click_on("[data-role=\"draw-mode\"]").await?;
        page.wait_for("[data-role=\"draw-mode\"][aria-pressed=\"true\"]")
            .await?;
        page.wait_for(".board.drawing").await?;

        // A drag draws an arrow; the pawn stays where it is.
        page.touch_drag("e2", "e4").await?;
        page.wait_for(".shapes .shape-arrow-green[data-from=\"e2\"][data-to=\"e4\"]")
            .await?;
        assert_eq!(page.piece_on("e2").await?.as_deref(), Some("wP"));
        assert_eq!(page.piece_on("e4").await?, None);
        assert!(!page.has_class("e2", "selected").await?);

        // A tap circles the square.
        page.touch_drag("d5", "d5").await?;
        page.wait_for_count(".shapes circle", 1).await?;
        let link = page
            .attr("[data-role=\"share-link\"]", "href")
            .await?
            .unwrap_or_default();
        assert!(link.contains("arrows=e2e4g"), "{link}");
        assert!(link.contains("circles=d5g"), "{link}");
        page.js(
            "document.querySelector('.board').scrollIntoView({block: 'start'});",
            vec![],
        )
        .await?;
        page.screenshot("draw-mode-phone").await?;

        // Out of draw mode, the same finger drag moves the pawn.
        page.click_on("[data-role=\"draw-mode\"]").await?;
        page.wait_for("[data-role=\"draw-mode\"][aria-pressed=\"false\"]")
            .await?;
        page.touch_drag("e2", "e4").await?;
        page.wait_for("[data-square=\"e4\"][data-piece=\"wP\"]")
            .await?;
        assert_eq!(page.count(".shapes .shape-arrow-green").await?, 1);
        Ok(())
    })
    .await;
}

/// The marks hint, once the page is rendered.
async fn marks_hint(page: &crate::harness::Page) -> Result<String, crate::harness::Error> {
    page.wait_for("[data-role=\"marks-hint\"]").await?;
    page.text("[data-role=\"marks-hint\"]").await
}

#[tokio::test]
async fn the_right_drag_hint_shows_only_where_a_mouse_is() {
    with_page("#/editor", |page| async move {
        // Headless Chromium has no pointing device at all: no right button to speak of.
        let mouse = page
            .js("return matchMedia('(any-pointer: fine)').matches;", vec![])
            .await?;
        assert_eq!(mouse, json!(false));
        let hint = marks_hint(&page).await?;
        assert!(!hint.contains("Right"), "{hint}");
        // The button is named Arrows (a child reads "Draw" as a tied game).
        assert!(hint.contains("Press Arrows"), "{hint}");

        // A browser that reports a mouse gets the right-button hint.
        page.cdp(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": "const realMatchMedia = window.matchMedia.bind(window);\
                window.matchMedia = q => q === '(any-pointer: fine)'\
                  ? { matches: true, media: q } : realMatchMedia(q);" }),
        )
        .await?;
        page.goto("#/editor").await?;
        let hint = marks_hint(&page).await?;
        assert!(hint.contains("Right-drag"), "{hint}");

        // While drawing, the hint says what a tap and a drag do.
        page.click_on("[data-role=\"draw-mode\"]").await?;
        page.wait_for("[data-role=\"draw-mode\"][aria-pressed=\"true\"]")
            .await?;
        let hint = marks_hint(&page).await?;
        assert!(hint.contains("tap for a circle"), "{hint}");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn rank_numbers_stay_in_the_corner_clear_of_the_pieces_on_a_phone() {
    with_page("#/play", |page| async move {
        // On a phone the coordinates keep to 11 px to stay readable (issue 28 item 12): on
        // squares of 45 px their box reaches 22% in, beside the top of the piece, where no
        // piece is drawn that far out (the queen's crown is lower down).
        for (width, height, most) in [(390, 844, 0.23), (1024, 768, 0.18)] {
            page.resize(width, height).await?;
            // A piece is drawn in the middle of its square; the widest (a queen's crown)
            // starts about a fifth of the way in. The rank numbers keep to the left edge of
            // the a-file squares, the file letters to the right edge of the first rank's
            // (at 6% in, as they were, a phone's "8" reached a rook on a8).
            let worst = page
                .js(
                    "let worst = 0;\
                     for (const c of document.querySelectorAll('.coord')) {\
                       const s = c.parentElement.getBoundingClientRect();\
                       const r = c.getBoundingClientRect();\
                       const across = c.classList.contains('coord-rank')\
                         ? (r.right - s.left) / s.width\
                         : (s.right - r.left) / s.width;\
                       worst = Math.max(worst, across);\
                     }\
                     return worst;",
                    vec![],
                )
                .await?;
            let worst = worst.as_f64().ok_or("a number")?;
            assert!(
                worst <= most,
                "at {width}x{height} a coordinate reaches {:.0}% into its square",
                worst * 100.0
            );
        }
        assert!(
            page.exists(&format!(".cell:has(> {}) .coord-rank", square("a8")))
                .await?
        );
        page.resize(390, 844).await?;
        page.screenshot("coordinates-phone").await?;
        Ok(())
    })
    .await;
}
