//! Worksheets (`#/worksheet/...`) as a teacher prints them: every question of a lesson (or
//! the practice exercises asked for) with its diagram, and the answers on a sheet of their
//! own; printed with the browser's defaults (background graphics off) and read back from
//! the PDF (`pdftoppm` for the pixels, `pdftotext` for the words). And the editor's diagram
//! download, as SVG and PNG.

use crate::harness::with_page;
use crate::print::print;
use serde_json::json;

/// How many steps of a built-in lesson ask something (play steps and questions).
fn asking_steps(file: &str) -> usize {
    let text = std::fs::read_to_string(format!("static/lessons/{file}")).expect("the lesson file");
    let lesson: serde_json::Value = serde_json::from_str(&text).expect("lesson JSON");
    lesson["steps"]
        .as_array()
        .expect("steps")
        .iter()
        .filter(|s| s["kind"] != "watch")
        .count()
}

#[tokio::test]
async fn a_lessons_worksheet_prints_its_questions_with_diagrams_and_the_answers_apart() {
    with_page("#/play", |page| async move {
        page.load("#/worksheet/pins", "[data-role=\"worksheet-item\"]").await?;
        let n = asking_steps("04-pins.json");
        page.wait_for_count("[data-role=\"worksheet-item\"]", n).await?;
        // Every exercise has its diagram, with every piece of its position.
        let pieces = page
            .js(
                "return [...document.querySelectorAll('[data-role=worksheet-item] svg')].map(s => s.querySelectorAll('[data-piece]').length);",
                vec![],
            )
            .await?;
        let pieces: Vec<usize> = serde_json::from_value(pieces)?;
        assert_eq!(pieces.len(), n);
        assert!(pieces.iter().all(|&p| p >= 3), "pieces per diagram: {pieces:?}");
        assert_eq!(page.count("[data-role=\"worksheet-answer\"]").await?, n);
        // The teacher's name is printed (and kept for the next sheet).
        page.fill("[data-role=\"worksheet-teacher\"]", "Ms Rivera").await?;
        page.wait_for("[data-role=\"worksheet-teacher-line\"]").await?;

        let printed = print(&page, "worksheet").await?;
        assert!(printed.sheets >= 2, "the answers need a sheet of their own");
        let first = &printed.texts[0];
        assert!(first.contains("Pinned pieces"), "title on the sheet: {first}");
        assert!(first.contains("Ms Rivera"), "teacher's name on the sheet");
        assert!(first.contains("Name:"), "room for the pupil's name");
        assert!(!first.contains("Print"), "the setup is not printed: {first}");
        assert!(!first.contains("Answers:"), "no answer on the pupils' sheet");
        // Diagrams are drawn although background graphics are off.
        assert!(
            printed.dark_share[0] > 0.03,
            "the diagrams are not drawn ({:.3})",
            printed.dark_share[0]
        );
        let last = printed.texts.last().expect("a sheet");
        assert!(last.contains("Answers: Pinned pieces"), "the answer key: {last}");
        // (Text's edges are grey too, so the answers' sheet is compared with the first.)
        let (first_dark, last_dark) = (printed.dark_share[0], *printed.dark_share.last().unwrap_or(&1.0));
        assert!(
            last_dark < first_dark / 2.0,
            "no diagram on the answers' sheet: {:?}",
            printed.dark_share
        );

        // Without the answer key the sheet is the pupils' alone.
        page.click_on("[data-role=\"worksheet-with-key\"]").await?;
        assert_eq!(page.count("[data-role=\"worksheet-answer\"]").await?, 0);
        let printed = print(&page, "worksheet-no-key").await?;
        assert!(printed.texts.iter().all(|t| !t.contains("Answers:")));

        // The name stays for the next worksheet.
        page.load("#/worksheet/kings-apart", "[data-role=\"worksheet-item\"]")
            .await?;
        let kept = page
            .js("return document.querySelector('[data-role=worksheet-teacher]').value;", vec![])
            .await?;
        assert_eq!(kept, json!("Ms Rivera"));

        // After presenting the lesson, its worksheet is a click away.
        page.load("#/present/pins/7", "[data-role=\"present-end\"]")
            .await?;
        page.click_on("[data-role=\"present-end\"] [data-role=\"worksheet-link\"]")
            .await?;
        page.wait_for_count("[data-role=\"worksheet-item\"]", n).await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_practice_worksheet_holds_different_exercises_and_the_same_ones_for_its_seed() {
    with_page("#/play", |page| async move {
        page.load("#/worksheet?practice=legal&seed=7&count=8", "[data-role=\"worksheet-item\"]")
            .await?;
        page.wait_for_count("[data-role=\"worksheet-item\"]", 8).await?;
        let fens = "return [...document.querySelectorAll('[data-role=worksheet-item] .sheet-diagram')].map(d => d.dataset.fen);";
        let first: Vec<String> = serde_json::from_value(page.js(fens, vec![]).await?)?;
        let mut distinct = first.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), 8, "a position twice: {first:?}");
        // Every "legal?" exercise names the move and asks why not; its answer says which.
        let prompts = page.text(".sheet-items").await?;
        assert_eq!(prompts.matches("If not, write why.").count(), 8);
        let verdicts = page
            .js(
                "return [...document.querySelectorAll('[data-role=worksheet-answer]')].map(a => a.querySelector('p').textContent);",
                vec![],
            )
            .await?;
        let verdicts: Vec<String> = serde_json::from_value(verdicts)?;
        assert_eq!(verdicts.len(), 8);
        assert!(
            verdicts.iter().all(|v| v == "Legal" || v == "Not legal"),
            "{verdicts:?}"
        );

        // The same seed, the same sheet; twelve asked, twelve made.
        page.load("#/worksheet?practice=legal&seed=7&count=12", "[data-role=\"worksheet-item\"]")
            .await?;
        page.wait_for_count("[data-role=\"worksheet-item\"]", 12).await?;
        let again: Vec<String> = serde_json::from_value(page.js(fens, vec![]).await?)?;
        assert_eq!(again[..8], first[..]);

        // A topic that does not exist is said, not shown blank.
        page.load("#/worksheet?practice=nonsense", "[data-role=\"worksheet-error\"]")
            .await?;
        assert!(page.text("[data-role=\"worksheet-error\"]").await?.contains("nonsense"));
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_editor_downloads_its_board_as_an_svg_and_a_png_diagram() {
    with_page(
        "#/editor?fen=4k3/8/8/8/8/8/4R3/4K3%20b%20-%20-%200%201&arrows=e2e8r&circles=e8g",
        |page| async move {
            page.wait_for("[data-role=\"diagram-svg\"]").await?;
            let svg = page.download_of("[data-role=\"diagram-svg\"]").await?;
            assert!(svg.starts_with("<svg"), "{}", &svg[..svg.len().min(80)]);
            assert_eq!(svg.matches("data-piece").count(), 3, "three pieces");
            assert!(svg.contains("#c4161c"), "the red arrow is drawn");

            // The PNG: read back through a canvas and its pixels counted.
            page.js(
                "window.__png = null; const click = HTMLAnchorElement.prototype.click; \
                 HTMLAnchorElement.prototype.click = function () { \
                   if (this.download) { const name = this.download; fetch(this.href).then(r => r.blob()).then(async b => { \
                     const img = await createImageBitmap(b); const c = document.createElement('canvas'); \
                     c.width = img.width; c.height = img.height; const x = c.getContext('2d'); x.drawImage(img, 0, 0); \
                     const d = x.getImageData(0, 0, c.width, c.height).data; let coloured = 0; \
                     for (let i = 0; i < d.length; i += 4) { if (Math.abs(d[i] - d[i + 2]) > 30) coloured++; } \
                     window.__png = { name, type: b.type, width: img.width, height: img.height, coloured: coloured / (d.length / 4) }; }); } \
                   else { click.call(this); } };",
                vec![],
            )
            .await?;
            page.click_on("[data-role=\"diagram-png\"]").await?;
            page.wait_until("window.__png !== null").await?;
            let png = page.js("return window.__png;", vec![]).await?;
            assert_eq!(png["name"], json!("diagram.png"));
            assert_eq!(png["type"], json!("image/png"));
            assert_eq!(png["width"], json!(800));
            // The board's squares are coloured: most of the image is not white or grey.
            assert!(png["coloured"].as_f64().unwrap_or(0.0) > 0.3, "{png}");
            Ok(())
        },
    )
    .await;
}
