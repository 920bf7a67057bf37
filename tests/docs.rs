//! The documentation's shape: a short README, relative links that reach a file, and an index
//! that lists every dated design note.

use std::fs;
use std::path::{Path, PathBuf};

/// The most lines README.md may have: it is for users, and the rest lives in `docs/`.
const README_MAX_LINES: usize = 260;

/// The repository's root folder.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The text of a file, or a failure naming it.
fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The paths of the entries of a folder, sorted.
fn entries(dir: &Path) -> Vec<PathBuf> {
    let listing =
        fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()));
    let mut paths: Vec<PathBuf> = listing
        .map(|entry| entry.expect("a folder entry").path())
        .collect();
    paths.sort();
    paths
}

/// Every `.md` file in `dir` and the folders below it.
fn markdown_under(dir: &Path, found: &mut Vec<PathBuf>) {
    for path in entries(dir) {
        if path.is_dir() {
            markdown_under(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "md") {
            found.push(path);
        }
    }
}

/// The targets of the inline links and images in a markdown text: what follows each `](`
/// up to the next `)`.
fn link_targets(text: &str) -> Vec<&str> {
    text.split("](")
        .skip(1)
        .filter_map(|rest| rest.split_once(')').map(|(target, _)| target.trim()))
        .collect()
}

/// The file a relative link names, without its `#anchor`; `None` for web, mail and
/// same-page links.
fn linked_file(target: &str) -> Option<&str> {
    let external = ["http://", "https://", "mailto:"];
    if external.iter().any(|scheme| target.starts_with(scheme)) {
        return None;
    }
    let file = target.split('#').next().unwrap_or(target);
    (!file.is_empty()).then_some(file)
}

/// README.md stays a README for users, not the whole manual.
#[test]
fn the_readme_is_short() {
    let lines = read(&root().join("README.md")).lines().count();
    assert!(
        lines <= README_MAX_LINES,
        "README.md has {lines} lines, more than {README_MAX_LINES}: move the detail into docs/"
    );
}

/// Every relative link in the READMEs and under docs/ names a file or folder that exists.
#[test]
fn relative_links_reach_a_file() {
    let root = root();
    let mut files = vec![
        root.join("README.md"),
        root.join("README.zh-CN.md"),
        root.join("README.ja.md"),
    ];
    markdown_under(&root.join("docs"), &mut files);
    let mut broken = Vec::new();
    for file in &files {
        let folder = file.parent().expect("a file has a parent folder");
        for target in link_targets(&read(file)) {
            if let Some(linked) = linked_file(target)
                && !folder.join(linked).exists()
            {
                broken.push(format!("{}: ]({target})", file.display()));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "links to missing files:\n{}",
        broken.join("\n")
    );
}

/// Every dated note in docs/design/ is linked from the index docs/design/README.md.
#[test]
fn the_design_index_lists_every_dated_note() {
    let design = root().join("docs").join("design");
    let index = read(&design.join("README.md"));
    let notes: Vec<String> = entries(&design)
        .iter()
        .filter_map(|path| path.file_name()?.to_str().map(str::to_owned))
        .filter(|name| name.starts_with("20") && name.ends_with(".md"))
        .collect();
    assert!(
        !notes.is_empty(),
        "no dated notes found in {}",
        design.display()
    );
    let missing: Vec<&String> = notes
        .iter()
        .filter(|name| !index.contains(&format!("]({name})")))
        .collect();
    assert!(
        missing.is_empty(),
        "notes missing from docs/design/README.md: {missing:?}"
    );
}
