//! Why a reason does not stop a move, said from the move itself: the answer to a wrong
//! "Why not?" choice in practice ("Your bishop on d3 is not pinned") and the reason a move
//! that looked refused is allowed ("it stays on the pin line, so it still shields your
//! king"). The facts are worked out where the exercise is made (the helper worker); the
//! page only words them (`practice_words::miss`).

use super::{castling, en_passant_victim, Reason};
use crate::rules::attacks::{between, king_attacks, line};
use crate::rules::{Position, Role, Square};

/// What makes a reason false of a move: a code the catalog selects on (`practice-miss`)
/// and the one square beside the move's own that the sentence names, if any (the pinner,
/// the checker, the other king, the square the castling king lands on).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Miss {
    pub code: &'static str,
    pub at: Option<Square>,
}

impl Miss {
    /// The codes the catalog words, each said of the move `from`-`to` and `at`.
    pub const CODES: [&'static str; 23] = [
        "king-itself",
        "along-pin",
        "not-pinned",
        "opens-nothing",
        "not-king",
        "safe-square",
        "only-king-near",
        "not-beside",
        "no-check",
        "steps-away",
        "takes-checker",
        "blocks",
        "king-moves",
        "single-check",
        "not-castling",
        "crossing-safe",
        "landing-safe",
        "rights-kept",
        "castle-path-clear",
        "not-en-passant",
        "jumps",
        "path-clear",
        "shape-ok",
    ];

    fn new(code: &'static str, at: Option<Square>) -> Miss {
        Miss { code, at }
    }
}

/// Why `reason` does not stop the move `from`-`to` in `pos`, or `None` where it does
/// (`reason_holds`) or where nothing more can be said than that it does not.
pub fn miss(pos: &Position, from: Square, to: Square, reason: Reason) -> Option<Miss> {
    if super::reason_holds(pos, from, to, reason) {
        return None;
    }
    let us = pos.turn();
    let b = pos.board();
    let is_king = b.role_at(from) == Some(Role::King);
    let king = pos.our_king()?;
    let checkers = pos.checkers();
    let first_checker = checkers.squares().next();
    let castle = castling::attempt(pos, from, to);
    let m = Miss::new;
    Some(match reason {
        Reason::Pinned | Reason::ExposesKing if is_king => m("king-itself", None),
        Reason::Pinned => match pos.pins_of(us).iter().find(|p| p.pinned == from) {
            Some(pin) if line(king, from).contains(to) => m("along-pin", Some(pin.pinner)),
            Some(_) => return None,
            None => m("not-pinned", None),
        },
        Reason::ExposesKing => m("opens-nothing", None),
        Reason::KingIntoCheck | Reason::KingNextToKing if !is_king => m("not-king", None),
        Reason::KingIntoCheck => {
            let other = b.king_of(!us);
            match other.filter(|&k| king_attacks(k).contains(to)) {
                Some(k) => m("only-king-near", Some(k)),
                None => m("safe-square", None),
            }
        }
        Reason::KingNextToKing => m("not-beside", b.king_of(!us)),
        Reason::DoesNotResolveCheck
        | Reason::DoubleCheckKingMustMove
        | Reason::CastleOutOfCheck
            if !checkers.any() =>
        {
            m("no-check", None)
        }
        Reason::DoesNotResolveCheck if is_king => m("steps-away", None),
        Reason::DoesNotResolveCheck => {
            let taken = en_passant_victim(pos, from, to).unwrap_or(to);
            match first_checker {
                Some(c) if c == taken => m("takes-checker", Some(c)),
                Some(c) if between(king, c).contains(to) => m("blocks", Some(c)),
                _ => return None,
            }
        }
        Reason::DoubleCheckKingMustMove if is_king => m("king-moves", None),
        Reason::DoubleCheckKingMustMove => m("single-check", first_checker),
        Reason::CastleOutOfCheck
        | Reason::CastleThroughCheck
        | Reason::CastleIntoCheck
        | Reason::CastleRightsLost
        | Reason::CastlePathBlocked
            if castle.is_none() =>
        {
            m("not-castling", None)
        }
        Reason::CastleThroughCheck => m("crossing-safe", None),
        Reason::CastleIntoCheck => m("landing-safe", Some(to)),
        Reason::CastleRightsLost => m("rights-kept", None),
        Reason::CastlePathBlocked => m("castle-path-clear", None),
        Reason::EnPassantNotAvailable => m("not-en-passant", None),
        Reason::PathBlocked if b.role_at(from) == Some(Role::Knight) => m("jumps", None),
        Reason::PathBlocked if !(between(from, to) & b.occupied()).any() && castle.is_none() => {
            m("path-clear", None)
        }
        Reason::NotAPieceMove => m("shape-ok", None),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(fen: &str, uci: &str, reason: &str) -> Option<(&'static str, Option<String>)> {
        let pos: Position = fen.parse().unwrap();
        let u: crate::rules::Uci = uci.parse().unwrap();
        let r = Reason::from_code(reason).unwrap();
        miss(&pos, u.from, u.to, r).map(|m| (m.code, m.at.map(|s| s.to_string())))
    }

    #[test]
    fn a_pin_is_missing_or_the_move_keeps_to_its_line() {
        // The bishop on d2 is pinned by the rook on... no: nothing stands behind it.
        let free = "4k3/8/8/8/8/8/3B4/4K3 w - - 0 1";
        assert_eq!(said(free, "d2e3", "pinned"), Some(("not-pinned", None)));
        // The rook on e4 is pinned by the rook on e8 and moves along the e-file.
        let pinned = "4r1k1/8/8/8/4R3/8/8/4K3 w - - 0 1";
        assert_eq!(
            said(pinned, "e4e6", "pinned"),
            Some(("along-pin", Some("e8".into())))
        );
        // Leaving the line is what the pin forbids: the reason holds, no miss.
        assert_eq!(said(pinned, "e4a4", "pinned"), None);
        assert_eq!(said(pinned, "e1d1", "pinned"), Some(("king-itself", None)));
    }

    #[test]
    fn the_kings_rules_are_about_king_moves_only() {
        let pos = "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1";
        assert_eq!(
            said(pos, "d2d3", "king_into_check"),
            Some(("not-king", None))
        );
        assert_eq!(
            said(pos, "e1f2", "king_into_check"),
            Some(("safe-square", None))
        );
        assert_eq!(
            said(pos, "e1f2", "king_next_to_king"),
            Some(("not-beside", Some("e8".into())))
        );
        // Only the other king covers d6: the kings' own rule, not check, stops Kd6.
        let near = "8/8/4k3/8/3K4/8/8/8 w - - 0 1";
        assert_eq!(
            said(near, "d4d5", "king_into_check"),
            Some(("only-king-near", Some("e6".into())))
        );
    }

    #[test]
    fn a_move_that_answers_the_check_says_how() {
        // The rook on e8 gives check; the bishop on b5 can block on e2 or... take?
        let check = "4r1k1/8/8/1B6/8/8/8/4K2R w - - 0 1";
        assert_eq!(
            said(check, "b5e8", "does_not_resolve_check"),
            Some(("takes-checker", Some("e8".into())))
        );
        assert_eq!(
            said(check, "h1e1", "does_not_resolve_check"),
            None,
            "Re1 is no block: the rook cannot get there past the king"
        );
        assert_eq!(
            said(check, "b5e2", "does_not_resolve_check"),
            Some(("blocks", Some("e8".into())))
        );
        assert_eq!(
            said(check, "e1d1", "does_not_resolve_check"),
            Some(("steps-away", None))
        );
        assert_eq!(
            said(check, "b5e2", "double_check_king_must_move"),
            Some(("single-check", Some("e8".into())))
        );
        assert_eq!(
            said(check, "e1d1", "double_check_king_must_move"),
            Some(("king-moves", None))
        );
        let quiet = "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1";
        assert_eq!(
            said(quiet, "d2d3", "does_not_resolve_check"),
            Some(("no-check", None))
        );
    }

    #[test]
    fn castling_and_lines_are_said_as_they_stand() {
        let castle = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
        assert_eq!(
            said(castle, "e1g1", "castle_through_check"),
            Some(("crossing-safe", None))
        );
        assert_eq!(
            said(castle, "e1g1", "castle_rights_lost"),
            Some(("rights-kept", None))
        );
        assert_eq!(
            said(castle, "e1g1", "castle_out_of_check"),
            Some(("no-check", None))
        );
        assert_eq!(
            said(castle, "e1g1", "castle_into_check"),
            Some(("landing-safe", Some("g1".into())))
        );
        assert_eq!(
            said(castle, "h1h5", "castle_rights_lost"),
            Some(("not-castling", None))
        );
        assert_eq!(
            said(castle, "h1h5", "path_blocked"),
            Some(("path-clear", None))
        );
        assert_eq!(
            said(castle, "h1h5", "not_a_piece_move"),
            Some(("shape-ok", None))
        );
        let knight = "4k3/8/8/8/8/8/PPPP4/1N2K3 w - - 0 1";
        assert_eq!(said(knight, "b1c3", "path_blocked"), Some(("jumps", None)));
        assert_eq!(
            said(knight, "b1c3", "en_passant_not_available"),
            Some(("not-en-passant", None))
        );
        assert_eq!(
            said(knight, "b1c3", "exposes_king"),
            Some(("opens-nothing", None))
        );
    }

    #[test]
    fn a_reason_that_holds_has_no_miss() {
        // The king steps next to the other king: both kings' rules hold for Kd5? Only the
        // next-to-king one; stepping into a rook's line holds for king_into_check.
        let pos = "4k3/8/8/8/8/8/8/r3K3 w - - 0 1";
        assert_eq!(said(pos, "e1d1", "king_into_check"), None);
        for code in Miss::CODES {
            assert!(!code.is_empty());
        }
    }
}
