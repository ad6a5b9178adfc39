//! Static assets that are generated from others and checked in.
//!
//! The end of `static/style.css` carries the piece set (`static/pieces/*.svg`) as data
//! URLs: twelve tiny files gzip to 4 KB one by one but to 1 KB together, and the download
//! budget is tight. Edit the SVG files, then run `UPDATE_ASSETS=1 cargo test --test assets`.

const PIECES: [&str; 12] = [
    "wK", "wQ", "wR", "wB", "wN", "wP", "bK", "bQ", "bR", "bB", "bN", "bP",
];

/// An SVG as a data URL for `url("...")`: quotes become apostrophes and the characters that
/// mean something in a URL are escaped.
fn data_url(svg: &str) -> String {
    let mut out = String::from("data:image/svg+xml,");
    for c in svg.trim().chars() {
        match c {
            '"' => out.push('\''),
            '%' => out.push_str("%25"),
            '#' => out.push_str("%23"),
            '<' => out.push_str("%3C"),
            '>' => out.push_str("%3E"),
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// Starts the generated part, which runs to the end of the file.
const MARKER: &str = "/* Piece set, generated from static/pieces/*.svg by tests/assets.rs:";

/// The twelve pieces as one sprite: a 6 by 2 grid of 45-unit cells (White's pieces on the
/// top row, in `PIECES` order), each piece's drawing moved to its cell (each stays inside
/// its 45 by 45 square, so no cell shows a neighbour's edge). One
/// picture for the browser to set up instead of twelve: each SVG image is a little document
/// of its own, and twelve of them took about 120 ms of a first render on a slow phone
/// (README, "A visit on a slow phone").
fn sprite() -> String {
    let mut cells = String::new();
    for (i, code) in PIECES.iter().enumerate() {
        let path = format!("static/pieces/{code}.svg");
        let svg = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let svg = svg.trim();
        assert!(svg.starts_with("<svg"), "{path} is an SVG");
        assert!(!svg.contains('\''), "{path}: use double quotes only");
        let open = svg
            .find('>')
            .unwrap_or_else(|| panic!("{path}: no <svg> tag"));
        assert!(
            svg[..open].contains(r#"viewBox="0 0 45 45""#),
            "{path}: drawn on a 45 by 45 grid"
        );
        let inner = svg[open + 1..]
            .strip_suffix("</svg>")
            .unwrap_or_else(|| panic!("{path}: ends with </svg>"));
        let (x, y) = (45 * (i % 6), 45 * (i / 6));
        cells.push_str(&format!(
            r#"<g transform="translate({x} {y})">{}</g>"#,
            inner.trim()
        ));
    }
    format!(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 270 90">{cells}</svg>"#)
}

fn pieces_css() -> String {
    let mut css = format!(
        "{MARKER} edit those files, then\n   \
         run UPDATE_ASSETS=1 cargo test --test assets. Board pieces and the editor's palette:\n   \
         one picture of all twelve, each piece showing its cell. */\n"
    );
    css.push_str(&format!(
        ".piece, .piece-tool {{ background-image: url(\"{}\"); background-size: 600% 200%; \
         background-position: var(--cell); }}\n",
        data_url(&sprite())
    ));
    for (i, code) in PIECES.iter().enumerate() {
        css.push_str(&format!(
            ".{code} {{ --cell: {}% {}%; }}\n",
            20 * (i % 6),
            100 * (i / 6)
        ));
    }
    css
}

#[test]
fn the_piece_set_in_the_stylesheet_is_generated_from_the_svg_files() {
    let css = std::fs::read_to_string("static/style.css").expect("static/style.css");
    let (hand_written, generated) = css.split_at(css.find(MARKER).unwrap_or(css.len()));
    let expected = pieces_css();
    if std::env::var_os("UPDATE_ASSETS").is_some() {
        std::fs::write("static/style.css", format!("{hand_written}{expected}")).expect("writable");
    } else {
        assert!(
            generated == expected,
            "the piece set in static/style.css is out of date: run UPDATE_ASSETS=1 cargo test --test assets"
        );
    }
    assert!(
        !hand_written.contains("pieces/"),
        "only the generated part draws pieces"
    );
}

#[test]
fn the_page_loads_one_stylesheet_and_no_piece_files() {
    let html = std::fs::read_to_string("index.html").expect("index.html");
    assert_eq!(html.matches(r#"rel="css""#).count(), 1);
    assert!(html.contains(
        r#"<link data-trunk rel="css" href="static/style.css" data-integrity="none" />"#
    ));
    assert!(
        !html.contains("static/pieces"),
        "the SVG files are not copied separately"
    );
    // What is copied as files is fetched later: the lessons and the questions (and their
    // translations, static/i18n), for installing the app its manifest and icons, the
    // script that starts the computer opponent's worker, the game-link packer (fetched
    // when a link first needs it), the tones (fetched when a sound first plays), and where a
    // live class's broker is (fetched when a class starts or is joined).
    for copied in html.match_indices("copy-").map(|(i, _)| &html[i..]) {
        assert!(
            copied.starts_with(r#"copy-dir" href="static/lessons""#)
                || copied.starts_with(r#"copy-file" href="static/questions.json""#)
                || copied.starts_with(r#"copy-file" href="static/manifest.webmanifest""#)
                || copied.starts_with(r#"copy-dir" href="static/icons""#)
                || copied.starts_with(r#"copy-file" href="static/engine-worker.js""#)
                || copied.starts_with(r#"copy-file" href="static/pack.js""#)
                || copied.starts_with(r#"copy-file" href="static/tones.js""#)
                || copied.starts_with(r#"copy-file" href="static/live.json""#)
                || copied.starts_with(r#"copy-dir" href="static/i18n""#),
            "only lessons, questions, their translations, the manifest, icons, the engine's worker script, the game-link packer, the tones and live.json are copied: {}",
            &copied[..copied.len().min(60)]
        );
    }
}

/// The PNG icons (rendered from static/icons/*.svg by scripts/icons) have the sizes the
/// manifest gives them.
#[test]
fn the_png_icons_have_the_sizes_the_manifest_says() {
    let manifest = std::fs::read_to_string("static/manifest.webmanifest").expect("manifest");
    for name in ["icon", "maskable"] {
        for size in [192u32, 512] {
            let path = format!("static/icons/{name}-{size}.png");
            let png = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "{path} is a PNG");
            let dimension =
                |at: usize| u32::from_be_bytes([png[at], png[at + 1], png[at + 2], png[at + 3]]);
            assert_eq!((dimension(16), dimension(20)), (size, size), "{path}");
            let entry = format!(r#""src": "icons/{name}-{size}.png", "sizes": "{size}x{size}""#);
            assert!(manifest.contains(&entry), "the manifest lists {path}");
        }
    }
}

/// A staging folder as trunk leaves it: index.html, the learner's build (hashed names), the
/// computer opponent's and the teacher's (trunk names those without a hash; the teacher's
/// is left out if `teacher` is false).
fn fake_stage(name: &str, teacher: bool) -> std::path::PathBuf {
    let stage = std::env::temp_dir().join(format!("check-tutor-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&stage).expect("a staging folder");
    let html = "<!doctype html><html><head><script>load()</script></head><body></body></html>";
    std::fs::write(stage.join("index.html"), html).expect("writable");
    let mut files = vec![
        "check-tutor-0123456789abcdef.js",
        "check-tutor-0123456789abcdef_bg.wasm",
        "check-tutor-engine.js",
        "check-tutor-engine_bg.wasm",
    ];
    if teacher {
        files.extend(["check-tutor-teacher.js", "check-tutor-teacher_bg.wasm"]);
    }
    for file in files {
        std::fs::write(stage.join(file), file).expect("writable");
    }
    stage
}

fn post_build(stage: &std::path::Path) -> std::process::Output {
    std::process::Command::new("scripts/post-build")
        .env("TRUNK_PROFILE", "debug")
        .env("TRUNK_STAGING_DIR", stage)
        .env("TRUNK_PUBLIC_URL", "/")
        .output()
        .expect("scripts/post-build runs")
}

/// Debug builds (`make serve`) get no service worker, so development always sees fresh
/// files; like every build, they get both builds of the app named for the loader, the
/// teacher's with a content hash.
#[test]
fn debug_builds_get_both_builds_named_and_no_service_worker() {
    let stage = fake_stage("stage", true);
    let out = post_build(&stage);
    let after = std::fs::read_to_string(stage.join("index.html")).expect("index.html");
    let mut files: Vec<String> = std::fs::read_dir(&stage)
        .expect("the stage")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    files.sort();
    let _ = std::fs::remove_dir_all(&stage);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        after.matches("<script").count(),
        1,
        "the loader and no registration in a debug build: {after}"
    );
    assert!(
        !files.contains(&"sw.js".to_string()),
        "no sw.js in a debug build"
    );
    let teacher: Vec<&String> = files.iter().filter(|f| f.contains("teacher")).collect();
    assert_eq!(teacher.len(), 2, "{files:?}");
    let hash = teacher[0]
        .strip_prefix("check-tutor-teacher-")
        .and_then(|rest| rest.strip_suffix(".js"))
        .expect("the teacher's JS, hashed");
    assert!(
        hash.len() == 16 && hash.bytes().all(|b| b.is_ascii_hexdigit()),
        "{hash}"
    );
    assert_eq!(*teacher[1], format!("check-tutor-teacher-{hash}_bg.wasm"));
    let engine: Vec<&String> = files.iter().filter(|f| f.contains("engine")).collect();
    assert_eq!(engine.len(), 2, "{files:?}");
    let engine_hash = engine[0]
        .strip_prefix("check-tutor-engine-")
        .and_then(|rest| rest.strip_suffix(".js"))
        .expect("the engine's JS, hashed");
    let metas = [
        r#"<meta name="check-tutor-app" data-js="/check-tutor-0123456789abcdef.js" data-wasm="/check-tutor-0123456789abcdef_bg.wasm">"#.to_string(),
        format!(r#"<meta name="check-tutor-engine" data-js="/check-tutor-engine-{engine_hash}.js" data-wasm="/check-tutor-engine-{engine_hash}_bg.wasm">"#),
        format!(r#"<meta name="check-tutor-app" data-js="/check-tutor-teacher-{hash}.js" data-wasm="/check-tutor-teacher-{hash}_bg.wasm">"#),
    ];
    assert_eq!(
        after,
        format!(
            "<!doctype html><html><head>{}<script>load()</script></head><body></body></html>",
            metas.concat()
        )
    );
}

/// A build that lost one of the app's two builds fails, naming the problem, rather than
/// shipping a page whose loader finds nothing to start.
#[test]
fn a_stage_without_the_teachers_build_fails_the_build() {
    let stage = fake_stage("half-stage", false);
    let out = post_build(&stage);
    let _ = std::fs::remove_dir_all(&stage);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("expected two builds of the app, found 1"),
        "{stderr}"
    );
}

#[test]
fn every_rule_in_the_stylesheet_is_closed() {
    // One unclosed brace swallows every rule after it (the piece set is at the end), and
    // nothing else would say so: the page just loses its pieces.
    let css = std::fs::read_to_string("static/style.css").expect("static/style.css");
    let mut depth = 0i32;
    for (i, line) in css.lines().enumerate() {
        for c in line.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
        }
        assert!(depth >= 0, "a '}}' without its '{{' on line {}", i + 1);
    }
    assert_eq!(depth, 0, "a rule in static/style.css is never closed");
}
