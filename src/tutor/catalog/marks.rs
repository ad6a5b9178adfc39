//! A board's marks said as lists: arrows ("a1 to a8 in yellow") and circled squares
//! ("d4 in red"), each through the language's own form.

use super::{join, run, Bundle};
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
