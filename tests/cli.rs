//! The `tutor` command line, run as a program: the contract of DESIGN.md for `perft`,
//! `analyze` and `explain`, and bad input that exits 2 with one line on stderr, whatever
//! bytes the arguments hold (`cli_fuzz.rs` tries random ones).

use serde_json::Value;
use std::ffi::OsStr;

mod common;
#[cfg(unix)]
use common::cli::bytes;
use common::cli::{assert_rejected, run, stderr, stdout, START};

/// Runs a command that must succeed and print one JSON object.
fn json(args: &[&str]) -> Value {
    let out = run(args);
    assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
    serde_json::from_str(stdout(&out).trim()).unwrap_or_else(|e| panic!("{args:?}: {e}"))
}

fn analyze(fen: &str) -> Value {
    json(&["analyze", fen])
}

fn explain(fen: &str, uci: &str) -> Value {
    json(&["explain", fen, uci])
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap_or_else(|| panic!("{v} is not a list"))
        .iter()
        .map(|s| s.as_str().expect("a string").to_string())
        .collect()
}

fn is_sorted(v: &[String]) -> bool {
    v.windows(2).all(|w| w[0] <= w[1])
}

// ---- perft -------------------------------------------------------------------------

#[test]
fn perft_prints_the_leaf_count_as_the_last_line() {
    let out = run(&["perft", START, "3"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out).lines().last(), Some("8902"));
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let out = run(&["perft", kiwipete, "2"]);
    assert_eq!(stdout(&out).lines().last(), Some("2039"));
    let out = run(&["perft", START, "0"]);
    assert_eq!(stdout(&out).lines().last(), Some("1"));
}

#[test]
fn perft_of_a_mate_is_zero() {
    let fools = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    assert_eq!(
        stdout(&run(&["perft", fools, "1"])).lines().last(),
        Some("0")
    );
}

// ---- analyze -----------------------------------------------------------------------

#[test]
fn analyze_start_position_has_every_field() {
    let a = analyze(START);
    assert_eq!(a["valid"], true);
    assert_eq!(strings(&a["errors"]), Vec::<String>::new());
    assert_eq!(strings(&a["explanations"]), Vec::<String>::new());
    assert_eq!(a["error_squares"], serde_json::json!([]));
    assert_eq!(a["turn"], "white");
    assert_eq!(a["in_check"], false);
    assert_eq!(a["check_kind"], "none");
    assert_eq!(strings(&a["checkers"]), Vec::<String>::new());
    assert_eq!(strings(&a["pinned"]), Vec::<String>::new());
    let moves = strings(&a["legal_moves"]);
    assert_eq!(moves.len(), 20);
    assert!(is_sorted(&moves), "{moves:?}");
    assert_eq!(moves[0], "a2a3");
    assert_eq!(a["status"], "ongoing");
}

#[test]
fn analyze_double_check_lists_both_checkers_sorted() {
    let a = analyze("4r1k1/8/8/8/1b6/8/2N5/4K3 w - - 0 1");
    assert_eq!(a["valid"], true);
    assert_eq!(a["in_check"], true);
    assert_eq!(a["check_kind"], "double");
    assert_eq!(strings(&a["checkers"]), ["b4", "e8"]);
    assert_eq!(strings(&a["legal_moves"]), ["e1d1", "e1f1", "e1f2"]);
}

#[test]
fn analyze_lists_pinned_pieces_sorted_by_name() {
    // The knight on b1 (pinned along the rank) comes after a2 (pinned along the file).
    let a = analyze("r3k3/8/8/8/8/8/B7/KN5r w - - 0 1");
    assert_eq!(strings(&a["pinned"]), ["a2", "b1"]);
    assert_eq!(a["in_check"], false);
    assert_eq!(a["check_kind"], "none");
}

#[test]
fn analyze_writes_castling_as_the_king_move_and_promotions_in_lowercase() {
    let moves = strings(&analyze("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")["legal_moves"]);
    assert!(moves.contains(&"e1g1".into()) && moves.contains(&"e1c1".into()));
    let moves = strings(&analyze("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")["legal_moves"]);
    for m in ["b7b8b", "b7b8n", "b7b8q", "b7b8r"] {
        assert!(moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
    assert!(is_sorted(&moves));
}

#[test]
fn analyze_reports_every_status() {
    let status = |fen: &str| analyze(fen)["status"].as_str().unwrap_or("").to_string();
    assert_eq!(
        status("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"),
        "checkmate"
    );
    assert_eq!(status("k7/2Q5/8/8/8/8/8/6K1 b - - 0 1"), "stalemate");
    assert_eq!(
        status("4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        "insufficient_material"
    );
    assert_eq!(
        status("4k3/8/8/8/8/8/8/R3K3 w - - 150 120"),
        "seventy_five_moves"
    );
}

#[test]
fn analyze_invalid_position_gives_codes_and_one_sentence_each() {
    let a = analyze("4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1");
    assert_eq!(a["valid"], false);
    assert_eq!(strings(&a["errors"]), ["impossible_check"]);
    let explanations = strings(&a["explanations"]);
    assert_eq!(explanations.len(), 1);
    assert!(explanations[0].contains("knight on d3"));
    assert_eq!(a["check_kind"], "double");
    assert_eq!(a["turn"], "white");
    assert_eq!(a["error_squares"], serde_json::json!([["d3", "f3"]]));
}

#[test]
fn analyze_gives_the_deeper_reasons_with_their_squares() {
    for (fen, code, squares) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1",
            "wrong_side_to_move",
            serde_json::json!([["b1", "b8", "g1", "g8"]]),
        ),
        (
            "7b/6p1/3k4/8/8/2K5/8/8 w - - 0 1",
            "trapped_piece",
            serde_json::json!([["g7", "h8"]]),
        ),
        (
            "Knrk4/BpppRp2/1p2p3/8/8/8/8/8 b - - 0 1",
            "no_last_move",
            serde_json::json!([["a7", "a8", "e7"]]),
        ),
    ] {
        let a = analyze(fen);
        assert_eq!(a["valid"], false, "{fen}");
        assert_eq!(strings(&a["errors"]), [code], "{fen}");
        assert_eq!(strings(&a["explanations"]).len(), 1, "{fen}");
        assert_eq!(a["error_squares"], squares, "{fen}");
    }
}

#[test]
fn analyze_position_without_a_king_still_has_valid_and_errors() {
    let a = analyze("4k3/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(a["valid"], false);
    assert_eq!(strings(&a["errors"]), ["missing_king"]);
    assert_eq!(strings(&a["explanations"]).len(), 1);
    let a = analyze("8/8/8/8/8/8/8/8 b - - 0 1");
    assert_eq!(a["valid"], false);
    assert_eq!(strings(&a["errors"]), ["empty_board"]);
    assert_eq!(a["turn"], "black");
}

// ---- explain -----------------------------------------------------------------------

#[test]
fn explain_legal_move_gives_san() {
    let e = explain(START, "e2e4");
    assert_eq!(e["legal"], true);
    assert_eq!(e["san"], "e4");
    let e = explain(
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
        "d8h4",
    );
    assert_eq!(e["legal"], true);
    assert_eq!(e["san"], "Qh4#");
    let e = explain("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8");
    assert_eq!(e["san"], "Ra8+");
    let e = explain("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q");
    assert_eq!(e["san"], "b8=Q+");
}

#[test]
fn explain_refused_move_gives_reason_text_and_squares() {
    let e = explain("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3");
    assert_eq!(e["legal"], false);
    assert_eq!(e["reason"], "pinned");
    assert_eq!(
        e["text"],
        "Your bishop on e2 is pinned: if it left the e-file, the rook on e7 would attack your king on e1."
    );
    assert_eq!(strings(&e["squares"]), ["e7"]);
    assert!(e.get("san").is_none());

    let e = explain("4r1k1/8/8/8/1b6/8/2N5/4K3 w - - 0 1", "c2b4");
    assert_eq!(e["reason"], "double_check_king_must_move");
    assert_eq!(strings(&e["squares"]), ["b4", "e8"]);

    let e = explain("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1");
    assert_eq!(e["reason"], "castle_through_check");
    assert_eq!(strings(&e["squares"]), ["f1", "f8"]);

    let e = explain(START, "e1g1");
    assert_eq!(e["reason"], "castle_path_blocked");
    assert_eq!(strings(&e["squares"]), ["f1", "g1"]);
    let text = e["text"].as_str().unwrap_or("");
    assert!(
        text.contains("bishop on f1") && !text.contains('\n'),
        "{text}"
    );
}

#[test]
fn explain_promotion_without_a_piece_is_refused_not_rejected() {
    let e = explain("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8");
    assert_eq!(e["reason"], "promotion_piece_required");
    assert_eq!(strings(&e["squares"]), ["b8"]);
}

// ---- Bad input ---------------------------------------------------------------------

#[test]
fn bad_fen_exits_2_with_one_line() {
    for fen in [
        "",
        "xyz",
        "8/8/8/8/8/8/8/8/8 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1",
        "4k3/8/8/8/8/8/8/4K3 b - - 0 1 extra",
    ] {
        assert_rejected(&["analyze", fen]);
        assert_rejected(&["explain", fen, "e2e4"]);
        assert_rejected(&["perft", fen, "1"]);
    }
}

#[test]
fn bad_uci_exits_2_with_one_line() {
    for uci in [
        "", "e2", "e2e9", "i2i4", "e7e8k", "e7e8Q", "e2e4qq", "e2-e4", "é2e4",
    ] {
        assert_rejected(&["explain", START, uci]);
    }
}

#[test]
fn wrong_arguments_exit_2_with_one_line() {
    assert_rejected::<&str>(&[]);
    assert_rejected(&["analyze"]);
    assert_rejected(&["explain", START]);
    assert_rejected(&["perft", START]);
    assert_rejected(&["perft", START, "x"]);
    assert_rejected(&["perft", START, "-1"]);
    assert_rejected(&["perft", START, "99"]);
    assert_rejected(&["analyze", START, "extra"]);
    assert_rejected(&["frobnicate", START]);
}

/// Error codes of positions the rules cannot be applied to: `perft` and `explain` refuse
/// them, `analyze` judges them.
const RULES_BROKEN: [&str; 5] = [
    "empty_board",
    "missing_king",
    "too_many_kings",
    "pawns_on_backrank",
    "opposite_check",
];

#[test]
fn odd_but_parsable_positions_never_panic() {
    let fens = [
        "8/8/8/8/8/8/8/R7 w - - 0 1",
        "4k3/8/8/8/8/8/8/8 b - - 0 1",
        "KKKKKKKK/8/8/8/8/8/8/kkkkkkkk w KQkq - 0 1",
        "PPPPPPPP/8/8/8/8/8/8/pppppppp w - - 0 1",
        "4k3/8/8/8/8/8/8/QQQQKQQQ w KQkq a3 0 1",
        "7k/8/8/8/8/8/8/r3K2r w KQ e6 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
    ];
    for fen in fens {
        let a = analyze(fen);
        assert!(a["valid"].is_boolean() && a["errors"].is_array(), "{fen}");
        // The first four have no kings or too many, or pawns on the back ranks: explain
        // and perft refuse them (exit 2, one line). The others keep the rules.
        let broken = strings(&a["errors"])
            .iter()
            .any(|e| RULES_BROKEN.contains(&e.as_str()));
        for uci in [
            "a1a8", "e1g1", "e1c1", "e8e7", "a7a8q", "h1h8", "a2a3", "e1e2",
        ] {
            if broken {
                assert_rejected(&["explain", fen, uci]);
            } else {
                let out = run(&["explain", fen, uci]);
                assert_eq!(out.status.code(), Some(0), "{fen} {uci}: {}", stderr(&out));
            }
        }
        if broken {
            assert_rejected(&["perft", fen, "2"]);
        } else {
            let out = run(&["perft", fen, "2"]);
            assert_eq!(out.status.code(), Some(0), "perft {fen}: {}", stderr(&out));
        }
    }
}

// ---- Positions the rules cannot be applied to (issue 26) ----------------------------

#[test]
fn explain_and_perft_refuse_a_position_the_rules_cannot_be_applied_to() {
    for (fen, uci, code, why) in [
        // 64 kings: explain answered "Kxa4 takes Black's king on a4."
        (
            "KKKKKKKK/KKKKKKKK/KKKKKKKK/KKKKKKKK/kkkkkkkk/kkkkkkkk/kkkkkkkk/kkkkkkkk w - - 0 1",
            "a5a4",
            "too_many_kings",
            "White has more than one king",
        ),
        (
            "4k3/8/8/8/8/8/8/R7 w - - 0 1",
            "a1a8",
            "missing_king",
            "White has no king",
        ),
        (
            "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
            "a1a2",
            "pawns_on_backrank",
            "pawn on a1",
        ),
        // White to move could take the king on e8.
        (
            "R3k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "a8e8",
            "opposite_check",
            "in check from the rook on a8",
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 0 1",
            "e2e4",
            "empty_board",
            "The board is empty",
        ),
    ] {
        assert_eq!(strings(&analyze(fen)["errors"])[0], code, "{fen}");
        for args in [["explain", fen, uci], ["perft", fen, "1"]] {
            let line = assert_rejected(&args);
            assert!(
                line.contains("the rules of chess cannot be applied to this position")
                    && line.contains(why),
                "{args:?}: {line}"
            );
        }
    }
}

#[test]
fn perft_and_explain_take_impossible_positions_that_keep_the_rules() {
    for (fen, code, moves) in [
        // Four queens and eight pawns: the pawns push, the king steps to f1.
        (
            "4k3/8/8/8/8/8/PPPPPPPP/QQQQK3 w - - 0 1",
            "too_much_material",
            17,
        ),
        // Two knights cannot give check together, yet the king has three ways out.
        ("4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1", "impossible_check", 3),
        // A castling right without the rook: the king's five steps, no castling.
        (
            "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
            "invalid_castling_rights",
            5,
        ),
    ] {
        assert_eq!(strings(&analyze(fen)["errors"]), [code], "{fen}");
        let out = run(&["perft", fen, "1"]);
        assert_eq!(out.status.code(), Some(0), "{fen}: {}", stderr(&out));
        assert_eq!(
            stdout(&out).lines().last(),
            Some(&*moves.to_string()),
            "{fen}"
        );
    }
    let e = explain("4k3/8/8/8/8/8/8/4K3 w K - 0 1", "e1g1");
    assert_eq!(e["reason"], "castle_rights_lost");
}

#[test]
fn a_promotion_letter_on_a_move_that_does_not_promote_is_bad_uci() {
    for (fen, uci) in [
        (START, "e2e4q"),
        (START, "g1f3n"),
        // A white pawn never moves back to its first rank, and a rook never promotes.
        ("4k3/8/8/8/8/8/4P3/6K1 w - - 0 1", "e2e1q"),
        ("4k3/1R6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q"),
    ] {
        let line = assert_rejected(&["explain", fen, uci]);
        assert!(
            line.contains(&format!("'{uci}' is not a UCI move here"))
                && line.contains("promotion letter"),
            "{uci}: {line}"
        );
    }
    // A pawn reaching its last rank takes one, whoever's move it is.
    assert_eq!(
        explain("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q")["legal"],
        true
    );
    let e = explain("4k3/8/8/8/8/8/1p6/4K3 w - - 0 1", "b2b1q");
    assert_eq!(e["reason"], "not_your_turn");
}

// ---- Arguments that are not plain text (issue 18) ---------------------------------------

#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_are_one_line_errors_not_panics() {
    let ff = bytes(b"\xff");
    let start = OsStr::new(START);
    let cases: [(&[&OsStr], &str); 6] = [
        (
            &[OsStr::new("analyze"), ff],
            "the FEN is not UTF-8 text: '\\xff'",
        ),
        (&[OsStr::new("perft"), ff, OsStr::new("1")], "FEN"),
        (
            &[OsStr::new("perft"), start, bytes(b"1\xff")],
            "not '1\\xff'",
        ),
        (&[OsStr::new("explain"), ff, OsStr::new("e2e4")], "FEN"),
        (
            &[OsStr::new("explain"), start, bytes(b"e2e4\xfe")],
            "the move is not UTF-8 text: 'e2e4\\xfe'",
        ),
        (&[ff, start], "usage: "),
    ];
    for (args, says) in cases {
        let line = assert_rejected(args);
        assert!(line.contains(says), "{args:?}: {line}");
    }
}

#[test]
fn newlines_in_arguments_are_echoed_escaped_on_one_line() {
    let line = assert_rejected(&["perft", START, "1\n2"]);
    assert!(line.ends_with("not '1\\n2'"), "{line}");
    let line = assert_rejected(&["explain", START, "e2\ne4"]);
    assert!(line.contains("'e2\\ne4' is not a UCI move"), "{line}");
    let line = assert_rejected(&["lint", "no\nsuch lesson.json"]);
    assert!(line.contains("cannot read no\\nsuch lesson.json"), "{line}");
    let line = assert_rejected(&["analyze", "8/8/8/8/8/8/8/8 w\r\n- x\ny"]);
    assert!(line.contains("'x'"), "{line}");
}

#[test]
fn a_huge_depth_is_echoed_cut_short() {
    let digits = "1".repeat(131_000);
    let line = assert_rejected(&["perft", START, &digits]);
    assert!(line.len() < 200, "{} bytes", line.len());
    assert!(
        line.ends_with(&format!("not '{}…'", "1".repeat(24))),
        "{line}"
    );
}

#[test]
fn control_and_bidi_characters_are_echoed_as_escapes() {
    let line = assert_rejected(&["perft", START, "\u{1b}[31m2\u{7}"]);
    assert!(line.contains("'\\u{1b}[31m2\\u{7}'"), "{line}");
    let line = assert_rejected(&["explain", START, "e2\u{202e}e4"]);
    assert!(line.contains("'e2\\u{202e}e4'"), "{line}");
    // A FEN names the field that holds such a character instead of echoing it.
    let line = assert_rejected(&["analyze", "8/8/8/8/8/8/8/\u{1b}7 w - - 0 1"]);
    assert!(line.contains("piece placement"), "{line}");
    assert!(line.contains("invisible or control character"), "{line}");
    let line = assert_rejected(&["analyze", "8/8/8/8/8/8/8/8 w - \u{1b}]0;pwned\u{7}"]);
    assert!(line.contains("en passant square"), "{line}");
    assert!(!line.contains("pwned"), "{line}");
    // (A NUL cannot be passed as an argument; the browser's FEN box is tested with one.)
    let line = assert_rejected(&["analyze", "8/8/8/8/8/8/8/8 w - - 1\u{7} 1"]);
    assert!(line.contains("halfmove clock"), "{line}");
    assert!(!line.contains("\\u{7}"), "{line}");
}
