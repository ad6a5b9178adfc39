//! A worksheet to print (a teacher's page, addresses in [`WorksheetParams`]): each exercise
//! with an SVG diagram (it prints with background graphics off) and room for the answer, the
//! answers on a page of their own. [`crate::lessons::worksheet`] makes it; this page words it.

use super::catalog::Catalog;
use super::route::{self, decode, encode};
use super::words::{attr, phrase, text};
use crate::lessons::answer::StepAnswer;
use crate::lessons::practice::{self, Exercise, Kind};
use crate::lessons::worksheet::{self, Ask, Item};
use crate::rules::{Position, Uci};
use crate::tutor::diagram::{self, DiagramOptions};
use crate::tutor::practice_words as words;
use crate::tutor::{explain_move, Fact, Phrase, PieceOn, Verdict};
use std::rc::Rc;
use yew::prelude::*;

/// What a worksheet holds: `#/worksheet/<lesson id>`, `#/worksheet?data=<lesson link data>`
/// or `#/worksheet?practice=<kind>&seed=S&count=N`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WorksheetParams {
    pub lesson: Option<String>,
    pub data: Option<String>,
    pub practice: Option<String>,
    pub seed: Option<u64>,
    pub count: Option<usize>,
}

impl WorksheetParams {
    /// Reads a worksheet's address (`/worksheet/...?...`, the hash without its `#`).
    pub fn read(body: &str) -> WorksheetParams {
        let (path, query) = body.split_once('?').unwrap_or((body, ""));
        let get = |key: &str| route::query_get(query, key);
        WorksheetParams {
            lesson: path
                .split('/')
                .filter(|p| !p.is_empty())
                .nth(1)
                .and_then(decode),
            data: get("data"),
            practice: get("practice"),
            seed: get("seed").and_then(|s| s.parse().ok()),
            count: get("count").and_then(|s| s.parse().ok()),
        }
    }
}

/// The worksheet of a lesson the app holds (built in, or among the teacher's own).
pub fn worksheet_hash(id: &str) -> String {
    format!("#/worksheet/{}", encode(id))
}

/// The worksheet of a lesson carried in a link.
pub fn worksheet_link_hash(data: &str) -> String {
    format!("#/worksheet?data={}", encode(data))
}

/// A worksheet of `count` practice exercises of one kind, made from `seed`.
pub fn worksheet_practice_hash(kind: &str, seed: u64, count: usize) -> String {
    format!(
        "#/worksheet?practice={}&seed={seed}&count={count}",
        encode(kind)
    )
}

/// Where the teacher's name for worksheets is kept in this browser.
const TEACHER_KEY: &str = "check-tutor-teacher-name";

/// The worksheet `params` asks for, or why there is none.
pub fn page(catalog: Option<&Catalog>, params: &WorksheetParams) -> Html {
    if let Some(code) = &params.practice {
        return match Kind::from_code(code) {
            Some(kind) => html! {
                <PracticeSheet {kind} seed={params.seed} count={params.count.unwrap_or(worksheet::USUAL)} />
            },
            None => cannot(phrase(
                Phrase::new("ui-worksheet-no-kind")
                    .with("kind", Fact::Text(crate::rules::shown(code, 40))),
            )),
        };
    }
    if let Some(data) = &params.data {
        return match super::app::read_linked_lesson(data) {
            Ok(lesson) => lesson_sheet(&lesson, route::lesson_link_hash(data, 1)),
            Err(problems) => super::app::link_problems(&problems),
        };
    }
    let Some(catalog) = catalog else {
        return super::present_lesson::lessons_loading();
    };
    let id = params.lesson.as_deref().unwrap_or_default();
    match catalog.lessons.iter().find(|l| l.id == id) {
        Some(lesson) => lesson_sheet(lesson, route::lesson_hash(id, 1)),
        None => cannot(phrase(
            Phrase::new("ui-present-no-lesson").with("id", Fact::Text(crate::rules::shown(id, 60))),
        )),
    }
}

fn cannot(why: String) -> Html {
    html! {
        <main class="page" id="main">
            <h1 tabindex="-1">{ text("ui-worksheet-cannot") }</h1>
            <p class="error" data-role="worksheet-error">{ why }</p>
            <p><a href="#/my-lessons">{ text("ui-go-to-my-lessons") }</a></p>
        </main>
    }
}

fn lesson_sheet(lesson: &crate::lessons::Lesson, back: String) -> Html {
    let items = Rc::new(worksheet::from_lesson(lesson));
    html! {
        <Sheet title={lesson.title.clone()} lang={lesson.language().code()} {items} {back} controls={Html::default()} />
    }
}

#[derive(Properties, PartialEq)]
struct PracticeProps {
    kind: Kind,
    seed: Option<u64>,
    count: usize,
}

/// Practice exercises: the same seed makes the same sheet, and "New exercises" another.
#[function_component(PracticeSheet)]
fn practice_sheet(props: &PracticeProps) -> Html {
    let seed = use_memo(props.seed, |seed| {
        seed.unwrap_or_else(|| (js_sys::Math::random() * 1e15) as u64)
    });
    let count = props.count.clamp(1, worksheet::MOST);
    let items = use_memo((props.kind, *seed, count), |&(kind, seed, count)| {
        worksheet::from_practice(kind, seed, 1, count)
    });
    let lang = super::words::use_words();
    let code = props.kind.code();
    let title = phrase(Phrase::new("ui-worksheet-kind").with("kind", Fact::Code(code)));
    let fresh = (js_sys::Math::random() * 1e15) as u64;
    let controls = html! {
        <p class="worksheet-count">
            { text("ui-worksheet-count") }{ " " }
            { for [4usize, 8, 12, 16, 24].into_iter().map(|n| html! {
                <a href={worksheet_practice_hash(code, *seed, n)} class="button"
                   aria-current={(n == count).then_some("true")}>{ n }</a>
            }) }
            { " " }
            <a class="button" data-role="worksheet-new" href={worksheet_practice_hash(code, fresh, count)}>
                { text("ui-worksheet-new") }</a>
        </p>
    };
    html! {
        <Sheet {title} lang={AttrValue::from(lang.code())}
               items={Rc::new((*items).clone())} back={format!("#/practice?kind={code}")} {controls} />
    }
}

#[derive(Properties, PartialEq)]
struct SheetProps {
    title: String,
    /// The language of the exercises' own words (a lesson's).
    lang: AttrValue,
    items: Rc<Vec<Item>>,
    /// Where "Back" goes.
    back: String,
    /// Settings of their own (a practice sheet's count), above the sheet.
    controls: Html,
}

/// The sheet: a heading for the pupil's name, the exercises, and the answers after a page
/// break. Above it, on screen only, the teacher's name, the answer key's switch and Print.
#[function_component(Sheet)]
fn sheet(props: &SheetProps) -> Html {
    super::words::use_words();
    let teacher = use_state(|| super::storage::get(TEACHER_KEY).unwrap_or_default());
    let with_key = use_state(|| true);
    let on_teacher = {
        let teacher = teacher.clone();
        Callback::from(move |e: InputEvent| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            let value: String = value.chars().take(60).collect();
            // Kept for the next sheet; a browser that keeps nothing still prints this one.
            let _ = super::storage::set(TEACHER_KEY, &value);
            teacher.set(value);
        })
    };
    let on_key = {
        let with_key = with_key.clone();
        Callback::from(move |_: Event| with_key.set(!*with_key))
    };
    let on_print = Callback::from(|_: MouseEvent| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    });
    let items = &props.items;
    html! {
        <main class="page worksheet-page" id="main">
            <style>{ include_str!("../../static/worksheet.css") }</style>
            <div class="worksheet-setup" data-role="worksheet-setup">
                <h1 tabindex="-1">{ phrase(Phrase::new("ui-worksheet-heading").with("title", Fact::Text(props.title.clone()))) }</h1>
                <p class="muted">{ text("ui-worksheet-intro") }</p>
                { props.controls.clone() }
                <p>
                    <label>{ text("ui-worksheet-teacher-name") }{ " " }
                        <input type="text" data-role="worksheet-teacher" value={(*teacher).clone()}
                               maxlength="60" autocomplete="name" oninput={on_teacher} />
                    </label>
                </p>
                <p><label>
                    <input type="checkbox" data-role="worksheet-with-key" checked={*with_key} onchange={on_key} />
                    { " " }{ text("ui-worksheet-with-key") }
                </label></p>
                <p class="controls">
                    <button type="button" class="button primary" data-role="worksheet-print" onclick={on_print}>
                        { text("ui-worksheet-print") }</button>
                    <a class="button" href={props.back.clone()}>{ text("ui-worksheet-back") }</a>
                </p>
            </div>
            if items.is_empty() {
                <p class="notice" data-role="worksheet-empty">{ text("ui-worksheet-empty") }</p>
            } else {
                <article class="worksheet" data-role="worksheet" aria-label={attr("ui-worksheet-sheet")}>
                    <header class="sheet-head">
                        <h2 lang={props.lang.clone()}>{ &props.title }</h2>
                        if !teacher.trim().is_empty() {
                            <p data-role="worksheet-teacher-line">{ phrase(Phrase::new("ui-worksheet-teacher").with("name", Fact::Text(teacher.trim().to_string()))) }</p>
                        }
                        <p class="sheet-pupil">{ text("ui-worksheet-pupil-line") }</p>
                    </header>
                    <ol class="sheet-items">
                        { for items.iter().enumerate().map(|(i, item)| exercise(i, item, &props.lang)) }
                    </ol>
                    if *with_key {
                        <section class="sheet-key" data-role="worksheet-key">
                            <h2>{ phrase(Phrase::new("ui-worksheet-key-title").with("title", Fact::Text(props.title.clone()))) }</h2>
                            <ol>{ for items.iter().map(|item| html! {
                                <li data-role="worksheet-answer">{ for answer_lines(item).into_iter().map(|l| html! { <p>{ l }</p> }) }</li>
                            }) }</ol>
                        </section>
                    }
                </article>
            }
        </main>
    }
}

/// One exercise: its diagram, whose move it is, the question and room for the answer.
fn exercise(i: usize, item: &Item, lang: &AttrValue) -> Html {
    let svg = diagram::svg(
        &item.position,
        &item.marks,
        DiagramOptions {
            // As chess books print them: White at the bottom, whoever is to move.
            white_at_bottom: true,
            coordinates: true,
            side_to_move_marker: true,
            id_prefix: format!("d{i}-"),
        },
    );
    let turn =
        phrase(Phrase::new("ui-worksheet-turn").with("side", Fact::Side(item.position.turn())));
    let (prompt, choices, own_words) = match &item.ask {
        Ask::Move { prompt, .. } => (prompt.clone(), Vec::new(), true),
        Ask::Choose {
            question, choices, ..
        } => (question.clone(), choices.clone(), true),
        Ask::Practice(ex) => (
            practice_prompt(ex, &item.position),
            practice_choices(ex),
            false,
        ),
    };
    let text_lang = own_words.then(|| lang.clone());
    html! {
        <li class="sheet-item" data-role="worksheet-item">
            <div class="sheet-diagram" role="img" aria-label={described(&item.position, &turn)}
                 data-fen={item.position.fen()}>
                { Html::from_html_unchecked(AttrValue::from(svg)) }
            </div>
            <div class="sheet-words">
                <p class="sheet-turn">{ turn }</p>
                <p class="sheet-prompt" lang={text_lang.clone()}>{ prompt }</p>
                if !choices.is_empty() {
                    <ul class="sheet-choices" lang={text_lang}>
                        { for choices.iter().map(|c| html! { <li><span class="tick-box" aria-hidden="true"></span>{ c }</li> }) }
                    </ul>
                }
                { for castling_lines(&item.position).into_iter().map(|l| html! { <p class="sheet-note">{ l }</p> }) }
                { for (0..answer_lines_wanted(&item.ask)).map(|n| html! {
                    <p class="sheet-answer-line">{ text(if n == 0 { "ui-worksheet-answer-line" } else { "ui-worksheet-more-line" }) }</p>
                }) }
            </div>
        </li>
    }
}

/// The diagram in words, for a screen reader: whose move, then each side's pieces.
fn described(pos: &Position, turn: &str) -> String {
    let mut said = vec![turn.to_string()];
    for color in [crate::rules::Color::White, crate::rules::Color::Black] {
        said.extend(
            crate::tutor::board_words::pieces_lines(pos, color)
                .into_iter()
                .map(phrase),
        );
    }
    said.join(" ")
}

/// How many lines the pupil gets to write on: none where the answer is circled on the
/// diagram, more where it is a list of moves or a reason.
fn answer_lines_wanted(ask: &Ask) -> usize {
    match ask {
        Ask::Practice(ex) => match ex.kind {
            Kind::Checkers => 0,
            Kind::Escapes | Kind::Legal | Kind::Possible => 2,
            Kind::Verdict => 1,
        },
        _ => 1,
    }
}

/// The castling rights the position keeps, which a diagram cannot show: a question about
/// castling must be answerable from the paper.
fn castling_lines(pos: &Position) -> Vec<String> {
    use crate::rules::{CastlingSide, Color};
    let rights = pos.castling();
    [Color::White, Color::Black]
        .into_iter()
        .filter(|&c| rights.any_for(c))
        .map(|c| {
            let wing = match (
                rights.has(c, CastlingSide::King),
                rights.has(c, CastlingSide::Queen),
            ) {
                (true, true) => "both",
                (true, false) => "kingside",
                _ => "queenside",
            };
            phrase(
                Phrase::new("ui-worksheet-castling")
                    .with("side", Fact::Side(c))
                    .with("wing", Fact::Code(wing)),
            )
        })
        .collect()
}

/// A practice exercise's question, worded for paper.
fn practice_prompt(ex: &Exercise, pos: &Position) -> String {
    let asked = ex.mv.as_deref().and_then(|m| m.parse::<Uci>().ok());
    match (ex.kind, asked) {
        (Kind::Legal, Some(uci)) => match PieceOn::at(pos, uci.from) {
            Some(piece) => format!(
                "{} {}",
                phrase(words::legal_prompt(piece, uci.to)),
                text("ui-worksheet-why-not")
            ),
            None => text("ui-prompt-legal"),
        },
        _ => text(match ex.kind {
            Kind::Checkers => "ui-worksheet-prompt-checkers",
            Kind::Escapes => "ui-worksheet-prompt-escapes",
            Kind::Verdict => "ui-prompt-verdict",
            Kind::Legal => "ui-prompt-legal",
            Kind::Possible => "ui-worksheet-prompt-possible",
        }),
    }
}

/// The answers a practice question offers on paper, to tick.
fn practice_choices(ex: &Exercise) -> Vec<String> {
    let codes: &[&str] = match ex.kind {
        Kind::Verdict => &["checkmate", "stalemate", "neither"],
        Kind::Legal => &["legal", "illegal"],
        Kind::Possible => &["possible", "impossible"],
        Kind::Checkers | Kind::Escapes => &[],
    };
    codes
        .iter()
        .map(|c| phrase(Phrase::new("ui-worksheet-choice").with("code", Fact::Code(c))))
        .collect()
}

/// The answer of an exercise, in sentences.
fn answer_lines(item: &Item) -> Vec<String> {
    match &item.ask {
        Ask::Move { answer, .. } | Ask::Choose { answer, .. } => {
            lesson_answer(item, answer.as_ref())
        }
        Ask::Practice(ex) => practice_answer(ex, &item.position),
    }
}

fn lesson_answer(item: &Item, answer: Option<&StepAnswer>) -> Vec<String> {
    match (answer, &item.ask) {
        (Some(StepAnswer::Moves { moves, success }), _) => {
            let mut lines = vec![phrase(
                Phrase::new("ui-worksheet-any-move")
                    .with("count", Fact::Count(moves.len()))
                    .with(
                        "moves",
                        Fact::Text(
                            moves
                                .iter()
                                .map(|m| crate::tutor::localized(&m.san, super::words::lang()))
                                .collect::<Vec<_>>()
                                .join(", "),
                        ),
                    ),
            )];
            lines.extend(success.clone());
            lines
        }
        (Some(StepAnswer::Choice { right, explain }), Ask::Choose { choices, .. }) => {
            let mut lines: Vec<String> = right
                .iter()
                .filter_map(|&i| choices.get(i).cloned())
                .collect();
            lines.extend(explain.clone());
            lines
        }
        _ => vec![text("ui-worksheet-no-answer")],
    }
}

fn practice_answer(ex: &Exercise, pos: &Position) -> Vec<String> {
    let choice = |code: &'static str| {
        phrase(Phrase::new("ui-worksheet-choice").with("code", Fact::Code(code)))
    };
    match &ex.answer {
        practice::Answer::Checkers(squares) => {
            let pieces: Vec<_> = squares
                .iter()
                .filter_map(|&sq| PieceOn::at(pos, sq))
                .collect();
            vec![phrase(words::checkers_answer(&pieces))]
        }
        practice::Answer::Escapes(all) => {
            let lang = super::words::lang();
            let moves: Vec<String> = super::practice_answer::distinct_moves(all)
                .into_iter()
                .filter_map(|(f, t)| {
                    let m = pos
                        .legal_moves()
                        .iter()
                        .find(|m| m.from == f && m.to == t)
                        .copied()?;
                    Some(crate::tutor::localized(
                        &crate::rules::san::write(pos, &m),
                        lang,
                    ))
                })
                .collect();
            vec![phrase(
                Phrase::new("ui-worksheet-moves")
                    .with("count", Fact::Count(moves.len()))
                    .with("moves", Fact::Text(moves.join(", "))),
            )]
        }
        practice::Answer::Verdict(truth) => vec![phrase(words::verdict_line(truth))],
        practice::Answer::Legal { legal: true, .. } => vec![choice("legal")],
        practice::Answer::Legal { .. } => {
            let refusal = ex
                .mv
                .as_deref()
                .and_then(|m| m.parse::<Uci>().ok())
                .and_then(
                    |uci| match explain_move(pos, uci.from, uci.to, uci.promotion) {
                        Verdict::Refused(r) => Some(r.message.shown()),
                        Verdict::Legal(_) => None,
                    },
                );
            std::iter::once(choice("illegal")).chain(refusal).collect()
        }
        practice::Answer::Possible { possible: true, .. } => {
            vec![choice("possible"), text("ui-can-arise")]
        }
        practice::Answer::Possible { why, .. } => std::iter::once(choice("impossible"))
            .chain(
                why.iter()
                    .map(|e| crate::tutor::explain_position_error(pos, e).shown()),
            )
            .collect(),
    }
}
