//! Where the units a side has lost could have been taken.
//!
//! A pawn standing off its own file got there by capturing, and after its last capture it
//! only moved straight ahead: so that capture landed on the file it stands on, at least one
//! rank up for every file it crossed, and no higher than it stands now. The unit it took
//! is one the other side has lost. If no lost unit could ever have stood on any of those
//! squares (pieces walled in at home, pawns that could not leave their files), no game
//! reaches the position.

use super::super::{Bitboard, Board, Color, File, Piece, Position, Rank, Role, Square};
use super::mobility::{promotion_rank, Region, PIECES};

/// A pawn whose last capture must have landed on one of `squares`, where no unit of the
/// other side that is gone could ever have stood.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct UnreachableCapture {
    pub pawn: Square,
    pub squares: Bitboard,
}

impl Position {
    /// Every square where a unit of `color` that is no longer on the board could have been
    /// taken by a pawn (for a pawn taken en passant, the square it passed, which is on its
    /// path too). Generous where unsure: a square left out here is a proof.
    fn lost_units_reach(&self, color: Color, fixed: Bitboard) -> Bitboard {
        let b = &self.board;
        let ours = b.by_color(color);
        let start = Board::starting();
        let region = |role: Role| Region {
            role,
            color,
            fixed,
            guarded: self.guarded(role, color, fixed),
        };
        let mut reach = Bitboard::EMPTY;
        let missing_pawns = 8u32.saturating_sub((b.pawns() & ours).count());
        let mut promotions = false;
        if missing_pawns > 0 {
            let starts = Bitboard::rank(Position::pawn_start_rank(color)) & !fixed;
            // Pawns change file only by taking something; the other side lost nothing, so
            // these pawns went straight up their files.
            let pawns = if b.by_color(!color).count() < 16 {
                let kind = region(Role::Pawn);
                kind.arrivals(kind.flood(starts))
            } else {
                straight_paths(color, starts, fixed)
            };
            reach |= pawns;
            let landings = pawns & promotion_rank(color);
            if landings.any() {
                promotions = true;
                for role in PIECES {
                    let kind = region(role);
                    reach |= landings | kind.arrivals(kind.flood(landings & !kind.guarded));
                }
            }
        }
        for role in PIECES {
            let piece = Piece::new(color, role);
            for home in start.by_piece(piece) {
                if fixed.contains(home) && b.piece_at(home) == Some(piece) {
                    continue;
                }
                // Only a kind of piece with fewer on the board than it started with (or any
                // kind, once a pawn may have promoted to replace it) can have been taken.
                let same = if role == Role::Bishop {
                    shade(home)
                } else {
                    Bitboard::ALL
                };
                let present = (b.by_piece(piece) & same).count();
                let started = (start.by_piece(piece) & same).count();
                if promotions || present < started {
                    let kind = region(role);
                    reach |= kind.arrivals(kind.flood(Bitboard::from_square(home)));
                }
            }
        }
        reach
    }

    /// A pawn of either side whose last capture could only have been on squares no lost
    /// unit of the other side could ever reach; the first found.
    pub(super) fn capture_problem(&self, fixed: Bitboard) -> Option<UnreachableCapture> {
        for color in Color::ALL {
            let pawns = self.board.pawns() & self.board.by_color(color);
            let start_rank = Position::pawn_start_rank(color);
            let mut reach = None;
            for pawn in pawns & !Bitboard::BACKRANKS {
                let Some(squares) = last_capture_squares(color, pawn, pawns, start_rank) else {
                    continue;
                };
                let reach = *reach.get_or_insert_with(|| self.lost_units_reach(!color, fixed));
                if (squares & reach).is_empty() {
                    return Some(UnreachableCapture { pawn, squares });
                }
            }
        }
        None
    }
}

/// The squares of one shade, the one `sq` has.
fn shade(sq: Square) -> Bitboard {
    if sq.is_light() {
        Bitboard::LIGHT_SQUARES
    } else {
        Bitboard::DARK_SQUARES
    }
}

/// The squares pawns of `color` from `starts` could have reached without capturing.
fn straight_paths(color: Color, starts: Bitboard, fixed: Bitboard) -> Bitboard {
    let mut reach = Bitboard::EMPTY;
    for mut sq in starts {
        reach.set(sq);
        while let Some(next) = sq.offset(0, color.forward()) {
            if fixed.contains(next) {
                break;
            }
            reach.set(next);
            sq = next;
        }
    }
    reach
}

/// Where the last capture of the pawn of `color` on `pawn` landed, if it surely captured:
/// its own file's pawn still stands unmoved, so it came from another file. `None` when it
/// may be its own file's pawn (or is that pawn, unmoved).
fn last_capture_squares(
    color: Color,
    pawn: Square,
    pawns: Bitboard,
    start_rank: Rank,
) -> Option<Bitboard> {
    let rank = pawn.rank().index();
    let start = start_rank.index();
    let climbed = rank.abs_diff(start);
    let own_start = Square::from_coords(pawn.file(), start_rank);
    if climbed == 0 || !pawns.contains(own_start) {
        return None;
    }
    let file = pawn.file().index();
    // The nearest file it could have come from: one whose pawn is not on its starting
    // square, no further away than the ranks it climbed.
    let crossed = (0..8u8)
        .filter(|&f| f != file && file.abs_diff(f) <= climbed)
        .filter(|&f| {
            File::new(f).is_some_and(|f| !pawns.contains(Square::from_coords(f, start_rank)))
        })
        .map(|f| file.abs_diff(f))
        .min()?;
    // Every file crossed took a capture and a rank: the last capture was at least that
    // far up, and no further than the pawn stands.
    let mut squares = Bitboard::EMPTY;
    for up in crossed..=climbed {
        let step = i8::try_from(up).ok()? * color.forward();
        if let Some(sq) = Square::from_coords(pawn.file(), start_rank).offset(0, step) {
            squares.set(sq);
        }
    }
    Some(squares)
}
