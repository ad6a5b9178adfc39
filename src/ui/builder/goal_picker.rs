//! Picks a play step's goal: one predicate, or two joined by "and", "or" or "and not".
//! A deeper goal read from a file is kept as it is until the teacher picks another.

use crate::lessons::Goal;
use crate::ui::words::{attr, text, use_words};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The predicates a goal is made of, with the ids of their words.
const ATOMS: [(&str, &str); 9] = [
    ("gives_check", "ui-goal-gives-check"),
    ("gives_mate", "ui-goal-gives-mate"),
    ("gets_out_of_check", "ui-goal-gets-out-of-check"),
    ("captures_checker", "ui-goal-captures-checker"),
    ("blocks_check", "ui-goal-blocks-check"),
    ("moves_king", "ui-goal-moves-king"),
    ("stalemates", "ui-goal-stalemates"),
    ("any_move", "ui-goal-any-move"),
    ("move", "ui-goal-move"),
];

/// How two predicates are joined, with the ids of their words.
const JOINS: [(&str, &str); 4] = [
    ("", "ui-goal-join-none"),
    ("and", "ui-goal-join-and"),
    ("or", "ui-goal-join-or"),
    ("and_not", "ui-goal-join-and-not"),
];

fn atom(name: &str, text: &str) -> Goal {
    match name {
        "gives_mate" => Goal::GivesMate,
        "gets_out_of_check" => Goal::GetsOutOfCheck,
        "captures_checker" => Goal::CapturesChecker,
        "blocks_check" => Goal::BlocksCheck,
        "moves_king" => Goal::MovesKing,
        "stalemates" => Goal::Stalemates,
        "any_move" => Goal::AnyMove,
        "move" => Goal::Move(text.to_string()),
        _ => Goal::GivesCheck,
    }
}

/// A goal's predicate name and, for a given move, the move.
fn atom_of(goal: &Goal) -> Option<(&'static str, String)> {
    let name = match goal {
        Goal::GivesCheck => "gives_check",
        Goal::GivesMate => "gives_mate",
        Goal::GetsOutOfCheck => "gets_out_of_check",
        Goal::CapturesChecker => "captures_checker",
        Goal::BlocksCheck => "blocks_check",
        Goal::MovesKing => "moves_king",
        Goal::Stalemates => "stalemates",
        Goal::AnyMove => "any_move",
        Goal::Move(t) => return Some(("move", t.clone())),
        _ => return None,
    };
    Some((name, String::new()))
}

/// The goal as the picker shows it: first predicate, join, second predicate; `None` for a
/// goal deeper than that.
#[derive(Clone, Debug, PartialEq)]
struct Parts {
    first: (&'static str, String),
    join: &'static str,
    second: (&'static str, String),
}

impl Parts {
    fn of(goal: &Goal) -> Option<Parts> {
        let none = || ("gives_check", String::new());
        let (join, a, b) = match goal {
            Goal::And(v) if v.len() == 2 => match &v[1] {
                Goal::Not(b) => ("and_not", &v[0], &**b),
                b => ("and", &v[0], b),
            },
            Goal::Or(v) if v.len() == 2 => ("or", &v[0], &v[1]),
            g => {
                return Some(Parts {
                    first: atom_of(g)?,
                    join: "",
                    second: none(),
                })
            }
        };
        Some(Parts {
            first: atom_of(a)?,
            join,
            second: atom_of(b)?,
        })
    }

    fn goal(&self) -> Goal {
        let a = atom(self.first.0, &self.first.1);
        let b = atom(self.second.0, &self.second.1);
        match self.join {
            "and" => Goal::And(vec![a, b]),
            "or" => Goal::Or(vec![a, b]),
            "and_not" => Goal::And(vec![a, Goal::Not(Box::new(b))]),
            _ => a,
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct GoalPickerProps {
    pub goal: Goal,
    pub on_change: Callback<Goal>,
}

fn select_value(e: &Event) -> String {
    e.target_dyn_into::<HtmlSelectElement>()
        .map(|s| s.value())
        .unwrap_or_default()
}

fn input_value(e: &InputEvent) -> String {
    e.target_dyn_into::<HtmlInputElement>()
        .map(|s| s.value())
        .unwrap_or_default()
}

fn static_name(list: &[(&'static str, &str)], value: &str) -> &'static str {
    list.iter()
        .find(|(k, _)| *k == value)
        .map(|(k, _)| *k)
        .unwrap_or(list[0].0)
}

/// One predicate: a list, and a move box when it is "a given move".
fn atom_field(
    role: &'static str,
    part: &(&'static str, String),
    on: Callback<(&'static str, String)>,
) -> Html {
    let name = part.0;
    let mv = part.1.clone();
    let on_pick = {
        let on = on.clone();
        let mv = mv.clone();
        Callback::from(move |e: Event| {
            on.emit((static_name(&ATOMS, &select_value(&e)), mv.clone()))
        })
    };
    let on_text = Callback::from(move |e: InputEvent| on.emit((name, input_value(&e))));
    html! {
        <span class="goal-atom">
            <select data-role={role} aria-label={attr("ui-goal")} onchange={on_pick}>
                { for ATOMS.iter().map(|(k, words)| html! {
                    <option value={*k} selected={*k == name}>{ text(words) }</option>
                }) }
            </select>
            if name == "move" {
                <input data-role={format!("{role}-move")} aria-label={attr("ui-goal-move-label")}
                       placeholder="Nf3" value={mv} oninput={on_text} />
            }
        </span>
    }
}

#[component(GoalPicker)]
pub fn goal_picker(props: &GoalPickerProps) -> Html {
    use_words();
    let Some(parts) = Parts::of(&props.goal) else {
        let on_change = props.on_change.clone();
        return html! {
            <p class="muted" data-role="goal-kept">
                { text("ui-goal-kept") }{ " " }
                <button onclick={Callback::from(move |_: MouseEvent| on_change.emit(Goal::GivesCheck))}>
                    { text("ui-goal-choose-new") }
                </button>
            </p>
        };
    };
    let change = |set: fn(&mut Parts, (&'static str, String))| {
        let parts = parts.clone();
        let on_change = props.on_change.clone();
        Callback::from(move |v: (&'static str, String)| {
            let mut p = parts.clone();
            set(&mut p, v);
            on_change.emit(p.goal());
        })
    };
    let on_join = {
        let parts = parts.clone();
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| {
            let mut p = parts.clone();
            p.join = static_name(&JOINS, &select_value(&e));
            on_change.emit(p.goal());
        })
    };
    html! {
        <div class="goal-picker stack" role="group" aria-label={attr("ui-goal")}>
            { atom_field("goal", &parts.first, change(|p, v| p.first = v)) }
            <select data-role="goal-join" aria-label={attr("ui-goal-join")} onchange={on_join}>
                { for JOINS.iter().map(|(k, words)| html! {
                    <option value={*k} selected={*k == parts.join}>{ text(words) }</option>
                }) }
            </select>
            if !parts.join.is_empty() {
                { atom_field("goal-second", &parts.second, change(|p, v| p.second = v)) }
            }
        </div>
    }
}
