//! Recording a step's line on the builder's board: a move played there is added to the
//! line, a pawn reaching the last rank first asks which piece it becomes, and an illegal
//! move is explained instead.

use crate::lessons::authoring::{asks_promotion, position_after, record_move};
use crate::lessons::{Narrated, Step};
use crate::rules::{Role, Square};
use yew::prelude::*;

/// What the board of the step form needs to record moves.
pub struct Recorder {
    /// The piece picked up by a click, waiting for its square.
    pub selected: Option<Square>,
    pub on_square_click: Callback<String>,
    pub on_drop: Callback<(String, String)>,
    /// A pawn's move to the last rank, waiting for its piece.
    pub pending: Option<(Square, Square)>,
    /// The piece chosen for the pending pawn.
    pub pick: Callback<Role>,
    /// The pending pawn's move called off.
    pub cancel: Callback<()>,
    /// Why the last move tried was not recorded.
    pub refusal: Option<String>,
}

/// The recorder for `step` (the `number`th): it starts afresh on each step.
#[hook]
pub fn use_recorder(step: &Step, number: usize, on_change: &Callback<Step>) -> Recorder {
    let selected = use_state(|| None::<Square>);
    let refusal = use_state(|| None::<String>);
    let pending = use_state(|| None::<(Square, Square)>);
    {
        let (selected, refusal, pending) = (selected.clone(), refusal.clone(), pending.clone());
        use_effect_with(number, move |_| {
            selected.set(None);
            refusal.set(None);
            pending.set(None);
        });
    }
    let fen = step.fen().to_string();
    let line = line_of(step);
    let announce = crate::ui::announce::use_announce();
    let record = {
        let (step, on_change, refusal) = (step.clone(), on_change.clone(), refusal.clone());
        let (fen, line, pending) = (fen.clone(), line.clone(), pending.clone());
        Callback::from(move |(from, to, piece): (Square, Square, Option<Role>)| {
            pending.set(None);
            match record_move(&fen, &line, from, to, piece) {
                Ok(san) => {
                    refusal.set(None);
                    // Heard as well as seen: the line is the step's answer.
                    announce.emit(crate::ui::words::phrase(
                        crate::tutor::Phrase::new("ui-builder-move-recorded")
                            .with("move", crate::tutor::Fact::Text(san.clone())),
                    ));
                    on_change.emit(with_move(&step, san));
                }
                Err(why) => refusal.set(Some(why)),
            }
        })
    };
    // A choose step records nothing.
    let recording = !matches!(step, Step::Choose { .. });
    let play = {
        let (record, pending) = (record.clone(), pending.clone());
        let (fen, line) = (fen.clone(), line.clone());
        Callback::from(move |(from, to): (Square, Square)| {
            if !recording {
                return;
            }
            if asks_promotion(&fen, &line, from, to) {
                pending.set(Some((from, to)));
            } else {
                record.emit((from, to, None));
            }
        })
    };
    let has_piece = move |sq: Square| {
        recording && position_after(&fen, &line).is_some_and(|p| p.piece_at(sq).is_some())
    };
    let (on_square_click, on_drop) = board_input(&selected, &play, has_piece);
    let pick = {
        let pending = pending.clone();
        Callback::from(move |role: Role| {
            if let Some((from, to)) = *pending {
                record.emit((from, to, Some(role)));
            }
        })
    };
    let cancel = {
        let pending = pending.clone();
        Callback::from(move |()| pending.set(None))
    };
    Recorder {
        cancel,
        selected: *selected,
        on_square_click,
        on_drop,
        pending: *pending,
        pick,
        refusal: (*refusal).clone(),
    }
}

/// Clicks and drags on the board: a click picks up a piece (where `can_pick` allows), the
/// next one plays it; a drag plays at once.
fn board_input(
    selected: &UseStateHandle<Option<Square>>,
    play: &Callback<(Square, Square)>,
    can_pick: impl Fn(Square) -> bool + 'static,
) -> (Callback<String>, Callback<(String, String)>) {
    let on_square_click = {
        let (selected, play) = (selected.clone(), play.clone());
        Callback::from(move |n: String| {
            let Ok(sq) = n.parse::<Square>() else { return };
            match *selected {
                Some(from) if from != sq => {
                    selected.set(None);
                    play.emit((from, sq));
                }
                Some(_) => selected.set(None),
                None if can_pick(sq) => selected.set(Some(sq)),
                None => {}
            }
        })
    };
    let on_drop = {
        let (selected, play) = (selected.clone(), play.clone());
        Callback::from(move |(a, b): (String, String)| {
            selected.set(None);
            if let (Ok(from), Ok(to)) = (a.parse(), b.parse()) {
                play.emit((from, to));
            }
        })
    };
    (on_square_click, on_drop)
}

/// The moves recorded on the board: a play step's solution, a watch step's moves.
pub fn line_of(step: &Step) -> Vec<String> {
    match step {
        Step::Play { solution, .. } => solution.clone(),
        Step::Watch { moves, .. } => moves.iter().map(|n| n.mv.clone()).collect(),
        Step::Choose { .. } => Vec::new(),
    }
}

/// The step with `san` added to its line (a choose step has none).
fn with_move(step: &Step, san: String) -> Step {
    let mut s = step.clone();
    match &mut s {
        Step::Play { solution, .. } => solution.push(san),
        Step::Watch { moves, .. } => moves.push(Narrated {
            mv: san,
            say: String::new(),
        }),
        Step::Choose { .. } => {}
    }
    s
}
