//! What is wrong with a game carried in a link (Play's `#/play?moves=…`, or a game against
//! the computer's `#/play?vs=computer&…`), as facts for the catalogs' `link-` messages
//! (`static/i18n/<code>/pages.ftl`). Each problem is a whole sentence of its own; a link
//! with several says them one after the other. No words here.

use super::catalog::{Catalog, Fact, Phrase};
use super::{Message, Stop};
use crate::rules::{GameStatus, Status};

/// One thing wrong with a game link; the rest of the link still stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkProblem {
    /// Play's link: the game's start cannot be read (the FEN's own problem is said with the
    /// link's position, `Message::FenUnreadable`).
    StartUnreadable,
    /// The game's start could never arise in a game: why, as [`Message::Position`]
    /// sentences. `vs`: a game against the computer, which then starts from the usual
    /// position (Play's link loads no game).
    StartNotPlayable { reasons: Vec<Message>, vs: bool },
    /// The moves stop being playable at `stop`. `vs`: the game is shown up to there (Play's
    /// link loads no game).
    MoveStopped { stop: Stop, vs: bool },
    /// A level that does not exist (as the link wrote it, shortened): level 1 is played.
    NoSuchLevel { asked: String },
    /// The link says the game was resigned, but it had already ended so.
    ResignedAfterEnd { ended: GameStatus },
    /// The link says a draw was claimed where the rules allowed none.
    ClaimRefused,
}

/// How a game had ended, as the messages' `$ended` selector names it (`none`: it had not).
fn ended_code(status: Option<GameStatus>) -> &'static str {
    match status {
        Some(GameStatus::Position(Status::Checkmate)) => "checkmate",
        Some(GameStatus::Position(Status::Stalemate)) => "stalemate",
        Some(GameStatus::FivefoldRepetition) => "fivefold",
        Some(GameStatus::Position(Status::SeventyFiveMoves)) => "seventy-five",
        Some(GameStatus::Position(Status::InsufficientMaterial)) => "material",
        Some(GameStatus::Position(Status::Ongoing)) | None => "none",
    }
}

impl LinkProblem {
    /// The problem's sentence, with the sentences it holds said in `catalog`'s language.
    pub(super) fn phrase(&self, catalog: &Catalog) -> Phrase {
        match self {
            LinkProblem::StartUnreadable => Phrase::new("link-game-start-unreadable"),
            LinkProblem::StartNotPlayable { reasons, vs } => {
                let said: Vec<String> = reasons.iter().map(|m| m.say(catalog)).collect();
                Phrase::new("link-game-start-not-playable")
                    .with("vs", Fact::yes_no(*vs))
                    .with("reasons", Fact::Text(said.join(" ")))
            }
            LinkProblem::MoveStopped { stop, .. } => Phrase::new("link-game-move-stopped")
                .with("n", Fact::Count(stop.n))
                .with("move", Fact::Text(stop.quoted()))
                .with("ended", Fact::Code(ended_code(stop.ended))),
            LinkProblem::NoSuchLevel { asked } => {
                Phrase::new("link-vs-no-such-level").with("level", Fact::Text(asked.clone()))
            }
            LinkProblem::ResignedAfterEnd { ended } => Phrase::new("link-vs-resigned-after-end")
                .with("ended", Fact::Code(ended_code(Some(*ended)))),
            LinkProblem::ClaimRefused => Phrase::new("link-vs-claim-refused"),
        }
    }
}

/// A game link's problems, each said in `catalog`'s language, one sentence after another
/// (a game against the computer shown up to a move that stops it says so after it).
pub(super) fn problems_phrase(problems: &[LinkProblem], catalog: &Catalog) -> Phrase {
    let mut said = Vec::new();
    for problem in problems {
        said.push(catalog.format(&problem.phrase(catalog)));
        if let LinkProblem::MoveStopped { vs: true, .. } = problem {
            said.push(catalog.format(&Phrase::new("link-vs-shown-to-move")));
        }
    }
    Phrase::new("link-game-problems").with("problems", Fact::Text(said.join(" ")))
}

/// Every problem a game link can have, with every ending and both kinds of link.
#[cfg(test)]
fn problem_samples() -> Vec<LinkProblem> {
    let endings = [
        GameStatus::Position(Status::Checkmate),
        GameStatus::Position(Status::Stalemate),
        GameStatus::FivefoldRepetition,
        GameStatus::Position(Status::SeventyFiveMoves),
        GameStatus::Position(Status::InsufficientMaterial),
    ];
    let stop = |ended| Stop {
        n: 3,
        text: "zz9".into(),
        ended,
    };
    let reasons = vec![Message::LessonText("Both kings are in check.".into())];
    let mut problems = vec![LinkProblem::StartUnreadable, LinkProblem::ClaimRefused];
    for vs in [false, true] {
        problems.push(LinkProblem::StartNotPlayable {
            reasons: reasons.clone(),
            vs,
        });
        problems.push(LinkProblem::MoveStopped {
            stop: stop(None),
            vs,
        });
    }
    for ended in endings {
        problems.push(LinkProblem::MoveStopped {
            stop: stop(Some(ended)),
            vs: true,
        });
        problems.push(LinkProblem::ResignedAfterEnd { ended });
    }
    problems.push(LinkProblem::NoSuchLevel { asked: "9".into() });
    problems
}

/// The messages of game links for the catalog lint: each problem alone, then all together.
#[cfg(test)]
pub(crate) fn samples() -> Vec<Message> {
    let problems = problem_samples();
    let mut out: Vec<Message> = problems
        .iter()
        .map(|problem| Message::GameLink {
            problems: vec![problem.clone()],
        })
        .collect();
    out.push(Message::GameLink { problems });
    out
}

/// A sentence the lint makes in a given catalog.
#[cfg(test)]
pub(crate) type Sentence = Box<dyn Fn(&Catalog) -> Phrase>;

/// The sentences inside those messages, each on its own (for the lint's strict checks).
#[cfg(test)]
pub(crate) fn sentence_samples() -> Vec<Sentence> {
    let mut out: Vec<Sentence> = problem_samples()
        .into_iter()
        .map(|problem| Box::new(move |c: &Catalog| problem.phrase(c)) as Box<_>)
        .collect();
    out.push(Box::new(|_: &Catalog| Phrase::new("link-vs-shown-to-move")));
    out
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn every_ending_has_its_own_code() {
        let codes = [
            ended_code(Some(GameStatus::Position(Status::Checkmate))),
            ended_code(Some(GameStatus::Position(Status::Stalemate))),
            ended_code(Some(GameStatus::FivefoldRepetition)),
            ended_code(Some(GameStatus::Position(Status::SeventyFiveMoves))),
            ended_code(Some(GameStatus::Position(Status::InsufficientMaterial))),
            ended_code(None),
        ];
        let mut unique = codes.to_vec();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), codes.len(), "{codes:?}");
    }
}
