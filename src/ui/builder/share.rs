//! Where a finished lesson goes: a link (shown and copied), a file, the teacher's own
//! lessons, a preview. All wait until the lint finds nothing; reading a file back in is
//! always open.

use super::super::json;
use super::super::route;
use super::super::widgets::download;
use crate::lessons::Lesson;
use crate::tutor::{Fact, Phrase};
use crate::ui::files::read_chosen_text;
use crate::ui::words::{phrase, text, use_words};
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SharePanelProps {
    pub lesson: Lesson,
    pub clean: bool,
    /// The step to preview from (counted from 1).
    pub step: usize,
    /// Saves the lesson among the teacher's own; the id it got, or why not.
    pub on_save: Callback<(), Result<String, String>>,
    /// A lesson file read in (unchecked: its problems show on its steps), or why not.
    pub on_upload: Callback<Result<Lesson, String>>,
}

#[component(SharePanel)]
pub fn share_panel(props: &SharePanelProps) -> Html {
    use_words();
    let saved = use_state(|| None::<Result<String, String>>);
    {
        let saved = saved.clone();
        use_effect_with(props.lesson.clone(), move |_| saved.set(None));
    }
    let json_text = json::write(&props.lesson, true);
    let link = props
        .clean
        .then(|| route::lesson_link_data(&json_text))
        .flatten()
        .map(|data| format!("{}{}", route::base_url(), route::lesson_link_hash(&data, 1)));
    let file_name = format!("{}.json", props.lesson.id);
    let on_download = {
        let json_text = json_text.clone();
        Callback::from(move |_: MouseEvent| download(&file_name, "application/json", &json_text))
    };
    let on_save = {
        let (cb, saved) = (props.on_save.clone(), saved.clone());
        Callback::from(move |_: MouseEvent| saved.set(Some(cb.emit(()))))
    };
    let on_file = {
        let cb = props.on_upload.clone();
        Callback::from(move |e: Event| {
            let cb = cb.clone();
            let done = Callback::from(move |read: Result<String, String>| {
                cb.emit(read.and_then(|t| json::parse_lesson(&t)))
            });
            read_chosen_text(&e, done);
        })
    };
    let disabled = !props.clean;
    html! {
        <section class="panel builder-share" data-role="builder-share">
            <h2>{ text("ui-builder-share") }</h2>
            if disabled {
                <p class="muted" data-role="builder-not-ready">
                    { text("ui-builder-not-ready") }
                </p>
            }
            <div class="controls">
                <a class={classes!("button", "primary", disabled.then_some("disabled"))} data-role="builder-preview"
                   aria-disabled={disabled.to_string()}
                   href={(!disabled).then(|| route::builder_preview_hash(1))}>
                    { text("ui-builder-preview") }
                </a>
                if props.step > 1 {
                    <a class={classes!("button", disabled.then_some("disabled"))} data-role="builder-preview-here"
                       aria-disabled={disabled.to_string()}
                       href={(!disabled).then(|| route::builder_preview_hash(props.step))}>
                        { phrase(Phrase::new("ui-builder-preview-from").with("n", Fact::Count(props.step))) }
                    </a>
                }
                <button data-role="builder-download" {disabled} onclick={on_download}>{ text("ui-builder-download") }</button>
                <button data-role="builder-save" {disabled} onclick={on_save}>{ text("ui-builder-save") }</button>
            </div>
            if let Some(link) = &link {
                <label class="field">
                    <span>{ text("ui-builder-link") }</span>
                    <input data-role="builder-link" readonly=true value={link.clone()}
                           onfocus={Callback::from(|e: FocusEvent| {
                               if let Some(i) = e.target_dyn_into::<HtmlInputElement>() { i.select() }
                           })} />
                </label>
                <div class="controls">
                    <crate::ui::copy::CopyLink link={link.clone()} role="builder-copy" />
                    <a data-role="builder-open-link" href={link.clone()} target="_blank" rel="noopener">{ text("ui-builder-open-link") }</a>
                </div>
            }
            { match &*saved {
                Some(Ok(id)) => html! {
                    <p class="notice" role="status" data-role="builder-saved">
                        { text("ui-builder-saved") }{ " " }
                        <a href={route::lesson_hash(id, 1)}>{ text("ui-my-lessons-play-it") }</a>
                    </p>
                },
                Some(Err(e)) => html! { <p class="error" role="alert">{ e }</p> },
                None => html! {},
            } }
            <label class="field">
                <span>{ text("ui-builder-upload") }</span>
                <input type="file" accept=".json,application/json" data-role="builder-upload" onchange={on_file} />
            </label>
        </section>
    }
}
