//! A move typed by a learner, in SAN or UCI, with English piece letters or the learner's
//! language's, read into its squares (a refused move too, so that it gets the same reason
//! as a click).

use super::Lang;
use crate::rules::{san, san::SanError, Position, Role, Square, Uci};

/// The move a learner typed, as UCI (`e2e4`, `e7e8q`) or SAN (`Nf3`, `exd5`, `O-O`): its
/// squares and promotion piece. A real piece move the rules refuse is returned too, so it
/// gets the same reason as a click; text that names no move is an error sentence.
pub fn typed_move(pos: &Position, text: &str) -> Result<(Square, Square, Option<Role>), String> {
    let text = text.trim();
    if let Ok(uci) = text.parse::<Uci>() {
        return Ok((uci.from, uci.to, uci.promotion));
    }
    match san::parse(pos, text) {
        Ok(m) => Ok((m.from, m.to, m.promotion)),
        Err(e @ SanError::Illegal(_)) => {
            // The move of a piece that cannot make it, or of the side not to move: the
            // squares a click would give, so that the click's reason is given.
            san::intended(pos, text)
                .or_else(|| san::intended(&pos.with_turn(!pos.turn()), text))
                .ok_or_else(|| e.to_string())
        }
        Err(e) => Err(e.to_string()),
    }
}

/// [`typed_move`] for a learner who reads `lang`: a move may be written with the
/// language's piece letters (Spanish `Rg1` is the king, German `Sf3` the knight) or the
/// English ones. Where the language's letters name a piece, that reading wins (so a
/// refused king move is explained, not swapped for a rook's); the English reading is
/// tried only when they name no move.
pub fn typed_move_in(
    pos: &Position,
    text: &str,
    lang: Lang,
) -> Result<(Square, Square, Option<Role>), String> {
    let Some(english) = super::notation::to_english(text, lang) else {
        return typed_move(pos, text);
    };
    typed_move(pos, &english)
        .or_else(|ours| typed_move(pos, text).map_err(|_| ours.replace(&english, text.trim())))
}
