//! The command line on hostile input and hostile outputs: time linear in the input, endless
//! lines stopped after a bounded amount, closed or full outputs ending the run without a
//! panic and with a failing status, odd file names quoted, and ratings only of puzzles.

use std::path::Path;
use std::process::{Command, Output, Stdio};

#[path = "common/cli.rs"]
mod cli_support;
mod common;

use cli_support::{nonet_fed, nonet_redirected, nonet_with_stdin, write_file as write};

/// The exit status of a run whose reader left: as for a program ended by SIGPIPE.
const CLOSED_PIPE: i32 = 141;

/// The exit status of a Rust program that panicked.
const PANICKED: i32 = 101;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn code(output: &Output) -> i32 {
    output
        .status
        .code()
        .expect("nonet exits normally, not by a signal")
}

/// The first puzzle of the seed set, and its solution.
fn puzzle() -> String {
    common::data_text("seeds.txt")
        .lines()
        .next()
        .and_then(|line| line.split('\t').next())
        .expect("seeds.txt has a puzzle")
        .to_owned()
}

#[test]
fn many_blank_and_comment_lines_before_the_first_puzzle_are_read_in_linear_time() {
    // 400,000 of them took minutes when each new line had the ones before looked at again;
    // read once each they take a fraction of a second.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut input = Vec::new();
    for index in 0..400_000 {
        input.extend_from_slice(if index % 2 == 0 { b"\n" } else { b"#c\n" });
    }
    input.extend_from_slice(format!("{}\n", puzzle()).as_bytes());
    let path = write(dir.path(), "late.txt", &input);
    let output = nonet_with_stdin(&["solve", &path], None);
    assert_eq!(code(&output), 0, "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout).lines().count(), 1);
}

#[test]
fn an_endless_line_stops_the_reading_with_an_error() {
    // `/dev/zero`: NUL bytes without a line end, for ever.
    let output = nonet_with_stdin(&["solve", "/dev/zero"], None);
    assert_eq!(code(&output), 2);
    let stderr = text(&output.stderr);
    assert!(
        stderr.contains("/dev/zero: line 1: no line end in 16777216 bytes"),
        "{stderr}"
    );
    // The same from a bounded generator on standard input, classic and variant.
    let mut classic = vec![b'7'; 20 << 20];
    classic.extend_from_slice(format!("\n{}\n", puzzle()).as_bytes());
    let mut variant = b"x:".to_vec();
    variant.extend(std::iter::repeat_n(b'.', 20 << 20));
    for input in [classic, variant] {
        let output = nonet_fed(&["solve"], input);
        assert_eq!(code(&output), 2);
        let stderr = text(&output.stderr);
        assert!(
            stderr.contains("<stdin>: line 1: no line end in 16777216 bytes"),
            "{stderr}"
        );
        assert!(
            output.stdout.is_empty(),
            "reading stopped at the endless line"
        );
    }
    // A long line with an end is skipped, and the puzzle after it solved.
    let mut long = vec![b'7'; 1 << 20];
    long.extend_from_slice(format!("\n{}\n", puzzle()).as_bytes());
    let output = nonet_with_stdin(&["solve"], Some(&long));
    assert_eq!(code(&output), 2);
    assert_eq!(text(&output.stdout).lines().count(), 1);
}

#[test]
fn a_save_that_is_a_device_is_refused() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let link = dir.path().join("zero.nonet");
    std::os::unix::fs::symlink("/dev/zero", &link).expect("a symlink");
    let output = nonet_with_stdin(&["hint", link.to_str().expect("UTF-8")], None);
    assert_eq!(code(&output), 2, "{}", text(&output.stderr));
}

#[test]
fn a_reader_that_leaves_ends_the_bench_quietly_with_a_failure() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = write(dir.path(), "one.txt", format!("{}\n", puzzle()).as_bytes());
    // A pipe whose reader has already left: the first write fails, whenever it comes.
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let output = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(["bench", "--seconds", "0", &path])
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .expect("the nonet binary runs");
    assert_eq!(code(&output), CLOSED_PIPE, "{}", text(&output.stderr));
    assert!(output.stderr.is_empty(), "{}", text(&output.stderr));
}

#[test]
fn a_full_output_is_reported_without_a_panic() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = write(dir.path(), "one.txt", format!("{}\n", puzzle()).as_bytes());
    for args in [
        vec!["bench", "--seconds", "0", &path],
        vec!["solve", &path],
        vec!["rate", &path],
        vec!["generate", "--seed", "1", "--count", "1"],
        // Help and the version are output too: not written, they are not a success.
        vec!["--help"],
        vec!["--version"],
        vec!["solve", "--help"],
    ] {
        let output = nonet_redirected(&args, ">/dev/full");
        assert_eq!(code(&output), 2, "{args:?}: {}", text(&output.stderr));
        let stderr = text(&output.stderr);
        assert!(
            stderr.contains("cannot write the output"),
            "{args:?}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

#[test]
fn bad_input_reported_on_a_full_standard_error_does_not_panic() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let bad = write(dir.path(), "rand.bin", b"\xff\xfe not a puzzle\n");
    let path = write(dir.path(), "one.txt", format!("{}\n", puzzle()).as_bytes());
    for args in [
        vec!["solve", &bad],
        vec!["rate", &bad],
        vec!["count", &bad],
        vec!["explain", &bad],
        vec!["hint", &bad],
        vec!["canon", &bad],
        vec!["bench", "--seconds", "0", &bad],
        vec!["print", &bad, "-o", "/nonexistent/folder/book.pdf"],
        vec!["image", &bad, "-o", "/nonexistent/folder/board.png"],
        vec!["practice", "--technique", "no such technique"],
        vec!["image", &path, "-o", "/nonexistent/folder/board.png"],
    ] {
        let output = nonet_redirected(&args, "2>/dev/full");
        let status = code(&output);
        assert_ne!(status, PANICKED, "{args:?}");
        assert_eq!(status, 2, "{args:?}");
    }
}

#[test]
fn a_closed_standard_output_is_an_error() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = write(dir.path(), "one.txt", format!("{}\n", puzzle()).as_bytes());
    for args in [
        vec!["solve", &path],
        vec!["bench", "--seconds", "0", &path],
        vec!["daily"],
        vec!["--help"],
    ] {
        let closed = nonet_redirected(&args, ">&-");
        assert_eq!(code(&closed), 2, "{args:?}");
        let stderr = text(&closed.stderr);
        assert!(
            stderr.contains("standard output is closed"),
            "{args:?}: {stderr}"
        );
        // Thrown away on purpose is no error.
        let discarded = nonet_redirected(&args, ">/dev/null");
        assert_eq!(code(&discarded), 0, "{args:?}: {}", text(&discarded.stderr));
        // Nor is /dev/null opened read-write, as Python's `subprocess.DEVNULL` opens it.
        let discarded = nonet_redirected(&args, "1<>/dev/null");
        assert_eq!(code(&discarded), 0, "{args:?}: {}", text(&discarded.stderr));
    }
}

#[test]
fn names_with_control_characters_are_quoted_in_messages() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let name = "bad\n\u{1b}[2Jname.txt";
    let path = write(dir.path(), name, b"not a puzzle\n");
    let output = nonet_with_stdin(&["solve", &path], None);
    assert_eq!(code(&output), 2);
    let stderr = text(&output.stderr);
    assert!(!stderr.contains('\u{1b}'), "{stderr:?}");
    assert!(stderr.contains(r#"bad\n\u{1b}[2Jname.txt""#), "{stderr:?}");
    assert_eq!(stderr.lines().count(), 1, "{stderr:?}");
}

#[test]
fn rate_says_when_a_puzzle_has_no_single_solution() {
    let duplicate_givens = format!("11{}", ".".repeat(79));
    let empty = ".".repeat(81);
    let cases = [
        (duplicate_givens.as_str(), "no solution"),
        (empty.as_str(), "multiple solutions"),
    ];
    for (puzzle, said) in cases {
        let output = nonet_with_stdin(&["rate"], Some(format!("{puzzle}\n").as_bytes()));
        assert_eq!(text(&output.stdout), format!("{said}\n"));
        assert_eq!(code(&output), 1, "as `solve` exits");
        let solved = nonet_with_stdin(&["solve"], Some(format!("{puzzle}\n").as_bytes()));
        assert_eq!(solved.stdout, output.stdout);
        let inline = nonet_with_stdin(
            &["rate", "--errors", "inline"],
            Some(format!("{puzzle}\n").as_bytes()),
        );
        assert_eq!(code(&inline), 0);
    }
    // A variant puzzle too.
    let variant = format!("x:{}\n", ".".repeat(81));
    let output = nonet_with_stdin(&["rate"], Some(variant.as_bytes()));
    assert_eq!(text(&output.stdout), "multiple solutions\n");
    assert_eq!(code(&output), 1);
    // A good puzzle is rated as before.
    let output = nonet_with_stdin(&["rate"], Some(format!("{}\n", puzzle()).as_bytes()));
    assert_eq!(code(&output), 0);
    assert_eq!(text(&output.stdout).split('\t').count(), 3);
}

#[test]
fn a_byte_order_mark_before_a_variant_line_is_accepted() {
    let generated = nonet_with_stdin(
        &["generate", "--variant", "x", "-n", "1", "--seed", "5"],
        None,
    );
    assert_eq!(code(&generated), 0, "{}", text(&generated.stderr));
    let mut input = "\u{feff}".as_bytes().to_vec();
    input.extend_from_slice(&generated.stdout);
    for command in ["solve", "rate"] {
        let output = nonet_with_stdin(&[command], Some(&input));
        assert_eq!(code(&output), 0, "{command}: {}", text(&output.stderr));
        assert_eq!(text(&output.stdout).lines().count(), 1);
    }
}

/// Runs `nonet ARGS`, reads its first output line (waiting at most a minute), then leaves:
/// the line, and the exit status once nonet notices.
fn first_line_then_leave(args: &[&str]) -> (Option<String>, Option<i32>) {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the nonet binary starts");
    let stdout = child.stdout.take().expect("stdout is piped");
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut first = String::new();
        let read = BufReader::new(stdout).read_line(&mut first);
        // The reader is dropped as the thread ends: nonet's next write finds the pipe closed.
        let _ = sender.send(read.ok().map(|_| first));
    });
    let first = receiver
        .recv_timeout(std::time::Duration::from_secs(60))
        .ok()
        .flatten();
    if first.is_none() {
        // Nothing came in a minute: end it rather than wait for all of its work.
        let _ = child.kill();
    }
    let status = child.wait().expect("nonet ends");
    (first, status.code())
}

#[test]
fn generators_print_each_result_as_it_is_made() {
    // A hundred thousand positions take hours; the first comes in well under a minute.
    let (first, status) = first_line_then_leave(&[
        "practice",
        "--technique",
        "X-Wing",
        "-n",
        "100000",
        "--seed",
        "3",
    ]);
    let first = first.expect("the first position is printed at once");
    assert_eq!(first.trim_end().len(), 729);
    assert_eq!(status, Some(CLOSED_PIPE));
    let (first, status) =
        first_line_then_leave(&["generate", "-n", "100000", "--seed", "3", "--threads", "1"]);
    assert_eq!(first.expect("the first puzzle").trim_end().len(), 81);
    assert_eq!(status, Some(CLOSED_PIPE));
}

#[test]
fn image_sizes_past_the_stated_maximum_are_refused() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = write(dir.path(), "one.txt", format!("{}\n", puzzle()).as_bytes());
    let png = dir.path().join("board.png");
    let png = png.to_str().expect("UTF-8");
    let refused = nonet_with_stdin(&["image", &path, "--size", "8193", "-o", png], None);
    assert_eq!(code(&refused), 2);
    assert!(
        text(&refused.stderr).contains("8193"),
        "{}",
        text(&refused.stderr)
    );
    assert!(!Path::new(png).exists());
    let largest = nonet_with_stdin(&["image", &path, "--size", "8192", "-o", png], None);
    assert_eq!(code(&largest), 0, "{}", text(&largest.stderr));
}

#[test]
fn bench_of_one_puzzle_says_it_in_the_singular() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = write(dir.path(), "one.txt", format!("{}\n", puzzle()).as_bytes());
    let output = nonet_redirected(&["bench", "--seconds", "0", &path], "");
    assert_eq!(code(&output), 0, "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    assert!(stdout.contains(": 1 puzzle (1 unique"), "{stdout}");
}
