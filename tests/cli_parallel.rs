//! Every core, the same output: `solve`, `count`, `rate`, `explain` and `generate` print the
//! same bytes, report the same bad records in the same order and exit with the same code
//! whatever `--threads` says, and that output is what the engine gives puzzle by puzzle.

use nonet::formats::{Metadata, PuzzleFormat, write};
use nonet::grid::Grid;
use nonet::logic::rate;
use nonet::solver::{Verdict, count_solutions, verdict};
use nonet::words::report::rating_line;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// The thread counts compared; the first is the reference. More threads than the machine's
/// CPUs are lowered to their number (with a note, see [`stderr_of`]), so a third count would
/// test nothing more on the two-CPU machines the tests run on.
const THREADS: [&str; 2] = ["1", "2"];

#[path = "common/cli.rs"]
mod cli_support;
mod common;

/// `count` puzzles of a set from its `skip`th line on (the first column, for `.tsv`).
fn set_puzzles(name: &str, skip: usize, count: usize) -> Vec<Grid> {
    let text = common::data_text(name);
    let puzzles: Vec<Grid> = text
        .lines()
        .filter_map(|line| line.split('\t').next()?.parse().ok())
        .skip(skip)
        .take(count)
        .collect();
    assert_eq!(puzzles.len(), count, "{name} holds too few puzzles");
    puzzles
}

/// An input made for the test: its bytes, its puzzles in order, and the lines of its bad
/// records in order.
struct Input {
    bytes: Vec<u8>,
    puzzles: Vec<Grid>,
    bad_lines: Vec<usize>,
}

impl Input {
    fn new() -> Input {
        Input {
            bytes: Vec::new(),
            puzzles: Vec::new(),
            bad_lines: Vec::new(),
        }
    }

    /// The 1-based number of the next line.
    fn next_line(&self) -> usize {
        self.bytes.iter().filter(|&&byte| byte == b'\n').count() + 1
    }

    fn puzzle(&mut self, puzzle: Grid) {
        self.bytes.extend_from_slice(puzzle.to_line().as_bytes());
        self.bytes.push(b'\n');
        self.puzzles.push(puzzle);
    }

    /// A nine-line grid among the one-line puzzles.
    fn grid(&mut self, puzzle: Grid) {
        let text = write(PuzzleFormat::Grid, &puzzle, &Metadata::default());
        self.bytes.extend_from_slice(text.as_bytes());
        self.puzzles.push(puzzle);
    }

    /// One bad record of kind `kind`, made from `puzzle`, reported at the line it starts on.
    fn bad(&mut self, kind: usize, puzzle: &Grid) {
        self.bad_lines.push(self.next_line());
        let line = puzzle.to_line();
        let bytes: Vec<u8> = match kind % 5 {
            0 => line[..80].into(),
            1 => format!("{line}7").into(),
            2 => format!("{}x{}", &line[..40], &line[41..]).into(),
            3 => [&line.as_bytes()[..10], &[0xFF], &line.as_bytes()[11..]].concat(),
            // Three rows of a grid, then the grid is cut short by the next record.
            _ => write(PuzzleFormat::Grid, puzzle, &Metadata::default())
                .lines()
                .take(3)
                .map(|row| format!("{row}\n"))
                .collect::<String>()
                .trim_end()
                .into(),
        };
        self.bytes.extend_from_slice(&bytes);
        self.bytes.push(b'\n');
    }

    /// Lines that are no record: a comment and a blank line.
    fn filler(&mut self) {
        self.bytes.extend_from_slice(b"# not a puzzle\n\n");
    }
}

/// Hard, rated and multi-solution puzzles, a clash, grids, and a bad record of some kind
/// every `bad_every` puzzles: `scale` puzzles of each set, interleaved.
fn mixed_input(scale: usize, bad_every: usize) -> Input {
    let hard = set_puzzles("forum_hardest_sample.txt", 0, scale);
    let rated = set_puzzles("se_rated.tsv", 0, scale);
    let multiple = set_puzzles("multi_solution.txt", 0, scale);
    let mut clash = hard[0].to_line().into_bytes();
    let first_given = clash
        .iter()
        .position(|&cell| cell != b'.')
        .expect("a puzzle has givens");
    let other = (0..9)
        .find(|&column| {
            column != first_given % 9 && clash[first_given - first_given % 9 + column] == b'.'
        })
        .expect("a hard puzzle's row has an empty cell");
    clash[first_given - first_given % 9 + other] = clash[first_given];
    let clash: Grid = String::from_utf8(clash)
        .expect("ASCII")
        .parse()
        .expect("a clash is still a well-formed line");
    assert_eq!(verdict(&clash), Verdict::NoSolution);

    let mut input = Input::new();
    let mut placed = 0;
    for ((hard, rated), multiple) in hard.into_iter().zip(rated).zip(multiple) {
        for puzzle in [hard, rated, multiple] {
            placed += 1;
            match placed % 97 {
                13 => input.grid(puzzle),
                41 => input.puzzle(clash),
                77 => input.filler(),
                _ => {}
            }
            input.puzzle(puzzle);
            if placed % bad_every == bad_every / 2 {
                input.bad(placed / bad_every, &puzzle);
            }
        }
    }
    input
}

fn nonet(args: &[&str], stdin: Option<Vec<u8>>) -> Output {
    cli_support::nonet_with_stdin(args, stdin.as_deref())
}

fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).expect("nonet prints UTF-8")
}

/// A run's standard error without the note a machine with fewer CPUs than threads asked for
/// adds, which depends on the machine, not on the input.
fn stderr_of(output: &Output) -> String {
    text(&output.stderr)
        .lines()
        .filter(|line| !line.contains("threads asked for"))
        .map(|line| format!("{line}\n"))
        .collect()
}

/// Runs `nonet SUBCOMMAND --threads N ARGS` for every N of [`THREADS`], checks that standard
/// output, standard error and the exit code are the same for all, and returns them.
fn same_for_every_thread_count(subcommand: &str, args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut outputs = THREADS.iter().map(|threads| {
        let mut full = vec![subcommand, "--threads", *threads];
        full.extend_from_slice(args);
        (threads, nonet(&full, stdin.map(<[u8]>::to_vec)))
    });
    let (_, reference) = outputs.next().expect("THREADS is not empty");
    assert!(
        !text(&reference.stderr).contains("panicked"),
        "{}",
        text(&reference.stderr)
    );
    for (threads, output) in outputs {
        let what = format!("{subcommand} {args:?} with --threads {threads}");
        assert_eq!(
            output.status.code(),
            reference.status.code(),
            "{what}: exit code"
        );
        // Compared as text first, for a readable difference, then as bytes.
        assert_eq!(
            stderr_of(&output),
            stderr_of(&reference),
            "{what}: standard error"
        );
        assert_eq!(
            text(&output.stdout),
            text(&reference.stdout),
            "{what}: standard output"
        );
        assert_eq!(output.stdout, reference.stdout, "{what}: standard output");
    }
    reference
}

/// The error lines expected for `input` written at `path`.
fn error_lines(path: &str, input: &Input) -> Vec<String> {
    input
        .bad_lines
        .iter()
        .map(|line| format!("{path}: line {line}"))
        .collect()
}

/// Checks that every line of `stderr` names `expected`'s file and line, in order.
fn assert_errors(stderr: &[u8], expected: &[String]) {
    let lines: Vec<&str> = text(stderr).lines().collect();
    assert_eq!(lines.len(), expected.len(), "{}", text(stderr));
    for (line, start) in lines.iter().zip(expected) {
        assert!(
            line.starts_with(&format!("{start},")) || line.starts_with(&format!("{start}:")),
            "{line:?} is not about {start}"
        );
    }
}

fn write_file(dir: &Path, name: &str, bytes: &[u8]) -> String {
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("the temporary file is written");
    path.to_str().expect("temporary paths are UTF-8").to_owned()
}

fn solve_line(puzzle: &Grid) -> String {
    match verdict(puzzle) {
        Verdict::Unique(solution) => solution.to_line(),
        Verdict::NoSolution => "no solution".into(),
        Verdict::Multiple => "multiple solutions".into(),
    }
}

#[test]
fn the_mixed_input_holds_what_the_tests_need() {
    let input = mixed_input(100, 23);
    let verdicts: Vec<Verdict> = input.puzzles.iter().map(verdict).collect();
    let unique = verdicts
        .iter()
        .filter(|verdict| matches!(verdict, Verdict::Unique(_)))
        .count();
    let multiple = verdicts
        .iter()
        .filter(|verdict| **verdict == Verdict::Multiple)
        .count();
    let none = verdicts.len() - unique - multiple;
    assert!(input.puzzles.len() > 300, "{}", input.puzzles.len());
    assert!(
        unique >= 200 && multiple >= 100 && none >= 3,
        "{unique} {multiple} {none}"
    );
    assert!(input.bad_lines.len() >= 13, "{}", input.bad_lines.len());
}

#[test]
fn solve_is_the_same_for_every_thread_count_and_in_input_order() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let input = mixed_input(100, 23);
    let path = write_file(dir.path(), "mixed.txt", &input.bytes);
    let output = same_for_every_thread_count("solve", &[&path], None);
    assert_eq!(output.status.code(), Some(2), "bad records come first");
    let expected: Vec<String> = input.puzzles.iter().map(solve_line).collect();
    assert_eq!(text(&output.stdout).lines().collect::<Vec<_>>(), expected);
    assert_errors(&output.stderr, &error_lines(&path, &input));

    let grids = same_for_every_thread_count("solve", &["--format", "grid", &path], None);
    assert_eq!(
        text(&grids.stdout).split("\n\n").count(),
        input.puzzles.len()
    );
}

#[test]
fn solve_and_count_keep_the_order_across_chunks_files_and_standard_input() {
    // More than two chunks of records (src/cli/parallel.rs reads 4,096 at a time), with bad
    // records on both sides of the chunk boundaries.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut input = Input::new();
    let hard = set_puzzles("forum_hardest_sample.txt", 0, 5000);
    let multiple = set_puzzles("multi_solution.txt", 0, 4000);
    for (index, puzzle) in hard.into_iter().chain(multiple).enumerate() {
        input.puzzle(puzzle);
        if index % 401 == 400 {
            input.bad(index, &puzzle);
        }
    }
    let big = write_file(dir.path(), "big.txt", &input.bytes);
    let small = mixed_input(20, 7);
    let mixed = write_file(dir.path(), "mixed.txt", &small.bytes);
    let missing = dir.path().join("missing.txt");
    let missing = missing.to_str().expect("temporary paths are UTF-8");

    let output = same_for_every_thread_count("solve", &[&mixed, missing, &big, &mixed], None);
    assert_eq!(output.status.code(), Some(2));
    let expected: Vec<String> = small
        .puzzles
        .iter()
        .chain(&input.puzzles)
        .chain(&small.puzzles)
        .map(solve_line)
        .collect();
    assert_eq!(text(&output.stdout).lines().collect::<Vec<_>>(), expected);
    let mut errors = error_lines(&mixed, &small);
    errors.push(format!("{missing}: cannot open"));
    errors.extend(error_lines(&big, &input));
    errors.extend(error_lines(&mixed, &small));
    assert_errors(&output.stderr, &errors);

    let counted = same_for_every_thread_count("count", &["--limit", "3", &big], None);
    assert_eq!(counted.status.code(), Some(2));
    let expected: Vec<String> = input
        .puzzles
        .iter()
        .map(|puzzle| count_solutions(puzzle, 3).to_string())
        .collect();
    assert_eq!(text(&counted.stdout).lines().collect::<Vec<_>>(), expected);
    assert_errors(&counted.stderr, &error_lines(&big, &input));

    let piped = same_for_every_thread_count("solve", &[], Some(&input.bytes));
    let from_file = nonet(&["solve", "--threads", "1", &big], None);
    assert_eq!(piped.stdout, from_file.stdout);
    assert_eq!(piped.status.code(), from_file.status.code());
    assert_errors(&piped.stderr, &error_lines("<stdin>", &input));
}

#[test]
fn count_is_the_same_for_every_thread_count() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let input = mixed_input(100, 23);
    let path = write_file(dir.path(), "mixed.txt", &input.bytes);
    let output = same_for_every_thread_count("count", &[&path], None);
    assert_eq!(output.status.code(), Some(2));
    let expected: Vec<String> = input
        .puzzles
        .iter()
        .map(|puzzle| count_solutions(puzzle, 2).to_string())
        .collect();
    assert_eq!(text(&output.stdout).lines().collect::<Vec<_>>(), expected);
    assert_errors(&output.stderr, &error_lines(&path, &input));
}

#[test]
fn rate_is_the_same_for_every_thread_count_and_in_input_order() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let input = mixed_input(100, 23);
    let path = write_file(dir.path(), "mixed.txt", &input.bytes);
    let output = same_for_every_thread_count("rate", &[&path], None);
    assert_eq!(output.status.code(), Some(2));
    let expected: Vec<String> = input
        .puzzles
        .iter()
        .map(|puzzle| match count_solutions(puzzle, 2) {
            // A puzzle without one solution gets the verdict `solve` gives it, not a rating.
            0 => "no solution".to_owned(),
            1 => rating_line(&rate(puzzle)),
            _ => "multiple solutions".to_owned(),
        })
        .collect();
    assert_eq!(text(&output.stdout).lines().collect::<Vec<_>>(), expected);
    assert_errors(&output.stderr, &error_lines(&path, &input));
}

#[test]
fn explain_is_the_same_for_every_thread_count() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let input = mixed_input(60, 23);
    let path = write_file(dir.path(), "mixed.txt", &input.bytes);
    for format in ["text", "tsv"] {
        let output = same_for_every_thread_count("explain", &["--format", format, &path], None);
        assert_eq!(output.status.code(), Some(2), "{format}");
        assert_errors(&output.stderr, &error_lines(&path, &input));
        let starts: Vec<String> = text(&output.stdout)
            .lines()
            .filter_map(|line| {
                line.strip_prefix("Puzzle ")
                    .or_else(|| line.strip_prefix("puzzle\t"))
            })
            .map(str::to_owned)
            .collect();
        let expected: Vec<String> = input.puzzles.iter().map(Grid::to_line).collect();
        assert_eq!(
            starts, expected,
            "{format}: one explanation per puzzle, in order"
        );
    }
}

#[test]
fn generate_gives_the_same_puzzles_for_every_thread_count() {
    let output = same_for_every_thread_count("generate", &["--seed", "11", "--count", "24"], None);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let lines: Vec<&str> = text(&output.stdout).lines().collect();
    assert_eq!(lines.len(), 24);
    // Puzzle i is seed + i's first puzzle, wherever it was made.
    for i in [0, 5, 23] {
        let seed = (11 + i).to_string();
        let alone = nonet(&["generate", "--seed", &seed, "--threads", "1"], None);
        assert_eq!(text(&alone.stdout), format!("{}\n", lines[i]), "puzzle {i}");
    }
    let rated = same_for_every_thread_count(
        "generate",
        &["--seed", "5", "--count", "9", "-d", "hard", "--rate"],
        None,
    );
    assert_eq!(text(&rated.stdout).lines().count(), 9);
}

#[test]
fn a_closed_pipe_ends_the_run_quietly() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut input = Input::new();
    for puzzle in set_puzzles("forum_hardest_sample.txt", 0, 5000) {
        input.puzzle(puzzle);
    }
    let path = write_file(dir.path(), "hard.txt", &input.bytes);
    for threads in THREADS {
        let mut child = Command::new(env!("CARGO_BIN_EXE_nonet"))
            .args(["solve", "--threads", threads, &path])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the nonet binary starts");
        let mut first = String::new();
        BufReader::new(child.stdout.take().expect("stdout is piped"))
            .read_line(&mut first)
            .expect("nonet prints a line");
        assert_eq!(first.trim_end(), solve_line(&input.puzzles[0]));
        // The reader is dropped here: nonet's next write finds the pipe closed.
        let output = child.wait_with_output().expect("nonet finishes");
        // Quietly, with the status of a program ended by SIGPIPE: the output is not whole.
        assert_eq!(
            output.status.code(),
            Some(141),
            "{threads}: {}",
            text(&output.stderr)
        );
        assert!(
            stderr_of(&output).is_empty(),
            "{threads}: {}",
            text(&output.stderr)
        );
    }
}

#[test]
fn threads_must_be_a_positive_number() {
    for bad in ["0", "-1", "many"] {
        let option = format!("--threads={bad}");
        let output = nonet(&["solve", &option, "-"], Some(Vec::new()));
        assert_eq!(output.status.code(), Some(2), "--threads {bad}");
        assert!(
            text(&output.stderr).contains("--threads"),
            "--threads {bad}"
        );
    }
}

#[test]
fn threads_are_no_more_than_the_cpus_and_absurd_numbers_are_refused() {
    let puzzle = set_puzzles("forum_hardest_sample.txt", 0, 1).remove(0);
    let line = format!("{}\n", puzzle.to_line()).into_bytes();
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let over = (cores + 1).to_string();
    let lowered = nonet(&["solve", "--threads", &over, "-"], Some(line.clone()));
    assert_eq!(lowered.status.code(), Some(0), "{}", text(&lowered.stderr));
    assert_eq!(text(&lowered.stdout), format!("{}\n", solve_line(&puzzle)));
    let note = format!("{over} threads asked for, but this process may run on {cores} CPUs");
    assert!(
        text(&lowered.stderr).contains(&note),
        "{}",
        text(&lowered.stderr)
    );
    // Slurm's count is lowered the same way.
    let slurm =
        cli_support::in_c_locale(Command::new(env!("CARGO_BIN_EXE_nonet")).args(["count", "-"]))
            .env("SLURM_CPUS_PER_TASK", "100000")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                child.stdin.take().expect("piped").write_all(&line)?;
                child.wait_with_output()
            })
            .expect("nonet runs");
    assert_eq!(slurm.status.code(), Some(0), "{}", text(&slurm.stderr));
    assert!(
        text(&slurm.stderr).contains(&format!(
            "100000 threads asked for, but this process may run on {cores} CPUs"
        )),
        "{}",
        text(&slurm.stderr)
    );
    for absurd in ["1025", "4000", "65535"] {
        // Refused before any input is read.
        let refused = nonet(&["solve", "--threads", absurd, "-"], None);
        assert_eq!(refused.status.code(), Some(2), "--threads {absurd}");
        let stderr = text(&refused.stderr);
        assert!(
            stderr.contains("--threads") && stderr.contains("1..=1024"),
            "{stderr}"
        );
    }
}

#[test]
fn more_threads_than_puzzles_is_fine() {
    let puzzle = set_puzzles("forum_hardest_sample.txt", 0, 1).remove(0);
    let output = nonet(
        &["solve", "--threads", "16", "-"],
        Some(format!("{}\n", puzzle.to_line()).into_bytes()),
    );
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), format!("{}\n", solve_line(&puzzle)));
}
