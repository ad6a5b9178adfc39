//! Double checks made to order. Play turns them up rarely, so a learner practising them was
//! shown the same one or two built-in positions again and again (one came back in 4 of 21
//! exercises). Here one is set up from the seed: a king, a rook, bishop or queen on a line
//! to it, and a knight that has just stepped off that line and gives check itself, with the
//! other king and a few more pieces placed at random. Every position made could arise in a
//! game: the knight's move is its last move, and [`Position::validate`] agrees.

use super::rng::Rng;
use crate::rules::Position;

const LINES: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];
const JUMPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (-1, 2),
    (-2, 1),
    (1, -2),
    (2, -1),
    (-1, -2),
    (-2, -1),
];

fn on_board((f, r): (i8, i8)) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

fn jump_apart(a: (i8, i8), b: (i8, i8)) -> bool {
    let (df, dr) = ((a.0 - b.0).abs(), (a.1 - b.1).abs());
    (df, dr) == (1, 2) || (df, dr) == (2, 1)
}

/// A double check `accept` takes, with the side to move in it; `None` if none was found
/// in a few hundred tries (the caller falls back on play).
pub(super) fn double_check(rng: &mut Rng, accept: impl Fn(&Position) -> bool) -> Option<Position> {
    (0..400).find_map(|_| attempt(rng).filter(|p| accept(p)))
}

fn attempt(rng: &mut Rng) -> Option<Position> {
    // board[rank][file], rank 0 being the first rank.
    let mut board = [[None::<char>; 8]; 8];
    let white_in_check = rng.chance(50);
    let mine = |c: char| {
        if white_in_check {
            c.to_ascii_lowercase()
        } else {
            c.to_ascii_uppercase()
        }
    };
    let king = (rng.below(8) as i8, rng.below(8) as i8);
    let (df, dr) = LINES[rng.below(8)];
    let ray: Vec<(i8, i8)> = (1..8)
        .map(|i| (king.0 + df * i, king.1 + dr * i))
        .take_while(|&sq| on_board(sq))
        .collect();
    if ray.len() < 2 {
        return None;
    }
    // The slider stands on the line, the knight's old square between it and the king.
    let at = 1 + rng.below(ray.len() - 1);
    let slider = ray[at];
    let from = ray[rng.below(at)];
    let landings: Vec<(i8, i8)> = JUMPS
        .iter()
        .map(|&(a, b)| (from.0 + a, from.1 + b))
        .filter(|&sq| on_board(sq) && jump_apart(sq, king))
        .collect();
    if landings.is_empty() {
        return None;
    }
    let knight = landings[rng.below(landings.len())];
    let straight = df == 0 || dr == 0;
    let slider_piece = match (straight, rng.chance(30)) {
        (_, true) => 'q',
        (true, false) => 'r',
        (false, false) => 'b',
    };
    let put = |board: &mut [[Option<char>; 8]; 8], (f, r): (i8, i8), c: char| {
        board[r as usize][f as usize] = Some(c);
    };
    let defender_king = if white_in_check { 'K' } else { 'k' };
    put(&mut board, king, defender_king);
    put(&mut board, slider, mine(slider_piece));
    put(&mut board, knight, mine('n'));
    // The other king, anywhere empty and not beside this one.
    let other = (rng.below(8) as i8, rng.below(8) as i8);
    if board[other.1 as usize][other.0 as usize].is_some()
        || ((other.0 - king.0).abs() <= 1 && (other.1 - king.1).abs() <= 1)
        || other == from
    {
        return None;
    }
    put(&mut board, other, mine('k'));
    // A few more pieces of either side, never on the knight's old square.
    for _ in 0..rng.below(4) {
        let sq = (rng.below(8) as i8, rng.below(8) as i8);
        let kind = ['p', 'p', 'n', 'b', 'r'][rng.below(5)];
        if board[sq.1 as usize][sq.0 as usize].is_some()
            || sq == from
            || (kind == 'p' && (sq.1 == 0 || sq.1 == 7))
        {
            continue;
        }
        let piece = if rng.chance(50) {
            mine(kind)
        } else if white_in_check {
            kind.to_ascii_uppercase()
        } else {
            kind.to_ascii_lowercase()
        };
        put(&mut board, sq, piece);
    }
    let pos: Position = fen(&board, white_in_check).parse().ok()?;
    (pos.checkers().count() == 2 && pos.validate().is_empty()).then_some(pos)
}

fn fen(board: &[[Option<char>; 8]; 8], white_to_move: bool) -> String {
    let mut out = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for cell in board[rank] {
            match cell {
                Some(c) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    out.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push_str(if white_to_move {
        " w - - 0 1"
    } else {
        " b - - 0 1"
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Forty double checks from forty seeds: all different, all double checks with the
    /// side to move in them, all positions that could arise.
    #[test]
    fn forty_seeds_make_forty_different_double_checks() {
        let mut seen = std::collections::HashSet::new();
        for seed in 0..40u64 {
            let mut rng = Rng::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15), 3);
            let pos = double_check(&mut rng, |_| true).expect("a double check");
            assert_eq!(pos.checkers().count(), 2, "{pos}");
            assert!(pos.validate().is_empty(), "{pos}");
            assert!(seen.insert(pos.to_string()), "seed {seed} repeats {pos}");
        }
    }
}
