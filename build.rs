//! Embeds every lesson file (`static/lessons/*.json`) and the questions page, so the site
//! works offline and a new lesson needs no Rust.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let dir = Path::new("static/lessons");
    println!("cargo:rerun-if-changed=static/lessons");
    println!("cargo:rerun-if-changed=static/questions.json");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".json"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let root = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let mut out = String::from("/// (file name, contents) of each lesson file.\npub static LESSON_FILES: &[(&str, &str)] = &[\n");
    for f in &files {
        println!("cargo:rerun-if-changed=static/lessons/{f}");
        let _ = writeln!(
            out,
            "    ({f:?}, include_str!({:?})),",
            format!("{root}/static/lessons/{f}")
        );
    }
    out.push_str("];\n");
    let questions = Path::new("static/questions.json");
    if questions.exists() {
        let _ = writeln!(
            out,
            "/// The questions page.\npub static QUESTIONS: &str = include_str!({:?});",
            format!("{root}/static/questions.json")
        );
    } else {
        out.push_str("/// The questions page.\npub static QUESTIONS: &str = \"[]\";\n");
    }
    let dest =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("lesson_files.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
