//! The `nonet` command line, run as a separate process: solve, count and bench, exit codes,
//! standard input, and bad inputs.

use nonet::formats::{Metadata, PuzzleFormat, parse_str, write};
use nonet::grid::Grid;
use nonet::solver::count_solutions;
use std::process::Output;

#[path = "common/cli.rs"]
mod cli_support;
mod common;

use cli_support::{nonet, nonet_with_stdin, write_file as file_in};
use common::data_path;

fn data_lines(name: &str, count: usize) -> Vec<String> {
    common::data_text(name)
        .lines()
        .take(count)
        .map(str::to_owned)
        .collect()
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("nonet prints UTF-8")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("nonet prints UTF-8")
}

fn code(output: &Output) -> i32 {
    output
        .status
        .code()
        .expect("nonet exits normally, not by a signal")
}

#[test]
fn solve_gives_the_known_solutions() {
    let seeds = data_path("seeds.txt");
    let output = nonet(&["solve", seeds.to_str().unwrap()]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let expected = std::fs::read_to_string(data_path("seeds_solutions.txt")).unwrap();
    assert_eq!(
        stdout(&output).lines().collect::<Vec<_>>(),
        expected.lines().collect::<Vec<_>>()
    );
    assert!(output.stderr.is_empty());
}

#[test]
fn solve_reads_standard_input() {
    let text = std::fs::read(data_path("seeds.txt")).unwrap();
    let expected = data_lines("seeds_solutions.txt", 4);
    for args in [&["solve", "-"][..], &["solve"][..]] {
        let output = nonet_with_stdin(args, Some(&text));
        assert_eq!(code(&output), 0, "{}", stderr(&output));
        assert_eq!(stdout(&output).lines().collect::<Vec<_>>(), expected);
    }
}

#[test]
fn solve_reads_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle: Grid = data_lines("seeds.txt", 1)[0].parse().unwrap();
    let solution = &data_lines("seeds_solutions.txt", 1)[0];
    let metadata = Metadata {
        author: Some("Someone".into()),
        ..Metadata::default()
    };
    for format in PuzzleFormat::ALL {
        let name = format!("puzzle.{}", format.extension());
        let path = file_in(
            dir.path(),
            &name,
            write(format, &puzzle, &metadata).as_bytes(),
        );
        let output = nonet(&["solve", &path]);
        assert_eq!(code(&output), 0, "{format:?}: {}", stderr(&output));
        assert_eq!(stdout(&output), format!("{solution}\n"), "{format:?}");
    }
}

#[test]
fn solve_prints_grids_separated_by_blank_lines() {
    let seeds = data_path("seeds.txt");
    let output = nonet(&["solve", "--format", "grid", seeds.to_str().unwrap()]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(text.split("\n\n").count(), 4);
    let read = parse_str(&text, None);
    assert!(read.errors.is_empty(), "{:?}", read.errors);
    let solutions: Vec<String> = read.records.iter().map(|r| r.grid.to_digits()).collect();
    assert_eq!(solutions, data_lines("seeds_solutions.txt", 4));
}

#[test]
fn puzzles_without_a_single_solution_exit_with_1() {
    let dir = tempfile::tempdir().unwrap();
    let multi = data_lines("multi_solution.txt", 2);
    let seed = data_lines("seeds.txt", 1).remove(0);
    // r1c2 = 9 repeats the 9 in r1c1: the givens clash.
    let clash = format!("99{}", &seed[2..]);
    let text = format!("{}\n{seed}\n{}\n{clash}\n", multi[0], multi[1]);
    let path = file_in(dir.path(), "mixed.txt", text.as_bytes());
    let output = nonet(&["solve", &path]);
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    let solution = data_lines("seeds_solutions.txt", 1).remove(0);
    assert_eq!(
        stdout(&output).lines().collect::<Vec<_>>(),
        vec![
            "multiple solutions",
            solution.as_str(),
            "multiple solutions",
            "no solution"
        ]
    );
    assert!(output.stderr.is_empty());
}

#[test]
fn bad_records_are_reported_and_good_ones_still_solved() {
    let dir = tempfile::tempdir().unwrap();
    let seeds = data_lines("seeds.txt", 2);
    let text = format!("{}\n{}\n{}\n", seeds[0], &seeds[1][..80], seeds[1]);
    let path = file_in(dir.path(), "some_bad.txt", text.as_bytes());
    let output = nonet(&["solve", &path]);
    assert_eq!(code(&output), 2);
    assert_eq!(
        stdout(&output).lines().collect::<Vec<_>>(),
        data_lines("seeds_solutions.txt", 2)
    );
    assert_eq!(
        stderr(&output),
        format!(
            "{path}: line 2, column 81: the line ends after 80 cells, expected 81 (a whole puzzle) or 9 (a grid row)\n"
        )
    );
}

#[test]
fn missing_files_exit_with_2_and_other_files_still_run() {
    let seeds = data_path("seeds.txt");
    let output = nonet(&["solve", "/nonexistent/puzzles.txt", seeds.to_str().unwrap()]);
    assert_eq!(code(&output), 2);
    assert_eq!(stdout(&output).lines().count(), 4);
    let message = stderr(&output);
    assert_eq!(message.lines().count(), 1);
    assert!(
        message.starts_with("/nonexistent/puzzles.txt: cannot open: "),
        "{message}"
    );
}

#[test]
fn every_bad_input_gets_an_error_line_or_no_solution() {
    let dir = tempfile::tempdir().unwrap();
    let seed = data_lines("seeds.txt", 1).remove(0);
    let spaced: String = seed.chars().map(|c| format!("{c} ")).collect();
    let mut duplicate = seed.clone();
    duplicate.replace_range(1..2, "9");
    let binary: Vec<u8> = (0..8192u32)
        .map(|i| (i.wrapping_mul(2_654_435_761).rotate_left(7) >> 11) as u8)
        .collect();
    let cases: Vec<(&str, Vec<u8>, i32)> = vec![
        ("80 characters", seed[..80].into(), 2),
        ("82 characters", format!("{seed}1").into(), 2),
        ("letters", format!("{}abc{}", &seed[..20], &seed[23..]).into(), 2),
        ("full-width digit", format!("\u{ff19}{}", &seed[1..]).into(), 2),
        ("negative number", format!("-{}", spaced.trim_end()).into(), 2),
        ("duplicate givens", duplicate.into(), 1),
        ("empty", Vec::new(), 2),
        ("blank lines", b"\n\n  \n\r\n".to_vec(), 2),
        ("five megabytes", vec![b'7'; 5 * 1024 * 1024], 2),
        ("binary", binary, 2),
        (
            "html",
            b"<!DOCTYPE html>\n<html><head><title>Sudoku</title></head>\n<body><p>9..4</p></body></html>\n".to_vec(),
            2,
        ),
    ];
    for (index, (name, bytes, expected)) in cases.into_iter().enumerate() {
        let path = file_in(dir.path(), &format!("case{index}.txt"), &bytes);
        let output = nonet(&["solve", &path]);
        let errors = stderr(&output);
        assert_eq!(code(&output), expected, "{name}: {errors}");
        assert!(!errors.contains("panicked"), "{name}: {errors}");
        if expected == 1 {
            assert_eq!(stdout(&output), "no solution\n", "{name}");
            assert!(errors.is_empty(), "{name}: {errors}");
            continue;
        }
        assert!(output.stdout.is_empty(), "{name}: {}", stdout(&output));
        assert!(!errors.is_empty(), "{name}: nothing on stderr");
        for line in errors.lines() {
            let rest = line
                .strip_prefix(&format!("{path}: "))
                .unwrap_or_else(|| panic!("{name}: {line:?} does not name the file"));
            assert!(
                rest.starts_with("line ") || rest.starts_with("no puzzle found"),
                "{name}: {line:?} names no line"
            );
        }
    }
}

#[test]
fn count_stops_at_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let mut puzzles = data_lines("multi_solution.txt", 3);
    puzzles.extend(data_lines("seeds.txt", 2));
    let path = file_in(
        dir.path(),
        "count.txt",
        (puzzles.join("\n") + "\n").as_bytes(),
    );
    for (args, limit) in [(vec!["count"], 2), (vec!["count", "--limit", "5"], 5)] {
        let mut args = args;
        args.push(&path);
        let output = nonet(&args);
        assert_eq!(code(&output), 0, "{}", stderr(&output));
        let expected: Vec<String> = puzzles
            .iter()
            .map(|p| count_solutions(&p.parse().unwrap(), limit).to_string())
            .collect();
        assert_eq!(stdout(&output).lines().collect::<Vec<_>>(), expected);
        assert_eq!(expected[3], "1");
        assert!(expected[0].parse::<usize>().unwrap() >= 2);
    }
    assert_eq!(code(&nonet(&["count", "--limit", "0", &path])), 2);
}

#[test]
fn bench_prints_both_rates() {
    let seeds = data_path("seeds.txt");
    let output = nonet(&["bench", "--seconds", "0.05", seeds.to_str().unwrap()]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let text = stdout(&output);
    for label in ["first solution:", "uniqueness (count to 2):"] {
        let line = text
            .lines()
            .find(|line| line.starts_with(label))
            .unwrap_or_else(|| panic!("no {label:?} line in {text}"));
        let rate: f64 = line[label.len()..]
            .split_whitespace()
            .next()
            .and_then(|number| number.parse().ok())
            .unwrap_or_else(|| panic!("no rate in {line:?}"));
        assert!(rate > 0.0, "{line}");
    }
    assert!(text.contains("4 puzzles (4 unique"), "{text}");
}

#[test]
fn help_lists_the_subcommands() {
    let output = nonet(&["--help"]);
    assert_eq!(code(&output), 0);
    let text = stdout(&output);
    for command in ["solve", "count", "bench"] {
        assert!(text.contains(command), "{text}");
    }
}

#[test]
fn nonet_simd_forces_a_form_and_warns_about_unknown_ones() {
    let puzzles = data_lines("forum_hardest_sample.txt", 200).join("\n");
    let run = |value: &str| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_nonet"))
            .args(["count", "--limit", "3", "-"])
            .env("NONET_SIMD", value)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                child
                    .stdin
                    .take()
                    .expect("stdin is piped")
                    .write_all(puzzles.as_bytes())?;
                child.wait_with_output()
            })
            .expect("nonet runs");
        assert_eq!(code(&output), 0, "{value}: {}", stderr(&output));
        (stdout(&output), stderr(&output))
    };
    let (reference, quiet) = run("portable");
    assert_eq!(reference.lines().count(), 200);
    assert!(quiet.is_empty(), "{quiet}");
    for form in nonet::solver::SimdForm::ALL {
        let (answers, warning) = run(form.name());
        assert_eq!(answers, reference, "{form}");
        // A form this CPU lacks falls back with a warning; a supported one is silent.
        assert_eq!(
            warning.contains("NONET_SIMD"),
            !form.is_supported(),
            "{warning}"
        );
    }
    let (answers, warning) = run("turbo");
    assert_eq!(answers, reference);
    assert!(warning.contains("NONET_SIMD=\"turbo\""), "{warning}");
}

#[test]
fn hint_reads_a_save_and_names_its_wrong_entry_or_gives_its_next_step() {
    // The version 1 fixture has a wrong 9 in r5c6 (the answer is 4).
    let fixture = data_path("saves/format1.nonet");
    let output = nonet(&["hint", fixture.to_str().unwrap()]);
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    let expected = nonet::words::report::hint_line(&nonet::logic::Finding::Mistake {
        cell: 4 * 9 + 5,
        entered: 9,
        kind: nonet::logic::MistakeKind::NotTheSolution,
    });
    assert_eq!(stdout(&output).trim_end(), expected);
    assert!(expected.contains("r5c6"), "{expected}");

    // A save without mistakes: the next step of its position, as the app's hint gives it.
    let dir = tempfile::tempdir().unwrap();
    let puzzle: Grid =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
            .parse()
            .unwrap();
    let mut game = nonet::game::Game::new(puzzle).unwrap();
    let cell = (0..81).find(|&c| puzzle.get(c) == 0).unwrap();
    let digit = game.solution().get(cell);
    game.apply(nonet::game::Action::SetDigit {
        cell: cell as u8,
        digit,
    })
    .unwrap();
    let path = dir.path().join("game.nonet");
    game.save_to(&path).unwrap();
    let output = nonet(&["hint", path.to_str().unwrap()]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let nonet::game::Hint::Step(step) = game.hint() else {
        panic!("the game has a next step");
    };
    let expected = nonet::words::report::hint_line(&nonet::logic::Finding::Step(step));
    assert_eq!(stdout(&output).trim_end(), expected);

    // A damaged save is an error naming the file, and the other inputs still run.
    let bad = dir.path().join("bad.nonet");
    std::fs::write(&bad, "(format_version: 1,").unwrap();
    let output = nonet(&["hint", bad.to_str().unwrap(), path.to_str().unwrap()]);
    assert_eq!(code(&output), 2);
    assert!(stderr(&output).contains("bad.nonet"), "{}", stderr(&output));
    assert_eq!(stdout(&output).trim_end(), expected);
}

#[test]
fn solve_rate_count_and_explain_read_a_save_as_its_puzzle() {
    let fixture = data_path("saves/format1.nonet");
    let game = nonet::game::Game::load_from(&fixture).unwrap();
    let givens = game.givens().to_line();
    let dir = tempfile::tempdir().unwrap();
    let line_file = file_in(dir.path(), "puzzle.txt", givens.as_bytes());
    for subcommand in ["solve", "rate", "count", "explain"] {
        let from_save = nonet(&[subcommand, "--threads", "1", fixture.to_str().unwrap()]);
        let from_line = nonet(&[subcommand, "--threads", "1", &line_file]);
        assert_eq!(
            code(&from_save),
            code(&from_line),
            "{subcommand}: {}",
            stderr(&from_save)
        );
        assert_eq!(stdout(&from_save), stdout(&from_line), "{subcommand}");
        assert!(
            !stdout(&from_save).is_empty(),
            "{subcommand} printed nothing"
        );
    }
    let solved = nonet(&["solve", fixture.to_str().unwrap()]);
    assert_eq!(
        stdout(&solved).trim_end(),
        game.solution().to_line().replace('.', "0")
    );
    // A damaged save is an error naming the file; the other inputs still run.
    let bad = file_in(dir.path(), "bad.nonet", b"(format_version: 3, givens:");
    let output = nonet(&["solve", &bad, &line_file]);
    assert_eq!(code(&output), 2);
    assert!(stderr(&output).contains("bad.nonet"), "{}", stderr(&output));
    assert_eq!(stdout(&output), stdout(&solved));
}

#[test]
fn daily_is_the_same_across_runs_and_differs_across_dates_and_levels() {
    let run = |date: &str, level: &str| {
        let output = nonet(&["daily", "--date", date, "--difficulty", level]);
        assert_eq!(code(&output), 0, "{}", stderr(&output));
        stdout(&output)
    };
    let first = run("2026-11-25", "medium");
    assert_eq!(
        run("2026-11-25", "medium"),
        first,
        "the same day gives the same puzzle"
    );
    assert_ne!(
        run("2026-11-26", "medium"),
        first,
        "another day, another puzzle"
    );
    assert_ne!(
        run("2026-11-25", "hard"),
        first,
        "another level, another puzzle"
    );
    let line = first.trim_end();
    assert_eq!(line.len(), 81, "{first}");
    let grid: Grid = line.parse().expect("an 81-character puzzle line");
    assert_eq!(count_solutions(&grid, 2), 1, "unique");
    for level in ["easy", "medium", "hard", "expert", "master"] {
        let output = nonet(&["daily", "--date", "2026-11-25", "-d", level, "--rate"]);
        assert_eq!(code(&output), 0, "{}", stderr(&output));
        let text = stdout(&output);
        let (puzzle, rating) = text.trim_end().split_once('\t').expect("puzzle TAB rating");
        assert_eq!(puzzle.len(), 81);
        assert!(
            rating.to_lowercase().starts_with(level),
            "the {level} daily puzzle rates {rating}"
        );
    }
}

#[test]
fn daily_refuses_a_malformed_date() {
    let output = nonet(&["daily", "--date", "2026-13-01"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("YYYY-MM-DD"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn hint_names_the_first_entry_without_which_a_grid_has_a_solution() {
    let puzzle: Grid =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
            .parse()
            .unwrap();
    // A wrong digit in an open cell that clashes with no given and leaves no solution.
    let wrong = (0..81)
        .filter(|&cell| puzzle.get(cell) == 0)
        .flat_map(|cell| (1..=9u8).map(move |digit| (cell, digit)))
        .map(|(cell, digit)| {
            let mut grid = puzzle;
            grid.set(cell, digit);
            grid
        })
        .find(|grid| grid.validate().is_ok() && count_solutions(grid, 1) == 0)
        .expect("a wrong digit that leaves no solution");
    let first = (0..81)
        .filter(|&cell| wrong.get(cell) != 0)
        .find(|&cell| {
            let mut without = wrong;
            without.set(cell, 0);
            count_solutions(&without, 1) > 0
        })
        .expect("taking the wrong digit out leaves a solution");
    let output = nonet_with_stdin(&["hint"], Some(wrong.to_line().as_bytes()));
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    let expected = nonet::words::report::hint_line(&nonet::logic::Finding::Mistake {
        cell: first as u8,
        entered: wrong.get(first),
        kind: nonet::logic::MistakeKind::NoSolutionWithIt,
    });
    assert_eq!(stdout(&output).trim_end(), expected);
}
