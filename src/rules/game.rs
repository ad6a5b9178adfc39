//! A game: the positions since a starting one, for the rules that need history
//! (repetition) and for undo.

use super::{Board, CastlingRights, Color, Move, Position, SharedStack, Square, Status};
use std::cell::OnceCell;
use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

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

impl GameStatus {
    /// Whether a rule has ended the game although the side to move still has moves: the
    /// same position for the fifth time, or seventy-five moves by each side without a
    /// capture or a pawn move (FIDE Laws of Chess, 9.6). No claim is needed, and no move
    /// may follow.
    pub fn is_automatic_draw(self) -> bool {
        matches!(
            self,
            GameStatus::FivefoldRepetition
                | GameStatus::Position(Status::SeventyFiveMoves)
                | GameStatus::Position(Status::InsufficientMaterial)
        )
    }
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

/// A move of a game with what follows from it, worked out once and kept: the position it
/// leads to, how often that position has stood on the board (found on first asking), and the
/// move in SAN (written on first asking).
struct Ply {
    mv: Move,
    after: Position,
    key_hash: u64,
    repetitions: OnceCell<u32>,
    san: OnceCell<String>,
}

impl PartialEq for Ply {
    fn eq(&self, other: &Ply) -> bool {
        self.mv == other.mv && self.after == other.after
    }
}

impl Eq for Ply {}

impl std::fmt::Debug for Ply {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.mv)
    }
}

fn key_hash(pos: &Position) -> u64 {
    let mut h = DefaultHasher::new();
    pos.repetition_key().hash(&mut h);
    h.finish()
}

/// One move of a game, seen from the game: the positions before and after it, its SAN.
#[derive(Clone, Copy, Debug)]
pub struct PlyRef<'a> {
    ply: &'a Ply,
    before: &'a Position,
    number: usize,
}

impl<'a> PlyRef<'a> {
    pub fn mv(&self) -> Move {
        self.ply.mv
    }
    pub fn before(&self) -> &'a Position {
        self.before
    }
    pub fn after(&self) -> &'a Position {
        &self.ply.after
    }
    /// Half-moves from the start of the game, this one included (the first move is 1).
    pub fn number(&self) -> usize {
        self.number
    }
    /// The move in SAN with `+` or `#`, written once and kept.
    pub fn san(&self) -> &'a str {
        self.ply
            .san
            .get_or_init(|| super::san::write(self.before, &self.ply.mv))
    }
}

/// A game from some starting position, with every position reached.
///
/// Copies share their moves ([`SharedStack`]): copying a game, taking a move back and
/// playing one take the same time at move 4 and at move 200,000.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Position,
    start_hash: u64,
    line: SharedStack<Ply>,
}

impl Game {
    pub fn new(start: Position) -> Game {
        Game {
            start,
            start_hash: key_hash(&start),
            line: SharedStack::new(),
        }
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn current(&self) -> &Position {
        self.line.top().map_or(&self.start, |p| &p.after)
    }

    /// How many half-moves have been played.
    pub fn len(&self) -> usize {
        self.line.len()
    }

    pub fn is_empty(&self) -> bool {
        self.line.is_empty()
    }

    pub fn last_move(&self) -> Option<Move> {
        self.line.top().map(|p| p.mv)
    }

    /// The moves in order (a new list: use [`Game::recent`] for the last few).
    pub fn moves(&self) -> Vec<Move> {
        self.plies().iter().map(|p| p.mv()).collect()
    }

    /// The moves from the last one back to the first.
    pub fn plies_back(&self) -> impl Iterator<Item = PlyRef<'_>> {
        let mut items = self.line.iter().peekable();
        let mut number = self.len();
        std::iter::from_fn(move || {
            let ply = items.next()?;
            let before = items.peek().map_or(&self.start, |p| &p.after);
            number -= 1;
            Some(PlyRef {
                ply,
                before,
                number: number + 1,
            })
        })
    }

    /// Every move in order.
    pub fn plies(&self) -> Vec<PlyRef<'_>> {
        self.recent(self.len())
    }

    /// The last `n` moves (or all, if fewer), in order.
    pub fn recent(&self, n: usize) -> Vec<PlyRef<'_>> {
        let mut v: Vec<PlyRef<'_>> = self.plies_back().take(n).collect();
        v.reverse();
        v
    }

    /// The positions from the current one back to the start.
    fn positions_back(&self) -> impl Iterator<Item = &Position> {
        self.line
            .iter()
            .map(|p| &p.after)
            .chain(std::iter::once(&self.start))
    }

    /// The game as it stood `k` half-moves ago (at its start if it is shorter).
    pub fn taken_back_by(&self, k: usize) -> Game {
        let mut line = self.line.clone();
        for _ in 0..k {
            if !line.pop() {
                break;
            }
        }
        Game { line, ..*self }
    }

    /// Whether both are the very same game in memory, not a copy (for tests and caches).
    pub fn same_history(&self, other: &Game) -> bool {
        self.start == other.start && self.line.same_items(&other.line)
    }

    /// Plays `m` if it is legal now; returns whether it was.
    pub fn play(&mut self, m: &Move) -> bool {
        let pos = *self.current();
        if !pos.legal_moves().contains(m) {
            return false;
        }
        let after = pos.after(m);
        self.line.push(Ply {
            mv: *m,
            after,
            key_hash: key_hash(&after),
            repetitions: OnceCell::new(),
            san: OnceCell::new(),
        });
        true
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.last_move()?;
        self.line.pop();
        Some(m)
    }

    /// How often the current position has stood on the board in this game, this time
    /// included. Only positions since the last pawn move or capture can match. Each move
    /// keeps its count once found, and the search stops at the first earlier move that
    /// knows its own, so stepping through a long game finds each count once.
    pub fn repetitions(&self) -> usize {
        let mut items = self.line.iter();
        let Some(top) = items.next() else {
            return 1;
        };
        if let Some(&n) = top.repetitions.get() {
            return n as usize;
        }
        let key = top.after.repetition_key();
        let window = top.after.halfmove_clock() as usize;
        let mut chain = vec![top];
        let mut earlier = None;
        for ply in items.take(window) {
            if ply.key_hash == top.key_hash && ply.after.repetition_key() == key {
                match ply.repetitions.get() {
                    Some(&n) => {
                        earlier = Some(n);
                        break;
                    }
                    None => chain.push(ply),
                }
            }
        }
        let base = earlier.unwrap_or_else(|| {
            let start_counts = self.len() <= window
                && self.start_hash == top.key_hash
                && self.start.repetition_key() == key;
            u32::from(start_counts)
        });
        for (i, ply) in chain.iter().rev().enumerate() {
            let _ = ply.repetitions.set(base + i as u32 + 1);
        }
        (base as usize) + chain.len()
    }

    /// A draw by repetition the player to move may claim: the position on the board has
    /// been there three times, or a legal move would bring about one that has been there
    /// twice already. The move named is the first such in move order.
    pub fn threefold_claim(&self) -> Option<DrawClaim> {
        let pos = self.current();
        if self.repetitions() >= 3 {
            return Some(DrawClaim::Repetition);
        }
        // Only a position with the other side to move can follow a move, and only one
        // since the last pawn move or capture; most games have none that stood twice, and
        // then no move needs trying.
        let window = pos.halfmove_clock() as usize + 1;
        let mut seen: HashMap<RepetitionKey, u32> = HashMap::new();
        for p in self.positions_back().take(window) {
            if p.turn() != pos.turn() {
                *seen.entry(p.repetition_key()).or_default() += 1;
            }
        }
        seen.retain(|_, n| *n >= 2);
        if seen.is_empty() {
            return None;
        }
        pos.legal_moves()
            .iter()
            .find(|m| seen.contains_key(&pos.after(m).repetition_key()))
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
