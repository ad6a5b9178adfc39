//! Teacher tools in a real browser: the editor's palette and verdict, impossible and
//! possible double checks, arrows kept in share links, a lesson step exported and imported.

use crate::harness::{with_page, TestResult};
use serde_json::json;

/// Opens My lessons and imports `json` as a lesson file through its file input; once it is
/// kept, opens it (its "Play it" link), as a teacher trying it would.
pub(crate) async fn import_lesson_file(
    page: &crate::harness::Page,
    name: &str,
    json: &str,
) -> TestResult {
    choose_lesson_file(page, name, json).await?;
    if page.exists("[data-role=\"import-done\"]").await? {
        page.click_on("[data-role=\"import-done\"] a").await?;
        page.wait_for("[data-role=\"lesson-prompt\"]").await?;
    }
    Ok(())
}

/// Opens My lessons and chooses `json` as the file to import; waits for the page's answer
/// (kept, refused, or the question about a lesson with the same id).
pub(crate) async fn choose_lesson_file(
    page: &crate::harness::Page,
    name: &str,
    json: &str,
) -> TestResult {
    let dir = std::env::temp_dir().join(format!("check-tutor-e2e-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let file = dir.join(format!("{name}.json"));
    std::fs::write(&file, json)?;
    // A fresh page each time, so no answer to an earlier file is on it.
    page.set_hash("#/questions").await?;
    page.wait_for("[data-role=\"questions\"]").await?;
    page.set_hash("#/my-lessons").await?;
    page.wait_for("[data-role=\"lesson-import\"]:not([disabled])")
        .await?;
    page.client()
        .find(fantoccini::Locator::Css("[data-role=\"lesson-import\"]"))
        .await?
        .send_keys(&file.display().to_string())
        .await?;
    // The browser has read the file once the page reacts; the folder can go.
    page.wait_for(
        "[data-role=\"import-done\"], [data-role=\"import-errors\"], [data-role=\"import-same\"]",
    )
    .await?;
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

fn verdict_valid(v: Option<String>) -> bool {
    v.as_deref() == Some("true")
}

async fn place(page: &crate::harness::Page, tool: &str, squares: &[&str]) -> TestResult {
    page.click_on(&format!("[data-tool=\"{tool}\"]")).await?;
    for sq in squares {
        page.click(sq).await?;
        page.wait_for(&format!("[data-square=\"{sq}\"][data-piece=\"{tool}\"]"))
            .await?;
    }
    Ok(())
}

#[tokio::test]
async fn building_a_position_with_the_palette_changes_the_verdict() {
    with_page("#/editor", |page| async move {
        page.wait_for("[data-role=\"verdict\"][data-valid=\"true\"]")
            .await?;
        page.click_on("[data-role=\"clear-board\"]").await?;
        page.wait_for("[data-role=\"verdict\"][data-errors=\"empty_board\"]")
            .await?;
        place(&page, "wK", &["e1"]).await?;
        page.wait_for("[data-role=\"verdict\"][data-errors=\"missing_king\"]")
            .await?;
        place(&page, "bK", &["e8"]).await?;
        page.wait_for("[data-role=\"verdict\"][data-valid=\"true\"]")
            .await?;
        place(&page, "bN", &["d3", "f3"]).await?;
        page.wait_for("[data-role=\"verdict\"][data-valid=\"false\"]")
            .await?;
        let errors = page.attr("[data-role=\"verdict\"]", "data-errors").await?;
        assert_eq!(errors.as_deref(), Some("impossible_check"));
        let words = page.text("[data-role=\"verdict\"]").await?;
        assert!(words.contains("knight on d3"), "{words}");
        // The pieces concerned are marked.
        assert!(page.has_class("d3", "attacker").await?);
        assert_eq!(
            page.text("[data-role=\"fen\"]").await?,
            "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1"
        );
        // Such a position cannot be played from.
        assert!(
            page.exists("button[data-role=\"play-from-here\"][disabled]")
                .await?
        );
        page.screenshot("editor-impossible").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn an_impossible_double_check_is_refused_and_one_made_by_promotion_accepted() {
    // Queen and rook checking together, neither able to have uncovered the other.
    with_page(
        "#/editor?fen=3r3k%2F8%2Fq7%2F8%2F8%2F3K4%2F8%2F8%20w%20-%20-%200%201",
        |page| async move {
            page.wait_for("[data-role=\"verdict\"][data-valid=\"false\"]")
                .await?;
            let errors = page.attr("[data-role=\"verdict\"]", "data-errors").await?;
            assert!(errors.unwrap_or_default().contains("impossible_check"));
            // Rook a2 and knight c1 both check e2: a pawn on c2 promoted to a knight.
            page.fill(
                "[data-role=\"fen-input\"]",
                "4k3/8/8/8/8/8/r3K3/2n5 w - - 0 1",
            )
            .await?;
            page.click_on("[data-role=\"fen-load\"]").await?;
            page.wait_for("[data-role=\"verdict\"][data-valid=\"true\"]")
                .await?;
            assert!(verdict_valid(
                page.attr("[data-role=\"verdict\"]", "data-valid").await?
            ));
            page.screenshot("editor-promotion-double-check").await?;
            Ok(())
        },
    )
    .await;
}

#[tokio::test]
async fn a_capture_no_lost_unit_could_have_met_and_a_bishop_shut_in_at_home_are_explained() {
    // Issue 30, items 3 and 11: the pawn on e3 took something on e3, but Black's only
    // lost unit is its h-pawn, which never left the h-file.
    with_page(
        "#/editor?fen=rnbqkbnr%2Fppppppp1%2F8%2F8%2F8%2F4P3%2FPPP1PPPP%2FRNBQKBNR%20b%20KQkq%20-%200%201",
        |page| async move {
            page.wait_for("[data-role=\"verdict\"][data-errors=\"unreachable_capture\"]")
                .await?;
            let words = page.text("[data-role=\"verdict\"]").await?;
            assert!(
                words.contains("White's pawn on e3")
                    && words.contains("Black has lost only one pawn, and it could never have stood on e3"),
                "{words}"
            );
            assert!(page.has_class("e3", "attacker").await?);
            assert!(
                page.exists("button[data-role=\"play-from-here\"][disabled]")
                    .await?
            );
            page.screenshot("editor-unreachable-capture").await?;
            // The bishop from c1 is named with the two pawns that shut it in, no others.
            page.fill(
                "[data-role=\"fen-input\"]",
                "rnbqkbnr/pppppppp/8/4B3/8/8/PPPPPPPP/RN1QKBNR w KQkq - 0 1",
            )
            .await?;
            page.click_on("[data-role=\"fen-load\"]").await?;
            page.wait_for("[data-role=\"verdict\"][data-errors=\"trapped_piece\"]")
                .await?;
            let words = page.text("[data-role=\"verdict\"]").await?;
            assert!(
                words.contains("the bishop from c1 could not get out past the pawns on b2 and d2")
                    && !words.contains("f2"),
                "{words}"
            );
            for sq in ["b2", "c1", "d2", "e5"] {
                assert!(page.has_class(sq, "attacker").await?, "{sq} unmarked");
            }
            assert!(!page.has_class("f2", "attacker").await?);
            Ok(())
        },
    )
    .await;
}

#[tokio::test]
async fn an_arrow_drawn_on_the_board_is_kept_in_the_share_link() {
    with_page("#/play", |page| async move {
        page.right_drag("e2", "e4").await?;
        page.wait_for(".shapes .shape-arrow-green").await?;
        page.right_drag("d5", "d5").await?;
        page.wait_for(".shapes circle").await?;
        let link = page
            .attr("[data-role=\"share-link\"]", "href")
            .await?
            .ok_or("no share link")?;
        assert!(link.contains("arrows=e2e4g"), "{link}");
        assert!(link.contains("circles=d5g"), "{link}");
        page.client().goto("about:blank").await?;
        page.client().goto(&link).await?;
        page.wait_for(".shapes .shape-arrow-green").await?;
        page.screenshot("arrow-share-link").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_lesson_step_exported_from_the_editor_imports_and_plays() {
    with_page(
        "#/editor?fen=4k3%2F8%2F8%2F8%2F8%2F8%2F8%2FR3K3%20w%20Q%20-%200%201&arrows=a1a8r",
        |page| async move {
            page.fill("[data-role=\"step-prompt\"]", "Give check with the rook.")
                .await?;
            page.click_on("[data-role=\"export-step\"]").await?;
            page.wait_for("[data-role=\"step-json\"]").await?;
            let json = page.text("[data-role=\"step-json\"]").await?;
            assert!(json.contains("\"arrows\""), "{json}");
            import_lesson_file(&page, "my-lesson", &json).await?;
            page.wait_for("[data-role=\"lesson-prompt\"]").await?;
            assert_eq!(
                page.text("[data-role=\"lesson-prompt\"]").await?,
                "Give check with the rook."
            );
            assert!(page.exists(".shapes .shape-arrow-red").await?);
            page.click("a1").await?;
            page.click("a8").await?;
            page.wait_for("[data-role=\"lesson-feedback\"][data-outcome=\"success\"]")
                .await?;
            Ok(())
        },
    )
    .await;
}

#[tokio::test]
async fn a_broken_lesson_file_is_refused_with_its_problems_listed() {
    with_page("#/play", |page| async move {
        import_lesson_file(
            &page,
            "bad",
            r#"{"id":"bad","title":"Bad","intro":"x","steps":[{"kind":"play","fen":"8/8/8/8/8/8/8/8 w - - 0 1","prompt":"p","goal":"gives_check"}]}"#,
        )
        .await?;
        page.wait_for("[data-role=\"import-errors\"]").await?;
        let text = page.text("[data-role=\"import-errors\"]").await?;
        assert!(text.contains("cannot arise"), "{text}");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn present_mode_hides_the_panels_and_arrow_keys_step_through_the_game() {
    with_page("#/play", |page| async move {
        page.fill("[data-role=\"move-input\"]", "e4\n").await?;
        page.wait_for("[data-square=\"e4\"][data-piece=\"wP\"]")
            .await?;
        page.click_on("[data-role=\"position-game\"] summary")
            .await?;
        page.click_on("[data-role=\"present\"]").await?;
        page.wait_for(".app.present").await?;
        assert!(!page.exists(".topbar").await?);
        page.js(
            "document.activeElement && document.activeElement.blur();",
            vec![],
        )
        .await?;
        page.js(
            "window.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft'}));",
            vec![],
        )
        .await?;
        page.wait_for("[data-square=\"e2\"][data-piece=\"wP\"]")
            .await?;
        page.screenshot("present-mode").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_piece_dragged_from_the_palette_lands_on_the_square() {
    with_page("#/editor", |page| async move {
        page.click_on("[data-role=\"clear-board\"]").await?;
        page.drag_between("[data-tool=\"wQ\"]", "[data-square=\"d4\"]")
            .await?;
        page.wait_for("[data-square=\"d4\"][data-piece=\"wQ\"]")
            .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn present_mode_fits_a_1024_by_768_projector_with_the_explanation_beside_the_board() {
    // Fool's mate: the explanation of the mate is the longest text present mode shows.
    with_page("#/play", |page| async move {
        page.resize(1024, 768).await?;
        for m in ["f3", "e5", "g4", "Qh4#"] {
            page.fill("[data-role=\"move-input\"]", &format!("{m}\n"))
                .await?;
        }
        page.wait_for("[data-role=\"explanation\"]").await?;
        page.click_on("[data-role=\"position-game\"] summary")
            .await?;
        page.click_on("[data-role=\"present\"]").await?;
        page.wait_for(".app.present").await?;
        let outside = page
            .js(
                "const inside = el => { const r = el.getBoundingClientRect(); \
                   return r.width > 0 && r.top >= 0 && r.left >= 0 \
                     && r.bottom <= innerHeight && r.right <= innerWidth; }; \
                 return ['.board', '[data-role=explanation]', '[data-role=undo]', \
                         '[data-role=redo]', '[data-role=fullscreen]', '[data-role=present]', \
                         '.move-list .current'] \
                   .filter(s => !inside(document.querySelector(s)));",
                vec![],
            )
            .await?;
        assert_eq!(outside, json!([]), "these must fit without scrolling");
        let board = page
            .js("return document.querySelector('.board').getBoundingClientRect().right;", vec![])
            .await?;
        let explanation = page
            .js(
                "return document.querySelector('[data-role=explanation]').getBoundingClientRect().left;",
                vec![],
            )
            .await?;
        assert!(
            explanation.as_f64() >= board.as_f64(),
            "the explanation stands beside the board: {explanation} / {board}"
        );
        // Issue 30 item 6: the board takes the projector's height (it was 573 px).
        let height = page
            .js("return document.querySelector('.board').getBoundingClientRect().height;", vec![])
            .await?;
        assert!(height.as_f64().unwrap_or(0.0) >= 700.0, "board {height}");
        page.screenshot("present-1024x768").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_editor_fen_box_follows_the_board_but_keeps_a_loaded_fen_as_typed() {
    with_page(
        "#/editor?fen=4k3%2F8%2F8%2F8%2F8%2F8%2F8%2F4K3%20w%20-%20-%200%201",
        |page| async move {
            let input = "[data-role=\"fen-input\"]";
            let value = || async {
                page.js(
                    "return document.querySelector('[data-role=\"fen-input\"]').value;",
                    vec![],
                )
                .await
            };
            // The box shows the board from the start.
            page.wait_until(
                "document.querySelector('[data-role=\"fen-input\"]').value === '4k3/8/8/8/8/8/8/4K3 w - - 0 1'",
            )
            .await?;
            // Typed text stays as written once loaded (no move counters, castling rights
            // the position cannot have: the verdict says so, the box does not rewrite it).
            let typed = "4k3/8/8/8/8/8/8/4K3 w KQ -";
            page.fill(input, typed).await?;
            page.click_on("[data-role=\"fen-load\"]").await?;
            page.wait_for("[data-role=\"verdict\"][data-valid=\"false\"]")
                .await?;
            assert_eq!(value().await?, json!(typed));
            // A change on the board: the box shows the new position.
            page.drag("e1", "d1").await?;
            page.wait_for("[data-square=\"d1\"][data-piece=\"wK\"]")
                .await?;
            let shown = page.text("[data-role=\"fen\"]").await?;
            assert!(shown.starts_with("4k3/8/8/8/8/8/8/3K4 w"), "{shown}");
            page.wait_until(
                "document.querySelector('[data-role=\"fen-input\"]').value === \
                 document.querySelector('[data-role=\"fen\"]').textContent",
            )
            .await?;
            Ok(())
        },
    )
    .await;
}
