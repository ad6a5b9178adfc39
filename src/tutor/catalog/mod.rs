//! Every sentence the tutor says, formatted from a language's Fluent catalog
//! (`static/i18n/<code>/tutor.ftl`) with `fluent-bundle`. Rust passes facts only: a piece on
//! its square, a list of pieces, a square, a count, a side, a line, a code. The grammar
//! (articles, gender, case, plurals, capitals, word order) is the catalog's.
//!
//! A fact becomes words through a *form* the sentence asks for by name: a message that
//! uses `$mover-your-start` gets the catalog's `piece-your-start` message formatted with the
//! mover's `$role`, `$colour` and `$square`; `$checkers-the` joins the `piece-the` of each
//! checker with the catalog's `list-pair` and `list-more`; `$checkers-count` is how many
//! there are, for a plural. Forms of a role are `role-<form>` (`$role`), of a side
//! `side-<form>` (`$side`), of a line `line-<form>` (`$kind`, `$file`, `$rank`, `$from`,
//! `$to`), of marks `arrow-<form>`, `circle-<form>`. A language declares the forms its
//! sentences need: German has `piece-def-acc`, Russian `piece-ins`, English neither.
//! Pieces may also be said grouped by kind (`$walls-kinds-the`, see `kinds.rs`).
//!
//! A message the chosen language lacks, or one that reports any error while formatting, is
//! said in English instead: an id or a `{$name}` never reaches the learner.
//!
//! ```
//! use check_tutor::tutor::{Catalog, Fact, Lang, Phrase};
//! let es = Catalog::builtin(Lang::Es);
//! let phrase = Phrase::new("hint-move")
//!     .with("role", Fact::Role(check_tutor::rules::Role::Knight))
//!     .with("from", Fact::Square("g1".parse().unwrap()))
//!     .with("to", Fact::Square("f3".parse().unwrap()))
//!     .with("san", Fact::Text("Cf3".into()));
//! assert_eq!(es.format(&phrase), "Prueba el caballo de g1 a f3 (Cf3).");
//! ```

use super::{Lang, PieceOn};
use crate::rules::{Color, Role, Square};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast;
use std::borrow::Cow;

mod english_text;
use english_text::english_text;
pub use english_text::has_english;
#[cfg(all(target_arch = "wasm32", not(test)))]
pub use english_text::set_english;
#[cfg(not(target_arch = "wasm32"))]
use english_text::ENGLISH;

/// The English catalog's second part (`pages.ftl`), built into native programs; the
/// browser fetches it.
#[cfg(not(target_arch = "wasm32"))]
pub const ENGLISH_PAGES: &str = include_str!("../../../static/i18n/en/pages.ftl");

/// What a sentence may be told: facts, never words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    Piece(PieceOn),
    Pieces(Vec<PieceOn>),
    Square(Square),
    /// Squares, said as a list ("a1 and h1"); `$x-count` is how many.
    Squares(Vec<Square>),
    /// A number the sentence may select a plural form on.
    Count(usize),
    Role(Role),
    Side(Color),
    /// The line through two squares: a file, a rank or a diagonal.
    Line(Square, Square),
    /// A selector key: `kingside`, `direct`, `yes`.
    Code(&'static str),
    /// Text that is already words or notation: a move in the language's letters, a title a
    /// teacher wrote, another formatted sentence.
    Text(String),
    /// Units counted by kind ("one pawn and 2 bishops"): `$x-<form>` says each kind through
    /// `role-<form>` told its `$role` and `$count`; `$x-count` is how many units in all.
    Units(Vec<(Role, usize)>),
    /// Arrows as (from, to, colour code), said as a list (`marks.rs`); `$x-count`.
    Arrows(Vec<(Square, Square, &'static str)>),
    /// Circled squares as (square, colour code), said as a list (`marks.rs`); `$x-count`.
    Circles(Vec<(Square, &'static str)>),
    /// Moves named for a learner, said as a list of choices ("Ke2 (king to e2) or g3
    /// (pawn to g3)", `marks.rs`); `$x-count`.
    Moves(Vec<super::NamedMove>),
}

impl Fact {
    /// A yes-or-no selector key: `yes` or `no`.
    pub fn yes_no(b: bool) -> Fact {
        Fact::Code(if b { "yes" } else { "no" })
    }
}

/// A message id and the facts it is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phrase {
    pub id: &'static str,
    pub args: Vec<(&'static str, Fact)>,
}

impl Phrase {
    pub fn new(id: &'static str) -> Phrase {
        Phrase {
            id,
            args: Vec::new(),
        }
    }

    pub fn with(mut self, name: &'static str, fact: Fact) -> Phrase {
        self.args.push((name, fact));
        self
    }

    fn fact(&self, name: &str) -> Option<&Fact> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, f)| f)
    }
}

type Bundle = FluentBundle<FluentResource>;

/// One language's catalog, with English behind it.
pub struct Catalog {
    lang: Lang,
    chosen: Option<Bundle>,
    english: Bundle,
    /// What could not be read in the chosen language's file (a line each), for the lint.
    pub problems: Vec<String>,
    /// Both parts are in (`pages.ftl` too, in this language and in English).
    pages: bool,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Catalog({})", self.lang.code())
    }
}

fn bundle(lang: Lang, source: &str, problems: &mut Vec<String>) -> Bundle {
    let resource = match FluentResource::try_new(source.to_string()) {
        Ok(r) => r,
        Err((r, errors)) => {
            problems.extend(errors.iter().map(|e| why(lang.code(), e)));
            r
        }
    };
    let id = lang.code().parse().unwrap_or_default();
    let mut b = FluentBundle::new(vec![id]);
    // Squares, numbers and our own words only: no bidirectional isolation marks.
    b.set_use_isolating(false);
    if let Err(errors) = b.add_resource(resource) {
        problems.extend(errors.iter().map(|e| why(lang.code(), e)));
    }
    b
}

impl Catalog {
    /// The catalog of `lang` from its first part's text (`tutor.ftl`; English needs none:
    /// it is built in).
    pub fn new(lang: Lang, source: &str) -> Catalog {
        let mut problems = Vec::new();
        let english = bundle(Lang::En, english_text(), &mut Vec::new());
        let chosen = (lang != Lang::En).then(|| bundle(lang, source, &mut problems));
        Catalog {
            lang,
            chosen,
            english,
            problems,
            pages: false,
        }
    }

    /// The whole catalog of `lang`: its two parts' texts, and English's second part.
    pub fn with_pages(lang: Lang, source: &str, pages: &str, english_pages: &str) -> Catalog {
        let mut problems = Vec::new();
        let english = bundle(
            Lang::En,
            &format!("{}\n{english_pages}", english_text()),
            &mut Vec::new(),
        );
        let chosen =
            (lang != Lang::En).then(|| bundle(lang, &format!("{source}\n{pages}"), &mut problems));
        Catalog {
            lang,
            chosen,
            english,
            problems,
            pages: true,
        }
    }

    /// Whether the second part (`pages.ftl`) is in.
    pub fn has_pages(&self) -> bool {
        self.pages
    }

    /// English alone (native programs: the whole of it; the browser: its first part).
    pub fn english() -> Catalog {
        #[cfg(not(target_arch = "wasm32"))]
        return Catalog::builtin(Lang::En);
        #[cfg(target_arch = "wasm32")]
        Catalog::new(Lang::En, "")
    }

    /// Every language's whole catalog, built into native programs (the CLI, the tests); the
    /// browser fetches the one it needs.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn builtin(lang: Lang) -> Catalog {
        let (core, pages) = builtin_source(lang);
        Catalog::with_pages(lang, core, pages, ENGLISH_PAGES)
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The phrase in this catalog's language, else in English.
    pub fn format(&self, phrase: &Phrase) -> String {
        if let Some(b) = &self.chosen {
            if let Ok(s) = format_in(b, phrase) {
                return s;
            }
        }
        // Only a message of the second part, before it is in: the page asks for it
        // (`ui::words`) and is drawn again when it comes.
        format_in(&self.english, phrase).unwrap_or_else(|_| {
            debug_assert!(!self.pages, "no English for {}", phrase.id);
            String::new()
        })
    }

    /// A list the catalog writes as one message, its items parted by ", " (the words that
    /// open praise, for example); this language's items, then English's.
    pub fn list(&self, id: &'static str) -> Vec<String> {
        let phrase = Phrase::new(id);
        let mut items: Vec<String> = Vec::new();
        let own = self
            .chosen
            .as_ref()
            .and_then(|b| format_in(b, &phrase).ok());
        for text in own
            .into_iter()
            .chain(format_in(&self.english, &phrase).ok())
        {
            items.extend(text.split(", ").map(str::to_string));
        }
        items
    }

    /// The phrase in this catalog's own language, or what stopped it (for the lint).
    pub fn format_strictly(&self, phrase: &Phrase) -> Result<String, String> {
        format_in(self.chosen.as_ref().unwrap_or(&self.english), phrase)
    }
}

/// The catalogs' sources, both parts, for native programs.
#[cfg(not(target_arch = "wasm32"))]
pub fn builtin_source(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::En => (ENGLISH, ENGLISH_PAGES),
        Lang::Es => (
            include_str!("../../../static/i18n/es/tutor.ftl"),
            include_str!("../../../static/i18n/es/pages.ftl"),
        ),
        Lang::De => (
            include_str!("../../../static/i18n/de/tutor.ftl"),
            include_str!("../../../static/i18n/de/pages.ftl"),
        ),
        Lang::Fr => (
            include_str!("../../../static/i18n/fr/tutor.ftl"),
            include_str!("../../../static/i18n/fr/pages.ftl"),
        ),
        Lang::Ru => (
            include_str!("../../../static/i18n/ru/tutor.ftl"),
            include_str!("../../../static/i18n/ru/pages.ftl"),
        ),
    }
}

/// What went wrong, for the lint and the CLI. The browser only needs to know that something
/// did (the message is said in English): the parser's and resolver's own sentences stay out
/// of the learner's download.
#[cfg(not(target_arch = "wasm32"))]
fn why(place: &str, e: &impl std::fmt::Display) -> String {
    format!("{place}: {e}")
}

#[cfg(target_arch = "wasm32")]
fn why<E>(place: &str, _: &E) -> String {
    place.to_string()
}

/// Formats message `id` with `args`; any error is a failure.
fn run(b: &Bundle, id: &str, args: &FluentArgs) -> Result<String, String> {
    let pattern = b
        .get_message(id)
        .and_then(|m| m.value())
        .ok_or_else(|| format!("no message {id}"))?;
    let mut errors = Vec::new();
    let text = b.format_pattern(pattern, Some(args), &mut errors);
    match errors.first() {
        None => Ok(text.into_owned()),
        Some(e) => Err(why(id, e)),
    }
}

fn format_in(b: &Bundle, phrase: &Phrase) -> Result<String, String> {
    let pattern = b
        .get_message(phrase.id)
        .and_then(|m| m.value())
        .ok_or_else(|| format!("no message {}", phrase.id))?;
    let mut names = Vec::new();
    variables(pattern, &mut names);
    let mut args = FluentArgs::new();
    for name in names {
        // A variable no fact answers stays unset: only a variant that uses it fails (the
        // lint formats every variant).
        if let Some(value) = value_of(b, phrase, name)? {
            args.set(name.to_string(), value);
        }
    }
    run(b, phrase.id, &args)
}

/// The variables a pattern refers to, wherever they stand.
pub fn variables<'s>(pattern: &ast::Pattern<&'s str>, out: &mut Vec<&'s str>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            in_expression(expression, out);
        }
    }
}

fn in_expression<'s>(e: &ast::Expression<&'s str>, out: &mut Vec<&'s str>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            in_inline(selector, out);
            for v in variants {
                variables(&v.value, out);
            }
        }
        ast::Expression::Inline(i) => in_inline(i, out),
    }
}

fn in_inline<'s>(e: &ast::InlineExpression<&'s str>, out: &mut Vec<&'s str>) {
    match e {
        ast::InlineExpression::VariableReference { id } if !out.contains(&id.name) => {
            out.push(id.name);
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                in_inline(a, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => in_expression(expression, out),
        _ => {}
    }
}

fn role_code(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

fn side_code(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn text(s: impl Into<Cow<'static, str>>) -> FluentValue<'static> {
    FluentValue::String(s.into())
}

/// The value of variable `name`: a fact told by that name, or a form of one
/// (`mover-your-start` is the `your-start` form of the fact `mover`).
fn value_of(
    b: &Bundle,
    phrase: &Phrase,
    name: &str,
) -> Result<Option<FluentValue<'static>>, String> {
    if let Some(fact) = phrase.fact(name) {
        return Ok(Some(match fact {
            Fact::Square(s) => text(s.to_string()),
            Fact::Count(n) => FluentValue::from(*n),
            Fact::Role(r) => text(role_code(*r)),
            Fact::Side(c) => text(side_code(*c)),
            Fact::Code(c) => text(*c),
            Fact::Text(t) => text(t.clone()),
            Fact::Squares(list) => text(join(b, list.iter().map(|s| s.to_string()).collect())?),
            // A piece, pieces, a line, units or marks: said only through a form.
            _ => return Err(format!("{}: ${name} needs a form", phrase.id)),
        }));
    }
    let Some((fact, form)) = name
        .match_indices('-')
        .map(|(i, _)| (&name[..i], &name[i + 1..]))
        .find_map(|(f, form)| phrase.fact(f).map(|fact| (fact, form)))
    else {
        return Ok(None);
    };
    let said = match fact {
        Fact::Piece(p) => piece_form(b, p, form)?,
        Fact::Pieces(list) if form == "count" => return Ok(Some(FluentValue::from(list.len()))),
        Fact::Squares(list) if form == "count" => return Ok(Some(FluentValue::from(list.len()))),
        // "f3 or h3": the list joined by the catalog's `list-or-pair` and `list-or-more`.
        Fact::Squares(list) if form == "or" => {
            join_with(b, list.iter().map(|s| s.to_string()).collect(), OR)?
        }
        Fact::Pieces(list) if form.starts_with("kinds-") => kinds::kinds(b, list, form)?,
        Fact::Units(list) if form == "count" => {
            return Ok(Some(FluentValue::from(
                list.iter().map(|(_, n)| n).sum::<usize>(),
            )))
        }
        Fact::Units(list) => kinds::units(b, list, form)?,
        Fact::Arrows(list) if form == "count" => return Ok(Some(FluentValue::from(list.len()))),
        Fact::Circles(list) if form == "count" => return Ok(Some(FluentValue::from(list.len()))),
        Fact::Moves(list) if form == "count" => return Ok(Some(FluentValue::from(list.len()))),
        Fact::Arrows(list) => marks::arrows(b, list, form)?,
        Fact::Moves(list) => marks::moves(b, list, form)?,
        Fact::Circles(list) => marks::circles(b, list, form)?,
        Fact::Pieces(list) => {
            // A `-start` form (a capital first word) is for the first piece only.
            let rest = form.strip_suffix("-start").unwrap_or(form);
            let items = list
                .iter()
                .enumerate()
                .map(|(i, p)| piece_form(b, p, if i == 0 { form } else { rest }))
                .collect::<Result<Vec<_>, _>>()?;
            join(b, items)?
        }
        Fact::Role(r) => {
            let mut args = FluentArgs::new();
            args.set("role", role_code(*r));
            run(b, &format!("role-{form}"), &args)?
        }
        Fact::Side(c) => {
            let mut args = FluentArgs::new();
            args.set("side", side_code(*c));
            run(b, &format!("side-{form}"), &args)?
        }
        Fact::Line(a, z) => line_form(b, *a, *z, form)?,
        _ => return Err(format!("{}: ${name} has no forms", phrase.id)),
    };
    Ok(Some(text(said)))
}

fn piece_form(b: &Bundle, p: &PieceOn, form: &str) -> Result<String, String> {
    let mut args = FluentArgs::new();
    args.set("role", role_code(p.piece.role));
    args.set("colour", side_code(p.piece.color));
    args.set("square", p.square.to_string());
    run(b, &format!("piece-{form}"), &args)
}

fn line_form(b: &Bundle, a: Square, z: Square, form: &str) -> Result<String, String> {
    let kind = if a.file() == z.file() {
        "file"
    } else if a.rank() == z.rank() {
        "rank"
    } else {
        "diagonal"
    };
    let mut args = FluentArgs::new();
    args.set("kind", kind);
    args.set("file", a.file().char().to_string());
    args.set("rank", usize::from(a.rank().index()) + 1);
    args.set("from", a.to_string());
    args.set("to", z.to_string());
    run(b, &format!("line-{form}"), &args)
}

use marks::{join, join_with, OR};

#[cfg(test)]
mod board_samples;
mod kinds;
mod marks;
#[cfg(test)]
mod phrase_samples;
#[cfg(test)]
mod position_samples;
#[cfg(test)]
mod samples;
#[cfg(test)]
mod tests;
