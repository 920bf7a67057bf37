//! The exact solver against the puzzle sets in `tests/data/`, plus property tests on random grids.

use nonet::grid::{CELLS, Grid};
use nonet::solver::{
    SimdForm, Verdict, count_solutions, solutions_up_to, solve_cells, solve_first, verdict,
    verdict_cells, with_form,
};
use proptest::prelude::*;

mod common;

/// Reads a puzzle set from `tests/data/`.
/// The puzzles of a set, one per non-empty line.
fn puzzles(name: &str) -> Vec<Grid> {
    let text = common::data_text(name);
    let grids: Vec<Grid> = text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .enumerate()
        .map(|(i, line)| {
            line.parse()
                .unwrap_or_else(|err| panic!("{name} line {}: {err}", i + 1))
        })
        .collect();
    assert!(!grids.is_empty(), "{name} holds no puzzles");
    grids
}

/// Runs `check` once in each compiled form of the solver this CPU supports (see
/// `SimdForm`), so the portable and BMI2 forms are tested on a CPU that has AVX-512 too.
fn under_each_form(mut check: impl FnMut(SimdForm)) {
    let forms = SimdForm::supported();
    assert_eq!(forms.first(), Some(&SimdForm::Portable));
    for form in forms {
        with_form(form, || check(form));
    }
}

/// Checks that every puzzle of a set has exactly one solution, which keeps its givens,
/// in every compiled form of the solver.
fn assert_all_unique(name: &str, expected_len: usize) {
    let grids = puzzles(name);
    assert_eq!(grids.len(), expected_len, "{name} size");
    under_each_form(|form| assert_set_unique(name, form, &grids));
}

/// [`assert_all_unique`] in one form.
fn assert_set_unique(name: &str, form: SimdForm, grids: &[Grid]) {
    assert_eq!(nonet::solver::active_form(), form);
    for (i, puzzle) in grids.iter().enumerate() {
        let Verdict::Unique(solution) = verdict(puzzle) else {
            panic!("{name} line {}: not unique: {}", i + 1, puzzle.to_line());
        };
        assert!(
            solution.solves(puzzle),
            "{name} line {}: bad solution",
            i + 1
        );
        let first = solve_first(puzzle)
            .unwrap_or_else(|| panic!("{name} line {}: solve_first found nothing", i + 1));
        assert_eq!(first, solution, "{name} line {}", i + 1);
    }
}

#[test]
fn seeds_solve_to_their_published_solutions() {
    let seeds = puzzles("seeds.txt");
    let solutions = puzzles("seeds_solutions.txt");
    assert_eq!(seeds.len(), solutions.len());
    for (puzzle, expected) in seeds.iter().zip(&solutions) {
        assert_eq!(verdict(puzzle), Verdict::Unique(*expected));
        assert_eq!(solve_first(puzzle), Some(*expected));
    }
}

#[test]
fn every_17_clue_puzzle_is_unique() {
    assert_all_unique("17_clue.txt", 49_158);
}

#[test]
fn every_top1465_puzzle_is_unique() {
    assert_all_unique("top1465.txt", 1_465);
}

#[test]
fn every_forum_hardest_puzzle_is_unique() {
    assert_all_unique("forum_hardest_sample.txt", 5_000);
}

#[test]
fn every_multi_solution_puzzle_is_multiple() {
    let grids = puzzles("multi_solution.txt");
    assert_eq!(grids.len(), 10_000);
    under_each_form(|form| {
        for (i, puzzle) in grids.iter().enumerate() {
            assert_eq!(verdict(puzzle), Verdict::Multiple, "{form} line {}", i + 1);
            let found = solutions_up_to(puzzle, 2);
            assert_eq!(found.count, 2);
            assert!(found.first.is_some_and(|s| s.solves(puzzle)));
        }
    });
}

#[test]
fn empty_grid_counts_up_to_the_limit() {
    let empty = Grid::empty();
    assert_eq!(verdict(&empty), Verdict::Multiple);
    for limit in [1, 2, 10, 5_000] {
        assert_eq!(count_solutions(&empty, limit), limit);
    }
    assert!(solve_first(&empty).is_some_and(|s| s.is_solved()));
}

#[test]
fn contradictory_givens_have_no_solution() {
    // Two 7s in box 5 (r4c4 and r6c6), which share neither row nor column.
    let mut puzzle = Grid::empty();
    puzzle.set(30, 7);
    puzzle.set(50, 7);
    assert_eq!(verdict(&puzzle), Verdict::NoSolution);
    assert_eq!(solve_first(&puzzle), None);
    assert_eq!(count_solutions(&puzzle, 100), 0);

    // A hard puzzle with one given changed to clash with a peer.
    let hard = puzzles("top1465.txt")[0];
    let cell = (0..CELLS).find(|&c| hard.get(c) != 0).unwrap();
    let mut broken = hard;
    broken.set(cell, 0);
    let peer_digit = (0..CELLS)
        .find(|&c| c != cell && hard.get(c) != 0 && nonet::grid::sees(c, cell))
        .map(|c| hard.get(c))
        .expect("the first given of top1465[0] has a given peer");
    broken.set(cell, peer_digit);
    assert_eq!(verdict(&broken), Verdict::NoSolution);
}

/// A valid solved grid, independent of the solver under test.
fn base_solution() -> [u8; CELLS] {
    let mut cells = [0u8; CELLS];
    for (cell, value) in cells.iter_mut().enumerate() {
        let (row, col) = (cell / 9, cell % 9);
        *value = ((row * 3 + row / 3 + col) % 9) as u8 + 1;
    }
    cells
}

/// A permutation of 0..3 as a strategy.
fn perm3() -> impl Strategy<Value = Vec<usize>> {
    Just(vec![0usize, 1, 2]).prop_shuffle()
}

/// Random solved grids: the base solution under random validity-keeping transformations
/// (digit relabelling, band/stack and row/column-within-band shuffles, transposition).
fn solved_grid() -> impl Strategy<Value = [u8; CELLS]> {
    (
        Just((1u8..=9).collect::<Vec<u8>>()).prop_shuffle(),
        perm3(),
        proptest::collection::vec(perm3(), 3),
        perm3(),
        proptest::collection::vec(perm3(), 3),
        any::<bool>(),
    )
        .prop_map(|(digits, bands, rows, stacks, cols, transpose)| {
            let base = base_solution();
            let mut out = [0u8; CELLS];
            for row in 0..9 {
                for col in 0..9 {
                    let src_row = bands[row / 3] * 3 + rows[row / 3][row % 3];
                    let src_col = stacks[col / 3] * 3 + cols[col / 3][col % 3];
                    let (r, c) = if transpose {
                        (src_col, src_row)
                    } else {
                        (src_row, src_col)
                    };
                    out[row * 9 + col] = digits[usize::from(base[r * 9 + c] - 1)];
                }
            }
            out
        })
}

/// A puzzle made by blanking random cells of a random solved grid (a random share of them).
fn blanked_puzzle() -> impl Strategy<Value = Grid> {
    (
        solved_grid(),
        proptest::collection::vec(0u8..100, CELLS),
        10u8..90,
    )
        .prop_map(|(solution, rolls, blank_percent)| {
            let mut cells = solution;
            for (value, roll) in cells.iter_mut().zip(rolls) {
                if roll < blank_percent {
                    *value = 0;
                }
            }
            Grid::from_cells(cells).expect("digits 0-9")
        })
}

/// Random sparse grids: a few random digits in random cells, possibly clashing.
fn sparse_grid() -> impl Strategy<Value = Grid> {
    proptest::collection::vec((0..CELLS, 1u8..=9), 0..25).prop_map(|givens| {
        let mut grid = Grid::empty();
        for (cell, digit) in givens {
            grid.set(cell, digit);
        }
        grid
    })
}

proptest! {
    #[test]
    fn every_form_gives_the_same_answers(puzzle in blanked_puzzle(), sparse in sparse_grid()) {
        // The forms run the same search with other instructions: the same count, and the
        // same first solution, for unique, multiple and contradictory grids alike.
        for grid in [puzzle, sparse] {
            let reference = with_form(SimdForm::Portable, || solutions_up_to(&grid, 3));
            for form in SimdForm::supported() {
                prop_assert_eq!(with_form(form, || solutions_up_to(&grid, 3)), reference);
            }
        }
    }

    #[test]
    fn blanked_puzzles_keep_a_solution(puzzle in blanked_puzzle()) {
        let found = solutions_up_to(&puzzle, 3);
        prop_assert!(found.count >= 1);
        let first = found.first.expect("a blanked solution has a solution");
        prop_assert!(first.solves(&puzzle));
        prop_assert_eq!(solve_first(&puzzle).map(|s| s.solves(&puzzle)), Some(true));
    }

    #[test]
    fn sparse_grids_give_valid_solutions_or_none(grid in sparse_grid()) {
        let found = solutions_up_to(&grid, 2);
        match found.first {
            Some(solution) => prop_assert!(solution.solves(&grid)),
            None => prop_assert_eq!(found.count, 0),
        }
        if grid.validate().is_err() {
            prop_assert_eq!(verdict(&grid), Verdict::NoSolution);
        }
    }

    #[test]
    fn count_is_monotone_in_the_limit(puzzle in blanked_puzzle(), limits in (0usize..6, 0usize..6)) {
        let (low, high) = (limits.0.min(limits.1), limits.0.max(limits.1));
        let at_low = count_solutions(&puzzle, low);
        let at_high = count_solutions(&puzzle, high);
        prop_assert!(at_low <= low && at_high <= high);
        prop_assert!(at_low <= at_high);
        // Stopping early only cuts the count off at the limit.
        prop_assert_eq!(at_low, at_high.min(low));
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), CELLS)) {
        let mut cells = [0u8; CELLS];
        cells.copy_from_slice(&bytes);
        let result = solve_cells(&cells, 2);
        let verdict_result = verdict_cells(&cells);
        if cells.iter().any(|&v| v > 9) {
            prop_assert!(result.is_err() && verdict_result.is_err());
        } else {
            let found = result.expect("values 0-9 are accepted");
            let grid = Grid::from_cells(cells).expect("values 0-9");
            if let Some(solution) = found.first {
                prop_assert!(solution.solves(&grid));
            }
        }
    }

    #[test]
    fn small_values_never_panic(values in proptest::collection::vec(0u8..=9, CELLS)) {
        let mut cells = [0u8; CELLS];
        cells.copy_from_slice(&values);
        let found = solve_cells(&cells, 2).expect("values 0-9 are accepted");
        let grid = Grid::from_cells(cells).expect("values 0-9");
        prop_assert_eq!(found.count == 0, found.first.is_none());
        if let Some(solution) = found.first {
            prop_assert!(solution.solves(&grid));
        }
    }
}

/// Found by CI's fuzz smoke run: 13 givens with no solution, the slowest refutation known
/// (about 1.5 s in release). Correct, only slow; kept so a faster solver stays right on it.
#[test]
fn a_sparse_contradictory_grid_is_refuted() {
    let grid: Grid =
        "....................................1.....5....6..3......2.7..8...8...276........"
            .parse()
            .expect("81 characters");
    assert_eq!(count_solutions(&grid, 2), 0);
    assert!(solve_first(&grid).is_none());
}
