//! Huge games stay quick (issue 18): a PGN of 400,000 half-moves steps back and forth with
//! the board, the FEN and the address right after each step, and 5 MB of text in the PGN
//! box neither slows the board nor gets lost.
//!
//! The game is the knights' shuffle, `Nf3 Nf6 Ng1 Ng8` 100,000 times: the longest kind of
//! game a PGN can hold, since every other move of a long game must be reversible. Under
//! the FIDE laws fivefold repetition ends it at its 16th half-move; the app reads every
//! move anyway and says it is drawn, which is what a long, strange PGN gets.

use crate::harness::{with_page, Page, TestResult};
use serde_json::json;
use std::time::Instant;

const PLIES: usize = 400_000;

/// The FEN after `n` half-moves of the shuffle.
fn shuffle_fen(n: usize) -> String {
    let board = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R",
        "rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R",
        "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR",
    ][n % 4];
    let turn = if n % 2 == 0 { 'w' } else { 'b' };
    format!("{board} {turn} KQkq - {n} {}", n / 2 + 1)
}

/// Waits until the FEN shown, the address and the board all show `fen`.
async fn shows(page: &Page, fen: &str) -> TestResult {
    page.wait_until(&format!(
        "document.querySelector('[data-role=fen]').textContent === {fen} && \
         decodeURIComponent((location.hash.match(/fen=([^&]*)/) || [])[1] || '') === {fen}",
        fen = json!(fen)
    ))
    .await?;
    let n: usize = fen
        .split(' ')
        .nth(4)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let white_knight = if n % 4 == 1 || n % 4 == 2 { "f3" } else { "g1" };
    let black_knight = if n % 4 >= 2 { "f6" } else { "g8" };
    assert_eq!(
        page.piece_on(white_knight).await?.as_deref(),
        Some("wN"),
        "{fen}"
    );
    assert_eq!(
        page.piece_on(black_knight).await?.as_deref(),
        Some("bN"),
        "{fen}"
    );
    Ok(())
}

#[tokio::test]
async fn undo_and_redo_on_a_game_of_400000_half_moves_keep_board_fen_and_address_right() {
    with_page("#/play", |page| async move {
        page.js(
            "let t = ''; for (let i = 0; i < 100000; i++) \
               t += `${2 * i + 1}. Nf3 Nf6 ${2 * i + 2}. Ng1 Ng8 `; \
             document.querySelector('[data-role=\"pgn-input\"]').value = t;",
            vec![],
        )
        .await?;
        page.click_on("[data-role=\"pgn-load\"]").await?;
        page.wait_for("[data-role=\"to-end\"]:not([disabled])")
            .await?;
        page.click_on("[data-role=\"to-end\"]").await?;
        shows(&page, &shuffle_fen(PLIES)).await?;
        for k in 1..=12 {
            page.click_on("[data-role=\"undo\"]").await?;
            shows(&page, &shuffle_fen(PLIES - k)).await?;
        }
        for k in (0..12).rev() {
            page.click_on("[data-role=\"redo\"]").await?;
            shows(&page, &shuffle_fen(PLIES - k)).await?;
        }
        let list = page.text("[data-role=\"move-list\"]").await?;
        assert!(list.contains("399700 earlier moves"), "{list}");
        // The work each step does, not its time (`cargo bench --bench huge_game` times the
        // game's own steps): a step redraws the board, the move list's window and the PGN
        // box's last part, never the 400,000 half-moves. Counted as the nodes the page
        // adds or rewrites per Undo, by a MutationObserver.
        let started = Instant::now();
        let most = page
            .js(
                "const undo = document.querySelector('[data-role=undo]'); \
                 const fen = () => document.querySelector('[data-role=fen]').textContent; \
                 let changed = 0, most = 0; \
                 const seen = new MutationObserver(records => { for (const r of records) \
                   changed += r.type === 'childList' ? r.addedNodes.length : 1; }); \
                 seen.observe(document.body, { subtree: true, childList: true, characterData: true }); \
                 return (async () => { for (let i = 0; i < 200; i++) { \
                   const before = fen(); changed = 0; undo.click(); \
                   while (fen() === before) await new Promise(r => setTimeout(r, 0)); \
                   await new Promise(r => setTimeout(r, 0)); \
                   seen.takeRecords().forEach(r => changed += r.type === 'childList' ? r.addedNodes.length : 1); \
                   most = Math.max(most, changed); } \
                   seen.disconnect(); return most; })();",
                vec![],
            )
            .await?;
        shows(&page, &shuffle_fen(PLIES - 200)).await?;
        eprintln!("200 undos took {:?}", started.elapsed());
        let most = most.as_u64().unwrap_or(u64::MAX);
        eprintln!("the most nodes one undo added or rewrote: {most}");
        // The move list's window (300 half-moves, each a button) is about 1,600 nodes
        // (2026-11-27); the whole game would be over 400,000.
        assert!(
            most < 5_000,
            "one undo added or rewrote {most} nodes: more than its window of the game"
        );
        // All of it, the parts out of view included (the browser lays those out later).
        let pgn = page
            .js(
                "return document.querySelector('[data-role=pgn]').textContent;",
                vec![],
            )
            .await?;
        let pgn = pgn.as_str().unwrap_or_default();
        assert!(
            pgn.starts_with("[Event"),
            "the PGN box starts with its tags"
        );
        assert!(
            pgn.contains("[Result \"1/2-1/2\"]"),
            "the PGN box shows the draw"
        );
        let words: Vec<&str> = pgn.split_whitespace().collect();
        assert_eq!(
            words[words.len().saturating_sub(4)..],
            ["199900.", "Ng1", "Ng8", "1/2-1/2"],
            "the PGN box ends with the last moves"
        );
        assert!(
            pgn.contains("\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3"),
            "and starts with the first"
        );
        let moves = words
            .iter()
            .filter(|w| ["Nf3", "Nf6", "Ng1", "Ng8"].contains(w))
            .count();
        assert_eq!(moves, PLIES - 200, "every move is there");
        page.screenshot("huge-game").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn five_megabytes_in_the_pgn_box_neither_stop_the_board_nor_get_lost() {
    with_page("#/play", |page| async move {
        page.js(
            "document.querySelector('[data-role=\"pgn-input\"]').value = \
               '1. e4 e5 2. Nf3 Nc6 '.repeat(262144);",
            vec![],
        )
        .await?;
        let fingerprint = "const v = document.querySelector('[data-role=\"pgn-input\"]').value; \
                           return [v.length, v.slice(0, 20), v.slice(-20)];";
        let before = page.js(fingerprint, vec![]).await?;
        assert_eq!(before[0], json!(5 * 1024 * 1024));
        for (from, to) in [("e2", "e4"), ("e7", "e5"), ("g1", "f3")] {
            page.click(from).await?;
            page.click(to).await?;
            page.wait_until(&format!(
                "document.querySelector('[data-square={to}]').dataset.piece !== undefined"
            ))
            .await?;
        }
        page.wait_for("[data-square=\"f3\"][data-piece=\"wN\"]")
            .await?;
        assert!(page.text(".move-list").await?.contains("Nf3"));
        page.click_on("[data-role=\"undo\"]").await?;
        page.wait_for("[data-square=\"g1\"][data-piece=\"wN\"]")
            .await?;
        assert_eq!(
            page.js(fingerprint, vec![]).await?,
            before,
            "the text is kept"
        );
        // Imported, it names the first move that fails (the text starts over at move 1).
        page.click_on("[data-role=\"pgn-load\"]").await?;
        page.wait_for("[data-role=\"fen-error\"]").await?;
        let msg = page.text("[data-role=\"fen-error\"]").await?;
        assert!(msg.contains("e4"), "{msg}");
        assert_eq!(page.js(fingerprint, vec![]).await?, before, "still kept");
        Ok(())
    })
    .await;
}
