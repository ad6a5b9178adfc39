//! Drawing the board: the 64 square buttons with their pieces and state classes, and the
//! shape layer (circles and arrows).

use super::geometry::{whole, Spot};
use crate::tutor::{Fact, Phrase};
use crate::ui::words::{phrase, text};
use yew::prelude::*;

/// The catalog message naming the piece of code "wP" ("white pawn"); `None` for anything
/// that is not a piece code.
pub fn piece_words(code: &str) -> Option<&'static str> {
    Some(match code {
        "wK" => "ui-piece-wK",
        "wQ" => "ui-piece-wQ",
        "wR" => "ui-piece-wR",
        "wB" => "ui-piece-wB",
        "wN" => "ui-piece-wN",
        "wP" => "ui-piece-wP",
        "bK" => "ui-piece-bK",
        "bQ" => "ui-piece-bQ",
        "bR" => "ui-piece-bR",
        "bB" => "ui-piece-bB",
        "bN" => "ui-piece-bN",
        "bP" => "ui-piece-bP",
        _ => return None,
    })
}

/// The catalog message for what a state class means, said after the square's name and
/// piece ("e4, white knight, legal move"): the board's states are heard, not only seen.
fn state_words(class: &str) -> Option<&'static str> {
    Some(match class {
        "selected" => "ui-state-selected",
        "dest" => "ui-state-dest",
        "capture" => "ui-state-capture",
        "in-check" => "ui-state-in-check",
        "checker" => "ui-state-checker",
        "pinned" => "ui-state-pinned",
        "pinner" => "ui-state-pinner",
        "attacker" => "ui-state-attacker",
        "blocker" => "ui-state-blocker",
        "last-move" => "ui-state-last-move",
        "taken-en-passant" => "ui-state-taken-en-passant",
        "draw-from" => "ui-state-draw-from",
        _ => return None,
    })
}

/// Keeps a word from the props safe to use as a CSS class.
pub fn class_token(word: &str) -> String {
    word.chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect()
}

const THEMED_CIRCLES: [&str; 5] = ["green", "red", "blue", "yellow", "orange"];

/// What each square shows, indexed by [`Spot::index`].
pub struct SquareStates<'a> {
    pub pieces: [Option<&'a str>; 64],
    pub classes: Vec<Vec<String>>,
    pub notes: Vec<Option<&'a str>>,
    /// The last move, as (the square its piece now stands on, the square it left), when the
    /// board marks one: that piece slides in from where it came.
    pub arrival: Option<(usize, usize)>,
    /// The square a piece was just dragged to: it is there already, so it does not slide.
    pub dropped: Option<&'a str>,
    /// The arrows and circles on each square, in words for its name.
    pub marks: Vec<Vec<String>>,
}

impl<'a> SquareStates<'a> {
    /// Pieces and classes from the props; unknown squares and codes are left out.
    pub fn new(
        pieces: &'a [(String, String)],
        classes: &[(String, String)],
        notes: &'a [(String, String)],
    ) -> Self {
        let mut states = SquareStates {
            pieces: [None; 64],
            classes: vec![Vec::new(); 64],
            notes: vec![None; 64],
            arrival: None,
            dropped: None,
            marks: vec![Vec::new(); 64],
        };
        for (square, words) in notes {
            if let Some(spot) = Spot::parse(square) {
                states.notes[spot.index()] = Some(words.as_str());
            }
        }
        for (square, code) in pieces {
            if let (Some(spot), Some(_)) = (Spot::parse(square), piece_words(code)) {
                states.pieces[spot.index()] = Some(code.as_str());
            }
        }
        for (square, class) in classes {
            if let Some(spot) = Spot::parse(square) {
                let token = class_token(class);
                let list = &mut states.classes[spot.index()];
                if !token.is_empty() && !list.contains(&token) {
                    list.push(token);
                }
            }
        }
        let marked: Vec<usize> = (0..64)
            .filter(|&i| states.classes[i].iter().any(|c| c == "last-move"))
            .collect();
        if let [a, b] = marked[..] {
            states.arrival = match (states.pieces[a], states.pieces[b]) {
                (Some(_), None) => Some((a, b)),
                (None, Some(_)) => Some((b, a)),
                _ => None,
            };
        }
        states
    }
}

/// The board as an ARIA grid: a hidden header row naming the files, then one row per rank,
/// each opening with a hidden header naming the rank, then its 8 square buttons, in reading
/// order for the orientation.
pub fn squares(
    states: &SquareStates,
    white: bool,
    tab_stop: Spot,
    drag_origin: Option<&str>,
) -> Html {
    let files = (0..8u8).map(|col| {
        let file = Spot::from_screen(col, 0, white).file;
        html! {
            <span role="columnheader" aria-colindex={(col + 2).to_string()}>
                { phrase(Phrase::new("ui-file").with("file", Fact::Text(char::from(b'a' + file).to_string()))) }
            </span>
        }
    });
    let rows = (0..8u8).map(|row| {
        let rank = Spot::from_screen(0, row, white).rank;
        let cells = (0..8u8).map(|col| {
            let spot = Spot::from_screen(col, row, white);
            square(states, spot, (col, row), tab_stop, drag_origin, white)
        });
        html! {
            <div class="rank" role="row" key={format!("rank{rank}")}>
                <span class="visually-hidden" role="rowheader" aria-colindex="1" key="head">
                    { phrase(Phrase::new("ui-rank").with("rank", Fact::Count(usize::from(rank) + 1))) }
                </span>
                { for cells }
            </div>
        }
    });
    html! {
        <>
            <div class="visually-hidden" role="row" key="files">{ for files }</div>
            { for rows }
        </>
    }
}

/// One square: a grid cell holding the button, named with its piece and states, and the
/// coordinates drawn on the edge squares (beside the button, so its name is all it says).
fn square(
    states: &SquareStates,
    spot: Spot,
    (col, row): (u8, u8),
    tab_stop: Spot,
    drag_origin: Option<&str>,
    white: bool,
) -> Html {
    let name = spot.name();
    let piece = states.pieces[spot.index()];
    let mut label = match piece.and_then(piece_words) {
        Some(id) => format!("{name}, {}", text(id)),
        None => format!("{name}, {}", text("ui-square-empty")),
    };
    let note = states.notes[spot.index()];
    for words in states.classes[spot.index()]
        .iter()
        .filter(|c| note.is_none() || !matches!(c.as_str(), "pinned" | "pinner" | "attacker"))
        .filter_map(|c| state_words(c).map(text))
        .chain(note.map(str::to_string))
        .chain(states.marks[spot.index()].iter().cloned())
    {
        label.push_str(", ");
        label.push_str(&words);
    }
    let selected = states.classes[spot.index()].iter().any(|c| c == "selected");
    // The piece that just arrived slides in from its square (the stylesheet's `arrive`,
    // off under reduced motion); its key names the move, so each new move replays it.
    let arrived = states
        .arrival
        .filter(|&(to, _)| to == spot.index() && Some(name.as_str()) != states.dropped)
        .map(|(_, from)| {
            let (from, to) = (
                Spot {
                    file: (from % 8) as u8,
                    rank: (from / 8) as u8,
                },
                spot,
            );
            let sign = if white { 1 } else { -1 };
            let dx = sign * (i32::from(from.file) - i32::from(to.file));
            let dy = sign * (i32::from(to.rank) - i32::from(from.rank));
            (from.name(), format!("--dx:{dx};--dy:{dy}"))
        });
    let class = classes!(
        "square",
        if spot.is_light() { "light" } else { "dark" },
        states.classes[spot.index()].clone(),
        (drag_origin == Some(name.as_str())).then_some("drag-origin"),
    );
    let tabindex = if spot == tab_stop { "0" } else { "-1" };
    let rank_coord = (col == 0).then(|| {
        html! { <span class="coord coord-rank" aria-hidden="true">{ char::from(b'1' + spot.rank) }</span> }
    });
    let file_coord = (row == 7).then(|| {
        html! { <span class="coord coord-file" aria-hidden="true">{ char::from(b'a' + spot.file) }</span> }
    });
    html! {
        <div class="cell" role="gridcell" key={name.clone()} aria-colindex={(col + 2).to_string()}
             aria-selected={if selected { "true" } else { "false" }}>
            <button
                type="button"
                {class}
                data-square={name.clone()}
                data-piece={piece.map(|code| code.to_string())}
                aria-label={label}
                {tabindex}
            >
                if let Some(code) = piece {
                    if let Some((from, style)) = arrived {
                        <span key={from} class={classes!("piece", code.to_string(), "arrived")}
                              {style} aria-hidden="true"></span>
                    } else {
                        <span key="still" class={classes!("piece", code.to_string())} aria-hidden="true"></span>
                    }
                }
            </button>
            { for rank_coord }
            { for file_coord }
        </div>
    }
}

/// Rings on squares.
pub fn circles(circles: &[(String, String)], white: bool) -> Html {
    let circles = circles.iter().filter_map(|(square, colour)| {
        let (cx, cy) = Spot::parse(square)?.centre(white);
        let themed = THEMED_CIRCLES.contains(&colour.as_str());
        let class = classes!("circle", themed.then(|| format!("circle-{colour}")));
        let stroke = (!themed
            && colour
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "#(),. %-".contains(c)))
        .then(|| colour.clone());
        Some(html! {
            <circle {class} cx={whole(cx).to_string()} cy={whole(cy).to_string()} r="45" {stroke} />
        })
    });
    html! { { for circles } }
}

/// The unit vector from `a` to `b`, and the distance.
fn towards(a: (f64, f64), b: (f64, f64)) -> ((f64, f64), f64) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length = (dx * dx + dy * dy).sqrt();
    ((dx / length.max(1.0), dy / length.max(1.0)), length)
}

/// Arrows from square to square; the kind becomes the class `shape-<kind>`. An arrow
/// leaves its piece at the piece's edge and stops at the edge of the target, so neither
/// piece is hidden; a knight's move is drawn as an L, the longer side first, the way the
/// knight moves, unless a piece stands on that corner and not on the other (`pieces`, by
/// square index): the bend is never hidden under a piece that can be avoided.
pub fn arrows(
    lines: &[(String, String, String)],
    white: bool,
    pieces: &[Option<&str>; 64],
) -> Html {
    let arrows = lines.iter().filter_map(|(from, to, kind)| {
        let (a, b) = (Spot::parse(from)?, Spot::parse(to)?);
        let (start, end) = (a.centre(white), b.centre(white));
        let (df, dr) = (a.file.abs_diff(b.file), a.rank.abs_diff(b.rank));
        let corner = matches!((df, dr), (1, 2) | (2, 1)).then(|| {
            let (along_file, along_rank) = (
                Spot {
                    file: a.file,
                    rank: b.rank,
                },
                Spot {
                    file: b.file,
                    rank: a.rank,
                },
            );
            let (long, short) = if dr == 2 {
                (along_file, along_rank)
            } else {
                (along_rank, along_file)
            };
            let free = |s: Spot| pieces[s.index()].is_none();
            let bend = if free(long) || !free(short) {
                long
            } else {
                short
            };
            bend.centre(white)
        });
        let ((ux, uy), length) = towards(corner.unwrap_or(start), end);
        if length < 1.0 {
            return None;
        }
        let tip = (end.0 - ux * 28.0, end.1 - uy * 28.0);
        let base = (tip.0 - ux * 34.0, tip.1 - uy * 34.0);
        let ((fx, fy), _) = towards(start, corner.unwrap_or(base));
        let points: Vec<String> = [
            Some((start.0 + fx * 30.0, start.1 + fy * 30.0)),
            corner,
            Some(base),
        ]
        .into_iter()
        .flatten()
        .map(|(x, y)| format!("{},{}", whole(x), whole(y)))
        .collect();
        let (nx, ny) = (-uy * 21.0, ux * 21.0);
        let head = format!(
            "{},{} {},{} {},{}",
            whole(tip.0),
            whole(tip.1),
            whole(base.0 + nx),
            whole(base.1 + ny),
            whole(base.0 - nx),
            whole(base.1 - ny)
        );
        let class = classes!("shape", format!("shape-{}", class_token(kind)));
        Some(html! {
            <g {class} data-from={from.clone()} data-to={to.clone()}>
                <polyline points={points.join(" ")} />
                <polygon points={head} />
            </g>
        })
    });
    html! { { for arrows } }
}
