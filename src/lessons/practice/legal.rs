//! "Is this move legal?" exercises: a move attempted in a position from play, judged by
//! the tutor's own `explain_move`, with near misses to choose from when it is refused.

use super::games::{attempts, capture_bias, search, thin_to_level, Fit, Policy};
use super::rng::Rng;
use super::{Answer, Made, MOVE_CONCEPTS};
use crate::rules::{attacks, Bitboard, CastlingSide, Position, Role, Square};
use crate::tutor::{explain_move, Verdict};

type Attempt = (Square, Square, Option<Role>);

/// Positions judged in full per exercise (each judging every attempt in it).
const JUDGED: usize = 6;

/// What an attempt teaches: the refusal's reason code, or for a legal move the concept a
/// learner might wrongly think forbids it (`None` for a plain move that teaches nothing).
fn lesson_of(pos: &Position, a: Attempt) -> Option<(bool, &'static str)> {
    match explain_move(pos, a.0, a.1, a.2) {
        Verdict::Refused(r) => {
            let code = r.reason.code();
            MOVE_CONCEPTS.contains(&code).then_some((false, code))
        }
        Verdict::Legal(m) => {
            let checkers = pos.checkers();
            let concept = if checkers.more_than_one() {
                "double_check_king_must_move"
            } else if checkers.any() {
                "does_not_resolve_check"
            } else if m.mv.is_castle() {
                "castle_through_check"
            } else if pos.pinned().contains(a.0) {
                "pinned"
            } else if m.mv.role == Role::King {
                "king_into_check"
            } else {
                return None;
            };
            Some((true, concept))
        }
    }
}

/// A cheap look at whether a position may hold an attempt about `concept`.
fn may_teach(pos: &Position, concept: Option<&str>) -> bool {
    let b = pos.board();
    let us = pos.turn();
    let king_home = |side: CastlingSide| {
        let (k, _, r, _) = side.squares(us);
        b.king_of(us) == Some(k)
            && b.piece_at(r)
                .is_some_and(|p| p.role == Role::Rook && p.color == us)
    };
    let castling = king_home(CastlingSide::King) || king_home(CastlingSide::Queen);
    match concept {
        None => true,
        Some("pinned") => pos.pinned().any(),
        Some("does_not_resolve_check") => pos.is_check() && !pos.checkers().more_than_one(),
        Some("double_check_king_must_move") => pos.checkers().more_than_one(),
        Some("castle_out_of_check") => castling && pos.is_check(),
        Some(c) if c.starts_with("castle_") => castling,
        Some("king_next_to_king") => match (b.king_of(us), b.king_of(!us)) {
            (Some(a), Some(z)) => a.distance(z) == 2,
            _ => false,
        },
        Some("en_passant_not_available") | Some("exposes_king") => {
            let fifth = if us.is_white() { 4 } else { 3 };
            let rank = Bitboard(0xff << (8 * fifth));
            (b.pawns() & b.by_color(us) & rank).any() && (b.pawns() & b.by_color(!us) & rank).any()
        }
        Some(_) => true,
    }
}

/// The move exercise: a refused move about `concept` when asked (now and then a legal move
/// that looks as if it were refused for it), otherwise a legal move about a third of the
/// time and a refusal with a reason drawn evenly from those the position offers.
pub(super) fn legal(rng: &mut Rng, level: u8, concept: Option<&str>) -> Made {
    let policy = Policy {
        captures: capture_bias(level),
        checks: 20,
        double_checks: concept == Some("double_check_king_must_move"),
        ..Policy::default()
    };
    let found = search(rng, level, policy, |p| {
        if may_teach(p, concept) {
            Some(Fit::Wanted)
        } else {
            Some(Fit::Acceptable)
        }
    });
    let want_legal = match concept {
        Some(_) => rng.chance(15),
        None => rng.chance(35),
    };
    let mut fallback = None;
    for pos in found.iter().take(JUDGED) {
        let lessons: Vec<(Attempt, bool, &'static str)> = attempts(pos)
            .into_iter()
            .filter_map(|a| lesson_of(pos, a).map(|(legal, c)| (a, legal, c)))
            .collect();
        if lessons.is_empty() {
            continue;
        }
        let about: Vec<_> = match concept {
            Some(c) => lessons.iter().filter(|l| l.2 == c).copied().collect(),
            None => lessons.clone(),
        };
        if about.is_empty() {
            if fallback.is_none() {
                fallback = Some((*pos, lessons));
            }
            continue;
        }
        return made(rng, level, *pos, &about, want_legal);
    }
    // Nothing about the concept within budget: any move exercise.
    if let Some((pos, lessons)) = fallback {
        return made(rng, level, pos, &lessons, want_legal);
    }
    let pos = found.first().copied().unwrap_or_default();
    let lessons: Vec<_> = attempts(&pos)
        .into_iter()
        .map(|a| {
            (
                a,
                explain_move(&pos, a.0, a.1, a.2).is_legal(),
                "king_into_check",
            )
        })
        .collect();
    made(rng, level, pos, &lessons, want_legal)
}

/// Picks the attempt, thins the board keeping its verdict, and words the answer.
fn made(
    rng: &mut Rng,
    level: u8,
    pos: Position,
    lessons: &[(Attempt, bool, &'static str)],
    want_legal: bool,
) -> Made {
    let legal: Vec<_> = lessons.iter().filter(|l| l.1).copied().collect();
    let refused: Vec<_> = lessons.iter().filter(|l| !l.1).copied().collect();
    let pick = if (want_legal && !legal.is_empty()) || refused.is_empty() {
        rng.pick(&legal)
    } else {
        // Each reason equally likely, then each move with it.
        let mut reasons: Vec<&str> = refused.iter().map(|l| l.2).collect();
        reasons.sort_unstable();
        reasons.dedup();
        let reason = rng.pick(&reasons).unwrap_or("pinned");
        let with: Vec<_> = refused.iter().filter(|l| l.2 == reason).copied().collect();
        rng.pick(&with)
    };
    let Some((a, _, concept)) = pick else {
        // A position with no attempt at all (no pieces to move): ask about nothing legal.
        return Made {
            pos,
            concept: "king_into_check",
            mv: None,
            answer: Answer::Legal {
                legal: false,
                reason: None,
                choices: Vec::new(),
            },
        };
    };
    let before = lesson_of(&pos, a);
    let mut protect = Bitboard::from_square(a.0).with(a.1) | pos.checkers();
    for pin in pos.pins_of(pos.turn()) {
        if pin.pinned == a.0 {
            protect.set(pin.pinner);
        }
    }
    let pos = thin_to_level(pos, rng, level, protect, |p| {
        lesson_of(p, a) == before && attacks_unchanged(&pos, p, a)
    });
    let verdict = explain_move(&pos, a.0, a.1, a.2);
    let uci = crate::rules::Uci {
        from: a.0,
        to: a.1,
        promotion: a.2,
    }
    .to_string();
    let answer = match verdict {
        Verdict::Legal(_) => Answer::Legal {
            legal: true,
            reason: None,
            choices: Vec::new(),
        },
        Verdict::Refused(r) => {
            let reason = r.reason.code();
            Answer::Legal {
                legal: false,
                reason: Some(reason),
                choices: choices(rng, reason),
            }
        }
    };
    Made {
        pos,
        concept,
        mv: Some(uci),
        answer,
    }
}

/// Thinning may not take away the pieces the refusal names (the attackers of the king's
/// target square, for one): the same reason with other attackers would be another lesson.
fn attacks_unchanged(before: &Position, after: &Position, a: Attempt) -> bool {
    let them = !before.turn();
    before.attackers_of(a.1, them) == after.attackers_of(a.1, them)
        && attacks::between(a.0, a.1) & before.board().occupied()
            == attacks::between(a.0, a.1) & after.board().occupied()
}

/// Reasons a learner could confuse with each refusal.
fn near_misses(reason: &str) -> &'static [&'static str] {
    match reason {
        "pinned" => &[
            "exposes_king",
            "does_not_resolve_check",
            "king_into_check",
            "path_blocked",
        ],
        "exposes_king" => &[
            "pinned",
            "king_into_check",
            "does_not_resolve_check",
            "en_passant_not_available",
        ],
        "king_into_check" => &[
            "king_next_to_king",
            "does_not_resolve_check",
            "pinned",
            "exposes_king",
        ],
        "king_next_to_king" => &[
            "king_into_check",
            "not_a_piece_move",
            "does_not_resolve_check",
        ],
        "does_not_resolve_check" => &[
            "double_check_king_must_move",
            "pinned",
            "king_into_check",
            "exposes_king",
        ],
        "double_check_king_must_move" => &["does_not_resolve_check", "pinned", "king_into_check"],
        "castle_out_of_check" => &[
            "castle_through_check",
            "castle_into_check",
            "castle_rights_lost",
        ],
        "castle_through_check" => &[
            "castle_into_check",
            "castle_out_of_check",
            "castle_path_blocked",
        ],
        "castle_into_check" => &[
            "castle_through_check",
            "castle_out_of_check",
            "king_into_check",
        ],
        "castle_rights_lost" => &[
            "castle_path_blocked",
            "castle_through_check",
            "castle_out_of_check",
        ],
        "castle_path_blocked" => &["castle_rights_lost", "castle_through_check", "path_blocked"],
        "en_passant_not_available" => &["not_a_piece_move", "pinned", "exposes_king"],
        _ => &["pinned", "king_into_check", "does_not_resolve_check"],
    }
}

/// The real reason and two or three near misses, shuffled by the seed.
fn choices(rng: &mut Rng, reason: &'static str) -> Vec<&'static str> {
    let mut misses: Vec<&'static str> = near_misses(reason)
        .iter()
        .copied()
        .filter(|c| *c != reason)
        .collect();
    rng.shuffle(&mut misses);
    misses.truncate(2 + rng.below(2));
    misses.push(reason);
    rng.shuffle(&mut misses);
    misses
}
