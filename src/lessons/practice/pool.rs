//! A few positions built in, for when play turns up nothing in budget: each kind takes the
//! ones its filter accepts. Every one could arise in a game (tests/practice.rs checks).

use crate::rules::Position;

const POOL: [&str; 16] = [
    // Single checks.
    "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1",
    "4k3/8/8/8/1b6/8/5P2/2N1K3 w - - 0 1",
    // Double checks: a knight moved off the rook's line.
    "4k3/8/8/8/8/5n2/8/4K2r w - - 0 1",
    "4k3/8/8/1B6/8/8/8/4RK2 b - - 0 1",
    // Pins.
    "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1",
    "4k3/8/8/8/4b3/8/2N5/1K6 w - - 0 1",
    // Mates.
    "R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1",
    "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1",
    // Stalemates.
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    "k7/8/1Q6/8/8/8/8/7K b - - 0 1",
    // Castling through and into check.
    "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1",
    "r3k2r/8/8/8/8/8/8/2R1K3 b kq - 0 1",
    // En passant: not available, and one that would expose the king along the rank.
    "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1",
    "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1",
    // Kings facing each other.
    "8/8/8/3k4/8/3K4/8/8 w - - 0 1",
    "8/8/4k3/8/8/3NK3/8/8 w - - 0 1",
];

/// The built-in positions (each parses; a broken one is skipped rather than panicking).
pub(super) fn positions() -> Vec<Position> {
    POOL.iter().filter_map(|fen| fen.parse().ok()).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_pool_position_could_arise_in_a_game() {
        for fen in super::POOL {
            let pos: crate::rules::Position = fen.parse().unwrap();
            let errors: Vec<&str> = pos.validate().iter().map(|e| e.code()).collect();
            assert!(errors.is_empty(), "{fen}: {errors:?}");
        }
    }
}
