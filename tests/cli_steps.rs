//! `nonet steps`: a `puzzle` line, a `step` line per deduction available at the start (as
//! `explain --format tsv` writes them), then `result<TAB>N steps`; keyed records and
//! `--errors inline` as the other stage commands.

use nonet::grid::Grid;
use nonet::solver::solve_first;

#[path = "common/cli.rs"]
mod cli_support;
mod common;

use cli_support::nonet_with_stdin;

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("nonet prints UTF-8")
}

/// The first `count` puzzles of a set, as lines.
fn puzzles(name: &str, count: usize) -> Vec<String> {
    common::data_text(name)
        .lines()
        .filter(|line| line.parse::<Grid>().is_ok())
        .take(count)
        .map(str::to_owned)
        .collect()
}

/// Runs `nonet ARGS` on `stdin`; the exit code and standard output.
fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let output = nonet_with_stdin(args, Some(stdin.as_bytes()));
    (
        output.status.code().expect("nonet exits normally"),
        text(&output.stdout),
        text(&output.stderr),
    )
}

/// The cell index of a name such as `r3c4`.
fn cell_of(name: &str) -> usize {
    let bytes = name.as_bytes();
    assert_eq!(bytes.len(), 4, "{name}");
    usize::from(bytes[1] - b'1') * 9 + usize::from(bytes[3] - b'1')
}

#[test]
fn each_puzzle_gets_its_steps_each_true_and_the_first_as_explain_takes_it() {
    let seeds = puzzles("seeds.txt", 6);
    let input: String = seeds.iter().map(|p| format!("{p}\n")).collect();
    let (code, out, errors) = run(&["steps"], &input);
    assert_eq!(code, 0, "{errors}");
    let mut lines = out.lines().peekable();
    for seed in &seeds {
        let grid: Grid = seed.parse().expect("a seed is a puzzle");
        let solution = solve_first(&grid).expect("a seed has a solution");
        assert_eq!(
            lines.next(),
            Some(format!("puzzle\t{}", grid.to_line()).as_str())
        );
        let mut steps = Vec::new();
        while let Some(line) = lines.next_if(|line| line.starts_with("step\t")) {
            steps.push(line);
        }
        assert!(steps.len() > 1, "{seed}: {steps:?}");
        assert_eq!(
            lines.next(),
            Some(format!("result\t{} steps", steps.len()).as_str())
        );
        for step in &steps {
            let fields: Vec<&str> = step.split('\t').collect();
            assert_eq!(fields.len(), 5, "{step}");
            assert!(!fields[1].is_empty() && !fields[4].is_empty(), "{step}");
            assert!(!(fields[2].is_empty() && fields[3].is_empty()), "{step}");
            for placement in fields[2].split_whitespace() {
                let (cell, digit) = placement.split_once('=').expect("r1c2=5");
                let digit: u8 = digit.parse().expect("a digit");
                assert_eq!(solution.get(cell_of(cell)), digit, "{step}");
            }
            for elimination in fields[3].split_whitespace() {
                let (cell, digit) = elimination.split_once('-').expect("r1c2-5");
                let digit: u8 = digit.parse().expect("a digit");
                assert_ne!(solution.get(cell_of(cell)), digit, "{step}");
            }
        }
        // The first step is the first of `explain`'s path.
        let (_, explained, _) = run(&["explain", "--format", "tsv"], &format!("{seed}\n"));
        assert_eq!(explained.lines().nth(1), Some(steps[0]), "{seed}");
    }
    assert_eq!(lines.next(), None);
}

#[test]
fn a_pencilmark_line_is_read_with_its_candidates() {
    let (code, line, _) = run(
        &[
            "practice",
            "--technique",
            "X-Wing",
            "-n",
            "1",
            "--seed",
            "3",
        ],
        "",
    );
    assert_eq!(code, 0);
    let (code, out, errors) = run(&["steps"], &line);
    assert_eq!(code, 0, "{errors}");
    let first = out.lines().next().expect("a puzzle line");
    assert_eq!(first, format!("puzzle\t{}", line.trim_end()));
    assert!(
        out.lines().any(|l| l.starts_with("step\tX-Wing\t")),
        "{out}"
    );
}

#[test]
fn keyed_records_and_inline_errors_are_as_in_the_other_stage_commands() {
    let seeds = puzzles("seeds.txt", 2);
    let input = format!("k1\t{}\nk2\t{}\n{}x\n", seeds[0], &seeds[1][..79], seeds[1]);
    let (code, out, errors) = run(&["steps"], &input);
    assert_eq!(code, 2, "the bad records fail the run");
    assert_eq!(errors.lines().count(), 2, "{errors}");
    assert!(out.lines().all(|line| line.starts_with("k1\t")), "{out}");
    let first: Grid = seeds[0].parse().expect("a seed is a puzzle");
    assert!(out.starts_with(&format!("k1\tpuzzle\t{}\n", first.to_line())));

    let (code, inline, errors) = run(&["steps", "--errors", "inline"], &input);
    assert_eq!(code, 0, "{errors}");
    assert!(errors.is_empty(), "{errors}");
    let mut tail = inline.lines().rev();
    let last = tail.next().expect("an error line");
    assert!(last.starts_with("error\t"), "{last}");
    let before = tail.next().expect("the keyed error line");
    assert!(before.starts_with("k2\terror\t"), "{before}");
    let kept: Vec<&str> = inline.lines().filter(|l| l.starts_with("k1\t")).collect();
    assert_eq!(kept.len(), out.lines().count());
    // A variant line lists its variant steps.
    let variant = common::data_text("variant_levels.txt")
        .lines()
        .find(|line| line.starts_with("killer:"))
        .and_then(|line| line.split('\t').next())
        .expect("a killer line")
        .to_owned();
    let (code, out, errors) = run(&["steps"], &format!("{variant}\n"));
    assert_eq!(code, 0, "{errors}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], format!("puzzle\t{variant}"));
    let steps = lines.len() - 2;
    assert!(steps > 0, "{out}");
    assert!(lines[1..=steps].iter().all(|l| l.split('\t').count() == 5));
    assert_eq!(lines[steps + 1], format!("result\t{steps} steps"));
}
