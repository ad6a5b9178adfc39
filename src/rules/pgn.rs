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
    BadFen(super::FenError),
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

/// Reads the first game of a PGN text (headers optional; a `FEN` header sets the start).
/// Comments, variations, numeric annotations and the result are skipped.
pub fn read(text: &str) -> Result<Game, PgnError> {
    let mut start = None;
    let mut body = String::new();
    for line in text.lines() {
        let t = line.trim();
        if let Some(inner) = t.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            if let Some((key, value)) = inner.split_once(char::is_whitespace) {
                let value = value.trim().trim_matches('"');
                if key.eq_ignore_ascii_case("FEN") {
                    start = Some(value.parse::<Position>().map_err(PgnError::BadFen)?);
                }
            }
            continue;
        }
        // A ';' comment runs to the end of the line.
        body.push_str(line.split(';').next().unwrap_or(""));
        body.push('\n');
    }
    let mut game = Game::new(start.unwrap_or_else(Position::starting));
    for token in tokens(&body)? {
        let t = token.trim_end_matches(['!', '?']);
        if t.is_empty()
            || t.starts_with('$')
            || matches!(t, "1-0" | "0-1" | "1/2-1/2" | "*")
            || is_move_number(t)
        {
            continue;
        }
        // "12.e4" glued to its number.
        let t = strip_number(t);
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
    Ok(game)
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

/// Splits movetext into tokens, dropping `{comments}` and `(variations)`.
fn tokens(body: &str) -> Result<Vec<String>, PgnError> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut depth = 0usize;
    let mut in_comment = false;
    for c in body.chars() {
        if in_comment {
            if c == '}' {
                in_comment = false;
            }
            continue;
        }
        match c {
            '{' => in_comment = true,
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ if depth > 0 => {}
            c if c.is_whitespace() => {
                if !word.is_empty() {
                    out.push(std::mem::take(&mut word));
                }
            }
            c => word.push(c),
        }
        if (c == '{' || c == '(') && !word.is_empty() {
            out.push(std::mem::take(&mut word));
        }
    }
    if in_comment {
        return Err(PgnError::Unclosed('{'));
    }
    if depth > 0 {
        return Err(PgnError::Unclosed('('));
    }
    if !word.is_empty() {
        out.push(word);
    }
    Ok(out)
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
    let mut s = header_with(game, players);
    let result = players.map_or_else(|| result(game), |p| p.result);
    s.push_str(&movetext(&game.plies(), Some(result)));
    s
}

/// The tags of [`write`] and the blank line after them.
pub fn header(game: &Game) -> String {
    header_with(game, None)
}

/// The tags of [`write_with`] and the blank line after them.
pub fn header_with(game: &Game, players: Option<&Players>) -> String {
    let mut s = String::new();
    let (white, black) = players.map_or(("?", "?"), |p| (&p.white, &p.black));
    for (k, v) in [
        ("Event", "Check Tutor game"),
        ("Site", "Check Tutor"),
        ("Date", "????.??.??"),
        ("Round", "-"),
        ("White", white),
        ("Black", black),
        ("Result", players.map_or_else(|| result(game), |p| p.result)),
    ] {
        s.push_str(&format!("[{k} \"{v}\"]\n"));
    }
    let start = game.start();
    if start.fen() != STARTING_FEN {
        s.push_str("[SetUp \"1\"]\n");
        s.push_str(&format!("[FEN \"{}\"]\n", start.fen()));
    }
    s.push('\n');
    s
}

/// Moves in SAN with their numbers, then the result if given, in lines of at most 80
/// characters as the standard asks, each ending in a newline. A long game can be written
/// in parts, one after the other: only the game's first move, if Black's, gets `N...`.
pub fn movetext(plies: &[PlyRef<'_>], result: Option<&str>) -> String {
    let mut words = Vec::new();
    for p in plies {
        let pos = p.before();
        if pos.turn() == Color::White {
            words.push(format!("{}.", pos.fullmove_number()));
        } else if p.number() == 1 {
            words.push(format!("{}...", pos.fullmove_number()));
        }
        words.push(p.san().to_string());
    }
    words.extend(result.map(str::to_string));
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
