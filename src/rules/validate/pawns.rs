//! Pawn structure: which starting file each pawn came from, and the captures that needs.

use super::super::{Bitboard, Color, Position};

impl Position {
    /// The fewest captures the pawns of `color` must have made to stand where they are.
    /// Each pawn started on its own file of its second rank, changes file only by
    /// capturing (one file a capture), and climbs a rank with every capture, so a pawn
    /// `d` ranks up the board is at most `d` files from home. `None` if the pawns cannot
    /// be matched to starting files at all. Pawns on the back ranks are not counted (they
    /// have an error of their own); more than eight pawns give `None`.
    pub fn pawn_captures_needed(&self, color: Color) -> Option<u32> {
        let pawns: Vec<(u8, u8)> = (self.board.pawns() & self.board.by_color(color))
            .squares()
            .filter(|sq| !Bitboard::BACKRANKS.contains(*sq))
            .map(|sq| {
                let rank = sq.rank().index();
                let climbed = if color.is_white() { rank - 1 } else { 6 - rank };
                (sq.file().index(), climbed)
            })
            .collect();
        if pawns.len() > 8 {
            return None;
        }
        // best[used] = fewest captures for the first popcount(used) pawns on the files in
        // `used` (a bit a file).
        const NONE: u32 = u32::MAX;
        let mut best = [NONE; 256];
        best[0] = 0;
        for used in 0..256usize {
            let so_far = best[used];
            let next = used.count_ones() as usize;
            if so_far == NONE || next >= pawns.len() {
                continue;
            }
            let (file, climbed) = pawns[next];
            for home in 0..8u8 {
                let distance = u32::from(file.abs_diff(home));
                if used & (1 << home) == 0 && distance <= u32::from(climbed) {
                    let to = used | (1 << home);
                    best[to] = best[to].min(so_far + distance);
                }
            }
        }
        let min = (0..256usize)
            .filter(|used| used.count_ones() as usize == pawns.len())
            .map(|used| best[used])
            .min()
            .unwrap_or(NONE);
        (min != NONE).then_some(min)
    }
}
