//! Practice without end: exercises the engine makes from positions reached in play, and a
//! schedule that brings back what the learner gets wrong.
//!
//! ```
//! use check_tutor::lessons::practice::{generate, Answer, Kind};
//! use check_tutor::rules::Position;
//! let ex = generate(Kind::Checkers, 7, 0, None);
//! let pos: Position = ex.fen.parse().unwrap();
//! // The answer is the engine's own: every piece giving check.
//! assert_eq!(ex.answer, Answer::Checkers(pos.checkers().squares().collect()));
//! assert_eq!(ex, generate(Kind::Checkers, 7, 0, None));
//! ```

mod checks;
mod double;
mod games;
mod legal;
pub use legal::why_not_right;
mod pool;
mod possible;
use crate::engine::rng;
mod schedule;
mod start;
pub use start::{open_kinds, EXERCISES_PER_NEW_KIND};
pub mod wire;

use crate::rules::Square;
use serde::{Deserialize, Serialize};

pub use schedule::{
    ConceptRecord, Dropped, Practice, ReadError, StoredPractice, INTERVALS, TOP_BOX,
};

/// The five kinds of exercise; codes "checkers", "escapes", "verdict", "legal", "possible".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Name every piece giving check.
    Checkers,
    /// List every move out of check.
    Escapes,
    /// Checkmate, stalemate or neither?
    Verdict,
    /// Is this move legal, and if not, why not?
    Legal,
    /// Could this position arise in a game?
    Possible,
}

impl Kind {
    pub const ALL: [Kind; 5] = [
        Kind::Checkers,
        Kind::Escapes,
        Kind::Verdict,
        Kind::Legal,
        Kind::Possible,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Kind::Checkers => "checkers",
            Kind::Escapes => "escapes",
            Kind::Verdict => "verdict",
            Kind::Legal => "legal",
            Kind::Possible => "possible",
        }
    }

    pub fn from_code(code: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// What the learner must find, computed by the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The squares of every piece giving check (sorted by square index).
    Checkers(Vec<Square>),
    /// Every legal move of the side to move (which is in check), as UCI strings, sorted.
    Escapes(Vec<String>),
    /// "checkmate", "stalemate" or "neither".
    Verdict(&'static str),
    /// Whether `Exercise::mv` is legal; if not, the reason code, and the choices offered for
    /// "why not?": the real reason code plus 2–3 near misses, in an order fixed by the seed.
    /// `misses` says, for each offered reason that does not stop the move (and, for a
    /// legal move, for the concept it looked to break), what makes it false
    /// (`tutor::miss`), worked out here so the page only words it.
    Legal {
        legal: bool,
        reason: Option<&'static str>,
        choices: Vec<&'static str>,
        misses: Vec<(&'static str, crate::tutor::Miss)>,
    },
    /// Whether the position could arise in a game; if not, its error codes (in the
    /// validator's order, each once) and the errors themselves, facts the page words in
    /// the learner's language (the deeper analysis that finds them is not on a learner's
    /// page, and the worker that makes exercises carries no words).
    Possible {
        possible: bool,
        errors: Vec<&'static str>,
        why: Vec<crate::rules::PositionError>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercise {
    pub kind: Kind,
    pub seed: u64,
    pub fen: String,
    /// The concept it trains: a move reason code where one applies, else one of
    /// [`MISSED_CHECKER`], [`MISSED_ESCAPE`], [`MATE_OR_STALEMATE`], [`IMPOSSIBLE_POSITION`].
    pub concept: &'static str,
    /// For [`Kind::Legal`]: the move asked about, as UCI.
    pub mv: Option<String>,
    pub answer: Answer,
}

impl Exercise {
    /// What makes the reason `code` false of a "legal?" exercise's move, as worked out with
    /// the exercise, with the move.
    pub fn miss(&self, code: &str) -> Option<(crate::rules::Uci, crate::tutor::Miss)> {
        let Answer::Legal { misses, .. } = &self.answer else {
            return None;
        };
        let uci = self.mv.as_deref()?.parse().ok()?;
        misses
            .iter()
            .find(|(c, _)| *c == code)
            .map(|(_, m)| (uci, *m))
    }
}

/// Concepts that are not move reason codes.
pub const MISSED_CHECKER: &str = "missed_checker";
pub const MISSED_ESCAPE: &str = "missed_escape";
pub const MATE_OR_STALEMATE: &str = "mate_or_stalemate";
pub const IMPOSSIBLE_POSITION: &str = "impossible_position";

/// The move reason codes a "legal?" exercise can be about (the check-related ones: a
/// move that is no move of the piece at all is not what this tutor trains).
const MOVE_CONCEPTS: [&str; 12] = [
    "pinned",
    "king_into_check",
    "king_next_to_king",
    "does_not_resolve_check",
    "double_check_king_must_move",
    "exposes_king",
    "castle_out_of_check",
    "castle_through_check",
    "castle_into_check",
    "castle_rights_lost",
    "castle_path_blocked",
    "en_passant_not_available",
];

/// The concepts each kind can train (for the scheduler and the progress page).
pub fn concepts_of(kind: Kind) -> &'static [&'static str] {
    match kind {
        Kind::Checkers => &[MISSED_CHECKER, "double_check_king_must_move"],
        Kind::Escapes => &[
            MISSED_ESCAPE,
            "does_not_resolve_check",
            "double_check_king_must_move",
        ],
        Kind::Verdict => &[MATE_OR_STALEMATE],
        Kind::Legal => &MOVE_CONCEPTS,
        Kind::Possible => &[IMPOSSIBLE_POSITION],
    }
}

/// The kind that trains a concept best: every move reason is practised on the move itself
/// ("legal?"), the others by the kind they name.
pub fn kind_for(concept: &str) -> Option<Kind> {
    match concept {
        MISSED_CHECKER => Some(Kind::Checkers),
        MISSED_ESCAPE => Some(Kind::Escapes),
        MATE_OR_STALEMATE => Some(Kind::Verdict),
        IMPOSSIBLE_POSITION => Some(Kind::Possible),
        c if MOVE_CONCEPTS.contains(&c) => Some(Kind::Legal),
        _ => None,
    }
}

/// Whether a practice record may hold this concept: one practice trains, or any move
/// reason (every refused move counts).
pub fn is_known_concept(code: &str) -> bool {
    known_concept(code).is_some() || crate::tutor::Reason::ALL.iter().any(|r| r.code() == code)
}

/// The concept's code as a `'static` string, if it is one practice knows.
pub(crate) fn known_concept(code: &str) -> Option<&'static str> {
    Kind::ALL
        .into_iter()
        .flat_map(|k| concepts_of(k).iter().copied())
        .find(|c| *c == code)
}

/// Makes an exercise of `kind`, deterministic from `seed` (same seed, same exercise, on
/// every platform: integer arithmetic and ordered collections only).
///
/// `level` 0..=4 grows difficulty: the piece count aimed for goes from 3–7 to 20–32.
/// `concept`, when it is one the kind trains, is preferred (Legal + "pinned" asks about a
/// move refused because the piece is pinned; Checkers or Escapes +
/// "double_check_king_must_move" shows a double check); when no such position turns up in
/// budget, any exercise of the kind is made instead. The work is bounded: a few games, then
/// a small built-in pool of positions.
pub fn generate(kind: Kind, seed: u64, level: u8, concept: Option<&str>) -> Exercise {
    let level = level.min(4);
    let concept = concept.filter(|c| concepts_of(kind).contains(c));
    let mut rng = rng::Rng::new(seed, kind as u64 + 1);
    let made = match kind {
        Kind::Checkers => checks::checkers(&mut rng, level, concept),
        Kind::Escapes => checks::escapes(&mut rng, level, concept),
        Kind::Verdict => checks::verdict(&mut rng, level),
        Kind::Legal => legal::legal(&mut rng, level, concept),
        Kind::Possible => possible::possible(&mut rng, level),
    };
    Exercise {
        kind,
        seed,
        fen: made.pos.fen(),
        concept: made.concept,
        mv: made.mv,
        answer: made.answer,
    }
}

/// What a kind's generator hands back.
struct Made {
    pos: crate::rules::Position,
    concept: &'static str,
    mv: Option<String>,
    answer: Answer,
}
