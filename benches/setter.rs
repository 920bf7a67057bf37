//! The workshop's survey of a classic grid (solutions counted to two, true candidates, rating
//! when unique, removable givens, symmetries): each grid timed on its own, reporting the
//! median, 95th percentile and slowest per set, against the target of 100 ms at the 95th
//! percentile. Sets: hard unique grids (SE 7.8 and up), sparse unique grids (17 givens),
//! and sparse grids with many solutions (a 17-given puzzle with three givens taken away,
//! and a setter's first ten givens).
//!
//! Then the survey of a 9x9 constraint puzzle drawn in the workshop (`survey_rules`): the
//! test puzzles of tests/data/fpuzzles with 9x9 boxes and rules, as they are (unique), and
//! with their last three givens taken away (as a setter meets them on the way).
//!
//! Run with `cargo bench --bench setter`; `-- --quick` surveys a fifth of each set.

use nonet::grid::Grid;
use nonet::rules::RulePuzzle;
use nonet::setter::{survey_rules, survey_with};
use nonet::variant::{Kind, Puzzle};
use std::hint::black_box;
use std::time::{Duration, Instant};

#[path = "../tests/common/data.rs"]
mod data;

/// How many grids each set holds.
const PER_SET: usize = 200;

fn classic(grid: Grid) -> Option<Puzzle> {
    Puzzle::new(Kind::Classic, grid).ok()
}

fn hard() -> Vec<Puzzle> {
    data::data_text("se_rated.tsv")
        .lines()
        .skip(1)
        .filter_map(|line| {
            let (puzzle, rating) = line.split_once('\t')?;
            let rating: f32 = rating.trim().parse().ok()?;
            (rating >= 7.8).then(|| classic(puzzle.parse().ok()?))?
        })
        .collect()
}

fn seventeen() -> Vec<Grid> {
    data::data_text("17_clue.txt")
        .lines()
        .step_by(97)
        .filter_map(|line| line.trim().parse().ok())
        .collect()
}

/// A grid without the last `count` of its givens.
fn without_last(grid: &Grid, count: usize) -> Grid {
    let mut fewer = *grid;
    let givens: Vec<usize> = (0..81).filter(|&cell| grid.get(cell) != 0).collect();
    for &cell in givens.iter().rev().take(count) {
        fewer.set(cell, 0);
    }
    fewer
}

/// Runs `survey` on each puzzle, timed alone, and returns the times, sorted.
fn timed<P>(puzzles: &[P], survey: impl Fn(&P)) -> Vec<Duration> {
    let mut times: Vec<Duration> = puzzles
        .iter()
        .map(|puzzle| {
            let start = Instant::now();
            survey(puzzle);
            start.elapsed()
        })
        .collect();
    times.sort();
    times
}

/// Surveys each classic or variant puzzle.
fn times(puzzles: &[Puzzle]) -> Vec<Duration> {
    timed(puzzles, |puzzle| {
        black_box(survey_with(puzzle, &|| false).ok());
    })
}

/// Surveys each constraint puzzle.
fn rule_times(puzzles: &[RulePuzzle]) -> Vec<Duration> {
    timed(puzzles, |puzzle| {
        black_box(survey_rules(puzzle, &|| false).ok());
    })
}

/// The 9x9 constraint test puzzles with boxes (a line form would mean no rules).
fn constraint_puzzles() -> Vec<RulePuzzle> {
    let names = [
        "anti_knight",
        "extras",
        "kropki",
        "lines",
        "little_killer",
        "sandwich",
        "thermo_arrow",
    ];
    names
        .iter()
        .filter_map(|name| {
            let json = data::data_text(&format!("fpuzzles/{name}.json"));
            let puzzle = nonet::formats::fpuzzles::read_json(&json).ok()?.puzzle;
            (puzzle.shape().size() == 9 && !puzzle.rules().is_empty()).then_some(puzzle)
        })
        .collect()
}

/// A puzzle without the last `count` of its givens.
fn rules_without_last(puzzle: &RulePuzzle, count: usize) -> Option<RulePuzzle> {
    let mut givens = puzzle.givens().to_vec();
    let placed: Vec<usize> = (0..givens.len()).filter(|&c| givens[c] != 0).collect();
    for &cell in placed.iter().rev().take(count) {
        givens[cell] = 0;
    }
    puzzle.with_givens(givens).ok()
}

/// Prints a set's line: its size, median, 95th percentile and slowest.
fn report(name: &str, times: &[Duration]) {
    let at = |fraction: f64| {
        let index = ((times.len() as f64 - 1.0) * fraction).round() as usize;
        times[index].as_secs_f64() * 1000.0
    };
    println!(
        "{name}\t{}\t{:.1}\t{:.1}\t{:.1}",
        times.len(),
        at(0.5),
        at(0.95),
        at(1.0)
    );
}

fn spread(puzzles: Vec<Puzzle>, take: usize) -> Vec<Puzzle> {
    let step = (puzzles.len() / take).max(1);
    puzzles.into_iter().step_by(step).take(take).collect()
}

fn main() {
    let quick = std::env::args().any(|arg| arg == "--quick");
    let take = if quick { PER_SET / 5 } else { PER_SET };
    let seventeen = seventeen();
    let sets = [
        ("hard (SE 7.8+)", spread(hard(), take)),
        (
            "sparse unique (17 givens)",
            spread(seventeen.iter().filter_map(|g| classic(*g)).collect(), take),
        ),
        (
            "sparse, many solutions (14 givens)",
            spread(
                seventeen
                    .iter()
                    .filter_map(|g| classic(without_last(g, 3)))
                    .collect(),
                take,
            ),
        ),
        (
            "a setter's first givens (10)",
            spread(
                seventeen
                    .iter()
                    .filter_map(|g| classic(without_last(g, 7)))
                    .collect(),
                take,
            ),
        ),
    ];
    println!("setter survey of a classic grid, one grid at a time");
    println!("set\tgrids\tmedian ms\tp95 ms\tslowest ms");
    for (name, puzzles) in sets {
        report(name, &times(&puzzles));
    }
    let constraints = constraint_puzzles();
    let fewer: Vec<RulePuzzle> = constraints
        .iter()
        .filter_map(|puzzle| rules_without_last(puzzle, 3))
        .collect();
    println!("setter survey of a 9x9 constraint puzzle, one at a time");
    report("constraint puzzles, unique", &rule_times(&constraints));
    report("constraint puzzles, 3 givens fewer", &rule_times(&fewer));
}
