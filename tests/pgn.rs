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

/// Real games with tags, comments before, between and after the moves, `;` comments,
/// NAGs and `!`/`?` marks, nested variations, `SetUp`/`FEN` starts (one with Black to
/// move) and every result.
fn games() -> Vec<(&'static str, &'static str)> {
    vec![
        ("opera", include_str!("games/opera.pgn")),
        ("legall", include_str!("games/legall.pgn")),
        ("fools", include_str!("games/fools.pgn")),
        ("pawn-ending", include_str!("games/pawn-ending.pgn")),
        ("black-first", include_str!("games/black-first.pgn")),
        ("shuffle-draw", include_str!("games/shuffle-draw.pgn")),
    ]
}

#[test]
fn real_games_round_trip_with_their_tags_comments_variations_and_results() {
    for (name, text) in games() {
        let record = pgn::read_record(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let written = pgn::write_game(&record.game, None, Some(&record));
        let again = pgn::read_record(&written).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(again.game.moves(), record.game.moves(), "{name}");
        assert_eq!(again.game.start(), record.game.start(), "{name}");
        assert_eq!(again.notes, record.notes, "{name}:\n{written}");
        assert_eq!(again.result, record.result, "{name}");
        let mut tags = record.tags.clone();
        let mut back = again.tags.clone();
        tags.sort();
        back.sort();
        assert_eq!(back, tags, "{name}:\n{written}");
        // Written a second time, it is the very same text.
        assert_eq!(
            pgn::write_game(&again.game, None, Some(&again)),
            written,
            "{name}"
        );
        for line in written.lines() {
            assert!(line.chars().count() <= 80, "{name}: {line}");
        }
    }
}

#[test]
fn the_opera_game_keeps_what_a_teacher_wrote() {
    let record = pgn::read_record(include_str!("games/opera.pgn")).expect("reads");
    assert_eq!(record.game.len(), 33);
    assert_eq!(record.result, "1-0");
    let written = pgn::write_game(&record.game, None, Some(&record));
    for expected in [
        "[White \"Paul Morphy\"]",
        "[ECO \"C41\"]",
        "[Result \"1-0\"]",
        "{Played in a box at the Paris opera.} 1. e4",
        "3. d4 Bg4 $6 {This pin will be broken at once.} 4. dxe5",
        "9. Bg5 b5 $6 10. Nxb5 $1 cxb5",
        "16. Qb8+ $3 Nxb8 17. Rd8# {The rook gives mate,",
    ] {
        let flat = written.replace('\n', " ");
        assert!(flat.contains(expected), "{expected}\n{written}");
    }
    // The seven standard tags come first, in the standard's order.
    let keys: Vec<&str> = written
        .lines()
        .take(7)
        .map(|l| l[1..].split(' ').next().unwrap_or(""))
        .collect();
    assert_eq!(
        keys,
        ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
    );
}

#[test]
fn variations_and_semicolon_comments_are_kept_as_written() {
    let record = pgn::read_record(include_str!("games/legall.pgn")).expect("reads");
    let notes: Vec<&str> = record.notes.iter().map(|(_, n)| n.as_str()).collect();
    assert_eq!(
        notes,
        [
            "$2",
            "$1",
            "(5... dxe5 6. Qxg4 {wins a pawn} (6. Bxf7+ $5 Kxf7 7. Qxg4) 6... Nf6)",
            "{Legall's mate}",
        ]
    );
    assert_eq!(
        record.notes[2].0, 10,
        "the variation follows Black's fifth move"
    );
    let written = pgn::write_game(&record.game, None, Some(&record)).replace('\n', " ");
    assert!(written.contains("Bxd1 (5... dxe5"), "{written}");
    assert!(written.contains("6... Nf6) 6. Bxf7+ Ke7"), "{written}");
}

#[test]
fn a_game_changed_after_import_keeps_the_notes_it_still_has_and_a_true_result() {
    let record = pgn::read_record(include_str!("games/opera.pgn")).expect("reads");
    // Back to move 9 and another move: the notes up to there stay, the rest go, and the
    // file's result no longer describes the game.
    let mut game = record.game.taken_back_by(16);
    let other = check_tutor::rules::san::parse(game.current(), "a6").expect("legal");
    game.play(&other);
    let written = pgn::write_game(&game, None, Some(&record));
    assert!(written.contains("[White \"Paul Morphy\"]"), "{written}");
    assert!(written.contains("{This pin"), "{written}");
    assert!(!written.contains("{The rook gives mate"), "{written}");
    assert!(written.contains("[Result \"*\"]"), "{written}");
    assert!(written.trim_end().ends_with("9. Bg5 a6 *"), "{written}");
    // The game cut short at move 9 is the file's game up to there: its notes so far.
    let short = record.game.taken_back_by(16);
    let written = pgn::write_game(&short, None, Some(&record));
    assert!(written.contains("{This pin"), "{written}");
    assert!(written.trim_end().ends_with("9. Bg5 *"), "{written}");
}

#[test]
fn only_the_first_game_of_a_file_is_read() {
    let two = format!(
        "{}\n{}",
        include_str!("games/fools.pgn"),
        include_str!("games/opera.pgn")
    );
    let record = pgn::read_record(&two).expect("reads");
    assert_eq!(record.game.len(), 4);
    assert_eq!(record.result, "0-1");
}

#[test]
fn tags_with_quotes_and_backslashes_are_read_and_written_back() {
    let record = pgn::read_record(include_str!("games/shuffle-draw.pgn")).expect("reads");
    assert!(record
        .tags
        .contains(&("White".to_string(), "Ann \"the rook\" Lee".to_string())));
    let written = pgn::write_game(&record.game, None, Some(&record));
    assert!(
        written.contains("[White \"Ann \\\"the rook\\\" Lee\"]"),
        "{written}"
    );
    assert!(written.contains("[TimeControl \"600\"]"), "{written}");
    assert!(written.contains("{Draw agreed.} 1/2-1/2"), "{written}");
}

#[test]
fn an_import_says_who_played_how_many_moves_and_the_result() {
    let said = |text: &str| {
        let record = pgn::read_record(text).expect("reads");
        check_tutor::tutor::english::game_loaded(&record)
    };
    assert_eq!(
        said(include_str!("games/opera.pgn")),
        "Loaded Paul Morphy – Duke Karl / Count Isouard: 17 moves, White won (1-0)."
    );
    assert_eq!(
        said(include_str!("games/fools.pgn")),
        "Loaded a game of 2 moves, Black won (0-1)."
    );
    // From Black's move: 1... Kd7 2. e4 Ke6 3. Ke2 Ke5 4. Ke3 is four moves.
    assert_eq!(
        said(include_str!("games/black-first.pgn")),
        "Loaded a game of 4 moves, a draw (1/2-1/2)."
    );
    assert_eq!(said("1. e4"), "Loaded a game of 1 move, no result given.");
}

/// Issue 30 item 4: the comments shown under their moves are the file's, as far as the game
/// still follows the file; the heading names the players, place, year and result.
#[test]
fn comments_follow_the_game_and_the_heading_names_the_game() {
    let record = check_tutor::rules::pgn::read_record(include_str!("games/opera.pgn"))
        .expect("the Opera Game reads");
    let all = record.comments_along(&record.game);
    assert_eq!(
        all.first(),
        Some(&(0, "Played in a box at the Paris opera."))
    );
    assert!(
        all.iter()
            .any(|(at, t)| *at == 6 && t.starts_with("This pin")),
        "{all:?}"
    );
    assert!(all
        .iter()
        .all(|(_, t)| !t.starts_with('{') && !t.starts_with('$')));
    // Four half-moves of the file, then another move: only the comments up to there.
    let mut changed = record.game.taken_back_by(record.game.len() - 4);
    let other = changed.current().legal_moves()[0];
    changed.play(&other);
    let kept = record.comments_along(&changed);
    assert!(kept.iter().all(|(at, _)| *at <= 4), "{kept:?}");
    assert_eq!(
        record.marks_along(&record.game),
        vec![(6, "?!"), (18, "?!"), (19, "!"), (31, "!!")]
    );
    assert_eq!(
        check_tutor::tutor::english::game_heading(&record).as_deref(),
        Some("Paul Morphy – Duke Karl / Count Isouard · Paris FRA · 1858 · 1-0")
    );
}
