//! Standard Algebraic Notation, written and read.
//!
//! ```
//! use check_tutor::rules::{san, Position};
//! let pos = Position::starting();
//! let m = san::parse(&pos, "Nf3").unwrap();
//! assert_eq!(m.to_string(), "g1f3");
//! assert_eq!(san::write(&pos, &m), "Nf3");
//! ```

use super::{Move, MoveKind, Position, Role, Square};

/// Writes `m` (legal in `pos`) in SAN with `+` or `#`.
pub fn write(pos: &Position, m: &Move) -> String {
    let mut s = write_without_suffix(pos, m);
    let after = pos.after(m);
    if after.is_check() {
        s.push(if after.legal_moves().is_empty() {
            '#'
        } else {
            '+'
        });
    }
    s
}

/// SAN without the check or mate sign.
pub fn write_without_suffix(pos: &Position, m: &Move) -> String {
    match m.kind {
        MoveKind::CastleKingside => return "O-O".into(),
        MoveKind::CastleQueenside => return "O-O-O".into(),
        _ => {}
    }
    let mut s = String::new();
    if m.role == Role::Pawn {
        if m.is_capture() {
            s.push(m.from.file().char());
            s.push('x');
        }
        s.push_str(&m.to.to_string());
        if let Some(p) = m.promotion {
            s.push('=');
            s.push(p.upper_char());
        }
        return s;
    }
    s.push(m.role.upper_char());
    if m.role != Role::King {
        let rivals: Vec<Square> = pos
            .legal_moves()
            .iter()
            .filter(|o| o.role == m.role && o.to == m.to && o.from != m.from)
            .map(|o| o.from)
            .collect();
        if !rivals.is_empty() {
            if rivals.iter().all(|r| r.file() != m.from.file()) {
                s.push(m.from.file().char());
            } else if rivals.iter().all(|r| r.rank() != m.from.rank()) {
                s.push(m.from.rank().char());
            } else {
                s.push_str(&m.from.to_string());
            }
        }
    }
    if m.is_capture() {
        s.push('x');
    }
    s.push_str(&m.to.to_string());
    s
}

/// Why a SAN move could not be matched to a legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// Not SAN at all.
    Syntax(String),
    /// Well formed, but no legal move fits.
    Illegal(String),
    /// More than one legal move fits.
    Ambiguous(String),
}

impl std::error::Error for SanError {}

/// Reads a SAN move in `pos`. Accepts `+`, `#`, `!`, `?` after the move, `0-0` for `O-O`,
/// and promotions with or without `=`.
pub fn parse(pos: &Position, text: &str) -> Result<Move, SanError> {
    let shown = super::shown(text, 16);
    let mut it = fitting(pos, text).ok_or_else(|| SanError::Syntax(shown.clone()))?;
    match it.len() {
        0 => Err(SanError::Illegal(shown)),
        1 => Ok(it.remove(0)),
        _ => Err(SanError::Ambiguous(shown)),
    }
}

/// Every legal move in `pos` that a SAN text fits (more than one when it is ambiguous);
/// `None` if the text is not SAN.
pub fn fitting(pos: &Position, text: &str) -> Option<Vec<Move>> {
    let written = read(text)?;
    let moves = pos.legal_moves();
    Some(moves.iter().copied().filter(|m| written.fits(m)).collect())
}

/// The kind of piece a SAN text moves and the square it goes to (`Nf3`: a knight to f3);
/// `None` for castling or a text that is not SAN.
pub fn named(text: &str) -> Option<(Role, Square)> {
    match read(text)? {
        Written::Move { role, to, .. } => Some((role, to)),
        Written::Castle { .. } => None,
    }
}

/// What a SAN text says, before any position is consulted.
enum Written {
    Castle {
        kingside: bool,
    },
    Move {
        role: Role,
        from_file: Option<super::File>,
        from_rank: Option<super::Rank>,
        to: Square,
        promotion: Option<Role>,
        capture: bool,
    },
}

impl Written {
    /// Whether a move is the one written.
    fn fits(&self, m: &Move) -> bool {
        match *self {
            Written::Castle { kingside } => {
                let kind = if kingside {
                    MoveKind::CastleKingside
                } else {
                    MoveKind::CastleQueenside
                };
                m.kind == kind
            }
            Written::Move {
                role,
                from_file,
                from_rank,
                to,
                promotion,
                capture,
            } => {
                m.role == role
                    && m.to == to
                    && m.promotion == promotion
                    && !m.is_castle()
                    && from_file.is_none_or(|f| m.from.file() == f)
                    && from_rank.is_none_or(|r| m.from.rank() == r)
                    && (!capture || m.is_capture())
            }
        }
    }
}

/// Reads the syntax of a SAN text; `None` if it is not SAN at all.
fn read(text: &str) -> Option<Written> {
    let t = text.trim().trim_end_matches(['+', '#', '!', '?']);
    match t {
        "O-O" | "0-0" => return Some(Written::Castle { kingside: true }),
        "O-O-O" | "0-0-0" => return Some(Written::Castle { kingside: false }),
        _ => {}
    }
    if !t.is_ascii() || t.len() < 2 {
        return None;
    }
    let mut chars: Vec<char> = t.chars().collect();
    let role = match chars[0] {
        'K' | 'Q' | 'R' | 'B' | 'N' => {
            let r = Role::from_char(chars[0])?;
            chars.remove(0);
            r
        }
        _ => Role::Pawn,
    };
    // Promotion at the end: "=Q" or "Q".
    let mut promotion = None;
    if let Some(&last) = chars.last() {
        if role == Role::Pawn && "QRBN".contains(last) {
            promotion = Role::from_char(last);
            chars.pop();
            if chars.last() == Some(&'=') {
                chars.pop();
            }
        }
    }
    if chars.len() < 2 {
        return None;
    }
    let to: Square = chars[chars.len() - 2..]
        .iter()
        .collect::<String>()
        .parse()
        .ok()?;
    let mut rest: Vec<char> = chars[..chars.len() - 2].to_vec();
    let capture = rest.last() == Some(&'x');
    if capture {
        rest.pop();
    }
    let (mut from_file, mut from_rank) = (None, None);
    for c in rest {
        if let Some(f) = super::File::from_char(c) {
            from_file = Some(f);
        } else if let Some(r) = super::Rank::from_char(c) {
            from_rank = Some(r);
        } else {
            return None;
        }
    }
    Some(Written::Move {
        role,
        from_file,
        from_rank,
        to,
        promotion,
        capture,
    })
}

/// The squares a SAN text means when it is not a legal move here, so the refusal can say
/// why (`O-O` through check, `Qxd3` in double check): the one piece of the side to move that
/// the text names and whose way of moving reaches the target on an open board. `None` if
/// the text is not SAN, or names no such piece or more than one.
pub fn intended(pos: &Position, text: &str) -> Option<(Square, Square, Option<Role>)> {
    let us = pos.turn();
    let king = pos.board().king_of(us)?;
    match read(text)? {
        Written::Castle { kingside } => {
            let file = super::File::new(if kingside { 6 } else { 2 })?;
            Some((king, Square::from_coords(file, king.rank()), None))
        }
        Written::Move {
            role,
            from_file,
            from_rank,
            to,
            promotion,
            ..
        } => {
            let piece = super::Piece::new(us, role);
            let mut from = pos.board().by_piece(piece).squares().filter(|&f| {
                f != to
                    && from_file.is_none_or(|x| f.file() == x)
                    && from_rank.is_none_or(|r| f.rank() == r)
                    && reaches_on_open_board(piece, f, to)
            });
            let first = from.next()?;
            from.next().is_none().then_some((first, to, promotion))
        }
    }
}

/// Whether a piece on `from` moves to `to` by its own pattern, with nothing in the way.
fn reaches_on_open_board(piece: super::Piece, from: Square, to: Square) -> bool {
    if piece.role != Role::Pawn {
        return super::attacks::attacks(piece, from, super::Bitboard::EMPTY).contains(to);
    }
    let ahead = if piece.color == super::Color::White {
        1
    } else {
        -1
    };
    let (df, dr) = (
        i32::from(to.file().index()) - i32::from(from.file().index()),
        i32::from(to.rank().index()) - i32::from(from.rank().index()),
    );
    (df.abs() == 1 && dr == ahead) || (df == 0 && (dr == ahead || dr == 2 * ahead))
}
