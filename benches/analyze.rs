//! How long `validate` takes (the heart of `tutor analyze` and the editor's verdict):
//! `cargo bench --bench analyze`.
//!
//! Typical positions come from random games played from the start with a fixed seed;
//! worst cases are the impossible positions, positions whose retraction search
//! runs deep, and the slowest of many random boards. Times are the median of repeated
//! runs of each position.

use check_tutor::rules::{attacks, Position};
use std::time::{Duration, Instant};

/// SplitMix64, as in the tests: fixed seeds keep runs identical.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }
}

/// The median time of `runs` calls of `validate` on `pos`.
fn time(pos: &Position, runs: usize) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            std::hint::black_box(pos.validate());
            t.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn game_positions(games: usize, rng: &mut Rng) -> Vec<Position> {
    let mut out = Vec::new();
    for _ in 0..games {
        let mut pos = Position::starting();
        for _ in 0..200 {
            out.push(pos);
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            // Half the moves are captures when there are any, so games reach endgames.
            let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).collect();
            let m = if !captures.is_empty() && rng.below(2) == 0 {
                *captures[rng.below(captures.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            pos.play(&m);
        }
    }
    out
}

fn random_board(rng: &mut Rng) -> Option<Position> {
    let mut board = [None::<char>; 64];
    let kings = (rng.below(64), rng.below(64));
    if kings.0 == kings.1 {
        return None;
    }
    board[kings.0] = Some('K');
    board[kings.1] = Some('k');
    for _ in 0..rng.below(24) {
        let sq = rng.below(64);
        let piece = b"PNBRQpnbrqPPpp"[rng.below(14)] as char;
        if board[sq].is_none() && (!piece.eq_ignore_ascii_case(&'p') || (8..56).contains(&sq)) {
            board[sq] = Some(piece);
        }
    }
    let mut fen = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board[rank * 8 + file] {
                Some(c) => {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    fen.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen.push_str(if rng.below(2) == 0 {
        " w - - 0 1"
    } else {
        " b - - 0 1"
    });
    fen.parse().ok()
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

fn main() {
    attacks::warm_up();
    let mut rng = Rng(2024);

    let typical = game_positions(100, &mut rng);
    let mut times: Vec<Duration> = typical.iter().map(|p| time(p, 5)).collect();
    times.sort();
    let pick = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!("validate, {} positions from random games:", times.len());
    println!(
        "  median {}, 99th percentile {}, slowest {}",
        ms(pick(0.5)),
        ms(pick(0.99)),
        ms(pick(1.0))
    );

    println!("the issue's positions and deep retractions (median of 21 runs):");
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1",
        "7b/6p1/3k4/8/8/2K5/8/8 w - - 0 1",
        "3k1b1K/4ppp1/7p/8/8/8/8/8 w - - 0 1",
        "rnbqkbnr/ppp2ppp/4p3/3P4/3p4/4P3/PPP2PPP/RNBQKBNR b - - 0 1",
        "r3k3/ppp1p1pp/8/8/8/8/8/R1R1K2R b q - 0 1",
        "Knrk4/BpppRp2/1p2p3/8/8/8/8/8 b - - 0 1",
        "krb5/pp1p1p2/4p3/8/8/8/PP1P4/KRB5 w - - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ] {
        let pos: Position = fen.parse().expect("bench FEN");
        let codes: Vec<&str> = pos.validate().iter().map(|e| e.code()).collect();
        println!("  {:>9}  {fen}  {codes:?}", ms(time(&pos, 21)));
    }

    // One-off timings on a shared machine are noisy: the twenty slowest boards are timed
    // again, 21 runs each, and the slowest of those medians is the worst case.
    let mut timed: Vec<(Duration, Position)> = Vec::new();
    let mut boards = 0;
    while boards < 20_000 {
        let Some(pos) = random_board(&mut rng) else {
            continue;
        };
        boards += 1;
        timed.push((time(&pos, 3), pos));
    }
    timed.sort_by_key(|t| std::cmp::Reverse(t.0));
    let (worst, pos) = timed
        .iter()
        .take(20)
        .map(|(_, pos)| (time(pos, 21), pos))
        .max_by_key(|t| t.0)
        .expect("boards were timed");
    let codes: Vec<&str> = pos.validate().iter().map(|e| e.code()).collect();
    println!(
        "slowest of {boards} random boards: {}  {}  {codes:?}",
        ms(worst),
        pos.fen()
    );
}
