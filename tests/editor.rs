//! The position editor: what it offers and what it says about the position.

use check_tutor::rules::{CastlingSide, Color, Piece, Role, Square};
use check_tutor::tutor::Editor;

fn sq(s: &str) -> Square {
    s.parse().expect("square")
}

#[test]
fn an_empty_board_then_two_kings_turns_the_verdict_valid() {
    let mut e = Editor::default();
    e.clear();
    assert_eq!(e.verdict().codes(), "empty_board");
    e.put(sq("e1"), Piece::new(Color::White, Role::King));
    assert_eq!(e.verdict().codes(), "missing_king");
    e.put(sq("e8"), Piece::new(Color::Black, Role::King));
    assert!(e.verdict().is_valid());
    assert_eq!(e.position().fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

#[test]
fn two_knights_checking_is_an_impossible_check_with_both_knights_marked() {
    let mut e = Editor::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").expect("fen");
    e.put(sq("d3"), Piece::new(Color::Black, Role::Knight));
    assert!(
        e.verdict().is_valid(),
        "one knight's check is explained by its last move"
    );
    e.put(sq("f3"), Piece::new(Color::Black, Role::Knight));
    let v = e.verdict();
    assert_eq!(v.codes(), "impossible_check");
    assert!(v.squares.contains(sq("d3")) && v.squares.contains(sq("f3")));
    assert!(v.errors[0].1.english().contains("knight on d3"));
}

#[test]
fn a_double_check_made_by_promotion_is_possible() {
    // Rook a2 and knight c1 both check the king on e2: a black pawn on c2 blocked the rook,
    // then stepped to c1 and became a knight.
    let e = Editor::from_fen("4k3/8/8/8/8/8/r3K3/2n5 w - - 0 1").expect("fen");
    let v = e.verdict();
    assert!(v.is_valid(), "{:?}", v.codes());
}

#[test]
fn castling_rights_are_offered_only_where_king_and_rook_stand() {
    let mut e = Editor::from_fen("r3k3/8/8/8/8/8/8/4K2R w - - 0 1").expect("fen");
    let offered: Vec<(Color, CastlingSide)> = e
        .castling_options()
        .into_iter()
        .map(|(c, s, _)| (c, s))
        .collect();
    assert_eq!(
        offered,
        [
            (Color::White, CastlingSide::King),
            (Color::Black, CastlingSide::Queen)
        ]
    );
    e.set_castling(Color::White, CastlingSide::Queen, true);
    assert_eq!(e.position().castling().fen(), "-");
    e.set_castling(Color::White, CastlingSide::King, true);
    assert_eq!(e.position().castling().fen(), "K");
    // Moving the rook away drops the right.
    e.move_piece(sq("h1"), Some(sq("h2")));
    assert_eq!(e.position().castling().fen(), "-");
}

#[test]
fn en_passant_squares_are_offered_only_behind_a_pawn_that_just_stepped_two() {
    let mut e = Editor::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1").expect("fen");
    assert_eq!(e.ep_options(), [sq("d6")]);
    e.set_ep(Some(sq("a6")));
    assert_eq!(e.position().ep_square(), None);
    e.set_ep(Some(sq("d6")));
    assert_eq!(e.position().fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    // Changing the side to move clears it.
    e.set_turn(Color::Black);
    assert_eq!(e.position().ep_square(), None);
}

#[test]
fn a_loaded_fen_keeps_impossible_rights_until_the_teacher_removes_them() {
    let mut e = Editor::from_fen("4k3/8/8/8/8/8/8/4K3 w KQ - 0 1").expect("fen");
    assert_eq!(e.position().fen(), "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1");
    // One error for each right, each with its sentence.
    assert_eq!(
        e.verdict().codes(),
        "invalid_castling_rights invalid_castling_rights"
    );
    let (rights, ep) = e.impossible_rights().expect("something to remove");
    assert_eq!((rights.fen().as_str(), ep), ("KQ", None));
    let offer = check_tutor::tutor::Message::DropImpossibleRights {
        castling: Some(rights.fen()),
        ep,
    };
    assert_eq!(offer.english(), "Remove the castling rights KQ");
    e.drop_impossible_rights();
    assert_eq!(e.position().fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(e.verdict().is_valid());
    assert_eq!(e.impossible_rights(), None);

    // An en passant square no double step explains is reported, not dropped.
    let e = Editor::from_fen("4k3/8/8/8/8/8/8/4K3 w - e6 0 1").expect("fen");
    assert!(e.verdict().codes().contains("invalid_ep_square"));
    assert_eq!(
        e.impossible_rights()
            .map(|(_, ep)| ep.map(|s| s.to_string())),
        Some(Some("e6".to_string()))
    );
}

/// The sentences of a position's errors.
fn sentences(fen: &str) -> Vec<String> {
    let pos: check_tutor::rules::Position = fen.parse().expect("fen");
    check_tutor::tutor::explain_position_errors(&pos)
        .into_iter()
        .map(|(_, m)| m.english())
        .collect()
}

#[test]
fn position_errors_read_as_plain_english_whatever_the_numbers() {
    let said = sentences("4k3/8/8/8/8/8/8/2P1K1P1 w - - 0 1");
    assert!(
        said[0].starts_with("There are pawns on c1 and g1:"),
        "{said:?}"
    );
    let said = sentences("4k3/8/8/8/8/8/8/2P1K3 w - - 0 1");
    assert!(said[0].starts_with("There is a pawn on c1:"), "{said:?}");
    let said = sentences("rnbqkbnr/pppppppp/8/8/8/P7/P1PPPPPP/RNBQKBNR w KQkq - 0 1");
    assert!(
        said[0].contains("at least one capture, but Black has lost nothing."),
        "{said:?}"
    );
    // Both kings in check: both checks are named.
    let said = sentences("3Rk3/8/8/8/8/8/8/3rK3 w - - 0 1");
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].contains("from the rook on d8"), "{said:?}");
    assert!(
        said[0].contains("The king to move is in check as well, from the rook on d1"),
        "{said:?}"
    );
}

#[test]
fn the_verdict_marks_the_pawns_that_share_a_file_and_the_square_of_the_one_gone() {
    // b2 and b3 share the b-file; with all eight pawns on the board, the c-pawn is the one
    // that captured its way there.
    let e = Editor::from_fen("rnbqkbnr/pppppppp/8/8/8/1P6/PP1PPPPP/RNBQKBNR w KQkq - 0 1")
        .expect("fen");
    let v = e.verdict();
    assert_eq!(v.codes(), "too_many_pawn_captures");
    let marked: Vec<String> = v.squares.squares().map(|s| s.to_string()).collect();
    assert_eq!(marked, ["b2", "c2", "b3"]);
}
