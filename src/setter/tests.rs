//! The setter's tools checked against a solution counter written here, apart from the
//! solvers they use.

use super::*;
use crate::variant::parse_line;

/// Solutions of a classic grid by plain backtracking, counted to `limit`.
fn brute_count(grid: &Grid, limit: usize) -> usize {
    fn fits(cells: &[u8; CELLS], cell: usize, digit: u8) -> bool {
        let (row, col) = (cell / 9, cell % 9);
        let (top, left) = (row / 3 * 3, col / 3 * 3);
        (0..9).all(|i| {
            cells[row * 9 + i] != digit
                && cells[i * 9 + col] != digit
                && cells[(top + i / 3) * 9 + left + i % 3] != digit
        })
    }
    fn search(cells: &mut [u8; CELLS], limit: usize, found: &mut usize) {
        let Some(open) = cells.iter().position(|&d| d == 0) else {
            *found += 1;
            return;
        };
        for digit in 1..=9 {
            if *found >= limit {
                return;
            }
            if fits(cells, open, digit) {
                cells[open] = digit;
                search(cells, limit, found);
                cells[open] = 0;
            }
        }
    }
    let mut cells = [0u8; CELLS];
    for cell in 0..CELLS {
        let digit = grid.get(cell);
        if digit != 0 {
            // A given that clashes with an earlier one leaves no solution.
            if !fits(&cells, cell, digit) {
                return 0;
            }
            cells[cell] = digit;
        }
    }
    let mut found = 0;
    search(&mut cells, limit, &mut found);
    found
}

fn classic(line: &str) -> Puzzle {
    parse_line(line).expect("a puzzle line")
}

/// Puzzles with spare givens: the first few of the data set with the solution's digits
/// added in every fourth empty cell.
fn padded_puzzles() -> Vec<Puzzle> {
    let text = include_str!("../../tests/data/top1465.txt");
    text.lines()
        .take(4)
        .map(|line| {
            let puzzle = classic(line.trim());
            let Verdict::Unique(solution) = count(&puzzle) else {
                panic!("the data set's puzzles are unique");
            };
            let mut givens = *puzzle.givens();
            let open: Vec<usize> = (0..CELLS).filter(|&c| givens.get(c) == 0).collect();
            for cell in open.into_iter().step_by(4) {
                givens.set(cell, solution.get(cell));
            }
            puzzle
                .with_givens(givens)
                .expect("the solution's digits fit")
        })
        .collect()
}

#[test]
fn removable_givens_are_those_the_counter_finds_unique_without() {
    for puzzle in padded_puzzles() {
        let analysis = analyse(&puzzle);
        assert!(matches!(analysis.verdict, Verdict::Unique(_)));
        assert!(
            !analysis.removable.is_empty(),
            "padded puzzles have spare givens"
        );
        assert!(!analysis.is_minimal());
        for cell in (0..CELLS).filter(|&c| puzzle.givens().get(c) != 0) {
            let mut fewer = *puzzle.givens();
            fewer.set(cell, 0);
            let unique = brute_count(&fewer, 2) == 1;
            assert_eq!(analysis.removable.contains(&(cell as u8)), unique, "{cell}");
        }
    }
}

#[test]
fn a_minimised_puzzle_keeps_its_solution_and_no_given_can_go() {
    for puzzle in padded_puzzles() {
        let Verdict::Unique(solution) = count(&puzzle) else {
            panic!("unique");
        };
        let minimal = minimize(&puzzle, Symmetry::None).expect("a unique puzzle minimises");
        let givens = minimal.givens();
        assert_eq!(brute_count(givens, 2), 1);
        assert!((0..CELLS).all(|c| givens.get(c) == 0 || givens.get(c) == solution.get(c)));
        for cell in (0..CELLS).filter(|&c| givens.get(c) != 0) {
            let mut fewer = *givens;
            fewer.set(cell, 0);
            assert_eq!(brute_count(&fewer, 2), 2, "{cell} could still go");
        }
        assert!(analyse(&minimal).is_minimal());
    }
}

#[test]
fn a_symmetric_minimisation_keeps_the_symmetry() {
    // A full solution grid keeps every symmetry; minimised in pairs it keeps its choice.
    let puzzle = classic(
        include_str!("../../tests/data/top1465.txt")
            .lines()
            .next()
            .unwrap_or(""),
    );
    let Verdict::Unique(solution) = count(&puzzle) else {
        panic!("unique");
    };
    let full = puzzle.with_givens(solution).expect("the solution fits");
    for keep in SYMMETRIES {
        let minimal = minimize(&full, keep).expect("a full grid minimises");
        assert!(keep.holds_for(minimal.givens()), "{keep:?}");
        assert!(symmetries(minimal.givens()).contains(&keep));
        assert_eq!(brute_count(minimal.givens(), 2), 1, "{keep:?}");
        assert!(minimal.givens().filled_count() < 40, "{keep:?}");
    }
}

#[test]
fn puzzles_without_one_solution_are_counted_and_refused() {
    let empty = classic(&".".repeat(CELLS));
    assert_eq!(count(&empty), Verdict::Multiple);
    assert!(removable_givens(&empty).is_empty());
    assert_eq!(
        minimize(&empty, Symmetry::None),
        Err(SetterError::SeveralSolutions)
    );
    // Row 1 leaves r1c9 only 9, which r2c9 holds: no clash, and no solution.
    let stuck = classic(&format!("12345678.........9{}", ".".repeat(CELLS - 18)));
    assert_eq!(brute_count(stuck.givens(), 2), 0);
    assert_eq!(count(&stuck), Verdict::NoSolution);
    assert_eq!(
        minimize(&stuck, Symmetry::None),
        Err(SetterError::NoSolution)
    );
    assert!(!analyse(&stuck).is_minimal());
}

#[test]
fn a_variant_puzzle_minimises_under_its_own_rules() {
    // An X puzzle needs its diagonals: under classic rules alone its givens are not unique.
    let line =
        "x:..........1.8..29.4.......65..93....2.......5....14..93.......1.75..6.3..........";
    let puzzle = parse_line(line).expect("the line parses");
    let Verdict::Unique(solution) = count(&puzzle) else {
        panic!("the X puzzle is unique");
    };
    assert!(brute_count(puzzle.givens(), 2) > 1);
    let full = puzzle.with_givens(solution).expect("the solution fits");
    let minimal = minimize(&full, Symmetry::None).expect("minimises");
    assert_eq!(minimal.kind(), Kind::X);
    assert_eq!(count(&minimal), Verdict::Unique(solution));
    assert!(removable_givens(&minimal).is_empty());
    assert!(minimal.givens().filled_count() < 30);
}
