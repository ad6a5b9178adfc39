//! Perft speed against shakmaty and cozy-chess: `cargo bench --bench perft`.
//!
//! All three count the same way: at depth 1 the legal moves are generated and counted, not
//! played ("bulk counting"); above it each move is played on a copy of the position. For
//! ours that is `Position::perft`; for shakmaty the function below, which is the same code
//! as `shakmaty::perft`; for cozy-chess the bulk-counting perft of its own example, summing
//! the sizes of the per-piece move sets that `generate_moves` hands out. Each count is
//! checked against the known value; the time shown is the best of three runs.
//!
//! The first thing measured, in this fresh process, is how long our slider tables take to
//! build (`attacks::warm_up`); shakmaty's and cozy-chess's are built at compile time.

use check_tutor::rules::{attacks, Position};
use shakmaty::{CastlingMode, Chess, Position as _};
use std::time::{Duration, Instant};

const RUNS: usize = 3;

struct Case {
    name: &'static str,
    fen: &'static str,
    depth: u32,
    nodes: u64,
}

const CASES: [Case; 2] = [
    Case {
        name: "start",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 6,
        nodes: 119_060_324,
    },
    Case {
        name: "kiwipete",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 5,
        nodes: 193_690_690,
    },
];

fn shakmaty_perft(pos: &Chess, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(*m);
            shakmaty_perft(&child, depth - 1)
        })
        .sum()
}

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => nodes = 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut child = board.clone();
                    child.play_unchecked(mv);
                    nodes += cozy_perft(&child, depth - 1);
                }
                false
            });
        }
    }
    nodes
}

/// Best time of `RUNS` runs of `count`, which must return `expected` every time.
fn best_of(label: &str, expected: u64, mut count: impl FnMut() -> u64) -> Duration {
    let mut best = Duration::MAX;
    for _ in 0..RUNS {
        let start = Instant::now();
        let nodes = std::hint::black_box(count());
        let took = start.elapsed();
        assert_eq!(nodes, expected, "{label}: wrong node count");
        best = best.min(took);
    }
    best
}

/// `PERFT_ONLY=ours|shakmaty|cozy`: one engine, two plies shallower, no timing. For counting
/// instructions under `valgrind --tool=callgrind` (scripts/perft-instructions), which, unlike
/// seconds, do not depend on what else the machine is doing.
#[inline(never)]
fn only(engine: &str) {
    for case in &CASES {
        let depth = case.depth - 2;
        let nodes = match engine {
            "ours" => case.fen.parse::<Position>().expect("FEN").perft(depth),
            "shakmaty" => {
                let pos: Chess = case
                    .fen
                    .parse::<shakmaty::fen::Fen>()
                    .expect("FEN")
                    .into_position(CastlingMode::Standard)
                    .expect("position");
                shakmaty_perft(&pos, depth)
            }
            _ => cozy_perft(&case.fen.parse().expect("FEN"), depth),
        };
        println!("{engine} {} depth {depth}: {nodes}", case.name);
    }
}

fn main() {
    if let Ok(engine) = std::env::var("PERFT_ONLY") {
        // Built first, outside `only`, so that callgrind counts the perft calls alone (the
        // build is reported apart).
        attacks::warm_up();
        return only(&engine);
    }
    let start = Instant::now();
    let entries = attacks::warm_up();
    let warm_up = start.elapsed();
    println!(
        "attack tables built at start-up: {:.1} µs ({entries} slider entries)\n",
        warm_up.as_secs_f64() * 1e6
    );

    println!(
        "{:<10} {:<9} {:>12} {:>9} {:>9}",
        "engine", "position", "nodes", "seconds", "Mnps"
    );
    let mut ratios = Vec::new();
    for case in &CASES {
        let ours: Position = case.fen.parse().expect("reference FEN parses");
        let theirs: Chess = case
            .fen
            .parse::<shakmaty::fen::Fen>()
            .expect("shakmaty reads the FEN")
            .into_position(CastlingMode::Standard)
            .expect("shakmaty accepts the position");
        let cozy: cozy_chess::Board = case.fen.parse().expect("cozy-chess reads the FEN");
        let depth = case.depth;

        let times = [
            ("ours", best_of("ours", case.nodes, || ours.perft(depth))),
            (
                "shakmaty",
                best_of("shakmaty", case.nodes, || shakmaty_perft(&theirs, depth)),
            ),
            (
                "cozy",
                best_of("cozy", case.nodes, || cozy_perft(&cozy, depth)),
            ),
        ];
        for (engine, t) in &times {
            let secs = t.as_secs_f64();
            println!(
                "{:<10} {:<9} {:>12} {:>9.3} {:>9.1}",
                engine,
                format!("{} d{}", case.name, depth),
                case.nodes,
                secs,
                case.nodes as f64 / secs / 1e6
            );
        }
        let secs = |i: usize| times[i].1.as_secs_f64();
        ratios.push((case.name, secs(0) / secs(1), secs(0) / secs(2)));
    }
    println!("\ntime ratios (<= 1.0: ours as fast or faster)");
    println!(
        "{:<10} {:>14} {:>14}",
        "position", "ours/shakmaty", "ours/cozy"
    );
    for (name, vs_shakmaty, vs_cozy) in ratios {
        println!("{name:<10} {vs_shakmaty:>14.2} {vs_cozy:>14.2}");
    }
}
