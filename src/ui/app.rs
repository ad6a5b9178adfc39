//! The app: a hash router over the pages, holding what outlives a page (the game in play
//! mode, lesson progress).

use super::lesson::LessonPage;
use super::lessons_page::{LessonsPage, QuestionsPage};
use super::play_page::PlayPage;
use super::route::{self, Route};
use super::state::{Action, AppState};
use super::storage;
use crate::lessons::{catalog, Lesson, Progress};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The state a play link asks for; a bad FEN in a link keeps the start position and says why.
fn play_state(fen: Option<&str>) -> AppState {
    let mut state = AppState::default();
    if let Some(fen) = fen {
        match crate::tutor::Play::from_fen(fen) {
            Ok(p) => state.play = p,
            Err(e) => {
                state.fen_error = Some(format!("The link's position could not be loaded: {e}"))
            }
        }
    }
    state
}

/// The built-in lessons, read once.
#[derive(Clone, PartialEq)]
pub struct Catalog {
    pub lessons: Rc<Vec<Lesson>>,
    pub errors: Rc<Vec<String>>,
}

#[function_component(App)]
pub fn app() -> Html {
    let route = use_state(|| route::parse(&route::current_hash()));
    let play = use_reducer(|| match &*route {
        Route::Play { fen } => play_state(fen.as_deref()),
        _ => AppState::default(),
    });
    let catalog = use_memo((), |_| {
        let (lessons, errors) = catalog::builtin();
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
            let listener = Closure::<dyn Fn()>::new(move || {
                let next = route::parse(&route::current_hash());
                if let Route::Play { fen: Some(fen) } = &next {
                    if *fen != play.play.position().fen() {
                        play.dispatch(Action::LoadFen(fen.clone()));
                    }
                }
                route.set(next);
            });
            let window = web_sys::window();
            if let Some(w) = &window {
                let _ = w.add_event_listener_with_callback(
                    "hashchange",
                    listener.as_ref().unchecked_ref(),
                );
            }
            move || {
                if let Some(w) = window {
                    let _ = w.remove_event_listener_with_callback(
                        "hashchange",
                        listener.as_ref().unchecked_ref(),
                    );
                }
            }
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

    let play_link = route::play_hash(&play.play.position().fen());
    let current = |r: &Route| match (&*route, r) {
        (Route::Play { .. }, Route::Play { .. }) => Some("page"),
        (Route::Lessons | Route::Lesson { .. }, Route::Lessons) => Some("page"),
        (Route::Questions, Route::Questions) => Some("page"),
        _ => None,
    };
    let page = match &*route {
        Route::Play { .. } => html! { <PlayPage state={play.clone()} /> },
        Route::Lessons => html! {
            <LessonsPage catalog={(*catalog).clone()} progress={progress.0.clone()}
                         notice={progress.1.clone()} />
        },
        Route::Questions => html! { <QuestionsPage catalog={(*catalog).clone()} /> },
        Route::Lesson { id, step } => html! {
            <LessonPage catalog={(*catalog).clone()} id={id.clone()} step={*step}
                        progress={progress.0.clone()} on_step_done={on_step_done} />
        },
    };
    html! {
        <>
            <header class="topbar">
                <a class="brand" href="#/lessons">{ "Check Tutor" }</a>
                <nav aria-label="Sections">
                    <a href={play_link} aria-current={current(&Route::Play { fen: None })}>{ "Play" }</a>
                    <a href="#/lessons" aria-current={current(&Route::Lessons)}>{ "Lessons" }</a>
                    <a href="#/questions" aria-current={current(&Route::Questions)}>{ "Questions" }</a>
                </nav>
            </header>
            { page }
        </>
    }
}
