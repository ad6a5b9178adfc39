//! The list of lessons with progress, and the learner questions that link into them.

use super::catalog::Catalog;
use super::route;
use super::words::{phrase, text};
use crate::lessons::{Lesson, Progress};
use crate::tutor::{Fact, Phrase};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LessonsPageProps {
    pub catalog: Catalog,
    pub progress: Progress,
    /// Said once if saved progress had to be reset.
    pub notice: Option<String>,
}

/// The lessons a teacher built or imported in this browser, to play; they are managed (and
/// imported) in My lessons, one of the teacher's pages.
fn my_lessons_list(lessons: &[Lesson], progress: &Progress) -> Html {
    html! {
        <section class="panel my-lessons">
            <h2>{ text("ui-my-lessons") }</h2>
            if lessons.is_empty() {
                <p class="muted" data-role="my-lessons-empty">
                    { text("ui-my-lessons-empty") }{ " " }
                    <a href="#/my-lessons" data-role="manage-my-lessons">{ text("ui-build-or-import") }</a>
                </p>
            } else {
                <ul class="lesson-list mine" data-role="my-lessons">
                    { for lessons.iter().map(|l| {
                        let (done, total) = (progress.count(&l.id, l.steps.len()), l.steps.len());
                        html! {
                            <li data-lesson={l.id.clone()}>
                                <a href={route::lesson_hash(&l.id, 1)}>
                                    <span class="lesson-title">{ &l.title }</span>
                                    <span class="lesson-progress">{ format!("{done}/{total}") }</span>
                                </a>
                            </li>
                        }
                    }) }
                </ul>
                <p><a href="#/my-lessons" data-role="manage-my-lessons">{ text("ui-manage-my-lessons") }</a></p>
            }
        </section>
    }
}

#[component(LessonsPage)]
pub fn lessons_page(props: &LessonsPageProps) -> Html {
    super::words::use_words();
    let continue_at = props
        .catalog
        .first_unfinished(&props.progress)
        .map(|(l, n)| (l.id.clone(), n));
    html! {
        <main class="page" id="main">
            <h1 tabindex="-1">{ text("ui-nav-lessons") }</h1>
            <p class="lead">{ text("ui-lessons-lead") }</p>
            if let Some(n) = &props.notice {
                <p class="notice" role="status" data-role="progress-notice">{ n }</p>
            }
            { for props.catalog.errors.iter().map(|e| html! { <p class="error">{ e }</p> }) }
            if props.catalog.lessons.iter().any(|l| props.progress.stars(&l.id, l.steps.len()) > 0) {
                <p class="muted star-key"><span class="stars" aria-hidden="true">{ "★" }</span>{ " " }{ text("ui-star-key") }</p>
            }
            <ol class="lesson-list" data-role="lesson-list">
                { for props.catalog.lessons[..props.catalog.builtin.min(props.catalog.lessons.len())].iter().enumerate().map(|(i, l)| {
                    let done = props.progress.count(&l.id, l.steps.len());
                    let total = l.steps.len();
                    let complete = done == total && total > 0;
                    let stars = props.progress.stars(&l.id, total);
                    let here = continue_at.as_ref().and_then(|(id, n)| (*id == l.id).then_some(*n));
                    let href = route::lesson_hash(&l.id, here.unwrap_or(1));
                    html! {
                        <li data-lesson={l.id.clone()} class={classes!(complete.then_some("complete"), here.is_some().then_some("continue"))}>
                            <a {href}>
                                // The number is text, so a screen reader says it first in the link's name.
                                <span class="lesson-name">
                                    <span class="lesson-number">{ format!("{}. ", i + 1) }</span>
                                    <span class="lesson-title" lang={l.language().code()}>{ &l.title }</span>
                                </span>
                                if here.is_some() {
                                    <span class="continue-here" data-role="continue-here">{ text("ui-continue-here") }</span>
                                }
                                <span class="lesson-progress" aria-label={phrase(Phrase::new("ui-lesson-progress").with("done", Fact::Count(done)).with("total", Fact::Count(total)).with("stars", Fact::Count(stars)))}>
                                    { if complete { text("ui-lesson-complete") } else { format!("{done}/{total}") } }
                                    if stars > 0 {
                                        <span class="stars" data-stars={stars.to_string()}>{ format!(" ★ {stars}") }</span>
                                    }
                                </span>
                            </a>
                            <p class="lesson-intro" lang={l.language().code()}>{ &l.intro }</p>
                        </li>
                    }
                }) }
            </ol>
            { my_lessons_list(props.catalog.lessons.get(props.catalog.builtin..).unwrap_or_default(), &props.progress) }
        </main>
    }
}

#[derive(Properties, PartialEq)]
pub struct QuestionsPageProps {
    pub catalog: Catalog,
}

/// A plain function, not a component: each component costs download size of its own.
pub fn questions_page(props: &QuestionsPageProps) -> Html {
    let questions = &*props.catalog.questions;
    html! {
        <main class="page" id="main">
            <h1 tabindex="-1">{ text("ui-questions-title") }</h1>
            <p class="lead">{ text("ui-questions-lead") }</p>
            { match questions {
                Err(e) => html! { <p class="error">{ e }</p> },
                Ok(qs) => html! {
                    <ul class="questions" data-role="questions">
                        { for qs.iter().map(|q| {
                            let title = props.catalog.lessons.iter()
                                .find(|l| l.id == q.lesson)
                                .map(|l| l.title.clone())
                                .unwrap_or_default();
                            html! {
                                <li>
                                    <a href={route::lesson_hash(&q.lesson, q.step)} lang={props.catalog.questions_lang.code()}>{ &q.question }</a>
                                    <span class="question-where">{ format!(" — {title}, step {}", q.step) }</span>
                                </li>
                            }
                        }) }
                    </ul>
                },
            } }
        </main>
    }
}
