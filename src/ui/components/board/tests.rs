//! Component tests of the board in headless Chromium (wasm-bindgen-test).

use super::*;
use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, KeyboardEventInit, PointerEventInit};

wasm_bindgen_test_configure!(run_in_browser);

fn defaults() -> BoardProps {
    yew::props!(BoardProps {})
}

fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|w| w.document())
        .expect("a browser document")
}

/// Renders a board with the real stylesheet into a fresh 400 px host.
async fn render(props: BoardProps) -> Element {
    let document = document();
    if document.get_element_by_id("board-test-style").is_none() {
        let style = document.create_element("style").unwrap();
        style.set_id("board-test-style");
        style.set_text_content(Some(include_str!("../../../../static/style.css")));
        document.head().unwrap().append_child(&style).unwrap();
    }
    let host = document.create_element("div").unwrap();
    host.set_attribute("style", "width: 400px").unwrap();
    document.body().unwrap().append_child(&host).unwrap();
    yew::Renderer::<Board>::with_root_and_props(host.clone(), props).render();
    settle().await;
    host
}

async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(20)).await;
}

fn square(host: &Element, name: &str) -> HtmlElement {
    host.query_selector(&format!("[data-square=\"{name}\"]"))
        .unwrap()
        .unwrap_or_else(|| panic!("no square {name}"))
        .dyn_into()
        .unwrap()
}

fn pieces(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(s, p)| (s.to_string(), p.to_string()))
        .collect()
}

fn recorder<T: 'static>() -> (Rc<RefCell<Vec<T>>>, Callback<T>) {
    let seen = Rc::new(RefCell::new(Vec::new()));
    let sink = seen.clone();
    (seen, Callback::from(move |v: T| sink.borrow_mut().push(v)))
}

fn key(target: &HtmlElement, key: &str) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    target.dispatch_event(&event).unwrap();
}

fn pointer(target: &Element, kind: &str, at: (f64, f64)) {
    pointer_with(target, kind, at, 0, false);
}

fn pointer_with(target: &Element, kind: &str, (x, y): (f64, f64), button: i16, shift: bool) {
    let init = PointerEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_pointer_id(1);
    init.set_pointer_type("mouse");
    init.set_is_primary(true);
    init.set_button(button);
    init.set_shift_key(shift);
    init.set_client_x(x as i32);
    init.set_client_y(y as i32);
    let event = PointerEvent::new_with_event_init_dict(kind, &init).unwrap();
    target.dispatch_event(&event).unwrap();
}

fn centre(element: &Element) -> (f64, f64) {
    let r = element.get_bounding_client_rect();
    (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
}

#[wasm_bindgen_test]
async fn draws_sixty_four_labelled_squares_with_state_classes() {
    let host = render(BoardProps {
        pieces: pieces(&[("e2", "wP"), ("e8", "bK"), ("z9", "wQ"), ("d4", "xX")]),
        square_classes: pieces(&[("e2", "selected"), ("e4", "dest"), ("e8", "in-check")]),
        lines: vec![("a8".into(), "e8".into(), "check".into())],
        circles: pieces(&[("d5", "green")]),
        ..defaults()
    })
    .await;

    let squares = host.query_selector_all("button[data-square]").unwrap();
    assert_eq!(squares.length(), 64);
    assert_eq!(host.query_selector_all("[data-piece]").unwrap().length(), 2);
    let first: Element = squares.get(0).unwrap().dyn_into().unwrap();
    assert_eq!(first.get_attribute("data-square").as_deref(), Some("a8"));

    let e2 = square(&host, "e2");
    assert_eq!(e2.get_attribute("data-piece").as_deref(), Some("wP"));
    assert_eq!(
        e2.get_attribute("aria-label").as_deref(),
        Some("e2, white pawn, selected"),
        "a square's name carries its state"
    );
    assert!(e2.class_list().contains("selected"));
    assert!(e2.class_list().contains("light"));
    let e4 = square(&host, "e4");
    assert_eq!(e4.get_attribute("data-piece"), None);
    assert_eq!(
        e4.get_attribute("aria-label").as_deref(),
        Some("e4, empty, legal move")
    );
    assert!(e4.class_list().contains("dest"));
    assert_eq!(
        square(&host, "e8").get_attribute("aria-label").as_deref(),
        Some("e8, black king, in check")
    );
    assert!(square(&host, "e8").class_list().contains("in-check"));
    assert_eq!(
        square(&host, "d4").get_attribute("aria-label").as_deref(),
        Some("d4, empty")
    );
    assert_eq!(
        host.query_selector_all(".shapes .shape-check polyline")
            .unwrap()
            .length(),
        1
    );
    assert_eq!(
        host.query_selector_all(".shapes circle.circle-green")
            .unwrap()
            .length(),
        1
    );
    // Exactly one square takes the Tab focus: the selected one.
    let tab_stops = host.query_selector_all("[tabindex=\"0\"]").unwrap();
    assert_eq!(tab_stops.length(), 1);
    assert_eq!(e2.tab_index(), 0);
}

#[wasm_bindgen_test]
async fn black_orientation_puts_h1_first() {
    let host = render(BoardProps {
        orientation_white: false,
        ..defaults()
    })
    .await;
    let first = host.query_selector("[data-square]").unwrap().unwrap();
    assert_eq!(first.get_attribute("data-square").as_deref(), Some("h1"));
    // Coordinates follow the orientation: the bottom-left square is h8. They are drawn in
    // its grid cell, beside the button, so the button's name is all it says.
    let h8 = square(&host, "h8").parent_element().unwrap();
    assert_eq!(
        h8.query_selector(".coord-file")
            .unwrap()
            .and_then(|c| c.text_content())
            .as_deref(),
        Some("h")
    );
}

#[wasm_bindgen_test]
async fn click_on_a_square_reports_it() {
    let (clicks, on_square_click) = recorder::<String>();
    let host = render(BoardProps {
        pieces: pieces(&[("e2", "wP")]),
        on_square_click,
        ..defaults()
    })
    .await;
    square(&host, "e2").click();
    square(&host, "e4").click();
    settle().await;
    assert_eq!(*clicks.borrow(), vec!["e2".to_string(), "e4".to_string()]);
}

#[wasm_bindgen_test]
async fn keyboard_moves_focus_picks_and_escapes() {
    let (picks, on_square_click) = recorder::<String>();
    let (escapes, on_escape) = recorder::<()>();
    let host = render(BoardProps {
        pieces: pieces(&[("e2", "wP")]),
        on_square_click,
        on_escape,
        ..defaults()
    })
    .await;
    let e2 = square(&host, "e2");
    e2.focus().unwrap();
    key(&e2, "ArrowUp");
    settle().await;
    let focused = document()
        .active_element()
        .and_then(|e| e.get_attribute("data-square"));
    assert_eq!(focused.as_deref(), Some("e3"));
    key(&square(&host, "e3"), "ArrowRight");
    key(&square(&host, "f3"), "Enter");
    key(&square(&host, "f3"), "Escape");
    settle().await;
    assert_eq!(*picks.borrow(), vec!["f3".to_string()]);
    assert_eq!(escapes.borrow().len(), 1);
    assert_eq!(square(&host, "f3").tab_index(), 0);
}

#[wasm_bindgen_test]
async fn drag_reports_a_drop_and_a_still_press_reports_nothing() {
    let (drops, on_drop) = recorder::<(String, String)>();
    let (clicks, on_square_click) = recorder::<String>();
    let host = render(BoardProps {
        pieces: pieces(&[("g1", "wN")]),
        on_drop,
        on_square_click,
        ..defaults()
    })
    .await;
    let g1 = square(&host, "g1");
    let f3 = square(&host, "f3");
    let (from, to) = (centre(&g1), centre(&f3));
    pointer(&g1, "pointerdown", from);
    pointer(
        &g1,
        "pointermove",
        ((from.0 + to.0) / 2.0, (from.1 + to.1) / 2.0),
    );
    settle().await;
    assert!(g1.class_list().contains("drag-origin"));
    assert!(host.query_selector(".ghost.active.wN").unwrap().is_some());
    pointer(&g1, "pointermove", to);
    pointer(&f3, "pointerup", to);
    settle().await;
    assert_eq!(*drops.borrow(), vec![("g1".to_string(), "f3".to_string())]);
    assert!(host.query_selector(".ghost.active").unwrap().is_none());

    // Press and release in place: not a drop (the click event, if any, is the click).
    pointer(&g1, "pointerdown", from);
    pointer(&g1, "pointerup", from);
    settle().await;
    assert_eq!(drops.borrow().len(), 1);
    assert!(clicks.borrow().is_empty());
}

#[wasm_bindgen_test]
async fn drop_off_the_board_reports_nothing() {
    let (drops, on_drop) = recorder::<(String, String)>();
    let host = render(BoardProps {
        pieces: pieces(&[("a1", "wR")]),
        on_drop,
        ..defaults()
    })
    .await;
    let a1 = square(&host, "a1");
    let from = centre(&a1);
    pointer(&a1, "pointerdown", from);
    pointer(&a1, "pointermove", (from.0 + 30.0, from.1 + 600.0));
    pointer(&a1, "pointerup", (from.0 + 30.0, from.1 + 600.0));
    settle().await;
    assert!(drops.borrow().is_empty());
}

#[wasm_bindgen_test]
async fn right_drag_reports_an_annotation_and_left_drag_does_not() {
    let (notes, on_annotate) = recorder::<(String, String, String)>();
    let host = render(BoardProps {
        pieces: pieces(&[("b1", "wN")]),
        on_annotate: Some(on_annotate),
        ..defaults()
    })
    .await;
    let (b1, c3) = (square(&host, "b1"), square(&host, "c3"));
    let (from, to) = (centre(&b1), centre(&c3));
    pointer_with(&b1, "pointerdown", from, 2, false);
    pointer_with(&c3, "pointerup", to, 2, true);
    pointer_with(&c3, "pointerdown", to, 2, false);
    pointer_with(&c3, "pointerup", to, 2, false);
    settle().await;
    assert_eq!(
        *notes.borrow(),
        vec![
            ("b1".to_string(), "c3".to_string(), "red".to_string()),
            ("c3".to_string(), "c3".to_string(), String::new()),
        ]
    );
    assert!(host.query_selector(".ghost.active").unwrap().is_none());
}

#[wasm_bindgen_test]
fn spots_round_trip_through_both_orientations() {
    for rank in 0..8 {
        for file in 0..8 {
            let spot = Spot { file, rank };
            assert_eq!(Spot::parse(&spot.name()), Some(spot));
            for white in [true, false] {
                let (col, row) = spot.screen(white);
                assert_eq!(Spot::from_screen(col, row, white), spot);
            }
        }
    }
    assert_eq!(Spot::parse("a1").map(Spot::is_light), Some(false));
    assert_eq!(Spot::parse("h1").map(Spot::is_light), Some(true));
    assert_eq!(Spot::parse("i1"), None);
    assert_eq!(Spot::parse("e44"), None);
}

/// Issue 28: a knight's L bends where no piece hides the bend (g8 to e7 with the king on
/// e8 turns on g7), and the piece of the last move slides in from its square.
#[wasm_bindgen_test]
async fn a_knights_l_avoids_a_piece_and_the_last_move_slides_in() {
    let host = render(BoardProps {
        pieces: pieces(&[("e8", "bK"), ("e7", "bN"), ("e1", "wK"), ("e4", "wP")]),
        lines: vec![("g8".into(), "e7".into(), "arrow-green".into())],
        square_classes: vec![
            ("e2".into(), "last-move".into()),
            ("e4".into(), "last-move".into()),
        ],
        ..defaults()
    })
    .await;
    let points = host
        .query_selector(".shapes polyline")
        .unwrap()
        .expect("the L")
        .get_attribute("points")
        .unwrap_or_default();
    assert!(points.contains("650,150"), "bends on g7: {points}");
    assert!(
        !points.contains("450,50"),
        "not under the king on e8: {points}"
    );
    let pawn = host
        .query_selector("[data-square=\"e4\"] .piece")
        .unwrap()
        .expect("the pawn");
    assert!(pawn.class_list().contains("arrived"));
    assert_eq!(
        pawn.get_attribute("style").as_deref(),
        Some("--dx:0;--dy:2")
    );
    assert!(!square(&host, "e8").inner_html().contains("arrived"));
}
