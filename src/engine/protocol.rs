//! What the page asks the computer opponent's worker and what the worker answers, and the
//! answer itself ([`answer`], tested natively). The messages are lines of text in the
//! manner of UCI, the chess engines' own protocol ("move 3 e2e4"), not serde values: the
//! page's side of serde-wasm-bindgen for these two types cost 3 KB of the learner's
//! download (README, "Download size").

use super::{choose, key_of, Level};
use crate::rules::Position;

/// A request for the computer's move in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
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

impl Request {
    /// The request as lines: `id 3`, `level 4`, `seed 7`, `fen <FEN>`, `moves e2e4 e7e5`.
    pub fn to_text(&self) -> String {
        format!(
            "id {}\nlevel {}\nseed {}\nfen {}\nmoves {}",
            self.id,
            self.level,
            self.seed,
            self.start,
            self.moves.join(" ")
        )
    }

    /// Reads [`Request::to_text`]'s lines, or says which one is wrong.
    pub fn from_text(text: &str) -> Result<Request, String> {
        let mut request = Request {
            id: 0,
            start: String::new(),
            moves: Vec::new(),
            level: 0,
            seed: 0,
        };
        for line in text.lines() {
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            let number = || value.parse::<u32>().map_err(|_| format!("{key}: {value}?"));
            match key {
                "id" => request.id = number()?,
                "level" => request.level = number()?.try_into().unwrap_or(u8::MAX),
                "seed" => request.seed = number()?,
                "fen" => request.start = value.to_string(),
                "moves" => request.moves = value.split_whitespace().map(String::from).collect(),
                _ => return Err(format!("an unknown line: {line}")),
            }
        }
        Ok(request)
    }
}

impl Reply {
    /// The reply as one line: `ready`, `move 3 e2e4`, `none 3` or `failed 3 <why>`.
    pub fn to_text(&self) -> String {
        match self {
            Reply::Ready => "ready".into(),
            Reply::Move { id, uci } => format!("move {id} {uci}"),
            Reply::NoMove { id } => format!("none {id}"),
            Reply::Failed { id, why } => format!("failed {id} {why}"),
        }
    }

    /// Reads [`Reply::to_text`]'s line.
    pub fn from_text(text: &str) -> Option<Reply> {
        let mut words = text.splitn(3, ' ');
        let kind = words.next()?;
        let id = words.next().map(str::parse::<u32>);
        let rest = words.next().unwrap_or_default().to_string();
        Some(match (kind, id) {
            ("ready", None) => Reply::Ready,
            ("move", Some(Ok(id))) => Reply::Move { id, uci: rest },
            ("none", Some(Ok(id))) => Reply::NoMove { id },
            ("failed", Some(Ok(id))) => Reply::Failed { id, why: rest },
            _ => return None,
        })
    }
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
    fn requests_and_replies_read_back_as_written() {
        let r = request(&["e2e4", "e7e5"], 4);
        assert_eq!(Request::from_text(&r.to_text()), Ok(r));
        let empty = request(&[], 1);
        assert_eq!(Request::from_text(&empty.to_text()), Ok(empty));
        assert!(Request::from_text("id x").is_err());
        assert!(Request::from_text("go").is_err());
        for reply in [
            Reply::Ready,
            Reply::Move {
                id: 3,
                uci: "e7e8q".into(),
            },
            Reply::NoMove { id: 4 },
            Reply::Failed {
                id: 0,
                why: "the file is missing: 404".into(),
            },
        ] {
            assert_eq!(Reply::from_text(&reply.to_text()), Some(reply));
        }
        assert_eq!(Reply::from_text("move x e2e4"), None);
        assert_eq!(Reply::from_text(""), None);
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
