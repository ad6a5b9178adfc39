//! Drives the release site (`dist/`) in headless Chromium through WebDriver.
//!
//! ```ignore
//! #[tokio::test]
//! async fn pawn_moves_two_squares_by_drag() {
//!     with_page("#/play", |page| async move {
//!         page.drag("e2", "e4").await?;
//!         assert_eq!(page.piece_on("e4").await?.as_deref(), Some("wP"));
//!         page.screenshot("pawn-e4").await?;
//!         Ok(())
//!     })
//!     .await;
//! }
//! ```
//!
//! Every test gets its own static server, chromedriver and Chromium profile, so tests do not
//! share state; run them with `--test-threads=1` to keep the machine responsive. Paths and
//! binaries can be changed with `CHROMEDRIVER` and `CHROMIUM`.

use std::error::Error as StdError;
use std::future::Future;
use std::net::TcpListener as StdTcpListener;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use fantoccini::actions::{
    InputSource, MouseActions, PointerAction, TouchActions, MOUSE_BUTTON_LEFT, MOUSE_BUTTON_RIGHT,
};
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{json, Value};
use tokio::process::{Child, Command};

use crate::server::StaticServer;

pub use fantoccini::key::Key;

/// Any error a test step can raise.
pub type Error = Box<dyn StdError + Send + Sync>;
/// What a test body returns.
pub type TestResult = Result<(), Error>;

/// Flags Chromium must start with here (see DESIGN.md, Tooling).
pub const CHROMIUM_FLAGS: [&str; 8] = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--hide-scrollbars",
];

/// Desktop viewport used unless a test resizes.
pub const WINDOW: (u32, u32) = (1200, 900);

/// How long `wait_*` helpers poll before failing.
pub const TIMEOUT: Duration = Duration::from_secs(10);

/// The CSS selector of a square: `[data-square="e4"]`.
pub fn square(name: &str) -> String {
    format!("[data-square=\"{name}\"]")
}

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Opens the site at `path` (`"#/play"`, `"#/lesson/check-1/1"`, `"/"`), runs `body` with the
/// page, and always shuts the browser down. A failing body leaves a screenshot in
/// `target/screenshots/FAILED-<test name>.png` and fails the test with its message.
pub async fn with_page<F, Fut>(path: &str, body: F)
where
    F: FnOnce(Page) -> Fut,
    Fut: Future<Output = TestResult> + Send + 'static,
{
    let page = match Page::open(path).await {
        Ok(page) => page,
        Err(e) => panic!("could not open {path} in Chromium: {e}"),
    };
    run(page, body).await;
}

/// Like [`with_page`], in a Chromium whose profile starts with these preferences
/// (`{"profile.default_content_setting_values.cookies": 2}` blocks every site's storage).
pub async fn with_prefs<F, Fut>(path: &str, prefs: Value, body: F)
where
    F: FnOnce(Page) -> Fut,
    Fut: Future<Output = TestResult> + Send + 'static,
{
    let opened = async {
        let page = Page::start_with(&dist(), prefs).await?;
        page.goto(path).await?;
        Ok::<Page, Error>(page)
    };
    match opened.await {
        Ok(page) => run(page, body).await,
        Err(e) => panic!("could not open {path} in Chromium: {e}"),
    }
}

/// Serves `root` (a copy of `dist/`, say), opens Chromium on `about:blank` and runs `body`,
/// which loads what it needs ([`Page::load`]); failures are handled as in [`with_page`].
pub async fn with_site<F, Fut>(root: &Path, body: F)
where
    F: FnOnce(Page) -> Fut,
    Fut: Future<Output = TestResult> + Send + 'static,
{
    let page = match Page::start(root).await {
        Ok(page) => page,
        Err(e) => panic!("could not start Chromium on {}: {e}", root.display()),
    };
    run(page, body).await;
}

/// The release site, `dist/`; panics if it has not been built.
pub fn dist() -> PathBuf {
    let dist = repo().join("dist");
    if !dist.join("index.html").is_file() {
        panic!(
            "{} is missing: run `make dist` first",
            dist.join("index.html").display()
        );
    }
    dist
}

async fn run<F, Fut>(page: Page, body: F)
where
    F: FnOnce(Page) -> Fut,
    Fut: Future<Output = TestResult> + Send + 'static,
{
    let outcome = tokio::spawn(body(page.clone())).await;
    if !matches!(outcome, Ok(Ok(()))) {
        let test = std::thread::current()
            .name()
            .unwrap_or("e2e")
            .replace("::", "-");
        if let Ok(shot) = page.screenshot(&format!("FAILED-{test}")).await {
            eprintln!("screenshot of the failure: {}", shot.display());
        }
    }
    page.close().await;
    match outcome {
        Ok(Ok(())) => {}
        Ok(Err(e)) => panic!("{e}"),
        Err(e) if e.is_panic() => std::panic::resume_unwind(e.into_panic()),
        Err(e) => panic!("test task failed: {e}"),
    }
}

/// One Chromium window on the served site. Cheap to clone; all clones drive the same window.
#[derive(Clone)]
pub struct Page {
    client: Client,
    base: String,
    session: Arc<Session>,
}

/// What a page owns besides the WebDriver client: server, driver process, profile.
struct Session {
    server: StaticServer,
    driver: Child,
    driver_port: u16,
    driver_pid: Option<u32>,
    profile: PathBuf,
}

impl Drop for Session {
    fn drop(&mut self) {
        // chromedriver runs in its own process group with the browsers it started; end them
        // all, even if the WebDriver session could not be closed cleanly.
        if let Some(pid) = self.driver_pid {
            let _ = std::process::Command::new("kill")
                .args(["-TERM", "--", &format!("-{pid}")])
                .stderr(Stdio::null())
                .status();
        }
        let _ = self.driver.start_kill();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

impl Page {
    /// Serves `dist/`, starts chromedriver and Chromium, and loads `path`.
    pub async fn open(path: &str) -> Result<Page, Error> {
        let page = Page::start(&dist()).await?;
        page.goto(path).await?;
        Ok(page)
    }

    /// Serves `root`, starts chromedriver and Chromium, and leaves it on `about:blank`.
    pub async fn start(root: &Path) -> Result<Page, Error> {
        Page::start_with(root, json!({})).await
    }

    /// [`Page::start`] with these preferences in the new profile.
    pub async fn start_with(root: &Path, prefs: Value) -> Result<Page, Error> {
        let server = StaticServer::start(root).await?;
        let base = server.url();

        let port = free_port()?;
        let chromedriver =
            std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "/usr/bin/chromedriver".into());
        let driver = Command::new(&chromedriver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .kill_on_drop(true)
            .spawn()
            .map_err(|e| format!("cannot start {chromedriver}: {e}"))?;
        let driver_pid = driver.id();

        static PROFILES: AtomicU32 = AtomicU32::new(0);
        let profile = std::env::temp_dir().join(format!(
            "check-tutor-e2e-{}-{}",
            std::process::id(),
            PROFILES.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&profile);
        std::fs::create_dir_all(&profile)?;

        let mut session = Session {
            server,
            driver,
            driver_port: port,
            driver_pid,
            profile: profile.clone(),
        };
        wait_for_port(port, &mut session.driver).await?;

        let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
        let mut args: Vec<String> = CHROMIUM_FLAGS.iter().map(|s| s.to_string()).collect();
        args.push(format!("--user-data-dir={}", profile.display()));
        args.push(format!("--window-size={},{}", WINDOW.0, WINDOW.1));
        let capabilities = json!({
            "browserName": "chrome",
            "goog:chromeOptions": { "binary": chromium, "args": args, "prefs": prefs },
        });
        let Value::Object(capabilities) = capabilities else {
            unreachable!("a JSON object literal");
        };
        let client = ClientBuilder::rustls()?
            .capabilities(capabilities)
            .connect(&format!("http://127.0.0.1:{port}"))
            .await?;

        let page = Page {
            client,
            base,
            session: Arc::new(session),
        };
        page.resize(WINDOW.0, WINDOW.1).await?;
        Ok(page)
    }

    /// The server behind the page: switch what it serves, or stop it.
    pub fn server(&self) -> &StaticServer {
        &self.session.server
    }

    /// Runs a Chrome DevTools Protocol command in this window through chromedriver
    /// (`POST /session/{id}/goog/cdp/execute`), e.g.
    /// `page.cdp("Network.setCacheDisabled", json!({"cacheDisabled": true}))`, and returns
    /// its result.
    pub async fn cdp(&self, cmd: &str, params: Value) -> Result<Value, Error> {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let id = self
            .client
            .session_id()
            .await?
            .ok_or("no WebDriver session")?;
        let port = self.session.driver_port;
        let body = json!({ "cmd": cmd, "params": params }).to_string();
        let request = format!(
            "POST /session/{id}/goog/cdp/execute HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
        let mut stream = tokio::net::TcpStream::connect(("127.0.0.1", port)).await?;
        stream.write_all(request.as_bytes()).await?;
        // chromedriver may keep the connection open: read the head, then as much body as it
        // announces (or up to the last chunk).
        let read = async {
            let mut response = Vec::new();
            let mut buf = [0u8; 4096];
            loop {
                let n = stream.read(&mut buf).await?;
                response.extend_from_slice(&buf[..n]);
                let text = String::from_utf8_lossy(&response).into_owned();
                let complete = text.split_once("\r\n\r\n").is_some_and(|(head, body)| {
                    let length = head.lines().find_map(|l| {
                        let (name, value) = l.split_once(':')?;
                        name.eq_ignore_ascii_case("content-length")
                            .then(|| value.trim().parse::<usize>().ok())?
                    });
                    match length {
                        Some(length) => body.len() >= length,
                        None => body.ends_with("0\r\n\r\n"),
                    }
                });
                if n == 0 || complete {
                    return Ok::<String, std::io::Error>(text);
                }
            }
        };
        let response = tokio::time::timeout(TIMEOUT, read)
            .await
            .map_err(|_| format!("CDP {cmd}: no answer from chromedriver"))??;
        let (head, rest) = response.split_once("\r\n\r\n").ok_or("no HTTP response")?;
        // The JSON body, whether or not it came in chunks.
        let json = rest
            .find('{')
            .zip(rest.rfind('}'))
            .map(|(a, b)| &rest[a..=b])
            .ok_or_else(|| format!("CDP {cmd}: {head}"))?;
        let answer: Value = serde_json::from_str(json)?;
        if !head.starts_with("HTTP/1.1 200") {
            return Err(format!("CDP {cmd} failed: {}", answer["value"]).into());
        }
        Ok(answer["value"].clone())
    }

    /// Loads `path` afresh (a full page load) and waits until an element matches `ready`:
    /// for pages without a board.
    pub async fn load(&self, path: &str, ready: &str) -> TestResult {
        self.client.goto("about:blank").await?;
        self.client.goto(&self.url(path)).await?;
        self.wait_for(ready).await
    }

    /// Ends the browser session. Called by [`with_page`]; the processes go when the last
    /// clone is dropped.
    pub async fn close(self) {
        let _ = self.client.clone().close().await;
    }

    /// The WebDriver client, for anything the helpers do not cover.
    pub fn client(&self) -> &Client {
        &self.client
    }

    /// The URL of a path on the served site.
    pub fn url(&self, path: &str) -> String {
        if path.starts_with('/') {
            format!("{}{path}", self.base)
        } else {
            format!("{}/{path}", self.base)
        }
    }

    /// Loads `path` afresh (a full page load, even if only the hash differs) and waits until
    /// the board is on screen.
    pub async fn goto(&self, path: &str) -> TestResult {
        self.client.goto("about:blank").await?;
        self.client.goto(&self.url(path)).await?;
        self.wait_for_count("[data-square]", 64).await
    }

    /// Changes `location.hash` inside the running app, as a link click would.
    pub async fn set_hash(&self, hash: &str) -> TestResult {
        self.js("location.hash = arguments[0];", vec![json!(hash)])
            .await?;
        Ok(())
    }

    /// Clicks a square, like a user with a mouse.
    pub async fn click(&self, sq: &str) -> TestResult {
        self.click_on(&square(sq)).await
    }

    /// Clicks the first element matching a CSS selector.
    pub async fn click_on(&self, selector: &str) -> TestResult {
        self.find(selector).await?.click().await?;
        Ok(())
    }

    /// Drags the piece on `from` to `to` with real pointer events (press, move, release).
    pub async fn drag(&self, from: &str, to: &str) -> TestResult {
        self.drag_between(&square(from), &square(to)).await
    }

    /// Left-button drag from the first element matching `from` to the first matching `to`
    /// (a square, a palette piece...).
    pub async fn drag_between(&self, from: &str, to: &str) -> TestResult {
        self.hold_between(from, to).await?;
        self.let_go().await
    }

    /// Picks up the piece on square `from` and carries it over square `over` without letting
    /// go; [`Page::let_go`] drops it there.
    pub async fn drag_and_hold(&self, from: &str, over: &str) -> TestResult {
        self.hold_between(&square(from), &square(over)).await
    }

    /// Presses the left button on the first element matching `from` and carries it, with a
    /// first small step as a hand would make, over the first matching `over`.
    async fn hold_between(&self, from: &str, over: &str) -> TestResult {
        let from_el = self.find(from).await?;
        let over_el = self.find(over).await?;
        let mouse = MouseActions::new("mouse".into())
            .then(PointerAction::MoveToElement {
                element: from_el.clone(),
                duration: None,
                x: 0,
                y: 0,
            })
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .then(PointerAction::MoveToElement {
                element: from_el,
                duration: Some(Duration::from_millis(30)),
                x: 8,
                y: 8,
            })
            .then(PointerAction::MoveToElement {
                element: over_el,
                duration: Some(Duration::from_millis(120)),
                x: 0,
                y: 0,
            });
        self.client.perform_actions(mouse).await?;
        Ok(())
    }

    /// Lets go of a piece carried by [`Page::drag_and_hold`], where the pointer is.
    pub async fn let_go(&self) -> TestResult {
        let mouse = MouseActions::new("mouse".into()).then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        });
        self.client.perform_actions(mouse).await?;
        self.client.release_actions().await?;
        Ok(())
    }

    /// Right-button drag from `from` to `to` (the same square for a right-click): how a
    /// teacher draws arrows and circles.
    pub async fn right_drag(&self, from: &str, to: &str) -> TestResult {
        let from_el = self.find(&square(from)).await?;
        let to_el = self.find(&square(to)).await?;
        let mouse = MouseActions::new("mouse".into())
            .then(PointerAction::MoveToElement {
                element: from_el,
                duration: None,
                x: 0,
                y: 0,
            })
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_RIGHT,
            })
            .then(PointerAction::MoveToElement {
                element: to_el,
                duration: Some(Duration::from_millis(100)),
                x: 0,
                y: 0,
            })
            .then(PointerAction::Up {
                button: MOUSE_BUTTON_RIGHT,
            });
        self.client.perform_actions(mouse).await?;
        self.client.release_actions().await?;
        Ok(())
    }

    /// A finger drag from `from` to `to` (pointer type "touch"); the same square for a tap.
    pub async fn touch_drag(&self, from: &str, to: &str) -> TestResult {
        let from_el = self.find(&square(from)).await?;
        let to_el = self.find(&square(to)).await?;
        let finger = TouchActions::new("finger".into())
            .then(PointerAction::MoveToElement {
                element: from_el.clone(),
                duration: None,
                x: 0,
                y: 0,
            })
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .then(PointerAction::MoveToElement {
                element: from_el,
                duration: Some(Duration::from_millis(30)),
                x: if from == to { 0 } else { 8 },
                y: if from == to { 0 } else { 8 },
            })
            .then(PointerAction::MoveToElement {
                element: to_el,
                duration: Some(Duration::from_millis(120)),
                x: 0,
                y: 0,
            })
            .then(PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            });
        self.client.perform_actions(finger).await?;
        self.client.release_actions().await?;
        Ok(())
    }

    /// Moves the keyboard focus to a square.
    pub async fn focus(&self, sq: &str) -> TestResult {
        self.js(
            "document.querySelector(arguments[0]).focus();",
            vec![json!(square(sq))],
        )
        .await?;
        Ok(())
    }

    /// Presses a key on whatever has the focus: `page.key(Key::Enter)`.
    pub async fn key(&self, key: Key) -> TestResult {
        self.keys(&key.to_string()).await
    }

    /// Types text (which may contain [`Key`] characters) into the focused element.
    pub async fn keys(&self, text: &str) -> TestResult {
        self.client.active_element().await?.send_keys(text).await?;
        Ok(())
    }

    /// Replaces the value of an input and types `text` into it.
    pub async fn fill(&self, selector: &str, text: &str) -> TestResult {
        let input = self.find(selector).await?;
        input.clear().await?;
        input.send_keys(text).await?;
        Ok(())
    }

    /// The square that has the keyboard focus, if any.
    pub async fn focused_square(&self) -> Result<Option<String>, Error> {
        let value = self
            .js(
                "const e = document.activeElement; return e && e.getAttribute('data-square');",
                vec![],
            )
            .await?;
        Ok(value.as_str().map(str::to_string))
    }

    /// An attribute of the first element matching a selector (`None` if absent).
    pub async fn attr(&self, selector: &str, name: &str) -> Result<Option<String>, Error> {
        Ok(self.find(selector).await?.attr(name).await?)
    }

    /// The visible text of the first element matching a selector.
    pub async fn text(&self, selector: &str) -> Result<String, Error> {
        Ok(self.find(selector).await?.text().await?)
    }

    /// How many elements match a selector.
    pub async fn count(&self, selector: &str) -> Result<usize, Error> {
        Ok(self.client.find_all(Locator::Css(selector)).await?.len())
    }

    /// Whether any element matches a selector.
    pub async fn exists(&self, selector: &str) -> Result<bool, Error> {
        Ok(self.count(selector).await? > 0)
    }

    /// The piece code on a square (`Some("wP")`), `None` when empty.
    pub async fn piece_on(&self, sq: &str) -> Result<Option<String>, Error> {
        self.attr(&square(sq), "data-piece").await
    }

    /// Whether a square has a state class (`selected`, `dest`, `in-check`...).
    pub async fn has_class(&self, sq: &str, class: &str) -> Result<bool, Error> {
        let classes = self.attr(&square(sq), "class").await?.unwrap_or_default();
        Ok(classes.split_whitespace().any(|c| c == class))
    }

    /// The squares that have a state class, sorted: `squares_with("dest")` → `["e3", "e4"]`.
    pub async fn squares_with(&self, class: &str) -> Result<Vec<String>, Error> {
        let value = self
            .js(
                "return Array.from(document.querySelectorAll('[data-square]'))\
                 .filter(e => e.classList.contains(arguments[0]))\
                 .map(e => e.getAttribute('data-square')).sort();",
                vec![json!(class)],
            )
            .await?;
        Ok(serde_json::from_value(value)?)
    }

    /// Runs JavaScript in the page (`arguments[0]`... are `args`) and returns its result.
    pub async fn js(&self, script: &str, args: Vec<Value>) -> Result<Value, Error> {
        Ok(self.client.execute(script, args).await?)
    }

    /// Clicks the first element matching `selector`, which makes the page download a file,
    /// and returns the file's text. The page's `a.click()` on a download link is caught, and
    /// the link's blob read, so no file lands on the disk.
    pub async fn download_of(&self, selector: &str) -> Result<String, Error> {
        self.js(
            "window.__saved = null; const click = HTMLAnchorElement.prototype.click; \
             HTMLAnchorElement.prototype.click = function () { \
               if (this.download) { fetch(this.href).then(r => r.text()).then(t => window.__saved = t); } \
               else { click.call(this); } };",
            vec![],
        )
        .await?;
        self.click_on(selector).await?;
        self.wait_until("window.__saved !== null").await?;
        let saved = self.js("return window.__saved;", vec![]).await?;
        Ok(saved
            .as_str()
            .ok_or("the download is not text")?
            .to_string())
    }

    /// Waits until an element matches the selector.
    pub async fn wait_for(&self, selector: &str) -> TestResult {
        self.wait_until_true(
            &format!("an element matching {selector}"),
            "return document.querySelector(arguments[0]) !== null;",
            vec![json!(selector)],
        )
        .await
    }

    /// Waits until exactly `n` elements match the selector.
    pub async fn wait_for_count(&self, selector: &str, n: usize) -> TestResult {
        self.wait_until_true(
            &format!("{n} elements matching {selector}"),
            "return document.querySelectorAll(arguments[0]).length === arguments[1];",
            vec![json!(selector), json!(n)],
        )
        .await
    }

    /// Waits until a JavaScript expression is true: `page.wait_until("document.title !== ''")`.
    pub async fn wait_until(&self, expression: &str) -> TestResult {
        self.wait_until_true(expression, &format!("return !!({expression});"), vec![])
            .await
    }

    async fn wait_until_true(&self, what: &str, script: &str, args: Vec<Value>) -> TestResult {
        let start = Instant::now();
        loop {
            if self.js(script, args.clone()).await? == Value::Bool(true) {
                return Ok(());
            }
            if start.elapsed() > TIMEOUT {
                return Err(format!("timed out after {TIMEOUT:?} waiting for {what}").into());
            }
            tokio::time::sleep(Duration::from_millis(40)).await;
        }
    }

    /// Sizes the viewport, e.g. `resize(360, 740)` for a phone. Headless Chromium counts
    /// browser UI in the window size, so the window grows by the difference.
    pub async fn resize(&self, width: u32, height: u32) -> TestResult {
        self.client.set_window_size(width, height).await?;
        let inner = self
            .js("return [window.innerWidth, window.innerHeight];", vec![])
            .await?;
        let (w, h) = serde_json::from_value::<(u32, u32)>(inner)?;
        if (w, h) != (width, height) {
            let grow = |want: u32, got: u32| (2 * want).saturating_sub(got);
            self.client
                .set_window_size(grow(width, w), grow(height, h))
                .await?;
        }
        Ok(())
    }

    /// Saves a PNG of the viewport as `target/screenshots/<name>.png` and returns its path.
    pub async fn screenshot(&self, name: &str) -> Result<PathBuf, Error> {
        let png = self.client.screenshot().await?;
        let dir = std::env::var_os("CARGO_TARGET_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| repo().join("target"))
            .join("screenshots");
        std::fs::create_dir_all(&dir)?;
        let file: String = name
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                    c
                } else {
                    '-'
                }
            })
            .collect();
        let path = dir.join(format!("{file}.png"));
        std::fs::write(&path, png)?;
        Ok(path)
    }

    async fn find(&self, selector: &str) -> Result<fantoccini::elements::Element, Error> {
        let element = self
            .client
            .find(Locator::Css(selector))
            .await
            .map_err(|e| format!("no element matches {selector}: {e}"))?;
        // Inside a folded section (Play's "Position and game", the teachers' menu), the
        // element is opened first, by a click on the section's summary as a learner would.
        self.client
            .execute(
                "const d = arguments[0].closest('details:not([open])'); \
                 if (d && !arguments[0].matches('summary')) d.querySelector('summary').click();",
                vec![serde_json::to_value(&element)?],
            )
            .await?;
        Ok(element)
    }
}

fn free_port() -> std::io::Result<u16> {
    Ok(StdTcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

async fn wait_for_port(port: u16, driver: &mut Child) -> TestResult {
    let start = Instant::now();
    loop {
        if tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .is_ok()
        {
            return Ok(());
        }
        if let Some(status) = driver.try_wait()? {
            return Err(format!("chromedriver exited early ({status})").into());
        }
        if start.elapsed() > TIMEOUT {
            return Err(format!("chromedriver did not listen on port {port}").into());
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}
