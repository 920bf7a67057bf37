//! The generic generator (`rules::generate`): puzzles of any shape and rules at a level,
//! each checked by what is not the generator: one solution by the independent counter
//! (`variant_brute::brute_count_general`), its level by the logical solver, every step of
//! that solve against the solution, and the same puzzle again for the same seed.

use nonet::logic::Level;
use nonet::rules::generate::{RuleGenerateError, generate};
use nonet::rules::logic::rate_rules;
use nonet::rules::{Diagonal, ExtraRegion, Rule, RulePuzzle};
use nonet::shape::Shape;
use variant_brute::{brute_count_general, houses_and_cages};

use crate::variant_brute;

/// An empty puzzle of `shape` with `rules`.
fn template(shape: Shape, rules: Vec<Rule>) -> RulePuzzle {
    let cells = shape.cells();
    RulePuzzle::new(shape, vec![0; cells], rules).unwrap()
}

/// Generates at `level` and checks the puzzle as the module comment says.
fn check(name: &str, template: &RulePuzzle, level: Level, seed: u64) {
    let made = generate(template, level, seed).unwrap_or_else(|e| panic!("{name} {level:?}: {e}"));
    let puzzle = &made.puzzle;
    assert_eq!(puzzle.shape(), template.shape(), "{name}");
    assert_eq!(puzzle.rules(), template.rules(), "{name}");
    assert!(puzzle.is_solution(&made.solution), "{name}");
    assert!(
        puzzle
            .givens()
            .iter()
            .zip(&made.solution)
            .all(|(&g, &s)| g == 0 || g == s),
        "{name}: the givens are the solution's"
    );
    let (houses, cages) = houses_and_cages(puzzle);
    let size = puzzle.shape().size();
    assert_eq!(
        brute_count_general(size, &houses, &cages, puzzle.givens(), 2),
        1,
        "{name} {level:?}: one solution"
    );
    let rating = rate_rules(puzzle);
    assert_eq!(
        rating.level,
        Some(level),
        "{name}: rated at the level asked for"
    );
    assert_eq!(rating, made.rating, "{name}: the rating it came with");
    let mut filled = puzzle.givens().to_vec();
    for step in &rating.steps {
        for placed in &step.placements {
            assert_eq!(made.solution[placed.cell()], placed.digit, "{name}");
            filled[placed.cell()] = placed.digit;
        }
        for removed in &step.eliminations {
            assert_ne!(made.solution[removed.cell()], removed.digit, "{name}");
        }
    }
    assert_eq!(filled, made.solution, "{name}: the steps fill the grid");
    let again = generate(template, level, seed).unwrap();
    assert_eq!(
        again.puzzle, made.puzzle,
        "{name}: the same seed, the same puzzle"
    );
}

/// Every level, Easy to Master.
const LEVELS: [Level; 5] = [
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Expert,
    Level::Master,
];

#[test]
fn grids_of_four_six_eight_and_sixteen_at_the_levels_they_reach() {
    let boxed = |size| template(Shape::boxed(size).unwrap(), Vec::new());
    // A 4x4 never needs more than singles; a 6x6 rarely needs Medium or Expert steps.
    check("4x4", &boxed(4), Level::Easy, 1);
    check("6x6", &boxed(6), Level::Easy, 2);
    check("6x6", &boxed(6), Level::Hard, 3);
    for (seed, level) in LEVELS.into_iter().enumerate() {
        check("8x8", &boxed(8), level, seed as u64);
    }
    check("16x16", &boxed(16), Level::Easy, 4);
    check("16x16", &boxed(16), Level::Medium, 5);
}

#[test]
fn a_combination_of_rules_at_every_level() {
    // X and Windoku together: a puzzle today's kinds cannot express.
    let mut rules = vec![
        Rule::Diagonal(Diagonal { anti: false }),
        Rule::Diagonal(Diagonal { anti: true }),
    ];
    rules.extend(
        [(1, 1), (1, 5), (5, 1), (5, 5)]
            .into_iter()
            .map(|(r, c)| Rule::ExtraRegion(ExtraRegion::window(9, r, c, 3, 3))),
    );
    let x_windoku = template(Shape::boxed(9).unwrap(), rules);
    for (seed, level) in LEVELS.into_iter().enumerate() {
        check("9x9 X Windoku", &x_windoku, level, seed as u64);
    }
}

#[test]
fn a_template_with_givens_or_without_solutions_is_refused() {
    let shape = Shape::boxed(4).unwrap();
    let mut givens = vec![0; 16];
    givens[0] = 1;
    let given = RulePuzzle::new(shape.clone(), givens, Vec::new()).unwrap();
    assert_eq!(
        generate(&given, Level::Easy, 1),
        Err(RuleGenerateError::TemplateHasGivens { givens: 1 })
    );
    // A 4x4 with both diagonals and a window over the centre has no solution at all... if
    // it has one, the generator must still make a puzzle of it.
    let crowded = template(
        shape,
        vec![
            Rule::Diagonal(Diagonal { anti: false }),
            Rule::Diagonal(Diagonal { anti: true }),
            Rule::ExtraRegion(ExtraRegion::window(4, 1, 1, 2, 2)),
        ],
    );
    let (houses, cages) = houses_and_cages(&crowded);
    let solvable = brute_count_general(4, &houses, &cages, crowded.givens(), 1) == 1;
    match generate(&crowded, Level::Easy, 1) {
        Err(RuleGenerateError::NoSolution) => assert!(!solvable),
        Ok(made) => assert!(solvable && crowded.is_solution(&made.solution)),
        Err(other) => panic!("{other}"),
    }
}
