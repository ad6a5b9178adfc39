//! The list of lessons with progress, and the learner questions that link into them.

use super::catalog::Catalog;
use super::files::read_chosen_text;
use super::json;
use super::my_lessons::MyLessons;
use super::route;
use crate::lessons::lint::lint_lesson;
use crate::lessons::{Lesson, Progress};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LessonsPageProps {
    pub catalog: Catalog,
    pub progress: Progress,
    /// Said once if saved progress had to be reset.
    pub notice: Option<String>,
    /// A lesson file the teacher imported, already checked: the id it is stored under (a
    /// new one if its own was taken), or why it could not be stored.
    pub on_import: Callback<Lesson, Result<String, String>>,
    pub on_rename: Callback<(String, String), Result<String, String>>,
    pub on_delete: Callback<String, Result<(), String>>,
}

/// Checks an imported lesson file like `tutor lint` does: the lesson, or every problem. An
/// id already in use is no problem: the lesson is stored under a new one.
fn check_import(text: &str) -> Result<Lesson, Vec<String>> {
    let lesson = json::parse_lesson(text).map_err(|e| vec![e])?;
    let problems = lint_lesson(&lesson);
    if problems.is_empty() {
        Ok(lesson)
    } else {
        Err(problems)
    }
}

#[component(LessonsPage)]
pub fn lessons_page(props: &LessonsPageProps) -> Html {
    let problems = use_state(Vec::<String>::new);
    let onchange = {
        let problems = problems.clone();
        let on_import = props.on_import.clone();
        Callback::from(move |e: Event| {
            let (shown, on_import) = (problems.clone(), on_import.clone());
            let done = Callback::from(move |read: Result<String, String>| {
                let lesson = match read.map_err(|e| vec![e]).and_then(|t| check_import(&t)) {
                    Ok(lesson) => lesson,
                    Err(p) => return shown.set(p),
                };
                match on_import.emit(lesson) {
                    Ok(id) => {
                        shown.set(Vec::new());
                        if let Some(w) = web_sys::window() {
                            let _ = w.location().set_hash(&route::lesson_hash(&id, 1));
                        }
                    }
                    Err(e) => shown.set(vec![e]),
                }
            });
            read_chosen_text(&e, done);
        })
    };
    let continue_at = props
        .catalog
        .first_unfinished(&props.progress)
        .map(|(l, n)| (l.id.clone(), n));
    html! {
        <main class="page" id="main">
            <h1 tabindex="-1">{ "Lessons" }</h1>
            <p class="lead">{ "Each lesson answers a question about kings and check with positions you play through. Your progress is saved in this browser." }</p>
            if let Some(n) = &props.notice {
                <p class="notice" role="status" data-role="progress-notice">{ n }</p>
            }
            { for props.catalog.errors.iter().map(|e| html! { <p class="error">{ e }</p> }) }
            if props.catalog.lessons.iter().any(|l| props.progress.stars(&l.id, l.steps.len()) > 0) {
                <p class="muted star-key"><span class="stars" aria-hidden="true">{ "★" }</span>{ " A star for each step done without a hint or a mistake." }</p>
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
                                    <span class="continue-here" data-role="continue-here">{ "Continue here" }</span>
                                }
                                <span class="lesson-progress" aria-label={format!("{done} of {total} steps done, {stars} {} earned", if stars == 1 { "star" } else { "stars" })}>
                                    { if complete { "✓ done".to_string() } else { format!("{done}/{total}") } }
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
            <MyLessons lessons={props.catalog.lessons.get(props.catalog.builtin..).unwrap_or_default().to_vec()}
                       progress={props.progress.clone()}
                       on_rename={props.on_rename.clone()} on_delete={props.on_delete.clone()} />
            <section class="panel import">
                <h2>{ "Import a lesson" }</h2>
                <p class="muted">{ "A lesson file (JSON, as the builder downloads it). It is checked like the built-in lessons before it can be played, and listed in My lessons under its own id: it never replaces another lesson. " }
                    <a href="#/builder" data-role="open-builder">{ "Build a lesson" }</a></p>
                <input type="file" accept=".json,application/json" data-role="lesson-import"
                       aria-label="Lesson file to import" {onchange} />
                if !problems.is_empty() {
                    <div class="error" role="alert" data-role="import-errors">
                        <p>{ "This lesson file cannot be used:" }</p>
                        <ul>{ for problems.iter().map(|p| html! { <li>{ p }</li> }) }</ul>
                    </div>
                }
            </section>
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
            <h1 tabindex="-1">{ "Questions about kings and check" }</h1>
            <p class="lead">{ "Questions learners often ask. Each one opens the lesson step that answers it." }</p>
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
