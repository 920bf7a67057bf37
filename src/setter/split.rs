//! The given that splits a puzzle's remaining solutions best, judged on a sample of them.

use crate::grid::{CELLS, Grid};
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
    /// The cell, 0..81.
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
    if solutions.len() < 2 {
        return None;
    }
    let givens = puzzle.givens();
    let mut best: Option<Split> = None;
    for cell in (0..CELLS).filter(|&cell| givens.get(cell) == 0) {
        let mut counts = [0usize; 10];
        for solution in &solutions {
            counts[usize::from(solution.get(cell))] += 1;
        }
        let (digit, kept) = (1..=9u8)
            .map(|digit| (digit, counts[usize::from(digit)]))
            .max_by_key(|&(digit, count)| (count, std::cmp::Reverse(digit)))
            .unwrap_or((1, 0));
        // A cell every sampled solution agrees on splits nothing.
        if kept == solutions.len() {
            continue;
        }
        if best.is_none_or(|b| kept < b.kept) {
            best = Some(Split {
                cell: cell as u8,
                digit,
                kept,
                sampled: solutions.len(),
            });
        }
    }
    best
}
