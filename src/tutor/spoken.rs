//! A move said in words, for a screen reader ("White knight from g1 to f3, check.").

use super::{LegalMove, Message};
use crate::rules::Color;

impl LegalMove {
    /// The move in words, for a screen reader; `mover` is the side that played it. A typed
    /// move keeps the words on how its text was read.
    pub fn spoken(&self, mover: Color) -> Message {
        let castle = match self.mv.kind {
            crate::rules::MoveKind::CastleKingside => Some(true),
            crate::rules::MoveKind::CastleQueenside => Some(false),
            _ => None,
        };
        self.message.with_typed_notes(Message::MoveSpoken {
            color: mover,
            role: self.mv.role,
            from: self.mv.from,
            to: self.mv.to,
            promotion: self.mv.promotion,
            castle,
            captured: self.captured,
            check: self.check,
            checkers: self.checkers.clone(),
            mate: self.checkmate,
            stalemate: self.stalemate,
        })
    }
}

/// The game's last move in words, for a screen reader's summary of the position.
pub fn last_move_spoken(game: &crate::rules::Game) -> Option<Message> {
    let ply = game.plies_back().next()?;
    let before = ply.before();
    Some(super::explain::describe_legal(before, &ply.mv()).spoken(before.turn()))
}

/// A legal move in words ("White queen from d1 to h5, check."), in English.
pub fn describe_move(pos: &crate::rules::Position, m: &crate::rules::Move) -> String {
    super::explain::describe_legal(pos, m)
        .spoken(pos.turn())
        .english()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use crate::rules::{Color, Position, Square};
    use crate::tutor::{explain_move, Catalog, Lang, LegalMove, Verdict};

    fn played(fen: &str, from: &str, to: &str) -> LegalMove {
        let pos: Position = fen.parse().unwrap();
        let sq = |s: &str| s.parse::<Square>().unwrap();
        match explain_move(&pos, sq(from), sq(to), None) {
            Verdict::Legal(l) => l,
            Verdict::Refused(r) => panic!("{from}{to}: {}", r.message.english()),
        }
    }

    #[test]
    fn a_discovered_check_names_the_piece_that_gives_it() {
        // The bishop leaves the e-file and uncovers the rook on e1.
        let l = played("4k3/8/8/8/8/8/4B3/4RK2 w - - 0 1", "e2", "d3");
        let said = l.spoken(Color::White);
        assert_eq!(
            said.english(),
            "White bishop from e2 to d3, discovered check by the rook on e1."
        );
        assert_eq!(
            said.say(&Catalog::builtin(Lang::Ru)),
            "Белый слон с e2 на d3, вскрытый шах ладьёй на e1."
        );
        assert_eq!(
            l.message.english(),
            "Bishop to d3 (Bd3+), giving a discovered check with the rook on e1."
        );
    }

    #[test]
    fn a_double_check_names_both_pieces_the_one_that_moved_last() {
        // The knight checks from d6 and uncovers the rook on e1.
        let said = played("4k3/8/8/8/4N3/8/8/4RK2 w - - 0 1", "e4", "d6").spoken(Color::White);
        assert_eq!(
            said.english(),
            "White knight from e4 to d6, double check by the rook on e1 and the knight on d6."
        );
        assert_eq!(
            said.say(&Catalog::builtin(Lang::Ru)),
            "Белый конь с e4 на d6, двойной шах ладьёй на e1 и конём на d6."
        );
    }

    #[test]
    fn a_direct_check_is_just_check() {
        let said = played("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1", "a8").spoken(Color::White);
        assert_eq!(said.english(), "White rook from a1 to a8, check.");
    }
}
