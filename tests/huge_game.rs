//! A game of 400,000 half-moves (issue 18): taking a move back, redoing it and copying the
//! play state share the game's memory instead of copying it, and the rules that look back
//! over the game (repetition, draw claims) still count right.
//!
//! The game is the knights' shuffle, `Nf3 Nf6 Ng1 Ng8` 100,000 times. Under the FIDE
//! laws it is drawn by fivefold repetition at its 16th half-move, and the seventy-five-move
//! rule would end it at its 150th; a PGN does not have to stop there, and the app reads
//! every move of it and says the game is drawn (see `the_end_of_the_shuffle_is_a_draw`).

use check_tutor::rules::{pgn, Game, GameStatus, Position};
use check_tutor::tutor::Play;

const SHUFFLE: [&str; 4] = ["Nf3", "Nf6", "Ng1", "Ng8"];

fn shuffle_pgn(rounds: usize) -> String {
    let mut text = String::new();
    for i in 0..rounds {
        text.push_str(&format!("{}. Nf3 Nf6 {}. Ng1 Ng8 ", 2 * i + 1, 2 * i + 2));
    }
    text
}

fn huge() -> Game {
    pgn::read(&shuffle_pgn(100_000)).expect("the shuffle reads")
}

#[test]
fn the_end_of_the_shuffle_is_a_draw() {
    let game = huge();
    assert_eq!(game.len(), 400_000);
    assert_eq!(
        game.current().fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 400000 200001"
    );
    assert_eq!(game.repetitions(), 100_001);
    assert_eq!(game.status(), GameStatus::FivefoldRepetition);
    let p = Play::from_game(&game);
    assert_eq!(p.position(), &Position::starting());
    let mut p = p;
    p.to_end();
    assert_eq!(p.status_word(), "draw");
    assert_eq!(
        p.status_message().english(),
        "Draw: the same position has appeared five times."
    );
}

#[test]
fn undo_and_redo_on_a_huge_game_share_its_memory() {
    let mut p = Play::from_game(&huge());
    p.to_end();
    for i in 0..1_000 {
        // The page's reducer copies the state, then acts on the copy.
        let before = p.clone();
        assert!(
            before.game().same_history(p.game()),
            "a copy shares the game"
        );
        p.undo();
        assert_eq!(p.game().len(), 400_000 - 1 - i);
        assert!(
            before.game().taken_back_by(1).same_history(p.game()),
            "undo {i} took the move off without copying the game"
        );
        assert_eq!(p.recent_sans(2).len(), 2);
        let word = p.status_word();
        assert_eq!(word, "draw", "after undo {i}");
    }
    for i in 0..1_000 {
        let before = p.clone();
        p.redo();
        assert!(
            p.game().taken_back_by(1).same_history(before.game()),
            "redo {i} put the move back on the same game"
        );
        assert_eq!(p.recent_sans(1), [SHUFFLE[(p.game().len() + 3) % 4]]);
    }
    assert_eq!(p.game().len(), 400_000);
    assert!(!p.can_redo());
}

#[test]
fn counting_repetitions_stops_at_a_move_that_knows_its_own() {
    let mut game = huge();
    assert_eq!(game.repetitions(), 100_001);
    // One move back: counted from the moves already counted, not again from the start.
    game.undo();
    assert_eq!(game.repetitions(), 100_000);
    let mut short = pgn::read(&shuffle_pgn(3)).expect("reads");
    assert_eq!(short.repetitions(), 4);
    short.undo();
    assert_eq!(short.repetitions(), 3);
}

#[test]
fn a_new_move_after_undo_drops_what_could_be_redone_and_keeps_the_game() {
    let mut p = Play::from_game(&pgn::read(&shuffle_pgn(2)).expect("reads"));
    p.to_end();
    p.undo();
    p.undo();
    let kept = p.game().clone();
    p.type_move("Nc3", check_tutor::tutor::Lang::En);
    assert!(!p.can_redo());
    assert_eq!(p.sans(), ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Nc3"]);
    assert!(p.game().taken_back_by(1).same_history(&kept));
    p.to_start();
    assert_eq!(p.position(), &Position::starting());
    p.to_end();
    assert_eq!(p.game().len(), 7);
}
