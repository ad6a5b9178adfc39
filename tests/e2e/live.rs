//! A live class against a real NATS broker (`nats-server`, started here with the
//! repository's `live/nats.conf` on ports of its own, with the bucket made as
//! `scripts/live-broker` makes it): a teacher and three pupils, each in a browser of their
//! own. The pupils follow the teacher's steps, one joins late by the typed
//! code and one reloads; answers are counted on the teacher's screen; Reveal reaches every
//! pupil; a forged, unsigned step is ignored; the broker is killed and started again
//! mid-class; the class ends, with the results as CSV and the lesson in each pupil's
//! progress.

use crate::harness::{dist, Key, Page, TestResult};
use crate::voice::axe_clean;
use serde_json::json;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A broker on its own ports with its own store, for one test.
struct Broker {
    child: Option<Child>,
    config: PathBuf,
    store: PathBuf,
    client_port: u16,
    ws_port: u16,
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn nats_server() -> PathBuf {
    let tools = std::env::var("CHECK_TUTOR_TOOLS")
        .map(PathBuf::from)
        .unwrap_or_else(|_| {
            PathBuf::from(std::env::var("HOME").unwrap_or_default())
                .join(".local/share/check-tutor")
        });
    let venv = tools.join("venv/bin/nats-server");
    if venv.is_file() {
        return venv;
    }
    PathBuf::from("nats-server")
}

impl Broker {
    fn start(dir: &Path) -> Broker {
        let (client_port, ws_port) = (free_port(), free_port());
        let repo = std::env::current_dir().expect("the repository");
        let config = dir.join("nats-test.conf");
        // The repository's config, with this test's ports (a later setting wins; an include
        // is read from the including file's folder).
        std::fs::copy(repo.join("live/nats.conf"), dir.join("nats.conf")).expect("live/nats.conf");
        std::fs::write(
            &config,
            format!(
                "include \"nats.conf\"\nlisten: \"127.0.0.1:{client_port}\"\n\
                 websocket {{\n  listen: \"127.0.0.1:{ws_port}\"\n  no_tls: true\n}}\n"
            ),
        )
        .expect("the test's broker config");
        let mut b = Broker {
            child: None,
            config,
            store: dir.join("store"),
            client_port,
            ws_port,
        };
        b.run();
        b.make_bucket();
        b
    }

    fn run(&mut self) {
        let child = Command::new(nats_server())
            .arg("-c")
            .arg(&self.config)
            .arg("-sd")
            .arg(&self.store)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("nats-server starts (scripts/setup.sh installs it)");
        self.child = Some(child);
        // Ready once both listeners take connections.
        for _ in 0..200 {
            let up = |p: u16| std::net::TcpStream::connect(("127.0.0.1", p)).is_ok();
            if up(self.client_port) && up(self.ws_port) {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("nats-server did not start listening");
    }

    fn kill(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }

    /// Makes the bucket `live` as `scripts/live-broker` makes it for `make serve` and a
    /// school's broker: no roll-ups, purges or message deletes, so the pages work with the
    /// bucket they would find in production rather than the laxer one they would make. Asked
    /// in NATS's text protocol (a JetStream API request with a reply inbox), again until
    /// JetStream, just started, answers.
    fn make_bucket(&self) {
        let config = json!({
            "name": "KV_live", "subjects": ["$KV.live.>"], "retention": "limits",
            "max_msgs_per_subject": 1, "max_age": 12u64 * 3600 * 1_000_000_000,
            "max_msg_size": 65536, "storage": "file", "discard": "new", "num_replicas": 1,
            "allow_direct": true, "allow_rollup_hdrs": false, "deny_delete": true,
            "deny_purge": true,
        })
        .to_string();
        let mut last = String::new();
        for _ in 0..40 {
            last = self.request("$JS.API.STREAM.CREATE.KV_live", &config);
            if last.contains("\"deny_purge\":true") && !last.contains("\"error\"") {
                return;
            }
            std::thread::sleep(Duration::from_millis(250));
        }
        panic!("the hardened bucket could not be made: {last}");
    }

    /// The bucket's stream as the broker describes it (`$JS.API.STREAM.INFO`).
    fn bucket_info(&self) -> String {
        self.request("$JS.API.STREAM.INFO.KV_live", "")
    }

    /// A request and its reply, through an inbox of its own.
    fn request(&self, subject: &str, payload: &str) -> String {
        let mut s = self.connect();
        s.set_read_timeout(Some(Duration::from_millis(500)))
            .expect("a read timeout");
        let ask = format!(
            "SUB _INBOX.test 1\r\nPUB {subject} _INBOX.test {}\r\n{payload}\r\n",
            payload.len()
        );
        s.write_all(ask.as_bytes()).expect("a request");
        read_reply(&mut s)
    }

    fn connect(&self) -> std::net::TcpStream {
        let mut s = std::net::TcpStream::connect(("127.0.0.1", self.client_port)).expect("connect");
        s.write_all(b"CONNECT {\"verbose\":false,\"pedantic\":false}\r\n")
            .expect("connect");
        s
    }

    /// Publishes `payload` on `subject` as any client of the broker could, in NATS's own
    /// text protocol (no signature, no client library).
    fn publish(&self, subject: &str, payload: &str) {
        let mut s = self.connect();
        let msg = format!("PUB {subject} {}\r\n{payload}\r\nPING\r\n", payload.len());
        s.write_all(msg.as_bytes()).expect("publish");
        // The server's PONG says it read everything before it.
        let mut got = Vec::new();
        let mut buf = [0u8; 512];
        while !String::from_utf8_lossy(&got).contains("PONG") {
            let n = std::io::Read::read(&mut s, &mut buf).expect("read");
            assert!(n > 0, "the broker closed the connection");
            got.extend_from_slice(&buf[..n]);
        }
        assert!(
            !String::from_utf8_lossy(&got).contains("-ERR"),
            "the broker refused the publish: {}",
            String::from_utf8_lossy(&got)
        );
    }
}

impl Drop for Broker {
    fn drop(&mut self) {
        self.kill();
    }
}

/// What the broker sent until the reply to a request (its `MSG` line and payload), or until
/// it said nothing for the read timeout.
fn read_reply(s: &mut std::net::TcpStream) -> String {
    let done = |t: &str| {
        t.find("MSG _INBOX")
            .is_some_and(|i| t[i..].matches("\r\n").count() >= 2)
    };
    let mut got = String::new();
    let mut buf = [0u8; 4096];
    while !done(&got) {
        match std::io::Read::read(s, &mut buf) {
            Ok(n) if n > 0 => got.push_str(&String::from_utf8_lossy(&buf[..n])),
            _ => break,
        }
    }
    got
}

/// A copy of the built site whose `live.json` points at `ws_port`.
fn site(dir: &Path, ws_port: u16) -> PathBuf {
    let root = dir.join("site");
    copy_dir(&dist(), &root);
    std::fs::write(
        root.join("live.json"),
        json!({ "url": format!("ws://127.0.0.1:{ws_port}") }).to_string(),
    )
    .expect("live.json");
    // The precompressed copy would be served in its place.
    let _ = std::fs::remove_file(root.join("live.json.gz"));
    let _ = std::fs::remove_file(root.join("live.json.br"));
    root
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("mkdir");
    for e in std::fs::read_dir(from).expect("read dist") {
        let e = e.expect("entry");
        let target = to.join(e.file_name());
        if e.file_type().expect("type").is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), &target).expect("copy");
        }
    }
}

async fn step_shown(page: &Page, n: usize) -> TestResult {
    page.wait_until(&format!(
        "(document.querySelector('[data-role=live-where]')?.textContent || '').includes('step {n} of')"
    ))
    .await
}

/// Waits for the teacher's panel to count `answered` answers, and checks `right` of them are.
async fn answers_are(teacher: &Page, answered: usize, right: usize) -> TestResult {
    teacher
        .wait_until(&format!(
            "document.querySelector('[data-role=live-answers]')?.dataset.answered === '{answered}'"
        ))
        .await?;
    let shown = teacher
        .attr("[data-role=live-answers]", "data-right")
        .await?;
    assert_eq!(shown, Some(right.to_string()), "right answers");
    Ok(())
}

async fn status_is(page: &Page, status: &str) -> TestResult {
    page.wait_until(&format!(
        "document.querySelector('[data-role=live-status]')?.dataset.status === '{status}'"
    ))
    .await
}

#[tokio::test]
async fn a_live_class_follows_counts_reveals_survives_faults_and_ends() {
    let dir = std::env::temp_dir().join(format!("check-tutor-live-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut broker = Broker::start(&dir);
    let root = site(&dir, broker.ws_port);
    let teacher = Page::start(&root).await.expect("the teacher's browser");
    let mut pupils = Vec::new();
    for _ in 0..3 {
        pupils.push(Page::start(&root).await.expect("a pupil's browser"));
    }
    let outcome = class(&teacher, &pupils, &mut broker).await;
    if outcome.is_err() {
        for (i, p) in std::iter::once(&teacher).chain(&pupils).enumerate() {
            let _ = p.screenshot(&format!("FAILED-live-{i}")).await;
        }
    }
    for p in pupils {
        p.close().await;
    }
    teacher.close().await;
    drop(broker);
    let _ = std::fs::remove_dir_all(&dir);
    outcome.expect("the live class");
}

async fn class(teacher: &Page, pupils: &[Page], broker: &mut Broker) -> TestResult {
    let (ana, ben, cleo) = (&pupils[0], &pupils[1], &pupils[2]);
    // The teacher starts a class on lesson 1's first step (a question).
    teacher
        .load("#/present/what-is-check/1", "[data-role=live-start]")
        .await?;
    teacher.click_on("[data-role=live-start]").await?;
    teacher.wait_for("[data-role=live-link]").await?;
    let link = teacher
        .attr("[data-role=live-link]", "href")
        .await?
        .unwrap_or_default();
    let code = teacher.text("[data-role=live-code]").await?;
    assert_eq!(code.len(), 6, "a six-letter code: {code:?}");
    assert!(
        teacher.exists("[data-role=live-qr] path").await?,
        "a QR code"
    );
    let hash = format!(
        "#{}",
        link.split_once('#').ok_or("a join link with a hash")?.1
    );
    let class_id = hash
        .split(['?', '&'])
        .find_map(|p| p.strip_prefix("class="))
        .ok_or("the class in the link")?
        .to_string();

    // Ana opens the link, Ben types the code; both see step 1 at once.
    ana.load(&hash, "[data-role=live-where]").await?;
    step_shown(ana, 1).await?;
    ana.fill("[data-role=live-name]", "Ana").await?;
    ana.key(Key::Tab).await?;
    ben.load("#/join", "[data-role=live-code-input]").await?;
    ben.fill("[data-role=live-code-input]", &code.to_ascii_lowercase())
        .await?;
    ben.click_on("[data-role=live-join]").await?;
    step_shown(ben, 1).await?;
    // A wrong code is told, and the page stays usable.
    cleo.load("#/join?code=ZZZZZZ", "[data-role=live-error]")
        .await?;
    assert!(cleo.exists("[data-role=live-code-input]").await?);

    // Ana answers right (B), Ben wrong (A): the teacher sees it.
    ana.click_on("[data-answer=\"1\"]").await?;
    ben.click_on("[data-answer=\"0\"]").await?;
    answers_are(teacher, 2, 1).await?;
    let wrong = teacher.text("[data-role=live-common-wrong]").await?;
    assert!(wrong.contains("A: Not in check"), "{wrong}");
    assert!(teacher
        .text("[data-role=live-pupils]")
        .await?
        .contains("2 pupils"));
    teacher.screenshot("live-teacher-answers").await?;

    // Reveal: on every pupil's device, with their own verdict.
    teacher
        .click_on("[data-role=present-answer-toggle]")
        .await?;
    ana.wait_for("[data-role=live-revealed]").await?;
    ben.wait_for("[data-role=live-revealed]").await?;
    assert!(ana.text("[data-role=live-mine]").await?.contains("right!"));
    assert!(ben
        .text("[data-role=live-mine]")
        .await?
        .contains("not right"));
    ana.screenshot("live-pupil-revealed").await?;
    axe_clean(ana, "a pupil's page with the answer shown").await?;
    axe_clean(cleo, "the join page after a wrong code").await?;

    // The next step; Cleo joins late with the code and gets it at once.
    teacher.click_on("[data-role=present-next]").await?;
    step_shown(ana, 2).await?;
    step_shown(ben, 2).await?;
    cleo.fill("[data-role=live-code-input]", &code).await?;
    cleo.click_on("[data-role=live-join]").await?;
    step_shown(cleo, 2).await?;
    teacher
        .wait_until("(document.querySelector('[data-role=live-pupils]')?.textContent || '').includes('3 pupils')")
        .await?;
    // Cleo plays a refused move: it is explained to her alone; then the right one.
    cleo.drag("e4", "e6").await?;
    cleo.wait_for("[data-role=lesson-feedback][data-outcome=failure]")
        .await?;
    assert!(
        !ana.exists("[data-role=lesson-feedback]").await?,
        "Cleo's move reached Ana"
    );
    ana.drag("e4", "f6").await?;
    ana.wait_for("[data-role=live-wait]").await?;
    teacher
        .wait_until("document.querySelector('[data-role=live-answers]')?.dataset.answered === '2'")
        .await?;
    let waiting = teacher.text("[data-role=live-waiting]").await?;
    assert!(
        waiting.contains("Pupil 2"),
        "Ben, who gave no name, still thinking: {waiting}"
    );
    assert!(!waiting.contains("Ana"), "{waiting}");
    let wrong = teacher.text("[data-role=live-common-wrong]").await?;
    assert!(wrong.contains("e4–e6"), "{wrong}");

    // Ana reloads: the same step, and still one pupil (the teacher counts three).
    ana.load(&hash, "[data-role=live-where]").await?;
    step_shown(ana, 2).await?;
    assert_eq!(
        ana.js(
            "return document.querySelector('[data-role=live-name]').value;",
            vec![]
        )
        .await?,
        json!("Ana")
    );

    // A forged step, unsigned, straight to the broker: a far step with a high sequence
    // number. Had a pupil taken it, the teacher's next step would be refused as older.
    let forged = json!({
        "body": json!({"class": class_id, "seq": 999, "lesson": {"id": "what-is-check"}, "step": 7}).to_string(),
        "sig": "AAAA",
    });
    broker.publish(
        &format!("$KV.live.class.{class_id}.step"),
        &forged.to_string(),
    );
    teacher.click_on("[data-role=present-next]").await?;
    for p in pupils {
        step_shown(p, 3).await?;
    }

    // The broker goes down mid-class, and comes back.
    broker.kill();
    for p in std::iter::once(teacher).chain(pupils) {
        status_is(p, "reconnecting").await?;
    }
    ben.screenshot("live-pupil-reconnecting").await?;
    broker.run();
    for p in std::iter::once(teacher).chain(pupils) {
        status_is(p, "connected").await?;
    }
    teacher.click_on("[data-role=present-next]").await?;
    for p in pupils {
        step_shown(p, 4).await?;
    }
    teacher
        .wait_until("(document.querySelector('[data-role=live-pupils]')?.textContent || '').includes('3 pupils')")
        .await?;

    // Step 5 shows moves: each pupil's board follows the teacher's through them.
    teacher.click_on("[data-role=present-next]").await?;
    for p in pupils {
        step_shown(p, 5).await?;
    }
    teacher.click_on("[data-role=present-next]").await?;
    teacher.click_on("[data-role=present-next]").await?;
    for p in pupils {
        p.wait_until("(document.querySelector('.watch span')?.textContent || '') === '2 / 5'")
            .await?;
    }
    assert!(
        ana.exists("[data-square=\"f7\"][data-piece=\"bK\"]")
            .await?
    );

    // The results, then the end.
    let csv = teacher.download_of("[data-role=live-results]").await?;
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 4, "a head and three pupils: {csv}");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("\"Ana\",\"right\",\"right\"")),
        "{csv}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("\"Pupil 2\",\"wrong: A: Not in check\"")),
        "{csv}"
    );
    // The class goes on to lesson 2 (by the teacher's own navigation): its first step counts
    // its own answers, not lesson 1's first step's.
    teacher
        .js(
            "location.hash = '#/present/ways-out-of-check/1'; return null;",
            vec![],
        )
        .await?;
    for p in pupils {
        p.wait_until("(document.querySelector('[data-role=live-where]')?.textContent || '').includes('Three ways out of check')")
            .await?;
        step_shown(p, 1).await?;
    }
    teacher
        .wait_until("document.querySelector('[data-role=live-answers]')?.dataset.answered === '0'")
        .await?;
    ana.drag("e1", "d2").await?;
    answers_are(teacher, 1, 1).await?;
    teacher.click_on("[data-role=live-end]").await?;
    teacher.wait_for("[data-role=live-ended]").await?;
    for p in pupils {
        p.wait_for("[data-role=live-ended]").await?;
    }
    // The pages worked with the bucket as a school's broker has it, and left it so.
    let info = broker.bucket_info();
    for hardened in ["\"deny_purge\":true", "\"deny_delete\":true"] {
        assert!(info.contains(hardened), "{hardened} in {info}");
    }
    assert!(!info.contains("\"allow_rollup_hdrs\":true"), "{info}");
    // The code is gone with the class; an entry put under it by anyone but the teacher
    // (a key whose code is not this one) is refused, not followed.
    ana.load(&format!("#/join?code={code}"), "[data-role=live-error]")
        .await?;
    let forged = json!({ "class": class_id, "key": "A".repeat(43) });
    broker.publish(&format!("$KV.live.code.{code}"), &forged.to_string());
    ana.load(&format!("#/join?code={code}"), "[data-role=live-error]")
        .await?;
    assert!(ana
        .text("[data-role=live-error]")
        .await?
        .contains("no class with that code"));
    // The pupils keep the lesson's steps they finished.
    let progress = ana
        .js(
            "return localStorage.getItem('check-tutor-progress') || '';",
            vec![],
        )
        .await?;
    assert!(
        progress
            .as_str()
            .unwrap_or_default()
            .contains("what-is-check"),
        "{progress}"
    );
    Ok(())
}

#[tokio::test]
async fn with_no_broker_or_no_live_json_each_side_is_told_and_the_page_keeps_working() {
    let dir = std::env::temp_dir().join(format!("check-tutor-nolive-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    // Nothing listens on this port.
    let root = site(&dir, free_port());
    let page = Page::start(&root).await.expect("a browser");
    let outcome = async {
        page.load("#/present/what-is-check/1", "[data-role=live-start]")
            .await?;
        page.click_on("[data-role=live-start]").await?;
        page.wait_for("[data-role=live-error]").await?;
        let said = page.text("[data-role=live-error]").await?;
        assert!(said.contains("cannot be reached"), "{said}");
        // The lesson is still presented, and Start is there to try again.
        page.click_on("[data-role=present-next]").await?;
        page.wait_until("location.hash.endsWith('/2')").await?;
        assert!(page.exists("[data-role=live-start]").await?);
        // A pupil's link: told, with a way to try again.
        page.load(
            "#/join?class=AAAAAAAAAAAAAAAAAAAAAA&key=AAAA",
            "[data-role=live-error]",
        )
        .await?;
        assert!(page.exists("[data-role=live-retry]").await?);
        // A site with no live.json says so.
        std::fs::remove_file(root.join("live.json"))?;
        page.load("#/join?code=ABCDEF", "[data-role=live-error]")
            .await?;
        let said = page.text("[data-role=live-error]").await?;
        assert!(said.contains("live.json"), "{said}");
        assert!(page.exists("[data-role=live-code-input]").await?);
        page.screenshot("live-no-live-json").await?;
        Ok::<(), crate::harness::Error>(())
    }
    .await;
    page.close().await;
    let _ = std::fs::remove_dir_all(&dir);
    outcome.expect("faults told");
}
