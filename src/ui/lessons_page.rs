//! The list of lessons with progress, and the learner questions that link into them.

use super::app::Catalog;
use super::route;
use crate::lessons::{catalog, Progress};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LessonsPageProps {
    pub catalog: Catalog,
    pub progress: Progress,
    /// Said once if saved progress had to be reset.
    pub notice: Option<String>,
}

#[function_component(LessonsPage)]
pub fn lessons_page(props: &LessonsPageProps) -> Html {
    html! {
        <main class="page">
            <h1>{ "Lessons" }</h1>
            <p class="lead">{ "Each lesson answers a question about kings and check with positions you play through. Your progress is saved in this browser." }</p>
            if let Some(n) = &props.notice {
                <p class="notice" role="status" data-role="progress-notice">{ n }</p>
            }
            { for props.catalog.errors.iter().map(|e| html! { <p class="error">{ e }</p> }) }
            <ol class="lesson-list" data-role="lesson-list">
                { for props.catalog.lessons.iter().map(|l| {
                    let done = props.progress.count(&l.id, l.steps.len());
                    let total = l.steps.len();
                    let complete = done == total && total > 0;
                    html! {
                        <li data-lesson={l.id.clone()} class={classes!(complete.then_some("complete"))}>
                            <a href={route::lesson_hash(&l.id, 1)}>
                                <span class="lesson-title">{ &l.title }</span>
                                <span class="lesson-progress" aria-label={format!("{done} of {total} steps done")}>
                                    { if complete { "✓ done".to_string() } else { format!("{done}/{total}") } }
                                </span>
                            </a>
                            <p class="lesson-intro">{ &l.intro }</p>
                        </li>
                    }
                }) }
            </ol>
        </main>
    }
}

#[derive(Properties, PartialEq)]
pub struct QuestionsPageProps {
    pub catalog: Catalog,
}

#[function_component(QuestionsPage)]
pub fn questions_page(props: &QuestionsPageProps) -> Html {
    let questions = catalog::questions();
    html! {
        <main class="page">
            <h1>{ "Questions about kings and check" }</h1>
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
                                    <a href={route::lesson_hash(&q.lesson, q.step)}>{ &q.question }</a>
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
