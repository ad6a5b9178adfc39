//! Helpers shared by the native test files (`mod common;`). Not every file uses each one.
#![allow(dead_code)]

use check_tutor::rules::{Position, Square};

pub mod cli;

/// SplitMix64: tiny, fast and good enough to pick moves and mutate inputs; fixed seeds keep
/// runs identical.
pub struct SplitMix(pub u64);

impl SplitMix {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }
    /// One of `items` (not empty).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// A position that could arise in a game.
pub fn real(fen: &str) -> Position {
    let pos: Position = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
    let errors: Vec<&str> = pos.validate().iter().map(|e| e.code()).collect();
    assert!(
        errors.is_empty(),
        "{fen} should be reachable, got {errors:?}"
    );
    pos
}

pub fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|_| panic!("bad square {name}"))
}
