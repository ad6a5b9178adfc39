//! Practice (`#/practice`, `#/practice?kind=K&seed=S&level=L&concept=C`): one exercise at a
//! time, made by the engine from the seed in the address, so a link reproduces it. With no
//! kind the learner's own schedule picks what to train.

use super::components::board::Board;
use super::practice_answer::{answer_panel, distinct_moves, Outcome, PracticeAction, PracticeUi};
use super::practice_maker::{measure_shown, use_exercise, Made};
use super::practice_voice::use_practice_voice;
use super::route::{self, PracticeParams};
use super::view::board_data;
use super::words::{phrase, text};
use crate::lessons::practice::{open_kinds, Answer, Exercise, Kind, Practice};
use crate::lessons::progress::Progress;
use crate::lessons::Lesson;
use crate::rules::{Position, Square, Uci};
use crate::tutor::practice_words as words;
use crate::tutor::{
    add_check, add_ending, add_kept_pin, add_refusal, position_view, Asked, Fact, Mark,
};
use crate::tutor::{Phrase, PieceOn};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PracticePageProps {
    pub params: PracticeParams,
    pub practice: Practice,
    /// (concept, answered right) for every answer and every refused move.
    pub on_record: Callback<(String, bool)>,
    /// The lessons once fetched, and the learner's progress through them: practice draws
    /// from the kinds of exercise the learner has met (`open_kinds`).
    #[prop_or_default]
    pub lessons: Option<Rc<Vec<Lesson>>>,
    #[prop_or_default]
    pub progress: Progress,
}

/// A seed for a new exercise, from the browser's random numbers.
fn fresh_seed() -> u64 {
    // Whole numbers below 2^32 are exact in an f64.
    (js_sys::Math::random() * 4_294_967_296.0) as u64
}

/// Completes an address without a seed or a kind it knows: the kind (asked for, or picked
/// by the schedule), the learner's level and the seed (a new one if there is none), so the
/// address reproduces the exercise.
fn complete(
    params: &PracticeParams,
    practice: &Practice,
    lessons: &[Lesson],
    progress: &Progress,
) -> PracticeParams {
    let seed = params.seed.unwrap_or_else(fresh_seed);
    let asked = params.kind.as_deref().and_then(Kind::from_code);
    let (kind, concept) = match asked {
        Some(k) => (k, params.concept.clone()),
        None => {
            let (k, c) = practice.next(seed, &open_kinds(lessons, progress, practice));
            (k, c.map(str::to_string))
        }
    };
    PracticeParams {
        kind: Some(kind.code().to_string()),
        seed: Some(seed),
        level: Some(params.level.unwrap_or_else(|| practice.level())),
        concept,
        mixed: asked.is_none() || params.mixed,
    }
}

/// Goes to an address within the app without adding a history entry.
fn go(hash: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().replace(hash);
    }
}

#[component(PracticePage)]
pub fn practice_page(props: &PracticePageProps) -> Html {
    // Drawn again in the new language when its catalog arrives.
    super::words::use_words();
    let ui = use_reducer(PracticeUi::default);
    // A kind of exercise the link asked for that does not exist, and the seed of the
    // exercise given instead.
    let unknown_kind = use_state(|| None::<(String, Option<u64>)>);
    // An address without a seed or a known kind is completed first (the history keeps the
    // full one).
    {
        let practice = props.practice.clone();
        let (lessons, progress) = (props.lessons.clone(), props.progress.clone());
        let unknown_kind = unknown_kind.clone();
        use_effect_with(props.params.clone(), move |params| {
            let known = params.kind.as_deref().and_then(Kind::from_code).is_some();
            if params.seed.is_none() || !known {
                let lessons = lessons.as_deref().map_or(&[][..], Vec::as_slice);
                let full = complete(params, &practice, lessons, &progress);
                if let Some(asked) = params.kind.as_ref().filter(|_| !known) {
                    unknown_kind.set(Some((asked.clone(), full.seed)));
                }
                go(&route::practice_hash(&full));
            }
        });
    }
    let retry = use_state(|| 0u32);
    let made = use_exercise(&props.params, *retry);
    {
        let ui = ui.clone();
        use_effect_with(props.params.clone(), move |_| {
            ui.dispatch(PracticeAction::Reset)
        });
    }
    use_effect_with(made.clone(), |made| {
        if matches!(made, Made::Ready(_)) {
            measure_shown();
        }
    });
    // Every answer is recorded once, against the exercise's concept; refused moves on the
    // way against their own reason.
    {
        let on_record = props.on_record.clone();
        use_effect_with(ui.records.clone(), move |records| {
            if let Some(last) = records.last() {
                on_record.emit(last.clone());
            }
        });
    }
    let needed = match &made {
        Made::Ready(ex) => match &ex.answer {
            Answer::Escapes(all) => Some(distinct_moves(all).len()),
            _ => None,
        },
        _ => None,
    };
    let question = match &made {
        Made::Ready(ex) => ex.fen.parse::<Position>().ok().map(|pos| {
            let (prompt, _) = prompt_of(ex, &pos);
            (
                ex.fen.clone(),
                format!("{} {prompt}", phrase(words::turn(pos.turn()))),
            )
        }),
        _ => None,
    };
    use_practice_voice(&ui, question, needed);
    // Once answered, "Next exercise" is brought into view (on a phone it can sit below).
    let next_ref = super::hooks::use_reveal(ui.outcome.is_some());
    let speak = super::announce::use_announce();
    let ex = match made {
        Made::Ready(ex) => ex,
        Made::Waiting => {
            return html! {
                <main class="page" id="main">
                    <h1 tabindex="-1">{ text("ui-practice") }</h1>
                    <p class="muted" role="status" data-role="exercise-waiting">{ text("ui-preparing-exercise") }</p>
                </main>
            }
        }
        Made::Failed(why) => {
            let on_retry = Callback::from(move |_| retry.set(*retry + 1));
            return html! {
                <main class="page" id="main">
                    <h1 tabindex="-1">{ text("ui-practice") }</h1>
                    <div class="error" role="alert" data-role="exercise-error">
                        <p>{ text("ui-exercise-failed") }</p>
                        <details class="detail">
                            <summary>{ text("ui-details") }</summary>
                            { phrase(Phrase::new("ui-browser-said").with("why", Fact::Text(why.to_string()))) }
                        </details>
                        <button class="button" data-role="exercise-retry" onclick={on_retry}>{ text("ui-try-again") }</button>
                    </div>
                </main>
            };
        }
    };
    let note = unknown_kind
        .as_ref()
        .filter(|(_, seed)| *seed == props.params.seed)
        .map(|(asked, _)| {
            html! {
                <p class="notice" role="status" data-role="practice-link-note">
                    { phrase(Phrase::new("ui-exercise-unknown-kind").with("kind", Fact::Text(crate::rules::shown(asked, 30)))) }
                </p>
            }
        });
    // Missed again, and not for the first time: the record (once this answer is in it) has
    // the topic back in box 0 with two mistakes or more.
    let missed = ui.outcome.as_ref().is_some_and(|o| !o.right);
    let record = props.practice.record_of(ex.concept);
    let struggling = missed && record.is_some_and(|r| r.leitner_box == 0 && r.mistakes >= 2);
    let offer = struggling
        .then(|| lesson_offer(props.lessons.as_deref()?, ex.concept))
        .flatten();
    exercise_view(props, &ex, &ui, (note, offer), (speak, next_ref))
}

fn exercise_view(
    props: &PracticePageProps,
    ex: &Rc<Exercise>,
    ui: &UseReducerHandle<PracticeUi>,
    (note, offer): (Option<Html>, Option<Html>),
    (speak, next_ref): (Callback<String>, NodeRef),
) -> Html {
    let Ok(pos) = ex.fen.parse::<Position>() else {
        return html! { <main class="page"><p class="error">{ text("ui-exercise-not-set-up") }</p></main> };
    };
    let answered = ui.outcome.is_some();
    let mut view = position_view(&pos, None, ui.selected);
    // Finding the ways out of check is the exercise: the legal-move dots would give it away.
    if ex.kind == Kind::Escapes && !answered {
        view.marks.retain(|(_, m)| !matches!(m, Mark::Dest { .. }));
    }
    match ex.kind {
        // The king in check is shown; the checkers are what the learner must find.
        Kind::Checkers if !answered => {
            if let Some(k) = pos.our_king() {
                view.marks.push((k, Mark::InCheck));
            }
        }
        Kind::Possible => {}
        _ => add_check(&mut view, &pos),
    }
    if answered && ex.kind == Kind::Checkers {
        add_check(&mut view, &pos);
    }
    // A mate or stalemate answered: what covers the king's squares, and what blocks them.
    if answered && ex.kind == Kind::Verdict {
        add_ending(&mut view, &pos);
    }
    // Once answered, the checkers are marked as such; a wrong pick no longer looks chosen.
    if !answered {
        for &sq in &ui.picked {
            view.marks.push((sq, Mark::Selected));
        }
    }
    if let Some(r) = &ui.refusal {
        add_refusal(&mut view, &pos, r);
    }
    // A legal move that keeps to its pin: the pin it keeps to, drawn.
    let moved = ex.mv.as_deref().and_then(|m| m.parse::<Uci>().ok());
    if let (Some(m), Some(uci)) = (ui.allowed.filter(|m| m.code == "along-pin"), moved) {
        if let Some(pinner) = m.at.filter(|_| answered) {
            add_kept_pin(&mut view, &pos, pinner, uci.from);
        }
    }
    let mut board = board_data(&view, None);
    let (prompt, shown) = prompt_of(ex, &pos);
    // Until "legal?" is answered, M keeps its answer at the arrow's two ends.
    let held = shown.filter(|_| ex.kind == Kind::Legal && !answered);
    if let Some(uci) = shown {
        board.lines.push((
            uci.from.to_string(),
            uci.to.to_string(),
            "arrow-blue".into(),
        ));
        // The two squares say they are the arrow's ends, so the question can be answered
        // without seeing the arrow.
        for (square, start) in [(uci.from, true), (uci.to, false)] {
            let name = square.to_string();
            if !board.notes.iter().any(|(s, _)| *s == name) {
                board
                    .notes
                    .push((name, phrase(words::arrow_end_note(start))));
            }
        }
    }
    let on_square_click = {
        let ui = ui.clone();
        let ex = ex.clone();
        Callback::from(move |name: String| {
            if let Ok(sq) = name.parse() {
                ui.dispatch(PracticeAction::Square(ex.clone(), sq));
            }
        })
    };
    let on_escape = {
        let ui = ui.clone();
        Callback::from(move |()| ui.dispatch(PracticeAction::Cancel))
    };
    let next = if props.params.mixed {
        route::practice_hash(&PracticeParams::default())
    } else {
        route::practice_hash(&PracticeParams {
            kind: Some(ex.kind.code().to_string()),
            ..PracticeParams::default()
        })
    };
    html! {
        <main class="app practice" id="main">
            <h1 class="visually-hidden" tabindex="-1">{ text("ui-practice") }</h1>
            <div class="board-wrap">
                <Board pieces={board.pieces} square_classes={board.classes} square_notes={board.notes}
                       lines={board.lines} circles={board.circles}
                       orientation_white={pos.turn().is_white()}
                       {on_square_click} {on_escape}
                       keys_help={words::board_keys(ex.kind.code()).map(|p| AttrValue::from(phrase(p)))}
                       on_ask={Some(asks(speak, pos, held))}
                       label={AttrValue::from(phrase(Phrase::new("ui-exercise-board")
                           .with("turn", Fact::Text(phrase(words::turn(pos.turn()))))
                           .with("prompt", Fact::Text(prompt.clone()))))} />
            </div>
            <aside class="side">
                <section class="panel" data-role="exercise" data-kind={ex.kind.code()}
                         data-fen={ex.fen.clone()} data-concept={ex.concept.to_string()}
                         data-move={ex.mv.clone()}>
                    { note.unwrap_or_default() }
                    <p class="turn" data-role="practice-turn"
                       data-turn={if pos.turn().is_white() { "white" } else { "black" }}>
                        { phrase(words::turn(pos.turn())) }
                    </p>
                    <p class="prompt" data-role="practice-prompt">{ prompt.clone() }</p>
                    { answer_panel(ex, ui) }
                    if let Some(Outcome { right, messages, why }) = &ui.outcome {
                        <div data-role="practice-feedback"
                             data-outcome={if *right { "success" } else { "failure" }}
                             class={classes!("feedback", if *right { "success" } else { "failure" })}>
                            { for messages.iter().map(|m| html! { <p>{ m }</p> }) }
                            if !why.is_empty() {
                                <details class="why" data-role="practice-why">
                                    <summary>{ text("ui-why") }</summary>
                                    { for why.iter().map(|m| html! { <p>{ m }</p> }) }
                                </details>
                            }
                            { offer.unwrap_or_default() }
                        </div>
                    } else if let Some(r) = &ui.refusal {
                        <div data-role="practice-feedback" data-outcome="refused"
                             data-reason={r.reason.code()}
                             class={classes!("feedback", (r.reason.code() != "not_your_turn").then_some("failure"))}>
                            <p lang={super::words::lang_of(&r.message)}>{ r.message.shown() }</p>
                        </div>
                    }
                    <div class="controls" ref={if answered { next_ref } else { NodeRef::default() }}>
                        <a class={classes!("button", answered.then_some("primary"))}
                           data-role="next-exercise" href={next}>{ text("ui-next-exercise") }</a>
                    </div>
                    <p class="crumbs"><a href="#/progress">{ text("ui-progress-title") }</a>
                        <a class="crumb-tool" data-role="worksheet-link"
                           href={super::worksheet::worksheet_practice_hash(ex.kind.code(), ex.seed, crate::lessons::worksheet::USUAL)}>{ text("ui-worksheet-link") }</a></p>
                </section>
            </aside>
        </main>
    }
}

/// Answers the board's M key. Until the "legal?" exercise is answered, the two ends of its
/// arrow (`held`) keep back what would give the answer away (where the piece asked about
/// can go, which pieces can reach the empty square it would go to) and say that it comes
/// with the answer; every other square answers as anywhere.
fn asks(
    speak: Callback<String>,
    pos: Position,
    held: Option<Uci>,
) -> Callback<(String, Option<String>)> {
    let Some(uci) = held else {
        return super::announce::answer_asks(speak, pos);
    };
    // Nothing is picked up in this exercise: M asks about the square alone.
    Callback::from(move |(square, _): (String, Option<String>)| {
        let Ok(square) = square.parse::<Square>() else {
            return;
        };
        let asked = crate::tutor::ask(&pos, square, None);
        let said = match (&asked, PieceOn::at(&pos, square)) {
            (_, Some(on)) if square == uci.from => phrase(
                Phrase::new("ui-ask-arrow-start")
                    .with("square", Fact::Square(square))
                    .with("piece", Fact::Text(super::words::piece_name(on.piece))),
            ),
            (Asked::Reach { .. }, _) if square == uci.to => {
                phrase(Phrase::new("ui-ask-arrow-end").with("square", Fact::Square(square)))
            }
            _ => super::words::say(|c| asked.say(c)),
        };
        speak.emit(said);
    })
}

/// For a topic that keeps being missed: a link to the lesson step that teaches it.
fn lesson_offer(lessons: &[Lesson], concept: &str) -> Option<Html> {
    let (id, n) = crate::lessons::teaching::teaching_step(lessons, concept)?;
    let title = &lessons.iter().find(|l| l.id == id)?.title;
    Some(html! {
        <p class="lesson-offer">
            <a data-role="practice-lesson" href={route::lesson_hash(id, n)}>
                { phrase(words::lesson_offer(title, n)) }
            </a>
        </p>
    })
}

/// The exercise's question, and the move its arrow shows (the "legal?" kind): that move is
/// named in words in the question.
fn prompt_of(ex: &Exercise, pos: &Position) -> (String, Option<Uci>) {
    let shown = ex.mv.as_deref().and_then(|m| m.parse::<Uci>().ok());
    let named = shown.and_then(|uci| {
        let piece = crate::tutor::PieceOn::at(pos, uci.from)?;
        Some(phrase(words::legal_prompt(piece, uci.to)))
    });
    let prompt = named.unwrap_or_else(|| phrase(words::prompt(ex.kind.code())));
    (prompt, shown)
}
