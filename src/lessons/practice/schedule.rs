//! The learner's record per concept, and a Leitner-box schedule over it.
//!
//! Each concept sits in a box from 0 to [`TOP_BOX`]. A wrong answer (or a refused move seen
//! in play or a lesson) puts it in box 0, due at once; a right answer moves it up one box,
//! due again after [`INTERVALS`]`[box]` more exercises. The clock is the number of practice
//! exercises done, so the schedule means the same in any browser and needs no dates. A
//! concept with mistakes that has not yet climbed to the top box is weak, and a due weak
//! concept is practised before anything else.

use super::{kind_for, known_concept, Kind};
use crate::lessons::keyed::Keyed;
use crate::tutor::{practice_words as words, Phrase};
use serde::{Deserialize, Serialize};

/// The highest box: a concept climbed back up to it is mastered.
pub const TOP_BOX: u8 = 6;
/// Mistakes on one concept after which practice mixes other exercises in between.
pub const KEEPS_MISSING: u32 = 3;
/// Exercises until a concept just moved into box `b` is due again.
pub const INTERVALS: [u32; TOP_BOX as usize + 1] = [0, 1, 1, 2, 3, 5, 8];

/// One concept's record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConceptRecord {
    pub seen: u32,
    pub mistakes: u32,
    #[serde(rename = "box")]
    pub leitner_box: u8,
    /// The exercise count at which it is due.
    pub due: u32,
}

/// A learner's practice: per concept a record and a Leitner box (see the module docs).
/// Serialised as `{"v": 1, "concepts": {code: {"seen": n, "mistakes": n, "box": n, "due":
/// n}}, "count": n}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Practice {
    #[serde(rename = "v")]
    pub version: u32,
    concepts: Keyed<ConceptRecord>,
    /// Practice exercises done: the schedule's clock.
    count: u32,
}

impl Default for Practice {
    fn default() -> Practice {
        Practice {
            version: Practice::VERSION,
            concepts: Keyed::new(),
            count: 0,
        }
    }
}

/// Practice as stored, read loosely so that one broken concept entry costs only that
/// entry. Any serde format reads it (serde_json natively, the browser's own in the app).
#[derive(Deserialize)]
pub struct StoredPractice {
    v: u32,
    #[serde(default)]
    concepts: Keyed<StoredRecord>,
    #[serde(default)]
    count: u32,
}

/// What reading a practice record left out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dropped {
    /// Concepts whose entries could not be read.
    pub broken: Vec<String>,
    /// Entries about concepts this version does not know.
    pub unknown: usize,
}

/// Why a practice record could not be read at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadError {
    Unreadable,
    OtherVersion(u32),
}

/// One stored concept entry, or anything else (dropped on its own).
#[derive(Deserialize)]
#[serde(untagged)]
enum StoredRecord {
    Record(ConceptRecord),
    Broken(serde::de::IgnoredAny),
}

impl Practice {
    pub const VERSION: u32 = 1;

    pub fn new() -> Practice {
        Practice::default()
    }

    /// Exercises done in practice.
    pub fn count(&self) -> u32 {
        self.count
    }

    /// One concept's record, if it was ever seen.
    pub fn record_of(&self, concept: &str) -> Option<ConceptRecord> {
        self.concepts.get(concept).copied()
    }

    /// Reads a practice record (stored, or from a file): what cannot be read is dropped,
    /// as little as possible of it (one concept's entry), and so is every entry about a
    /// concept this version does not know, so that no record can make a page slow.
    pub fn read(stored: Result<StoredPractice, ()>) -> Result<(Practice, Dropped), ReadError> {
        let stored = stored.map_err(|()| ReadError::Unreadable)?;
        if stored.v != Self::VERSION {
            return Err(ReadError::OtherVersion(stored.v));
        }
        let mut practice = Practice {
            count: stored.count,
            ..Practice::new()
        };
        let mut dropped = Dropped::default();
        for (code, entry) in stored.concepts {
            if !super::is_known_concept(&code) {
                dropped.unknown += 1;
                continue;
            }
            match entry {
                StoredRecord::Record(mut r) => {
                    // Numbers out of range are noise: keep what makes sense of them.
                    r.mistakes = r.mistakes.min(r.seen);
                    r.leitner_box = r.leitner_box.min(TOP_BOX);
                    r.due = r
                        .due
                        .min(stored.count.saturating_add(INTERVALS[TOP_BOX as usize]));
                    practice.concepts.insert(code, r);
                }
                StoredRecord::Broken(_) => dropped.broken.push(code),
            }
        }
        Ok((practice, dropped))
    }

    /// Reads stored practice ([`Practice::read`]), with a sentence for the learner when
    /// anything had to be dropped.
    pub fn from_stored(stored: Result<StoredPractice, ()>) -> (Practice, Option<Phrase>) {
        match Practice::read(stored) {
            Err(ReadError::Unreadable) => (Practice::new(), Some(words::unreadable())),
            Err(ReadError::OtherVersion(v)) => (Practice::new(), Some(words::other_version(v))),
            Ok((practice, dropped)) => {
                let message = (!dropped.broken.is_empty())
                    .then(words::entries_dropped)
                    .or_else(|| {
                        (dropped.unknown > 0).then(|| words::unknown_dropped(dropped.unknown))
                    });
                (practice, message)
            }
        }
    }

    /// [`Practice::from_stored`] for JSON text (native code and tests); `None` is a first
    /// visit.
    pub fn load(text: Option<&str>) -> (Practice, Option<String>) {
        match text.map(serde_json::from_str) {
            None => (Practice::new(), None),
            Some(read) => {
                let (practice, message) = Practice::from_stored(read.map_err(|_| ()));
                (
                    practice,
                    message.map(|m| crate::tutor::english::english_catalog().format(&m)),
                )
            }
        }
    }

    pub fn to_json(&self) -> String {
        // Strings and numbers only: this always serialises.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// One answer about `concept` in practice, right or wrong. Wrong puts the concept in
    /// box 0, due at once; right moves it up a box, due after a growing interval.
    pub fn record(&mut self, concept: &str, right: bool) {
        self.count = self.count.saturating_add(1);
        self.note(concept, right);
    }

    /// A mistake seen outside practice (a refused move in play or a lesson): seen and
    /// wrong, without advancing the practice clock.
    pub fn record_mistake(&mut self, concept: &str) {
        self.note(concept, false);
    }

    /// A move refused while the learner explored the board in Play: no failure (nothing
    /// was asked), but the concept comes up in practice next.
    pub fn record_tried(&mut self, concept: &str) {
        let count = self.count;
        self.concepts.entry_or_default(concept).due = count;
    }

    fn note(&mut self, concept: &str, right: bool) {
        let count = self.count;
        let r = self.concepts.entry_or_default(concept);
        r.seen = r.seen.saturating_add(1);
        if right {
            r.leitner_box = (r.leitner_box + 1).min(TOP_BOX);
            r.due = count.saturating_add(INTERVALS[usize::from(r.leitner_box)]);
        } else {
            r.mistakes = r.mistakes.saturating_add(1);
            r.leitner_box = 0;
            r.due = count;
        }
    }

    /// What to practise next when no kind is asked for: the due weak concept (missed, or
    /// met in Play and not practised yet) in the lowest box (longest due first, then by code), else a kind of `open` (all five if it is
    /// empty; see [`super::open_kinds`]) chosen by `seed`, with no concept. A concept the
    /// learner keeps missing ([`KEEPS_MISSING`] mistakes or more) is not given twice in a
    /// row: every other exercise is one of the open kinds, something they can do.
    pub fn next(&self, seed: u64, open: &[Kind]) -> (Kind, Option<&'static str>) {
        let due = self
            .concepts
            .iter()
            // Missed, or met only as a move refused in Play and not practised yet.
            .filter(|(_, r)| (r.mistakes > 0 || r.seen == 0) && r.leitner_box < TOP_BOX)
            .filter(|(_, r)| r.due <= self.count)
            .filter_map(|(code, r)| {
                let concept = known_concept(code)?;
                kind_for(concept)?;
                Some((r.leitner_box, r.due, r.mistakes, concept))
            })
            .min();
        let weak = due.and_then(|(_, _, mistakes, c)| Some((kind_for(c)?, c, mistakes)));
        let breather = weak.is_some_and(|w| w.2 >= KEEPS_MISSING) && self.count % 2 == 1;
        if let Some((kind, concept, _)) = weak.filter(|_| !breather) {
            return (kind, Some(concept));
        }
        let mut open: Vec<Kind> = if open.is_empty() {
            Kind::ALL.to_vec()
        } else {
            open.to_vec()
        };
        // A breather is of another kind than the topic missed, when another is open.
        if let Some((kind, _, _)) = weak.filter(|_| open.len() > 1) {
            open.retain(|k| *k != kind);
        }
        let mut rng = super::rng::Rng::new(seed, 0x5c4e_d01e);
        (open[rng.below(open.len())], None)
    }

    /// Difficulty 0..=4 from the learner's success: the mean box of the concepts seen,
    /// scaled from 0..=[`TOP_BOX`] to 0..=4 (a new learner starts at 0; mistakes pull it
    /// back down).
    pub fn level(&self) -> u8 {
        // A rule only met in Play, not yet practised, says nothing of the learner's level.
        let practised = || self.concepts.values().filter(|r| r.seen > 0);
        let n = practised().count() as u64;
        if n == 0 {
            return 0;
        }
        let boxes: u64 = practised().map(|r| u64::from(r.leitner_box)).sum();
        (boxes * 4 / (n * u64::from(TOP_BOX))).min(4) as u8
    }

    /// Per concept: (code, seen, mistakes, mastery 0..=100), sorted by code. Mastery is
    /// the concept's box as a share of the top box.
    pub fn concepts(&self) -> Vec<(String, u32, u32, u8)> {
        self.concepts
            .iter()
            .map(|(code, r)| {
                let mastery = u32::from(r.leitner_box) * 100 / u32::from(TOP_BOX);
                (code.clone(), r.seen, r.mistakes, mastery as u8)
            })
            .collect()
    }

    /// Forgets one concept, or everything (the clock too) with `None`.
    pub fn reset(&mut self, concept: Option<&str>) {
        match concept {
            Some(c) => {
                self.concepts.remove(c);
            }
            None => *self = Practice::new(),
        }
    }
}
