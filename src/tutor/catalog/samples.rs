//! The catalog lint's sample messages: every message of the catalog, most variants of
//! each, every role and side, plural counts 0, 1, 2, 5, 21.

use crate::rules::{Color, MoveCheck, Piece, Role, Square};
use crate::tutor::{Message, NamedMove, NoBlockWhy, NoCaptureWhy, PieceOn, WaysOut};

pub fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

pub fn on(color: Color, role: Role, s: &str) -> PieceOn {
    PieceOn {
        piece: Piece::new(color, role),
        square: sq(s),
    }
}

/// `n` ways out of a check, of every kind of piece, moving and capturing.
fn named_moves(n: usize) -> Vec<NamedMove> {
    let moves = [
        (Role::King, "e2", false, "Ke2"),
        (Role::Bishop, "e5", true, "Bxe5"),
        (Role::Pawn, "g3", false, "g3"),
        (Role::Knight, "f3", false, "Nf3"),
        (Role::Queen, "e5", true, "Qxe5"),
        (Role::Rook, "f1", false, "Rf1"),
    ];
    moves[..n]
        .iter()
        .map(|&(role, to, capture, san)| NamedMove {
            role,
            to: sq(to),
            capture,
            san: san.to_string(),
        })
        .collect()
}

/// Messages that reach every message of the catalog and most variants.
pub fn samples() -> Vec<Message> {
    use Color::{Black, White};
    let mut out = Vec::new();
    let many = |n: usize| -> Vec<PieceOn> {
        ["a7", "b6", "c5", "d4", "e3"][..n]
            .iter()
            .zip(Role::KING_FIRST)
            .map(|(s, r)| on(Black, r, s))
            .collect()
    };
    for role in Role::KING_FIRST {
        for color in [White, Black] {
            let x = on(color, role, "d4");
            let y = on(!color, role, "g7");
            out.extend([
                Message::NotYourTurn {
                    piece: x,
                    turn: !color,
                },
                Message::OwnPieceOnTarget {
                    mover: x,
                    target: on(color, role, "e5"),
                },
                Message::NotAPieceMove {
                    mover: x,
                    to: sq("h8"),
                },
                Message::PathBlocked {
                    mover: x,
                    to: sq("h8"),
                    blocker: y,
                },
                Message::Pinned {
                    mover: x,
                    pinner: y,
                    king: sq("a1"),
                },
                Message::Pinned {
                    mover: x,
                    pinner: on(!color, role, "d8"),
                    king: sq("d1"),
                },
                Message::Pinned {
                    mover: x,
                    pinner: on(!color, role, "h4"),
                    king: sq("a4"),
                },
                Message::EnPassantNotAvailable { mover: x, pawn: y },
                Message::EscapeOwnPiece {
                    square: sq("e2"),
                    piece: x,
                },
                Message::NoMoves { piece: x },
                Message::TouchedNoConsequence { piece: x },
                Message::EscapeCovered {
                    square: sq("d8"),
                    attackers: vec![],
                    taken: Some(x),
                },
                Message::EscapeNextToKing {
                    square: sq("d8"),
                    taken: Some(x),
                },
                Message::EnPassantExposes {
                    mover: on(color, Role::Pawn, "b5"),
                    captured: on(!color, Role::Pawn, "c5"),
                    attacker: on(!color, role, "h5"),
                    king: sq("a5"),
                },
                Message::Checkmate { winner: color },
                Message::Stalemate { side: color },
                Message::Resigned { human: color },
                Message::DrawClaimed {
                    by_learner: color.is_white(),
                    fifty: role == Role::Pawn,
                },
                Message::HintMove {
                    role,
                    from: sq("g1"),
                    to: sq("f3"),
                    san: "Nf3".into(),
                },
            ]);
            for promotion in [None, Some(role)] {
                for (castled, captured) in [
                    (None, None),
                    (None, Some(y)),
                    (None, Some(on(!color, Role::Pawn, "d5"))),
                    (Some(true), None),
                    (Some(false), None),
                ] {
                    for (check, mate, stalemate) in [
                        (MoveCheck::None, false, false),
                        (MoveCheck::Direct, false, false),
                        (MoveCheck::Discovered, false, false),
                        (MoveCheck::Double, false, false),
                        (MoveCheck::Direct, true, false),
                        (MoveCheck::None, false, true),
                    ] {
                        // A discovered check names its checker, a double check both.
                        let checkers = match check {
                            MoveCheck::None => vec![],
                            MoveCheck::Double => vec![on(color, role, "a1"), on(color, role, "d6")],
                            _ => vec![on(color, role, "a1")],
                        };
                        out.push(Message::Played {
                            san: "Nf3".into(),
                            role,
                            to: sq("d6"),
                            castled,
                            promotion,
                            check,
                            checkers: checkers.clone(),
                            captured,
                            mate,
                            stalemate,
                        });
                        out.push(Message::MoveSpoken {
                            color,
                            role,
                            from: sq("e5"),
                            to: sq("d6"),
                            promotion,
                            castle: castled,
                            captured,
                            check,
                            checkers,
                            mate,
                            stalemate,
                        });
                    }
                }
            }
        }
    }
    for n in [0, 1, 2, 5, 21] {
        out.extend([
            Message::WaysOut {
                shown: named_moves(n.min(5)),
                all: n.max(1),
            },
            Message::TouchedMustMove {
                piece: on(White, Role::Knight, "b1"),
                moves: n,
            },
        ]);
    }
    for n in 1..=3 {
        let list = many(n);
        let mover = on(White, Role::Bishop, "e2");
        out.extend([
            Message::KingIntoCheck {
                to: sq("e2"),
                attackers: list.clone(),
                on_check_line: false,
            },
            Message::KingIntoCheck {
                to: sq("e2"),
                attackers: list.clone(),
                on_check_line: true,
            },
            Message::DoubleCheckKingMustMove {
                mover,
                checkers: list.clone(),
            },
            Message::CastleOutOfCheck {
                checkers: list.clone(),
            },
            Message::CastleThroughCheck {
                square: sq("f1"),
                attackers: list.clone(),
            },
            Message::CastleIntoCheck {
                square: sq("g1"),
                attackers: list.clone(),
            },
            Message::CastlePathBlocked {
                kingside: n == 1,
                blockers: list.clone(),
            },
            Message::CheckBy {
                king: sq("e1"),
                checkers: list.clone(),
            },
            Message::NoCapture(
                sq("e2"),
                NoCaptureWhy::DefendedAgainstKing {
                    defenders: list.clone(),
                },
            ),
            Message::NoCapture(
                sq("e2"),
                NoCaptureWhy::CapturersPinned {
                    pinned: list.clone(),
                },
            ),
            Message::EscapeCovered {
                square: sq("d8"),
                attackers: list.clone(),
                taken: None,
            },
        ]);
    }
    for attackers in [many(0), many(1), many(2)] {
        out.push(Message::ExposesKing {
            mover: on(White, Role::Rook, "e2"),
            attackers,
            king: sq("e1"),
        });
    }
    for bits in 0..8u8 {
        for checker in [
            on(Black, Role::Knight, "f3"),
            on(Black, Role::Queen, "e2"),
            on(Black, Role::Rook, "e8"),
        ] {
            out.push(Message::DoesNotResolveCheck {
                mover: on(White, Role::Bishop, "c1"),
                checkers: vec![checker],
                king: sq("e1"),
                ways: WaysOut {
                    king: bits & 1 != 0,
                    capture: bits & 2 != 0,
                    block: bits & 4 != 0,
                },
            });
        }
    }
    out.extend([
        Message::NoPiece { square: sq("e4") },
        Message::KingNextToKing {
            to: sq("e2"),
            enemy_king: sq("e3"),
        },
        Message::CastleRightsLost { kingside: true },
        Message::CastleRightsLost { kingside: false },
        Message::PromotionPieceRequired { to: sq("e8") },
        Message::NoCapture(sq("e2"), NoCaptureWhy::NothingReachesIt),
        Message::NoCapture(sq("e2"), NoCaptureWhy::DoubleCheck),
        Message::NoBlock(NoBlockWhy::KnightCheck),
        Message::NoBlock(NoBlockWhy::Adjacent),
        Message::NoBlock(NoBlockWhy::NothingReachesLine),
        Message::NoBlock(NoBlockWhy::DoubleCheck),
        Message::EscapeNextToKing {
            square: sq("d8"),
            taken: None,
        },
        Message::KingMoveOwed { king: sq("e1") },
        Message::NoKingMoveOwed { king: sq("e1") },
        Message::StepDone,
        Message::StepHeld,
        Message::WatchedAll,
        Message::WrongAnswer,
        Message::RightAnswer,
        Message::LessonFinished {
            title: "Pins".into(),
        },
        Message::ReplyPlayed {
            played: Box::new(Message::NoPiece { square: sq("e4") }),
        },
    ]);
    out.extend(later_samples());
    out.extend(super::position_samples::samples());
    out.extend(crate::tutor::typed::samples());
    out.extend(crate::tutor::link_problem_samples());
    out
}

/// The lesson's verdicts, hints, the game against the computer and the status line.
fn later_samples() -> Vec<Message> {
    use crate::rules::{CheckKind, GameStatus, Status};
    use crate::tutor::{ClaimableDraw, Gain, Shortfall, WayOut};
    let mut out = Vec::new();
    let knight = on(Color::White, Role::Knight, "c3");
    let checker = on(Color::Black, Role::Rook, "e8");
    let ways = [
        None,
        Some(WayOut::KingSteps),
        Some(WayOut::Captures(checker)),
        Some(WayOut::Blocks(checker)),
    ];
    for role in Role::KING_FIRST {
        let x = on(Color::White, role, "d2");
        for way in ways {
            out.push(Message::Hint {
                san: "Nd2".into(),
                piece: x,
                to: sq("e2"),
                way,
                gain: Gain::Safe,
            });
            if let Some(way) = way {
                out.push(Message::OutOfCheck {
                    piece: x,
                    to: sq("e2"),
                    way,
                });
            }
        }
        // What a move gains, told of every kind of piece taking every kind.
        for taken in Role::KING_FIRST.map(|r| on(Color::Black, r, "e5")) {
            let gains = [
                Gain::Mate,
                Gain::Promotes(role),
                Gain::Free(taken),
                Gain::Worth(taken),
                Gain::Takes(taken),
                Gain::Check,
                Gain::Castles,
                Gain::Rescues,
            ];
            out.extend(gains.into_iter().map(|gain| Message::Hint {
                san: "Nd2".into(),
                piece: x,
                to: sq("e2"),
                way: None,
                gain,
            }));
        }
        for (captured, promotion, castled) in [
            (None, None, false),
            (Some(role), None, false),
            (None, Some(role), false),
            (None, None, true),
        ] {
            out.push(Message::ComputerPlayed {
                san: "Nxe4".into(),
                role,
                to: sq("e4"),
                captured,
                promotion,
                castled,
            });
        }
    }
    for shortfall in [
        None,
        Some(Shortfall::NoCheck),
        Some(Shortfall::NotMate {
            side: Color::Black,
            answer: None,
        }),
        Some(Shortfall::NotMate {
            side: Color::Black,
            answer: Some("Kf8".into()),
        }),
        Some(Shortfall::NoCapture),
        Some(Shortfall::NoBlock),
        Some(Shortfall::NoKingMove),
        Some(Shortfall::Stalemate),
    ] {
        out.push(Message::StepMissed {
            played: Box::new(Message::NoMoves { piece: knight }),
            shortfall,
        });
    }
    for side in [Color::White, Color::Black] {
        out.push(Message::VersusSides {
            human: side,
            level: 2,
        });
        for winner in [None, Some(side), Some(!side)] {
            out.push(Message::VersusOver {
                human: side,
                winner,
            });
        }
        let statuses = [
            GameStatus::Position(Status::Ongoing),
            GameStatus::Position(Status::Checkmate),
            GameStatus::Position(Status::Stalemate),
            GameStatus::Position(Status::InsufficientMaterial),
            GameStatus::Position(Status::SeventyFiveMoves),
            GameStatus::FivefoldRepetition,
        ];
        for status in statuses {
            for take_back in [false, true] {
                out.push(Message::GameOver { status, take_back });
            }
            for check in [CheckKind::None, CheckKind::Single, CheckKind::Double] {
                for claim in [
                    None,
                    Some(ClaimableDraw::Repetition),
                    Some(ClaimableDraw::FiftyMoves),
                    Some(ClaimableDraw::RepetitionBy { san: "Nf3".into() }),
                    Some(ClaimableDraw::FiftyMovesBy { san: "Nf3".into() }),
                ] {
                    out.push(Message::Turn {
                        side,
                        check,
                        status,
                        claim,
                    });
                }
            }
        }
    }
    out
}
