//! Lines on the board as a player names them.

use crate::rules::Square;

/// The line through two squares, as a player says it: "the e-file", "the first rank",
/// "the diagonal from b4 to e1".
pub(super) fn line_name(a: Square, b: Square) -> String {
    const RANKS: [&str; 8] = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
    ];
    if a.file() == b.file() {
        format!("the {}-file", a.file().char())
    } else if a.rank() == b.rank() {
        format!("the {} rank", RANKS[usize::from(a.rank().index()) % 8])
    } else {
        format!("the diagonal from {a} to {b}")
    }
}
