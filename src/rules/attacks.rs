//! Which squares a piece attacks from a given square.
//!
//! Knight, king and pawn steps are small tables computed at compile time. Sliding pieces use
//! magic bitboards whose lookup tables (about 850 KB) are built once, at first use, from the
//! 128 multipliers below: the WebAssembly file carries only the multipliers, and building takes
//! about a millisecond. A slider's attacks stop at the first piece in each direction:
//!
//! ```text
//! rook_attacks(d4, occupied = {d6, b4})      . . . . . . . .
//!                                            . . . . . . . .
//!                                            . . . 1 . . . .   d6: the blocker is included
//!                                            . . . 1 . . . .
//!                                            . 1 1 R 1 1 1 1
//!                                            . . . 1 . . . .
//!                                            . . . 1 . . . .
//!                                            . . . 1 . . . .
//! ```
//!
//! ```
//! use check_tutor::rules::{attacks, Bitboard, Square};
//! let d4: Square = "d4".parse().unwrap();
//! let occupied: Bitboard = ["d6", "b4"].iter().map(|s| s.parse::<Square>().unwrap()).collect();
//! let a = attacks::rook_attacks(d4, occupied);
//! assert!(a.contains("d6".parse().unwrap()));
//! assert!(!a.contains("d7".parse().unwrap()));
//! assert_eq!(a.count(), 11);
//! ```

use super::{Bitboard, Color, Piece, Role, Square};
use std::sync::OnceLock;

const fn step_table(steps: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < steps.len() {
            let f = (sq % 8) as i8 + steps[i].0;
            let r = (sq / 8) as i8 + steps[i].1;
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                table[sq] |= 1 << (r * 8 + f);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i8, i8); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

static KNIGHT: [u64; 64] = step_table(&KNIGHT_STEPS);
static KING: [u64; 64] = step_table(&KING_STEPS);
static WHITE_PAWN: [u64; 64] = step_table(&[(-1, 1), (1, 1)]);
static BLACK_PAWN: [u64; 64] = step_table(&[(-1, -1), (1, -1)]);

#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// The squares a pawn of `color` on `sq` attacks (diagonally forward).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(match color {
        Color::White => WHITE_PAWN[sq.index()],
        Color::Black => BLACK_PAWN[sq.index()],
    })
}

#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    tables().rook.lookup(sq, occupied)
}

#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    tables().bishop.lookup(sq, occupied)
}

#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// The squares `piece` on `sq` attacks, given which squares are occupied.
pub fn attacks(piece: Piece, sq: Square, occupied: Bitboard) -> Bitboard {
    match piece.role {
        Role::Pawn => pawn_attacks(piece.color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => queen_attacks(sq, occupied),
        Role::King => king_attacks(sq),
    }
}

/// The squares strictly between `a` and `b` if they share a line, else empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    tables().between[a.index()][b.index()]
}

/// The whole line (rank, file or diagonal) through `a` and `b`, edge to edge, if they
/// share one; else empty.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    tables().line[a.index()][b.index()]
}

/// Whether three squares stand on one line.
#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

/// Builds the slider tables now rather than at the first move; returns how many entries.
pub fn warm_up() -> usize {
    let t = tables();
    t.rook.attacks.len() + t.bishop.attacks.len()
}

/// Each direction's ray from each square to the board's edge, the square itself left out.
fn rays(dirs: &[(i8, i8); 4]) -> [[u64; 64]; 4] {
    std::array::from_fn(|d| std::array::from_fn(|sq| ray_walk(sq, 0, &[dirs[d]; 4])))
}

/// [`ray_walk`] from the rays: in each direction the ray up to its first piece, found with
/// one bit scan. Building the tables this way takes a fraction of the square-by-square walk,
/// which counts on a slow phone: it is part of the first screen's work.
fn slide(sq: usize, occupied: u64, dirs: &[(i8, i8); 4], rays: &[[u64; 64]; 4]) -> u64 {
    let mut out = 0u64;
    for (d, &(df, dr)) in dirs.iter().enumerate() {
        let ray = rays[d][sq];
        let blockers = ray & occupied;
        out |= if blockers == 0 {
            ray
        } else {
            // The nearest piece: the lowest square for a direction up the board's indices.
            let first = if dr > 0 || (dr == 0 && df > 0) {
                blockers.trailing_zeros()
            } else {
                63 - blockers.leading_zeros()
            };
            ray ^ rays[d][first as usize & 63]
        };
    }
    out
}

fn ray_walk(sq: usize, occupied: u64, dirs: &[(i8, i8); 4]) -> u64 {
    let mut out = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((sq % 8) as i8 + df, (sq / 8) as i8 + dr);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            let bit = 1u64 << (r * 8 + f);
            out |= bit;
            if occupied & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    out
}

/// The relevant-occupancy mask: the rays without their last square.
fn relevant_mask(sq: usize, dirs: &[(i8, i8); 4]) -> u64 {
    let mut out = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((sq % 8) as i8 + df, (sq / 8) as i8 + dr);
        while (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr)) {
            out |= 1 << (r * 8 + f);
            f += df;
            r += dr;
        }
    }
    out
}

struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

struct SliderTable {
    magics: [Magic; 64],
    attacks: Vec<Bitboard>,
}

impl SliderTable {
    fn build(dirs: &[(i8, i8); 4], multipliers: &[u64; 64]) -> SliderTable {
        let total: usize = (0..64)
            .map(|sq| 1usize << relevant_mask(sq, dirs).count_ones())
            .sum();
        let mut attacks = Vec::with_capacity(total);
        let rays = rays(dirs);
        let magics = std::array::from_fn(|sq| {
            let magic = multipliers[sq];
            let mask = relevant_mask(sq, dirs);
            let bits = mask.count_ones();
            let offset = attacks.len();
            attacks.resize(offset + (1 << bits), Bitboard::EMPTY);
            // Walk every subset of the mask (Carry-Rippler).
            let mut subset = 0u64;
            loop {
                let index = (subset.wrapping_mul(magic) >> (64 - bits)) as usize;
                attacks[offset + index] = Bitboard(slide(sq, subset, dirs, &rays));
                subset = subset.wrapping_sub(mask) & mask;
                if subset == 0 {
                    break;
                }
            }
            Magic {
                mask,
                magic,
                shift: 64 - bits,
                offset,
            }
        });
        SliderTable { magics, attacks }
    }

    #[inline]
    fn lookup(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        // Square indices are below 64; the mask lets the compiler drop the bounds check.
        let m = &self.magics[sq.index() & 63];
        let index = ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
        self.attacks[m.offset + index]
    }
}

struct Tables {
    rook: SliderTable,
    bishop: SliderTable,
    between: Vec<[Bitboard; 64]>,
    line: Vec<[Bitboard; 64]>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(build_tables)
}

fn build_tables() -> Tables {
    let rook = SliderTable::build(&ROOK_DIRS, &ROOK_MAGICS);
    let bishop = SliderTable::build(&BISHOP_DIRS, &BISHOP_MAGICS);
    let mut between = vec![[Bitboard::EMPTY; 64]; 64];
    let mut line = vec![[Bitboard::EMPTY; 64]; 64];
    for a in 0..64usize {
        for table in [&rook, &bishop] {
            let empty_rays = table.lookup(Square::new_unchecked(a as u8), Bitboard::EMPTY);
            for b in empty_rays {
                let b_bb = Bitboard::from_square(b);
                let sq_a = Square::new_unchecked(a as u8);
                between[a][b.index()] =
                    table.lookup(sq_a, b_bb) & table.lookup(b, Bitboard::from_square(sq_a));
                line[a][b.index()] = (empty_rays & table.lookup(b, Bitboard::EMPTY))
                    | Bitboard::from_square(sq_a)
                    | b_bb;
            }
        }
    }
    Tables {
        rook,
        bishop,
        between,
        line,
    }
}

static ROOK_MAGICS: [u64; 64] = [
    0x2080002080400010,
    0x00c0002001401000,
    0x2100110008402002,
    0x0880080081041000,
    0x0200020020041008,
    0x2300040008010012,
    0x0c00283004008201,
    0x0180010000407a80,
    0x0168800080400020,
    0x0010400040201000,
    0x1001002001001048,
    0x1001002408100100,
    0x0801000408010012,
    0x4001000209000400,
    0x08a20004c8020001,
    0x2002801145002280,
    0x0080860021004200,
    0x001000c009402002,
    0x00b0002004002800,
    0x100a808010020800,
    0x8101010008000410,
    0x0244008002000480,
    0x0000040010810208,
    0x2000020000448534,
    0x4104400480008033,
    0x0000810100204000,
    0x0440430900200010,
    0x4600240900100100,
    0x0060080080040080,
    0x0001000300080400,
    0x0004084400011002,
    0x0023040200008041,
    0x0580050043002080,
    0x0400804002802008,
    0x0001002001004010,
    0x1000200901001000,
    0x4410800801800c00,
    0xa012003806001004,
    0x0020100104008802,
    0x0004808402000041,
    0x0010400170898000,
    0x0080500020004004,
    0x1040408012020020,
    0x8010040008004040,
    0x2001080100110004,
    0x0000020004008080,
    0x0021010810040002,
    0x0800008c43020024,
    0x0000800021005100,
    0x0070201040008080,
    0x0000d04282006a00,
    0x0010014400080240,
    0x0001080110050100,
    0x0012000810240600,
    0x0402000801040200,
    0x028100108a004100,
    0x0050800300102045,
    0x8208210040120882,
    0x8010600101183441,
    0x020b000910006045,
    0x0241001002480005,
    0x0081000400880241,
    0x0000009008024124,
    0x0048122980410402,
];
static BISHOP_MAGICS: [u64; 64] = [
    0x0848020822040013,
    0x8010a40085821200,
    0x0008008430840822,
    0x0808048108040000,
    0x1304042100008104,
    0x5001012010204023,
    0x81048801b8200420,
    0x200a008084012000,
    0x0040102001042084,
    0x840a505042428020,
    0x0000700102202920,
    0x44101c0c10800002,
    0x0040040422000000,
    0x0180020802090202,
    0x4020020811041202,
    0x000104308c042000,
    0x4140661002424400,
    0x0028012008010460,
    0x0188062102002a00,
    0x0014004840102008,
    0x0105000290400002,
    0x8001022200410400,
    0x104a041918013446,
    0x008a000082008238,
    0x04a0060008100430,
    0x0008220008820801,
    0x2508041208005010,
    0x4008080200202020,
    0x2441001013004000,
    0x0030008060407000,
    0x4008108000420800,
    0x0012021050290100,
    0x0210080482200500,
    0xcc01112048100480,
    0x0020402806500440,
    0x00048e0080580080,
    0x0040102020020080,
    0x0028010440080807,
    0x4601041108008800,
    0x8040810e04104200,
    0x901210110400088a,
    0xa003080212081050,
    0x00c1004048401004,
    0x900000a014400800,
    0x0008021040405401,
    0x4020008206002090,
    0x0004190424030100,
    0x0424008a02026250,
    0x8004088250900040,
    0x1c00430088a04200,
    0x0001020094040001,
    0x8040210020880061,
    0x2010040450442032,
    0x0800840850044001,
    0x0004040802140004,
    0x0004080a04222020,
    0x8088802110022000,
    0x1081a10416114400,
    0x0205010a24060820,
    0x0000000720411080,
    0x1008000208430400,
    0x580c026028810840,
    0x802020441020a110,
    0x12c0022401020018,
];

#[cfg(test)]
mod slide_tests {
    use super::*;

    /// The quick build agrees with the square-by-square walk for every square, both kinds
    /// of slider and many boards (every relevant subset of a few squares' masks, and
    /// pseudo-random boards everywhere).
    #[test]
    fn sliding_from_the_rays_matches_walking_square_by_square() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
            let rays = rays(dirs);
            for sq in 0..64 {
                for _ in 0..200 {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    let occupied = x & (x >> 11);
                    assert_eq!(
                        slide(sq, occupied, dirs, &rays),
                        ray_walk(sq, occupied, dirs),
                        "square {sq}, board {occupied:#x}"
                    );
                }
            }
            for sq in [0, 9, 27, 36, 63] {
                let mask = relevant_mask(sq, dirs);
                let mut subset = 0u64;
                loop {
                    assert_eq!(slide(sq, subset, dirs, &rays), ray_walk(sq, subset, dirs));
                    subset = subset.wrapping_sub(mask) & mask;
                    if subset == 0 {
                        break;
                    }
                }
            }
        }
    }
}
