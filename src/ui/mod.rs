//! The browser user interface: Yew components, DOM events, storage and URLs.
//!
//! Compiled for `wasm32` only. It knows no chess rules: it shows what the layers above
//! compute and reports what the learner tried.

pub mod announce;
pub mod app;
mod app_pages;
pub mod arising;
pub mod builder;
pub mod catalog;
pub mod components;
pub mod copy;
pub mod diagram_download;
pub mod editor_page;
pub mod editor_state;
pub mod events;
pub mod files;
pub mod focus;
pub mod game_pack;
pub mod home_page;
pub mod hooks;
pub mod json;
pub mod language;
pub mod lesson;
pub mod lesson_state;
pub mod lessons_page;
mod link_data;
pub mod live;
pub mod move_list;
pub mod my_lessons;
pub mod opponent;
pub mod pgn_read;
pub mod pgn_text;
pub mod play_page;
pub mod practice_answer;
pub mod practice_maker;
pub mod practice_page;
pub mod practice_voice;
pub mod present_demo;
pub mod present_lesson;
pub mod progress_page;
pub mod route;
pub mod sound;
pub mod state;
pub mod storage;
pub mod teacher;
pub mod topbar;
pub mod update_notice;
pub mod view;
pub mod widgets;
pub mod words;
mod words_load;
pub mod worker;
pub mod worksheet;
