//! The same lesson in another language, put under a runner mid-step: the learner's place,
//! board and answers stay, and the step's words change.

use super::Runner;
use crate::lessons::Lesson;

impl Runner {
    /// Takes `lesson`'s words when it is this lesson in another language (the same id, and
    /// steps of the same kinds from the same positions, as a translation's are); whether it
    /// did.
    pub fn retext(&mut self, lesson: &Lesson) -> bool {
        let ours = &self.lesson;
        let same = lesson.id == ours.id
            && lesson.steps.len() == ours.steps.len()
            && lesson
                .steps
                .iter()
                .zip(&ours.steps)
                .all(|(a, b)| a.kind() == b.kind() && a.fen() == b.fen());
        if same {
            self.lesson = lesson.clone();
        }
        same
    }
}
