//! A link whose position cannot be loaded says so at the top of the page, gives no verdict
//! about a position nobody sent, draws none of its marks, and keeps the address it came
//! with until the board changes.

use crate::harness::with_page;

/// Whether the banner is on screen near the top, where a teacher looks first.
const BANNER_AT_TOP: &str =
    "(() => { const b = document.querySelector('[data-role=\"link-error\"]'); \
     if (!b) return false; const r = b.getBoundingClientRect(); \
     return r.height > 0 && r.top >= 0 && r.top < 200; })()";

#[tokio::test]
async fn an_editor_link_with_an_unreadable_fen_gives_no_verdict_and_no_marks() {
    let link = "#/editor?fen=rnbqkbnr%2Fpppppppp%2F8%2F8%20w&arrows=e2e4g&circles=d5r";
    with_page("#/play", |page| async move {
        page.load(link, "[data-role=\"link-error\"]").await?;
        page.wait_until(BANNER_AT_TOP).await?;
        let said = page.text("[data-role=\"link-error\"]").await?;
        assert!(said.contains("could not be loaded"), "{said}");
        assert!(said.contains("piece placement"), "{said}");
        assert_eq!(page.count("[role=alert]").await?, 1, "said once");
        assert!(!page.exists("[data-role=\"verdict\"]").await?);
        assert!(page.exists("[data-role=\"no-verdict\"]").await?);
        assert_eq!(page.count(".shapes .shape-arrow-green").await?, 0);
        assert_eq!(page.count(".shapes circle").await?, 0);
        // The address is the link as sent, not the board shown.
        page.js("return new Promise(r => setTimeout(r, 300));", vec![])
            .await?;
        let hash = page.js("return location.hash;", vec![]).await?;
        assert_eq!(hash.as_str(), Some(link));
        page.screenshot("editor-broken-link").await?;

        // Setting up a position is a position someone sent: the verdict comes back.
        page.click_on("[data-role=\"fen-input\"]").await?;
        page.fill(
            "[data-role=\"fen-input\"]",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n",
        )
        .await?;
        page.wait_for("[data-role=\"verdict\"][data-valid=\"true\"]")
            .await?;
        assert!(!page.exists("[data-role=\"link-error\"]").await?);
        // Finding no broken rule is said as that, not as a proof that the position can arise.
        let verdict = page.text("[data-role=\"verdict\"]").await?;
        assert!(
            verdict.starts_with("No rule is broken that I can find"),
            "{verdict}"
        );
        page.click_on("[data-role=\"start-position\"]").await?;
        page.wait_until(
            "document.querySelector('[data-role=\"verdict\"]').textContent\
             .startsWith('Yes: this is the starting position')",
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_play_link_with_an_unreadable_fen_shows_the_problem_at_the_top_and_no_marks() {
    let link = "#/play?fen=8%2F8%2F8%2Fx%20w&arrows=e2e4g";
    with_page("#/play", |page| async move {
        page.load(link, "[data-role=\"link-error\"]").await?;
        page.wait_until(BANNER_AT_TOP).await?;
        assert_eq!(page.count(".shapes .shape-arrow-green").await?, 0);
        // The Position panel still names the problem beside the FEN box, without saying it
        // a second time to a screen reader.
        assert!(page.exists("[data-role=\"fen-error\"]").await?);
        assert_eq!(page.count("[role=alert]").await?, 1);
        page.screenshot("play-broken-link").await?;
        // A move is a new game on the board shown: the banner goes, the address follows.
        page.click("e2").await?;
        page.click("e4").await?;
        page.wait_for("[data-square=\"e4\"][data-piece=\"wP\"]")
            .await?;
        page.wait_until("!document.querySelector('[data-role=\"link-error\"]')")
            .await?;
        // Nor does the link's problem stay beside the FEN box, or get said again.
        assert!(!page.exists("[data-role=\"fen-error\"]").await?);
        assert_eq!(page.count("[role=alert]").await?, 0);
        page.wait_until("location.hash.includes('4P3')").await?;
        Ok(())
    })
    .await;
}
