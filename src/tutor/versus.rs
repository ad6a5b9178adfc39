//! A game against the computer: who plays which side, at which level, from which seed, and
//! what the tutor says in it (a hint and why the move it names is legal). The computer's
//! moves come from [`crate::engine`], which the page runs in a worker.

use super::gain::{gain, Gain};
use super::{describe_check, Message, PieceOn};
use crate::engine::protocol::Request;
use crate::engine::Level;
use crate::rules::{pgn, Color, Game, GameStatus, Move, Piece, Position, Status};

/// The settings of a game against the computer, and whether the learner resigned it or
/// claimed a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Versus {
    /// The learner's side.
    pub human: Color,
    pub level: Level,
    /// Makes the computer's moves reproducible: a game's link replays it move for move.
    pub seed: u32,
    pub resigned: bool,
    /// The learner claimed a draw the rules allowed on the position on the board.
    pub claimed: bool,
}

/// How a hinted move answers a check: the three ways out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WayOut {
    /// The king steps to a square nothing attacks.
    KingSteps,
    /// The checking piece is taken.
    Captures(PieceOn),
    /// A piece steps between the checker and the king.
    Blocks(PieceOn),
}

/// The level the hint searches at: it should name a good move, and quickly.
const HINT_LEVEL: Level = Level::Three;

impl Versus {
    pub fn computer(&self) -> Color {
        !self.human
    }

    /// Resigned, drawn by a claim, or ended by the rules.
    pub fn is_over(&self, game: &Game) -> bool {
        self.resigned
            || self.claimed_draw(game).is_some()
            || game.status() != GameStatus::Position(Status::Ongoing)
    }

    /// Whether the computer should move now.
    pub fn computer_to_move(&self, game: &Game) -> bool {
        !self.is_over(game) && game.current().turn() == self.computer()
    }

    /// How many half-moves Take back removes: the learner's last move and the computer's
    /// reply to it, if there was one, back to a position where the learner is to move.
    /// Nothing once the learner has resigned or has not moved yet.
    pub fn take_back(&self, game: &Game) -> usize {
        if self.resigned || self.claimed {
            return 0;
        }
        let k = if game.current().turn() == self.human {
            2
        } else {
            1
        };
        // Back at the start with the computer to move, the same seed would play the same
        // move again: that is not a move taken back.
        if k > game.len() || (k == game.len() && game.start().turn() != self.human) {
            return 0;
        }
        k
    }

    /// The worker's request for the computer's move now.
    pub fn request(&self, game: &Game, id: u32) -> Request {
        request(game, id, self.level, self.seed)
    }

    /// The worker's request for a hint for the learner.
    pub fn hint_request(&self, game: &Game, id: u32) -> Request {
        request(game, id, HINT_LEVEL, self.seed ^ 0x5eed)
    }

    /// The game's result in PGN's words: a resigned game is lost by the learner.
    pub fn result(&self, game: &Game) -> &'static str {
        match (self.resigned, self.human) {
            (true, Color::White) => "0-1",
            (true, Color::Black) => "1-0",
            (false, _) if self.claimed_draw(game).is_some() => "1/2-1/2",
            (false, _) => pgn::result(game),
        }
    }

    /// The players and the result, for the game's PGN.
    pub fn players(&self, game: &Game) -> pgn::Players {
        let computer = format!("Check Tutor, level {}", self.level.number());
        let learner = "Learner".to_string();
        let (white, black) = match self.human {
            Color::White => (learner, computer),
            Color::Black => (computer, learner),
        };
        pgn::Players {
            white,
            black,
            result: self.result(game),
        }
    }
}

fn request(game: &Game, id: u32, level: Level, seed: u32) -> Request {
    Request {
        id,
        start: game.start().fen(),
        moves: game.moves().iter().map(|m| m.uci().to_string()).collect(),
        level: level.number(),
        seed,
    }
}

/// The legal move of `pos` written `uci`, if there is one.
pub fn legal_uci(pos: &Position, uci: &str) -> Option<Move> {
    pos.legal_moves()
        .iter()
        .find(|m| m.uci().to_string() == uci)
        .copied()
}

/// The game from `start` through `moves` (UCI, in order), as far as they are legal; the
/// first that is not is returned with its number (1 for the first move).
pub fn replay<'a>(
    start: Position,
    moves: impl IntoIterator<Item = &'a str>,
) -> (Game, Option<Stop>) {
    let mut game = Game::new(start);
    for (n, text) in moves.into_iter().enumerate() {
        let status = game.status();
        let stop = |ended| {
            Some(Stop {
                n: n + 1,
                text: text.to_string(),
                ended,
            })
        };
        if status != GameStatus::Position(Status::Ongoing) {
            return (game, stop(Some(status)));
        }
        match legal_uci(game.current(), text) {
            Some(m) => {
                game.play(&m);
            }
            None => return (game, stop(None)),
        }
    }
    (game, None)
}

/// Where and why a game's moves stopped being played: move `n` (counted from 1), written
/// `text`, is not legal there, or comes after the game `ended` (mate, stalemate, or a draw
/// no move may follow).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stop {
    pub n: usize,
    pub text: String,
    pub ended: Option<GameStatus>,
}

impl Stop {
    /// The move as a message quotes it: one short line, whatever the link held.
    pub fn quoted(&self) -> String {
        crate::rules::shown(&self.text, 12)
    }
}

/// The computer's last move in `game`, told, if the last move was the computer's.
pub fn computer_played(vs: &Versus, game: &Game) -> Option<Message> {
    let ply = game.plies_back().next()?;
    let mv = ply.mv();
    (ply.before().turn() == vs.computer()).then(|| Message::ComputerPlayed {
        san: ply.san().to_string(),
        role: mv.role,
        to: mv.to,
        captured: mv.capture,
        promotion: mv.promotion,
        castled: mv.is_castle(),
    })
}

/// How `mv` answers the check in `pos`, if the side to move is in check: which of the three
/// ways out it takes.
fn way_out(pos: &Position, mv: &Move) -> Option<WayOut> {
    describe_check(pos).map(|report| {
        let checker = report.checkers.first().map(|c| c.piece);
        match checker {
            _ if mv.from == report.king => WayOut::KingSteps,
            Some(c) if mv.capture_square() == c.square => WayOut::Captures(c),
            Some(c) => WayOut::Blocks(c),
            None => WayOut::KingSteps,
        }
    })
}

/// Why a move that met a lesson step's goal works, from the move itself, for a move other
/// than the one the step's text was written for: why it mates or stalemates, which piece
/// gives check, or how it got the king out of check. Empty when there is nothing to add.
pub fn why_it_works(pos: &Position, mv: &Move) -> Vec<Message> {
    let after = pos.after(mv);
    if let Some(ending) = super::explain_ending(&after) {
        // The move's own sentence already says "checkmate" or "stalemate".
        return ending.messages().iter().skip(1).cloned().collect();
    }
    if let Some(report) = describe_check(&after) {
        return report
            .messages
            .into_iter()
            .filter(|m| matches!(m, Message::CheckBy { .. }))
            .collect();
    }
    match way_out(pos, mv) {
        Some(way) => vec![Message::OutOfCheck {
            piece: PieceOn {
                piece: Piece {
                    color: pos.turn(),
                    role: mv.role,
                },
                square: mv.from,
            },
            to: mv.to,
            way,
        }],
        None => Vec::new(),
    }
}

/// Why the hinted move `mv` is good in `pos`: a mate first; out of check, which of the
/// three ways it takes; else what it gains.
pub fn hint(pos: &Position, mv: &Move) -> Message {
    let piece = PieceOn {
        piece: Piece {
            color: pos.turn(),
            role: mv.role,
        },
        square: mv.from,
    };
    let gain = gain(pos, mv);
    let way = way_out(pos, mv).filter(|_| gain != Gain::Mate);
    Message::Hint {
        san: crate::rules::san::write(pos, mv),
        piece,
        to: mv.to,
        way,
        gain,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::DrawClaim;

    fn game(moves: &[&str]) -> Game {
        let (g, bad) = replay(Position::starting(), moves.iter().copied());
        assert_eq!(bad, None);
        g
    }

    fn versus(human: Color) -> Versus {
        Versus {
            human,
            level: Level::Two,
            seed: 1,
            resigned: false,
            claimed: false,
        }
    }

    /// The learner may claim a threefold repetition on their turn; the computer claims one
    /// only when it is behind; either way the game ends drawn.
    #[test]
    fn draws_are_claimed_by_the_learner_or_by_the_computer_when_behind() {
        let dance = [
            "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
        ];
        let white = versus(Color::White);
        let g = game(&dance);
        assert_eq!(white.learner_claim(&g), Some(DrawClaim::Repetition));
        assert!(
            !white.is_over(&g),
            "equal material: the computer does not claim"
        );
        assert_eq!(
            white.learner_claim(&game(&dance[..7])),
            None,
            "not the learner's turn"
        );
        let claimed = Versus {
            claimed: true,
            ..white
        };
        assert!(claimed.is_over(&g));
        assert_eq!(claimed.result(&g), "1/2-1/2");
        assert_eq!(
            claimed.claimed_draw(&g),
            Some((true, DrawClaim::Repetition))
        );
        // A queen up, the learner walks the king to and fro: the computer claims.
        let start: Position = "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1"
            .parse()
            .expect("a position");
        let walk = [
            "e1d1", "e8d8", "d1e1", "d8e8", "e1d1", "e8d8", "d1e1", "d8e8", "e1d1",
        ];
        let (g, bad) = replay(start, walk.iter().copied());
        assert_eq!(bad, None);
        assert_eq!(white.claimed_draw(&g), Some((false, DrawClaim::Repetition)));
        assert!(white.is_over(&g) && !white.computer_to_move(&g));
    }

    /// Where a move would bring a position about for the third time, the learner may claim
    /// by declaring it; once played, the claim stands on the computer's turn too.
    #[test]
    fn a_draw_is_claimed_by_declaring_the_move_that_repeats() {
        // The white knight reaches f3 from h4 as well as from g1: the position after Nf3
        // stood twice, the one on the board (knight on h4) only twice.
        let shuffle = [
            "g1f3", "b8c6", "f3h4", "c6b8", "h4f3", "b8c6", "f3h4", "c6b8",
        ];
        let white = versus(Color::White);
        let g = game(&shuffle);
        assert_eq!(white.learner_claim(&g), None, "no claim on the board");
        let (m, rule) = white.declared_claim(&g).expect("a declared move");
        assert_eq!(
            (m.uci().to_string(), rule),
            ("h4f3".into(), DrawClaim::Repetition)
        );
        assert!(!white.claim_stands(&g));
        let played = game(&[&shuffle[..], &["h4f3"]].concat());
        let claimed = Versus {
            claimed: white.claim_stands(&played),
            ..white
        };
        assert!(claimed.claimed && claimed.is_over(&played));
        assert!(!claimed.computer_to_move(&played));
        assert_eq!(claimed.result(&played), "1/2-1/2");
        assert_eq!(
            versus(Color::Black).declared_claim(&g),
            None,
            "not Black's turn"
        );
    }

    #[test]
    fn take_back_returns_to_the_learners_turn() {
        let white = versus(Color::White);
        assert_eq!(white.take_back(&game(&[])), 0);
        assert_eq!(
            white.take_back(&game(&["e2e4"])),
            1,
            "the computer is thinking"
        );
        assert_eq!(white.take_back(&game(&["e2e4", "e7e5"])), 2);
        let black = versus(Color::Black);
        assert_eq!(
            black.take_back(&game(&["e2e4"])),
            0,
            "only the computer has moved"
        );
        assert_eq!(black.take_back(&game(&["e2e4", "e7e5", "g1f3"])), 2);
        let resigned = Versus {
            resigned: true,
            ..white
        };
        assert_eq!(resigned.take_back(&game(&["e2e4", "e7e5"])), 0);
    }

    #[test]
    fn the_computer_moves_only_on_its_turn_in_a_live_game() {
        let white = versus(Color::White);
        assert!(!white.computer_to_move(&game(&[])));
        assert!(white.computer_to_move(&game(&["e2e4"])));
        let mated = game(&["f2f3", "e7e5", "g2g4", "d8h4"]);
        assert!(!versus(Color::Black).computer_to_move(&mated));
        assert_eq!(versus(Color::Black).result(&mated), "0-1");
        let resigned = Versus {
            resigned: true,
            ..versus(Color::Black)
        };
        assert!(!resigned.computer_to_move(&game(&["e2e4", "e7e5"])));
        assert_eq!(resigned.result(&game(&["e2e4"])), "1-0");
    }

    #[test]
    fn replay_stops_at_the_first_illegal_move() {
        let (g, bad) = replay(Position::starting(), ["e2e4", "e7e5", "e4e5", "g1f3"]);
        assert_eq!(g.len(), 2);
        let bad = bad.expect("stopped");
        assert_eq!((bad.n, bad.text.as_str(), bad.ended), (3, "e4e5", None));
        let long = "x".repeat(3000);
        let (_, bad) = replay(Position::starting(), [long.as_str()]);
        assert!(bad.expect("stopped").quoted().chars().count() < 20);
    }

    #[test]
    fn replay_stops_where_the_game_ended() {
        // Fool's mate, then a move after it.
        let (g, bad) = replay(
            Position::starting(),
            ["f2f3", "e7e5", "g2g4", "d8h4", "a2a3"],
        );
        assert_eq!(g.len(), 4);
        let bad = bad.expect("stopped");
        assert_eq!(bad.n, 5);
        assert_eq!(bad.ended, Some(GameStatus::Position(Status::Checkmate)));
        // Knights out and back twice: the start position a fifth time after 16 half-moves.
        let dance = ["g1f3", "g8f6", "f3g1", "f6g8"];
        let moves: Vec<&str> = dance.iter().cycle().take(20).copied().collect();
        let (g, bad) = replay(Position::starting(), moves);
        assert_eq!(g.len(), 16);
        assert_eq!(
            bad.expect("stopped").ended,
            Some(GameStatus::FivefoldRepetition)
        );
    }

    #[test]
    fn a_hint_names_the_way_out_of_check() {
        // The rook on e8 checks the king on e1.
        let pos: Position = "4r1k1/8/8/8/8/8/3N4/2B1K2R w K - 0 1".parse().unwrap();
        let way = |uci: &str| match hint(&pos, &legal_uci(&pos, uci).unwrap()) {
            Message::Hint { way, .. } => way,
            other => panic!("{other:?}"),
        };
        assert_eq!(way("e1f1"), Some(WayOut::KingSteps));
        assert!(matches!(way("d2e4"), Some(WayOut::Blocks(c)) if c.square.to_string() == "e8"));
        let bishop: Position = "4r1k1/8/8/1B6/8/8/8/4K3 w - - 0 1".parse().unwrap();
        assert!(matches!(
            hint(&bishop, &legal_uci(&bishop, "b5e8").unwrap()),
            Message::Hint { way: Some(WayOut::Captures(c)), .. } if c.square.to_string() == "e8"
        ));
        let quiet: Position = "4k3/8/8/8/8/8/8/4K2R w K - 0 1".parse().unwrap();
        assert!(matches!(
            hint(&quiet, &legal_uci(&quiet, "h1h8").unwrap()),
            Message::Hint { way: None, .. }
        ));
        let take: Position = "4k3/8/8/8/8/8/4q3/4K2R w K - 0 1".parse().unwrap();
        assert!(matches!(
            hint(&take, &legal_uci(&take, "e1e2").unwrap()),
            Message::Hint {
                way: Some(WayOut::KingSteps),
                ..
            }
        ));
    }
}
