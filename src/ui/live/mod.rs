//! A live class (`docs/live-class.md`): the teacher's panel in present mode ([`teach`]) and
//! the pupil's page, `#/join` ([`join`]). Both are in the teacher's build: a learner's first
//! load carries none of it, and the NATS client is a file of its own (`live.js`), fetched
//! when a class starts or is joined.

pub mod bridge;
pub mod join;
pub mod teach;

use super::route::{encode, query_get};
use super::words::text;

/// Where a pupil's page is sent: `#/join?class=<id>&key=<key>` (a link or QR code), or
/// `#/join?code=<CODE>` (typed); `#/join` alone asks for the code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JoinParams {
    pub class: Option<String>,
    pub key: Option<String>,
    pub code: Option<String>,
}

impl JoinParams {
    /// Reads the address's query (after `?`).
    pub fn read(query: &str) -> JoinParams {
        let get = |name: &str| {
            query_get(query, name)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        JoinParams {
            class: get("class"),
            key: get("key"),
            code: get("code"),
        }
    }

    /// Where to join, if the address says.
    pub fn place(&self) -> Option<bridge::Where> {
        match (&self.class, &self.key, &self.code) {
            (Some(class), Some(key), _) => Some(bridge::Where::Link {
                class: class.clone(),
                key: key.clone(),
            }),
            (_, _, Some(code)) => Some(bridge::Where::Code(code.clone())),
            _ => None,
        }
    }
}

/// The pupils' join link, whole (for the QR code and to share): this page's address with
/// `#/join?class=…&key=…`.
pub fn join_link(class: &str, key: &str) -> String {
    let here = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let base = here.split('#').next().unwrap_or_default();
    format!("{base}#/join?class={}&key={}", encode(class), encode(key))
}

/// The address of the code a pupil typed.
pub fn code_hash(code: &str) -> String {
    format!("#/join?code={}", encode(code.trim()))
}

/// The connection, in words: `connected`, `reconnecting`, `closed`.
pub fn status_words(status: &str) -> String {
    text(match status {
        "reconnecting" => "ui-live-reconnecting",
        "closed" => "ui-live-closed",
        _ => "ui-live-connected",
    })
}

/// Why a class could not be started or joined (`bridge`'s codes).
pub fn error_words(code: &str) -> String {
    text(match code {
        "config" => "ui-live-error-config",
        "no-class" => "ui-live-error-no-class",
        "crypto" => "ui-live-error-crypto",
        "load" => "ui-live-error-load",
        _ => "ui-live-error-broker",
    })
}
