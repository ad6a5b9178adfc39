//! Renaming one of the teacher's lessons, in place in the list.

use super::super::builder::text_of;
use super::super::words::{attr, text, use_words};
use crate::lessons::lint::TITLE_CHARS;
use yew::prelude::*;

/// Gives the focus to the Rename button of lesson `id`, once the list is drawn again
/// without the form that had it.
fn focus_rename_button(id: &str) {
    super::super::focus::focus_after_render(format!(
        "[data-lesson=\"{id}\"] [data-role=my-lesson-rename]"
    ));
}

#[derive(Properties, PartialEq)]
pub struct RenameFormProps {
    pub id: String,
    pub title: String,
    pub on_rename: Callback<(String, String), Result<String, String>>,
    /// The form closes: renamed, or called off.
    pub on_done: Callback<()>,
}

/// A new title for one lesson: Save, or Cancel (or Escape). It opens with the focus in the
/// title box; called off, it gives the focus back to the lesson's Rename button.
#[component(RenameForm)]
pub fn rename_form(props: &RenameFormProps) -> Html {
    use_words();
    let title = use_state(|| props.title.clone());
    let problem = use_state(|| None::<String>);
    let title_box = use_node_ref();
    {
        let title_box = title_box.clone();
        use_effect_with((), move |_| {
            if let Some(el) = title_box.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    let oninput = {
        let title = title.clone();
        Callback::from(move |e: InputEvent| title.set(text_of(&e)))
    };
    let onsubmit = {
        let (id, title, problem) = (props.id.clone(), title.clone(), problem.clone());
        let (on_rename, on_done) = (props.on_rename.clone(), props.on_done.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match on_rename.emit((id.clone(), (*title).clone())) {
                Ok(new_id) => {
                    on_done.emit(());
                    focus_rename_button(&new_id);
                }
                Err(e) => problem.set(Some(e)),
            }
        })
    };
    let cancel = {
        let (id, on_done) = (props.id.clone(), props.on_done.clone());
        Callback::from(move |_: ()| {
            on_done.emit(());
            focus_rename_button(&id);
        })
    };
    let onkeydown = {
        let cancel = cancel.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                cancel.emit(());
            }
        })
    };
    html! {
        <form class="rename" {onsubmit}>
            <div class="row">
                <input ref={title_box} data-role="my-lesson-title" aria-label={attr("ui-my-lessons-new-title")} maxlength={TITLE_CHARS.to_string()}
                       value={(*title).clone()} aria-describedby="rename-note" {oninput} {onkeydown} />
                <button type="submit" data-role="my-lesson-rename-save">{ text("ui-my-lessons-rename-save") }</button>
                <button type="button" data-role="my-lesson-rename-cancel"
                        onclick={cancel.reform(|_: MouseEvent| ())}>{ text("ui-cancel") }</button>
            </div>
            <p class="muted" id="rename-note">
                { text("ui-my-lessons-rename-note") }
            </p>
            if let Some(p) = &*problem {
                <p class="error" role="alert">{ p }</p>
            }
        </form>
    }
}
