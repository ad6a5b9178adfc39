//! A lesson step's words that are put together from the runner: the hint asked for, the
//! end of the lesson, the stars earned.

use crate::lessons::{Hint, Runner, RunnerError, Step};
use crate::tutor::{Fact, Phrase};
use crate::ui::words::{phrase, text};

/// The hint the learner has asked for, in words: the step's hint, then the move itself.
pub(super) fn hint_words(runner: &Runner) -> Option<String> {
    match runner.hint() {
        Hint::None => None,
        Hint::Move(..) => runner.hint_message().map(|m| m.shown()),
        _ => match runner.step() {
            Step::Play { hint, .. } => hint.clone(),
            _ => None,
        },
    }
}

/// What a screen reader hears when the lesson's last step is done: the lesson finished and
/// what it taught, as the page shows them.
pub(super) fn end_words(runner: &Runner) -> Option<String> {
    if !(runner.is_last_step() && runner.is_done()) {
        return None;
    }
    let lesson = runner.lesson();
    let mut words = vec![finished(&lesson.title)];
    if !lesson.summary.is_empty() {
        words.push(text("ui-what-you-learned-said"));
        words.extend(lesson.summary.iter().cloned());
    }
    Some(words.join(" "))
}

pub(super) fn finished(title: &str) -> String {
    phrase(Phrase::new("ui-lesson-done").with("title", Fact::Text(title.to_string())))
}

/// What a finished lesson's stars mean: one for each step done without a hint or a mistake.
pub(super) fn stars_earned(stars: usize, total: usize) -> String {
    phrase(
        Phrase::new("ui-stars")
            .with("stars", Fact::Count(stars))
            .with("total", Fact::Count(total)),
    )
}

/// Why lesson `id` could not be opened at the step asked for (`None`: there is no such
/// lesson), in the learner's words.
pub(in crate::ui) fn not_opened(id: &str, e: Option<&RunnerError>) -> String {
    phrase(match e {
        None => {
            Phrase::new("ui-lesson-not-found").with("id", Fact::Text(crate::rules::shown(id, 40)))
        }
        Some(RunnerError::NoSuchStep { step, steps, .. }) => Phrase::new("ui-lesson-no-step")
            .with("step", Fact::Count(*step))
            .with("steps", Fact::Count(*steps)),
        Some(RunnerError::BadFen { step, error }) => Phrase::new("ui-lesson-step-fen")
            .with("step", Fact::Count(*step))
            .with("why", Fact::Text(phrase(crate::tutor::fen_phrase(error)))),
    })
}
