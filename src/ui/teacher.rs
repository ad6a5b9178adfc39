//! The teacher's pages, and the way to them from the learner's build.
//!
//! The site has two builds of one app. The learner's (`check-tutor`) has every page but the
//! editor, the builder and its preview; the teacher's (`check-tutor-teacher`) has them all.
//! `index.html`'s loader picks the build from the address, so a learner never downloads the
//! teacher's tools. When the learner's build is sent to a teacher's page (a link, the back
//! button), it reloads the page, and the loader then starts the teacher's build.

use super::app::{link_problems, Shared};
use super::builder::BuilderPage;
use super::catalog::Catalog;
use super::editor_page::EditorPage;
use super::lesson::LessonPage;
use super::my_lessons::{store_in, MyLessonsPage};
use super::route::Route;
use super::storage;
use super::words::text;
use crate::lessons::{Lesson, Progress};
use yew::prelude::*;

/// The teacher's pages ([`super::app::TeacherPages`]); any other route shows nothing.
pub fn pages(route: &Route, shared: &Shared) -> Html {
    match route {
        Route::Editor { fen, view } => {
            html! { <EditorPage fen={fen.clone()} view={view.clone()} /> }
        }
        Route::Builder { fen } => {
            let keep = keeper(shared);
            let on_save = Callback::from(move |(lesson, editing)| keep(lesson, editing));
            html! { <BuilderPage fen={fen.clone()} {on_save} /> }
        }
        Route::BuilderPreview { step } => {
            let lesson = super::builder::draft_lesson().lesson;
            let problems = crate::lessons::lint::lint_lesson(&lesson);
            if problems.is_empty() {
                let catalog = Catalog::single(lesson.clone());
                html! {
                    <LessonPage {catalog} id={lesson.id.clone()} step={*step} preview=true
                                progress={Progress::new()} on_step_done={Callback::noop()} />
                }
            } else {
                link_problems(&problems)
            }
        }
        Route::MyLessons { keep } => my_lessons(shared, keep.clone()),
        Route::PresentLesson { id, step } => {
            super::present_lesson::present_page(shared.catalog.as_ref(), id, *step)
        }
        Route::Worksheet(address) => super::worksheet::page(
            shared.catalog.as_ref(),
            &super::worksheet::WorksheetParams::read(address),
        ),
        Route::Join(query) => html! {
            <super::live::join::JoinPage params={super::live::JoinParams::read(query)}
                catalog={shared.catalog.clone()} progress={shared.progress.clone()} />
        },
        _ => Html::default(),
    }
}

/// Puts the teacher's pages' own styles (`static/teacher.css`: the builder, present mode, a
/// live class) in the page, before its first render: a learner's first load is without them.
pub fn add_styles(css: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let (Ok(style), Some(head)) = (doc.create_element("style"), doc.head()) {
        style.set_text_content(Some(css));
        let _ = head.append_child(&style);
    }
}

/// Keeps a lesson among the teacher's own (replacing the one with the id given), each under
/// an id of its own with progress of its own: the id it got, or why not.
fn keeper(shared: &Shared) -> impl Fn(Lesson, Option<String>) -> Result<String, String> {
    let (imported, progress, builtin) = (
        shared.imported.clone(),
        shared.progress.clone(),
        shared.builtin.clone(),
    );
    move |lesson: Lesson, replacing: Option<String>| {
        let ids = (*builtin)
            .as_ref()
            .map(|b| b.ids())
            .ok_or_else(|| text("ui-lessons-still-loading"))?;
        let mine = storage::fresh(storage::load_imported, &imported.0);
        let (list, id) = store_in(&mine, lesson, replacing.as_deref(), &ids)?;
        if replacing.as_deref() != Some(id.as_str()) {
            let mut p = storage::fresh(storage::load_progress, &progress.0);
            p.forget(&id);
            if let Some(old) = &replacing {
                p.forget(old);
            }
            let notice = storage::save_progress(&p).err();
            progress.set((p, notice));
        }
        imported.set((list, None));
        Ok(id)
    }
}

fn my_lessons(shared: &Shared, keep: Option<String>) -> Html {
    let keep_lesson = std::rc::Rc::new(keeper(shared));
    let on_store = {
        let keep = keep_lesson.clone();
        Callback::from(move |(lesson, replacing)| keep(lesson, replacing))
    };
    let on_rename = {
        let imported = shared.imported.clone();
        Callback::from(move |(id, title): (String, String)| {
            let title = title.trim().to_string();
            if title.is_empty() {
                return Err(text("ui-lesson-needs-title"));
            }
            let mut lesson = storage::fresh(storage::load_imported, &imported.0)
                .into_iter()
                .find(|l| l.id == id)
                .ok_or_else(|| text("ui-lesson-gone"))?;
            lesson.id = crate::lessons::authoring::id_from_title(&title);
            lesson.title = title;
            keep_lesson(lesson, Some(id))
        })
    };
    let on_delete = {
        let (imported, progress) = (shared.imported.clone(), shared.progress.clone());
        Callback::from(move |id: String| {
            let mut list = storage::fresh(storage::load_imported, &imported.0);
            list.retain(|l| l.id != id);
            storage::save_imported(&list)?;
            imported.set((list, None));
            let mut p = storage::fresh(storage::load_progress, &progress.0);
            p.forget(&id);
            let notice = storage::save_progress(&p).err();
            progress.set((p, notice));
            Ok(())
        })
    };
    let notice = shared
        .progress
        .1
        .clone()
        .or_else(|| shared.imported.1.clone())
        .map(super::words::phrase);
    let builtin = shared.catalog.as_ref().map_or_else(Vec::new, |c| {
        c.lessons[..c.builtin.min(c.lessons.len())]
            .iter()
            .map(|l| (l.id.clone(), l.title.clone()))
            .collect()
    });
    html! {
        <MyLessonsPage lessons={shared.imported.0.clone()} progress={shared.progress.0.clone()}
                       {keep} ready={shared.builtin.is_some()} {notice} {builtin}
                       {on_store} {on_rename} {on_delete} />
    }
}

/// The address the learner's build last reloaded for. Should the loader start the learner's
/// build again at that address, the page says so instead of reloading forever.
const SWITCHING: &str = "check-tutor-switching";

/// The address of the last switch in this tab: in session storage, or where the browser
/// keeps none, in the tab's name (which also outlives a reload).
fn last_switch() -> Option<String> {
    storage::session_get(SWITCHING).or_else(|| {
        let name = web_sys::window()?.name().ok()?;
        Some(name.strip_prefix(SWITCHING)?.strip_prefix(' ')?.to_string())
    })
}

fn mark_switch(here: &str) -> Result<(), storage::NotKept> {
    storage::session_set(SWITCHING, here).or_else(|e| {
        let window = web_sys::window().ok_or(e)?;
        window
            .set_name(&format!("{SWITCHING} {here}"))
            .map_err(|_| storage::NotKept)
    })
}

fn clear_switch() {
    storage::session_remove(SWITCHING);
    if let Some(w) = web_sys::window() {
        if w.name().is_ok_and(|n| n.starts_with(SWITCHING)) {
            let _ = w.set_name("");
        }
    }
}

/// Called when the teacher's build starts: the switch, if any, worked.
pub fn switched() {
    clear_switch();
}

/// The learner's build on a teacher's page: reloads, so that the loader starts the
/// teacher's build (from the service worker's cache once the site is installed).
#[component(SwitchToTeacher)]
pub fn switch_to_teacher() -> Html {
    super::words::use_words();
    let failed = use_state(|| false);
    {
        let failed = failed.clone();
        use_effect_with((), move |_| {
            let Some(location) = web_sys::window().map(|w| w.location()) else {
                return;
            };
            let here = location.hash().unwrap_or_default();
            if last_switch().as_deref() == Some(here.as_str()) {
                clear_switch();
                failed.set(true);
            } else if mark_switch(&here).is_ok() {
                let _ = location.reload();
            } else {
                failed.set(true);
            }
        });
    }
    let reload = Callback::from(|_: MouseEvent| {
        if let Some(w) = web_sys::window() {
            let _ = w.location().reload();
        }
    });
    html! {
        <main class="page" id="main">
            if *failed {
                <h1 tabindex="-1">{ text("ui-teacher-tools-failed") }</h1>
                <p class="error" role="alert" data-role="switch-failed">
                    { text("ui-teacher-tools-failed-why") }
                </p>
                <p><button type="button" class="button primary" onclick={reload}>{ text("ui-reload") }</button></p>
            } else {
                <h1 tabindex="-1">{ text("ui-teacher-tools-opening") }</h1>
                <p class="muted" role="status" data-role="loading">{ text("ui-loading-ellipsis") }</p>
            }
        </main>
    }
}
