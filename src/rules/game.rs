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

/// A draw the player to move may claim (FIDE Laws of Chess, 9.2 and 9.3). A claim is made
/// either on the position on the board, or before a move: the player writes the move down,
/// declares it, and claims on the position it would bring about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawClaim {
    /// The position on the board has stood there three times (9.2.2).
    Repetition,
    /// This move would bring about a position for the third time (9.2.1).
    RepetitionByMove(Move),
    /// Fifty moves by each side without a pawn move or a capture have been played (9.3.2).
    FiftyMoves,
    /// This move, neither a pawn move nor a capture, would complete those fifty (9.3.1).
    FiftyMovesByMove(Move),
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

    /// A draw by repetition the player to move may claim: the position on the board has
    /// been there three times, or a legal move would bring about one that has been there
    /// twice already. The move named is the first such in move order.
    pub fn threefold_claim(&self) -> Option<DrawClaim> {
        let keys: Vec<RepetitionKey> = self.positions.iter().map(|p| p.repetition_key()).collect();
        let occurrences = |key: &RepetitionKey| keys.iter().filter(|k| *k == key).count();
        let pos = self.current();
        if occurrences(&pos.repetition_key()) >= 3 {
            return Some(DrawClaim::Repetition);
        }
        // Only a position with the other side to move can follow a move; most games have
        // none that stood twice, and then no move needs trying.
        let twice: Vec<&RepetitionKey> = keys
            .iter()
            .filter(|k| k.turn != pos.turn() && occurrences(k) >= 2)
            .collect();
        if twice.is_empty() {
            return None;
        }
        pos.legal_moves()
            .iter()
            .find(|m| twice.contains(&&pos.after(m).repetition_key()))
            .map(|m| DrawClaim::RepetitionByMove(*m))
    }

    /// Threefold repetition may be claimed by the player to move, on the position on the
    /// board or by declaring a move first (see [`Game::threefold_claim`]).
    pub fn can_claim_threefold(&self) -> bool {
        self.threefold_claim().is_some()
    }

    /// A draw by the fifty-move rule the player to move may claim: fifty moves by each side
    /// without a pawn move or capture are complete, or a legal move would complete them.
    /// A player with no legal move has been mated or stalemated: there is nothing to claim.
    pub fn fifty_moves_claim(&self) -> Option<DrawClaim> {
        let pos = self.current();
        if pos.halfmove_clock() < 99 {
            return None;
        }
        let moves = pos.legal_moves();
        if pos.halfmove_clock() >= 100 {
            return (!moves.is_empty()).then_some(DrawClaim::FiftyMoves);
        }
        moves
            .iter()
            .find(|m| pos.after(m).halfmove_clock() >= 100)
            .map(|m| DrawClaim::FiftyMovesByMove(*m))
    }

    /// The fifty-move rule may be claimed by the player to move, now or by declaring a move
    /// first (see [`Game::fifty_moves_claim`]).
    pub fn can_claim_fifty_moves(&self) -> bool {
        self.fifty_moves_claim().is_some()
    }

    /// A draw the player to move may claim, if any; a claim on the position on the board
    /// comes before one that needs a move declared.
    pub fn draw_claim(&self) -> Option<DrawClaim> {
        let repetition = self.threefold_claim();
        let fifty = self.fifty_moves_claim();
        match (repetition, fifty) {
            (Some(DrawClaim::RepetitionByMove(_)), Some(DrawClaim::FiftyMoves)) => fifty,
            _ => repetition.or(fifty),
        }
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
