//! The catalog lint's samples of the messages about positions that could never arise:
//! every [`PositionError`] from real positions, then each with every role and side and the
//! counts 0, 1, 2, 5 and 21; the editor's offer, Play's refusal and a lesson's text.

use super::samples::{on, sq};
use crate::rules::{Bitboard, CastlingSide, Color, ImpossibleCheck, Position, PositionError, Role};
use crate::tutor::{explain_position_errors, Message, PieceOn, PositionContext};

const COUNTS: [u32; 5] = [0, 1, 2, 5, 21];

/// Positions that together have every error the validator finds.
const FENS: [&str; 28] = [
    "8/8/8/8/8/8/8/8 w - - 0 1",
    "4k3/8/8/8/8/8/8/8 w - - 0 1",
    "8/8/8/8/8/8/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
    "3kk3/8/8/8/8/8/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/8/2P1K1P1 w - - 0 1",
    "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/P7/P1PPPPPP/RNBQKBNR w KQkq - 0 1",
    "4k3/8/8/8/8/P7/PP6/4K3 w - - 0 1",
    "r3k3/8/8/8/8/8/8/4K3 w KQkq e6 0 1",
    "4k3/8/8/8/8/8/8/4RK2 w - - 0 1",
    "3r4/8/1k5R/1n6/3K4/8/8/8 w - - 0 1",
    "4k3/4K3/8/8/8/8/8/8 w - - 0 1",
    "4r2k/8/8/8/1b6/3n4/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1",
    "7k/8/8/8/8/8/8/r3K2r w - - 0 1",
    "7k/4r3/8/8/4K3/8/5n2/8 w - - 0 1",
    "b6k/8/8/8/4K3/8/8/8 w - - 0 1",
    "rnbqkbnr/ppp2ppp/4p3/3P4/3p4/4P3/PPP2PPP/RNBQKBNR b - - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNQ w Qkq - 0 1",
    "rnbqkbnr/pppppppp/8/4B3/8/8/PPPPPPPP/RN1QKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/4B3/8/8/1PPPPPPP/RN1QKBNR w KQkq - 0 1",
    "3k1b1K/4ppp1/7p/8/8/8/8/8 w - - 0 1",
    "rn1qkbnr/ppppppp1/8/8/8/4P3/PPP1PPPP/RNBQKBNR b KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1",
    "Knrk4/BpppRp2/1p2p3/8/8/8/8/8 b - - 0 1",
    "krb5/pp1p1p2/4p3/8/8/8/PP1P4/KRB5 w - - 0 1",
];

fn position(error: PositionError, context: PositionContext) -> Message {
    Message::Position(error, context)
}

/// Every message about positions that could never arise, most variants of each.
pub fn samples() -> Vec<Message> {
    let mut out: Vec<Message> = FENS
        .iter()
        .filter_map(|fen| fen.parse::<Position>().ok())
        .flat_map(|pos| explain_position_errors(&pos))
        .map(|(_, m)| m)
        .collect();
    out.extend(counted());
    out.extend(with_pieces());
    let reasons: Vec<Message> = out.iter().take(3).cloned().collect();
    out.push(Message::NotPlayable { reasons });
    for castling in [None, Some("KQkq".to_string())] {
        for ep in [None, Some(sq("e3"))] {
            out.push(Message::DropImpossibleRights {
                castling: castling.clone(),
                ep,
            });
        }
    }
    out.push(Message::LessonText("Which piece gives check?".into()));
    out.extend(unreadable_fens());
    out
}

/// A FEN with each problem a FEN can have, typed and in a link.
fn unreadable_fens() -> Vec<Message> {
    let k = "8/8/8/8/8/8/8/K6k";
    let fens = [
        String::new(),
        "hello".into(),
        "8/8/8".into(),
        "9/8/8/8/8/8/8/K6k w - - 0 1".into(),
        "X7/8/8/8/8/8/8/K6k w - - 0 1".into(),
        "8/8/8/8/8/8/8/K6k1 w - - 0 1".into(),
        "8/8/8/8/8/8/8/K5k w - - 0 1".into(),
        "8/8/8/8/8/8/8/K w - - 0 1".into(),
        k.into(),
        format!("{k} x - - 0 1"),
        format!("{k} w KX - 0 1"),
        format!("{k} w KK - 0 1"),
        format!("{k} w - e9 0 1"),
        format!("{k} w - e4 0 1"),
        format!("{k} w - - x 1"),
        format!("{k} w - - 0 0"),
        format!("{k} w - - 0 1 more"),
        format!("{k} w - - 0 1\u{7}"),
    ];
    let mut out: Vec<Message> = fens
        .iter()
        .filter_map(|fen| fen.parse::<Position>().err())
        .map(|error| Message::FenUnreadable {
            error,
            in_link: false,
        })
        .collect();
    if let Some(Message::FenUnreadable { error, .. }) = out.first().cloned() {
        out.push(Message::FenUnreadable {
            error,
            in_link: true,
        });
    }
    out.extend(unreadable_pgns());
    out
}

/// A PGN with each problem a PGN can have, imported and in a link, and the reader silent.
fn unreadable_pgns() -> Vec<Message> {
    use crate::rules::pgn::wire;
    let texts = [
        "1. e4 e5 2. Ke3",
        "1. e4 Zz9",
        "[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n1. Nd2",
        "[FEN \"4k3/8/8 w - - 0 1\"]\n1. e4",
        // A "(" rather than a "{", which the test takes for a placeable left in.
        "1. e4 (1. d4",
    ];
    let failures = texts
        .iter()
        .filter_map(|t| wire::read_reply(&wire::answer(&wire::ask(1, t))?))
        .filter_map(|(_, read)| read.err())
        .map(Some)
        .chain([None]);
    failures
        .flat_map(|error| {
            [false, true].map(|in_link| Message::PgnUnreadable {
                error: error.clone(),
                in_link,
            })
        })
        .collect()
}

/// The errors with numbers in them, for every count and side.
fn counted() -> Vec<Message> {
    let mut out = Vec::new();
    let none = PositionContext::default;
    for color in Color::ALL {
        for side in CastlingSide::BOTH {
            out.push(position(
                PositionError::InvalidCastlingRights(color, side),
                none(),
            ));
        }
        for n in COUNTS {
            out.push(position(PositionError::TooManyPawns(color, n), none()));
            out.extend(pawn_captures(color, n));
            for m in COUNTS {
                for bishops_one_colour in [false, true] {
                    let error = PositionError::TooMuchMaterial {
                        color,
                        promoted: n,
                        missing_pawns: m,
                    };
                    let context = PositionContext {
                        bishops_one_colour,
                        ..none()
                    };
                    out.push(position(error, context));
                }
            }
        }
    }
    for squares in [0x01, 0x81, 0x8100_0000_0000_0007_u64] {
        out.push(position(
            PositionError::PawnsOnBackrank(Bitboard(squares)),
            none(),
        ));
    }
    out
}

/// Pawns needing more captures than were made: sharing one file or several (or none, from a
/// broken worker), with no, one and several pawns off their files and starting squares
/// left, `n` captures needed; and pawns with too few starting squares.
fn pawn_captures(color: Color, n: u32) -> Vec<Message> {
    let sets = [
        0,
        0x0200,
        0x0200_0200,
        0x0102_0000_8200,
        0x0000_0000_0000_ff00_u64,
    ];
    let error = |needed, [pawns, strays, homes]: [u64; 3]| PositionError::TooManyPawnCaptures {
        color,
        needed,
        lost: n / 2,
        pawns: Bitboard(pawns),
        strays: Bitboard(strays),
        homes: Bitboard(homes),
    };
    let mut out = Vec::new();
    for (i, pawns) in sets.into_iter().enumerate() {
        let facts = [pawns, sets[(i + 1) % 5], sets[(i + 2) % 5]];
        out.push(position(error(Some(n), facts), PositionContext::default()));
    }
    // a2, b2 and a3 from a2 or b2; two pawns on b2 alone; five pawns from four squares.
    for facts in [
        [0, 0, 0],
        [0x0001_0300, 0, 0x0300],
        [0x0002_0200, 0, 0x0200],
        [0x0105_0908, 0, 0x0f00],
    ] {
        out.push(position(error(None, facts), PositionContext::default()));
    }
    out
}

/// The errors about pieces, with every role and side among the pieces named.
fn with_pieces() -> Vec<Message> {
    use Color::{Black, White};
    let mut out = Vec::new();
    let everything = Bitboard::ALL;
    for role in Role::KING_FIRST {
        for color in [White, Black] {
            let piece = on(color, role, "e5");
            let walls = vec![
                on(color, Role::Pawn, "d4"),
                on(color, role, "f4"),
                on(!color, role, "f6"),
                on(color, Role::Pawn, "b2"),
            ];
            for (walls, guarded) in [
                (Vec::new(), Vec::new()),
                (walls[..1].to_vec(), Vec::new()),
                (walls[..2].to_vec(), vec![sq("d6")]),
                (walls.clone(), vec![sq("d6"), sq("f6"), sq("e6")]),
                (Vec::new(), vec![sq("d6")]),
            ] {
                let context = PositionContext {
                    pieces: vec![piece],
                    walls: walls.clone(),
                    guarded,
                    ..PositionContext::default()
                };
                // Homes are shut in only by walls.
                let shut = if context.walls.is_empty() { 1 } else { 3 };
                for (homes, no_promotion) in [(0, false), (0x04, true), (0x24, false)]
                    .into_iter()
                    .take(shut)
                {
                    let error = PositionError::TrappedPiece {
                        piece: piece.square,
                        walls: everything,
                        guarded: everything,
                        homes: Bitboard(homes),
                        no_promotion,
                    };
                    out.push(position(error, context.clone()));
                }
            }
            out.extend(kinds_of(color, role));
        }
    }
    out.extend(checks());
    out.extend(captures());
    // A context without the pieces its error is about.
    out.push(position(
        PositionError::TrappedPiece {
            piece: sq("e5"),
            walls: everything,
            guarded: everything,
            homes: Bitboard::EMPTY,
            no_promotion: false,
        },
        PositionContext::default(),
    ));
    out
}

/// Pieces of one kind and of several, as promotions and as the units that moved.
fn kinds_of(color: Color, role: Role) -> Vec<Message> {
    let mut out = Vec::new();
    let lists: [Vec<PieceOn>; 3] = [
        vec![on(color, role, "c1"), on(color, role, "f4")],
        vec![
            on(color, role, "c1"),
            on(color, role, "f4"),
            on(color, role, "h6"),
        ],
        vec![
            on(color, role, "c1"),
            on(color, Role::Queen, "d1"),
            on(color, role, "f4"),
            on(color, Role::Knight, "g5"),
            on(color, Role::Queen, "h8"),
        ],
    ];
    for pieces in lists {
        for captures in [
            None,
            Some((1, 0)),
            Some((2, 1)),
            Some((5, 2)),
            Some((21, 5)),
        ] {
            let error = PositionError::ImpossiblePromotion {
                color,
                pieces: Bitboard::ALL,
                captures,
            };
            let context = PositionContext {
                pieces: pieces.clone(),
                ..PositionContext::default()
            };
            out.push(position(error, context));
        }
    }
    let movers: [Vec<PieceOn>; 5] = [
        Vec::new(),
        vec![on(color, role, "g1")],
        vec![on(color, role, "b1"), on(!color, role, "g8")],
        vec![on(color, role, "b1"), on(!color, Role::Knight, "f6")],
        vec![
            on(color, Role::Pawn, "e3"),
            on(color, role, "b1"),
            on(!color, role, "b8"),
            on(!color, Role::Pawn, "d6"),
        ],
    ];
    for pieces in movers {
        for black_to_move in [false, true] {
            let error = PositionError::WrongSideToMove {
                movers: Bitboard::ALL,
            };
            let context = PositionContext {
                pieces: pieces.clone(),
                black_to_move,
                ..PositionContext::default()
            };
            out.push(position(error, context));
        }
    }
    for pawns in [
        vec![on(color, Role::Pawn, "d5"), on(!color, Role::Pawn, "d4")],
        vec![
            on(color, Role::Pawn, "d5"),
            on(!color, Role::Pawn, "d4"),
            on(color, Role::Pawn, "g5"),
            on(!color, Role::Pawn, "g4"),
        ],
    ] {
        let context = PositionContext {
            pieces: pawns,
            ..PositionContext::default()
        };
        out.push(position(
            PositionError::PawnsPassedThrough {
                pawns: Bitboard::ALL,
            },
            context,
        ));
    }
    for pieces in [Vec::new(), vec![on(color, role, "g1")]] {
        let context = PositionContext {
            pieces,
            black_to_move: color == Color::White,
            ..PositionContext::default()
        };
        out.push(position(
            PositionError::NoLastMove {
                color,
                pieces: Bitboard::ALL,
            },
            context.clone(),
        ));
        out.push(position(
            PositionError::EveryLastMoveImpossible {
                color,
                pieces: Bitboard::ALL,
                depth: 2,
            },
            context,
        ));
    }
    out
}

/// Checks by pieces of every kind, as many as each error has.
fn checks() -> Vec<Message> {
    let mut out = Vec::new();
    let all = Bitboard::ALL;
    let with = |checkers: &[PieceOn], also: &[PieceOn]| PositionContext {
        checkers: checkers.to_vec(),
        pieces: also.to_vec(),
        ..PositionContext::default()
    };
    for role in Role::KING_FIRST {
        let checkers = [
            on(Color::Black, role, "e2"),
            on(Color::Black, Role::Knight, "d3"),
            on(Color::Black, Role::Rook, "e8"),
            on(Color::Black, Role::Bishop, "b5"),
            on(Color::Black, Role::Queen, "h4"),
        ];
        let also = [
            on(Color::White, role, "c6"),
            on(Color::White, Role::Bishop, "h5"),
        ];
        for n in 1..=2 {
            for m in 0..=2 {
                let context = with(&checkers[..n], &also[..m]);
                out.push(position(
                    PositionError::OppositeCheck { checkers: all },
                    context,
                ));
            }
            let why = ImpossibleCheck::NoLastMove { checkers: all };
            out.push(position(
                PositionError::ImpossibleCheck(why),
                with(&checkers[..n], &[]),
            ));
        }
        for why in [
            ImpossibleCheck::TwoSteppers { checkers: all },
            ImpossibleCheck::OppositeSides { checkers: all },
        ] {
            out.push(position(
                PositionError::ImpossibleCheck(why),
                with(&checkers[..2], &[]),
            ));
        }
        for n in [3, 5] {
            let context = with(&checkers[..n], &[]);
            out.push(position(
                PositionError::TooManyCheckers { checkers: all },
                context,
            ));
        }
    }
    out
}

/// A pawn's capture no lost unit could have been taken in: every kind lost, counted.
fn captures() -> Vec<Message> {
    let mut out = Vec::new();
    for color in Color::ALL {
        let pawn = on(color, Role::Pawn, "e4");
        for (n, guarded) in [(0, vec![sq("e4")]), (1, vec![sq("e3"), sq("e4")])] {
            let losses: [Vec<(Role, u32)>; 4] = [
                Vec::new(),
                vec![(Role::Pawn, 1)],
                vec![(Role::Pawn, COUNTS[2 + n]), (Role::Bishop, 1)],
                Role::KING_FIRST[1..]
                    .iter()
                    .zip(COUNTS)
                    .map(|(&role, count)| (role, count.max(1)))
                    .collect(),
            ];
            for lost in losses {
                let context = PositionContext {
                    pieces: vec![pawn],
                    guarded: guarded.clone(),
                    lost,
                    ..PositionContext::default()
                };
                let error = PositionError::UnreachableCapture {
                    pawn: pawn.square,
                    squares: Bitboard::ALL,
                };
                out.push(position(error, context));
            }
        }
    }
    out
}

#[test]
fn the_real_positions_have_every_error() {
    let mut codes: Vec<&str> = FENS
        .iter()
        .filter_map(|fen| fen.parse::<Position>().ok())
        .flat_map(|pos| pos.validate())
        .map(|e| e.code())
        .collect();
    codes.sort_unstable();
    codes.dedup();
    let mut all = PositionError::CODES.to_vec();
    all.sort_unstable();
    assert_eq!(codes, all);
}
