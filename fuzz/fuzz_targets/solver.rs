//! Fuzz target: bytes as an 81-cell grid through the exact solver; every answer is checked.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet::grid::CELLS;
use nonet::solver::{self, Verdict};
use nonet_fuzz::{grid_from_bytes, is_valid_solution};

/// Small enough to keep runs fast, large enough to tell "several" from "exactly two".
const LIMIT: usize = 3;

fuzz_target!(|data: &[u8]| {
    let puzzle = grid_from_bytes(data);

    // The reference answer: count and first solution, checked from the rules alone.
    let found = solver::solutions_up_to(&puzzle, LIMIT);
    let count = found.count;
    assert!(count <= LIMIT);
    assert_eq!(found.first.is_some(), count > 0, "{puzzle:?}: {found:?}");
    if let Some(solution) = &found.first {
        assert!(
            is_valid_solution(solution, &puzzle),
            "{puzzle:?} -> {solution:?}"
        );
    }

    // Every other entry point must agree with it. They share one search, so each input
    // checks one of them (picked by the byte after the grid, which the fuzzer can steer):
    // six more searches per input would cut the executions per second by a third.
    match data.get(CELLS).map_or(0, |&byte| byte % 6) {
        // Any solution will do here: a search that restarts (see the engine's
        // `search_with_restarts`) can finish first with another one than a search with a
        // different limit.
        0 => match solver::solve_first(&puzzle) {
            Some(solution) => assert!(
                count > 0 && is_valid_solution(&solution, &puzzle),
                "{puzzle:?} -> {solution:?}"
            ),
            None => assert_eq!(count, 0, "{puzzle:?}"),
        },
        1 => assert_eq!(solver::count_solutions(&puzzle, LIMIT), count, "{puzzle:?}"),
        2 => {
            let raw = solver::raw_solutions_up_to(&puzzle, LIMIT);
            assert_eq!(raw.count, count);
            assert_eq!(raw.first, found.first.map(|g| *g.cells()));
        }
        3 => {
            let expected = match (count, found.first) {
                (0, _) => Verdict::NoSolution,
                (1, Some(solution)) => Verdict::Unique(solution),
                _ => Verdict::Multiple,
            };
            assert_eq!(solver::verdict(&puzzle), expected, "{puzzle:?}");
        }
        4 => assert_eq!(
            solver::verdict_cells(puzzle.cells()),
            Ok(solver::verdict(&puzzle))
        ),
        _ => assert_eq!(solver::solve_cells(puzzle.cells(), LIMIT), Ok(found)),
    }

    // Splitting on one empty cell: the solutions are those of each digit placed there, so the
    // counts must add up (capped at the limit). This checks the count against the solver's
    // own answers on up to nine other grids, where a wrong prune would show as a mismatch.
    // Each split counts only as far as the total still needs, and the splitting stops once
    // the total reaches the limit: the same check (a total that overshoots the count still
    // reaches the limit, one that falls short still falls short) for far fewer searches on
    // grids with many solutions.
    if let Some(cell) = (0..CELLS).find(|&c| puzzle.get(c) == 0) {
        let mut total = 0;
        for digit in 1..=9 {
            let mut split = puzzle;
            split.set(cell, digit);
            total += solver::count_solutions(&split, LIMIT - total);
            if total >= LIMIT {
                break;
            }
        }
        assert_eq!(total, count, "{puzzle:?}: split on cell {cell}");
    }

    // Raw values above 9 must be refused, never solved or panicked on.
    if data.len() >= CELLS {
        let mut raw_cells = [0u8; CELLS];
        raw_cells.copy_from_slice(&data[..CELLS]);
        if raw_cells.iter().any(|&v| v > 9) {
            assert!(solver::solve_cells(&raw_cells, LIMIT).is_err());
        }
    }
});
