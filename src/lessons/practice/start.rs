//! Where practice starts: a newcomer is not asked "Could this position arise?" (lesson 12's
//! topic) first. Practice draws from the kinds of exercise whose topic the learner has met
//! (a lesson step that teaches it done, or an exercise or refused move of it on record),
//! always the first kind the lessons teach, and one kind more for every
//! [`EXERCISES_PER_NEW_KIND`] exercises done, in the order the lessons teach them.

use super::{concepts_of, Kind, Practice};
use crate::lessons::progress::Progress;
use crate::lessons::teaching::teaching_step;
use crate::lessons::Lesson;

/// Exercises done before practice opens the next kind for a learner who takes no lessons.
pub const EXERCISES_PER_NEW_KIND: u32 = 8;

/// The kinds in the order the lessons first teach them (by lesson, then step); kinds no
/// lesson teaches, or all of them while the lessons are not known, in [`Kind::ALL`]'s order.
fn ladder(lessons: &[Lesson]) -> Vec<Kind> {
    let first_taught = |kind: Kind| {
        concepts_of(kind)
            .iter()
            .filter_map(|c| teaching_step(lessons, c))
            .filter_map(|(id, n)| Some((lessons.iter().position(|l| l.id == id)?, n)))
            .min()
            .unwrap_or((usize::MAX, 0))
    };
    let mut left: Vec<(usize, usize, Kind)> = Kind::ALL
        .into_iter()
        .map(|k| {
            let (lesson, step) = first_taught(k);
            (lesson, step, k)
        })
        .collect();
    let mut order = Vec::with_capacity(left.len());
    // Five kinds: picking the earliest each time is all the sorting needed.
    while let Some(i) = (0..left.len()).min_by_key(|&i| (left[i].0, left[i].1)) {
        order.push(left.remove(i).2);
    }
    order
}

/// The kinds practice may choose from for this learner (never empty), in the lessons'
/// order.
pub fn open_kinds(lessons: &[Lesson], progress: &Progress, practice: &Practice) -> Vec<Kind> {
    let met = |kind: Kind| {
        concepts_of(kind).iter().any(|c| {
            practice.record_of(c).is_some_and(|r| r.seen > 0)
                || teaching_step(lessons, c).is_some_and(|(id, n)| progress.is_done(id, n))
        })
    };
    let grown = 1 + (practice.count() / EXERCISES_PER_NEW_KIND) as usize;
    ladder(lessons)
        .into_iter()
        .enumerate()
        .filter(|&(i, k)| i < grown || met(k))
        .map(|(_, k)| k)
        .collect()
}
