//! My lessons, a teacher's page: the lessons a teacher built, imported or kept from a link,
//! each to play, present, edit, share (link or file), rename or delete; and the import of
//! lesson files. The learner's Lessons page lists the same lessons to play.

mod incoming;
mod rename;

use super::builder::draft;
use super::copy::CopyLink;
use super::files::read_chosen_text;
use super::widgets::download;
use super::words::{phrase, text, use_words};
use super::{json, route};
use crate::lessons::{Lesson, Progress};
use crate::tutor::{Fact, Phrase};
use incoming::{How, Incoming};
use rename::RenameForm;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct MyLessonsProps {
    /// The teacher's lessons, in the order they were added.
    pub lessons: Vec<Lesson>,
    pub progress: Progress,
    /// A shared lesson's link data, to keep (from the lesson's "Keep in My lessons").
    pub keep: Option<String>,
    /// Whether the built-in lessons are known (their ids are taken): nothing is stored before.
    pub ready: bool,
    /// Stores a lesson (replacing the one with the id given): the id it got, or why not.
    pub on_store: Callback<(Lesson, Option<String>), Result<String, String>>,
    /// (id, new title): the lesson is stored under an id made from the title.
    pub on_rename: Callback<(String, String), Result<String, String>>,
    pub on_delete: Callback<String, Result<(), String>>,
    /// Said once if the stored lessons had to be reset.
    pub notice: Option<String>,
    /// The built-in lessons as (id, title), to present.
    pub builtin: Vec<(String, String)>,
}

/// Stores `lesson` (or says why not) and says what became of it.
fn store(
    on_store: &Callback<(Lesson, Option<String>), Result<String, String>>,
    lesson: Lesson,
    replacing: Option<String>,
    how: How,
) -> Incoming {
    let title = lesson.title.clone();
    match on_store.emit((lesson, replacing)) {
        Ok(id) => Incoming::Done { id, title, how },
        Err(e) => Incoming::Refused(vec![e]),
    }
}

#[component(MyLessonsPage)]
pub fn my_lessons_page(props: &MyLessonsProps) -> Html {
    use_words();
    let state = use_state(|| Incoming::Nothing);
    // A lesson from a link is kept once the built-in lessons are known; the address then
    // loses it, so a reload does not keep it again.
    {
        let keep_now = props.keep.clone().filter(|_| props.ready);
        let (state, props_now) = (state.clone(), PropsNow::of(props));
        use_effect_with(keep_now, move |keep| {
            if let Some(data) = keep {
                state.set(props_now.bring_in(incoming::from_link(data), How::Kept));
                route::replace_hash("#/my-lessons");
                super::focus::focus_after_render(
                    "[data-role=import-done], [data-role=import-same], [data-role=import-errors]"
                        .into(),
                );
            }
        });
    }
    let on_file = {
        let (state, props_now) = (state.clone(), PropsNow::of(props));
        Callback::from(move |e: Event| {
            let (state, props_now) = (state.clone(), props_now.clone());
            let done = Callback::from(move |read: Result<String, String>| {
                let read = read
                    .map_err(|e| vec![e])
                    .and_then(|t| incoming::from_file(&t));
                state.set(props_now.bring_in(read, How::Imported));
            });
            read_chosen_text(&e, done);
        })
    };
    html! {
        <main class="page my-lessons" id="main">
            <h1 tabindex="-1">{ text("ui-my-lessons") }</h1>
            <p class="lead">{ text("ui-my-lessons-lead") }</p>
            if let Some(n) = &props.notice {
                <p class="notice" role="status" data-role="progress-notice">{ n }</p>
            }
            { incoming_view(&state, props) }
            { lessons_list(props) }
            <section class="panel import">
                <h2>{ text("ui-my-lessons-add") }</h2>
                <p><a class="button primary" href="#/builder" data-role="open-builder">{ text("ui-my-lessons-build") }</a></p>
                <label class="field">
                    <span>{ text("ui-my-lessons-import") }</span>
                    <input type="file" accept=".json,application/json" data-role="lesson-import"
                           disabled={!props.ready} onchange={on_file} />
                </label>
            </section>
            if !props.builtin.is_empty() {
                <section class="panel present-builtin">
                    <h2>{ text("ui-my-lessons-present-builtin") }</h2>
                    <p class="muted">{ text("ui-my-lessons-present-note") }</p>
                    <ol class="present-list" data-role="present-builtin">
                        { for props.builtin.iter().map(|(id, title)| html! {
                            <li><a href={route::present_hash(id, 1)}>{ title }</a>
                                { " · " }<a class="worksheet-of" href={super::worksheet::worksheet_hash(id)}>{ text("ui-worksheet-link") }</a></li>
                        }) }
                    </ol>
                </section>
            }
        </main>
    }
}

/// What the callbacks need of the props when they run (not when they were made).
#[derive(Clone)]
struct PropsNow {
    lessons: Vec<Lesson>,
    on_store: Callback<(Lesson, Option<String>), Result<String, String>>,
}

impl PropsNow {
    fn of(props: &MyLessonsProps) -> Self {
        PropsNow {
            lessons: props.lessons.clone(),
            on_store: props.on_store.clone(),
        }
    }

    fn bring_in(&self, read: Result<Lesson, Vec<String>>, how: How) -> Incoming {
        match read.map(|l| incoming::offer(&self.lessons, l, how)) {
            Err(problems) => Incoming::Refused(problems),
            Ok(Err(said)) => said,
            Ok(Ok(lesson)) => store(&self.on_store, lesson, None, how),
        }
    }
}

/// The result of the last import or keep: done, refused, or the question about a lesson
/// with the same id.
fn incoming_view(state: &UseStateHandle<Incoming>, props: &MyLessonsProps) -> Html {
    match &**state {
        Incoming::Nothing => html! {},
        Incoming::Refused(problems) => {
            let game = problems.first() == Some(&incoming::a_game());
            html! {
                <div class="error" role="alert" data-role="import-errors" tabindex="-1">
                    <p>{ text("ui-my-lessons-refused") }</p>
                    <ul>{ for problems.iter().map(|p| html! { <li>{ p }</li> }) }</ul>
                    if game {
                        <p><a href="#/play">{ text("ui-my-lessons-go-play") }</a></p>
                    }
                </div>
            }
        }
        Incoming::Same { lesson, kept, how } => {
            let choose = |replace: bool| {
                let (state, on_store, how) = (state.clone(), props.on_store.clone(), *how);
                let mut lesson = lesson.clone();
                // Both kept under one title could not be told apart in the list.
                if !replace && lesson.title == *kept {
                    lesson.title = incoming::copy_title(&lesson.title);
                }
                Callback::from(move |_: MouseEvent| {
                    let replacing = replace.then(|| lesson.id.clone());
                    state.set(store(&on_store, lesson.clone(), replacing, how));
                })
            };
            let cancel = {
                let state = state.clone();
                Callback::from(move |_: MouseEvent| state.set(Incoming::Nothing))
            };
            html! {
                <div class="notice ask" role="group" aria-labelledby="import-same-q"
                     data-role="import-same" tabindex="-1">
                    <p id="import-same-q">
                        { if lesson.title == *kept {
                            phrase(Phrase::new("ui-my-lessons-same-title")
                                .with("kept", Fact::Text(kept.clone()))
                                .with("copy", Fact::Text(incoming::copy_title(kept))))
                        } else {
                            phrase(Phrase::new("ui-my-lessons-other-version")
                                .with("title", Fact::Text(lesson.title.clone()))
                                .with("kept", Fact::Text(kept.clone())))
                        } }
                    </p>
                    <div class="controls">
                        <button type="button" data-role="import-replace" onclick={choose(true)}>{ text("ui-my-lessons-replace") }</button>
                        <button type="button" data-role="import-keep-both" onclick={choose(false)}>{ text("ui-my-lessons-keep-both") }</button>
                        <button type="button" data-role="import-cancel" onclick={cancel}>{ text("ui-cancel") }</button>
                    </div>
                </div>
            }
        }
        // A lesson deleted since: what was said of it would point at nothing.
        Incoming::Done { id, .. } | Incoming::AlreadyHere { id, .. }
            if !props.lessons.iter().any(|l| l.id == *id) =>
        {
            html! {}
        }
        done @ (Incoming::Done { id, .. } | Incoming::AlreadyHere { id, .. }) => html! {
            <p class="notice" role="status" data-role="import-done" data-lesson={id.clone()} tabindex="-1">
                { done.said().unwrap_or_default() }{ " " }
                <a href={route::lesson_hash(id, 1)}>{ text("ui-my-lessons-play-it") }</a>
            </p>
        },
    }
}

/// The teacher's lessons, each with what can be done with it.
fn lessons_list(props: &MyLessonsProps) -> Html {
    if props.lessons.is_empty() {
        return html! {
            <p class="muted" data-role="my-lessons-empty">
                { text("ui-my-lessons-none") }
            </p>
        };
    }
    html! {
        <ul class="lesson-list mine" data-role="my-lessons">
            { for props.lessons.iter().map(|l| html! {
                <LessonItem lesson={l.clone()}
                            done={props.progress.count(&l.id, l.steps.len())}
                            on_rename={props.on_rename.clone()}
                            on_delete={props.on_delete.clone()} />
            }) }
        </ul>
    }
}

#[derive(Properties, PartialEq)]
struct LessonItemProps {
    lesson: Lesson,
    /// Steps done.
    done: usize,
    on_rename: Callback<(String, String), Result<String, String>>,
    on_delete: Callback<String, Result<(), String>>,
}

/// One lesson: its title (cut short with an ellipsis when long), progress and introduction,
/// and its buttons.
#[component(LessonItem)]
fn lesson_item(props: &LessonItemProps) -> Html {
    use_words();
    let renaming = use_state(|| false);
    let problem = use_state(|| None::<String>);
    let l = &props.lesson;
    let json_text = json::write(l, true);
    let link = route::lesson_link_data(&json::write(l, false))
        .map(|data| format!("{}{}", route::base_url(), route::lesson_link_hash(&data, 1)));
    let edit = {
        let (lesson, problem) = (l.clone(), problem.clone());
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
    let delete = {
        let (id, cb, problem) = (l.id.clone(), props.on_delete.clone(), problem.clone());
        let question = phrase(
            Phrase::new("ui-my-lessons-delete-question").with("title", Fact::Text(l.title.clone())),
        );
        Callback::from(move |_: MouseEvent| {
            if super::widgets::confirm(&question) {
                problem.set(cb.emit(id.clone()).err())
            }
        })
    };
    let on_download = {
        let name = format!("{}.json", l.id);
        Callback::from(move |_: MouseEvent| download(&name, "application/json", &json_text))
    };
    let start_rename = {
        let renaming = renaming.clone();
        Callback::from(move |_: MouseEvent| renaming.set(true))
    };
    let rename_done = {
        let renaming = renaming.clone();
        Callback::from(move |_: ()| renaming.set(false))
    };
    let total = l.steps.len();
    html! {
        <li data-lesson={l.id.clone()}>
            if *renaming {
                <RenameForm id={l.id.clone()} title={l.title.clone()}
                            on_rename={props.on_rename.clone()} on_done={rename_done} />
            } else {
                <a href={route::lesson_hash(&l.id, 1)} title={l.title.clone()}>
                    <span class="lesson-title">{ &l.title }</span>
                    <span class="lesson-progress">{ format!("{}/{total}", props.done) }</span>
                </a>
            }
            <p class="lesson-intro">{ &l.intro }</p>
            <div class="controls">
                <a class="button" data-role="my-lesson-present" href={route::present_hash(&l.id, 1)}>{ text("ui-present") }</a>
                <a class="button" data-role="my-lesson-worksheet" href={super::worksheet::worksheet_hash(&l.id)}>{ text("ui-worksheet-link") }</a>
                if let Some(link) = link {
                    <CopyLink link={link} role="my-lesson-copy" />
                }
                <button data-role="my-lesson-download" onclick={on_download}>{ text("ui-my-lessons-download") }</button>
                <button data-role="my-lesson-edit" onclick={edit}>{ text("ui-my-lessons-edit") }</button>
                <button data-role="my-lesson-rename" onclick={start_rename}>{ text("ui-my-lessons-rename") }</button>
                <button data-role="my-lesson-delete" onclick={delete}>{ text("ui-my-lessons-delete") }</button>
            </div>
            if let Some(p) = &*problem {
                <p class="error" role="alert">{ p }</p>
            }
        </li>
    }
}

/// The teacher's lessons with `lesson` added under an id of its own (replacing `replacing`),
/// stored; the new list and the id, or why it could not be stored.
pub fn store_in(
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
