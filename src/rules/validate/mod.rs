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
mod mobility;
mod parity;
mod pawns;
mod retract;
mod unmove;

pub use check::ImpossibleCheck;

use super::{Bitboard, CastlingSide, Color, Piece, Position, Rank, Role, Square};
use mobility::MobilityProblem;
use pawns::PawnProblem;
use retract::Retraction;

/// One reason a position cannot arise in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PositionError {
    EmptyBoard,
    MissingKing(Color),
    TooManyKings(Color),
    /// Pawns on the first or eighth rank.
    PawnsOnBackrank(Bitboard),
    TooManyPawns(Color, u32),
    /// More queens, rooks and minor pieces than the missing pawns could have become.
    TooMuchMaterial {
        color: Color,
        promoted: u32,
        missing_pawns: u32,
    },
    /// The pawns of `color` stand on files they could only have reached by capturing more
    /// pieces than the other side has lost. `needed` is `None` when no way of bringing them
    /// there from their starting squares exists at all.
    ///
    /// The pawns that force the captures, as far as the structure shows them for certain.
    /// With `needed`: `pawns` share a file with another pawn of theirs (only one pawn on a
    /// file can have started there), `strays` cannot have started on their own file however
    /// the pawns are matched to starting files, and `homes` are the starting squares of the
    /// files whose pawn stands on another file however they are matched. Without: `pawns`
    /// could only have started on the fewer squares `homes`.
    TooManyPawnCaptures {
        color: Color,
        needed: Option<u32>,
        lost: u32,
        pawns: Bitboard,
        strays: Bitboard,
        homes: Bitboard,
    },
    InvalidCastlingRights(Color, CastlingSide),
    InvalidEpSquare(Square),
    /// The side that has just moved is in check (by these pieces).
    OppositeCheck {
        checkers: Bitboard,
    },
    TooManyCheckers {
        checkers: Bitboard,
    },
    ImpossibleCheck(ImpossibleCheck),
    /// Pawns of both colours on one file stand the wrong way round, a white pawn above a
    /// black one, and too few pieces are gone for either to have stepped around the other.
    PawnsPassedThrough {
        pawns: Bitboard,
    },
    /// `pieces` must include promoted pawns of `color`, but no promotion could have made
    /// them: `captures` is `Some((needed, lost))` when the promotions need more captures
    /// than the other side has lost, `None` when no pawn could have promoted into a piece
    /// that then reached its square.
    ImpossiblePromotion {
        color: Color,
        pieces: Bitboard,
        captures: Option<(u32, u32)>,
    },
    /// The piece on `piece` could never have arrived there from where it started (or from
    /// a promotion): `walls` are units that never moved shutting it in, `guarded` squares
    /// on the way it could never have stood on.
    ///
    /// When `homes` is not empty, the `walls` shut the pieces of its kind in on those
    /// starting squares instead, and no promotion could have brought one there
    /// (`no_promotion`: no pawn of its colour is gone).
    TrappedPiece {
        piece: Square,
        walls: Bitboard,
        guarded: Bitboard,
        homes: Bitboard,
        no_promotion: bool,
    },
    /// The pawn on `pawn` stands off its own file, so it captured, last on one of
    /// `squares`; but no unit the other side has lost could ever have stood there.
    UnreachableCapture {
        pawn: Square,
        squares: Bitboard,
    },
    /// Nothing was captured and only `movers` can have moved, in a number of moves whose
    /// parity says the other side is to move.
    WrongSideToMove {
        movers: Bitboard,
    },
    /// `color` has just moved, but no move of its units (`pieces`) can have been the last
    /// one: each would have been played from a position that could not arise.
    NoLastMove {
        color: Color,
        pieces: Bitboard,
    },
    /// `color` has just moved, and its possible last moves all lead back to positions
    /// with no possible history of their own, `depth` moves back.
    EveryLastMoveImpossible {
        color: Color,
        pieces: Bitboard,
        depth: u32,
    },
}

impl PositionError {
    /// The stable code from DESIGN.md.
    /// Every code [`PositionError::code`] gives.
    pub const CODES: [&'static str; 19] = [
        "empty_board",
        "missing_king",
        "too_many_kings",
        "pawns_on_backrank",
        "too_many_pawns",
        "too_much_material",
        "too_many_pawn_captures",
        "invalid_castling_rights",
        "invalid_ep_square",
        "opposite_check",
        "too_many_checkers",
        "impossible_check",
        "pawns_passed_through",
        "impossible_promotion",
        "trapped_piece",
        "unreachable_capture",
        "wrong_side_to_move",
        "no_last_move",
        "every_last_move_impossible",
    ];

    /// The code of an error as the `'static` string [`PositionError::code`] gives, if
    /// `code` is one.
    pub fn known_code(code: &str) -> Option<&'static str> {
        PositionError::CODES.into_iter().find(|c| *c == code)
    }

    pub fn code(&self) -> &'static str {
        match self {
            PositionError::EmptyBoard => "empty_board",
            PositionError::MissingKing(_) => "missing_king",
            PositionError::TooManyKings(_) => "too_many_kings",
            PositionError::PawnsOnBackrank(_) => "pawns_on_backrank",
            PositionError::TooManyPawns(..) => "too_many_pawns",
            PositionError::TooMuchMaterial { .. } => "too_much_material",
            PositionError::TooManyPawnCaptures { .. } => "too_many_pawn_captures",
            PositionError::InvalidCastlingRights(..) => "invalid_castling_rights",
            PositionError::InvalidEpSquare(_) => "invalid_ep_square",
            PositionError::OppositeCheck { .. } => "opposite_check",
            PositionError::TooManyCheckers { .. } => "too_many_checkers",
            PositionError::ImpossibleCheck(_) => "impossible_check",
            PositionError::PawnsPassedThrough { .. } => "pawns_passed_through",
            PositionError::ImpossiblePromotion { .. } => "impossible_promotion",
            PositionError::TrappedPiece { .. } => "trapped_piece",
            PositionError::UnreachableCapture { .. } => "unreachable_capture",
            PositionError::WrongSideToMove { .. } => "wrong_side_to_move",
            PositionError::NoLastMove { .. } => "no_last_move",
            PositionError::EveryLastMoveImpossible { .. } => "every_last_move_impossible",
        }
    }

    /// Whether the rules of play cannot be applied to a position with this error: with no
    /// king or a second one, check means nothing; a pawn on its first or last rank has no
    /// move; and when the side not to move is in check, its king could be taken. Every
    /// other error leaves a position that cannot arise but can still be played on.
    pub fn breaks_rules(&self) -> bool {
        matches!(
            self,
            PositionError::EmptyBoard
                | PositionError::MissingKing(_)
                | PositionError::TooManyKings(_)
                | PositionError::PawnsOnBackrank(_)
                | PositionError::OppositeCheck { .. }
        )
    }

    /// The squares the error is about, for marking on a board.
    pub fn squares(&self) -> Bitboard {
        match *self {
            PositionError::PawnsOnBackrank(b) => b,
            PositionError::InvalidEpSquare(s) => Bitboard::from_square(s),
            PositionError::OppositeCheck { checkers }
            | PositionError::TooManyCheckers { checkers } => checkers,
            PositionError::ImpossibleCheck(i) => i.checkers(),
            PositionError::PawnsPassedThrough { pawns } => pawns,
            PositionError::TooManyPawnCaptures {
                pawns,
                strays,
                homes,
                ..
            } => pawns | strays | homes,
            PositionError::ImpossiblePromotion { pieces, .. } => pieces,
            PositionError::TrappedPiece {
                piece,
                walls,
                guarded,
                homes,
                ..
            } => walls.with(piece) | guarded | homes,
            PositionError::UnreachableCapture { pawn, squares } => squares.with(pawn),
            PositionError::WrongSideToMove { movers } => movers,
            PositionError::NoLastMove { pieces, .. }
            | PositionError::EveryLastMoveImpossible { pieces, .. } => pieces,
            _ => Bitboard::EMPTY,
        }
    }
}

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
