//! Why a position could never arise in a game, as catalog phrases (the `position-` messages
//! of `static/i18n/<code>/tutor.ftl`): each [`PositionError`] with the facts its sentence
//! needs, and the editor's and Play's messages about such positions. No words here.

use super::catalog::{Catalog, Fact, Phrase};
use super::{Message, PieceOn, PositionContext};
use crate::rules::{Bitboard, CastlingSide, Color, ImpossibleCheck, PositionError, Role, Square};

fn p(id: &'static str) -> Phrase {
    Phrase::new(id)
}

fn count(n: u32) -> Fact {
    Fact::Count(usize::try_from(n).unwrap_or(usize::MAX))
}

fn pieces(x: &[PieceOn]) -> Fact {
    Fact::Pieces(x.to_vec())
}

fn squares(x: impl IntoIterator<Item = Square>) -> Fact {
    Fact::Squares(x.into_iter().collect())
}

impl Message {
    /// The phrases of the messages about positions that could never arise, and a lesson's
    /// own text; `None` for the other messages.
    pub(super) fn position_phrase(&self, catalog: &Catalog) -> Option<Phrase> {
        Some(match self {
            Message::Position(error, context) => position_phrase(error, context),
            Message::DropImpossibleRights { castling, ep } => {
                let remove = match (castling, ep) {
                    (Some(_), Some(_)) => "both",
                    (Some(_), None) => "castling",
                    (None, Some(_)) => "ep",
                    (None, None) => "none",
                };
                let mut phrase = p("position-drop-rights").with("remove", Fact::Code(remove));
                if let Some(letters) = castling {
                    phrase = phrase.with("castling", Fact::Text(letters.clone()));
                }
                if let Some(square) = ep {
                    phrase = phrase.with("ep", Fact::Square(*square));
                }
                phrase
            }
            // The reasons are said first, in the same catalog, as a step's missed move is.
            Message::NotPlayable { reasons } => {
                let said: Vec<String> = reasons.iter().map(|m| m.say(catalog)).collect();
                p("position-not-playable").with("reasons", Fact::Text(said.join(" ")))
            }
            Message::LessonText(text) => p("lesson-text").with("text", Fact::Text(text.clone())),
            Message::FenUnreadable { error, in_link } => {
                let phrase = super::fen_phrase(error);
                if !in_link {
                    return Some(phrase);
                }
                p("ui-link-position-failed").with("why", Fact::Text(catalog.format(&phrase)))
            }
            Message::GameLink { problems } => {
                super::link_problem::problems_phrase(problems, catalog)
            }
            Message::PgnUnreadable { error, in_link } => {
                super::unreadable::pgn_phrase(error.as_ref(), *in_link, catalog)
            }
            _ => return None,
        })
    }
}

/// The phrase of one position error, told the facts of its context.
pub(super) fn position_phrase(error: &PositionError, ctx: &PositionContext) -> Phrase {
    counted(error, ctx)
        .or_else(|| checks(error, ctx))
        .or_else(|| deeper(error, ctx))
        // A context without the pieces its error names (not one the tutor makes).
        .unwrap_or_else(|| p("position-impossible"))
}

/// The errors found by counting: kings, pawns, material, rights.
fn counted(error: &PositionError, ctx: &PositionContext) -> Option<Phrase> {
    Some(match *error {
        PositionError::EmptyBoard => p("position-empty-board"),
        PositionError::MissingKing(c) => p("position-missing-king").with("side", Fact::Side(c)),
        PositionError::TooManyKings(c) => p("position-too-many-kings").with("side", Fact::Side(c)),
        PositionError::PawnsOnBackrank(bb) => {
            p("position-pawns-on-back-rank").with("squares", squares(bb.squares()))
        }
        PositionError::TooManyPawns(c, n) => p("position-too-many-pawns")
            .with("side", Fact::Side(c))
            .with("count", count(n)),
        PositionError::TooMuchMaterial {
            color,
            promoted,
            missing_pawns,
        } => p("position-too-much-material")
            .with("side", Fact::Side(color))
            .with("extra", count(promoted))
            .with("missing", count(missing_pawns))
            .with("bishops", Fact::yes_no(ctx.bishops_one_colour)),
        PositionError::TooManyPawnCaptures {
            color,
            needed,
            lost,
            pawns,
            strays,
            homes,
        } => pawn_captures(color, needed, lost, [pawns, strays, homes]),
        PositionError::InvalidCastlingRights(c, side) => {
            let (king, _, rook, _) = side.squares(c);
            let wing = match side {
                CastlingSide::King => "kingside",
                CastlingSide::Queen => "queenside",
            };
            p("position-castling-rights")
                .with("side", Fact::Side(c))
                .with("wing", Fact::Code(wing))
                .with("king", Fact::Square(king))
                .with("rook", Fact::Square(rook))
        }
        PositionError::InvalidEpSquare(sq) => {
            p("position-ep-square").with("square", Fact::Square(sq))
        }
        _ => return None,
    })
}

/// Pawns standing on files they could only have reached by more captures than were made:
/// the pawns that share a file, those that cannot have started on their own, the starting
/// squares of the pawns that left their file; or, when no captures at all bring them there,
/// the pawns that could only have started on too few squares.
fn pawn_captures(
    color: Color,
    needed: Option<u32>,
    lost: u32,
    [pawns, strays, homes]: [Bitboard; 3],
) -> Phrase {
    let phrase = match needed {
        Some(needed) => {
            let mut files = pawns.squares().map(|sq| sq.file());
            let first = files.next();
            let shared = match first {
                None => "none",
                Some(f) if files.all(|g| g == f) => "one",
                Some(_) => "several",
            };
            let file = first.map_or('a', |f| f.char());
            p("position-pawn-captures")
                .with("files", Fact::Code(shared))
                .with("file", Fact::Text(file.to_string()))
                .with("strays", on(strays))
                .with("homes", on(homes))
                .with("needed", count(needed))
                .with("other", Fact::Side(!color))
                .with("lost", count(lost))
        }
        // Starting squares are said only with the pawns they are too few for.
        None => {
            let homes = if pawns.is_empty() {
                Bitboard::EMPTY
            } else {
                homes
            };
            p("position-pawns-off-files").with("homes", on(homes))
        }
    };
    phrase
        .with("side", Fact::Side(color))
        .with("pawns", on(pawns))
}

/// The squares of a set file by file ("a2, a3 and c2"), as pawns are seen on their files.
fn on(set: Bitboard) -> Fact {
    let mut list: Vec<Square> = set.squares().collect();
    // (A sort for short lists: the standard library's stable sort costs the learner's
    // download about 3 KB.)
    let key = |sq: &Square| (sq.file().index(), sq.rank().index());
    crate::rules::sort_short_by(&mut list, |a, b| key(a) < key(b));
    squares(list)
}

/// The checks that no game could have led to.
fn checks(error: &PositionError, ctx: &PositionContext) -> Option<Phrase> {
    // Every check has a checker: a context without one is said plainly.
    ctx.checkers.first()?;
    let checkers = pieces(&ctx.checkers);
    let by_king = ctx.checkers.iter().any(|c| c.piece.role == Role::King);
    Some(match *error {
        PositionError::OppositeCheck { .. } if by_king => p("position-kings-touch"),
        // The checks on the king to move, if any, are said as well.
        PositionError::OppositeCheck { .. } => p("position-opposite-check")
            .with("checkers", checkers)
            .with("also", pieces(&ctx.pieces)),
        PositionError::TooManyCheckers { .. } => {
            p("position-too-many-checkers").with("checkers", checkers)
        }
        PositionError::ImpossibleCheck(why) => match why {
            ImpossibleCheck::TwoSteppers { .. } => p("position-check-two-steppers"),
            ImpossibleCheck::OppositeSides { .. } => p("position-check-opposite-sides"),
            ImpossibleCheck::NoLastMove { .. } if by_king && ctx.checkers.len() == 1 => {
                return Some(p("position-check-by-king"))
            }
            ImpossibleCheck::NoLastMove { .. } => p("position-check-no-last-move"),
        }
        .with("checkers", checkers),
        _ => return None,
    })
}

/// The reasons only the deeper analysis finds: pawn structures, promotions, trapped
/// pieces, captures, whose turn it is, last moves.
fn deeper(error: &PositionError, ctx: &PositionContext) -> Option<Phrase> {
    let first = ctx.pieces.first();
    Some(match *error {
        PositionError::PawnsPassedThrough { .. } => {
            let file = first?.square.file();
            let one_file = ctx.pieces.iter().all(|p| p.square.file() == file);
            p("position-pawns-passed")
                .with("pawns", pieces(&ctx.pieces))
                .with(
                    "files",
                    Fact::Code(if one_file { "same" } else { "different" }),
                )
                .with("file", Fact::Text(file.char().to_string()))
        }
        PositionError::ImpossiblePromotion {
            color, captures, ..
        } => {
            first?;
            let phrase = match captures {
                Some((needed, lost)) => p("position-promotion-captures")
                    .with("needed", count(needed))
                    .with("other", Fact::Side(!color))
                    .with("lost", count(lost)),
                None => p("position-promotion-blocked"),
            };
            phrase
                .with("pieces", pieces(&ctx.pieces))
                .with("side", Fact::Side(color))
        }
        PositionError::TrappedPiece {
            homes,
            no_promotion,
            ..
        } if homes.any() && !ctx.walls.is_empty() => {
            let piece = *first?;
            p("position-shut-at-home")
                .with("piece", Fact::Piece(piece))
                .with("role", Fact::Role(piece.piece.role))
                .with("side", Fact::Side(piece.piece.color))
                .with("homes", squares(homes.squares()))
                .with("walls", pieces(&ctx.walls))
                .with(
                    "promotion",
                    Fact::Code(if no_promotion {
                        "no-pawn-gone"
                    } else {
                        "blocked"
                    }),
                )
        }
        PositionError::TrappedPiece { .. } => trapped(*first?, ctx),
        PositionError::UnreachableCapture { .. } => unreachable_capture(*first?, ctx),
        PositionError::WrongSideToMove { .. } => wrong_side_to_move(ctx),
        PositionError::NoLastMove { color, .. } => p("position-no-last-move")
            .with("side", Fact::Side(color))
            .with("other", Fact::Side(!color)),
        PositionError::EveryLastMoveImpossible { color, .. } => {
            p("position-every-last-move-impossible").with("side", Fact::Side(color))
        }
        _ => return None,
    })
}

/// Whose turn it cannot be, with the units that can have moved: all of one kind, or not.
fn wrong_side_to_move(ctx: &PositionContext) -> Phrase {
    let turn = if ctx.black_to_move {
        Color::Black
    } else {
        Color::White
    };
    let first = ctx.pieces.first();
    let same = first.is_some_and(|f| ctx.pieces.iter().all(|p| p.piece.role == f.piece.role));
    p("position-wrong-side-to-move")
        .with("turn", Fact::Side(turn))
        .with("other", Fact::Side(!turn))
        .with("movers", pieces(&ctx.pieces))
        .with("same", Fact::yes_no(same))
        .with(
            "role",
            Fact::Role(first.map_or(Role::Pawn, |f| f.piece.role)),
        )
        .with("squares", squares(ctx.pieces.iter().map(|p| p.square)))
}

/// A piece that could never have reached its square: the units that never moved shut the
/// way, or the squares on the way could never have held it, or both, or neither.
fn trapped(piece: PieceOn, ctx: &PositionContext) -> Phrase {
    let blocked = match (ctx.walls.is_empty(), ctx.guarded.is_empty()) {
        (false, true) => "walls",
        (true, false) => "guarded",
        (false, false) => "both",
        (true, true) => "none",
    };
    p("position-trapped")
        .with("blocked", Fact::Code(blocked))
        .with("piece", Fact::Piece(piece))
        .with("role", Fact::Role(piece.piece.role))
        .with("walls", pieces(&ctx.walls))
        .with("guarded", squares(ctx.guarded.iter().copied()))
}

/// A pawn off its file whose capture no lost unit could have been taken on.
fn unreachable_capture(pawn: PieceOn, ctx: &PositionContext) -> Phrase {
    let file = pawn.square.file();
    let home_rank = match pawn.piece.color {
        Color::White => crate::rules::Rank::SECOND,
        Color::Black => crate::rules::Rank::SEVENTH,
    };
    let lost = ctx
        .lost
        .iter()
        .map(|&(role, n)| (role, usize::try_from(n).unwrap_or(usize::MAX)))
        .collect();
    p("position-unreachable-capture")
        .with("pawn", Fact::Piece(pawn))
        .with("file", Fact::Text(file.char().to_string()))
        .with("home", Fact::Square(Square::from_coords(file, home_rank)))
        .with("squares", squares(ctx.guarded.iter().copied()))
        .with("other", Fact::Side(!pawn.piece.color))
        .with("lost", Fact::Units(lost))
}
