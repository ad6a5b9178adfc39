//! Nothing a user can type may crash the rules engine. Random bytes, random text from the
//! alphabet of FEN, SAN and UCI, random boards, and mutations of real FENs (characters
//! deleted, inserted or replaced, fields swapped, dropped or repeated, huge numbers,
//! Unicode, odd whitespace) go through every parser; every FEN that parses, however
//! impossible the position, goes through `validate`, move generation, SAN, the status,
//! the FEN round trip and perft(2).
//!
//! Each input runs under `catch_unwind`, so a failure names every input that panicked.

use check_tutor::rules::{san, Color, Position, Uci};
use std::panic::{catch_unwind, AssertUnwindSafe};

mod common;
use common::SplitMix;

/// Full size under `cargo test --release` (a few seconds); a tenth in unoptimised builds,
/// which still run with overflow checks on.
const SCALE: usize = if cfg!(debug_assertions) { 10 } else { 1 };

const REAL_FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    // En passant available, and en passant that would expose the king on the rank.
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
    // Fool's mate, a stalemate, bare kings.
    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    "8/8/4k3/8/8/3K4/8/8 w - - 0 1",
];

const SANS: &[&str] = &[
    "e4", "Nf3", "O-O", "O-O-O", "0-0", "exd6", "e8=Q", "e8Q", "bxa8=N+", "Qh4#", "Nbd7", "R1e2",
    "Qh4xe1", "Kxe2", "a1", "Bb5+", "Rxe8#", "d5!?",
];

/// Characters of FEN, SAN and UCI, some lookalikes and separators.
const ASCII_ALPHABET: &[u8] = b"pnbrqkPNBRQK12345678/ wb-KQkqabcdefgh09x=+#O!?\t\n";

/// Text that has broken parsers elsewhere: non-ASCII digits and letters, wide characters,
/// control characters, numbers beyond any counter.
const ODD_PIECES: &[&str] = &[
    "é",
    "♔",
    "♟",
    "\u{0}",
    "\u{7f}",
    "\u{feff}",
    "\u{200b}",
    "٣",
    "８",
    "Ｋ",
    "ｗ",
    "\u{2028}",
    "\u{a0}",
    "\r\n",
    "𝟘",
    "ß",
    "ǅ",
    "4294967295",
    "4294967296",
    "18446744073709551616",
    "99999999999999999999999999999999",
    "-1",
    "+3",
    "0",
    "00",
    "-0",
    "1e9",
    "0x10",
];

/// Everything the engine offers, on a position that parsed: none of it may panic.
fn exercise_position(pos: &Position) {
    let errors = pos.validate();
    for e in &errors {
        let _ = (e.code(), e.squares());
    }
    let legal = errors.is_empty();
    let moves = pos.legal_moves();
    let _ = (pos.status(), pos.checkers(), pos.check_kind(), pos.pinned());
    let _ = (pos.pins_of(Color::White), pos.pins_of(Color::Black));
    let _ = (pos.is_insufficient_material(), pos.legal_ep_square());
    let _ = pos.repetition_key();
    let _ = pos.last_moves_explaining_check();
    // On crowded boards SAN is tried on every fourth move only, to keep the run short.
    let step = if moves.len() > 48 { 4 } else { 1 };
    for m in moves.iter().step_by(step) {
        let text = san::write(pos, m);
        let back = san::parse(pos, &text);
        // In a position that could arise in a game, SAN must name exactly this move.
        if legal {
            assert_eq!(back, Ok(*m), "SAN {text} in {}", pos.fen());
        }
        let after = pos.after(m);
        let _ = (pos.move_check(m), after.fen(), after.status());
        let _ = m.uci().to_string().parse::<Uci>();
    }
    let fen = pos.fen();
    assert_eq!(
        fen.parse::<Position>().as_ref(),
        Ok(pos),
        "fen() of a parsed position must read back as the same position"
    );
    let _ = pos.perft(2);
}

/// One input through every parser.
fn exercise_text(text: &str, positions: &[Position]) -> bool {
    let parsed = text.parse::<Position>();
    if let Ok(pos) = &parsed {
        exercise_position(pos);
    }
    if let Ok(uci) = text.parse::<Uci>() {
        for pos in positions {
            let _ = pos.find_move(uci.from, uci.to, uci.promotion);
        }
    }
    for pos in positions {
        let _ = san::parse(pos, text);
    }
    parsed.is_ok()
}

fn random_bytes(rng: &mut SplitMix) -> String {
    let len = rng.below(96);
    let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
    if rng.chance(50) {
        String::from_utf8_lossy(&bytes).into_owned()
    } else {
        // Every byte as a char: Latin-1 text, valid UTF-8 of a different shape.
        bytes.iter().map(|&b| char::from(b)).collect()
    }
}

fn random_alphabet_text(rng: &mut SplitMix) -> String {
    let len = rng.below(80);
    (0..len)
        .map(|_| char::from(*rng.pick(ASCII_ALPHABET)))
        .collect()
}

/// A FEN with every field well formed but the board random: extra kings, no kings, pawns
/// on the back ranks, dozens of queens, castling rights and en passant squares that make
/// no sense. These parse, so they reach move generation.
fn random_board_fen(rng: &mut SplitMix) -> String {
    let pieces = b"PNBRQKpnbrqk";
    let density = rng.below(61);
    let mut fen = String::new();
    for rank in 0..8 {
        let mut empty = 0;
        for _ in 0..8 {
            if rng.chance(density) {
                if empty > 0 {
                    fen.push(char::from(b'0' + empty));
                    empty = 0;
                }
                fen.push(char::from(*rng.pick(pieces)));
            } else {
                empty += 1;
            }
        }
        if empty > 0 {
            fen.push(char::from(b'0' + empty));
        }
        if rank < 7 {
            fen.push('/');
        }
    }
    fen.push_str(if rng.chance(50) { " w " } else { " b " });
    let castling: String = "KQkq".chars().filter(|_| rng.chance(50)).collect();
    fen.push_str(if castling.is_empty() { "-" } else { &castling });
    if rng.chance(50) {
        fen.push_str(" -");
    } else {
        let file = char::from(b'a' + rng.below(8) as u8);
        let rank = *rng.pick(&['3', '6', '3', '6', '1', '4', '5', '8']);
        fen.push_str(&format!(" {file}{rank}"));
    }
    let half = *rng.pick(&[0u64, 1, 99, 100, 149, 150, 151, 4_294_967_295]);
    let full = *rng.pick(&[1u64, 2, 100, 4_294_967_295]);
    fen.push_str(&format!(" {half} {full}"));
    fen
}

fn mutate(rng: &mut SplitMix, seed: &str) -> String {
    let mut chars: Vec<char> = seed.chars().collect();
    // Mostly one change, so that many mutants still parse and reach the engine.
    let changes = if rng.chance(60) { 1 } else { 2 + rng.below(3) };
    for _ in 0..changes {
        match rng.below(9) {
            0 if !chars.is_empty() => {
                let i = rng.below(chars.len());
                chars.remove(i);
            }
            1 => {
                let i = rng.below(chars.len() + 1);
                chars.insert(i, char::from(*rng.pick(ASCII_ALPHABET)));
            }
            2 if !chars.is_empty() => {
                let i = rng.below(chars.len());
                chars[i] = char::from(*rng.pick(ASCII_ALPHABET));
            }
            3 => {
                let i = rng.below(chars.len() + 1);
                let odd: Vec<char> = rng.pick(ODD_PIECES).chars().collect();
                chars.splice(i..i, odd);
            }
            4 | 5 => {
                // Work on whole fields: swap, drop, repeat, or replace one by odd text.
                let text: String = chars.iter().collect();
                let mut fields: Vec<String> =
                    text.split(' ').map(str::to_string).collect::<Vec<_>>();
                let n = fields.len();
                let (i, j) = (rng.below(n), rng.below(n));
                match rng.below(4) {
                    0 => fields.swap(i, j),
                    1 => {
                        fields.remove(i);
                    }
                    2 => {
                        let f = fields[i].clone();
                        fields.insert(j, f);
                    }
                    _ => fields[i] = rng.pick(ODD_PIECES).to_string(),
                }
                chars = fields.join(" ").chars().collect();
            }
            6 => {
                // Truncate.
                let i = rng.below(chars.len() + 1);
                chars.truncate(i);
            }
            7 => {
                // Odd whitespace between fields.
                let ws = *rng.pick(&["  ", "\t", "\n", " \u{a0}", "\u{3000}", ""]);
                let text: String = chars.iter().collect();
                chars = text.replacen(' ', ws, 1 + rng.below(3)).chars().collect();
            }
            _ => {
                // Swap two ranks of the board, or duplicate one.
                let text: String = chars.iter().collect();
                let mut ranks: Vec<String> = text.split('/').map(str::to_string).collect();
                let n = ranks.len();
                let (i, j) = (rng.below(n), rng.below(n));
                if rng.chance(50) {
                    ranks.swap(i, j);
                } else {
                    let r = ranks[i].clone();
                    ranks.insert(j, r);
                }
                chars = ranks.join("/").chars().collect();
            }
        }
    }
    chars.into_iter().collect()
}

/// Runs `count` inputs from `make` and prints how many parsed as positions; fails naming
/// every input that panicked.
fn run(name: &str, count: usize, seed: u64, mut make: impl FnMut(&mut SplitMix) -> String) {
    let positions: Vec<Position> = REAL_FENS
        .iter()
        .take(4)
        .map(|f| f.parse().expect("reference FEN parses"))
        .collect();
    let mut rng = SplitMix(seed);
    let mut parsed = 0;
    let mut failures = Vec::new();
    for _ in 0..count / SCALE {
        let text = make(&mut rng);
        match catch_unwind(AssertUnwindSafe(|| exercise_text(&text, &positions))) {
            Ok(true) => parsed += 1,
            Ok(false) => {}
            Err(_) => failures.push(text),
        }
    }
    println!(
        "{name}: {} inputs, {parsed} parsed as positions",
        count / SCALE
    );
    assert!(
        failures.is_empty(),
        "{name}: {} inputs panicked, first ones: {:?}",
        failures.len(),
        &failures[..failures.len().min(10)]
    );
}

#[test]
fn random_bytes_never_crash_the_parsers() {
    run("random bytes", 60_000, 11, random_bytes);
}

#[test]
fn random_fen_alphabet_text_never_crashes_the_parsers() {
    run("FEN-alphabet text", 60_000, 12, random_alphabet_text);
}

#[test]
fn any_board_that_parses_survives_validation_move_generation_and_perft() {
    run("random boards", 20_000, 13, random_board_fen);
}

#[test]
fn mutated_real_fens_never_crash_the_parsers() {
    run("mutated FENs", 60_000, 14, |rng| {
        let seed = *rng.pick(REAL_FENS);
        mutate(rng, seed)
    });
}

#[test]
fn random_and_mutated_san_and_uci_never_crash_the_move_readers() {
    run("SAN and UCI text", 40_000, 15, |rng| {
        if rng.chance(50) {
            let seed = *rng.pick(SANS);
            mutate(rng, seed)
        } else {
            let len = rng.below(8);
            (0..len)
                .map(|_| char::from(*rng.pick(b"KQRBNPabcdefgh12345678x=+#O0-qrbnk")))
                .collect()
        }
    });
}
