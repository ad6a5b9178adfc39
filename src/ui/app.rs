//! The app: a hash router over the pages, holding what outlives a page (the game in play
//! mode, lesson progress, imported lessons, the lessons once fetched).

use super::catalog::{fetch_builtin, Builtin};
use super::editor_page::EditorPage;
use super::events::on_window;
use super::home_page::HomePage;
use super::lesson::LessonPage;
use super::lessons_page::{LessonsPage, QuestionsPage};
use super::play_page::PlayPage;
use super::route::{self, Route, ViewParams};
use super::state::{Action, AppState};
use super::storage;
use super::update_notice::UpdateNotice;
use crate::lessons::{Lesson, Progress};
use std::rc::Rc;
use yew::prelude::*;

fn initial_play(route: &Route) -> AppState {
    let state = Rc::new(AppState::default());
    match route {
        Route::Play { fen, view } => {
            (*state.reduce(Action::Open(fen.clone(), view.clone()))).clone()
        }
        _ => (*state).clone(),
    }
}

/// Whether a page needs the lessons (the play board and the editor do not).
fn needs_lessons(route: &Route) -> bool {
    matches!(
        route,
        Route::Home | Route::Lessons | Route::Lesson { .. } | Route::Questions
    )
}

/// A page for an address the app does not know.
fn not_found(path: &str) -> Html {
    html! {
        <main class="page" id="main">
            <h1>{ "Page not found" }</h1>
            <p class="error" data-role="not-found">
                { format!("There is no page at \"{}\". ", crate::rules::shown(path, 60)) }
                <a href="#/">{ "Go to the front page" }</a>
            </p>
        </main>
    }
}

/// The page shown while the lessons are fetched.
fn loading() -> Html {
    html! {
        <main class="page">
            <p class="muted" role="status" data-role="loading">{ "Loading the lessons…" }</p>
        </main>
    }
}

#[component(App)]
pub fn app() -> Html {
    let route = use_state(|| route::parse(&route::current_hash()));
    let play = use_reducer(|| initial_play(&route));
    let imported = use_state(storage::load_imported);
    let builtin = use_state(|| None::<Rc<Builtin>>);
    let catalog = use_memo(
        (imported.0.clone(), (*builtin).clone()),
        |(imported, builtin)| builtin.as_ref().map(|b| b.with(imported)),
    );
    let progress = use_state(storage::load_progress);

    // Fetch the lessons the first time a page needs them.
    {
        let builtin = builtin.clone();
        let wanted = needs_lessons(&route) && builtin.is_none();
        use_effect_with(wanted, move |&wanted| {
            if wanted {
                yew::platform::spawn_local(async move {
                    builtin.set(Some(Rc::new(fetch_builtin().await)));
                });
            }
        });
    }

    // Follow the address bar: links, the back button, a pasted URL.
    {
        let route = route.clone();
        let play = play.clone();
        use_effect_with((), move |_| {
            let listener = on_window("hashchange", move |_: &web_sys::Event| {
                let next = route::parse(&route::current_hash());
                if let Route::Play { fen, view } = &next {
                    play.dispatch(Action::Open(fen.clone(), view.clone()));
                }
                route.set(next);
            });
            move || drop(listener)
        });
    }

    // Once there is progress worth keeping, the browser is asked (once a visit) to keep it
    // for good; if it cannot be asked, the learner is told once, on the next lesson step.
    let asked_to_keep = use_mut_ref(|| false);
    let keep_notice = use_state(|| None::<String>);
    let on_step_done = {
        let progress = progress.clone();
        let keep_notice = keep_notice.clone();
        Callback::from(move |(id, step): (String, usize)| {
            let mut p: Progress = progress.0.clone();
            p.mark(&id, step);
            let notice = storage::save_progress(&p).err();
            let saved = notice.is_none();
            progress.set((p, notice));
            if keep_notice.is_some() {
                keep_notice.set(None);
            }
            if saved && !asked_to_keep.replace(true) {
                let keep_notice = keep_notice.clone();
                yew::platform::spawn_local(async move {
                    if storage::keep_for_good().await.is_err() {
                        keep_notice.set(Some(storage::KEEP_UNAVAILABLE.to_string()));
                    }
                });
            }
        })
    };
    let on_import = {
        let imported = imported.clone();
        Callback::from(move |lesson: Lesson| -> Result<(), String> {
            let mut list = imported.0.clone();
            list.retain(|l| l.id != lesson.id);
            list.push(lesson);
            storage::save_imported(&list)?;
            imported.set((list, None));
            Ok(())
        })
    };

    let play_link = route::play_hash(&play.play.position().fen(), &play.view);
    let current = |section: &str| {
        let here = match &*route {
            Route::Play { .. } => "play",
            Route::Editor { .. } => "editor",
            Route::Lessons | Route::Lesson { .. } => "lessons",
            Route::Questions => "questions",
            Route::Home | Route::NotFound(_) => "",
        };
        (here == section).then_some("page")
    };
    let present = matches!(&*route, Route::Play { .. }) && play.view.present;
    let damaged = match &*route {
        Route::Play { view, .. } | Route::Editor { view, .. } | Route::Lesson { view, .. } => {
            view.damaged
        }
        _ => false,
    };
    let page = match (&*route, (*catalog).clone()) {
        (Route::Play { .. }, _) => html! { <PlayPage state={play.clone()} /> },
        (Route::Editor { fen, view }, _) => {
            html! { <EditorPage fen={fen.clone()} view={view.clone()} /> }
        }
        (Route::NotFound(path), _) => not_found(path),
        (_, None) => loading(),
        (Route::Home, Some(catalog)) => html! {
            <HomePage {catalog} progress={progress.0.clone()} play_link={play_link.clone()} />
        },
        (Route::Lessons, Some(catalog)) => {
            let notice = progress.1.clone().or_else(|| imported.1.clone());
            html! {
                <LessonsPage {catalog} progress={progress.0.clone()} {notice} {on_import} />
            }
        }
        (Route::Questions, Some(catalog)) => html! { <QuestionsPage {catalog} /> },
        (Route::Lesson { id, step, view }, Some(catalog)) => html! {
            <LessonPage {catalog} id={id.clone()} step={*step}
                        view={view.clone()}
                        notice={progress.1.clone().or_else(|| (*keep_notice).clone())}
                        progress={progress.0.clone()} on_step_done={on_step_done} />
        },
    };
    html! {
        <>
            if !present {
                <header class="topbar">
                    <a class="brand" href="#/">{ "Check Tutor" }</a>
                    <nav aria-label="Sections">
                        <a href={play_link} aria-current={current("play")}>{ "Play" }</a>
                        <a href="#/lessons" aria-current={current("lessons")}>{ "Lessons" }</a>
                        <a href="#/questions" aria-current={current("questions")}>{ "Questions" }</a>
                        <a href={route::editor_hash(&play.play.position().fen(), &ViewParams::default())}
                           aria-current={current("editor")}>{ "Editor" }</a>
                    </nav>
                </header>
            }
            if damaged {
                <p class="error link-error" role="alert" data-role="link-error">
                    { "This link is damaged: part of it could not be read, so what it pointed to cannot be shown exactly. Ask for the link again." }
                </p>
            }
            { page }
            <UpdateNotice />
        </>
    }
}
