//! The words of practice: what each kind of exercise asks, what each concept is called,
//! how an answer went, and what happened to saved practice.

/// Stored practice that could not be read at all.
pub fn practice_unreadable() -> String {
    "Saved practice could not be read, so it starts again.".into()
}

/// Stored practice from another version of the tutor.
pub fn practice_other_version(version: u32) -> String {
    format!("Saved practice from another version ({version}) was reset.")
}

/// Stored practice with entries about things this version does not know.
pub fn practice_unknown_dropped(n: usize) -> String {
    if n == 1 {
        "One saved practice entry was about something this version does not know, so it was left out.".into()
    } else {
        format!("{n} saved practice entries were about things this version does not know, so they were left out.")
    }
}

/// A practice file that is not a practice record of this app: nothing changes.
pub fn practice_file_unreadable() -> String {
    "That file is not a practice record from Check Tutor, so your progress is unchanged.".into()
}

/// A practice file from another version: nothing changes.
pub fn practice_file_other_version(version: u32) -> String {
    format!("That file is a practice record from another version ({version}) of Check Tutor, so your progress is unchanged.")
}

/// A practice file taken in, with entries left out.
pub fn practice_file_partly_read(left_out: usize) -> String {
    if left_out == 1 {
        "The file's record is now yours. One entry in it could not be used and was left out.".into()
    } else {
        format!("The file's record is now yours. {left_out} entries in it could not be used and were left out.")
    }
}

/// Stored practice with some concept entries that could not be read.
pub fn practice_entries_dropped(concepts: &[String]) -> String {
    format!(
        "Saved practice for {} could not be read, so it starts again; the rest is kept.",
        concepts.join(", ")
    )
}

/// Who is to move in an exercise, and, for Black, that the board is turned so Black's
/// pieces are at the bottom.
pub fn practice_turn(turn: crate::rules::Color) -> &'static str {
    if turn.is_white() {
        "White to move."
    } else {
        "Black to move. The board is turned, so Black's pieces are at the bottom."
    }
}

/// The answer to "which pieces give check?" when it was missed: where they stand, in the
/// singular for one.
pub fn checkers_answer(checkers: &[crate::tutor::PieceOn]) -> String {
    let names = super::words::the_list(checkers);
    match checkers.len() {
        0 => "No piece gives check here.".into(),
        1 => format!("The piece giving check is {names}."),
        _ => format!("Two pieces give check, {names}: that is a double check."),
    }
}

/// Said when every way out of check was found; after a refused try the answer does not
/// count as right, and this says why (so "Not quite." in front of it makes sense).
pub fn found_every_escape(refused_tries: u32) -> &'static str {
    if refused_tries == 0 {
        "You found every way out of check."
    } else {
        "You found every way out of check, but a move you tried on the way was refused."
    }
}

/// What the keys do on an exercise's board, for a screen reader (the board's own words are
/// for moving pieces, which only the escapes kind does).
pub fn practice_board_keys(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "checkers" => "Arrow keys move between squares. Enter picks a piece that gives check, or unpicks it; then press Done after the board. M says where a piece can go.",
        "verdict" | "possible" | "legal" => "Arrow keys move between squares; each square names its piece. M says where a piece can go. Answer with the buttons after the board.",
        _ => return None,
    })
}

/// What an exercise of this kind asks (its code: checkers, escapes, verdict, legal,
/// possible).
pub fn practice_prompt(kind: &str) -> &'static str {
    match kind {
        "checkers" => {
            "Which pieces give check? Pick every one of them on the board, then press Done."
        }
        "escapes" => {
            "The king is in check. Find every move that gets out of check: play them one by one."
        }
        "verdict" => "Checkmate, stalemate, or neither?",
        "legal" => "Is the move shown by the arrow legal?",
        "possible" => "Could this position arise in a game?",
        _ => "Look at the position.",
    }
}

/// A concept's name for the progress page: a move reason code or a practice concept.
pub fn concept_name(code: &str) -> String {
    let name = match code {
        "missed_checker" => "Seeing every checking piece",
        "missed_escape" => "Finding every way out of check",
        "mate_or_stalemate" => "Telling mate from stalemate",
        "impossible_position" => "Positions that could never arise",
        "pinned" => "Pinned pieces",
        "king_into_check" => "The king may not step into check",
        "king_next_to_king" => "Kings never touch",
        "does_not_resolve_check" => "Moves that leave the king in check",
        "double_check_king_must_move" => "Double check: only the king can move",
        "exposes_king" => "Moves that uncover an attack on your own king",
        "castle_out_of_check" => "No castling out of check",
        "castle_through_check" => "No castling through an attacked square",
        "castle_into_check" => "No castling into check",
        "castle_rights_lost" => "Castling rights",
        "castle_path_blocked" => "Castling needs an empty path",
        "en_passant_not_available" => "When en passant is allowed",
        "path_blocked" => "Pieces cannot jump (but knights)",
        "not_a_piece_move" => "How each piece moves",
        "own_piece_on_target" => "No capturing your own pieces",
        "not_your_turn" => "Whose move it is",
        "promotion_piece_required" => "Choosing a promotion piece",
        "game_over" => "Draws that end the game at once",
        "legal" => "Telling legal moves from illegal ones",
        other => return other.replace('_', " "),
    };
    name.to_string()
}

/// An answer to "Why not?" for a move reason, in plain words about the move shown (each
/// is true exactly when `tutor::reason_holds` says so).
pub fn why_answer(code: &str) -> String {
    let words = match code {
        "pinned" => "The piece is pinned: leaving its line would uncover its king.",
        "exposes_king" => "Moving it would open a line to its own king.",
        "king_into_check" => "The king would step onto a square an enemy piece attacks.",
        "king_next_to_king" => "The king would stand next to the other king.",
        "does_not_resolve_check" => "The king is in check, and this move does not stop that check.",
        "double_check_king_must_move" => "It is double check: only the king may move.",
        "castle_out_of_check" => "You may not castle while you are in check.",
        "castle_through_check" => "The king would pass over an attacked square.",
        "castle_into_check" => "The king would land on an attacked square.",
        "castle_rights_lost" => "The king or that rook has moved before.",
        "castle_path_blocked" => "Pieces stand between the king and the rook.",
        "en_passant_not_available" => {
            "En passant is only allowed right after the pawn's two-square step."
        }
        "path_blocked" => "Another piece stands in the way.",
        "not_a_piece_move" => "That piece does not move that way.",
        other => return concept_name(other),
    };
    words.to_string()
}

/// Said after an answer: right or not, and (when wrong) what the right answer was.
pub fn practice_verdict(right: bool, correction: &str) -> String {
    if right {
        "Right!".into()
    } else if correction.is_empty() {
        "Not quite.".into()
    } else {
        format!("Not quite: {correction}")
    }
}

/// The link offered when a topic keeps being missed, to the lesson step that teaches it
/// (`title` is the lesson's, `step` from 1).
pub fn practice_lesson_offer(title: &str, step: usize) -> String {
    format!("Still tricky? Step {step} of the lesson “{title}” shows how it works.")
}

/// The one-line truth about a position asked "checkmate, stalemate or neither?".
pub fn verdict_line(truth: &str) -> &'static str {
    match truth {
        "checkmate" => "It is checkmate: the king is in check and has no way out.",
        "stalemate" => "It is stalemate: the side to move is not in check and has no legal move.",
        _ => "Neither: the side to move still has a legal move.",
    }
}

/// The "legal?" exercise's question, naming the move so it can be answered without seeing
/// the arrow: `piece` is the piece's label ("black pawn").
pub fn practice_legal_prompt(
    piece: &str,
    from: crate::rules::Square,
    to: crate::rules::Square,
) -> String {
    format!("Is this move legal: the {piece} from {from} to {to}, shown by the arrow?")
}

/// What a square's name adds when the "legal?" exercise's arrow starts or ends there.
pub fn arrow_end_note(start: bool) -> &'static str {
    if start {
        "where the arrow starts"
    } else {
        "where the arrow ends"
    }
}

/// How many ways out of check have been found, for a screen reader after each one.
pub fn escapes_found(found: &[String], of: usize) -> String {
    match found {
        [] => format!("Found 0 of {of}."),
        moves => format!("Found {} of {of}: {}.", moves.len(), moves.join(", ")),
    }
}

/// A wrong reason at "Why not?", the first time: another try, the answer kept back.
pub fn why_not_again() -> &'static str {
    "Not quite: that is not what stops this move. Try another reason."
}

/// The right reason at "Why not?" after one miss.
pub fn why_not_second_try() -> &'static str {
    "Right, on the second try."
}

/// The squares picked so far in a "which pieces give check?" exercise.
pub fn picked_squares(names: &str) -> String {
    if names.is_empty() {
        "Picked: none yet".into()
    } else {
        format!("Picked: {names}")
    }
}
