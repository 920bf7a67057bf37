//! Tests of the rules and the generic solver on known counts and known puzzles; the
//! comparison with an independent counter is in tests/engine/rules_engine.rs.

use super::solver::{BudgetExceeded, count_solutions, random_solution};
use super::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

const BUDGET: u64 = 10_000_000;

fn empty(shape: Shape, rules: Vec<Rule>) -> RulePuzzle {
    let cells = shape.cells();
    RulePuzzle::new(shape, vec![0; cells], rules).expect("an empty grid is well formed")
}

#[test]
fn known_counts_of_small_empty_grids() {
    // 288 Sudoku grids of order 4, 576 Latin squares of order 4.
    let sudoku = empty(Shape::boxed(4).unwrap(), Vec::new());
    assert_eq!(count_solutions(&sudoku, 1000, BUDGET).unwrap().count, 288);
    let latin = empty(Shape::latin(4).unwrap(), Vec::new());
    assert_eq!(count_solutions(&latin, 1000, BUDGET).unwrap().count, 576);
    // Both diagonals cut the 4x4 Sudoku grids down; each one left keeps them.
    let x = empty(
        Shape::boxed(4).unwrap(),
        vec![
            Rule::Diagonal(Diagonal { anti: false }),
            Rule::Diagonal(Diagonal { anti: true }),
        ],
    );
    let counted = count_solutions(&x, 1000, BUDGET).unwrap();
    assert!(
        counted.count > 0 && counted.count < 288,
        "{}",
        counted.count
    );
    assert!(x.is_solution(counted.solution.as_ref().unwrap()));
}

#[test]
fn a_classic_puzzle_has_the_classic_engines_solution() {
    let line = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
    let givens: Vec<u8> = line.bytes().map(|b| b - b'0').collect();
    let puzzle = RulePuzzle::new(Shape::boxed(9).unwrap(), givens, Vec::new()).unwrap();
    let counted = count_solutions(&puzzle, 2, BUDGET).unwrap();
    assert_eq!(counted.count, 1);
    let grid: crate::grid::Grid = line.parse().unwrap();
    let classic = crate::solver::solve_first(&grid).expect("it has a solution");
    let expected: Vec<u8> = (0..81).map(|c| classic.get(c)).collect();
    assert_eq!(counted.solution.unwrap(), expected);
}

#[test]
fn random_solutions_of_every_size_keep_every_rule() {
    let mut rng = StdRng::seed_from_u64(7);
    for size in 4..=16 {
        let shape = Shape::standard(size).unwrap();
        let mut rules = vec![Rule::Diagonal(Diagonal { anti: false })];
        if size >= 6 {
            rules.push(Rule::Cage(Cage {
                cells: vec![0, 1, size],
                sum: Some(3 + size as u32),
            }));
        }
        let puzzle = empty(shape, rules);
        let solution = random_solution(&puzzle, &mut rng, BUDGET)
            .unwrap()
            .unwrap_or_else(|| panic!("{size}x{size} has a solution"));
        assert!(puzzle.is_solution(&solution), "{size}x{size}");
        // The solution with a third of its cells open is found again.
        let givens: Vec<u8> = solution
            .iter()
            .enumerate()
            .map(|(i, &d)| if i % 3 == 0 { 0 } else { d })
            .collect();
        let again =
            RulePuzzle::new(puzzle.shape().clone(), givens, puzzle.rules().to_vec()).unwrap();
        let counted = count_solutions(&again, 1, BUDGET).unwrap();
        assert_eq!(counted.count, 1, "{size}x{size}");
        assert!(again.is_solution(counted.solution.as_ref().unwrap()));
    }
}

#[test]
fn a_killer_cage_sum_decides_between_two_solutions() {
    // A 4x4 grid with two solutions that differ in r1c1/r1c2 (1 2 or 2 1): a cage over
    // r1c1 and r2c1 summing to 1 + 3 keeps only the first.
    let solution = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
    let mut givens = solution.to_vec();
    for cell in [0, 1, 8, 9] {
        givens[cell] = 0;
    }
    let shape = Shape::boxed(4).unwrap();
    let open = RulePuzzle::new(shape.clone(), givens.clone(), Vec::new()).unwrap();
    assert_eq!(count_solutions(&open, 10, BUDGET).unwrap().count, 2);
    let cage = Rule::Cage(Cage {
        cells: vec![0, 4],
        sum: Some(4),
    });
    let caged = RulePuzzle::new(shape, givens, vec![cage]).unwrap();
    let counted = count_solutions(&caged, 10, BUDGET).unwrap();
    assert_eq!(counted.count, 1);
    assert_eq!(counted.solution.unwrap(), solution.to_vec());
}

#[test]
fn a_rule_that_is_not_well_formed_is_named() {
    let shape = Shape::boxed(4).unwrap();
    let make = |rules: Vec<Rule>, givens: Vec<u8>| RulePuzzle::new(shape.clone(), givens, rules);
    let blank = vec![0; 16];
    assert_eq!(
        make(
            vec![Rule::Cage(Cage {
                cells: vec![0, 1],
                sum: Some(9),
            })],
            blank.clone()
        ),
        Err(RuleError::ImpossibleSum {
            cells: 2,
            sum: 9,
            min: 3,
            max: 7
        })
    );
    assert_eq!(
        make(
            vec![Rule::ExtraRegion(ExtraRegion {
                cells: vec![0, 1, 2]
            })],
            blank.clone()
        ),
        Err(RuleError::RegionSize {
            expected: 4,
            found: 3
        })
    );
    assert_eq!(
        make(
            vec![Rule::Cage(Cage {
                cells: vec![0, 16],
                sum: None,
            })],
            blank.clone()
        ),
        Err(RuleError::CellOutOfRange {
            cell: 16,
            cells: 16
        })
    );
    assert_eq!(
        make(
            vec![Rule::Cage(Cage {
                cells: vec![3, 3],
                sum: None,
            })],
            blank.clone()
        ),
        Err(RuleError::RepeatedCell { cell: 3 })
    );
    let mut twice = blank.clone();
    twice[0] = 2;
    twice[15] = 2;
    assert_eq!(
        make(vec![Rule::Diagonal(Diagonal { anti: false })], twice),
        Err(RuleError::RepeatedGiven {
            digit: 2,
            first: 0,
            second: 15,
            size: 4
        })
    );
    let mut full_cage = blank.clone();
    full_cage[0] = 1;
    full_cage[1] = 2;
    assert_eq!(
        make(
            vec![Rule::Cage(Cage {
                cells: vec![0, 1],
                sum: Some(4),
            })],
            full_cage
        ),
        Err(RuleError::GivensBreakRule { rule: 0 })
    );
    assert_eq!(
        make(Vec::new(), vec![0; 15]),
        Err(RuleError::WrongGivenCount {
            expected: 16,
            found: 15
        })
    );
    let mut five = blank;
    five[2] = 5;
    assert_eq!(
        make(Vec::new(), five),
        Err(RuleError::DigitOutOfRange {
            cell: 2,
            digit: 5,
            size: 4
        })
    );
}

#[test]
fn the_budget_stops_a_long_count() {
    let puzzle = empty(Shape::boxed(9).unwrap(), Vec::new());
    assert!(matches!(
        count_solutions(&puzzle, usize::MAX, 50),
        Err(BudgetExceeded { nodes: 51 })
    ));
}

#[test]
fn a_cage_keeps_only_the_digits_of_the_sets_that_make_its_sum() {
    let digits = |set: DigitSet16| set.iter().collect::<Vec<u8>>();
    // Three cells adding up to 6: only 1, 2 and 3.
    let triple = Cage {
        cells: vec![0, 1, 2],
        sum: Some(6),
    };
    let mut candidates = vec![DigitSet16::full(9); 3];
    assert_eq!(triple.propagate(&mut candidates), Ok(true));
    assert!(candidates.iter().all(|&c| digits(c) == [1, 2, 3]));
    // Two cells adding up to 10, one settled at 3: the other is 7.
    let pair = Cage {
        cells: vec![0, 1],
        sum: Some(10),
    };
    let mut candidates = vec![DigitSet16::single(3), DigitSet16::full(9)];
    assert_eq!(pair.propagate(&mut candidates), Ok(true));
    assert_eq!(digits(candidates[1]), [7]);
    // Both settled at 5: no set of different digits.
    let mut candidates = vec![DigitSet16::single(5), DigitSet16::single(5)];
    assert_eq!(pair.propagate(&mut candidates), Err(Contradiction));
    // Three cells adding up to 15 from {1, 9}, {2, 8} and {3, 7}: each cell alone is within
    // the bounds the others leave, but no set of three different digits of those adds up
    // to 15, which only the sets themselves show.
    let gapped = Cage {
        cells: vec![0, 1, 2],
        sum: Some(15),
    };
    let set = |a: u8, b: u8| DigitSet16::single(a).union(DigitSet16::single(b));
    let mut candidates = vec![set(1, 9), set(2, 8), set(3, 7)];
    assert_eq!(gapped.propagate(&mut candidates), Err(Contradiction));
    // No sum, nothing to remove.
    let free = Cage {
        cells: vec![0, 1],
        sum: None,
    };
    let mut candidates = vec![DigitSet16::full(9); 2];
    assert_eq!(free.propagate(&mut candidates), Ok(false));
}
