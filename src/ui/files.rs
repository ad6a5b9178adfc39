//! Reading a file the user chose, with a size limit, so the page never freezes on one.

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
        return done.emit(Err(format!(
            "The file is {} KB; a lesson file is at most {} KB.",
            file.size() / 1000,
            MAX_IMPORT_BYTES / 1000
        )));
    }
    yew::platform::spawn_local(async move {
        let text = gloo_file::futures::read_as_text(&file)
            .await
            .map_err(|_| "The file could not be read.".to_string())
            .and_then(|text| {
                if is_text(&text) {
                    Ok(text)
                } else {
                    Err(NOT_TEXT.to_string())
                }
            });
        done.emit(text);
    });
}

/// What to say of a file that is not text at all, rather than quote its bytes.
pub const NOT_TEXT: &str = "This file is not text (a picture or a compressed file, perhaps), so it cannot be a lesson. Choose a lesson file, which ends in .json.";

/// Whether a file read as UTF-8 is text: bytes that are not UTF-8 read as U+FFFD, and a
/// text file holds no control characters but tabs and line ends.
pub fn is_text(text: &str) -> bool {
    !text
        .chars()
        .any(|c| c == '\u{fffd}' || (c.is_control() && !matches!(c, '\t' | '\n' | '\r')))
}
