//! Moves typed in the move box with the learner's piece letters or the English ones, as
//! Play takes them: which piece a letter names, and what the tutor says when the text
//! names no move or was read by a guess.

use check_tutor::rules::{Position, Role};
use check_tutor::tutor::{typed_move_in, Catalog, Feedback, Lang, Message, Play, Reason};

fn play(fen: &str) -> Play {
    Play::from_fen(fen).expect("test FEN parses")
}

#[test]
fn typed_moves_take_the_learners_piece_letters_and_the_english_ones() {
    let squares = |pos: &Position, text, lang| {
        typed_move_in(pos, text, lang).map(|m| (m.from.to_string(), m.to.to_string(), m.promotion))
    };
    let at = |from: &str, to: &str| Ok((from.to_string(), to.to_string(), None));
    // The king on e1 and a rook on h1 can both reach f1... and g1 is the rook's alone.
    let pos: Position = "4k3/8/8/8/8/8/8/4K2R w - - 0 1".parse().unwrap();
    // Spanish R is the king (rey), T the rook (torre).
    assert_eq!(squares(&pos, "Rf1", Lang::Es), at("e1", "f1"));
    assert_eq!(squares(&pos, "Tf1", Lang::Es), at("h1", "f1"));
    // No king can reach g1 on this board: refused and explained, never the English rook.
    assert!(squares(&pos, "Rg1", Lang::Es).is_err());
    // German K is the king as in English; Russian Кр the king, Л the rook.
    assert_eq!(squares(&pos, "Kd2", Lang::De), at("e1", "d2"));
    assert_eq!(squares(&pos, "Крd2", Lang::Ru), at("e1", "d2"));
    assert_eq!(squares(&pos, "Лh8+", Lang::Ru), at("h1", "h8"));
    // A king move the rules refuse is explained as the king's, not swapped for a rook's:
    // the black rook on d8 covers d2.
    let pos: Position = "3rk3/8/8/8/8/8/8/4K2R w - - 0 1".parse().unwrap();
    let mut p = Play::new(pos);
    p.type_move("Rd2", Lang::Es);
    match p.feedback() {
        Some(Feedback::Refused(r)) => assert_eq!(r.reason, Reason::KingIntoCheck),
        other => panic!("Rd2 in Spanish is the king's move: {other:?}"),
    }
    // Promotions too: French D (dame) is the queen.
    let pos: Position = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1".parse().unwrap();
    assert_eq!(
        squares(&pos, "e8=D", Lang::Fr),
        Ok(("e7".into(), "e8".into(), Some(Role::Queen)))
    );
    // Text that is no move in either reading says so, with what was typed.
    let err = Message::Typed(typed_move_in(&pos, "Фz9", Lang::Ru).unwrap_err());
    assert!(err.english().contains("Фz9"), "{}", err.english());
}

#[test]
fn a_spanish_r_the_king_cannot_make_is_explained_in_spanish_not_played_as_the_rook() {
    let es = Catalog::builtin(Lang::Es);
    let mut p = play("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    p.type_move("Rb1", Lang::Es);
    assert_eq!(p.sans().len(), 0, "nothing is played");
    assert!(p.typed_wrong(), "the text stays in the box to be mended");
    let (reason, messages) = p.explanation().expect("explained");
    assert_eq!(reason, None);
    assert_eq!(
        messages.iter().map(|m| m.say(&es)).collect::<Vec<_>>(),
        ["En la notación española, R es el rey, y tu rey de e1 no puede ir a b1. Para la torre, escribe Tb1."]
    );
    p.type_move("Tb1", Lang::Es);
    assert_eq!(p.sans(), ["Rb1"]);
}

#[test]
fn a_move_read_by_a_guess_is_played_and_says_how_it_was_read() {
    let ru = Catalog::builtin(Lang::Ru);
    let mut p = play("4k3/p7/8/8/8/8/P7/4KB2 w - - 0 1");
    // A Latin C typed for the Cyrillic С (the bishop); pawns, so the game is not over.
    p.type_move("Cc4", Lang::Ru);
    assert_eq!(p.sans(), ["Bc4"]);
    let Some(Feedback::Played(l)) = p.feedback() else {
        panic!("played: {:?}", p.feedback());
    };
    let said = l.message.say(&ru);
    assert!(said.starts_with("Ход прочитан как Сc4. "), "{said}");
    // A screen reader hears it too.
    let spoken = l.spoken(check_tutor::rules::Color::White).say(&ru);
    assert!(spoken.starts_with("Ход прочитан как Сc4. "), "{spoken}");
    // A refused king move says how to type the rook's: the rook on d8 covers d2.
    let mut p = play("3rk3/8/8/8/8/8/R7/4K3 w - - 0 1");
    p.type_move("Rd2", Lang::Es);
    let (reason, messages) = p.explanation().expect("explained");
    assert_eq!(reason, Some(Reason::KingIntoCheck));
    let said = messages[0].say(&Catalog::builtin(Lang::Es));
    assert!(said.ends_with("Para la torre, escribe Td2."), "{said}");
}
