//! Pencilmark (Sukaku) puzzles: 729-character lines read and written by the formats, and
//! solved, counted, rated, explained and hinted from their own candidates by the command
//! line.

use nonet::formats::{Metadata, PuzzleFormat, parse_str, pencilmark, write};
use nonet::grid::{CELLS, Candidates, Grid};
use nonet::logic::{Finding, LogicState, next_step};
use nonet::solver::{Verdict, verdict};
use std::process::Output;

#[path = "common/cli.rs"]
mod cli_support;
mod common;

/// A puzzle that needs more than singles, so its middle positions have struck candidates.
fn puzzle() -> Grid {
    common::data_text("seeds.txt")
        .lines()
        .next()
        .expect("seeds.txt has a puzzle")
        .parse()
        .expect("a valid line")
}

/// The position after the first `steps` logical steps of `puzzle`, as a pencilmark line.
fn position_after(puzzle: &Grid, steps: usize) -> (LogicState, String) {
    let mut state = LogicState::from_grid(puzzle);
    for _ in 0..steps {
        let Finding::Step(step) = next_step(&state) else {
            panic!("the puzzle has {steps} steps");
        };
        state.apply(&step);
    }
    let line = pencilmark::to_line(&state.grid, &state.cands);
    (state, line)
}

fn run(args: &[&str], stdin: &str) -> (i32, String) {
    let output: Output = cli_support::nonet_with_stdin(args, Some(stdin.as_bytes()));
    let text = String::from_utf8(output.stdout).expect("nonet prints UTF-8");
    (output.status.code().expect("exits normally"), text)
}

#[test]
fn pencilmark_lines_read_and_write_with_their_candidates() {
    let puzzle = puzzle();
    let (state, line) = position_after(&puzzle, 12);
    let text = format!("{line}\n{}\n", puzzle.to_line());
    let collection = parse_str(&text, None);
    assert!(collection.errors.is_empty(), "{:?}", collection.errors);
    let [pencil, plain] = &collection.records[..] else {
        panic!("two records: {:?}", collection.records.len());
    };
    assert_eq!(pencil.format, PuzzleFormat::Pencilmark);
    assert_eq!(pencil.grid, state.grid);
    let candidates = pencil
        .candidates
        .expect("a pencilmark record has candidates");
    for cell in (0..CELLS).filter(|&c| state.grid.get(c) == 0) {
        assert_eq!(candidates.get(cell), state.cands.get(cell), "cell {cell}");
    }
    assert_eq!(plain.format, PuzzleFormat::Line);
    assert!(plain.candidates.is_none());

    // Givens alone written as pencilmarks read back as the same givens.
    let written = write(PuzzleFormat::Pencilmark, &puzzle, &Metadata::default());
    let again = &parse_str(&written, None).records[0];
    assert_eq!(again.grid, puzzle);
    assert_eq!(again.candidates, Some(Candidates::from_grid(&puzzle)));
}

#[test]
fn a_misplaced_mark_is_an_error_naming_line_and_column() {
    let (_, mut line) = position_after(&puzzle(), 0);
    // Column 5 is the place of the 5s of r1c1: a 7 there is out of place.
    line.replace_range(4..5, "7");
    let collection = parse_str(&format!("# a comment\n{line}\n"), None);
    assert!(collection.records.is_empty());
    let message = collection.errors[0].to_string();
    assert!(message.starts_with("line 2, column 5:"), "{message}");
}

#[test]
fn the_command_line_works_from_the_given_candidates() {
    let puzzle = puzzle();
    let Verdict::Unique(solution) = verdict(&puzzle) else {
        panic!("the seed is unique");
    };
    let (_, line) = position_after(&puzzle, 12);

    let (code, solved) = run(&["solve"], &format!("{line}\n"));
    assert_eq!((code, solved.trim()), (0, solution.to_line().as_str()));
    let (_, counted) = run(&["count"], &format!("{line}\n"));
    assert_eq!(counted.trim(), "1");

    // The explanation starts from the position, so it is shorter than from the givens.
    let (_, from_start) = run(
        &["explain", "--format", "tsv"],
        &format!("{}\n", puzzle.to_line()),
    );
    let (_, from_position) = run(&["explain", "--format", "tsv"], &format!("{line}\n"));
    assert_eq!(
        from_position.lines().next(),
        Some(format!("puzzle\t{line}").as_str())
    );
    let steps = |text: &str| text.lines().filter(|l| l.starts_with("step\t")).count();
    assert!(steps(&from_position) > 0 && steps(&from_position) + 12 <= steps(&from_start));
    assert!(from_position.trim_end().ends_with("result\tsolved"));

    let (_, rated) = run(&["rate"], &format!("{line}\n"));
    assert_eq!(rated.split('\t').count(), 3, "{rated}");
    let (_, hinted) = run(&["hint"], &format!("{line}\n"));
    assert!(!hinted.trim().is_empty());

    // Striking the answer's digit from an open cell leaves no solution.
    let open = (0..CELLS).find(|&c| {
        line.as_bytes()[c * 9..c * 9 + 9]
            .iter()
            .filter(|&&b| b != b'.')
            .count()
            > 1
    });
    let open = open.expect("an open cell with several candidates");
    let mut struck = line.clone();
    let place = open * 9 + usize::from(solution.get(open)) - 1;
    struck.replace_range(place..place + 1, ".");
    let (code, answer) = run(&["solve"], &format!("{struck}\n"));
    assert_eq!((code, answer.trim()), (1, "no solution"));
}

#[test]
fn a_collection_of_pencilmark_lines_rates_and_opens_each_from_its_candidates() {
    use nonet::game::{EntryRating, PuzzleList};
    use nonet::logic::rate_within;
    let puzzle = puzzle();
    let positions = [position_after(&puzzle, 8), position_after(&puzzle, 20)];
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("positions.txt");
    let text: String = positions
        .iter()
        .map(|(_, line)| format!("{line}\n"))
        .collect();
    std::fs::write(&path, text).expect("written");

    let mut list = PuzzleList::open(&path).expect("the file opens");
    list.wait_until_read();
    assert_eq!(list.len(), 2);
    let started = std::time::Instant::now();
    while list.rated_count() < 2 {
        assert!(started.elapsed().as_secs() < 120, "the ratings never came");
        list.poll();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    for (index, (state, _)) in positions.iter().enumerate() {
        let EntryRating::Rated(rating) = list.rating(index) else {
            panic!("position {index}: {:?}", list.rating(index));
        };
        assert_eq!(rating, rate_within(&state.grid, &state.cands));
        let game = list.game_at(index).expect("the position has one solution");
        assert_eq!(game.grid(), state.grid);
        for cell in (0..CELLS).filter(|&c| state.grid.get(c) == 0) {
            assert_eq!(game.notes(cell), state.cands.get(cell), "cell {cell}");
        }
    }
}

#[test]
fn practice_lists_techniques_and_gives_positions_where_each_comes_first() {
    let (code, listed) = run(&["practice", "--list"], "");
    assert_eq!(code, 0);
    let names: Vec<&str> = listed.lines().collect();
    assert!(names.len() >= 25, "{names:?}");
    for name in ["X-Wing", "Hidden single", "Forcing Chain"] {
        assert!(names.contains(&name), "{name}");
    }
    for name in ["x-wing", "Skyscraper", "BUG+1"] {
        let args = ["practice", "--technique", name, "-n", "3", "--seed", "9"];
        let (code, lines) = run(&args, "");
        assert_eq!(code, 0, "{name}");
        assert_eq!(lines.lines().count(), 3, "{name}");
        assert!(lines.lines().all(|l| l.len() == 729), "{name}");
        assert_eq!(
            run(&args, "").1,
            lines,
            "{name}: the same seed, the same positions"
        );
        let (_, explained) = run(&["explain", "--format", "tsv"], &lines);
        let firsts: Vec<&str> = explained
            .lines()
            .scan(false, |after_puzzle, line| {
                let first = *after_puzzle && line.starts_with("step\t");
                *after_puzzle = line.starts_with("puzzle\t");
                Some(first.then(|| line.split('\t').nth(1).unwrap_or_default()))
            })
            .flatten()
            .collect();
        assert_eq!(firsts.len(), 3, "{explained}");
        assert!(
            firsts.iter().all(|first| first.eq_ignore_ascii_case(name)),
            "{firsts:?}"
        );
        let (_, counts) = run(&["count"], &lines);
        assert!(counts.lines().all(|count| count == "1"), "{counts}");
    }
    let output = cli_support::nonet_with_stdin(&["practice", "--technique", "Sashimi"], None);
    assert_eq!(output.status.code(), Some(2));
    let message = String::from_utf8(output.stderr).expect("UTF-8");
    assert!(
        message.contains("\"Sashimi\"") && message.contains("--list"),
        "{message}"
    );
}
