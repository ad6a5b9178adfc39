//! The teacher's side of a live class, beside a presented lesson: start it, show pupils the
//! way in (code, link, QR code), see how the class answered the step, end it and download
//! the results. The class outlives each step's page (present mode draws a page per step),
//! so it is kept here, for the tab, and every panel drawn shows it.

use super::bridge::{self, Teacher};
use super::{join_link, status_words};
use crate::lessons::live::{self, LessonRef, Pupil, Record, Shown};
use crate::lessons::Lesson;
use crate::tutor::{Fact, Phrase};
use crate::ui::words::{phrase, text};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone, Debug, Default, PartialEq)]
enum Phase {
    #[default]
    Idle,
    Starting,
    Running,
    Failed(bridge::Code),
    Ended,
}

/// The class this tab teaches.
#[derive(Default)]
struct Class {
    phase: Phase,
    handle: Option<Rc<Teacher>>,
    code: String,
    link: String,
    status: String,
    pupils: Vec<Pupil>,
    /// What every pupil was last shown (or is to be shown once the class is running).
    shown: Option<String>,
    /// The last step could not be sent (a lesson too large for the broker, or the broker
    /// gone): said in the panel until a step is sent.
    unsent: bool,
    /// Panels drawn now, to draw again when the class changes.
    panels: Vec<(u32, Callback<()>)>,
}

thread_local! {
    static CLASS: RefCell<Class> = RefCell::default();
}

fn with<R>(f: impl FnOnce(&mut Class) -> R) -> R {
    CLASS.with(|c| f(&mut c.borrow_mut()))
}

fn redraw() {
    let panels: Vec<Callback<()>> = with(|c| c.panels.iter().map(|(_, p)| p.clone()).collect());
    for p in panels {
        p.emit(());
    }
}

fn start() {
    with(|c| c.phase = Phase::Starting);
    redraw();
    yew::platform::spawn_local(async move {
        let on_status = |s: String| {
            let back = s == "connected";
            with(|c| c.status = s);
            if back {
                send_again_if_unsent();
            }
            redraw();
        };
        let on_pupil = |id: String, json: String| {
            let Some(record) = Record::read(&json) else {
                return;
            };
            with(|c| match c.pupils.iter_mut().find(|p| p.id == id) {
                Some(p) => p.record = record,
                None => c.pupils.push(Pupil { id, record }),
            });
            redraw();
        };
        match bridge::teach(on_status, on_pupil).await {
            Ok(t) => {
                let t = Rc::new(t);
                let link = join_link(&t.class(), &t.key());
                let shown = with(|c| {
                    c.phase = Phase::Running;
                    c.code = t.code();
                    c.link = link;
                    c.handle = Some(t.clone());
                    c.shown.clone()
                });
                if let Some(shown) = shown {
                    let sent = t.show(&shown).await.is_ok();
                    with(|c| c.unsent = !sent);
                }
            }
            Err(code) => with(|c| c.phase = Phase::Failed(code)),
        }
        redraw();
    });
}

/// Back on the broker after a step could not be sent: that step again, and the panel says
/// whether it went this time.
fn send_again_if_unsent() {
    let again = with(|c| {
        c.unsent
            .then(|| c.handle.clone().zip(c.shown.clone()))
            .flatten()
    });
    if let Some((t, shown)) = again {
        yew::platform::spawn_local(async move {
            let sent = t.show(&shown).await.is_ok();
            with(|c| c.unsent = !sent);
            redraw();
        });
    }
}

/// Shows every pupil `shown`, unless they see it already.
fn show(shown: String) {
    let handle = with(|c| {
        if c.shown.as_ref() == Some(&shown) {
            return None;
        }
        c.shown = Some(shown.clone());
        c.handle.clone().filter(|_| c.phase == Phase::Running)
    });
    if let Some(t) = handle {
        yew::platform::spawn_local(async move {
            let sent = t.show(&shown).await.is_ok();
            if with(|c| std::mem::replace(&mut c.unsent, !sent)) == sent {
                redraw();
            }
        });
    }
}

fn end() {
    let handle = with(|c| {
        c.phase = Phase::Ended;
        c.handle.take()
    });
    redraw();
    if let Some(t) = handle {
        yew::platform::spawn_local(async move {
            let _ = t.end().await;
        });
    }
}

/// A copy of what a panel draws.
#[derive(Clone, PartialEq)]
struct Seen {
    phase: Phase,
    code: String,
    link: String,
    status: String,
    pupils: Vec<Pupil>,
    unsent: bool,
}

#[hook]
fn use_class() -> Seen {
    let update = use_force_update();
    use_effect_with((), move |_| {
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let id = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        with(|c| {
            c.panels
                .push((id, Callback::from(move |()| update.force_update())))
        });
        move || with(|c| c.panels.retain(|(i, _)| *i != id))
    });
    // A reload of the teacher's page takes the class up again.
    use_effect_with((), |_| {
        if bridge::teaching() && with(|c| c.phase == Phase::Idle) {
            start();
        }
    });
    with(|c| Seen {
        phase: c.phase.clone(),
        code: c.code.clone(),
        link: c.link.clone(),
        status: c.status.clone(),
        pupils: c.pupils.clone(),
        unsent: c.unsent,
    })
}

#[derive(Properties, PartialEq)]
pub struct PanelProps {
    pub lesson: Lesson,
    /// The lesson as pupils get it.
    pub lesson_ref: LessonRef,
    /// Counted from 1; one past the last step is the lesson's end.
    pub step: usize,
    pub watched: usize,
    pub reveal: bool,
}

/// `[data-role=live-start]`, then the class: code, link, QR code, the step's answers.
#[component(LivePanel)]
pub fn live_panel(props: &PanelProps) -> Html {
    let seen = use_class();
    let shown = Shown {
        lesson: props.lesson_ref.clone(),
        step: props.step,
        watched: props.watched,
        reveal: props.reveal,
        ended: false,
    }
    .to_json();
    use_effect_with(shown, |shown| show(shown.clone()));
    let body = match &seen.phase {
        Phase::Idle => html! {
            <button type="button" data-role="live-start" onclick={Callback::from(|_| start())}>
                { text("ui-live-start") }
            </button>
        },
        Phase::Starting => html! {
            <p role="status" data-role="live-status">{ text("ui-live-starting") }</p>
        },
        Phase::Failed(code) => html! {
            <>
                <p class="error" role="alert" data-role="live-error">{ super::error_words(code) }</p>
                <button type="button" data-role="live-start" onclick={Callback::from(|_| start())}>
                    { text("ui-live-try-again") }
                </button>
            </>
        },
        Phase::Running => running(&seen, props),
        Phase::Ended => html! {
            <>
                <p role="status" data-role="live-ended">{ text("ui-live-ended-teacher") }</p>
                { results_button(&props.lesson, &seen.pupils) }
            </>
        },
    };
    html! {
        <section class="live-panel" data-role="live-panel" aria-labelledby="live-title">
            <h2 id="live-title">{ text("ui-live-title") }</h2>
            { body }
        </section>
    }
}

fn running(seen: &Seen, props: &PanelProps) -> Html {
    let asks = props
        .lesson
        .steps
        .get(props.step.wrapping_sub(1))
        .filter(|s| live::asks(s));
    html! {
        <>
            <p role="status" data-role="live-status" data-status={seen.status.clone()}>
                { status_words(&seen.status) }
            </p>
            if seen.unsent {
                <p class="error" role="alert" data-role="live-unsent">{ text("ui-live-unsent") }</p>
            }
            // The way in, open until the first pupil joins, then folded under the code.
            <details class="live-join" open={seen.pupils.is_empty()}>
                <summary>{ phrase(Phrase::new("ui-live-code-is").with("code", Fact::Text(seen.code.clone()))) }</summary>
                <div class="live-join-ways">
                    { qr(&seen.link) }
                    <div>
                        <p>{ text("ui-live-join-at") }</p>
                        <p class="live-code" data-role="live-code">{ &seen.code }</p>
                        <p><a class="button" data-role="live-link" href={seen.link.clone()} target="_blank" rel="noopener">
                            { text("ui-live-join-link") }
                        </a></p>
                    </div>
                </div>
            </details>
            <p data-role="live-pupils">
                { phrase(Phrase::new("ui-live-joined").with("n", Fact::Count(seen.pupils.len()))) }
            </p>
            if let Some(step) = asks {
                { answers(&seen.pupils, &props.lesson.id, props.step, step) }
            }
            <div class="controls">
                { results_button(&props.lesson, &seen.pupils) }
                <button type="button" data-role="live-end" onclick={Callback::from(|_| end())}>
                    { text("ui-live-end") }
                </button>
            </div>
        </>
    }
}

/// How the class answered this step.
fn answers(pupils: &[Pupil], lesson: &str, n: usize, step: &crate::lessons::Step) -> Html {
    let t = live::tally(pupils, lesson, n);
    let waiting: Vec<String> = t.waiting.iter().map(|&i| pupil_name(pupils, i)).collect();
    html! {
        <div class="live-answers" data-role="live-answers" aria-live="polite"
             data-answered={t.answered.to_string()} data-right={t.right.to_string()}>
            <p>{ phrase(Phrase::new("ui-live-answered")
                .with("answered", Fact::Count(t.answered))
                .with("pupils", Fact::Count(pupils.len()))
                .with("right", Fact::Count(t.right))) }</p>
            if let Some((answer, count)) = &t.common_wrong {
                <p data-role="live-common-wrong">{ phrase(Phrase::new("ui-live-common-wrong")
                    .with("answer", Fact::Text(live::answer_words(step, answer)))
                    .with("n", Fact::Count(*count))) }</p>
            }
            if !waiting.is_empty() {
                <p data-role="live-waiting">{ phrase(Phrase::new("ui-live-waiting")
                    .with("names", Fact::Text(waiting.join(", ")))
                    .with("n", Fact::Count(waiting.len()))) }</p>
            }
        </div>
    }
}

fn pupil_name(pupils: &[Pupil], i: usize) -> String {
    pupils[i]
        .name()
        .map(str::to_string)
        .unwrap_or_else(|| phrase(Phrase::new("ui-live-pupil-n").with("n", Fact::Count(i + 1))))
}

fn results_button(lesson: &Lesson, pupils: &[Pupil]) -> Html {
    let csv = live::results_csv(
        lesson,
        pupils,
        (&text("ui-live-csv-pupil"), &text("ui-live-csv-right-count")),
        |n| phrase(Phrase::new("ui-live-pupil-n").with("n", Fact::Count(n))),
        (&text("ui-live-csv-right"), &text("ui-live-csv-wrong")),
    );
    let name = format!("{}-class.csv", lesson.id);
    let onclick = Callback::from(move |_: MouseEvent| {
        crate::ui::widgets::download(&name, "text/csv", &csv);
    });
    html! {
        <button type="button" data-role="live-results" disabled={pupils.is_empty()} {onclick}>
            { text("ui-live-results") }
        </button>
    }
}

/// The join link as a QR code: one path of the dark modules, scaled by the page's CSS.
fn qr(link: &str) -> Html {
    let Ok(code) = qrcode::QrCode::new(link.as_bytes()) else {
        return Html::default();
    };
    let width = code.width();
    let mut d = String::new();
    for (i, c) in code.to_colors().iter().enumerate() {
        if *c == qrcode::Color::Dark {
            d.push_str(&format!("M{} {}h1v1h-1z", i % width + 4, i / width + 4));
        }
    }
    let size = (width + 8).to_string();
    html! {
        <svg class="live-qr" data-role="live-qr" viewBox={format!("0 0 {size} {size}")}
             role="img" aria-label={text("ui-live-qr")} shape-rendering="crispEdges">
            <rect width={size.clone()} height={size} fill="#fff" />
            <path d={d} fill="#000" />
        </svg>
    }
}
