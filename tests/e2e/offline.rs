//! The installable, offline site: the service worker keeps every route working with the
//! server stopped and Chromium's HTTP cache off, a new deploy waits for the learner's Reload
//! and then replaces everything at once, the manifest makes the site installable, and the
//! browser is asked to keep the progress.

use crate::harness::{dist, square, with_site, Error, Page, TestResult, TIMEOUT};
use crate::lessons::finish_step;
use check_tutor::lessons::catalog;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const NOTICE: &str = "[data-role=\"update-notice\"]";

/// Waits until a service worker controls the page, reloading once if the first visit was
/// not taken over.
pub async fn wait_controlled(page: &Page) -> TestResult {
    const CONTROLLED: &str = "navigator.serviceWorker.controller !== null";
    if page.wait_until(CONTROLLED).await.is_ok() {
        return Ok(());
    }
    page.client().refresh().await?;
    page.wait_until(CONTROLLED).await
}

/// Stops the server and turns Chromium's HTTP cache off, so only the worker can answer.
pub async fn go_offline(page: &Page) -> TestResult {
    page.server().stop().await?;
    page.cdp("Network.enable", json!({})).await?;
    page.cdp("Network.setCacheDisabled", json!({ "cacheDisabled": true }))
        .await?;
    // Nothing that is not precached can be had now.
    let fetched = page
        .js(
            "return fetch('/sw.js?probe=' + Date.now()).then(r => r.status + ' ' + r.url + ' ' + r.headers.get('content-type'), e => false);",
            vec![],
        )
        .await?;
    assert_eq!(fetched, Value::Bool(false), "the server is really gone");
    Ok(())
}

/// The page has kept everything for offline use (static/sw-register.js).
const ALL_KEPT: &str = "document.documentElement.dataset.offline === 'all'";

/// How many files the teacher's build has in its cache.
const TEACHER_KEPT: &str =
    "return caches.open('check-tutor-teacher').then(c => c.keys()).then(k => k.length);";

/// Waits until the teacher's build has `n` files in its cache.
async fn wait_teacher_kept(page: &Page, n: u64) -> TestResult {
    let start = Instant::now();
    while page.js(TEACHER_KEPT, vec![]).await? != json!(n) {
        if start.elapsed() > TIMEOUT {
            return Err(format!("the teacher's cache never held {n} files").into());
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Ok(())
}

/// Every square's piece, as a JSON object.
async fn pieces(page: &Page) -> Result<Value, Error> {
    page.js(
        "const o = {}; document.querySelectorAll('[data-square]').forEach(e => \
         o[e.dataset.square] = e.dataset.piece || ''); return o;",
        vec![],
    )
    .await
}

#[tokio::test]
async fn offline_every_route_reloads_with_the_server_stopped_and_no_http_cache() {
    with_site(&dist(), |page| async move {
        // Whether a service worker was registered when the app started: its precaching
        // must not share a slow link with the app's own download.
        page.cdp(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": "addEventListener('check-tutor-started', () => \
                navigator.serviceWorker.getRegistration().then(r => window.workerAtStart = !!r));" }),
        )
        .await?;
        // A slowish link (4 Mbit/s), so the page's load event comes well before the app starts.
        page.cdp("Network.enable", json!({})).await?;
        let link = |rate: f64| {
            json!({ "offline": false, "latency": 20, "downloadThroughput": rate, "uploadThroughput": rate })
        };
        page.cdp("Network.emulateNetworkConditions", link(500_000.0))
            .await?;
        // One visit, to the front page only.
        page.load("/", "[data-role=\"start\"]").await?;
        page.wait_until("window.workerAtStart === false").await?;
        page.cdp("Network.emulateNetworkConditions", link(-1.0))
            .await?;
        wait_controlled(&page).await?;
        // The teacher's build is not precached: the page fetches it once idle.
        page.wait_until(ALL_KEPT).await?;
        go_offline(&page).await?;

        page.load("/", "[data-role=\"start\"]").await?;

        let lessons = catalog::builtin().0.len();
        page.load("#/lessons", "[data-role=\"lesson-list\"]")
            .await?;
        page.wait_for_count("[data-role=\"lesson-list\"] [data-lesson]", lessons)
            .await?;

        // A lesson step never opened online: its last step, where a move is played.
        let draws = catalog::builtin()
            .0
            .into_iter()
            .find(|l| l.id == "draws")
            .ok_or("a lesson 'draws'")?;
        let n = draws.steps.len();
        page.goto(&format!("#/lesson/draws/{n}")).await?;
        let before = pieces(&page).await?;
        finish_step(&page, "draws", n).await?;
        assert_ne!(pieces(&page).await?, before, "a move was played");
        page.screenshot("offline-lesson").await?;

        page.goto("#/editor").await?;
        page.click("e2").await?;
        page.click("e4").await?;
        page.wait_for(&format!("{}[data-piece=\"wP\"]", square("e4")))
            .await?;
        assert_eq!(page.piece_on("e2").await?, None);

        page.goto("#/play").await?;
        page.drag("e2", "e4").await?;
        page.wait_for(&format!("{}[data-piece=\"wP\"]", square("e4")))
            .await?;
        page.screenshot("offline-play").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn offline_saving_data_keeps_the_teachers_build_only_once_it_is_used() {
    let empty = match TempSite::empty("saving") {
        Ok(site) => site,
        Err(e) => panic!("could not make an empty site: {e}"),
    };
    let empty_root = empty.0.clone();
    with_site(&dist(), |page| async move {
        // A phone that asks to save data.
        page.cdp(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": "Object.defineProperty(NetworkInformation.prototype, 'saveData', \
                              { get: () => true, configurable: true });" }),
        )
        .await?;
        page.load("/", "[data-role=\"start\"]").await?;
        assert_eq!(
            page.js("return navigator.connection.saveData;", vec![])
                .await?,
            json!(true)
        );
        wait_controlled(&page).await?;
        page.wait_until("document.documentElement.dataset.offline === 'used'")
            .await?;
        assert_eq!(page.js(TEACHER_KEPT, vec![]).await?, json!(0));
        let files = app_files(&page).await?;
        assert!(
            !files.is_empty() && !files.iter().any(|f| f.contains("check-tutor-teacher")),
            "the learner's page never fetched the teacher's build: {files:?}"
        );

        // The teacher's build cannot be had now (a server that lost it, or no network): a
        // teacher's page says so, and its link leads to the learner's pages, which are kept.
        page.server().set_root(&empty_root);
        page.client().goto("about:blank").await?;
        page.client().goto(&page.url("#/editor")).await?;
        page.wait_for("[data-role=\"load-failed\"]").await?;
        let said = page.text("[data-role=\"load-failed\"]").await?;
        assert!(said.contains("could not be loaded"), "{said}");
        page.screenshot("load-failed").await?;
        page.click_on("[data-role=\"load-failed\"] a").await?;
        page.wait_for("[data-role=\"start\"]").await?;

        // Opened once with the build there, the editor is kept, and reloads offline.
        page.server().set_root(dist());
        page.goto("#/editor").await?;
        page.wait_until("document.documentElement.dataset.offline === 'used'")
            .await?;
        wait_teacher_kept(&page, 2).await?;
        go_offline(&page).await?;
        page.goto("#/editor").await?;
        page.click("e2").await?;
        page.click("e4").await?;
        page.wait_for(&format!("{}[data-piece=\"wP\"]", square("e4")))
            .await?;
        page.goto("#/play").await?;
        Ok(())
    })
    .await;
    drop(empty);
}

/// A file taken out of a [`TempSite`]: its path and bytes.
pub type KeptFile = (PathBuf, Vec<u8>);

/// A temporary copy of a folder, removed when dropped.
pub struct TempSite(pub PathBuf);

impl TempSite {
    pub fn copy_of(from: &Path, name: &str) -> std::io::Result<TempSite> {
        let to = std::env::temp_dir().join(format!(
            "check-tutor-site-{name}-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = std::fs::remove_dir_all(&to);
        copy_dir(from, &to)?;
        Ok(TempSite(to))
    }

    /// An empty folder: a server that has lost every file.
    pub fn empty(name: &str) -> std::io::Result<TempSite> {
        let to = std::env::temp_dir().join(format!(
            "check-tutor-site-{name}-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = std::fs::remove_dir_all(&to);
        std::fs::create_dir_all(&to)?;
        Ok(TempSite(to))
    }

    /// A copy of `from` without the helper worker's two files (its JS and wasm), as after
    /// a deploy that lost them, and those files' paths and bytes, to put back.
    pub fn without_worker(from: &Path, name: &str) -> std::io::Result<(TempSite, Vec<KeptFile>)> {
        let site = TempSite::copy_of(from, name)?;
        let mut kept = Vec::new();
        for entry in std::fs::read_dir(&site.0)? {
            let path = entry?.path();
            let name = path.to_string_lossy();
            // The files themselves; their precompressed copies (.br, .gz) go too.
            if name.contains("check-tutor-engine-")
                && (name.ends_with(".js") || name.ends_with(".wasm"))
            {
                kept.push((path.clone(), std::fs::read(&path)?));
                std::fs::remove_file(&path)?;
            }
        }
        assert_eq!(kept.len(), 2, "the worker's JS and wasm");
        for entry in std::fs::read_dir(&site.0)? {
            let path = entry?.path();
            if path.to_string_lossy().contains("check-tutor-engine-") {
                std::fs::remove_file(&path)?;
            }
        }
        Ok((site, kept))
    }
}

impl Drop for TempSite {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn copy_dir(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), target)?;
        }
    }
    Ok(())
}

fn edit(path: &Path, change: impl FnOnce(String) -> String) -> Result<(), Error> {
    let text = std::fs::read_to_string(path)?;
    std::fs::write(path, change(text))?;
    Ok(())
}

/// A different revision string of the same length.
fn other_revision(revision: &str) -> String {
    revision
        .chars()
        .map(|c| match c {
            '0'..='8' | 'a'..='e' => char::from(c as u8 + 1),
            '9' => 'a',
            _ => '0',
        })
        .collect()
}

/// Gives the precache entry of `url` in sw.js a new revision (a changed file).
fn new_revision(sw: String, url: &str) -> String {
    let key = format!("{{url:\"{url}\",revision:\"");
    let Some(at) = sw.find(&key).map(|i| i + key.len()) else {
        panic!("sw.js precaches {url} with a revision");
    };
    let end = at + sw[at..].find('"').unwrap_or(0);
    format!(
        "{}{}{}",
        &sw[..at],
        other_revision(&sw[at..end]),
        &sw[end..]
    )
}

/// The hash trunk put into the app's file names (check-tutor-<hash>.js).
fn app_hash(site: &Path) -> Result<String, Error> {
    for entry in std::fs::read_dir(site)? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        // The learner's build: `check-tutor-teacher-<hash>.js` is the other one.
        if let Some(hash) = name
            .strip_prefix("check-tutor-")
            .and_then(|n| n.strip_suffix(".js"))
            .filter(|h| h.chars().all(|c| c.is_ascii_hexdigit()))
        {
            return Ok(hash.to_string());
        }
    }
    Err("no check-tutor-<hash>.js in the site".into())
}

/// Version A is `dist/` marked "A"; version B is the same build deployed again as a new
/// version: its own JS and wasm file names for the learner's build, index.html marked "B", the first lesson's
/// title changed, and sw.js precaching all that.
fn two_versions() -> Result<(TempSite, TempSite, String, String), Error> {
    let a = TempSite::copy_of(&dist(), "a")?;
    let b = TempSite::copy_of(&dist(), "b")?;
    let mark = |v: &'static str| {
        move |html: String| {
            html.replace(
                "</head>",
                &format!("<meta name=check-tutor-version content={v}></head>"),
            )
        }
    };
    edit(&a.0.join("index.html"), mark("A"))?;
    edit(&b.0.join("index.html"), mark("B"))?;

    let hash_a = app_hash(&a.0)?;
    let hash_b = other_revision(&hash_a);
    for suffix in [".js", "_bg.wasm"] {
        std::fs::rename(
            b.0.join(format!("check-tutor-{hash_a}{suffix}")),
            b.0.join(format!("check-tutor-{hash_b}{suffix}")),
        )?;
    }
    edit(&b.0.join("index.html"), |t| t.replace(&hash_a, &hash_b))?;
    let first = &catalog::LESSON_FILES[0];
    edit(&b.0.join("lessons").join(first), |t| {
        t.replacen("\"title\": \"", "\"title\": \"(B) ", 1)
    })?;
    edit(&b.0.join("sw.js"), |sw| {
        let sw = sw.replace(&hash_a, &hash_b);
        let sw = new_revision(sw, "index.html");
        new_revision(sw, &format!("lessons/{first}"))
    })?;
    Ok((a, b, hash_a, hash_b))
}

/// Waits until a script is true, across page loads (a script that runs while the page is
/// being replaced fails, and is tried again).
async fn wait_across_loads(page: &Page, expression: &str) -> TestResult {
    let start = Instant::now();
    loop {
        let script = format!("return !!({expression});");
        if let Ok(Value::Bool(true)) = page.js(&script, vec![]).await {
            return Ok(());
        }
        if start.elapsed() > TIMEOUT * 2 {
            return Err(format!("timed out waiting for {expression}").into());
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The version marked in the page's index.html.
const VERSION: &str = "document.querySelector('meta[name=check-tutor-version]').content";

/// The names of every file the page loaded that carries a hash.
async fn app_files(page: &Page) -> Result<Vec<String>, Error> {
    let names = page
        .js(
            "return performance.getEntriesByType('resource').map(e => e.name)\
             .filter(n => n.includes('/check-tutor-'));",
            vec![],
        )
        .await?;
    Ok(serde_json::from_value(names)?)
}

#[tokio::test]
async fn offline_a_new_version_waits_for_reload_then_replaces_every_file() {
    let (a, b, hash_a, hash_b) = match two_versions() {
        Ok(sites) => sites,
        Err(e) => panic!("could not make two versions of the site: {e}"),
    };
    let b_root = b.0.clone();
    with_site(&a.0, |page| async move {
        let first_title = catalog::builtin().0[0].title.clone();
        let first_title_b = format!("(B) {first_title}");

        page.goto("#/play").await?;
        wait_controlled(&page).await?;
        assert_eq!(page.js(&format!("return {VERSION};"), vec![]).await?, json!("A"));
        assert!(!page.exists(NOTICE).await?, "no notice on the first visit");

        // B is deployed. The page open in the browser looks for it (as it does every hour).
        page.server().set_root(&b_root);
        page.js(
            "return navigator.serviceWorker.getRegistration().then(r => r.update()).then(() => true);",
            vec![],
        )
        .await?;
        page.wait_for(NOTICE).await?;
        assert_eq!(
            page.text(NOTICE).await?.split_whitespace().collect::<Vec<_>>(),
            ["A", "new", "version", "is", "ready", "Reload"]
        );

        // Until Reload, the open page goes on with A's files: the lessons it fetches now
        // are A's, and so are its moves.
        page.set_hash("#/lessons").await?;
        page.wait_for("[data-role=\"lesson-list\"]").await?;
        let list = page.text("[data-role=\"lesson-list\"]").await?;
        assert!(list.contains(&first_title), "{list}");
        assert!(!list.contains(&first_title_b), "{list}");

        page.screenshot("update-notice-desktop").await?;
        page.resize(360, 740).await?;
        page.screenshot("update-notice-phone").await?;
        page.resize(crate::harness::WINDOW.0, crate::harness::WINDOW.1)
            .await?;

        // A reload by the browser's own button is still A, whole, and says B is ready.
        // (Leaving the site, by contrast, lets B take over: no page of A is left.)
        page.client().refresh().await?;
        wait_across_loads(&page, "document.querySelector('[data-role=\"lesson-list\"]')").await?;
        assert_eq!(page.js(&format!("return {VERSION};"), vec![]).await?, json!("A"));
        page.wait_for(NOTICE).await?;
        let list = page.text("[data-role=\"lesson-list\"]").await?;
        assert!(!list.contains(&first_title_b), "{list}");
        let files = app_files(&page).await?;
        assert!(files.iter().all(|f| f.contains(&hash_a)), "{files:?}");

        // Reload: B, whole.
        page.click_on("[data-role=\"update-reload\"]").await?;
        wait_across_loads(&page, &format!("{VERSION} === 'B'")).await?;
        page.wait_for("[data-role=\"lesson-list\"]").await?;
        let list = page.text("[data-role=\"lesson-list\"]").await?;
        assert!(list.contains(&first_title_b), "{list}");
        let files = app_files(&page).await?;
        assert!(
            !files.is_empty() && files.iter().all(|f| f.contains(&hash_b)),
            "only B's files: {files:?}"
        );
        assert!(!page.exists(NOTICE).await?, "no notice once on B");

        // And B is what works offline now.
        go_offline(&page).await?;
        page.goto("#/play").await?;
        assert_eq!(page.js(&format!("return {VERSION};"), vec![]).await?, json!("B"));
        page.click("e2").await?;
        page.click("e4").await?;
        page.wait_for(&format!("{}[data-piece=\"wP\"]", square("e4")))
            .await?;
        Ok(())
    })
    .await;
    drop((a, b));
}

#[tokio::test]
async fn offline_install_the_manifest_names_the_app_and_its_icons_load() {
    with_site(&dist(), |page| async move {
        page.load("/", "[data-role=\"start\"]").await?;
        let manifest = page
            .js(
                "const href = document.querySelector('link[rel=manifest]').href; \
                 return fetch(href).then(r => r.json()).then(m => ({ href, m }));",
                vec![],
            )
            .await?;
        let (href, m) = (&manifest["href"], &manifest["m"]);
        assert_eq!(m["name"], "Check Tutor");
        assert!(m["short_name"].as_str().is_some_and(|s| s.len() <= 12));
        assert!(m["description"].as_str().is_some_and(|s| !s.is_empty()));
        assert_eq!(m["display"], "standalone");
        assert_eq!(m["theme_color"], "#2f6f3e");
        assert_eq!(m["background_color"], "#f4f2ee");
        assert_eq!(m["start_url"], "./");
        assert_eq!(m["scope"], "./");

        // Every icon loads at the size the manifest gives it; 192 and 512, plain and
        // maskable, are all there.
        let icons = m["icons"].as_array().ok_or("icons")?;
        let mut have = Vec::new();
        for icon in icons {
            let sizes = icon["sizes"].as_str().ok_or("sizes")?;
            let purpose = icon["purpose"].as_str().unwrap_or("any");
            let got = page
                .js(
                    "const img = new Image(); img.src = new URL(arguments[0], arguments[1]).href; \
                     return img.decode().then(() => [img.naturalWidth, img.naturalHeight]);",
                    vec![icon["src"].clone(), href.clone()],
                )
                .await?;
            let (w, h): (u32, u32) = serde_json::from_value(got)?;
            if sizes != "any" {
                assert_eq!(format!("{w}x{h}"), sizes, "{icon}");
            }
            have.push(format!("{sizes} {purpose}"));
        }
        for want in [
            "192x192 any",
            "512x512 any",
            "192x192 maskable",
            "512x512 maskable",
        ] {
            assert!(have.iter().any(|h| h == want), "{want} in {have:?}");
        }

        // The worker controls the start URL, and Chromium finds nothing that stops an
        // install.
        let start = page
            .js(
                "return new URL(arguments[0], arguments[1]).href;",
                vec![m["start_url"].clone(), href.clone()],
            )
            .await?;
        let start = start.as_str().ok_or("start URL")?.to_string();
        wait_controlled(&page).await?;
        page.client().goto(&start).await?;
        page.wait_for("[data-role=\"start\"]").await?;
        let scope = page
            .js(
                "return navigator.serviceWorker.controller && \
                 navigator.serviceWorker.getRegistration().then(r => r.scope);",
                vec![],
            )
            .await?;
        let scope = scope.as_str().ok_or("a worker controls the start URL")?;
        assert!(start.starts_with(scope), "{start} is in {scope}");
        let errors = page.cdp("Page.getInstallabilityErrors", json!({})).await?;
        assert_eq!(
            errors["installabilityErrors"],
            json!([]),
            "installable: {errors}"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn offline_progress_the_browser_is_asked_once_to_keep_it() {
    with_site(&dist(), |page| async move {
        page.goto("#/lesson/what-is-check/1").await?;
        page.js(
            "window.asked = 0; \
             navigator.storage.persist = () => { window.asked += 1; return Promise.resolve(false); };",
            vec![],
        )
        .await?;
        finish_step(&page, "what-is-check", 1).await?;
        page.wait_until("window.asked === 1").await?;
        page.set_hash("#/lesson/what-is-check/2").await?;
        finish_step(&page, "what-is-check", 2).await?;
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert_eq!(page.js("return window.asked;", vec![]).await?, json!(1));
        // A browser that keeps nothing for good is not an error.
        assert!(!page.exists("[data-role=\"progress-notice\"]").await?);

        // A browser that cannot be asked: said once, and the lesson goes on.
        page.goto("#/lesson/what-is-check/1").await?;
        page.js(
            "navigator.storage.persist = () => Promise.reject(new TypeError('no storage manager'));",
            vec![],
        )
        .await?;
        finish_step(&page, "what-is-check", 1).await?;
        page.wait_for("[data-role=\"progress-notice\"]").await?;
        let said = page.text("[data-role=\"progress-notice\"]").await?;
        assert!(said.contains("may clear your progress"), "{said}");
        page.screenshot("offline-keep-unavailable").await?;
        page.set_hash("#/lesson/what-is-check/2").await?;
        finish_step(&page, "what-is-check", 2).await?;
        assert!(!page.exists("[data-role=\"progress-notice\"]").await?);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn offline_an_installed_app_still_has_every_icon() {
    with_site(&dist(), |page| async move {
        page.load("/", "[data-role=\"start\"]").await?;
        wait_controlled(&page).await?;
        let icons = page
            .js(
                "const href = document.querySelector('link[rel=manifest]').href; \
                 return fetch(href).then(r => r.json()) \
                   .then(m => m.icons.map(i => new URL(i.src, href).href));",
                vec![],
            )
            .await?;
        let icons = icons.as_array().ok_or("icons")?.clone();
        assert!(icons.len() >= 5, "{icons:?}");
        go_offline(&page).await?;
        for icon in icons {
            let size = page
                .js(
                    "const img = new Image(); img.src = arguments[0]; \
                     return img.decode().then(() => img.naturalWidth, () => 0);",
                    vec![icon.clone()],
                )
                .await?;
            assert!(
                size.as_u64().is_some_and(|w| w > 0),
                "{icon} offline: {size}"
            );
        }
        Ok(())
    })
    .await;
}
