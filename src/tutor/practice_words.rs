//! The words of practice as catalog phrases: what each kind of exercise asks, what each
//! concept is called, how an answer went, and what happened to saved practice. Each
//! function gives the message's id and facts; the learner's catalog words them
//! (`static/i18n/<code>/tutor.ftl`, the Practice and Progress sections).

use super::{Fact, Miss, Phrase, PieceOn};
use crate::rules::{Color, Position, Square};

/// Who is to move in an exercise, and, for Black, that the board is turned.
pub fn turn(turn: Color) -> Phrase {
    Phrase::new("practice-turn").with("side", Fact::Side(turn))
}

/// The answer to "which pieces give check?": where they stand.
pub fn checkers_answer(checkers: &[PieceOn]) -> Phrase {
    Phrase::new("practice-checkers-answer").with("checkers", Fact::Pieces(checkers.to_vec()))
}

/// Said when every way out of check was found; `refused_tries` moves were refused on the
/// way.
pub fn found_every_escape(refused_tries: u32) -> Phrase {
    Phrase::new("practice-found-every-escape").with("refused", Fact::Count(refused_tries as usize))
}

/// Why a reason does not stop the move `from`-`to` (a wrong "Why not?" choice), or why
/// the rule a legal move looked to break does not apply to it: `miss` was worked out
/// where the exercise was made (`tutor::miss`); the piece on `from` is `$mover`, the one on
/// `miss.at` (the pinner, the checker) `$by`.
pub fn miss(pos: &Position, from: Square, to: Square, miss: &Miss) -> Phrase {
    let mut p = Phrase::new("practice-miss")
        .with("miss", Fact::Code(miss.code))
        .with("from", Fact::Square(from))
        .with("to", Fact::Square(to));
    if let Some(mover) = PieceOn::at(pos, from) {
        p = p.with("mover", Fact::Piece(mover));
    }
    if let Some(at) = miss.at {
        p = p.with("at", Fact::Square(at));
        if let Some(by) = PieceOn::at(pos, at) {
            p = p.with("by", Fact::Piece(by));
        }
    }
    p
}

/// What the keys do on an exercise's board, for a screen reader (only the escapes kind
/// moves pieces, with the board's own words).
pub fn board_keys(kind: &str) -> Option<Phrase> {
    match kind {
        "checkers" => Some(Phrase::new("ui-keys-checkers")),
        "verdict" | "possible" | "legal" => Some(Phrase::new("ui-keys-answer")),
        _ => None,
    }
}

/// What an exercise of this kind asks (checkers, escapes, verdict, legal, possible).
pub fn prompt(kind: &str) -> Phrase {
    Phrase::new(match kind {
        "checkers" => "ui-prompt-checkers",
        "escapes" => "ui-prompt-escapes",
        "verdict" => "ui-prompt-verdict",
        "legal" => "ui-prompt-legal",
        _ => "ui-prompt-possible",
    })
}

/// A concept's name for the progress page (a move reason code or a practice concept);
/// `None` for a code this version does not know.
pub fn concept_id(code: &str) -> Option<&'static str> {
    Some(match code {
        "missed_checker" => "ui-concept-missed_checker",
        "missed_escape" => "ui-concept-missed_escape",
        "mate_or_stalemate" => "ui-concept-mate_or_stalemate",
        "impossible_position" => "ui-concept-impossible_position",
        "pinned" => "ui-concept-pinned",
        "king_into_check" => "ui-concept-king_into_check",
        "king_next_to_king" => "ui-concept-king_next_to_king",
        "does_not_resolve_check" => "ui-concept-does_not_resolve_check",
        "double_check_king_must_move" => "ui-concept-double_check_king_must_move",
        "exposes_king" => "ui-concept-exposes_king",
        "castle_out_of_check" => "ui-concept-castle_out_of_check",
        "castle_through_check" => "ui-concept-castle_through_check",
        "castle_into_check" => "ui-concept-castle_into_check",
        "castle_rights_lost" => "ui-concept-castle_rights_lost",
        "castle_path_blocked" => "ui-concept-castle_path_blocked",
        "en_passant_not_available" => "ui-concept-en_passant_not_available",
        "path_blocked" => "ui-concept-path_blocked",
        "not_a_piece_move" => "ui-concept-not_a_piece_move",
        "own_piece_on_target" => "ui-concept-own_piece_on_target",
        "not_your_turn" => "ui-concept-not_your_turn",
        "promotion_piece_required" => "ui-concept-promotion_piece_required",
        "game_over" => "ui-concept-game_over",
        "legal" => "ui-concept-legal",
        _ => return None,
    })
}

/// An answer to "Why not?" for a move reason, in plain words about the move shown (each
/// is true exactly when `tutor::reason_holds` says so); a reason with no sentence of its
/// own is named as its concept.
pub fn why_answer_id(code: &str) -> Option<&'static str> {
    Some(match code {
        "pinned" => "ui-why-pinned",
        "exposes_king" => "ui-why-exposes_king",
        "king_into_check" => "ui-why-king_into_check",
        "king_next_to_king" => "ui-why-king_next_to_king",
        "does_not_resolve_check" => "ui-why-does_not_resolve_check",
        "double_check_king_must_move" => "ui-why-double_check_king_must_move",
        "castle_out_of_check" => "ui-why-castle_out_of_check",
        "castle_through_check" => "ui-why-castle_through_check",
        "castle_into_check" => "ui-why-castle_into_check",
        "castle_rights_lost" => "ui-why-castle_rights_lost",
        "castle_path_blocked" => "ui-why-castle_path_blocked",
        "en_passant_not_available" => "ui-why-en_passant_not_available",
        "path_blocked" => "ui-why-path_blocked",
        "not_a_piece_move" => "ui-why-not_a_piece_move",
        other => return concept_id(other),
    })
}

/// The first line after an answer: right or not.
pub fn verdict(right: bool) -> Phrase {
    Phrase::new(if right { "ui-right" } else { "ui-not-quite" })
}

/// The link offered when a topic keeps being missed, to the lesson step that teaches it
/// (`title` is the lesson's, `step` from 1).
pub fn lesson_offer(title: &str, step: usize) -> Phrase {
    Phrase::new("practice-offer")
        .with("title", Fact::Text(title.to_string()))
        .with("step", Fact::Count(step))
}

/// The one-line truth about a position asked "checkmate, stalemate or neither?".
pub fn verdict_line(truth: &str) -> Phrase {
    let code = match truth {
        "checkmate" => "checkmate",
        "stalemate" => "stalemate",
        _ => "neither",
    };
    Phrase::new("practice-verdict").with("code", Fact::Code(code))
}

/// The "legal?" exercise's question, naming the move so it can be answered without seeing
/// the arrow.
pub fn legal_prompt(piece: PieceOn, to: Square) -> Phrase {
    Phrase::new("practice-legal-prompt")
        .with("piece", Fact::Piece(piece))
        .with("to", Fact::Square(to))
}

/// What a square's name adds when the "legal?" exercise's arrow starts or ends there.
pub fn arrow_end_note(start: bool) -> Phrase {
    Phrase::new(if start {
        "ui-arrow-starts"
    } else {
        "ui-arrow-ends"
    })
}

/// How many ways out of check have been found (`moves`, in the learner's letters), for a
/// screen reader after each one.
pub fn escapes_found(moves: &[String], of: usize) -> Phrase {
    Phrase::new("practice-escapes-found")
        .with("count", Fact::Count(moves.len()))
        .with("of", Fact::Count(of))
        .with("moves", Fact::Text(moves.join(", ")))
}

/// The ways out a learner did not find, once they give up (`found` were found).
pub fn ways_out(found: usize, moves: &[String]) -> Phrase {
    Phrase::new("practice-ways-out")
        .with("found", Fact::Count(found))
        .with("moves", Fact::Text(moves.join(" ")))
}

/// The squares picked so far in a "which pieces give check?" exercise.
pub fn picked(squares: &[Square]) -> Phrase {
    let names: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
    Phrase::new("practice-picked")
        .with("count", Fact::Count(squares.len()))
        .with("squares", Fact::Text(names.join(", ")))
}

/// Stored practice that could not be read at all.
pub fn unreadable() -> Phrase {
    Phrase::new("ui-practice-unreadable")
}

/// Stored practice from another version of the tutor.
pub fn other_version(version: u32) -> Phrase {
    Phrase::new("ui-practice-other-version").with("version", Fact::Count(version as usize))
}

/// Stored practice with `n` entries about things this version does not know.
pub fn unknown_dropped(n: usize) -> Phrase {
    Phrase::new("ui-practice-unknown-dropped").with("count", Fact::Count(n))
}

/// Stored practice with some topics' entries that could not be read (the rest is kept).
pub fn entries_dropped() -> Phrase {
    Phrase::new("ui-practice-entries-dropped")
}

/// A practice file that is not a practice record of this app: nothing changes.
pub fn file_unreadable() -> Phrase {
    Phrase::new("ui-practice-file-unreadable")
}

/// A practice file from another version: nothing changes.
pub fn file_other_version(version: u32) -> Phrase {
    Phrase::new("ui-practice-file-other-version").with("version", Fact::Count(version as usize))
}

/// A practice file taken in, with `left_out` entries left out.
pub fn file_partly_read(left_out: usize) -> Phrase {
    Phrase::new("ui-practice-file-partly-read").with("count", Fact::Count(left_out))
}
