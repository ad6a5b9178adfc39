//! Play mode as a plain state machine: select, try, promote, undo, redo, load. The browser
//! forwards clicks and keys to it and draws [`Play::view`]; native tests drive it the same way.

use super::board_view::{add_check, add_ending, add_refusal, position_view, BoardView};
use super::explain::{
    describe_legal, explain_move, refuse_after_end, LegalMove, Reason, Refusal, Verdict,
};
use super::typed::typed_move_in;
use super::{explain_ending, ClaimableDraw, Lang, Message};
use crate::rules::{pgn, Game, GameStatus, Position, Role, SharedStack, Square, Status};
use std::rc::Rc;

pub use super::playable::{playable, playable_why};

/// What happened after the last action, to show beneath the board.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum Feedback {
    Refused(Refusal),
    Played(LegalMove),
    /// Typed text that is not a move here: why ([`Message::Typed`]).
    BadInput(Message),
    /// Undo took this move back.
    TookBack(LegalMove),
}

/// The play-mode state. Copying it takes the same time at any length of game: the game
/// and the moves to redo share their memory with the copy (the page copies the state on
/// every action).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    game: Game,
    /// The games that Redo brings back, the next one on top (each one move longer).
    redo: SharedStack<Game>,
    selected: Option<Square>,
    pending_promotion: Option<(Square, Square)>,
    feedback: Option<Feedback>,
    /// The feedback answers a touch of a piece that may not move (to look at it), not a
    /// move tried: it explains, but it is no mistake.
    looked: bool,
    /// The file the game was imported from: its tags, comments and result go with it.
    record: Option<Rc<pgn::Record>>,
    /// The feedback answers a move typed in the move box.
    typed: bool,
    /// How many moves were refused (a touch to look is none): each one has its sound.
    refusals: u32,
}

impl Default for Play {
    fn default() -> Self {
        Play::new(Position::starting())
    }
}

impl Play {
    pub fn new(start: Position) -> Play {
        Play {
            game: Game::new(start),
            redo: SharedStack::new(),
            selected: None,
            pending_promotion: None,
            feedback: None,
            looked: false,
            record: None,
            typed: false,
            refusals: 0,
        }
    }

    /// A whole game (as read from PGN) at its start, ready to step through with redo.
    pub fn from_game(game: &Game) -> Play {
        let mut p = Play::new(*game.start());
        let mut g = game.clone();
        while !g.is_empty() {
            let shorter = g.taken_back_by(1);
            p.redo.push(g);
            g = shorter;
        }
        p
    }

    /// A game read from a PGN file, at its start, keeping the file's tags, comments and result.
    pub fn from_record(record: pgn::Record) -> Play {
        let play = Play::from_game(&record.game);
        Play {
            record: Some(Rc::new(record)),
            ..play
        }
    }

    /// The whole game as PGN wherever the learner stands in it (see [`Play::whole_game`]),
    /// with what its file had: tags, comments, variations and, while the game is the
    /// file's, its result.
    pub fn pgn(&self, players: Option<&pgn::Players>) -> String {
        pgn::write_game(self.whole_game(), players, self.record.as_deref())
    }

    /// A whole game at its last move, with nothing to redo (a game carried in a link).
    pub fn at_end(game: Game) -> Play {
        Play {
            game,
            ..Play::new(Position::starting())
        }
    }

    /// Starts from a FEN, or says what is wrong with it: a FEN that does not parse, or a
    /// position that could never arise in a game (see [`playable`]).
    pub fn from_fen(fen: &str) -> Result<Play, String> {
        Play::from_fen_why(fen).map_err(|m| m.english())
    }

    /// [`Play::from_fen`], with why not as a message: a FEN that does not parse says so (in
    /// English still), a position that could never arise is [`Message::NotPlayable`].
    pub fn from_fen_why(fen: &str) -> Result<Play, Box<Message>> {
        let pos = fen.trim().parse::<Position>().map_err(|error| {
            Box::new(Message::FenUnreadable {
                error,
                in_link: false,
            })
        })?;
        playable_why(&pos)?;
        Ok(Play::new(pos))
    }

    /// The FEN of a position that reads but cannot be played (it could never arise), for a
    /// link to the editor, which shows why and can fix some of it; `None` otherwise.
    pub fn refused_fen(fen: &str) -> Option<String> {
        let pos = fen.trim().parse::<Position>().ok()?;
        playable(&pos).is_err().then(|| pos.fen())
    }

    pub fn position(&self) -> &Position {
        self.game.current()
    }
    pub fn game(&self) -> &Game {
        &self.game
    }
    /// The whole game: the moves played and every move Redo would bring back (what a
    /// download keeps, wherever the learner stands in the game).
    pub fn whole_game(&self) -> &Game {
        self.redo.iter().last().unwrap_or(&self.game)
    }
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }
    pub fn pending_promotion(&self) -> Option<(Square, Square)> {
        self.pending_promotion
    }
    /// Whether the feedback answers a touch to look, not a move tried (no mistake).
    pub fn looked(&self) -> bool {
        self.looked
    }

    fn say(&mut self, feedback: Option<Feedback>) {
        if matches!(feedback, Some(Feedback::Refused(_))) {
            self.refusals = self.refusals.wrapping_add(1);
        }
        self.feedback = feedback;
        self.looked = false;
        self.typed = false;
    }

    /// How many moves were refused so far.
    pub fn refusals(&self) -> u32 {
        self.refusals
    }

    /// Whether the last move typed was refused or could not be read (the move box then
    /// holds it, to be mended, and the explanation describes it).
    pub fn typed_wrong(&self) -> bool {
        self.typed
            && matches!(
                self.feedback,
                Some(Feedback::Refused(_) | Feedback::BadInput(_))
            )
    }

    fn look(&mut self, refusal: Refusal) {
        self.feedback = Some(Feedback::Refused(refusal));
        self.looked = true;
        self.typed = false;
    }

    pub fn feedback(&self) -> Option<&Feedback> {
        self.feedback.as_ref()
    }
    /// The moves played, in SAN with `+` and `#` (the last few: [`Play::recent_sans`]).
    pub fn sans(&self) -> Vec<String> {
        self.recent_sans(self.game.len())
    }
    /// The last `n` moves played (or all, if fewer), in SAN.
    pub fn recent_sans(&self, n: usize) -> Vec<String> {
        let plies = self.game.recent(n);
        plies.iter().map(|p| p.san().to_string()).collect()
    }
    pub fn can_undo(&self) -> bool {
        !self.game.is_empty()
    }
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The refusal every move gets once a rule has ended the game although moves remain
    /// (five repetitions, seventy-five moves); `None` while play goes on. After mate or
    /// stalemate no move is legal, and each gets its own reason instead.
    fn game_over(&self) -> Option<Refusal> {
        refuse_after_end(self.game.status())
    }

    /// A click (or Enter) on a square.
    pub fn click(&mut self, sq: Square) {
        self.pending_promotion = None;
        let pos = *self.position();
        if let Some(over) = self.game_over() {
            // Nothing may move, so nothing is picked up: touching a piece says why.
            self.selected = None;
            if pos.piece_at(sq).is_some() {
                self.look(over);
            }
            return;
        }
        match click(&pos, self.selected, sq) {
            Click::Select(s) => {
                self.selected = Some(s);
                // A piece held by a pin or a check with no move at all says so at once,
                // before the learner tries a square (no move tried: no mistake).
                if let Some(r) = super::ask::stuck(&pos, s) {
                    self.look(r);
                }
            }
            Click::Deselect | Click::Nothing => self.selected = None,
            Click::Refused(r) => {
                self.selected = None;
                self.look(r);
            }
            Click::Attempt(from, to) => self.attempt(from, to, None),
        }
    }

    /// A piece dragged from `from` and dropped on `to`.
    pub fn drop_piece(&mut self, from: Square, to: Square) {
        self.selected = None;
        self.pending_promotion = None;
        if from != to {
            self.attempt(from, to, None);
        }
    }

    /// A drag has picked up the piece on `sq`: it is selected, so its moves show while it is
    /// carried (not in a game that has ended).
    pub fn lift(&mut self, sq: Square) {
        if self.game_over().is_none() {
            if let Some(s) = lift(self.position(), sq) {
                self.pending_promotion = None;
                self.selected = Some(s);
            }
        }
    }

    /// Clears a refusal or a typing mistake from the feedback, as when a hint replaces it.
    pub fn forget_refusal(&mut self) {
        if let Some(Feedback::Refused(_) | Feedback::BadInput(_)) = self.feedback {
            self.feedback = None;
        }
    }

    /// Cancels a selection or a pending promotion.
    pub fn cancel(&mut self) {
        self.selected = None;
        self.pending_promotion = None;
    }

    /// Tries a move; a pawn reaching the last rank waits for `promote`.
    pub fn attempt(&mut self, from: Square, to: Square, promotion: Option<Role>) {
        let pos = *self.position();
        self.selected = None;
        if let Some(over) = self.game_over() {
            self.pending_promotion = None;
            self.say(Some(Feedback::Refused(over)));
            return;
        }
        if promotion.is_none()
            && pos
                .legal_moves()
                .iter()
                .any(|m| m.from == from && m.to == to && m.promotion.is_some())
        {
            self.pending_promotion = Some((from, to));
            return;
        }
        match explain_move(&pos, from, to, promotion) {
            Verdict::Legal(l) => self.commit(l),
            Verdict::Refused(r) => {
                // A square the piece cannot reach leaves it in hand, as it is marked.
                if r.reason == Reason::NotAPieceMove {
                    self.selected = Some(from);
                }
                self.say(Some(Feedback::Refused(r)))
            }
        }
    }

    /// Completes a pending promotion with the chosen piece.
    pub fn promote(&mut self, role: Role) {
        if let Some((from, to)) = self.pending_promotion.take() {
            self.attempt(from, to, Some(role));
        }
    }

    /// A move typed as UCI (`e2e4`, `e7e8q`) or SAN (`Nf3`, `exd5`, `O-O`, `e8=Q+`), in
    /// English letters or `lang`'s.
    /// A real piece move that the rules refuse gets the same reason as a click.
    pub fn type_move(&mut self, text: &str, lang: Lang) {
        if text.trim().is_empty() {
            return;
        }
        match typed_move_in(self.position(), text, lang) {
            Ok(m) => {
                // The words on how the text was read go with what is said about the move.
                let before = self.feedback.take();
                self.attempt(m.from, m.to, m.promotion);
                self.feedback = self.feedback.take().map(|f| m.noted_feedback(f)).or(before);
            }
            Err(e) => self.say(Some(Feedback::BadInput(Message::Typed(e)))),
        }
        self.typed = true;
    }

    fn commit(&mut self, legal: LegalMove) {
        let next = self.redo.top().filter(|g| g.last_move() == Some(legal.mv));
        if let Some(next) = next {
            // The move Redo would bring back: keep the rest of what can be redone.
            self.game = next.clone();
            self.redo.pop();
            self.say(Some(Feedback::Played(legal)));
        } else if self.game.play(&legal.mv) {
            self.redo = SharedStack::new();
            self.say(Some(Feedback::Played(legal)));
        }
        self.selected = None;
        self.pending_promotion = None;
    }

    /// Takes the last move back, and says which it was.
    pub fn undo(&mut self) {
        if let Some(m) = self.step_back() {
            self.selected = None;
            self.pending_promotion = None;
            let took = describe_legal(self.position(), &m);
            self.say(Some(Feedback::TookBack(took)));
        }
    }

    /// Takes the last `n` moves back for good, as Take back does in a game against the
    /// computer: they leave the record (PGN, link, move list), and nothing is left to redo.
    pub fn take_back(&mut self, n: usize) {
        for _ in 0..n {
            self.undo();
        }
        self.redo = SharedStack::new();
    }

    /// One move back, kept for redo.
    fn step_back(&mut self) -> Option<crate::rules::Move> {
        let before = self.game.clone();
        let m = self.game.undo()?;
        self.redo.push(before);
        Some(m)
    }

    pub fn redo(&mut self) {
        if let Some(m) = self.redo.top().and_then(Game::last_move) {
            let pos = *self.position();
            let legal = describe_legal(&pos, &m);
            self.commit(legal);
        }
    }

    /// Back to the start of the game, every move kept for redo.
    pub fn to_start(&mut self) {
        self.go_to(0);
    }

    /// Forward to the last move that can be redone.
    pub fn to_end(&mut self) {
        self.go_to(usize::MAX);
    }

    /// To the position after `ply` half-moves of the whole game (its end, if shorter),
    /// every move after it kept for redo.
    pub fn go_to(&mut self, ply: usize) {
        let moved = self.game.len() != ply.min(self.whole_game().len());
        while self.game.len() > ply && self.step_back().is_some() {}
        while self.game.len() < ply {
            let Some(next) = self.redo.top().cloned() else {
                break;
            };
            self.game = next;
            self.redo.pop();
        }
        if moved {
            self.selected = None;
            self.pending_promotion = None;
            self.say(None);
        }
    }

    /// The file the game was imported from, if it was.
    pub fn record(&self) -> Option<&pgn::Record> {
        self.record.as_deref()
    }

    /// The status line: whose move, check, or how the game ended.
    pub fn status_message(&self) -> Message {
        let pos = self.position();
        let status = self.game.status();
        // A game that has ended has no draw left to claim (and a game that went on past
        // its end need not be searched for one).
        let ongoing = status == GameStatus::Position(Status::Ongoing);
        let claim = ongoing.then(|| self.game.draw_claim()).flatten();
        Message::Turn {
            side: pos.turn(),
            check: pos.check_kind(),
            status,
            claim: claim.map(|c| ClaimableDraw::new(pos, c)),
        }
    }

    /// A single word for the status: `check`, `checkmate`, `stalemate`, `draw` or empty.
    pub fn status_word(&self) -> &'static str {
        match self.game.status() {
            GameStatus::Position(Status::Checkmate) => "checkmate",
            GameStatus::Position(Status::Stalemate) => "stalemate",
            GameStatus::Position(Status::Ongoing) if self.position().is_check() => "check",
            GameStatus::Position(Status::Ongoing) => "",
            _ => "draw",
        }
    }

    /// The explanation to show: the last refusal, or why the game is over.
    pub fn explanation(&self) -> Option<(Option<Reason>, Vec<Message>)> {
        match &self.feedback {
            Some(Feedback::Refused(r)) => return Some((Some(r.reason), vec![r.message.clone()])),
            Some(Feedback::BadInput(m)) => return Some((None, vec![m.clone()])),
            _ => {}
        }
        let ending = explain_ending(self.position())?;
        Some((None, ending.messages().to_vec()))
    }

    /// What the board should show now.
    pub fn view(&self) -> BoardView {
        let pos = self.position();
        let mut v = position_view(pos, self.game.last_move(), self.selected);
        add_check(&mut v, pos);
        add_ending(&mut v, pos);
        if let Some(Feedback::Refused(r)) = &self.feedback {
            add_refusal(&mut v, pos, r);
        }
        v
    }
}

/// What a click on `sq` means, given the current selection.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum Click {
    Select(Square),
    Deselect,
    Nothing,
    /// The other side's piece was picked up: say whose turn it is.
    Refused(Refusal),
    Attempt(Square, Square),
}

/// A drag picking up the piece on `sq`: the square, when it holds a piece of the side to
/// move, so its moves are shown while it is carried. Nothing is said about any other
/// square: the drop is what gets judged.
pub fn lift(pos: &Position, sq: Square) -> Option<Square> {
    pos.piece_at(sq)
        .filter(|p| p.color == pos.turn())
        .map(|_| sq)
}

/// Click-click moving: the first click picks up one of the mover's pieces, the second
/// tries the move (or picks up another piece, or puts the piece down again).
pub fn click(pos: &Position, selected: Option<Square>, sq: Square) -> Click {
    let own = pos.piece_at(sq).map(|p| p.color == pos.turn());
    match (selected, own) {
        (Some(from), _) if from == sq => Click::Deselect,
        (_, Some(true)) => Click::Select(sq),
        (Some(from), _) => Click::Attempt(from, sq),
        (None, Some(false)) => match explain_move(pos, sq, sq, None) {
            Verdict::Refused(r) => Click::Refused(r),
            Verdict::Legal(_) => Click::Nothing,
        },
        (None, None) => Click::Nothing,
    }
}
