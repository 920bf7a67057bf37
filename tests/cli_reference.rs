//! Today's output of `solve`, `count`, `rate` and `explain`, pinned byte for byte: the runs
//! listed in `tests/data/reference/cases.tsv` (classic and variant puzzles of every level,
//! pencilmark lines, keyed lines, malformed records, each output form and language) must
//! print exactly the standard output, standard error and exit status stored beside them in
//! `out/`. The one-engine redesign (issue #54) promises that none of it changes; the stored
//! files are remade only on purpose, by `regenerate.sh` (see the folder's README).

use std::collections::HashMap;
use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

#[path = "common/cli.rs"]
mod cli_support;

use cli_support::in_c_locale;

/// The groups of runs, by the part of their names before the first dot; each is one test.
const GROUPS: [&str; 5] = [
    "classic",
    "variant",
    "errors-classic",
    "errors-variant",
    "keyed",
];

/// How much of a differing line a failure shows.
const SHOWN_CHARS: usize = 240;

/// One reference run: `nonet ARGS` in the reference folder, with `stdin` on standard input.
struct Case {
    name: String,
    stdin: Option<PathBuf>,
    args: Vec<String>,
}

/// The reference folder, `tests/data/reference`.
fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/reference")
}

fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|err| panic!("{}: {err}", path.display()))
}

fn read_text(path: &Path) -> String {
    String::from_utf8(read(path)).unwrap_or_else(|err| panic!("{}: {err}", path.display()))
}

/// The runs of `cases.tsv`: `NAME<TAB>STDIN<TAB>ARGUMENTS`, `-` for no input, `#` comments.
fn cases() -> Vec<Case> {
    read_text(&folder().join("cases.tsv"))
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), 3, "cases.tsv: {line:?} has not three fields");
            Case {
                name: fields[0].to_owned(),
                stdin: (fields[1] != "-").then(|| folder().join(fields[1])),
                args: fields[2].split(' ').map(str::to_owned).collect(),
            }
        })
        .collect()
}

/// The stored exit status of each run, from `out/status.tsv`.
fn statuses() -> HashMap<String, i32> {
    read_text(&folder().join("out/status.tsv"))
        .lines()
        .map(|line| {
            let (name, status) = line
                .split_once('\t')
                .unwrap_or_else(|| panic!("out/status.tsv: {line:?} is not NAME<TAB>STATUS"));
            let status = status
                .parse()
                .unwrap_or_else(|err| panic!("out/status.tsv: {line:?}: {err}"));
            (name.to_owned(), status)
        })
        .collect()
}

/// The stored standard output of a run, unpacked when it is kept as `NAME.stdout.gz`.
fn expected_stdout(name: &str) -> Vec<u8> {
    let plain = folder().join(format!("out/{name}.stdout"));
    if plain.exists() {
        return read(&plain);
    }
    let packed = folder().join(format!("out/{name}.stdout.gz"));
    let file = File::open(&packed).unwrap_or_else(|err| panic!("{}: {err}", packed.display()));
    let mut bytes = Vec::new();
    flate2::read::GzDecoder::new(file)
        .read_to_end(&mut bytes)
        .unwrap_or_else(|err| panic!("{}: not gzip data: {err}", packed.display()));
    bytes
}

/// The stored standard error of a run: empty when no `NAME.stderr` is kept.
fn expected_stderr(name: &str) -> Vec<u8> {
    let path = folder().join(format!("out/{name}.stderr"));
    if path.exists() {
        read(&path)
    } else {
        Vec::new()
    }
}

/// Runs one case as `regenerate.sh` does: in the reference folder and the C locale, with
/// nothing from the environment that would add a note (a thread count above the CPUs, a
/// forced SIMD form).
fn run(case: &Case) -> Output {
    let stdin = match &case.stdin {
        Some(path) => {
            Stdio::from(File::open(path).unwrap_or_else(|err| panic!("{}: {err}", path.display())))
        }
        None => Stdio::null(),
    };
    in_c_locale(Command::new(env!("CARGO_BIN_EXE_nonet")).args(&case.args))
        .env_remove("SLURM_CPUS_PER_TASK")
        .env_remove("NONET_SIMD")
        .current_dir(folder())
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("the nonet binary starts")
}

/// Cuts a line for a failure message.
fn shown(line: &[u8]) -> String {
    let text = String::from_utf8_lossy(line);
    match text.char_indices().nth(SHOWN_CHARS) {
        Some((end, _)) => format!("{:?}…", &text[..end]),
        None => format!("{text:?}"),
    }
}

/// Where `actual` first departs from `expected`: the first differing line (numbered from 1)
/// as both have it, or `None` when the bytes are equal.
fn first_difference(expected: &[u8], actual: &[u8]) -> Option<String> {
    if expected == actual {
        return None;
    }
    let expected_lines: Vec<&[u8]> = expected.split(|&byte| byte == b'\n').collect();
    let actual_lines: Vec<&[u8]> = actual.split(|&byte| byte == b'\n').collect();
    let index = expected_lines
        .iter()
        .zip(&actual_lines)
        .position(|(expected, actual)| expected != actual)
        .unwrap_or_else(|| expected_lines.len().min(actual_lines.len()));
    let line = |lines: &[&[u8]]| lines.get(index).map_or("(none)".to_owned(), |l| shown(l));
    Some(format!(
        "first difference at line {} ({} bytes stored, {} printed)\n    stored:  {}\n    printed: {}",
        index + 1,
        expected.len(),
        actual.len(),
        line(&expected_lines),
        line(&actual_lines),
    ))
}

/// What differs between a run and its reference, one message per stream.
fn differences(case: &Case, statuses: &HashMap<String, i32>) -> Vec<String> {
    let output = run(case);
    let command = format!("nonet {}", case.args.join(" "));
    let mut found = Vec::new();
    let status = output.status.code();
    let stored = statuses.get(&case.name).copied();
    if status != stored {
        found.push(format!(
            "{} ({command}): exit status {status:?}, stored {stored:?}",
            case.name
        ));
    }
    let streams = [
        ("stdout", expected_stdout(&case.name), &output.stdout),
        ("stderr", expected_stderr(&case.name), &output.stderr),
    ];
    for (stream, expected, actual) in streams {
        if let Some(difference) = first_difference(&expected, actual) {
            found.push(format!(
                "{} ({command}): {stream} differs, {difference}",
                case.name
            ));
        }
    }
    found
}

/// Runs every case of `group` and fails with every difference found.
fn check_group(group: &str) {
    let statuses = statuses();
    let cases: Vec<Case> = cases()
        .into_iter()
        .filter(|case| case.name.split('.').next() == Some(group))
        .collect();
    assert!(!cases.is_empty(), "no case of group {group} in cases.tsv");
    let found: Vec<String> = cases
        .iter()
        .flat_map(|case| differences(case, &statuses))
        .collect();
    assert!(
        found.is_empty(),
        "{} of {} runs of group {group} differ from tests/data/reference/out \
         (change the output back, or regenerate on purpose: see the folder's README):\n{}",
        found.len(),
        cases.len(),
        found.join("\n")
    );
}

#[test]
fn classic_output_is_unchanged() {
    check_group("classic");
}

#[test]
fn variant_output_is_unchanged() {
    check_group("variant");
}

#[test]
fn classic_error_output_is_unchanged() {
    check_group("errors-classic");
}

#[test]
fn variant_error_output_is_unchanged() {
    check_group("errors-variant");
}

#[test]
fn keyed_output_is_unchanged() {
    check_group("keyed");
}

#[test]
fn every_case_has_its_reference_and_nothing_else() {
    let cases = cases();
    let statuses = statuses();
    let mut names: Vec<&str> = cases.iter().map(|case| case.name.as_str()).collect();
    for case in &cases {
        let group = case.name.split('.').next().unwrap_or_default();
        assert!(
            GROUPS.contains(&group),
            "{}: no test runs group {group}",
            case.name
        );
        assert!(
            statuses.contains_key(&case.name),
            "{}: no exit status stored",
            case.name
        );
        if let Some(file) = &case.stdin {
            assert!(
                file.exists(),
                "{}: {} is missing",
                case.name,
                file.display()
            );
        }
        let out = folder().join("out");
        assert!(
            out.join(format!("{}.stdout", case.name)).exists()
                || out.join(format!("{}.stdout.gz", case.name)).exists(),
            "{}: no standard output stored",
            case.name
        );
    }
    names.sort_unstable();
    let count = names.len();
    names.dedup();
    assert_eq!(names.len(), count, "a case name is used twice in cases.tsv");
    assert_eq!(
        statuses.len(),
        count,
        "out/status.tsv holds runs cases.tsv does not list"
    );
    let out = folder().join("out");
    for entry in std::fs::read_dir(&out).unwrap_or_else(|err| panic!("{}: {err}", out.display())) {
        let file = entry.expect("the folder lists").file_name();
        let file = file.to_string_lossy();
        let name = ["status.tsv", ".stdout.gz", ".stdout", ".stderr"]
            .iter()
            .find_map(|suffix| file.strip_suffix(suffix))
            .unwrap_or_else(|| panic!("out/{file}: not a reference file"));
        assert!(
            name.is_empty() || names.binary_search(&name).is_ok(),
            "out/{file} belongs to no case of cases.tsv"
        );
    }
}

#[test]
fn a_changed_line_is_found_and_shown() {
    assert_eq!(first_difference(b"a\nb\n", b"a\nb\n"), None);
    let changed = first_difference(b"one\ntwo\nthree\n", b"one\ntwo!\nthree\n").unwrap();
    assert!(
        changed.starts_with("first difference at line 2 "),
        "{changed}"
    );
    assert!(changed.contains("stored:  \"two\"") && changed.contains("printed: \"two!\""));
    let cut = first_difference(b"one\ntwo\n", b"one\n").unwrap();
    assert!(cut.starts_with("first difference at line 2 "), "{cut}");
    let longer = first_difference(b"x", b"x\r").unwrap();
    assert!(longer.contains("printed: \"x\\r\""), "{longer}");
}
