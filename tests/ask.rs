//! Questions a learner asks about one square from the keyboard, answered in words, and
//! typed moves turned into the squares a click would give.

use check_tutor::rules::{Position, Role, Square};
use check_tutor::tutor::{ask, typed_move};

fn pos(fen: &str) -> Position {
    fen.parse().expect("test FEN")
}

fn sq(s: &str) -> Square {
    s.parse().expect("test square")
}

const PIN: &str = "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1";

#[test]
fn a_piece_lists_the_squares_it_can_go_to() {
    assert_eq!(
        ask(&pos(PIN), sq("e1"), None).english(),
        "White king on e1 can go to d1, f1, d2 or f2."
    );
    let start = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(
        ask(&start, sq("g1"), None).english(),
        "White knight on g1 can go to f3 or h3."
    );
}

#[test]
fn a_stuck_piece_says_why() {
    let said = ask(&pos(PIN), sq("e2"), None).english();
    assert!(
        said.starts_with("White bishop on e2 has no legal move. "),
        "{said}"
    );
    assert!(said.contains("pinned"), "{said}");
    let start = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    let said = ask(&start, sq("c1"), None).english();
    assert!(
        said.starts_with("White bishop on c1 has no legal move."),
        "{said}"
    );
}

#[test]
fn the_other_sides_piece_and_empty_squares() {
    assert_eq!(
        ask(&pos(PIN), sq("e7"), None).english(),
        "Black rook on e7. It is White's move."
    );
    let start = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(
        ask(&start, sq("e4"), None).english(),
        "e4 is empty. White's pawn on e2 can go there."
    );
    assert_eq!(
        ask(&start, sq("f3"), None).english(),
        "f3 is empty. White's knight on g1 and pawn on f2 can go there."
    );
    assert_eq!(
        ask(&start, sq("e5"), None).english(),
        "e5 is empty. No white piece can go there on this move."
    );
    // The other side's pieces that attack the square are named too: a king could not
    // step there.
    assert_eq!(
        ask(&pos(PIN), sq("f2"), None).english(),
        "f2 is empty. White's king on e1 can go there."
    );
    assert_eq!(
        ask(&pos(PIN), sq("e3"), None).english(),
        "e3 is empty. No white piece can go there on this move. Black's rook on e7 attacks it."
    );
    let after_e4_d5 = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
    assert_eq!(
        ask(&after_e4_d5, sq("f5"), None).english(),
        "f5 is empty. Black's pawn on f7 and bishop on c8 can go there. White's pawn on e4 attacks it."
    );
    assert_eq!(
        ask(&after_e4_d5, sq("d6"), None).english(),
        "d6 is empty. Black's queen on d8 can go there."
    );
}

#[test]
fn with_a_piece_selected_a_square_says_if_it_may_go_there() {
    let said = ask(&pos(PIN), sq("d3"), Some(sq("e2"))).english();
    assert!(said.starts_with("Not allowed. "), "{said}");
    assert!(said.contains("pinned"), "{said}");
    assert_eq!(
        ask(&pos(PIN), sq("d1"), Some(sq("e1"))).english(),
        "Legal: White king from e1 to d1."
    );
    // The square of one's own piece lists that piece's moves instead.
    assert!(ask(&pos(PIN), sq("e1"), Some(sq("e2")))
        .english()
        .starts_with("White king on e1 can go to"));
}

#[test]
fn typed_moves_give_the_squares_of_a_click() {
    let start = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(typed_move(&start, "Nf3"), Ok((sq("g1"), sq("f3"), None)));
    assert_eq!(typed_move(&start, " e2e4 "), Ok((sq("e2"), sq("e4"), None)));
    // Castling through check is a real move the rules refuse: the click's squares.
    let through = pos("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
    assert_eq!(typed_move(&through, "O-O"), Ok((sq("e1"), sq("g1"), None)));
    let promote = pos("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        typed_move(&promote, "b8=N"),
        Ok((sq("b7"), sq("b8"), Some(Role::Knight)))
    );
    // A move of the side not to move: the squares too, so the click's reason is given.
    let after_e4 = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(typed_move(&after_e4, "Nf3"), Ok((sq("g1"), sq("f3"), None)));
    let said = match check_tutor::tutor::explain_move(&after_e4, sq("g1"), sq("f3"), None) {
        check_tutor::tutor::Verdict::Refused(r) => r.message.english(),
        other => panic!("expected a refusal, got {other:?}"),
    };
    assert!(said.starts_with("It is Black's turn"), "{said}");
    assert!(typed_move(&start, "hello").is_err());
    assert!(typed_move(&start, "").is_err());
}
