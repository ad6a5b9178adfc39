//! The computer opponent's benchmark: each level against the one below (ENGINE_GAMES games,
//! 100 unless set, colours alternating, fixed seeds), nodes per second, level four's time
//! per move (median, 95th percentile, slowest, how many over a second) and level one's late
//! in a game (after move 40). Run with `cargo bench --bench engine`; the README keeps the
//! figures.

use check_tutor::engine::{choose, key_of, Level};
use check_tutor::rules::{Color, Game, GameStatus, Position, Status};
use std::time::{Duration, Instant};

/// No game here lasts longer; one that does counts as a draw.
const MAX_PLIES: usize = 400;

/// A move's level, the half-move it was chosen at and how long it took.
type Timed = (Level, usize, Duration);

/// A game's result for White: 1, ½ or 0 (in halves: 2, 1, 0).
fn play(white: Level, black: Level, seed: u64, times: &mut Vec<Timed>) -> u32 {
    let mut game = Game::new(Position::starting());
    let mut history = vec![key_of(game.current())];
    for ply in 0..MAX_PLIES {
        match game.status() {
            GameStatus::Position(Status::Ongoing) => {}
            GameStatus::Position(Status::Checkmate) => {
                return if game.current().turn() == Color::White {
                    0
                } else {
                    2
                };
            }
            _ => return 1,
        }
        let pos = *game.current();
        let level = if pos.turn() == Color::White {
            white
        } else {
            black
        };
        let started = Instant::now();
        let Some(found) = choose(&pos, &history, level, seed * 1000 + ply as u64) else {
            return 1;
        };
        times.push((level, ply, started.elapsed()));
        game.play(&found.mv);
        history.push(key_of(game.current()));
    }
    1
}

fn match_up(strong: Level, weak: Level, games: u64, times: &mut Vec<Timed>) -> (u32, u32, u32) {
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    for g in 0..games {
        let strong_white = g % 2 == 0;
        let (white, black) = if strong_white {
            (strong, weak)
        } else {
            (weak, strong)
        };
        let white_score = play(white, black, 7_919 * g + 1, times);
        let score = if strong_white {
            white_score
        } else {
            2 - white_score
        };
        match score {
            2 => wins += 1,
            1 => draws += 1,
            _ => losses += 1,
        }
    }
    (wins, draws, losses)
}

fn nodes_per_second() -> f64 {
    let fens = [
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ];
    let (mut nodes, started) = (0, Instant::now());
    for fen in fens {
        let pos: Position = fen.parse().expect("a test position");
        nodes += choose(&pos, &[], Level::Four, 1).map_or(0, |f| f.nodes);
    }
    nodes as f64 / started.elapsed().as_secs_f64()
}

fn main() {
    let games: u64 = std::env::var("ENGINE_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(100);
    println!(
        "engine: {:.0} nodes per second (level four's search)",
        nodes_per_second()
    );
    println!("| match | games | wins | draws | losses | score |");
    println!("|---|---|---|---|---|---|");
    let mut times = Vec::new();
    for (strong, weak) in [
        (Level::Two, Level::One),
        (Level::Three, Level::Two),
        (Level::Four, Level::Three),
    ] {
        let (w, d, l) = match_up(strong, weak, games, &mut times);
        let score = (f64::from(w) + f64::from(d) / 2.0) / games as f64 * 100.0;
        println!(
            "| level {} v {} | {games} | {w} | {d} | {l} | {score:.0}% |",
            strong.number(),
            weak.number()
        );
    }
    let four = sorted(&times, |l, _| l == Level::Four);
    say("level four", &four);
    // Late in a long game, with many pieces traded and the kings in the open: level one
    // against itself plays long games (up to 400 half-moves).
    for g in 0..games.div_ceil(5) {
        play(Level::One, Level::One, 104_729 * g + 3, &mut times);
    }
    let late_one = sorted(&times, |l, ply| l == Level::One && ply >= 80);
    say("level one after move 40", &late_one);
}

fn sorted(times: &[Timed], keep: impl Fn(Level, usize) -> bool) -> Vec<Duration> {
    let mut kept: Vec<Duration> = times
        .iter()
        .filter(|(l, ply, _)| keep(*l, *ply))
        .map(|(_, _, t)| *t)
        .collect();
    kept.sort();
    kept
}

fn say(what: &str, times: &[Duration]) {
    let (Some(max), false) = (times.last(), times.is_empty()) else {
        return;
    };
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at = |share: f64| times[((times.len() - 1) as f64 * share) as usize];
    let over = times.iter().filter(|t| t.as_secs_f64() > 1.0).count();
    println!(
        "{what}: {} moves, median {:.0} ms, 95th percentile {:.0} ms, slowest {:.0} ms, {over} over 1 s",
        times.len(),
        ms(at(0.5)),
        ms(at(0.95)),
        ms(*max)
    );
}
