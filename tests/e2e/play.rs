//! Play mode in a real browser: a whole game, refusals with their marks, promotion, share
//! links, FEN and PGN.

use crate::harness::{square, with_page, Page, TestResult};
use serde_json::json;

const PINNED_BISHOP: &str = "#/play?fen=4k3%2F4r3%2F8%2F8%2F8%2F8%2F4B3%2F4K3%20w%20-%20-%200%201";

async fn play_clicks(page: &Page, moves: &[(&str, &str)]) -> TestResult {
    for (from, to) in moves {
        page.click(from).await?;
        page.click(to).await?;
        page.wait_for(&format!("{}[data-piece]", square(to)))
            .await?;
    }
    Ok(())
}

#[tokio::test]
async fn fools_mate_by_clicks_ends_in_checkmate_with_the_check_marked() {
    with_page("#/play", |page| async move {
        play_clicks(
            &page,
            &[("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")],
        )
        .await?;
        page.wait_for("[data-role=\"status\"][data-status=\"checkmate\"]")
            .await?;
        assert!(page
            .text("[data-role=\"status\"]")
            .await?
            .contains("Checkmate"));
        assert!(page.has_class("e1", "in-check").await?);
        assert!(page.has_class("h4", "checker").await?);
        let why = page.text("[data-role=\"explanation\"]").await?;
        assert!(why.contains("queen on h4"), "{why}");
        assert!(page.text(".move-list").await?.contains("Qh4#"));
        page.screenshot("fools-mate").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn after_a_fivefold_repetition_no_move_may_follow() {
    with_page("#/play", |page| async move {
        // The starting position comes back every four moves: the fifth time ends the game.
        for _ in 0..4 {
            play_clicks(
                &page,
                &[("g1", "f3"), ("g8", "f6"), ("f3", "g1"), ("f6", "g8")],
            )
            .await?;
        }
        page.wait_for("[data-role=\"status\"][data-status=\"draw\"]")
            .await?;
        page.click("e2").await?;
        page.click("e4").await?;
        page.wait_for("[data-role=\"explanation\"][data-reason=\"game_over\"]")
            .await?;
        let why = page.text("[data-role=\"explanation\"]").await?;
        assert!(why.contains("five times"), "{why}");
        assert_eq!(page.piece_on("e2").await?.as_deref(), Some("wP"));
        assert_eq!(page.piece_on("e4").await?, None);
        assert!(
            page.exists("[data-role=\"status\"][data-status=\"draw\"]")
                .await?
        );
        let status = page.text("[data-role=\"status\"]").await?;
        assert!(status.contains("five times"), "{status}");
        page.screenshot("fivefold-repetition").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_pinned_bishop_is_refused_and_its_pinner_marked() {
    with_page(PINNED_BISHOP, |page| async move {
        // Picked up, the bishop says at once that it is pinned and cannot move.
        page.click("e2").await?;
        page.wait_for("[data-role=\"explanation\"][data-reason=\"pinned\"]")
            .await?;
        assert!(page.has_class("e7", "pinner").await?);
        page.screenshot("pinned-bishop-picked-up").await?;
        page.click("d3").await?;
        page.wait_for("[data-role=\"explanation\"][data-reason=\"pinned\"]")
            .await?;
        assert!(page.has_class("e7", "pinner").await?);
        assert!(page.has_class("e2", "pinned").await?);
        assert_eq!(page.piece_on("e2").await?.as_deref(), Some("wB"));
        assert_eq!(page.piece_on("d3").await?, None);
        let text = page.text("[data-role=\"explanation\"]").await?;
        assert!(text.contains("bishop on e2 is pinned"), "{text}");
        page.screenshot("pinned-bishop").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_king_move_onto_an_attacked_square_is_refused_with_its_attacker_marked() {
    with_page(
        "#/play?fen=4k3%2F8%2F8%2F8%2F8%2F8%2F3r4%2F4K3%20w%20-%20-%200%201",
        |page| async move {
            page.click("e1").await?;
            page.click("f2").await?;
            page.wait_for("[data-role=\"explanation\"][data-reason=\"king_into_check\"]")
                .await?;
            assert!(page.has_class("d2", "attacker").await?);
            // Its name says which square it covers (issue 29).
            let label = page.attr("[data-square=\"d2\"]", "aria-label").await?;
            assert_eq!(label.as_deref(), Some("d2, black rook, covers f2"));
            assert_eq!(page.piece_on("e1").await?.as_deref(), Some("wK"));
            page.screenshot("king-into-check").await?;
            Ok(())
        },
    )
    .await;
}

#[tokio::test]
async fn a_pawn_on_the_seventh_promotes_to_the_piece_chosen() {
    with_page(
        "#/play?fen=8%2F4P3%2F8%2F8%2F8%2Fk7%2F8%2F4K3%20w%20-%20-%200%201",
        |page| async move {
            page.click("e7").await?;
            page.click("e8").await?;
            page.wait_for("[data-role=\"promotion\"] [data-promote=\"n\"]")
                .await?;
            assert_eq!(
                page.count("[data-role=\"promotion\"] [data-promote]")
                    .await?,
                4
            );
            // Each button shows its piece: a drawn image of a real size, not an empty box.
            let drawn = page
                .js(
                    "return [...document.querySelectorAll('[data-promote]')].map(b => { \
                       const p = b.querySelector('.piece'); if (!p) return 'no piece'; \
                       const s = getComputedStyle(p), r = p.getBoundingClientRect(); \
                       return s.backgroundImage.startsWith('url(') && r.width > 20 && r.height > 20 \
                         ? 'drawn' : `blank ${s.backgroundImage.slice(0, 20)} ${r.width}x${r.height}`; });",
                    vec![],
                )
                .await?;
            assert_eq!(drawn, json!(["drawn", "drawn", "drawn", "drawn"]));
            // The keyboard lands in the chooser, on the queen.
            let focused = page
                .js("return document.activeElement.getAttribute('data-promote');", vec![])
                .await?;
            assert_eq!(focused, json!("q"));
            page.screenshot("promotion-picker").await?;
            page.click_on("[data-promote=\"n\"]").await?;
            page.wait_for("[data-square=\"e8\"][data-piece=\"wN\"]")
                .await?;
            assert!(page.text(".move-list").await?.contains("e8=N"));
            Ok(())
        },
    )
    .await;
}

#[tokio::test]
async fn a_typed_san_move_is_played() {
    with_page("#/play", |page| async move {
        page.fill("[data-role=\"move-input\"]", "Nf3\n").await?;
        page.wait_for("[data-square=\"f3\"][data-piece=\"wN\"]")
            .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_refused_typed_move_stays_in_the_box_to_be_mended() {
    with_page("#/play", |page| async move {
        let value = "return document.querySelector('[data-role=move-input]').value;";
        // The king's own pawn stands on e2: refused, and the text is kept.
        page.fill("[data-role=\"move-input\"]", "Ke2\n").await?;
        page.wait_for("[data-role=\"explanation\"]").await?;
        assert_eq!(page.js(value, vec![]).await?, "Ke2");
        // Mended and played: the box empties for the next move.
        page.fill("[data-role=\"move-input\"]", "Nf3\n").await?;
        page.wait_for("[data-square=\"f3\"][data-piece=\"wN\"]")
            .await?;
        page.wait_until("document.querySelector('[data-role=move-input]').value === ''")
            .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_share_link_reproduces_the_board_and_its_orientation_exactly() {
    with_page("#/play", |page| async move {
        play_clicks(
            &page,
            &[("e2", "e4"), ("c7", "c5"), ("e4", "e5"), ("d7", "d5")],
        )
        .await?;
        page.click_on("[data-role=\"flip\"]").await?;
        let fen = page.text("[data-role=\"fen\"]").await?;
        assert_eq!(
            fen,
            "rnbqkbnr/pp2pppp/8/2ppP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
        );
        let link = page
            .attr("[data-role=\"share-link\"]", "href")
            .await?
            .ok_or("the share link has no href")?;
        assert!(link.contains("flip=1"), "{link}");
        // A fresh load of the link, as someone opening it would.
        page.client().goto("about:blank").await?;
        page.client().goto(&link).await?;
        page.wait_for_count("[data-square]", 64).await?;
        assert_eq!(page.text("[data-role=\"fen\"]").await?, fen);
        assert_eq!(page.piece_on("e5").await?.as_deref(), Some("wP"));
        assert!(page.exists(".board.flipped").await?);
        // En passant is still available after the reload: the link kept the square.
        page.click("e5").await?;
        assert!(page.has_class("d6", "dest").await?);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_bad_fen_is_refused_with_a_message_and_the_board_is_unchanged() {
    with_page("#/play", |page| async move {
        page.fill(
            "[data-role=\"fen-input\"]",
            "rnbqkbnr/pppppppp/8/8 w KQkq - 0 1",
        )
        .await?;
        page.click_on("[data-role=\"fen-load\"]").await?;
        page.wait_for("[data-role=\"fen-error\"]").await?;
        let msg = page.text("[data-role=\"fen-error\"]").await?;
        assert!(msg.contains("piece placement"), "{msg}");
        assert_eq!(page.count("[data-piece]").await?, 32);
        page.screenshot("bad-fen").await?;
        // In the learner's language, with the text they typed named.
        page.load("#/play?lang=de", "[data-role=\"fen-input\"]")
            .await?;
        page.fill("[data-role=\"fen-input\"]", "8/8/8/8/8/8/8/K6k x - - 0 1")
            .await?;
        page.click_on("[data-role=\"fen-load\"]").await?;
        page.wait_until("(document.querySelector('[data-role=\"fen-error\"]')?.textContent || '').includes('x')")
            .await?;
        let msg = page.text("[data-role=\"fen-error\"]").await?;
        assert!(msg.contains("FEN") && !msg.contains("cannot be read"), "{msg}");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_link_to_a_position_that_could_never_arise_is_refused() {
    // White to move while Black's king is in check: playing on would take a king.
    let fen = "R3k3/8/8/8/8/8/8/4K3 w - - 0 1"
        .replace(' ', "%20")
        .replace('/', "%2F");
    with_page(&format!("#/play?fen={fen}"), |page| async move {
        page.wait_for("[data-role=\"fen-error\"]").await?;
        let msg = page.text("[data-role=\"fen-error\"]").await?;
        assert!(msg.contains("could never arise"), "{msg}");
        // The board keeps the game it had: the start position.
        assert_eq!(page.count("[data-piece]").await?, 32);
        Ok(())
    })
    .await;
}

/// Issue 31: a position the quick checks let through is played; the helper worker then
/// says why it could never arise (the bishop on e5 could never have left c1).
#[tokio::test]
async fn a_link_to_a_position_only_the_deeper_analysis_refuses_plays_with_a_note() {
    let fen = "4k3/8/8/4B3/8/8/PPPPPPPP/4K3 w - - 0 1"
        .replace(' ', "%20")
        .replace('/', "%2F");
    with_page(&format!("#/play?fen={fen}"), |page| async move {
        page.wait_for("[data-role=\"start-note\"]").await?;
        let note = page.text("[data-role=\"start-note\"]").await?;
        assert!(note.contains("could never arise"), "{note}");
        assert!(note.contains("bishop on e5"), "{note}");
        assert!(!page.exists("[data-role=\"fen-error\"]").await?);
        assert_eq!(page.piece_on("e5").await?.as_deref(), Some("wB"));
        // The rules apply: the bishop moves.
        page.click("e5").await?;
        page.click("b8").await?;
        assert_eq!(page.piece_on("b8").await?.as_deref(), Some("wB"));
        page.screenshot("play-start-note").await?;
        // A new game from the usual start has no note.
        page.click_on("[data-role=\"new-game\"]").await?;
        page.wait_until("!document.querySelector('[data-role=\"start-note\"]')")
            .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_pgn_exported_then_imported_replays_the_same_game_with_checks_marked() {
    with_page("#/play", |page| async move {
        play_clicks(
            &page,
            &[("e2", "e4"), ("e7", "e5"), ("f1", "c4"), ("b8", "c6")],
        )
        .await?;
        play_clicks(&page, &[("d1", "h5"), ("g8", "f6"), ("h5", "f7")]).await?;
        let pgn = page.text("[data-role=\"pgn\"]").await?;
        assert!(pgn.contains("4. Qxf7# 1-0"), "{pgn}");
        let fen = page.text("[data-role=\"fen\"]").await?;
        page.click_on("[data-role=\"new-game\"]").await?;
        import_pgn(&page, &pgn).await?;
        // The game opens at its start; step through it.
        page.wait_for("[data-role=\"redo\"]:not([disabled])")
            .await?;
        for _ in 0..7 {
            page.click_on("[data-role=\"redo\"]").await?;
        }
        page.wait_for("[data-role=\"status\"][data-status=\"checkmate\"]")
            .await?;
        assert_eq!(page.text("[data-role=\"fen\"]").await?, fen);
        assert!(page.has_class("e8", "in-check").await?);
        Ok(())
    })
    .await;
}

/// Puts `pgn` in the PGN box and presses its load button.
async fn import_pgn(page: &crate::harness::Page, pgn: &str) -> crate::harness::TestResult {
    page.js(
        "document.querySelector('[data-role=\"pgn-input\"]').value = arguments[0];",
        vec![json!(pgn)],
    )
    .await?;
    page.click_on("[data-role=\"pgn-load\"]").await
}

/// Pastes Morphy's Opera Game (`tests/games/opera.pgn`) into the PGN box and loads it.
async fn load_opera_game(page: &crate::harness::Page) -> crate::harness::TestResult {
    import_pgn(page, include_str!("../games/opera.pgn")).await
}

/// Issue 30: an imported game is downloaded whole, with its tags, comments and result,
/// wherever the learner stands in it.
#[tokio::test]
async fn a_downloaded_game_is_the_whole_imported_game_wherever_the_cursor_stands() {
    with_page("#/play", |page| async move {
        load_opera_game(&page).await?;
        page.wait_for("[data-role=\"redo\"]:not([disabled])")
            .await?;
        // The page says what it loaded.
        assert_eq!(
            page.text("[data-role=\"pgn-loaded\"]").await?,
            "Loaded Paul Morphy – Duke Karl / Count Isouard: 17 moves, White won (1-0)."
        );
        page.screenshot("pgn-loaded").await?;
        page.click_on("[data-role=\"redo\"]").await?;
        page.wait_for("[data-square=\"e4\"][data-piece=\"wP\"]")
            .await?;
        let saved = page
            .download_of("[data-role=\"pgn-export\"]")
            .await?
            .replace('\n', " ");
        for part in [
            "[White \"Paul Morphy\"]",
            "[Result \"1-0\"]",
            "{Played in a box at the Paris opera.} 1. e4 e5",
            "16. Qb8+ $3 Nxb8 17. Rd8# {The rook gives mate,",
            "bishop on g5.} 1-0",
        ] {
            assert!(saved.contains(part), "{part} in {saved}");
        }
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_bad_pgn_names_the_move_that_fails() {
    with_page("#/play", |page| async move {
        import_pgn(&page, "1. e4 e5 2. Ke3").await?;
        page.wait_for("[data-role=\"fen-error\"]").await?;
        let msg = page.text("[data-role=\"fen-error\"]").await?;
        assert!(msg.contains("move 2. Ke3"), "{msg}");
        // In the learner's language, the move named as the file writes it.
        page.load("#/play?lang=es", "[data-role=\"pgn-input\"]")
            .await?;
        import_pgn(&page, "1. e4 e5 2. Ke3").await?;
        page.wait_for("[data-role=\"fen-error\"]").await?;
        let msg = page.text("[data-role=\"fen-error\"]").await?;
        assert!(
            msg.contains("2. Ke3") && !msg.contains("could not be read"),
            "{msg}"
        );
        Ok(())
    })
    .await;
}

/// A knight's check is drawn as an L, and no arrow covers the piece it starts from.
#[tokio::test]
async fn a_knights_check_is_drawn_as_an_l() {
    with_page(
        "#/play?fen=4k3%2F8%2F3N4%2F8%2F8%2F8%2F8%2F4K3%20b%20-%20-%200%201",
        |page| async move {
            page.wait_for(".shapes .shape-check").await?;
            let points = page
                .attr(".shapes .shape-check polyline", "points")
                .await?
                .ok_or("the check's line")?;
            // From the knight's edge, to the corner, to the head before e8: three points.
            assert_eq!(points.split(' ').count(), 3, "{points}");
            page.screenshot("knight-check").await?;
            Ok(())
        },
    )
    .await;
}

/// The bar holds the learner's sections; the teachers' pages sit under one entry; Play's
/// FEN, PGN and link are folded away until asked for.
#[tokio::test]
async fn learners_see_learner_pages_and_the_teachers_pages_are_one_entry_away() {
    with_page("#/play", |page| async move {
        let sections = page
            .js(
                "return [...document.querySelectorAll('nav > a')].map(a => a.textContent);",
                vec![],
            )
            .await?;
        assert_eq!(
            sections,
            json!(["Lessons", "Practice", "Play", "Progress", "Questions"])
        );
        let open = "return document.querySelector(arguments[0]).open;";
        let folded = |role: &str| vec![json!(format!("[data-role=\"{role}\"]"))];
        for role in ["teachers-menu", "position-game"] {
            let shown = page.js(open, folded(role)).await?;
            assert_eq!(shown, json!(false), "{role} starts folded");
        }
        page.screenshot("play-folded").await?;
        // The menu opens on a click and closes once a page is chosen.
        page.click_on("[data-role=\"teachers-menu\"] summary")
            .await?;
        page.screenshot("teachers-menu").await?;
        page.click_on("[data-role=\"teachers-menu\"] a[href^=\"#/editor\"]")
            .await?;
        page.wait_for("[data-role=\"verdict\"]").await?;
        let shown = page.js(open, folded("teachers-menu")).await?;
        assert_eq!(shown, json!(false), "the menu closes after a choice");
        Ok(())
    })
    .await;
}

/// Issue 30 items 4 and 5: the move list shows the whole imported game with its heading and
/// comments; a click on a move goes there, and the address then carries the game and the
/// move, so a teacher can send "look at move 13".
#[tokio::test]
async fn the_whole_game_is_listed_a_move_clicked_goes_there_and_the_link_keeps_it() {
    with_page("#/play", |page| async move {
        load_opera_game(&page).await?;
        page.wait_for("[data-role=\"game-heading\"]").await?;
        let heading = page.text("[data-role=\"game-heading\"]").await?;
        assert!(
            heading.starts_with("Paul Morphy – Duke Karl / Count Isouard")
                && heading.ends_with("1-0"),
            "{heading}"
        );
        // At the start, all 33 half-moves are listed, still to come.
        assert_eq!(page.count(".move-list .move button").await?, 33);
        assert_eq!(page.count(".move-list .move.ahead").await?, 33);
        let comments = page.text(".move-list").await?;
        assert!(
            comments.contains("Played in a box at the Paris opera."),
            "{comments}"
        );
        // The file's own marks follow their moves.
        assert!(
            page.exists(".move-list button[aria-label=\"16. Qb8+!!\"]")
                .await?
        );

        page.click_on(".move-list button[aria-label=\"13. Rxd7\"]")
            .await?;
        page.wait_for(".move-list .current button[aria-label=\"13. Rxd7\"]")
            .await?;
        page.wait_for("[data-square=\"d7\"][data-piece=\"wR\"]")
            .await?;
        assert_eq!(page.count(".move-list .move.ahead").await?, 8);
        page.wait_until("location.hash.includes('&ply=25')").await?;
        let link = page.js("return location.hash;", vec![]).await?;
        let link = link.as_str().unwrap_or_default().to_string();
        // An imported game's link carries the whole file (its heading and comments too).
        assert!(link.contains("&pgn="), "{link}");
        page.screenshot("move-list-clicked").await?;
        // The arrow keys step from the list.
        page.key(fantoccini::key::Key::Left).await?;
        page.wait_for(".move-list .current button[aria-label=\"12... Rd8\"]")
            .await?;
        page.wait_until("document.activeElement?.getAttribute('aria-label') === '12... Rd8'")
            .await?;

        // The link opens the same game at the same move in a new page.
        page.client().goto("about:blank").await?;
        page.client().goto(&page.url(&link)).await?;
        page.wait_for("[data-square=\"d7\"][data-piece=\"wR\"]")
            .await?;
        page.wait_for_count(".move-list .move button", 33).await?;
        page.wait_for(".move-list .current button[aria-label=\"13. Rxd7\"]")
            .await?;
        let heading = page.text("[data-role=\"game-heading\"]").await?;
        assert!(heading.starts_with("Paul Morphy"), "{heading}");
        assert!(page.exists("[data-role=\"redo\"]:not([disabled])").await?);

        // A link whose moves break says so at the top and marks nothing.
        page.client().goto("about:blank").await?;
        page.client()
            .goto(&page.url("#/play?moves=e2e4.e7e9&arrows=e2e4g"))
            .await?;
        page.wait_for("[data-role=\"link-error\"]").await?;
        let said = page.text("[data-role=\"link-error\"]").await?;
        assert!(said.contains("move 2 (e7e9)"), "{said}");
        assert!(!page.exists(".shapes .shape-arrow-green").await?);
        Ok(())
    })
    .await;
}
