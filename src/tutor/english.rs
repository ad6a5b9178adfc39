//! Every word a learner reads, in English. Another language is another file like this one.

use super::{Message, NoBlockWhy, NoCaptureWhy, PieceOn, PositionContext};
use crate::rules::pgn::PgnError;
use crate::rules::san::SanError;
use crate::rules::{
    CastlingSide, CheckKind, Color, FenError, FenField, FenProblem, GameStatus, ImpossibleCheck,
    MoveCheck, ParseSquareError, ParseUciError, Piece, PositionError, Role, Square, Status,
};
use std::fmt;

fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// "white pawn" (for labels such as "e4, white pawn").
pub fn piece_label(piece: Piece) -> String {
    format!(
        "{} {}",
        color_name(piece.color).to_ascii_lowercase(),
        role_name(piece.role)
    )
}

/// "the rook on e7"
fn the(p: &PieceOn) -> String {
    format!("the {} on {}", role_name(p.piece.role), p.square)
}

/// "your bishop on e2"
fn your(p: &PieceOn) -> String {
    format!("your {} on {}", role_name(p.piece.role), p.square)
}

/// "White's rook on e7"
fn whose(p: &PieceOn) -> String {
    format!(
        "{}'s {} on {}",
        color_name(p.piece.color),
        role_name(p.piece.role),
        p.square
    )
}

/// Joins with commas and a final "and".
fn and_list(items: Vec<String>) -> String {
    match items.len() {
        0 => String::new(),
        1 => items.into_iter().next().unwrap_or_default(),
        n => {
            let (head, last) = items.split_at(n - 1);
            format!("{} and {}", head.join(", "), last[0])
        }
    }
}

fn the_list(pieces: &[PieceOn]) -> String {
    and_list(pieces.iter().map(the).collect())
}

fn whose_list(pieces: &[PieceOn]) -> String {
    and_list(pieces.iter().map(whose).collect())
}

/// Capitalises the first letter (ASCII: every sentence here is ours and starts with one;
/// the Unicode case tables would add several KB to the download).
fn cap(s: String) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
        None => s,
    }
}

/// "rooks on a1, c1 and h1" for pieces of one kind, else "White's rook on a1 and ...".
fn pieces_of_a_kind(pieces: &[PieceOn]) -> String {
    match pieces.first() {
        Some(first) if pieces.iter().all(|p| p.piece == first.piece) => {
            let squares: Vec<String> = pieces.iter().map(|p| p.square.to_string()).collect();
            format!(
                "{}'s {}{} on {}",
                color_name(first.piece.color),
                role_name(first.piece.role),
                if pieces.len() > 1 { "s" } else { "" },
                and_list(squares)
            )
        }
        _ => whose_list(pieces),
    }
}

fn side_name(kingside: bool) -> &'static str {
    if kingside {
        "kingside (O-O)"
    } else {
        "queenside (O-O-O)"
    }
}

fn how_it_moves(role: Role) -> &'static str {
    match role {
        Role::Pawn => "a pawn moves straight ahead one square (two from its starting square) and captures one square diagonally forward",
        Role::Knight => "a knight jumps in an L: two squares one way and one square to the side",
        Role::Bishop => "a bishop moves along diagonals",
        Role::Rook => "a rook moves along ranks and files",
        Role::Queen => "a queen moves along ranks, files and diagonals",
        Role::King => "a king moves one square in any direction (or two when castling)",
    }
}

impl Message {
    /// The message as one or two plain English sentences.
    pub fn english(&self) -> String {
        match self {
            Message::NoPiece { square } => format!("There is no piece on {square} to move."),
            Message::NotYourTurn { piece, turn } => format!(
                "It is {}'s turn: {} belongs to {}.",
                color_name(*turn),
                the(piece),
                color_name(piece.piece.color)
            ),
            Message::OwnPieceOnTarget { mover, target } => format!(
                "{} cannot go to {}: your own {} stands there, and you never capture your own pieces.",
                cap(your(mover)),
                target.square,
                role_name(target.piece.role)
            ),
            Message::NotAPieceMove { mover, to } => format!(
                "{} cannot reach {to} in one move: {}.",
                cap(your(mover)),
                how_it_moves(mover.piece.role)
            ),
            Message::PathBlocked { mover, to, blocker } => format!(
                "{} cannot reach {to}: {} is in the way.",
                cap(your(mover)),
                whose(blocker)
            ),
            Message::KingIntoCheck {
                to,
                attackers,
                on_check_line,
            } => {
                if *on_check_line {
                    format!(
                        "Your king cannot step back to {to}: it is still on the line of {}, which reaches through the square your king is leaving.",
                        the_list(attackers)
                    )
                } else {
                    format!(
                        "Your king cannot go to {to}: {} attack{} that square, and a king may never move into check.",
                        the_list(attackers),
                        if attackers.len() == 1 { "s" } else { "" }
                    )
                }
            }
            Message::KingNextToKing { to, enemy_king } => format!(
                "Your king cannot go to {to}: it would stand next to the other king on {enemy_king}. Kings may never stand side by side, because each would be attacking the other."
            ),
            Message::DoesNotResolveCheck {
                mover,
                checkers,
                king,
            } => format!(
                "Your king on {king} is in check from {}. Moving {} does not stop it: move the king, capture the checking piece, or put a piece in the way.",
                the_list(checkers),
                your(mover)
            ),
            Message::DoubleCheckKingMustMove { mover, checkers } => format!(
                "Double check from {}: no single move of {} can block or capture both, so only the king may move.",
                the_list(checkers),
                your(mover)
            ),
            Message::Pinned {
                mover,
                pinner,
                king,
            } => format!(
                "{} is pinned: if it moved, {} would attack your king on {king}.",
                cap(your(mover)),
                the(pinner)
            ),
            Message::ExposesKing {
                mover,
                attackers,
                king,
            } => {
                if attackers.is_empty() {
                    format!(
                        "Moving {} would leave your king on {king} in check.",
                        your(mover)
                    )
                } else {
                    format!(
                        "Moving {} would open a line to your king on {king}: {} would attack it.",
                        your(mover),
                        the_list(attackers)
                    )
                }
            }
            Message::CastleOutOfCheck { checkers } => format!(
                "You cannot castle while in check: {} attacks your king. Deal with the check first.",
                the_list(checkers)
            ),
            Message::CastleThroughCheck { square, attackers } => format!(
                "You cannot castle: your king would pass over {square}, which {} attack{}. A castling king may not cross an attacked square.",
                the_list(attackers),
                if attackers.len() == 1 { "s" } else { "" }
            ),
            Message::CastleIntoCheck { square, attackers } => format!(
                "You cannot castle: your king would land on {square}, which {} attack{}.",
                the_list(attackers),
                if attackers.len() == 1 { "s" } else { "" }
            ),
            Message::CastleRightsLost { kingside } => format!(
                "You can no longer castle {}: the king or that rook has already moved (or the rook is gone).",
                side_name(*kingside)
            ),
            Message::CastlePathBlocked { kingside, blockers } => format!(
                "You cannot castle {} yet: {} stand{} between the king and the rook.",
                side_name(*kingside),
                and_list(blockers.iter().map(whose).collect()),
                if blockers.len() == 1 { "s" } else { "" }
            ),
            Message::EnPassantNotAvailable { mover, pawn } => format!(
                "{} cannot take {} en passant: that capture is only allowed on the move right after the pawn has stepped two squares past it.",
                cap(your(mover)),
                the(pawn)
            ),
            Message::PromotionPieceRequired { to } => format!(
                "Your pawn reaches {to} and must become a queen, rook, bishop or knight: choose one."
            ),
            Message::Played {
                san,
                check,
                captured,
                mate,
                stalemate,
            } => {
                let mut s = san.clone();
                if let Some(c) = captured {
                    s.push_str(&format!(" takes {}", whose(c)));
                }
                s.push_str(match check {
                    MoveCheck::None => "",
                    MoveCheck::Direct => ", giving check",
                    MoveCheck::Discovered => ", giving a discovered check",
                    MoveCheck::Double => ", giving double check",
                });
                if *mate {
                    s.push_str(": checkmate!");
                } else if *stalemate {
                    s.push_str(": stalemate, the game is drawn.");
                } else {
                    s.push('.');
                }
                s
            }
            Message::CheckBy { king, checkers } => {
                if checkers.len() > 1 {
                    format!(
                        "Double check: {} both attack the king on {king}.",
                        whose_list(checkers)
                    )
                } else {
                    format!("Check: {} attacks the king on {king}.", whose_list(checkers))
                }
            }
            Message::WaysOut {
                king_moves,
                captures,
                blocks,
            } => {
                let n = |k: usize, one: &str, many: &str| {
                    if k == 1 {
                        format!("1 {one}")
                    } else {
                        format!("{k} {many}")
                    }
                };
                format!(
                    "Ways out: {}, {}, {}.",
                    n(*king_moves, "king move", "king moves"),
                    n(*captures, "capture of the checker", "captures of the checker"),
                    n(*blocks, "block", "blocks")
                )
            }
            Message::NoCapture(square, why) => match why {
                NoCaptureWhy::NothingReachesIt => {
                    format!("Nothing can capture the checking piece on {square}.")
                }
                NoCaptureWhy::DefendedAgainstKing { defenders } => format!(
                    "The king cannot capture on {square}: {} defend{} it, so the king would be taking into check.",
                    the_list(defenders),
                    if defenders.len() == 1 { "s" } else { "" }
                ),
                NoCaptureWhy::CapturersPinned { pinned } => format!(
                    "{} could capture on {square}, but {} pinned to the king.",
                    cap(the_list(pinned)),
                    if pinned.len() == 1 { "it is" } else { "they are" }
                ),
                NoCaptureWhy::DoubleCheck => format!(
                    "Capturing the piece on {square} would not help: the other checker would still be giving check."
                ),
            },
            Message::NoBlock(why) => match why {
                NoBlockWhy::KnightCheck => {
                    "A knight's check cannot be blocked: it jumps over anything in between.".into()
                }
                NoBlockWhy::Adjacent => {
                    "The check cannot be blocked: there is no square between the checker and the king.".into()
                }
                NoBlockWhy::NothingReachesLine => {
                    "No piece can move in between to block the check.".into()
                }
                NoBlockWhy::DoubleCheck => {
                    "A double check cannot be blocked: one piece cannot stand in two lines at once.".into()
                }
            },
            Message::Checkmate { winner } => format!(
                "Checkmate: the king is in check and has no legal way out. {} wins.",
                color_name(*winner)
            ),
            Message::Stalemate { side } => format!(
                "Stalemate: {} is not in check but has no legal move. The game is a draw.",
                color_name(*side)
            ),
            Message::EscapeCovered { square, attackers } => format!(
                "{square} is covered by {}.",
                the_list(attackers)
            ),
            Message::EscapeOwnPiece { square, piece } => format!(
                "{square} is taken by the king's own {}.",
                role_name(piece.piece.role)
            ),
            Message::EscapeNextToKing { square } => {
                format!("{square} is next to the other king.")
            }
            Message::NoMoves { piece } => format!("{} has no square to go to.", cap(whose(piece))),
            Message::TouchedMustMove { piece, moves } => format!(
                "You touched {}: under the touch-move rule you must move it ({} legal move{}).",
                your(piece),
                moves,
                if *moves == 1 { "" } else { "s" }
            ),
            Message::TouchedNoConsequence { piece } => format!(
                "You touched {}, but it has no legal move, so touching it has no consequence: play any other move.",
                your(piece)
            ),
            Message::KingMoveOwed { king } => format!(
                "The illegal king move is taken back, and since you touched your king on {king}, you must play another king move."
            ),
            Message::NoKingMoveOwed { king } => format!(
                "The illegal king move is taken back. Your king on {king} has no legal move, so you may play any other move."
            ),
            Message::Position(error, context) => position_sentence(error, context),
            Message::Turn {
                side,
                check,
                status,
                can_claim_draw,
            } => turn_sentence(*side, *check, *status, *can_claim_draw),
            Message::BadMoveText(text) => format!("{text}."),
            Message::NotPlayable { reasons } => {
                let reasons: Vec<String> = reasons.iter().map(Message::english).collect();
                format!(
                    "This position could never arise in a game, so it cannot be played: {} The editor shows it and can fix it.",
                    reasons.join(" ")
                )
            }
            Message::LessonText(text) => text.clone(),
            Message::StepMissed { played } => format!(
                "{} That is a legal move, but not what this step asks for. Try again.",
                played.english()
            ),
            Message::ReplyPlayed { san } => format!("Good. The reply is {san}. Your move."),
            Message::StepDone => "Well done!".into(),
            Message::WrongAnswer => "Not quite. Look again and try another answer.".into(),
            Message::RightAnswer => "Right!".into(),
            Message::HintMove { from, to } => format!("Try the piece on {from}, to {to}."),
            Message::LessonFinished { title } => {
                format!("You have finished \"{title}\". Pick another lesson when you are ready.")
            }
        }
    }
}

fn turn_sentence(side: Color, check: CheckKind, status: GameStatus, claim: bool) -> String {
    let who = color_name(side);
    match status {
        GameStatus::Position(Status::Checkmate) => {
            format!("Checkmate. {} wins.", color_name(!side))
        }
        GameStatus::Position(Status::Stalemate) => {
            format!("Stalemate: {who} has no legal move and is not in check. Draw.")
        }
        GameStatus::Position(Status::InsufficientMaterial) => {
            "Draw: neither side has enough material left to checkmate.".into()
        }
        GameStatus::Position(Status::SeventyFiveMoves) => {
            "Draw: seventy-five moves each without a capture or a pawn move.".into()
        }
        GameStatus::FivefoldRepetition => "Draw: the same position has appeared five times.".into(),
        GameStatus::Position(Status::Ongoing) => {
            let mut s = format!("{who} to move");
            s.push_str(match check {
                CheckKind::None => ".",
                CheckKind::Single => ": check!",
                CheckKind::Double => ": double check! Only the king can move.",
            });
            if claim {
                s.push_str(" A draw may be claimed (repetition or fifty moves).");
            }
            s
        }
    }
}

fn position_sentence(error: &PositionError, ctx: &PositionContext) -> String {
    match *error {
        PositionError::EmptyBoard => "The board is empty: a game needs at least the two kings.".into(),
        PositionError::MissingKing(c) => format!(
            "{} has no king. Every position in a game has exactly one king of each colour.",
            color_name(c)
        ),
        PositionError::TooManyKings(c) => format!(
            "{} has more than one king. Pawns never promote to a king, so there is exactly one.",
            color_name(c)
        ),
        PositionError::PawnsOnBackrank(bb) => {
            let squares: Vec<String> = bb.squares().map(|s| s.to_string()).collect();
            format!(
                "There is a pawn on {}: pawns never stand on the first or last rank (they start on the second and promote on reaching the last).",
                and_list(squares)
            )
        }
        PositionError::TooManyPawns(c, n) => format!(
            "{} has {n} pawns, but each side starts with eight and never gains more.",
            color_name(c)
        ),
        PositionError::TooMuchMaterial {
            color,
            promoted,
            missing_pawns,
        } => format!(
            "{} has {promoted} piece{} beyond the starting set, but only {missing_pawns} of its pawns are gone to have promoted into them.{}",
            color_name(color),
            if promoted == 1 { "" } else { "s" },
            if ctx.bishops_one_colour {
                " Two bishops on squares of the same colour count as one extra: each side starts with one bishop on light squares and one on dark squares."
            } else {
                ""
            }
        ),
        PositionError::TooManyPawnCaptures { color, needed, lost } => match needed {
            Some(n) => format!(
                "{}'s pawns stand on files they could only have reached by capturing at least {n} piece{}, but {} has lost only {lost}. A pawn changes file only when it captures.",
                color_name(color),
                if n == 1 { "" } else { "s" },
                color_name(!color)
            ),
            None => format!(
                "{}'s pawns could not have reached these squares: a pawn changes file only when it captures, one file per capture, and each capture also takes it one rank forward.",
                color_name(color)
            ),
        },
        PositionError::InvalidCastlingRights(c, side) => {
            let (k, _, r, _) = side.squares(c);
            format!(
                "{} may not keep the right to castle {}: that needs the king on {k} and the rook on {r}, both unmoved.",
                color_name(c),
                if side == CastlingSide::King { "kingside" } else { "queenside" }
            )
        }
        PositionError::InvalidEpSquare(sq) => format!(
            "The en passant square {sq} does not fit: it must be the square a pawn has just skipped with a two-square step, right behind that pawn."
        ),
        PositionError::OppositeCheck { .. } if ctx.checkers.iter().any(|c| c.piece.role == Role::King) => {
            "The two kings stand on neighbouring squares. That never happens in a game: a king may not move next to the other king, because it would be stepping into check.".into()
        }
        PositionError::OppositeCheck { .. } => format!(
            "The side that has just moved is in check from {}: no legal move ends with your own king attacked.",
            the_list(&ctx.checkers)
        ),
        PositionError::TooManyCheckers { .. } => format!(
            "{} give check at once; one move can create at most two checks.",
            cap(the_list(&ctx.checkers))
        ),
        PositionError::ImpossibleCheck(why) => match why {
            ImpossibleCheck::TwoSteppers { .. } => format!(
                "{} both give check, yet neither could have uncovered the other: whichever moved last, the other was already giving check, which is impossible.",
                cap(the_list(&ctx.checkers))
            ),
            ImpossibleCheck::OppositeSides { .. } => format!(
                "{} give check from opposite sides along one line: nothing could have stood between both of them and the king, so one of them was already giving check before the last move.",
                cap(the_list(&ctx.checkers))
            ),
            ImpossibleCheck::NoLastMove { .. } => {
                if ctx.checkers.len() == 1 && ctx.checkers[0].piece.role == Role::King {
                    "A king can never give check: it may not move next to the other king.".into()
                } else if ctx.checkers.len() > 1 {
                    format!(
                        "Neither checking piece can have just moved: whatever move is undone, {} would already have been giving check to the king before it, so no last move explains this double check.",
                        the_list(&ctx.checkers)
                    )
                } else {
                    format!(
                        "No last move explains this check from {}: it could not have just arrived from a square where it was not already giving check, and no other piece could have just stepped out of its line.",
                        the_list(&ctx.checkers)
                    )
                }
            }
        },
        PositionError::PawnsPassedThrough { .. }
        | PositionError::ImpossiblePromotion { .. }
        | PositionError::TrappedPiece { .. }
        | PositionError::WrongSideToMove { .. }
        | PositionError::NoLastMove { .. }
        | PositionError::EveryLastMoveImpossible { .. } => deeper_sentence(error, ctx),
    }
}

fn deeper_sentence(error: &PositionError, ctx: &PositionContext) -> String {
    match *error {
        PositionError::PawnsPassedThrough { .. } => {
            let file = ctx
                .pieces
                .first()
                .map(|p| format!("the {}-file", p.square.file().char()))
                .unwrap_or_default();
            let one_file = ctx
                .pieces
                .iter()
                .all(|p| p.square.file() == ctx.pieces[0].square.file());
            format!(
                "{} have passed each other on {}: pawns cannot jump over one another, and too few pieces have been captured for one of them to have gone round the other.",
                cap(whose_list(&ctx.pieces)),
                if one_file { file } else { "their files".into() }
            )
        }
        PositionError::ImpossiblePromotion {
            color, captures, ..
        } => {
            let pieces = pieces_of_a_kind(&ctx.pieces);
            match captures {
                Some((needed, lost)) => format!(
                    "{pieces} cannot all be original pieces, so pawns must have promoted, but {}'s pawns and promotions together need at least {needed} capture{} (a pawn cannot promote straight up a file where the other side's pawn has never moved), and {} has lost only {lost}.",
                    color_name(color),
                    if needed == 1 { "" } else { "s" },
                    color_name(!color)
                ),
                None => format!(
                    "{pieces} cannot all be original pieces, so a pawn must have promoted, yet no {} pawn could have reached the last rank and brought its new piece out: pieces that have never moved close every way.",
                    color_name(color).to_ascii_lowercase()
                ),
            }
        }
        PositionError::TrappedPiece { .. } => {
            let Some(piece) = ctx.pieces.first() else {
                return String::new();
            };
            let mut s = format!("{} could never have got there", whose(piece));
            if !ctx.walls.is_empty() {
                let one = ctx.walls.len() == 1;
                s.push_str(&format!(
                    ": {} {} never moved and {} the way in",
                    the_list(&ctx.walls),
                    if one { "has" } else { "have" },
                    if one { "blocks" } else { "block" }
                ));
            }
            if !ctx.guarded.is_empty() {
                let squares = and_list(ctx.guarded.iter().map(|s| s.to_string()).collect())
                    .replace(" and ", " or ");
                s.push_str(if ctx.walls.is_empty() { ": " } else { ", and " });
                if piece.piece.role == Role::King {
                    s.push_str(&format!(
                        "it could never have stood on {squares}, which pieces that never moved attack"
                    ));
                } else {
                    s.push_str(&format!(
                        "on {squares} it would have checked a king that never moved and been taken at once"
                    ));
                }
            }
            if ctx.walls.is_empty() && ctx.guarded.is_empty() {
                s.push_str(": no piece of its kind could have reached that square");
            }
            s.push('.');
            s
        }
        PositionError::WrongSideToMove { .. } => {
            let turn = if ctx.black_to_move {
                Color::Black
            } else {
                Color::White
            };
            format!(
                "It cannot be {}'s turn: nothing has been captured, only {} can have moved, and from where they started they can only have made an {} number of moves in all, so it must be {}'s turn.",
                color_name(turn),
                if ctx.pieces.is_empty() { "no unit".to_string() } else { movers_list(&ctx.pieces) },
                if turn == Color::Black { "even" } else { "odd" },
                color_name(!turn)
            )
        }
        PositionError::NoLastMove { color, .. } => format!(
            "{} has just moved, but no {} move can have been the last one: each piece is either boxed in where it stands or would have come from a position that could never arise, such as one with {}'s king in check and {} to move.",
            color_name(color),
            color_name(color).to_ascii_lowercase(),
            color_name(!color),
            color_name(color)
        ),
        PositionError::EveryLastMoveImpossible { color, .. } => format!(
            "{} has just moved, but every move it could have played comes from a position with no possible history: retracing the moves before it always ends in a position that could never arise.",
            color_name(color)
        ),
        _ => String::new(),
    }
}

/// "the knights on b1, g1, b8 and g8", or each piece named when they differ in kind.
fn movers_list(pieces: &[PieceOn]) -> String {
    match pieces.first() {
        Some(first) if pieces.iter().all(|p| p.piece.role == first.piece.role) => {
            let squares: Vec<String> = pieces.iter().map(|p| p.square.to_string()).collect();
            format!(
                "the {}{} on {}",
                role_name(first.piece.role),
                if pieces.len() > 1 { "s" } else { "" },
                and_list(squares)
            )
        }
        _ => whose_list(pieces),
    }
}

/// "e4, white pawn" or "e4, empty": the label of a board square for screen readers.
pub fn square_label(square: Square, piece: Option<Piece>) -> String {
    match piece {
        Some(p) => format!("{square}, {}", piece_label(p)),
        None => format!("{square}, empty"),
    }
}

// The errors of the rules layer, worded here so that every sentence a learner reads lives in
// this file.

fn field_name(field: FenField) -> &'static str {
    match field {
        FenField::Placement => "piece placement",
        FenField::Turn => "side to move",
        FenField::Castling => "castling rights",
        FenField::EnPassant => "en passant square",
        FenField::HalfmoveClock => "halfmove clock",
        FenField::FullmoveNumber => "fullmove number",
    }
}

impl fmt::Display for FenProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenProblem::Empty => write!(f, "the FEN is empty"),
            FenProblem::RankCount(n) => {
                write!(f, "it needs 8 ranks separated by '/', found {n}")
            }
            FenProblem::BadDigit { rank, c } => {
                write!(
                    f,
                    "rank {rank}: '{c}' is not a count of 1 to 8 empty squares"
                )
            }
            FenProblem::BadChar { rank, c } => write!(
                f,
                "rank {rank}: '{c}' is neither a piece letter (KQRBNP, kqrbnp) nor a digit"
            ),
            FenProblem::TooManySquares { rank } => {
                write!(f, "rank {rank} has more than 8 squares")
            }
            FenProblem::TooFewSquares { rank, squares } => {
                write!(f, "rank {rank} has {squares} squares instead of 8")
            }
            FenProblem::MissingTurn => write!(f, "missing: write 'w' or 'b' after the pieces"),
            FenProblem::BadTurn(t) => write!(f, "'{t}' is not 'w' or 'b'"),
            FenProblem::BadCastling(t) => {
                write!(f, "'{t}' is not '-' or a set of the letters KQkq")
            }
            FenProblem::RepeatedCastling(c) => write!(f, "'{c}' appears twice"),
            FenProblem::BadEpSquare(t) => {
                write!(f, "'{t}' is not '-' or a square such as e3")
            }
            FenProblem::EpRank(sq) => write!(f, "{sq} is not on the third or sixth rank"),
            FenProblem::NotANumber(t) => write!(f, "'{t}' is not a whole number"),
            FenProblem::FullmoveZero => write!(f, "moves are numbered from 1"),
            FenProblem::Trailing(t) => {
                write!(f, "unexpected text after the last field: '{t}'")
            }
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad FEN, {}: {}", field_name(self.field), self.problem)
    }
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(s) => write!(f, "'{s}' is not a move in algebraic notation"),
            SanError::Illegal(s) => write!(f, "'{s}' is not a legal move here"),
            SanError::Ambiguous(s) => write!(
                f,
                "'{s}' could mean more than one move: add the file or rank the piece comes from"
            ),
        }
    }
}

impl fmt::Display for ParseUciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a UCI move: write two squares and maybe a promotion letter, such as e2e4 or e7e8q",
            self.0
        )
    }
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a square is a file a-h followed by a rank 1-8, such as e4")
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::BadFen(e) => write!(f, "the FEN header is not usable: {e}"),
            PgnError::BadMove {
                number,
                color,
                text,
                problem,
                ..
            } => {
                let dots = if *color == Color::White { "." } else { "..." };
                write!(f, "move {number}{dots} {text}: {problem}")
            }
            PgnError::Unclosed(c) => write!(f, "a '{c}' is never closed"),
        }
    }
}
