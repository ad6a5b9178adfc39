//! A board's marks said as lists: arrows ("a1 to a8 in yellow") and circled squares
//! ("d4 in red"), each through the language's own form; moves named as choices; and the
//! joining of any list by the language's own words ("a, b and c", "a, b or c").

use super::{format_in, run, Bundle, Fact, Phrase};
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
            .with("capture", Fact::yes_no(m.capture));
        items.push(format_in(b, &said)?);
    }
    join_with(b, items, OR)
}

/// "a, b and c": the last two through `list-pair`, each earlier one through `list-more`.
/// The messages that join a list's last two items, and each item before them.
pub(super) type Joiners = (&'static str, &'static str);
pub(super) const AND: Joiners = ("list-pair", "list-more");
pub(super) const OR: Joiners = ("list-or-pair", "list-or-more");

pub(super) fn join(b: &Bundle, items: Vec<String>) -> Result<String, String> {
    join_with(b, items, AND)
}

pub(super) fn join_with(
    b: &Bundle,
    mut items: Vec<String>,
    (pair_id, more_id): Joiners,
) -> Result<String, String> {
    let Some(mut said) = items.pop() else {
        return Ok(String::new());
    };
    let mut pair = true;
    while let Some(item) = items.pop() {
        let mut args = FluentArgs::new();
        args.set("first", item);
        args.set("rest", said);
        said = run(b, if pair { pair_id } else { more_id }, &args)?;
        pair = false;
    }
    Ok(said)
}
