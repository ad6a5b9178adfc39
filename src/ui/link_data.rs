//! A lesson carried in a link's `data`: its JSON as base64url, written and read with the
//! browser's own `btoa` and `atob` (no encoder in the download), refused when too big.

use super::files::kb;
use super::words::{phrase, text};
use crate::tutor::{Fact, Phrase};

/// A lesson's JSON as the `data` of a lesson link: base64url of its UTF-8 bytes, without
/// padding (the browser's own `btoa`, so no encoder is downloaded).
pub fn lesson_link_data(json: &str) -> Option<String> {
    let binary: String = json.bytes().map(char::from).collect();
    let b64 = web_sys::window()?.btoa(&binary).ok()?;
    Some(
        b64.trim_end_matches('=')
            .chars()
            .map(|c| match c {
                '+' => '-',
                '/' => '_',
                c => c,
            })
            .collect(),
    )
}

/// The lesson JSON in a link's `data`, or why it cannot be read.
pub fn lesson_link_json(data: &str) -> Result<String, String> {
    if data.is_empty() {
        return Err(text("ui-link-no-lesson"));
    }
    if data.starts_with("z.") {
        return Err(text("ui-link-compressed"));
    }
    // Four characters of base64 carry three bytes: refused before anything is decoded.
    let bytes = data.len() as u64 / 4 * 3;
    let most = super::files::MAX_IMPORT_BYTES;
    if bytes > most {
        return Err(phrase(
            Phrase::new("ui-link-too-big")
                .with("size", Fact::Count(kb(bytes)))
                .with("most", Fact::Count(kb(most))),
        ));
    }
    let mut b64: String = data
        .chars()
        .map(|c| match c {
            '-' => '+',
            '_' => '/',
            c => c,
        })
        .collect();
    while b64.len() % 4 != 0 {
        b64.push('=');
    }
    let damaged = || text("ui-link-lesson-damaged");
    let binary = web_sys::window()
        .ok_or_else(damaged)?
        .atob(&b64)
        .map_err(|_| damaged())?;
    let bytes: Vec<u8> = binary
        .chars()
        .map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?'))
        .collect();
    String::from_utf8(bytes).map_err(|_| text("ui-link-lesson-unreadable"))
}
