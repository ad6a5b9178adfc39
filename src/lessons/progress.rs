//! Which lesson steps a learner has finished, as stored in the browser between visits.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Finished steps per lesson id (step numbers from 1).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    pub version: u32,
    pub done: BTreeMap<String, Vec<usize>>,
}

impl Progress {
    pub const VERSION: u32 = 1;

    pub fn new() -> Progress {
        Progress {
            version: Self::VERSION,
            done: BTreeMap::new(),
        }
    }

    /// Reads stored progress. Anything unreadable gives fresh progress and a reason to show.
    pub fn load(stored: Option<&str>) -> (Progress, Option<String>) {
        let Some(text) = stored else {
            return (Progress::new(), None);
        };
        match serde_json::from_str::<Progress>(text) {
            Ok(p) if p.version == Self::VERSION => (p, None),
            Ok(p) => (
                Progress::new(),
                Some(format!(
                    "Saved progress from another version ({}) was reset.",
                    p.version
                )),
            ),
            Err(_) => (
                Progress::new(),
                Some("Saved progress could not be read, so it was reset.".into()),
            ),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".into())
    }

    pub fn mark(&mut self, lesson: &str, step: usize) {
        let steps = self.done.entry(lesson.to_string()).or_default();
        if !steps.contains(&step) {
            steps.push(step);
            steps.sort_unstable();
        }
    }

    pub fn is_done(&self, lesson: &str, step: usize) -> bool {
        self.done.get(lesson).is_some_and(|s| s.contains(&step))
    }

    /// How many of the lesson's `steps` are done.
    pub fn count(&self, lesson: &str, steps: usize) -> usize {
        self.done
            .get(lesson)
            .map_or(0, |s| s.iter().filter(|&&n| n >= 1 && n <= steps).count())
    }
}
