//! Whose move it is, counted: when nothing was ever captured and only a few units can
//! have moved, the number of moves made can be even or odd but not both.
//!
//! With all thirty-two units on the board nothing was captured and no pawn promoted (a
//! pawn cannot get past the enemy pawn of its file without captures). A knight changes
//! square colour with every move, so from where it started to where it stands it has made
//! an even or an odd number of moves, whatever its way. The same holds for any unit whose
//! squares can be coloured so that every move it could make changes colour (a king or
//! rook boxed into two squares, say), and a pawn on its third rank has made exactly one
//! move. When every unit is of such a kind the parity of all moves made is known, and
//! with it the side to move: White after an even number, Black after an odd one.

use super::super::{Bitboard, Board, Color, Piece, Position, Rank, Role};
use super::mobility::{steps, Region};

impl Position {
    /// The units that can have moved, when they can only have made a number of moves of
    /// the wrong parity for the side to move. `None` when the position is consistent or
    /// the parity cannot be known.
    pub(super) fn wrong_side_to_move(&self) -> Option<Bitboard> {
        let b = &self.board;
        if b.by_color(Color::White).count() != 16 || b.by_color(Color::Black).count() != 16 {
            return None;
        }
        let (fixed, _) = self.fixed_units();
        let start = Board::starting();
        let mut odd = false;
        for color in Color::ALL {
            // Pawns: unmoved, or one step from the start.
            let third = if color.is_white() {
                Rank::new(2)
            } else {
                Rank::new(5)
            }?;
            let pawns = b.pawns() & b.by_color(color);
            if pawns.count() != 8 {
                return None;
            }
            for sq in pawns & !fixed {
                if sq.rank() != third {
                    return None;
                }
                odd = !odd;
            }
            for role in [
                Role::Knight,
                Role::Bishop,
                Role::Rook,
                Role::Queen,
                Role::King,
            ] {
                let piece = Piece::new(color, role);
                let homes = start.by_piece(piece) & !(fixed & b.by_piece(piece));
                let now = b.by_piece(piece) & !fixed;
                if homes.count() != now.count() {
                    return None;
                }
                if homes.is_empty() {
                    continue;
                }
                let region = Region {
                    role,
                    color,
                    fixed,
                    guarded: self.guarded(role, color, fixed),
                };
                odd ^= moves_are_odd(&region, homes, now)?;
            }
        }
        let movers = b.occupied() & !fixed;
        (odd != (self.turn == Color::Black)).then_some(movers)
    }
}

/// Whether the units of one kind, from `homes` to `now`, have made an odd number of moves
/// in all; `None` if that is not determined (some move graph has an odd cycle).
fn moves_are_odd(region: &Region, homes: Bitboard, now: Bitboard) -> Option<bool> {
    // Every square a unit can have stopped on, and where they stand now.
    let squares = region.flood(homes) | now;
    let mut shade = [None::<bool>; 64];
    let mut odd = false;
    for home in homes {
        if shade[home.index()].is_some() {
            continue;
        }
        // Colour the part of the graph reachable from this home, two colours.
        shade[home.index()] = Some(false);
        let mut todo = vec![home];
        while let Some(sq) = todo.pop() {
            let here = shade[sq.index()]?;
            for next in steps(region.role, region.color, sq, region.fixed) & squares {
                match shade[next.index()] {
                    None => {
                        shade[next.index()] = Some(!here);
                        todo.push(next);
                    }
                    Some(s) if s == here => return None,
                    Some(_) => {}
                }
            }
        }
    }
    for sq in homes.squares().chain(now.squares()) {
        let Some(s) = shade[sq.index()] else {
            // A unit standing where no home reaches: no parity to speak of.
            return None;
        };
        odd ^= s;
    }
    Some(odd)
}
