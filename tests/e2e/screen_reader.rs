//! A blind learner's game: every move heard once through the live region (the learner's
//! own and the computer's reply that follows within milliseconds), the computer's check
//! explained aloud, the hint spoken, and the focus kept by Hint, Resign and Stop the
//! computer.

use crate::harness::{with_page, Error, Page, TestResult};
use crate::versus::{position, start_game, wait_for_turn};
use check_tutor::rules::{Move, Position};
use check_tutor::tutor::describe_move;
use serde_json::json;

/// Starts recording every paragraph added to the live region, in order.
pub async fn record_heard(page: &Page) -> TestResult {
    page.js(
        "window.heardLog = []; \
         new MutationObserver(ms => { for (const m of ms) for (const n of m.addedNodes) \
           window.heardLog.push((n.textContent || '').trim()); }) \
           .observe(document.querySelector('[data-role=announcer]'), { childList: true }); \
         return null;",
        vec![],
    )
    .await?;
    Ok(())
}

/// Everything the live region has said since [`record_heard`].
pub async fn heard_log(page: &Page) -> Result<Vec<String>, Error> {
    Ok(serde_json::from_value(
        page.js("return window.heardLog;", vec![]).await?,
    )?)
}

/// Whether the focus is on the element with `data-role` `role`, as a script.
fn focus_is(role: &str) -> String {
    format!(
        "document.activeElement?.getAttribute('data-role') === {}",
        json!(role)
    )
}

/// The learner's move: a check where there is one (so the learner's checks are among the
/// moves heard), else the first legal move in square order.
fn pick(pos: &Position) -> Option<Move> {
    let mut moves: Vec<Move> = pos.legal_moves().iter().copied().collect();
    moves.sort_by_key(|m| (!pos.after(m).is_check(), m.from.index(), m.to.index()));
    moves.into_iter().find(|m| m.promotion.is_none())
}

/// The game's moves, from the address (`moves=e2e4.e7e5...`).
async fn moves_in_address(page: &Page) -> Result<Vec<String>, Error> {
    let url = page.client().current_url().await?;
    let moves = url
        .fragment()
        .unwrap_or_default()
        .split(['?', '&'])
        .find_map(|p| p.strip_prefix("moves="))
        .unwrap_or_default()
        .to_string();
    Ok(moves
        .split('.')
        .filter(|m| !m.is_empty())
        .map(str::to_string)
        .collect())
}

#[tokio::test]
async fn every_move_of_a_game_against_the_computer_is_heard_once() {
    with_page("#/play", |page| async move {
        start_game(&page, "white", 1).await?;
        record_heard(&page).await?;
        for _ in 0..5 {
            wait_for_turn(&page, "w").await?;
            let pos = position(&page).await?;
            let Some(mv) = pick(&pos) else { break };
            page.click(&mv.from.to_string()).await?;
            page.click(&mv.to.to_string()).await?;
        }
        wait_for_turn(&page, "w").await?;
        // The address follows the board once it is drawn.
        page.wait_until(
            "(location.hash.split('moves=')[1] || '').split('&')[0].split('.').length >= 10",
        )
        .await?;
        let heard = heard_log(&page).await?;
        let mut pos = Position::starting();
        let moves = moves_in_address(&page).await?;
        assert!(moves.len() >= 10, "five moves each: {moves:?}");
        let mut checks = 0;
        let mut said = Vec::new();
        for uci in &moves {
            let mv = *pos
                .legal_moves()
                .iter()
                .find(|m| m.to_string() == *uci)
                .ok_or_else(|| format!("{uci} is not legal in {}", pos.fen()))?;
            said.push(describe_move(&pos, &mv));
            pos = pos.after(&mv);
            if pos.is_check() && pos.turn().is_white() {
                // The computer's check: who gives it and the ways out, heard after it.
                checks += 1;
                let at = heard.iter().position(|h| Some(h) == said.last());
                let next = at.and_then(|i| heard.get(i + 1)).map_or("", String::as_str);
                assert!(
                    next.contains("attacks the king")
                        && ["way out", "ways out"]
                            .iter()
                            .any(|w| next.to_ascii_lowercase().contains(w)),
                    "{next}"
                );
            }
        }
        // Every move heard, once, in the order played (a move played twice is heard twice).
        let moves_heard: Vec<&String> = heard.iter().filter(|h| said.contains(h)).collect();
        assert_eq!(moves_heard, said.iter().collect::<Vec<_>>(), "{heard:#?}");
        // The region keeps what it said as paragraphs of their own, so the computer's
        // reply, coming within milliseconds, does not replace the learner's move before a
        // screen reader has read it.
        let kept: Vec<String> = serde_json::from_value(
            page.js(
                "return [...document.querySelectorAll('[data-role=announcer] p')].map(p => p.textContent.trim());",
                vec![],
            )
            .await?,
        )?;
        let last_two = &said[said.len() - 2..];
        assert!(last_two.iter().all(|m| kept.contains(m)), "{kept:#?}");
        // Little besides: a piece picked up, a check explained.
        assert!(heard.len() <= 2 * moves.len() + checks, "{heard:#?}");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn hint_resign_and_stop_keep_the_focus_and_are_heard() {
    with_page("#/play", |page| async move {
        start_game(&page, "white", 2).await?;
        record_heard(&page).await?;
        page.click("e2").await?;
        page.click("e4").await?;
        wait_for_turn(&page, "w").await?;
        // Hint keeps the focus while it looks, and its answer is spoken.
        page.click_on("[data-role=\"hint-button\"]").await?;
        page.wait_for("[data-role=\"hint\"]").await?;
        page.wait_until(&focus_is("hint-button")).await?;
        let hint = page.text("[data-role=\"hint\"]").await?;
        page.wait_until(&format!("window.heardLog.includes({})", json!(hint.trim())))
            .await?;
        // Resign asks, with the focus on the answer; "Keep playing" goes back to Resign.
        page.click_on("[data-role=\"resign\"]").await?;
        page.wait_until(&focus_is("resign-yes")).await?;
        page.click_on("[data-role=\"resign-no\"]").await?;
        page.wait_until(&focus_is("resign")).await?;
        // Stop the computer says what it does and asks first.
        page.click_on("[data-role=\"vs-leave\"]").await?;
        page.wait_until(&focus_is("vs-leave-yes")).await?;
        let group = page.text(".confirm").await?;
        assert!(group.contains("both sides"), "{group}");
        page.screenshot("versus-stop-asks").await?;
        page.click_on("[data-role=\"vs-leave-no\"]").await?;
        page.wait_until(&focus_is("vs-leave")).await?;
        // Resigned, the focus goes to New game.
        page.click_on("[data-role=\"resign\"]").await?;
        page.click_on("[data-role=\"resign-yes\"]").await?;
        page.wait_until(&focus_is("vs-new")).await?;
        // A new game, then stopping the computer: the board takes the focus.
        page.click_on("[data-role=\"vs-new\"]").await?;
        page.wait_until("document.querySelector('[data-role=\"vs-dialog\"]').open")
            .await?;
        page.click_on("[data-role=\"vs-side-black\"]").await?;
        page.click_on("[data-role=\"vs-start\"]").await?;
        wait_for_turn(&page, "b").await?;
        page.click_on("[data-role=\"vs-leave\"]").await?;
        page.click_on("[data-role=\"vs-leave-yes\"]").await?;
        page.wait_until("!document.querySelector('[data-role=versus]')")
            .await?;
        page.wait_until("document.activeElement?.hasAttribute('data-square')")
            .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn marks_are_named_and_the_position_is_in_words_on_every_board() {
    let label_has = |sq: &str, words: &str| {
        format!(
            "(document.querySelector('[data-square={sq}]')?.getAttribute('aria-label') || '').includes({})",
            json!(words)
        )
    };
    with_page("#/play?arrows=a2a4y&circles=d4r", move |page| async move {
        // A drawn arrow and circle are part of the squares' names, and listed in words.
        page.wait_until(&label_has("a2", "white pawn, yellow arrow to a4")).await?;
        page.wait_until(&label_has("a4", "empty, yellow arrow from a2")).await?;
        page.wait_until(&label_has("d4", "empty, red circle")).await?;
        let listed: String = serde_json::from_value(
            page.js(
                "return document.querySelector('[data-role=position-words]').textContent;",
                vec![],
            )
            .await?,
        )?;
        assert!(listed.contains("Arrow: a2 to a4 in yellow.") && listed.contains("Circle: d4 in red."), "{listed}");
        // The reading keys: the whole position, a rank, a file, the pieces of a kind.
        record_heard(&page).await?;
        page.focus("e1").await?;
        for (key, said) in [
            ("w", "White pieces: King on e1"),
            ("x", "Rank 1: white rook on a1"),
            ("y", "The e-file: white king on e1, white pawn on e2"),
            ("l", "Kings: White's on e1, Black's on e8."),
        ] {
            page.keys(key).await?;
            page.wait_until(&format!(
                "window.heardLog.some(h => h.startsWith({}))",
                json!(said)
            ))
            .await?;
        }
        // The board's description tells the keys.
        page.wait_until("document.getElementById('board-keys').textContent.includes('W: the whole position.')")
            .await?;
        // A lesson's board and practice's have the position in words too.
        page.goto("#/lesson/what-is-check/1").await?;
        page.wait_until("(document.querySelector('[data-role=position-words]')?.textContent || '').includes('King on')")
            .await?;
        page.goto("#/practice").await?;
        page.wait_until("(document.querySelector('[data-role=position-words]')?.textContent || '').includes('King on')")
            .await?;
        Ok(())
    })
    .await;
}
