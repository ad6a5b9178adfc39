//! Turns the tutor's board view and a lesson's marks into the board's props.

use crate::lessons::Shapes;
use crate::tutor::annotations::Annotations;
use crate::tutor::{BoardView, LineKind, Mark};

fn mark_class(mark: Mark) -> &'static str {
    match mark {
        Mark::Selected => "selected",
        Mark::Dest { capture: false } => "dest",
        Mark::Dest { capture: true } => "dest capture",
        Mark::LastMove => "last-move",
        Mark::InCheck => "in-check",
        Mark::Checker => "checker",
        Mark::Pinned => "pinned",
        Mark::Pinner => "pinner",
        Mark::Attacker => "attacker",
        Mark::Blocker => "blocker",
        Mark::TakenEnPassant => "taken-en-passant",
    }
}

fn line_class(kind: LineKind) -> &'static str {
    match kind {
        LineKind::Check => "check",
        LineKind::Pin => "pin",
        LineKind::Attack => "attack",
    }
}

/// Props for the board, as plain strings.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct BoardData {
    pub pieces: Vec<(String, String)>,
    pub classes: Vec<(String, String)>,
    pub lines: Vec<(String, String, String)>,
    pub circles: Vec<(String, String)>,
    pub notes: Vec<(String, String)>,
}

pub fn board_data(view: &BoardView, shapes: Option<&Shapes>) -> BoardData {
    let mut d = BoardData {
        pieces: view
            .pieces
            .iter()
            .map(|(sq, p)| (sq.to_string(), p.code()))
            .collect(),
        // A mark may stand for several classes ("dest capture").
        classes: view
            .marks
            .iter()
            .flat_map(|(sq, m)| {
                mark_class(*m)
                    .split(' ')
                    .map(move |c| (sq.to_string(), c.to_string()))
            })
            .collect(),
        lines: view
            .lines
            .iter()
            .map(|(a, b, k)| (a.to_string(), b.to_string(), line_class(*k).to_string()))
            .collect(),
        circles: Vec::new(),
        notes: view
            .notes
            .iter()
            .map(|(sq, words)| (sq.to_string(), super::words::phrase(words.clone())))
            .collect(),
    };
    if let Some(s) = shapes {
        for (a, b, c) in &s.arrows {
            d.lines.push((a.clone(), b.clone(), format!("arrow-{c}")));
        }
        d.circles.extend(s.circles.iter().cloned());
        for h in &s.highlights {
            d.classes.push((h.clone(), "highlight".into()));
        }
    }
    d
}

/// Adds a teacher's arrows and circles.
pub fn add_annotations(d: &mut BoardData, a: &Annotations) {
    for (f, t, c) in &a.arrows {
        d.lines
            .push((f.to_string(), t.to_string(), format!("arrow-{}", c.name())));
    }
    for (sq, c) in &a.circles {
        d.circles.push((sq.to_string(), c.name().to_string()));
    }
}
