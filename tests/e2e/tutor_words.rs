//! The tutor's words in the learner's language (static/i18n/<code>/tutor.ftl): a refused
//! move and a mate explained in it, marked with its `lang`, and said again in another
//! language when the learner switches, with the board as it was.

use crate::harness::{with_page, Page};
use check_tutor::rules::{Position, Square};
use check_tutor::tutor::{explain_move, Catalog, Lang, Message, Verdict};
use serde_json::json;

const PINNED: &str = "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1";

fn link(fen: &str, lang: Lang) -> String {
    let fen = fen.replace('/', "%2F").replace(' ', "%20");
    format!("#/play?fen={fen}&lang={}", lang.code())
}

/// The refusal of the pinned bishop's e2–d3, as the tutor words it in `lang`.
fn pinned_refusal(lang: Lang) -> String {
    let pos: Position = PINNED.parse().unwrap();
    let sq = |s: &str| s.parse::<Square>().unwrap();
    match explain_move(&pos, sq("e2"), sq("d3"), None) {
        Verdict::Refused(r) => r.message.say(&Catalog::builtin(lang)),
        Verdict::Legal(_) => panic!("the bishop is pinned"),
    }
}

/// The explanation's sentences and their `lang`s.
async fn explanation(page: &Page) -> Result<(String, Vec<String>), crate::harness::Error> {
    let got = page
        .js(
            "const ps = [...document.querySelectorAll('[data-role=\"explanation\"] p')]; \
             return [ps.map(p => p.textContent).join(' '), ps.map(p => p.lang)];",
            vec![],
        )
        .await?;
    Ok(serde_json::from_value(got)?)
}

#[tokio::test]
async fn a_refused_move_is_explained_in_spanish_and_again_in_german_after_a_switch() {
    with_page(&link(PINNED, Lang::Es), |page| async move {
        let spanish = pinned_refusal(Lang::Es);
        assert_ne!(spanish, pinned_refusal(Lang::En), "the catalog is Spanish");
        page.drag("e2", "d3").await?;
        page.wait_until(&format!(
            "document.querySelector('[data-role=\"explanation\"]')?.textContent.includes({})",
            json!(spanish)
        ))
        .await?;
        let (_, langs) = explanation(&page).await?;
        assert_eq!(langs, vec!["es".to_string()], "read with a Spanish voice");
        page.screenshot("refusal-es").await?;
        // The menu switches: the same refusal, now in German, the bishop still on e2.
        page.js(
            "const s = document.querySelector('[data-role=\"lang\"]'); s.value = 'de'; \
             s.dispatchEvent(new Event('change', { bubbles: true }));",
            vec![],
        )
        .await?;
        let german = pinned_refusal(Lang::De);
        page.wait_until(&format!(
            "document.querySelector('[data-role=\"explanation\"]')?.textContent.includes({})",
            json!(german)
        ))
        .await?;
        let (_, langs) = explanation(&page).await?;
        assert_eq!(langs, vec!["de".to_string()]);
        assert_eq!(page.piece_on("e2").await?.as_deref(), Some("wB"));
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_mate_is_explained_in_russian_with_the_move_in_russian_letters() {
    with_page(
        &link("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Lang::Ru),
        |page| async move {
            let mate = Message::Checkmate {
                winner: check_tutor::rules::Color::White,
            }
            .say(&Catalog::builtin(Lang::Ru));
            page.drag("a1", "a8").await?;
            page.wait_for("[data-role=\"status\"][data-status=\"checkmate\"]")
                .await?;
            let (text, langs) = explanation(&page).await?;
            assert!(text.contains(&mate), "{text}\nwants {mate}");
            assert!(langs.iter().any(|l| l == "ru"), "{langs:?}");
            let played = page.text(".played, [data-role=\"explanation\"]").await?;
            assert!(!played.contains("Ra8"), "no English letters: {played}");
            page.screenshot("mate-ru").await?;
            Ok(())
        },
    )
    .await;
}
