//! End-to-end tests: the release site in `dist/` (build it with `make dist`), served on
//! 127.0.0.1 and driven in headless Chromium through WebDriver.
//!
//! Run with `cargo test --release --features e2e --test e2e -- --test-threads=1`.
//! Helpers live in [`harness`]; screenshots go to `target/screenshots/`.

mod a11y;
mod board;
mod broken_links;
mod builder;
mod builds;
mod classroom;
mod deep_values;
mod drawing;
mod faults;
mod game_links;
mod huge_game;
mod languages;
mod lessons;
mod links;
mod live;
mod my_lessons;
mod offline;
mod path;
mod phone;
mod play;
mod practice;
mod print;
mod tablet;
mod teacher;
mod tutor_words;
mod versus;
mod voice;
mod worker_faults;
mod worksheets;
// A toolbox: not every test uses every helper.
#[allow(dead_code)]
mod harness;
mod screen_reader;
mod server;
mod shell;
mod sound;
mod storage;
