//! Which lesson steps a learner has finished, as stored in the browser between visits.

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use std::collections::BTreeMap;

/// No lesson has this many steps; a larger stored number is noise and is dropped on reading.
pub const MAX_STEP: usize = 200;

/// Finished steps per lesson id (step numbers from 1). Stored as
/// `{"version": 1, "done": {"lesson-id": [1, 3]}}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Progress {
    pub version: u32,
    /// Each lesson's steps, sorted, each once.
    done: BTreeMap<String, Vec<usize>>,
}

/// What is stored, read loosely so that one broken lesson entry costs only that entry.
#[derive(Deserialize)]
struct Stored {
    version: u32,
    done: BTreeMap<String, Box<RawValue>>,
}

impl Progress {
    pub const VERSION: u32 = 1;

    pub fn new() -> Progress {
        Progress {
            version: Self::VERSION,
            done: BTreeMap::new(),
        }
    }

    /// The finished steps of a lesson, in order.
    pub fn steps(&self, lesson: &str) -> &[usize] {
        self.done.get(lesson).map_or(&[], Vec::as_slice)
    }

    /// Reads stored progress. What cannot be read is dropped, as little as possible of it
    /// (one lesson's entry, or else everything), with a sentence to show the learner.
    pub fn load(stored: Option<&str>) -> (Progress, Option<String>) {
        let Some(text) = stored else {
            return (Progress::new(), None);
        };
        let stored: Stored = match serde_json::from_str(text) {
            Ok(s) => s,
            Err(_) => {
                return (
                    Progress::new(),
                    Some("Saved progress could not be read, so it was reset.".into()),
                )
            }
        };
        if stored.version != Self::VERSION {
            return (
                Progress::new(),
                Some(format!(
                    "Saved progress from another version ({}) was reset.",
                    stored.version
                )),
            );
        }
        let mut progress = Progress::new();
        let mut broken = Vec::new();
        for (lesson, steps) in stored.done {
            match serde_json::from_str::<Vec<u64>>(steps.get()) {
                Ok(numbers) => {
                    let mut steps: Vec<usize> = numbers
                        .into_iter()
                        .filter_map(|n| usize::try_from(n).ok())
                        .filter(|n| (1..=MAX_STEP).contains(n))
                        .collect();
                    // Sorting once keeps a long stored list linear-logarithmic to read.
                    steps.sort_unstable();
                    steps.dedup();
                    if !steps.is_empty() {
                        progress.done.insert(lesson, steps);
                    }
                }
                Err(_) => broken.push(lesson),
            }
        }
        let message = (!broken.is_empty()).then(|| {
            format!(
                "Saved progress for {} could not be read, so it starts again; the rest is kept.",
                broken.join(", ")
            )
        });
        (progress, message)
    }

    pub fn to_json(&self) -> String {
        // A map of strings to lists of numbers always serialises.
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn mark(&mut self, lesson: &str, step: usize) {
        let steps = self.done.entry(lesson.to_string()).or_default();
        if let Err(at) = steps.binary_search(&step) {
            steps.insert(at, step);
        }
    }

    /// Forgets steps beyond a lesson's last (a lesson that got shorter, or noise).
    pub fn clamp(&mut self, lesson: &str, steps: usize) {
        if let Some(done) = self.done.get_mut(lesson) {
            done.retain(|&n| n <= steps);
        }
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
