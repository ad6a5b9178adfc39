//! Accessibility: axe-core finds no violation on any page, and what a screen reader user
//! hears and where the keyboard focus goes are checked step by step.
//!
//! axe-core comes from npm (`scripts/setup.sh` puts it in the tools folder) and is injected
//! into the page through WebDriver, so the site itself never ships it.

use crate::harness::{square, with_page, Error, Key, Page, TestResult};
use serde_json::{json, Value};
use std::path::PathBuf;

/// Where `scripts/setup.sh` installs axe-core.
fn axe_source() -> Result<String, Error> {
    let dir = std::env::var_os("TOOLS_DIR")
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share/check-tutor"))
        })
        .ok_or("neither TOOLS_DIR nor HOME is set")?;
    let path = dir.join("node_modules/axe-core/axe.min.js");
    std::fs::read_to_string(&path).map_err(|e| {
        format!(
            "{} is missing ({e}): run scripts/setup.sh test",
            path.display()
        )
        .into()
    })
}

/// Runs axe-core on the page as it is now and returns one line per violating node.
pub async fn axe_violations(page: &Page) -> Result<Vec<String>, Error> {
    let source = axe_source()?;
    page.js(&format!("{source}\n;return true;"), vec![]).await?;
    let script = "const done = arguments[arguments.length - 1];\
        axe.run(document, { resultTypes: ['violations'] })\
          .then(r => done(r.violations.flatMap(v => v.nodes.map(n =>\
             v.id + ' (' + v.impact + ') at ' + n.target.join(' ') + ': ' + n.failureSummary))))\
          .catch(e => done(['axe failed: ' + e]));";
    let found = page.client().execute_async(script, vec![]).await?;
    Ok(serde_json::from_value(found)?)
}

/// Fails with every violation, naming the page.
async fn assert_clean(page: &Page, what: &str) -> TestResult {
    let found = axe_violations(page).await?;
    if found.is_empty() {
        Ok(())
    } else {
        Err(format!("axe-core on {what}:\n{}", found.join("\n")).into())
    }
}

/// Waits until the polite live region holds text containing `needle`.
pub async fn heard(page: &Page, needle: &str) -> TestResult {
    page.wait_until(&format!(
        "(document.querySelector('[data-role=announcer]')?.textContent || '').includes({})",
        json!(needle)
    ))
    .await
}

/// The text of the element that has the focus, and its tag.
async fn focused(page: &Page) -> Result<(String, String), Error> {
    let v = page
        .js(
            "const e = document.activeElement; \
             return [e ? e.tagName : '', e ? (e.getAttribute('aria-label') || e.textContent || '') : ''];",
            vec![],
        )
        .await?;
    let pair: (String, String) = serde_json::from_value(v)?;
    Ok(pair)
}

#[tokio::test]
async fn axe_finds_nothing_on_play_and_after_a_refusal() {
    with_page("#/play", |page| async move {
        assert_clean(&page, "Play").await?;
        // The bishop on e2 is pinned by the rook on e7.
        page.goto("#/play?fen=4k3/4r3/8/8/8/8/4B3/4K3%20w%20-%20-%200%201")
            .await?;
        page.click("e2").await?;
        assert_clean(&page, "Play with a piece selected").await?;
        page.click("d3").await?;
        page.wait_for("[data-role=explanation]").await?;
        assert_clean(&page, "Play after a refusal").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn axe_finds_nothing_on_the_pages_without_a_board() {
    with_page("#/play", |page| async move {
        for (path, ready) in [
            ("#/", "[data-role=start]"),
            ("#/lessons", "[data-role=lesson-list]"),
            ("#/questions", "main h1"),
            ("#/progress", "main h1"),
            ("#/no-such-page", "main h1"),
            ("#/builder", "[data-role=builder-title]"),
        ] {
            page.load(path, ready).await?;
            assert_clean(&page, path).await?;
        }
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn axe_finds_nothing_on_the_editor_practice_and_lessons() {
    with_page("#/editor", |page| async move {
        assert_clean(&page, "the editor").await?;
        page.goto("#/editor?fen=4k3/8/8/8/8/8/8/4K3%20w%20KQ%20-%200%201")
            .await?;
        page.wait_for("[data-role=verdict]").await?;
        assert_clean(&page, "the editor with an impossible position").await?;
        page.load("#/practice", "[data-role=exercise]").await?;
        assert_clean(&page, "practice").await?;
        page.goto("#/lesson/what-is-check/1").await?;
        assert_clean(&page, "a lesson board step").await?;
        page.load("#/lesson/what-is-check/2", "[data-role=lesson-prompt]")
            .await?;
        assert_clean(&page, "a lesson question step").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_move_and_a_refusal_are_heard() {
    with_page(
        "#/play?fen=4k3/4r3/8/8/8/8/4B3/4K3%20w%20-%20-%200%201",
        |page| async move {
            page.click("e2").await?;
            // Picking the piece up says it has no move, and why.
            heard(&page, "White bishop on e2 has no legal move").await?;
            page.click("d3").await?;
            // Trying the move says the refusal itself.
            page.wait_until(
                "(document.querySelector('[data-role=announcer]').lastElementChild?.textContent || '')\
                 .startsWith('Your bishop on e2 is pinned')",
            )
            .await?;
            page.click("e1").await?;
            page.click("d1").await?;
            heard(&page, "White king from e1 to d1").await?;
            Ok(())
        },
    )
    .await;
}

#[tokio::test]
async fn square_names_carry_their_state() {
    with_page(
        "#/play?fen=4k3/8/8/8/8/8/4r3/R3K3%20w%20-%20-%200%201",
        |page| async move {
            let label = |sq: &'static str| {
                let page = page.clone();
                async move { page.attr(&square(sq), "aria-label").await }
            };
            assert_eq!(
                label("e1").await?.as_deref(),
                Some("e1, white king, in check")
            );
            assert_eq!(
                label("e2").await?.as_deref(),
                Some("e2, black rook, giving check")
            );
            page.click("e1").await?;
            assert_eq!(
                label("e1").await?.as_deref(),
                Some("e1, white king, selected, in check")
            );
            assert_eq!(
                label("e2").await?.as_deref(),
                Some("e2, black rook, legal move, can be taken, giving check")
            );
            assert_eq!(label("f1").await?.as_deref(), Some("f1, empty, legal move"));
            Ok(())
        },
    )
    .await;
}

#[tokio::test]
async fn the_board_is_a_grid_with_rank_and_file_headers() {
    with_page("#/play", |page| async move {
        assert_eq!(page.count("[role=grid]").await?, 1);
        assert_eq!(page.count("[role=grid] [role=row]").await?, 9);
        assert_eq!(page.count("[role=grid] [role=gridcell]").await?, 64);
        assert_eq!(page.count("[role=rowheader]").await?, 8);
        assert_eq!(page.count("[role=columnheader]").await?, 8);
        let first_row: Vec<String> = serde_json::from_value(
            page.js(
                "return Array.from(document.querySelectorAll('[role=grid] [role=row]')[1]\
                 .querySelectorAll('[role=rowheader], [data-square]'))\
                 .map(e => e.getAttribute('data-square') || e.textContent);",
                vec![],
            )
            .await?,
        )?;
        assert_eq!(
            first_row,
            ["rank 8", "a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8"]
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn keys_read_moves_and_say_why_a_square_is_out_of_reach() {
    with_page(
        "#/play?fen=4k3/4r3/8/8/8/8/4B3/4K3%20w%20-%20-%200%201",
        |page| async move {
            page.focus("e1").await?;
            page.keys("m").await?;
            heard(&page, "White king on e1 can go to d1, f1, d2 or f2").await?;
            // Pieces by letter: B jumps to the white bishop.
            page.keys("b").await?;
            assert_eq!(page.focused_square().await?.as_deref(), Some("e2"));
            page.keys("m").await?;
            heard(&page, "White bishop on e2 has no legal move").await?;
            // Shift+R: the black rook; a digit: that rank on the same file.
            page.keys("R").await?;
            assert_eq!(page.focused_square().await?.as_deref(), Some("e7"));
            page.keys("4").await?;
            assert_eq!(page.focused_square().await?.as_deref(), Some("e4"));
            // With the bishop selected, asking about a square it cannot reach says why.
            page.click("e2").await?;
            page.focus("d3").await?;
            page.keys("m").await?;
            heard(&page, "Not allowed. Your bishop on e2 is pinned").await?;
            assert_eq!(page.piece_on("e2").await?.as_deref(), Some("wB"));
            page.key(Key::Escape).await?;
            Ok(())
        },
    )
    .await;
}

#[tokio::test]
async fn focus_goes_to_the_heading_when_a_lesson_opens_and_after_next() {
    with_page("#/play", |page| async move {
        page.load("#/lessons", "[data-lesson]").await?;
        page.click_on("[data-lesson=what-is-check] a").await?;
        page.wait_for("[data-role=lesson-prompt]").await?;
        page.wait_until("document.activeElement && document.activeElement.tagName === 'H1'")
            .await?;
        let (_, text) = focused(&page).await?;
        assert!(text.contains("What is check"), "focused heading: {text}");
        assert!(text.contains("step 1 of"), "focused heading: {text}");
        // Step 1 is a question: the right answer disables the answers, and the focus goes
        // on to "Next step" rather than being lost.
        for a in 0..page.count("[data-answer]").await? {
            page.click_on(&format!("[data-answer='{a}']")).await?;
            if page.exists("[data-role=lesson-next]").await? {
                break;
            }
        }
        page.wait_until("document.activeElement?.getAttribute('data-role') === 'lesson-next'")
            .await?;
        page.key(Key::Enter).await?;
        page.wait_until(
            "document.activeElement && document.activeElement.tagName === 'H1' \
             && document.activeElement.textContent.includes('step 2 of')",
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_promotion_chooser_is_drawn_named_and_focused() {
    with_page(
        "#/play?fen=4k3/1P6/8/8/8/8/8/4K3%20w%20-%20-%200%201",
        |page| async move {
            page.click("b7").await?;
            page.click("b8").await?;
            page.wait_for("[data-role=promotion] [data-promote=q]")
                .await?;
            page.wait_until("document.activeElement?.getAttribute('data-promote') === 'q'")
                .await?;
            let (_, name) = focused(&page).await?;
            assert_eq!(name, "white queen");
            let drawn: Value = page
                .js(
                    "return Array.from(document.querySelectorAll('[data-promote]')).map(b => \
                 getComputedStyle(b.querySelector('.piece')).backgroundImage);",
                    vec![],
                )
                .await?;
            let drawn: Vec<String> = serde_json::from_value(drawn)?;
            assert_eq!(drawn.len(), 4);
            assert!(drawn.iter().all(|b| b.starts_with("url(")), "{drawn:?}");
            heard(&page, "Choose what the pawn on b8 becomes").await?;
            page.screenshot("a11y-promotion").await?;
            // Escape calls it off: the pawn stays, the focus goes back to the board.
            page.key(Key::Escape).await?;
            page.wait_until("!document.querySelector('[data-role=promotion]')")
                .await?;
            page.wait_until("document.activeElement?.getAttribute('data-square') === 'b8'")
                .await?;
            assert_eq!(
                page.attr("[data-square=b7]", "data-piece")
                    .await?
                    .as_deref(),
                Some("wP")
            );
            Ok(())
        },
    )
    .await;
}

/// The moves the learner plays in a play step: the solution without the scripted replies.
fn learner_moves(step: &Value) -> Vec<String> {
    step["solution"]
        .as_array()
        .map(|moves| {
            moves
                .iter()
                .step_by(2)
                .filter_map(|m| m.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
async fn a_lesson_can_be_finished_by_typed_moves_only() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/static/lessons/01-what-is-check.json"
    );
    let lesson: Value = serde_json::from_str(&std::fs::read_to_string(file).expect("lesson 1"))
        .expect("lesson 1 is JSON");
    let id = lesson["id"].as_str().expect("an id").to_string();
    let steps = lesson["steps"].as_array().expect("steps").clone();
    with_page(&format!("#/lesson/{id}/1"), |page| async move {
        for (i, step) in steps.iter().enumerate() {
            let n = i + 1;
            page.wait_until(&format!("document.title.includes('step {n} of')"))
                .await?;
            match step["kind"].as_str() {
                Some("play") => {
                    assert!(page.exists("[data-role=move-input]").await?, "step {n}");
                    for mv in learner_moves(step) {
                        page.fill("[data-role=move-input]", &mv).await?;
                        page.client()
                            .find(fantoccini::Locator::Css("[data-role=move-input]"))
                            .await?
                            .send_keys("\n")
                            .await?;
                        page.wait_for("[data-role=lesson-feedback]:not([data-outcome=failure])")
                            .await?;
                    }
                }
                Some("choose") => {
                    let answers = page.count("[data-answer]").await?;
                    for a in 0..answers {
                        page.click_on(&format!("[data-answer='{a}']")).await?;
                        if page
                            .exists("[data-role=lesson-feedback][data-outcome=success]")
                            .await?
                        {
                            break;
                        }
                    }
                }
                _ => {
                    while page
                        .exists("[data-role=watch-forward]:not([disabled])")
                        .await?
                    {
                        page.click_on("[data-role=watch-forward]").await?;
                    }
                }
            }
            page.wait_for("[data-role=lesson-next]").await?;
            if n == steps.len() {
                page.wait_for("[data-role=next-lesson]").await?;
            } else {
                page.click_on("[data-role=lesson-next]").await?;
            }
        }
        Ok(())
    })
    .await;
}

/// A computed style property of the square's button.
async fn square_style(page: &Page, sq: &str, prop: &str) -> Result<String, Error> {
    let v = page
        .js(
            "return getComputedStyle(document.querySelector(arguments[0]))\
             .getPropertyValue(arguments[1]);",
            vec![json!(square(sq)), json!(prop)],
        )
        .await?;
    Ok(v.as_str().unwrap_or_default().to_string())
}

#[tokio::test]
async fn pins_and_checks_differ_by_pattern_and_the_focus_ring_has_two_tones() {
    let pin = "#/play?fen=4k3/4r3/8/8/8/8/4B3/4K3%20w%20-%20-%200%201";
    with_page(pin, |page| async move {
        // Before any click, as for a keyboard user, the focus ring shows: black and white.
        page.focus("b4").await?;
        page.key(Key::Right).await?;
        let ring: String = serde_json::from_value(
            page.js(
                "return getComputedStyle(document.activeElement, '::before').boxShadow;",
                vec![],
            )
            .await?,
        )?;
        assert!(
            ring.contains("rgb(0, 0, 0)") && ring.contains("rgb(255, 255, 255)"),
            "focus ring: {ring}"
        );
        page.screenshot("a11y-focus-ring").await?;
        // The rook on e7 pins the bishop on e2: after the refused move, dashed and dotted.
        page.click("e2").await?;
        page.click("d3").await?;
        page.wait_for(".square.pinned").await?;
        assert_eq!(square_style(&page, "e2", "outline-style").await?, "dashed");
        assert_eq!(square_style(&page, "e7", "outline-style").await?, "dotted");
        let pinned = page
            .attr(&square("e2"), "aria-label")
            .await?
            .unwrap_or_default();
        assert!(
            pinned.ends_with("pinned by the black rook on e7"),
            "{pinned}"
        );
        let pinner = page
            .attr(&square("e7"), "aria-label")
            .await?
            .unwrap_or_default();
        assert!(pinner.ends_with("pins the white bishop on e2"), "{pinner}");
        page.screenshot("a11y-pin-marks").await?;
        // A checker is marked by a solid band, with no outline pattern.
        page.goto("#/play?fen=4k3/8/8/8/8/8/8/r3K3%20w%20-%20-%200%201")
            .await?;
        assert_eq!(square_style(&page, "a1", "outline-style").await?, "none");
        assert!(square_style(&page, "a1", "box-shadow")
            .await?
            .contains("inset"));
        page.click("e1").await?;
        page.screenshot("a11y-check-marks").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_hint_is_heard_and_the_move_list_names_each_move() {
    with_page("#/lesson/what-is-check/2", |page| async move {
        page.click_on("[data-role=lesson-hint]").await?;
        let shown = page.text("[data-role=hint-text]").await?;
        assert!(!shown.is_empty());
        heard(&page, &shown).await?;
        page.click_on("[data-role=lesson-hint]").await?;
        heard(&page, "Try the knight").await?;
        page.goto("#/play").await?;
        page.drag("e2", "e4").await?;
        page.drag("e7", "e5").await?;
        let names: Vec<String> = serde_json::from_value(
            page.js(
                "return Array.from(document.querySelectorAll('[data-role=move-list] [aria-label]'))\
                 .map(e => e.getAttribute('aria-label'));",
                vec![],
            )
            .await?,
        )?;
        assert_eq!(names, ["1. e4", "1... e5"]);
        assert_clean(&page, "Play with moves in the list").await?;
        Ok(())
    })
    .await;
}

/// Whether the element is wholly inside the viewport.
async fn in_view(page: &Page, selector: &str) -> Result<bool, Error> {
    let v = page
        .js(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect(); \
             return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;",
            vec![json!(selector)],
        )
        .await?;
    Ok(v == Value::Bool(true))
}

#[tokio::test]
async fn at_200_percent_zoom_the_explanation_is_in_view_and_a_new_step_opens_at_its_top() {
    let pin = "#/play?fen=4k3/4r3/8/8/8/8/4B3/4K3%20w%20-%20-%200%201";
    with_page(pin, |page| async move {
        // A 1280 × 900 window at 200% zoom lays the page out in 640 × 450 CSS pixels.
        page.resize(640, 450).await?;
        page.click("e2").await?;
        page.click("d3").await?;
        page.wait_for("[data-role=explanation]").await?;
        page.wait_until(
            "(() => { const r = document.querySelector('[data-role=explanation]')\
             .getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()",
        )
        .await?;
        assert!(in_view(&page, "[data-role=explanation]").await?);
        page.screenshot("a11y-zoom-200-explanation").await?;
        // In a lesson, a step answered further down opens the next one at its top.
        page.goto("#/lesson/what-is-check/2").await?;
        page.fill("[data-role=move-input]", "Nf6").await?;
        page.key(Key::Enter).await?;
        page.wait_for("[data-role=lesson-next]").await?;
        page.js("window.scrollTo(0, document.body.scrollHeight);", vec![])
            .await?;
        page.click_on("[data-role=lesson-next]").await?;
        page.wait_until("document.title.includes('step 3 of')")
            .await?;
        page.wait_until("window.scrollY === 0").await?;
        Ok(())
    })
    .await;
}

/// The teachers' menu closes on Escape (the focus back on its entry) and when the focus
/// leaves it.
#[tokio::test]
async fn the_teachers_menu_closes_on_escape_and_on_leaving_it() {
    crate::harness::with_page("#/play", |page| async move {
        const OPEN: &str = "document.querySelector('[data-role=teachers-menu]').open";
        page.click_on("[data-role=\"teachers-menu\"] summary")
            .await?;
        page.wait_until(OPEN).await?;
        page.key(crate::harness::Key::Escape).await?;
        page.wait_until(&format!("!{OPEN}")).await?;
        page.wait_until("document.activeElement.matches('[data-role=teachers-menu] summary')")
            .await?;
        // Open again by keyboard, Tab past the last link: it closes behind the focus.
        page.key(crate::harness::Key::Enter).await?;
        page.wait_until(OPEN).await?;
        for _ in 0..4 {
            page.key(crate::harness::Key::Tab).await?;
        }
        page.wait_until(&format!("!{OPEN}")).await?;
        Ok(())
    })
    .await;
}
