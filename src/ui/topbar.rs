//! The top bar on every page: the way to skip it, the sections a learner uses, one entry
//! that opens the teachers' pages, and the language menu.

use super::focus::focus_heading;
use super::route::Route;
use super::words::{attr, text};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Which section a route belongs to, for `aria-current`.
fn section(route: &Route) -> &'static str {
    match route {
        Route::Play { .. } => "play",
        Route::Editor { .. } => "editor",
        Route::Lessons | Route::Lesson { .. } => "lessons",
        Route::Questions => "questions",
        Route::Practice(_) => "practice",
        Route::Progress => "progress",
        Route::Builder { .. } | Route::BuilderPreview { .. } => "builder",
        Route::MyLessons { .. } => "my-lessons",
        Route::Home
        | Route::NotFound(_)
        | Route::LessonLink { .. }
        | Route::PresentLesson { .. }
        | Route::Worksheet(_)
        | Route::Join(_) => "",
    }
}

/// The teachers' menu an event happened in (Yew listens at the page's root, so the
/// target says where).
fn the_menu(e: &web_sys::Event) -> Option<web_sys::Element> {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.closest("details.teachers-menu").ok().flatten())
}

/// Escape in the teachers' menu closes it, and the focus goes back to its entry.
fn menu_key(e: KeyboardEvent) {
    if e.key() != "Escape" {
        return;
    }
    if let Some(menu) = the_menu(&e).filter(|m| m.has_attribute("open")) {
        let _ = menu.remove_attribute("open");
        if let Ok(Some(summary)) = menu.query_selector("summary") {
            if let Ok(summary) = summary.dyn_into::<web_sys::HtmlElement>() {
                let _ = summary.focus();
            }
        }
    }
}

/// The focus leaving the teachers' menu (Tab past its last link) closes it.
fn menu_left(e: FocusEvent) {
    let menu = the_menu(&e);
    let to = e
        .related_target()
        .and_then(|t| t.dyn_into::<web_sys::Node>().ok());
    if let Some(menu) = menu {
        if !to.is_some_and(|to| menu.contains(Some(&to))) {
            let _ = menu.remove_attribute("open");
        }
    }
}

/// A link chosen in the teachers' menu closes it.
fn close_menu(e: MouseEvent) {
    let menu = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .filter(|t| t.closest("a").ok().flatten().is_some())
        .and_then(|t| t.closest("details").ok().flatten());
    if let Some(menu) = menu {
        let _ = menu.remove_attribute("open");
    }
}

/// The bar itself; `play_link` and `editor_link` carry the board along.
pub fn topbar(route: &Route, play_link: String, editor_link: String, languages: Html) -> Html {
    let here = section(route);
    let current = |s: &str| (here == s).then_some("page");
    let teacher_page = matches!(here, "editor" | "builder" | "my-lessons");
    html! {
        <header class="topbar">
            <a class="skip-link" href="#/" onclick={Callback::from(|e: MouseEvent| {
                e.prevent_default();
                focus_heading();
            })}>{ text("ui-skip") }</a>
            <a class="brand" href="#/">{ "Check Tutor" }</a>
            <nav aria-label={attr("ui-sections")} lang={super::words::lang().code()}>
                <a href="#/lessons" aria-current={current("lessons")}>{ text("ui-nav-lessons") }</a>
                <a href="#/practice" aria-current={current("practice")}>{ text("ui-nav-practice") }</a>
                <a href={play_link} aria-current={current("play")}>{ text("ui-nav-play") }</a>
                <a href="#/progress" aria-current={current("progress")}>{ text("ui-nav-progress") }</a>
                <a href="#/questions" aria-current={current("questions")}>{ text("ui-nav-questions") }</a>
                // The teachers' pages: one entry that learners can pass by.
                <details class="teachers-menu" data-role="teachers-menu" onclick={close_menu}
                         onkeydown={menu_key} onfocusout={menu_left}>
                    <summary class={classes!(teacher_page.then_some("current"))}>{ text("ui-nav-teachers") }</summary>
                    <div class="teachers-links">
                        <a href={editor_link} aria-current={current("editor")}>{ text("ui-nav-editor") }</a>
                        <a href="#/builder" aria-current={current("builder")}>{ text("ui-nav-builder") }</a>
                        <a href="#/my-lessons" aria-current={current("my-lessons")}>{ text("ui-nav-my-lessons") }</a>
                    </div>
                </details>
            </nav>
            { languages }
        </header>
    }
}
