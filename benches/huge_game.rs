//! Undo and Redo on a game of 400,000 half-moves (issue 18): `cargo bench --bench
//! huge_game`. Each step is what the play page does per action: copy the state (Yew's
//! reducer works on a copy), act, word the status line, take the moves the list shows
//! and write the last, unfinished part of the PGN box (finished parts are kept).

use check_tutor::rules::pgn;
use check_tutor::tutor::Play;
use std::time::{Duration, Instant};

fn step(p: &Play, undo: bool) -> Play {
    let mut s = p.clone();
    if undo {
        s.undo();
    } else {
        s.redo();
    }
    let _ = s.status_message().english();
    let _ = s.recent_sans(300);
    let game = s.game();
    let _ = pgn::header(game);
    let _ = pgn::movetext(&game.recent(game.len() % 512), Some(pgn::result(game)));
    s
}

fn main() {
    let mut text = String::new();
    for i in 0..100_000 {
        text.push_str(&format!("{}. Nf3 Nf6 {}. Ng1 Ng8 ", 2 * i + 1, 2 * i + 2));
    }
    let t = Instant::now();
    let game = pgn::read(&text).expect("the shuffle reads");
    let mut p = Play::from_game(&game);
    p.to_end();
    println!(
        "read 400,000 half-moves and go to the end: {:?}",
        t.elapsed()
    );
    let t = Instant::now();
    let _ = pgn::write(p.game());
    println!(
        "the whole PGN, SAN written for the first time: {:?}",
        t.elapsed()
    );
    let mut times: Vec<Duration> = Vec::new();
    for i in 0..2_000 {
        let t = Instant::now();
        p = step(&p, i < 1_000);
        times.push(t.elapsed());
    }
    times.sort();
    println!(
        "undo or redo at the end of it: median {:?}, slowest {:?}",
        times[times.len() / 2],
        times[times.len() - 1]
    );
}
