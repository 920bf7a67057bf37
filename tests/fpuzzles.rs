//! Puzzles of f-puzzles and SudokuPad through the command line: links in every form they
//! come in (f-puzzles, SudokuPad, Cracking the Cryptic's site, a bare `fpuzzles` id, and
//! the damage of transit), and f-puzzles JSON files. The test puzzles (tests/data/fpuzzles/)
//! are JSON files and their links, compressed by lz-string's own JavaScript. Each JSON is read
//! here, apart from the engine, into houses, cages and constraints (tests/fpuzzles_json); the
//! independent counter finds one solution, and `nonet solve` on every form of the link
//! prints it.

#[path = "common/cli.rs"]
mod cli;
mod fpuzzles_json;
mod variant_brute;

use cli::nonet_text as run;
use fpuzzles_json::{data, keeps, read_json};
use serde_json::Value;
use std::path::PathBuf;
use variant_brute::brute_count_with;

/// Every test puzzle: its name and link payload.
fn payloads() -> Vec<(String, String)> {
    let text = std::fs::read_to_string(data("links.txt")).expect("links.txt");
    let payloads: Vec<(String, String)> = text
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let (name, payload) = line.split_once('\t').expect("name, tab, payload");
            (name.to_owned(), payload.to_owned())
        })
        .collect();
    assert!(payloads.len() >= 10, "the test puzzles are there");
    payloads
}

/// A solution line as digits: 1-9, then A-G.
fn digits(line: &str) -> Vec<u8> {
    line.chars()
        .map(|c| c.to_digit(17).expect("a digit symbol") as u8)
        .collect()
}

/// The forms a link to `payload` comes in, the damage of transit included.
fn link_forms(payload: &str) -> Vec<String> {
    let encoded = payload
        .replace('+', "%2B")
        .replace('/', "%2F")
        .replace('=', "%3D");
    let mut forms = vec![
        format!("https://f-puzzles.com/?load={payload}"),
        format!("https://f-puzzles.com/?load={encoded}"),
        format!("https://sudokupad.app/fpuzzles{payload}"),
        format!("https://sudokupad.app/?puzzleid=fpuzzles{encoded}"),
        format!("https://beta.sudokupad.app/fpuzzles{payload}"),
        format!("https://app.crackingthecryptic.com/sudoku/fpuzzles{payload}"),
        format!("fpuzzles{payload}"),
        format!(
            "https://sudokupad.app/fpuzzles{}",
            payload.replace('+', " ")
        ),
    ];
    if payload.contains("//") {
        forms.push(format!(
            "https://sudokupad.app/fpuzzles{}",
            payload.replace("//", "/")
        ));
    }
    forms
}

#[test]
fn every_form_of_every_link_solves_to_the_one_solution_the_counter_finds() {
    let mut damaged_slashes = 0;
    for (name, payload) in payloads() {
        let read = read_json(&name);
        let count = brute_count_with(
            read.size,
            &read.houses,
            &read.cages,
            &read.constraints,
            &read.givens,
            2,
        );
        assert_eq!(count, 1, "{name}: the counter finds one solution");
        assert!(
            keeps(&read, &read.solution),
            "{name}: the setter's solution"
        );
        let forms = link_forms(&payload);
        damaged_slashes += usize::from(payload.contains("//"));
        let input = forms.join("\n") + "\n";
        let (out, err, code) = run(&["solve", "-"], &input);
        assert_eq!(code, Some(0), "{name}: {err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(
            lines.len(),
            forms.len(),
            "{name}: one solution a link\n{out}"
        );
        for (form, line) in forms.iter().zip(&lines) {
            assert_eq!(digits(line), read.solution, "{name}: {form}");
        }
        // The JSON file itself, written over many lines.
        let file = data(&format!("{name}.json"));
        let (out, err, code) = run(&["solve", file.to_str().unwrap()], "");
        assert_eq!(code, Some(0), "{name}.json: {err}");
        assert_eq!(digits(out.trim()), read.solution, "{name}.json");
    }
    assert!(damaged_slashes > 0, "a payload with // is among the tests");
}

#[test]
fn counting_rating_and_explaining_take_links_of_every_kind() {
    let payloads = payloads();
    let input: String = payloads
        .iter()
        .map(|(_, payload)| format!("https://f-puzzles.com/?load={payload}\n"))
        .collect();
    let (out, err, code) = run(&["count", "-"], &input);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out.lines().collect::<Vec<_>>(), vec!["1"; payloads.len()]);
    let (out, err, code) = run(&["rate", "-"], &input);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out.lines().count(), payloads.len(), "{out}");
}

#[test]
fn what_cannot_be_read_is_said_with_its_line_and_nothing_is_guessed() {
    let classic = payloads()
        .into_iter()
        .find(|(name, _)| name == "classic")
        .expect("the classic puzzle")
        .1;
    let cut_short = format!(
        "https://f-puzzles.com/?load={}",
        &classic[..classic.len() / 2]
    );
    for (input, expected) in [
        (
            "https://sudokupad.app/abc123\n",
            "kept on SudokuPad's server",
        ),
        (
            "https://sudokupad.app/sclN4IgzglgXgpiBcBOANC\n",
            "sclN4IgzglgXgpiBcBOANC",
        ),
        ("https://f-puzzles.com/\n", "holds no puzzle"),
        (cut_short.as_str(), "does not decompress"),
    ] {
        let (out, err, code) = run(&["solve", "-"], input);
        assert_eq!(code, Some(2), "{input}: {out}");
        assert!(
            err.contains("line 1") && err.contains(expected),
            "{input}: {err}"
        );
    }
    let dir = tempfile::tempdir().unwrap();
    for (json, expected) in [
        (
            r#"{"size": 3, "grid": []}"#,
            "the size 3 is not one from 4 to 16",
        ),
        (r#"{"size": 30, "grid": []}"#, "the size 30"),
        (r#"{"size": 4}"#, "it has no \"grid\""),
        ("{\"size\": 4,\n \"grid\": [", "broken at line 2"),
        ("[1, 2]", "no object"),
    ] {
        let path = dir.path().join("puzzle.json");
        std::fs::write(&path, json).unwrap();
        let (_, err, code) = run(&["solve", path.to_str().unwrap()], "");
        if json.starts_with('[') {
            // Not f-puzzles' JSON at all: the classic reader has it, and finds no puzzle.
            assert_eq!(code, Some(2), "{json}: {err}");
            continue;
        }
        assert_eq!(code, Some(2), "{json}: {err}");
        assert!(
            err.contains("puzzle.json") && err.contains(expected),
            "{json}: {err}"
        );
    }
}

#[test]
fn a_rule_nonet_does_not_model_is_refused_by_name_never_ignored() {
    let mut json: Value =
        serde_json::from_str(&std::fs::read_to_string(data("classic.json")).unwrap()).unwrap();
    json["fogofwar"] = serde_json::json!(["R1C1", "R2C1"]);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fog.json");
    std::fs::write(&path, json.to_string()).unwrap();
    let (out, err, code) = run(&["solve", path.to_str().unwrap()], "");
    assert_eq!(code, Some(2), "{out}");
    assert!(err.contains("unsupported rule: fogofwar"), "{err}");
    // Candidates given to a cell constrain it: the answer's digit among them solves as
    // before, and without it there is no solution.
    let answer = read_json("classic").solution;
    let blank = (0..81)
        .find(|&cell| json["grid"][cell / 9][cell % 9].get("given").is_none())
        .expect("an open cell");
    let mut marked = json.clone();
    marked["fogofwar"] = serde_json::json!([]);
    let other = answer[blank] % 9 + 1;
    let pencil = |digits: Vec<u8>| {
        let mut with = marked.clone();
        with["grid"][blank / 9][blank % 9]["givenPencilMarks"] = serde_json::json!(digits);
        std::fs::write(&path, with.to_string()).unwrap();
        run(&["count", "--limit", "2", path.to_str().unwrap()], "")
    };
    let (out, err, code) = pencil(vec![other, answer[blank]]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.trim().ends_with('1'), "{out}");
    let (out, err, _) = pencil(vec![other]);
    assert!(out.trim().ends_with('0'), "{out}{err}");
    // Switched off or empty, the same key constrains nothing; the player's own marks are
    // notes, not rules.
    json["grid"][0][1]["centerPencilMarks"] = serde_json::json!([3, 4]);
    json["fogofwar"] = serde_json::json!([]);
    json["antiknight"] = Value::Bool(false);
    std::fs::write(&path, json.to_string()).unwrap();
    let (out, err, code) = run(&["solve", path.to_str().unwrap()], "");
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(digits(out.trim()), read_json("classic").solution);
}

/// The test puzzles one of Nonet's lines holds (today's variants, sizes without rules).
const LINE_FORMS: [&str; 8] = [
    "classic",
    "x",
    "windoku",
    "jigsaw",
    "killer",
    "six",
    "sixteen",
    "six_slash",
];

#[test]
fn converting_to_links_and_lines_round_trips_every_test_puzzle() {
    let convert = |to: &str, input: &str| {
        let (out, err, code) = run(&["convert", "--to", to, "-"], &format!("{input}\n"));
        (out.trim().to_owned(), err, code)
    };
    for (name, payload) in payloads() {
        let solution = read_json(&name).solution;
        let link = format!("https://f-puzzles.com/?load={payload}");
        let (line, err, line_code) = convert("line", &link);
        for (to, prefix) in [
            ("fpuzzles", "https://f-puzzles.com/?load="),
            ("sudokupad", "https://sudokupad.app/fpuzzles"),
        ] {
            let (written, err, code) = convert(to, &link);
            assert_eq!(code, Some(0), "{name}: {err}");
            assert!(written.starts_with(prefix), "{name}: {written}");
            let (out, err, _) = run(&["solve", "-"], &format!("{written}\n"));
            assert_eq!(digits(out.trim()), solution, "{name} as {to}: {err}");
            assert_eq!(convert(to, &written).0, written, "{name}: written again");
            assert_eq!(convert("line", &written).0, line, "{name}: the same line");
        }
        // A line where one holds the puzzle, and one that reads back to the same puzzle.
        if !LINE_FORMS.contains(&name.as_str()) {
            assert_eq!((line.as_str(), line_code), ("?", Some(2)), "{name}");
            assert!(err.contains("--to fpuzzles"), "{err}");
        } else {
            assert_eq!(line_code, Some(0), "{name}: {err}");
            assert_eq!(convert("line", &line).0, line, "{name}");
        }
    }
    // Classic and variant lines become links that read back to the same lines.
    let lines = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/reference/inputs/variant.txt"),
    )
    .unwrap();
    let some: Vec<&str> = lines
        .lines()
        .filter(|l| !l.starts_with('#'))
        .step_by(7)
        .collect();
    assert!(some.len() >= 5);
    let input = some.join("\n");
    let (links, err, code) = convert("sudokupad", &input);
    assert_eq!(code, Some(0), "{err}");
    let (back, err, code) = convert("line", &links);
    assert_eq!(code, Some(0), "{err}");
    let (again, _, _) = convert("line", &input);
    assert_eq!(back, again);
}

#[test]
fn a_puzzle_no_line_holds_is_minimized_to_a_link_that_keeps_its_rules() {
    let killer_x = payloads()
        .into_iter()
        .find(|(name, _)| name == "killer_x")
        .expect("the Killer X")
        .1;
    let (out, err, code) = run(
        &["minimize", "-"],
        &format!("https://f-puzzles.com/?load={killer_x}\n"),
    );
    assert_eq!(code, Some(0), "{err}");
    let minimal = out.trim();
    assert!(
        minimal.starts_with("https://f-puzzles.com/?load="),
        "{minimal}"
    );
    // Still the Killer X: the same one solution, fewer givens.
    let (solved, err, _) = run(&["solve", "-"], &format!("{minimal}\n"));
    assert_eq!(
        digits(solved.trim()),
        read_json("killer_x").solution,
        "{err}"
    );
    let (line, _, _) = run(&["convert", "--to", "line", "-"], &format!("{minimal}\n"));
    assert_eq!(
        line.trim(),
        "?",
        "cages and diagonals kept: no line holds it"
    );
}

/// The constraint puzzles among the test puzzles.
const CONSTRAINT_PUZZLES: [&str; 9] = [
    "thermo_arrow",
    "kropki",
    "sandwich",
    "little_killer",
    "six_xv",
    "lines",
    "anti_knight",
    "sightlines",
    "extras",
];

#[test]
fn every_step_the_logical_solver_takes_on_a_constraint_puzzle_is_true() {
    let mut rule_steps = 0;
    for name in CONSTRAINT_PUZZLES {
        let read = read_json(name);
        let text = std::fs::read_to_string(data(&format!("{name}.json"))).unwrap();
        let puzzle = nonet::formats::fpuzzles::read_json(&text).unwrap().puzzle;
        let rating = nonet::rules::logic::rate_rules(&puzzle);
        assert!(!rating.steps.is_empty(), "{name}: some steps");
        for (i, step) in rating.steps.iter().enumerate() {
            for placed in &step.placements {
                assert_eq!(
                    read.solution[placed.cell()],
                    placed.digit,
                    "{name}, step {i}: {step:?}"
                );
            }
            for removed in &step.eliminations {
                assert_ne!(
                    read.solution[removed.cell()],
                    removed.digit,
                    "{name}, step {i} removes the solution's digit: {step:?}"
                );
            }
            rule_steps += usize::from(step.technique == nonet::logic::Technique::PuzzleRule);
        }
    }
    assert!(
        rule_steps >= 20,
        "only {rule_steps} steps of the puzzles' own rules"
    );
}

#[test]
fn a_rule_step_is_said_in_each_language_with_the_rule_and_its_cells() {
    for (lang, name) in [
        ("en", "Puzzle rule"),
        ("ja", "パズルのルール"),
        ("zh-CN", "谜题规则"),
    ] {
        for puzzle in ["kropki", "lines", "six_xv", "sightlines", "extras"] {
            let file = data(&format!("{puzzle}.json"));
            let (out, err, code) = run(&["explain", "--lang", lang, file.to_str().unwrap()], "");
            assert_eq!(code, Some(0), "{puzzle} {lang}: {err}");
            // Each step's line: its number, its score in brackets, then the technique.
            let said: Vec<&str> = out
                .lines()
                .filter(|line| line.contains(&format!("] {name}")))
                .collect();
            assert!(!said.is_empty(), "{puzzle} {lang}: no rule step in\n{out}");
            for line in said {
                assert!(!line.contains("vstep-") && !line.contains('{'), "{line}");
                assert!(
                    line.contains("r") && line.chars().any(|c| c.is_ascii_digit()),
                    "{line}"
                );
            }
        }
    }
    // The dots' sentence names its two cells and its difference.
    let file = data("kropki.json");
    let (out, _, _) = run(&["explain", file.to_str().unwrap()], "");
    assert!(
        out.lines()
            .any(|l| l.contains("the white dot joins r") && l.contains("1 apart")),
        "{out}"
    );
}

#[test]
fn analyse_names_the_givens_a_constraint_puzzle_can_lose_as_the_counter_finds_them() {
    for name in ["six_xv", "sightlines"] {
        let file = data(&format!("{name}.json"));
        let (out, err, code) = run(&["analyse", file.to_str().unwrap()], "");
        assert_eq!(code, Some(0), "{name}: {err}");
        let row: Vec<&str> = out.lines().nth(1).expect("a row").split('\t').collect();
        assert_eq!(row[1], "1", "{name}: one solution");
        let removable: Vec<&str> = row[5].split(' ').filter(|s| !s.is_empty()).collect();
        assert_eq!(row[6], if removable.is_empty() { "yes" } else { "no" });
        let read = read_json(name);
        for cell in (0..read.givens.len()).filter(|&c| read.givens[c] != 0) {
            let place = format!("r{}c{}", cell / read.size + 1, cell % read.size + 1);
            let mut givens = read.givens.clone();
            givens[cell] = 0;
            let count = brute_count_with(
                read.size,
                &read.houses,
                &read.cages,
                &read.constraints,
                &givens,
                2,
            );
            assert_eq!(
                removable.contains(&place.as_str()),
                count == 1,
                "{name}: {place} ({count} solutions without it)"
            );
        }
    }
}
