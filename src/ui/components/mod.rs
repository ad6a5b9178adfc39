//! Small function components, one per file; data goes down as props, callbacks come up.

pub mod board;
