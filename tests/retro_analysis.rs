//! The deeper reasons a position cannot arise (issue 14): pawns that passed each other,
//! promotions that could not have happened, pieces that could never have reached their
//! squares, the wrong side to move, and positions no last move leads to. Each example
//! has its exact code, its squares and one plain sentence; positions that look alike
//! but can arise are checked to stay valid.

use check_tutor::rules::Position;
use check_tutor::tutor::explain_position_errors;

fn parse(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The only error of `fen`: its code, its squares (sorted names) and its sentence.
fn only_error(fen: &str) -> (&'static str, Vec<String>, String) {
    let pos = parse(fen);
    let errors = explain_position_errors(&pos);
    match errors.as_slice() {
        [(error, message)] => {
            let mut squares: Vec<String> =
                error.squares().squares().map(|s| s.to_string()).collect();
            squares.sort();
            (error.code(), squares, message.english())
        }
        other => panic!(
            "{fen}: expected one error, got {:?}",
            other.iter().map(|(e, _)| e.code()).collect::<Vec<_>>()
        ),
    }
}

fn assert_valid(fen: &str) {
    let codes: Vec<&str> = parse(fen).validate().iter().map(|e| e.code()).collect();
    assert!(codes.is_empty(), "{fen}: {codes:?}");
}

/// One plain sentence: a capital, one full stop at the end, no line breaks.
fn assert_one_sentence(text: &str) {
    assert!(text.starts_with(|c: char| c.is_ascii_uppercase()), "{text}");
    assert!(text.ends_with('.') && !text.contains('\n'), "{text}");
    assert_eq!(
        text.matches(". ").count(),
        0,
        "more than one sentence: {text}"
    );
}

// ---- Pawns and promotions ----------------------------------------------------------

#[test]
fn d_pawns_cannot_pass_each_other_when_nothing_was_ever_captured() {
    let (code, squares, text) =
        only_error("rnbqkbnr/ppp2ppp/4p3/3P4/3p4/4P3/PPP2PPP/RNBQKBNR b - - 0 1");
    assert_eq!(code, "pawns_passed_through");
    assert_eq!(squares, ["d4", "d5"]);
    assert!(
        text.contains("pawn on d5") && text.contains("pawn on d4") && text.contains("d-file"),
        "{text}"
    );
    assert_one_sentence(&text);
}

#[test]
fn pawns_may_pass_each_other_when_one_could_have_gone_round() {
    // 1. d4 d5 2. e4 e5 3. exd5 exd4: the e-pawns took the d-pawns, so the pawns on d5
    // and d4 never met on one file.
    assert_valid("rnbqkbnr/ppp2ppp/8/3P4/3p4/8/PPP2PPP/RNBQKBNR w - - 0 5");
    // Side by side on neighbouring files is no passing at all.
    assert_valid("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
}

#[test]
fn a_promotion_up_a_file_blocked_by_an_unmoved_pawn_needs_a_capture() {
    // White's second queen on h1 was the a-pawn, but Black's a7 pawn has never moved and
    // Black has lost nothing for the a-pawn to capture on its way round.
    let (code, squares, text) =
        only_error("rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNQ w Qkq - 0 1");
    assert_eq!(code, "impossible_promotion");
    assert_eq!(squares, ["d1", "h1"]);
    assert!(text.contains("queens on d1 and h1"), "{text}");
    assert_one_sentence(&text);
}

#[test]
fn without_its_castling_right_black_lets_a_white_pawn_promote() {
    // The same as below with the king and rook free to have moved: a pawn can have
    // promoted on d8 while the king stood elsewhere.
    assert_valid("r3k3/ppp1p1pp/8/8/8/8/8/R1R1K2R b - - 0 1");
}

#[test]
fn a_third_rook_needs_a_promotion_that_the_unmoved_king_and_pawns_forbid() {
    // Black may still castle queenside, so the king on e8 and rook on a8 never moved.
    // A white pawn reaches the last rank only by d7 or f7 (every other square of the
    // seventh rank holds a black pawn that never moved), and on either it checks the
    // king, which cannot step away: the pawn is taken before it can promote.
    let (code, squares, text) = only_error("r3k3/ppp1p1pp/8/8/8/8/8/R1R1K2R b q - 0 1");
    assert_eq!(code, "impossible_promotion");
    assert_eq!(squares, ["a1", "c1", "h1"]);
    assert!(text.contains("rooks on a1, c1 and h1"), "{text}");
    assert_one_sentence(&text);
}

// ---- Pieces that could never have got where they stand -----------------------------

#[test]
fn a_bishop_behind_an_unmoved_pawn_in_the_corner_is_trapped() {
    let (code, squares, text) = only_error("7b/6p1/3k4/8/8/2K5/8/8 w - - 0 1");
    assert_eq!(code, "trapped_piece");
    assert_eq!(squares, ["g7", "h8"]);
    assert!(
        text.contains("Black's bishop on h8") && text.contains("pawn on g7"),
        "{text}"
    );
    assert_one_sentence(&text);
    // One step further on, the g-pawn opened the diagonal.
    assert_valid("7b/8/3k2p1/8/8/2K5/8/8 w - - 0 1");
}

#[test]
fn a_king_cannot_walk_past_squares_that_unmoved_pawns_attack() {
    // h8, g8 and h7 are shut in by the pawns on f7 and g7 and the bishop on f8 (which
    // never moved: both its diagonals are blocked by those pawns); the only ways in, g6
    // and h6, are attacked by the f7 and g7 pawns.
    let (code, squares, text) = only_error("3k1b1K/4ppp1/7p/8/8/8/8/8 w - - 0 1");
    assert_eq!(code, "trapped_piece");
    assert_eq!(squares, ["f7", "f8", "g6", "g7", "h6", "h8"]);
    assert!(
        text.contains("White's king on h8") && text.contains("g6 or h6"),
        "{text}"
    );
    assert_one_sentence(&text);
    // Without the f7 pawn the king walks in by g6 and h7.
    assert_valid("3k1b1K/4p1p1/7p/8/8/8/8/8 w - - 0 1");
}

#[test]
fn a_bishop_that_never_left_home_is_named_with_only_the_pawns_that_shut_it_in() {
    // Issue 30, item 11: the bishop from c1 never got past b2 and d2; the unmoved pawns
    // around e5 (f2, h2 and Black's) are not the reason and are not named.
    let (code, squares, text) =
        only_error("rnbqkbnr/pppppppp/8/4B3/8/8/PPPPPPPP/RN1QKBNR w KQkq - 0 1");
    assert_eq!(code, "trapped_piece");
    assert_eq!(squares, ["b2", "c1", "d2", "e5"]);
    assert!(
        text.starts_with("White's bishop on e5 could never have got there")
            && text.contains("the bishop from c1 could not get out past the pawns on b2 and d2")
            && text.contains("no white pawn has promoted")
            && !text.contains("f2")
            && !text.contains("a7"),
        "{text}"
    );
    assert_one_sentence(&text);
    // With the a-pawn gone a promotion could have happened, but not brought a bishop to e5.
    let (code, _, text) = only_error("rnbqkbnr/pppppppp/8/4B3/8/8/1PPPPPPP/RN1QKBNR w KQkq - 0 1");
    assert_eq!(code, "trapped_piece");
    assert!(
        text.contains("no white pawn could have promoted and brought a bishop there"),
        "{text}"
    );
    // A queen shut in by several kinds of unit has them listed by kind.
    let (_, _, text) = only_error("rnbqkbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1");
    assert!(
        text.contains("the bishop on c1, the king on e1 and the pawns on c2, d2 and e2"),
        "{text}"
    );
    // Once the d-pawn has moved, the bishop can have come out.
    assert_valid("rnbqkbnr/pppppppp/8/4B3/8/3P4/PPP1PPPP/RN1QKBNR b KQkq - 0 1");
}

// ---- Captures no lost unit could have been taken in ----------------------------------

#[test]
fn a_pawn_capture_where_no_lost_unit_could_ever_have_stood_is_impossible() {
    // Issue 30, item 3: the pawn on e3 came from d2 by taking on e3, but Black's only lost
    // unit is its h-pawn, which could take nothing (White has lost nothing) and so never
    // left the h-file.
    let (code, squares, text) =
        only_error("rnbqkbnr/ppppppp1/8/8/8/4P3/PPP1PPPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(code, "unreachable_capture");
    assert_eq!(squares, ["e3"]);
    assert!(
        text.starts_with("White's pawn on e3 cannot be the e-pawn, which still stands on e2: it came from another file by capturing, so it took something on e3; yet")
            && text.contains("Black has lost only one pawn, and it could never have stood on e3"),
        "{text}"
    );
    assert_one_sentence(&text);
    // The bishop from c8 never left home either (b7 and d7 never moved).
    let (code, _, text) = only_error("rn1qkbnr/ppppppp1/8/8/8/4P3/PPP1PPPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(code, "unreachable_capture");
    assert!(
        text.contains("one pawn and one bishop, and none of them"),
        "{text}"
    );
    // The b-pawn only went straight down its file.
    let (code, _, _) = only_error("rnbqkbnr/p1pppppp/8/8/8/4P3/PPP1PPPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(code, "unreachable_capture");
    // A pawn further up may have taken anywhere from its third rank to where it stands.
    let (code, squares, text) =
        only_error("rnbqkbnr/ppppppp1/8/4P3/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(code, "unreachable_capture");
    assert_eq!(squares, ["e3", "e4", "e5"]);
    assert!(
        text.contains("so its last capture was on e3, e4 or e5"),
        "{text}"
    );
    // Lost units that could have stood there: the e-pawn came down its file, a knight
    // goes anywhere, and once White has lost a unit the h-pawn may have taken it and
    // crossed to the e-file.
    assert_valid("rnbqkbnr/pppp1ppp/8/8/8/4P3/PPP1PPPP/RNBQKBNR b KQkq - 0 1");
    assert_valid("r1bqkbnr/pppppppp/8/8/8/4P3/PPP1PPPP/RNBQKBNR b KQkq - 0 1");
    assert_valid("rnbqkbnr/ppppppp1/8/8/8/4P3/PPP1PPPP/RNBQKB1R b KQkq - 0 1");
    // Its own file's pawn gone, the pawn on e3 may be the e-pawn itself.
    assert_valid("rnbqkbnr/ppppppp1/8/8/8/4P3/PPP2PPP/RNBQKBNR b KQkq - 0 1");
}

// ---- Whose move ---------------------------------------------------------------------

#[test]
fn with_every_pawn_unmoved_only_knights_moved_so_white_is_to_move() {
    let (code, squares, text) =
        only_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(code, "wrong_side_to_move");
    assert_eq!(squares, ["b1", "b8", "g1", "g8"]);
    assert!(
        text.starts_with("It cannot be Black's turn")
            && text.contains("knights on b1, g1, b8 and g8")
            && text.ends_with("White's turn."),
        "{text}"
    );
    assert_one_sentence(&text);
    // A knight on f3 has made an odd number of moves: Black to move, not White.
    assert_valid("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
    let (code, _, _) = only_error("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 1 1");
    assert_eq!(code, "wrong_side_to_move");
    // The start itself, White to move.
    assert_valid("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    // Once a bishop can move, it can lose a tempo (f1-e2-d3-f1): nothing is known.
    assert_valid("rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
    assert_valid("rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

// ---- No last move -------------------------------------------------------------------

#[test]
fn white_has_no_possible_last_move() {
    // King a8 and bishop a7 are boxed in; the rook can only have come from e8, where it
    // would have been checking Black's king on d8 with White to move.
    let (code, squares, text) = only_error("Knrk4/BpppRp2/1p2p3/8/8/8/8/8 b - - 0 1");
    assert_eq!(code, "no_last_move");
    assert_eq!(squares, ["a7", "a8", "e7"]);
    assert!(text.starts_with("White has just moved"), "{text}");
    assert_one_sentence(&text);
    // Without the e6 pawn the rook can have come up the file.
    assert_valid("Knrk4/BpppRp2/1p6/8/8/8/8/8 b - - 0 1");
}

#[test]
fn every_last_move_leads_back_to_a_position_with_no_last_move() {
    // Black's only possible last move is e7-e6 (king, rook and bishop are boxed in, the
    // d7 and f7 pawns never moved). Before it, White must have moved, but White's king,
    // rook and bishop are boxed in too and its pawns never moved.
    let fen = "krb5/pp1p1p2/4p3/8/8/8/PP1P4/KRB5 w - - 0 1";
    let (code, squares, text) = only_error(fen);
    assert_eq!(code, "every_last_move_impossible");
    assert_eq!(squares, ["a7", "a8", "b7", "b8", "c8", "d7", "e6", "f7"]);
    assert!(text.starts_with("Black has just moved"), "{text}");
    assert_one_sentence(&text);
    // Black to move, the same board has no last move at all.
    let (code, _, _) = only_error("krb5/pp1p1p2/4p3/8/8/8/PP1P4/KRB5 b - - 0 1");
    assert_eq!(code, "no_last_move");
    // With White's bishop out on d1 it can have just come from e2.
    assert_valid("krb5/pp1p1p2/4p3/8/8/8/PP1P4/KR1B4 w - - 0 1");
}
