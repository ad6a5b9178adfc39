//! Pawn structure: which starting file each pawn came from, which file each promoted piece
//! was a pawn of, and the captures that needs.
//!
//! A pawn changes file only by capturing, one file a capture, so its captures have the
//! parity of the files it moved across. Two pawns that never captured stayed on their own
//! file all game, and on one file they cannot pass each other: a white pawn standing above
//! a black pawn of the same file means one of them left the file and came back (two
//! captures) or came from another file. A pawn that promoted straight up its own file had
//! to get past the enemy pawn still unmoved on that file, so it captured at least once.

use super::super::{Bitboard, Color, File, Position, Square};

/// A pawn to give a starting file: where it stands, and whether it must not be one that
/// never captured (then, on its own file, it left the file and came back: two captures).
#[derive(Clone, Copy)]
struct PawnOnFile {
    file: u8,
    climbed: u8,
    captured: bool,
}

/// The fewest captures for `pawns` and `promoted` promoted pawns, each given a starting
/// file of its own; a promoted pawn from file `f` costs `promotion_cost[f]`. `None` if no
/// such assignment exists.
fn fewest_captures(pawns: &[PawnOnFile], promoted: u32, promotion_cost: [u32; 8]) -> Option<u32> {
    let items = pawns.len() + promoted as usize;
    if items > 8 {
        return None;
    }
    const NONE: u32 = u32::MAX;
    // best[used] = fewest captures for the first popcount(used) items on the files in
    // `used` (a bit a file).
    let mut best = [NONE; 256];
    best[0] = 0;
    let mut min = NONE;
    for used in 0..256usize {
        let so_far = best[used];
        if so_far == NONE {
            continue;
        }
        let next = used.count_ones() as usize;
        if next == items {
            min = min.min(so_far);
            continue;
        }
        for home in 0..8u8 {
            if used & (1 << home) != 0 {
                continue;
            }
            let cost = match pawns.get(next) {
                Some(p) => {
                    let distance = u32::from(p.file.abs_diff(home));
                    // Off the file and back again takes two captures, two ranks up.
                    let cost = if distance == 0 && p.captured {
                        2
                    } else {
                        distance
                    };
                    if cost > u32::from(p.climbed) {
                        continue;
                    }
                    cost
                }
                None => promotion_cost[usize::from(home)],
            };
            let to = used | (1 << home);
            best[to] = best[to].min(so_far + cost);
        }
    }
    (min != NONE).then_some(min)
}

/// Whether every pawn can be given a starting file of its own within its reach (one file
/// for each rank it has climbed) where `allowed(pawn, file)` says it may.
fn assignable(pawns: &[PawnOnFile], allowed: impl Fn(usize, u8) -> bool) -> bool {
    if pawns.len() > 8 {
        return false;
    }
    // reached[used]: the first popcount(used) pawns can start on the files in `used`.
    let mut reached = [false; 256];
    reached[0] = true;
    for used in 0..256usize {
        if !reached[used] {
            continue;
        }
        let next = used.count_ones() as usize;
        let Some(p) = pawns.get(next) else {
            return true;
        };
        for home in 0..8u8 {
            if used & (1 << home) == 0 && p.file.abs_diff(home) <= p.climbed && allowed(next, home)
            {
                reached[used | 1 << home] = true;
            }
        }
    }
    false
}

/// The files (a bit a file) the pawn could have started on.
fn reach(p: &PawnOnFile) -> u8 {
    (0..8u8)
        .filter(|&home| p.file.abs_diff(home) <= p.climbed)
        .fold(0, |acc, home| acc | 1 << home)
}

/// The fewest pawns (a bit a pawn) that could only have started on fewer files than there
/// are of them, with those files; `None` when every group has files enough.
fn crowded(pawns: &[PawnOnFile]) -> Option<(u32, u8)> {
    let n = pawns.len().min(8);
    (1u32..1 << n)
        .filter_map(|group| {
            let files = (0..n)
                .filter(|&i| group & (1 << i) != 0)
                .fold(0u8, |acc, i| acc | reach(&pawns[i]));
            (files.count_ones() < group.count_ones()).then_some((group, files))
        })
        .min_by_key(|(group, _)| group.count_ones())
}

/// What the pawn structure of one side shows for certain about where its pawns came from
/// (see [`super::PositionError::TooManyPawnCaptures`] for what each set holds).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct OffFiles {
    pub pawns: Bitboard,
    pub strays: Bitboard,
    pub homes: Bitboard,
}

/// Why the pawns and promotions of one side cannot be accounted for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum PawnProblem {
    /// The promoted pieces need more captures than the other side has lost.
    Promotions { needed: u32, lost: u32 },
    /// Pawns of both colours on one file stand the wrong way round (these squares).
    PassedThrough(Bitboard),
}

impl Position {
    fn pawns_on_files(&self, color: Color) -> Vec<(Square, PawnOnFile)> {
        (self.board.pawns() & self.board.by_color(color))
            .squares()
            .filter(|sq| !Bitboard::BACKRANKS.contains(*sq))
            .map(|sq| {
                let rank = sq.rank().index();
                let climbed = if color.is_white() { rank - 1 } else { 6 - rank };
                let pawn = PawnOnFile {
                    file: sq.file().index(),
                    climbed,
                    captured: false,
                };
                (sq, pawn)
            })
            .collect()
    }

    /// The fewest captures the pawns of `color` must have made to stand where they are.
    /// Each pawn started on its own file of its second rank, changes file only by
    /// capturing (one file a capture), and climbs a rank with every capture, so a pawn
    /// `d` ranks up the board is at most `d` files from home. `None` if the pawns cannot
    /// be matched to starting files at all. Pawns on the back ranks are not counted (they
    /// have an error of their own); more than eight pawns give `None`.
    pub fn pawn_captures_needed(&self, color: Color) -> Option<u32> {
        let pawns: Vec<PawnOnFile> = self
            .pawns_on_files(color)
            .into_iter()
            .map(|p| p.1)
            .collect();
        fewest_captures(&pawns, 0, [0; 8])
    }

    /// Names the pawns behind each [`super::PositionError::TooManyPawnCaptures`] of `errors`:
    /// those that share a file, those that must have come from another, the files whose
    /// pawn has left them. (Not among the quick errors, whose sentence says the counts
    /// alone: the learner's download stays without this reasoning.)
    pub(super) fn name_pawns(&self, errors: &mut [super::PositionError]) {
        for error in errors {
            if let super::PositionError::TooManyPawnCaptures {
                color,
                pawns,
                strays,
                homes,
                ..
            } = error
            {
                let off = self.off_files(*color);
                (*pawns, *strays, *homes) = (off.pawns, off.strays, off.homes);
            }
        }
    }

    /// Which pawns of `color` force captures, for a side whose pawns need more captures
    /// than the other side has lost ([`Position::pawn_captures_needed`]). When the pawns
    /// can be matched to starting files at all: the pawns that share a file, those that
    /// cannot have started on their own file however they are matched, and the starting
    /// squares of the files whose pawn stands on another file however they are matched.
    /// When they cannot: the fewest pawns that could only have come from fewer files than
    /// there are of them, and those files' starting squares.
    pub(super) fn off_files(&self, color: Color) -> OffFiles {
        let on_files = self.pawns_on_files(color);
        let pawns: Vec<PawnOnFile> = on_files.iter().map(|p| p.1).collect();
        let start = Position::pawn_start_rank(color);
        let home = |file: u8| File::new(file).map(|f| Square::from_coords(f, start));
        if !assignable(&pawns, |_, _| true) {
            let Some((group, files)) = crowded(&pawns) else {
                return OffFiles::default();
            };
            return OffFiles {
                pawns: (on_files.iter().enumerate())
                    .filter(|(i, _)| group & (1 << i) != 0)
                    .map(|(_, p)| p.0)
                    .collect(),
                strays: Bitboard::EMPTY,
                homes: (0..8u8)
                    .filter(|f| files & (1 << f) != 0)
                    .filter_map(home)
                    .collect(),
            };
        }
        let stray = |i: usize| !assignable(&pawns, |j, h| j != i || h == pawns[i].file);
        let strays: Vec<usize> = (0..pawns.len()).filter(|&i| stray(i)).collect();
        // A file's pawn stands elsewhere when every matching uses the file, and never for a
        // pawn standing on it.
        let left = |f: u8| {
            !assignable(&pawns, |_, h| h != f)
                && (0..pawns.len()).all(|i| pawns[i].file != f || strays.contains(&i))
        };
        let shares = |p: &PawnOnFile| pawns.iter().filter(|q| q.file == p.file).count() > 1;
        OffFiles {
            pawns: (on_files.iter())
                .filter(|p| shares(&p.1))
                .map(|p| p.0)
                .collect(),
            strays: strays.iter().map(|&i| on_files[i].0).collect(),
            homes: (0..8u8).filter(|&f| left(f)).filter_map(home).collect(),
        }
    }

    /// A promoted pawn of `color` from each file costs one capture where the enemy pawn of
    /// that file has never moved: it stands in the way.
    fn promotion_costs(&self, color: Color) -> [u32; 8] {
        let blockers = self.board.pawns()
            & self.board.by_color(!color)
            & Bitboard::rank(Position::pawn_start_rank(!color));
        let mut cost = [0; 8];
        for sq in blockers {
            cost[usize::from(sq.file().index())] = 1;
        }
        cost
    }

    /// Pawns and promoted pieces together, with pawns passing each other counted: the
    /// first problem found, or `None` when some history accounts for them. Only asked
    /// once the plain counts (`too_much_material`, `too_many_pawn_captures`) pass.
    pub(super) fn pawn_problem(&self) -> Option<(Color, PawnProblem)> {
        let lost = |color: Color| 16u32.saturating_sub(self.board.by_color(!color).count());
        let white = self.pawns_on_files(Color::White);
        let black = self.pawns_on_files(Color::Black);
        let promoted = |color| self.promoted_at_least(color);
        let costs = [
            self.promotion_costs(Color::White),
            self.promotion_costs(Color::Black),
        ];
        let plain = |pawns: &[(Square, PawnOnFile)]| -> Vec<PawnOnFile> {
            pawns.iter().map(|p| p.1).collect()
        };
        for (color, pawns) in [(Color::White, &white), (Color::Black, &black)] {
            if let Some(needed) =
                fewest_captures(&plain(pawns), promoted(color), costs[color.index()])
            {
                if needed > lost(color) {
                    let problem = PawnProblem::Promotions {
                        needed,
                        lost: lost(color),
                    };
                    return Some((color, problem));
                }
            }
        }

        // White pawns above black pawns on the same file: in each such pair one of the two
        // did not stay on its file without capturing.
        let mut crossed: Vec<(usize, usize)> = Vec::new();
        for (i, (w, _)) in white.iter().enumerate() {
            for (j, (b, _)) in black.iter().enumerate() {
                if w.file() == b.file() && w.rank().index() > b.rank().index() {
                    crossed.push((i, j));
                }
            }
        }
        // Beyond six white pawns in such pairs, the search is skipped (answering possible).
        let mut involved: Vec<usize> = crossed.iter().map(|c| c.0).collect();
        involved.dedup();
        if crossed.is_empty() || involved.len() > 6 {
            return None;
        }
        let fits = |color: Color, pawns: &[(Square, PawnOnFile)], captured: &[bool]| {
            let items: Vec<PawnOnFile> = pawns
                .iter()
                .zip(captured)
                .map(|(p, &c)| PawnOnFile { captured: c, ..p.1 })
                .collect();
            fewest_captures(&items, promoted(color), costs[color.index()])
                .is_some_and(|n| n <= lost(color))
        };
        // Choose which white pawns of the pairs captured; the black pawn of every other
        // pair must have.
        for subset in 0..1u32 << involved.len() {
            let mut white_captured = vec![false; white.len()];
            for (k, &i) in involved.iter().enumerate() {
                white_captured[i] = subset & (1 << k) != 0;
            }
            let mut black_captured = vec![false; black.len()];
            for &(i, j) in &crossed {
                if !white_captured[i] {
                    black_captured[j] = true;
                }
            }
            if fits(Color::White, &white, &white_captured)
                && fits(Color::Black, &black, &black_captured)
            {
                return None;
            }
        }
        let squares = crossed.iter().fold(Bitboard::EMPTY, |acc, &(i, j)| {
            acc.with(white[i].0).with(black[j].0)
        });
        Some((Color::White, PawnProblem::PassedThrough(squares)))
    }
}
