//! The learner's language: chosen from the browser's languages on a first visit, from a
//! link's `lang=`, or from the menu in the top bar; kept for the next visit; the lessons and the questions in that language, with the progress kept
//! across a switch, and offline after the first visit.

use crate::harness::{dist, with_page, with_prefs, with_site, Page, TestResult};
use crate::lessons::finish_step;
use crate::offline::{go_offline, wait_controlled};
use check_tutor::lessons::catalog::{builtin_in, questions_in};
use check_tutor::tutor::{Catalog, Fact, Lang, Phrase};
use serde_json::json;

const LIST: &str = "[data-role=\"lesson-list\"] [data-lesson]";

/// The titles on the lessons page, in order.
async fn titles(page: &Page) -> Result<Vec<String>, crate::harness::Error> {
    let shown = page
        .js(
            "return [...document.querySelectorAll('[data-lesson] .lesson-title')].map(e => e.textContent);",
            vec![],
        )
        .await?;
    Ok(serde_json::from_value(shown)?)
}

fn expected_titles(lang: Lang) -> Vec<String> {
    builtin_in(lang).0.into_iter().map(|l| l.title).collect()
}

/// Waits until the lessons page shows `lang`'s titles and `<html lang>` names it.
async fn shows(page: &Page, lang: Lang) -> TestResult {
    let want = expected_titles(lang);
    let first = serde_json::to_string(&want[0])?;
    page.wait_until(&format!(
        "document.querySelector('[data-lesson] .lesson-title')?.textContent === {first}"
    ))
    .await?;
    assert_eq!(titles(page).await?, want, "{lang}: every title");
    // Each title says its language, for a screen reader's voice.
    let marked = page
        .js(
            "return [...document.querySelectorAll('[data-lesson] .lesson-title')].every(e => e.lang === arguments[0]);",
            vec![json!(lang.code())],
        )
        .await?;
    assert_eq!(
        marked,
        json!(true),
        "{lang}: every title marked with its language"
    );
    Ok(())
}

/// Chooses a language in the top bar's menu, as a learner does.
async fn choose(page: &Page, lang: Lang) -> TestResult {
    page.js(
        "const s = document.querySelector('[data-role=\"lang\"]'); s.value = arguments[0]; \
         s.dispatchEvent(new Event('change', { bubbles: true }));",
        vec![json!(lang.code())],
    )
    .await?;
    Ok(())
}

#[tokio::test]
async fn a_german_browser_opens_in_german_and_the_menu_switches_and_is_kept() {
    let prefs = json!({ "intl.accept_languages": "de-AT,de,en" });
    with_prefs("#/play", prefs, |page| async move {
        page.load("#/lessons", LIST).await?;
        shows(&page, Lang::De).await?;
        assert_eq!(
            page.js(
                "return document.querySelector('[data-role=\"lang\"]').value;",
                vec![]
            )
            .await?,
            json!("de")
        );
        // Each language is named in itself, and marked as written in it.
        let menu = page
            .js(
                "return [...document.querySelectorAll('[data-role=\"lang\"] option')]\
                 .map(o => o.lang + ':' + o.textContent);",
                vec![],
            )
            .await?;
        assert_eq!(
            menu,
            json!([
                "en:English",
                "es:Español",
                "de:Deutsch",
                "fr:Français",
                "ru:Русский"
            ])
        );
        page.screenshot("lang-de-lessons").await?;
        page.resize(1024, 768).await?;
        page.screenshot("lang-de-lessons-1024").await?;
        page.resize(390, 844).await?;
        page.screenshot("lang-de-lessons-phone").await?;

        choose(&page, Lang::Es).await?;
        shows(&page, Lang::Es).await?;
        // The choice outlives the visit, over the browser's own German.
        page.client().refresh().await?;
        page.wait_for(LIST).await?;
        shows(&page, Lang::Es).await?;

        // The questions page speaks it too.
        page.set_hash("#/questions").await?;
        let first = questions_in(Lang::Es)?.remove(0).question;
        page.wait_until(&format!(
            "document.querySelector('[data-role=\"questions\"]')?.textContent.includes({})",
            serde_json::to_string(&first)?
        ))
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_link_with_lang_opens_in_it_and_an_unknown_code_is_ignored() {
    with_page("#/lesson/pins/1?lang=ru", |page| async move {
        let pins = builtin_in(Lang::Ru)
            .0
            .into_iter()
            .find(|l| l.id == "pins")
            .ok_or("a lesson 'pins'")?;
        let check_tutor::lessons::Step::Choose { question, .. } = &pins.steps[0] else {
            return Err("the first step of 'pins' is a question".into());
        };
        page.wait_until(&format!(
            "document.querySelector('[data-role=\"lesson-prompt\"]')?.lang === 'ru' && \
             document.querySelector('[data-role=\"lesson-prompt\"]').textContent === {}",
            serde_json::to_string(question)?
        ))
        .await?;
        page.screenshot("lang-ru-lesson").await?;

        // A code the app does not speak changes nothing: still Russian, as chosen.
        page.load("#/lessons?lang=pt", LIST).await?;
        shows(&page, Lang::Ru).await?;

        // Moves are typed and listed with Russian piece letters; English ones still work.
        page.goto("#/play").await?;
        for typed in ["e4", "e5", "Кf3", "Nc6", "Сc4", "Сc5", "Крe2"] {
            page.fill("[data-role=\"move-input\"]", typed).await?;
            page.click_on("[data-role=\"move-submit\"]").await?;
        }
        page.wait_until("document.querySelectorAll('[data-role=\"move-list\"] li.move:not([aria-hidden])').length === 7")
            .await?;
        let listed = page
            .js(
                "return [...document.querySelectorAll('[data-role=\"move-list\"] li.move:not([aria-hidden])')].map(e => e.textContent);",
                vec![],
            )
            .await?;
        assert_eq!(
            listed,
            json!(["e4", "e5", "Кf3", "Кc6", "Сc4", "Сc5", "Крe2"])
        );
        page.screenshot("lang-ru-moves").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn switching_language_keeps_the_progress() {
    with_page("#/lesson/what-is-check/1", |page| async move {
        finish_step(&page, "what-is-check", 1).await?;
        page.set_hash("#/lessons").await?;
        page.wait_for(LIST).await?;
        let progress = "return document.querySelector('[data-lesson=\"what-is-check\"] .lesson-progress').textContent;";
        let before = page.js(progress, vec![]).await?;
        assert!(
            before.as_str().is_some_and(|t| t.starts_with("1/")),
            "{before}"
        );
        choose(&page, Lang::Fr).await?;
        shows(&page, Lang::Fr).await?;
        assert_eq!(page.js(progress, vec![]).await?, before);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_language_chosen_on_the_first_visit_works_offline() {
    with_site(&dist(), |page| async move {
        page.load("#/lessons?lang=de", "[data-role=\"lesson-list\"]")
            .await?;
        shows(&page, Lang::De).await?;
        wait_controlled(&page).await?;
        // The lessons fetched before the worker took over are kept in its language cache.
        page.wait_until(
            "window.__kept === true || (caches.open('check-tutor-i18n').then(c => c.keys())\
             .then(k => { window.__kept = k.length >= 14; }), false)",
        )
        .await?;
        go_offline(&page).await?;
        page.load("#/lessons", "[data-role=\"lesson-list\"]")
            .await?;
        shows(&page, Lang::De).await?;
        assert!(
            !page.exists("[data-role=\"lang-fallback\"]").await?,
            "no lesson fell back to English"
        );
        // A language never loaded cannot be had offline: English (marked so), said in one line.
        choose(&page, Lang::Ru).await?;
        page.wait_for("[data-role=\"lang-fallback\"]").await?;
        shows(&page, Lang::En).await?;
        page.screenshot("lang-offline-fallback").await?;
        Ok(())
    })
    .await;
}

/// A damaged translation costs only itself: that lesson is shown in English with one note
/// (which promises nothing about going online while online), and a damaged questions file
/// is told in the app's words, not the parser's.
#[tokio::test]
async fn a_damaged_language_file_falls_back_to_english_for_that_file_alone() {
    use crate::offline::TempSite;
    let site = TempSite::copy_of(&dist(), "damaged-i18n").expect("a copy of dist");
    let cut = |path: &str| {
        let file = site.0.join(path);
        let text = std::fs::read_to_string(&file).expect(path);
        std::fs::write(&file, &text[..text.len() / 2]).expect("cut short");
    };
    cut("i18n/de/lessons/04-pins.json");
    cut("i18n/de/questions.json");
    cut("questions.json");
    let root = site.0.clone();
    with_site(&root, |page| async move {
        page.load("/#/lessons?lang=de", "[data-role=\"lang-fallback\"]")
            .await?;
        let mut want = expected_titles(Lang::De);
        want[3] = expected_titles(Lang::En)[3].clone();
        page.wait_for_count(LIST, want.len()).await?;
        assert_eq!(titles(&page).await?, want);
        // In German, and online it promises nothing about going online.
        let note = page.text("[data-role=\"lang-fallback\"]").await?;
        let fallback = Phrase::new("ui-lang-fallback").with("language", Fact::Code("de"));
        assert_eq!(note, german(&fallback));
        assert_eq!(page.count("[data-role=\"lang-fallback\"]").await?, 1);
        page.load("/#/questions", "main .error").await?;
        let said = page.text("main .error").await?;
        assert_eq!(said, german(&Phrase::new("ui-questions-damaged")));
        assert!(
            !said.contains("JSON") && !said.contains("Unterminated") && !said.contains("position"),
            "{said}"
        );
        Ok(())
    })
    .await;
    drop(site);
}

/// A line of the app's own in German.
fn german(phrase: &Phrase) -> String {
    Catalog::builtin(Lang::De).format(phrase)
}

/// The prompt of step `n` (from 1) of the first lesson whose step is a move to play.
fn play_prompt(lesson: &check_tutor::lessons::Lesson, n: usize) -> String {
    match &lesson.steps[n - 1] {
        check_tutor::lessons::Step::Play { prompt, .. } => prompt.clone(),
        other => panic!("step {n} of {} is not a move to play: {other:?}", lesson.id),
    }
}

/// Switching language in the middle of a lesson step: the step's words change at once, and
/// the learner's place and board stay (the step just done is still done).
#[tokio::test]
async fn a_switch_mid_step_changes_its_words_and_keeps_the_board() {
    let spanish = builtin_in(Lang::Es).0;
    let (i, lesson) = spanish
        .iter()
        .enumerate()
        .find(|(_, l)| matches!(l.steps[0], check_tutor::lessons::Step::Play { .. }))
        .expect("a lesson opening with a move to play");
    let german = builtin_in(Lang::De).0.remove(i);
    let (es, de) = (play_prompt(lesson, 1), play_prompt(&german, 1));
    assert_ne!(es, de);
    let id = lesson.id.clone();
    with_page(&format!("#/lesson/{id}/1?lang=es"), |page| async move {
        let prompt = "document.querySelector('[data-role=\"lesson-prompt\"]')?.textContent";
        page.wait_until(&format!("{prompt} === {}", serde_json::to_string(&es)?))
            .await?;
        finish_step(&page, &id, 1).await?;
        page.wait_for("[data-role=\"lesson-next\"]").await?;
        let board = "return [...document.querySelectorAll('[data-square]')]\
                     .map(s => s.dataset.square + (s.dataset.piece || '')).join(' ');";
        let before = page.js(board, vec![]).await?;
        choose(&page, Lang::De).await?;
        page.wait_until(&format!("{prompt} === {}", serde_json::to_string(&de)?))
            .await?;
        assert_eq!(page.js(board, vec![]).await?, before, "the board as it was");
        assert!(
            page.exists("[data-role=\"lesson-next\"]").await?,
            "the step is still done"
        );
        Ok(())
    })
    .await;
}
