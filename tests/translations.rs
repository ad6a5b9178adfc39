//! The built-in lessons and the questions page in every language: each translation is its
//! English file in everything but the words (so progress, answers and positions are the
//! same in every language), complete, in its own language's notation, and as clean for the
//! lint as the English one.

use check_tutor::lessons::catalog::{builtin_in, questions_in, LESSON_FILES};
use check_tutor::lessons::lint::lint_lesson;
use check_tutor::lessons::translation::{check_translation, texts};
use check_tutor::tutor::Lang;
use std::path::Path;

fn others() -> impl Iterator<Item = Lang> {
    Lang::ALL.into_iter().filter(|l| *l != Lang::En)
}

#[test]
fn every_language_has_every_lesson_and_nothing_else() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("static");
    for lang in others() {
        let dir = root.join(format!("i18n/{lang}/lessons"));
        let mut found: Vec<String> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        found.sort();
        assert_eq!(
            found, LESSON_FILES,
            "{lang}: the lesson files differ from English"
        );
    }
}

#[test]
fn each_translation_is_its_english_lesson_in_other_words() {
    let (english, errors) = builtin_in(Lang::En);
    assert!(errors.is_empty(), "{errors:?}");
    for lang in others() {
        let (translated, errors) = builtin_in(lang);
        assert!(errors.is_empty(), "{lang}: {errors:?}");
        assert_eq!(translated.len(), english.len(), "{lang}");
        for ((en, tr), file) in english.iter().zip(&translated).zip(LESSON_FILES) {
            let problems = check_translation(en, tr, lang);
            assert!(
                problems.is_empty(),
                "{lang}/{file}:\n{}",
                problems.join("\n")
            );
            let lint = lint_lesson(tr);
            assert!(lint.is_empty(), "{lang}/{file}:\n{}", lint.join("\n"));
            // The words really changed: a copied English file is no translation.
            let (en_texts, tr_texts) = (texts(en), texts(tr));
            let same = en_texts
                .iter()
                .zip(&tr_texts)
                .filter(|(a, b)| a == b)
                .count();
            assert!(
                same * 5 < en_texts.len(),
                "{lang}/{file}: {same} texts are the English ones"
            );
        }
    }
}

#[test]
fn the_questions_page_asks_the_same_questions_in_every_language() {
    let english = questions_in(Lang::En).unwrap();
    for lang in others() {
        let translated = questions_in(lang).unwrap_or_else(|e| panic!("{lang}: {e}"));
        assert_eq!(translated.len(), english.len(), "{lang}");
        for (en, tr) in english.iter().zip(&translated) {
            assert_eq!((&en.lesson, en.step), (&tr.lesson, tr.step), "{lang}");
            assert!(!tr.question.trim().is_empty(), "{lang}: an empty question");
            assert_ne!(en.question, tr.question, "{lang}: an English question");
        }
    }
}
