//! Every word a learner reads, in English (position errors in `position.rs`, unreadable
//! input in `parse_errors.rs`). Another language is another folder like this one.

use super::{Message, NoBlockWhy, NoCaptureWhy};
use crate::rules::{MoveCheck, Piece, Square};

mod ask;
pub use ask::{covers, pinned_by, pinning};
mod drawing;
pub use drawing::{arrow_cancelled, arrow_drawn, arrow_removed, arrow_started};
mod lesson;
pub use lesson::{cheers, go_on, stars_earned};
mod lines;
mod parse_errors;
mod position;
mod practice;
mod refusals;
mod versus;
pub use versus::{game_heading, game_loaded, taken_back};
mod game_end;
mod words;

use game_end::{game_over_sentence, turn_sentence};
pub use game_end::{how_it_ended, link_move_stopped};
use lines::line_name;
use position::position_sentence;
pub use position::speak_deeper_reasons;
pub use practice::{
    arrow_end_note, checkers_answer, concept_name, escapes_found, found_every_escape,
    picked_squares, practice_board_keys, practice_entries_dropped, practice_file_other_version,
    practice_file_partly_read, practice_file_unreadable, practice_legal_prompt,
    practice_lesson_offer, practice_other_version, practice_prompt, practice_turn,
    practice_unknown_dropped, practice_unreadable, practice_verdict, verdict_line, why_answer,
    why_not_again, why_not_second_try,
};
use words::{
    and_list, color_name, how_it_moves, played_words, role_name, side_name, the, the_list, whose,
    whose_list, your,
};
pub use words::{capitalised, piece_label, pieces_in_words};

/// The sentence of a position error's message ([`super::explain_position_error`]'s), alone:
/// the helper worker says these, and [`Message::english`] would bring every sentence the
/// tutor has into it (30 KB of its download).
pub fn position_words(message: &Message) -> String {
    match message {
        Message::Position(error, context) => position_sentence(error, context),
        _ => String::new(),
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
                capitalised(&your(mover)),
                target.square,
                role_name(target.piece.role)
            ),
            Message::NotAPieceMove { mover, to } => format!(
                "{} cannot reach {to} in one move: {}.",
                capitalised(&your(mover)),
                how_it_moves(mover.piece.role)
            ),
            Message::PathBlocked { mover, to, blocker } => format!(
                "{} cannot reach {to}: {} is in the way.",
                capitalised(&your(mover)),
                whose(blocker)
            ),
            Message::KingIntoCheck {
                to,
                attackers,
                on_check_line,
            } => {
                if *on_check_line {
                    format!(
                        "Your king cannot go to {to}: it would still be on the line of {}, which reaches through the square your king is leaving.",
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
                ways,
            } => refusals::does_not_resolve(mover, checkers, *king, *ways),
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
                "{} is pinned: if it left {}, {} would attack your king on {king}.",
                capitalised(&your(mover)),
                line_name(pinner.square, *king),
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
            Message::EnPassantExposes {
                mover,
                captured,
                attacker,
                king,
            } => format!(
                "You cannot take en passant here. {} and the {} pawn on {} would both leave {} at once, and then {} would attack your king on {king}.",
                capitalised(&your(mover)),
                color_name(captured.piece.color).to_ascii_lowercase(),
                captured.square,
                line_name(attacker.square, *king),
                the(attacker)
            ),
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
                capitalised(&your(mover)),
                the(pawn)
            ),
            Message::PromotionPieceRequired { to } => format!(
                "Your pawn reaches {to} and must become a queen, rook, bishop or knight: choose one."
            ),
            Message::GameOver { status } => game_over_sentence(*status),
            Message::Played {
                san,
                role,
                to,
                castled,
                promotion,
                check,
                captured,
                mate,
                stalemate,
            } => {
                let mut s = played_words(*role, *to, *castled, *promotion, captured.as_ref());
                s.push_str(&format!(" ({san})"));
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
                    "The king cannot capture on {square}: {} defend{} it, so the king would be moving into check.",
                    the_list(defenders),
                    if defenders.len() == 1 { "s" } else { "" }
                ),
                NoCaptureWhy::CapturersPinned { pinned } => format!(
                    "{} could capture on {square}, but {} pinned to the king.",
                    capitalised(&the_list(pinned)),
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
            Message::EscapeCovered {
                square,
                attackers,
                taken: None,
            } => format!("{square} is covered by {}.", the_list(attackers)),
            Message::EscapeCovered {
                attackers,
                taken: Some(taken),
                ..
            } => format!(
                "{} is protected by {}.",
                capitalised(&the(taken)),
                the_list(attackers)
            ),
            Message::EscapeOwnPiece { square, piece } => format!(
                "{square} is taken by the king's own {}.",
                role_name(piece.piece.role)
            ),
            Message::EscapeNextToKing {
                square,
                taken: None,
            } => format!("{square} is next to the other king."),
            Message::EscapeNextToKing {
                taken: Some(taken),
                ..
            } => format!(
                "{} stands next to the other king, so taking it would put the kings side by side.",
                capitalised(&the(taken))
            ),
            Message::NoMoves { piece } => format!("{} has no square to go to.", capitalised(&whose(piece))),
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
                claim,
            } => turn_sentence(*side, *check, *status, claim.as_ref()),
            Message::BadMoveText(text) => format!("{text}."),
            Message::MoveSpoken {
                color,
                role,
                from,
                to,
                promotion,
                castle,
                captured,
                check,
                mate,
                stalemate,
            } => {
                let who = color_name(*color);
                let mut s = match castle {
                    Some(true) => format!("{who} castles kingside"),
                    Some(false) => format!("{who} castles queenside"),
                    None => format!("{who} {} from {from} to {to}", role_name(*role)),
                };
                if let Some(c) = captured {
                    s.push_str(&format!(", takes {}", whose(c)));
                }
                if let Some(p) = promotion {
                    s.push_str(&format!(", becomes a {}", role_name(*p)));
                }
                s.push_str(match (mate, stalemate, check) {
                    (true, _, _) => ", checkmate.",
                    (_, true, _) => ", stalemate.",
                    (_, _, MoveCheck::None) => ".",
                    (_, _, MoveCheck::Double) => ", double check.",
                    (_, _, _) => ", check.",
                });
                s
            }
            Message::DropImpossibleRights { castling, ep } => {
                let what: Vec<String> = castling
                    .iter()
                    .map(|c| format!("the castling rights {c}"))
                    .chain(ep.iter().map(|sq| format!("the en passant square {sq}")))
                    .collect();
                format!("Remove {}", what.join(" and "))
            }
            Message::NotPlayable { reasons } => {
                let reasons: Vec<String> = reasons.iter().map(Message::english).collect();
                format!(
                    "This position could never arise in a game, so it cannot be played: {} The editor shows it and can fix it.",
                    reasons.join(" ")
                )
            }
            Message::LessonText(text) => text.clone(),
            Message::StepMissed { played, shortfall } => {
                lesson::step_missed(&played.english(), shortfall.as_ref())
            }
            Message::ReplyPlayed { played } => {
                format!("Good. The reply: {} Your move.", played.english())
            }
            Message::StepHeld => {
                "The game ended with that move. Press Try again to play on from before it.".into()
            }
            Message::StepDone => "Well done!".into(),
            Message::OutOfCheck { piece, to, way } => lesson::out_of_check(piece, *to, way),
            Message::WatchedAll => "That was the last move. Go on when you are ready.".into(),
            Message::WrongAnswer => "Not quite. Look again and try another answer.".into(),
            Message::RightAnswer => "Right!".into(),
            Message::Hint {
                san,
                piece,
                to,
                way,
            } => versus::hint_sentence(san, piece, *to, way.as_ref()),
            Message::Resigned { human } => format!(
                "You resigned, so {} wins this game. Press New game for another.",
                color_name(!*human)
            ),
            Message::ComputerPlayed { .. }
            | Message::VersusOver { .. }
            | Message::VersusSides { .. } => {
                versus::sentence(self).unwrap_or_default()
            }
            Message::HintMove {
                role,
                from,
                to,
                san,
            } => format!("Try the {} from {from} to {to} ({san}).", role_name(*role)),
            Message::LessonFinished { title } => {
                format!("You have finished \"{title}\". Pick another lesson when you are ready.")
            }
        }
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
