//! Licence audit of what the `nonet` binary ships, on every `cargo test` and without
//! cargo-deny (which `deny.toml` configures for the fuller check).
//!
//! `cargo metadata` gives the dependency graph Cargo resolved for this host with the default
//! features; the audit walks it from `nonet` along normal edges only (dev-dependencies serve
//! the tests and build-dependencies the build script, neither ends up in the binary) and
//! requires every crate's SPDX licence expression to be satisfiable by [`ALLOWED`], plus
//! the per-crate [`EXCEPTIONS`]. Proc-macro crates are normal dependencies too and are kept:
//! they are not linked, but the stricter walk costs nothing.

use serde_json::Value;
use std::collections::{HashMap, VecDeque};
use std::path::Path;
use std::process::Command;

/// The SPDX licences any shipped crate may use: permissive ones only, as the binary is
/// distributed under MIT OR Apache-2.0. The same list as `[licenses] allow` in deny.toml
/// (checked by `deny_toml_allows_the_same_licences`).
const ALLOWED: &[&str] = &[
    "Apache-2.0",
    "BSD-2-Clause",
    "BSD-3-Clause",
    "BSL-1.0",
    "ISC",
    "MIT",
    "Unicode-3.0",
    "Zlib",
];

/// Licences allowed for one crate only, as in deny.toml's `exceptions`: egui's bundled fonts
/// are under font licences that permit embedding them in a program of any licence.
const EXCEPTIONS: &[(&str, &[&str])] = &[("epaint_default_fonts", &["OFL-1.1", "Ubuntu-font-1.0"])];

/// A parsed SPDX licence expression.
#[derive(Debug, PartialEq)]
enum Expr {
    /// One licence, such as `MIT` (a trailing `+`, "or later", is kept in the id).
    Id(String),
    /// `licence WITH exception`: the licence plus an extra permission.
    With(Box<Expr>, String),
    /// Every part applies at once.
    And(Vec<Expr>),
    /// The user may pick any one part.
    Or(Vec<Expr>),
}

#[derive(Debug, PartialEq, Clone)]
enum Token {
    Open,
    Close,
    Or,
    And,
    With,
    Id(String),
}

fn tokenize(text: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut word = String::new();
    let flush = |word: &mut String, tokens: &mut Vec<Token>| {
        if !word.is_empty() {
            tokens.push(match word.to_ascii_uppercase().as_str() {
                "OR" => Token::Or,
                "AND" => Token::And,
                "WITH" => Token::With,
                _ => Token::Id(word.clone()),
            });
            word.clear();
        }
    };
    for c in text.chars() {
        match c {
            '(' | ')' | '/' => {
                flush(&mut word, &mut tokens);
                tokens.push(match c {
                    '(' => Token::Open,
                    ')' => Token::Close,
                    // "MIT/Apache-2.0" is the pre-SPDX spelling crates.io still accepts.
                    _ => Token::Or,
                });
            }
            c if c.is_whitespace() => flush(&mut word, &mut tokens),
            c => word.push(c),
        }
    }
    flush(&mut word, &mut tokens);
    tokens
}

/// Parses an SPDX expression: `WITH` binds tightest, then `AND`, then `OR` (or `/`), and
/// parentheses group.
fn parse(text: &str) -> Result<Expr, String> {
    struct Parser {
        tokens: Vec<Token>,
        at: usize,
    }
    impl Parser {
        fn peek(&self) -> Option<&Token> {
            self.tokens.get(self.at)
        }
        fn next(&mut self) -> Option<Token> {
            let token = self.tokens.get(self.at).cloned();
            self.at += 1;
            token
        }
        fn list(
            &mut self,
            op: Token,
            item: fn(&mut Parser) -> Result<Expr, String>,
        ) -> Result<Vec<Expr>, String> {
            let mut items = vec![item(self)?];
            while self.peek() == Some(&op) {
                self.at += 1;
                items.push(item(self)?);
            }
            Ok(items)
        }
        fn or(&mut self) -> Result<Expr, String> {
            let mut items = self.list(Token::Or, Parser::and)?;
            Ok(if items.len() == 1 {
                items.remove(0)
            } else {
                Expr::Or(items)
            })
        }
        fn and(&mut self) -> Result<Expr, String> {
            let mut items = self.list(Token::And, Parser::with)?;
            Ok(if items.len() == 1 {
                items.remove(0)
            } else {
                Expr::And(items)
            })
        }
        fn with(&mut self) -> Result<Expr, String> {
            let licence = self.atom()?;
            if self.peek() == Some(&Token::With) {
                self.at += 1;
                match self.next() {
                    Some(Token::Id(exception)) => {
                        return Ok(Expr::With(Box::new(licence), exception));
                    }
                    other => {
                        return Err(format!("expected an exception after WITH, found {other:?}"));
                    }
                }
            }
            Ok(licence)
        }
        fn atom(&mut self) -> Result<Expr, String> {
            match self.next() {
                Some(Token::Id(id)) => Ok(Expr::Id(id)),
                Some(Token::Open) => {
                    let inner = self.or()?;
                    match self.next() {
                        Some(Token::Close) => Ok(inner),
                        other => Err(format!("expected ')', found {other:?}")),
                    }
                }
                other => Err(format!("expected a licence, found {other:?}")),
            }
        }
    }
    let mut parser = Parser {
        tokens: tokenize(text),
        at: 0,
    };
    let expr = parser.or()?;
    match parser.peek() {
        None => Ok(expr),
        Some(extra) => Err(format!("unexpected {extra:?}")),
    }
}

/// Whether the user of a crate under `expr` can comply using allowed licences only.
fn satisfiable(expr: &Expr, allowed: &dyn Fn(&str) -> bool) -> bool {
    match expr {
        Expr::Id(id) => allowed(id),
        // An exception only adds permissions, so the base licence decides.
        Expr::With(licence, _) => satisfiable(licence, allowed),
        Expr::And(parts) => parts.iter().all(|part| satisfiable(part, allowed)),
        Expr::Or(parts) => parts.iter().any(|part| satisfiable(part, allowed)),
    }
}

/// Whether licence expression `text` of crate `name` passes the policy.
fn licence_ok(name: &str, text: &str) -> Result<bool, String> {
    let extra: &[&str] = EXCEPTIONS
        .iter()
        .find(|(krate, _)| *krate == name)
        .map_or(&[], |(_, licences)| licences);
    let allowed = |id: &str| {
        ALLOWED
            .iter()
            .chain(extra)
            .any(|ok| ok.eq_ignore_ascii_case(id))
    };
    Ok(satisfiable(&parse(text)?, &allowed))
}

/// The host's target triple, from the rustc beside the cargo that built this test.
fn host_triple() -> String {
    let rustc = Path::new(env!("CARGO")).with_file_name("rustc");
    let rustc = if rustc.exists() {
        rustc
    } else {
        "rustc".into()
    };
    let output = Command::new(&rustc)
        .arg("-vV")
        .output()
        .unwrap_or_else(|e| panic!("could not run {}: {e}", rustc.display()));
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .find_map(|line| line.strip_prefix("host: "))
        .expect("rustc -vV names the host")
        .to_owned()
}

/// A crate the binary ships: name, version, licence expression (if any), and the chain of
/// crates that brings it in, for the failure message.
struct Shipped {
    name: String,
    version: String,
    licence: Option<String>,
    path: Vec<String>,
}

/// Every crate reachable from `nonet` along normal dependency edges, for this host.
fn shipped_crates() -> Vec<Shipped> {
    shipped_crates_for(&host_triple())
}

/// Every crate reachable from `nonet` along normal dependency edges, built for `triple`.
fn shipped_crates_for(triple: &str) -> Vec<Shipped> {
    // --offline first: for the host, everything the graph names was downloaded to build this
    // very test, so the audit works without a network. Another target's crates (the web
    // build's) may not be on a fresh machine yet: then --locked fetches them from the
    // registry, never changing the lock file.
    let metadata_with = |mode: &str| {
        Command::new(env!("CARGO"))
            .args([
                "metadata",
                "--format-version",
                "1",
                mode,
                "--filter-platform",
            ])
            .arg(triple)
            .arg("--manifest-path")
            .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
            .output()
            .expect("cargo metadata runs")
    };
    let offline = metadata_with("--offline");
    let output = if offline.status.success() {
        offline
    } else {
        metadata_with("--locked")
    };
    assert!(
        output.status.success(),
        "cargo metadata failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let metadata: Value =
        serde_json::from_slice(&output.stdout).expect("cargo metadata prints JSON");

    let packages: HashMap<&str, &Value> = metadata["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .map(|p| (p["id"].as_str().expect("package id"), p))
        .collect();
    let nodes: HashMap<&str, &Value> = metadata["resolve"]["nodes"]
        .as_array()
        .expect("resolve nodes")
        .iter()
        .map(|n| (n["id"].as_str().expect("node id"), n))
        .collect();
    let root = metadata["workspace_members"]
        .as_array()
        .expect("workspace members")
        .iter()
        .filter_map(Value::as_str)
        .find(|id| packages[id]["name"] == "nonet")
        .expect("nonet is a workspace member");

    // Breadth first, remembering who brought each crate in.
    let mut parent: HashMap<&str, &str> = HashMap::new();
    let mut queue = VecDeque::from([root]);
    let mut order = Vec::new();
    parent.insert(root, root);
    while let Some(id) = queue.pop_front() {
        order.push(id);
        for dep in nodes[id]["deps"].as_array().expect("deps") {
            // kind null is a normal dependency; "dev" and "build" are the others.
            let normal = dep["dep_kinds"]
                .as_array()
                .expect("dep_kinds")
                .iter()
                .any(|kind| kind["kind"].is_null());
            let dep_id = dep["pkg"].as_str().expect("dep pkg");
            if normal && !parent.contains_key(dep_id) {
                parent.insert(dep_id, id);
                queue.push_back(dep_id);
            }
        }
    }

    order
        .into_iter()
        .map(|id| {
            let mut path = vec![packages[id]["name"].as_str().unwrap_or("?").to_owned()];
            let mut at = id;
            while parent[at] != at {
                at = parent[at];
                path.push(packages[at]["name"].as_str().unwrap_or("?").to_owned());
            }
            path.reverse();
            let package = packages[id];
            Shipped {
                name: package["name"].as_str().unwrap_or("?").to_owned(),
                version: package["version"].as_str().unwrap_or("?").to_owned(),
                licence: package["license"].as_str().map(str::to_owned),
                path,
            }
        })
        .collect()
}

#[test]
fn every_shipped_crate_has_an_allowed_licence() {
    let shipped = shipped_crates();
    // Guards against a walk that silently finds nothing: the app's big dependencies are there.
    let names: Vec<&str> = shipped.iter().map(|s| s.name.as_str()).collect();
    for expected in [
        "nonet", "eframe", "egui", "serde", "ron", "clap", "rand", "tempfile", "flate2", "ruzstd",
    ] {
        assert!(
            names.contains(&expected),
            "{expected} missing from the walk: {names:?}"
        );
    }
    for dev_or_build_only in ["criterion", "proptest", "egui_kittest", "winresource"] {
        assert!(
            !names.contains(&dev_or_build_only),
            "{dev_or_build_only} is not shipped, yet the walk reached it"
        );
    }

    assert_allowed(&shipped);
}

/// The web build ships its own crates (wasm-bindgen, web-sys, getrandom's browser backend):
/// they meet the same policy.
#[test]
fn every_crate_of_the_web_build_has_an_allowed_licence() {
    let shipped = shipped_crates_for("wasm32-unknown-unknown");
    let names: Vec<&str> = shipped.iter().map(|s| s.name.as_str()).collect();
    for expected in [
        "nonet",
        "eframe",
        "wasm-bindgen",
        "web-sys",
        "js-sys",
        "getrandom",
    ] {
        assert!(
            names.contains(&expected),
            "{expected} missing from the web build's walk: {names:?}"
        );
    }
    for desktop_only in ["ctrlc", "tempfile"] {
        assert!(
            !names.contains(&desktop_only),
            "{desktop_only} is not in the web build, yet the walk reached it"
        );
    }
    assert_allowed(&shipped);
}

/// Fails, naming each crate, its licence and the chain that pulls it in, when a licence
/// cannot be met from the allow-list.
fn assert_allowed(shipped: &[Shipped]) {
    let problems: Vec<String> = shipped
        .iter()
        .filter_map(|s| {
            let verdict = match &s.licence {
                None => Err("no SPDX licence in Cargo.toml (only a licence file?)".to_owned()),
                Some(text) => licence_ok(&s.name, text)
                    .map_err(|e| format!("unreadable licence {text:?}: {e}"))
                    .and_then(|ok| {
                        if ok {
                            Ok(())
                        } else {
                            Err(format!("licence {text:?} is not allowed"))
                        }
                    }),
            };
            verdict.err().map(|why| {
                format!(
                    "{} {}: {why} (via {})",
                    s.name,
                    s.version,
                    s.path.join(" -> ")
                )
            })
        })
        .collect();
    assert!(
        problems.is_empty(),
        "{} shipped crate(s) fail the licence policy (tests/licences.rs, deny.toml):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn the_checker_refuses_copyleft_and_accepts_permissive_choices() {
    let ok = |text: &str| licence_ok("some-crate", text).unwrap();
    assert!(ok("MIT"));
    assert!(!ok("GPL-3.0"));
    assert!(!ok("GPL-3.0-or-later"));
    assert!(!ok("MPL-2.0"));
    assert!(!ok("LGPL-2.1-only OR AGPL-3.0-only"));
    // One permissive alternative is enough; every part of a conjunction must pass.
    assert!(ok("MIT OR GPL-3.0"));
    assert!(ok("GPL-3.0 OR MIT"));
    assert!(!ok("MIT AND GPL-3.0"));
    assert!(ok("(MIT OR Apache-2.0) AND Unicode-3.0"));
    assert!(!ok("(MIT OR Apache-2.0) AND MPL-2.0"));
    assert!(!ok("MIT AND (GPL-2.0 OR LGPL-3.0)"));
    // AND binds tighter than OR.
    assert!(ok("GPL-3.0 OR MIT AND Zlib"));
    assert!(!ok("GPL-3.0 OR MIT AND LGPL-3.0"));
    // The old slash form, and case of ids.
    assert!(ok("MIT/Apache-2.0"));
    assert!(!ok("GPL-2.0/LGPL-2.1"));
    assert!(ok("mit"));
    // An exception adds permissions to its licence; it cannot make a copyleft one permissive.
    assert!(ok("Apache-2.0 WITH LLVM-exception"));
    assert!(!ok("GPL-2.0 WITH Classpath-exception-2.0"));
}

#[test]
fn exceptions_apply_to_their_crate_only() {
    let fonts = "(MIT OR Apache-2.0) AND OFL-1.1 AND Ubuntu-font-1.0";
    assert!(licence_ok("epaint_default_fonts", fonts).unwrap());
    assert!(!licence_ok("some-other-crate", fonts).unwrap());
}

#[test]
fn the_parser_builds_the_right_tree_and_rejects_malformed_expressions() {
    let id = |s: &str| Expr::Id(s.to_owned());
    assert_eq!(
        parse("A OR B AND (C OR D WITH E)").unwrap(),
        Expr::Or(vec![
            id("A"),
            Expr::And(vec![
                id("B"),
                Expr::Or(vec![id("C"), Expr::With(Box::new(id("D")), "E".to_owned())])
            ])
        ])
    );
    for bad in [
        "",
        "MIT OR",
        "(MIT",
        "MIT)",
        "MIT Apache-2.0",
        "AND MIT",
        "MIT WITH",
    ] {
        assert!(parse(bad).is_err(), "{bad:?} should not parse");
    }
}

#[test]
fn deny_toml_allows_the_same_licences() {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("deny.toml"))
        .expect("deny.toml is beside Cargo.toml");
    // The quoted strings of the `allow = [` ... `]` array in the [licenses] table.
    let licences = text
        .split("\n[licenses]")
        .nth(1)
        .expect("deny.toml has [licenses]");
    let array = licences
        .split("\nallow = [")
        .nth(1)
        .expect("[licenses] has allow = [");
    let array = &array[..array.find(']').expect("allow array closes")];
    let mut listed: Vec<&str> = array
        .lines()
        .map(|line| line.split('#').next().unwrap_or("").trim())
        .filter_map(|line| line.strip_prefix('"')?.strip_suffix("\","))
        .collect();
    listed.sort_unstable();
    let mut ours = ALLOWED.to_vec();
    ours.sort_unstable();
    assert_eq!(
        listed, ours,
        "deny.toml and tests/licences.rs allow different licences"
    );
    for (krate, extra) in EXCEPTIONS {
        assert!(
            text.contains(&format!("crate = \"{krate}\"")),
            "deny.toml lacks the {krate} exception"
        );
        for licence in *extra {
            assert!(
                text.contains(&format!("\"{licence}\"")),
                "deny.toml lacks {licence}"
            );
        }
    }
}

/// Font files compiled into the binary from `assets/fonts/`, each with its licence and the
/// file holding that licence's text, shipped beside it.
const EMBEDDED_FONTS: &[(&str, &str, &str)] = &[
    (
        "assets/fonts/NotoSansCJK-Quotes.otf",
        "OFL-1.1",
        "assets/fonts/OFL.txt",
    ),
    (
        "assets/fonts/NotoSansJP-Nonet.otf",
        "OFL-1.1",
        "assets/fonts/OFL.txt",
    ),
    (
        "assets/fonts/NotoSansSC-Nonet.otf",
        "OFL-1.1",
        "assets/fonts/OFL.txt",
    ),
];

/// Font licences that allow embedding a font (or a subset of it) in a program under any
/// licence, as long as the font keeps its own.
const FONT_LICENCES: &[(&str, &str)] = &[("OFL-1.1", "SIL OPEN FONT LICENSE Version 1.1")];

#[test]
fn every_embedded_font_is_listed_with_its_licence_text() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found: Vec<String> = std::fs::read_dir(root.join("assets/fonts"))
        .expect("assets/fonts is readable")
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| {
            let lower = name.to_ascii_lowercase();
            [".otf", ".ttf", ".ttc", ".woff", ".woff2"]
                .iter()
                .any(|ext| lower.ends_with(ext))
        })
        .map(|name| format!("assets/fonts/{name}"))
        .collect();
    found.sort();
    let mut listed: Vec<String> = EMBEDDED_FONTS.iter().map(|f| f.0.to_string()).collect();
    listed.sort();
    assert_eq!(
        found, listed,
        "a font file without a listed licence, or a listed one gone"
    );
    for (font, licence, text_file) in EMBEDDED_FONTS {
        let (_, heading) = FONT_LICENCES
            .iter()
            .find(|(id, _)| id == licence)
            .unwrap_or_else(|| panic!("{font}: {licence} is not an allowed font licence"));
        let text = std::fs::read_to_string(root.join(text_file))
            .unwrap_or_else(|e| panic!("{font}: its licence text {text_file}: {e}"));
        assert!(
            text.contains(heading),
            "{text_file} is not the {licence} text"
        );
    }
}
