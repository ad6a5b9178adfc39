//! Which lesson steps a learner has finished, as stored in the browser between visits.

use crate::lessons::keyed::Keyed;
use crate::tutor::{Fact, Phrase};
use serde::{Deserialize, Serialize};

/// No lesson has this many steps; a larger stored number is noise and is dropped on reading.
pub const MAX_STEP: usize = 200;

/// Finished steps per lesson id (step numbers from 1), and those finished without a hint or
/// a mistake (a star each). Stored as
/// `{"version": 1, "done": {"lesson-id": [1, 3]}, "clean": {"lesson-id": [3]}}`; `clean`
/// is optional, so progress saved before it existed reads as it was.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Progress {
    pub version: u32,
    /// Each lesson's steps, sorted, each once.
    done: Keyed<Vec<usize>>,
    /// The steps of `done` finished without a hint or a mistake.
    #[serde(skip_serializing_if = "Keyed::is_empty")]
    clean: Keyed<Vec<usize>>,
}

/// Progress as stored, read loosely so that one broken lesson entry costs only that entry.
/// Any serde format reads it (serde_json natively, the browser's own JSON in the app).
#[derive(Deserialize)]
pub struct StoredProgress {
    version: u32,
    done: Keyed<StepList>,
    #[serde(default)]
    clean: Keyed<StepList>,
}

/// One lesson's stored steps, or anything else (a broken entry, dropped on its own).
#[derive(Deserialize)]
#[serde(untagged)]
enum StepList {
    Steps(Vec<u64>),
    Broken(serde::de::IgnoredAny),
}

/// A stored list of step numbers, sorted, each once, noise dropped; `None` if it was not a
/// list of numbers.
fn step_numbers(list: StepList) -> Option<Vec<usize>> {
    let StepList::Steps(numbers) = list else {
        return None;
    };
    let mut steps: Vec<usize> = numbers
        .into_iter()
        .filter_map(|n| usize::try_from(n).ok())
        .filter(|n| (1..=MAX_STEP).contains(n))
        .collect();
    // Sorting once keeps a long stored list linear-logarithmic to read.
    crate::rules::sort_short(&mut steps);
    steps.dedup();
    Some(steps)
}

impl Progress {
    pub const VERSION: u32 = 1;

    pub fn new() -> Progress {
        Progress {
            version: Self::VERSION,
            done: Keyed::new(),
            clean: Keyed::new(),
        }
    }

    /// The finished steps of a lesson, in order.
    pub fn steps(&self, lesson: &str) -> &[usize] {
        self.done.get(lesson).map_or(&[], Vec::as_slice)
    }

    /// Reads stored progress. What cannot be read is dropped, as little as possible of it
    /// (one lesson's entry, or else everything), with a sentence to show the learner.
    pub fn load(stored: Option<&str>) -> (Progress, Option<String>) {
        match stored.map(serde_json::from_str) {
            None => (Progress::new(), None),
            Some(read) => {
                let (progress, message) = Progress::from_stored(read.map_err(|_| ()));
                (
                    progress,
                    message.map(|m| crate::tutor::english::english_catalog().format(&m)),
                )
            }
        }
    }

    /// [`Progress::load`] for a value already read (or not) by any serde format, with the
    /// learner's sentence as a catalog phrase.
    pub fn from_stored(stored: Result<StoredProgress, ()>) -> (Progress, Option<Phrase>) {
        let Ok(stored) = stored else {
            return (Progress::new(), Some(Phrase::new("ui-progress-unreadable")));
        };
        if stored.version != Self::VERSION {
            let version = Fact::Count(stored.version as usize);
            return (
                Progress::new(),
                Some(Phrase::new("ui-progress-other-version").with("version", version)),
            );
        }
        let mut progress = Progress::new();
        let mut broken = Vec::new();
        for (lesson, steps) in stored.done {
            match step_numbers(steps) {
                Some(steps) if steps.is_empty() => {}
                Some(steps) => {
                    progress.done.insert(lesson, steps);
                }
                None => broken.push(lesson),
            }
        }
        // A star only for a step that is done; a broken list of stars costs only the stars.
        for (lesson, steps) in stored.clean {
            let done = progress.steps(&lesson).to_vec();
            if let Some(mut steps) = step_numbers(steps) {
                steps.retain(|n| done.binary_search(n).is_ok());
                if !steps.is_empty() {
                    progress.clean.insert(lesson, steps);
                }
            }
        }
        let message = (!broken.is_empty()).then(|| Phrase::new("ui-progress-entries-dropped"));
        (progress, message)
    }

    pub fn to_json(&self) -> String {
        // A map of strings to lists of numbers always serialises.
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn mark(&mut self, lesson: &str, step: usize) {
        let steps = self.done.entry_or_default(lesson);
        if let Err(at) = steps.binary_search(&step) {
            steps.insert(at, step);
        }
    }

    /// Marks a step as done without a hint or a mistake.
    pub fn mark_clean(&mut self, lesson: &str, step: usize) {
        self.mark(lesson, step);
        let steps = self.clean.entry_or_default(lesson);
        if let Err(at) = steps.binary_search(&step) {
            steps.insert(at, step);
        }
    }

    /// How many of the lesson's `steps` were done without a hint or a mistake.
    pub fn stars(&self, lesson: &str, steps: usize) -> usize {
        self.clean
            .get(lesson)
            .map_or(0, |s| s.iter().filter(|&&n| n >= 1 && n <= steps).count())
    }

    /// Forgets steps beyond a lesson's last (a lesson that got shorter, or noise).
    pub fn clamp(&mut self, lesson: &str, steps: usize) {
        for list in [&mut self.done, &mut self.clean] {
            if let Some(done) = list.get_mut(lesson) {
                done.retain(|&n| n <= steps);
            }
        }
    }

    /// Drops everything kept for a lesson: one deleted, or an id given to a new lesson.
    pub fn forget(&mut self, lesson: &str) {
        self.done.remove(lesson);
        self.clean.remove(lesson);
    }

    pub fn is_done(&self, lesson: &str, step: usize) -> bool {
        self.steps(lesson).binary_search(&step).is_ok()
    }

    /// How many of the lesson's `steps` are done.
    pub fn count(&self, lesson: &str, steps: usize) -> usize {
        self.steps(lesson)
            .iter()
            .filter(|&&n| n >= 1 && n <= steps)
            .count()
    }
}
