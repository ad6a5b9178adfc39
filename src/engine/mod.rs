//! The computer opponent: four levels, from random moves with a taste for checks and
//! captures to an alpha-beta search that makes a club player think. It plays on the rules
//! layer's own move generator, and every choice is reproducible from a seed (searches
//! count nodes, not seconds), so a test can replay a game.
//!
//! ```
//! use check_tutor::engine::{choose, Level};
//! use check_tutor::rules::Position;
//! // White mates in one: Qh5xf7.
//! let pos: Position = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
//!     .parse().unwrap();
//! let choice = choose(&pos, &[], Level::Three, 7).unwrap();
//! assert_eq!(choice.mv.uci().to_string(), "h5f7");
//! ```

pub mod eval;
pub mod protocol;
pub mod rng;
mod search;

pub use search::{key_of, Found, Limits, MATE};

use crate::rules::{Move, Position, Role};
pub use rng::Rng;

/// How strongly the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Mostly random legal moves, preferring checks and captures.
    One = 1,
    /// Takes what is hanging and does not leave its queen to be taken.
    Two = 2,
    /// A small alpha-beta search with quiescence.
    Three = 3,
    /// The same search, deeper.
    Four = 4,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::One, Level::Two, Level::Three, Level::Four];

    pub fn number(self) -> u8 {
        self as u8
    }

    pub fn from_number(n: u8) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.number() == n)
    }

    /// The search each level runs (level one does not search).
    pub fn limits(self) -> Limits {
        match self {
            Level::One => Limits {
                max_depth: 0,
                max_nodes: 0,
                noise: 0,
            },
            Level::Two => Limits {
                max_depth: 1,
                max_nodes: 20_000,
                noise: 60,
            },
            Level::Three => Limits {
                max_depth: 3,
                max_nodes: 60_000,
                noise: 15,
            },
            Level::Four => Limits {
                max_depth: 12,
                max_nodes: 250_000,
                noise: 0,
            },
        }
    }
}

/// Level one: any legal move, a check four times and a capture three times as likely as a
/// quiet move, so that a beginner sees checks happen. A pawn that promotes becomes a queen,
/// as a beginner's would: the other pieces are never picked (the queen's move always
/// stands beside them).
fn random_move(pos: &Position, seed: u64) -> Option<Found> {
    let moves = pos.legal_moves();
    let weight = |m: &Move| -> u64 {
        if m.promotion.is_some_and(|r| r != Role::Queen) {
            0
        } else if pos.after(m).is_check() {
            4
        } else if m.is_capture() {
            3
        } else {
            1
        }
    };
    let total: u64 = moves.iter().map(weight).sum();
    let mut pick = Rng::new(seed, 1).below(total as usize) as u64;
    for m in moves.iter() {
        let w = weight(m);
        if pick < w {
            return Some(Found {
                mv: *m,
                score: 0,
                depth: 0,
                nodes: moves.len() as u64,
            });
        }
        pick -= w;
    }
    None
}

/// The computer's move in `pos` at `level`; `history` holds [`key_of`] each earlier
/// position of the game (for repetitions). `None` when there is no legal move.
pub fn choose(pos: &Position, history: &[u64], level: Level, seed: u64) -> Option<Found> {
    if level == Level::One {
        return random_move(pos, seed);
    }
    search::Searcher::new(history, level.limits(), seed).search(pos)
}
