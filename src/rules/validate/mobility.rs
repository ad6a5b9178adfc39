//! Which units can never have moved, and where the others could have gone.
//!
//! Some units surely stand where they started: a pawn on its starting rank, a king and
//! rook that may still castle, and any piece whose square no piece of its kind could ever
//! have entered because the units around it never moved. Those units were there all game
//! long, so they wall squares in, and they guard squares for ever: an enemy king never
//! stood next to them or on a square their pawns attack, and an enemy piece that gave
//! check at close range (next to the king, or as a knight or pawn) to a king that never
//! moved was taken at once, so it never stood there and lived.
//!
//! Every other piece must have come from a starting square of its kind, or (not a king)
//! from a promotion square a pawn of its colour could have reached, along squares it
//! could have used; each starting square gives at most one piece, and promotions at most
//! as many as the pawns that are gone.

use super::super::attacks::{self, bishop_attacks, king_attacks, knight_attacks, pawn_attacks};
use super::super::{Bitboard, Board, CastlingSide, Color, Piece, Position, Rank, Role, Square};

/// What the mobility reasoning can find wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum MobilityProblem {
    /// A piece stands where it could never have arrived. When `homes` is not empty, the
    /// `walls` are what shut the pieces of its kind in on those starting squares (and no
    /// promotion brought one out: `no_promotion` when no pawn of its colour is gone);
    /// otherwise they shut the piece in where it stands.
    Trapped {
        piece: Square,
        walls: Bitboard,
        guarded: Bitboard,
        homes: Bitboard,
        no_promotion: bool,
    },
    /// These pieces of `color` need more promotions than could have happened.
    Promotion { color: Color, pieces: Bitboard },
}

pub(super) const PIECES: [Role; 4] = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen];

pub(super) fn promotion_rank(color: Color) -> Bitboard {
    Bitboard::rank(if color.is_white() {
        Rank::EIGHTH
    } else {
        Rank::FIRST
    })
}

/// The squares a `role` of `color` could move to from `from` with only `fixed` in the way
/// (a pawn's squares on its promotion rank included).
pub(super) fn steps(role: Role, color: Color, from: Square, fixed: Bitboard) -> Bitboard {
    let reach = match role {
        Role::Pawn => {
            let mut reach = pawn_attacks(color, from);
            if let Some(one) = from.offset(0, color.forward()) {
                if !fixed.contains(one) {
                    reach.set(one);
                    let start = Bitboard::rank(Position::pawn_start_rank(color));
                    if start.contains(from) {
                        if let Some(two) = one.offset(0, color.forward()) {
                            reach.set(two);
                        }
                    }
                }
            }
            reach
        }
        Role::King => king_attacks(from),
        _ => attacks::attacks(Piece::new(color, role), from, fixed),
    };
    reach & !fixed
}

/// Whether a `role` of `color` could ever have moved onto `sq`, from a square not held by
/// a unit that never moved (or been promoted there).
fn could_enter(role: Role, color: Color, sq: Square, fixed: Bitboard) -> bool {
    let near = match role {
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, Bitboard::ALL),
        Role::Rook => attacks::rook_attacks(sq, Bitboard::ALL),
        _ => king_attacks(sq),
    };
    if (near & !fixed).any() {
        return true;
    }
    // A pawn promoting there came from just behind it, straight or diagonally.
    role != Role::King
        && role != Role::Pawn
        && promotion_rank(color).contains(sq)
        && sq.offset(0, -color.forward()).is_some_and(|behind| {
            ((king_attacks(sq) & Bitboard::rank(behind.rank())) & !fixed).any()
        })
}

impl Position {
    /// The units that surely never moved. Pieces found shut in on a square that is not a
    /// starting square of their kind are returned as trapped.
    pub(super) fn fixed_units(&self) -> (Bitboard, Option<Square>) {
        let b = &self.board;
        let mut fixed = (b.pawns()
            & b.by_color(Color::White)
            & Bitboard::rank(Position::pawn_start_rank(Color::White)))
            | (b.pawns()
                & b.by_color(Color::Black)
                & Bitboard::rank(Position::pawn_start_rank(Color::Black)));
        for color in Color::ALL {
            for side in CastlingSide::BOTH {
                if self.castling.has(color, side) {
                    let (k, _, r, _) = side.squares(color);
                    fixed = fixed.with(k).with(r);
                }
            }
        }
        let start = Board::starting();
        loop {
            let mut changed = false;
            for sq in b.occupied() & !b.pawns() & !fixed {
                let Some(piece) = b.piece_at(sq) else {
                    continue;
                };
                if !could_enter(piece.role, piece.color, sq, fixed) {
                    if start.piece_at(sq) != Some(piece) {
                        return (fixed, Some(sq));
                    }
                    fixed.set(sq);
                    changed = true;
                }
            }
            if !changed {
                return (fixed, None);
            }
        }
    }

    /// Squares a `role` of `color` never stopped on and survived: for a king, squares the
    /// enemy's fixed units attack; for the rest, squares giving close-range check to an
    /// enemy king that never moved.
    pub(super) fn guarded(&self, role: Role, color: Color, fixed: Bitboard) -> Bitboard {
        let b = &self.board;
        let enemy_fixed = fixed & b.by_color(!color);
        if role == Role::King {
            let mut guarded = Bitboard::EMPTY;
            for sq in enemy_fixed {
                // With every square taken, a slider reaches only its neighbours: the
                // squares nothing can ever stand between.
                if let Some(piece) = b.piece_at(sq) {
                    guarded |= attacks::attacks(piece, sq, Bitboard::ALL);
                }
            }
            return guarded;
        }
        let Some(king) = (b.kings() & enemy_fixed).first() else {
            return Bitboard::EMPTY;
        };
        match role {
            Role::Pawn => pawn_attacks(!color, king),
            Role::Knight => knight_attacks(king),
            Role::Bishop => bishop_attacks(king, Bitboard::ALL),
            Role::Rook => attacks::rook_attacks(king, Bitboard::ALL),
            _ => king_attacks(king),
        }
    }
}

/// Where one kind of unit of one colour could have gone.
pub(super) struct Region {
    pub role: Role,
    pub color: Color,
    pub fixed: Bitboard,
    pub guarded: Bitboard,
}

impl Region {
    /// Every square reachable from `sources` by stopping only on squares allowed.
    pub fn flood(&self, sources: Bitboard) -> Bitboard {
        let promotion = if self.role == Role::Pawn {
            promotion_rank(self.color)
        } else {
            Bitboard::EMPTY
        };
        let mut seen = sources;
        let mut todo = sources;
        while let Some(sq) = todo.first() {
            todo.clear(sq);
            let new =
                steps(self.role, self.color, sq, self.fixed) & !self.guarded & !promotion & !seen;
            seen |= new;
            todo |= new;
        }
        seen
    }

    /// The squares reached from `stops` with one more move, where it may end on a
    /// guarded square (the position now) or the promotion rank.
    pub fn arrivals(&self, stops: Bitboard) -> Bitboard {
        stops.squares().fold(stops, |acc, sq| {
            acc | steps(self.role, self.color, sq, self.fixed)
        })
    }
}

/// One piece to give an origin: a starting square (bit `i` of `homes` for slot `i`) or a
/// promotion.
struct Candidate {
    square: Square,
    homes: u32,
    promoted: bool,
}

/// Whether every candidate gets its own starting square or one of `promotions` promotions.
fn origins_suffice(candidates: &[Candidate], slots: usize, promotions: usize) -> Option<usize> {
    // Slots past `slots` are promotions. Kuhn's augmenting paths; sizes are tiny.
    let total = slots + promotions;
    let mut owner: Vec<Option<usize>> = vec![None; total];
    fn allowed(c: &Candidate, slot: usize, slots: usize) -> bool {
        if slot < slots {
            c.homes & (1 << slot) != 0
        } else {
            c.promoted
        }
    }
    fn augment(
        i: usize,
        candidates: &[Candidate],
        slots: usize,
        owner: &mut Vec<Option<usize>>,
        visited: &mut Vec<bool>,
    ) -> bool {
        for slot in 0..owner.len() {
            if visited[slot] || !allowed(&candidates[i], slot, slots) {
                continue;
            }
            visited[slot] = true;
            let free = match owner[slot] {
                None => true,
                Some(j) => augment(j, candidates, slots, owner, visited),
            };
            if free {
                owner[slot] = Some(i);
                return true;
            }
        }
        false
    }
    for i in 0..candidates.len() {
        let mut visited = vec![false; total];
        if !augment(i, candidates, slots, &mut owner, &mut visited) {
            return Some(i);
        }
    }
    None
}

impl Position {
    /// The first thing found about units that could not have reached their squares.
    pub(super) fn mobility_problem(&self) -> Option<MobilityProblem> {
        let b = &self.board;
        let (fixed, shut_in) = self.fixed_units();
        if let Some(sq) = shut_in {
            return Some(self.trapped(sq, fixed));
        }
        let start = Board::starting();
        for color in Color::ALL {
            let ours = b.by_color(color);
            let region = |role: Role| Region {
                role,
                color,
                fixed,
                guarded: self.guarded(role, color, fixed),
            };
            // The king came from its own square.
            if let Some(king) = b.king_of(color) {
                let home = (start.kings() & start.by_color(color)).first();
                let kings = region(Role::King);
                let reach = home.map(|h| kings.arrivals(kings.flood(Bitboard::from_square(h))));
                if !fixed.contains(king) && !reach.is_some_and(|r| r.contains(king)) {
                    return Some(self.trapped(king, fixed));
                }
            }
            // Pawns from their starting rank; promotions from their last step.
            let pawns = region(Role::Pawn);
            let pawn_starts = Bitboard::rank(Position::pawn_start_rank(color)) & !fixed;
            let pawn_stops = pawns.flood(pawn_starts);
            let pawn_arrivals = pawns.arrivals(pawn_stops);
            for sq in b.pawns() & ours & !fixed {
                if !pawn_arrivals.contains(sq) {
                    return Some(self.trapped(sq, fixed));
                }
            }
            let missing_pawns = 8usize.saturating_sub((b.pawns() & ours).count() as usize);
            let landings = if missing_pawns > 0 {
                pawn_arrivals & promotion_rank(color)
            } else {
                Bitboard::EMPTY
            };

            let mut candidates = Vec::new();
            let mut slots = 0;
            for role in PIECES {
                let pieces = b.by_piece(Piece::new(color, role)) & !fixed;
                if pieces.is_empty() {
                    continue;
                }
                let kind = region(role);
                let promoted = if landings.any() {
                    landings | kind.arrivals(kind.flood(landings & !kind.guarded))
                } else {
                    Bitboard::EMPTY
                };
                let mut homes = Vec::new();
                let home_squares = start.by_piece(Piece::new(color, role));
                for home in home_squares {
                    // A piece still fixed at home is its own origin.
                    if fixed.contains(home) && b.piece_at(home) == Some(Piece::new(color, role)) {
                        continue;
                    }
                    homes.push(kind.arrivals(kind.flood(Bitboard::from_square(home))));
                }
                for sq in pieces {
                    let mut mask = 0;
                    for (i, reach) in homes.iter().enumerate() {
                        if reach.contains(sq) {
                            mask |= 1 << (slots + i);
                        }
                    }
                    let from_promotion = promoted.contains(sq);
                    if mask == 0 && !from_promotion {
                        let homes = home_squares
                            .squares()
                            .filter(|h| !fixed.contains(*h) || b.piece_at(*h) != b.piece_at(sq))
                            .filter(|h| role != Role::Bishop || h.is_light() == sq.is_light())
                            .fold(Bitboard::EMPTY, |acc, h| acc.with(h));
                        return Some(self.trapped_or_shut_at_home(
                            sq,
                            fixed,
                            homes,
                            missing_pawns == 0,
                        ));
                    }
                    candidates.push(Candidate {
                        square: sq,
                        homes: mask,
                        promoted: from_promotion,
                    });
                }
                slots += homes.len();
            }
            if let Some(i) = origins_suffice(&candidates, slots, missing_pawns) {
                let sq = candidates[i].square;
                let pieces = match b.piece_at(sq) {
                    Some(p) if p.role == Role::Bishop => {
                        let shade = if sq.is_light() {
                            Bitboard::LIGHT_SQUARES
                        } else {
                            Bitboard::DARK_SQUARES
                        };
                        b.by_piece(p) & shade
                    }
                    Some(p) => b.by_piece(p),
                    None => Bitboard::from_square(sq),
                };
                return Some(MobilityProblem::Promotion { color, pieces });
            }
        }
        None
    }

    /// The piece on `sq` as trapped, with what shuts it in: the fixed units next to the
    /// squares it could have moved among, and the guarded squares it could not use.
    fn trapped(&self, sq: Square, fixed: Bitboard) -> MobilityProblem {
        let (walls, guarded) = match self.board.piece_at(sq) {
            Some(piece) => self.shut_in(piece, sq, fixed.without(sq)),
            None => (Bitboard::EMPTY, Bitboard::EMPTY),
        };
        MobilityProblem::Trapped {
            piece: sq,
            walls,
            guarded,
            homes: Bitboard::EMPTY,
            no_promotion: false,
        }
    }

    /// The piece on `sq`, which no starting square of its kind (`homes`) nor a promotion
    /// could have sent there, as trapped: said by what shuts those starting squares in,
    /// when that is fewer units than what shuts the piece in where it stands (the bishop
    /// from c1 never got past the pawns on b2 and d2, rather than every unmoved pawn
    /// around e5).
    fn trapped_or_shut_at_home(
        &self,
        sq: Square,
        fixed: Bitboard,
        homes: Bitboard,
        no_promotion: bool,
    ) -> MobilityProblem {
        let here = self.trapped(sq, fixed);
        let (Some(piece), MobilityProblem::Trapped { walls: around, .. }) =
            (self.board.piece_at(sq), here)
        else {
            return here;
        };
        let mut walls = Bitboard::EMPTY;
        for home in homes {
            let (w, guarded) = self.shut_in(piece, home, fixed.without(home));
            if w.is_empty() || guarded.any() {
                return here;
            }
            walls |= w;
        }
        if homes.is_empty() || walls.count() >= around.count() {
            return here;
        }
        MobilityProblem::Trapped {
            piece: sq,
            walls,
            guarded: Bitboard::EMPTY,
            homes,
            no_promotion,
        }
    }

    /// What shuts a `piece` in on `from`: the first fixed unit along each way out of the
    /// squares it could move among, and the guarded squares next to them it could not use.
    fn shut_in(&self, piece: Piece, from: Square, fixed: Bitboard) -> (Bitboard, Bitboard) {
        let guarded = self.guarded(piece.role, piece.color, fixed);
        let region = Region {
            role: piece.role,
            color: piece.color,
            fixed,
            guarded,
        };
        let inside = region.flood(Bitboard::from_square(from));
        let mut walls = Bitboard::EMPTY;
        let mut near = Bitboard::EMPTY;
        for s in inside {
            walls |= steps(piece.role, piece.color, s, Bitboard::EMPTY)
                & fixed
                & match piece.role {
                    Role::Knight | Role::King | Role::Pawn => Bitboard::ALL,
                    _ => attacks::attacks(piece, s, fixed),
                };
            near |= steps(piece.role, piece.color, s, fixed);
        }
        (walls, near & guarded & !inside)
    }
}
