//! A printable chess diagram: a position and a teacher's arrows and circles as one SVG
//! string, for worksheets (printed, so all is SVG content: squares are filled `<rect>`s,
//! not CSS backgrounds), the editor's "Download diagram" and `tutor diagram`.
//!
//! Units: a square is [`SQUARE`] (45, the pieces' own viewBox) and the board's top-left
//! corner is `(0, 0)`; coordinates, frame and side-to-move marker stand in a margin that
//! the viewBox takes in (its minimum is negative). The `<svg>` has `role="img"` and no
//! width: the caller sizes it and names it. Each piece used is defined once in `<defs>` as
//! `<g id="{prefix}wk">` and placed with `<use>`; the prefix is [`DiagramOptions::id_prefix`]
//! sanitized ([`id_prefix`]), so diagrams with different prefixes can share a page. Hooks:
//! `<rect data-square="e4">` (64), `<use data-piece="wK" data-on="e1">`, `<circle
//! data-circle="e4">`, `<g data-arrow="e2e4">`, `<circle data-turn="white">`. Same input,
//! same bytes.
//!
//! ```
//! use check_tutor::rules::Position;
//! use check_tutor::tutor::annotations::Annotations;
//! use check_tutor::tutor::diagram::{svg, DiagramOptions};
//! let marks = Annotations::from_params(Some("e2e4g"), Some("e4b"));
//! let text = svg(&Position::starting(), &marks, DiagramOptions::default());
//! assert!(text.starts_with("<svg"));
//! assert_eq!(text.matches("data-piece=").count(), 32);
//! ```

use super::annotations::{Annotations, Colour};
use crate::rules::{Color, Piece, Position, Role, Square};
use std::fmt::Write;

/// One square's side, in the diagram's units.
pub const SQUARE: f64 = 45.0;
/// The board's side.
const BOARD: f64 = 8.0 * SQUARE;
/// The app's light and dark squares and its ink (`--light`, `--dark`, `--ink` in
/// static/style.css), the ink for the frame, the coordinates and the marker's outline.
pub const LIGHT: &str = "#f0d9b5";
pub const DARK: &str = "#b58863";
const INK: &str = "#1f2328";
const FONT: &str = "DejaVu Sans, Helvetica, Arial, sans-serif";
/// The margin that holds the coordinates (left, bottom) or the marker (right).
const MARGIN: f64 = 24.0;
/// The margin of a side with nothing in it: room for the frame's line.
const EDGE: f64 = 2.0;

/// How a diagram is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramOptions {
    /// White's first rank at the bottom (files a–h left to right); if not, the board is
    /// turned round (h–a, rank 1 at the top).
    pub white_at_bottom: bool,
    /// File letters below the board and rank numbers left of it.
    pub coordinates: bool,
    /// A small disc, white or black, right of the board on the side to move's edge.
    pub side_to_move_marker: bool,
    /// The start of every id in the diagram: one prefix per diagram on a page. Only
    /// `a-z`, `0-9` and `-` are kept (see [`id_prefix`]).
    pub id_prefix: String,
}

impl Default for DiagramOptions {
    /// White at the bottom, with coordinates and the marker, ids starting `diagram-`.
    fn default() -> Self {
        DiagramOptions {
            white_at_bottom: true,
            coordinates: true,
            side_to_move_marker: true,
            id_prefix: "diagram-".into(),
        }
    }
}

/// The colour a mark is drawn in: the app's circle colours (static/style.css,
/// `.circle-green` and its kin), for arrows and circles alike.
pub fn colour_hex(colour: Colour) -> &'static str {
    match colour {
        Colour::Green => "#15781b",
        Colour::Red => "#c4161c",
        Colour::Blue => "#0b57d0",
        Colour::Yellow => "#f7c600",
    }
}

/// `prefix` as ids may start with it: ASCII letters lowercased, digits and `-` kept, any
/// other character made `-`; a `d` in front when it would not start with a letter (an
/// empty prefix gives `d`).
pub fn id_prefix(prefix: &str) -> String {
    let kept: String = prefix
        .chars()
        .map(|c| match c.to_ascii_lowercase() {
            c @ ('a'..='z' | '0'..='9' | '-') => c,
            _ => '-',
        })
        .collect();
    if kept.starts_with(|c: char| c.is_ascii_lowercase()) {
        kept
    } else {
        format!("d{kept}")
    }
}

/// The file of a piece in static/pieces.
fn piece_file(piece: Piece) -> &'static str {
    use Color::{Black, White};
    match (piece.color, piece.role) {
        (White, Role::King) => include_str!("../../static/pieces/wK.svg"),
        (White, Role::Queen) => include_str!("../../static/pieces/wQ.svg"),
        (White, Role::Rook) => include_str!("../../static/pieces/wR.svg"),
        (White, Role::Bishop) => include_str!("../../static/pieces/wB.svg"),
        (White, Role::Knight) => include_str!("../../static/pieces/wN.svg"),
        (White, Role::Pawn) => include_str!("../../static/pieces/wP.svg"),
        (Black, Role::King) => include_str!("../../static/pieces/bK.svg"),
        (Black, Role::Queen) => include_str!("../../static/pieces/bQ.svg"),
        (Black, Role::Rook) => include_str!("../../static/pieces/bR.svg"),
        (Black, Role::Bishop) => include_str!("../../static/pieces/bB.svg"),
        (Black, Role::Knight) => include_str!("../../static/pieces/bN.svg"),
        (Black, Role::Pawn) => include_str!("../../static/pieces/bP.svg"),
    }
}

/// What a piece file draws: what lies inside its `<svg>` element (an XML prolog, a
/// comment or a doctype before it is left out). Its viewBox is `0 0 45 45`, one square.
fn piece_body(piece: Piece) -> &'static str {
    let file = piece_file(piece);
    let open = file.find("<svg").unwrap_or(0);
    let start = file[open..].find('>').map_or(open, |i| open + i + 1);
    let end = file.rfind("</svg>").unwrap_or(file.len()).max(start);
    file[start..end].trim()
}

/// A number as the output writes it: at most two decimals, no trailing zeros.
fn num(x: f64) -> String {
    let text = format!("{x:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".into()
    } else {
        text.into()
    }
}

/// A point as the output writes it.
fn xy((x, y): (f64, f64)) -> (String, String) {
    (num(x), num(y))
}

/// The top-left corner of `sq`'s square.
pub fn corner(sq: Square, white_at_bottom: bool) -> (f64, f64) {
    let (file, rank) = (f64::from(sq.file().index()), f64::from(sq.rank().index()));
    if white_at_bottom {
        (file * SQUARE, (7.0 - rank) * SQUARE)
    } else {
        ((7.0 - file) * SQUARE, rank * SQUARE)
    }
}

/// The centre of `sq`'s square.
pub fn centre(sq: Square, white_at_bottom: bool) -> (f64, f64) {
    let (x, y) = corner(sq, white_at_bottom);
    (x + SQUARE / 2.0, y + SQUARE / 2.0)
}

/// The margins (left, top, right, bottom) around the board.
fn margins(options: &DiagramOptions) -> (f64, f64, f64, f64) {
    let room = |used: bool| if used { MARGIN } else { EDGE };
    let coords = room(options.coordinates);
    (coords, EDGE, room(options.side_to_move_marker), coords)
}

/// The diagram of `position` with `marks` on it, as a standalone SVG document (no XML
/// prolog, so it can be put into HTML as it is). See the module's notes for what it holds.
pub fn svg(position: &Position, marks: &Annotations, options: DiagramOptions) -> String {
    let prefix = id_prefix(&options.id_prefix);
    let white = options.white_at_bottom;
    let (left, top, right, bottom) = margins(&options);
    let (width, height) = (left + BOARD + right, top + BOARD + bottom);
    let (x, y, w, h) = (num(-left), num(-top), num(width), num(height));
    let mut out = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="{x} {y} {w} {h}" role="img"><rect x="{x}" y="{y}" width="{w}" height="{h}" fill="#ffffff"/>"##
    );
    defs(&mut out, position, &prefix);
    squares(&mut out, white);
    if options.coordinates {
        coordinates(&mut out, white, left);
    }
    let _ = write!(
        out,
        r#"<rect x="-0.75" y="-0.75" width="{0}" height="{0}" fill="none" stroke="{INK}" stroke-width="1.5"/>"#,
        num(BOARD + 1.5)
    );
    pieces(&mut out, position, white, &prefix);
    for &(sq, colour) in &marks.circles {
        circle(&mut out, sq, colour, white);
    }
    for &(from, to, colour) in &marks.arrows {
        arrow(&mut out, from, to, colour, white);
    }
    if options.side_to_move_marker {
        marker(&mut out, position.turn(), white);
    }
    out.push_str("</svg>");
    out
}

/// The pieces on the board, each once, in a fixed order (White first, king to pawn).
fn used_pieces(position: &Position) -> Vec<Piece> {
    let mut used = Vec::new();
    for color in Color::ALL {
        for role in Role::KING_FIRST {
            let piece = Piece::new(color, role);
            if Square::all().any(|sq| position.piece_at(sq) == Some(piece)) {
                used.push(piece);
            }
        }
    }
    used
}

/// `wk`, `bp`: a piece's part of its id.
fn piece_id(prefix: &str, piece: Piece) -> String {
    format!("{prefix}{}", piece.code().to_ascii_lowercase())
}

fn defs(out: &mut String, position: &Position, prefix: &str) {
    let used = used_pieces(position);
    if used.is_empty() {
        return;
    }
    out.push_str("<defs>");
    for piece in used {
        let (id, body) = (piece_id(prefix, piece), piece_body(piece));
        let _ = write!(out, r#"<g id="{id}">{body}</g>"#);
    }
    out.push_str("</defs>");
}

fn squares(out: &mut String, white: bool) {
    for sq in Square::all() {
        let ((x, y), fill) = (
            xy(corner(sq, white)),
            if sq.is_light() { LIGHT } else { DARK },
        );
        let _ = write!(
            out,
            r#"<rect x="{x}" y="{y}" width="45" height="45" fill="{fill}" data-square="{sq}"/>"#
        );
    }
}

/// File letters under the board and rank numbers left of it, in the board's orientation.
fn coordinates(out: &mut String, white: bool, left: f64) {
    let _ = write!(
        out,
        r#"<g font-family="{FONT}" font-size="17" fill="{INK}" text-anchor="middle">"#
    );
    for i in 0..8u8 {
        let step = f64::from(i) * SQUARE + SQUARE / 2.0;
        let (file, rank) = if white { (i, 7 - i) } else { (7 - i, i) };
        let (file, rank) = (char::from(b'a' + file), char::from(b'1' + rank));
        let (x, y) = xy((step, BOARD + 18.0));
        let _ = write!(out, r#"<text x="{x}" y="{y}">{file}</text>"#);
        let (x, y) = xy((-left / 2.0, step + 6.0));
        let _ = write!(out, r#"<text x="{x}" y="{y}">{rank}</text>"#);
    }
    out.push_str("</g>");
}

fn pieces(out: &mut String, position: &Position, white: bool, prefix: &str) {
    for sq in Square::all() {
        let Some(piece) = position.piece_at(sq) else {
            continue;
        };
        let ((x, y), id, code) = (xy(corner(sq, white)), piece_id(prefix, piece), piece.code());
        let _ = write!(
            out,
            r##"<use href="#{id}" xlink:href="#{id}" x="{x}" y="{y}" data-piece="{code}" data-on="{sq}"/>"##
        );
    }
}

/// A ring inside the square, as the board draws it.
fn circle(out: &mut String, sq: Square, colour: Colour, white: bool) {
    let ((cx, cy), hex) = (xy(centre(sq, white)), colour_hex(colour));
    let _ = write!(
        out,
        r#"<circle cx="{cx}" cy="{cy}" r="20" fill="none" stroke="{hex}" stroke-width="3" opacity="0.85" data-circle="{sq}"/>"#
    );
}

/// How far before the target's centre an arrow's tip stops, its head's length and half
/// width, and its line's width.
const TIP_GAP: f64 = 9.0;
const HEAD_LENGTH: f64 = 15.0;
const HEAD_HALF_WIDTH: f64 = 10.0;
const ARROW_WIDTH: f64 = 6.0;

/// A straight arrow (a knight's too) from the centre of `from` to near the centre of
/// `to`: a line and a triangular head, semi-opaque as on the board.
fn arrow(out: &mut String, from: Square, to: Square, colour: Colour, white: bool) {
    let (start, end) = (centre(from, white), centre(to, white));
    let (dx, dy) = (end.0 - start.0, end.1 - start.1);
    let length = (dx * dx + dy * dy).sqrt();
    if length < 1.0 {
        return;
    }
    let (ux, uy) = (dx / length, dy / length);
    let tip = (end.0 - ux * TIP_GAP, end.1 - uy * TIP_GAP);
    let base = (tip.0 - ux * HEAD_LENGTH, tip.1 - uy * HEAD_LENGTH);
    let (nx, ny) = (-uy * HEAD_HALF_WIDTH, ux * HEAD_HALF_WIDTH);
    let head = [tip, (base.0 + nx, base.1 + ny), (base.0 - nx, base.1 - ny)]
        .map(|p| format!("{},{}", num(p.0), num(p.1)))
        .join(" ");
    let ((x1, y1), (x2, y2), hex) = (xy(start), xy(base), colour_hex(colour));
    let _ = write!(
        out,
        r#"<g opacity="0.8" data-arrow="{from}{to}"><line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{hex}" stroke-width="{ARROW_WIDTH}" stroke-linecap="round"/><polygon points="{head}" fill="{hex}"/></g>"#
    );
}

/// A disc in the side to move's colour, right of the board at that side's edge.
fn marker(out: &mut String, turn: Color, white: bool) {
    let at_bottom = turn.is_white() == white;
    let (cx, cy) = xy((
        BOARD + MARGIN / 2.0,
        if at_bottom { BOARD - 9.0 } else { 9.0 },
    ));
    let (fill, side) = match turn {
        Color::White => ("#ffffff", "white"),
        Color::Black => ("#111111", "black"),
    };
    let _ = write!(
        out,
        r#"<circle cx="{cx}" cy="{cy}" r="5.5" fill="{fill}" stroke="{INK}" stroke-width="1.5" data-turn="{side}"/>"#
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(white_at_bottom: bool) -> DiagramOptions {
        DiagramOptions {
            white_at_bottom,
            ..DiagramOptions::default()
        }
    }

    /// The element that carries `attr` (such as `data-piece="wK"`), from `<` to `>`.
    fn element<'a>(svg: &'a str, attr: &str) -> &'a str {
        let at = svg
            .find(attr)
            .unwrap_or_else(|| panic!("no {attr} in {svg}"));
        let start = if attr.starts_with('<') {
            at
        } else {
            svg[..at].rfind('<').expect("an element")
        };
        let end = at + svg[at..].find('>').expect("its end");
        &svg[start..=end]
    }

    /// An attribute's value in one element.
    fn value<'a>(element: &'a str, name: &str) -> &'a str {
        let key = format!(" {name}=\"");
        let start = element
            .find(&key)
            .unwrap_or_else(|| panic!("no {name} in {element}"));
        let rest = &element[start + key.len()..];
        &rest[..rest.find('"').expect("a closing quote")]
    }

    #[test]
    fn the_starting_position_has_64_squares_and_32_pieces_each_kind_defined_once() {
        let none = Annotations::default();
        let svg = svg(&Position::starting(), &none, DiagramOptions::default());
        assert_eq!(svg.matches("data-square=").count(), 64);
        let drawn = &svg[svg.find("</defs>").expect("the pieces' defs")..];
        assert_eq!(drawn.matches("<rect").count(), 64 + 1, "squares and frame");
        assert_eq!(svg.matches("data-piece=").count(), 32);
        assert_eq!(svg.matches(r#"<g id="diagram-"#).count(), 12);
        assert_eq!(svg.matches("data-piece=\"bP\"").count(), 8);
    }

    #[test]
    fn the_white_king_stands_on_e1_in_both_orientations() {
        let start = Position::starting();
        let marks = Annotations::default();
        let up = svg(&start, &marks, options(true));
        let king = element(&up, "data-piece=\"wK\"");
        assert_eq!((value(king, "x"), value(king, "y")), ("180", "315"));
        assert_eq!(value(king, "data-on"), "e1");
        let flipped = svg(&start, &marks, options(false));
        let king = element(&flipped, "data-piece=\"wK\"");
        assert_eq!((value(king, "x"), value(king, "y")), ("135", "0"));
        let a8 = element(&flipped, "data-square=\"a8\"");
        assert_eq!(
            (value(a8, "x"), value(a8, "y"), value(a8, "fill")),
            ("315", "315", LIGHT)
        );
        let a1 = element(&up, "data-square=\"a1\"");
        assert_eq!(
            (value(a1, "x"), value(a1, "y"), value(a1, "fill")),
            ("0", "315", DARK)
        );
    }

    #[test]
    fn an_arrow_starts_at_its_squares_centre_and_ends_near_the_targets() {
        let marks = Annotations::from_params(Some("e2e4r"), Some("e4b"));
        let up = svg(&Position::starting(), &marks, options(true));
        let arrow = element(&up, "data-arrow=\"e2e4\"");
        assert!(arrow.contains("opacity=\"0.8\""));
        let drawn = &up[up.find("data-arrow").expect("the arrow")..];
        let line = element(drawn, "<line");
        assert_eq!((value(line, "x1"), value(line, "y1")), ("202.5", "292.5"));
        assert_eq!(value(line, "stroke"), "#c4161c");
        let head = element(drawn, "<polygon");
        // The tip, 9 short of e4's centre (202.5, 202.5), going up.
        assert!(value(head, "points").starts_with("202.5,211.5 "), "{head}");
        let ring = element(&up, "data-circle=\"e4\"");
        assert_eq!((value(ring, "cx"), value(ring, "cy")), ("202.5", "202.5"));
        assert_eq!(value(ring, "stroke"), "#0b57d0");
        // Turned round, e2 is in the second row from the top.
        let flipped = svg(&Position::starting(), &marks, options(false));
        let line = element(
            &flipped[flipped.find("data-arrow").expect("the arrow")..],
            "<line",
        );
        assert_eq!((value(line, "x1"), value(line, "y1")), ("157.5", "67.5"));
    }

    #[test]
    fn coordinates_follow_the_orientation_and_can_be_left_out() {
        let start = Position::starting();
        let marks = Annotations::default();
        let letters = |svg: &str| -> String {
            svg.split("<text ")
                .skip(1)
                .filter_map(|t| t.split('>').nth(1)?.chars().next())
                .collect()
        };
        let up = letters(&svg(&start, &marks, options(true)));
        assert_eq!(up, "a8b7c6d5e4f3g2h1");
        let flipped = letters(&svg(&start, &marks, options(false)));
        assert_eq!(flipped, "h1g2f3e4d5c6b7a8");
        let bare = DiagramOptions {
            coordinates: false,
            side_to_move_marker: false,
            ..DiagramOptions::default()
        };
        let plain = svg(&start, &marks, bare);
        assert!(!plain.contains("<text"));
        assert!(!plain.contains("data-turn"));
        assert_eq!(value(element(&plain, "<svg"), "viewBox"), "-2 -2 364 364");
    }

    #[test]
    fn the_marker_stands_at_the_side_to_moves_edge() {
        let black: Position = "4k3/8/8/8/8/8/8/4K3 b - - 0 1".parse().expect("a FEN");
        let marks = Annotations::default();
        let up = svg(&black, &marks, options(true));
        let dot = element(&up, "data-turn=");
        assert_eq!((value(dot, "data-turn"), value(dot, "cy")), ("black", "9"));
        assert_eq!(value(dot, "fill"), "#111111");
        let flipped = svg(&black, &marks, options(false));
        assert_eq!(value(element(&flipped, "data-turn="), "cy"), "351");
        let white = svg(&Position::starting(), &marks, options(true));
        assert_eq!(value(element(&white, "data-turn="), "cy"), "351");
        assert!(value(element(&white, "<svg"), "viewBox").starts_with("-24 -2 "));
    }

    #[test]
    fn ids_take_the_sanitized_prefix_and_the_output_is_the_same_every_time() {
        assert_eq!(id_prefix("d3-"), "d3-");
        assert_eq!(id_prefix("Sheet 1\"<"), "sheet-1--");
        assert_eq!(id_prefix("7x"), "d7x");
        assert_eq!(id_prefix(""), "d");
        let opts = DiagramOptions {
            id_prefix: "A b\"".into(),
            ..DiagramOptions::default()
        };
        let marks = Annotations::from_params(Some("g1f3g,d1h5y"), Some("f7r"));
        let one = svg(&Position::starting(), &marks, opts.clone());
        assert!(one.contains(r##"<g id="a-b-wk">"##));
        assert!(one.contains(r##"href="#a-b-wk""##));
        assert_eq!(one, svg(&Position::starting(), &marks, opts));
    }

    #[test]
    fn piece_bodies_are_the_insides_of_the_piece_files() {
        for color in Color::ALL {
            for role in Role::ALL {
                let body = piece_body(Piece::new(color, role));
                assert!(body.starts_with('<') && body.ends_with('>'), "{body}");
                assert!(!body.contains("<svg") && !body.contains("</svg"));
                assert!(!body.contains(" id="), "a piece file with ids");
            }
        }
        assert_eq!(num(-0.001), "0");
    }
}
