//! Which lesson steps a learner has finished, as stored in the browser between visits.

use super::json::{read_list, Fields, Json};
use std::collections::BTreeMap;

/// Finished steps per lesson id (step numbers from 1). Stored as
/// `{"version": 1, "done": {"lesson-id": [1, 3]}}`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
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
        match Progress::from_json(text) {
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

    fn from_json(text: &str) -> Result<Progress, String> {
        let tree = Json::parse(text).map_err(|e| e.to_string())?;
        let mut f = Fields::of(&tree, "saved progress")?;
        let version = f.required("version")?.as_usize().ok_or("bad version")?;
        let Json::Object(lessons) = f.required("done")? else {
            return Err("'done' must be an object".into());
        };
        let mut done = BTreeMap::new();
        for (lesson, steps) in lessons {
            let steps = read_list(steps, |n| n.as_usize().ok_or("not a step number".into()))?;
            done.insert(lesson.clone(), steps);
        }
        f.finish(&["version", "done"])?;
        Ok(Progress {
            version: u32::try_from(version).map_err(|_| "bad version")?,
            done,
        })
    }

    pub fn to_json(&self) -> String {
        let done = self
            .done
            .iter()
            .map(|(lesson, steps)| (lesson.clone(), steps.clone().into()))
            .collect();
        Json::object([
            ("version", (self.version as usize).into()),
            ("done", Json::Object(done)),
        ])
        .compact()
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
