//! The board as a learner meets it: loading, clicking, dragging, the keyboard, a phone.

use crate::harness::{square, with_page, Key};

#[tokio::test]
async fn start_position_shows_sixty_four_squares_and_a_white_pawn_on_e2() {
    with_page("#/play", |page| async move {
        assert_eq!(page.count("[data-square]").await?, 64);
        assert_eq!(page.count("button[data-square][aria-label]").await?, 64);
        assert_eq!(page.count("[data-piece]").await?, 32);
        assert_eq!(page.piece_on("e2").await?.as_deref(), Some("wP"));
        assert_eq!(page.piece_on("e8").await?.as_deref(), Some("bK"));
        assert_eq!(page.piece_on("e4").await?, None);
        assert_eq!(
            page.attr(&square("e2"), "aria-label").await?.as_deref(),
            Some("e2, white pawn")
        );
        assert_eq!(
            page.attr(&square("e4"), "aria-label").await?.as_deref(),
            Some("e4, empty")
        );
        // The app marks the first render for the load-time budget.
        page.wait_until("performance.getEntriesByName('board-ready').length === 1")
            .await?;
        page.screenshot("start-position").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn dragging_the_e_pawn_two_squares_moves_it() {
    with_page("#/play", |page| async move {
        page.drag("e2", "e4").await?;
        page.wait_for("[data-square=\"e4\"][data-piece=\"wP\"]")
            .await?;
        assert_eq!(page.piece_on("e2").await?, None);
        page.screenshot("drag-e2-e4").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn clicking_the_knight_then_its_target_moves_it() {
    with_page("#/play", |page| async move {
        page.click("g1").await?;
        assert!(page.has_class("g1", "selected").await?);
        page.click("f3").await?;
        page.wait_for("[data-square=\"f3\"][data-piece=\"wN\"]")
            .await?;
        assert_eq!(page.piece_on("g1").await?, None);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn keyboard_alone_can_play_e2_e4() {
    with_page("#/play", |page| async move {
        page.focus("e2").await?;
        page.key(Key::Enter).await?;
        page.key(Key::Up).await?;
        page.key(Key::Up).await?;
        assert_eq!(page.focused_square().await?.as_deref(), Some("e4"));
        page.key(Key::Enter).await?;
        page.wait_for("[data-square=\"e4\"][data-piece=\"wP\"]")
            .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn board_fits_a_phone_screen() {
    with_page("#/play", |page| async move {
        page.resize(360, 740).await?;
        let width = page
            .js(
                "return document.querySelector('.board').getBoundingClientRect().width;",
                vec![],
            )
            .await?
            .as_f64()
            .unwrap_or_default();
        let viewport = page
            .js("return document.documentElement.clientWidth;", vec![])
            .await?
            .as_f64()
            .unwrap_or_default();
        assert_eq!(viewport, 360.0);
        assert!(
            width > 0.8 * viewport && width <= viewport,
            "board is {width}px wide in a {viewport}px viewport"
        );
        page.screenshot("phone-start-position").await?;
        Ok(())
    })
    .await;
}

/// Issue 28 item 7: a move's piece slides in from the square it left (about 180 ms), also
/// the computer's or a lesson's reply; not after a drag (the piece is already there), and
/// not at all when the learner's system asks for reduced motion.
#[tokio::test]
async fn a_moved_piece_slides_in_unless_dragged_or_motion_is_reduced() {
    with_page("#/play", |page| async move {
        let animation = |sq: &'static str| {
            format!(
                "const p = document.querySelector('[data-square={sq}] .piece'); \
                 return p ? getComputedStyle(p).animationName : null;"
            )
        };
        page.click("e2").await?;
        page.click("e4").await?;
        page.wait_for("[data-square=\"e4\"] .piece.arrived").await?;
        assert_eq!(page.js(&animation("e4"), vec![]).await?, "arrive");
        // Halfway, the pawn is between its squares: pictured.
        page.js(
            "document.getAnimations().forEach(a => { a.pause(); a.currentTime = 90; });",
            vec![],
        )
        .await?;
        page.screenshot("move-sliding").await?;
        page.js("document.getAnimations().forEach(a => a.finish());", vec![])
            .await?;
        // A dragged piece is where it was dropped already.
        page.drag("e7", "e5").await?;
        page.wait_for("[data-square=\"e5\"][data-piece=\"bP\"]").await?;
        assert!(!page.exists("[data-square=\"e5\"] .piece.arrived").await?);
        // Reduced motion: no slide.
        page.cdp(
            "Emulation.setEmulatedMedia",
            serde_json::json!({"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]}),
        )
        .await?;
        page.click("g1").await?;
        page.click("f3").await?;
        page.wait_for("[data-square=\"f3\"] .piece.arrived").await?;
        assert_eq!(page.js(&animation("f3"), vec![]).await?, "none");
        Ok(())
    })
    .await;
}

/// Issue 28 item 7: a piece carried by a drag shows where it may go, as a picked-up piece
/// does; the other side's piece shows nothing and a dropped move clears the dots.
#[tokio::test]
async fn a_dragged_piece_shows_its_moves_while_it_is_carried() {
    with_page("#/play", |page| async move {
        page.drag_and_hold("g1", "g2").await?;
        page.wait_for("[data-square=\"f3\"].dest").await?;
        assert_eq!(page.squares_with("dest").await?, ["f3", "h3"]);
        page.screenshot("drag-shows-moves").await?;
        page.let_go().await?;
        // Let go over its own pawn: no move.
        assert_eq!(page.piece_on("g1").await?.as_deref(), Some("wN"));
        page.drag_and_hold("g1", "f3").await?;
        page.let_go().await?;
        page.wait_for("[data-square=\"f3\"][data-piece=\"wN\"]")
            .await?;
        assert!(page.squares_with("dest").await?.is_empty());
        // Black's turn now: White's pieces carried show nothing; Black's show their moves.
        page.drag_and_hold("b1", "b3").await?;
        assert!(page.squares_with("dest").await?.is_empty());
        page.let_go().await?;
        page.drag_and_hold("b8", "b6").await?;
        page.wait_for("[data-square=\"c6\"].dest").await?;
        assert_eq!(page.squares_with("dest").await?, ["a6", "c6"]);
        page.let_go().await?;
        Ok(())
    })
    .await;
}
