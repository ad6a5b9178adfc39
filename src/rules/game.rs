//! A game: the positions since a starting one, for the rules that need history
//! (repetition) and for undo.

use super::{Board, CastlingRights, Color, Move, Position, Square, Status};

/// What makes two positions "the same" for repetition: same pieces on the same squares,
/// same side to move, same castling rights, and the same en passant capture actually
/// available.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RepetitionKey {
    board: Board,
    turn: Color,
    castling: CastlingRights,
    ep: Option<Square>,
}

impl Position {
    pub fn repetition_key(&self) -> RepetitionKey {
        RepetitionKey {
            board: self.board,
            turn: self.turn,
            castling: self.castling,
            ep: self.legal_ep_square(),
        }
    }
}

/// How a game stands, history included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameStatus {
    /// The position alone decides (mate, stalemate, dead position, 75 moves, or ongoing).
    Position(Status),
    /// The same position for the fifth time: drawn without a claim.
    FivefoldRepetition,
}

/// A game from some starting position, with every position reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    positions: Vec<Position>,
    moves: Vec<Move>,
}

impl Game {
    pub fn new(start: Position) -> Game {
        Game {
            positions: vec![start],
            moves: Vec::new(),
        }
    }

    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    pub fn current(&self) -> &Position {
        // `positions` always holds at least the start.
        &self.positions[self.positions.len() - 1]
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The position before each move, in order.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Plays `m` if it is legal now; returns whether it was.
    pub fn play(&mut self, m: &Move) -> bool {
        let pos = *self.current();
        if !pos.legal_moves().contains(m) {
            return false;
        }
        self.positions.push(pos.after(m));
        self.moves.push(*m);
        true
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        Some(m)
    }

    /// How often the current position has stood on the board in this game, this time
    /// included. Only positions since the last pawn move or capture can match, but a full
    /// scan is cheap at game lengths.
    pub fn repetitions(&self) -> usize {
        let key = self.current().repetition_key();
        self.positions
            .iter()
            .filter(|p| p.repetition_key() == key)
            .count()
    }

    /// Threefold repetition may be claimed by the player to move.
    pub fn can_claim_threefold(&self) -> bool {
        self.repetitions() >= 3
    }

    /// Fifty moves by each side without a pawn move or capture may be claimed.
    pub fn can_claim_fifty_moves(&self) -> bool {
        self.current().halfmove_clock() >= 100
    }

    pub fn status(&self) -> GameStatus {
        let s = self.current().status();
        if matches!(s, Status::Checkmate | Status::Stalemate) {
            return GameStatus::Position(s);
        }
        if self.repetitions() >= 5 {
            return GameStatus::FivefoldRepetition;
        }
        GameStatus::Position(s)
    }
}
