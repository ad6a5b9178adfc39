//! "Is this move legal?" exercises: a move attempted in a position from play, judged by
//! the tutor's own `explain_move`, with near misses to choose from when it is refused.

use super::games::{attempts, capture_bias, search, thin_to_level, Fit, Policy};
use super::rng::Rng;
use super::{Answer, Made, MOVE_CONCEPTS};
use crate::rules::{attacks, Bitboard, CastlingSide, Position, Role, Square};
use crate::tutor::{explain_move, reason_holds, Reason, Verdict};

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
            let king = m.mv.role == Role::King;
            let concept = if checkers.more_than_one() {
                "double_check_king_must_move"
            } else if m.mv.is_castle() {
                "castle_through_check"
            } else if king {
                "king_into_check"
            } else if checkers.any() {
                "does_not_resolve_check"
            } else if pos.pinned().contains(a.0) {
                "pinned"
            } else {
                return None;
            };
            Some((true, concept))
        }
    }
}

/// A cheap look at whether a position may hold an attempt about `concept`.
fn may_teach(pos: &Position, concept: &str) -> bool {
    let b = pos.board();
    let us = pos.turn();
    // King and rook at home, with or without the right, the path clear or not.
    let castling = |rights: Option<bool>, clear: Option<bool>| {
        CastlingSide::BOTH.into_iter().any(|side| {
            let (k, _, r, _) = side.squares(us);
            b.king_of(us) == Some(k)
                && b.piece_at(r)
                    .is_some_and(|p| p.role == Role::Rook && p.color == us)
                && rights.is_none_or(|on| pos.castling().has(us, side) == on)
                && clear.is_none_or(|on| (attacks::between(k, r) & b.occupied()).is_empty() == on)
        })
    };
    match concept {
        "pinned" => pos.pinned().any(),
        "does_not_resolve_check" => pos.is_check() && !pos.checkers().more_than_one(),
        "double_check_king_must_move" => pos.checkers().more_than_one(),
        "castle_out_of_check" => pos.is_check() && castling(Some(true), Some(true)),
        "castle_through_check" | "castle_into_check" => {
            !pos.is_check() && castling(Some(true), Some(true))
        }
        "castle_rights_lost" => castling(Some(false), None),
        "castle_path_blocked" => castling(Some(true), Some(false)),
        "king_next_to_king" => match (b.king_of(us), b.king_of(!us)) {
            (Some(a), Some(z)) => a.distance(z) == 2,
            _ => false,
        },
        "en_passant_not_available" | "exposes_king" => {
            let fifth = if us.is_white() { 4 } else { 3 };
            let rank = Bitboard(0xff << (8 * fifth));
            (b.pawns() & b.by_color(us) & rank).any() && (b.pawns() & b.by_color(!us) & rank).any()
        }
        _ => true,
    }
}

/// Without a concept asked for, one is drawn with these weights, so that the rare
/// lessons (a pin, a double check) turn up as often as the everyday king step.
const DRAWN: [(&str, usize); 12] = [
    ("pinned", 6),
    ("does_not_resolve_check", 5),
    ("king_into_check", 5),
    ("double_check_king_must_move", 2),
    ("king_next_to_king", 2),
    ("exposes_king", 1),
    ("en_passant_not_available", 1),
    ("castle_through_check", 2),
    ("castle_into_check", 1),
    ("castle_out_of_check", 1),
    ("castle_path_blocked", 1),
    ("castle_rights_lost", 1),
];

fn draw_concept(rng: &mut Rng) -> &'static str {
    let total: usize = DRAWN.iter().map(|d| d.1).sum();
    let mut n = rng.below(total);
    for (c, w) in DRAWN {
        if n < w {
            return c;
        }
        n -= w;
    }
    "pinned"
}

/// The move exercise: a refused move about the concept asked for (now and then a legal
/// move that looks as if it were refused for it), or without one, a concept drawn from
/// [`DRAWN`] and a legal move a third of the time. When play turns up nothing about the
/// concept in budget, any attempt with a lesson in it is asked about.
pub(super) fn legal(rng: &mut Rng, level: u8, concept: Option<&str>) -> Made {
    let (concept, legal_share) = match concept {
        Some(c) => (c, 15),
        None => (draw_concept(rng), 30),
    };
    let policy = Policy {
        captures: capture_bias(level),
        checks: 20,
        double_checks: concept == "double_check_king_must_move",
        castling: concept.starts_with("castle_"),
        ..Policy::default()
    };
    // A double check is set up from the seed, with a move about it (play finds too few).
    if concept == "double_check_king_must_move" {
        let about = |p: &Position| -> Vec<(Attempt, bool, &'static str)> {
            attempts(p)
                .into_iter()
                .filter_map(|a| lesson_of(p, a).map(|(legal, c)| (a, legal, c)))
                .filter(|l| l.2 == concept)
                .collect()
        };
        if let Some(pos) = super::double::double_check(rng, |p| !about(p).is_empty()) {
            let want_legal = rng.chance(legal_share);
            return made(rng, level, pos, &about(&pos), want_legal);
        }
    }
    let found = search(rng, level, policy, |p| {
        if may_teach(p, concept) {
            Some(Fit::Wanted)
        } else {
            Some(Fit::Acceptable)
        }
    });
    let want_legal = rng.chance(legal_share);
    let mut fallback = None;
    for pos in found.iter().take(JUDGED) {
        let lessons: Vec<(Attempt, bool, &'static str)> = attempts(pos)
            .into_iter()
            .filter_map(|a| lesson_of(pos, a).map(|(legal, c)| (a, legal, c)))
            .collect();
        let about: Vec<_> = lessons.iter().filter(|l| l.2 == concept).copied().collect();
        if about.is_empty() {
            if fallback.is_none() && !lessons.is_empty() {
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
    let (pos, lessons) = pool_lessons();
    made(rng, level, pos, &lessons, want_legal)
}

/// The first built-in position with something to ask (the pool's pins always qualify).
fn pool_lessons() -> (Position, Vec<(Attempt, bool, &'static str)>) {
    for pos in super::pool::positions() {
        let lessons: Vec<_> = attempts(&pos)
            .into_iter()
            .filter_map(|a| lesson_of(&pos, a).map(|(legal, c)| (a, legal, c)))
            .collect();
        if !lessons.is_empty() {
            return (pos, lessons);
        }
    }
    (Position::default(), Vec::new())
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
        crate::rules::sort_short(&mut reasons);
        reasons.dedup();
        let reason = rng.pick(&reasons).unwrap_or("pinned");
        let with: Vec<_> = refused.iter().filter(|l| l.2 == reason).copied().collect();
        rng.pick(&with)
    };
    let Some((a, _, concept)) = pick else {
        let (pool, lessons) = pool_lessons();
        if lessons.is_empty() {
            // Unreachable with the built-in pool; a plain answer rather than a panic.
            return Made {
                pos,
                concept: "king_into_check",
                mv: Some("e1e2".into()),
                answer: Answer::Legal {
                    legal: false,
                    reason: None,
                    choices: Vec::new(),
                    misses: Vec::new(),
                },
            };
        }
        return made(rng, level, pool, &lessons, want_legal);
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
    let misses_of = |codes: &[&'static str]| {
        codes
            .iter()
            .filter_map(|&c| {
                Some((
                    c,
                    crate::tutor::miss(&pos, a.0, a.1, Reason::from_code(c)?)?,
                ))
            })
            .collect()
    };
    let answer = match verdict {
        Verdict::Legal(_) => Answer::Legal {
            legal: true,
            reason: None,
            choices: Vec::new(),
            misses: misses_of(&[concept]),
        },
        Verdict::Refused(r) => {
            let reason = r.reason.code();
            let choices = choices(rng, reason, |code| {
                Reason::from_code(code).is_some_and(|r| reason_holds(&pos, a.0, a.1, r))
            });
            Answer::Legal {
                legal: false,
                reason: Some(reason),
                misses: misses_of(&choices),
                choices,
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

/// The real reason and two or three near misses, shuffled by the seed. A near miss that is
/// also true of the move (`holds`) is not offered: exactly one offered answer is right.
fn choices(rng: &mut Rng, reason: &'static str, holds: impl Fn(&str) -> bool) -> Vec<&'static str> {
    let mut misses: Vec<&'static str> = near_misses(reason)
        .iter()
        .copied()
        .filter(|c| *c != reason && !holds(c))
        .collect();
    // Where the near misses are true of this move too, other reasons make up the number.
    const MORE: [&str; 6] = [
        "not_a_piece_move",
        "path_blocked",
        "king_next_to_king",
        "double_check_king_must_move",
        "pinned",
        "does_not_resolve_check",
    ];
    for c in MORE {
        if misses.len() >= 2 {
            break;
        }
        if c != reason && !misses.contains(&c) && !holds(c) {
            misses.push(c);
        }
    }
    rng.shuffle(&mut misses);
    misses.truncate(2 + rng.below(2));
    misses.push(reason);
    rng.shuffle(&mut misses);
    misses
}

/// Whether `code`, chosen as the answer to "Why not?" about a "legal?" exercise's move, is
/// true of that move.
pub fn why_not_right(ex: &super::Exercise, code: &str) -> bool {
    let (Ok(pos), Some(Ok(uci))) = (
        ex.fen.parse::<Position>(),
        ex.mv.as_deref().map(str::parse::<crate::rules::Uci>),
    ) else {
        return false;
    };
    Reason::from_code(code).is_some_and(|r| reason_holds(&pos, uci.from, uci.to, r))
}
