//! The reasons a position cannot arise, as values with codes (the words are the tutor's).

use super::ImpossibleCheck;
use crate::rules::{Bitboard, CastlingSide, Color, Square};

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
