//! What a screen-reader user hears beyond moves and refusals (issue 29): watch steps, the
//! end of a lesson, drawing from the keyboard.

use crate::a11y::{axe_violations, heard};
use crate::harness::{with_page, Key, Page, TestResult};

/// axe-core finds nothing in the state the page is in (issue 29's checks).
pub(crate) async fn axe_clean(page: &Page, what: &str) -> TestResult {
    // A page still fading in (the end of a lesson, a piece sliding) has colours between
    // two states; the check is of what the learner then sees. Endless ones (a spinner)
    // are not waited for.
    page.wait_until(
        "document.getAnimations().every(a => a.playState !== 'running' \
         || a.effect?.getTiming().iterations === Infinity)",
    )
    .await?;
    let found = axe_violations(page).await?;
    assert!(
        found.is_empty(),
        "axe-core on {what}:\n{}",
        found.join("\n")
    );
    Ok(())
}

/// Issue 29, items 5 and 10: a watch step says each move it shows before the lesson's
/// comment, ends without "Well done!", and the end of a lesson says what it taught before
/// the focus goes on to the next lesson.
#[tokio::test]
async fn watch_steps_say_their_moves_and_a_finished_lesson_says_what_it_taught() {
    with_page("#/lesson/en-passant-and-check/1", |page| async move {
        page.click_on("[data-role=watch-forward]").await?;
        heard(&page, "White pawn from d2 to d4. White's pawn jumps two squares").await?;
        page.click_on("[data-role=watch-forward]").await?;
        heard(&page, "Black pawn from e4 to d3").await?;
        heard(&page, "That was the last move.").await?;
        let feedback = page.text("[data-role=lesson-feedback][data-outcome=success]").await?;
        assert!(!feedback.contains("Well done"), "{feedback}");
        // The lesson's last step is a watch step too.
        page.goto("#/lesson/en-passant-and-check/6").await?;
        page.wait_for("[data-role=watch-forward]:not([disabled])").await?;
        while page
            .exists("[data-role=watch-forward]:not([disabled])")
            .await?
        {
            page.click_on("[data-role=watch-forward]").await?;
        }
        heard(
            &page,
            "You have finished \"En passant and check\". What you learned: A pawn that has just moved two squares",
        )
        .await?;
        page.wait_until("document.activeElement?.dataset.role === 'next-lesson'")
            .await?;
        axe_clean(&page, "the end of a lesson").await?;
        Ok(())
    })
    .await;
}

/// Issue 29, item 4: in draw mode, Enter on one square and then another draws an arrow, and
/// the same square twice a circle, each said aloud and carried in the link; Escape forgets
/// a first square. The builder's board draws the same way.
#[tokio::test]
async fn arrows_and_circles_are_drawn_from_the_keyboard() {
    with_page("#/play", |page| async move {
        page.click_on("[data-role=\"draw-mode\"]").await?;
        page.wait_for(".board.drawing").await?;
        page.focus("e2").await?;
        page.key(Key::Enter).await?;
        heard(
            &page,
            "Arrow from e2: press Enter on the square where it ends",
        )
        .await?;
        assert!(page.has_class("e2", "draw-from").await?);
        let label = page.attr("[data-square=\"e2\"]", "aria-label").await?;
        assert!(label.unwrap_or_default().contains("arrow starts here"));
        page.key(Key::Up).await?;
        page.key(Key::Up).await?;
        assert_eq!(page.focused_square().await?.as_deref(), Some("e4"));
        page.key(Key::Enter).await?;
        heard(&page, "Arrow from e2 to e4, green.").await?;
        page.wait_for(".shapes .shape-arrow-green[data-from=\"e2\"][data-to=\"e4\"]")
            .await?;
        assert!(!page.has_class("e2", "draw-from").await?);
        // No move was made.
        assert_eq!(page.piece_on("e2").await?.as_deref(), Some("wP"));
        // The same square twice: a circle, in the colour chosen.
        page.click_on("[data-colour=\"red\"]").await?;
        page.focus("d5").await?;
        page.key(Key::Enter).await?;
        page.key(Key::Enter).await?;
        heard(&page, "Circle on d5, red.").await?;
        page.wait_for_count(".shapes circle", 1).await?;
        let link = page
            .attr("[data-role=\"share-link\"]", "href")
            .await?
            .unwrap_or_default();
        assert!(link.contains("arrows=e2e4g"), "{link}");
        assert!(link.contains("circles=d5r"), "{link}");
        // Drawn again in its colour, the arrow goes; Escape forgets a first square.
        page.click_on("[data-colour=\"green\"]").await?;
        page.focus("e2").await?;
        page.key(Key::Enter).await?;
        page.focus("e4").await?;
        page.key(Key::Enter).await?;
        heard(&page, "Arrow from e2 to e4 removed.").await?;
        page.wait_for_count(".shapes .shape-arrow-green", 0).await?;
        page.key(Key::Enter).await?;
        page.key(Key::Escape).await?;
        heard(&page, "No arrow drawn.").await?;
        assert!(!page.has_class("e4", "draw-from").await?);
        page.screenshot("keyboard-drawing").await?;
        Ok(())
    })
    .await;
}

/// Issue 29, items 8, 11 and 12: the position in words; Undo says the move it took back; present mode keeps the keyboard's place: the move list once it opens, the
/// Present button once it closes.
#[tokio::test]
async fn present_mode_keeps_the_focus_when_it_opens_and_closes() {
    with_page("#/play", |page| async move {
        // Undo says which move it took back (item 12).
        page.fill("[data-role=\"move-input\"]", "e4\n").await?;
        page.wait_for("[data-square=\"e4\"][data-piece=\"wP\"]")
            .await?;
        // The position in words, under headings (item 11).
        // Read as a screen reader gets it: the section is not drawn on screen.
        let words = page
            .js(
                "return document.querySelector('[data-role=position-words]').textContent;",
                vec![],
            )
            .await?;
        let words = words.as_str().unwrap_or_default().to_string();
        for part in [
            "King on e1",
            "Pawns on a2, b2, c2, d2, f2, g2, h2 and e4",
            "Knights on b8 and g8",
            "White pawn from e2 to e4.",
        ] {
            assert!(words.contains(part), "{part} in {words}");
        }
        assert_eq!(page.count("[data-role=position-words] h3").await?, 4);
        page.click_on("[data-role=\"undo\"]").await?;
        heard(&page, "Taken back: White pawn from e2 to e4.").await?;
        // Present is under "More".
        page.click_on("[data-role=\"position-game\"] summary")
            .await?;
        page.js(
            "document.querySelector('[data-role=present]').focus();",
            vec![],
        )
        .await?;
        page.key(Key::Enter).await?;
        page.wait_for(".app.present").await?;
        // On the move list, where the arrow keys and a remote step through the game.
        page.wait_until("!!document.activeElement?.closest('.move-list')")
            .await?;
        page.key(Key::Right).await?;
        page.wait_for("[data-square=\"e4\"][data-piece=\"wP\"]")
            .await?;
        axe_clean(&page, "present mode").await?;
        page.js(
            "document.querySelector('[data-role=present]').focus();",
            vec![],
        )
        .await?;
        page.key(Key::Enter).await?;
        page.wait_until("!document.querySelector('.app.present')")
            .await?;
        page.wait_until(
            "document.activeElement?.dataset.role === 'present' \
             && document.activeElement.textContent === 'Present'",
        )
        .await?;
        Ok(())
    })
    .await;
}

/// Issue 29, item 6: a refused or unreadable typed move marks the move box invalid and ties
/// it to the words that say why; the builder's fields point at their problems the same way.
#[tokio::test]
async fn field_errors_are_tied_to_their_fields() {
    with_page("#/play", |page| async move {
        let described = "(() => { const i = document.querySelector('[data-role=move-input]'); \
             const d = document.getElementById(i.getAttribute('aria-describedby') || ''); \
             return i.getAttribute('aria-invalid') === 'true' && !!d && d.textContent.length > 0; })()";
        page.fill("[data-role=\"move-input\"]", "Zz9\n").await?;
        page.wait_until(described).await?;
        // A refused move too (the king cannot reach e3).
        page.fill("[data-role=\"move-input\"]", "Ke3\n").await?;
        page.wait_for("[data-role=explanation][data-reason]").await?;
        page.wait_until(described).await?;
        page.fill("[data-role=\"move-input\"]", "e4\n").await?;
        page.wait_for("[data-square=\"e4\"][data-piece=\"wP\"]").await?;
        assert_eq!(page.attr("[data-role=move-input]", "aria-invalid").await?, None);
        // A wrong click is not the box's error.
        page.click("e8").await?;
        assert_eq!(page.attr("[data-role=move-input]", "aria-invalid").await?, None);

        page.load("#/builder", "[data-role=\"builder-title\"]").await?;
        page.fill("[data-role=\"builder-title\"]", " ").await?;
        page.wait_until(
            "document.querySelector('[data-role=builder-title]').getAttribute('aria-invalid') === 'true' \
             && document.getElementById('lesson-problems')?.textContent.includes('title')",
        )
        .await?;
        assert_eq!(
            page.attr("[data-role=builder-title]", "aria-describedby").await?.as_deref(),
            Some("lesson-problems")
        );
        axe_clean(&page, "the builder with a problem").await?;
        // At 400% zoom a 1280-pixel window is 320 CSS pixels wide: the builder's squares
        // stay at least 24 pixels (item 12).
        page.resize(320, 800).await?;
        let width = page
            .js(
                "return document.querySelector('[data-role=step-form] [data-square]').getBoundingClientRect().width;",
                vec![],
            )
            .await?;
        assert!(width.as_f64().unwrap_or(0.0) >= 24.0, "a square is {width} px");
        page.screenshot("builder-320px").await?;
        Ok(())
    })
    .await;
}

/// Issue 29, from the keyboard and screen-reader review of practice: at "Why not?" the
/// focus is on the first reason; a wrong reason gets a second try without the answer given
/// away; the next exercise's question is spoken with the focus on its heading.
#[tokio::test]
async fn practice_why_not_gives_a_second_try_and_the_next_question_is_spoken() {
    use check_tutor::lessons::practice::{generate, why_not_right, Answer, Kind};
    let (seed, wrong, right, ex) = (1..)
        .find_map(|s| {
            let ex = generate(Kind::Legal, s, 0, None);
            let Answer::Legal {
                legal: false,
                choices,
                ..
            } = &ex.answer
            else {
                return None;
            };
            let wrong = choices.iter().find(|c| !why_not_right(&ex, c))?;
            let right = choices.iter().find(|c| why_not_right(&ex, c))?;
            Some((s, *wrong, *right, ex.clone()))
        })
        .expect("an illegal move with a wrong reason offered");
    with_page("#/play", |page| async move {
        crate::practice::open(&page, Kind::Legal, seed).await?;
        page.js(
            "document.querySelector('[data-answer=illegal]').focus();",
            vec![],
        )
        .await?;
        page.key(Key::Enter).await?;
        heard(&page, "Why not? Choose a reason.").await?;
        page.wait_until("document.activeElement === document.querySelector('[data-why]')")
            .await?;
        axe_clean(&page, "practice at \"Why not?\"").await?;
        page.click_on(&format!("[data-why=\"{wrong}\"]")).await?;
        // Why that reason does not stop this move, said from the move.
        let why = check_tutor::tutor::english::why_missed(&ex, wrong).expect("a miss");
        heard(&page, &format!("Not quite. {why} Try another reason.")).await?;
        let shown = page.text("[data-role=why-not-again]").await?;
        assert_eq!(shown, format!("Not quite. {why} Try another reason."));
        assert!(
            page.exists(&format!("[data-why=\"{wrong}\"][disabled]"))
                .await?
        );
        // The reason tried is struck through, and says so to a screen reader.
        let tried = page
            .js(
                &format!("return document.querySelector('[data-why=\"{wrong}\"].tried .visually-hidden')?.textContent.trim();"),
                vec![],
            )
            .await?;
        assert_eq!(tried.as_str(), Some("(tried, not right)"));
        page.wait_until("document.activeElement?.matches('[data-why]:not([disabled])')")
            .await?;
        page.click_on(&format!("[data-why=\"{right}\"]")).await?;
        page.wait_for("[data-role=practice-feedback][data-outcome=success]")
            .await?;
        heard(&page, "Right, on the second try.").await?;
        axe_clean(&page, "practice answered").await?;
        // The next exercise: its question is spoken and the focus is on its heading.
        page.js(
            "document.querySelector('[data-role=next-exercise]').focus();",
            vec![],
        )
        .await?;
        page.key(Key::Enter).await?;
        page.wait_until("document.activeElement?.tagName === 'H1'")
            .await?;
        heard(&page, "to move.").await?;
        let prompt = page.text("[data-role=practice-prompt]").await?;
        heard(&page, &prompt).await?;
        Ok(())
    })
    .await;
}

/// Escape puts a piece picked up in practice back, picks are spoken, and the board says what
/// its keys do in each kind of exercise.
#[tokio::test]
async fn practice_escape_puts_the_piece_back_and_picks_are_spoken() {
    use check_tutor::lessons::practice::Kind;
    use check_tutor::rules::Position;
    with_page("#/play", |page| async move {
        let ex = crate::practice::open(&page, Kind::Escapes, 2).await?;
        let pos: Position = ex.fen.parse().map_err(|_| "the exercise's FEN")?;
        let king = pos.our_king().ok_or("a king")?.to_string();
        page.focus(&king).await?;
        page.key(Key::Enter).await?;
        page.wait_until(&format!(
            "document.querySelector('[data-square={king}]').classList.contains('selected')"
        ))
        .await?;
        page.key(Key::Escape).await?;
        page.wait_until(&format!(
            "!document.querySelector('[data-square={king}]').classList.contains('selected')"
        ))
        .await?;
        let ex = crate::practice::open(&page, Kind::Checkers, 3).await?;
        // The board's description says what the keys do in this kind of exercise.
        let keys = page
            .js(
                "return document.getElementById('board-keys').textContent;",
                vec![],
            )
            .await?;
        assert!(
            keys.as_str()
                .unwrap_or_default()
                .contains("Enter picks a piece that gives check"),
            "{keys}"
        );
        let pos: Position = ex.fen.parse().map_err(|_| "the exercise's FEN")?;
        let piece = pos
            .board()
            .pieces()
            .map(|(sq, _)| sq)
            .next()
            .ok_or("a piece")?
            .to_string();
        page.focus(&piece).await?;
        page.key(Key::Enter).await?;
        heard(&page, &format!("Picked: {piece}")).await?;
        // Putting it back is said too.
        page.key(Key::Enter).await?;
        heard(&page, &format!("Unpicked {piece}. Picked: none yet")).await?;
        Ok(())
    })
    .await;
}

/// Issue 29, item 9: the editor's palette is one Tab stop (the tool chosen), and the arrow
/// keys, Home and End move along it; Enter chooses.
#[tokio::test]
async fn the_editor_palette_is_a_toolbar_with_one_tab_stop() {
    with_page("#/editor", |page| async move {
        let stops = page.count(".palette .tool[tabindex=\"0\"]").await?;
        assert_eq!(stops, 1, "one Tab stop");
        page.js(
            "document.querySelector('.palette .tool[tabindex=\"0\"]').focus();",
            vec![],
        )
        .await?;
        page.key(Key::Home).await?;
        page.wait_until("document.activeElement?.dataset.tool === 'move'")
            .await?;
        page.key(Key::Right).await?;
        page.wait_until("document.activeElement?.dataset.tool === 'wK'")
            .await?;
        page.key(Key::End).await?;
        page.wait_until("document.activeElement?.dataset.tool === 'erase'")
            .await?;
        page.key(Key::Left).await?;
        page.key(Key::Enter).await?;
        page.wait_for("[data-tool=\"bP\"][aria-pressed=\"true\"][tabindex=\"0\"]")
            .await?;
        assert_eq!(page.count(".palette .tool[tabindex=\"0\"]").await?, 1);
        Ok(())
    })
    .await;
}
