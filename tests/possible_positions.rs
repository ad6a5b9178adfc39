//! Never a false "impossible": every position reached by legal play from the start must be
//! judged possible, whatever the retro-analysis (pawn structure, trapped pieces, parity,
//! retraction) thinks of it. A wrong "impossible" shown to a teacher is far worse than a
//! miss.
//!
//! The games are random with a fixed seed, in styles that drive play where the reasoning
//! is most delicate: plain random moves, captures first (long games that empty the
//! board), pawns racing to promote (under-promotions included), and games that take
//! castling and en passant whenever they can, and pawns that take whatever they can (the
//! captures a pawn off its file must have made, with few units yet gone). `tests/differential.rs` checks the same
//! property on its own games while comparing every rule with shakmaty.

use check_tutor::rules::{Bitboard, Move, MoveKind, Position, Role};
use std::time::Instant;

mod common;
use common::SplitMix;

/// The full count under `cargo test --release`; a twentieth in unoptimised builds.
const SCALE: usize = if cfg!(debug_assertions) { 20 } else { 1 };

#[derive(Clone, Copy, Debug)]
enum Style {
    Random,
    Captures,
    Promotions,
    CastleAndEnPassant,
    /// Pawns take whatever they can and otherwise mostly push: pawns leave their files
    /// early, while few units are gone and many pieces are still walled in at home.
    PawnCaptures,
}

#[derive(Default, Debug)]
struct Tally {
    games: usize,
    positions: usize,
    captures: usize,
    promotions: usize,
    under_promotions: usize,
    castles: usize,
    en_passant: usize,
    /// Positions with a surplus piece (a second queen, a third rook...) on the board.
    with_surplus: usize,
}

fn choose(moves: &[Move], rng: &mut SplitMix, style: Style) -> Move {
    let pick = |rng: &mut SplitMix, filter: &dyn Fn(&Move) -> bool| -> Option<Move> {
        let chosen: Vec<Move> = moves.iter().copied().filter(|m| filter(m)).collect();
        (!chosen.is_empty()).then(|| chosen[rng.below(chosen.len())])
    };
    let preferred = match style {
        Style::Random => None,
        Style::Captures if rng.chance(85) => pick(rng, &|m| m.is_capture()),
        // Pawns race to promote.
        Style::Promotions if rng.chance(90) => {
            pick(rng, &|m| m.promotion.is_some()).or_else(|| pick(rng, &|m| m.role == Role::Pawn))
        }
        Style::CastleAndEnPassant => {
            pick(rng, &|m| m.is_castle() || m.kind == MoveKind::EnPassant).or_else(|| {
                if rng.chance(50) {
                    // Minor pieces and queens leave the back rank, clearing the way to
                    // castle.
                    pick(rng, &|m| {
                        matches!(m.role, Role::Knight | Role::Bishop | Role::Queen)
                            && Bitboard::BACKRANKS.contains(m.from)
                    })
                } else if rng.chance(40) {
                    // Double steps make en passant possible for the other side.
                    pick(rng, &|m| m.kind == MoveKind::DoublePush)
                } else {
                    None
                }
            })
        }
        Style::PawnCaptures => {
            pick(rng, &|m| m.role == Role::Pawn && m.is_capture()).or_else(|| {
                if rng.chance(70) {
                    pick(rng, &|m| m.role == Role::Pawn)
                } else {
                    None
                }
            })
        }
        _ => None,
    };
    preferred.unwrap_or_else(|| moves[rng.below(moves.len())])
}

fn play(style: Style, games: usize, seed: u64, tally: &mut Tally) {
    for game in 0..games {
        let mut rng = SplitMix(seed.wrapping_mul(7_919).wrapping_add(game as u64));
        let mut pos = Position::starting();
        tally.games += 1;
        for _ in 0..300 {
            let errors: Vec<&str> = pos.validate().iter().map(|e| e.code()).collect();
            assert!(
                errors.is_empty(),
                "{} arose in a {style:?} game but validate() says {errors:?}",
                pos.fen()
            );
            tally.positions += 1;
            if pos.board().queens().count() > 2
                || (pos.board().rooks().count() > 4)
                || (pos.board().knights().count() > 4)
            {
                tally.with_surplus += 1;
            }
            if pos.status().is_over() {
                break;
            }
            let moves = pos.legal_moves();
            let m = choose(&moves, &mut rng, style);
            tally.captures += usize::from(m.is_capture());
            tally.castles += usize::from(m.is_castle());
            tally.en_passant += usize::from(m.kind == MoveKind::EnPassant);
            if let Some(role) = m.promotion {
                tally.promotions += 1;
                tally.under_promotions += usize::from(role != Role::Queen);
            }
            pos.play(&m);
        }
    }
}

#[test]
fn every_position_reached_by_play_is_judged_possible() {
    let started = Instant::now();
    let mut tally = Tally::default();
    play(Style::Random, 200 / SCALE, 11, &mut tally);
    play(Style::Captures, 250 / SCALE, 12, &mut tally);
    play(Style::Promotions, 250 / SCALE, 13, &mut tally);
    play(Style::CastleAndEnPassant, 300 / SCALE, 14, &mut tally);
    play(Style::PawnCaptures, 300 / SCALE, 15, &mut tally);
    let elapsed = started.elapsed();
    println!(
        "{tally:#?}\n{:.1} µs a position",
        elapsed.as_secs_f64() * 1e6 / tally.positions as f64
    );
    assert!(
        tally.positions >= 100_000 / SCALE,
        "only {} positions",
        tally.positions
    );
    if SCALE == 1 {
        assert!(tally.promotions > 1_000 && tally.under_promotions > 100);
        assert!(tally.castles > 300 && tally.en_passant > 200);
        assert!(tally.with_surplus > 1_000);
    }
}
