//! JSON (RFC 8259) read into a plain value tree, and written back, compact or indented.
//!
//! Lesson files, the questions page, stored progress and the `tutor` command's output all
//! go through here. It replaces serde and serde_json, whose generated code added 15 KB to
//! the gzipped browser download; the typed readers in [`super::format`] and
//! [`super::progress`] walk the tree with [`Fields`] instead. A native test checks this
//! reader against serde_json on valid and broken input alike.

use std::fmt::{self, Write as _};

/// Lists and objects nested deeper than this are refused, so a hostile file cannot exhaust
/// the stack (serde_json draws the line at the same depth).
pub const MAX_DEPTH: usize = 127;

/// One JSON value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Json {
    Null,
    Bool(bool),
    /// A number exactly as written (it has passed the JSON grammar). The files here only
    /// hold whole numbers; [`Json::as_usize`] reads those.
    Number(String),
    String(String),
    Array(Vec<Json>),
    /// Members in the order written, repeated names included ([`Fields`] refuses those).
    Object(Vec<(String, Json)>),
}

/// Where a text stops being JSON, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// From 1.
    pub line: usize,
    /// From 1, counted in characters.
    pub column: usize,
    pub problem: &'static str,
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at line {} column {}",
            self.problem, self.line, self.column
        )
    }
}

impl std::error::Error for JsonError {}

impl Json {
    /// Parses a whole text: one value, with only whitespace around it.
    pub fn parse(text: &str) -> Result<Json, JsonError> {
        let mut reader = Reader {
            text,
            bytes: text.as_bytes(),
            at: 0,
        };
        reader.skip_space();
        let value = reader.value(0)?;
        reader.skip_space();
        if reader.at < reader.bytes.len() {
            return Err(reader.error("trailing characters after the value"));
        }
        Ok(value)
    }

    /// A whole number from 0 up, if this is one (`3`, not `3.0`, `-1` or `"3"`).
    pub fn as_usize(&self) -> Option<usize> {
        match self {
            Json::Number(n) => n.parse().ok(),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(s) => Some(s),
            _ => None,
        }
    }

    /// The text with no whitespace at all.
    pub fn compact(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, None, 0);
        out
    }

    /// The text indented by two spaces a level, each member on its own line.
    pub fn pretty(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, Some(2), 0);
        out
    }

    /// A JSON object from (name, value) pairs, in that order.
    pub fn object<const N: usize>(members: [(&str, Json); N]) -> Json {
        Json::Object(
            members
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
        )
    }

    fn write(&self, out: &mut String, indent: Option<usize>, level: usize) {
        let newline = |out: &mut String, level: usize| {
            if let Some(step) = indent {
                out.push('\n');
                out.extend(std::iter::repeat_n(' ', step * level));
            }
        };
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Number(n) => out.push_str(n),
            Json::String(s) => write_string(out, s),
            Json::Array(items) if items.is_empty() => out.push_str("[]"),
            Json::Object(members) if members.is_empty() => out.push_str("{}"),
            Json::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    newline(out, level + 1);
                    item.write(out, indent, level + 1);
                }
                newline(out, level);
                out.push(']');
            }
            Json::Object(members) => {
                out.push('{');
                for (i, (name, value)) in members.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    newline(out, level + 1);
                    write_string(out, name);
                    out.push_str(if indent.is_some() { ": " } else { ":" });
                    value.write(out, indent, level + 1);
                }
                newline(out, level);
                out.push('}');
            }
        }
    }
}

impl fmt::Display for Json {
    /// The compact text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.compact())
    }
}

impl From<bool> for Json {
    fn from(b: bool) -> Json {
        Json::Bool(b)
    }
}

impl From<&str> for Json {
    fn from(s: &str) -> Json {
        Json::String(s.to_string())
    }
}

impl From<String> for Json {
    fn from(s: String) -> Json {
        Json::String(s)
    }
}

impl From<usize> for Json {
    fn from(n: usize) -> Json {
        Json::Number(n.to_string())
    }
}

impl<T: Into<Json>> From<Option<T>> for Json {
    /// `None` is `null`.
    fn from(v: Option<T>) -> Json {
        v.map_or(Json::Null, Into::into)
    }
}

impl<T: Into<Json>> From<Vec<T>> for Json {
    fn from(items: Vec<T>) -> Json {
        Json::Array(items.into_iter().map(Into::into).collect())
    }
}

fn write_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    /// An error at the current position.
    fn error(&self, problem: &'static str) -> JsonError {
        let before = &self.bytes[..self.at.min(self.bytes.len())];
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        // Count characters, not bytes: a UTF-8 lead byte starts each character.
        let column = before[line_start..]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80)
            .count()
            + 1;
        JsonError {
            line: before.iter().filter(|&&b| b == b'\n').count() + 1,
            column,
            problem,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, JsonError> {
        match self.peek() {
            None => Err(self.error("the text ends where a value should be")),
            Some(b'{') => self.object(depth + 1),
            Some(b'[') => self.array(depth + 1),
            Some(b'"') => Ok(Json::String(self.string()?)),
            Some(b't') => self.word("true", Json::Bool(true)),
            Some(b'f') => self.word("false", Json::Bool(false)),
            Some(b'n') => self.word("null", Json::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err(self.error("expected a value")),
        }
    }

    fn word(&mut self, word: &str, value: Json) -> Result<Json, JsonError> {
        for &expected in word.as_bytes() {
            if self.peek() != Some(expected) {
                return Err(self.error("expected a value"));
            }
            self.at += 1;
        }
        Ok(value)
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
        self.at - start
    }

    fn number(&mut self) -> Result<Json, JsonError> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        match self.peek() {
            Some(b'0') => self.at += 1,
            Some(b'1'..=b'9') => {
                self.digits();
            }
            _ => return Err(self.error("a number needs a digit here")),
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if self.digits() == 0 {
                return Err(self.error("a number needs a digit after the point"));
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            if self.digits() == 0 {
                return Err(self.error("a number needs a digit in its exponent"));
            }
        }
        Ok(Json::Number(self.text[start..self.at].to_string()))
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let mut v = 0;
        for _ in 0..4 {
            let digit = self
                .peek()
                .and_then(|b| (b as char).to_digit(16))
                .ok_or_else(|| self.error("\\u needs four hex digits"))?;
            v = v * 16 + digit;
            self.at += 1;
        }
        Ok(v)
    }

    fn string(&mut self) -> Result<String, JsonError> {
        self.at += 1; // the opening quote
        let mut out = String::new();
        loop {
            // Copy the plain run up to the next quote, backslash or control character.
            let start = self.at;
            while let Some(b) = self.peek() {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.at += 1;
            }
            // Those three are ASCII, so the run ends on a character boundary.
            out.push_str(&self.text[start..self.at]);
            match self.peek() {
                None => return Err(self.error("the text ends inside a string")),
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    let c = match self.peek() {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => {
                            self.at += 1;
                            out.push(self.escaped_char()?);
                            continue;
                        }
                        _ => return Err(self.error("unknown escape in a string")),
                    };
                    self.at += 1;
                    out.push(c);
                }
                Some(_) => {
                    return Err(self.error("a control character must be escaped in a string"))
                }
            }
        }
    }

    /// The character of a `\u` escape (after the `u`), joining a surrogate pair.
    fn escaped_char(&mut self) -> Result<char, JsonError> {
        let first = self.hex4()?;
        let code = match first {
            0xD800..=0xDBFF => {
                if self.bytes.get(self.at..self.at + 2) != Some(b"\\u") {
                    return Err(self.error("a high surrogate must be followed by a low one"));
                }
                self.at += 2;
                let second = self.hex4()?;
                if !(0xDC00..=0xDFFF).contains(&second) {
                    return Err(self.error("a high surrogate must be followed by a low one"));
                }
                0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            }
            0xDC00..=0xDFFF => return Err(self.error("a low surrogate without a high one")),
            c => c,
        };
        char::from_u32(code).ok_or_else(|| self.error("not a character"))
    }

    fn array(&mut self, depth: usize) -> Result<Json, JsonError> {
        self.items(depth, b']', |r| r.value(depth)).map(Json::Array)
    }

    fn object(&mut self, depth: usize) -> Result<Json, JsonError> {
        self.items(depth, b'}', |r| {
            if r.peek() != Some(b'"') {
                return Err(r.error("expected a name in quotes"));
            }
            let name = r.string()?;
            r.skip_space();
            if r.peek() != Some(b':') {
                return Err(r.error("expected ':' after a name"));
            }
            r.at += 1;
            r.skip_space();
            Ok((name, r.value(depth)?))
        })
        .map(Json::Object)
    }

    /// The comma-separated items of a list (`close` is `]`) or an object (`}`), from its
    /// opening bracket, each read by `item` after the whitespace before it.
    fn items<T>(
        &mut self,
        depth: usize,
        close: u8,
        mut item: impl FnMut(&mut Self) -> Result<T, JsonError>,
    ) -> Result<Vec<T>, JsonError> {
        if depth > MAX_DEPTH {
            return Err(self.error("nested too deeply"));
        }
        let (ends_inside, expected) = if close == b']' {
            ("the text ends inside a list", "expected ',' or ']'")
        } else {
            ("the text ends inside an object", "expected ',' or '}'")
        };
        self.at += 1;
        let mut items = Vec::new();
        self.skip_space();
        if self.peek() == Some(close) {
            self.at += 1;
            return Ok(items);
        }
        loop {
            self.skip_space();
            if self.peek().is_none() {
                return Err(self.error(ends_inside));
            }
            items.push(item(self)?);
            self.skip_space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(c) if c == close => {
                    self.at += 1;
                    return Ok(items);
                }
                None => return Err(self.error(ends_inside)),
                Some(_) => return Err(self.error(expected)),
            }
        }
    }
}

/// Reads the members of one object by name for a typed reader. Unknown and repeated names
/// are errors, so a misspelt field in a lesson file is reported rather than ignored.
pub struct Fields<'a> {
    members: &'a [(String, Json)],
    taken: Vec<bool>,
}

impl<'a> Fields<'a> {
    /// `what` names the thing expected, for the error ("a lesson").
    pub fn of(value: &'a Json, what: &str) -> Result<Fields<'a>, String> {
        let Json::Object(members) = value else {
            return Err(format!("expected {what} (an object in braces)"));
        };
        for (i, (name, _)) in members.iter().enumerate() {
            if members[..i].iter().any(|(n, _)| n == name) {
                return Err(format!("'{name}' is given twice"));
            }
        }
        Ok(Fields {
            members,
            taken: vec![false; members.len()],
        })
    }

    /// The member called `name`, if present. A `null` counts as absent.
    pub fn optional(&mut self, name: &str) -> Option<&'a Json> {
        let i = self.members.iter().position(|(n, _)| n == name)?;
        self.taken[i] = true;
        Some(&self.members[i].1).filter(|v| **v != Json::Null)
    }

    pub fn required(&mut self, name: &str) -> Result<&'a Json, String> {
        self.optional(name)
            .ok_or_else(|| format!("'{name}' is missing"))
    }

    pub fn string(&mut self, name: &str) -> Result<String, String> {
        read_string(self.required(name)?).map_err(|e| format!("'{name}': {e}"))
    }

    pub fn optional_string(&mut self, name: &str) -> Result<Option<String>, String> {
        self.optional(name)
            .map(|v| read_string(v).map_err(|e| format!("'{name}': {e}")))
            .transpose()
    }

    /// A list read item by item; absent is an empty list.
    pub fn list<T>(
        &mut self,
        name: &str,
        item: impl Fn(&Json) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        if self.optional(name).is_none() {
            return Ok(Vec::new());
        }
        self.required_list(name, item)
    }

    /// A list that must be present.
    pub fn required_list<T>(
        &mut self,
        name: &str,
        item: impl Fn(&Json) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        let v = self.required(name)?;
        read_list(v, item).map_err(|e| format!("'{name}' {e}"))
    }

    /// Done reading: any member not taken is an error naming it and the known ones.
    pub fn finish(self, known: &[&str]) -> Result<(), String> {
        match self.taken.iter().position(|t| !t) {
            None => Ok(()),
            Some(i) => Err(format!(
                "unknown field '{}' (known: {})",
                self.members[i].0,
                known.join(", ")
            )),
        }
    }
}

pub fn read_string(v: &Json) -> Result<String, String> {
    v.as_str()
        .map(str::to_string)
        .ok_or_else(|| "expected a string in quotes".to_string())
}

/// Reads a list; an error names the item, counted from 1 ("item 3: ...").
pub fn read_list<T>(v: &Json, item: impl Fn(&Json) -> Result<T, String>) -> Result<Vec<T>, String> {
    let Json::Array(items) = v else {
        return Err("expected a list in brackets".into());
    };
    // A plain loop: `collect` into a `Result` costs more code for each item type.
    let mut out = Vec::with_capacity(items.len());
    for (i, v) in items.iter().enumerate() {
        out.push(item(v).map_err(|e| format!("item {}: {e}", i + 1))?);
    }
    Ok(out)
}
