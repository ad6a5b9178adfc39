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
fn a_game_written_in_parts_is_the_same_pgn_but_for_where_the_lines_break() {
    let text = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5 Nxd5 6. Nxf7 Kxf7 7. Qf3+ *";
    let game = pgn::read(text).expect("reads");
    let whole = pgn::write(&game);
    let plies = game.plies();
    let parts = [
        pgn::header(&game),
        pgn::movetext(&plies[..4], None),
        pgn::movetext(&plies[4..9], None),
        pgn::movetext(&plies[9..], Some(pgn::result(&game))),
    ]
    .concat();
    let words = |s: &str| s.split_whitespace().map(str::to_string).collect::<Vec<_>>();
    assert_eq!(words(&parts), words(&whole));
    // Each part ends its line; no "N..." where a part starts with Black's move.
    assert!(
        parts.contains("2. Nf3 Nc6\n3. Bc4 Nf6 4. Ng5 d5 5. exd5\nNxd5 6. Nxf7"),
        "{parts}"
    );
    assert_eq!(pgn::read(&parts).map(|g| g.moves()), Ok(game.moves()));
}

#[test]
fn a_game_from_black_s_move_numbers_its_first_move_with_dots() {
    let game =
        pgn::read("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n\n1... Kd7 2. e4 *").expect("reads");
    let plies = game.plies();
    assert_eq!(pgn::movetext(&plies, None), "1... Kd7 2. e4\n");
    assert_eq!(pgn::movetext(&plies[1..], None), "2. e4\n");
}
