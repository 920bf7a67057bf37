//! The command line keeps data whole: damaged compressed input is reported (never read as
//! other puzzles), `--output` replaces its file only when the run succeeds and never writes
//! over an input, a keyed record keeps its key when it is bad, and the setter's commands
//! read pencilmark lines as `solve` does.

use std::io::Read;
use std::path::Path;
use std::process::{Command, Output, Stdio};

#[path = "common/cli.rs"]
mod cli_support;
mod common;

use cli_support::{nonet_with_stdin, write_file};
use nonet::formats::{PuzzleReader, compressed};

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn code(output: &Output) -> i32 {
    output
        .status
        .code()
        .expect("nonet exits normally, not by a signal")
}

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(common::data_path("compressed").join(name))
        .expect("the compressed fixtures are committed")
}

/// The first 200 puzzles of top1465.txt, the text the compressed fixtures hold.
fn p200() -> String {
    let text = common::data_text("top1465.txt");
    text.lines()
        .take(200)
        .map(|line| format!("{line}\n"))
        .collect()
}

/// Whether the system tool `program` (gzip, zstd) rejects `bytes` with `-t`; `None` when
/// the tool is missing.
fn tool_rejects(program: &str, bytes: &[u8]) -> Option<bool> {
    let mut child = Command::new(program)
        .args(["-t", "-q", "-c"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    {
        use std::io::Write;
        // A tool that stops reading early has already found the damage.
        let _ = child.stdin.take()?.write_all(bytes);
    }
    Some(!child.wait().ok()?.success())
}

/// Whether reading `bytes` through Nonet's reader ends in an error that fails the run:
/// damaged data or, where the magic number itself was hit, a binary file.
fn nonet_reports_damage(bytes: &[u8]) -> bool {
    let Ok(input) = compressed::decompressed(Box::new(bytes)) else {
        return true;
    };
    PuzzleReader::new(input, None).any(|item| matches!(item, Err(error) if error.breaks_input()))
}

/// Flips bit 0 of every byte of `name` in turn: whenever `program -t` rejects the file,
/// Nonet reports damage. Where the tool is missing the sweep cannot be judged, which fails
/// under CI (whose script installs it).
fn sweep_against(program: &str, name: &str) {
    let original = fixture(name);
    if tool_rejects(program, &original).is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "{program} is missing: CI installs it"
        );
        eprintln!("{program} is missing: the sweep over {name} did not run");
        return;
    }
    let mut rejected = 0;
    for at in 0..original.len() {
        let mut bytes = original.clone();
        bytes[at] ^= 1;
        if tool_rejects(program, &bytes) == Some(true) {
            rejected += 1;
            assert!(
                nonet_reports_damage(&bytes),
                "{name}: byte {at} flipped is rejected by {program} -t but read silently"
            );
        }
    }
    assert!(
        rejected > original.len() / 2,
        "{name}: {rejected} flips rejected"
    );
}

#[test]
fn every_flip_gzip_rejects_is_reported_as_damage() {
    sweep_against("gzip", "p200.txt.gz");
}

#[test]
fn every_flip_zstd_rejects_is_reported_as_damage() {
    sweep_against("zstd", "p200.txt.zst");
    sweep_against("zstd", "p200-pzstd.txt.zst");
}

#[test]
fn a_damaged_file_names_itself_and_fails_the_run_with_inline_errors_too() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut gz = fixture("p200.txt.gz");
    let crc = gz.len() - 6;
    gz[crc] ^= 1;
    let mut zst = fixture("p200.txt.zst");
    let last = zst.len() - 1;
    zst[last] ^= 1;
    // A second frame cut three bytes in.
    let mut cut = fixture("p200.txt.zst");
    cut.extend_from_slice(&fixture("p200.txt.zst")[..3]);
    let magic_only = b"\x1f\x8b".to_vec();
    for (name, bytes) in [
        ("bad.gz", gz),
        ("bad.zst", zst),
        ("cut.zst", cut),
        ("magic.gz", magic_only),
    ] {
        let path = write_file(dir.path(), name, &bytes);
        let reported = nonet_with_stdin(&["solve", &path], None);
        assert_eq!(code(&reported), 2, "{name}");
        let stderr = text(&reported.stderr);
        assert!(
            stderr.contains(&path) && stderr.contains("damaged"),
            "{stderr}"
        );
        let inline = nonet_with_stdin(&["solve", "--errors", "inline", &path], None);
        assert_eq!(code(&inline), 2, "{name}: {}", text(&inline.stderr));
        let stdout = text(&inline.stdout);
        let last = stdout.lines().last().unwrap_or_default();
        assert!(
            last.starts_with("error\t") && last.contains(&path),
            "{name}: {last}"
        );
    }
    // pzstd's skippable frames are read.
    let path = write_file(dir.path(), "p.zst", &fixture("p200-pzstd.txt.zst"));
    let counted = nonet_with_stdin(&["count", &path], None);
    assert_eq!(code(&counted), 0, "{}", text(&counted.stderr));
    assert_eq!(text(&counted.stdout).lines().count(), 200);
}

#[test]
fn output_is_never_an_input_and_a_failed_run_keeps_the_old_file() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let input = write_file(dir.path(), "in.txt", p200().as_bytes());
    let refused = nonet_with_stdin(&["solve", &input, "-o", &input], None);
    assert_eq!(code(&refused), 2);
    assert!(text(&refused.stderr).contains("also one of the inputs"));
    assert_eq!(std::fs::read_to_string(&input).unwrap(), p200());
    // The same file under another name (a link) is the same input.
    let link = dir.path().join("link.txt");
    std::os::unix::fs::symlink(&input, &link).unwrap();
    let refused = nonet_with_stdin(&["solve", &input, "-o", link.to_str().unwrap()], None);
    assert_eq!(code(&refused), 2);
    assert_eq!(std::fs::read_to_string(&input).unwrap(), p200());

    let results = write_file(dir.path(), "results.tsv", b"earlier results\n");
    let failed = nonet_with_stdin(&["rate", "/nonexistent/missing.txt", "-o", &results], None);
    assert_eq!(code(&failed), 2);
    assert!(
        text(&failed.stderr).contains("not written"),
        "{}",
        text(&failed.stderr)
    );
    assert_eq!(std::fs::read(&results).unwrap(), b"earlier results\n");
    for gz in [true, false] {
        let name = if gz { "out.txt.gz" } else { "out.txt" };
        let out = write_file(dir.path(), name, b"old");
        let failed = nonet_with_stdin(&["count", &input, "/nonexistent.txt", "-o", &out], None);
        assert_eq!(code(&failed), 2);
        assert_eq!(std::fs::read(&out).unwrap(), b"old", "{name}");
    }
    // No temporary file is left behind.
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names.iter().all(|name| !name.ends_with(".tmp")),
        "{names:?}"
    );

    // A successful run replaces a link itself, never the file it points to.
    let target = write_file(dir.path(), "target.txt", b"keep me");
    let out_link = dir.path().join("out-link.txt");
    std::os::unix::fs::symlink(&target, &out_link).unwrap();
    let done = nonet_with_stdin(&["count", &input, "-o", out_link.to_str().unwrap()], None);
    assert_eq!(code(&done), 0, "{}", text(&done.stderr));
    assert_eq!(std::fs::read(&target).unwrap(), b"keep me");
    assert!(
        !out_link
            .symlink_metadata()
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        std::fs::read_to_string(&out_link).unwrap().lines().count(),
        200
    );
}

#[test]
fn dash_is_standard_output_and_special_files_are_refused() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let input = write_file(dir.path(), "in.txt", p200().as_bytes());
    let dash = nonet_with_stdin(&["count", &input, "-o", "-"], None);
    assert_eq!(code(&dash), 0, "{}", text(&dash.stderr));
    assert_eq!(text(&dash.stdout).lines().count(), 200);
    assert!(!Path::new("-").exists() && !dir.path().join("-").exists());
    let fifo = dir.path().join("fifo");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|status| status.success()) {
        // Refused at once: nothing opens the pipe, so nothing waits for a reader.
        let refused = nonet_with_stdin(&["count", &input, "-o", fifo.to_str().unwrap()], None);
        assert_eq!(code(&refused), 2);
        assert!(
            text(&refused.stderr).contains("FIFO"),
            "{}",
            text(&refused.stderr)
        );
    }
    for device in ["/dev/full", "/dev/null"] {
        let refused = nonet_with_stdin(&["count", &input, "-o", device], None);
        assert_eq!(code(&refused), 2, "{device}");
    }
}

#[test]
fn a_bad_keyed_record_keeps_its_key_whatever_its_puzzle_field_holds() {
    let puzzle = common::data_text("seeds.txt")
        .lines()
        .next()
        .and_then(|line| line.split('\t').next())
        .expect("seeds.txt has a puzzle")
        .to_owned();
    let input = format!("bad\t12x\nk1\t\t{puzzle}\nk\u{1b}[2J\t.\nk3\t\u{ff}\n");
    let mut bytes = input.into_bytes();
    // Not UTF-8 in the puzzle field: the record still keeps its key.
    let bad = bytes.len() - 2;
    bytes[bad - 1] = 0xFF;
    bytes.remove(bad);
    let inline = nonet_with_stdin(&["solve", "--errors", "inline"], Some(&bytes));
    assert_eq!(code(&inline), 0, "{}", text(&inline.stderr));
    let stdout = text(&inline.stdout);
    let keys: Vec<&str> = stdout
        .lines()
        .map(|line| line.split('\t').next().unwrap_or_default())
        .collect();
    assert_eq!(keys, ["bad", "k1", "\"k\\u{1b}[2J\"", "k3"], "{stdout}");
    assert!(
        stdout
            .lines()
            .all(|line| line.split('\t').nth(1) == Some("error")),
        "{stdout}"
    );
    assert!(!stdout.contains('\u{1b}'));
    // A grid row with tabs between its cells is still a row, not a key.
    let grid: String = (0..9)
        .map(|row| {
            let cells: Vec<String> = (0..9)
                .map(|col| ((row * 3 + row / 3 + col) % 9 + 1).to_string())
                .collect();
            format!("{}\n", cells.join("\t"))
        })
        .collect();
    let counted = nonet_with_stdin(&["count"], Some(grid.as_bytes()));
    assert_eq!(code(&counted), 0, "{}", text(&counted.stderr));
    assert_eq!(text(&counted.stdout), "1\n");
}

#[test]
fn analyse_and_minimize_read_pencilmark_candidates_as_solve_does() {
    // A puzzle with two solutions, and its candidates with one of them taken away: one
    // solution within the candidates.
    let multiple = common::data_text("multi_solution.txt")
        .lines()
        .next()
        .expect("multi_solution.txt has a puzzle")
        .to_owned();
    let grid: nonet::grid::Grid = multiple.parse().expect("a puzzle");
    let solutions = nonet::solver::solutions_up_to(&grid, 2);
    assert_eq!(solutions.count, 2);
    let first = solutions.first.expect("a first solution");
    // Cells take the first solution's digit alone, one by one, until it is the only one.
    let mut candidates = nonet::grid::Candidates::from_grid(&grid);
    for cell in (0..81).filter(|&cell| grid.get(cell) == 0) {
        if matches!(
            nonet::solver::verdict_within(&grid, &candidates),
            nonet::solver::Verdict::Unique(_)
        ) {
            break;
        }
        candidates.set(cell, nonet::grid::DigitSet::single(first.get(cell)));
    }
    let line = nonet::formats::pencilmark::to_line(&grid, &candidates);
    let stdin = format!("{line}\n");
    let solved = nonet_with_stdin(&["solve"], Some(stdin.as_bytes()));
    assert_eq!(code(&solved), 0, "{}", text(&solved.stderr));
    assert_eq!(text(&solved.stdout).trim(), first.to_line());

    let analysed = nonet_with_stdin(&["analyse"], Some(stdin.as_bytes()));
    assert_eq!(code(&analysed), 0, "{}", text(&analysed.stderr));
    let row = text(&analysed.stdout)
        .lines()
        .nth(1)
        .unwrap_or_default()
        .to_owned();
    let columns: Vec<&str> = row.split('\t').collect();
    assert_eq!(columns[1], "1", "{row}");
    let rated = nonet_with_stdin(&["rate"], Some(stdin.as_bytes()));
    assert_eq!(text(&rated.stdout).trim(), columns[2..5].join("\t"));

    let minimised = nonet_with_stdin(&["minimize"], Some(stdin.as_bytes()));
    assert_eq!(code(&minimised), 0, "{}", text(&minimised.stderr));
    let fewer = text(&minimised.stdout).trim().to_owned();
    assert_eq!(fewer.len(), 729, "{fewer}");
    // The cut-down position still solves, within its candidates, to the same grid.
    let again = nonet_with_stdin(&["solve"], Some(format!("{fewer}\n").as_bytes()));
    assert_eq!(code(&again), 0, "{}", text(&again.stderr));
    assert_eq!(text(&again.stdout).trim(), first.to_line());
}

#[test]
fn analyse_writes_its_header_once_per_job() {
    let puzzles: String = common::data_text("seeds.txt")
        .lines()
        .filter_map(|line| line.split('\t').next())
        .map(|puzzle| format!("{puzzle}\n"))
        .collect();
    let header = |output: &Output| {
        text(&output.stdout)
            .lines()
            .filter(|line| line.starts_with('#'))
            .count()
    };
    let empty = nonet_with_stdin(&["analyse", "--errors", "inline"], Some(b""));
    assert_eq!(code(&empty), 0);
    assert!(empty.stdout.is_empty(), "{}", text(&empty.stdout));
    let forced = nonet_with_stdin(&["analyse", "--errors", "inline", "--header"], Some(b""));
    assert_eq!(header(&forced), 1);
    let first = nonet_with_stdin(&["analyse", "--shard", "1/2"], Some(puzzles.as_bytes()));
    let second = nonet_with_stdin(&["analyse", "--shard", "2/2"], Some(puzzles.as_bytes()));
    assert_eq!((header(&first), header(&second)), (1, 0));
    let forced = nonet_with_stdin(
        &["analyse", "--shard", "2/2", "--header"],
        Some(puzzles.as_bytes()),
    );
    assert_eq!(header(&forced), 1);
}

#[test]
fn a_pattern_file_is_read_bounded_and_may_start_with_a_bom() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let pattern: String = "x...x...x".repeat(9);
    let with_bom = write_file(
        dir.path(),
        "bom.txt",
        format!("\u{feff}{pattern}\n").as_bytes(),
    );
    let filled = nonet_with_stdin(&["pattern", &with_bom, "--seed", "1", "-d", "easy"], None);
    assert_ne!(code(&filled), 2, "{}", text(&filled.stderr));
    let big = write_file(dir.path(), "big.txt", &vec![b'.'; 200_000]);
    let refused = nonet_with_stdin(&["pattern", &big], None);
    assert_eq!(code(&refused), 2);
    assert!(
        text(&refused.stderr).contains("longer than"),
        "{}",
        text(&refused.stderr)
    );
    let mut child = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(["pattern", "/dev/urandom"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nonet starts");
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("piped")
        .read_to_string(&mut stderr)
        .expect("nonet writes its error");
    assert_eq!(
        child.wait().expect("nonet ends").code(),
        Some(2),
        "{stderr}"
    );
}
