//! The exact solver: first solution, solution counting up to a limit, and a uniqueness verdict.
//!
//! The engine keeps, for each digit, three 27-bit masks (one per band of three rows) of the
//! cells that may still hold it, propagates the row/box/column rules with table lookups and
//! bitwise operations, and guesses (on two-candidate cells when it can) with the search state
//! copied on the stack. A search that runs far longer than any real puzzle needs starts again
//! with another rule for choosing its guesses (see `engine::search_with_restarts`).

mod engine;
mod form;
mod tables;

use crate::grid::{CELLS, Candidates, Grid};
use engine::{Found, State, search_with_restarts};
pub use form::{SIMD_VARIABLE, SimdForm, active_form, form_for_variable, with_form};

/// How many solutions a puzzle has.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// Exactly one, which is given.
    Unique(Grid),
    /// None at all (including puzzles whose givens already clash).
    NoSolution,
    /// Two or more.
    Multiple,
}

/// The outcome of a counting search: how many solutions were found (never more than the
/// limit asked for) and the first one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Solutions {
    /// Number of solutions found, at most the limit.
    pub count: usize,
    /// The first solution found, if any.
    pub first: Option<Grid>,
}

/// Like [`Solutions`], with the first solution as its 81 raw digits (1-9): what a caller
/// that only prints it needs, without building a [`Grid`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RawSolutions {
    /// Number of solutions found, at most the limit.
    pub count: usize,
    /// The digits of the first solution found, if any.
    pub first: Option<[u8; CELLS]>,
}

/// Why raw cell values could not be solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolverError {
    /// A cell value outside 0-9.
    #[error("cell {cell}: value {value} is outside 0-9")]
    BadValue {
        /// Index 0..81 of the cell.
        cell: usize,
        /// The value found.
        value: u8,
    },
}

/// The first solution found, or `None` when the puzzle has none.
pub fn solve_first(puzzle: &Grid) -> Option<Grid> {
    search(puzzle.cells(), 1).first
}

/// The number of solutions, counting no further than `limit`.
pub fn count_solutions(puzzle: &Grid, limit: usize) -> usize {
    search(puzzle.cells(), limit).count
}

/// The number of solutions up to `limit`, and the search nodes it took to count them (each
/// node one propagation; all attempts of a restarted search included): the solver's work
/// measured in a way that does not depend on the machine, for worst-case bounds.
pub fn count_with_nodes(puzzle: &Grid, limit: usize) -> (usize, u64) {
    search_found(puzzle.cells(), limit).map_or((0, 0), |found| (found.count, found.nodes))
}

/// Counts solutions up to `limit` and returns the first one as well.
pub fn solutions_up_to(puzzle: &Grid, limit: usize) -> Solutions {
    search(puzzle.cells(), limit)
}

/// Counts solutions up to `limit` and returns the first one as raw digits (see
/// [`RawSolutions`]).
pub fn raw_solutions_up_to(puzzle: &Grid, limit: usize) -> RawSolutions {
    search_raw(puzzle.cells(), limit)
}

/// Whether the puzzle has no solution, exactly one (returned), or several.
pub fn verdict(puzzle: &Grid) -> Verdict {
    verdict_of_valid(puzzle.cells())
}

/// Counts solutions up to `limit` of a pencilmark puzzle: the givens of `puzzle`, and in each
/// of its empty cells only the digits `candidates` gives it.
pub fn solutions_within(puzzle: &Grid, candidates: &Candidates, limit: usize) -> Solutions {
    let found = search_found_within(puzzle.cells(), Some(candidates), limit);
    Solutions {
        count: found.as_ref().map_or(0, |found| found.count),
        // Invariant: a solved state holds digits 1-9 only, so from_cells cannot fail.
        first: found
            .and_then(|found| found.first())
            .and_then(|cells| Grid::from_cells(cells).ok()),
    }
}

/// [`count_with_nodes`] for a pencilmark puzzle (see [`solutions_within`]).
pub fn count_within_with_nodes(
    puzzle: &Grid,
    candidates: &Candidates,
    limit: usize,
) -> (usize, u64) {
    search_found_within(puzzle.cells(), Some(candidates), limit)
        .map_or((0, 0), |found| (found.count, found.nodes))
}

/// [`verdict`] for a pencilmark puzzle (see [`solutions_within`]).
pub fn verdict_within(puzzle: &Grid, candidates: &Candidates) -> Verdict {
    verdict_of_found(search_found_within(puzzle.cells(), Some(candidates), 2))
}

/// Counts solutions up to `limit` of a puzzle given as 81 raw values (0 for empty, 1-9 for
/// a given), without building a [`Grid`] first.
pub fn solve_cells(cells: &[u8; CELLS], limit: usize) -> Result<Solutions, SolverError> {
    check_values(cells)?;
    Ok(search(cells, limit))
}

/// The uniqueness verdict of a puzzle given as 81 raw values (see [`solve_cells`]).
pub fn verdict_cells(cells: &[u8; CELLS]) -> Result<Verdict, SolverError> {
    check_values(cells)?;
    Ok(verdict_of_valid(cells))
}

/// The verdict of `cells`, which must hold values 0-9 only. The solution's digits are read
/// out only when it is unique.
fn verdict_of_valid(cells: &[u8; CELLS]) -> Verdict {
    verdict_of_found(search_found(cells, 2))
}

/// The verdict of a search counting to 2 (`None`: nothing to search, no solution).
fn verdict_of_found(found: Option<Found>) -> Verdict {
    let Some(found) = found else {
        return Verdict::NoSolution;
    };
    match found.count {
        0 => Verdict::NoSolution,
        // A count of one always comes with its solved state, whose digits are 1-9, so the
        // fallback below is never taken.
        1 => match found.first().map(Grid::from_cells) {
            Some(Ok(solution)) => Verdict::Unique(solution),
            _ => Verdict::Multiple,
        },
        _ => Verdict::Multiple,
    }
}

/// Rejects values above 9.
fn check_values(cells: &[u8; CELLS]) -> Result<(), SolverError> {
    match cells.iter().position(|&v| v > 9) {
        Some(cell) => Err(SolverError::BadValue {
            cell,
            value: cells[cell],
        }),
        None => Ok(()),
    }
}

/// Runs the search; `cells` must hold values 0-9 only.
fn search(cells: &[u8; CELLS], limit: usize) -> Solutions {
    let found = search_raw(cells, limit);
    Solutions {
        count: found.count,
        // Invariant: a solved state holds digits 1-9 only, so from_cells cannot fail.
        first: found.first.and_then(|cells| Grid::from_cells(cells).ok()),
    }
}

/// Runs the search, keeping the first solution as raw digits; `cells` must hold 0-9 only.
fn search_raw(cells: &[u8; CELLS], limit: usize) -> RawSolutions {
    match search_found(cells, limit) {
        Some(found) => RawSolutions {
            count: found.count,
            first: found.first(),
        },
        None => RawSolutions {
            count: 0,
            first: None,
        },
    }
}

/// Runs the search on `cells` (values 0-9 only); `None` when nothing needs searching: a
/// limit of zero, or givens that clash outright (no solution).
fn search_found(cells: &[u8; CELLS], limit: usize) -> Option<Found> {
    search_found_within(cells, None, limit)
}

/// [`search_found`] with each empty cell limited to its `candidates`, when there are some.
fn search_found_within(
    cells: &[u8; CELLS],
    candidates: Option<&Candidates>,
    limit: usize,
) -> Option<Found> {
    if limit == 0 {
        return None;
    }
    let mut state = State::from_cells(cells).ok()?;
    if let Some(candidates) = candidates {
        for cell in (0..CELLS).filter(|&cell| cells[cell] == 0) {
            state.keep_only(cell, candidates.get(cell).bits());
        }
    }
    Some(search_with_restarts(state, limit))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEED: &str =
        "900004001016008070000000080740305000000010000000702038050000000070200350100600009";

    #[test]
    fn solves_a_seed_uniquely() {
        let puzzle: Grid = SEED.parse().unwrap();
        let Verdict::Unique(solution) = verdict(&puzzle) else {
            panic!("seed should be unique");
        };
        assert!(solution.solves(&puzzle));
        assert_eq!(solve_first(&puzzle), Some(solution));
    }

    #[test]
    fn given_candidates_narrow_the_solutions() {
        let empty = Grid::empty();
        // Every cell's own candidates: the same as no candidates at all.
        let all = Candidates::from_grid(&empty);
        assert_eq!(solutions_within(&empty, &all, 5).count, 5);
        // The first row limited to 1-9 in order (one digit each) and the rest free: still
        // many solutions, and each starts with that row.
        let mut candidates = all;
        for cell in 0..9 {
            candidates.set(cell, crate::grid::DigitSet::single(cell as u8 + 1));
        }
        let found = solutions_within(&empty, &candidates, 3);
        assert_eq!(found.count, 3);
        let first = found.first.expect("a solution");
        assert!((0..9).all(|cell| first.get(cell) == cell as u8 + 1));
        // Two cells of a row left only the same digit: no solution.
        candidates.set(1, crate::grid::DigitSet::single(1));
        assert_eq!(verdict_within(&empty, &candidates), Verdict::NoSolution);
        // A unique puzzle keeps its answer under its own candidates.
        let puzzle: Grid = SEED.parse().unwrap();
        let Verdict::Unique(solution) = verdict(&puzzle) else {
            panic!("seed should be unique");
        };
        let own = Candidates::from_grid(&puzzle);
        assert_eq!(verdict_within(&puzzle, &own), Verdict::Unique(solution));
        // Striking the answer's digit from one cell leaves none.
        let open = (0..CELLS)
            .find(|&c| puzzle.get(c) == 0)
            .expect("an open cell");
        let mut struck = own;
        let mut set = struck.get(open);
        set.remove(solution.get(open));
        struck.set(open, set);
        assert_eq!(verdict_within(&puzzle, &struck), Verdict::NoSolution);
        assert_eq!(count_within_with_nodes(&puzzle, &struck, 2).0, 0);
    }

    #[test]
    fn empty_grid_has_many_solutions() {
        assert_eq!(verdict(&Grid::empty()), Verdict::Multiple);
        assert_eq!(count_solutions(&Grid::empty(), 1000), 1000);
        assert!(solve_first(&Grid::empty()).unwrap().is_solved());
    }

    #[test]
    fn clashing_givens_have_no_solution() {
        // Same digit twice in a row, in a column, in a box (cells far apart in the box).
        for (a, b) in [(0, 1), (0, 72), (0, 20), (30, 50), (40, 44)] {
            let mut puzzle = Grid::empty();
            puzzle.set(a, 5);
            puzzle.set(b, 5);
            assert_eq!(verdict(&puzzle), Verdict::NoSolution, "cells {a} {b}");
            assert_eq!(solve_first(&puzzle), None);
            assert_eq!(count_solutions(&puzzle, 2), 0);
        }
    }

    #[test]
    fn cell_without_candidates_has_no_solution() {
        // r1c1 sees 1-8 in its row and 9 in its column, with no clash anywhere.
        let mut puzzle = Grid::empty();
        for (col, digit) in (1..9).zip(1..=8) {
            puzzle.set(col, digit);
        }
        puzzle.set(45, 9);
        assert!(puzzle.validate().is_ok());
        assert_eq!(verdict(&puzzle), Verdict::NoSolution);
    }

    #[test]
    fn full_grids_are_their_own_solution_or_none() {
        let solution = solve_first(&SEED.parse().unwrap()).unwrap();
        assert_eq!(verdict(&solution), Verdict::Unique(solution));
        let mut broken = solution;
        broken.set(0, solution.get(1));
        assert_eq!(verdict(&broken), Verdict::NoSolution);
    }

    #[test]
    fn raw_solutions_match_the_grid_api() {
        let puzzle: Grid = SEED.parse().unwrap();
        let raw = raw_solutions_up_to(&puzzle, 2);
        let found = solutions_up_to(&puzzle, 2);
        assert_eq!(raw.count, found.count);
        assert_eq!(raw.first.map(Grid::from_cells), found.first.map(Ok));
        assert_eq!(raw_solutions_up_to(&Grid::empty(), 5).count, 5);
    }

    #[test]
    fn zero_limit_counts_nothing() {
        assert_eq!(count_solutions(&Grid::empty(), 0), 0);
        assert_eq!(solutions_up_to(&Grid::empty(), 0).first, None);
    }

    #[test]
    fn raw_cells_reject_values_above_nine() {
        let mut cells = [0u8; CELLS];
        cells[17] = 10;
        assert_eq!(
            solve_cells(&cells, 2),
            Err(SolverError::BadValue {
                cell: 17,
                value: 10
            })
        );
        cells[17] = 4;
        assert_eq!(solve_cells(&cells, 3).map(|s| s.count), Ok(3));
    }

    /// Plain backtracking over cells in reading order: slow but obviously right.
    fn reference_count(grid: &mut Grid, limit: usize) -> usize {
        let Some(cell) = (0..CELLS).find(|&c| grid.get(c) == 0) else {
            return 1;
        };
        let mut found = 0;
        for digit in grid.allowed(cell).iter() {
            grid.set(cell, digit);
            found += reference_count(grid, limit - found);
            grid.set(cell, 0);
            if found >= limit {
                break;
            }
        }
        found
    }

    #[test]
    fn counts_agree_with_plain_backtracking() {
        let solution = solve_first(&SEED.parse().unwrap()).unwrap();
        // A fixed pseudo-random order of cells to blank (a linear congruential sequence).
        let mut state = 12345u32;
        let mut puzzle = solution;
        let mut checked = 0;
        for blanks in 1..=52 {
            let cell = loop {
                state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
                let cell = (state >> 16) as usize % CELLS;
                if puzzle.get(cell) != 0 {
                    break cell;
                }
            };
            puzzle.set(cell, 0);
            if blanks % 4 == 0 {
                let expected = reference_count(&mut puzzle.clone(), 20);
                assert_eq!(
                    count_solutions(&puzzle, 20),
                    expected,
                    "{}",
                    puzzle.to_line()
                );
                let found = solutions_up_to(&puzzle, 20);
                assert_eq!(found.count, expected);
                assert!(found.first.unwrap().solves(&puzzle));
                checked += 1;
            }
        }
        assert!(checked > 10);
    }
}
