//! Draws the player to move may claim (FIDE Laws 9.2 and 9.3): on the position on the
//! board, or by declaring the move that would make it so. Each case was checked against
//! python-chess 1.11 (`can_claim_threefold_repetition`, `can_claim_fifty_moves`).

use check_tutor::rules::{san, DrawClaim, Game, Position};
use check_tutor::tutor::{ClaimableDraw, Play};

mod common;
use common::real;

/// The perpetual check of the draws lesson: White's queen against Black's queen and rook.
const PERPETUAL: &str = "8/6pk/8/8/8/r7/1q3PPP/3Q2K1 w - - 0 1";
const CHECKS: [&str; 9] = [
    "Qh5+", "Kg8", "Qe8+", "Kh7", "Qh5+", "Kg8", "Qe8+", "Kh7", "Qh5+",
];

/// The game after `moves` (SAN) from `fen`.
fn game(fen: &str, moves: &[&str]) -> Game {
    let mut g = Game::new(real(fen));
    for text in moves {
        let m = san::parse(g.current(), text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(g.play(&m), "{text} is legal");
    }
    g
}

/// The claim, with its move in SAN.
fn claim(g: &Game) -> Option<(DrawClaim, Option<String>)> {
    let c = g.draw_claim()?;
    let mv = match c {
        DrawClaim::RepetitionByMove(m) | DrawClaim::FiftyMovesByMove(m) => Some(m),
        DrawClaim::Repetition | DrawClaim::FiftyMoves => None,
    };
    Some((c, mv.map(|m| san::write(g.current(), &m))))
}

fn play(fen: &str, moves: &[&str]) -> Play {
    let mut p = Play::from_fen(fen).expect("a playable position");
    for m in moves {
        p.type_move(m, check_tutor::tutor::Lang::En);
    }
    assert_eq!(p.sans(), moves, "every move was played");
    p
}

// ---- Repetition --------------------------------------------------------------------

#[test]
fn a_move_that_would_repeat_a_position_a_third_time_may_be_declared_as_a_claim() {
    // After eight half-moves the position with White to move has stood there only twice
    // (the queen started on d1), but Qh5+ would bring about the position after White's
    // first and fifth moves for the third time.
    for n in 0..8 {
        let g = game(PERPETUAL, &CHECKS[..n]);
        assert!(g.repetitions() <= 2, "after {n} half-moves");
        assert_eq!(claim(&g), None, "after {n} half-moves");
    }
    let g = game(PERPETUAL, &CHECKS[..8]);
    assert_eq!(g.repetitions(), 2);
    let (kind, mv) = claim(&g).expect("White may claim");
    assert!(matches!(kind, DrawClaim::RepetitionByMove(_)));
    assert_eq!(mv.as_deref(), Some("Qh5+"));
    assert!(g.can_claim_threefold());
    assert!(!g.can_claim_fifty_moves());
}

#[test]
fn a_position_that_has_appeared_three_times_may_be_claimed_at_once() {
    let g = game(PERPETUAL, &CHECKS);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.threefold_claim(), Some(DrawClaim::Repetition));
    assert_eq!(claim(&g), Some((DrawClaim::Repetition, None)));
}

#[test]
fn knights_back_home_repeat_the_starting_position() {
    let start = Position::starting().fen();
    let dance = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"];
    assert_eq!(claim(&game(&start, &dance[..6])), None);
    let g = game(&start, &dance);
    let (_, mv) = claim(&g).expect("Black may claim by going home");
    assert_eq!(mv.as_deref(), Some("Ng8"));
    let mut g = g;
    let ng8 = san::parse(g.current(), "Ng8").expect("legal");
    g.play(&ng8);
    assert_eq!(g.threefold_claim(), Some(DrawClaim::Repetition));
}

#[test]
fn a_position_that_returns_without_its_castling_rights_is_a_new_position() {
    // The kings step aside and back. Black's Ke8 would set the pieces as at the start for
    // the third time, but at the start both sides could still castle: as a position, it
    // would be only the second time.
    // (The knights give Black a last move: with only a king and rooks that may still
    // castle, Black could not have moved at all.)
    let fen = "r3k2r/8/2n5/8/8/2N5/8/R3K2R w KQkq - 0 1";
    let walk = [
        "Kf1", "Kf8", "Ke1", "Ke8", "Kf1", "Kf8", "Ke1", "Ke8", "Kf1",
    ];
    assert_eq!(claim(&game(fen, &walk[..7])), None);
    // Without castling rights on either side, the walk repeats like any other.
    let (_, mv) = claim(&game(fen, &walk)).expect("Black may claim");
    assert_eq!(mv.as_deref(), Some("Kf8"));
}

// ---- Fifty moves -------------------------------------------------------------------

#[test]
fn fifty_moves_complete_may_be_claimed_at_once() {
    let g = game("8/8/4k3/8/8/4K3/8/R7 w - - 100 80", &[]);
    assert_eq!(g.fifty_moves_claim(), Some(DrawClaim::FiftyMoves));
    assert_eq!(claim(&g), Some((DrawClaim::FiftyMoves, None)));
}

#[test]
fn a_move_that_completes_fifty_moves_may_be_declared_as_a_claim() {
    let g = game("8/8/4k3/8/8/4K3/8/R7 w - - 99 80", &[]);
    assert!(matches!(
        g.fifty_moves_claim(),
        Some(DrawClaim::FiftyMovesByMove(_))
    ));
    assert!(g.can_claim_fifty_moves());
    // One half-move earlier, no single move completes them.
    assert_eq!(claim(&game("8/8/4k3/8/8/4K3/8/R7 w - - 98 80", &[])), None);
}

#[test]
fn a_pawn_move_or_a_capture_cannot_complete_fifty_moves() {
    // White's only moves are pawn moves and the king taking the bishop: each resets the count.
    let fen = "7k/8/8/8/8/8/PP6/Kb6 w - - 99 80";
    assert_eq!(claim(&game(fen, &[])), None);
}

#[test]
fn a_mated_player_has_no_draw_to_claim() {
    let g = game("R5k1/5ppp/8/8/8/8/8/6K1 b - - 100 80", &[]);
    assert!(g.current().legal_moves().is_empty());
    assert_eq!(claim(&g), None);
}

#[test]
fn a_claim_on_the_board_comes_before_one_that_needs_a_move() {
    // Fifty moves are complete and a move would also make a third repetition.
    let mut moves = CHECKS[..8].to_vec();
    let g = game("8/6pk/8/8/8/r7/1q3PPP/3Q2K1 w - - 92 1", &moves);
    assert!(matches!(
        g.threefold_claim(),
        Some(DrawClaim::RepetitionByMove(_))
    ));
    assert_eq!(g.draw_claim(), Some(DrawClaim::FiftyMoves));
    moves.push("Qh5+");
    let g = game("8/6pk/8/8/8/r7/1q3PPP/3Q2K1 w - - 92 1", &moves);
    assert_eq!(g.draw_claim(), Some(DrawClaim::Repetition));
}

// ---- The play page -----------------------------------------------------------------

#[test]
fn the_play_page_offers_the_claim_by_declaring_the_repeating_move() {
    let p = play(PERPETUAL, &CHECKS[..7]);
    let status = p.status_message().english();
    assert_eq!(status, "Black to move: check!");
    let p = play(PERPETUAL, &CHECKS[..8]);
    let status = p.status_message().english();
    assert!(
        status.contains("White may claim a draw by declaring Qh5+"),
        "{status}"
    );
    assert!(status.contains("third time"), "{status}");
    assert_eq!(p.status_word(), "", "the game goes on until a claim");
    let p = play(PERPETUAL, &CHECKS);
    let status = p.status_message().english();
    assert!(
        status.contains("A draw may be claimed: this position has now appeared three times."),
        "{status}"
    );
}

#[test]
fn the_play_page_offers_the_fifty_move_claim_one_move_early() {
    let p = play("8/8/4k3/8/8/4K3/8/R7 w - - 99 80", &[]);
    let status = p.status_message().english();
    assert!(status.starts_with("White to move. White may claim a draw by declaring "));
    assert!(status.ends_with("fifty moves each without a capture or a pawn move."));
    let p = play("8/8/4k3/8/8/4K3/8/R7 w - - 99 80", &["Ra2"]);
    assert_eq!(
        p.status_message().english(),
        "Black to move. A draw may be claimed: fifty moves each without a capture or a pawn move."
    );
    let claim = ClaimableDraw::new(
        &real("8/8/4k3/8/8/4K3/8/R7 w - - 99 80"),
        DrawClaim::FiftyMovesByMove(
            san::parse(&real("8/8/4k3/8/8/4K3/8/R7 w - - 99 80"), "Ra8").expect("legal"),
        ),
    );
    assert_eq!(
        claim,
        ClaimableDraw::FiftyMovesBy {
            san: "Ra8".to_string()
        }
    );
}

// ---- The draws lesson --------------------------------------------------------------

#[test]
fn the_draws_lesson_counts_the_repetitions_as_the_rules_do() {
    let text = std::fs::read_to_string("static/lessons/13-draws.json").expect("the lesson");
    let lesson: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let step = &lesson["steps"][1];
    assert_eq!(step["fen"], PERPETUAL);
    let narrated = step["moves"].as_array().expect("a watch step");
    let moves: Vec<&str> = narrated
        .iter()
        .map(|n| n["move"].as_str().expect("a move"))
        .collect();
    let g = game(PERPETUAL, &moves);
    assert_eq!(g.repetitions(), 2);
    let (_, mv) = claim(&g).expect("White may claim");
    let say = narrated[moves.len() - 1]["say"].as_str().expect("words");
    assert!(say.contains("second time"), "{say}");
    assert!(say.contains(&mv.expect("by a move")), "{say}");
}
