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
        assert_eq!(analysis.count, Count::One);
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

/// Every solution of a classic grid by plain backtracking, at most `limit`.
fn brute_solutions(grid: &Grid, limit: usize) -> Vec<Grid> {
    fn search(cells: &mut [u8; CELLS], limit: usize, found: &mut Vec<Grid>) {
        let Some(open) = cells.iter().position(|&d| d == 0) else {
            found.push(Grid::from_cells(*cells).expect("digits 1-9"));
            return;
        };
        for digit in 1..=9 {
            if found.len() >= limit {
                return;
            }
            let mut trial = *cells;
            trial[open] = digit;
            let mut one = Grid::empty();
            for (cell, &d) in trial.iter().enumerate() {
                one.set(cell, d);
            }
            if !one.conflicting_cells().contains(&open) {
                cells[open] = digit;
                search(cells, limit, found);
                cells[open] = 0;
            }
        }
    }
    let mut cells = *grid.cells();
    let mut found = Vec::new();
    search(&mut cells, limit, &mut found);
    found
}

/// A top1465 puzzle with some givens taken away, so that it has a few dozen solutions.
fn loosened() -> Puzzle {
    let puzzle = padded_puzzles().remove(0);
    let mut givens = *puzzle.givens();
    let mut taken = 0;
    for cell in 0..CELLS {
        if givens.get(cell) != 0 && taken < 6 {
            givens.set(cell, 0);
            taken += 1;
        }
    }
    puzzle.with_givens(givens).expect("fewer givens fit")
}

#[test]
fn true_candidates_are_the_digits_of_every_solution() {
    let puzzle = loosened();
    let all = brute_solutions(puzzle.givens(), 100_000);
    assert!(all.len() > 1 && all.len() < 100_000, "{}", all.len());
    let survey = survey_with(&puzzle, &|| false).expect("not cancelled");
    assert_eq!(survey.count, Count::Several);
    assert_eq!(survey.grade, None);
    for cell in 0..CELLS {
        let union = all
            .iter()
            .fold(0u16, |mask, s| mask | 1 << (s.get(cell) - 1));
        assert_eq!(survey.true_candidates[cell], union, "cell {cell}");
    }
    assert!(!survey.differing.is_empty());
    for &cell in &survey.differing {
        assert!(survey.true_candidates[usize::from(cell)].count_ones() >= 2);
    }
}

#[test]
fn a_unique_puzzle_is_rated_and_its_removable_givens_found() {
    let puzzle = padded_puzzles().remove(1);
    let survey = survey_with(&puzzle, &|| false).expect("not cancelled");
    let solution = brute_solutions(puzzle.givens(), 2);
    assert_eq!(solution.len(), 1);
    assert_eq!(survey.count, Count::One);
    assert_eq!(survey.solution, Some(solution[0].cells().to_vec()));
    let rating = crate::logic::rate(puzzle.givens());
    let grade = survey.grade.expect("unique puzzles are rated");
    assert_eq!(
        (grade.level, grade.score),
        (Some(rating.level), rating.score)
    );
    assert_eq!(survey.removable, removable_givens(&puzzle));
    assert!(!survey.is_minimal());
    assert!(survey.differing.is_empty());
}

#[test]
fn a_survey_without_solutions_says_so_and_a_cancelled_one_stops() {
    let stuck = classic(&format!("12345678.........9{}", ".".repeat(CELLS - 18)));
    let survey = survey_with(&stuck, &|| false).expect("not cancelled");
    assert_eq!(survey.count, Count::None);
    assert!(survey.true_candidates.iter().all(|&mask| mask == 0));
    assert_eq!(
        survey_with(&loosened(), &|| true),
        Err(SurveyError::Cancelled)
    );
}

#[test]
fn the_best_split_keeps_a_solution_and_cuts_the_rest() {
    let puzzle = loosened();
    let before = brute_solutions(puzzle.givens(), 100_000).len();
    let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(3);
    let split = best_split(&puzzle, &mut rng).expect("several solutions split");
    let cell = usize::from(split.cell);
    assert_eq!(puzzle.givens().get(cell), 0);
    assert!(split.kept < split.sampled);
    let mut more = *puzzle.givens();
    more.set(cell, split.digit);
    let after = brute_solutions(&more, 100_000).len();
    assert!(after >= 1 && after < before, "{before} -> {after}");
    let unique = padded_puzzles().remove(0);
    assert_eq!(best_split(&unique, &mut rng), None);
}

#[test]
fn placing_with_a_symmetry_fills_the_partner_and_undo_takes_it_back() {
    let mut workshop = Workshop::new(Kind::Classic);
    workshop.set_keep(Symmetry::Rotational);
    workshop
        .apply(Edit::Place { cell: 0, digit: 5 })
        .expect("a digit fits");
    let givens = *workshop.draft().givens();
    assert_eq!(givens.get(0), 5);
    assert_ne!(
        givens.get(80),
        0,
        "the partner gets a digit of some solution"
    );
    assert_eq!(brute_count(&givens, 1), 1, "still solvable");
    workshop.apply(Edit::Remove { cell: 80 }).expect("in range");
    assert_eq!(workshop.draft().givens().filled_count(), 0);
    workshop.undo();
    assert_eq!(*workshop.draft().givens(), givens);
    workshop.undo();
    assert!(!workshop.can_undo());
    workshop.redo();
    assert_eq!(*workshop.draft().givens(), givens);
    assert!(workshop.can_redo());
    // A new edit forgets what was taken back.
    workshop.apply(Edit::Clear).expect("always applies");
    assert!(!workshop.can_redo());
}

#[test]
fn cages_are_checked_and_replace_the_cages_they_overlap() {
    let mut classic_shop = Workshop::new(Kind::Classic);
    let cage = Edit::AddCage {
        cells: vec![0, 1],
        sum: 3,
    };
    assert_eq!(
        classic_shop.apply(cage.clone()),
        Err(EditError::WrongKind(Kind::Classic))
    );
    let mut workshop = Workshop::new(Kind::Killer);
    workshop.apply(cage).expect("1+2 makes 3");
    assert!(matches!(
        workshop.apply(Edit::AddCage {
            cells: vec![2, 3],
            sum: 30
        }),
        Err(EditError::Cage(_))
    ));
    assert!(matches!(
        workshop.apply(Edit::AddCage {
            cells: vec![5, 40],
            sum: 10
        }),
        Err(EditError::Cage(_))
    ));
    workshop
        .apply(Edit::AddCage {
            cells: vec![1, 2],
            sum: 17,
        })
        .expect("8+9 makes 17");
    assert_eq!(workshop.draft().cages(), &[(vec![1, 2], 17)]);
    let puzzle = workshop.draft().to_puzzle().expect("a valid killer");
    assert_eq!(puzzle.cages().len(), 1);
    workshop
        .apply(Edit::RemoveCage { cell: 2 })
        .expect("applies");
    assert!(workshop.draft().cages().is_empty());
}

#[test]
fn jigsaw_regions_are_painted_and_checked_when_built() {
    let mut workshop = Workshop::new(Kind::Jigsaw);
    assert!(
        workshop.draft().to_puzzle().is_ok(),
        "the boxes are regions"
    );
    // Cell r1c4 moves from box 2 to region 1: ten cells against eight.
    workshop
        .apply(Edit::PaintRegion {
            cells: vec![3],
            region: 0,
        })
        .expect("applies");
    assert!(workshop.draft().to_puzzle().is_err());
    // And r3c3 the other way makes nine each, still connected.
    workshop
        .apply(Edit::PaintRegion {
            cells: vec![20],
            region: 1,
        })
        .expect("applies");
    assert!(workshop.draft().to_puzzle().is_ok());
}

#[test]
fn clear_starts_again_as_one_edit_that_undo_takes_back() {
    let mut killer = Workshop::new(Kind::Killer);
    killer
        .apply(Edit::AddCage {
            cells: vec![0, 1],
            sum: 3,
        })
        .expect("a valid cage");
    killer
        .apply(Edit::Place { cell: 40, digit: 7 })
        .expect("in range");
    let before = killer.draft().clone();
    killer.apply(Edit::Clear).expect("always applies");
    assert!(killer.draft().is_blank());
    assert!(killer.draft().cages().is_empty());
    killer.undo();
    assert_eq!(*killer.draft(), before);

    let mut jigsaw = Workshop::new(Kind::Jigsaw);
    jigsaw
        .apply(Edit::PaintRegion {
            cells: vec![3],
            region: 0,
        })
        .expect("a jigsaw takes regions");
    assert!(!jigsaw.draft().is_blank());
    jigsaw.apply(Edit::Clear).expect("always applies");
    assert_eq!(*jigsaw.draft(), Draft::new(Kind::Jigsaw));
}
