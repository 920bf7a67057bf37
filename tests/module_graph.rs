//! Dependencies run one way. The top-level modules of `src/` sit in the layers of `LAYERS`
//! and import only from the layers below their own; `docs/ARCHITECTURE.md` draws those
//! layers with every module's imports, and the drawing must match the code. The files of
//! any folder have no import cycle either. A module's uses are read from its code (test
//! modules left out): `crate::NAME` and `nonet::NAME` for the top level (the binary reaches
//! the library as `nonet`), `super::NAME` and `crate::FOLDER::NAME` inside a folder.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every `.rs` file below `dir`, tests left out.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src/ reads")
        .map(|entry| entry.expect("a folder entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            if name != "tests" {
                found.extend(sources(&path));
            }
        } else if name.ends_with(".rs") && !name.ends_with("tests.rs") {
            found.push(path);
        }
    }
    found
}

/// The code of a file without its comments and its `#[cfg(test)] mod … { … }` blocks.
fn code_of(text: &str) -> String {
    let without_comments: String = text
        .lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n");
    outside_tests(&without_comments)
}

/// `text` with its comments kept but its test modules left out: a doc comment's
/// `crate::module` path is a link that readers follow and `rustdoc` resolves, so it names a
/// dependency as much as an import does.
fn code_and_docs_of(text: &str) -> String {
    outside_tests(text)
}

/// `text` without its `#[cfg(test)] mod … { … }` blocks.
fn outside_tests(without_comments: &str) -> String {
    let mut code = String::new();
    let mut rest = without_comments;
    while let Some(at) = rest.find("#[cfg(test)]") {
        code.push_str(&rest[..at]);
        let after = &rest[at..];
        let block = after.find('{').filter(|&open| {
            // Only a module: `#[cfg(test)] mod name {`, not an item with a body of its own.
            after[..open].contains("mod ") && !after[..open].contains(';')
        });
        let Some(open) = block else {
            code.push_str("#[cfg(test)]");
            rest = &after["#[cfg(test)]".len()..];
            continue;
        };
        let mut depth = 0usize;
        let mut end = after.len();
        for (index, c) in after[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + index + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        // The lines stay, empty, so that line numbers still point into the file.
        code.extend(after[..end].chars().filter(|&c| c == '\n'));
        rest = &after[end..];
    }
    code.push_str(rest);
    code
}

/// The names that follow `prefix` in `code` (`crate::` gives `game` in `crate::game::Game`).
fn names_after(code: &str, prefix: &str) -> BTreeSet<String> {
    uses_after(code, prefix)
        .into_iter()
        .map(|(_, name)| name)
        .collect()
}

/// Each name that follows `prefix` in `code`, with the line (from 1) it is on.
fn uses_after(code: &str, prefix: &str) -> Vec<(usize, String)> {
    let mut uses = Vec::new();
    let mut line = 1;
    let mut rest = code;
    while let Some(at) = rest.find(prefix) {
        let before = rest[..at].chars().next_back();
        line += rest[..at].matches('\n').count();
        rest = &rest[at + prefix.len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() {
            uses.push((line, name));
        }
    }
    uses
}

/// The cycles (strongly connected sets of more than one module) of `edges`.
fn cycles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<BTreeSet<String>> {
    let reach = |from: &String| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(node) = stack.pop() {
            for next in edges.get(&node).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reachable: BTreeMap<&String, BTreeSet<String>> =
        edges.keys().map(|node| (node, reach(node))).collect();
    let mut found: Vec<BTreeSet<String>> = Vec::new();
    for (node, from_node) in &reachable {
        let cycle: BTreeSet<String> = from_node
            .iter()
            .filter(|other| {
                reachable
                    .get(other)
                    .is_some_and(|back| back.contains(*node))
            })
            .cloned()
            .chain(std::iter::once((*node).clone()))
            .collect();
        if cycle.len() > 1 && !found.contains(&cycle) {
            found.push(cycle);
        }
    }
    found
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The module of `path` one level below `base`: its first component, `.rs` dropped.
fn module_in(base: &Path, path: &Path) -> Option<String> {
    let first = path.strip_prefix(base).ok()?.components().next()?;
    let name = first.as_os_str().to_str()?;
    Some(name.trim_end_matches(".rs").to_owned())
}

#[path = "module_graph/layers.rs"]
mod layers;

#[test]
fn the_top_level_modules_import_one_way() {
    let edges: BTreeMap<String, BTreeSet<String>> = layers::edges_of(&layers::top_level_uses())
        .into_iter()
        .map(|(from, to)| (from, to.into_keys().collect()))
        .collect();
    assert!(edges.contains_key("game") && edges.contains_key("logic"));
    let found = cycles(&edges);
    assert!(found.is_empty(), "import cycles among modules: {found:?}");
}

#[test]
fn the_files_of_every_folder_import_one_way() {
    let src = src();
    let mut folders = vec![src.clone()];
    let mut checked = 0;
    while let Some(folder) = folders.pop() {
        let mut names = BTreeSet::new();
        for entry in std::fs::read_dir(&folder).expect("a folder reads") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path.clone());
            }
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            names.insert(name.trim_end_matches(".rs").to_owned());
        }
        names.remove("mod");
        if folder == src {
            continue;
        }
        let crate_path = format!(
            "crate::{}::",
            folder
                .strip_prefix(&src)
                .expect("below src/")
                .to_str()
                .expect("a UTF-8 path")
                .replace('/', "::")
        );
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for path in sources(&folder) {
            let module = module_in(&folder, &path).expect("a file below the folder");
            if module == "mod" {
                continue;
            }
            let code = code_and_docs_of(&std::fs::read_to_string(&path).expect("a source reads"));
            let mut uses = names_after(&code, &crate_path);
            if path.parent() == Some(folder.as_path()) {
                uses.extend(names_after(&code, "super::"));
            }
            let entry = edges.entry(module.clone()).or_default();
            entry.extend(
                uses.into_iter()
                    .filter(|used| *used != module && names.contains(used)),
            );
        }
        let found = cycles(&edges);
        assert!(
            found.is_empty(),
            "import cycles among the files of {}: {found:?}",
            folder.display()
        );
        checked += 1;
    }
    assert!(checked > 5, "the folders of src/ were read");
}

#[test]
fn a_cycle_is_found_and_comments_and_tests_do_not_count() {
    let code = code_of(
        "use crate::game::Game; // crate::app::x\n#[cfg(test)]\nmod tests {\n    use crate::app::y;\n}\nfn f() { crate::logic::go() }",
    );
    let uses = names_after(&code, "crate::");
    assert_eq!(
        uses,
        BTreeSet::from(["game".to_owned(), "logic".to_owned()])
    );
    let lines: Vec<usize> = uses_after(&code, "crate::")
        .into_iter()
        .map(|(line, _)| line)
        .collect();
    assert_eq!(lines, [1, 6], "a test module's lines stay, empty");
    let edge = |a: &str, b: &str| (a.to_owned(), BTreeSet::from([b.to_owned()]));
    let looped = BTreeMap::from([edge("a", "b"), edge("b", "c"), edge("c", "a")]);
    assert_eq!(cycles(&looped).len(), 1);
    let straight = BTreeMap::from([edge("a", "b"), edge("b", "c")]);
    assert!(cycles(&straight).is_empty());
}

#[test]
fn the_person_path_never_reaches_into_the_explainer_path() {
    let logic = src().join("logic");
    let explainer = logic.join("explainer");
    let mut checked = 0;
    for path in sources(&logic) {
        if path.starts_with(&explainer) || path == logic.join("mod.rs") {
            continue;
        }
        let code = code_of(&std::fs::read_to_string(&path).expect("a source reads"));
        assert!(
            !code.contains("explainer::") && !code.contains("mod explainer"),
            "{} uses the Explainer path",
            path.display()
        );
        checked += 1;
    }
    assert!(checked > 20, "the person path's files were read");
    assert!(
        sources(&explainer).len() >= 10,
        "the Explainer path has its folder"
    );
}
