//! Could this position arise in a game? Every position error code on a position, then the
//! impossible checks of seed 001 ("The Curious Case of the Illegal Double Check"), composed
//! as FENs, and positions from real play that must validate clean.

use check_tutor::rules::{
    Bitboard, Board, Color, ImpossibleCheck, Piece, Position, PositionError, Role, Square,
};
use check_tutor::tutor::explain_position_errors;

fn parse(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn codes(fen: &str) -> Vec<&'static str> {
    parse(fen).validate().iter().map(|e| e.code()).collect()
}

fn assert_codes(fen: &str, want: &[&str]) {
    assert_eq!(codes(fen), want, "{fen}");
}

fn assert_valid(fen: &str) {
    assert_codes(fen, &[]);
}

/// The one impossible-check error of `fen`, with its sentence.
fn impossible(fen: &str) -> (ImpossibleCheck, String) {
    let pos = parse(fen);
    let errors = explain_position_errors(&pos);
    match errors.as_slice() {
        [(PositionError::ImpossibleCheck(why), message)] => (*why, message.english()),
        other => panic!("{fen}: expected only impossible_check, got {other:?}"),
    }
}

/// Whether some explaining last move started from a board with `piece` on `square`.
fn explained_with(fen: &str, square: &str, piece: Piece) -> bool {
    let sq = square.parse().expect("square");
    parse(fen)
        .last_moves_explaining_check()
        .iter()
        .any(|b: &Board| b.piece_at(sq) == Some(piece))
}

const BLACK_PAWN: Piece = Piece::new(Color::Black, Role::Pawn);
const BLACK_KNIGHT: Piece = Piece::new(Color::Black, Role::Knight);

// ---- Every position error code -----------------------------------------------------

#[test]
fn empty_board_is_not_a_position() {
    assert_codes("8/8/8/8/8/8/8/8 w - - 0 1", &["empty_board"]);
}

#[test]
fn missing_king_names_the_side_without_one() {
    let pos = parse("4k3/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(pos.validate(), [PositionError::MissingKing(Color::White)]);
    let (_, message) = &explain_position_errors(&pos)[0];
    assert!(message.english().starts_with("White has no king"));
}

#[test]
fn too_many_kings_of_one_colour() {
    assert_codes("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", &["too_many_kings"]);
}

#[test]
fn pawns_never_stand_on_the_back_ranks() {
    let pos = parse("4k3/8/8/8/8/8/8/P3K3 w - - 0 1");
    let errors = pos.validate();
    assert_eq!(
        errors.iter().map(|e| e.code()).collect::<Vec<_>>(),
        ["pawns_on_backrank"]
    );
    assert_eq!(
        errors[0].squares().squares().collect::<Vec<_>>(),
        ["a1".parse().unwrap()]
    );
    assert!(explain_position_errors(&pos)[0]
        .1
        .english()
        .contains("pawn on a1"));
}

#[test]
fn too_many_pawns_means_more_than_eight() {
    let pos = parse("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        pos.validate(),
        [PositionError::TooManyPawns(Color::Black, 9)]
    );
    assert!(explain_position_errors(&pos)[0]
        .1
        .english()
        .contains("Black has 9 pawns"));
}

#[test]
fn too_much_material_for_the_pawns_that_could_have_promoted() {
    // Four queens and all eight pawns: three queens with no pawn to have made them.
    let pos = parse("4k3/8/8/8/8/8/PPPPPPPP/QQQQK3 w - - 0 1");
    assert_eq!(
        pos.validate(),
        [PositionError::TooMuchMaterial {
            color: Color::White,
            promoted: 3,
            missing_pawns: 0
        }]
    );
    // Two bishops on dark squares with eight pawns: one of them must have been a pawn.
    assert_codes(
        "4k3/8/8/8/8/8/PPPPPPPP/2B1K1B1 w - - 0 1",
        &["too_much_material"],
    );
    // One pawn gone, one extra queen: a promotion explains it.
    assert_valid("4k3/8/8/8/8/8/PPPPPPP1/3QK2Q w - - 0 1");
}

#[test]
fn pawns_off_their_files_need_captures_the_other_side_has_suffered() {
    // Doubled a-pawns: one came from the b-file by capturing, yet Black has all 16 pieces.
    let pos = parse("rnbqkbnr/pppppppp/8/8/8/P7/P1PPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(
        pos.validate(),
        [PositionError::TooManyPawnCaptures {
            color: Color::White,
            needed: Some(1),
            lost: 0,
            pawns: squares(&["a2", "a3"]),
            strays: squares(&["a3"]),
            homes: squares(&["b2"]),
        }]
    );
    let words = explain_position_errors(&pos)[0].1.english();
    assert!(
        words.contains("at least one capture, but Black has lost nothing"),
        "{words}"
    );
    // The same after 1. e4 d5 2. exd5: one capture, one black piece gone.
    assert_valid("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
    // Black's pawns: tripled on the h-file needs two captures (from f and g).
    assert_codes(
        "rnbqkbnr/ppppp2p/7p/7p/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &["too_many_pawn_captures"],
    );
    assert_valid("rnbqkbnr/ppppp2p/7p/7p/8/8/PPPPPP2/RNBQKBN1 w Qkq - 0 1");
    // No way at all: a pawn on a3 beside unmoved pawns on a2 and b2 (both its possible
    // home files are taken), whatever Black has lost.
    let pos = parse("4k3/8/8/8/8/P7/PP6/4K3 w - - 0 1");
    assert_eq!(pos.pawn_captures_needed(Color::White), None);
    assert_codes(
        "4k3/8/8/8/8/P7/PP6/4K3 w - - 0 1",
        &["too_many_pawn_captures"],
    );
    // One capture for each file between a pawn and the home file it is matched to.
    for (fen, color, needed) in [
        ("4k3/8/8/7P/8/8/8/4K3 w - - 0 1", Color::White, 0),
        ("4k3/8/8/8/PPP5/8/8/4K3 w - - 0 1", Color::White, 0),
        // Tripled a-pawns: from a, b and c.
        ("4k3/8/8/8/P7/P7/P7/4K3 w - - 0 1", Color::White, 3),
        // e5 beside d2, e2 and f2: from c or g, two files away.
        ("4k3/8/8/4P3/8/8/3PPP2/4K3 w - - 0 1", Color::White, 2),
        ("4k3/7p/6p1/5p2/8/8/8/4K3 b - - 0 1", Color::Black, 0),
        ("4k3/p7/p7/p7/8/8/8/4K3 b - - 0 1", Color::Black, 3),
    ] {
        assert_eq!(
            parse(fen).pawn_captures_needed(color),
            Some(needed),
            "{fen}"
        );
    }
}

fn squares(names: &[&str]) -> Bitboard {
    names.iter().map(|n| n.parse::<Square>().unwrap()).collect()
}

/// The one `too_many_pawn_captures` of `fen`, its squares and its English sentence.
fn pawn_captures(fen: &str) -> ([Bitboard; 3], Bitboard, String) {
    let pos = parse(fen);
    match explain_position_errors(&pos).as_slice() {
        [(
            error @ PositionError::TooManyPawnCaptures {
                pawns,
                strays,
                homes,
                ..
            },
            message,
        )] => (
            [*pawns, *strays, *homes],
            error.squares(),
            message.english(),
        ),
        other => panic!("{fen}: expected only too_many_pawn_captures, got {other:?}"),
    }
}

#[test]
fn the_verdict_names_the_pawns_that_changed_file_and_the_pawn_gone_from_its_own() {
    // A coach's example: pawns on b2 and b3, none on the c-file, all 16 black units on the
    // board. The pawn on b2 never left its starting square, so b3 came from another file,
    // and the c-pawn (all eight are on the board) is the one that did.
    let fen = "rnbqkbnr/pppppppp/8/8/8/1P6/PP1PPPPP/RNBQKBNR w KQkq - 0 1";
    let (facts, marked, words) = pawn_captures(fen);
    assert_eq!(
        facts,
        [squares(&["b2", "b3"]), squares(&["b3"]), squares(&["c2"])]
    );
    assert_eq!(marked, squares(&["b2", "b3", "c2"]));
    for said in [
        "White's pawns on b2 and b3 share the b-file",
        "The pawn on b3 must have come from another file.",
        "The pawn that started on c2 has left its file.",
        "Black has lost nothing",
    ] {
        assert!(words.contains(said), "{words}");
    }
    // Ambiguous: b3 or b4 may be the b-pawn, so neither is named as the one that moved;
    // the c-pawn has left its file whichever it is.
    let fen = "rnbqkbnr/pppppppp/8/8/1P6/1P6/P2PPPPP/RNBQKBNR w KQkq - 0 1";
    let (facts, _, words) = pawn_captures(fen);
    assert_eq!(
        facts,
        [squares(&["b3", "b4"]), Bitboard::EMPTY, squares(&["c2"])]
    );
    assert!(!words.contains("must have come"), "{words}");
    // Seven pawns: the c-pawn or the a-pawn may be the one captured, so no file is named.
    let fen = "rnbqkbnr/pppppppp/8/8/8/1P6/1P1PPPPP/RNBQKBNR w KQkq - 0 1";
    let (facts, _, _) = pawn_captures(fen);
    assert_eq!(
        facts,
        [squares(&["b2", "b3"]), squares(&["b3"]), Bitboard::EMPTY]
    );
    // Tripled black h-pawns: the two above h7 came from the f- and g-files.
    let fen = "rnbqkbnr/ppppp2p/7p/7p/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let (facts, _, words) = pawn_captures(fen);
    assert_eq!(
        facts,
        [
            squares(&["h5", "h6", "h7"]),
            squares(&["h5", "h6"]),
            squares(&["f7", "g7"])
        ]
    );
    assert!(words.contains("at least 3 captures"), "{words}");
}

#[test]
fn pawns_with_too_few_starting_squares_are_named_with_those_squares() {
    // a3 can only have come from a2 or b2, where the pawns that never moved started.
    let (facts, marked, words) = pawn_captures("4k3/8/8/8/8/P7/PP6/4K3 w - - 0 1");
    let pawns = squares(&["a2", "b2", "a3"]);
    assert_eq!(facts, [pawns, Bitboard::EMPTY, squares(&["a2", "b2"])]);
    assert_eq!(marked, pawns);
    assert!(
        words.contains("pawns on a2, a3 and b2 can only have started on a2 or b2"),
        "{words}"
    );
    // Only the pawns that crowd the files are named, not the h-pawn far away.
    let (facts, _, _) = pawn_captures("4k3/8/8/8/8/P7/PP5P/4K3 w - - 0 1");
    assert_eq!(facts[0], pawns);
}

#[test]
fn kings_side_by_side_and_one_colour_bishops_are_explained_plainly() {
    let kings = parse("4k3/4K3/8/8/8/8/8/8 w - - 0 1");
    let words: Vec<String> = explain_position_errors(&kings)
        .into_iter()
        .map(|(_, m)| m.english())
        .collect();
    assert!(
        words[0].starts_with("The two kings stand on neighbouring squares"),
        "{words:?}"
    );
    assert!(words.iter().all(|w| !w.contains("last move")), "{words:?}");
    let bishops = parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR w KQkq - 0 1");
    let words = explain_position_errors(&bishops)[0].1.english();
    assert!(
        words.contains("Two bishops on squares of the same colour"),
        "{words}"
    );
}

#[test]
fn castling_rights_need_the_king_and_rook_at_home() {
    assert_codes(
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
        &["invalid_castling_rights"],
    );
    assert_codes(
        "r3k3/8/8/8/8/8/8/4K3 w k - 0 1",
        &["invalid_castling_rights"],
    );
    assert_valid("r3k3/8/8/8/8/8/8/4K3 b q - 0 1"); // Black's king and rook cannot have moved
}

#[test]
fn en_passant_square_must_be_behind_a_pawn_that_just_stepped_two() {
    assert_codes("4k3/8/8/8/8/8/8/4K3 w - e6 0 1", &["invalid_ep_square"]);
    // Right pawn, wrong side to move.
    assert_codes("4k3/8/8/4p3/8/8/8/4K3 b - e6 0 1", &["invalid_ep_square"]);
    assert_valid("4k3/8/8/4p3/8/8/8/4K3 w - e6 0 2");
}

#[test]
fn opposite_check_when_the_side_not_to_move_is_attacked() {
    assert_codes("4k3/8/8/8/8/8/8/4RK2 w - - 0 1", &["opposite_check"]);
}

#[test]
fn figure_11_both_kings_in_check_is_opposite_check() {
    // The knight "moved from d6 to b5" checking White, but left its own king in check.
    let fen = "3r4/8/1k5R/1n6/3K4/8/8/8 w - - 0 1";
    let pos = parse(fen);
    assert_eq!(codes(fen), ["opposite_check"]);
    let (_, message) = &explain_position_errors(&pos)[0];
    assert!(
        message.english().contains("rook on h6"),
        "{}",
        message.english()
    );
}

#[test]
fn too_many_checkers_when_three_pieces_give_check() {
    assert_codes("4r2k/8/8/8/1b6/3n4/8/4K3 w - - 0 1", &["too_many_checkers"]);
}

#[test]
fn every_error_gets_one_sentence() {
    let pos = parse("KKKKKKKK/8/8/8/8/8/8/kkkkkkkk w KQ e3 0 1");
    let errors = explain_position_errors(&pos);
    assert_eq!(errors.len(), pos.validate().len());
    assert!(errors.iter().all(|(_, m)| !m.english().is_empty()));
}

// ---- Two short-range checkers ------------------------------------------------------

#[test]
fn two_knights_cannot_give_check_together() {
    let (why, text) = impossible("4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1");
    assert!(matches!(why, ImpossibleCheck::TwoSteppers { .. }));
    assert!(
        text.contains("knight on d3") && text.contains("knight on f3"),
        "{text}"
    );
}

#[test]
fn pawn_and_knight_cannot_give_check_together() {
    let (why, text) = impossible("4k3/8/8/8/8/3n4/5p2/4K3 w - - 0 1");
    assert!(matches!(why, ImpossibleCheck::TwoSteppers { .. }));
    assert!(
        text.contains("pawn on f2") && text.contains("knight on d3"),
        "{text}"
    );
}

// ---- A slider and a knight ---------------------------------------------------------

#[test]
fn knight_leaving_the_rooks_file_gives_a_legal_double_check() {
    // Figure 1: the knight came from e6, between the rook on e7 and the king on e4.
    let fen = "7k/4r3/8/6n1/4K3/8/8/8 w - - 0 1";
    assert_valid(fen);
    assert!(explained_with(fen, "e6", BLACK_KNIGHT));
}

#[test]
fn knight_that_never_stood_on_the_rooks_file_cannot_double_check() {
    // Figure 2: whichever moved last, the other was already giving check.
    let (why, text) = impossible("7k/4r3/8/8/4K3/8/5n2/8 w - - 0 1");
    assert!(matches!(why, ImpossibleCheck::NoLastMove { .. }));
    assert!(
        text.contains("knight on f2") && text.contains("rook on e7"),
        "{text}"
    );
}

#[test]
fn figure_6_knight_off_the_rank_of_the_rook_is_impossible() {
    // Rook a2 and knight g3 check the king on e2; g3 is reached from none of b2, c2, d2.
    impossible("7k/8/8/8/8/6n1/r3K3/8 w - - 0 1");
}

#[test]
fn figure_7_knight_from_a_promoting_pawn_explains_the_double_check() {
    // A black pawn on c2 blocked the rook; it promoted to the knight on c1.
    let fen = "7k/8/8/8/8/8/r3K3/2n5 w - - 0 1";
    assert_valid(fen);
    assert!(explained_with(fen, "c2", BLACK_PAWN));
}

#[test]
fn figure_7_with_the_knight_on_g1_is_impossible() {
    // g2 lies beyond the king, so a pawn promoting from there blocked nothing.
    impossible("7k/8/8/8/8/8/r3K3/6n1 w - - 0 1");
}

// ---- Two sliders -------------------------------------------------------------------

#[test]
fn figure_4_bishop_uncovering_the_rook_is_a_legal_double_check() {
    let fen = "4r1k1/8/8/8/1b6/8/8/4K3 w - - 0 1";
    assert_valid(fen);
    assert!(explained_with(
        fen,
        "e7",
        Piece::new(Color::Black, Role::Bishop)
    ));
}

#[test]
fn figure_5_queen_and_rook_where_neither_uncovered_the_other_is_impossible() {
    // The queen could have stood on d6 only while already checking along the file.
    let (why, _) = impossible("3r3k/8/q7/8/8/3K4/8/8 w - - 0 1");
    assert!(matches!(why, ImpossibleCheck::NoLastMove { .. }));
}

#[test]
fn figure_5_with_the_rook_on_d5_is_legal() {
    // The rook came from b5, on the queen's diagonal.
    let fen = "7k/8/q7/3r4/8/3K4/8/8 w - - 0 1";
    assert_valid(fen);
    assert!(explained_with(
        fen,
        "b5",
        Piece::new(Color::Black, Role::Rook)
    ));
}

#[test]
fn two_rooks_at_right_angles_cannot_double_check() {
    impossible("4r2k/8/8/8/8/8/8/r3K3 w - - 0 1");
}

#[test]
fn two_bishops_cannot_double_check() {
    impossible("6k1/8/8/8/1b5b/8/8/4K3 w - - 0 1");
}

#[test]
fn two_rooks_on_either_side_of_the_king_are_impossible() {
    let (why, text) = impossible("7k/8/8/8/8/8/8/r3K2r w - - 0 1");
    assert!(matches!(why, ImpossibleCheck::OppositeSides { .. }));
    assert!(text.contains("opposite sides"), "{text}");
}

#[test]
fn figure_8_capture_promotion_on_the_first_rank_gives_a_legal_double_rook_check() {
    // A black pawn on e2 blocked the rook on e8, then took a piece on d1 and became a rook.
    let fen = "4r2k/8/8/8/8/8/8/3rK3 w - - 0 1";
    assert_valid(fen);
    assert!(explained_with(fen, "e2", BLACK_PAWN));
    // The same with White's queen gone: it was the piece taken on d1.
    assert_valid("4r1k1/8/8/8/8/5P2/PPPP1PPP/RNBrKBNR w - - 0 1");
}

#[test]
fn figure_8_is_impossible_when_white_has_lost_nothing_to_capture() {
    // All sixteen white pieces are on the board, so the pawn on e2 had nothing to take on
    // d1, and a pawn never moves diagonally without capturing.
    let (why, _) = impossible("4r1k1/8/8/8/Q7/5P2/PPPP1PPP/RNBrKBNR w - - 0 1");
    assert!(matches!(why, ImpossibleCheck::NoLastMove { .. }));
}

#[test]
fn figure_9_en_passant_uncovers_two_checks_at_once() {
    // Before: black pawn d4 blocks the rook, white pawn c4 (just from c2) blocks the queen;
    // dxc3 e.p. opens both lines.
    let fen = "3r3k/8/q7/8/8/2pK4/8/8 w - - 0 1";
    assert_valid(fen);
    assert!(explained_with(fen, "d4", BLACK_PAWN));
    assert!(explained_with(
        fen,
        "c4",
        Piece::new(Color::White, Role::Pawn)
    ));
}

#[test]
fn figure_9_is_impossible_with_a_piece_behind_the_pawns_start_square() {
    // A white knight on c2: the white pawn could not have stepped c2-c4.
    impossible("3r3k/8/q7/8/8/2pK4/2N5/8 w - - 0 1");
}

#[test]
fn figure_9_is_impossible_when_white_has_no_pawn_to_have_lost() {
    // All eight white pawns are on the board, the c-pawn on b3 after a capture: no pawn is
    // left to have been taken en passant on c4.
    impossible("3r3k/8/q7/8/8/1PpK4/PP1PPPPP/RNBQ1BNR w - - 0 1");
    // Without the b3 pawn the c-pawn was taken en passant (the king came to d3 by e2).
    assert_valid("3r3k/8/q7/8/8/2pK4/PP1P1PPP/RNBQ1BNR w - - 0 1");
}

// ---- Single checks no last move explains -------------------------------------------

#[test]
fn bishop_in_the_corner_checking_along_its_only_diagonal_is_impossible() {
    let (why, text) = impossible("b6k/8/8/8/4K3/8/8/8 w - - 0 1");
    assert!(matches!(why, ImpossibleCheck::NoLastMove { .. }));
    assert!(text.contains("bishop on a8"), "{text}");
    // A queen there could have come along the rank.
    assert_valid("q6k/8/8/8/4K3/8/8/8 w - - 0 1");
}

#[test]
fn pawn_on_its_starting_rank_cannot_have_just_given_check() {
    impossible("4k3/4p3/5K2/8/8/8/8/8 w - - 0 1");
    // One step further on it can have just arrived.
    assert_valid("4k3/8/4p3/5K2/8/8/8/8 w - - 0 1");
}

#[test]
fn castling_right_means_the_rook_in_the_corner_never_moved() {
    impossible("4k2r/8/8/8/7K/8/8/8 w k - 0 1");
    assert_valid("4k2r/8/8/8/7K/8/8/8 w - - 0 1");
}

#[test]
fn castling_right_means_the_king_never_stepped_off_the_line() {
    // Only Kf7-e8 could have uncovered the rook on a7; the right to castle denies it.
    impossible("r3k3/r6K/P7/8/8/8/8/8 w q - 0 1");
    assert_valid("r3k3/r6K/P7/8/8/8/8/8 w - - 0 1");
}

#[test]
fn en_passant_square_says_the_last_move_was_a_double_step() {
    // The knight's check cannot come from e7-e5.
    impossible("4k3/8/8/4p3/8/3n4/8/4K3 w - e6 0 2");
    assert_valid("4k3/8/8/4p3/8/3n4/8/4K3 w - - 0 2");
    // But a double step can uncover a check along the rank it left.
    let fen = "4k3/r6K/8/4p3/8/8/8/8 w - e6 0 2";
    assert_valid(fen);
    assert!(explained_with(fen, "e7", BLACK_PAWN));
}

// ---- Positions from play validate clean --------------------------------------------

#[test]
fn start_and_perft_reference_positions_are_valid() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    ] {
        assert_valid(fen);
    }
}

#[test]
fn perft_position_4_has_a_check_no_last_move_explains() {
    // The bishop on b6 checks g1, but no black piece can have just arrived on b6 or left
    // c5, d4, e3 or f2 (rooks and king still have their castling rights). A fine test
    // of move generation, but not a position from a game.
    // Its pawns are impossible too: White's four pawns off the second rank need five
    // captures, Black's pawn on b2 one, yet Black has lost one piece and White none.
    let fen = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
    assert_codes(
        fen,
        &[
            "too_many_pawn_captures",
            "too_many_pawn_captures",
            "impossible_check",
        ],
    );
    let errors = parse(fen).validate();
    assert!(matches!(
        errors.last(),
        Some(PositionError::ImpossibleCheck(
            ImpossibleCheck::NoLastMove { .. }
        ))
    ));
}

#[test]
fn ordinary_checks_from_play_are_valid() {
    for fen in [
        // 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#
        "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4",
        // Fool's mate.
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        // 1. e4 d5 2. Bb5+
        "rnbqkbnr/ppp1pppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2",
        // Double check: Nd4-c6+ with the rook behind it on the d-file.
        "3k4/8/2N5/8/8/8/8/3RK3 b - - 0 1",
        // A pawn's double step giving check, with the en passant square.
        "8/8/8/5k2/4P3/8/8/4K3 b - e3 0 1",
    ] {
        assert_valid(fen);
    }
}
