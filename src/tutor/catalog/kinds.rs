//! Facts said in groups: pieces grouped by kind ("the bishop on c1 and the pawns on b2 and
//! d2") and units counted by kind ("one pawn and 2 bishops").

use super::{join, role_code, run, side_code, Bundle};
use crate::rules::{Piece, Role};
use crate::tutor::PieceOn;
use fluent_bundle::FluentArgs;

/// `$x-kinds-<form>`: the pieces grouped by kind (colour and role, in the order met), each
/// group through `piece-kinds-<form>` told its `$role`, `$colour`, `$squares` (said as a
/// list), `$count` (how many in the group) and `$sides` (`one` when every piece is of one
/// colour, else `both`), the groups joined as a list. A `-start` form is the first group's.
pub(super) fn kinds(b: &Bundle, list: &[PieceOn], form: &str) -> Result<String, String> {
    let one_side = list
        .windows(2)
        .all(|w| w[0].piece.color == w[1].piece.color);
    let mut groups: Vec<(Piece, Vec<String>)> = Vec::new();
    for p in list {
        match groups.iter_mut().find(|(kind, _)| *kind == p.piece) {
            Some((_, squares)) => squares.push(p.square.to_string()),
            None => groups.push((p.piece, vec![p.square.to_string()])),
        }
    }
    let rest = form.strip_suffix("-start").unwrap_or(form);
    let mut said = Vec::new();
    for (i, (piece, squares)) in groups.into_iter().enumerate() {
        let mut args = FluentArgs::new();
        args.set("role", role_code(piece.role));
        args.set("colour", side_code(piece.color));
        args.set("count", squares.len());
        args.set("sides", if one_side { "one" } else { "both" });
        args.set("squares", join(b, squares)?);
        let form = if i == 0 { form } else { rest };
        said.push(run(b, &format!("piece-{form}"), &args)?);
    }
    join(b, said)
}

/// `$x-<form>` of units counted by kind: each kind through `role-<form>` told its `$role`
/// and `$count`, joined as a list (a `-start` form is the first kind's).
pub(super) fn units(b: &Bundle, list: &[(Role, usize)], form: &str) -> Result<String, String> {
    let rest = form.strip_suffix("-start").unwrap_or(form);
    let mut said = Vec::new();
    for (i, &(role, count)) in list.iter().enumerate() {
        let mut args = FluentArgs::new();
        args.set("role", role_code(role));
        args.set("count", count);
        let form = if i == 0 { form } else { rest };
        said.push(run(b, &format!("role-{form}"), &args)?);
    }
    join(b, said)
}
