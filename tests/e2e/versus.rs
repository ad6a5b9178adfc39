//! A game against the computer in a real browser: a whole game to mate against level 1,
//! the computer's check explained, take back, hint and resign, a board that answers while
//! level 4 thinks (the search runs in a worker), a worker that cannot be loaded, and a
//! second game offline.

use crate::a11y::axe_violations;
use crate::harness::{dist, square, with_page, with_site, Error, Key, Page, TestResult};
use crate::offline::{go_offline, wait_controlled, TempSite};
use check_tutor::engine::protocol::{answer, Reply, Request};
use check_tutor::engine::{choose, key_of, Level};
use check_tutor::rules::Position;
use serde_json::json;

pub const THINKING: &str = "[data-role=\"thinking\"]:not([hidden])";
const STATUS: &str = "[data-role=\"status\"]";
/// The half-moves in the move list.
pub const PLIES: &str = ".move-list [aria-label]";

/// Opens the dialog from the play page and starts a game.
pub async fn start_game(page: &Page, side: &str, level: u8) -> TestResult {
    page.click_on("[data-role=\"vs-open\"]").await?;
    page.wait_until("document.querySelector('[data-role=\"vs-dialog\"]').open")
        .await?;
    page.click_on(&format!("[data-role=\"vs-side-{side}\"]"))
        .await?;
    page.click_on(&format!("[data-role=\"vs-level-{level}\"]"))
        .await?;
    page.click_on("[data-role=\"vs-start\"]").await?;
    page.wait_until("!document.querySelector('[data-role=\"vs-dialog\"]').open")
        .await?;
    page.wait_for("[data-role=\"versus\"]").await?;
    // The game starts on the board: the keyboard can play at once.
    page.wait_until("document.activeElement && document.activeElement.hasAttribute('data-square')")
        .await
}

/// The position on the board, read from the page's FEN.
pub async fn position(page: &Page) -> Result<Position, Error> {
    let fen = page.text("[data-role=\"fen\"]").await?;
    Ok(fen.trim().parse::<Position>()?)
}

/// Waits until the computer has moved and it is `side`'s turn ("w" or "b"), or the game
/// is over.
pub async fn wait_for_turn(page: &Page, side: &str) -> TestResult {
    page.wait_until(&format!(
        "!document.querySelector('{THINKING}') && \
         (document.querySelector('[data-role=\"fen\"]').textContent.split(' ')[1] === '{side}' \
          || ['checkmate', 'stalemate', 'draw'].includes(document.querySelector('{STATUS}').dataset.status))"
    ))
    .await
}

pub async fn type_move(page: &Page, uci: &str) -> TestResult {
    page.fill("[data-role=\"move-input\"]", uci).await?;
    page.click_on("[data-role=\"move-submit\"]").await
}

#[tokio::test]
async fn a_whole_game_against_level_one_ends_in_mate_and_survives_a_reload() {
    with_page("#/play", |page| async move {
        start_game(&page, "white", 1).await?;
        let mut history = Vec::new();
        let mut checks_seen = 0;
        for n in 0..150 {
            wait_for_turn(&page, "w").await?;
            if page.attr(STATUS, "data-status").await?.as_deref() == Some("checkmate") {
                break;
            }
            let pos = position(&page).await?;
            if pos.is_check() {
                // The computer gave check: the tutor names the checker and the ways out.
                checks_seen += 1;
                let why = page.text("[data-role=\"explanation\"]").await?;
                assert!(why.contains("attacks the king"), "{why}");
                assert!(
                    why.contains("Ways out") || why.contains("ways out") || why.contains("way out"),
                    "{why}"
                );
                if checks_seen == 1 {
                    page.screenshot("versus-check-by-the-computer").await?;
                }
            }
            let found = choose(&pos, &history, Level::Four, n).ok_or("no move for the learner")?;
            history.push(key_of(&pos));
            type_move(&page, &found.mv.uci().to_string()).await?;
        }
        page.wait_for("[data-role=\"status\"][data-status=\"checkmate\"]")
            .await?;
        let status = page.text(STATUS).await?;
        assert!(status.contains("White wins"), "{status}");
        let end = page.text("[data-role=\"versus-end\"]").await?;
        assert!(end.starts_with("You won!"), "{end}");
        assert!(page
            .text("[data-role=\"explanation\"]")
            .await?
            .contains("king"));
        let pgn = page.text("[data-role=\"pgn\"]").await?;
        assert!(pgn.contains("[White \"Learner\"]"), "{pgn}");
        assert!(pgn.contains("[Black \"Check Tutor, level 1\"]"), "{pgn}");
        assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
        for (w, h) in [(1280, 900), (1024, 768), (390, 844)] {
            page.resize(w, h).await?;
            page.screenshot(&format!("versus-mate-{w}x{h}")).await?;
        }
        // The address holds the game: a reload shows the same board, still against the
        // computer.
        let fen = page.text("[data-role=\"fen\"]").await?;
        let url = page.client().current_url().await?;
        assert!(url.as_str().contains("vs=computer"), "{url}");
        page.client().refresh().await?;
        page.wait_for("[data-role=\"versus\"]").await?;
        assert_eq!(page.text("[data-role=\"fen\"]").await?, fen);
        Ok(())
    })
    .await;
}

/// A seed with which level 1, as Black after 1.e4 e5 2.d4, answers with a check (the
/// engine is the same natively and in the browser, so the seed plays the same move).
fn checking_seed() -> (u32, String) {
    let moves = ["e2e4", "e7e5", "d2d4"];
    for seed in 0..500 {
        let request = Request {
            id: 1,
            start: Position::starting().fen(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            level: 1,
            seed,
        };
        if let Reply::Move { uci, .. } = answer(&request) {
            if uci == "f8b4" {
                return (seed, uci);
            }
        }
    }
    panic!("no seed in 0..500 plays Bb4+");
}

#[tokio::test]
async fn the_computers_check_is_explained_with_its_checker_and_ways_out() {
    let (seed, _) = checking_seed();
    let link = format!("#/play?vs=computer&level=1&you=white&seed={seed}&moves=e2e4.e7e5.d2d4");
    with_page(&link, |page| async move {
        page.wait_for("[data-square=\"b4\"][data-piece=\"bB\"]")
            .await?;
        page.wait_for("[data-role=\"status\"][data-status=\"check\"]")
            .await?;
        let why = page.text("[data-role=\"explanation\"]").await?;
        assert!(
            why.contains("Black's bishop on b4 attacks the king on e1"),
            "{why}"
        );
        assert!(page.has_class("b4", "checker").await?);
        // The ways out are named, each with its notation and in words (issue 43).
        for way in [
            "Ways out: ",
            "Ke2 (king to e2)",
            "c3 (pawn to c3)",
            "Nc3 (knight to c3)",
            "Bd2 (bishop to d2)",
            "Qd2 (queen to d2)",
        ] {
            assert!(why.contains(way), "{way}: {why}");
        }
        let moved = page.text("[data-role=\"computer-moved\"]").await?;
        assert_eq!(moved, "The computer moved its bishop to b4 (Bb4+).");
        for (w, h) in [(1280, 900), (1024, 768), (390, 844)] {
            page.resize(w, h).await?;
            page.screenshot(&format!("versus-check-{w}x{h}")).await?;
        }
        Ok(())
    })
    .await;
}

/// Issue 43: a hint says why its move is good; one that mates says so.
#[tokio::test]
async fn a_hint_that_mates_says_it_gives_checkmate() {
    // After 1 f3 e5 2 g4, Black (the learner) mates with Qh4.
    let link = "#/play?vs=computer&level=1&you=black&seed=1&moves=f2f3.e7e5.g2g4";
    with_page(link, |page| async move {
        wait_for_turn(&page, "b").await?;
        page.click_on("[data-role=\"hint-button\"]").await?;
        page.wait_for("[data-role=\"hint\"]").await?;
        let hint = page.text("[data-role=\"hint\"]").await?;
        assert_eq!(
            hint,
            "Try the queen from d8 to h4 (Qh4#): it gives checkmate!"
        );
        Ok(())
    })
    .await;
}

/// Issue 43: where the rules allow a draw to be claimed on the learner's turn, a button
/// claims it (after asking); the link keeps the claim, and the game ends as a draw.
#[tokio::test]
async fn a_threefold_repetition_can_be_claimed_with_a_button() {
    // The knights go out and back twice: the starting position stands there a third time.
    let link = "#/play?vs=computer&level=1&you=white&seed=1\
                &moves=g1f3.g8f6.f3g1.f6g8.g1f3.g8f6.f3g1.f6g8";
    with_page(link, |page| async move {
        wait_for_turn(&page, "w").await?;
        page.click_on("[data-role=\"claim-draw\"]").await?;
        page.click_on("[data-role=\"claim-draw-yes\"]").await?;
        page.wait_until("location.hash.includes('drawn=1')").await?;
        let status = page.text(STATUS).await?;
        assert!(
            status.contains(
                "You claimed a draw: this position has now stood on the board three times."
            ),
            "{status}"
        );
        page.wait_for("[data-role=\"versus-end\"]").await?;
        assert!(!page.exists("[data-role=\"claim-draw\"]").await?);
        assert!(page
            .attr("[data-role=\"take-back\"]", "disabled")
            .await?
            .is_some());
        page.screenshot("versus-draw-claimed").await?;
        // The claim survives a reload.
        page.client().refresh().await?;
        page.wait_for("[data-role=\"versus-end\"]").await?;
        assert!(page.text(STATUS).await?.contains("You claimed a draw"));
        Ok(())
    })
    .await;
}

/// Issue 43: where a move would bring a position about for the third time, the button
/// claims by declaring it: the question names the move, the move is played, the computer
/// does not answer, and the link keeps the claim.
#[tokio::test]
async fn a_draw_is_claimed_by_declaring_the_move_that_repeats() {
    // The white knight comes back to f3 from h4: after Nf3 that position stands a third time.
    let link = "#/play?vs=computer&level=1&you=white&seed=1\
                &moves=g1f3.b8c6.f3h4.c6b8.h4f3.b8c6.f3h4.c6b8";
    with_page(link, |page| async move {
        wait_for_turn(&page, "w").await?;
        page.click_on("[data-role=\"claim-draw\"]").await?;
        let asked = page.text("[data-role=\"claim-draw-ask\"]").await?;
        assert_eq!(
            asked,
            "Play Nf3 and end the game in a draw? With that move, the same position will \
             stand on the board for the third time."
        );
        page.screenshot("versus-declared-claim").await?;
        page.click_on("[data-role=\"claim-draw-yes\"]").await?;
        page.wait_until("location.hash.includes('drawn=1')").await?;
        page.wait_for("[data-role=\"versus-end\"]").await?;
        page.wait_for("[data-square=\"f3\"][data-piece=\"wN\"]")
            .await?;
        let status = page.text(STATUS).await?;
        assert!(
            status.contains(
                "You claimed a draw: this position has now stood on the board three times."
            ),
            "{status}"
        );
        // Nine half-moves: the declared move, and no answer from the computer.
        let moves = page
            .js(
                "return new URLSearchParams(location.hash.split('?')[1]).get('moves');",
                vec![],
            )
            .await?;
        assert_eq!(
            moves.as_str(),
            Some("g1f3.b8c6.f3h4.c6b8.h4f3.b8c6.f3h4.c6b8.h4f3")
        );
        page.client().refresh().await?;
        page.wait_for("[data-role=\"versus-end\"]").await?;
        assert!(page.text(STATUS).await?.contains("You claimed a draw"));
        Ok(())
    })
    .await;
}

/// The computer claims a draw by repetition when it is behind: here it has only its king
/// against a queen, and its position stands on the board for the third time.
#[tokio::test]
async fn the_computer_claims_a_draw_when_it_is_behind() {
    let link = "#/play?vs=computer&level=1&you=white&seed=1&start=4k3%2F8%2F8%2F8%2F8%2F8%2F8%2FQ3K3%20w%20-%20-%200%201\
                &moves=e1d1.e8d8.d1e1.d8e8.e1d1.e8d8.d1e1.d8e8.e1d1";
    with_page(link, |page| async move {
        page.wait_for("[data-role=\"versus-end\"]").await?;
        let status = page.text(STATUS).await?;
        assert!(
            status.contains("The computer claimed a draw: this position has now stood on the board three times."),
            "{status}"
        );
        assert!(!page.exists("[data-role=\"claim-draw\"]").await?);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn take_back_hint_and_resign() {
    with_page("#/play", |page| async move {
        for (w, h) in [(1280, 900), (1024, 768), (390, 844)] {
            page.resize(w, h).await?;
            page.click_on("[data-role=\"vs-open\"]").await?;
            page.wait_until("document.querySelector('[data-role=\"vs-dialog\"]').open")
                .await?;
            page.screenshot(&format!("versus-dialog-{w}x{h}")).await?;
            page.click_on("[data-role=\"vs-cancel\"]").await?;
            page.wait_until("!document.querySelector('[data-role=\"vs-dialog\"]').open")
                .await?;
        }
        page.resize(1280, 900).await?;
        start_game(&page, "white", 2).await?;
        assert!(page
            .attr("[data-role=\"take-back\"]", "disabled")
            .await?
            .is_some());
        type_move(&page, "e2e4").await?;
        wait_for_turn(&page, "w").await?;
        assert_eq!(page.count(PLIES).await?, 2, "one move each");
        page.click_on("[data-role=\"take-back\"]").await?;
        page.wait_for(&format!("{}[data-piece=\"wP\"]", square("e2")))
            .await?;
        assert_eq!(position(&page).await?, Position::starting());
        // A hint names a legal move and says why it may be played; the arrow shows it.
        page.click_on("[data-role=\"hint-button\"]").await?;
        page.wait_for("[data-role=\"hint\"]").await?;
        let hint = page.text("[data-role=\"hint\"]").await?;
        assert!(hint.starts_with("Try "), "{hint}");
        assert!(
            hint.contains(" from ")
                && hint.contains("it may go there")
                && hint.contains("your king stays safe"),
            "{hint}"
        );
        assert!(page.exists(".shape-arrow-blue").await?);
        // Resigning asks first, then ends the game: the board says so when touched.
        page.click_on("[data-role=\"resign\"]").await?;
        page.click_on("[data-role=\"resign-yes\"]").await?;
        page.wait_until(
            "document.querySelector('[data-role=\"status\"]').textContent.includes('You resigned')",
        )
        .await?;
        assert!(
            !page.exists("[data-role=\"hint\"]").await?,
            "the hint goes with the game"
        );
        page.click("e2").await?;
        page.wait_for("[data-role=\"versus-note\"]").await?;
        assert!(page.text("[data-role=\"pgn\"]").await?.contains("0-1"));
        let url = page.client().current_url().await?;
        assert!(url.as_str().contains("resigned=1"), "{url}");
        page.screenshot("versus-resigned").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn while_level_four_thinks_the_board_answers_at_once() {
    // The learner (White) has just played: the computer is to move in an open middlegame.
    let link = "#/play?vs=computer&level=4&you=white&seed=5\
                &moves=e2e4.e7e5.g1f3.b8c6.f1c4.g8f6.d2d3.f8c5.c2c3.d7d6.b1d2.a7a6.b2b4";
    with_page(link, |page| async move {
        page.wait_for(THINKING).await?;
        page.click("d1").await?;
        // The click is answered (a note, on the page's own thread) while the search runs.
        let both = page
            .js(
                &format!(
                    "return [!!document.querySelector('[data-role=\"versus-note\"]'), \
                     !!document.querySelector('{THINKING}')];"
                ),
                vec![],
            )
            .await?;
        assert_eq!(
            both,
            json!([true, true]),
            "the note came while the computer thought"
        );
        wait_for_turn(&page, "w").await?;
        assert_eq!(page.count(PLIES).await?, 14);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_missing_engine_file_is_explained_and_the_board_still_works() {
    // A site whose engine files are gone, as after a deploy that lost them.
    let (site, kept) = TempSite::without_worker(&dist(), "no-engine").expect("a copy of dist");
    let root = site.0.clone();
    with_site(&root, |page| async move {
        page.load("/#/play", "[data-role=\"vs-open\"]").await?;
        start_game(&page, "black", 1).await?;
        page.wait_for("[data-role=\"engine-error\"]").await?;
        let error = page.text("[data-role=\"engine-error\"]").await?;
        assert!(error.contains("could not start"), "{error}");
        assert!(!page.exists(THINKING).await?);
        page.screenshot("versus-engine-missing").await?;
        // The learner may move for the computer meanwhile.
        type_move(&page, "e2e4").await?;
        page.wait_for(&format!("{}[data-piece=\"wP\"]", square("e4")))
            .await?;
        for (p, bytes) in &kept {
            std::fs::write(p, bytes)?;
        }
        // With the files back, Try again brings the computer back: it is Black's turn, the
        // learner's, so the computer waits; after the learner's move it answers.
        page.click_on("[data-role=\"engine-retry\"]").await?;
        type_move(&page, "e7e5").await?;
        wait_for_turn(&page, "b").await?;
        assert_eq!(page.count(PLIES).await?, 3);
        assert!(!page.exists("[data-role=\"engine-error\"]").await?);
        Ok(())
    })
    .await;
    drop(site);
}

#[tokio::test]
async fn offline_after_one_visit_practice_and_a_game_work() {
    // The helper worker is precached with the rest: no game nor exercise is needed first.
    with_site(&dist(), |page| async move {
        page.load("/#/play", "[data-role=\"vs-open\"]").await?;
        wait_controlled(&page).await?;
        go_offline(&page).await?;
        page.goto("/#/practice?kind=escapes&seed=9&level=1").await?;
        page.wait_for("[data-role=\"exercise\"]").await?;
        assert!(!page.exists("[data-role=\"exercise-error\"]").await?);
        page.goto("/#/play").await?;
        page.wait_for("[data-role=\"vs-open\"]").await?;
        start_game(&page, "black", 2).await?;
        wait_for_turn(&page, "b").await?;
        assert_eq!(page.count(PLIES).await?, 1);
        assert!(!page.exists("[data-role=\"engine-error\"]").await?);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_dialog_and_the_game_work_by_keyboard_and_pass_axe() {
    with_page("#/play", |page| async move {
        page.click_on("[data-role=\"vs-open\"]").await?;
        page.wait_until("document.querySelector('[data-role=\"vs-dialog\"]').open")
            .await?;
        // The modal dialog has the focus, on its first choice; axe finds nothing wrong.
        page.wait_until("document.activeElement && document.activeElement.closest('dialog')")
            .await?;
        let found = axe_violations(&page).await?;
        assert!(
            found.is_empty(),
            "axe-core on the dialog:\n{}",
            found.join("\n")
        );
        // Escape calls it off and the focus goes back to the button that opened it.
        page.key(Key::Escape).await?;
        page.wait_until("!document.querySelector('[data-role=\"vs-dialog\"]').open")
            .await?;
        page.wait_until("document.activeElement.dataset.role === 'vs-open'")
            .await?;
        // Enter opens it again and, on a choice, starts the game: the board has the focus.
        page.key(Key::Enter).await?;
        page.wait_until("document.querySelector('[data-role=\"vs-dialog\"]').open")
            .await?;
        page.key(Key::Enter).await?;
        page.wait_for("[data-role=\"versus\"]").await?;
        page.wait_until(
            "document.activeElement && document.activeElement.hasAttribute('data-square')",
        )
        .await?;
        type_move(&page, "e2e4").await?;
        wait_for_turn(&page, "w").await?;
        page.click_on("[data-role=\"hint-button\"]").await?;
        page.wait_for("[data-role=\"hint\"]").await?;
        let found = axe_violations(&page).await?;
        assert!(
            found.is_empty(),
            "axe-core on a game:\n{}",
            found.join("\n")
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_front_page_leads_to_a_game_against_the_computer() {
    with_site(&dist(), |page| async move {
        page.load("/", "[data-role=\"home-vs\"]").await?;
        for (w, h) in [(1280, 900), (1024, 768), (390, 844)] {
            page.resize(w, h).await?;
            page.screenshot(&format!("versus-front-page-{w}x{h}"))
                .await?;
        }
        page.click_on("[data-role=\"home-vs\"]").await?;
        page.wait_until("document.querySelector('[data-role=\"vs-dialog\"]')?.open")
            .await?;
        page.click_on("[data-role=\"vs-side-black\"]").await?;
        page.click_on("[data-role=\"vs-start\"]").await?;
        // Black: the computer moves first, and the board is turned for the learner.
        wait_for_turn(&page, "b").await?;
        assert_eq!(page.count(PLIES).await?, 1);
        let url = page.client().current_url().await?;
        assert!(
            url.as_str().contains("you=black") && url.as_str().contains("flip=1"),
            "{url}"
        );
        Ok(())
    })
    .await;
}
