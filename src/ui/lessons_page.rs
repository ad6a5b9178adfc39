//! The list of lessons with progress, and the learner questions that link into them.

use super::app::Catalog;
use super::route;
use crate::lessons::lint::{lint_lesson, parse_lesson};
use crate::lessons::{catalog, Lesson, Progress};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LessonsPageProps {
    pub catalog: Catalog,
    pub progress: Progress,
    /// Said once if saved progress had to be reset.
    pub notice: Option<String>,
    /// A lesson file the teacher imported, already checked.
    pub on_import: Callback<Lesson>,
}

/// Checks an imported lesson file like `tutor lint` does: the lesson, or every problem.
fn check_import(text: &str, builtin: &[Lesson]) -> Result<Lesson, Vec<String>> {
    let lesson = parse_lesson(text).map_err(|e| vec![e])?;
    let mut problems = lint_lesson(&lesson);
    if builtin
        .iter()
        .any(|l| l.id == lesson.id && !l.id.starts_with("my-"))
    {
        problems.push(format!(
            "the id '{}' belongs to a built-in lesson: choose another",
            lesson.id
        ));
    }
    if problems.is_empty() {
        Ok(lesson)
    } else {
        Err(problems)
    }
}

#[function_component(LessonsPage)]
pub fn lessons_page(props: &LessonsPageProps) -> Html {
    let problems = use_state(Vec::<String>::new);
    let onchange = {
        let problems = problems.clone();
        let on_import = props.on_import.clone();
        let builtin = props.catalog.lessons.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e.target_dyn_into::<HtmlInputElement>() else {
                return;
            };
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            let Ok(reader) = web_sys::FileReader::new() else {
                return;
            };
            let shown = problems.clone();
            let on_import = on_import.clone();
            let builtin = builtin.clone();
            let reader_in = reader.clone();
            let onload = Closure::once_into_js(move || {
                let text = reader_in
                    .result()
                    .ok()
                    .and_then(|v| v.as_string())
                    .unwrap_or_default();
                match check_import(&text, &builtin) {
                    Ok(lesson) => {
                        shown.set(Vec::new());
                        let hash = route::lesson_hash(&lesson.id, 1);
                        on_import.emit(lesson);
                        if let Some(w) = web_sys::window() {
                            let _ = w.location().set_hash(&hash);
                        }
                    }
                    Err(p) => shown.set(p),
                }
            });
            reader.set_onload(Some(onload.unchecked_ref()));
            if reader.read_as_text(&file).is_err() {
                problems.set(vec!["The file could not be read.".into()]);
            }
        })
    };
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
            <section class="panel import">
                <h2>{ "Import a lesson" }</h2>
                <p class="muted">{ "A lesson file (JSON, as the editor downloads it). It is checked like the built-in lessons before it can be played." }</p>
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
