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

    let first = solver::solve_first(&puzzle);
    if let Some(solution) = &first {
        assert!(
            is_valid_solution(solution, &puzzle),
            "{puzzle:?} -> {solution:?}"
        );
    }

    let count = solver::count_solutions(&puzzle, LIMIT);
    assert!(count <= LIMIT);
    assert_eq!(
        count == 0,
        first.is_none(),
        "{puzzle:?}: count {count}, first {first:?}"
    );

    let found = solver::solutions_up_to(&puzzle, LIMIT);
    assert_eq!(found.count, count);
    assert_eq!(found.first.is_some(), count > 0);
    if let Some(solution) = &found.first {
        assert!(is_valid_solution(solution, &puzzle));
    }
    let raw = solver::raw_solutions_up_to(&puzzle, LIMIT);
    assert_eq!(raw.count, count);
    assert_eq!(raw.first, found.first.map(|g| *g.cells()));

    let verdict = solver::verdict(&puzzle);
    match verdict {
        Verdict::Unique(solution) => {
            assert_eq!(count, 1, "{puzzle:?}: unique verdict but count {count}");
            assert!(is_valid_solution(&solution, &puzzle));
            assert_eq!(Some(solution), first);
        }
        Verdict::NoSolution => assert_eq!(count, 0, "{puzzle:?}"),
        Verdict::Multiple => assert!(count >= 2, "{puzzle:?}: multiple but count {count}"),
    }
    assert_eq!(solver::verdict_cells(puzzle.cells()), Ok(verdict));
    assert_eq!(solver::solve_cells(puzzle.cells(), LIMIT), Ok(found));

    // Splitting on one empty cell: the solutions are those of each digit placed there, so the
    // counts must add up (capped at the limit). This checks the count against the solver's
    // own answers on nine other grids, where a wrong prune would show as a mismatch.
    if let Some(cell) = (0..CELLS).find(|&c| puzzle.get(c) == 0) {
        let mut total = 0;
        for digit in 1..=9 {
            let mut split = puzzle;
            split.set(cell, digit);
            total += solver::count_solutions(&split, LIMIT);
        }
        assert_eq!(total.min(LIMIT), count, "{puzzle:?}: split on cell {cell}");
    }

    // Raw values above 9 must be refused, never solved or panicked on.
    if data.len() >= CELLS {
        let mut raw_cells = [0u8; CELLS];
        raw_cells.copy_from_slice(&data[..CELLS]);
        let result = solver::solve_cells(&raw_cells, LIMIT);
        assert_eq!(result.is_err(), raw_cells.iter().any(|&v| v > 9));
    }
});
