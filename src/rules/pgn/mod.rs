//! Portable Game Notation: a game written out with its moves in SAN, and read back.
//!
//! ```
//! use check_tutor::rules::{pgn, Game, Position};
//! let game = pgn::read("1. f3 e5 2. g4 Qh4# 0-1").unwrap();
//! assert!(game.current().is_checkmate());
//! let text = pgn::write(&game);
//! assert!(text.contains("1. f3 e5 2. g4 Qh4# 0-1"));
//! ```

use super::{san, Color, Game, GameStatus, PlyRef, Position, Status, STARTING_FEN};

/// Why a PGN could not be read: which move failed, and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// The FEN tag's text, and why it does not read.
    BadFen {
        fen: String,
        error: super::FenError,
    },
    /// The move at this ply (counted from 1) is not legal or not SAN.
    BadMove {
        ply: usize,
        number: u32,
        color: Color,
        /// The move as written, cut and escaped for showing.
        text: String,
        problem: super::san::SanError,
    },
    Unclosed(char),
}

impl std::error::Error for PgnError {}

impl PgnError {
    /// The bad move's number as PGN writes it: `2.` for White's, `2...` for Black's (`None`
    /// for the other errors).
    pub fn move_number(&self) -> Option<String> {
        match self {
            PgnError::BadMove { number, color, .. } => {
                let dots = if *color == Color::White { "." } else { "..." };
                Some(format!("{number}{dots}"))
            }
            _ => None,
        }
    }
}

mod tokens;
pub mod wire;

use tokens::{tag, tag_line, Token};

/// A game as a PGN file gives it: its tags, its moves, what was written between the moves
/// and its result. Written back with [`write_game`], nothing of it is lost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The tag pairs in the order written (`SetUp` and `FEN` included).
    pub tags: Vec<(String, String)>,
    pub game: Game,
    /// Comments, numeric annotations and variations, each with the number of half-moves
    /// played before it (0: before the first move), in the order written.
    pub notes: Vec<(usize, String)>,
    /// `1-0`, `0-1`, `1/2-1/2` or `*` as the file gives it (`*` if it gives none).
    pub result: String,
}

impl Record {
    /// A tag's value, unless it is missing or unknown (`?`, `-`, empty).
    pub fn tag(&self, key: &str) -> Option<&str> {
        let (_, v) = self.tags.iter().find(|(k, _)| k == key)?;
        let v = v.trim();
        (!v.is_empty() && !v.chars().all(|c| matches!(c, '?' | '-' | '.'))).then_some(v)
    }

    /// The file's notes as far as `game` still follows the file's moves.
    fn notes_along(&self, game: &Game) -> &[(usize, String)] {
        // Asked on every move: a game of 400,000 half-moves is not compared when it has no
        // notes, or is the file's own game.
        if self.notes.is_empty() {
            return &[];
        }
        let same = if self.game.same_history(game) {
            game.len()
        } else {
            common_plies(&self.game, game)
        };
        let end = self.notes.partition_point(|(at, _)| *at <= same);
        &self.notes[..end]
    }

    /// The file's comments (`{…}` and `; …`, their text only) with the number of half-moves
    /// before each, as far as `game` still follows the file's moves.
    pub fn comments_along(&self, game: &Game) -> Vec<(usize, &str)> {
        self.notes_along(game)
            .iter()
            .filter_map(|(at, note)| {
                let text = match note.strip_prefix('{') {
                    Some(rest) => rest.strip_suffix('}').unwrap_or(rest),
                    None => note.strip_prefix(';')?,
                };
                Some((*at, text.trim())).filter(|(_, t)| !t.is_empty())
            })
            .collect()
    }

    /// The move marks of the file (`!`, `?`, `!!`, `??`, `!?`, `?!`, written `$1` to `$6`),
    /// each with the number of half-moves up to the move it marks.
    pub fn marks_along(&self, game: &Game) -> Vec<(usize, &'static str)> {
        const MARKS: [&str; 6] = ["!", "?", "!!", "??", "!?", "?!"];
        self.notes_along(game)
            .iter()
            .filter_map(|(at, note)| {
                let n: usize = note.strip_prefix('$')?.parse().ok()?;
                Some((*at, *MARKS.get(n.checked_sub(1)?)?))
            })
            .collect()
    }

    /// Moves as numbered in the game: a white and a black half-move make one, and a game
    /// from Black's move starts with a move of its own.
    pub fn moves(&self) -> usize {
        let black_first = usize::from(self.game.start().turn() == Color::Black);
        (self.game.len() + black_first).div_ceil(2)
    }
}

/// Reads the first game of a PGN text (headers optional; a `FEN` header sets the start).
/// Comments, variations, numeric annotations and the result are skipped.
pub fn read(text: &str) -> Result<Game, PgnError> {
    read_record(text).map(|r| r.game)
}

/// Reads the first game of a PGN text with its tags, notes and result.
pub fn read_record(text: &str) -> Result<Record, PgnError> {
    let mut tags = Vec::new();
    let mut body = String::new();
    for line in text.lines() {
        let t = line.trim();
        if let Some(pair) = tag(t) {
            if !body.trim().is_empty() {
                // The next game's tags: the first game is read.
                break;
            }
            tags.push(pair);
            continue;
        }
        body.push_str(line);
        body.push('\n');
    }
    let start = match tags.iter().find(|(k, _)| k.eq_ignore_ascii_case("FEN")) {
        Some((_, fen)) => fen.parse::<Position>().map_err(|error| PgnError::BadFen {
            fen: fen.clone(),
            error,
        })?,
        None => Position::starting(),
    };
    let mut record = Record {
        tags,
        game: Game::new(start),
        notes: Vec::new(),
        result: "*".into(),
    };
    for token in tokens::tokens(&body)? {
        let t = match token {
            Token::Note(note) => {
                record.notes.push((record.game.len(), note));
                continue;
            }
            Token::Word(w) => w,
        };
        if matches!(t.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*") {
            record.result = t;
            continue;
        }
        if is_move_number(&t) {
            continue;
        }
        // "12.e4" glued to its number.
        let t = strip_number(&t);
        let game = &mut record.game;
        let pos = *game.current();
        match san::parse(&pos, t) {
            Ok(m) => {
                game.play(&m);
            }
            Err(e) => {
                return Err(PgnError::BadMove {
                    ply: game.len() + 1,
                    number: pos.fullmove_number(),
                    color: pos.turn(),
                    text: super::shown(t, 16),
                    problem: e,
                })
            }
        }
    }
    Ok(record)
}

fn is_move_number(t: &str) -> bool {
    let digits = t.trim_end_matches('.');
    !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

fn strip_number(t: &str) -> &str {
    match t.rfind('.') {
        Some(i)
            if t[..i]
                .trim_end_matches('.')
                .chars()
                .all(|c| c.is_ascii_digit()) =>
        {
            &t[i + 1..]
        }
        _ => t,
    }
}

/// The result tag for a game as it stands.
pub fn result(game: &Game) -> &'static str {
    let pos = game.current();
    match game.status() {
        GameStatus::Position(Status::Checkmate) => {
            if pos.turn() == Color::White {
                "0-1"
            } else {
                "1-0"
            }
        }
        GameStatus::Position(Status::Ongoing) => "*",
        _ => "1/2-1/2",
    }
}

/// Who played a game and how it ended, where the moves alone do not say (a game against
/// the computer, a resignation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Players {
    pub white: String,
    pub black: String,
    pub result: &'static str,
}

/// Writes a game as PGN with the seven standard tags (and `SetUp`/`FEN` when it did not
/// start from the usual position).
pub fn write(game: &Game) -> String {
    write_with(game, None)
}

/// [`write`], naming the players and the result when they are known.
pub fn write_with(game: &Game, players: Option<&Players>) -> String {
    write_game(game, players, None)
}

/// [`write_with`] for a game read from a file: the file's tags, its notes (as far as `game`
/// follows the file's moves) and, if `game` is the file's whole game, its result come back
/// as the file had them.
pub fn write_game(game: &Game, players: Option<&Players>, from: Option<&Record>) -> String {
    let result = match (players, from) {
        (Some(p), _) => p.result.to_string(),
        (None, Some(r)) if r.result != "*" && r.game.moves() == game.moves() => r.result.clone(),
        _ => result(game).to_string(),
    };
    let mut s = tags(game, players, from, &result);
    let same = from.map_or(0, |r| common_plies(&r.game, game));
    let notes = from.map_or(&[][..], |r| &r.notes[..]);
    let notes: Vec<&(usize, String)> = notes.iter().filter(|(at, _)| *at <= same).collect();
    s.push_str(&lines(words(&game.plies(), &notes, Some(&result))));
    s
}

/// How many half-moves two games share from the start.
fn common_plies(a: &Game, b: &Game) -> usize {
    if a.start() != b.start() {
        return 0;
    }
    let (a, b) = (a.moves(), b.moves());
    a.iter().zip(&b).take_while(|(x, y)| x == y).count()
}

/// The tags of [`write`] and the blank line after them.
pub fn header(game: &Game) -> String {
    header_with(game, None)
}

/// The tags of [`write_with`] and the blank line after them.
pub fn header_with(game: &Game, players: Option<&Players>) -> String {
    let result = players.map_or_else(|| result(game), |p| p.result);
    tags(game, players, None, result)
}

/// The seven standard tags first, in the standard's order, then the file's other tags,
/// then `SetUp` and `FEN` for a game that did not start from the usual position.
fn tags(game: &Game, players: Option<&Players>, from: Option<&Record>, result: &str) -> String {
    let (white, black) = players.map_or(("?", "?"), |p| (&p.white, &p.black));
    let roster = [
        ("Event", "Check Tutor game"),
        ("Site", "Check Tutor"),
        ("Date", "????.??.??"),
        ("Round", "-"),
        ("White", white),
        ("Black", black),
        ("Result", result),
    ];
    let given = |key: &str| {
        from.and_then(|r| r.tags.iter().find(|(k, _)| k == key))
            .map(|(_, v)| v.as_str())
    };
    let mut s = String::new();
    for (k, v) in roster {
        let v = if k == "Result" {
            v
        } else {
            given(k).unwrap_or(v)
        };
        s.push_str(&tag_line(k, v));
    }
    let others = from.map_or(&[][..], |r| &r.tags[..]).iter();
    for (k, v) in others.filter(|(k, _)| {
        !roster.iter().any(|(r, _)| r == k) && !matches!(k.as_str(), "SetUp" | "FEN")
    }) {
        s.push_str(&tag_line(k, v));
    }
    let start = game.start();
    if start.fen() != STARTING_FEN {
        s.push_str("[SetUp \"1\"]\n");
        s.push_str(&tag_line("FEN", &start.fen()));
    }
    s.push('\n');
    s
}

/// Moves in SAN with their numbers, then the result if given, in lines of at most 80
/// characters as the standard asks, each ending in a newline. A long game can be written
/// in parts, one after the other: only the game's first move, if Black's, gets `N...`.
pub fn movetext(plies: &[PlyRef<'_>], result: Option<&str>) -> String {
    lines(words(plies, &[], result))
}

/// The words of the move text: each note after the half-moves it follows, and `N...`
/// before Black's move where a comment or variation (or the start) comes between it and
/// White's.
fn words(plies: &[PlyRef<'_>], notes: &[&(usize, String)], result: Option<&str>) -> Vec<String> {
    let mut words = Vec::new();
    let mut notes = notes.iter().peekable();
    let mut said = |words: &mut Vec<String>, upto: usize| {
        let mut any = false;
        while let Some((_, note)) = notes.next_if(|(at, _)| *at <= upto) {
            words.extend(note.split(' ').map(str::to_string));
            // A comment or variation, not a `$n`, calls for Black's number again.
            any |= !note.starts_with('$');
        }
        any
    };
    let mut interrupted = plies.first().is_some_and(|p| p.number() == 1) && said(&mut words, 0);
    for p in plies {
        let pos = p.before();
        if pos.turn() == Color::White {
            words.push(format!("{}.", pos.fullmove_number()));
        } else if p.number() == 1 || interrupted {
            words.push(format!("{}...", pos.fullmove_number()));
        }
        words.push(p.san().to_string());
        interrupted = said(&mut words, p.number());
    }
    words.extend(result.map(str::to_string));
    words
}

/// Words in lines of at most 80 characters (a longer word stands alone), each ending in a
/// newline.
fn lines(words: Vec<String>) -> String {
    let mut s = String::new();
    let mut line = String::new();
    for w in words {
        if !line.is_empty() && line.len() + 1 + w.len() > 80 {
            s.push_str(&line);
            s.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&w);
    }
    if !line.is_empty() {
        s.push_str(&line);
        s.push('\n');
    }
    s
}
