//! Tablets held upright, where pupils use the app in class (768×1024, 820×1180, 1024×1366):
//! on every board page the whole board lies inside the window, its corner squares can be
//! tapped, and nothing runs off the screen sideways.

use crate::harness::{with_page, Page, TestResult};

/// What is wrong with the layout shown: the page scrolling sideways, a corner square off
/// the screen or under something else, a control past the window's edge.
const PROBLEMS: &str = r#"
const vw = document.documentElement.clientWidth, out = [];
if (document.documentElement.scrollWidth > vw + 1)
  out.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' > ' + vw);
for (const name of ['a1', 'h8', 'a8', 'h1']) {
  const el = document.querySelector(`[data-square="${name}"]`);
  if (!el) { out.push('no square ' + name); continue; }
  el.scrollIntoView({ block: 'center', inline: 'center' });
  const r = el.getBoundingClientRect();
  if (r.left < -0.5 || r.right > vw + 0.5 || r.top < -0.5 || r.bottom > innerHeight + 0.5)
    out.push(name + ' is off the screen: ' + JSON.stringify(r));
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (!hit || hit.closest('[data-square]') !== el)
    out.push(name + ' cannot be tapped: ' + (hit ? hit.outerHTML.slice(0, 80) : 'nothing'));
}
for (const c of document.querySelectorAll('main button, main a, main input, main select, main textarea')) {
  const r = c.getBoundingClientRect();
  if (r.width === 0 || c.closest('details:not([open])')) continue;
  if (r.left < -0.5 || r.right > vw + 0.5)
    out.push('past the edge: ' + c.outerHTML.slice(0, 80) + ' ' + r.left + '..' + r.right);
}
scrollTo(0, 0);
return out;
"#;

const TABLETS: [(u32, u32); 3] = [(768, 1024), (820, 1180), (1024, 1366)];

async fn fits(page: &Page, what: &str, size: (u32, u32)) -> TestResult {
    let found = page.js(PROBLEMS, vec![]).await?;
    let found: Vec<String> = serde_json::from_value(found).unwrap_or_default();
    assert!(
        found.is_empty(),
        "{what} at {}×{}:\n{}",
        size.0,
        size.1,
        found.join("\n")
    );
    Ok(())
}

/// Opens `path` at each tablet size and checks the layout; one screenshot per page at
/// the first size.
async fn check(page: &Page, path: &str, ready: &str, name: &str) -> TestResult {
    for (i, size) in TABLETS.into_iter().enumerate() {
        page.resize(size.0, size.1).await?;
        page.load(path, ready).await?;
        fits(page, path, size).await?;
        if i == 0 {
            page.screenshot(&format!("tablet-{name}-{}x{}", size.0, size.1))
                .await?;
        }
    }
    Ok(())
}

#[tokio::test]
async fn on_a_tablet_held_upright_every_board_is_whole_and_its_corners_can_be_tapped() {
    let lesson = std::fs::read_to_string("static/lessons/04-pins.json").expect("lesson 4");
    let link = crate::builder::link_to(&serde_json::from_str(&lesson).expect("JSON"));
    with_page("#/play", |page| async move {
        let board = "[data-square=\"a1\"]";
        check(&page, "#/play", board, "play").await?;
        check(&page, "#/lesson/pins/2", board, "lesson").await?;
        check(&page, &link, board, "lesson-link").await?;
        check(
            &page,
            "#/practice?kind=checkers&seed=3&level=1",
            "[data-role=\"exercise\"]",
            "practice",
        )
        .await?;
        check(&page, "#/editor", board, "editor").await?;
        check(&page, "#/present/pins/2", board, "present").await?;
        // The teachers' menu, at the end of the bar's row, opens inside the window.
        for (width, height) in TABLETS {
            page.resize(width, height).await?;
            page.load("#/play", board).await?;
            page.click_on("[data-role=\"teachers-menu\"] summary")
                .await?;
            page.wait_for(".teachers-links").await?;
            let inside = page
                .js(
                    "const r = document.querySelector('.teachers-links').getBoundingClientRect(); \
                     return r.left >= 0 && r.right <= document.documentElement.clientWidth;",
                    vec![],
                )
                .await?;
            assert_eq!(inside.as_bool(), Some(true), "the menu at {width}×{height}");
        }
        Ok(())
    })
    .await;
}

/// A move on a1 can be played on an upright tablet: the learner's tap reaches the square.
#[tokio::test]
async fn on_an_upright_tablet_a_move_from_a1_is_played() {
    with_page(
        "#/play?fen=4k3%2F8%2F8%2F8%2F8%2F8%2F8%2FR3K3%20w%20-%20-%200%201",
        |page| async move {
            page.resize(768, 1024).await?;
            page.load(
                "#/play?fen=4k3%2F8%2F8%2F8%2F8%2F8%2F8%2FR3K3%20w%20-%20-%200%201",
                "[data-square=\"a1\"][data-piece=\"wR\"]",
            )
            .await?;
            page.click("a1").await?;
            page.click("a8").await?;
            page.wait_for("[data-square=\"a8\"][data-piece=\"wR\"]")
                .await?;
            Ok(())
        },
    )
    .await;
}
