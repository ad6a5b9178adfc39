//! Arrows and circles: drawing, toggling, and the compact form used in share links.

use check_tutor::rules::Square;
use check_tutor::tutor::annotations::{Annotations, Colour};

fn sq(s: &str) -> Square {
    s.parse().expect("square")
}

#[test]
fn drawing_the_same_arrow_twice_removes_it_and_another_colour_recolours_it() {
    let mut a = Annotations::default();
    a.toggle_arrow(sq("e2"), sq("e4"), Colour::Green);
    a.toggle_arrow(sq("e2"), sq("e4"), Colour::Red);
    assert_eq!(a.arrows, [(sq("e2"), sq("e4"), Colour::Red)]);
    a.toggle_arrow(sq("e2"), sq("e4"), Colour::Red);
    assert!(a.is_empty());
}

#[test]
fn an_arrow_from_a_square_to_itself_is_a_circle() {
    let mut a = Annotations::default();
    a.toggle_arrow(sq("d5"), sq("d5"), Colour::Blue);
    assert_eq!(a.circles, [(sq("d5"), Colour::Blue)]);
}

#[test]
fn link_parameters_round_trip_and_junk_is_skipped() {
    let mut a = Annotations::default();
    a.toggle_arrow(sq("e2"), sq("e4"), Colour::Green);
    a.toggle_arrow(sq("g1"), sq("f3"), Colour::Yellow);
    a.toggle_circle(sq("e4"), Colour::Red);
    assert_eq!(a.arrows_param(), "e2e4g,g1f3y");
    assert_eq!(a.circles_param(), "e4r");
    let back = Annotations::from_params(Some(&a.arrows_param()), Some(&a.circles_param()));
    assert_eq!(back, a);
    let junk = Annotations::from_params(Some("e2e4g,zz,e9e4g,e2e4x,e2e4gg"), Some("q1r,e4"));
    assert_eq!(junk.arrows, [(sq("e2"), sq("e4"), Colour::Green)]);
    assert!(junk.circles.is_empty());
}
