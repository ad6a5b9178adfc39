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
    let renaming = use_state(|| None::<String>);
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
        let (id, renaming) = (l.id.clone(), renaming.clone());
        Callback::from(move |_: MouseEvent| renaming.set(Some(id.clone())))
    };
    let rename_done = {
        let renaming = renaming.clone();
        Callback::from(move |_: ()| renaming.set(None))
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
                    html! {
                        <li data-lesson={l.id.clone()}>
                            if renaming.as_deref() == Some(l.id.as_str()) {
                                <RenameForm id={l.id.clone()} title={l.title.clone()}
                                            on_rename={props.on_rename.clone()}
                                            on_done={rename_done.clone()} />
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

/// Gives the focus to the Rename button of lesson `id`, once the list is drawn again
/// without the form that had it.
fn focus_rename_button(id: &str) {
    super::focus::focus_after_render(format!(
        "[data-lesson=\"{id}\"] [data-role=my-lesson-rename]"
    ));
}

#[derive(Properties, PartialEq)]
struct RenameFormProps {
    id: String,
    title: String,
    on_rename: Callback<(String, String), Result<String, String>>,
    /// The form closes: renamed, or called off.
    on_done: Callback<()>,
}

/// A new title for one lesson: Save, or Cancel (or Escape). It opens with the focus in the
/// title box; called off, it gives the focus back to the lesson's Rename button.
#[component(RenameForm)]
fn rename_form(props: &RenameFormProps) -> Html {
    let title = use_state(|| props.title.clone());
    let problem = use_state(|| None::<String>);
    let title_box = use_node_ref();
    {
        let title_box = title_box.clone();
        use_effect_with((), move |_| {
            if let Some(el) = title_box.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    let oninput = {
        let title = title.clone();
        Callback::from(move |e: InputEvent| title.set(step_form_text(&e)))
    };
    let onsubmit = {
        let (id, title, problem) = (props.id.clone(), title.clone(), problem.clone());
        let (on_rename, on_done) = (props.on_rename.clone(), props.on_done.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match on_rename.emit((id.clone(), (*title).clone())) {
                Ok(new_id) => {
                    on_done.emit(());
                    focus_rename_button(&new_id);
                }
                Err(e) => problem.set(Some(e)),
            }
        })
    };
    let cancel = {
        let (id, on_done) = (props.id.clone(), props.on_done.clone());
        Callback::from(move |_: ()| {
            on_done.emit(());
            focus_rename_button(&id);
        })
    };
    let onkeydown = {
        let cancel = cancel.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                cancel.emit(());
            }
        })
    };
    html! {
        <form class="rename" {onsubmit}>
            <div class="row">
                <input ref={title_box} data-role="my-lesson-title" aria-label="New title"
                       value={(*title).clone()} aria-describedby="rename-note" {oninput} {onkeydown} />
                <button type="submit" data-role="my-lesson-rename-save">{ "Save" }</button>
                <button type="button" data-role="my-lesson-rename-cancel"
                        onclick={cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
            </div>
            <p class="muted" id="rename-note">
                { "The lesson's address follows its title, so links to it change and your progress in it starts again." }
            </p>
            if let Some(p) = &*problem {
                <p class="error" role="alert">{ p }</p>
            }
        </form>
    }
}
