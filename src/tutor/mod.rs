//! What to tell a learner: why a move is refused, what kind of check is on the board, the
//! ways out of it, why a position is mate or stalemate, and why a set-up position could
//! never arise. Every answer is data (a reason code, the squares to mark, a [`Message`]);
//! [`Message::say`] words a message in a language's Fluent catalog ([`Catalog`]), and
//! [`Message::english`] in English.
//!
//! ```
//! use check_tutor::rules::{Position, Square};
//! use check_tutor::tutor::{explain_move, Verdict};
//! // The bishop on e2 stands between its king and the rook on e7.
//! let pos: Position = "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1".parse().unwrap();
//! let sq = |s: &str| s.parse::<Square>().unwrap();
//! match explain_move(&pos, sq("e2"), sq("d3"), None) {
//!     Verdict::Refused(r) => {
//!         assert_eq!(r.reason.code(), "pinned");
//!         assert_eq!(
//!             r.message.english(),
//!             "Your bishop on e2 is pinned: if it left the e-file, the rook on e7 would attack your king on e1."
//!         );
//!     }
//!     Verdict::Legal(_) => panic!("a pinned bishop may not leave the file"),
//! }
//! ```

pub mod annotations;
pub mod arising;
mod ask;
pub mod ask_words;
mod board_view;
pub mod board_words;
mod catalog;
mod check;
mod claims;
pub mod diagram;
mod editor;
mod ending;
pub mod english;
mod explain;
mod unreadable;
pub use unreadable::fen_phrase;
mod gain;
mod lang;
mod link_problem;
pub use link_problem::LinkProblem;
#[cfg(test)]
use link_problem::{samples as link_problem_samples, sentence_samples as link_problem_sentences};
mod notation;
mod phrase_codes;
mod phrases;
mod play;
pub mod play_link;
mod playable;
mod position;
mod position_phrases;
pub mod practice_words;
mod spoken;
mod typed;
pub use spoken::{describe_move, last_move_spoken};
mod touch;
mod versus;
mod versus_draws;

pub use ask::{ask, stuck, Asked};
pub use board_view::{
    add_check, add_ending, add_kept_pin, add_refusal, position_view, BoardView, LineKind, Mark,
};
#[cfg(all(target_arch = "wasm32", not(test)))]
pub use catalog::set_english;
pub use catalog::{has_english, Catalog, Fact, Phrase};
pub use check::{describe_check, CheckReport, Checker, NoBlockWhy, NoCaptureWhy};
pub use claims::ClaimableDraw;
pub use editor::{Editor, Verdict as EditorVerdict};
pub use ending::{explain_ending, Ending, EscapeSquare, MoveTried, PieceMoves};
pub use explain::{explain_move, miss, reason_holds, LegalMove, Miss, Reason, Refusal, Verdict};
pub use gain::{gain, Gain};
pub use lang::Lang;
pub use notation::{localized, to_english};
pub use play::{click, lift, playable, playable_why, Click, Feedback, Play};
pub use position::{explain_position_error, explain_position_errors, explain_quick_errors};
pub use touch::{after_illegal_move, touched, TouchRule};
pub use typed::{typed_move, typed_move_in, OtherLetter, Typed, TypedMove};
pub use versus::{computer_played, hint, legal_uci, replay, why_it_works, Stop, Versus, WayOut};

use crate::rules::{Color, Piece, Role, Square};

/// A piece on its square, as a message names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceOn {
    pub piece: Piece,
    pub square: Square,
}

impl PieceOn {
    pub fn at(pos: &crate::rules::Position, square: Square) -> Option<PieceOn> {
        pos.piece_at(square).map(|piece| PieceOn { piece, square })
    }

    /// All pieces on the squares of `bb`, a1 first.
    pub fn all(pos: &crate::rules::Position, bb: crate::rules::Bitboard) -> Vec<PieceOn> {
        bb.squares().filter_map(|s| PieceOn::at(pos, s)).collect()
    }
}

/// A move named for a learner: its notation (in English letters, written in the
/// reader's own by the catalog) and, in words, which piece goes where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedMove {
    pub role: Role,
    pub to: Square,
    pub capture: bool,
    pub san: String,
}

/// Which of the three ways out of a check a position allows (a king move, a capture of the
/// checking piece by another piece, a piece put in the way), so a refusal names only those.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WaysOut {
    pub king: bool,
    pub capture: bool,
    pub block: bool,
}

/// Everything the tutor can say. Each variant carries the facts; `english` words them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    // Refused moves.
    NoPiece {
        square: Square,
    },
    NotYourTurn {
        piece: PieceOn,
        turn: Color,
    },
    OwnPieceOnTarget {
        mover: PieceOn,
        target: PieceOn,
    },
    NotAPieceMove {
        mover: PieceOn,
        to: Square,
    },
    PathBlocked {
        mover: PieceOn,
        to: Square,
        blocker: PieceOn,
    },
    KingIntoCheck {
        to: Square,
        attackers: Vec<PieceOn>,
        on_check_line: bool,
    },
    KingNextToKing {
        to: Square,
        enemy_king: Square,
    },
    DoesNotResolveCheck {
        mover: PieceOn,
        checkers: Vec<PieceOn>,
        king: Square,
        /// The ways out of the check that this position allows.
        ways: WaysOut,
    },
    DoubleCheckKingMustMove {
        mover: PieceOn,
        checkers: Vec<PieceOn>,
    },
    Pinned {
        mover: PieceOn,
        pinner: PieceOn,
        king: Square,
    },
    ExposesKing {
        mover: PieceOn,
        attackers: Vec<PieceOn>,
        king: Square,
    },
    /// An en passant capture that leaves the king attacked because the captured pawn
    /// and the capturing one both leave the line (a rank: in a position that can arise,
    /// the captured pawn never shields the king alone).
    EnPassantExposes {
        mover: PieceOn,
        captured: PieceOn,
        attacker: PieceOn,
        king: Square,
    },
    CastleOutOfCheck {
        checkers: Vec<PieceOn>,
    },
    CastleThroughCheck {
        square: Square,
        attackers: Vec<PieceOn>,
    },
    CastleIntoCheck {
        square: Square,
        attackers: Vec<PieceOn>,
    },
    CastleRightsLost {
        kingside: bool,
    },
    CastlePathBlocked {
        kingside: bool,
        blockers: Vec<PieceOn>,
    },
    EnPassantNotAvailable {
        mover: PieceOn,
        pawn: PieceOn,
    },
    PromotionPieceRequired {
        to: Square,
    },
    /// A move tried after a rule ended the game with moves still left (see
    /// [`crate::rules::GameStatus::is_automatic_draw`]).
    GameOver {
        status: crate::rules::GameStatus,
        /// The page's way back is Take back (a game against the computer), not Undo.
        take_back: bool,
    },
    // Legal moves.
    /// A legal move, said in words with its SAN beside them: the piece, where it went or
    /// what it took, castling and promotion.
    Played {
        san: String,
        role: Role,
        to: Square,
        /// `Some(true)` castling kingside, `Some(false)` queenside.
        castled: Option<bool>,
        promotion: Option<Role>,
        check: crate::rules::MoveCheck,
        /// The pieces giving check, the one that moved last (named for a discovered check).
        checkers: Vec<PieceOn>,
        captured: Option<PieceOn>,
        mate: bool,
        stalemate: bool,
    },
    // Checks.
    CheckBy {
        king: Square,
        checkers: Vec<PieceOn>,
    },
    NoCapture(Square, NoCaptureWhy),
    NoBlock(NoBlockWhy),
    /// The moves that get the king out of check, named: `shown` of them (one of each
    /// kind first: king moves, captures of the checker, blocks), out of `all`.
    WaysOut {
        shown: Vec<NamedMove>,
        all: usize,
    },
    // Mate and stalemate.
    Checkmate {
        winner: Color,
    },
    Stalemate {
        side: Color,
    },
    /// An escape square the other side covers; `taken` is the enemy piece standing there,
    /// which the king cannot take.
    EscapeCovered {
        square: Square,
        attackers: Vec<PieceOn>,
        taken: Option<PieceOn>,
    },
    EscapeOwnPiece {
        square: Square,
        piece: PieceOn,
    },
    EscapeNextToKing {
        square: Square,
        taken: Option<PieceOn>,
    },
    NoMoves {
        piece: PieceOn,
    },
    // Touch-move.
    TouchedMustMove {
        piece: PieceOn,
        moves: usize,
    },
    TouchedNoConsequence {
        piece: PieceOn,
    },
    KingMoveOwed {
        king: Square,
    },
    NoKingMoveOwed {
        king: Square,
    },
    // Position errors.
    Position(crate::rules::PositionError, PositionContext),
    // The status line and typed moves.
    Turn {
        side: Color,
        check: crate::rules::CheckKind,
        status: crate::rules::GameStatus,
        /// A draw the side to move may claim.
        claim: Option<ClaimableDraw>,
    },
    /// Typed text that names no move here, or how a typed move was read.
    Typed(Typed),
    /// A move said in words, for a screen reader: "White knight from g1 to f3, check.";
    /// a discovered or double check names its pieces ("double check by the rook on e1 and
    /// the knight on d6").
    MoveSpoken {
        color: Color,
        role: Role,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        /// Castling: `Some(true)` kingside, `Some(false)` queenside.
        castle: Option<bool>,
        captured: Option<PieceOn>,
        check: crate::rules::MoveCheck,
        /// The pieces giving check, the one that moved last.
        checkers: Vec<PieceOn>,
        mate: bool,
        stalemate: bool,
    },
    /// The editor's offer to remove castling rights (`KQ` in FEN letters) and an en passant
    /// square the position cannot have.
    DropImpossibleRights {
        castling: Option<String>,
        ep: Option<Square>,
    },
    /// A position that could never arise, refused by the play page; `reasons` are
    /// [`Message::Position`] sentences.
    NotPlayable {
        reasons: Vec<Message>,
    },
    /// A FEN that could not be read (typed, pasted, or from a link's position when
    /// `in_link`).
    FenUnreadable {
        error: crate::rules::FenError,
        in_link: bool,
    },
    /// A PGN that could not be read (imported, or a game link's when `in_link`); `None`
    /// when the helper worker that reads it did not answer.
    PgnUnreadable {
        error: Option<crate::rules::pgn::wire::Failure>,
        in_link: bool,
    },
    /// What is wrong with a game carried in a link, each problem a sentence.
    GameLink {
        problems: Vec<LinkProblem>,
    },
    // Lessons.
    /// A sentence from a lesson file, shown as written.
    LessonText(String),
    StepMissed {
        played: Box<Message>,
        /// What the move did not do, when the step's goal can say it.
        shortfall: Option<Shortfall>,
    },
    /// The scripted reply of a lesson's line, said as a move played.
    ReplyPlayed {
        played: Box<Message>,
    },
    /// A move tried while a missed move that ended the game is on the board.
    StepHeld,
    StepDone,
    /// How the move just played by `piece` (from its square to `to`) got its king out of
    /// check.
    OutOfCheck {
        piece: PieceOn,
        to: Square,
        way: WayOut,
    },
    /// The last move of a watch step has been shown.
    WatchedAll,
    WrongAnswer,
    RightAnswer,
    /// A move suggested in a game against the computer, and why it is good: `way` says
    /// how it answers a check, if the learner is in check; `gain`, what it wins otherwise.
    Hint {
        san: String,
        piece: PieceOn,
        to: Square,
        way: Option<WayOut>,
        gain: Gain,
    },
    /// The learner gave up a game against the computer.
    Resigned {
        human: Color,
    },
    /// A draw was claimed in a game against the computer: by the learner or the computer,
    /// on three repetitions or on fifty moves.
    DrawClaimed {
        by_learner: bool,
        fifty: bool,
    },
    /// The computer's last move: its SAN, the piece, where it went, what it took, what a
    /// pawn became, whether it castled.
    ComputerPlayed {
        san: String,
        role: Role,
        to: Square,
        captured: Option<Role>,
        promotion: Option<Role>,
        castled: bool,
    },
    /// Who plays which side in a game against the computer, and at which level.
    VersusSides {
        human: Color,
        level: u8,
    },
    /// A game against the computer ended by the rules: `winner` is `None` for a draw.
    VersusOver {
        human: Color,
        winner: Option<Color>,
    },
    HintMove {
        role: Role,
        from: Square,
        to: Square,
        san: String,
    },
    LessonFinished {
        title: String,
    },
}

/// What a legal move failed to do that a lesson step asked of it (or did that the step
/// ruled out): the words come from the move, so they fit whatever the learner played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shortfall {
    NoCheck,
    /// Asked for mate: without check (`answer` is `None`), or a check that `side` can
    /// answer, for example with `answer` (SAN).
    NotMate {
        side: Color,
        answer: Option<String>,
    },
    NoCapture,
    NoBlock,
    NoKingMove,
    /// The step rules stalemate out.
    Stalemate,
}

/// Facts about the position that a position-error sentence needs.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PositionContext {
    pub checkers: Vec<PieceOn>,
    pub king: Option<Square>,
    /// For too much material: the side has two bishops on squares of one colour.
    pub bishops_one_colour: bool,
    /// The pieces on the error's squares (for the deeper reasons: the pawns that passed
    /// each other, the pieces that must include a promoted pawn).
    pub pieces: Vec<PieceOn>,
    /// For a trapped piece: the units that never moved around it, and the squares on the
    /// way in that it could never have stood on.
    pub walls: Vec<PieceOn>,
    pub guarded: Vec<Square>,
    /// The position says it is Black's turn.
    pub black_to_move: bool,
    /// For a capture no lost unit could have been taken on: the units the other side has
    /// lost, by kind, when the count is exact (empty when a promotion blurs it).
    pub lost: Vec<(crate::rules::Role, u32)>,
}
