//! The given that splits a puzzle's remaining solutions best, judged on a sample of them.

use crate::grid::Grid;
use crate::rules::RulePuzzle;
use crate::rules::solver::random_solution;
use crate::variant::{Puzzle, solver};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// How many solutions the split is judged on, at most.
pub const SAMPLE_SIZE: usize = 1000;

/// Search nodes one sampled solution may take before it is given up.
const NODES_PER_SAMPLE: u64 = 20_000;

/// A given to add: where, what, and how the sample split.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Split {
    /// The cell, in reading order (grids have at most 256).
    pub cell: u8,
    /// The digit to place there.
    pub digit: u8,
    /// How many sampled solutions have that digit there.
    pub kept: usize,
    /// How many different solutions were sampled.
    pub sampled: usize,
}

/// Different solutions of `puzzle`, up to `limit`, each drawn at random (random digit order
/// at each guess), so the sample spreads over the solutions rather than one corner of them.
pub fn sample_solutions(puzzle: &Puzzle, limit: usize, rng: &mut impl Rng) -> Vec<Grid> {
    let mut found: Vec<Grid> = Vec::new();
    // Draws that repeat a solution already held are wasted; stop when most of them are.
    let mut misses = 0;
    while found.len() < limit && misses < limit {
        match solver::random_solution(puzzle, rng, NODES_PER_SAMPLE) {
            Some(solution) if !found.contains(&solution) => found.push(solution),
            Some(_) => misses += 1,
            None if found.is_empty() => return found,
            None => misses += 1,
        }
    }
    found
}

/// The given whose worst outcome keeps the fewest sampled solutions: the empty cell whose
/// commonest digit among the solutions is rarest, with that commonest digit (so the given
/// keeps as many solutions as any digit there could, and no fewer than needed to stay
/// solvable). `None` when fewer than two different solutions were found.
pub fn best_split(puzzle: &Puzzle, rng: &mut impl Rng) -> Option<Split> {
    let solutions = sample_solutions(puzzle, SAMPLE_SIZE, rng);
    let cells: Vec<&[u8]> = solutions.iter().map(|s| s.cells().as_slice()).collect();
    split_among(puzzle.givens().cells(), &cells)
}

/// Solutions of a puzzle with rules drawn that one split samples, at most: each costs the
/// generic solver more than a variant's, and the split is asked for while the window waits.
pub const RULES_SAMPLE_SIZE: usize = 200;

/// Search nodes one sampled solution of a puzzle with rules may take.
const RULES_NODES_PER_SAMPLE: u64 = 20_000;

/// [`best_split`] for a puzzle of the generic engine (a 9x9 draft with rules drawn, or one of
/// another size), judged
/// on up to [`RULES_SAMPLE_SIZE`] different solutions.
pub fn best_split_rules(puzzle: &RulePuzzle, rng: &mut impl Rng) -> Option<Split> {
    let mut found: Vec<Vec<u8>> = Vec::new();
    let mut misses = 0;
    while found.len() < RULES_SAMPLE_SIZE && misses < RULES_SAMPLE_SIZE {
        match random_solution(puzzle, rng, RULES_NODES_PER_SAMPLE) {
            Ok(Some(solution)) if !found.contains(&solution) => found.push(solution),
            Ok(None) if found.is_empty() => return None,
            _ => misses += 1,
        }
    }
    let cells: Vec<&[u8]> = found.iter().map(Vec::as_slice).collect();
    split_among(puzzle.givens(), &cells)
}

/// The best split of `solutions` (each a grid's digits) over the cells empty in `givens`.
fn split_among(givens: &[u8], solutions: &[&[u8]]) -> Option<Split> {
    if solutions.len() < 2 {
        return None;
    }
    let mut best: Option<Split> = None;
    for cell in (0..givens.len()).filter(|&cell| givens[cell] == 0) {
        // Up to 16 digits, on a grid of any size.
        let mut counts = [0usize; 17];
        for solution in solutions {
            counts[usize::from(solution[cell]).min(16)] += 1;
        }
        let (digit, kept) = (1..=16u8)
            .map(|digit| (digit, counts[usize::from(digit)]))
            .max_by_key(|&(digit, count)| (count, std::cmp::Reverse(digit)))
            .unwrap_or((1, 0));
        // A cell every sampled solution agrees on splits nothing.
        if kept == solutions.len() {
            continue;
        }
        if best.is_none_or(|b| kept < b.kept) {
            best = Some(Split {
                // Grids have at most 256 cells.
                cell: u8::try_from(cell).unwrap_or(u8::MAX),
                digit,
                kept,
                sampled: solutions.len(),
            });
        }
    }
    best
}
