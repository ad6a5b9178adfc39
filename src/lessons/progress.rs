//! Which lesson steps a learner has finished, as stored in the browser between visits.

use super::json::{read_list, Fields, Json};

/// Finished steps per lesson id (step numbers from 1). Stored as
/// `{"version": 1, "done": {"lesson-id": [1, 3]}}`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    pub version: u32,
    /// Sorted by lesson id, each lesson once, its steps sorted. (A plain list: a map type
    /// would add its code to the download for a dozen entries.)
    done: Vec<(String, Vec<usize>)>,
}

impl Progress {
    pub const VERSION: u32 = 1;

    pub fn new() -> Progress {
        Progress {
            version: Self::VERSION,
            done: Vec::new(),
        }
    }

    /// Where `lesson` is in `done`, or where it would go.
    fn find(&self, lesson: &str) -> Result<usize, usize> {
        self.done
            .binary_search_by(|(id, _)| id.as_str().cmp(lesson))
    }

    /// The finished steps of a lesson, in order.
    pub fn steps(&self, lesson: &str) -> &[usize] {
        self.find(lesson).map_or(&[], |i| &self.done[i].1)
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
        let mut progress = Progress {
            version: u32::try_from(version).map_err(|_| "bad version")?,
            done: Vec::new(),
        };
        for (lesson, steps) in lessons {
            for step in read_list(steps, |n| n.as_usize().ok_or("not a step number".into()))? {
                progress.mark(lesson, step);
            }
        }
        f.finish(&["version", "done"])?;
        Ok(progress)
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
        let i = self.find(lesson).unwrap_or_else(|i| {
            self.done.insert(i, (lesson.to_string(), Vec::new()));
            i
        });
        let steps = &mut self.done[i].1;
        if let Err(at) = steps.binary_search(&step) {
            steps.insert(at, step);
        }
    }

    pub fn is_done(&self, lesson: &str, step: usize) -> bool {
        self.steps(lesson).contains(&step)
    }

    /// How many of the lesson's `steps` are done.
    pub fn count(&self, lesson: &str, steps: usize) -> usize {
        self.steps(lesson)
            .iter()
            .filter(|&&n| n >= 1 && n <= steps)
            .count()
    }
}
