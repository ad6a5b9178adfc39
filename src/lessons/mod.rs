//! Lessons as data: the file format (serde), goals, the runner (a plain state machine), the lint
//! that checks lesson files against the engine, and saved progress.

pub mod answer;
pub mod authoring;
pub mod catalog;
pub mod format;
mod goal;
pub mod keyed;
pub mod limits;
pub mod lint;
pub mod live;
pub mod playable;
pub mod practice;
pub mod progress;
pub mod runner;
pub mod teaching;
pub mod translation;
pub mod worksheet;

pub use format::{Answer, Goal, Lesson, Narrated, Question, Shapes, Side, Step};
pub use goal::{asked_move, read_move};
pub use progress::Progress;
pub use runner::{Hint, MoveOutcome, Runner, RunnerError};
