//! Names the lesson files (`static/lessons/*.json`) in file order, so a new lesson needs no
//! Rust (the files themselves are served beside the app and fetched when first needed), and
//! writes the English catalog's first part without its comments, for the app to build in.

use std::fmt::Write as _;
use std::path::PathBuf;

fn main() {
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo:rerun-if-changed=static/lessons");
    let mut files: Vec<String> = std::fs::read_dir("static/lessons")
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".json"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let mut out = String::from("/// The lesson files, in the order they are shown.\npub static LESSON_FILES: &[&str] = &[\n");
    for f in &files {
        let _ = writeln!(out, "    {f:?},");
    }
    out.push_str("];\n");
    std::fs::write(out_dir.join("lesson_files.rs"), out).expect("OUT_DIR is writable");

    // The English catalog's first part, built into the app, without the translators'
    // comment lines (about 1.3 KB of the learner's download).
    let english = "static/i18n/en/tutor.ftl";
    println!("cargo:rerun-if-changed={english}");
    let text = std::fs::read_to_string(english).expect("the English catalog");
    let words: String = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(|l| [l, "\n"])
        .collect();
    std::fs::write(out_dir.join("en_tutor.ftl"), words).expect("OUT_DIR is writable");
}
