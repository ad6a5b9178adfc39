//! Game links (`#/play?vs=computer&...`, `#/play?moves=...`) that are broken, or that go
//! on past the game's end: the problem is said at the top and stays there, the computer
//! does not play on until the learner says so, and Take back leaves the record as the
//! board shows it.

use crate::harness::{with_page, Page, TestResult};
use crate::versus::{type_move, wait_for_turn, PLIES};

const BANNER: &str = "[data-role=\"link-error\"]";

/// Waits a moment and checks that the game is still `plies` half-moves long with its
/// banner shown: nothing played on from the broken link.
async fn still_stopped(page: &Page, plies: usize) -> TestResult {
    page.js("return new Promise(r => setTimeout(r, 800));", vec![])
        .await?;
    assert_eq!(page.count(PLIES).await?, plies, "the computer played on");
    assert!(page.exists(BANNER).await?, "the message went");
    Ok(())
}

#[tokio::test]
async fn a_broken_game_link_is_explained_and_the_computer_waits_for_play_on() {
    let link = "#/play?vs=computer&level=1&you=black&seed=3&moves=e2e4.e7e5.zz9";
    with_page("#/play", |page| async move {
        page.load(link, BANNER).await?;
        let said = page.text(BANNER).await?;
        assert!(said.contains("its move 3 (zz9)"), "{said}");
        still_stopped(&page, 2).await?;
        // A touch of the board says why the computer waits.
        page.click("e5").await?;
        page.wait_for("[data-role=\"versus-note\"]").await?;
        let note = page.text("[data-role=\"versus-note\"]").await?;
        assert!(note.contains("Play on"), "{note}");
        page.screenshot("game-link-broken").await?;
        page.click_on("[data-role=\"link-play-on\"]").await?;
        wait_for_turn(&page, "b").await?;
        page.wait_for_count(PLIES, 3).await?;
        assert!(!page.exists(BANNER).await?);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_replay_stops_where_the_game_ended() {
    with_page("#/play", |page| async move {
        // Fool's mate, then a move after it.
        let mated = "#/play?vs=computer&level=1&you=white&seed=1&moves=f2f3.e7e5.g2g4.d8h4.a2a3";
        page.load(mated, BANNER).await?;
        let said = page.text(BANNER).await?;
        assert!(said.contains("after the game ended in checkmate"), "{said}");
        assert!(
            !page.exists("[data-role=\"link-play-on\"]").await?,
            "nothing to play on"
        );
        assert_eq!(page.count(PLIES).await?, 4);
        assert_eq!(
            page.attr("[data-role=\"status\"]", "data-status").await?,
            Some("checkmate".into())
        );
        // Knights out and back: a fivefold repetition at half-move 16, in a Play link.
        let dance: Vec<&str> = ["g1f3", "g8f6", "f3g1", "f6g8"]
            .iter()
            .cycle()
            .take(20)
            .copied()
            .collect();
        page.load(&format!("#/play?moves={}", dance.join(".")), BANNER)
            .await?;
        let said = page.text(BANNER).await?;
        assert!(said.contains("five times"), "{said}");
        assert!(!said.contains("Checkmate"), "{said}");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_bad_level_keeps_the_rest_of_the_link_and_says_why_at_the_top() {
    let link = "#/play?vs=computer&level=9&you=white&seed=1&moves=e2e4.e7e5";
    with_page("#/play", |page| async move {
        page.load(link, BANNER).await?;
        let said = page.text(BANNER).await?;
        assert!(said.contains("levels are 1 to 4"), "{said}");
        assert_eq!(page.count(PLIES).await?, 2, "the link's moves stand");
        assert!(
            !page
                .js(
                    "return document.querySelector('[data-role=\"vs-dialog\"]').open;",
                    vec![]
                )
                .await?
                .as_bool()
                .unwrap_or(true),
            "no dialog over the message"
        );
        // A junk move of 3,000 characters is quoted short: the page is no wider.
        let junk = "q".repeat(3000);
        page.load(
            &format!("#/play?vs=computer&level=2&you=white&seed=1&moves=e2e4.{junk}"),
            BANNER,
        )
        .await?;
        let wide = page
            .js(
                "return document.documentElement.scrollWidth <= innerWidth;",
                vec![],
            )
            .await?;
        assert_eq!(wide.as_bool(), Some(true), "the page grew sideways");
        // A second broken link shows its own problem, not the first one's.
        page.load("#/play?moves=e2e4.zz1", BANNER).await?;
        page.set_hash("#/play?moves=d2d4.qq2").await?;
        page.wait_until(
            "document.querySelector('[data-role=\"link-error\"]').textContent.includes('qq2')",
        )
        .await?;
        assert!(!page.text(BANNER).await?.contains("zz1"));
        // In the learner's language: the level in Russian, Play's link in German.
        page.load(
            "#/play?vs=computer&level=7&you=white&seed=1&lang=ru",
            BANNER,
        )
        .await?;
        page.wait_until("document.querySelector('[data-role=\"link-error\"]').textContent.includes('уровень 7')")
            .await?;
        assert!(!page.text(BANNER).await?.contains("level"));
        page.load("#/play?moves=e2e4.zz1&lang=de", BANNER).await?;
        page.wait_until("document.querySelector('[data-role=\"link-error\"]').textContent.includes('Zug 2 (zz1)')")
            .await?;
        let said = page.text(BANNER).await?;
        assert!(!said.contains("link's") && !said.contains("move"), "{said}");
        page.screenshot("game-link-broken-de").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_resigned_link_on_a_mated_game_is_refused() {
    let link = "#/play?vs=computer&level=1&you=white&seed=1&moves=f2f3.e7e5.g2g4.d8h4&resigned=1";
    with_page("#/play", |page| async move {
        page.load(link, BANNER).await?;
        let said = page.text(BANNER).await?;
        assert!(
            said.contains("resigned, but it had already ended"),
            "{said}"
        );
        let pgn = page.text("[data-role=\"pgn\"]").await?;
        assert!(pgn.contains("0-1"), "{pgn}");
        assert!(!pgn.to_ascii_lowercase().contains("resign"), "{pgn}");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn take_back_removes_the_moves_from_the_list_the_pgn_and_the_link() {
    with_page(
        "#/play?vs=computer&level=1&you=white&seed=4",
        |page| async move {
            page.wait_for("[data-role=\"versus\"]").await?;
            type_move(&page, "e2e4").await?;
            wait_for_turn(&page, "w").await?;
            type_move(&page, "d2d4").await?;
            wait_for_turn(&page, "w").await?;
            page.wait_for_count(PLIES, 4).await?;
            page.click_on("[data-role=\"take-back\"]").await?;
            page.wait_for_count(PLIES, 2).await?;
            let pgn = page.download_of("[data-role=\"pgn-export\"]").await?;
            assert!(
                !pgn.contains("d4"),
                "the PGN keeps a taken-back move:\n{pgn}"
            );
            assert!(page.text("[data-role=\"pgn\"]").await?.contains("e4"));
            assert!(!page.text("[data-role=\"pgn\"]").await?.contains("d4"));
            page.wait_until("!location.hash.includes('d2d4')").await?;
            // Resigning now writes the result against the game as it stands.
            page.click_on("[data-role=\"resign\"]").await?;
            page.click_on("[data-role=\"resign-yes\"]").await?;
            page.wait_until("location.hash.includes('resigned=1')")
                .await?;
            let pgn = page.download_of("[data-role=\"pgn-export\"]").await?;
            assert!(pgn.contains("0-1") && !pgn.contains("d4"), "{pgn}");
            Ok(())
        },
    )
    .await;
}

/// An imported game's PGN box holds what its download holds: the file's tags, comments and
/// variations, not a fresh header.
#[tokio::test]
async fn an_imported_games_pgn_box_matches_its_download() {
    let pgn = "[Event \"Club night\"]\n[Site \"Riga\"]\n[Date \"1990.01.02\"]\n[Round \"3\"]\n\
               [White \"Tal\"]\n[Black \"Pupil\"]\n[Result \"1-0\"]\n\n\
               1. e4 {The king's pawn.} e5 2. Qh5 (2. Nf3 Nc6) Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
    with_page("#/play", |page| async move {
        page.js(
            "document.querySelector('[data-role=\"position-game\"]').open = true;",
            vec![],
        )
        .await?;
        page.fill("[data-role=\"pgn-input\"]", pgn).await?;
        page.click_on("[data-role=\"pgn-load\"]").await?;
        page.wait_for("[data-role=\"pgn-loaded\"]").await?;
        let shown = page.text("[data-role=\"pgn\"]").await?;
        for part in [
            "Club night",
            "Tal",
            "The king's pawn.",
            "2. Nf3",
            "Qxf7#",
            "1-0",
        ] {
            assert!(
                shown.contains(part),
                "{part} missing from the box:\n{shown}"
            );
        }
        assert!(!shown.contains("Check Tutor game"), "{shown}");
        let saved = page.download_of("[data-role=\"pgn-export\"]").await?;
        assert_eq!(saved.trim(), shown.trim());
        Ok(())
    })
    .await;
}

/// The computer's move is told once: by the game's panel, not again under the status.
#[tokio::test]
async fn the_computers_move_is_told_once() {
    with_page(
        "#/play?vs=computer&level=1&you=black&seed=2",
        |page| async move {
            page.wait_for("[data-role=\"computer-moved\"]").await?;
            assert!(!page.exists(".status-panel .played").await?);
            Ok(())
        },
    )
    .await;
}

/// A game against the computer drawn by a rule no move may follow: a move tried then is
/// answered by the game's panel, which does not send the learner to an Undo button the
/// game does not have.
#[tokio::test]
async fn a_drawn_game_against_the_computer_does_not_say_press_undo() {
    let dance: Vec<&str> = ["g1f3", "g8f6", "f3g1", "f6g8"]
        .iter()
        .cycle()
        .take(16)
        .copied()
        .collect();
    let link = format!(
        "#/play?vs=computer&level=1&you=white&seed=1&moves={}",
        dance.join(".")
    );
    with_page("#/play", |page| async move {
        page.load(&link, "[data-role=\"versus\"]").await?;
        page.wait_until(
            "document.querySelector('[data-role=\"status\"]').dataset.status === 'draw'",
        )
        .await?;
        page.click("g1").await?;
        page.click("f3").await?;
        page.wait_for("[data-role=\"versus-note\"]").await?;
        let note = page.text("[data-role=\"versus-note\"]").await?;
        assert!(note.contains("This game is over"), "{note}");
        let said = page
            .js("return document.querySelector('main').textContent;", vec![])
            .await?;
        assert!(
            !said.as_str().unwrap_or_default().contains("Press Undo"),
            "{said}"
        );
        Ok(())
    })
    .await;
}

/// A 60-move game (120 half-moves) with a comment every fourth half-move, a NAG every
/// seventh and a side line, made by the rules themselves so every move is legal.
fn annotated_game() -> String {
    use check_tutor::rules::{san, Position};
    let mut pos = Position::starting();
    let mut text = String::from(
        "[Event \"Spring league\"]\n[Site \"Leeds\"]\n[Date \"2026.03.14\"]\n[Round \"5\"]\n\
         [White \"Ana Ruiz\"]\n[Black \"Tom Berg\"]\n[Result \"*\"]\n\n",
    );
    for ply in 0..120usize {
        let moves = pos.legal_moves();
        // The first move (in the generator's order, shifted) that leaves the other side a move.
        let m = (0..moves.len())
            .map(|i| moves[(i + ply * 7) % moves.len()])
            .find(|m| {
                let mut next = pos;
                next.play(m);
                !next.legal_moves().is_empty()
            })
            .expect("a move that does not end the game");
        if ply % 2 == 0 {
            text.push_str(&format!("{}. ", ply / 2 + 1));
        }
        text.push_str(&san::write(&pos, &m));
        if ply % 7 == 3 {
            text.push_str(" $1");
        }
        if ply == 10 {
            let other = moves[(ply * 7 + 1) % moves.len()];
            let side = san::write(&pos, &other);
            let number = if ply % 2 == 0 {
                format!("{}. ", ply / 2 + 1)
            } else {
                format!("{}... ", ply / 2 + 1)
            };
            text.push_str(&format!(" ({number}{side} {{Also possible.}})"));
        }
        if ply % 4 == 1 {
            text.push_str(&format!(" {{Move {} keeps the king safe.}}", ply / 2 + 1));
        }
        text.push(' ');
        pos.play(&m);
    }
    text.push_str("*\n");
    text
}

/// An imported game's link carries it whole (tags, comments, NAGs, the side line), packed
/// so that a 60-move annotated game stays a link chat apps take; opened in a fresh tab or
/// followed in the same one, it shows the same game at the same half-move. A damaged link
/// says so and shows its position.
#[tokio::test]
async fn an_imported_games_link_carries_the_whole_annotated_game() {
    let pgn = annotated_game();
    with_page("#/play", |page| async move {
        page.js(
            "document.querySelector('[data-role=\"position-game\"]').open = true;",
            vec![],
        )
        .await?;
        page.fill("[data-role=\"pgn-input\"]", &pgn).await?;
        page.click_on("[data-role=\"pgn-load\"]").await?;
        page.wait_for("[data-role=\"pgn-loaded\"]").await?;
        // At half-move 40, the link is packed (the browser packs it a moment later).
        page.js(
            "document.querySelector('[data-ply=\"40\"]').click();",
            vec![],
        )
        .await?;
        page.wait_until("location.hash.includes('pgn=') && location.hash.includes('ply=40')")
            .await?;
        let link = page.js("return location.hash;", vec![]).await?;
        let link = link.as_str().ok_or("no hash")?.to_string();
        let full = page.url(&link);
        println!("a 60-move annotated game's link: {} characters", full.len());
        assert!(full.len() <= 4096, "{} characters", full.len());
        let boxed = page.text("[data-role=\"pgn\"]").await?;

        for opened in ["fresh", "followed"] {
            if opened == "fresh" {
                page.load(&link, "[data-square=\"a1\"]").await?;
            } else {
                page.load("#/play", "[data-square=\"a1\"]").await?;
                page.set_hash(&link).await?;
            }
            page.wait_for("[data-role=\"pgn-loaded\"]").await?;
            page.js(
                "document.querySelector('[data-role=\"position-game\"]').open = true;",
                vec![],
            )
            .await?;
            let shown = page.text("[data-role=\"pgn\"]").await?;
            assert_eq!(shown.trim(), boxed.trim(), "{opened}");
            for part in [
                "Spring league",
                "Ana Ruiz",
                "Also possible.",
                "$1",
                "keeps the king safe",
            ] {
                assert!(shown.contains(part), "{opened}: {part} missing:\n{shown}");
            }
            assert_eq!(
                page.attr("[aria-current=\"step\"][data-ply]", "data-ply")
                    .await?
                    .as_deref(),
                Some("40"),
                "{opened}: the half-move shown"
            );
        }

        // Cut short (as a chat app may cut a link): said, and the position is shown.
        let cut = format!("{}&flip=1", &link[..link.find("pgn=").ok_or("pgn=")? + 40]);
        page.load(&cut, "[data-square=\"a1\"]").await?;
        page.wait_until("document.body.innerText.includes('could not be read')")
            .await?;
        Ok(())
    })
    .await;
}
