//! The words of a PGN game's move text: moves, move numbers and results, and what is
//! written between the moves (comments, numeric annotations, variations), kept as written.

use super::PgnError;

/// One piece of move text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Token {
    /// A move, a move number or a result.
    Word(String),
    /// A `{comment}` (a `;` comment becomes one), a `$n` annotation or a `(variation)`,
    /// its white space made single spaces.
    Note(String),
}

/// Splits move text into [`Token`]s. A variation is one note with everything inside it,
/// its own comments and variations included.
pub(super) fn tokens(body: &str) -> Result<Vec<Token>, PgnError> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        let note = match c {
            '{' => Some(braced(&mut chars)?),
            ';' => Some(rest_of_line(&mut chars)),
            '(' => Some(variation(&mut chars)?),
            c if c.is_whitespace() => None,
            c => {
                word.push(c);
                continue;
            }
        };
        if !word.is_empty() {
            push_word(&mut out, std::mem::take(&mut word));
        }
        out.extend(note.map(Token::Note));
    }
    if !word.is_empty() {
        push_word(&mut out, word);
    }
    Ok(out)
}

/// A word; `$n` is a note, and a move's `!`/`?` suffix becomes the note it stands for.
fn push_word(out: &mut Vec<Token>, word: String) {
    if word.starts_with('$') {
        out.push(Token::Note(word));
        return;
    }
    let bare = word.trim_end_matches(['!', '?']);
    let nag = match &word[bare.len()..] {
        "" => None,
        "!" => Some("$1"),
        "?" => Some("$2"),
        "!!" => Some("$3"),
        "??" => Some("$4"),
        "!?" => Some("$5"),
        "?!" => Some("$6"),
        _ => None,
    };
    if !bare.is_empty() {
        out.push(Token::Word(bare.to_string()));
    }
    out.extend(nag.map(|n| Token::Note(n.to_string())));
}

/// White space made single spaces.
fn squeezed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A `{comment}` after its opening brace.
fn braced(chars: &mut std::str::Chars<'_>) -> Result<String, PgnError> {
    let mut text = String::new();
    for c in chars.by_ref() {
        if c == '}' {
            return Ok(format!("{{{}}}", squeezed(&text)));
        }
        text.push(c);
    }
    Err(PgnError::Unclosed('{'))
}

/// A `;` comment, written back in braces (a brace in it could not be).
fn rest_of_line(chars: &mut std::str::Chars<'_>) -> String {
    let text: String = chars
        .take_while(|&c| c != '\n')
        .filter(|&c| c != '}')
        .collect();
    format!("{{{}}}", squeezed(&text))
}

/// A `(variation)` after its opening parenthesis, with what it nests.
fn variation(chars: &mut std::str::Chars<'_>) -> Result<String, PgnError> {
    let mut text = String::from("(");
    let mut depth = 1usize;
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                text.push(' ');
                text.push_str(&braced(chars)?);
                text.push(' ');
            }
            ';' => {
                text.push(' ');
                text.push_str(&rest_of_line(chars));
                text.push(' ');
            }
            '(' => {
                depth += 1;
                text.push(c);
            }
            ')' => {
                depth -= 1;
                text.push(c);
                if depth == 0 {
                    return Ok(squeezed(&text).replace("( ", "(").replace(" )", ")"));
                }
            }
            c => text.push(c),
        }
    }
    Err(PgnError::Unclosed('('))
}

/// A tag pair line, `[Name "value"]`, with the value's `\"` and `\\` read.
pub(super) fn tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (key, value) = inner.split_once(char::is_whitespace)?;
    let value = value.trim();
    let value = value
        .strip_prefix('"')
        .and_then(|v| v.strip_suffix('"'))
        .unwrap_or(value);
    let mut out = String::new();
    let mut escaped = false;
    for c in value.chars() {
        if escaped || c != '\\' {
            out.push(c);
            escaped = false;
        } else {
            escaped = true;
        }
    }
    Some((key.to_string(), out))
}

/// A tag pair line for writing, the value's quotes and backslashes escaped.
pub(super) fn tag_line(key: &str, value: &str) -> String {
    let value = value.replace('\\', "\\\\").replace('"', "\\\"");
    format!("[{key} \"{value}\"]\n")
}
