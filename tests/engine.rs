//! The computer opponent: every level plays only legal moves, level two keeps its queen,
//! level three finds mate in two, and a game replays move for move from its seed.

use check_tutor::engine::{choose, key_of, Level};
use check_tutor::rules::{Move, Position, Role};

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Plays `level` against itself from the start for at most `plies`; the moves as UCI.
fn self_play(level: Level, seed: u64, plies: usize) -> Vec<String> {
    let mut p = Position::starting();
    let mut history = vec![key_of(&p)];
    let mut played = Vec::new();
    for ply in 0..plies {
        let Some(found) = choose(&p, &history, level, seed.wrapping_add(ply as u64)) else {
            break;
        };
        assert!(
            p.legal_moves().contains(&found.mv),
            "{:?} is not legal in {}",
            found.mv,
            p.fen()
        );
        played.push(found.mv.uci().to_string());
        p = p.after(&found.mv);
        history.push(key_of(&p));
        if p.status().is_over() {
            break;
        }
    }
    played
}

#[test]
fn level_one_plays_only_legal_moves_and_likes_checks_and_captures() {
    let mut checks_or_captures = 0;
    let mut moves = 0;
    for seed in 0..20 {
        let game = self_play(Level::One, seed * 1000, 200);
        moves += game.len();
        let mut p = Position::starting();
        for uci in &game {
            let m = *p
                .legal_moves()
                .iter()
                .find(|m| m.uci().to_string() == *uci)
                .unwrap();
            if m.is_capture() || p.after(&m).is_check() {
                checks_or_captures += 1;
            }
            p = p.after(&m);
        }
    }
    assert!(moves > 1000, "{moves}");
    // Uniformly random play checks or captures in about one move in eight.
    assert!(
        checks_or_captures * 5 > moves,
        "{checks_or_captures} of {moves}"
    );
}

/// Whether, after `m`, the other side can take our queen with a lesser piece, or take it
/// where nothing of ours takes back.
fn queen_lost_for_nothing(p: &Position, m: &Move) -> bool {
    let after = p.after(m);
    let us = p.turn();
    let queen = after.board().queens() & after.board().by_color(us);
    after.legal_moves().iter().any(|reply| {
        if !queen.contains(reply.to) || reply.capture != Some(Role::Queen) {
            return false;
        }
        let defended = after
            .after(reply)
            .legal_moves()
            .iter()
            .any(|back| back.to == reply.to);
        reply.role != Role::Queen || !defended
    })
}

#[test]
fn level_two_never_leaves_its_queen_to_be_taken_for_nothing() {
    for fen in [
        // The queen attacked by a knight, a pawn, a rook: it must go, or take.
        "4k3/8/8/3q4/8/2N5/8/4K3 b - - 0 1",
        "4k3/8/8/4p3/3Q4/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/4r3/8/4Q3/4K3 w - - 0 1",
        // A pawn defended by the king: taking it loses the queen.
        "4k3/3p4/4p3/8/8/8/8/3QK3 w - - 0 1",
        // A bishop that looks free but is guarded by a pawn.
        "r3k3/8/2p5/3b4/8/8/8/3QK3 w - - 0 1",
        // An opening blunder to avoid: Qh5 walks into the knight's reach? (Nf6 hits it.)
        "rnbqkb1r/pppp1ppp/5n2/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 2 3",
    ] {
        let p = pos(fen);
        for seed in 0..8 {
            let found = choose(&p, &[key_of(&p)], Level::Two, seed).expect("a move");
            assert!(
                !queen_lost_for_nothing(&p, &found.mv),
                "{fen}: level two played {} (seed {seed})",
                found.mv.uci()
            );
        }
    }
}

#[test]
fn level_two_takes_a_hanging_piece() {
    // The black rook on d5 stands unguarded in front of the white queen.
    let p = pos("4k3/8/8/3r4/8/8/3Q4/4K3 w - - 0 1");
    for seed in 0..8 {
        let found = choose(&p, &[], Level::Two, seed).expect("a move");
        assert_eq!(found.mv.uci().to_string(), "d2d5", "seed {seed}");
    }
}

/// Whether the side to move mates in one.
fn mates_in_one(p: &Position) -> bool {
    p.legal_moves().iter().any(|m| p.after(m).is_checkmate())
}

/// Whether `m` forces mate next move: every reply allows a mate in one.
fn forces_mate_in_two(p: &Position, m: &Move) -> bool {
    let after = p.after(m);
    if after.is_checkmate() {
        return true;
    }
    let replies = after.legal_moves();
    !replies.is_empty() && replies.iter().all(|r| mates_in_one(&after.after(r)))
}

#[test]
fn level_three_finds_every_mate_in_two_of_a_test_set() {
    for fen in [
        // Two rooks: 1. Ra7 Kg8 2. Rb8#.
        "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1",
        // King and queen: 1. Kf6 Kh7 2. Qg7# (1. Qg6 would be stalemate).
        "7k/8/8/5K2/8/8/8/6Q1 w - - 0 1",
        // Black to move with two rooks against a bare king.
        "6k1/1r6/8/8/8/8/8/K1r5 b - - 0 1",
        // Morphy's problem: 1. Ra6, and 1... bxa6 2. b7#.
        "kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1",
    ] {
        let p = pos(fen);
        assert!(!mates_in_one(&p), "{fen} has a mate in one");
        assert!(
            p.legal_moves().iter().any(|m| forces_mate_in_two(&p, m)),
            "{fen} is no mate in two"
        );
        for seed in 0..4 {
            let found = choose(&p, &[key_of(&p)], Level::Three, seed).expect("a move");
            assert!(
                forces_mate_in_two(&p, &found.mv),
                "{fen}: level three played {} (seed {seed})",
                found.mv.uci()
            );
        }
    }
}

#[test]
fn a_game_between_levels_replays_move_for_move_from_its_seed() {
    for level in [Level::Two, Level::Three] {
        let first = self_play(level, 42, 40);
        let again = self_play(level, 42, 40);
        assert_eq!(first, again, "{level:?}");
        assert_ne!(
            first,
            self_play(level, 43, 40),
            "{level:?}: the seed matters"
        );
    }
}

#[test]
fn a_position_without_moves_gets_no_move() {
    let mate = pos("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    for level in Level::ALL {
        assert_eq!(choose(&mate, &[], level, 1), None);
    }
}

/// Issue 43: level one's pawn that promotes becomes a queen, never a lesser piece.
#[test]
fn level_one_promotes_to_a_queen() {
    // The pawn on b7 may promote on b8 or by taking on a8; the king has quiet moves too.
    let p = pos("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let mut promotions = 0;
    for seed in 0..400 {
        let found = choose(&p, &[key_of(&p)], Level::One, seed).expect("a move");
        if let Some(role) = found.mv.promotion {
            promotions += 1;
            assert_eq!(role, Role::Queen, "seed {seed}: {:?}", found.mv);
        }
    }
    assert!(
        promotions > 100,
        "the pawn promotes often: {promotions} of 400"
    );
}
