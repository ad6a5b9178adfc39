//! Embeds every lesson file (`static/lessons/*.json`) and the questions page, so the site
//! works offline and a new lesson needs no Rust. The JSON is compacted first (every byte is
//! downloaded); a file that is not JSON at all is embedded as written, so the app and the
//! lint report its error instead of the build failing.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

// The app's own JSON reader and writer (plain std Rust).
#[allow(dead_code)]
#[path = "src/lessons/json.rs"]
mod json;

fn compact(text: &str) -> String {
    json::Json::parse(text)
        .map(|v| v.compact())
        .unwrap_or_else(|_| text.to_string())
}

fn main() {
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo:rerun-if-changed=static/lessons");
    println!("cargo:rerun-if-changed=static/questions.json");
    println!("cargo:rerun-if-changed=src/lessons/json.rs");
    let mut files: Vec<String> = std::fs::read_dir("static/lessons")
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".json"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();

    let embed = |source: &Path, name: &str| -> String {
        println!("cargo:rerun-if-changed={}", source.display());
        let text = std::fs::read_to_string(source).unwrap_or_default();
        let dest = out_dir.join(name);
        std::fs::write(&dest, compact(&text)).expect("OUT_DIR is writable");
        format!("include_str!({:?})", dest.display().to_string())
    };

    let mut out = String::from(
        "/// (file name, compacted contents) of each lesson file.\npub static LESSON_FILES: &[(&str, &str)] = &[\n",
    );
    for f in &files {
        let inc = embed(&Path::new("static/lessons").join(f), &format!("lesson-{f}"));
        let _ = writeln!(out, "    ({f:?}, {inc}),");
    }
    out.push_str("];\n/// The questions page.\n");
    let questions = Path::new("static/questions.json");
    if questions.exists() {
        let inc = embed(questions, "questions.json");
        let _ = writeln!(out, "pub static QUESTIONS: &str = {inc};");
    } else {
        out.push_str("pub static QUESTIONS: &str = \"[]\";\n");
    }
    std::fs::write(out_dir.join("lesson_files.rs"), out).expect("OUT_DIR is writable");
}
