//! Rules bugs found by the differential and fuzz tests, kept fixed.

use check_tutor::rules::Position;

#[test]
fn en_passant_square_on_the_wrong_rank_gives_no_capture() {
    // e3 with White to move cannot be an en passant square: White's pawn may not take the
    // black pawn on e2 "en passant".
    let pos: Position = "k7/8/8/8/8/8/3Pp3/K7 w - e3 0 1".parse().expect("fen");
    let mut moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    moves.sort();
    assert_eq!(moves, ["a1a2", "a1b1", "a1b2", "d2d3", "d2d4"]);
    assert_eq!(pos.legal_ep_square(), None);
}

#[test]
fn a_board_crowded_with_queens_lists_every_move() {
    // Impossible, but a teacher can type it: all 269 moves must be there, not 256.
    let pos: Position = "QQQQQ2Q/Q4Q2/Q5QQ/1Q5Q/1Q5Q/Q6Q/Q6Q/QQQQQQQQ w - - 0 1"
        .parse()
        .expect("fen");
    assert_eq!(pos.legal_moves().len(), 269);
    assert_eq!(pos.perft(1), 269);
}
