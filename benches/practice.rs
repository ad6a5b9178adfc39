//! How long making one practice exercise takes: `cargo bench --bench practice`.
//!
//! For each kind, every level and every concept the kind trains (and none), many seeds;
//! prints the median, the 99th percentile and the slowest generation. The budget is
//! 50 ms per exercise natively, so that the browser (a few times slower) stays quick.

use check_tutor::lessons::practice::{concepts_of, generate, Kind};
use std::time::{Duration, Instant};

const SEEDS: u64 = 400;

fn main() {
    check_tutor::rules::attacks::warm_up();
    println!(
        "{:<10} {:>8} {:>10} {:>10} {:>10}",
        "kind", "runs", "median", "p99", "max"
    );
    let mut worst = Duration::ZERO;
    for kind in Kind::ALL {
        let mut times = Vec::new();
        let concepts: Vec<Option<&str>> = std::iter::once(None)
            .chain(concepts_of(kind).iter().map(|c| Some(*c)))
            .collect();
        for (i, concept) in concepts.iter().enumerate() {
            for seed in 0..SEEDS {
                let level = (seed % 5) as u8;
                let t = Instant::now();
                std::hint::black_box(generate(kind, seed * 31 + i as u64, level, *concept));
                times.push(t.elapsed());
            }
        }
        times.sort();
        let ms = |d: Duration| format!("{:.3} ms", d.as_secs_f64() * 1000.0);
        let max = times[times.len() - 1];
        worst = worst.max(max);
        println!(
            "{:<10} {:>8} {:>10} {:>10} {:>10}",
            kind.code(),
            times.len(),
            ms(times[times.len() / 2]),
            ms(times[times.len() * 99 / 100]),
            ms(max)
        );
    }
    println!(
        "slowest of all: {:.3} ms (budget 50 ms)",
        worst.as_secs_f64() * 1000.0
    );
}
