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

/// The app's own one-line words (`ui-` messages with no facts) in `lang`'s file, by id.
fn plain_words(lang: Lang) -> std::collections::BTreeMap<String, String> {
    let path = format!(
        "{}/static/i18n/{}/tutor.ftl",
        env!("CARGO_MANIFEST_DIR"),
        lang.code()
    );
    let text = std::fs::read_to_string(path).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let mut out = std::collections::BTreeMap::new();
    for (i, line) in lines.iter().enumerate() {
        let Some((id, value)) = line.split_once(" = ") else {
            continue;
        };
        let continued = lines.get(i + 1).is_some_and(|l| l.starts_with(' '));
        if id.starts_with("ui-") && !value.contains('{') && !continued {
            out.insert(id.to_string(), value.trim().to_string());
        }
    }
    out
}

/// The English sentences of the app's own (a few words at least, and translated otherwise)
/// found on the page: none should be, in another language.
async fn english_left(page: &Page, lang: Lang) -> Result<Vec<String>, crate::harness::Error> {
    let text: String =
        serde_json::from_value(page.js("return document.body.innerText;", vec![]).await?)?;
    let theirs = plain_words(lang);
    Ok(plain_words(Lang::En)
        .into_iter()
        .filter(|(id, en)| en.contains(' ') && en.len() >= 8 && theirs.get(id) != Some(en))
        .filter(|(_, en)| text.contains(en.as_str()))
        .map(|(_, en)| en)
        .collect())
}

/// Practice, Progress, the lessons and Play in French and Russian: `<html lang>` and the
/// tab's title follow the language, and none of the app's English sentences is on the page.
#[tokio::test]
async fn the_main_pages_speak_the_chosen_language_with_html_lang_and_titles() {
    with_page("#/play?lang=fr", |page| async move {
        for (lang, hash, ready) in [
            (
                Lang::Fr,
                "#/practice?kind=legal&seed=7",
                "[data-role=\"practice-prompt\"]",
            ),
            (Lang::Fr, "#/progress", "[data-role=\"concepts\"]"),
            (
                Lang::Ru,
                "#/practice?kind=checkers&seed=3",
                "[data-role=\"practice-prompt\"]",
            ),
            (Lang::Ru, "#/lessons", "[data-role=\"lesson-list\"] li"),
            (Lang::Ru, "#/play", "[data-role=\"status\"]"),
        ] {
            let join = if hash.contains('?') { "&" } else { "?" };
            page.load(&format!("{hash}{join}lang={}", lang.code()), ready)
                .await?;
            page.wait_until(&format!(
                "document.documentElement.lang === '{}'",
                lang.code()
            ))
            .await?;
            let title: String =
                serde_json::from_value(page.js("return document.title;", vec![]).await?)?;
            for english in ["Practice", "Your progress", "Lessons", "Play –"] {
                assert!(!title.starts_with(english), "{hash}: title {title}");
            }
            let left = english_left(&page, lang).await?;
            assert!(
                left.is_empty(),
                "{hash} in {}: English left: {left:?}",
                lang.code()
            );
        }
        // The legal-move question names its move in French, as the catalog words it.
        page.load(
            "#/practice?kind=legal&seed=7&lang=fr",
            "[data-role=\"practice-prompt\"]",
        )
        .await?;
        let fen = page
            .attr("[data-role=\"exercise\"]", "data-fen")
            .await?
            .unwrap();
        let mv = page
            .attr("[data-role=\"exercise\"]", "data-move")
            .await?
            .unwrap();
        let pos: Position = fen.parse().unwrap();
        let uci: check_tutor::rules::Uci = mv.parse().unwrap();
        let piece = check_tutor::tutor::PieceOn::at(&pos, uci.from).unwrap();
        let wanted = Catalog::builtin(Lang::Fr).format(
            &check_tutor::tutor::practice_words::legal_prompt(piece, uci.to),
        );
        page.wait_until(&format!(
            "document.querySelector('[data-role=\"practice-prompt\"]').textContent === {}",
            json!(wanted)
        ))
        .await?;
        page.screenshot("practice-fr").await?;
        Ok(())
    })
    .await;
}

/// A learner whose language is Spanish never sees the page in English first: the loader
/// fetches the catalog beside the wasm, and the app's first screen is drawn in it (the
/// status line's first words, recorded as they appear, are Spanish; `<html lang>` too).
#[tokio::test]
async fn the_first_screen_is_drawn_in_the_learners_language_without_an_english_flash() {
    with_page("#/play", |page| async move {
        page.cdp(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": "new MutationObserver((_, seen) => { \
                const s = document.querySelector('[data-role=\"status\"]'); \
                if (s && !window.firstStatus) { \
                  window.firstStatus = [s.lang, s.textContent, document.documentElement.lang]; \
                  seen.disconnect(); \
                } \
              }).observe(document, { childList: true, subtree: true });" }),
        )
        .await?;
        page.goto("#/play?lang=es").await?;
        page.wait_until("window.firstStatus").await?;
        let first: Vec<String> =
            serde_json::from_value(page.js("return window.firstStatus;", vec![]).await?)?;
        let spanish = Message::Turn {
            side: check_tutor::rules::Color::White,
            check: check_tutor::rules::CheckKind::None,
            status: check_tutor::rules::GameStatus::Position(check_tutor::rules::Status::Ongoing),
            claim: None,
        }
        .say(&Catalog::builtin(Lang::Es));
        assert_eq!(first, vec!["es".to_string(), spanish, "es".to_string()]);
        Ok(())
    })
    .await;
}
