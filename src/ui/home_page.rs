//! The front page: what Check Tutor is, where to start (or carry on), and the ways in.

use super::catalog::Catalog;
use super::route;
use crate::lessons::Progress;
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
            format!("Start with lesson 1: {}", lesson.title),
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
                format!("Continue: lesson {number}, step {step} ({})", lesson.title),
            )
        }
        None => (
            "#/practice".to_string(),
            "You have done every lesson: practise what you learned".to_string(),
        ),
    };
    let lessons = props.catalog.builtin;
    html! {
        <main class="page home" id="main">
            <h1 tabindex="-1">{ "Learn the rules of check" }</h1>
            <p class="lead">
                { "Play moves on a board that shows who gives check and from where, refuses any move that would leave your own king attacked, and tells you why in plain words." }
            </p>
            <p><a class="button primary start" data-role="start" href={start_href}>{ start_text }</a></p>
            <ul class="ways-in">
                <li>
                    <a href="#/lessons">{ "Lessons" }</a>
                    <span>{ format!("{lessons} short lessons, from what check is to mate, stalemate and draws.") }</span>
                </li>
                <li>
                    <a href="#/practice">{ "Practice" }</a>
                    <span>{ "New exercises without end, and what you get wrong comes back until you get it right." }</span>
                </li>
                <li>
                    <a href={props.play_link.clone()}>{ "Play" }</a>
                    <span>{ "A board for trying anything: every refused move is explained." }</span>
                </li>
                <li>
                    <a href={super::route::VERSUS_CHOICE} data-role="home-vs">{ "Play the computer" }</a>
                    <span>{ "A whole game against the computer, at one of four levels: the tutor explains every check and every refused move." }</span>
                </li>
                <li>
                    <a href="#/questions">{ "Questions" }</a>
                    <span>{ "The questions learners ask, each answered by a lesson step." }</span>
                </li>
                <li>
                    <a href="#/editor">{ "Editor, for teachers" }</a>
                    <span>{ "Set up any position, learn whether it could arise in a game, draw arrows and share it." }</span>
                </li>
            </ul>
        </main>
    }
}
