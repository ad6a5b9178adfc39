//! Check Tutor: the rules of chess and a tutor that explains check.
//!
//! The layers, each using only those before it: [`rules`] (chess itself), [`engine`] (the
//! computer opponent's search), [`tutor`]
//! (what to tell a learner, and play mode as a plain state machine), [`lessons`] (lesson
//! data, their runner and lint), and, in the browser build only, `ui` (the Yew app).

pub mod engine;
pub mod lessons;
pub mod rules;
pub mod tutor;

#[cfg(target_arch = "wasm32")]
pub mod ui;
