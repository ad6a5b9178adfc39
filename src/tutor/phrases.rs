//! Each [`Message`] as a catalog phrase: its id and its facts, no words (those about
//! positions that could never arise are `position_phrases.rs`'s).

use super::catalog::{Catalog, Fact, Phrase};
use super::phrase_codes::{check_code, end_code, gained, unblockable, way_out, ways_code};
use super::{localized, ClaimableDraw, Message, NoBlockWhy, NoCaptureWhy, PieceOn, Shortfall};
use crate::rules::{CheckKind, Color, GameStatus, MoveCheck, Role, Square, Status};

fn p(id: &'static str) -> Phrase {
    Phrase::new(id)
}

fn piece(x: &PieceOn) -> Fact {
    Fact::Piece(*x)
}

fn pieces(x: &[PieceOn]) -> Fact {
    Fact::Pieces(x.to_vec())
}

fn sq(s: Square) -> Fact {
    Fact::Square(s)
}

fn wing(kingside: bool) -> Fact {
    Fact::Code(if kingside { "kingside" } else { "queenside" })
}

fn castled(c: Option<bool>) -> Fact {
    c.map_or(Fact::Code("no"), wing)
}

fn promotion(phrase: Phrase, promotion: Option<Role>) -> Phrase {
    match promotion {
        Some(r) => phrase
            .with("promotion", Fact::Code("yes"))
            .with("promoted", Fact::Role(r)),
        None => phrase.with("promotion", Fact::Code("no")),
    }
}

/// A move beside the words is written in the same letters as the move list.
fn localize(mut phrase: Phrase, catalog: &Catalog) -> Phrase {
    for (name, fact) in &mut phrase.args {
        match (name, fact) {
            (&mut ("san" | "answer"), Fact::Text(san)) => *san = localized(san, catalog.lang()),
            (_, Fact::Moves(moves)) => {
                for m in moves {
                    m.san = localized(&m.san, catalog.lang());
                }
            }
            _ => {}
        }
    }
    phrase
}

fn step_missed(shortfall: Option<&Shortfall>) -> Phrase {
    let code = match shortfall {
        None => "other",
        Some(Shortfall::NoCheck) => "no-check",
        Some(Shortfall::NotMate { answer: None, .. }) => "not-mate",
        Some(Shortfall::NotMate {
            side,
            answer: Some(answer),
        }) => {
            return p("step-missed")
                .with("shortfall", Fact::Code("not-mate-answer"))
                .with("side", Fact::Side(*side))
                .with("answer", Fact::Text(answer.clone()))
        }
        Some(Shortfall::NoCapture) => "no-capture",
        Some(Shortfall::NoBlock) => "no-block",
        Some(Shortfall::NoKingMove) => "no-king-move",
        Some(Shortfall::Stalemate) => "stalemate",
    };
    p("step-missed").with("shortfall", Fact::Code(code))
}

fn status_line(
    side: Color,
    check: CheckKind,
    status: GameStatus,
    claim: Option<&ClaimableDraw>,
) -> Phrase {
    let code = match status {
        GameStatus::Position(Status::Checkmate) => "checkmate",
        GameStatus::Position(Status::Stalemate) => "stalemate",
        GameStatus::Position(Status::InsufficientMaterial) => "insufficient",
        GameStatus::Position(Status::SeventyFiveMoves) => "seventy-five",
        GameStatus::FivefoldRepetition => "fivefold",
        GameStatus::Position(Status::Ongoing) => "ongoing",
    };
    let check = match check {
        CheckKind::None => "none",
        CheckKind::Single => "single",
        CheckKind::Double => "double",
    };
    let phrase = p("status-line")
        .with("status", Fact::Code(code))
        .with("side", Fact::Side(side))
        .with("winner", Fact::Side(!side))
        .with("check", Fact::Code(check));
    match claim {
        None => phrase.with("claim", Fact::Code("none")),
        Some(ClaimableDraw::Repetition) => phrase.with("claim", Fact::Code("repetition")),
        Some(ClaimableDraw::FiftyMoves) => phrase.with("claim", Fact::Code("fifty")),
        Some(ClaimableDraw::RepetitionBy { san }) => phrase
            .with("claim", Fact::Code("repetition-by"))
            .with("san", Fact::Text(san.clone())),
        Some(ClaimableDraw::FiftyMovesBy { san }) => phrase
            .with("claim", Fact::Code("fifty-by"))
            .with("san", Fact::Text(san.clone())),
    }
}

impl Message {
    /// The message in `catalog`'s language (English where that catalog has no such message).
    pub fn say(&self, catalog: &Catalog) -> String {
        match self.phrase_in(catalog) {
            Some(phrase) => catalog.format(&localize(phrase, catalog)),
            None => String::new(),
        }
    }

    /// The phrase, with the messages it holds (a move played inside a lesson's verdict)
    /// already said in `catalog`'s language.
    pub fn phrase_in(&self, catalog: &Catalog) -> Option<Phrase> {
        match self {
            Message::ReplyPlayed { played } => {
                Some(p("reply-played").with("played", Fact::Text(played.say(catalog))))
            }
            Message::StepMissed { played, shortfall } => Some(
                step_missed(shortfall.as_ref()).with("played", Fact::Text(played.say(catalog))),
            ),
            Message::Typed(typed) => Some(typed.phrase_in(catalog)),
            _ => self.phrase().or_else(|| self.position_phrase(catalog)),
        }
    }

    /// The message's catalog id and facts, for those in the catalogs.
    pub fn phrase(&self) -> Option<Phrase> {
        match self {
            // The status line is on every board from the first screen on; the other
            // messages are worded apart, compiled when one is first said (WebAssembly
            // compiles a function on its first call) rather than before the first screen.
            Message::Turn {
                side,
                check,
                status,
                claim,
            } => Some(status_line(*side, *check, *status, claim.as_ref())),
            _ => self.other_phrase(),
        }
    }

    #[inline(never)]
    fn other_phrase(&self) -> Option<Phrase> {
        Some(match self {
            Message::NoPiece { square } => p("refused-no-piece").with("square", sq(*square)),
            Message::NotYourTurn { piece: x, turn } => p("refused-not-your-turn")
                .with("turn", Fact::Side(*turn))
                .with("piece", piece(x))
                .with("owner", Fact::Side(x.piece.color)),
            Message::OwnPieceOnTarget { mover, target } => p("refused-own-piece")
                .with("mover", piece(mover))
                .with("to", sq(target.square))
                .with("target", piece(target)),
            Message::NotAPieceMove { mover, to } => p("refused-not-a-piece-move")
                .with("mover", piece(mover))
                .with("to", sq(*to))
                .with("role", Fact::Role(mover.piece.role)),
            Message::PathBlocked { mover, to, blocker } => p("refused-path-blocked")
                .with("mover", piece(mover))
                .with("to", sq(*to))
                .with("blocker", piece(blocker)),
            Message::KingIntoCheck {
                to,
                attackers,
                on_check_line,
            } => p(if *on_check_line {
                "refused-king-on-check-line"
            } else {
                "refused-king-into-check"
            })
            .with("to", sq(*to))
            .with("attackers", pieces(attackers)),
            Message::KingNextToKing { to, enemy_king } => p("refused-kings-touch")
                .with("to", sq(*to))
                .with("other", sq(*enemy_king)),
            Message::DoesNotResolveCheck {
                mover,
                checkers,
                king,
                ways,
            } => p("refused-not-out-of-check")
                .with("king", sq(*king))
                .with("checkers", pieces(checkers))
                .with("mover", piece(mover))
                .with("ways", Fact::Code(ways_code(*ways)))
                .with("unblockable", Fact::Code(unblockable(checkers, *king))),
            Message::DoubleCheckKingMustMove { mover, checkers } => p("refused-double-check")
                .with("checkers", pieces(checkers))
                .with("mover", piece(mover)),
            Message::Pinned {
                mover,
                pinner,
                king,
            } => p("refused-pinned")
                .with("mover", piece(mover))
                .with("line", Fact::Line(pinner.square, *king))
                .with("pinner", piece(pinner))
                .with("king", sq(*king)),
            Message::ExposesKing {
                mover,
                attackers,
                king,
            } => p("refused-exposes-king")
                .with("mover", piece(mover))
                .with("king", sq(*king))
                .with("attackers", pieces(attackers)),
            Message::EnPassantExposes {
                mover,
                captured,
                attacker,
                king,
            } => p("refused-en-passant-exposes")
                .with("mover", piece(mover))
                .with("captured", piece(captured))
                .with("line", Fact::Line(attacker.square, *king))
                .with("attacker", piece(attacker))
                .with("king", sq(*king)),
            Message::CastleOutOfCheck { checkers } => {
                p("refused-castle-in-check").with("checkers", pieces(checkers))
            }
            Message::CastleThroughCheck { square, attackers } => p("refused-castle-through-check")
                .with("square", sq(*square))
                .with("attackers", pieces(attackers)),
            Message::CastleIntoCheck { square, attackers } => p("refused-castle-into-check")
                .with("square", sq(*square))
                .with("attackers", pieces(attackers)),
            Message::CastleRightsLost { kingside } => {
                p("refused-castle-rights-lost").with("wing", wing(*kingside))
            }
            Message::CastlePathBlocked { kingside, blockers } => p("refused-castle-path-blocked")
                .with("wing", wing(*kingside))
                .with("blockers", pieces(blockers)),
            Message::EnPassantNotAvailable { mover, pawn } => p("refused-en-passant-gone")
                .with("mover", piece(mover))
                .with("pawn", piece(pawn)),
            Message::PromotionPieceRequired { to } => {
                p("refused-promotion-piece").with("to", sq(*to))
            }
            Message::Played {
                san,
                role,
                to,
                castled: c,
                promotion: promoted,
                check,
                checkers,
                captured,
                mate,
                stalemate,
            } => {
                let taken = match captured {
                    None => "no",
                    Some(x) if x.square != *to => "en-passant",
                    Some(_) => "yes",
                };
                let mut phrase = p("played")
                    .with("castled", castled(*c))
                    .with("captured", Fact::Code(taken))
                    .with("role", Fact::Role(*role))
                    .with("to", sq(*to))
                    .with("san", Fact::Text(san.clone()))
                    .with("check", Fact::Code(check_code(*check, checkers)))
                    .with("checkers", pieces(checkers))
                    .with("end", Fact::Code(end_code(*mate, *stalemate, None)));
                if let Some(x) = captured {
                    phrase = phrase.with("taken", piece(x));
                }
                promotion(phrase, *promoted)
            }
            Message::MoveSpoken {
                color,
                role,
                from,
                to,
                promotion: promoted,
                castle,
                captured,
                check,
                checkers,
                mate,
                stalemate,
            } => {
                // A discovered or double check names its checkers: unknown, it is a check.
                let check = match check {
                    MoveCheck::Discovered | MoveCheck::Double if checkers.is_empty() => {
                        MoveCheck::Direct
                    }
                    c => *c,
                };
                let mut phrase = p("move-spoken")
                    .with("castled", castled(*castle))
                    .with("side", Fact::Side(*color))
                    .with("role", Fact::Role(*role))
                    .with("from", sq(*from))
                    .with("to", sq(*to))
                    .with("captured", Fact::yes_no(captured.is_some()))
                    .with("checkers", pieces(checkers))
                    .with("end", Fact::Code(end_code(*mate, *stalemate, Some(check))));
                if let Some(x) = captured {
                    phrase = phrase.with("taken", piece(x));
                }
                promotion(phrase, *promoted)
            }
            Message::HintMove {
                role,
                from,
                to,
                san,
            } => p("hint-move")
                .with("role", Fact::Role(*role))
                .with("from", sq(*from))
                .with("to", sq(*to))
                .with("san", Fact::Text(san.clone())),
            Message::CheckBy { king, checkers } => p("check-by")
                .with("checkers", pieces(checkers))
                .with("king", sq(*king)),
            Message::WaysOut { shown, all } => p("ways-out")
                .with("ways", Fact::Moves(shown.clone()))
                .with("all", Fact::Count(*all))
                .with("named", Fact::yes_no(shown.len() == *all)),
            Message::NoCapture(square, why) => match why {
                NoCaptureWhy::NothingReachesIt => p("no-capture-nothing"),
                NoCaptureWhy::DefendedAgainstKing { defenders } => {
                    p("no-capture-defended").with("defenders", pieces(defenders))
                }
                NoCaptureWhy::CapturersPinned { pinned } => {
                    p("no-capture-pinned").with("pinned", pieces(pinned))
                }
                NoCaptureWhy::DoubleCheck => p("no-capture-double"),
            }
            .with("square", sq(*square)),
            Message::NoBlock(why) => p(match why {
                NoBlockWhy::KnightCheck => "no-block-knight",
                NoBlockWhy::Adjacent => "no-block-adjacent",
                NoBlockWhy::NothingReachesLine => "no-block-nothing",
                NoBlockWhy::DoubleCheck => "no-block-double",
            }),
            Message::Checkmate { winner } => p("checkmate").with("winner", Fact::Side(*winner)),
            Message::Stalemate { side } => p("stalemate").with("side", Fact::Side(*side)),
            Message::EscapeCovered {
                square,
                attackers,
                taken,
            } => match taken {
                None => p("escape-covered").with("square", sq(*square)),
                Some(t) => p("escape-protected").with("taken", piece(t)),
            }
            .with("attackers", pieces(attackers)),
            Message::EscapeOwnPiece { square, piece: x } => p("escape-own-piece")
                .with("square", sq(*square))
                .with("piece", piece(x)),
            Message::EscapeNextToKing { square, taken } => match taken {
                None => p("escape-next-to-king").with("square", sq(*square)),
                Some(t) => p("escape-taken-next-to-king").with("taken", piece(t)),
            },
            Message::NoMoves { piece: x } => p("no-moves").with("piece", piece(x)),
            Message::TouchedMustMove { piece: x, moves } => p("touched-must-move")
                .with("piece", piece(x))
                .with("moves", Fact::Count(*moves)),
            Message::TouchedNoConsequence { piece: x } => {
                p("touched-no-consequence").with("piece", piece(x))
            }
            Message::KingMoveOwed { king } => p("king-move-owed").with("king", sq(*king)),
            Message::NoKingMoveOwed { king } => p("no-king-move-owed").with("king", sq(*king)),
            Message::StepDone => p("step-done"),
            Message::StepHeld => p("step-held"),
            Message::WatchedAll => p("watched-all"),
            Message::WrongAnswer => p("wrong-answer"),
            Message::RightAnswer => p("right-answer"),
            Message::LessonFinished { title } => {
                p("lesson-finished").with("title", Fact::Text(title.clone()))
            }
            Message::Resigned { human } => p("resigned").with("winner", Fact::Side(!*human)),
            Message::DrawClaimed { by_learner, fifty } => p("draw-claimed")
                .with(
                    "by",
                    Fact::Code(if *by_learner { "you" } else { "computer" }),
                )
                .with(
                    "rule",
                    Fact::Code(if *fifty { "fifty" } else { "repetition" }),
                ),
            Message::OutOfCheck { piece: x, to, way } => way_out(
                p("out-of-check")
                    .with("piece", piece(x))
                    .with("to", sq(*to)),
                Some(way),
            ),
            Message::Hint {
                san,
                piece: x,
                to,
                way,
                gain,
            } => way_out(
                gained(
                    p("hint")
                        .with("piece", piece(x))
                        .with("from", sq(x.square))
                        .with("to", sq(*to))
                        .with("san", Fact::Text(san.clone())),
                    gain,
                ),
                way.as_ref(),
            ),
            Message::ComputerPlayed {
                san,
                role,
                to,
                captured,
                promotion: promoted,
                castled,
            } => {
                let kind = match (castled, captured, promoted) {
                    (true, _, _) => "castled",
                    (_, _, Some(_)) => "promoted",
                    (_, Some(_), None) => "captured",
                    (false, None, None) => "moved",
                };
                let mut phrase = p("computer-played")
                    .with("kind", Fact::Code(kind))
                    .with("san", Fact::Text(san.clone()))
                    .with("role", Fact::Role(*role))
                    .with("to", sq(*to));
                if let Some(r) = promoted {
                    phrase = phrase.with("promoted", Fact::Role(*r));
                }
                if let Some(r) = captured {
                    phrase = phrase.with("taken", Fact::Role(*r));
                }
                phrase
            }
            Message::VersusSides { human, level } => p("versus-sides")
                .with("human", Fact::Side(*human))
                .with("computer", Fact::Side(!*human))
                .with("level", Fact::Count(usize::from(*level))),
            Message::VersusOver { human, winner } => p("versus-over").with(
                "result",
                Fact::Code(match winner {
                    Some(w) if w == human => "won",
                    Some(_) => "lost",
                    None => "draw",
                }),
            ),
            Message::GameOver { status, take_back } => p("game-over")
                .with(
                    "rule",
                    Fact::Code(match status {
                        GameStatus::FivefoldRepetition => "fivefold",
                        GameStatus::Position(Status::SeventyFiveMoves) => "seventy-five",
                        GameStatus::Position(Status::InsufficientMaterial) => "insufficient",
                        _ => "other",
                    }),
                )
                .with(
                    "button",
                    Fact::Code(if *take_back { "take-back" } else { "undo" }),
                ),
            _ => return None,
        })
    }
}
