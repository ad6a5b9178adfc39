//! PGN written and read back, and bad PGN named by the move that fails.

use check_tutor::rules::{pgn, Game, Position};

#[test]
fn a_game_round_trips_through_pgn_with_check_and_mate_signs() {
    let text = "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0";
    let game = pgn::read(text).expect("scholar's mate reads");
    assert!(game.current().is_checkmate());
    let written = pgn::write(&game);
    assert!(written.contains("[Result \"1-0\"]"), "{written}");
    assert!(
        written.contains("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0"),
        "{written}"
    );
    let again = pgn::read(&written).expect("our own PGN reads back");
    assert_eq!(again.moves(), game.moves());
}

#[test]
fn comments_variations_nags_and_glued_numbers_are_skipped() {
    let text = "[Event \"x\"]\n\n1.e4 {best by test} e5 (1...c5 2.Nf3) 2.Nf3 $1 Nc6!? ; a comment\n3.Bb5 *";
    let game = pgn::read(text).expect("reads");
    assert_eq!(game.moves().len(), 5);
}

#[test]
fn a_fen_header_sets_the_start_and_is_written_back() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";
    let text = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n1... Kd7 2. e4 *");
    let game = pgn::read(&text).expect("reads");
    assert_eq!(game.start().fen(), fen);
    let written = pgn::write(&game);
    assert!(written.contains(&format!("[FEN \"{fen}\"]")));
    assert!(written.contains("1... Kd7 2. e4 *"), "{written}");
}

#[test]
fn an_illegal_move_is_reported_with_its_number_and_side() {
    let err = pgn::read("1. e4 e5 2. Ke3 Nc6").expect_err("Ke3 is illegal");
    assert_eq!(
        err.to_string(),
        "move 2. Ke3: 'Ke3' is not a legal move here"
    );
    let err = pgn::read("1. e4 Qh4+").expect_err("the queen cannot get there");
    assert!(err.to_string().starts_with("move 1... Qh4+"), "{err}");
}

#[test]
fn unclosed_comments_are_an_error_not_a_panic() {
    assert!(pgn::read("1. e4 { never closed").is_err());
    assert!(pgn::read("1. e4 (1. d4").is_err());
    assert_eq!(pgn::read("").map(|g| g.moves().len()), Ok(0));
}

#[test]
fn a_drawn_or_unfinished_game_gets_the_right_result_tag() {
    let game = Game::new(Position::starting());
    assert_eq!(pgn::result(&game), "*");
    let stalemate = Game::new("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".parse().expect("fen"));
    assert_eq!(pgn::result(&stalemate), "1/2-1/2");
}

#[test]
fn the_pgn_written_from_known_san_is_the_pgn_worked_out_move_by_move() {
    let mut p = check_tutor::tutor::Play::default();
    for m in [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "Ng5", "d5", "exd5", "Nxd5", "Nxf7", "Kxf7", "Qf3+",
    ] {
        p.type_move(m);
    }
    assert_eq!(p.sans().len(), 13);
    let worked_out = check_tutor::rules::pgn::write(p.game());
    assert_eq!(
        check_tutor::rules::pgn::write_with_sans(p.game(), p.sans()),
        worked_out
    );
    assert!(worked_out.contains("7. Qf3+"), "{worked_out}");
    // A list that does not fit the game is not trusted.
    let wrong = vec!["Nf3".to_string()];
    assert_eq!(
        check_tutor::rules::pgn::write_with_sans(p.game(), &wrong),
        worked_out
    );
}
