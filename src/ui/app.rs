//! The app: a hash router over the pages, holding what outlives a page (the game in play
//! mode, lesson progress, imported lessons, the lessons once fetched).

use super::announce::Announcer;
use super::app_pages::{other_page, Pages};
use super::catalog::{fetch_builtin, Builtin};
use super::events::on_window;
use super::language;
use super::play_page::PlayPage;
use super::route::{self, Route, ViewParams};
use super::state::{Action, AppState};
use super::storage;
use super::update_notice::UpdateNotice;
use super::words::{phrase, text, Words};
use crate::lessons::practice::Practice;
use crate::lessons::{Lesson, Progress};
use crate::tutor::{Fact, Lang, Phrase};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

fn initial_play(route: &Route) -> AppState {
    let state = Rc::new(AppState::default());
    match route {
        // A bare board (the first screen of most visits): nothing to open, so the
        // reducer's code is compiled with the first move rather than before the board.
        Route::Play {
            fen: None,
            view,
            vs: None,
            game: None,
        } => AppState {
            view: view.clone(),
            ..AppState::default()
        },
        Route::Play {
            fen,
            view,
            vs,
            game,
        } => (*state.reduce(Action::follow(fen, view, vs, game))).clone(),
        _ => (*state).clone(),
    }
}

/// Whether a page needs the lessons (the play board and the editor do not).
fn needs_lessons(route: &Route) -> bool {
    matches!(
        route,
        Route::Home
            | Route::Lessons
            | Route::Lesson { .. }
            | Route::Questions
            | Route::Progress
            | Route::Practice(_)
            | Route::Builder { .. }
            | Route::MyLessons { .. }
            | Route::PresentLesson { .. }
            | Route::Worksheet(_)
            | Route::Join(_)
    )
}

/// The lesson in a link's `data`, checked that every step can be played, or every problem
/// with it.
pub(crate) fn read_linked_lesson(data: &str) -> Result<Lesson, Vec<String>> {
    let json = route::lesson_link_json(data).map_err(|e| vec![e])?;
    let lesson = super::json::parse_lesson(&json).map_err(|e| vec![e])?;
    let problems =
        super::words::with_catalog(|c| crate::lessons::playable::unplayable_in(&lesson, c));
    if problems.is_empty() {
        Ok(lesson)
    } else {
        Err(problems)
    }
}

/// The page's own title, as the browser's tab and history show it, in the catalog in use.
fn title_of(route: &Route, catalog: Option<&super::catalog::Catalog>) -> String {
    let id = match route {
        Route::Home => return text("ui-title-home"),
        Route::Play { .. } => "ui-nav-play",
        Route::Editor { .. } => "ui-title-editor",
        Route::Lessons => "ui-nav-lessons",
        Route::Questions => "ui-nav-questions",
        Route::NotFound(_) => "ui-not-found",
        Route::LessonLink { .. } => "ui-title-lesson-link",
        Route::Practice(_) => "ui-practice",
        Route::Progress => "ui-progress-title",
        Route::Builder { .. } => "ui-title-builder",
        Route::BuilderPreview { .. } => "ui-title-preview",
        Route::MyLessons { .. } => "ui-my-lessons",
        Route::PresentLesson { .. } => "ui-title-presenting",
        Route::Worksheet(_) => "ui-title-worksheet",
        Route::Join(_) => "ui-live-join-title",
        Route::Lesson { id, step, .. } => {
            let page = catalog
                .and_then(|c| c.lessons.iter().find(|l| &l.id == id))
                .map(|l| {
                    phrase(
                        Phrase::new("ui-title-lesson-step")
                            .with("title", Fact::Text(l.title.clone()))
                            .with("step", Fact::Count(*step))
                            .with("steps", Fact::Count(l.steps.len())),
                    )
                })
                .unwrap_or_else(|| text("ui-lesson"));
            return titled(page);
        }
    };
    titled(text(id))
}

fn titled(page: String) -> String {
    phrase(Phrase::new("ui-title").with("page", Fact::Text(page)))
}

/// A shared lesson that cannot be played, with its problems (shown as text, never markup).
pub fn link_problems(problems: &[String]) -> Html {
    html! {
        <main class="page" id="main">
            <h1 tabindex="-1">{ text("ui-link-cannot-play") }</h1>
            <div class="error" role="alert" data-role="link-problems">
                <ul>{ for problems.iter().map(|p| html! { <li>{ p }</li> }) }</ul>
            </div>
            <p><a href="#/lessons">{ text("ui-go-to-lessons") }</a></p>
        </main>
    }
}

/// What the teacher's pages share with the app: the stored lessons and progress, and the
/// lessons on offer once fetched.
#[derive(Clone)]
pub struct Shared {
    pub imported: UseStateHandle<(Vec<Lesson>, Option<Phrase>)>,
    pub progress: UseStateHandle<(Progress, Option<Phrase>)>,
    pub builtin: UseStateHandle<Option<Rc<Builtin>>>,
    pub catalog: Option<super::catalog::Catalog>,
}

/// The pages only teachers use (the editor, the builder, My lessons, presenting a lesson).
/// The learner's build has none: it is a smaller download, and a teacher's address makes it
/// load the teacher's build (`index.html`'s loader, [`super::teacher::SwitchToTeacher`]).
pub type TeacherPages = fn(&Route, &Shared) -> Html;

#[derive(Properties)]
pub struct AppProps {
    pub teacher: Option<TeacherPages>,
}

// Function addresses are not comparable; a build has one set of pages for good.
impl PartialEq for AppProps {
    fn eq(&self, other: &Self) -> bool {
        self.teacher.is_some() == other.teacher.is_some()
    }
}

#[component(App)]
pub fn app(props: &AppProps) -> Html {
    let route = use_state(|| route::parse(&route::current_hash()));
    let play = use_reducer(|| initial_play(&route));
    let imported = use_state(storage::load_imported);
    let lang = use_state(language::initial);
    let builtin = use_state(|| None::<Rc<Builtin>>);
    let catalog = use_memo(
        (imported.0.clone(), (*builtin).clone()),
        |(imported, builtin)| builtin.as_ref().map(|b| b.with(imported)),
    );
    let progress = use_state(storage::load_progress);
    let practice = use_state(storage::load_practice);
    // Every answer in practice, and every refused move anywhere, counts for its concept.
    let change_practice = {
        let practice = practice.clone();
        Callback::from(move |change: Box<dyn FnOnce(&mut Practice)>| {
            let mut p = storage::fresh(storage::load_practice, &practice.0);
            change(&mut p);
            let notice = storage::save_practice(&p).err();
            practice.set((p, notice));
        })
    };
    let on_record = {
        let change = change_practice.clone();
        Callback::from(move |(concept, right): (String, bool)| {
            change.emit(Box::new(move |p: &mut Practice| p.record(&concept, right)))
        })
    };
    let on_mistake = {
        let change = change_practice.clone();
        Callback::from(move |concept: String| {
            change.emit(Box::new(move |p: &mut Practice| p.record_mistake(&concept)))
        })
    };
    let on_tried = {
        let change = change_practice.clone();
        Callback::from(move |concept: String| {
            change.emit(Box::new(move |p: &mut Practice| p.record_tried(&concept)))
        })
    };
    // The catalog of the language chosen: its words, and the page drawn again when it comes.
    let words = super::words::use_catalog(*lang);
    // A lesson carried in the link: read and checked like an imported file, never stored.
    let link_data = match &*route {
        Route::LessonLink { data, .. } => data.clone(),
        _ => String::new(),
    };
    // Read only on a lesson link (its words are in the catalog's second part).
    let linked = use_memo((link_data, words), |(data, _)| {
        (!data.is_empty()).then(|| read_linked_lesson(data))
    });

    // Fetch the lessons the first time a page needs them.
    {
        let builtin = builtin.clone();
        // The learner's build leaves the builder to the teacher's, so it fetches nothing for it.
        let here_only = props.teacher.is_some() || !route.is_teacher();
        let fetched = builtin.as_ref().map(|b| b.lang);
        let wanted =
            (needs_lessons(&route) && here_only && fetched != Some(*lang)).then_some(*lang);
        let asked = use_mut_ref(|| None::<Lang>);
        use_effect_with(wanted, move |&wanted| {
            if let Some(lang) = wanted {
                *asked.borrow_mut() = Some(lang);
                yew::platform::spawn_local(async move {
                    let got = fetch_builtin(lang).await;
                    // A later choice of language wins over a slow answer for an earlier one.
                    if *asked.borrow() == Some(got.lang) {
                        builtin.set(Some(Rc::new(got)));
                    }
                });
            }
        });
    }

    let on_language = language::chooser(lang.clone());
    let sound_on = use_state(super::sound::on);
    let on_sound = {
        let sound_on = sound_on.clone();
        Callback::from(move |on: bool| {
            super::sound::set_on(on);
            sound_on.set(on);
        })
    };

    // Follow the address bar: links, the back button, a pasted URL.
    {
        let route = route.clone();
        let lang = lang.clone();
        let play = play.clone();
        use_effect_with((), move |_| {
            let listener = on_window("hashchange", move |_: &web_sys::Event| {
                let hash = route::current_hash();
                language::follow_link(&hash, &lang);
                let next = route::parse(&hash);
                if let Route::Play {
                    fen,
                    view,
                    vs,
                    game,
                } = &next
                {
                    play.dispatch(Action::follow(fen, view, vs, game));
                }
                route.set(next);
            });
            move || drop(listener)
        });
    }

    // Another tab's saves show here at once (the window's storage event).
    {
        let (progress, practice, imported) = (progress.clone(), practice.clone(), imported.clone());
        use_effect_with((), move |_| {
            let listener = on_window("storage", move |e: &web_sys::Event| {
                let key = e.dyn_ref::<web_sys::StorageEvent>().and_then(|e| e.key());
                // No key: the other tab cleared everything.
                let changed = |k: &str| key.as_deref().is_none_or(|key| key == k);
                if changed(storage::PROGRESS) {
                    progress.set(storage::load_progress());
                }
                if changed(storage::PRACTICE) {
                    practice.set(storage::load_practice());
                }
                if changed(storage::IMPORTED) {
                    imported.set(storage::load_imported());
                }
            });
            move || drop(listener)
        });
    }
    // Once there is progress worth keeping, the browser is asked (once a visit) to keep it
    // for good; if it cannot be asked, the learner is told once, on the next lesson step.
    let asked_to_keep = use_mut_ref(|| false);
    let keep_notice = use_state(|| None::<Phrase>);
    let on_step_done = {
        let progress = progress.clone();
        let keep_notice = keep_notice.clone();
        Callback::from(move |(id, step, clean): (String, usize, bool)| {
            let mut p = storage::fresh(storage::load_progress, &progress.0);
            p.mark(&id, step);
            if clean {
                p.mark_clean(&id, step);
            }
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
                        keep_notice.set(Some(Phrase::new(storage::KEEP_UNAVAILABLE)));
                    }
                });
            }
        })
    };
    let play_link = route::play_hash(&play.play.position().fen(), &play.view);
    let present = match &*route {
        Route::Play { .. } => play.view.present,
        Route::PresentLesson { .. } => true,
        _ => false,
    };
    let damaged = match &*route {
        Route::Play { view, .. } | Route::Editor { view, .. } | Route::Lesson { view, .. } => {
            view.damaged
        }
        _ => false,
    };
    // Each page has its own title, and after moving to another page the keyboard focus
    // goes to its heading (not on the first load: the page starts at its top anyway).
    use_effect_with(title_of(&route, (*catalog).as_ref()), |title| {
        if let Some(d) = web_sys::window().and_then(|w| w.document()) {
            d.set_title(title);
        }
    });
    {
        // Set when the route changes (not on the first load); done once the new page,
        // rather than the "Loading" one, is on screen.
        let pending = use_mut_ref(|| None::<bool>);
        {
            let pending = pending.clone();
            use_effect_with((*route).clone(), move |_| {
                let first = pending.borrow().is_none();
                *pending.borrow_mut() = Some(!first);
            });
        }
        use_effect(move || {
            let loading = super::focus::find("[data-role=loading]").is_some();
            if *pending.borrow() == Some(true) && !loading {
                *pending.borrow_mut() = Some(false);
                super::focus::focus_heading();
            }
        });
    }
    let page = match &*route {
        Route::Play { .. } => {
            html! { <PlayPage state={play.clone()} on_refused={on_tried.clone()} lang={*lang} /> }
        }
        other => other_page(
            other,
            Pages {
                practice: practice.clone(),
                progress: progress.clone(),
                imported: imported.clone(),
                builtin: builtin.clone(),
                catalog: (*catalog).clone(),
                keep_notice: keep_notice.clone(),
                linked: linked.clone(),
                play_link: play_link.clone(),
                teacher: props.teacher,
                on_record,
                on_mistake: on_mistake.clone(),
                on_step_done,
                change_practice: change_practice.clone(),
            },
        ),
    };
    let fallback = (*catalog).as_ref().map_or(0, |c| c.in_english);
    html! {
        <ContextProvider<Words> context={words}>
        <Announcer>
            if !present {
                { super::topbar::topbar(
                    &route,
                    play_link,
                    route::editor_hash(&play.play.position().fen(), &ViewParams::default()),
                    html! { <>
                        { super::sound::toggle(*sound_on, on_sound) }
                        { language::language_menu(*lang, &on_language) }
                    </> },
                ) }
            }
            if damaged {
                <p class="error link-error" role="alert" data-role="link-error">
                    { text("ui-link-damaged") }
                </p>
            }
            { language::fallback_note(*lang, fallback) }
            { page }
            <UpdateNotice />
        </Announcer>
        </ContextProvider<Words>>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::*;

    wasm_bindgen_test_configure!(run_in_browser);

    #[wasm_bindgen_test]
    fn a_bare_board_starts_as_the_reducer_would_open_it() {
        let view = ViewParams {
            flipped: true,
            ..ViewParams::default()
        };
        let bare = Route::Play {
            fen: None,
            view: view.clone(),
            vs: None,
            game: None,
        };
        let opened =
            Rc::new(AppState::default()).reduce(Action::follow(&None, &view, &None, &None));
        assert_eq!(initial_play(&bare), *opened);
    }
}
