//! Translations of the built-in lessons (`static/i18n/<code>/lessons/`): each must be its
//! English lesson in everything but the words, so a learner who switches language keeps
//! the same steps, positions, answers and progress.

use super::{Lesson, Step};
use crate::tutor::Lang;

/// Every text a learner reads in a lesson, mutably, in file order: title, introduction,
/// each step's words, the summary.
fn texts_mut(lesson: &mut Lesson) -> Vec<&mut String> {
    let mut out = vec![&mut lesson.title, &mut lesson.intro];
    for step in &mut lesson.steps {
        match step {
            Step::Play {
                prompt,
                hint,
                success,
                ..
            } => {
                out.push(prompt);
                out.extend(hint.iter_mut().chain(success.iter_mut()));
            }
            Step::Choose {
                question,
                answers,
                explain,
                ..
            } => {
                out.push(question);
                for a in answers {
                    out.push(&mut a.text);
                    out.extend(a.why_not.iter_mut());
                }
                out.extend(explain.iter_mut());
            }
            Step::Watch { prompt, moves, .. } => {
                out.push(prompt);
                out.extend(moves.iter_mut().map(|m| &mut m.say));
            }
        }
    }
    out.extend(lesson.summary.iter_mut());
    out
}

/// Every text of a lesson, in file order.
pub fn texts(lesson: &Lesson) -> Vec<String> {
    let mut copy = lesson.clone();
    texts_mut(&mut copy)
        .into_iter()
        .map(|t| t.clone())
        .collect()
}

/// The lesson with every text emptied and no language: what a translation must keep.
fn skeleton(lesson: &Lesson) -> Lesson {
    let mut copy = lesson.clone();
    copy.lang = None;
    for t in texts_mut(&mut copy) {
        t.clear();
    }
    copy
}

/// What is wrong with `translated` as the `lang` translation of `english`; empty when it
/// is right. Each problem is one line that names the step.
pub fn check_translation(english: &Lesson, translated: &Lesson, lang: Lang) -> Vec<String> {
    let mut problems = Vec::new();
    if translated.lang != Some(lang) {
        problems.push(format!(
            "\"lang\" should be \"{lang}\" (it is {})",
            translated
                .lang
                .map_or("missing".to_string(), |l| format!("\"{l}\""))
        ));
    }
    let (a, b) = (skeleton(english), skeleton(translated));
    if a != b {
        problems.push(difference(&a, &b));
    }
    for (i, text) in texts(translated).iter().enumerate() {
        if text.trim().is_empty() {
            problems.push(format!("text {} is empty", i + 1));
        }
    }
    if lang != Lang::En {
        for text in texts(translated) {
            problems.extend(notation_slips(&text, lang));
        }
    }
    problems
}

/// Where two skeletons first differ, in words.
fn difference(english: &Lesson, translated: &Lesson) -> String {
    if english.id != translated.id {
        return format!(
            "id {:?} differs from English {:?}",
            translated.id, english.id
        );
    }
    if english.steps.len() != translated.steps.len() {
        return format!(
            "{} steps where English has {}",
            translated.steps.len(),
            english.steps.len()
        );
    }
    let step = english
        .steps
        .iter()
        .zip(&translated.steps)
        .position(|(a, b)| a != b);
    match step {
        Some(i) => format!(
            "step {} differs from English in more than its words (kind, position, goal, answers, marks or moves)",
            i + 1
        ),
        None => "the summary or an optional text differs from English in number".to_string(),
    }
}

/// Moves in `text` written with English piece letters the language does not use
/// (`Nf3` in German prose), and, in Russian, squares spelt with Cyrillic letters (`е4`).
fn notation_slips(text: &str, lang: Lang) -> Vec<String> {
    let ours = lang.piece_letters();
    let foreign: Vec<char> = Lang::En
        .piece_letters()
        .iter()
        .filter(|l| !ours.contains(l))
        .filter_map(|l| l.chars().next())
        .collect();
    let chars: Vec<char> = text.chars().collect();
    let mut slips = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        let starts_word = i == 0 || !chars[i - 1].is_alphanumeric();
        if !starts_word {
            continue;
        }
        let mut j = i + 1;
        if chars.get(j) == Some(&'x') {
            j += 1;
        }
        let square_after = |k: usize| {
            matches!(chars.get(k), Some('a'..='h'))
                && matches!(chars.get(k + 1), Some('1'..='8'))
                && !chars.get(k + 2).is_some_and(|c| c.is_alphanumeric())
        };
        if foreign.contains(&c) && square_after(j) {
            let word: String = chars[i..j + 2].iter().collect();
            slips.push(format!("{word:?} uses an English piece letter in: {text}"));
        }
        let cyrillic_file = matches!(c, 'а' | 'с' | 'е');
        if lang == Lang::Ru
            && cyrillic_file
            && matches!(chars.get(i + 1), Some('1'..='8'))
            && !chars.get(i + 2).is_some_and(|c| c.is_alphanumeric())
        {
            slips.push(format!(
                "square \"{c}{}\" is spelt with a Cyrillic letter in: {text}",
                chars[i + 1]
            ));
        }
    }
    slips
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lesson(title: &str, lang: Option<Lang>, prompt: &str, fen: &str) -> Lesson {
        let text = format!(
            r#"{{"id":"t","title":{title:?},"intro":"i","steps":[{{"kind":"play","fen":{fen:?},"prompt":{prompt:?},"goal":"gives_check","solution":["Ra8+"]}}]}}"#
        );
        let mut l = Lesson::from_json(&text).unwrap();
        l.lang = lang;
        l
    }

    const FEN: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";

    #[test]
    fn a_translation_that_changes_only_words_passes() {
        let en = lesson("Check", None, "Give check.", FEN);
        let de = lesson("Schach", Some(Lang::De), "Biete Schach mit Ta8.", FEN);
        assert_eq!(check_translation(&en, &de, Lang::De), Vec::<String>::new());
    }

    #[test]
    fn a_changed_position_a_missing_lang_and_an_empty_text_are_named() {
        let en = lesson("Check", None, "Give check.", FEN);
        let moved = lesson(
            "Schach",
            Some(Lang::De),
            "Schach!",
            "4k3/8/8/8/8/8/8/1R2K3 w - - 0 1",
        );
        let problems = check_translation(&en, &moved, Lang::De);
        assert!(problems[0].starts_with("step 1 differs"), "{problems:?}");
        let unnamed = lesson("", None, "Schach!", FEN);
        let problems = check_translation(&en, &unnamed, Lang::De);
        assert!(
            problems[0].contains("\"lang\" should be \"de\""),
            "{problems:?}"
        );
        assert!(
            problems.iter().any(|p| p == "text 1 is empty"),
            "{problems:?}"
        );
    }

    #[test]
    fn english_letters_and_cyrillic_squares_are_slips() {
        assert_eq!(notation_slips("Zieh Nf3 oder Sf3.", Lang::De).len(), 1);
        assert!(notation_slips("Juega Re1 y Txe7+.", Lang::Es).is_empty());
        assert_eq!(notation_slips("Cxe7 o Bb5", Lang::Es).len(), 1);
        assert_eq!(notation_slips("Ладья идёт на е4, Rxe4.", Lang::Ru).len(), 2);
        assert!(notation_slips("Ладья идёт на e4: Лxe4.", Lang::Ru).is_empty());
        // Words that merely start with a capital are not moves.
        assert!(notation_slips("Nach Bauer", Lang::De).is_empty());
    }
}
