//! Reading a file the user chose, with a size limit, so the page never freezes on one.

use super::words::{phrase, text};
use crate::tutor::{Fact, Phrase};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The largest lesson file taken (`lessons::limits`). Larger files are refused before they
/// are read.
pub const MAX_IMPORT_BYTES: u64 = crate::lessons::limits::MAX_LESSON_BYTES as u64;

/// Reads the file chosen in the `<input type=file>` that fired `e` and hands its text (or
/// a sentence saying why not) to `done`. Nothing happens if no file was chosen.
pub fn read_chosen_text(e: &Event, done: Callback<Result<String, String>>) {
    let Some(input) = e.target_dyn_into::<HtmlInputElement>() else {
        return;
    };
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    let file = gloo_file::File::from(file);
    if file.size() > MAX_IMPORT_BYTES {
        return done.emit(Err(phrase(
            Phrase::new("ui-file-too-big")
                .with("size", Fact::Count(kb(file.size())))
                .with("most", Fact::Count(kb(MAX_IMPORT_BYTES))),
        )));
    }
    yew::platform::spawn_local(async move {
        let text = gloo_file::futures::read_as_text(&file)
            .await
            .map_err(|_| text("ui-file-unreadable"))
            .and_then(|text| {
                if is_text(&text) {
                    Ok(text)
                } else {
                    Err(not_text())
                }
            });
        done.emit(text);
    });
}

/// Bytes as whole kilobytes, for a sentence.
pub fn kb(bytes: u64) -> usize {
    usize::try_from(bytes / 1000).unwrap_or(usize::MAX)
}

/// What to say of a file that is not text at all, rather than quote its bytes.
pub fn not_text() -> String {
    text("ui-file-not-text")
}

/// Whether a file read as UTF-8 is text: bytes that are not UTF-8 read as U+FFFD, and a
/// text file holds no control characters but tabs and line ends.
pub fn is_text(text: &str) -> bool {
    !text
        .chars()
        .any(|c| c == '\u{fffd}' || (c.is_control() && !matches!(c, '\t' | '\n' | '\r')))
}
