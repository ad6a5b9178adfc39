//! "Could this position arise?" exercises: half the time a position from play, half the
//! time one small change away from it that the validator refuses. The answer is always
//! the validator's own verdict on the position shown.

use super::games::{capture_bias, search, thin_to_level, Fit, Policy};
use super::rng::Rng;
use super::{Answer, Made, IMPOSSIBLE_POSITION};
use crate::rules::attacks::{self, king_attacks, knight_attacks, pawn_attacks};
use crate::rules::{Bitboard, Board, Color, Piece, Position, Role, Square};

/// Changes tried before settling for the real position.
const CHANGES: usize = 10;

pub(super) fn possible(rng: &mut Rng, level: u8) -> Made {
    let policy = Policy {
        captures: capture_bias(level),
        checks: 15,
        ..Policy::default()
    };
    let found = search(rng, level, policy, |_| Some(Fit::Wanted));
    let real = found.first().copied().unwrap_or_default();
    let real = thin_to_level(real, rng, level, Bitboard::EMPTY, |_| true);
    let mut pos = real;
    if rng.chance(50) {
        for _ in 0..CHANGES {
            let change = CHANGE_KINDS[rng.below(CHANGE_KINDS.len())];
            if let Some(changed) = change(&real, rng) {
                if !changed.validate().is_empty() {
                    pos = changed;
                    break;
                }
            }
        }
    }
    let why = pos.validate();
    let mut errors: Vec<&'static str> = Vec::new();
    for e in &why {
        if !errors.contains(&e.code()) {
            errors.push(e.code());
        }
    }
    Made {
        pos,
        concept: IMPOSSIBLE_POSITION,
        mv: None,
        answer: Answer::Possible {
            possible: errors.is_empty(),
            errors,
            why,
        },
    }
}

type Change = fn(&Position, &mut Rng) -> Option<Position>;

const CHANGE_KINDS: [Change; 7] = [
    attack_resting_king,
    kings_side_by_side,
    knight_and_pawn_check,
    pawn_to_back_rank,
    ninth_pawn,
    bishop_behind_pawns,
    queen_too_many,
];

fn with_board(pos: &Position, board: Board) -> Position {
    Position::from_parts(
        board,
        pos.turn(),
        pos.castling(),
        pos.ep_square(),
        pos.halfmove_clock(),
        pos.fullmove_number(),
    )
}

fn empty(pos: &Position) -> Bitboard {
    !pos.board().occupied()
}

/// Moves a piece of the side to move to where it attacks the other king, which has
/// just moved and so cannot be in check.
fn attack_resting_king(pos: &Position, rng: &mut Rng) -> Option<Position> {
    let b = pos.board();
    let us = pos.turn();
    let their_king = b.king_of(!us)?;
    let movers: Vec<Square> = (b.by_color(us) & !b.kings() & !b.pawns())
        .squares()
        .collect();
    let from = rng.pick(&movers)?;
    let piece = b.piece_at(from)?;
    let occ = b.occupied().without(from);
    let spots: Vec<Square> = (empty(pos) & !Bitboard::from_square(from))
        .squares()
        .filter(|&s| attacks::attacks(piece, s, occ).contains(their_king))
        .collect();
    let to = rng.pick(&spots)?;
    let mut board = *b;
    board.remove(from);
    board.put(to, piece);
    Some(with_board(pos, board))
}

/// Puts the other king next to the side to move's king.
fn kings_side_by_side(pos: &Position, rng: &mut Rng) -> Option<Position> {
    let b = pos.board();
    let us = pos.turn();
    let ours = b.king_of(us)?;
    let theirs = b.king_of(!us)?;
    let spots: Vec<Square> = (king_attacks(ours) & empty(pos)).squares().collect();
    let to = rng.pick(&spots)?;
    let mut board = *b;
    board.remove(theirs);
    board.put(to, Piece::new(!us, Role::King));
    // The king left home, so its castling rights go too: only the check is wrong.
    Some(Position::from_parts(
        board,
        us,
        crate::rules::CastlingRights::NONE,
        None,
        pos.halfmove_clock(),
        pos.fullmove_number(),
    ))
}

/// A knight and a pawn checking together: no single last move gives both checks.
fn knight_and_pawn_check(pos: &Position, rng: &mut Rng) -> Option<Position> {
    let b = pos.board();
    let us = pos.turn();
    let king = b.king_of(us)?;
    let free = empty(pos);
    let knight_spots: Vec<Square> = (knight_attacks(king) & free).squares().collect();
    // The squares a pawn of theirs attacks the king from are the king's own pawn captures.
    let pawn_spots: Vec<Square> = (pawn_attacks(us, king) & free & !Bitboard::BACKRANKS)
        .squares()
        .collect();
    let mut board = *b;
    board.put(rng.pick(&knight_spots)?, Piece::new(!us, Role::Knight));
    board.put(rng.pick(&pawn_spots)?, Piece::new(!us, Role::Pawn));
    Some(with_board(pos, board))
}

/// A pawn on the first or last rank.
fn pawn_to_back_rank(pos: &Position, rng: &mut Rng) -> Option<Position> {
    let b = pos.board();
    let pawns: Vec<Square> = b.pawns().squares().collect();
    let from = rng.pick(&pawns)?;
    let spots: Vec<Square> = (Bitboard::BACKRANKS & empty(pos)).squares().collect();
    let to = rng.pick(&spots)?;
    let mut board = *b;
    let pawn = board.remove(from)?;
    board.put(to, pawn);
    Some(with_board(pos, board))
}

/// Pawns added to the side with more until it has nine.
fn ninth_pawn(pos: &Position, rng: &mut Rng) -> Option<Position> {
    let b = pos.board();
    let count = |c: Color| (b.pawns() & b.by_color(c)).count();
    let color = if count(Color::White) >= count(Color::Black) {
        Color::White
    } else {
        Color::Black
    };
    let mut board = *b;
    let mut spots: Vec<Square> = (empty(pos) & !Bitboard::BACKRANKS).squares().collect();
    rng.shuffle(&mut spots);
    let needed = 9usize.checked_sub(count(color) as usize)?;
    // A few pawns at most: a board full of new pawns would be no small change.
    if needed > 3 || spots.len() < needed {
        return None;
    }
    for &sq in &spots[..needed] {
        board.put(sq, Piece::new(color, Role::Pawn));
    }
    Some(with_board(pos, board))
}

/// A bishop standing out in the open while the pawns that shut it in at home never moved.
fn bishop_behind_pawns(pos: &Position, rng: &mut Rng) -> Option<Position> {
    let b = pos.board();
    let homes: Vec<(Square, Color)> = [
        ("c1", "b2", "d2", Color::White),
        ("f1", "e2", "g2", Color::White),
        ("c8", "b7", "d7", Color::Black),
        ("f8", "e7", "g7", Color::Black),
    ]
    .into_iter()
    .filter_map(|(home, left, right, color)| {
        let sq = |s: &str| s.parse::<Square>().ok();
        let (home, left, right) = (sq(home)?, sq(left)?, sq(right)?);
        let pawn = Some(Piece::new(color, Role::Pawn));
        (b.piece_at(home) == Some(Piece::new(color, Role::Bishop))
            && b.piece_at(left) == pawn
            && b.piece_at(right) == pawn)
            .then_some((home, color))
    })
    .collect();
    let (home, color) = rng.pick(&homes)?;
    let same_colour = if home.is_light() {
        Bitboard::LIGHT_SQUARES
    } else {
        Bitboard::DARK_SQUARES
    };
    let middle = Bitboard(0x0000_ffff_ffff_0000);
    let spots: Vec<Square> = (empty(pos) & same_colour & middle).squares().collect();
    let to = rng.pick(&spots)?;
    let mut board = *b;
    board.remove(home);
    board.put(to, Piece::new(color, Role::Bishop));
    Some(with_board(pos, board))
}

/// A second queen for a side whose pawns are all still there to promote.
fn queen_too_many(pos: &Position, rng: &mut Rng) -> Option<Position> {
    let b = pos.board();
    let color = Color::ALL
        .into_iter()
        .find(|&c| (b.pawns() & b.by_color(c)).count() == 8)?;
    let spots: Vec<Square> = (empty(pos) & !Bitboard::BACKRANKS).squares().collect();
    let to = rng.pick(&spots)?;
    let mut board = *b;
    board.put(to, Piece::new(color, Role::Queen));
    Some(with_board(pos, board))
}
