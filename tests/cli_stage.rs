//! The command line as one stage of a bigger job: keyed records (`ID<TAB>puzzle`) give keyed
//! results, `--shard K/N` splits the records, `--errors inline` writes bad records as output
//! lines, the output is flushed chunk by chunk and ends quietly when the reader leaves, the
//! threads follow Slurm and the CPU affinity, and compressed files are read and written.

use nonet::grid::Grid;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

#[path = "common/cli.rs"]
mod cli_support;
mod common;

use cli_support::nonet_with_stdin;

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("nonet prints UTF-8")
}

fn code(output: &Output) -> i32 {
    output
        .status
        .code()
        .expect("nonet exits normally, not by a signal")
}

/// The first `count` puzzles of a set.
fn puzzles(name: &str, count: usize) -> Vec<String> {
    let lines: Vec<String> = common::data_text(name)
        .lines()
        .filter_map(|line| line.split('\t').next())
        .filter(|line| line.parse::<Grid>().is_ok())
        .take(count)
        .map(str::to_owned)
        .collect();
    assert_eq!(lines.len(), count, "{name} holds too few puzzles");
    lines
}

/// Runs `nonet ARGS` on `stdin`, and checks it succeeded with nothing on standard error.
fn run_ok(args: &[&str], stdin: &str) -> String {
    let output = nonet_with_stdin(args, Some(stdin.as_bytes()));
    assert_eq!(code(&output), 0, "{args:?}: {}", text(&output.stderr));
    assert!(
        output.stderr.is_empty(),
        "{args:?}: {}",
        text(&output.stderr)
    );
    text(&output.stdout)
}

/// Keys that are no puzzle: words, numbers, a key with spaces, one as long as a puzzle.
fn key(index: usize) -> String {
    match index % 4 {
        0 => format!("p{index}"),
        1 => format!("{}", 1_000_000 + index),
        2 => format!("set A / {index}"),
        _ => format!("{}{index}", "x".repeat(81)),
    }
}

#[test]
fn a_keyed_record_gives_its_result_after_its_key_in_every_command() {
    let mut plain = puzzles("seeds.txt", 4);
    plain.extend(puzzles("multi_solution.txt", 2));
    plain.extend(puzzles("forum_hardest_sample.txt", 2));
    let plain_text: String = plain.iter().map(|p| format!("{p}\n")).collect();
    let keyed_text: String = plain
        .iter()
        .enumerate()
        .map(|(index, p)| format!("{}\t{p}\n", key(index)))
        .collect();
    let commands: [&[&str]; 7] = [
        &["solve", "--errors", "inline"],
        &["solve", "--format", "grid", "--errors", "inline"],
        &["count", "--nodes"],
        &["rate", "--errors", "inline"],
        &["explain", "--format", "tsv"],
        &["steps", "--errors", "inline"],
        &["hint", "--errors", "inline"],
    ];
    for args in commands {
        let alone = run_ok(args, &plain_text);
        let keyed = run_ok(args, &keyed_text);
        let keyed_lines: Vec<&str> = keyed.lines().collect();
        let alone_lines: Vec<&str> = alone.lines().collect();
        assert_eq!(keyed_lines.len(), alone_lines.len(), "{args:?}");
        // Which record each line belongs to: one a line, or the records start at a blank
        // line (grids) or at a `puzzle` line (explain, steps).
        let mut record = 0usize;
        for (index, (keyed_line, alone_line)) in keyed_lines.iter().zip(&alone_lines).enumerate() {
            if args.contains(&"grid") {
                if alone_line.is_empty() {
                    assert!(keyed_line.is_empty(), "{args:?}: {keyed_line}");
                    record += 1;
                    continue;
                }
            } else if args[0] == "explain" || args[0] == "steps" {
                if index > 0 && alone_line.starts_with("puzzle\t") {
                    record += 1;
                }
            } else {
                record = index;
            }
            let (line_key, rest) = keyed_line
                .split_once('\t')
                .unwrap_or_else(|| panic!("{args:?}: no key in {keyed_line:?}"));
            assert_eq!(rest, *alone_line, "{args:?}");
            assert_eq!(line_key, key(record), "{args:?}");
        }
        assert_eq!(record + 1, plain.len(), "{args:?}");
    }
}

#[test]
fn rated_lines_with_the_puzzle_first_stay_puzzles_with_a_note() {
    // tests/data/se_rated.tsv: `puzzle<TAB>rating`, with a header line that is no record.
    let rated: Vec<String> = common::data_text("se_rated.tsv")
        .lines()
        .skip(1)
        .take(20)
        .map(str::to_owned)
        .collect();
    let first_column: String = rated
        .iter()
        .map(|line| format!("{}\n", line.split('\t').next().unwrap()))
        .collect();
    let with_ratings: String = rated.iter().map(|line| format!("{line}\n")).collect();
    assert_eq!(
        run_ok(&["solve"], &with_ratings),
        run_ok(&["solve"], &first_column)
    );
}

#[test]
fn a_bad_keyed_record_is_reported_with_its_key_or_written_inline() {
    let seeds = puzzles("seeds.txt", 3);
    let input = format!(
        "k1\t{}\n# a comment\nk2\t{}\nk3\t{}x\n{}\n",
        seeds[0],
        &seeds[1][..79],
        &seeds[2][..80],
        &seeds[2][..80],
    );
    let reported = nonet_with_stdin(&["solve"], Some(input.as_bytes()));
    assert_eq!(code(&reported), 2);
    let solutions: Vec<String> = common::data_text("seeds_solutions.txt")
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(text(&reported.stdout), format!("k1\t{}\n", solutions[0]));
    let errors = text(&reported.stderr);
    assert_eq!(errors.lines().count(), 3, "{errors}");
    // Columns count from the line's start, key included.
    assert!(
        errors.contains("line 3, column 83"),
        "the short record ends after its key and 79 cells: {errors}"
    );
    assert!(errors.contains("line 4, column 84"), "{errors}");

    let inline = nonet_with_stdin(&["solve", "--errors", "inline"], Some(input.as_bytes()));
    assert_eq!(code(&inline), 0, "{}", text(&inline.stderr));
    assert!(inline.stderr.is_empty(), "{}", text(&inline.stderr));
    let lines: Vec<String> = text(&inline.stdout).lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert_eq!(lines[0], format!("k1\t{}", solutions[0]));
    let fields: Vec<Vec<&str>> = lines[1..]
        .iter()
        .map(|line| line.split('\t').collect())
        .collect();
    assert_eq!(fields[0][..2], ["k2", "error"]);
    assert!(
        fields[0][2].contains("line 3, column 83"),
        "{}",
        fields[0][2]
    );
    assert_eq!(fields[1][..2], ["k3", "error"]);
    assert!(
        fields[1][2].contains("line 4, column 84"),
        "{}",
        fields[1][2]
    );
    // A bad record with no key: `error<TAB>message`, in its place.
    assert_eq!(fields[2][0], "error");
    assert!(fields[2][1].contains("<stdin>: line 5"), "{}", fields[2][1]);
    assert!(fields.iter().all(|f| f.len() == 3 || f.len() == 2));
}

#[test]
fn inline_errors_take_puzzles_without_one_solution_as_results() {
    let mut lines = puzzles("multi_solution.txt", 2);
    let seed = puzzles("seeds.txt", 1).remove(0);
    let clash = format!("99{}", &seed[2..]);
    lines.push(clash);
    let input: String = lines.iter().map(|p| format!("{p}\n")).collect();
    let default = nonet_with_stdin(&["solve"], Some(input.as_bytes()));
    assert_eq!(code(&default), 1);
    let inline = nonet_with_stdin(&["solve", "--errors", "inline"], Some(input.as_bytes()));
    assert_eq!(code(&inline), 0);
    assert_eq!(inline.stdout, default.stdout);
    assert_eq!(
        text(&inline.stdout),
        "multiple solutions\nmultiple solutions\nno solution\n"
    );
}

#[test]
fn an_empty_input_is_no_failure_with_inline_errors_but_a_missing_file_is() {
    let empty = nonet_with_stdin(&["rate", "--errors", "inline"], Some(b""));
    assert_eq!(code(&empty), 0, "{}", text(&empty.stderr));
    assert!(empty.stdout.is_empty() && empty.stderr.is_empty());
    // As before without it.
    assert_eq!(code(&nonet_with_stdin(&["rate"], Some(b""))), 2);
    let missing = nonet_with_stdin(
        &["rate", "--errors", "inline", "/nonexistent/puzzles.txt"],
        None,
    );
    assert_eq!(code(&missing), 2);
    assert!(text(&missing.stderr).contains("/nonexistent/puzzles.txt"));
}

/// Two inputs of puzzles, bad records, comments and blank lines, and the records in order
/// (`Ok` a puzzle, `Err` a bad one).
fn shard_inputs(dir: &Path) -> (Vec<String>, Vec<Result<String, ()>>) {
    let good = puzzles("seeds.txt", 4);
    let mut records = Vec::new();
    let mut paths = Vec::new();
    for file in 0..2 {
        let mut body = String::from("# records follow\n\n");
        for index in 0..23 {
            if index % 5 == 3 {
                body.push_str("12345\n");
                records.push(Err(()));
            } else {
                let puzzle = &good[(index + file) % 4];
                body.push_str(&format!("{puzzle}\n"));
                records.push(Ok(puzzle.clone()));
            }
            if index % 7 == 0 {
                body.push_str("\n# between\n");
            }
        }
        let path = dir.join(format!("part{file}.txt"));
        std::fs::write(&path, body).unwrap();
        paths.push(path.to_str().unwrap().to_owned());
    }
    (paths, records)
}

#[test]
fn shards_split_the_records_of_all_inputs_without_overlap() {
    let dir = tempfile::tempdir().unwrap();
    let (paths, records) = shard_inputs(dir.path());
    let solve = |puzzle: &str| run_ok(&["solve"], &format!("{puzzle}\n"));
    for count in [1usize, 2, 3, 5] {
        let mut joined: Vec<Option<String>> = vec![None; records.len()];
        for index in 1..=count {
            let shard = format!("{index}/{count}");
            let mut args = vec!["solve", "--errors", "inline", "--shard", &shard];
            args.extend(paths.iter().map(String::as_str));
            let output = nonet_with_stdin(&args, None);
            assert_eq!(code(&output), 0, "{}", text(&output.stderr));
            let lines: Vec<String> = text(&output.stdout).lines().map(str::to_owned).collect();
            let mine: Vec<usize> = (0..records.len())
                .filter(|i| i % count == index - 1)
                .collect();
            assert_eq!(lines.len(), mine.len(), "shard {shard}");
            for (line, record) in lines.into_iter().zip(mine) {
                assert!(joined[record].is_none());
                joined[record] = Some(line);
            }
        }
        for (record, line) in records.iter().zip(&joined) {
            let line = line.as_deref().expect("every record is in one shard");
            match record {
                Ok(puzzle) => assert_eq!(format!("{line}\n"), solve(puzzle)),
                Err(()) => assert!(line.starts_with("error\t"), "{line}"),
            }
        }
    }
}

#[test]
fn a_shard_outside_one_to_n_is_refused() {
    for shard in ["0/4", "5/4", "1/0", "two/4"] {
        let output = nonet_with_stdin(&["rate", "--shard", shard], Some(b""));
        assert_eq!(code(&output), 2, "{shard}");
        assert!(text(&output.stderr).contains("--shard"), "{shard}");
    }
}

/// Starts `nonet ARGS` with piped standard streams and `env` set.
fn spawn(args: &[&str], env: &[(&str, &str)]) -> std::process::Child {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nonet"));
    cli_support::in_c_locale(command.args(args))
        .env_remove("SLURM_CPUS_PER_TASK")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (name, value) in env {
        command.env(name, value);
    }
    command.spawn().expect("the nonet binary starts")
}

#[test]
fn output_reaches_the_next_stage_chunk_by_chunk_before_the_input_ends() {
    // `count` writes two bytes a puzzle: three chunks' worth is far less than the output
    // buffer, so only a flush after each chunk lets the first lines through.
    let puzzle = puzzles("seeds.txt", 1).remove(0);
    let block: String = std::iter::repeat_n(format!("{puzzle}\n"), 3 * 4096 + 10).collect();
    for threads in ["1", "2"] {
        let mut child = spawn(&["count", "--threads", threads], &[]);
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(block.as_bytes()).unwrap();
        stdin.flush().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (sender, receiver) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut first = String::new();
            let mut reader = BufReader::new(stdout);
            let read = reader.read_line(&mut first);
            let _ = sender.send(read.map(|_| first));
            // Read on to the end: a reader that left would fail the run.
            let _ = reader.read_to_end(&mut Vec::new());
        });
        let first = receiver.recv_timeout(Duration::from_secs(60));
        // The input ends only now: before, the output came with the input still open.
        drop(stdin);
        let status = child.wait().unwrap();
        assert_eq!(
            first
                .expect("a line arrives while the input is still open")
                .unwrap(),
            "1\n",
            "{threads} threads"
        );
        assert!(status.success());
    }
}

/// The threads of a running process, counted in /proc.
fn threads_of(child: &std::process::Child) -> usize {
    std::fs::read_dir(format!("/proc/{}/task", child.id()))
        .map(|tasks| tasks.count())
        .unwrap_or(0)
}

/// Starts `nonet rate` under `env` (and `taskset -c 0` when `one_cpu`), waits while it
/// waits for its input, and counts its threads.
fn threads_when_started(env: &[(&str, &str)], one_cpu: bool) -> usize {
    let mut child = if one_cpu {
        let mut command = Command::new("taskset");
        command
            .args(["-c", "0", env!("CARGO_BIN_EXE_nonet"), "rate"])
            .env_remove("SLURM_CPUS_PER_TASK")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for (name, value) in env {
            command.env(name, value);
        }
        command.spawn().expect("taskset starts")
    } else {
        spawn(&["rate"], env)
    };
    // A pool starts its threads at once, before the first record is read.
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut seen = threads_of(&child);
    while Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
        seen = seen.max(threads_of(&child));
    }
    drop(child.stdin.take());
    let output = child.wait_with_output().unwrap();
    assert_eq!(
        output.status.code(),
        Some(2),
        "an empty input has no puzzle"
    );
    seen
}

#[test]
#[cfg(target_os = "linux")]
fn threads_follow_slurm_and_the_cpu_affinity() {
    // The calling thread and two workers, or the calling thread alone on one CPU: Slurm's
    // count is lowered to the CPUs the process may use.
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    assert_eq!(
        threads_when_started(&[("SLURM_CPUS_PER_TASK", "2")], false),
        if cores >= 2 { 3 } else { 1 }
    );
    assert_eq!(
        threads_when_started(&[("SLURM_CPUS_PER_TASK", "100000")], false),
        if cores >= 2 { cores + 1 } else { 1 }
    );
    assert_eq!(
        threads_when_started(&[("SLURM_CPUS_PER_TASK", "1")], false),
        1
    );
    let taskset = Command::new("taskset").arg("--version").output();
    if taskset.is_ok_and(|output| output.status.success()) {
        // One CPU allowed: no pool at all, whatever the machine has.
        assert_eq!(threads_when_started(&[], true), 1);
    } else {
        eprintln!("taskset is missing: the affinity half of this test did not run");
    }
}

#[test]
fn a_reader_that_leaves_ends_the_run_quietly() {
    // `nonet solve big | head -1`: one line, nothing on standard error, and the status of a
    // program ended by SIGPIPE (the output is not whole).
    let dir = tempfile::tempdir().unwrap();
    let puzzle = puzzles("seeds.txt", 1).remove(0);
    let big: String = std::iter::repeat_n(format!("{puzzle}\n"), 200_000).collect();
    let path = dir.path().join("big.txt");
    std::fs::write(&path, big).unwrap();
    let mut child = spawn(&["solve", path.to_str().unwrap()], &[]);
    drop(child.stdin.take());
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    // The reader is gone once the line is read.
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(first.trim_end().len(), 81);
    assert_eq!(stderr, "");
    assert_eq!(status.code(), Some(141), "{status:?}");
}

/// `text` gzip-compressed, as one member.
fn gzip(text: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    encoder.write_all(text).unwrap();
    encoder.finish().unwrap()
}

/// `text` zstd-compressed, as one frame.
fn zstd(text: &[u8]) -> Vec<u8> {
    ruzstd::encoding::compress_to_vec(text, ruzstd::encoding::CompressionLevel::Fastest)
}

#[test]
fn compressed_inputs_are_read_and_gz_output_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let lines = puzzles("top1465.txt", 300);
    let (first, second) = lines.split_at(120);
    let first_text: String = first.iter().map(|p| format!("{p}\n")).collect();
    let second_text: String = second.iter().map(|p| format!("{p}\n")).collect();
    let whole = format!("{first_text}{second_text}");
    let expected = run_ok(&["solve"], &whole);
    assert_eq!(expected.lines().count(), 300);
    let write = |name: &str, bytes: &[u8]| {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        path.to_str().unwrap().to_owned()
    };
    // Members and frames one after another read as one stream; the name does not matter.
    let gz = write(
        "puzzles.txt.gz",
        &[gzip(first_text.as_bytes()), gzip(second_text.as_bytes())].concat(),
    );
    let zst = write(
        "puzzles.txt.zst",
        &[zstd(first_text.as_bytes()), zstd(second_text.as_bytes())].concat(),
    );
    let unnamed = write("puzzles.dat", &gzip(whole.as_bytes()));
    for path in [&gz, &zst, &unnamed] {
        let output = nonet_with_stdin(&["solve", path], None);
        assert_eq!(code(&output), 0, "{path}: {}", text(&output.stderr));
        assert_eq!(text(&output.stdout), expected, "{path}");
    }
    let piped = nonet_with_stdin(&["solve"], Some(&gzip(whole.as_bytes())));
    assert_eq!(text(&piped.stdout), expected);

    let out_gz = dir.path().join("solutions.txt.gz");
    let output = nonet_with_stdin(&["solve", "--output", out_gz.to_str().unwrap(), &zst], None);
    assert_eq!(code(&output), 0, "{}", text(&output.stderr));
    assert!(output.stdout.is_empty());
    let mut unpacked = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(&out_gz).unwrap())
        .read_to_string(&mut unpacked)
        .unwrap();
    assert_eq!(unpacked, expected);
    let out_plain = dir.path().join("solutions.txt");
    let output = nonet_with_stdin(&["solve", "-o", out_plain.to_str().unwrap(), &gz], None);
    assert_eq!(code(&output), 0, "{}", text(&output.stderr));
    assert_eq!(std::fs::read_to_string(&out_plain).unwrap(), expected);

    // A broken stream is a bad record naming its input, not a crash.
    let mut broken = gzip(whole.as_bytes());
    broken.truncate(broken.len() / 2);
    let broken = write("broken.txt.gz", &broken);
    let output = nonet_with_stdin(&["solve", &broken], None);
    assert_eq!(code(&output), 2);
    assert!(text(&output.stderr).contains("broken.txt.gz"));
    let cannot = nonet_with_stdin(&["solve", "-o", "/nonexistent/dir/out.gz", &gz], None);
    assert_eq!(code(&cannot), 2);
    assert!(text(&cannot.stderr).contains("/nonexistent/dir/out.gz"));
}
