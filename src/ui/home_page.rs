//! The front page: what Check Tutor is, where to start (or carry on), and the ways in.

use super::catalog::Catalog;
use super::route;
use super::words::{phrase, text};
use crate::lessons::Progress;
use crate::tutor::{Fact, Phrase};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HomePageProps {
    pub catalog: Catalog,
    pub progress: Progress,
    /// Where the Play link goes (the game in progress).
    pub play_link: AttrValue,
}

/// A plain function, not a component: each component costs download size of its own.
pub fn home_page(props: &HomePageProps) -> Html {
    let started = !props
        .catalog
        .lessons
        .iter()
        .all(|l| props.progress.steps(&l.id).is_empty());
    let (start_href, start_text) = match props.catalog.first_unfinished(&props.progress) {
        Some((lesson, 1)) if !started => (
            route::lesson_hash(&lesson.id, 1),
            phrase(Phrase::new("ui-home-start").with("title", Fact::Text(lesson.title.clone()))),
        ),
        Some((lesson, step)) => {
            let number = props
                .catalog
                .lessons
                .iter()
                .position(|l| l.id == lesson.id)
                .map_or(1, |i| i + 1);
            (
                route::lesson_hash(&lesson.id, step),
                phrase(
                    Phrase::new("ui-home-continue")
                        .with("lesson", Fact::Count(number))
                        .with("step", Fact::Count(step))
                        .with("title", Fact::Text(lesson.title.clone())),
                ),
            )
        }
        None => ("#/practice".to_string(), text("ui-home-all-done")),
    };
    let lessons = props.catalog.builtin;
    html! {
        <main class="page home" id="main">
            <h1 tabindex="-1">{ text("ui-home-title") }</h1>
            <p class="lead">
                { text("ui-home-lead") }
            </p>
            <p><a class="button primary start" data-role="start" href={start_href}>{ start_text }</a></p>
            <ul class="ways-in">
                <li>
                    <a href="#/lessons">{ text("ui-nav-lessons") }</a>
                    <span>{ phrase(Phrase::new("ui-home-lessons").with("count", Fact::Count(lessons))) }</span>
                </li>
                <li>
                    <a href="#/practice">{ text("ui-nav-practice") }</a>
                    <span>{ text("ui-home-practice") }</span>
                </li>
                <li>
                    <a href={props.play_link.clone()}>{ text("ui-nav-play") }</a>
                    <span>{ text("ui-home-play") }</span>
                </li>
                <li>
                    <a href={super::route::VERSUS_CHOICE} data-role="home-vs">{ text("ui-play-computer") }</a>
                    <span>{ text("ui-home-vs") }</span>
                </li>
                <li>
                    <a href="#/questions">{ text("ui-nav-questions") }</a>
                    <span>{ text("ui-home-questions") }</span>
                </li>
                <li>
                    <a href="#/join" data-role="home-join">{ text("ui-live-join-title") }</a>
                    <span>{ text("ui-home-join") }</span>
                </li>
                <li>
                    <a href="#/editor">{ text("ui-home-editor") }</a>
                    <span>{ text("ui-home-editor-lead") }</span>
                </li>
            </ul>
        </main>
    }
}
