//! The teacher's own lessons (imported or built), apart from the built-in ones: play,
//! rename, delete, or edit in the builder.

use super::builder::draft;
use super::builder::text_of as step_form_text;
use super::route;
use crate::lessons::{Lesson, Progress};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct MyLessonsProps {
    pub lessons: Vec<Lesson>,
    pub progress: Progress,
    /// (id, new title): the lesson is stored under an id made from the title.
    pub on_rename: Callback<(String, String), Result<String, String>>,
    pub on_delete: Callback<String, Result<(), String>>,
}

#[component(MyLessons)]
pub fn my_lessons(props: &MyLessonsProps) -> Html {
    let renaming = use_state(|| None::<(String, String)>);
    let problem = use_state(|| None::<String>);
    let edit = |lesson: &Lesson| {
        let (lesson, problem) = (lesson.clone(), problem.clone());
        Callback::from(move |_: MouseEvent| match draft::edit(lesson.clone()) {
            Ok(()) => {
                if let Some(w) = web_sys::window() {
                    let _ = w.location().set_hash("#/builder");
                }
            }
            Err(e) => problem.set(Some(e)),
        })
    };
    // Deleting cannot be undone, so it is asked once more, naming the lesson.
    let delete = |l: &Lesson| {
        let (id, cb, problem) = (l.id.clone(), props.on_delete.clone(), problem.clone());
        let question = format!(
            "Delete \"{}\" and your progress in it? This cannot be undone.",
            l.title
        );
        Callback::from(move |_: MouseEvent| {
            if super::widgets::confirm(&question) {
                problem.set(cb.emit(id.clone()).err())
            }
        })
    };
    let start_rename = |l: &Lesson| {
        let (id, title, renaming) = (l.id.clone(), l.title.clone(), renaming.clone());
        Callback::from(move |_: MouseEvent| renaming.set(Some((id.clone(), title.clone()))))
    };
    let rename_input = {
        let renaming = renaming.clone();
        Callback::from(move |e: InputEvent| {
            if let Some((id, _)) = &*renaming {
                renaming.set(Some((id.clone(), step_form_text(&e))));
            }
        })
    };
    let rename_save = {
        let (renaming, cb, problem) = (renaming.clone(), props.on_rename.clone(), problem.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(pair) = (*renaming).clone() {
                match cb.emit(pair) {
                    Ok(_) => {
                        problem.set(None);
                        renaming.set(None);
                    }
                    Err(e) => problem.set(Some(e)),
                }
            }
        })
    };
    html! {
        <section class="panel my-lessons">
            <h2>{ "My lessons" }</h2>
            if props.lessons.is_empty() {
                <p class="muted" data-role="my-lessons-empty">
                    { "Lessons you import or build appear here. " }
                    <a href="#/builder">{ "Build a lesson" }</a>
                </p>
            }
            if let Some(p) = &*problem {
                <p class="error" role="alert">{ p }</p>
            }
            <ul class="lesson-list mine" data-role="my-lessons">
                { for props.lessons.iter().map(|l| {
                    let total = l.steps.len();
                    let done = props.progress.count(&l.id, total);
                    let editing_title = renaming.as_ref().filter(|(id, _)| *id == l.id).map(|(_, t)| t.clone());
                    html! {
                        <li data-lesson={l.id.clone()}>
                            if let Some(title) = editing_title {
                                <form class="row" onsubmit={rename_save.clone()}>
                                    <input data-role="my-lesson-title" aria-label="New title" value={title}
                                           oninput={rename_input.clone()} />
                                    <button type="submit" data-role="my-lesson-rename-save">{ "Save" }</button>
                                </form>
                            } else {
                                <a href={route::lesson_hash(&l.id, 1)}>
                                    <span class="lesson-title">{ &l.title }</span>
                                    <span class="lesson-progress">{ format!("{done}/{total}") }</span>
                                </a>
                            }
                            <p class="lesson-intro">{ &l.intro }</p>
                            <div class="controls">
                                <button data-role="my-lesson-edit" onclick={edit(l)}>{ "Edit in the builder" }</button>
                                <button data-role="my-lesson-rename" onclick={start_rename(l)}>{ "Rename" }</button>
                                <button data-role="my-lesson-delete" onclick={delete(l)}>{ "Delete" }</button>
                            </div>
                        </li>
                    }
                }) }
            </ul>
        </section>
    }
}

/// The teacher's lessons with `lesson` added under an id of its own (replacing `replacing`),
/// stored; the new list and the id, or why it could not be stored.
pub fn store(
    mine: &[Lesson],
    lesson: Lesson,
    replacing: Option<&str>,
    builtin: &[String],
) -> Result<(Vec<Lesson>, String), String> {
    let mut list = mine.to_vec();
    let builtin: Vec<&str> = builtin.iter().map(String::as_str).collect();
    let id = crate::lessons::authoring::add_lesson(&mut list, lesson, replacing, &builtin);
    super::storage::save_imported(&list)?;
    Ok((list, id))
}
