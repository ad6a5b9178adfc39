//! Printing a board page with the browser's defaults (background graphics off): the board
//! is drawn, the top bar is left out, and the page fits on one sheet. Checked as a teacher
//! would see the sheet: the PDF is rendered to an image by `pdftoppm` and its pixels read.

use crate::harness::{with_page, Page};
use serde_json::json;

/// Standard base64, as the DevTools protocol sends a PDF.
fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let sextets: Vec<u8> = text.bytes().filter_map(value).collect();
    let mut out = Vec::with_capacity(sextets.len() * 3 / 4);
    for chunk in sextets.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &v)| n | u32::from(v) << (18 - 6 * i));
        for i in 0..chunk.len().saturating_sub(1) {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    out
}

/// What a printed page looks like: its sheets, and the share of each sheet's pixels that
/// are a dark square's mid grey.
pub(crate) struct Printed {
    pub sheets: usize,
    pub dark_share: Vec<f64>,
    /// Each sheet's text, as `pdftotext` reads it.
    pub texts: Vec<String>,
}

/// Prints the page shown (A4, background graphics off, as the print dialog's default) and
/// reads the sheets back as grey images.
pub(crate) async fn print(page: &Page, name: &str) -> Result<Printed, crate::harness::Error> {
    let pdf = page
        .cdp(
            "Page.printToPDF",
            json!({ "printBackground": false, "paperWidth": 8.27, "paperHeight": 11.69 }),
        )
        .await?;
    let data = pdf["data"].as_str().ok_or("no PDF data")?;
    let dir = std::env::temp_dir().join(format!("check-tutor-print-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)?;
    let file = dir.join("page.pdf");
    std::fs::write(&file, base64_decode(data))?;
    let made = std::process::Command::new("pdftoppm")
        .args(["-r", "30", "-gray"])
        .arg(&file)
        .arg(dir.join("sheet"))
        .status()?;
    assert!(made.success(), "pdftoppm failed");
    let mut sheets: Vec<_> = std::fs::read_dir(&dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pgm"))
        .collect();
    sheets.sort();
    let mut dark_share = Vec::new();
    for sheet in &sheets {
        let bytes = std::fs::read(sheet)?;
        // "P5\n<w> <h>\n255\n" then one byte a pixel.
        let mut fields = 0;
        let mut start = 0;
        for (i, b) in bytes.iter().enumerate() {
            if b.is_ascii_whitespace() {
                fields += 1;
                if fields == 4 {
                    start = i + 1;
                    break;
                }
            }
        }
        let pixels = &bytes[start..];
        let dark = pixels.iter().filter(|&&p| (90..=200).contains(&p)).count();
        dark_share.push(dark as f64 / pixels.len().max(1) as f64);
    }
    // The first sheet, kept for a person to look at.
    if let Some(first) = sheets.first() {
        let shots = std::path::Path::new("target/screenshots");
        std::fs::create_dir_all(shots)?;
        let png = std::process::Command::new("pdftoppm")
            .args(["-r", "50", "-png", "-singlefile"])
            .arg(&file)
            .arg(shots.join(format!("print-{name}")))
            .status()?;
        assert!(png.success() && first.exists());
    }
    let mut texts = Vec::new();
    for n in 1..=sheets.len() {
        let out = std::process::Command::new("pdftotext")
            .args(["-layout", "-f", &n.to_string(), "-l", &n.to_string()])
            .arg(&file)
            .arg("-")
            .output()?;
        assert!(out.status.success(), "pdftotext failed");
        texts.push(String::from_utf8_lossy(&out.stdout).into_owned());
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(Printed {
        sheets: sheets.len(),
        dark_share,
        texts,
    })
}

#[tokio::test]
async fn a_printed_board_page_shows_the_board_on_one_sheet_without_the_top_bar() {
    with_page("#/play", |page| async move {
        for (path, name) in [
            ("#/lesson/pins/2", "lesson"),
            ("#/play", "play"),
            ("#/editor", "editor"),
            ("#/present/pins/2", "present"),
        ] {
            page.load(path, "[data-square=\"a1\"]").await?;
            let printed = print(&page, name).await?;
            assert_eq!(printed.sheets, 1, "{path}: one sheet");
            // The dark squares alone cover about a tenth of an A4 sheet.
            assert!(
                printed.dark_share[0] > 0.05,
                "{path}: the board is not drawn ({:.3} of the sheet)",
                printed.dark_share[0]
            );
            page.cdp("Emulation.setEmulatedMedia", json!({ "media": "print" }))
                .await?;
            let bar = page
                .js(
                    "const b = document.querySelector('.topbar'); return !b || getComputedStyle(b).display === 'none';",
                    vec![],
                )
                .await?;
            page.cdp("Emulation.setEmulatedMedia", json!({ "media": "" }))
                .await?;
            assert_eq!(bar.as_bool(), Some(true), "{path}: the top bar is printed");
        }
        Ok(())
    })
    .await;
}
