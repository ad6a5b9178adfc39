//! The learner's side of an exercise: picks on the board, moves tried, buttons pressed, and
//! the verdict, as a reducer; and the answer buttons for each kind.

use super::words::{phrase, text};
use crate::lessons::practice::{why_not_right, Answer, Exercise, Kind};
use crate::rules::{Position, Square};
use crate::tutor::practice_words as words;
use crate::tutor::{explain_ending, explain_move, PieceOn, Refusal, Verdict};
use std::rc::Rc;
use yew::prelude::*;

/// How an exercise went, and what to say.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    pub right: bool,
    /// Short: the verdict and one line.
    pub messages: Vec<String>,
    /// The whole reasoning, behind "Why?" (empty when the short lines say it all).
    pub why: Vec<String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct PracticeUi {
    pub selected: Option<Square>,
    /// Checkers: the squares picked so far.
    pub picked: Vec<Square>,
    /// Escapes: the moves found so far, as (from, to).
    pub found: Vec<(Square, Square)>,
    /// The same moves in SAN, as they are listed.
    pub found_san: Vec<String>,
    /// The last move tried that the rules refuse.
    pub refusal: Option<Refusal>,
    /// Legal: the learner said "not legal" about an illegal move; now "why not?".
    pub why_not: bool,
    /// "Why not?": the reasons tried that are not why (one miss is allowed a second try).
    pub why_tried: Vec<&'static str>,
    /// Why the last reason tried does not stop the move, in words ("Your bishop on d3 is
    /// not pinned: ...").
    pub why_missed: Option<String>,
    /// What makes the rule a legal move seemed to break not apply, once answered: a pin
    /// kept to its line is drawn.
    pub allowed: Option<crate::tutor::Miss>,
    pub outcome: Option<Outcome>,
    /// (concept, right) to record, newest last.
    pub records: Vec<(String, bool)>,
    mistakes: u32,
}

pub enum PracticeAction {
    Reset,
    /// Escape on the board: the piece picked up is put back.
    Cancel,
    Square(Rc<Exercise>, Square),
    Done(Rc<Exercise>),
    /// An answer button: a verdict, "legal"/"illegal", "possible"/"impossible", or "give up".
    Answer(Rc<Exercise>, String),
    /// "Why not?": a move reason code.
    WhyNot(Rc<Exercise>, &'static str),
}

/// The ways out found so far, in the piece letters of the language in use.
pub fn found_in_letters(ui: &PracticeUi) -> Vec<String> {
    let lang = super::words::lang();
    ui.found_san
        .iter()
        .map(|san| crate::tutor::localized(san, lang))
        .collect()
}

/// An answer to "Why not?" for a move reason code, in the catalog in use.
fn why_answer(code: &str) -> String {
    words::why_answer_id(code).map_or_else(|| code.replace('_', " "), text)
}

impl PracticeUi {
    fn finish(&mut self, ex: &Exercise, right: bool, messages: Vec<String>) {
        self.finish_with_why(ex, right, messages, Vec::new());
    }

    fn finish_with_why(
        &mut self,
        ex: &Exercise,
        right: bool,
        mut messages: Vec<String>,
        why: Vec<String>,
    ) {
        messages.insert(0, phrase(words::verdict(right && self.mistakes == 0)));
        let right = right && self.mistakes == 0;
        self.records.push((ex.concept.to_string(), right));
        self.outcome = Some(Outcome {
            right,
            messages,
            why,
        });
        self.selected = None;
    }

    /// Right after one miss: said as right, recorded as a mistake.
    fn finish_second_try(&mut self, ex: &Exercise, mut messages: Vec<String>) {
        messages.insert(0, text("ui-why-not-second"));
        self.records.push((ex.concept.to_string(), false));
        self.outcome = Some(Outcome {
            right: true,
            messages,
            why: Vec::new(),
        });
        self.selected = None;
    }

    fn square(&mut self, ex: &Exercise, sq: Square) {
        if self.outcome.is_some() {
            return;
        }
        let Ok(pos) = ex.fen.parse::<Position>() else {
            return;
        };
        match ex.kind {
            Kind::Checkers => {
                if let Some(i) = self.picked.iter().position(|&s| s == sq) {
                    self.picked.remove(i);
                } else if pos.piece_at(sq).is_some() {
                    self.picked.push(sq);
                }
            }
            Kind::Escapes => self.escape(ex, &pos, sq),
            _ => {}
        }
    }

    fn escape(&mut self, ex: &Exercise, pos: &Position, sq: Square) {
        let own = pos.piece_at(sq).is_some_and(|p| p.color == pos.turn());
        let Some(from) = self.selected.filter(|&f| f != sq) else {
            self.selected = own.then_some(sq).filter(|&s| Some(s) != self.selected);
            // A tap on the other side's piece is told whose move it is (not a mistake).
            if let Verdict::Refused(r) = explain_move(pos, sq, sq, None) {
                if r.reason.code() == "not_your_turn" {
                    self.refusal = Some(r);
                }
            }
            return;
        };
        if own {
            self.selected = Some(sq);
            return;
        }
        self.selected = None;
        match explain_move(pos, from, sq, None) {
            Verdict::Refused(r) if r.reason.code() != "promotion_piece_required" => {
                self.records.push((r.reason.code().to_string(), false));
                self.mistakes += 1;
                self.refusal = Some(r);
            }
            _ => {
                self.refusal = None;
                if !self.found.contains(&(from, sq)) {
                    self.found.push((from, sq));
                    // Said as the move list writes it (a promotion as a queen's).
                    let san = pos
                        .legal_moves_from(from)
                        .iter()
                        .filter(|m| m.to == sq)
                        .max_by_key(|m| m.promotion == Some(crate::rules::Role::Queen))
                        .map(|m| crate::rules::san::write(pos, m))
                        .unwrap_or_else(|| format!("{from}-{sq}"));
                    self.found_san.push(san);
                }
                let Answer::Escapes(all) = &ex.answer else {
                    return;
                };
                let needed = distinct_moves(all);
                if self.found.len() >= needed.len() {
                    // Every way out found is a success, with a note of the refused tries
                    // (each was recorded under its own reason when it was made).
                    let said = phrase(words::found_every_escape(self.mistakes));
                    self.mistakes = 0;
                    self.finish(ex, true, vec![said]);
                }
            }
        }
    }
}

/// The (from, to) pairs of UCI moves, each once (a promotion counts once).
pub fn distinct_moves(ucis: &[String]) -> Vec<(Square, Square)> {
    let mut pairs: Vec<(Square, Square)> = ucis
        .iter()
        .filter_map(|u| u.parse::<crate::rules::Uci>().ok())
        .map(|u| (u.from, u.to))
        .collect();
    crate::rules::sort_short_by(&mut pairs, |x, y| {
        (x.0.index(), x.1.index()) < (y.0.index(), y.1.index())
    });
    pairs.dedup();
    pairs
}

fn answer(ui: &mut PracticeUi, ex: &Exercise, said: &str) {
    let Ok(pos) = ex.fen.parse::<Position>() else {
        return;
    };
    match &ex.answer {
        Answer::Verdict(truth) => {
            // One line first; the whole reasoning behind "Why?", the board marks beside it.
            let why: Vec<String> = explain_ending(&pos)
                .map(|e| e.messages().iter().map(|m| m.shown()).collect())
                .unwrap_or_default();
            let line = phrase(words::verdict_line(truth));
            ui.finish_with_why(ex, said == *truth, vec![line], why);
        }
        Answer::Legal { legal, .. } => {
            let refusal = refusal_of(ex, &pos);
            // A legal move: why the rule it seemed to break does not apply, said from the
            // move ("it moves along the pin line").
            let allowed = missed(ex, &pos, ex.concept).filter(|_| *legal);
            ui.allowed = allowed.as_ref().map(|(m, _)| *m);
            let mut why: Vec<String> = allowed.into_iter().map(|(_, words)| words).collect();
            match (said, legal) {
                ("legal", true) => {
                    why.insert(0, text("ui-move-is-legal"));
                    ui.finish(ex, true, why);
                }
                ("illegal", false) => ui.why_not = true,
                _ => {
                    if let Some(r) = &refusal {
                        why.push(r.message.shown());
                    } else {
                        why.insert(0, text("ui-move-is-legal"));
                    }
                    ui.refusal = refusal;
                    ui.finish(ex, false, why);
                }
            }
        }
        Answer::Possible { possible, why, .. } => {
            // The worker sent the errors; the page words them in the learner's language.
            let mut why: Vec<String> = why
                .iter()
                .map(|e| crate::tutor::explain_position_error(&pos, e).shown())
                .collect();
            if *possible {
                why.push(text("ui-can-arise"));
            }
            let right = (said == "possible") == *possible;
            ui.finish(ex, right, why);
        }
        Answer::Checkers(truth) if said == "done" => {
            let mut picked = ui.picked.clone();
            crate::rules::sort_short_by(&mut picked, |a, b| a.index() < b.index());
            let right = picked == *truth;
            // Right or not, the checkers are named (a double check as such).
            let pieces: Vec<_> = truth
                .iter()
                .filter_map(|&sq| PieceOn::at(&pos, sq))
                .collect();
            let mut said = vec![phrase(words::checkers_answer(&pieces))];
            // A king picked as a checker: why a king never gives check.
            let king = |&sq: &Square| {
                pos.piece_at(sq)
                    .is_some_and(|p| p.role == crate::rules::Role::King)
            };
            if ui.picked.iter().any(king) {
                said.push(text("practice-king-never-checks"));
            }
            ui.finish(ex, right, said);
        }
        Answer::Escapes(all) if said == "give up" => {
            let missing: Vec<String> = distinct_moves(all)
                .into_iter()
                .filter(|m| !ui.found.contains(m))
                .filter_map(|(f, t)| {
                    // A pawn's way out onto the last rank is said as a queen's.
                    [None, Some(crate::rules::Role::Queen)]
                        .into_iter()
                        .find_map(|promote| match explain_move(&pos, f, t, promote) {
                            Verdict::Legal(l) => Some(l.message.shown()),
                            Verdict::Refused(_) => None,
                        })
                })
                .collect();
            let said = phrase(words::ways_out(ui.found.len(), &missing));
            ui.finish(ex, false, vec![said]);
        }
        _ => {}
    }
}

/// What makes `code` false of a "legal?" exercise's move, and in words.
fn missed(ex: &Exercise, pos: &Position, code: &str) -> Option<(crate::tutor::Miss, String)> {
    let (uci, m) = ex.miss(code)?;
    Some((m, phrase(words::miss(pos, uci.from, uci.to, &m))))
}

/// Why the exercise's move is refused, if it is.
fn refusal_of(ex: &Exercise, pos: &Position) -> Option<Refusal> {
    let uci: crate::rules::Uci = ex.mv.as_deref()?.parse().ok()?;
    match explain_move(pos, uci.from, uci.to, uci.promotion) {
        Verdict::Refused(r) => Some(r),
        Verdict::Legal(_) => None,
    }
}

impl Reducible for PracticeUi {
    type Action = PracticeAction;

    fn reduce(self: Rc<Self>, action: PracticeAction) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            PracticeAction::Reset => s = PracticeUi::default(),
            PracticeAction::Cancel => s.selected = None,
            PracticeAction::Square(ex, sq) => s.square(&ex, sq),
            PracticeAction::Done(ex) => answer(&mut s, &ex, "done"),
            PracticeAction::Answer(ex, said) => {
                if s.outcome.is_none() {
                    answer(&mut s, &ex, &said);
                }
            }
            PracticeAction::WhyNot(ex, code) => {
                if s.outcome.is_none() {
                    let Ok(pos) = ex.fen.parse::<Position>() else {
                        return self;
                    };
                    let refusal = refusal_of(&ex, &pos);
                    // Any reason true of the move is right (only one such is offered).
                    let right = why_not_right(&ex, code);
                    // A wrong reason: why it does not stop this move.
                    s.why_missed = (!right)
                        .then(|| missed(&ex, &pos, code).map(|(_, words)| words))
                        .flatten();
                    if !right && s.why_tried.is_empty() {
                        // A second try, without giving the answer away.
                        s.why_tried.push(code);
                        s.mistakes += 1;
                        return Rc::new(s);
                    }
                    let why = s
                        .why_missed
                        .take()
                        .into_iter()
                        .chain(refusal.iter().map(|r| r.message.shown()))
                        .collect();
                    s.refusal = refusal;
                    if right && !s.why_tried.is_empty() {
                        s.finish_second_try(&ex, why);
                    } else {
                        s.finish(&ex, right, why);
                    }
                }
            }
        }
        Rc::new(s)
    }
}

/// After a wrong reason: why it does not stop the move, then "try another".
pub fn why_not_again(ui: &PracticeUi) -> String {
    match &ui.why_missed {
        Some(why) => [
            text("ui-not-quite"),
            why.clone(),
            text("ui-why-not-try-another"),
        ]
        .join(" "),
        None => text("ui-why-not-again"),
    }
}

/// What a tried answer's button adds for a screen reader (its strike-through is not read),
/// in the language of the app's words.
pub fn tried_note() -> Html {
    html! {
        <span class="visually-hidden" lang={super::words::lang().code()}>{ " " }{ text("ui-tried-not-right") }</span>
    }
}

/// The buttons of an exercise, by kind.
pub fn answer_panel(ex: &Rc<Exercise>, ui: &UseReducerHandle<PracticeUi>) -> Html {
    let done = ui.outcome.is_some();
    // Once answered, the right answer is marked.
    let truth = match &ex.answer {
        Answer::Verdict(t) => Some(*t),
        Answer::Possible { possible, .. } => {
            Some(if *possible { "possible" } else { "impossible" })
        }
        Answer::Legal { legal, .. } => Some(if *legal { "legal" } else { "illegal" }),
        _ => None,
    };
    let button = |value: &'static str, id: &'static str| {
        let ui = ui.clone();
        let ex = ex.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            ui.dispatch(PracticeAction::Answer(ex.clone(), value.to_string()))
        });
        let right = done && truth == Some(value);
        html! {
            <button type="button" data-answer={value} disabled={done} {onclick}
                    class={classes!(right.then_some("right-answer"))}
                    data-right={right.then_some("true")}>
                if right { { "✓ " } }
                { text(id) }
            </button>
        }
    };
    match &ex.answer {
        Answer::Verdict(_) => html! {
            <div class="answers" role="group" aria-label={text("ui-answers")}>
                { button("checkmate", "ui-checkmate") }
                { button("stalemate", "ui-stalemate") }
                { button("neither", "ui-neither") }
            </div>
        },
        Answer::Possible { .. } => html! {
            <div class="answers" role="group" aria-label={text("ui-answers")}>
                { button("possible", "ui-could-arise") }
                { button("impossible", "ui-could-never-arise") }
            </div>
        },
        // Keyed: new buttons, not the answer buttons rewritten, so the focus moves to them.
        Answer::Legal { choices, .. } if ui.why_not && !done => html! {
            <div class="answers" role="group" aria-label={text("ui-why-not")} key="why-not">
                <p>{ text("ui-why-not-prompt") }</p>
                if !ui.why_tried.is_empty() {
                    <p class="feedback failure" data-role="why-not-again">{ why_not_again(ui) }</p>
                }
                { for choices.iter().map(|&code| {
                    let tried = ui.why_tried.contains(&code);
                    let ui = ui.clone();
                    let ex = ex.clone();
                    let onclick = Callback::from(move |_: MouseEvent| ui.dispatch(PracticeAction::WhyNot(ex.clone(), code)));
                    // A reason tried is struck through, and says so to a screen reader.
                    html! {
                        <button type="button" data-why={code} disabled={tried} {onclick}
                                class={classes!("answer", tried.then_some("tried"))}>
                            { why_answer(code) }
                            if tried { { " " }{ tried_note() } }
                        </button>
                    }
                }) }
            </div>
        },
        Answer::Legal { .. } => html! {
            <div class="answers" role="group" aria-label={text("ui-answers")} key="answers">
                { button("legal", "ui-legal") }
                { button("illegal", "ui-not-legal") }
            </div>
        },
        Answer::Checkers(_) => {
            let ui2 = ui.clone();
            let ex2 = ex.clone();
            let onclick = Callback::from(move |_: MouseEvent| {
                ui2.dispatch(PracticeAction::Done(ex2.clone()))
            });
            html! {
                <div class="answers">
                    <p class="muted">{ phrase(words::picked(&ui.picked)) }</p>
                    <button type="button" data-answer="done" disabled={done || ui.picked.is_empty()} {onclick}>{ text("ui-done") }</button>
                </div>
            }
        }
        Answer::Escapes(all) => html! {
            <div class="answers">
                <p class="muted" data-role="escapes-found">
                    { phrase(words::escapes_found(&found_in_letters(ui), distinct_moves(all).len())) }
                </p>
                { button("give up", "ui-show-rest") }
            </div>
        },
    }
}
