//! Positions from play: random and semi-guided games from the start, filtered for a
//! feature, then thinned (pieces taken off while the position stays one that could arise)
//! to the piece count of the learner's level.

use super::rng::Rng;
use crate::rules::{Bitboard, CastlingSide, Color, Move, Position, Role, Square};

/// How a game's moves are chosen, in percent of plies (or yes/no for the rare finds).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Policy {
    /// Take something when a capture is there.
    pub captures: u8,
    /// Give check when a check is there.
    pub checks: u8,
    /// Give double check whenever one is there.
    pub double_checks: bool,
    /// Mate whenever a mate is there.
    pub mates: bool,
    /// Stalemate whenever one is there (looked for only once few pieces are left).
    pub stalemates: bool,
    /// Keep kings and rooks at home and bring the pieces between them out, so that
    /// castling stays on the board.
    pub castling: bool,
}

/// The pieces on the board a level aims for: `(fewest, most)`.
pub(super) fn piece_range(level: u8) -> (u32, u32) {
    match level {
        0 => (3, 7),
        1 => (6, 10),
        2 => (9, 15),
        3 => (14, 22),
        _ => (20, 32),
    }
}

/// Captures drain the board, so low levels reach their few pieces by play.
pub(super) fn capture_bias(level: u8) -> u8 {
    match level {
        0 => 75,
        1 => 60,
        2 => 45,
        3 => 30,
        _ => 15,
    }
}

/// Games played before giving up on the feature (the built-in pool comes next).
pub(super) const GAMES: usize = 4;
const MAX_PLIES: usize = 180;
/// Positions kept per search; enough to choose from, few enough to stay fast.
const KEEP: usize = 24;

/// How a found position serves: the feature asked for, or only the kind's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Fit {
    Wanted,
    Acceptable,
}

/// Plays up to [`GAMES`] games and returns the positions `classify` accepts, best first:
/// wanted before acceptable, then the built-in pool's, and within each, those in the
/// level's piece range (in the order found), then those with more pieces (which thinning
/// can bring down, fewest first), then those with fewer.
pub(super) fn search(
    rng: &mut Rng,
    level: u8,
    policy: Policy,
    mut classify: impl FnMut(&Position) -> Option<Fit>,
) -> Vec<Position> {
    let (lo, hi) = piece_range(level);
    // [fit][within, above, below]
    let mut found: [[Vec<Position>; 3]; 2] = Default::default();
    let done = |found: &[[Vec<Position>; 3]; 2]| found[0][0].len() >= 4;
    for _ in 0..GAMES {
        let mut pos = Position::starting();
        // Skipping a few plies at random spreads the finds over each game.
        let skip = rng.below(8);
        for ply in 0..MAX_PLIES {
            let n = pos.board().occupied().count();
            if ply >= skip {
                if let Some(fit) = classify(&pos) {
                    let band = if n < lo {
                        2
                    } else if n > hi {
                        1
                    } else {
                        0
                    };
                    let list = &mut found[fit as usize][band];
                    if list.len() < KEEP {
                        list.push(pos);
                    }
                    if done(&found) {
                        break;
                    }
                }
            }
            let moves = pos.legal_moves();
            let Some(m) = choose(&pos, &moves, policy, rng) else {
                break;
            };
            pos.play(&m);
        }
        if done(&found) {
            break;
        }
    }
    let mut pool: [Vec<Position>; 2] = Default::default();
    for p in super::pool::positions() {
        if let Some(fit) = classify(&p) {
            pool[fit as usize].push(p);
        }
    }
    let mut out = Vec::new();
    for (fit, [mut within, mut above, mut below]) in found.into_iter().enumerate() {
        rng.shuffle(&mut within);
        above.sort_unstable_by_key(|p| p.board().occupied().count());
        below.reverse();
        out.extend(within);
        out.extend(above);
        out.extend(below);
        rng.shuffle(&mut pool[fit]);
        out.append(&mut pool[fit]);
    }
    out
}

fn choose(pos: &Position, moves: &[Move], policy: Policy, rng: &mut Rng) -> Option<Move> {
    if moves.is_empty() {
        return None;
    }
    let few_pieces = pos.board().occupied().count() <= 12;
    if policy.double_checks || policy.mates || (policy.stalemates && few_pieces) {
        let mut doubles = Vec::new();
        let mut mates = Vec::new();
        let mut stalemates = Vec::new();
        for m in moves {
            let after = pos.after(m);
            let checkers = after.checkers();
            if policy.double_checks && checkers.more_than_one() {
                doubles.push(*m);
            }
            if policy.mates && checkers.any() && after.legal_moves().is_empty() {
                mates.push(*m);
            }
            if policy.stalemates
                && few_pieces
                && checkers.is_empty()
                && after.legal_moves().is_empty()
            {
                stalemates.push(*m);
            }
        }
        for found in [mates, stalemates, doubles] {
            if !found.is_empty() && rng.chance(90) {
                return rng.pick(&found);
            }
        }
    }
    let mut moves = moves;
    let quiet: Vec<Move>;
    if policy.castling {
        let home = if pos.turn().is_white() { 0 } else { 7 };
        quiet = moves
            .iter()
            .copied()
            .filter(|m| m.role != Role::King && m.role != Role::Rook)
            .collect();
        let developing: Vec<Move> = quiet
            .iter()
            .copied()
            .filter(|m| m.from.rank().index() == home)
            .collect();
        if !developing.is_empty() && rng.chance(50) {
            return rng.pick(&developing);
        }
        if !quiet.is_empty() {
            moves = &quiet;
        }
    }
    if rng.chance(policy.checks) {
        let checks: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| pos.after(m).is_check())
            .collect();
        if let Some(m) = rng.pick(&checks) {
            return Some(m);
        }
    }
    if rng.chance(policy.captures) {
        let captures: Vec<Move> = moves.iter().copied().filter(Move::is_capture).collect();
        if let Some(m) = rng.pick(&captures) {
            return Some(m);
        }
    }
    rng.pick(moves)
}

/// `pos` without the piece on `sq`, with the castling right and en passant square that
/// piece carried dropped too.
pub(super) fn without(pos: &Position, sq: Square) -> Position {
    let mut board = *pos.board();
    board.remove(sq);
    let mut castling = pos.castling();
    for color in Color::ALL {
        for side in CastlingSide::BOTH {
            let (_, _, rook, _) = side.squares(color);
            if rook == sq {
                castling.set(color, side, false);
            }
        }
    }
    let ep = pos
        .ep_square()
        .filter(|ep| ep.offset(0, -pos.turn().forward()) != Some(sq));
    Position::from_parts(
        board,
        pos.turn(),
        castling,
        ep,
        pos.halfmove_clock(),
        pos.fullmove_number(),
    )
}

/// Takes pieces off `pos` (never a king, never one in `protect`) until at most `target`
/// remain, keeping only removals after which the position could still arise and `keep`
/// still holds. Bounded by the number of pieces.
pub(super) fn thin(
    pos: Position,
    rng: &mut Rng,
    target: u32,
    protect: Bitboard,
    keep: impl Fn(&Position) -> bool,
) -> Position {
    let mut pos = pos;
    let b = pos.board();
    let mut candidates: Vec<Square> = (b.occupied() & !b.kings() & !protect).squares().collect();
    rng.shuffle(&mut candidates);
    for sq in candidates {
        if pos.board().occupied().count() <= target {
            break;
        }
        let lighter = without(&pos, sq);
        if keep(&lighter) && lighter.validate().is_empty() {
            pos = lighter;
        }
    }
    pos
}

/// Thins a found position to a piece count drawn in the level's range.
pub(super) fn thin_to_level(
    pos: Position,
    rng: &mut Rng,
    level: u8,
    protect: Bitboard,
    keep: impl Fn(&Position) -> bool,
) -> Position {
    let (lo, hi) = piece_range(level);
    let target = lo + rng.below((hi - lo + 1) as usize) as u32;
    if pos.board().occupied().count() <= target {
        return pos;
    }
    thin(pos, rng, target, protect, keep)
}

/// Every attempt worth asking about: each piece of the side to move onto each square its
/// shape reaches (no path blocked, no own piece taken), pawn captures onto an empty
/// square beside an enemy pawn (en passant or not), and castling when king and rook stand
/// at home. A pawn reaching the last rank becomes a queen.
pub(super) fn attempts(pos: &Position) -> Vec<(Square, Square, Option<Role>)> {
    use crate::rules::attacks::{
        bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
    };
    let b = pos.board();
    let us = pos.turn();
    let ours = b.by_color(us);
    let theirs = b.by_color(!us);
    let occ = b.occupied();
    let mut out = Vec::new();
    for (from, piece) in b.pieces() {
        if piece.color != us {
            continue;
        }
        let targets = match piece.role {
            Role::Knight => knight_attacks(from),
            Role::King => king_attacks(from),
            Role::Bishop => bishop_attacks(from, occ),
            Role::Rook => rook_attacks(from, occ),
            Role::Queen => queen_attacks(from, occ),
            Role::Pawn => {
                let mut t = Bitboard::EMPTY;
                if let Some(one) = from.offset(0, us.forward()).filter(|s| !occ.contains(*s)) {
                    t.set(one);
                    let start = if us.is_white() { 1 } else { 6 };
                    if from.rank().index() == start {
                        if let Some(two) = one.offset(0, us.forward()) {
                            if !occ.contains(two) {
                                t.set(two);
                            }
                        }
                    }
                }
                for to in pawn_attacks(us, from) {
                    let beside =
                        from.offset(to.file().index() as i8 - from.file().index() as i8, 0);
                    let pawn_beside = beside.is_some_and(|s| {
                        b.piece_at(s)
                            .is_some_and(|p| p.role == Role::Pawn && p.color != us)
                    });
                    if theirs.contains(to) || pos.ep_square() == Some(to) || pawn_beside {
                        t.set(to);
                    }
                }
                t
            }
        } & !ours;
        for to in targets {
            let promotion = (piece.role == Role::Pawn && to.rank() == Position::promotion_rank(us))
                .then_some(Role::Queen);
            out.push((from, to, promotion));
        }
        if piece.role == Role::King {
            for side in CastlingSide::BOTH {
                let (k, kt, r, _) = side.squares(us);
                let rook_home = b
                    .piece_at(r)
                    .is_some_and(|p| p.role == Role::Rook && p.color == us);
                if from == k && rook_home {
                    out.push((k, kt, None));
                }
            }
        }
    }
    out
}
