//! The app shell (index.html's `#shell`): what a learner sees while the app loads on a slow
//! phone. It must be drawn where the app will draw, so that nothing jumps when the app takes
//! its place: the top bar as tall as the app's, and on Play the empty board exactly where
//! the app's board will be, at every screen size and in every language. And it must be gone
//! once the app runs.

use crate::harness::{with_page, Page, TestResult};

/// Puts index.html's shell back into the page the app has drawn (the app's own parts
/// hidden meanwhile), so the same stylesheet places both at the same window size, and
/// returns the rectangles of the app's top bar and board and of the shell's.
const COMPARE: &str = r#"
const done = arguments[arguments.length - 1];
fetch('index.html', { cache: 'no-store' }).then((r) => r.text()).then((text) => {
  const shell = new DOMParser().parseFromString(text, 'text/html').getElementById('shell');
  if (!shell) return done({ error: 'index.html has no #shell' });
  const rect = (el) => {
    if (!el) return null;
    const b = el.getBoundingClientRect();
    return b.width ? [b.left, b.top, b.width, b.height].map((v) => Math.round(v * 10) / 10) : null;
  };
  scrollTo(0, 0);
  const app = {
    bar: rect(document.querySelector('body > header.topbar')),
    board: rect(document.querySelector('main .board')),
  };
  const others = [...document.body.children];
  const display = others.map((e) => e.style.display);
  others.forEach((e) => (e.style.display = 'none'));
  const copy = document.importNode(shell, true);
  document.body.prepend(copy);
  const drawn = { bar: rect(copy.querySelector('.topbar')), board: rect(copy.querySelector('.board')) };
  copy.remove();
  others.forEach((e, i) => (e.style.display = display[i]));
  done({ app, shell: drawn, left: !!document.getElementById('shell') });
}, (e) => done({ error: String(e) }));
"#;

/// Loads `path` at `size` and checks that the shell matches the app drawn there.
async fn matches(page: &Page, path: &str, size: (u32, u32), board: bool) -> TestResult {
    page.resize(size.0, size.1).await?;
    let ready = if board {
        "[data-square=\"a1\"]"
    } else {
        "main h1"
    };
    page.load(path, ready).await?;
    let got = page.client().execute_async(COMPARE, vec![]).await?;
    let at = format!("{path} at {}×{}: {got}", size.0, size.1);
    assert!(got["error"].is_null(), "{at}");
    assert_eq!(got["left"], false, "the shell is still in the page: {at}");
    let (app, shell) = (&got["app"], &got["shell"]);
    // The bar: the same height (its words may differ: the shell has none).
    let height = |v: &serde_json::Value| v[3].as_f64().unwrap_or(-1.0);
    assert!(
        (height(&app["bar"]) - height(&shell["bar"])).abs() <= 0.5,
        "the shell's bar is not as tall as the app's: {at}"
    );
    if board {
        let (a, s) = (&app["board"], &shell["board"]);
        for i in 0..4 {
            let (x, y) = (a[i].as_f64(), s[i].as_f64());
            assert!(
                x.zip(y).is_some_and(|(x, y)| (x - y).abs() <= 0.5),
                "the shell's board is not where the app's is: {at}"
            );
        }
    } else {
        assert!(
            shell["board"].is_null(),
            "a board in the shell of a page without one: {at}"
        );
    }
    Ok(())
}

const SIZES: [(u32, u32); 7] = [
    (1280, 900),
    (1024, 768),
    (820, 1180),
    (768, 1024),
    (844, 390),
    (390, 844),
    (320, 568),
];

#[tokio::test]
async fn the_app_shell_is_drawn_where_the_app_draws_at_every_size_and_in_every_language() {
    with_page("#/play", |page| async move {
        for size in SIZES {
            matches(&page, "#/play", size, true).await?;
        }
        // The bar's height must not depend on the words: the widest at one row, a tablet
        // held upright at two.
        for lang in ["es", "de", "fr", "ru"] {
            for size in [(1024, 768), (768, 1024)] {
                matches(&page, &format!("#/play?lang={lang}"), size, true).await?;
            }
        }
        // A page without a board: the bar alone.
        matches(&page, "#/", (1280, 900), false).await?;
        matches(&page, "#/", (390, 844), false).await?;
        Ok(())
    })
    .await;
}
