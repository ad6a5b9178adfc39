//! `tutor diagram`, and the SVG it shares with the app (`check_tutor::tutor::diagram`):
//! well-formed XML for any position and marks, pieces and marks where they belong, and bad
//! input that exits 2 with one line on stderr.

use check_tutor::rules::Position;
use check_tutor::tutor::annotations::Annotations;
use check_tutor::tutor::diagram::{svg, DiagramOptions};

mod common;
use common::cli::{assert_rejected, run, stderr, stdout, START};

/// Checks that `text` is one well-formed XML element (the subset an SVG diagram uses: tags,
/// attributes in double quotes, text, comments). The error says what and where.
fn well_formed(text: &str) -> Result<(), String> {
    let mut open: Vec<&str> = Vec::new();
    let mut roots = 0;
    let mut rest = text.trim_end();
    while !rest.is_empty() {
        let at = text.len() - rest.len();
        if let Some(after) = rest.strip_prefix("<!--") {
            let end = after.find("-->").ok_or(format!("comment open at {at}"))?;
            rest = &after[end + 3..];
        } else if let Some(after) = rest.strip_prefix("</") {
            let end = after.find('>').ok_or(format!("end tag open at {at}"))?;
            let name = after[..end].trim_end();
            match open.pop() {
                Some(o) if o == name => {}
                other => return Err(format!("</{name}> at {at} closes {other:?}")),
            }
            rest = &after[end + 1..];
        } else if let Some(after) = rest.strip_prefix('<') {
            if open.is_empty() {
                roots += 1;
            }
            let end = tag_end(after).ok_or(format!("tag open at {at}"))?;
            let (inside, empty) = match after[..end].strip_suffix('/') {
                Some(inside) => (inside, true),
                None => (&after[..end], false),
            };
            let name = attributes(inside).map_err(|e| format!("{e} at {at}"))?;
            if !empty {
                open.push(name);
            }
            rest = &after[end + 1..];
        } else {
            let end = rest.find('<').unwrap_or(rest.len());
            if open.is_empty() && !rest[..end].trim().is_empty() {
                return Err(format!("text outside the root at {at}"));
            }
            entities(&rest[..end]).map_err(|e| format!("{e} at {at}"))?;
            rest = &rest[end..];
        }
    }
    match (open.last(), roots) {
        (Some(o), _) => Err(format!("<{o}> is never closed")),
        (None, 1) => Ok(()),
        (None, n) => Err(format!("{n} root elements")),
    }
}

/// Where a tag ends: the first `>` outside quotes.
fn tag_end(after: &str) -> Option<usize> {
    let mut quoted = false;
    after.char_indices().find_map(|(i, c)| {
        if c == '"' {
            quoted = !quoted;
        }
        (c == '>' && !quoted).then_some(i)
    })
}

/// Reads `name a="1" b="2"`: the name, every attribute once, values without `<`.
fn attributes(inside: &str) -> Result<&str, String> {
    let is_name = |s: &str| {
        !s.is_empty()
            && s.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_:.".contains(c))
    };
    let name_end = inside.find(char::is_whitespace).unwrap_or(inside.len());
    let name = &inside[..name_end];
    if !is_name(name) {
        return Err(format!("bad tag name {name:?}"));
    }
    let mut seen = Vec::new();
    let mut rest = inside[name_end..].trim_start();
    while !rest.is_empty() {
        let eq = rest
            .find("=\"")
            .ok_or(format!("attribute without a value in <{name}>"))?;
        let attr = &rest[..eq];
        let close = rest[eq + 2..].find('"').ok_or("unclosed value")?;
        let value = &rest[eq + 2..eq + 2 + close];
        if !is_name(attr) || seen.contains(&attr) || value.contains('<') {
            return Err(format!("bad attribute {attr:?} in <{name}>"));
        }
        entities(value)?;
        seen.push(attr);
        rest = rest[eq + 3 + close..].trim_start();
    }
    Ok(name)
}

/// Every `&` starts an entity.
fn entities(text: &str) -> Result<(), String> {
    for (i, _) in text.match_indices('&') {
        let entity = &text[i..text[i..].find(';').map_or(text.len(), |e| i + e + 1)];
        if !["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"].contains(&entity)
            && !entity.starts_with("&#")
        {
            return Err(format!("bad entity {entity:?}"));
        }
    }
    Ok(())
}

#[test]
fn the_checker_catches_broken_xml() {
    assert!(well_formed(r#"<svg a="1"><g><rect/></g><text>a &amp; b</text></svg>"#).is_ok());
    for bad in [
        "<svg><g></svg>",
        "<svg></g>",
        "<svg>",
        r#"<svg a="1" a="2"/>"#,
        "<svg a=1/>",
        "<svg/><svg/>",
        "<svg>a & b</svg>",
        r#"<svg a="<"/>"#,
    ] {
        assert!(well_formed(bad).is_err(), "{bad} passed");
    }
}

/// The diagram `tutor diagram` prints for these arguments after `diagram`.
fn diagram(args: &[&str]) -> String {
    let mut all = vec!["diagram"];
    all.extend_from_slice(args);
    let out = run(&all);
    assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
    let text = stdout(&out);
    well_formed(&text).unwrap_or_else(|e| panic!("{args:?}: {e}"));
    text
}

/// The one element that holds `marker`, such as `data-piece="wK"`, or the first that
/// starts with it (`<line`).
fn element<'a>(svg: &'a str, marker: &str) -> &'a str {
    let at = svg.find(marker).expect("the marker");
    let start = if marker.starts_with('<') {
        at
    } else {
        assert_eq!(svg.matches(marker).count(), 1, "{marker}");
        svg[..at].rfind('<').expect("its element")
    };
    &svg[start..at + svg[at..].find('>').expect("its end")]
}

fn attr<'a>(element: &'a str, name: &str) -> &'a str {
    let key = format!(" {name}=\"");
    let start = element
        .find(&key)
        .unwrap_or_else(|| panic!("{name} in {element}"))
        + key.len();
    &element[start..start + element[start..].find('"').expect("a quote")]
}

#[test]
fn the_starting_position_has_64_squares_and_32_pieces() {
    let text = diagram(&[START]);
    assert!(text.starts_with("<svg "), "{}", &text[..40]);
    assert_eq!(text.matches("data-square=").count(), 64);
    assert_eq!(text.matches("data-piece=").count(), 32);
    assert_eq!(text.matches("<text").count(), 16, "a-h and 1-8");
    let root = element(&text, "role=\"img\"");
    assert!(attr(root, "viewBox").starts_with("-24 -2 "));
    assert!(!root.contains(" width="), "the caller sizes it");
    // Same input, same bytes.
    assert_eq!(text, diagram(&[START]));
}

#[test]
fn the_white_king_is_on_e1_whichever_side_is_at_the_bottom() {
    let up = diagram(&[START]);
    let king = element(&up, "data-piece=\"wK\"");
    assert_eq!((attr(king, "x"), attr(king, "y")), ("180", "315"));
    let flipped = diagram(&[START, "--flip"]);
    let king = element(&flipped, "data-piece=\"wK\"");
    assert_eq!((attr(king, "x"), attr(king, "y")), ("135", "0"));
    let files: String = flipped
        .split("<text ")
        .skip(1)
        .filter_map(|t| t.split('>').nth(1)?.chars().next())
        .filter(char::is_ascii_lowercase)
        .collect();
    assert_eq!(files, "hgfedcba");
}

#[test]
fn arrows_and_circles_are_drawn_in_their_colours() {
    let text = diagram(&[START, "--arrows", "e2e4g,g1f3r", "--circles=e4b"]);
    let arrow = &text[text.find("data-arrow=\"e2e4\"").expect("the arrow")..];
    let line = element(arrow, "<line");
    assert_eq!(
        (attr(line, "x1"), attr(line, "y1")),
        ("202.5", "292.5"),
        "e2's centre"
    );
    assert_eq!(attr(line, "stroke"), "#15781b");
    assert!(text.contains("data-arrow=\"g1f3\""));
    assert!(text.contains("#c4161c"), "the red arrow");
    let ring = element(&text, "data-circle=\"e4\"");
    assert_eq!((attr(ring, "cx"), attr(ring, "cy")), ("202.5", "202.5"));
    assert_eq!(attr(ring, "stroke"), "#0b57d0");
    let bare = diagram(&["4k3/8/8/8/8/8/4R3/4K3 b - - 0 1", "--no-coordinates"]);
    assert!(!bare.contains("<text"));
    assert_eq!(bare.matches("data-piece").count(), 3);
    assert_eq!(attr(element(&bare, "data-turn="), "data-turn"), "black");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let empty = "8/8/8/8/8/8/8/8 w - - 0 1";
    for args in [
        vec!["diagram"],
        vec!["diagram", "not a fen"],
        vec!["diagram", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"],
        vec!["diagram", START, "--arrows", "e2e9g"],
        vec!["diagram", START, "--arrows", "e2e4g,e2e4"],
        vec!["diagram", START, "--circles", "e4x"],
        vec!["diagram", START, "--circles"],
        vec!["diagram", START, "--flip=yes"],
        vec!["diagram", START, "--size", "3"],
    ] {
        assert_rejected(&args);
    }
    let line = assert_rejected(&["diagram", START, "--arrows", "e2e4g,\u{1b}[31m"]);
    assert!(line.contains("not an arrow"), "{line}");
    // Any position written as FEN is drawn, however impossible.
    assert_eq!(diagram(&[empty]).matches("data-piece").count(), 0);
    assert!(run(&["diagram", "--help"]).status.success());
}

#[test]
fn every_diagram_the_library_draws_is_well_formed() {
    let fens = [
        START,
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
        "QQQQQQQQ/QQQQQQQQ/8/8/8/8/qqqqqqqq/kkkkkkkk w - - 0 1",
    ];
    let marks = Annotations::from_params(Some("a1h8g,h1a8r,b1c3b,e4e5y"), Some("a1g,h8r,d4b,e5y"));
    for fen in fens {
        let pos: Position = fen.parse().expect("a FEN");
        for bits in 0..16u8 {
            let options = DiagramOptions {
                white_at_bottom: bits & 1 == 0,
                coordinates: bits & 2 == 0,
                side_to_move_marker: bits & 4 == 0,
                id_prefix: if bits & 8 == 0 {
                    "w<1>\"&".into()
                } else {
                    String::new()
                },
            };
            let text = svg(&pos, &marks, options);
            well_formed(&text).unwrap_or_else(|e| panic!("{fen} {bits}: {e}"));
            assert_eq!(text.matches("data-arrow").count(), 4);
            assert_eq!(text.matches("data-circle").count(), 4);
        }
    }
}
