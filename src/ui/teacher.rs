//! The teacher's pages, and the way to them from the learner's build.
//!
//! The site has two builds of one app. The learner's (`check-tutor`) has every page but the
//! editor, the builder and its preview; the teacher's (`check-tutor-teacher`) has them all.
//! `index.html`'s loader picks the build from the address, so a learner never downloads the
//! teacher's tools. When the learner's build is sent to a teacher's page (a link, the back
//! button), it reloads the page, and the loader then starts the teacher's build.

use super::app::link_problems;
use super::builder::BuilderPage;
use super::catalog::Catalog;
use super::editor_page::EditorPage;
use super::lesson::LessonPage;
use super::route::Route;
use super::storage;
use crate::lessons::{Lesson, Progress};
use yew::prelude::*;

/// The teacher's pages ([`super::app::TeacherPages`]); any other route shows nothing.
pub fn pages(
    route: &Route,
    on_save: Callback<(Lesson, Option<String>), Result<String, String>>,
) -> Html {
    match route {
        Route::Editor { fen, view } => {
            html! { <EditorPage fen={fen.clone()} view={view.clone()} /> }
        }
        Route::Builder { fen } => html! { <BuilderPage fen={fen.clone()} {on_save} /> },
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
        _ => Html::default(),
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
                <h1 tabindex="-1">{ "The teacher's tools did not open" }</h1>
                <p class="error" role="alert" data-role="switch-failed">
                    { "They could not be started on this page. Reload the page to try again." }
                </p>
                <p><button type="button" class="button primary" onclick={reload}>{ "Reload" }</button></p>
            } else {
                <h1 tabindex="-1">{ "Opening the teacher's tools" }</h1>
                <p class="muted" role="status" data-role="loading">{ "Loading…" }</p>
            }
        </main>
    }
}
