//! How good a position is for the side to move, in centipawns: material, where the pieces
//! stand, how freely they move, and the king's shelter. Small tables (six of 64 bytes), so
//! the browser downloads next to nothing for them.

use crate::rules::attacks::{bishop_attacks, knight_attacks, queen_attacks, rook_attacks};
use crate::rules::{Bitboard, Color, Position, Role, Square};

/// A piece's worth, by role (pawn, knight, bishop, rook, queen, king).
pub const VALUE: [i32; 6] = [100, 320, 330, 500, 900, 0];

/// Bonuses by square for White (a1 first, h8 last), mirrored for Black. In tens of
/// centipawns' fifths: each entry is multiplied by 2.
#[rustfmt::skip]
const SQUARE_BONUS: [[i8; 64]; 6] = [
    // Pawns: forward and central.
    [ 0,  0,  0,  0,  0,  0,  0,  0,
      2,  3,  3, -8, -8,  3,  3,  2,
      2, -1, -3,  0,  0, -3, -1,  2,
      0,  0,  0, 10, 10,  0,  0,  0,
      3,  3,  5, 12, 12,  5,  3,  3,
      5,  5, 10, 15, 15, 10,  5,  5,
     25, 25, 25, 25, 25, 25, 25, 25,
      0,  0,  0,  0,  0,  0,  0,  0],
    // Knights: the centre, never the rim.
    [-25,-20,-15,-15,-15,-15,-20,-25,
     -20,-10,  0,  2,  2,  0,-10,-20,
     -15,  2,  5,  8,  8,  5,  2,-15,
     -15,  0,  8, 10, 10,  8,  0,-15,
     -15,  2,  8, 10, 10,  8,  2,-15,
     -15,  0,  5,  8,  8,  5,  0,-15,
     -20,-10,  0,  0,  0,  0,-10,-20,
     -25,-20,-15,-15,-15,-15,-20,-25],
    // Bishops: long diagonals, off the back rank.
    [-10, -5, -5, -5, -5, -5, -5,-10,
      -5,  5,  0,  0,  0,  0,  5, -5,
      -5,  5,  5,  5,  5,  5,  5, -5,
      -5,  0,  5,  5,  5,  5,  0, -5,
      -5,  2,  2,  5,  5,  2,  2, -5,
      -5,  0,  2,  5,  5,  2,  0, -5,
      -5,  0,  0,  0,  0,  0,  0, -5,
     -10, -5, -5, -5, -5, -5, -5,-10],
    // Rooks: the seventh rank, the centre files.
    [ 0,  0,  0,  3,  3,  0,  0,  0,
     -3,  0,  0,  0,  0,  0,  0, -3,
     -3,  0,  0,  0,  0,  0,  0, -3,
     -3,  0,  0,  0,  0,  0,  0, -3,
     -3,  0,  0,  0,  0,  0,  0, -3,
     -3,  0,  0,  0,  0,  0,  0, -3,
      5, 10, 10, 10, 10, 10, 10,  5,
      0,  0,  0,  0,  0,  0,  0,  0],
    // Queens: a little central.
    [-10, -5, -5, -2, -2, -5, -5,-10,
      -5,  0,  0,  0,  0,  0,  0, -5,
      -5,  0,  2,  2,  2,  2,  0, -5,
      -2,  0,  2,  2,  2,  2,  0, -2,
      -2,  0,  2,  2,  2,  2,  0, -2,
      -5,  0,  2,  2,  2,  2,  0, -5,
      -5,  0,  0,  0,  0,  0,  0, -5,
     -10, -5, -5, -2, -2, -5, -5,-10],
    // King while queens are on: tucked away behind its pawns.
    [ 10, 15,  5,  0,  0,  5, 15, 10,
       5,  5,  0, -5, -5,  0,  5,  5,
      -5,-10,-10,-15,-15,-10,-10, -5,
     -10,-15,-15,-20,-20,-15,-15,-10,
     -15,-20,-20,-25,-25,-20,-20,-15,
     -15,-20,-20,-25,-25,-20,-20,-15,
     -15,-20,-20,-25,-25,-20,-20,-15,
     -15,-20,-20,-25,-25,-20,-20,-15],
];

/// The table's square for a piece of `color`: Black reads White's table upside down.
fn table_index(color: Color, sq: Square) -> usize {
    match color {
        Color::White => sq.index(),
        Color::Black => sq.flip_vertical().index(),
    }
}

/// Material without kings, for one side.
pub fn material(pos: &Position, color: Color) -> i32 {
    let board = pos.board();
    let mine = board.by_color(color);
    [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ]
    .into_iter()
    .map(|r| (board.by_role(r) & mine).count() as i32 * VALUE[r.index()])
    .sum()
}

/// Squares a side's knights, bishops, rooks and queens reach that its own pieces do not hold.
fn mobility(pos: &Position, color: Color) -> i32 {
    let board = pos.board();
    let occupied = board.occupied();
    let mine = board.by_color(color);
    let mut reach = 0;
    for (sq, piece) in board.pieces() {
        if piece.color != color {
            continue;
        }
        let attacks = match piece.role {
            Role::Knight => knight_attacks(sq),
            Role::Bishop => bishop_attacks(sq, occupied),
            Role::Rook => rook_attacks(sq, occupied),
            Role::Queen => queen_attacks(sq, occupied),
            _ => continue,
        };
        reach += (attacks & !mine).count() as i32;
    }
    reach
}

/// Own pawns in front of the king (the three files around it, two ranks ahead), while the
/// other side still has its queen.
fn shelter(pos: &Position, color: Color) -> i32 {
    let board = pos.board();
    let Some(king) = board.king_of(color) else {
        return 0;
    };
    if (board.queens() & board.by_color(!color)).is_empty() {
        return 0;
    }
    let ahead: i8 = if color == Color::White { 1 } else { -1 };
    let pawns = board.pawns() & board.by_color(color);
    let mut shield = Bitboard::default();
    for df in -1..=1 {
        for dr in 1..=2 {
            if let Some(sq) = king.offset(df, dr * ahead) {
                shield.set(sq);
            }
        }
    }
    (pawns & shield).count().min(3) as i32 * 12
}

/// In an ending with more material, drive the other king to the edge and bring ours closer,
/// so that a won ending is also mated.
fn mop_up(pos: &Position, color: Color, lead: i32) -> i32 {
    let board = pos.board();
    let (Some(ours), Some(theirs)) = (board.king_of(color), board.king_of(!color)) else {
        return 0;
    };
    if lead < 300 || material(pos, !color) > VALUE[Role::Rook.index()] {
        return 0;
    }
    let centre = |sq: Square| -> i32 {
        let f = i32::from(sq.file().index());
        let r = i32::from(sq.rank().index());
        (3 - f).max(f - 4) + (3 - r).max(r - 4)
    };
    centre(theirs) * 10 + (14 - 2 * i32::from(ours.distance(theirs))) * 4
}

/// Everything but mobility and shelter, from White's point of view.
fn placement(pos: &Position) -> i32 {
    let endgame = pos.board().queens().is_empty();
    let mut score = 0;
    for (sq, piece) in pos.board().pieces() {
        let sign = if piece.color == Color::White { 1 } else { -1 };
        let bonus = if piece.role == Role::King && endgame {
            // Without queens the king belongs in the centre.
            let f = i32::from(sq.file().index());
            let r = i32::from(sq.rank().index());
            -((3 - f).max(f - 4) + (3 - r).max(r - 4)) * 5
        } else {
            i32::from(SQUARE_BONUS[piece.role.index()][table_index(piece.color, sq)]) * 2
        };
        score += sign * bonus;
    }
    score
}

/// The position for the side to move: positive is good for it.
pub fn evaluate(pos: &Position) -> i32 {
    let us = pos.turn();
    let lead = material(pos, us) - material(pos, !us);
    let white = placement(pos);
    let placed = if us == Color::White { white } else { -white };
    let moves = 3 * (mobility(pos, us) - mobility(pos, !us));
    let kings = shelter(pos, us) - shelter(pos, !us);
    let mop = mop_up(pos, us, lead) - mop_up(pos, !us, -lead);
    lead + placed + moves + kings + mop
}
