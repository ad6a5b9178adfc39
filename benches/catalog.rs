//! How long the Fluent catalogs take to word one explanation, in each language:
//! `cargo bench --bench catalog`. Budget (issue 41): 1 ms for one explanation.
//!
//! The explanations are every refusal, legal-move sentence, check report and ending the
//! tutor gives in positions from random games (fixed seed), each worded whole (every
//! message of it, as the page shows it). Native code: the browser's WebAssembly is slower
//! (the first switch to a language, measured by `scripts/browser-bench languages`, is the
//! figure that includes it).

use check_tutor::rules::{Position, Square};
use check_tutor::tutor::{
    describe_check, explain_ending, explain_move, Catalog, Lang, Message, Verdict,
};
use std::time::{Duration, Instant};

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

/// Explanations (each a list of messages) from positions of random games.
fn explanations() -> Vec<Vec<Message>> {
    let mut rng = Rng(41);
    let mut out = Vec::new();
    for _ in 0..6 {
        let mut pos = Position::starting();
        for ply in 0..160 {
            if ply % 8 == 0 {
                out.extend(describe_check(&pos).map(|c| c.messages));
                out.extend(explain_ending(&pos).map(|e| e.messages().to_vec()));
                // A few tries per position: from each of its pieces to a random square.
                for (from, _) in pos.board().pieces().filter(|(_, p)| p.color == pos.turn()) {
                    let Some(to) = Square::new(rng.below(64) as u8) else {
                        continue;
                    };
                    match explain_move(&pos, from, to, None) {
                        Verdict::Refused(r) => out.push(vec![r.message]),
                        Verdict::Legal(l) => out.push(vec![l.message]),
                    }
                }
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play(&moves[rng.below(moves.len())]);
        }
    }
    out
}

fn main() {
    let explanations = explanations();
    println!(
        "{} explanations from random games; each worded whole, median of 5 runs",
        explanations.len()
    );
    println!("  language   median      95th      worst   (budget 1 ms)");
    let mut over = false;
    for lang in Lang::ALL {
        let catalog = Catalog::builtin(lang);
        let mut times: Vec<Duration> = explanations
            .iter()
            .map(|messages| {
                let mut runs: Vec<Duration> = (0..5)
                    .map(|_| {
                        let t = Instant::now();
                        for m in messages {
                            std::hint::black_box(m.say(&catalog));
                        }
                        t.elapsed()
                    })
                    .collect();
                runs.sort();
                runs[2]
            })
            .collect();
        times.sort();
        let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
        let worst = times[times.len() - 1];
        over |= worst > Duration::from_millis(1);
        println!(
            "  {:<8} {:>8.1} µs {:>8.1} µs {:>8.1} µs",
            lang.code(),
            at(0.5).as_secs_f64() * 1e6,
            at(0.95).as_secs_f64() * 1e6,
            worst.as_secs_f64() * 1e6
        );
    }
    if over {
        println!("OVER: an explanation took more than 1 ms");
        std::process::exit(1);
    }
}
