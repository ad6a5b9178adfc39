//! Every move reason code of DESIGN.md on a real position: the code, the squares it marks
//! and the sentence a learner reads. Then the priority order where two reasons apply, a
//! mate where each attempt gets its own reason, and what legal moves report (SAN with `+`
//! and `#`, direct, discovered and double check).

use check_tutor::rules::{MoveCheck, Role, Square};
use check_tutor::tutor::{explain_move, LegalMove, Message, Reason, Refusal, Verdict};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

mod common;
use common::{real, sq};

fn sqs(names: &[&str]) -> Vec<Square> {
    let mut v: Vec<Square> = names.iter().map(|n| sq(n)).collect();
    v.sort();
    v
}

fn verdict(fen: &str, uci: &str) -> Verdict {
    let pos = real(fen);
    let promotion = uci
        .get(4..5)
        .and_then(|c| c.chars().next())
        .and_then(Role::from_char);
    explain_move(&pos, sq(&uci[0..2]), sq(&uci[2..4]), promotion)
}

fn refused(fen: &str, uci: &str) -> Refusal {
    match verdict(fen, uci) {
        Verdict::Refused(r) => r,
        Verdict::Legal(l) => panic!("{uci} in {fen} should be refused, got {}", l.san),
    }
}

fn legal(fen: &str, uci: &str) -> LegalMove {
    match verdict(fen, uci) {
        Verdict::Legal(l) => l,
        Verdict::Refused(r) => panic!(
            "{uci} in {fen} should be legal, got {}: {}",
            r.reason.code(),
            r.message.english()
        ),
    }
}

/// Asserts the reason, the marked squares (any order) and the phrases of the sentence.
fn assert_refused(fen: &str, uci: &str, code: &str, squares: &[&str], phrases: &[&str]) -> Refusal {
    let r = refused(fen, uci);
    assert_eq!(
        r.reason.code(),
        code,
        "{uci} in {fen}: {}",
        r.message.english()
    );
    let mut got = r.squares.clone();
    got.sort();
    assert_eq!(got, sqs(squares), "squares of {code} for {uci} in {fen}");
    let text = r.message.english();
    for p in phrases {
        assert!(text.contains(p), "{code}: {text:?} should mention {p:?}");
    }
    r
}

// ---- One test per reason code -------------------------------------------------------

#[test]
fn no_piece_on_the_square_moved_from() {
    assert_refused(START, "e3e4", "no_piece", &["e3"], &["no piece on e3"]);
}

#[test]
fn not_your_turn_when_moving_an_opponents_piece() {
    assert_refused(
        START,
        "e7e5",
        "not_your_turn",
        &["e7"],
        &["White's turn", "pawn on e7", "belongs to Black"],
    );
}

#[test]
fn own_piece_on_target_is_never_captured() {
    assert_refused(
        START,
        "d1d2",
        "own_piece_on_target",
        &["d2"],
        &["queen on d1", "d2", "own pawn"],
    );
}

#[test]
fn not_a_piece_move_when_the_shape_is_wrong() {
    assert_refused(
        START,
        "g1g3",
        "not_a_piece_move",
        &["g1"],
        &["knight on g1", "g3", "L"],
    );
    assert_refused(
        START,
        "e2e5",
        "not_a_piece_move",
        &["e2"],
        &["pawn on e2", "e5"],
    );
}

#[test]
fn path_blocked_names_the_first_piece_in_the_way() {
    assert_refused(
        START,
        "f1c4",
        "path_blocked",
        &["e2"],
        &["bishop on f1", "c4", "White's pawn on e2"],
    );
    assert_refused(
        START,
        "a1a5",
        "path_blocked",
        &["a2"],
        &["rook on a1", "a5", "pawn on a2"],
    );
}

#[test]
fn king_into_check_onto_a_square_a_rook_attacks() {
    let r = assert_refused(
        "4k3/8/8/8/8/8/r7/4K3 w - - 0 1",
        "e1e2",
        "king_into_check",
        &["a2"],
        &["cannot go to e2", "rook on a2", "never move into check"],
    );
    assert_eq!(r.lines, vec![(sq("a2"), sq("e2"))]);
}

#[test]
fn king_next_to_king_is_never_allowed() {
    assert_refused(
        "8/8/8/8/4k3/8/4K3/8 w - - 0 1",
        "e2e3",
        "king_next_to_king",
        &["e4"],
        &["e3", "other king on e4", "side by side"],
    );
}

#[test]
fn does_not_resolve_check_when_another_piece_moves_away() {
    let r = assert_refused(
        "3k4/4r3/8/8/8/8/8/1N2K3 w - - 0 1",
        "b1c3",
        "does_not_resolve_check",
        &["e7"],
        &["king on e1", "rook on e7", "knight on b1"],
    );
    assert_eq!(r.lines, vec![(sq("e7"), sq("e1"))]);
}

#[test]
fn double_check_king_must_move_even_to_capture_a_checker() {
    // Bishop b4 and rook e8 (the bishop came from e7): taking the bishop leaves the rook.
    let r = assert_refused(
        "4r1k1/8/8/8/1b6/8/2N5/4K3 w - - 0 1",
        "c2b4",
        "double_check_king_must_move",
        &["b4", "e8"],
        &[
            "bishop on b4",
            "rook on e8",
            "knight on c2",
            "only the king",
        ],
    );
    let mut lines = r.lines.clone();
    lines.sort();
    assert_eq!(lines, vec![(sq("b4"), sq("e1")), (sq("e8"), sq("e1"))]);
}

#[test]
fn pinned_bishop_may_not_leave_the_line_to_its_king() {
    let r = assert_refused(
        "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1",
        "e2d3",
        "pinned",
        &["e7"],
        &["bishop on e2", "pinned", "rook on e7", "king on e1"],
    );
    assert_eq!(r.pinned, vec![sq("e2")]);
    assert_eq!(r.lines, vec![(sq("e7"), sq("e1"))]);
}

#[test]
fn exposes_king_when_en_passant_empties_the_rank() {
    // Both pawns leave the fifth rank and the rook on h5 sees the king on a5.
    let fen = "8/8/8/KPp4r/8/8/8/7k w - c6 0 1";
    let r = assert_refused(
        fen,
        "b5c6",
        "exposes_king",
        &["h5"],
        &[
            "You cannot take en passant here.",
            "Your pawn on b5 and the black pawn on c5 would both leave the fifth rank",
            "king on a5",
            "rook on h5",
        ],
    );
    assert_eq!(r.lines, vec![(sq("h5"), sq("a5"))]);
    // Both pawns are marked: the captured one shielded the king as much as the mover.
    assert_eq!(r.pinned, vec![sq("b5"), sq("c5")]);
    // The plain push is fine: only the capture opens the rank.
    assert_eq!(legal(fen, "b5b6").san, "b6");
}

#[test]
fn castle_out_of_check_is_not_allowed() {
    assert_refused(
        "4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1",
        "e1g1",
        "castle_out_of_check",
        &["e7"],
        &["while in check", "rook on e7"],
    );
}

#[test]
fn castle_through_check_when_the_king_crosses_an_attacked_square() {
    assert_refused(
        "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "e1g1",
        "castle_through_check",
        &["f1", "f8"],
        &["pass over f1", "rook on f8"],
    );
}

#[test]
fn castle_into_check_when_the_landing_square_is_attacked() {
    assert_refused(
        "4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "e1g1",
        "castle_into_check",
        &["g1", "g8"],
        &["land on g1", "rook on g8"],
    );
    // The other side is still free.
    assert_eq!(
        legal("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1").san,
        "O-O-O"
    );
}

#[test]
fn castling_queenside_may_pass_an_attacked_b1() {
    // Only the squares the king crosses or lands on matter, not the rook's b1.
    let l = legal("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1");
    assert_eq!(l.san, "O-O-O");
    assert_refused(
        "2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "e1c1",
        "castle_into_check",
        &["c1", "c8"],
        &["land on c1", "rook on c8"],
    );
}

#[test]
fn castle_rights_lost_once_king_or_rook_has_moved() {
    assert_refused(
        "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1",
        "e1g1",
        "castle_rights_lost",
        &["e1", "h1"],
        &["kingside", "already moved"],
    );
}

#[test]
fn castle_path_blocked_by_the_pieces_still_at_home() {
    assert_refused(
        START,
        "e1g1",
        "castle_path_blocked",
        &["f1", "g1"],
        &["kingside", "bishop on f1", "knight on g1"],
    );
    assert_refused(
        START,
        "e1c1",
        "castle_path_blocked",
        &["b1", "c1", "d1"],
        &["queenside", "knight on b1", "bishop on c1", "queen on d1"],
    );
}

#[test]
fn en_passant_not_available_without_a_double_step_just_played() {
    assert_refused(
        "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1",
        "e5d6",
        "en_passant_not_available",
        &["d5"],
        &["pawn on e5", "pawn on d5", "en passant"],
    );
}

#[test]
fn promotion_piece_required_on_the_last_rank() {
    let fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    assert_refused(
        fen,
        "b7b8",
        "promotion_piece_required",
        &["b8"],
        &["b8", "queen, rook, bishop or knight"],
    );
    assert_eq!(legal(fen, "b7b8n").san, "b8=N");
    assert_eq!(legal(fen, "b7b8q").san, "b8=Q+");
    // Asking for a king (or a pawn) is no choice either.
    for role in [Role::King, Role::Pawn] {
        match explain_move(&real(fen), sq("b7"), sq("b8"), Some(role)) {
            Verdict::Refused(r) => assert_eq!(r.reason, Reason::PromotionPieceRequired),
            Verdict::Legal(l) => panic!("b8={role:?} is no promotion, got {}", l.san),
        }
    }
}

#[test]
fn capture_promotion_also_needs_a_piece() {
    let fen = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    assert_refused(fen, "b7a8", "promotion_piece_required", &["a8"], &["a8"]);
    assert_eq!(legal(fen, "b7a8q").san, "bxa8=Q+");
}

// ---- Priority where two reasons apply ----------------------------------------------

#[test]
fn pinned_piece_ignoring_a_check_does_not_resolve_check() {
    // The knight on d3 checks; the bishop on e2 is also pinned by the rook on e7.
    let fen = "4k3/4r3/8/8/8/3n4/4B3/4K3 w - - 0 1";
    assert_refused(
        fen,
        "e2f3",
        "does_not_resolve_check",
        &["d3"],
        &["knight on d3", "bishop on e2"],
    );
    // Taking the checker would answer the check, but the pin forbids it.
    let r = assert_refused(
        fen,
        "e2d3",
        "pinned",
        &["e7"],
        &["bishop on e2", "rook on e7"],
    );
    assert_eq!(r.pinned, vec![sq("e2")]);
}

#[test]
fn double_check_outranks_a_pin() {
    // The rook on f2 is pinned by the bishop on h4 during a double check.
    assert_refused(
        "4r1k1/8/8/8/1b5b/8/5R2/4K3 w - - 0 1",
        "f2f8",
        "double_check_king_must_move",
        &["b4", "e8"],
        &["rook on f2"],
    );
}

#[test]
fn move_shape_outranks_double_check() {
    assert_refused(
        "4r1k1/8/8/8/1b6/8/2N5/4K3 w - - 0 1",
        "c2c4",
        "not_a_piece_move",
        &["c2"],
        &["knight on c2"],
    );
}

#[test]
fn castle_rights_lost_outranks_a_blocked_path() {
    assert_refused(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq - 0 1",
        "e1g1",
        "castle_rights_lost",
        &["e1", "h1"],
        &["kingside"],
    );
}

#[test]
fn castle_path_blocked_outranks_castle_out_of_check() {
    // Fool's mate: the king is in check and f1, g1 are still occupied.
    assert_refused(
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        "e1g1",
        "castle_path_blocked",
        &["f1", "g1"],
        &["bishop on f1", "knight on g1"],
    );
}

#[test]
fn castle_out_of_check_outranks_castle_through_check() {
    // The queen on e2 gives check and also covers f1.
    assert_refused(
        "4k3/8/8/8/8/8/4q3/R3K2R w KQ - 0 1",
        "e1g1",
        "castle_out_of_check",
        &["e2"],
        &["queen on e2"],
    );
}

#[test]
fn castle_through_check_outranks_castle_into_check() {
    assert_refused(
        "4krr1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "e1g1",
        "castle_through_check",
        &["f1", "f8"],
        &["f1"],
    );
}

#[test]
fn king_next_to_king_outranks_king_into_check() {
    // d2 touches the king on e3 and is also on the file of the rook on d8.
    assert_refused(
        "3r4/8/8/8/8/4k3/8/4K3 w - - 0 1",
        "e1d2",
        "king_next_to_king",
        &["e3"],
        &["d2", "e3"],
    );
}

// ---- A mate: every attempt has its own reason --------------------------------------

#[test]
fn in_fools_mate_every_attempt_gets_its_own_reason() {
    let fen = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    assert!(real(fen).is_checkmate());
    let cases = [
        ("e1f2", "king_into_check"),
        ("e1e2", "own_piece_on_target"),
        ("e1g1", "castle_path_blocked"),
        ("a2a3", "does_not_resolve_check"),
        ("g1h3", "does_not_resolve_check"),
        ("f1g2", "does_not_resolve_check"),
        ("h2h4", "path_blocked"),
        ("g4h5", "not_a_piece_move"),
        ("h1h4", "path_blocked"),
        ("d7d5", "not_your_turn"),
        ("e4e5", "no_piece"),
    ];
    for (uci, code) in cases {
        let r = refused(fen, uci);
        assert_eq!(r.reason.code(), code, "{uci}: {}", r.message.english());
    }
    // The king's own square f2 is covered by the checking queen itself.
    let r = refused(fen, "e1f2");
    assert_eq!(r.squares, vec![sq("h4")]);
    assert!(r.message.english().contains("queen on h4"));
    // A pawn move that does not touch the line names the checker and the king.
    let text = refused(fen, "a2a3").message.english();
    assert!(
        text.contains("king on e1") && text.contains("queen on h4"),
        "{text}"
    );
}

#[test]
fn every_reason_code_is_distinct_and_documented() {
    let all = [
        Reason::NoPiece,
        Reason::NotYourTurn,
        Reason::OwnPieceOnTarget,
        Reason::NotAPieceMove,
        Reason::PathBlocked,
        Reason::KingIntoCheck,
        Reason::KingNextToKing,
        Reason::DoesNotResolveCheck,
        Reason::DoubleCheckKingMustMove,
        Reason::Pinned,
        Reason::ExposesKing,
        Reason::CastleOutOfCheck,
        Reason::CastleThroughCheck,
        Reason::CastleIntoCheck,
        Reason::CastleRightsLost,
        Reason::CastlePathBlocked,
        Reason::EnPassantNotAvailable,
        Reason::PromotionPieceRequired,
    ];
    let codes: std::collections::BTreeSet<&str> = all.iter().map(|r| r.code()).collect();
    assert_eq!(codes.len(), 18);
}

// ---- Legal moves: SAN and the kind of check ----------------------------------------

#[test]
fn direct_check_is_written_with_plus() {
    let l = legal("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8");
    assert_eq!(l.san, "Ra8+");
    assert_eq!(l.check, MoveCheck::Direct);
    assert!(!l.checkmate);
    assert_eq!(l.message.english(), "Rook to a8 (Ra8+), giving check.");
}

#[test]
fn back_rank_mate_is_written_with_hash() {
    let l = legal("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8");
    assert_eq!(l.san, "Ra8#");
    assert!(l.checkmate);
    assert_eq!(l.check, MoveCheck::Direct);
    assert!(l.message.english().ends_with("checkmate!"));
}

#[test]
fn discovered_check_when_the_bishop_leaves_the_rooks_file() {
    let l = legal("4k3/8/8/8/8/8/4B3/4RK2 w - - 0 1", "e2d3");
    assert_eq!(l.san, "Bd3+");
    assert_eq!(l.check, MoveCheck::Discovered);
    assert!(l.message.english().contains("discovered check"));
}

#[test]
fn double_check_when_the_knight_checks_and_uncovers_the_rook() {
    let l = legal("4k3/8/8/8/4N3/8/8/4RK2 w - - 0 1", "e4d6");
    assert_eq!(l.san, "Nd6+");
    assert_eq!(l.check, MoveCheck::Double);
    assert!(l.message.english().contains("double check"));
}

#[test]
fn check_by_the_castling_rook_is_a_direct_check() {
    let l = legal("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1");
    assert_eq!(l.san, "O-O+");
    assert_eq!(l.check, MoveCheck::Direct);
}

#[test]
fn quiet_move_has_no_check_sign() {
    let l = legal(START, "g1f3");
    assert_eq!(l.san, "Nf3");
    assert_eq!(l.check, MoveCheck::None);
    assert!(matches!(l.message, Message::Played { .. }));
}

#[test]
fn en_passant_capture_of_the_checking_pawn_is_legal() {
    // Black has just played d7-d5, checking the king on e4; exd6 takes the checker.
    let fen = "4k3/8/8/3pP3/4K3/8/8/8 w - d6 0 1";
    let l = legal(fen, "e5d6");
    assert_eq!(l.san, "exd6");
    assert_eq!(l.captured.map(|c| c.square), Some(sq("d5")));
    assert_eq!(
        l.message.english(),
        "Pawn takes the pawn on d5 en passant (exd6)."
    );
    // Any other pawn move leaves the check.
    assert_eq!(refused(fen, "e5e6").reason, Reason::DoesNotResolveCheck);
}

#[test]
fn a_pin_refusal_names_the_line_the_piece_may_not_leave() {
    // File: the rook on e7 pins the bishop on e2 to the king on e1.
    let r = refused("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3");
    assert_eq!(
        r.message.english(),
        "Your bishop on e2 is pinned: if it left the e-file, the rook on e7 would attack your king on e1."
    );
    // Rank: the queen on h1 pins the knight on c1 to the king on a1.
    let r = refused("4k3/8/8/8/8/8/8/K1N4q w - - 0 1", "c1b3");
    assert_eq!(r.reason, Reason::Pinned);
    assert_eq!(
        r.message.english(),
        "Your knight on c1 is pinned: if it left the first rank, the queen on h1 would attack your king on a1."
    );
    // Diagonal: the bishop on b4 pins the knight on d2 to the king on e1.
    let r = refused("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1", "d2f3");
    assert_eq!(
        r.message.english(),
        "Your knight on d2 is pinned: if it left the diagonal from b4 to e1, the bishop on b4 would attack your king on e1."
    );
    // Black's pieces are pinned the same way: the rook on a8 pins the bishop on d8.
    let r = refused("R2bk3/8/8/8/8/8/8/4K3 b - - 0 1", "d8e7");
    assert_eq!(
        r.message.english(),
        "Your bishop on d8 is pinned: if it left the eighth rank, the rook on a8 would attack your king on e8."
    );
}

#[test]
fn an_en_passant_square_with_no_pawn_beside_it_allows_no_capture() {
    // The FEN names d6, but no black pawn stands on d5 to be taken.
    let pos: check_tutor::rules::Position = "4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1".parse().unwrap();
    match explain_move(&pos, sq("e5"), sq("d6"), None) {
        Verdict::Refused(r) => assert_eq!(r.reason, Reason::NotAPieceMove),
        Verdict::Legal(l) => panic!("no pawn to take, yet {} is legal", l.san),
    }
}

/// A move that leaves a check is told only the ways out this position allows: a knight's
/// check and a check from right beside the king cannot be blocked, and a capture or a
/// block no piece can make is not offered (the beginner reviews found "put a piece in the
/// way" said of a knight, and "capture" where nothing could).
#[test]
fn a_refusal_in_check_names_only_the_ways_out_that_exist() {
    let ways = |fen: &str, uci: &str| refused(fen, uci).message.english();
    let knight = ways("4k3/8/8/8/7n/5K2/8/3R4 w - - 0 1", "d1d2");
    assert!(
        knight.contains("the only way out is to move the king"),
        "{knight}"
    );
    assert!(
        knight.contains("knight's check can never be blocked"),
        "{knight}"
    );
    let beside = ways("4k3/8/8/8/8/5K2/5r2/3R4 w - - 0 1", "d1d8");
    assert!(beside.contains("nothing can come between"), "{beside}");
    assert!(!beside.contains("in the way"), "{beside}");
    let block = ways("4k3/8/8/8/8/5K1r/8/6R1 w - - 0 1", "g1g2");
    assert!(
        block.contains("move the king or put a piece in the way."),
        "{block}"
    );
    let capture = ways("4k3/8/8/8/8/5K1r/8/7R w - - 0 1", "h1g1");
    assert!(
        capture.contains("move the king or capture the checking piece."),
        "{capture}"
    );
    let all = ways("4k3/8/8/8/8/5K1r/8/6RR w - - 0 1", "g1f1");
    assert!(
        all.contains("move the king, capture the checking piece, or put a piece in the way."),
        "{all}"
    );
    // Boxed in by its own pieces: only taking the rook or blocking saves the king.
    let no_king = ways("4k3/8/8/8/8/1N6/2R3PP/r6K w - - 0 1", "h2h3");
    assert!(
        no_king.contains("capture the checking piece or put a piece in the way."),
        "{no_king}"
    );
    assert!(!no_king.contains("move the king"), "{no_king}");
}
