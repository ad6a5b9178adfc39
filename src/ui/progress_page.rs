//! What the learner has practised (`#/progress`): per concept how often seen, how often
//! wrong and how well mastered, drawn as bars; links to practise it; reset; and the record
//! as a file to take elsewhere.

use super::json;
use super::route::{self, PracticeParams};
use super::widgets::download;
use crate::lessons::practice::{kind_for, Practice, ReadError, StoredPractice};
use crate::tutor::english::{self, concept_name};
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ProgressPageProps {
    pub practice: Practice,
    /// The lessons, once fetched: each concept links to the step that teaches it.
    #[prop_or_default]
    pub lessons: Option<std::rc::Rc<Vec<crate::lessons::Lesson>>>,
    /// Reset one concept (`Some`), or everything (`None`: the practice record, and every
    /// finished lesson step and star). Each is asked for, then confirmed.
    pub on_reset: Callback<Option<String>>,
    /// A practice record read from a file.
    pub on_import: Callback<Practice>,
    #[prop_or_default]
    pub notice: Option<String>,
}

#[component(ProgressPage)]
pub fn progress_page(props: &ProgressPageProps) -> Html {
    let problem = use_state(|| None::<Result<String, String>>);
    // A reset happens only once the browser's own dialog has been answered "OK": it says
    // what goes.
    let reset = |what: Option<String>, question: &'static str| {
        let on_reset = props.on_reset.clone();
        Callback::from(move |_: MouseEvent| {
            let sure = web_sys::window()
                .and_then(|w| w.confirm_with_message(question).ok())
                .unwrap_or(false);
            if sure {
                on_reset.emit(what.clone());
            }
        })
    };
    let concepts = props.practice.concepts();
    let export = {
        let practice = props.practice.clone();
        Callback::from(move |_: MouseEvent| {
            download(
                "check-tutor-practice.json",
                "application/json",
                &json::write(&practice, true),
            )
        })
    };
    let onchange = {
        let problem = problem.clone();
        let on_import = props.on_import.clone();
        Callback::from(move |e: Event| {
            let Some(file) = e
                .target_dyn_into::<HtmlInputElement>()
                .and_then(|i| i.files())
                .and_then(|f| f.get(0))
            else {
                return;
            };
            let file = gloo_file::File::from(file);
            let problem = problem.clone();
            let on_import = on_import.clone();
            if file.size() > super::files::MAX_IMPORT_BYTES {
                problem.set(Some(Err(english::practice_file_unreadable())));
                return;
            }
            yew::platform::spawn_local(async move {
                let text = gloo_file::futures::read_as_text(&file).await.ok();
                let read = text
                    .as_deref()
                    .filter(|t| super::files::is_text(t))
                    .ok_or(())
                    .and_then(|t| json::parse::<StoredPractice>(t).map_err(|_| ()));
                match Practice::read(read) {
                    Ok((practice, dropped)) => {
                        let left_out = dropped.broken.len() + dropped.unknown;
                        problem.set(
                            (left_out > 0)
                                .then(|| Ok(english::practice_file_partly_read(left_out))),
                        );
                        on_import.emit(practice);
                    }
                    Err(ReadError::Unreadable) => {
                        problem.set(Some(Err(english::practice_file_unreadable())))
                    }
                    Err(ReadError::OtherVersion(v)) => {
                        problem.set(Some(Err(english::practice_file_other_version(v))))
                    }
                }
            });
        })
    };
    html! {
        <main class="page" id="main">
            <h1 tabindex="-1">{ "Your progress" }</h1>
            <p class="lead">{ "Every exercise and every refused move counts here. What you get wrong comes back in practice soon, then less often as you get it right." }</p>
            if let Some(n) = &props.notice {
                <p class="notice" role="status" data-role="progress-notice">{ n }</p>
            }
            <p><a class="button primary" href={route::practice_hash(&PracticeParams::default())}>{ "Practise now" }</a></p>
            if concepts.is_empty() {
                <p class="muted">{ "Nothing yet: do an exercise or play a move, and it shows here." }</p>
            }
            <ul class="concepts" data-role="concepts">
                { for concepts.iter().map(|(code, seen, mistakes, mastery)| {
                    let practise = kind_for(code).map(|k| route::practice_hash(&PracticeParams {
                        kind: Some(k.code().to_string()),
                        concept: Some(code.clone()),
                        ..PracticeParams::default()
                    }));
                    let lesson = props.lessons.as_ref().and_then(|l| {
                        crate::lessons::teaching::teaching_step(l, code)
                            .map(|(id, n)| route::lesson_hash(id, n))
                    });
                    html! {
                        <li data-concept={code.clone()} data-seen={seen.to_string()}
                            data-mistakes={mistakes.to_string()}>
                            <span class="concept-name">{ concept_name(code) }</span>
                            <svg class="mastery" viewBox="0 0 100 10" role="img"
                                 aria-label={format!("mastery {mastery} out of 100")}>
                                <rect class="mastery-track" x="0" y="0" width="100" height="10" />
                                <rect class="mastery-bar" x="0" y="0" width={mastery.to_string()} height="10" />
                            </svg>
                            <span class="concept-counts">{ format!("{} of {seen} right", seen.saturating_sub(*mistakes)) }</span>
                            if let Some(href) = practise {
                                <a href={href}>{ "Practise" }</a>
                            }
                            if let Some(href) = lesson {
                                <a href={href} data-role="concept-lesson">{ "Lesson" }</a>
                            }
                            <button type="button" class="link-button" data-role="progress-reset"
                                    onclick={reset(Some(code.clone()), "Reset this topic? Its counts go back to zero.")}>{ "Reset" }</button>
                        </li>
                    }
                }) }
            </ul>
            <section class="panel">
                <h2>{ "Keep or share your record" }</h2>
                <div class="row">
                    <button type="button" class="button" data-role="progress-export" onclick={export}>{ "Download as a file" }</button>
                    <label class="button">
                        { "Open a file" }
                        <input type="file" class="visually-hidden" accept=".json,application/json"
                               data-role="progress-import" {onchange} />
                    </label>
                    <button type="button" class="button" data-role="progress-reset-all"
                            onclick={reset(None, "Reset everything? This wipes your practice record and every finished lesson and star in this browser. It cannot be undone.")}>
                        { "Reset everything" }
                    </button>
                </div>
                { match &*problem {
                    Some(Ok(note)) => html! {
                        <p class="notice" role="status" data-role="progress-file-note">{ note }</p>
                    },
                    Some(Err(why)) => html! {
                        <p class="error" role="alert" data-role="progress-file-error">{ why }</p>
                    },
                    None => html! {},
                } }
            </section>
        </main>
    }
}
