//! A lesson step as the learner works through it: the runner, the piece picked up, a
//! pending promotion, the last refusal and the feedback, changed only by [`LessonAction`]s.

use super::arising::{use_arising, Found};
use super::lesson::taken_back::TakenBack;
use super::lesson::words::not_opened;
use crate::lessons::{MoveOutcome, Runner, Step};
use crate::rules::{Role, Square};
use crate::tutor::arising::Arising;
use crate::tutor::{
    click, explain_ending, explain_move, lift, stuck, typed_move_in, why_it_works, Click, Message,
    Reason, Refusal, TypedMove, Verdict,
};
use std::rc::Rc;
use yew::prelude::*;

/// What to show under the prompt after the learner's last action.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Feedback {
    pub(super) outcome: &'static str,
    /// The learner only touched the other side's piece to look: it is explained, but it
    /// is no move tried, so it costs no star and counts as no mistake.
    pub(super) looked: bool,
    pub(super) reason: Option<Reason>,
    pub(super) messages: Vec<Message>,
}

#[derive(Clone, Debug, PartialEq)]
pub(super) struct LessonUi {
    pub(super) runner: Result<Runner, String>,
    pub(super) selected: Option<Square>,
    pub(super) pending: Option<(Square, Square)>,
    pub(super) refusal: Option<Refusal>,
    pub(super) feedback: Option<Feedback>,
    /// Set when the step has just been completed, for the progress callback.
    pub(super) completed: bool,
    /// The learner took a hint or made a mistake in this step (no star for it).
    pub(super) helped: bool,
    /// What a screen reader hears for the move a watch step just showed: the move in
    /// words, the lesson's comment, and whether it was the last. Keyed by the number of
    /// moves shown, so stepping back and forward says it again.
    pub(super) watch_said: Option<(usize, Vec<Message>)>,
    /// The last action was a move typed in the move box.
    pub(super) typed: bool,
    /// How many moves were refused on this page: each one has its sound.
    pub(super) refusals: u32,
    /// What the last take-back (a watch step's Back, Try again, Start again) took back.
    pub(super) taken_back: Option<TakenBack>,
    /// The first try at this step (a live class's answer: a letter or UCI, and if right).
    pub(super) first_try: Option<(String, bool)>,
}

pub(super) enum LessonAction {
    Open(Rc<Vec<crate::lessons::Lesson>>, String, usize),
    /// The lessons came in another language: the open step takes its words, and the
    /// learner's place, board and answers stay.
    Retext(Rc<Vec<crate::lessons::Lesson>>),
    Click(Square),
    /// A drag picked up the piece on this square: its moves show while it is carried.
    Lift(Square),
    Drop(Square, Square),
    Promote(Role),
    /// A move typed in the move box (SAN or UCI).
    Typed(String),
    Cancel,
    Answer(usize),
    /// The helper worker found whether the position with this FEN could arise.
    Arises(String, bool),
    Forward,
    Back,
    Hint,
    Retry,
}

/// What the helper worker found about the position of a step that asks whether it could
/// arise, while the step waits for it (`None` once known, or for any other step); the
/// answer is passed on to the lesson, which then takes the learner's answers.
#[hook]
pub(super) fn use_question_arising(ui: &UseReducerHandle<LessonUi>) -> Option<Found> {
    let asked = ui.runner.as_ref().ok().and_then(Runner::awaits_analysis);
    let found = use_arising(asked.map(|p| p.fen()));
    let ui = ui.clone();
    use_effect_with(found.clone(), move |found| {
        if let Some(Found::Known(what)) = found {
            let fen = ui.runner.as_ref().ok().and_then(Runner::awaits_analysis);
            if let Some(fen) = fen.map(|p| p.fen()) {
                ui.dispatch(LessonAction::Arises(fen, *what == Arising::Possible));
            }
        }
    });
    found
}

/// The lesson page's state: lesson `id` opened at `step` of `lessons`, opened again when the
/// address names another step or a live class's teacher another move of a watch step
/// (`follow`), and taking the words of `lessons` in another language where it is.
#[hook]
pub(super) fn use_lesson(
    lessons: &Rc<Vec<crate::lessons::Lesson>>,
    id: &str,
    step: usize,
    follow: Option<usize>,
) -> UseReducerHandle<LessonUi> {
    let ui = use_reducer(|| open(lessons, id, step));
    let (handle, all) = (ui.clone(), lessons.clone());
    use_effect_with((id.to_string(), step, follow), move |(id, step, follow)| {
        handle.dispatch(LessonAction::Open(all, id.clone(), *step));
        (0..follow.unwrap_or(0)).for_each(|_| handle.dispatch(LessonAction::Forward));
    });
    let lang = lessons.iter().find(|l| l.id == id).map(|l| l.language());
    let (handle, lessons) = (ui.clone(), lessons.clone());
    use_effect_with(lang, move |_| {
        handle.dispatch(LessonAction::Retext(lessons))
    });
    ui
}

pub(super) fn open(lessons: &[crate::lessons::Lesson], id: &str, step: usize) -> LessonUi {
    let runner = match lessons.iter().find(|l| l.id == id) {
        None => Err(not_opened(id, None)),
        Some(l) => Runner::new(l.clone(), step).map_err(|e| not_opened(id, Some(&e))),
    };
    LessonUi {
        runner,
        selected: None,
        pending: None,
        refusal: None,
        feedback: None,
        completed: false,
        helped: false,
        watch_said: None,
        typed: false,
        refusals: 0,
        taken_back: None,
        first_try: None,
    }
}

impl LessonUi {
    fn attempt(&mut self, from: Square, to: Square, promotion: Option<Role>) {
        let Ok(runner) = &mut self.runner else { return };
        self.selected = None;
        self.pending = None;
        self.refusal = None;
        let before = *runner.position();
        // A piece with no legal move at all said why when it was picked up: trying it
        // anyway is still looking, and costs nothing.
        let held = stuck(&before, from).is_some();
        let outcome = runner.try_move(from, to, promotion);
        // Trying a piece that cannot move is looking, not a try.
        if let (None, Some(right)) = (&self.first_try, outcome.verdict().filter(|_| !held)) {
            let uci = crate::rules::Uci {
                from,
                to,
                promotion,
            };
            self.first_try = Some((uci.to_string(), right));
        }
        match outcome {
            MoveOutcome::NeedsPromotion => self.pending = Some((from, to)),
            MoveOutcome::Illegal(r) => {
                self.refusals = self.refusals.wrapping_add(1);
                // A square the piece cannot reach leaves it in hand, as it is marked.
                if r.reason == Reason::NotAPieceMove {
                    self.selected = Some(from);
                }
                self.feedback = Some(Feedback {
                    outcome: "failure",
                    looked: held,
                    reason: Some(r.reason),
                    messages: vec![r.message.clone()],
                });
                self.refusal = Some(r);
            }
            MoveOutcome::Missed(l, shortfall) => {
                let mut messages = vec![Message::StepMissed {
                    played: Box::new(l.message),
                    shortfall,
                }];
                // A move that ended the game is shown with why it ended (stalemate, not mate).
                if runner.is_held() {
                    if let Some(ending) = explain_ending(runner.position()) {
                        messages.extend(ending.messages().iter().cloned());
                    }
                }
                self.feedback = Some(Feedback {
                    outcome: "failure",
                    looked: false,
                    reason: None,
                    messages,
                })
            }
            MoveOutcome::Continue { played, reply } => {
                self.feedback = Some(Feedback {
                    outcome: "progress",
                    looked: false,
                    reason: None,
                    messages: vec![
                        played.message,
                        Message::ReplyPlayed {
                            played: Box::new(reply.message),
                        },
                    ],
                })
            }
            MoveOutcome::Success(l) => {
                // The step's own words when the learner played the move they describe;
                // otherwise the tutor's words for the move actually played, with why it
                // works. "Well done!" first, unless the step's words open with praise.
                let text = runner.success_text().map(str::to_string);
                let mut messages = Vec::new();
                if !text.as_deref().is_some_and(super::words::cheers) {
                    messages.push(Message::StepDone);
                }
                match text {
                    Some(text) => messages.push(Message::LessonText(text)),
                    None => {
                        messages.push(l.message);
                        messages.extend(why_it_works(&before, &l.mv));
                    }
                }
                self.feedback = Some(Feedback {
                    outcome: "success",
                    looked: false,
                    reason: None,
                    messages,
                });
                self.completed = true;
            }
            MoveOutcome::Ignored => {}
        }
    }

    /// The learner touched a piece to look: why it may not move is shown, and it is no
    /// move tried, so it costs no star.
    fn look(&mut self, r: Refusal) {
        self.feedback = Some(Feedback {
            outcome: "failure",
            looked: true,
            reason: Some(r.reason),
            messages: vec![r.message.clone()],
        });
        self.refusal = Some(r);
    }

    /// A typed move tried: the words on how its text was read go with the first word on
    /// the move.
    fn attempt_typed(&mut self, m: &TypedMove) {
        let before = self.feedback.take();
        self.attempt(m.from, m.to, m.promotion);
        let Some(fb) = &mut self.feedback else {
            // Nothing said yet (a promotion to choose): what was said stays.
            self.feedback = before;
            return;
        };
        if let Some(first) = fb.messages.first_mut() {
            *first = m.noted(first.clone());
        }
    }
}

impl Reducible for LessonUi {
    type Action = LessonAction;

    fn reduce(self: Rc<Self>, action: LessonAction) -> Rc<Self> {
        // A move, its reply or a move of a watch step sounds (when sounds are on); a new
        // step does not.
        let sounds = !matches!(action, LessonAction::Open(..) | LessonAction::Retext(_));
        let before = self.runner.as_ref().ok().map(|r| *r.position());
        let refusals = self.refusals;
        let next = self.act(action);
        if let (true, Some(before), Ok(runner)) = (sounds, before, &next.runner) {
            super::sound::after(&before, runner.position(), next.refusals > refusals);
        }
        next
    }
}

impl LessonUi {
    fn act(self: Rc<Self>, action: LessonAction) -> Rc<Self> {
        match action {
            LessonAction::Open(lessons, id, step) => return Rc::new(open(&lessons, &id, step)),
            LessonAction::Retext(lessons) => return retext(self, &lessons),
            _ => {}
        }
        let mut s = (*self).clone();
        s.completed = false;
        let Ok(runner) = &mut s.runner else {
            return self;
        };
        let tries_a_move = matches!(
            action,
            LessonAction::Click(_) | LessonAction::Drop(..) | LessonAction::Typed(_)
        );
        if tries_a_move && runner.is_held() {
            // The game on the board has ended: say how to go on, above why it ended.
            if let Some(fb) = &mut s.feedback {
                if fb.messages.first() != Some(&Message::StepHeld) {
                    fb.messages.insert(0, Message::StepHeld);
                }
            }
            return Rc::new(s);
        }
        s.typed = matches!(action, LessonAction::Typed(_));
        match action {
            LessonAction::Open(..) | LessonAction::Retext(_) => {}
            LessonAction::Click(sq) => {
                if runner.is_done() || !matches!(runner.step(), Step::Play { .. }) {
                    return self;
                }
                let pos = *runner.position();
                match click(&pos, s.selected, sq) {
                    Click::Select(x) => {
                        s.selected = Some(x);
                        // A piece that a pin or a check holds says why at once, as in
                        // Play: picking it up is looking, no mistake.
                        if let Some(r) = stuck(&pos, x) {
                            s.look(r);
                        }
                    }
                    Click::Deselect | Click::Nothing => s.selected = None,
                    Click::Refused(r) => {
                        s.look(r);
                    }
                    Click::Attempt(from, to) => s.attempt(from, to, None),
                }
            }
            LessonAction::Lift(sq) => {
                if runner.is_done()
                    || runner.is_held()
                    || !matches!(runner.step(), Step::Play { .. })
                {
                    return self;
                }
                match lift(runner.position(), sq) {
                    Some(x) => s.selected = Some(x),
                    None => return self,
                }
            }
            LessonAction::Drop(from, to) => {
                if from != to {
                    s.attempt(from, to, None);
                }
            }
            LessonAction::Typed(text) => {
                if text.trim().is_empty()
                    || runner.is_done()
                    || !matches!(runner.step(), Step::Play { .. })
                {
                    return self;
                }
                // The lesson's own language: its texts write moves with that language's letters.
                let lang = runner.lesson().lang.unwrap_or_default();
                match typed_move_in(runner.position(), &text, lang) {
                    Ok(m) => s.attempt_typed(&m),
                    Err(e) => {
                        s.selected = None;
                        s.feedback = Some(Feedback {
                            outcome: "failure",
                            looked: false,
                            reason: None,
                            messages: vec![Message::Typed(e)],
                        });
                    }
                }
            }
            LessonAction::Promote(role) => {
                if let Some((from, to)) = s.pending {
                    s.attempt(from, to, Some(role));
                }
            }
            LessonAction::Cancel => {
                s.selected = None;
                s.pending = None;
            }
            LessonAction::Arises(fen, arises) => {
                if runner.awaits_analysis().map(|p| p.fen()) != Some(fen) {
                    return self;
                }
                runner.set_arises(arises);
            }
            LessonAction::Answer(i) => {
                let (why_not, explain) = match runner.step() {
                    Step::Choose {
                        answers, explain, ..
                    } => (
                        answers.get(i).and_then(|a| a.why_not.clone()),
                        explain.clone(),
                    ),
                    _ => (None, None),
                };
                let result = runner.answer(i);
                if let (None, Some(right)) = (&s.first_try, result) {
                    s.first_try = Some((crate::lessons::live::letter(i), right));
                }
                match result {
                    Some(true) => {
                        let mut messages = vec![Message::RightAnswer];
                        messages.extend(explain.map(Message::LessonText));
                        s.feedback = Some(Feedback {
                            outcome: "success",
                            looked: false,
                            reason: None,
                            messages,
                        });
                        s.completed = true;
                    }
                    Some(false) => {
                        let mut messages = vec![Message::WrongAnswer];
                        messages.extend(why_not.map(Message::LessonText));
                        s.feedback = Some(Feedback {
                            outcome: "failure",
                            looked: false,
                            reason: None,
                            messages,
                        });
                    }
                    None => {}
                }
            }
            LessonAction::Forward => {
                let was_done = runner.is_done();
                let before = *runner.position();
                if !runner.forward() {
                    return Rc::new(s);
                }
                let mut said: Vec<Message> = runner
                    .last_move()
                    .and_then(|m| match explain_move(&before, m.from, m.to, m.promotion) {
                        Verdict::Legal(legal) => Some(legal.spoken(before.turn())),
                        _ => None,
                    })
                    .into_iter()
                    .collect();
                said.extend(runner.narration().map(|n| Message::LessonText(n.into())));
                if runner.is_done() && !was_done {
                    s.completed = true;
                    said.push(Message::WatchedAll);
                    s.feedback = Some(Feedback {
                        outcome: "success",
                        looked: false,
                        reason: None,
                        messages: vec![Message::WatchedAll],
                    });
                }
                s.watch_said = Some((runner.watched(), said));
            }
            LessonAction::Back => {
                let was = *runner.position();
                runner.back();
                s.watch_said = None;
                s.taken_back =
                    TakenBack::between(&was, runner.position(), false, s.taken_back.as_ref());
            }
            LessonAction::Hint => {
                runner.press_hint();
                s.helped = true;
            }
            LessonAction::Retry => {
                let (was, held) = (*runner.position(), runner.is_held());
                if held {
                    runner.try_again();
                } else {
                    runner.restart();
                }
                s.taken_back =
                    TakenBack::between(&was, runner.position(), !held, s.taken_back.as_ref());
                s.selected = None;
                s.pending = None;
                s.refusal = None;
                s.feedback = None;
            }
        }
        if s.feedback
            .as_ref()
            .is_some_and(|f| f.outcome == "failure" && !f.looked)
        {
            s.helped = true;
        }
        Rc::new(s)
    }
}

/// The open lesson in the words of `lessons` (the same lesson in another language).
fn retext(ui: Rc<LessonUi>, lessons: &[crate::lessons::Lesson]) -> Rc<LessonUi> {
    let Ok(runner) = &ui.runner else {
        return ui;
    };
    let Some(lesson) = lessons.iter().find(|l| l.id == runner.lesson().id) else {
        return ui;
    };
    if lesson.lang == runner.lesson().lang {
        return ui;
    }
    let mut s = (*ui).clone();
    if let Ok(runner) = &mut s.runner {
        runner.retext(lesson);
    }
    Rc::new(s)
}
