//! The variant solver against a brute-force counter written from the rules alone
//! (tests/variant_brute), on random near-complete grids of every variant.

use nonet::grid::{CELLS, Grid};
use nonet::variant::solver::{count_solutions, random_solution, solve};
use nonet::variant::{Kind, Puzzle, parse_line};
use proptest::prelude::*;
use variant_brute::brute_count;

mod variant_brute;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};

/// Boxes with r3c3 and r4c2 swapped between regions 1 and 4.
const JIGSAW_REGIONS: &str = concat!(
    "111222333",
    "111222333",
    "114222333",
    "414555666",
    "444555666",
    "444555666",
    "777888999",
    "777888999",
    "777888999"
);

/// A random full solution of a kind (the boxes for killer), from the solver itself; the
/// brute-force counter then judges the puzzles made from it.
fn solution_of(kind: Kind, rng: &mut StdRng) -> Puzzle {
    let base = match kind {
        Kind::Jigsaw => format!("jigsaw:{}:{JIGSAW_REGIONS}", ".".repeat(81)),
        Kind::Killer | Kind::Classic => ".".repeat(81),
        Kind::X | Kind::Windoku => format!("{kind}:{}", ".".repeat(81)),
    };
    let empty = parse_line(&base).expect("valid empty puzzle");
    let solution = random_solution(&empty, rng, u64::MAX).expect("every kind has solutions");
    assert!(empty.is_solution(&solution));
    empty
        .with_givens(solution)
        .expect("a solution clashes nowhere")
}

/// Random connected cages over the whole grid: each grows from the first free cell to up to
/// `max_size` free neighbours; sums from `solution`.
fn random_cages(solution: &Grid, rng: &mut StdRng, max_size: usize) -> Vec<(Vec<usize>, u32)> {
    let mut free = [true; CELLS];
    let mut cages = Vec::new();
    for start in 0..CELLS {
        if !free[start] {
            continue;
        }
        let size = rng.random_range(1..=max_size);
        let mut cells = vec![start];
        free[start] = false;
        while cells.len() < size {
            let mut options: Vec<usize> = cells
                .iter()
                .flat_map(|&c| {
                    let (r, col) = (c / 9, c % 9);
                    let mut next = Vec::new();
                    if r > 0 {
                        next.push(c - 9)
                    }
                    if r < 8 {
                        next.push(c + 9)
                    }
                    if col > 0 {
                        next.push(c - 1)
                    }
                    if col < 8 {
                        next.push(c + 1)
                    }
                    next
                })
                .filter(|&c| free[c])
                .filter(|&c| cells.iter().all(|&m| solution.get(m) != solution.get(c)))
                .collect();
            options.sort_unstable();
            options.dedup();
            let Some(&next) = options.choose(rng) else {
                break;
            };
            free[next] = false;
            cells.push(next);
        }
        let sum = cells.iter().map(|&c| u32::from(solution.get(c))).sum();
        cages.push((cells, sum));
    }
    cages
}

/// A near-complete puzzle of a kind: a random solution with `blanks` cells emptied, and
/// sometimes one kept given changed to another digit (usually leaving no solution).
fn near_complete(kind: Kind, seed: u64, blanks: usize) -> Puzzle {
    let mut rng = StdRng::seed_from_u64(seed);
    let full = solution_of(kind, &mut rng);
    let solution = *full.givens();
    let mut order: Vec<usize> = (0..CELLS).collect();
    order.shuffle(&mut rng);
    let mut givens = solution;
    for &cell in &order[..blanks] {
        givens.set(cell, 0);
    }
    let puzzle = if kind == Kind::Killer {
        let cages = random_cages(&solution, &mut rng, 5);
        Puzzle::killer(givens, cages).expect("cages from a solution are valid")
    } else {
        full.with_givens(givens).expect("a subset of a solution")
    };
    if rng.random_bool(0.3) {
        let cell = order[blanks];
        let mut changed = givens;
        changed.set(cell, rng.random_range(1..=9));
        if let Ok(altered) = puzzle.with_givens(changed) {
            return altered;
        }
    }
    puzzle
}

const KINDS: [Kind; 4] = [Kind::X, Kind::Windoku, Kind::Jigsaw, Kind::Killer];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn counts_match_brute_force(seed in any::<u64>(), blanks in 8usize..=14, limit in 1usize..=6) {
        for kind in KINDS {
            let puzzle = near_complete(kind, seed, blanks);
            let expected = brute_count(&puzzle, limit);
            prop_assert_eq!(count_solutions(&puzzle, limit), expected, "{}", puzzle);
            if let Some(solution) = solve(&puzzle) {
                prop_assert!(puzzle.is_solution(&solution));
                prop_assert!(expected >= 1);
            } else {
                prop_assert_eq!(expected, 0);
            }
        }
    }
}

#[test]
fn several_solutions_are_counted_exactly() {
    // Emptying more cells makes ambiguity likely; the brute-force count is still quick with
    // most cells given, and the solver must reach the same number for every limit.
    let mut seen_multiple = [false; 4];
    for seed in 0..30 {
        for (index, kind) in KINDS.into_iter().enumerate() {
            let mut puzzle = near_complete(kind, seed, 36);
            if kind == Kind::Killer {
                // Without its cages a killer is a classic puzzle with many ways.
                puzzle = Puzzle::killer(*puzzle.givens(), Vec::new()).expect("no cages");
            }
            let expected = brute_count(&puzzle, 50);
            seen_multiple[index] |= expected > 1;
            assert_eq!(count_solutions(&puzzle, 50), expected, "{puzzle}");
        }
    }
    assert!(seen_multiple.iter().all(|&seen| seen), "{seen_multiple:?}");
}

#[test]
fn a_killer_without_givens_solves_to_a_grid_keeping_its_rules() {
    // Too slow for the brute force: the solver's answer is checked against the rules, and
    // against the grid the sums came from when the cages allow only one.
    let mut rng = StdRng::seed_from_u64(7);
    let full = solution_of(Kind::Killer, &mut rng);
    let cages = random_cages(full.givens(), &mut rng, 3);
    let puzzle = Puzzle::killer(Grid::empty(), cages).expect("valid cages");
    let solution = solve(&puzzle).expect("the grid the sums came from solves it");
    assert!(puzzle.is_solution(&solution));
    if count_solutions(&puzzle, 2) == 1 {
        assert_eq!(&solution, full.givens());
    }
}
