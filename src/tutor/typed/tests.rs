use super::*;
use crate::tutor::Catalog;

fn pos(fen: &str) -> Position {
    fen.parse().unwrap()
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The squares of a typed move, with no word on how it was read.
fn plain_move(from: &str, to: &str) -> TypedMove {
    TypedMove::at((sq(from), sq(to), None))
}

fn said(m: &Message, lang: Lang) -> String {
    m.say(&Catalog::builtin(lang))
}

/// Why a typed text names no move, as the tutor says it.
fn refused(p: &Position, text: &str, lang: Lang) -> Message {
    Message::Typed(typed_move_in(p, text, lang).unwrap_err())
}

/// The king on e1 and a rook on a1: only the rook can reach b1.
const KING_E1_ROOK_A1: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";

#[test]
fn spanish_r_is_the_king_and_is_refused_never_played_as_the_rook() {
    let err = refused(&pos(KING_E1_ROOK_A1), "Rb1", Lang::Es);
    let Message::Typed(Typed::OtherPiece {
        letter, pieces, to, ..
    }) = &err
    else {
        panic!("Rb1 is explained: {err:?}");
    };
    assert_eq!((letter.role, letter.other), (Role::King, Role::Rook));
    assert_eq!(
        (letter.letter.as_str(), letter.instead.as_str()),
        ("R", "Tb1")
    );
    assert_eq!(
        pieces.iter().map(|p| p.square).collect::<Vec<_>>(),
        [sq("e1")]
    );
    assert_eq!(*to, sq("b1"));
    assert_eq!(
        said(&err, Lang::Es),
        "En la notación española, R es el rey, y tu rey de e1 no puede ir a b1. Para la torre, escribe Tb1."
    );
    assert_eq!(
        err.english(),
        "In Spanish notation R is the king, and your king on e1 cannot go to b1. For the rook, type Tb1."
    );
}

#[test]
fn spanish_t_is_the_rook_and_english_only_letters_read_as_english() {
    let p = pos(KING_E1_ROOK_A1);
    assert_eq!(
        typed_move_in(&p, "Tb1", Lang::Es),
        Ok(plain_move("a1", "b1"))
    );
    // K is no Spanish letter: the English king, without a word.
    assert_eq!(
        typed_move_in(&p, "Kd2", Lang::Es),
        Ok(plain_move("e1", "d2"))
    );
    assert_eq!(
        typed_move_in(&p, "Rd2", Lang::Es),
        Ok(plain_move("e1", "d2"))
    );
}

#[test]
fn french_r_is_the_king_too() {
    let err = refused(&pos(KING_E1_ROOK_A1), "Rb1", Lang::Fr);
    assert_eq!(
        said(&err, Lang::Fr),
        "En notation française, R est le roi, et ton roi en e1 ne peut pas aller en b1. Pour la tour, écris Tb1."
    );
    let p = pos(KING_E1_ROOK_A1);
    assert_eq!(
        typed_move_in(&p, "Tb1", Lang::Fr),
        Ok(plain_move("a1", "b1"))
    );
}

#[test]
fn german_letters_and_the_english_ones_never_clash() {
    let p = pos(KING_E1_ROOK_A1);
    assert_eq!(
        typed_move_in(&p, "Tb1", Lang::De),
        Ok(plain_move("a1", "b1"))
    );
    // R is no German letter: the English rook.
    assert_eq!(
        typed_move_in(&p, "Rb1", Lang::De),
        Ok(plain_move("a1", "b1"))
    );
    // K is the king in both: a king that cannot get there is a typing problem.
    let err = refused(&p, "Kb1", Lang::De);
    assert_eq!(
        said(&err, Lang::De),
        "„Kb1“: Dein König kann b1 nicht mit einem Zug erreichen."
    );
}

#[test]
fn a_refused_king_move_says_how_to_type_the_rooks() {
    // The rook on d8 covers d2; the rook on a2 could go there.
    let p = pos("3rk3/8/8/8/8/8/R7/4K3 w - - 0 1");
    let m = typed_move_in(&p, "Rd2", Lang::Es).unwrap();
    assert_eq!(
        (m.from, m.to, m.read_as.as_deref()),
        (sq("e1"), sq("d2"), None)
    );
    let letter = m.letter.clone().expect("a word on the letter");
    assert_eq!(letter.instead, "Td2");
    let noted = m.noted(Message::NoPiece { square: sq("e4") });
    assert_eq!(
        said(&noted, Lang::Es),
        "En e4 no hay ninguna pieza que mover. En la notación española, R es el rey. Para la torre, escribe Td2."
    );
    // A legal king move is played with no word: R is the Spanish king.
    let p = pos("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    assert_eq!(
        typed_move_in(&p, "Rf1", Lang::Es),
        Ok(plain_move("e1", "f1"))
    );
}

#[test]
fn a_promotion_to_the_kings_letter_reads_as_english_and_says_so() {
    let p = pos("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    let m = typed_move_in(&p, "e8=R", Lang::Es).unwrap();
    assert_eq!(
        (m.from, m.to, m.promotion),
        (sq("e7"), sq("e8"), Some(Role::Rook))
    );
    assert_eq!(m.read_as.as_deref(), Some("e8=T"));
    let m = typed_move_in(&p, "e8=D", Lang::Fr).unwrap();
    assert_eq!((m.promotion, m.read_as), (Some(Role::Queen), None));
}

#[test]
fn russian_takes_colons_and_the_king_in_any_case() {
    let p = pos("4k3/4n3/8/3p4/4P3/8/8/4RK2 w - - 0 1");
    assert_eq!(
        typed_move_in(&p, "Л:e7", Lang::Ru),
        Ok(plain_move("e1", "e7"))
    );
    assert_eq!(
        typed_move_in(&p, "лxe7", Lang::Ru),
        Ok(plain_move("e1", "e7"))
    );
    assert_eq!(
        typed_move_in(&p, "e:d5", Lang::Ru),
        Ok(plain_move("e4", "d5"))
    );
    for king in ["Крg2", "крg2", "КРg2", "Kg2"] {
        assert_eq!(
            typed_move_in(&p, king, Lang::Ru).map(|m| (m.from, m.to)),
            Ok((sq("f1"), sq("g2"))),
            "{king}"
        );
    }
}

#[test]
fn a_latin_look_alike_reads_as_the_russian_letter_and_says_so() {
    let p = pos("4k3/8/8/8/8/8/8/4KB2 w - - 0 1");
    let m = typed_move_in(&p, "Cc4", Lang::Ru).unwrap();
    assert_eq!((m.from, m.to), (sq("f1"), sq("c4")));
    assert_eq!(m.read_as.as_deref(), Some("\u{0421}c4"));
    let noted = m.noted(Message::NoPiece { square: sq("e4") });
    assert!(
        said(&noted, Lang::Ru).starts_with("Ход прочитан как Сc4. "),
        "{}",
        said(&noted, Lang::Ru)
    );
    // Kp is the king, Кр in Latin letters.
    let m = typed_move_in(&p, "Kpd2", Lang::Ru).unwrap();
    assert_eq!(
        (m.from, m.to, m.read_as.as_deref()),
        (sq("e1"), sq("d2"), Some("Крd2"))
    );
}

#[test]
fn a_latin_k_is_the_russian_knight_unless_there_is_none() {
    // Knight and king can both go to e2: the knight, and a word on the king.
    let p = pos("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1");
    let m = typed_move_in(&p, "Ke2", Lang::Ru).unwrap();
    assert_eq!(
        (m.from, m.to, m.read_as.as_deref()),
        (sq("g1"), sq("e2"), Some("Кe2"))
    );
    assert_eq!(
        m.letter.map(|l| (l.other, l.instead)),
        Some((Role::King, "Крe2".into()))
    );
    // No knight at all: the English king, said so.
    let p = pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let m = typed_move_in(&p, "Ke2", Lang::Ru).unwrap();
    assert_eq!(
        (m.from, m.to, m.read_as.as_deref()),
        (sq("e1"), sq("e2"), Some("Крe2"))
    );
    // A knight that cannot get there: refused and explained.
    let p = pos("4k3/8/8/8/8/8/8/N3K3 w - - 0 1");
    let err = refused(&p, "Kd2", Lang::Ru);
    assert_eq!(
        said(&err, Lang::Ru),
        "В русской нотации К — это конь, а конь на a1 не может пойти на d2. Чтобы сходить королём, напиши Крd2."
    );
}

#[test]
fn text_that_names_no_move_says_why_in_the_learners_language() {
    let start = Position::starting();
    let err = refused(&start, "hello", Lang::De);
    assert_eq!(
        said(&err, Lang::De),
        "„hello“ ist kein Zug. Schreib einen Zug wie e4, Sf3, O-O oder e2e4."
    );
    let err = refused(&start, "Nd4", Lang::En);
    assert_eq!(err.english(), "\"Nd4\": no knight of yours can go to d4.");
    let err = refused(&start, "Фz9", Lang::Ru);
    assert_eq!(
        said(&err, Lang::Ru),
        "«Фz9» — это не ход. Напиши ход, например: e4, Кf3, O-O или e2e4."
    );
    // Two knights can go to d2: the learner is shown how to say which.
    let p = pos("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    let err = refused(&p, "Cd2", Lang::Es);
    let Message::Typed(Typed::Ambiguous { examples, .. }) = &err else {
        panic!("{err:?}");
    };
    let mut examples = examples.clone();
    examples.sort();
    assert_eq!(examples, ["Cbd2", "Cfd2"]);
}

#[test]
fn typed_text_is_shown_as_typed_and_nothing_panics() {
    let alphabet = [
        "К", "к", "р", "Р", "K", "p", "C", "с", "Ф", "R", "e", "8", "=", ":", "х", "x", "1", " ",
        "\u{202e}", "😀",
    ];
    let positions = [
        Position::starting(),
        pos(KING_E1_ROOK_A1),
        pos("8/4P3/8/8/8/8/k7/4K3 w - - 0 1"),
    ];
    let texts: Vec<String> = alphabet
        .iter()
        .flat_map(|a| alphabet.iter().map(move |b| format!("{a}{b}")))
        .flat_map(|ab| alphabet.iter().map(move |c| format!("{ab}{c}")))
        .collect();
    for lang in Lang::ALL {
        let catalog = Catalog::builtin(lang);
        for (text, p) in texts
            .iter()
            .flat_map(|t| positions.iter().map(move |p| (t, p)))
        {
            if let Err(e) = typed_move_in(p, text, lang) {
                let phrase = Message::Typed(e)
                    .phrase_in(&catalog)
                    .expect("in the catalog");
                assert!(catalog.format_strictly(&phrase).is_ok(), "{text}");
            }
        }
    }
    // A control character is shown, not acted on.
    let err = Message::Typed(typed_move(&Position::starting(), "e\u{202e}4").unwrap_err());
    assert!(err.english().contains("\\u{202e}"), "{}", err.english());
}
