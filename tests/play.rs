//! Play mode as the browser drives it: clicks, drops, typed moves, promotion, undo/redo,
//! and what the board marks after each.

use check_tutor::rules::{Position, Role, Square};
use check_tutor::tutor::{Feedback, Lang, LineKind, Mark, Play, Reason};

fn sq(s: &str) -> Square {
    s.parse().expect("square name")
}

fn play(fen: &str) -> Play {
    Play::from_fen(fen).expect("test FEN parses")
}

fn has_mark(p: &Play, s: &str, mark: Mark) -> bool {
    p.view().marks.contains(&(sq(s), mark))
}

#[test]
fn fools_mate_by_clicks_ends_in_checkmate_with_the_queen_marked() {
    let mut p = Play::default();
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        p.click(sq(from));
        assert_eq!(p.selected(), Some(sq(from)));
        p.click(sq(to));
    }
    assert_eq!(p.sans(), ["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(p.status_word(), "checkmate");
    assert!(has_mark(&p, "e1", Mark::InCheck));
    assert!(has_mark(&p, "h4", Mark::Checker));
    assert!(p
        .view()
        .lines
        .contains(&(sq("h4"), sq("e1"), LineKind::Check)));
    let (reason, messages) = p.explanation().expect("mate is explained");
    assert_eq!(reason, None);
    assert!(messages[0].english().starts_with("Checkmate"));
    assert!(p.status_message().english().contains("Black wins"));
}

#[test]
fn selecting_a_piece_marks_its_legal_destinations_only() {
    let mut p = Play::default();
    p.click(sq("g1"));
    assert!(has_mark(&p, "f3", Mark::Dest { capture: false }));
    assert!(has_mark(&p, "h3", Mark::Dest { capture: false }));
    assert!(!has_mark(&p, "e2", Mark::Dest { capture: false }));
    p.click(sq("g1"));
    assert_eq!(p.selected(), None);
}

#[test]
fn pinned_piece_is_refused_with_pinner_and_pin_line_marked() {
    let mut p = play("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
    p.drop_piece(sq("e2"), sq("d3"));
    let Some(Feedback::Refused(r)) = p.feedback() else {
        panic!("the move must be refused");
    };
    assert_eq!(r.reason, Reason::Pinned);
    assert!(has_mark(&p, "e7", Mark::Pinner));
    assert!(has_mark(&p, "e2", Mark::Pinned));
    assert!(p
        .view()
        .lines
        .contains(&(sq("e7"), sq("e1"), LineKind::Pin)));
    // The piece stays where it was.
    assert_eq!(p.position().fen(), "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
}

#[test]
fn king_move_into_attack_is_refused_with_attackers_marked() {
    let mut p = play("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    p.click(sq("e1"));
    p.click(sq("f2"));
    let Some(Feedback::Refused(r)) = p.feedback() else {
        panic!("f2 is attacked by the rook");
    };
    assert_eq!(r.reason, Reason::KingIntoCheck);
    assert!(has_mark(&p, "d2", Mark::Attacker));
}

#[test]
fn promotion_waits_for_a_piece_and_underpromotion_works() {
    let mut p = play("8/4P3/8/8/8/k7/8/4K3 w - - 0 1");
    p.click(sq("e7"));
    p.click(sq("e8"));
    assert_eq!(p.pending_promotion(), Some((sq("e7"), sq("e8"))));
    p.promote(Role::Knight);
    assert_eq!(p.sans(), ["e8=N"]);
    assert_eq!(
        p.position().piece_at(sq("e8")).map(|x| x.role),
        Some(Role::Knight)
    );
}

#[test]
fn typed_san_and_uci_moves_are_played_and_nonsense_is_explained() {
    let mut p = Play::default();
    p.type_move("e4", Lang::En);
    p.type_move("e7e5", Lang::En);
    p.type_move("Nf3", Lang::En);
    assert_eq!(p.sans(), ["e4", "e5", "Nf3"]);
    p.type_move("Qxz9", Lang::En);
    assert!(matches!(p.feedback(), Some(Feedback::BadInput(_))));
    assert_eq!(p.sans().len(), 3);
}

#[test]
fn undo_and_redo_walk_the_game_back_and_forth() {
    let mut p = Play::default();
    p.type_move("e4", Lang::En);
    p.type_move("e5", Lang::En);
    p.undo();
    // Undo says which move it took back.
    match p.feedback() {
        Some(Feedback::TookBack(l)) => assert_eq!(l.mv.to.to_string(), "e5"),
        other => panic!("the move taken back: {other:?}"),
    }
    p.undo();
    assert_eq!(*p.position(), Position::starting());
    assert!(p.can_redo());
    p.redo();
    assert_eq!(p.sans(), ["e4"]);
    // A different move drops the rest of the redo list.
    p.type_move("c5", Lang::En);
    assert!(!p.can_redo());
}

#[test]
fn a_bad_fen_is_refused_with_the_field_named() {
    let err = Play::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1")
        .expect_err("x is not a side");
    assert!(err.contains("side to move"), "{err}");
}

#[test]
fn a_position_that_could_never_arise_is_refused_with_the_reason() {
    // Black is in check with White to move: White could take the king.
    let err = Play::from_fen("R3k3/8/8/8/8/8/8/4K3 w - - 0 1").expect_err("king en prise");
    assert!(err.starts_with("This position could never arise"), "{err}");
    assert!(err.contains("in check"), "{err}");
    for fen in [
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1",
    ] {
        assert!(Play::from_fen(fen).is_err(), "{fen}");
    }
    // A position from a real game plays.
    assert!(Play::from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").is_ok());
}

#[test]
fn clicking_the_other_sides_piece_says_whose_turn_it_is() {
    let mut p = Play::default();
    p.click(sq("e7"));
    let Some(Feedback::Refused(r)) = p.feedback() else {
        panic!("a black piece cannot be moved by White");
    };
    assert_eq!(r.reason, Reason::NotYourTurn);
}

#[test]
fn typed_moves_the_rules_refuse_get_the_same_reason_as_a_click() {
    // The rook on f2 covers f1, which the king would cross.
    let mut p = play("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
    p.type_move("O-O", Lang::En);
    match p.feedback() {
        Some(Feedback::Refused(r)) => assert_eq!(r.reason, Reason::CastleThroughCheck),
        other => panic!("O-O through check is explained: {other:?}"),
    }
    // Knight and rook both give check: the queen may not take one of them.
    let mut p = play("4r1k1/8/8/8/8/3n4/8/3QK3 w - - 0 1");
    p.type_move("Qxd3", Lang::En);
    match p.feedback() {
        Some(Feedback::Refused(r)) => {
            assert_eq!(r.reason, Reason::DoubleCheckKingMustMove);
            assert!(has_mark(&p, "d3", Mark::Checker));
        }
        other => panic!("Qxd3 in double check is explained: {other:?}"),
    }
    // A text that names no piece that could go there stays a typing problem.
    p.type_move("Nf3", Lang::En);
    assert!(matches!(p.feedback(), Some(Feedback::BadInput(_))));
}

#[test]
fn at_mate_the_pieces_the_explanation_names_are_marked() {
    let mut p = Play::default();
    for m in ["f3", "e5", "g4", "Qh4#"] {
        p.type_move(m, Lang::En);
    }
    // The queen also covers f2, the king's one empty square; its own pieces fill the rest.
    assert!(has_mark(&p, "h4", Mark::Attacker));
    for own in ["d1", "d2", "e2", "f1"] {
        assert!(has_mark(&p, own, Mark::Blocker), "{own}");
    }
    // Before the end nothing of the kind is marked.
    p.undo();
    assert!(!p.view().marks.iter().any(|(_, m)| *m == Mark::Blocker));
}

#[test]
fn a_move_is_said_in_words_for_a_screen_reader() {
    let mut p = Play::default();
    p.type_move("Nf3", Lang::En);
    let said = |p: &Play| match p.feedback() {
        Some(Feedback::Played(l)) => l.spoken(!p.position().turn()).english(),
        other => panic!("a move was played: {other:?}"),
    };
    assert_eq!(said(&p), "White knight from g1 to f3.");
    let mut p = play("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    p.type_move("O-O", Lang::En);
    assert_eq!(said(&p), "White castles kingside.");
    let mut p = play("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    p.type_move("bxa8=Q+", Lang::En);
    assert_eq!(
        said(&p),
        "White pawn from b7 to a8, takes Black's rook on a8, becomes a queen, check."
    );
}

/// Plays the moves, typed in SAN, each of which must be accepted.
fn play_moves(p: &mut Play, sans: &[&str]) {
    for san in sans {
        let before = p.sans().len();
        p.type_move(san, Lang::En);
        assert_eq!(p.sans().len(), before + 1, "{san}: {:?}", p.feedback());
    }
}

/// The refusal of the last action, which must be "the game is over".
fn game_over_text(p: &Play) -> String {
    match p.feedback() {
        Some(Feedback::Refused(r)) => {
            assert_eq!(r.reason.code(), "game_over");
            let (reason, messages) = p.explanation().expect("the refusal is explained");
            assert_eq!(reason.map(|r| r.code()), Some("game_over"));
            messages[0].english()
        }
        other => panic!("the move must be refused: the game is over ({other:?})"),
    }
}

#[test]
fn fivefold_repetition_ends_the_game_and_no_move_may_follow_until_undo() {
    let mut p = Play::default();
    for _ in 0..4 {
        play_moves(&mut p, &["Nf3", "Nf6", "Ng1", "Ng8"]);
    }
    // The starting position has now stood on the board five times.
    assert_eq!(p.status_word(), "draw");
    assert!(p.status_message().english().contains("five times"));
    p.type_move("e4", Lang::En);
    let text = game_over_text(&p);
    assert!(text.contains("five times"), "{text}");
    assert!(text.contains("Undo"), "{text}");
    let start = Position::starting().repetition_key();
    assert_eq!(p.position().repetition_key(), start);
    assert_eq!(p.sans().len(), 16);
    assert_eq!(p.status_word(), "draw");
    // By clicks and by dragging alike; a piece is not even picked up.
    p.click(sq("e2"));
    assert_eq!(p.selected(), None);
    game_over_text(&p);
    p.click(sq("e4"));
    p.drop_piece(sq("g1"), sq("f3"));
    game_over_text(&p);
    assert_eq!(p.position().repetition_key(), start);
    // Taking the last move back un-ends the game: Black plays another move.
    p.undo();
    assert_eq!(p.status_word(), "");
    play_moves(&mut p, &["Nc6"]);
    assert_eq!(p.sans().len(), 16);
}

#[test]
fn seventy_five_moves_without_capture_or_pawn_move_end_the_game_at_once() {
    // 149 half-moves without a capture or a pawn move: one more quiet move makes 150.
    let mut p = play("4k3/8/8/8/8/8/4P3/R3K3 w - - 149 110");
    assert_ne!(p.status_word(), "draw");
    play_moves(&mut p, &["Ra2"]);
    assert_eq!(p.position().halfmove_clock(), 150);
    assert_eq!(p.status_word(), "draw");
    p.type_move("Kd7", Lang::En);
    let text = game_over_text(&p);
    assert!(text.contains("seventy-five moves"), "{text}");
    assert_eq!(p.sans(), ["Ra2"]);
    // Undo un-ends it: a pawn move instead starts the count again.
    p.undo();
    assert_ne!(p.status_word(), "draw");
    play_moves(&mut p, &["e4"]);
    assert_eq!(p.position().halfmove_clock(), 0);
    play_moves(&mut p, &["Kd7"]);
}

#[test]
fn a_mate_on_the_seventy_fifth_move_still_counts_and_is_not_a_draw() {
    // Ra8 mates on the move that makes 150 half-moves: mate takes precedence (9.6.2).
    let mut p = play("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 110");
    play_moves(&mut p, &["Ra8#"]);
    assert_eq!(p.status_word(), "checkmate");
    p.type_move("Kh8", Lang::En);
    match p.feedback() {
        Some(Feedback::Refused(r)) => assert_ne!(r.reason.code(), "game_over"),
        other => panic!("a move after mate is refused: {other:?}"),
    }
}

#[test]
fn a_capture_that_leaves_too_little_to_mate_ends_the_game_at_once() {
    // Kxd2 leaves king and bishop against king: no series of moves can mate (FIDE 5.2.2).
    let mut p = play("4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1");
    play_moves(&mut p, &["Kxd2"]);
    assert_eq!(p.status_word(), "draw");
    p.type_move("Kd7", Lang::En);
    let text = game_over_text(&p);
    assert!(text.contains("enough pieces left to checkmate"), "{text}");
    assert_eq!(p.sans(), ["Kxd2"]);
    p.undo();
    play_moves(&mut p, &["Bg2"]);
}

#[test]
fn a_pinned_piece_with_no_move_says_so_when_picked_up() {
    // The bishop on e2 stands between its king and the rook on e7: it has no move at all.
    let mut p = play("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
    p.click(sq("e2"));
    match p.feedback() {
        Some(Feedback::Refused(r)) => assert_eq!(r.reason, Reason::Pinned),
        other => panic!("the pin is said at once: {other:?}"),
    }
    // Only looking: no move was tried.
    assert!(p.looked());
    assert!(has_mark(&p, "e7", Mark::Pinner));
    // A piece that is merely boxed in by its own pieces says nothing: the start position's
    // bishops have no move either.
    let mut p = Play::default();
    p.click(sq("c1"));
    assert!(p.feedback().is_none());
}

/// Issue 30: the download is the whole imported game, with the file's tags, comments and
/// result, wherever the learner stands in it.
#[test]
fn an_imported_game_is_written_whole_from_any_point_in_it() {
    let text = include_str!("games/opera.pgn");
    let record = check_tutor::rules::pgn::read_record(text).expect("reads");
    let whole = check_tutor::rules::pgn::write_game(&record.game, None, Some(&record));
    let mut play = Play::from_record(record);
    assert_eq!(play.pgn(None), whole, "at the start");
    play.redo();
    assert_eq!(play.game().len(), 1);
    assert_eq!(play.pgn(None), whole, "after one move");
    play.to_end();
    assert_eq!(play.pgn(None), whole, "at the end");
    play.to_start();
    play.redo();
    play.redo();
    // The file's own next move keeps the rest of the game to come.
    play.drop_piece("g1".parse().expect("g1"), "f3".parse().expect("f3"));
    assert_eq!(play.pgn(None), whole, "the file's own move played");
    // A move of the learner's own makes it a new game, still with the file's tags.
    play.undo();
    play.drop_piece("b1".parse().expect("b1"), "c3".parse().expect("c3"));
    assert_eq!(play.whole_game().len(), 3);
    let written = play.pgn(None);
    assert!(written.contains("[White \"Paul Morphy\"]"), "{written}");
    assert!(written.contains("[Result \"*\"]"), "{written}");
    assert!(written.contains("1. e4 e5 2. Nc3 *"), "{written}");
}

/// Issue 30 item 5: a link's game (start, moves in UCI, the half-move shown) opens at that
/// move with the rest to come, names a move that is not legal, and is recognised as shown.
#[test]
fn a_linked_game_opens_at_its_move_and_a_bad_move_is_named() {
    use check_tutor::tutor::play_link::{from_link, link_moves, shows_link};
    use check_tutor::tutor::{LinkProblem, Message};
    let moves = "e2e4.e7e5.g1f3.b8c6.f1b5";
    let play = from_link(None, moves, Some(3)).expect("a legal game");
    assert_eq!(play.game().len(), 3);
    assert_eq!(play.whole_game().len(), 5);
    assert_eq!(link_moves(play.whole_game()), moves);
    assert!(shows_link(&play, None, moves, Some(3)));
    assert!(!shows_link(&play, None, moves, None));
    let at_end = from_link(None, moves, None).expect("a legal game");
    assert_eq!(at_end.game().len(), 5);
    let Err(e) = from_link(None, "e2e4.e7e9", None) else {
        panic!("e7e9 is no move")
    };
    let LinkProblem::MoveStopped { stop, vs: false } = &e else {
        panic!("{e:?}")
    };
    assert_eq!((stop.n, stop.text.as_str(), stop.ended), (2, "e7e9", None));
    let said = Message::GameLink { problems: vec![e] }.english();
    assert!(said.contains("move 2 (e7e9)"), "{said}");
    let from_black = from_link(Some("4k3/8/8/8/8/8/8/R3K3 b - - 0 1"), "e8d7.a1a7", Some(1))
        .expect("a game from a position");
    assert_eq!(from_black.game().len(), 1);
    assert_eq!(
        from_link(Some("not a fen"), "", None).err(),
        Some(LinkProblem::StartUnreadable)
    );
    // A start that could never arise (two white kings) says why, in the link's sentence.
    let Err(e) = from_link(Some("4k3/8/8/8/8/8/8/K3K3 w - - 0 1"), "", None) else {
        panic!("two white kings")
    };
    let said = Message::GameLink { problems: vec![e] }.english();
    assert!(
        said.contains("could never arise") && said.contains("king"),
        "{said}"
    );
}

#[test]
fn go_to_moves_anywhere_in_the_game_and_keeps_the_rest_for_redo() {
    let mut play = check_tutor::tutor::play_link::from_link(None, "e2e4.e7e5.g1f3", None)
        .expect("a legal game");
    play.go_to(1);
    assert_eq!(play.game().len(), 1);
    assert!(play.can_redo());
    play.go_to(99);
    assert_eq!(play.game().len(), 3);
    play.go_to(0);
    assert_eq!(play.game().len(), 0);
    assert_eq!(play.whole_game().len(), 3);
}

/// Take back in a game against the computer removes the moves from the record: the PGN,
/// the move list and what is left to redo agree.
#[test]
fn take_back_leaves_nothing_of_the_moves_in_the_record() {
    let mut p = Play::default();
    for uci in ["e2e4", "e7e5", "g1f3", "b8c6"] {
        p.type_move(uci, Lang::En);
    }
    p.take_back(2);
    assert_eq!(p.sans(), ["e4", "e5"]);
    assert!(!p.can_redo());
    assert_eq!(p.whole_game().len(), 2);
    let pgn = p.pgn(None);
    assert!(pgn.contains("1. e4 e5"), "{pgn}");
    assert!(!pgn.contains("Nf3") && !pgn.contains("Nc6"), "{pgn}");
    // Undo, by contrast, keeps the moves to redo.
    p.undo();
    assert!(p.can_redo());
    assert!(p.pgn(None).contains("e5"));
}
