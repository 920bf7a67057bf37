//! The generic engine (`nonet::rules`) against an independent counter written from the
//! rules alone (`variant_brute::brute_count_general`): random puzzles of every box size from
//! 4x4 to 16x16, with diagonals, extra regions and cages in combination, count the same; and
//! today's variant puzzles, taken as shapes and rules, have the variant engine's solution.

use nonet::rules::solver::{Propagation, another_solution, count_solutions, random_solution};
use nonet::rules::{Cage, Diagonal, ExtraRegion, Rule, RulePuzzle};
use nonet::shape::Shape;
use nonet::variant::{Kind, parse_line};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use variant_brute::{brute_count_general, houses_and_cages as as_brute};

use crate::common;
use crate::variant_brute;

const BUDGET: u64 = 50_000_000;

/// Some cages along the rows of `solution`: pairs and triples of neighbours, every other
/// one with its sum.
fn cages_of(size: usize, solution: &[u8], rng: &mut StdRng, count: usize) -> Vec<Rule> {
    let mut taken = vec![false; solution.len()];
    let mut rules = Vec::new();
    let mut tries = 0;
    while rules.len() < count && tries < 1000 {
        tries += 1;
        let length = rng.random_range(2..=3);
        let row = rng.random_range(0..size);
        let col = rng.random_range(0..=size - length);
        let cells: Vec<usize> = (0..length).map(|i| row * size + col + i).collect();
        if cells.iter().any(|&c| taken[c]) {
            continue;
        }
        for &c in &cells {
            taken[c] = true;
        }
        let sum =
            (rules.len() % 2 == 0).then(|| cells.iter().map(|&c| u32::from(solution[c])).sum());
        rules.push(Rule::Cage(Cage { cells, sum }));
    }
    rules
}

#[test]
fn random_puzzles_of_every_box_size_count_as_the_independent_counter_does() {
    let mut rng = StdRng::seed_from_u64(54);
    let (mut compared, mut unsolvable) = (0, 0);
    for size in [4, 6, 8, 9, 10, 12, 16] {
        let shape = Shape::boxed(size).unwrap();
        let (height, width) = shape.box_dims().unwrap();
        for round in 0..4 {
            let mut rules = Vec::new();
            if round % 2 == 0 {
                rules.push(Rule::Diagonal(Diagonal { anti: false }));
                rules.push(Rule::Diagonal(Diagonal { anti: true }));
            }
            if round >= 2 {
                rules.push(Rule::ExtraRegion(ExtraRegion::window(
                    size, 1, 1, height, width,
                )));
            }
            let base = RulePuzzle::new(shape.clone(), vec![0; size * size], rules.clone()).unwrap();
            let Some(solution) = random_solution(&base, &mut rng, BUDGET).unwrap() else {
                // A rule set with no solution at all: the counter must agree.
                let (houses, cages) = as_brute(&base);
                let blank = vec![0; size * size];
                assert_eq!(
                    brute_count_general(size, &houses, &cages, &blank, 1),
                    0,
                    "{size}x{size}, round {round}: the engine finds no solution"
                );
                unsolvable += 1;
                continue;
            };
            assert!(base.is_solution(&solution));
            if round % 2 == 1 {
                rules.extend(cages_of(size, &solution, &mut rng, size));
            }
            // Open cells at random: most of a small grid, fewer of a large one, so the
            // independent counter stays quick.
            let open_share = match size {
                4 | 6 => 0.75,
                8 | 9 => 0.5,
                _ => 0.3,
            };
            let givens: Vec<u8> = solution
                .iter()
                .map(|&d| if rng.random_bool(open_share) { 0 } else { d })
                .collect();
            let puzzle = RulePuzzle::new(shape.clone(), givens.clone(), rules).unwrap();
            let engine = count_solutions(&puzzle, 3, BUDGET).unwrap();
            let (houses, cages) = as_brute(&puzzle);
            let brute = brute_count_general(size, &houses, &cages, &givens, 3);
            assert_eq!(engine.count, brute, "{size}x{size}, round {round}");
            assert!(engine.count >= 1, "the solution it was cut from is one");
            assert!(puzzle.is_solution(engine.solution.as_ref().unwrap()));
            compared += 1;
        }
    }
    assert_eq!(compared + unsolvable, 28);
    assert!(unsolvable <= 1, "{unsolvable} rule sets without a solution");
}

/// The region of each cell of a 6x6 jigsaw of irregular regions.
fn six_by_six_jigsaw() -> Vec<u8> {
    [
        0, 0, 0, 1, 1, 1, //
        0, 0, 2, 2, 1, 1, //
        0, 2, 2, 2, 3, 1, //
        4, 4, 2, 3, 3, 3, //
        4, 4, 5, 5, 3, 3, //
        4, 4, 5, 5, 5, 5,
    ]
    .to_vec()
}

#[test]
fn a_digs_search_for_another_solution_agrees_with_the_independent_counter() {
    let mut rng = StdRng::seed_from_u64(61);
    let (mut kept, mut refused) = (0, 0);
    // Jigsaw regions overlap rows and columns unevenly, which the search's locked
    // candidates take apart as they do boxes.
    let shapes = [
        (Shape::boxed(4).unwrap(), false),
        (Shape::boxed(6).unwrap(), false),
        (Shape::boxed(6).unwrap(), true),
        (Shape::boxed(8).unwrap(), false),
        (Shape::with_regions(6, &six_by_six_jigsaw()).unwrap(), false),
    ];
    for (shape, diagonals) in shapes {
        let size = shape.size();
        let rules = if diagonals {
            vec![
                Rule::Diagonal(Diagonal { anti: false }),
                Rule::Diagonal(Diagonal { anti: true }),
            ]
        } else {
            Vec::new()
        };
        let cells = size * size;
        let base = RulePuzzle::new(shape.clone(), vec![0; cells], rules.clone()).unwrap();
        let solution = random_solution(&base, &mut rng, BUDGET).unwrap().unwrap();
        let mut givens = solution.clone();
        let mut order: Vec<usize> = (0..=cells / 2).collect();
        rand::seq::SliceRandom::shuffle(&mut order[..], &mut rng);
        // Emptied in pairs about the centre, as the generator digs: each step starts from a
        // puzzle with one solution, which is what the search assumes.
        for cell in order {
            let opposite = cells - 1 - cell;
            let mut candidate = givens.clone();
            candidate[cell] = 0;
            candidate[opposite] = 0;
            let puzzle = RulePuzzle::new(shape.clone(), candidate.clone(), rules.clone()).unwrap();
            let opened: Vec<usize> = if cell == opposite {
                vec![cell]
            } else {
                vec![cell, opposite]
            };
            let found = |propagation| {
                another_solution(&puzzle, &solution, &opened, BUDGET, propagation)
                    .unwrap()
                    .found
            };
            let other = found(Propagation::Singles);
            assert_eq!(
                found(Propagation::LockedCandidates),
                other,
                "{size}x{size}, cell {cell}: locked candidates change the answer"
            );
            let (houses, cages) = as_brute(&puzzle);
            let brute = brute_count_general(size, &houses, &cages, &candidate, 2);
            assert_eq!(other, brute == 2, "{size}x{size}, cell {cell}");
            if other {
                refused += 1;
            } else {
                givens = candidate;
                kept += 1;
            }
        }
    }
    assert!(
        kept > 20 && refused > 10,
        "{kept} pairs kept, {refused} refused"
    );
}

#[test]
fn prime_sizes_and_jigsaw_shapes_count_as_the_independent_counter_does() {
    let mut rng = StdRng::seed_from_u64(56);
    // Latin squares of 5 and 7 (no boxes), and a 6x6 jigsaw of irregular regions.
    let shapes = [
        Shape::standard(5).unwrap(),
        Shape::standard(7).unwrap(),
        Shape::with_regions(6, &six_by_six_jigsaw()).unwrap(),
    ];
    for shape in shapes {
        let size = shape.size();
        let base = RulePuzzle::new(shape.clone(), vec![0; size * size], Vec::new()).unwrap();
        let solution = random_solution(&base, &mut rng, BUDGET).unwrap().unwrap();
        let givens: Vec<u8> = solution
            .iter()
            .map(|&d| if rng.random_bool(0.6) { 0 } else { d })
            .collect();
        let puzzle = RulePuzzle::new(shape.clone(), givens.clone(), Vec::new()).unwrap();
        let engine = count_solutions(&puzzle, 3, BUDGET).unwrap();
        let (houses, cages) = as_brute(&puzzle);
        assert_eq!(
            engine.count,
            brute_count_general(size, &houses, &cages, &givens, 3),
            "{size}x{size}"
        );
        // Every solution, not just the first few: on these shapes the search also branches
        // on a digit's places in a row, column or region, and each solution must come once.
        if size <= 6 {
            // The first row given, the rest open: 1,344 fillings of the 5x5 Latin square.
            let sparse: Vec<u8> = (0..solution.len())
                .map(|cell| if cell < size { solution[cell] } else { 0 })
                .collect();
            let puzzle = RulePuzzle::new(shape, sparse.clone(), Vec::new()).unwrap();
            let engine = count_solutions(&puzzle, 100_000, BUDGET).unwrap();
            let brute = brute_count_general(size, &houses, &cages, &sparse, 100_000);
            assert_eq!(engine.count, brute, "{size}x{size}, all solutions");
            assert!(
                brute > 3,
                "{size}x{size}: a sparse grid has several solutions"
            );
        }
    }
}

#[test]
fn todays_variant_puzzles_as_rules_have_the_variant_engines_solution() {
    let text = common::data_text("variant_levels.txt");
    let mut checked = [0usize; 4];
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let puzzle = parse_line(line.split('\t').next().unwrap()).expect("a committed puzzle");
        let index = match puzzle.kind() {
            Kind::X => 0,
            Kind::Windoku => 1,
            Kind::Jigsaw => 2,
            _ => 3,
        };
        // Five of each kind, from every level (the file runs easy to master).
        if checked[index] >= 5 && !line.contains("master") {
            continue;
        }
        if checked[index] >= 8 {
            continue;
        }
        checked[index] += 1;
        let rules = puzzle.to_rules().expect("a variant puzzle is well formed");
        let counted = count_solutions(&rules, 2, BUDGET).unwrap();
        assert_eq!(counted.count, 1, "{line}");
        let expected = nonet::variant::solver::solve(&puzzle).expect("it has a solution");
        let expected: Vec<u8> = (0..81).map(|c| expected.get(c)).collect();
        assert_eq!(counted.solution.unwrap(), expected, "{line}");
    }
    assert!(checked.iter().all(|&n| n >= 5), "{checked:?}");
}
