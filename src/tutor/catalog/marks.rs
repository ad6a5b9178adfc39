//! A board's marks said as lists: arrows ("a1 to a8 in yellow") and circled squares
//! ("d4 in red"), each through the language's own form; and moves named as choices.

use super::{format_in, join, join_with, run, Bundle, Fact, Phrase, OR};
use crate::rules::Square;
use fluent_bundle::FluentArgs;

/// `$x-<form>` of [`super::Fact::Arrows`]: each arrow through `arrow-<form>` told its
/// `$from`, `$to` and `$colour`, joined as a list.
pub(super) fn arrows(
    b: &Bundle,
    list: &[(Square, Square, &'static str)],
    form: &str,
) -> Result<String, String> {
    let items = list
        .iter()
        .map(|&(from, to, colour)| {
            let mut args = FluentArgs::new();
            args.set("from", from.to_string());
            args.set("to", to.to_string());
            args.set("colour", colour);
            run(b, &format!("arrow-{form}"), &args)
        })
        .collect::<Result<Vec<_>, _>>()?;
    join(b, items)
}

/// `$x-<form>` of [`super::Fact::Circles`]: each square through `circle-<form>` told its
/// `$square` and `$colour`, joined as a list.
pub(super) fn circles(
    b: &Bundle,
    list: &[(Square, &'static str)],
    form: &str,
) -> Result<String, String> {
    let items = list
        .iter()
        .map(|&(square, colour)| {
            let mut args = FluentArgs::new();
            args.set("square", square.to_string());
            args.set("colour", colour);
            run(b, &format!("circle-{form}"), &args)
        })
        .collect::<Result<Vec<_>, _>>()?;
    join(b, items)
}

/// `$x-said` of [`super::Fact::Moves`]: each move through `way-said` told its `$san`
/// (already in the reader's letters), `$role` (with its forms), `$to` and `$capture`
/// (`yes`, `no`), joined as a list of choices ("a, b or c").
pub(super) fn moves(
    b: &Bundle,
    list: &[crate::tutor::NamedMove],
    form: &str,
) -> Result<String, String> {
    if form != "said" {
        return Err(format!("moves have no form {form}"));
    }
    let mut items = Vec::with_capacity(list.len());
    for m in list {
        let said = Phrase::new("way-said")
            .with("san", Fact::Text(m.san.clone()))
            .with("role", Fact::Role(m.role))
            .with("to", Fact::Square(m.to))
            .with("capture", Fact::Code(if m.capture { "yes" } else { "no" }));
        items.push(format_in(b, &said)?);
    }
    join_with(b, items, OR)
}
