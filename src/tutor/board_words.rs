//! The board in words, as catalog phrases, for a screen reader: one side's pieces, a line
//! per kind ("Rooks on a1 and h1"); a rank, a file, or one kind of piece of both sides; the
//! arrows and circles drawn on it. The board knows only the pieces on its squares, so these
//! take them as `(square, piece)` pairs, not a position.

use super::annotations::Colour;
use super::{Fact, Phrase, PieceOn};
use crate::rules::{Color, File, Piece, Position, Rank, Role, Square};

/// One side's pieces in `pos`, a line per kind that it has, king first.
pub fn pieces_lines(pos: &Position, color: Color) -> Vec<Phrase> {
    let pieces: Vec<(Square, Piece)> = pos.board().pieces().collect();
    pieces_lines_of(&pieces, color)
}

/// One side's pieces, a line per kind that it has, king first: "Rooks on a1 and h1".
pub fn pieces_lines_of(pieces: &[(Square, Piece)], color: Color) -> Vec<Phrase> {
    Role::KING_FIRST
        .into_iter()
        .filter_map(|role| {
            let squares = squares_of(pieces, Piece::new(color, role));
            (!squares.is_empty()).then(|| {
                Phrase::new("position-pieces")
                    .with("role", Fact::Role(role))
                    .with("squares", Fact::Squares(squares))
            })
        })
        .collect()
}

/// The pieces on a rank, file by file: "Rank 4: white pawn on e4 and black knight on f4."
/// or "Rank 4 is empty."
pub fn rank_words(pieces: &[(Square, Piece)], rank: Rank) -> Phrase {
    Phrase::new("board-rank")
        .with("rank", Fact::Count(usize::from(rank.index()) + 1))
        .with("pieces", Fact::Pieces(on(pieces, |s| s.rank() == rank)))
}

/// The pieces on a file, from the first rank up: "The e-file: white king on e1 and black
/// pawn on e7." or "The e-file is empty."
pub fn file_words(pieces: &[(Square, Piece)], file: File) -> Phrase {
    Phrase::new("board-file")
        .with("file", Fact::Text(file.char().to_string()))
        .with("pieces", Fact::Pieces(on(pieces, |s| s.file() == file)))
}

/// Both sides' pieces of one kind: "Rooks: White's on a1 and h1, Black's on a8." or "There
/// are no knights on the board."
pub fn kind_words(pieces: &[(Square, Piece)], role: Role) -> Phrase {
    Phrase::new("board-kind")
        .with("role", Fact::Role(role))
        .with(
            "white",
            Fact::Squares(squares_of(pieces, Piece::new(Color::White, role))),
        )
        .with(
            "black",
            Fact::Squares(squares_of(pieces, Piece::new(Color::Black, role))),
        )
}

/// The marks drawn on the board, in the order drawn: "Arrows: a1 to a8 in yellow and e2 to
/// e4 in green." and "Circles: d4 in red.", each only when there is one. A colour is one of
/// green, red, blue, yellow; any other is left unsaid.
pub fn marks_words(arrows: &[(Square, Square, &str)], circles: &[(Square, &str)]) -> Vec<Phrase> {
    let mut out = Vec::new();
    if !arrows.is_empty() {
        let arrows = arrows
            .iter()
            .map(|&(from, to, colour)| (from, to, colour_code(colour)))
            .collect();
        out.push(Phrase::new("board-arrows").with("arrows", Fact::Arrows(arrows)));
    }
    if !circles.is_empty() {
        let circles = circles
            .iter()
            .map(|&(square, colour)| (square, colour_code(colour)))
            .collect();
        out.push(Phrase::new("board-circles").with("circles", Fact::Circles(circles)));
    }
    out
}

/// The marks on one square, for its name on the board ("d4, empty, " then these): each arrow
/// that starts there ("yellow arrow to a8"), each that ends there ("yellow arrow from a1"),
/// then its circle ("red circle").
pub fn square_mark_words(
    square: Square,
    arrows: &[(Square, Square, &str)],
    circles: &[(Square, &str)],
) -> Vec<Phrase> {
    let starting = arrows.iter().filter(|a| a.0 == square).map(|&(_, to, c)| {
        Phrase::new("board-mark-arrow-to")
            .with("to", Fact::Square(to))
            .with("colour", Fact::Code(colour_code(c)))
    });
    let ending = arrows
        .iter()
        .filter(|a| a.1 == square)
        .map(|&(from, _, c)| {
            Phrase::new("board-mark-arrow-from")
                .with("from", Fact::Square(from))
                .with("colour", Fact::Code(colour_code(c)))
        });
    let circled = circles
        .iter()
        .filter(|c| c.0 == square)
        .map(|&(_, c)| Phrase::new("board-mark-circle").with("colour", Fact::Code(colour_code(c))));
    starting.chain(ending).chain(circled).collect()
}

/// The keys that read the board aloud, for its description: W, X, Y and L in every language.
pub fn reading_keys() -> Phrase {
    Phrase::new("board-reading-keys")
}

/// A mark's colour as the catalog selects on it: one of the four, or `none`.
fn colour_code(colour: &str) -> &'static str {
    Colour::from_name(colour).map_or("none", Colour::name)
}

/// The squares of one kind of piece, a1 first.
fn squares_of(pieces: &[(Square, Piece)], piece: Piece) -> Vec<Square> {
    let mut squares: Vec<Square> = pieces
        .iter()
        .filter(|(_, p)| *p == piece)
        .map(|&(s, _)| s)
        .collect();
    crate::rules::sort_short(&mut squares);
    squares
}

/// The pieces on the squares `keep` holds, a1 first (so file by file along a rank, rank by
/// rank up a file).
fn on(pieces: &[(Square, Piece)], keep: impl Fn(Square) -> bool) -> Vec<PieceOn> {
    let mut list: Vec<PieceOn> = pieces
        .iter()
        .filter(|(s, _)| keep(*s))
        .map(|&(square, piece)| PieceOn { piece, square })
        .collect();
    crate::rules::sort_short_by(&mut list, |a, b| a.square < b.square);
    list
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::tutor::{Catalog, Lang};

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn rank(index: u8) -> Rank {
        Rank::new(index).unwrap()
    }

    fn file(index: u8) -> File {
        File::new(index).unwrap()
    }

    /// The pieces of a position written as FEN.
    fn board(fen: &str) -> Vec<(Square, Piece)> {
        let pos: Position = fen.parse().unwrap();
        pos.board().pieces().collect()
    }

    fn say(lang: Lang, phrase: &Phrase) -> String {
        Catalog::builtin(lang).format_strictly(phrase).unwrap()
    }

    fn en(phrase: &Phrase) -> String {
        say(Lang::En, phrase)
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /// A white pawn on e4 beside a black knight on f4, kings on e1 and e8, a black pawn on e7.
    const MIDDLE: &str = "4k3/4p3/8/8/4Pn2/8/8/4K3 w - - 0 1";

    #[test]
    fn a_side_reads_the_same_from_its_pieces_as_from_its_position() {
        let pos: Position = START.parse().unwrap();
        for color in [Color::White, Color::Black] {
            assert_eq!(
                pieces_lines(&pos, color),
                pieces_lines_of(&board(START), color)
            );
        }
        let lines = pieces_lines_of(&board(START), Color::White);
        assert_eq!(en(&lines[2]), "Rooks on a1 and h1");
    }

    #[test]
    fn a_rank_names_its_pieces_file_by_file_or_says_it_is_empty() {
        let pieces = board(MIDDLE);
        assert_eq!(
            en(&rank_words(&pieces, rank(3))),
            "Rank 4: white pawn on e4 and black knight on f4."
        );
        assert_eq!(en(&rank_words(&pieces, rank(2))), "Rank 3 is empty.");
        assert_eq!(
            say(Lang::De, &rank_words(&pieces, rank(3))),
            "Reihe 4: weißer Bauer auf e4 und schwarzer Springer auf f4."
        );
        assert_eq!(
            say(Lang::Ru, &rank_words(&pieces, rank(3))),
            "Горизонталь 4: белая пешка на e4 и чёрный конь на f4."
        );
        let first = en(&rank_words(&board(START), rank(0)));
        assert!(
            first.starts_with("Rank 1: white rook on a1, white knight on b1, white bishop on c1")
                && first.ends_with("white knight on g1 and white rook on h1."),
            "{first}"
        );
    }

    #[test]
    fn a_file_names_its_pieces_from_the_first_rank_up() {
        let pieces = board(MIDDLE);
        assert_eq!(
            en(&file_words(&pieces, file(4))),
            "The e-file: white king on e1, white pawn on e4, black pawn on e7 and black king on e8."
        );
        assert_eq!(en(&file_words(&pieces, file(0))), "The a-file is empty.");
        assert_eq!(
            say(Lang::Es, &file_words(&pieces, file(0))),
            "La columna a está vacía."
        );
        assert_eq!(
            say(Lang::Fr, &file_words(&pieces, file(5))),
            "Colonne f\u{a0}: cavalier noir en f4."
        );
    }

    #[test]
    fn a_kind_names_each_sides_squares_or_that_there_are_none() {
        let pieces = board(START);
        assert_eq!(
            en(&kind_words(&pieces, Role::Rook)),
            "Rooks: White's on a1 and h1, Black's on a8 and h8."
        );
        let pieces = board("r3k3/8/8/8/8/8/8/R3K2R w - - 0 1");
        assert_eq!(
            en(&kind_words(&pieces, Role::Rook)),
            "Rooks: White's on a1 and h1, Black's on a8."
        );
        assert_eq!(
            en(&kind_words(&pieces, Role::Knight)),
            "There are no knights on the board."
        );
        assert_eq!(
            en(&kind_words(&board(MIDDLE), Role::Knight)),
            "Knights: Black's on f4; White has none."
        );
        assert_eq!(
            say(Lang::Es, &kind_words(&board(MIDDLE), Role::Knight)),
            "Caballos. Blancas: ninguno. Negras: f4."
        );
        assert_eq!(
            say(Lang::Ru, &kind_words(&pieces, Role::Knight)),
            "На доске нет коней."
        );
    }

    #[test]
    fn marks_are_two_sentences_at_most_and_none_for_no_marks() {
        let arrows = [
            (sq("a1"), sq("a8"), "yellow"),
            (sq("e2"), sq("e4"), "green"),
        ];
        let circles = [(sq("d4"), "red")];
        let said: Vec<String> = marks_words(&arrows, &circles).iter().map(en).collect();
        assert_eq!(
            said,
            [
                "Arrows: a1 to a8 in yellow and e2 to e4 in green.",
                "Circle: d4 in red."
            ]
        );
        assert!(marks_words(&[], &[]).is_empty());
        let one = marks_words(&arrows[1..], &[]);
        assert_eq!(one.len(), 1);
        assert_eq!(en(&one[0]), "Arrow: e2 to e4 in green.");
        assert_eq!(say(Lang::Ru, &one[0]), "Стрелка: зелёная с e2 на e4.");
    }

    #[test]
    fn a_squares_marks_are_short_fragments_in_the_colour_agreeing_with_the_mark() {
        let arrows = [(sq("a1"), sq("a8"), "yellow"), (sq("h8"), sq("a1"), "blue")];
        let circles = [(sq("a1"), "red"), (sq("d4"), "purple")];
        let on_a1 = square_mark_words(sq("a1"), &arrows, &circles);
        let said = |lang| -> Vec<String> { on_a1.iter().map(|p| say(lang, p)).collect() };
        assert_eq!(
            said(Lang::En),
            ["yellow arrow to a8", "blue arrow from h8", "red circle"]
        );
        assert_eq!(
            said(Lang::De),
            ["gelber Pfeil nach a8", "blauer Pfeil von h8", "roter Kreis"]
        );
        assert_eq!(
            said(Lang::Fr),
            [
                "flèche jaune vers a8",
                "flèche bleue depuis h8",
                "cercle rouge"
            ]
        );
        assert_eq!(
            said(Lang::Es),
            [
                "flecha amarilla hacia a8",
                "flecha azul desde h8",
                "círculo rojo"
            ]
        );
        assert_eq!(
            said(Lang::Ru),
            [
                "жёлтая стрелка на a8",
                "синяя стрелка с h8",
                "красный кружок"
            ]
        );
        // A colour not among the four is left unsaid.
        let on_d4 = square_mark_words(sq("d4"), &arrows, &circles);
        assert_eq!(on_d4.iter().map(en).collect::<Vec<_>>(), ["circle"]);
        assert!(square_mark_words(sq("e4"), &arrows, &circles).is_empty());
    }

    #[test]
    fn the_reading_keys_stay_w_x_y_l_in_every_language() {
        for lang in [Lang::En, Lang::Es, Lang::De, Lang::Fr, Lang::Ru] {
            let said = say(lang, &reading_keys());
            for key in ["W", "X", "Y", "L"] {
                assert!(said.contains(key), "{lang:?}: {said}");
            }
        }
        assert_eq!(
            en(&reading_keys()),
            "W: the whole position. X: this rank. Y: this file. L: every piece of this kind."
        );
    }
}
