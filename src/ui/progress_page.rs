//! What the learner has practised (`#/progress`): per concept how often seen, how often
//! wrong and how well mastered, drawn as bars; links to practise it; reset; and the record
//! as a file to take elsewhere.

use super::json;
use super::route::{self, PracticeParams};
use super::widgets::download;
use super::words::{phrase, text, use_words};
use crate::lessons::practice::{kind_for, Practice, ReadError, StoredPractice};
use crate::tutor::practice_words as words;
use crate::tutor::{Fact, Phrase};
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
    use_words();
    let problem = use_state(|| None::<Result<String, String>>);
    // A reset happens only once the browser's own dialog has been answered "OK": it says
    // what goes.
    let reset = |what: Option<String>, question: &'static str| {
        let on_reset = props.on_reset.clone();
        let question = text(question);
        Callback::from(move |_: MouseEvent| {
            let sure = web_sys::window()
                .and_then(|w| w.confirm_with_message(&question).ok())
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
                problem.set(Some(Err(phrase(words::file_unreadable()))));
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
                            (left_out > 0).then(|| Ok(phrase(words::file_partly_read(left_out)))),
                        );
                        on_import.emit(practice);
                    }
                    Err(ReadError::Unreadable) => {
                        problem.set(Some(Err(phrase(words::file_unreadable()))))
                    }
                    Err(ReadError::OtherVersion(v)) => {
                        problem.set(Some(Err(phrase(words::file_other_version(v)))))
                    }
                }
            });
        })
    };
    html! {
        <main class="page" id="main">
            <h1 tabindex="-1">{ text("ui-progress-title") }</h1>
            <p class="lead">{ text("ui-progress-lead") }</p>
            if let Some(n) = &props.notice {
                <p class="notice" role="status" data-role="progress-notice">{ n }</p>
            }
            <p><a class="button primary" href={route::practice_hash(&PracticeParams::default())}>{ text("ui-practise-now") }</a></p>
            if concepts.is_empty() {
                <p class="muted">{ text("ui-progress-empty") }</p>
            }
            <ul class="concepts" data-role="concepts">
                { for concepts.iter().map(|(code, seen, mistakes, _)| {
                    // A rule no exercise trains on its own is practised among the others.
                    let practise = route::practice_hash(&kind_for(code).map_or_else(PracticeParams::default, |k| PracticeParams {
                        kind: Some(k.code().to_string()),
                        concept: Some(code.clone()),
                        ..PracticeParams::default()
                    }));
                    let right = seen.saturating_sub(*mistakes);
                    // The bar is the share of right answers the words beside it give.
                    let share = (right * 100).checked_div(*seen).unwrap_or(0);
                    let counts = if *seen == 0 {
                        text("ui-not-practised-yet")
                    } else {
                        phrase(Phrase::new("ui-right-of").with("right", Fact::Count(right as usize)).with("seen", Fact::Count(*seen as usize)))
                    };
                    let lesson = props.lessons.as_ref().and_then(|l| {
                        crate::lessons::teaching::teaching_step(l, code)
                            .map(|(id, n)| route::lesson_hash(id, n))
                    });
                    let topic = words::concept_id(code).map_or_else(|| code.replace('_', " "), text);
                    let about = |id: &'static str| phrase(Phrase::new(id).with("topic", Fact::Text(topic.clone())));
                    html! {
                        <li data-concept={code.clone()} data-seen={seen.to_string()}
                            data-mistakes={mistakes.to_string()}>
                            <span class="concept-name">{ topic.clone() }</span>
                            <svg class="mastery" viewBox="0 0 100 10" aria-hidden="true" data-share={share.to_string()}>
                                <rect class="mastery-track" x="0" y="0" width="100" height="10" />
                                <rect class="mastery-bar" x="0" y="0" width={share.to_string()} height="10" />
                            </svg>
                            <span class="concept-counts">{ counts }</span>
                            <a href={practise} data-role="concept-practise" aria-label={about("ui-practise-topic")}>{ text("ui-practise") }</a>
                            if let Some(href) = lesson {
                                <a href={href} data-role="concept-lesson" aria-label={about("ui-lesson-topic")}>{ text("ui-lesson") }</a>
                            }
                            <button type="button" class="link-button" data-role="progress-reset"
                                    aria-label={about("ui-reset-topic")}
                                    onclick={reset(Some(code.clone()), "ui-reset-topic-question")}>{ text("ui-reset") }</button>
                        </li>
                    }
                }) }
            </ul>
            <section class="panel">
                <h2>{ text("ui-keep-record") }</h2>
                <div class="row">
                    <button type="button" class="button" data-role="progress-export" onclick={export}>{ text("ui-download-file") }</button>
                    <label class="button">
                        { text("ui-open-file") }
                        <input type="file" class="visually-hidden" accept=".json,application/json"
                               data-role="progress-import" {onchange} />
                    </label>
                    <button type="button" class="button" data-role="progress-reset-all"
                            onclick={reset(None, "ui-reset-everything-question")}>
                        { text("ui-reset-everything") }
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
