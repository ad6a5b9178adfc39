//! What the page asks the computer opponent's worker and what the worker answers: plain
//! data read and written with serde on both sides, so the worker's whole answer can be
//! tested natively ([`answer`]).

use super::{choose, key_of, Level};
use crate::rules::Position;
use serde::{Deserialize, Serialize};

/// A request for the computer's move in a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// Set by the page; the answer carries it back, so a stale answer can be told apart.
    pub id: u32,
    /// The game's first position, as FEN.
    pub start: String,
    /// The moves played since, in UCI (`e2e4`, `e7e8q`).
    pub moves: Vec<String>,
    /// 1 to 4 ([`Level`]).
    pub level: u8,
    /// The game's seed; each move mixes in how many moves came before it, so a game replays
    /// move for move.
    pub seed: u32,
}

/// What the worker says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reply {
    /// The worker has started and takes requests.
    Ready,
    /// The move chosen, in UCI.
    Move { id: u32, uci: String },
    /// The game is over: there is no legal move.
    NoMove { id: u32 },
    /// The request made no sense (a bad FEN, an illegal move, an unknown level).
    Failed { id: u32, why: String },
}

/// The seed of the move after `plies` moves of a game seeded with `seed`.
pub fn move_seed(seed: u32, plies: usize) -> u64 {
    u64::from(seed) << 32 | plies as u64
}

/// The worker's answer to `request`.
pub fn answer(request: &Request) -> Reply {
    let id = request.id;
    let failed = |why: String| Reply::Failed { id, why };
    let Some(level) = Level::from_number(request.level) else {
        return failed(format!("there is no level {}", request.level));
    };
    let mut pos: Position = match request.start.parse() {
        Ok(p) => p,
        Err(e) => return failed(format!("the start position does not read: {e}")),
    };
    let mut history = Vec::with_capacity(request.moves.len());
    for (n, text) in request.moves.iter().enumerate() {
        let legal = pos.legal_moves();
        let Some(m) = legal.iter().find(|m| m.uci().to_string() == *text) else {
            return failed(format!("move {} ({text}) is not legal there", n + 1));
        };
        history.push(key_of(&pos));
        pos = pos.after(m);
    }
    match choose(
        &pos,
        &history,
        level,
        move_seed(request.seed, request.moves.len()),
    ) {
        Some(found) => Reply::Move {
            id,
            uci: found.mv.uci().to_string(),
        },
        None => Reply::NoMove { id },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(moves: &[&str], level: u8) -> Request {
        Request {
            id: 7,
            start: Position::starting().fen(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            level,
            seed: 99,
        }
    }

    #[test]
    fn answers_with_a_legal_move_and_its_id() {
        let reply = answer(&request(&["e2e4", "e7e5"], 2));
        let Reply::Move { id, uci } = reply else {
            panic!("expected a move, got {reply:?}");
        };
        assert_eq!(id, 7);
        let mut pos = Position::starting();
        for text in ["e2e4", "e7e5"] {
            let m = pos
                .legal_moves()
                .iter()
                .find(|m| m.uci().to_string() == text)
                .copied();
            pos = pos.after(&m.unwrap());
        }
        assert!(pos.legal_moves().iter().any(|m| m.uci().to_string() == uci));
    }

    #[test]
    fn the_same_request_gets_the_same_move() {
        for level in 1..=3 {
            let r = request(&["d2d4"], level);
            assert_eq!(answer(&r), answer(&r), "level {level}");
        }
    }

    #[test]
    fn mate_is_taken_and_a_finished_game_has_no_move() {
        // Fool's mate: after 1.f3 e5 2.g4 Black mates with Qh4.
        let r = request(&["f2f3", "e7e5", "g2g4"], 3);
        assert_eq!(
            answer(&r),
            Reply::Move {
                id: 7,
                uci: "d8h4".into()
            }
        );
        let over = request(&["f2f3", "e7e5", "g2g4", "d8h4"], 1);
        assert_eq!(answer(&over), Reply::NoMove { id: 7 });
    }

    #[test]
    fn nonsense_is_refused_with_its_reason() {
        let cases = [
            (request(&["e2e5"], 1), "move 1 (e2e5) is not legal there"),
            (request(&[], 9), "there is no level 9"),
        ];
        for (r, why) in cases {
            assert_eq!(
                answer(&r),
                Reply::Failed {
                    id: 7,
                    why: why.into()
                }
            );
        }
        let mut bad = request(&[], 1);
        bad.start = "not a fen".into();
        assert!(matches!(answer(&bad), Reply::Failed { .. }));
    }
}
