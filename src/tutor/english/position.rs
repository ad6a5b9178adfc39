//! Why a position could not arise in a game: one sentence for each position error.

use super::{and_list, capitalised, color_name, role_name, the_list, whose, whose_list};
use crate::rules::{CastlingSide, Color, ImpossibleCheck, PositionError, Role};
use crate::tutor::{PieceOn, PositionContext};

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

pub(super) fn position_sentence(error: &PositionError, ctx: &PositionContext) -> String {
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
            let there = if squares.len() == 1 {
                "There is a pawn on"
            } else {
                "There are pawns on"
            };
            format!(
                "{there} {}: pawns never stand on the first or last rank (they start on the second and promote on reaching the last).",
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
            "{} has {} more than a side starts with, but {}, and every extra piece must once have been a pawn that promoted.{}",
            color_name(color),
            count_of(promoted, "piece"),
            match missing_pawns {
                0 => "none of its pawns is missing".to_string(),
                1 => "only one of its pawns is missing".to_string(),
                n => format!("only {n} of its pawns are missing"),
            },
            if ctx.bishops_one_colour {
                " Two bishops on squares of the same colour count as one extra: each side starts with one bishop on light squares and one on dark squares."
            } else {
                ""
            }
        ),
        PositionError::TooManyPawnCaptures { color, needed, lost } => match needed {
            Some(n) => format!(
                "{}'s pawns stand on files they could only have reached by capturing at least {}, but {} has {}. A pawn changes file only when it captures.",
                color_name(color),
                count_of(n, "piece"),
                color_name(!color),
                lost_count(lost)
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
        PositionError::OppositeCheck { .. } => {
            let mut s = format!(
                "The side that has just moved is in check from {}: no legal move ends with your own king attacked.",
                the_list(&ctx.checkers)
            );
            if !ctx.pieces.is_empty() {
                s.push_str(&format!(
                    " The king to move is in check as well, from {}: two kings are never in check at once.",
                    the_list(&ctx.pieces)
                ));
            }
            s
        }
        PositionError::TooManyCheckers { .. } => format!(
            "{} give check at once; one move can create at most two checks.",
            capitalised(&the_list(&ctx.checkers))
        ),
        PositionError::ImpossibleCheck(why) => match why {
            ImpossibleCheck::TwoSteppers { .. } => format!(
                "{} both give check, yet neither could have uncovered the other: whichever moved last, the other was already giving check, which is impossible.",
                capitalised(&the_list(&ctx.checkers))
            ),
            ImpossibleCheck::OppositeSides { .. } => format!(
                "{} give check from opposite sides along one line: nothing could have stood between both of them and the king, so one of them was already giving check before the last move.",
                capitalised(&the_list(&ctx.checkers))
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
        PositionError::UnreachableCapture { .. }
        | PositionError::PawnsPassedThrough { .. }
        | PositionError::ImpossiblePromotion { .. }
        | PositionError::TrappedPiece { .. }
        | PositionError::WrongSideToMove { .. }
        | PositionError::NoLastMove { .. }
        | PositionError::EveryLastMoveImpossible { .. } => deeper_words(error, ctx),
    }
}

/// The sentence of a reason only the deeper analysis finds. A learner's page never has
/// one (the helper worker finds and words them, `tutor::arising`), so in the browser these
/// sentences are in a build only once it calls [`speak_deeper_reasons`] (the teacher's
/// build and the worker do): the learner's download is spared them.
fn deeper_words(error: &PositionError, ctx: &PositionContext) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        match DEEPER.with(std::cell::Cell::get) {
            Some(words) => words(error, ctx),
            None => "This position could never arise in a game.".into(),
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        deeper_sentence(error, ctx)
    }
}

#[cfg(target_arch = "wasm32")]
type Words = fn(&PositionError, &PositionContext) -> String;

#[cfg(target_arch = "wasm32")]
thread_local! {
    static DEEPER: std::cell::Cell<Option<Words>> = const { std::cell::Cell::new(None) };
}

/// Lets this build word the deeper reasons a position could not arise (see
/// [`deeper_words`]): the teacher's build and the helper worker call it as they start.
pub fn speak_deeper_reasons() {
    #[cfg(target_arch = "wasm32")]
    DEEPER.with(|d| d.set(Some(deeper_sentence as Words)));
}

fn deeper_sentence(error: &PositionError, ctx: &PositionContext) -> String {
    if let PositionError::UnreachableCapture { .. } = error {
        return capture_sentence(ctx);
    }
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
                capitalised(&whose_list(&ctx.pieces)),
                if one_file { file } else { "their files".into() }
            )
        }
        PositionError::ImpossiblePromotion {
            color, captures, ..
        } => {
            let pieces = pieces_of_a_kind(&ctx.pieces);
            match captures {
                Some((needed, lost)) => format!(
                    "{pieces} cannot all be original pieces, so pawns must have promoted, but {}'s pawns and promotions together need at least {} (a pawn cannot promote straight up a file where the other side's pawn has never moved), and {} has {}.",
                    color_name(color),
                    count_of(needed, "capture"),
                    color_name(!color),
                    lost_count(lost)
                ),
                None => format!(
                    "{pieces} cannot all be original pieces, so a pawn must have promoted, yet no {} pawn could have reached the last rank and brought its new piece out: pieces that have never moved close every way.",
                    color_name(color).to_ascii_lowercase()
                ),
            }
        }
        PositionError::TrappedPiece {
            homes,
            no_promotion,
            ..
        } if homes.any() => shut_at_home_sentence(homes, no_promotion, ctx),
        PositionError::TrappedPiece { .. } => {
            let Some(piece) = ctx.pieces.first() else {
                return String::new();
            };
            let mut s = format!("{} could never have got there", whose(piece));
            if !ctx.walls.is_empty() {
                let one = ctx.walls.len() == 1;
                s.push_str(&format!(
                    ": {} {} never moved and {} the way in",
                    grouped_list(&ctx.walls),
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

/// A piece that could not have come from a starting square of its kind, as those are
/// shut in, nor from a promotion.
fn shut_at_home_sentence(
    homes: crate::rules::Bitboard,
    no_promotion: bool,
    ctx: &PositionContext,
) -> String {
    let Some(piece) = ctx.pieces.first() else {
        return String::new();
    };
    let role = role_name(piece.piece.role);
    let several = homes.more_than_one();
    let from = and_list(homes.squares().map(|s| s.to_string()).collect());
    let colour = color_name(piece.piece.color).to_ascii_lowercase();
    let promotion = if no_promotion {
        format!("no {colour} pawn has promoted, as all eight are on the board")
    } else {
        format!("no {colour} pawn could have promoted and brought a {role} there")
    };
    format!(
        "{} could never have got there: the {role}{} from {from} could not get out past {}, which {} never moved, and {promotion}.",
        whose(piece),
        if several { "s" } else { "" },
        grouped_list(&ctx.walls),
        if ctx.walls.len() == 1 { "has" } else { "have" },
    )
}

/// A pawn off its file whose capture no lost unit could have been taken on.
fn capture_sentence(ctx: &PositionContext) -> String {
    let Some(pawn) = ctx.pieces.first() else {
        return String::new();
    };
    let squares =
        and_list(ctx.guarded.iter().map(|s| s.to_string()).collect()).replace(" and ", " or ");
    let victim = color_name(!pawn.piece.color);
    let total: u32 = ctx.lost.iter().map(|(_, n)| n).sum();
    let lost = if ctx.lost.is_empty() {
        format!("none of the units {victim} has lost could ever have stood on {squares}")
    } else {
        let kinds: Vec<String> = ctx
            .lost
            .iter()
            .map(|&(role, n)| count_of(n, role_name(role)))
            .collect();
        let which = if total == 1 {
            "it could never"
        } else {
            "none of them could ever"
        };
        format!(
            "{victim} has lost only {}, and {which} have stood on {squares}",
            and_list(kinds)
        )
    };
    let file = pawn.square.file().char();
    let home = if pawn.piece.color == crate::rules::Color::White {
        '2'
    } else {
        '7'
    };
    let last = if ctx.guarded.len() == 1 {
        format!("so it took something on {squares}")
    } else {
        format!("so its last capture was on {squares}")
    };
    format!(
        "{} cannot be the {file}-pawn, which still stands on {file}{home}: it came from another file by capturing, {last}; yet {lost}.",
        whose(pawn)
    )
}

/// Units grouped by kind: "the bishop on c1, the king on e1 and the pawns on c2, d2 and
/// e2", with "White's" and "Black's" in place of "the" when both sides are among them.
fn grouped_list(pieces: &[PieceOn]) -> String {
    let one_side = pieces
        .windows(2)
        .all(|w| w[0].piece.color == w[1].piece.color);
    let mut kinds: Vec<crate::rules::Piece> = Vec::new();
    for p in pieces {
        if !kinds.contains(&p.piece) {
            kinds.push(p.piece);
        }
    }
    let groups = kinds
        .iter()
        .map(|&kind| {
            let squares: Vec<String> = pieces
                .iter()
                .filter(|p| p.piece == kind)
                .map(|p| p.square.to_string())
                .collect();
            format!(
                "{} {}{} on {}",
                if one_side {
                    "the".to_string()
                } else {
                    format!("{}'s", color_name(kind.color))
                },
                role_name(kind.role),
                if squares.len() > 1 { "s" } else { "" },
                and_list(squares)
            )
        })
        .collect();
    and_list(groups)
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

/// "one piece", "3 pieces".
fn count_of(n: impl Into<u64>, thing: &str) -> String {
    match n.into() {
        1 => format!("one {thing}"),
        n => format!("{n} {thing}s"),
    }
}

/// How many units a side has lost, said plainly: "lost none", "lost only one".
fn lost_count(lost: impl Into<u64>) -> String {
    match lost.into() {
        0 => "lost none".into(),
        1 => "lost only one".into(),
        n => format!("lost only {n}"),
    }
}
