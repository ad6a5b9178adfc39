//! A teacher's marks on a board: coloured arrows and circles, written compactly for links
//! (`arrows=e2e4g,g1f3r&circles=e4b`).

use crate::rules::Square;

/// The colours a teacher can draw with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    Green,
    Red,
    Blue,
    Yellow,
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Green, Colour::Red, Colour::Blue, Colour::Yellow];

    pub fn name(self) -> &'static str {
        match self {
            Colour::Green => "green",
            Colour::Red => "red",
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
        }
    }
    fn letter(self) -> char {
        self.name().chars().next().unwrap_or('g')
    }
    fn from_letter(c: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|k| k.letter() == c)
    }
    pub fn from_name(s: &str) -> Option<Colour> {
        Colour::ALL.into_iter().find(|k| k.name() == s)
    }
}

/// Arrows and circles, in the order drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotations {
    pub arrows: Vec<(Square, Square, Colour)>,
    pub circles: Vec<(Square, Colour)>,
}

impl Annotations {
    /// How many arrows and circles there are.
    pub fn len(&self) -> usize {
        self.arrows.len() + self.circles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.arrows.is_empty() && self.circles.is_empty()
    }

    /// Draws an arrow; drawing the same arrow again in the same colour removes it, in
    /// another colour recolours it.
    pub fn toggle_arrow(&mut self, from: Square, to: Square, colour: Colour) {
        if from == to {
            return self.toggle_circle(from, colour);
        }
        match self
            .arrows
            .iter()
            .position(|&(f, t, _)| f == from && t == to)
        {
            Some(i) if self.arrows[i].2 == colour => {
                self.arrows.remove(i);
            }
            Some(i) => self.arrows[i].2 = colour,
            None => self.arrows.push((from, to, colour)),
        }
    }

    /// Circles a square, the same way.
    pub fn toggle_circle(&mut self, sq: Square, colour: Colour) {
        match self.circles.iter().position(|&(s, _)| s == sq) {
            Some(i) if self.circles[i].1 == colour => {
                self.circles.remove(i);
            }
            Some(i) => self.circles[i].1 = colour,
            None => self.circles.push((sq, colour)),
        }
    }

    pub fn clear(&mut self) {
        self.arrows.clear();
        self.circles.clear();
    }

    /// `e2e4g,g1f3r`
    pub fn arrows_param(&self) -> String {
        self.arrows
            .iter()
            .map(|(f, t, c)| format!("{f}{t}{}", c.letter()))
            .collect::<Vec<_>>()
            .join(",")
    }

    /// `e4b,d5g`
    pub fn circles_param(&self) -> String {
        self.circles
            .iter()
            .map(|(s, c)| format!("{s}{}", c.letter()))
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Reads the two link parameters; unreadable items are skipped (a hand-edited link
    /// still shows what it can).
    pub fn from_params(arrows: Option<&str>, circles: Option<&str>) -> Annotations {
        let mut a = Annotations::default();
        for item in arrows.unwrap_or("").split(',') {
            if let (Some(f), Some(t), Some(c)) = (
                item.get(0..2).and_then(|s| s.parse().ok()),
                item.get(2..4).and_then(|s| s.parse().ok()),
                item.get(4..)
                    .and_then(|s| s.chars().next())
                    .and_then(Colour::from_letter),
            ) {
                if item.len() == 5 {
                    a.toggle_arrow(f, t, c);
                }
            }
        }
        for item in circles.unwrap_or("").split(',') {
            if let (Some(s), Some(c)) = (
                item.get(0..2).and_then(|s| s.parse().ok()),
                item.get(2..)
                    .and_then(|s| s.chars().next())
                    .and_then(Colour::from_letter),
            ) {
                if item.len() == 3 {
                    a.toggle_circle(s, c);
                }
            }
        }
        a
    }
}
