//! The catalog lint: every language has every English message and no other, uses only the
//! facts English's message is told, and formats every sample message (every variant of
//! every selector the samples reach, every role and side, plural counts 0, 1, 2, 5, 21)
//! with no error and no fallback.

use super::phrase_samples::phrase_samples;
use super::samples::{on, samples, sq};
use super::*;
use crate::rules::{Color, Role};
use crate::tutor::Message;
use fluent_syntax::parser;
use std::collections::BTreeMap;

/// The prefixes of forms (`piece-the`, `arrow-listed`): each language has its own.
const FORMS: [&str; 8] = [
    "piece-", "role-", "side-", "line-", "list-", "arrow-", "circle-", "way-",
];

/// Each message's id and the variables its value uses, as the file has them.
fn messages(source: &str) -> BTreeMap<String, Vec<String>> {
    let resource = parser::parse(source).unwrap_or_else(|(_, e)| panic!("{e:?}"));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut names = Vec::new();
            if let Some(v) = &m.value {
                variables(v, &mut names);
            }
            out.insert(
                m.id.name.to_string(),
                names.into_iter().map(String::from).collect(),
            );
        }
    }
    out
}

/// A part of a language's catalog (`tutor` or `pages`) as it is on disk now (read when the
/// test runs, so a translator can run the built test binary again after each edit).
fn part(lang: Lang, name: &str) -> String {
    let path = format!(
        "{}/static/i18n/{}/{name}.ftl",
        env!("CARGO_MANIFEST_DIR"),
        lang.code()
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A language's whole catalog's text, both parts.
fn source(lang: Lang) -> String {
    format!("{}\n{}", part(lang, "tutor"), part(lang, "pages"))
}

fn catalog(lang: Lang) -> Catalog {
    let english_pages = part(Lang::En, "pages");
    Catalog::with_pages(
        lang,
        &part(lang, "tutor"),
        &part(lang, "pages"),
        &english_pages,
    )
}

/// The four translations; `CATALOG_ONLY=de` checks only that one (for a translator working
/// while the others are being written).
fn others() -> Vec<Lang> {
    let only = std::env::var("CATALOG_ONLY").ok();
    [Lang::Es, Lang::De, Lang::Fr, Lang::Ru]
        .into_iter()
        .filter(|l| only.as_deref().is_none_or(|o| o == l.code()))
        .collect()
}

#[test]
fn every_file_parses_and_has_each_message_english_has_that_a_sentence_uses() {
    let english = messages(&source(Lang::En));
    for lang in others() {
        let theirs = messages(&source(lang));
        assert!(catalog(lang).problems.is_empty(), "{lang:?}");
        for id in english.keys() {
            // Forms (`FORMS`) are each language's own.
            let form = FORMS.iter().any(|f| id.starts_with(f));
            assert!(form || theirs.contains_key(id), "{}: no {id}", lang.code());
        }
        for id in theirs.keys() {
            let form = FORMS.iter().any(|f| id.starts_with(f));
            assert!(
                form || english.contains_key(id),
                "{}: {id} is not English's",
                lang.code()
            );
        }
    }
}

#[test]
fn a_translation_is_told_only_the_facts_english_is() {
    let english = messages(&source(Lang::En));
    for lang in others() {
        for (id, names) in messages(&source(lang)) {
            let Some(ours) = english.get(&id) else {
                continue;
            };
            // A fact is a variable English uses, or the part before one of its dashes.
            let facts: Vec<&str> = ours
                .iter()
                .flat_map(|n| {
                    let mut parts = vec![n.as_str()];
                    parts.extend(n.match_indices('-').map(|(i, _)| &n[..i]));
                    parts
                })
                .collect();
            for name in names {
                let known = facts.contains(&name.as_str())
                    || name
                        .match_indices('-')
                        .any(|(i, _)| facts.contains(&&name[..i]));
                assert!(
                    known,
                    "{}: {id} uses ${name}, a fact English is not told",
                    lang.code()
                );
            }
        }
    }
}

/// A sample told to a catalog: a message's phrase for that catalog, or a page's phrase.
type Tell<'a> = Box<dyn Fn(&Catalog) -> Phrase + 'a>;

/// Messages, and the phrases the app's pages tell their own facts (practice, the position
/// in words), told to each catalog as they are.
fn told(samples: &[Message]) -> Vec<Tell<'_>> {
    samples
        .iter()
        .map(|m| Box::new(move |c: &Catalog| m.phrase_in(c).expect("in the catalog")) as Box<_>)
        .chain(
            phrase_samples()
                .into_iter()
                .map(|p| Box::new(move |_: &Catalog| p.clone()) as Box<_>),
        )
        .chain(crate::tutor::link_problem_sentences())
        .collect()
}

/// A catalog part as `scripts/post-build` ships it: no comment lines, and each indented
/// line's indent cut to one space.
fn shipped(source: &str) -> String {
    source
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| match l.strip_prefix(' ') {
            Some(_) => format!(" {}", l.trim_start_matches(' ')),
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The catalogs the browser gets (comments out, indents cut) say every sample word for
/// word as the catalogs on disk do.
#[test]
fn the_shipped_catalogs_say_every_sample_as_the_sources_do() {
    let samples = samples();
    let told = told(&samples);
    let english_pages = part(Lang::En, "pages");
    for lang in std::iter::once(Lang::En).chain(others()) {
        let (tutor, pages) = (part(lang, "tutor"), part(lang, "pages"));
        let source = Catalog::with_pages(lang, &tutor, &pages, &english_pages);
        let shrunk = Catalog::with_pages(lang, &shipped(&tutor), &shipped(&pages), &english_pages);
        assert!(
            shrunk.problems.is_empty(),
            "{lang:?}: {:?}",
            shrunk.problems
        );
        for tell in &told {
            let phrase = tell(&source);
            assert_eq!(
                shrunk.format_strictly(&phrase),
                source.format_strictly(&phrase),
                "{lang:?} {}",
                phrase.id
            );
        }
    }
}

#[test]
fn every_sample_formats_in_every_language_with_no_error() {
    let samples = samples();
    let english = catalog(Lang::En);
    let mut ids = std::collections::BTreeSet::new();
    let told = told(&samples);
    for tell in &told {
        let phrase = tell(&english);
        ids.insert(phrase.id);
        let en = english.format_strictly(&phrase).unwrap();
        assert!(!en.contains('{') && !en.contains("  "), "{en}");
        for lang in others() {
            let theirs = catalog(lang);
            let phrase = tell(&theirs);
            let said = theirs.format_strictly(&phrase);
            let said = said.unwrap_or_else(|e| panic!("{}: {e}", lang.code()));
            // CATALOG_SHOW=de prints each German sentence beside the English (for review).
            if std::env::var("CATALOG_SHOW").is_ok_and(|c| c == lang.code()) {
                println!("{en}\n  {said}");
            }
            assert!(!said.contains('{') && !said.contains("  "), "{said}");
        }
    }
    // Every sentence of the English file is reached (forms are reached through them; the
    // app's own words, `ui-`, are checked below).
    for id in messages(&source(Lang::En)).keys() {
        let form = FORMS
            .iter()
            .chain(&["ui-", "praise-"])
            .any(|f| id.starts_with(f));
        assert!(
            form || id == "reply-played" || ids.contains(id.as_str()),
            "no sample says {id}"
        );
    }
}

#[test]
fn a_missing_or_broken_message_falls_back_to_english_never_an_id() {
    let broken = "refused-no-piece = { $nothing-here } { -no-term }\n";
    let c = Catalog::with_pages(Lang::De, broken, "", &part(Lang::En, "pages"));
    let m = Message::NoPiece { square: sq("e4") };
    assert_eq!(m.say(&c), "There is no piece on e4 to move.");
    assert_eq!(
        Message::StepDone.say(&c),
        "Well done!",
        "a message the file lacks"
    );
    let unreadable = Catalog::new(Lang::Fr, "refused-no-piece = {{{ \n");
    assert!(!unreadable.problems.is_empty());
    assert_eq!(m.say(&unreadable), "There is no piece on e4 to move.");
}

#[test]
fn russian_counts_take_their_plural_forms() {
    let ru = catalog(Lang::Ru);
    let said = |n| {
        Message::TouchedMustMove {
            piece: on(Color::White, Role::Knight, "b1"),
            moves: n,
        }
        .say(&ru)
    };
    assert!(said(1).contains("1 ход"), "{}", said(1));
    assert!(said(2).contains("2 хода"), "{}", said(2));
    assert!(said(5).contains("5 ходов"), "{}", said(5));
    assert!(said(21).contains("21 ход"), "{}", said(21));
}

/// The vendored plural rules (scripts/vendor-plurals keeps only our five languages) give
/// each language its CLDR categories: a language cut by mistake would say "other" for 1.
#[test]
fn the_five_languages_plural_rules_are_all_there() {
    let probe = "n = { $n ->\n [one] one\n [few] few\n [many] many\n *[other] other\n }\n";
    let cases: [(Lang, &[(usize, &str)]); 5] = [
        (Lang::En, &[(1, "one"), (0, "other"), (2, "other")]),
        (Lang::Es, &[(1, "one"), (0, "other"), (5, "other")]),
        (Lang::De, &[(1, "one"), (0, "other"), (2, "other")]),
        (Lang::Fr, &[(0, "one"), (1, "one"), (2, "other")]),
        (
            Lang::Ru,
            &[
                (1, "one"),
                (21, "one"),
                (3, "few"),
                (22, "few"),
                (0, "many"),
                (11, "many"),
            ],
        ),
    ];
    for (lang, expected) in cases {
        let b = bundle(lang, probe, &mut Vec::new());
        for (n, category) in expected {
            let mut args = FluentArgs::new();
            args.set("n", *n);
            assert_eq!(run(&b, "n", &args).unwrap(), *category, "{lang:?} {n}");
        }
    }
}

/// The app's own words (`ui-` messages): each takes no fact, formats in every language, and
/// is used somewhere in `src` (none is left over after a page changes).
#[test]
fn the_apps_words_format_everywhere_and_each_is_used() {
    let mut sources = String::new();
    let mut dirs = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                sources.push_str(&std::fs::read_to_string(path).unwrap());
            }
        }
    }
    let ids: Vec<(String, Vec<String>)> = messages(&source(Lang::En))
        .into_iter()
        .filter(|(id, _)| id.starts_with("ui-"))
        .collect();
    assert!(ids.len() > 40, "{}", ids.len());
    let leak = |s: &str| -> &'static str { Box::leak(s.to_string().into_boxed_str()) };
    for (id, names) in &ids {
        assert!(
            sources.contains(&format!("\"{id}\"")),
            "{id} is used nowhere in src"
        );
        // Its facts are numbers and titles: each told 0, 1, 2, 5 and 21 in turn (a title
        // that is a number is still text to the sentence).
        for n in [0, 1, 2, 5, 21] {
            let phrase = names.iter().fold(Phrase::new(leak(id)), |p, name| {
                p.with(leak(name), Fact::Count(n))
            });
            for lang in std::iter::once(Lang::En).chain(others()) {
                let said = catalog(lang).format_strictly(&phrase);
                let said = said.unwrap_or_else(|e| panic!("{}: {e}", lang.code()));
                assert!(
                    !said.trim().is_empty() && !said.contains('{'),
                    "{id}: {said}"
                );
            }
        }
    }
}

/// The files of the Play page, whose words must all be in each catalog's first part: the
/// learner's first load carries only that part.
const PLAY_FILES: [&str; 12] = [
    "play_page.rs",
    "widgets.rs",
    "topbar.rs",
    "sound.rs",
    "language.rs",
    "copy.rs",
    "update_notice.rs",
    "state.rs",
    "announce.rs",
    "view.rs",
    "components",
    "pgn_text.rs",
];

/// The message ids of a part, forms left out (each language's own).
fn ids_of(lang: Lang, name: &str) -> std::collections::BTreeSet<String> {
    let form = |id: &String| FORMS.iter().any(|f| id.starts_with(f));
    messages(&part(lang, name))
        .into_keys()
        .filter(|id| !form(id))
        .collect()
}

/// Every `"ui-…"` literal in a file or folder of `src/ui`.
fn ui_literals(name: &str) -> Vec<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/ui")
        .join(name);
    let mut texts = Vec::new();
    let mut todo = vec![path];
    while let Some(p) = todo.pop() {
        if p.is_dir() {
            todo.extend(std::fs::read_dir(&p).unwrap().flatten().map(|e| e.path()));
        } else {
            texts.push(std::fs::read_to_string(&p).unwrap());
        }
    }
    let mut ids = Vec::new();
    for t in &texts {
        for (at, _) in t.match_indices("\"ui-") {
            let id: String = t[at + 1..].chars().take_while(|&c| c != '"').collect();
            if !id.contains(' ') {
                ids.push(id);
            }
        }
    }
    ids
}

#[test]
fn the_play_pages_words_are_in_every_languages_first_part() {
    let (core, pages) = (ids_of(Lang::En, "tutor"), ids_of(Lang::En, "pages"));
    for lang in others() {
        assert_eq!(ids_of(lang, "tutor"), core, "{}: tutor.ftl", lang.code());
        assert_eq!(ids_of(lang, "pages"), pages, "{}: pages.ftl", lang.code());
    }
    for file in PLAY_FILES {
        for id in ui_literals(file) {
            assert!(
                core.contains(&id),
                "{file} says {id}, which is not in tutor.ftl"
            );
        }
    }
    // The tutor's own sentences (moves, refusals, checks, endings) are all in the first
    // part; only why a position could not arise or a FEN could not be read, a lesson's
    // verdicts, the game against the computer's (a game link against it fetches both parts
    // first) and a typed move that names no move wait for the second.
    let later = [
        "resigned",
        "draw-claimed",
        "touched-must-move",
        "hint-move",
        "touched-no-consequence",
        "king-move-owed",
        "no-king-move-owed",
        "computer-played",
        "versus-sides",
        "versus-over",
        "out-of-check",
        "hint",
        "typed-unreadable",
        "typed-no-piece",
        "typed-ambiguous",
        "typed-other-piece",
        "step-done",
        "step-held",
        "watched-all",
        "wrong-answer",
        "right-answer",
        "reply-played",
        "lesson-finished",
        "step-missed",
        // A FEN or a PGN that cannot be read: typed by hand, imported, or in a link.
        "fen-unreadable",
        "pgn-unreadable",
        "ui-link-position-failed",
        // What is wrong with a game link (Play's, or one against the computer).
        "link-game-problems",
    ];
    let english = catalog(Lang::En);
    for m in samples() {
        let id = m.phrase_in(&english).expect("in the catalog").id;
        let later = id.starts_with("position-") || later.contains(&id);
        assert!(core.contains(id) || later, "{id} is not in tutor.ftl");
    }
    // And the first part alone words each of them, in every language (its forms are there).
    for lang in std::iter::once(Lang::En).chain(others()) {
        let first = Catalog::new(lang, &part(lang, "tutor"));
        for m in samples() {
            let phrase = m.phrase_in(&first).expect("in the catalog");
            if core.contains(phrase.id) {
                let said = first.format_strictly(&phrase);
                said.unwrap_or_else(|e| panic!("{}: tutor.ftl alone: {e}", lang.code()));
            }
        }
    }
}
