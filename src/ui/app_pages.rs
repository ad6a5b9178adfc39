//! The pages other than Play, drawn by [`other_page`] apart from the app itself (Play is
//! the first screen, and WebAssembly compiles a function only when first called).

use super::app::{link_problems, Shared, TeacherPages};
use super::catalog::Builtin;
use super::home_page::{home_page, HomePageProps};
use super::lesson::LessonPage;
use super::lessons_page::{questions_page, LessonsPage, QuestionsPageProps};
use super::practice_page::PracticePage;
use super::progress_page::ProgressPage;
use super::route::Route;
use super::storage;
use super::teacher::SwitchToTeacher;
use super::words::{phrase, text};
use crate::lessons::practice::Practice;
use crate::lessons::{Lesson, Progress};
use crate::tutor::{Fact, Phrase};
use std::rc::Rc;
use yew::prelude::*;

/// A change to the learner's practice record, made and saved by the app.
pub type ChangePractice = Callback<Box<dyn FnOnce(&mut Practice)>>;

/// What the pages other than Play are drawn from.
pub struct Pages {
    pub practice: UseStateHandle<(Practice, Option<Phrase>)>,
    pub progress: UseStateHandle<(Progress, Option<Phrase>)>,
    pub imported: UseStateHandle<(Vec<Lesson>, Option<Phrase>)>,
    pub builtin: UseStateHandle<Option<Rc<Builtin>>>,
    pub catalog: Option<super::catalog::Catalog>,
    pub keep_notice: UseStateHandle<Option<Phrase>>,
    pub linked: Rc<Option<Result<Lesson, Vec<String>>>>,
    pub play_link: String,
    pub teacher: Option<TeacherPages>,
    pub on_record: Callback<(String, bool)>,
    pub on_mistake: Callback<String>,
    pub on_step_done: Callback<(String, usize, bool)>,
    pub change_practice: ChangePractice,
}

/// The page at `route`, for every route but Play's. Kept out of the app's own function
/// (never inlined): WebAssembly compiles a function the first time it is called, so a visit
/// to Play, the first screen, does not wait for the other pages' code to compile.
#[inline(never)]
pub fn other_page(route: &Route, p: Pages) -> Html {
    let Pages {
        practice,
        progress,
        imported,
        builtin,
        catalog,
        keep_notice,
        linked,
        play_link,
        teacher,
        on_record,
        on_mistake,
        on_step_done,
        change_practice,
    } = p;
    match (route, catalog.clone()) {
        (Route::Practice(params), _) => html! {
            <PracticePage params={params.clone()} practice={practice.0.clone()} {on_record}
                          lessons={catalog.as_ref().map(|c| c.lessons.clone())}
                          progress={progress.0.clone()} />
        },
        (Route::Progress, _) => {
            progress_page(&practice, &progress, catalog.as_ref(), &change_practice)
        }
        (Route::NotFound(path), _) => not_found(path),
        // Play is drawn by `app` itself.
        (Route::Play { .. }, _) => html! {},
        (
            r @ (Route::Editor { .. }
            | Route::Builder { .. }
            | Route::BuilderPreview { .. }
            | Route::MyLessons { .. }
            | Route::PresentLesson { .. }
            | Route::Worksheet(_)
            | Route::Join(_)),
            _,
        ) => match teacher {
            Some(pages) => pages(
                r,
                &Shared {
                    imported: imported.clone(),
                    progress: progress.clone(),
                    builtin: builtin.clone(),
                    catalog: catalog.clone(),
                },
            ),
            None => html! { <SwitchToTeacher /> },
        },
        (Route::LessonLink { data, step }, _) => match &*linked {
            Some(Ok(lesson)) => {
                let catalog = super::catalog::Catalog::single(lesson.clone());
                html! {
                    <LessonPage {catalog} id={lesson.id.clone()} step={*step}
                                link_data={Some(data.clone())}
                                progress={Progress::new()} on_step_done={Callback::noop()} />
                }
            }
            Some(Err(problems)) => link_problems(problems),
            None => link_problems(&[text("ui-link-no-lesson")]),
        },
        (_, None) => loading(),
        (Route::Home, Some(catalog)) => home_page(&HomePageProps {
            catalog: catalog.clone(),
            progress: progress.0.clone(),
            play_link: play_link.clone().into(),
        }),
        (Route::Lessons, Some(catalog)) => {
            let notice = progress
                .1
                .clone()
                .or_else(|| imported.1.clone())
                .map(phrase);
            html! {
                <LessonsPage {catalog} progress={progress.0.clone()} {notice} />
            }
        }
        (Route::Questions, Some(catalog)) => questions_page(&QuestionsPageProps {
            catalog: catalog.clone(),
        }),
        (Route::Lesson { id, step, view }, Some(catalog)) => html! {
            <LessonPage {catalog} id={id.clone()} step={*step}
                        view={view.clone()}
                        notice={progress.1.clone().or_else(|| (*keep_notice).clone()).map(phrase)}
                        progress={progress.0.clone()} on_step_done={on_step_done}
                        on_mistake={on_mistake.clone()} />
        },
    }
}

/// A page for an address the app does not know.
fn not_found(path: &str) -> Html {
    html! {
        <main class="page" id="main">
            <h1 tabindex="-1">{ text("ui-not-found") }</h1>
            <p class="error" data-role="not-found">
                { phrase(Phrase::new("ui-no-page-at").with("path", Fact::Text(crate::rules::shown(path, 60)))) }
                { " " }
                <a href="#/">{ text("ui-go-to-front") }</a>
            </p>
        </main>
    }
}

/// The page shown while the lessons are fetched.
fn loading() -> Html {
    html! {
        <main class="page" id="main">
            <h1 tabindex="-1">{ text("ui-loading") }</h1>
            <p class="muted" role="status" data-role="loading">{ text("ui-loading-lessons") }</p>
        </main>
    }
}

/// The Progress page, with what resets and imports the learner's record.
fn progress_page(
    practice: &UseStateHandle<(Practice, Option<Phrase>)>,
    progress: &UseStateHandle<(Progress, Option<Phrase>)>,
    catalog: Option<&super::catalog::Catalog>,
    change_practice: &ChangePractice,
) -> Html {
    let on_reset = {
        let (change, progress) = (change_practice.clone(), progress.clone());
        Callback::from(move |c: Option<String>| {
            // Everything is the lessons' steps and stars too.
            if c.is_none() {
                let cleared = Progress::new();
                let notice = storage::save_progress(&cleared).err();
                progress.set((cleared, notice));
            }
            change.emit(Box::new(move |p: &mut Practice| p.reset(c.as_deref())))
        })
    };
    let on_import = {
        let change = change_practice.clone();
        Callback::from(move |new: Practice| change.emit(Box::new(move |p: &mut Practice| *p = new)))
    };
    html! {
        <ProgressPage practice={practice.0.clone()} {on_reset} {on_import}
                      lessons={catalog.as_ref().map(|c| c.lessons.clone())}
                      notice={practice.1.clone().map(phrase)} />
    }
}
