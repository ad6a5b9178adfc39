//! Sounds (issue 28 item 7): off until the speaker in the top bar is pressed, kept across
//! a reload, and then a tone for a move, a check and a refused move. The page's Web Audio
//! oscillators are watched (their pitch at each start), as headless Chromium plays to no
//! one.

use crate::harness::{with_page, Error, Page, TestResult};
use serde_json::json;

/// Records the pitch of every tone started, on every page load from now on.
const LISTEN: &str = "window.__tones = [];
const start = OscillatorNode.prototype.start;
OscillatorNode.prototype.start = function (...a) {
  window.__tones.push(Math.round(this.frequency.value));
  return start.apply(this, a);
};";

/// The tones heard since the last call, once there are `n` (the tones' code is fetched when
/// the first one plays, so they start a moment after the action).
async fn tones_n(page: &Page, n: usize) -> Result<Vec<u64>, Error> {
    page.wait_until(&format!("window.__tones.length >= {n}"))
        .await?;
    tones(page).await
}

async fn tones(page: &Page) -> Result<Vec<u64>, Error> {
    let heard = page
        .js(
            "const t = window.__tones; window.__tones = []; return t;",
            vec![],
        )
        .await?;
    Ok(serde_json::from_value(heard)?)
}

async fn play(page: &Page, from: &str, to: &str) -> TestResult {
    page.click(from).await?;
    page.click(to).await
}

#[tokio::test]
async fn sounds_are_off_until_asked_for_then_a_move_a_check_and_a_refusal_each_sound() {
    with_page("#/play", |page| async move {
        page.cdp(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": LISTEN }),
        )
        .await?;
        page.load("#/play", "[data-square]").await?;
        let toggle = "[data-role=\"sound\"]";
        assert_eq!(
            page.attr(toggle, "aria-pressed").await?.as_deref(),
            Some("false")
        );
        play(&page, "e2", "e4").await?;
        page.wait_for("[data-square=\"e4\"][data-piece]").await?;
        assert_eq!(tones(&page).await?, Vec::<u64>::new(), "off by default");

        page.click_on(toggle).await?;
        assert_eq!(
            page.attr(toggle, "aria-pressed").await?.as_deref(),
            Some("true")
        );
        assert_eq!(
            tones_n(&page, 1).await?,
            [520],
            "pressing it plays a sample"
        );
        // Black's move, a plain move.
        play(&page, "e7", "e5").await?;
        page.wait_for("[data-square=\"e5\"][data-piece]").await?;
        assert_eq!(tones_n(&page, 1).await?, [520]);
        // A knight cannot go to g3: the low buzz of a refusal.
        play(&page, "g1", "g3").await?;
        page.wait_for("[data-role=\"explanation\"]").await?;
        assert_eq!(tones_n(&page, 1).await?, [150]);
        // A check: two rising notes.
        page.click("g1").await?;
        play(&page, "d1", "h5").await?;
        play(&page, "b8", "c6").await?;
        play(&page, "h5", "f7").await?;
        page.wait_for(".in-check").await?;
        assert_eq!(tones_n(&page, 4).await?, [520, 520, 660, 880]);

        // The choice is kept.
        page.load("#/play", "[data-square]").await?;
        assert_eq!(
            page.attr(toggle, "aria-pressed").await?.as_deref(),
            Some("true")
        );
        page.screenshot("sound-on").await?;
        page.click_on(toggle).await?;
        tones(&page).await?;
        play(&page, "e2", "e4").await?;
        page.wait_for("[data-square=\"e4\"][data-piece]").await?;
        assert_eq!(tones(&page).await?, Vec::<u64>::new(), "off again");
        Ok(())
    })
    .await;
}
