//! Replays the full logical solve path of every puzzle of the SE-rated set and of
//! top1465, checking each step against the unique solution: every placement must be the
//! solution's digit and no elimination may remove it. The SE-rated set's rating paths (the
//! steps Sudoku Explainer would take, which `rate` scores) are replayed too.

use nonet::grid::Grid;
use nonet::logic::{Outcome, SolvePath, rating_path, solve_path};
use nonet::solver::{Verdict, verdict};
use nonet::words::Explained;

use crate::common;

/// Puzzles of a file: the first field of each non-empty line, skipping a header line.
fn puzzles(name: &str) -> Vec<Grid> {
    common::data_text(name)
        .lines()
        .filter_map(|line| line.split('\t').next())
        .filter(|field| field.len() == 81)
        .map(|field| field.parse().expect("puzzle line parses"))
        .collect()
}

fn replay(name: &str, min_count: usize, path_of: fn(&Grid) -> SolvePath) {
    let set = puzzles(name);
    assert!(
        set.len() >= min_count,
        "{name}: only {} puzzles read",
        set.len()
    );
    let mut solved = 0;
    for (i, puzzle) in set.iter().enumerate() {
        let Verdict::Unique(solution) = verdict(puzzle) else {
            panic!("{name} #{i}: not a unique puzzle");
        };
        let path = path_of(puzzle);
        assert_ne!(
            path.outcome,
            Outcome::Contradiction,
            "{name} #{i}: contradiction"
        );
        for (n, step) in path.steps.iter().enumerate() {
            for p in &step.placements {
                assert_eq!(
                    solution.get(p.cell()),
                    p.digit,
                    "{name} #{i} step {n}: wrong placement by {}: {}",
                    step.technique.name(),
                    step.explanation()
                );
            }
            for e in &step.eliminations {
                assert_ne!(
                    solution.get(e.cell()),
                    e.digit,
                    "{name} #{i} step {n}: {} removed the solution's {} from {}: {}",
                    step.technique.name(),
                    e.digit,
                    nonet::grid::cell_name(e.cell()),
                    step.explanation()
                );
            }
            assert!(
                !step.placements.is_empty() || !step.eliminations.is_empty(),
                "{name} #{i} step {n}: {} changes nothing",
                step.technique.name()
            );
        }
        if path.outcome == Outcome::Solved {
            solved += 1;
        }
    }
    eprintln!("{name}: {solved} of {} solved by logic", set.len());
}

#[test]
fn se_rated_paths_agree_with_the_solutions() {
    replay("se_rated.tsv", 3000, solve_path);
}

#[test]
fn se_rated_rating_paths_agree_with_the_solutions() {
    replay("se_rated.tsv", 3000, rating_path);
}

#[test]
fn top1465_paths_agree_with_the_solutions() {
    replay("top1465.txt", 1400, solve_path);
}
