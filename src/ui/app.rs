//! The app: a hash router over the pages, holding what outlives a page (the game in play
//! mode, lesson progress, imported lessons).

use super::editor_page::EditorPage;
use super::lesson::LessonPage;
use super::lessons_page::{LessonsPage, QuestionsPage};
use super::listener::WindowListener;
use super::play_page::PlayPage;
use super::route::{self, Route, ViewParams};
use super::state::{Action, AppState};
use super::storage;
use crate::lessons::{catalog, Lesson, Progress};
use std::rc::Rc;
use yew::prelude::*;

/// The lessons on offer: built in, then imported by the teacher.
#[derive(Clone, PartialEq)]
pub struct Catalog {
    pub lessons: Rc<Vec<Lesson>>,
    pub errors: Rc<Vec<String>>,
}

fn initial_play(route: &Route) -> AppState {
    let state = Rc::new(AppState::default());
    match route {
        Route::Play { fen, view } => {
            (*state.reduce(Action::Open(fen.clone(), view.clone()))).clone()
        }
        _ => (*state).clone(),
    }
}

#[function_component(App)]
pub fn app() -> Html {
    let route = use_state(|| route::parse(&route::current_hash()));
    let play = use_reducer(|| initial_play(&route));
    let imported = use_state(storage::load_imported);
    let catalog = use_memo(imported.0.clone(), |imported| {
        let (mut lessons, errors) = catalog::builtin();
        lessons.extend(imported.iter().cloned());
        Catalog {
            lessons: Rc::new(lessons),
            errors: Rc::new(errors),
        }
    });
    let progress = use_state(storage::load_progress);

    // Follow the address bar: links, the back button, a pasted URL.
    {
        let route = route.clone();
        let play = play.clone();
        use_effect_with((), move |_| {
            let listener = WindowListener::new("hashchange", move |_| {
                let next = route::parse(&route::current_hash());
                if let Route::Play { fen, view } = &next {
                    play.dispatch(Action::Open(fen.clone(), view.clone()));
                }
                route.set(next);
            });
            move || drop(listener)
        });
    }

    let on_step_done = {
        let progress = progress.clone();
        Callback::from(move |(id, step): (String, usize)| {
            let mut p: Progress = progress.0.clone();
            p.mark(&id, step);
            storage::save_progress(&p);
            progress.set((p, None));
        })
    };
    let on_import = {
        let imported = imported.clone();
        Callback::from(move |lesson: Lesson| {
            let mut list = imported.0.clone();
            list.retain(|l| l.id != lesson.id);
            list.push(lesson);
            storage::save_imported(&list);
            imported.set((list, None));
        })
    };

    let play_link = route::play_hash(&play.play.position().fen(), &play.view);
    let current = |section: &str| {
        let here = match &*route {
            Route::Play { .. } => "play",
            Route::Editor { .. } => "editor",
            Route::Lessons | Route::Lesson { .. } => "lessons",
            Route::Questions => "questions",
        };
        (here == section).then_some("page")
    };
    let present = matches!(&*route, Route::Play { .. }) && play.view.present;
    let page = match &*route {
        Route::Play { .. } => html! { <PlayPage state={play.clone()} /> },
        Route::Editor { fen, view } => {
            html! { <EditorPage fen={fen.clone()} view={view.clone()} /> }
        }
        Route::Lessons => {
            let notice = progress.1.clone().or_else(|| imported.1.clone());
            html! {
                <LessonsPage catalog={(*catalog).clone()} progress={progress.0.clone()}
                             {notice} {on_import} />
            }
        }
        Route::Questions => html! { <QuestionsPage catalog={(*catalog).clone()} /> },
        Route::Lesson { id, step, view } => html! {
            <LessonPage catalog={(*catalog).clone()} id={id.clone()} step={*step}
                        view={view.clone()}
                        progress={progress.0.clone()} on_step_done={on_step_done} />
        },
    };
    html! {
        <>
            if !present {
                <header class="topbar">
                    <a class="brand" href="#/lessons">{ "Check Tutor" }</a>
                    <nav aria-label="Sections">
                        <a href={play_link} aria-current={current("play")}>{ "Play" }</a>
                        <a href="#/lessons" aria-current={current("lessons")}>{ "Lessons" }</a>
                        <a href="#/questions" aria-current={current("questions")}>{ "Questions" }</a>
                        <a href={route::editor_hash(&play.play.position().fen(), &ViewParams::default())}
                           aria-current={current("editor")}>{ "Editor" }</a>
                    </nav>
                </header>
            }
            { page }
        </>
    }
}
