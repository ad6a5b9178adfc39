//! Could this position arise in a real game? Each problem is a value with a code; the
//! words for people live in the tutor layer.
//!
//! Impossible checks are found by un-making the opponent's last move: every piece of theirs
//! that could have just arrived is put back where it could have come from (by a plain move,
//! a capture, a promotion, en passant or castling), and the position before must not have
//! had our king in check. If no such last move exists, the check could never happen.
//!
//! ```
//! use check_tutor::rules::{Position, PositionError};
//! // Two knights cannot give check together: whichever moved last, the other already did.
//! let pos: Position = "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1".parse().unwrap();
//! let codes: Vec<&str> = pos.validate().iter().map(|e| e.code()).collect();
//! assert_eq!(codes, ["impossible_check"]);
//! ```

mod captures;
mod check;
mod error;
mod mobility;
mod parity;
mod pawns;
mod retract;
mod unmove;

pub use check::ImpossibleCheck;
pub use error::PositionError;

use super::{Bitboard, CastlingSide, Color, Piece, Position, Rank, Role, Square};
use mobility::MobilityProblem;
use pawns::PawnProblem;
use retract::Retraction;

impl Position {
    /// Every reason this position could not arise in a game; empty if it could (as far as
    /// this retro-analysis can tell).
    ///
    /// The counts and checks come first, every one reported. Only a position that passes
    /// them all is reasoned about further, and then the first deeper reason found is
    /// given: the pawn structure with promotions, pieces that could never have reached
    /// their squares, pawn captures of units that could never have been there, the parity
    /// of the moves made, and last, a bounded search for last moves that lead back from
    /// possible positions.
    pub fn validate(&self) -> Vec<PositionError> {
        let mut errors = self.counting_errors();
        self.name_pawns(&mut errors);
        if errors.is_empty() {
            errors.extend(self.deeper_errors());
        }
        errors
    }

    /// The errors [`Position::validate`] finds by counting pieces and by the checks on the
    /// board, without its deeper reasoning (pawn structures, trapped pieces, last moves).
    /// They are quick and small: a learner's page finds these itself and asks the helper
    /// worker for the rest (`tutor::arising`).
    pub fn quick_errors(&self) -> Vec<PositionError> {
        self.counting_errors()
    }

    /// The errors that keep the rules of play from applying to this position
    /// ([`PositionError::breaks_rules`]), found without the deeper reasoning of
    /// [`Position::validate`]; empty if moves can be made and counted.
    pub fn rule_breaks(&self) -> Vec<PositionError> {
        let mut errors = self.counting_errors();
        errors.retain(PositionError::breaks_rules);
        errors
    }

    fn deeper_errors(&self) -> Vec<PositionError> {
        if let Some((color, problem)) = self.pawn_problem() {
            let error = match problem {
                PawnProblem::Promotions { needed, lost } => PositionError::ImpossiblePromotion {
                    color,
                    pieces: self.surplus_pieces(color),
                    captures: Some((needed, lost)),
                },
                PawnProblem::PassedThrough(pawns) => PositionError::PawnsPassedThrough { pawns },
            };
            return vec![error];
        }
        if let Some(problem) = self.mobility_problem() {
            let error = match problem {
                MobilityProblem::Trapped {
                    piece,
                    walls,
                    guarded,
                    homes,
                    no_promotion,
                } => PositionError::TrappedPiece {
                    piece,
                    walls,
                    guarded,
                    homes,
                    no_promotion,
                },
                MobilityProblem::Promotion { color, pieces } => {
                    PositionError::ImpossiblePromotion {
                        color,
                        pieces,
                        captures: None,
                    }
                }
            };
            return vec![error];
        }
        let (fixed, _) = self.fixed_units();
        if let Some(c) = self.capture_problem(fixed) {
            return vec![PositionError::UnreachableCapture {
                pawn: c.pawn,
                squares: c.squares,
            }];
        }
        if let Some(movers) = self.wrong_side_to_move() {
            return vec![PositionError::WrongSideToMove { movers }];
        }
        let color = !self.turn;
        let pieces = self.board.by_color(color);
        match self.retraction_problem() {
            Some(Retraction::NoLastMove) => vec![PositionError::NoLastMove { color, pieces }],
            Some(Retraction::DeadEnds { depth }) => {
                vec![PositionError::EveryLastMoveImpossible {
                    color,
                    pieces,
                    depth,
                }]
            }
            None => Vec::new(),
        }
    }

    /// How many of the pieces of `color` are at least promoted pawns: queens beyond one,
    /// rooks and knights beyond two, bishops beyond one on squares of each colour.
    pub(super) fn promoted_at_least(&self, color: Color) -> u32 {
        let b = &self.board;
        let ours = b.by_color(color);
        let extra = |bb: Bitboard, start: u32| bb.count().saturating_sub(start);
        let bishops = b.bishops() & ours;
        extra(b.queens() & ours, 1)
            + extra(b.rooks() & ours, 2)
            + extra(b.knights() & ours, 2)
            + extra(bishops & Bitboard::LIGHT_SQUARES, 1)
            + extra(bishops & Bitboard::DARK_SQUARES, 1)
    }

    /// The pieces of `color` of every kind it has more of than at the start (bishops
    /// counted by square colour): among them are the promoted pawns.
    pub(super) fn surplus_pieces(&self, color: Color) -> Bitboard {
        let b = &self.board;
        let ours = b.by_color(color);
        let bishops = b.bishops() & ours;
        [
            (b.queens() & ours, 1),
            (b.rooks() & ours, 2),
            (b.knights() & ours, 2),
            (bishops & Bitboard::LIGHT_SQUARES, 1),
            (bishops & Bitboard::DARK_SQUARES, 1),
        ]
        .into_iter()
        .filter(|(bb, start)| bb.count() > *start)
        .fold(Bitboard::EMPTY, |acc, (bb, _)| acc | bb)
    }

    /// The rank the pawns of `color` start on.
    pub(super) fn pawn_start_rank(color: Color) -> Rank {
        if color.is_white() {
            Rank::SECOND
        } else {
            Rank::SEVENTH
        }
    }

    /// The errors found by counting pieces and by the checks on the board.
    fn counting_errors(&self) -> Vec<PositionError> {
        let b = &self.board;
        let mut errors = Vec::new();
        if b.occupied().is_empty() {
            errors.push(PositionError::EmptyBoard);
            return errors;
        }
        for color in Color::ALL {
            let kings = (b.kings() & b.by_color(color)).count();
            if kings == 0 {
                errors.push(PositionError::MissingKing(color));
            } else if kings > 1 {
                errors.push(PositionError::TooManyKings(color));
            }
        }
        let backrank_pawns = b.pawns() & Bitboard::BACKRANKS;
        if backrank_pawns.any() {
            errors.push(PositionError::PawnsOnBackrank(backrank_pawns));
        }
        for color in Color::ALL {
            let pawns = (b.pawns() & b.by_color(color)).count();
            if pawns > 8 {
                errors.push(PositionError::TooManyPawns(color, pawns));
            }
        }
        for color in Color::ALL {
            let pawns = (b.pawns() & b.by_color(color)).count();
            // A second bishop on squares of one colour must have been a pawn.
            let promoted = self.promoted_at_least(color);
            let missing_pawns = 8u32.saturating_sub(pawns);
            if promoted > missing_pawns {
                errors.push(PositionError::TooMuchMaterial {
                    color,
                    promoted,
                    missing_pawns,
                });
            }
        }
        for color in Color::ALL {
            // With more than eight pawns the count above already says it all.
            if (b.pawns() & b.by_color(color)).count() > 8 {
                continue;
            }
            let lost = 16u32.saturating_sub(b.by_color(!color).count());
            let needed = self.pawn_captures_needed(color);
            if needed.is_none_or(|n| n > lost) {
                // Which pawns are behind it is [`Position::validate`]'s to say
                // ([`Position::name_pawns`]): the quick errors leave it out.
                errors.push(PositionError::TooManyPawnCaptures {
                    color,
                    needed,
                    lost,
                    pawns: Bitboard::EMPTY,
                    strays: Bitboard::EMPTY,
                    homes: Bitboard::EMPTY,
                });
            }
        }
        for color in Color::ALL {
            for side in CastlingSide::BOTH {
                if !self.castling.has(color, side) {
                    continue;
                }
                if !self.castling_allowed(color, side) {
                    errors.push(PositionError::InvalidCastlingRights(color, side));
                }
            }
        }
        if let Some(ep) = self.ep_square {
            if !self.ep_square_is_consistent(ep) {
                errors.push(PositionError::InvalidEpSquare(ep));
            }
        }
        let kings_ok = b.king_of(Color::White).is_some() && b.king_of(Color::Black).is_some();
        if kings_ok {
            let them = !self.turn;
            if let Some(k) = b.king_of(them) {
                let attackers = self.attackers_of(k, self.turn);
                if attackers.any() {
                    errors.push(PositionError::OppositeCheck {
                        checkers: attackers,
                    });
                }
            }
            let checkers = self.checkers();
            if checkers.count() > 2 {
                errors.push(PositionError::TooManyCheckers { checkers });
            } else if checkers.any() {
                if let Some(why) = self.impossible_check(checkers) {
                    errors.push(PositionError::ImpossibleCheck(why));
                }
            }
        }
        errors
    }

    pub fn is_valid(&self) -> bool {
        self.validate().is_empty()
    }

    /// Whether the placement allows this castling right: king and rook on their starting
    /// squares.
    pub fn castling_allowed(&self, color: Color, side: CastlingSide) -> bool {
        let (k, _, r, _) = side.squares(color);
        self.board.piece_at(k) == Some(Piece::new(color, Role::King))
            && self.board.piece_at(r) == Some(Piece::new(color, Role::Rook))
    }

    /// The en passant squares the placement allows for the side to move (a pawn of the
    /// other side that could just have stepped two squares).
    pub fn ep_candidates(&self) -> Vec<Square> {
        let rank = if self.turn.is_white() { 5 } else { 2 };
        (0..8u8)
            .filter_map(|f| {
                let sq = Square::from_coords(super::File::new(f)?, super::Rank::new(rank)?);
                self.ep_square_is_consistent(sq).then_some(sq)
            })
            .collect()
    }

    /// The en passant square must sit just behind a pawn of the side that just moved,
    /// with the square it passed and the square it left both empty.
    fn ep_square_is_consistent(&self, ep: Square) -> bool {
        let mover = !self.turn;
        let expected_rank = if mover.is_white() { 2 } else { 5 };
        if ep.rank().index() != expected_rank {
            return false;
        }
        let (Some(pawn), Some(origin)) = (
            ep.offset(0, mover.forward()),
            ep.offset(0, -mover.forward()),
        ) else {
            return false;
        };
        let occ = self.board.occupied();
        self.board.piece_at(pawn) == Some(Piece::new(mover, Role::Pawn))
            && !occ.contains(ep)
            && !occ.contains(origin)
    }
}
