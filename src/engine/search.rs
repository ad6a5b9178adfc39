//! An alpha-beta search (negamax) with quiescence on captures, iterative deepening to a
//! node budget, and a transposition-free move order (the last best move, captures by
//! value, killers). Counting nodes rather than seconds keeps every search reproducible:
//! the same position, history and seed give the same move on any machine.

use super::eval::{evaluate, VALUE};
use crate::rules::{Move, Position, Role};
use std::hash::{DefaultHasher, Hash, Hasher};

/// A mate's score, less the plies to it, so a quicker mate scores higher.
pub const MATE: i32 = 30_000;
const INFINITY: i32 = 32_000;
/// Deeper than any search here goes (check extensions included).
const MAX_PLY: usize = 64;

/// A position's identity for repetition (the rules' repetition key), as a number.
pub fn key_of(pos: &Position) -> u64 {
    let mut h = DefaultHasher::new();
    pos.repetition_key().hash(&mut h);
    h.finish()
}

/// How far and how long to search.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub max_depth: u8,
    pub max_nodes: u64,
    /// Centipawns of noise added to each root move's score (drawn from the seed), so that
    /// weaker levels vary their play.
    pub noise: i32,
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    pub mv: Move,
    /// From the mover's side, in centipawns (near ±[`MATE`] for a mate).
    pub score: i32,
    /// The deepest iteration that finished.
    pub depth: u8,
    pub nodes: u64,
}

pub struct Searcher<'a> {
    nodes: u64,
    limits: Limits,
    stopped: bool,
    /// Positions earlier in the game, then those on the current line.
    history: &'a [u64],
    line: Vec<u64>,
    killers: [[Option<Move>; 2]; MAX_PLY],
    rng: super::Rng,
}

/// Orders moves: captures by the most valuable victim and the least valuable attacker,
/// promotions, then the killers of this ply.
fn order_score(m: &Move, killers: &[Option<Move>; 2]) -> i32 {
    if let Some(victim) = m.capture {
        return 10_000 + VALUE[victim.index()] * 10 - VALUE[m.role.index()] / 10;
    }
    if let Some(p) = m.promotion {
        return 9_000 + VALUE[p.index()];
    }
    if killers.contains(&Some(*m)) {
        return 8_000;
    }
    0
}

fn sorted(moves: &[Move], first: Option<Move>, killers: &[Option<Move>; 2]) -> Vec<Move> {
    let mut scored: Vec<(i32, Move)> = moves
        .iter()
        .map(|m| {
            let s = if Some(*m) == first {
                i32::MAX
            } else {
                order_score(m, killers)
            };
            (s, *m)
        })
        .collect();
    // Best first; stable, so equal moves keep the generator's order (and the search its
    // reproducibility).
    crate::rules::sort_short_by(&mut scored, |a, b| a.0 > b.0);
    scored.into_iter().map(|(_, m)| m).collect()
}

impl<'a> Searcher<'a> {
    pub fn new(history: &'a [u64], limits: Limits, seed: u64) -> Searcher<'a> {
        Searcher {
            nodes: 0,
            limits,
            stopped: false,
            history,
            line: Vec::with_capacity(MAX_PLY),
            killers: [[None; 2]; MAX_PLY],
            rng: super::Rng::new(seed, 2),
        }
    }

    fn out_of_nodes(&mut self) -> bool {
        if self.nodes >= self.limits.max_nodes {
            self.stopped = true;
        }
        self.stopped
    }

    /// Whether the position after `m` stood earlier in the game or on this line: a
    /// repetition is scored as a draw, so the engine neither walks into one when ahead nor
    /// misses one when behind. A capture or a pawn move makes a position never seen before.
    fn repeats(&self, m: &Move, key: u64) -> bool {
        !m.is_zeroing() && (self.history.contains(&key) || self.line.contains(&key))
    }

    /// Captures (and promotions) only, until the position is quiet.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        let in_check = pos.is_check();
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let stand = evaluate(pos);
        if !in_check {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
        }
        if ply >= MAX_PLY - 1 || self.out_of_nodes() {
            return stand;
        }
        let noisy: Vec<Move> = moves
            .iter()
            .filter(|m| in_check || m.is_capture() || m.promotion == Some(Role::Queen))
            .copied()
            .collect();
        let mut best = if in_check { -INFINITY } else { stand };
        for m in sorted(&noisy, None, &[None, None]) {
            let score = -self.quiesce(&pos.after(&m), -beta, -alpha, ply + 1);
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let in_check = pos.is_check();
        // A check is answered one ply deeper, so mates behind checks are seen.
        let depth = if in_check { depth + 1 } else { depth };
        if depth <= 0 || ply >= MAX_PLY - 2 {
            return self.quiesce(pos, alpha, beta, ply);
        }
        self.nodes += 1;
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        if pos.halfmove_clock() >= 100 || pos.is_insufficient_material() {
            return 0;
        }
        let killers = self.killers[ply];
        let mut best = -INFINITY;
        for m in sorted(&moves, None, &killers) {
            let next = pos.after(&m);
            let key = key_of(&next);
            let score = if self.repeats(&m, key) {
                0
            } else {
                self.line.push(key);
                let s = -self.negamax(&next, depth - 1, ply + 1, -beta, -alpha);
                self.line.pop();
                s
            };
            if self.out_of_nodes() {
                return best.max(score);
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if !m.is_capture() {
                            self.killers[ply] = [Some(m), killers[0]];
                        }
                        break;
                    }
                }
            }
        }
        best
    }

    /// One iteration at the root: every move scored (with the level's noise), best first.
    fn root(&mut self, pos: &Position, depth: i32, first: Option<Move>) -> Option<(Move, i32)> {
        let moves = pos.legal_moves();
        let mut best: Option<(Move, i32)> = None;
        let mut alpha = -INFINITY;
        for m in sorted(&moves, first, &[None, None]) {
            let next = pos.after(&m);
            let key = key_of(&next);
            let noise = if self.limits.noise > 0 {
                self.rng.below(2 * self.limits.noise as usize + 1) as i32 - self.limits.noise
            } else {
                0
            };
            let score = if self.repeats(&m, key) {
                0
            } else {
                self.line.push(key);
                // With noise, every move needs its true score, not a bound.
                let floor = if noise == 0 { alpha } else { -INFINITY };
                let s = -self.negamax(&next, depth - 1, 1, -INFINITY, -floor);
                self.line.pop();
                s
            };
            if self.stopped {
                break;
            }
            let score = score + noise;
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((m, score));
                alpha = alpha.max(score);
            }
        }
        best
    }

    /// Deepens one ply at a time until `max_depth` or the node budget; the last finished
    /// iteration's move stands (a mate found is kept).
    pub fn search(&mut self, pos: &Position) -> Option<Found> {
        // Only the positions since the last capture or pawn move can come again.
        let recent = pos.halfmove_clock() as usize + 1;
        self.history = &self.history[self.history.len().saturating_sub(recent)..];
        let mut found: Option<Found> = None;
        for depth in 1..=self.limits.max_depth {
            let first = found.map(|f| f.mv);
            let iteration = self.root(pos, i32::from(depth), first);
            if self.stopped {
                break;
            }
            let (mv, score) = iteration?;
            found = Some(Found {
                mv,
                score,
                depth,
                nodes: self.nodes,
            });
            if score.abs() > MATE - 100 {
                break;
            }
        }
        if found.is_none() {
            // Not even one ply fitted the budget: any legal move, best ordered first.
            let moves = pos.legal_moves();
            let mv = *sorted(&moves, None, &[None, None]).first()?;
            found = Some(Found {
                mv,
                score: 0,
                depth: 0,
                nodes: self.nodes,
            });
        }
        found.map(|f| Found {
            nodes: self.nodes,
            ..f
        })
    }
}
