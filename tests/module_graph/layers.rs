//! The layers of the top-level modules of `src/`: the rule (`LAYERS`), the code that keeps it,
//! and the diagram of `docs/ARCHITECTURE.md` that draws it.

use super::{code_and_docs_of, module_in, sources, src, uses_after};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The layers of the top-level modules of `src/`, top first. A module imports only modules
/// of the layers below its own: not of its own layer, not of one above. This table is the
/// rule; the diagram in `docs/ARCHITECTURE.md` draws the same layers, each module with what
/// it imports, and `the_architecture_diagram_draws_every_module_with_its_imports` holds the
/// two together. Moving a module to another layer is a design decision: change both.
const LAYERS: &[(&str, &[&str])] = &[
    ("entry points", &["main", "console_launcher"]),
    ("the command line's start", &["start"]),
    ("front ends", &["app", "cli"]),
    ("error sentences", &["error_messages"]),
    ("pictures", &["picture"]),
    ("game and setter", &["game", "setter"]),
    ("generator", &["generator"]),
    ("files and words", &["formats", "words"]),
    ("variants", &["variant"]),
    ("rules", &["rules"]),
    (
        "solvers, catalogue, background work",
        &["solver", "logic", "i18n", "background"],
    ),
    ("foundations", &["grid", "shape", "lang", "web"]),
];

/// The modules at the root of a binary, whose `mod NAME;` lines bring in modules of their own.
const BINARY_ROOTS: &[&str] = &["main", "console_launcher"];

/// One import between top-level modules: the file and line it is on, the module whose file
/// it is, the module it names, and the path as written (`crate::game`).
#[derive(Clone, Debug)]
pub struct Use {
    file: String,
    line: usize,
    from: String,
    to: String,
    written: String,
}

impl Use {
    /// Where the use is and what it says, for a failure message.
    fn at(&self) -> String {
        format!("{}:{} `{}`", self.file, self.line, self.written)
    }
}

/// Every import between two top-level modules of `src/` (`lib.rs`, which only declares
/// them, left out).
pub fn top_level_uses() -> Vec<Use> {
    let src = src();
    let root = src.parent().expect("src/ is in the crate");
    let mut found = Vec::new();
    for path in sources(&src) {
        let module = module_in(&src, &path).expect("a file below src/");
        if module == "lib" {
            continue;
        }
        let file = path
            .strip_prefix(root)
            .expect("below the crate")
            .display()
            .to_string();
        let code = code_and_docs_of(&std::fs::read_to_string(&path).expect("a source reads"));
        let mut named = Vec::new();
        for prefix in ["crate::", "nonet::"] {
            for (line, to) in uses_after(&code, prefix) {
                named.push((line, format!("{prefix}{to}"), to));
            }
        }
        if BINARY_ROOTS.contains(&module.as_str()) {
            for (line, to) in declared_modules(&code) {
                named.push((line, format!("mod {to};"), to));
            }
        }
        for (line, written, to) in named {
            if to != module {
                let from = module.clone();
                let file = file.clone();
                found.push(Use {
                    file,
                    line,
                    from,
                    to,
                    written,
                });
            }
        }
    }
    found
}

/// The modules that `mod NAME;` lines of `code` declare, with their lines.
fn declared_modules(code: &str) -> Vec<(usize, String)> {
    code.lines()
        .enumerate()
        .filter_map(|(index, line)| {
            let line = line.trim();
            let name = line
                .strip_prefix("pub ")
                .unwrap_or(line)
                .strip_prefix("mod ")?
                .strip_suffix(';')?;
            Some((index + 1, name.trim().to_owned()))
        })
        .collect()
}

/// Each module's imports, with the first use that shows each.
pub fn edges_of(uses: &[Use]) -> BTreeMap<String, BTreeMap<String, Use>> {
    let mut edges: BTreeMap<String, BTreeMap<String, Use>> = BTreeMap::new();
    for one in uses {
        edges
            .entry(one.from.clone())
            .or_default()
            .entry(one.to.clone())
            .or_insert_with(|| one.clone());
    }
    edges
}

/// The position of `module`'s layer in `layers` (0 is the top), if it has one.
fn layer_of(layers: &[(&str, &[&str])], module: &str) -> Option<usize> {
    layers
        .iter()
        .position(|(_, modules)| modules.contains(&module))
}

/// The uses that break `layers`: one that names a module of its own layer or a layer above,
/// or a module in no layer at all.
fn breaches(layers: &[(&str, &[&str])], uses: &[Use]) -> Vec<String> {
    let mut found = Vec::new();
    for one in uses {
        let Some(from) = layer_of(layers, &one.from) else {
            found.push(format!("{}: {} is in no layer", one.at(), one.from));
            continue;
        };
        let Some(to) = layer_of(layers, &one.to) else {
            found.push(format!("{}: {} is in no layer", one.at(), one.to));
            continue;
        };
        if to <= from {
            found.push(format!(
                "{}: {} (layer \"{}\") may import only from the layers below it, and {} is in \
                 the layer \"{}\"",
                one.at(),
                one.from,
                layers[from].0,
                one.to,
                layers[to].0,
            ));
        }
    }
    found
}

/// A drawn layer: its name, and its modules with what each imports.
type DrawnLayer = (String, Vec<(String, BTreeSet<String>)>);

/// The layers drawn in the first ```text block of `markdown`. A line at the left margin names
/// a layer; each indented line below it is one of its modules, `name -> a, b, c` or `name`
/// alone when it imports nothing; a line that ends with a comma goes on on the next.
fn drawn_layers(markdown: &str) -> Result<Vec<DrawnLayer>, String> {
    let (_, after) = markdown.split_once("```text\n").ok_or("no ```text block")?;
    let (block, _) = after
        .split_once("```")
        .ok_or("the ```text block never ends")?;
    let mut joined: Vec<String> = Vec::new();
    for line in block.lines().filter(|line| !line.trim().is_empty()) {
        match joined.last_mut() {
            Some(open) if open.ends_with(',') => open.push_str(line.trim_start()),
            _ => joined.push(line.trim_end().to_owned()),
        }
    }
    let mut layers: Vec<DrawnLayer> = Vec::new();
    for line in joined.iter().map(String::as_str) {
        if !line.starts_with(' ') {
            layers.push((line.trim().to_owned(), Vec::new()));
            continue;
        }
        let (name, imports) = line.split_once("->").unwrap_or((line, ""));
        let name = name.trim();
        if name.is_empty() || name.contains(char::is_whitespace) {
            return Err(format!("not `module -> a, b`: {line:?}"));
        }
        let imports = imports
            .split(',')
            .map(str::trim)
            .filter(|import| !import.is_empty())
            .map(str::to_owned)
            .collect();
        let (_, modules) = layers
            .last_mut()
            .ok_or_else(|| format!("a module before the first layer: {line:?}"))?;
        modules.push((name.to_owned(), imports));
    }
    Ok(layers)
}

/// How `drawn` differs from `layers` and from the imports in `edges`, one sentence each.
fn drawing_differences(
    drawn: &[DrawnLayer],
    layers: &[(&str, &[&str])],
    edges: &BTreeMap<String, BTreeMap<String, Use>>,
) -> Vec<String> {
    let mut found = Vec::new();
    let drawn_names: Vec<(&str, BTreeSet<&str>)> = drawn
        .iter()
        .map(|(name, modules)| {
            let modules = modules.iter().map(|(module, _)| module.as_str()).collect();
            (name.as_str(), modules)
        })
        .collect();
    let declared: Vec<(&str, BTreeSet<&str>)> = layers
        .iter()
        .map(|(name, modules)| (*name, modules.iter().copied().collect()))
        .collect();
    if drawn_names != declared {
        found.push(format!(
            "the diagram's layers are not LAYERS: drawn {drawn_names:?}, declared {declared:?}"
        ));
    }
    let mut seen = BTreeSet::new();
    for (module, imports) in drawn.iter().flat_map(|(_, modules)| modules) {
        if !seen.insert(module) {
            found.push(format!("the diagram draws {module} twice"));
        }
        let real = edges.get(module);
        for import in imports {
            if !real.is_some_and(|real| real.contains_key(import)) {
                found.push(format!(
                    "the diagram draws {module} -> {import}, but {module} does not import {import}"
                ));
            }
        }
        for (import, one) in real.into_iter().flatten() {
            if !imports.contains(import) {
                found.push(format!(
                    "{}: {module} imports {import}, but the diagram does not draw {module} -> \
                     {import}",
                    one.at()
                ));
            }
        }
    }
    for module in edges.keys().filter(|module| !seen.contains(module)) {
        found.push(format!("the diagram does not draw {module}"));
    }
    found
}

fn architecture() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/ARCHITECTURE.md");
    std::fs::read_to_string(path).expect("docs/ARCHITECTURE.md reads")
}

#[test]
fn every_module_is_in_one_layer() {
    let src = src();
    let mut modules: Vec<String> = std::fs::read_dir(&src)
        .expect("src/ reads")
        .map(|entry| {
            let path = entry.expect("a folder entry").path();
            module_in(&src, &path).expect("an entry of src/")
        })
        .filter(|module| module != "lib")
        .collect();
    modules.sort();
    let mut declared: Vec<String> = LAYERS
        .iter()
        .flat_map(|(_, modules)| modules.iter().map(|module| (*module).to_owned()))
        .collect();
    declared.sort();
    assert_eq!(modules, declared, "the modules of src/ and of LAYERS");
}

#[test]
fn every_import_goes_down_the_layers() {
    let uses = top_level_uses();
    assert!(uses.len() > 100, "the uses were read: {}", uses.len());
    let found = breaches(LAYERS, &uses);
    assert!(
        found.is_empty(),
        "imports against the layers of LAYERS (tests/module_graph/layers.rs):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_architecture_diagram_draws_every_module_with_its_imports() {
    let drawn = drawn_layers(&architecture()).expect("docs/ARCHITECTURE.md's diagram reads");
    let found = drawing_differences(&drawn, LAYERS, &edges_of(&top_level_uses()));
    assert!(
        found.is_empty(),
        "docs/ARCHITECTURE.md's diagram and the code disagree:\n{}",
        found.join("\n")
    );
}

#[test]
fn an_import_up_the_layers_and_a_missing_drawn_import_are_named() {
    let layers: &[(&str, &[&str])] = &[
        ("top", &["app"]),
        ("middle", &["game"]),
        ("bottom", &["grid"]),
    ];
    let one = |from: &str, to: &str| Use {
        file: format!("src/{from}/mod.rs"),
        line: 3,
        from: from.to_owned(),
        to: to.to_owned(),
        written: format!("crate::{to}"),
    };
    let uses = [
        one("app", "game"),
        one("game", "grid"),
        one("game", "app"),
        one("grid", "shape"),
    ];
    let found = breaches(layers, &uses);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].starts_with("src/game/mod.rs:3 `crate::app`: game (layer \"middle\")"));
    assert!(found[1].contains("shape is in no layer"));

    let drawing = "# Title\n\n```text\ntop\n    app -> game\nmiddle\n    game -> grid,\n            app\nbottom\n    grid\n```\n";
    let drawn = drawn_layers(drawing).expect("the drawing reads");
    assert_eq!(drawn.len(), 3);
    let edges = edges_of(&[one("app", "game"), one("game", "grid"), one("grid", "lang")]);
    let found = drawing_differences(&drawn, layers, &edges);
    assert_eq!(
        found,
        [
            "the diagram draws game -> app, but game does not import app",
            "src/grid/mod.rs:3 `crate::lang`: grid imports lang, but the diagram does not draw grid -> lang",
        ]
    );
    let renamed = drawing.replace("middle", "centre");
    let found = drawing_differences(&drawn_layers(&renamed).expect("reads"), layers, &edges);
    assert!(
        found[0].starts_with("the diagram's layers are not LAYERS"),
        "{found:?}"
    );
    assert!(drawn_layers("```text\n    app -> game\n```").is_err());
}
