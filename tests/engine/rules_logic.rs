//! The logical solver on puzzles of any shape and rules (`variant::logic::rate_rules` over
//! `Geometry::of_rules`): today's variants taken as rule sets rate exactly as the variant
//! engine rates them, and puzzles of 4x4, 6x6, 9x9 with combined rules and 16x16 are
//! solved step by step, each step checked against the solution and each puzzle's
//! uniqueness checked by the independent counter (`variant_brute::brute_count_general`).

use nonet::lang::Language;
use nonet::logic::Step;
use nonet::rules::solver::{count_solutions, random_solution};
use nonet::rules::{Cage, Diagonal, ExtraRegion, Rule, RulePuzzle};
use nonet::shape::Shape;
use nonet::variant::Geometry;
use nonet::variant::logic::{rate, rate_rules};
use nonet::variant::parse_line;
use nonet::words::step_on;
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use variant_brute::{brute_count_general, houses_and_cages};

use crate::common;
use crate::variant_brute;

const BUDGET: u64 = 50_000_000;

#[test]
fn todays_variants_as_rule_sets_have_the_same_board_and_rating() {
    let text = common::data_text("variant_levels.txt");
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .collect();
    let mut compared = 0;
    // Every seventh line: each kind at every level, Master included.
    for line in lines.iter().step_by(7) {
        let puzzle = parse_line(line.split('\t').next().unwrap()).expect("a committed puzzle");
        let rules = puzzle.to_rules().expect("a variant puzzle is a rule set");
        assert_eq!(
            &Geometry::of_rules(&rules),
            puzzle.geometry(),
            "houses, peers and cages of {line}"
        );
        assert_eq!(rate_rules(&rules), rate(&puzzle), "{line}");
        compared += 1;
    }
    assert!(compared >= 120, "{compared} puzzles compared");
}

/// Side-by-side cages of two cells along the rows of `solution`, with their sums, on
/// every other pair of columns of every other row.
fn domino_cages(size: usize, solution: &[u8]) -> Vec<Rule> {
    (0..size)
        .step_by(2)
        .flat_map(|row| (0..size - 1).step_by(3).map(move |col| row * size + col))
        .map(|cell| {
            let cells = vec![cell, cell + 1];
            let sum = cells.iter().map(|&c| u32::from(solution[c])).sum();
            Rule::Cage(Cage {
                cells,
                sum: Some(sum),
            })
        })
        .collect()
}

/// A puzzle cut from a random solution of `shape` and `rules`: cells are opened in a
/// random order while the generic exact solver still finds one solution and the logical
/// solver still finishes, up to `most_open` cells.
fn cut_puzzle(
    shape: &Shape,
    rules: impl Fn(&[u8]) -> Vec<Rule>,
    rng: &mut StdRng,
    most_open: usize,
) -> (RulePuzzle, Vec<u8>) {
    let cells = shape.cells();
    // The cages' sums come from the solution, so the solution is found without them.
    let base_rules = rules(&vec![0; cells])
        .into_iter()
        .filter(|rule| !matches!(rule, Rule::Cage(_)))
        .collect();
    let base = RulePuzzle::new(shape.clone(), vec![0; cells], base_rules).unwrap();
    let solution = random_solution(&base, rng, BUDGET)
        .unwrap()
        .expect("the rule set has a solution");
    let rules = rules(&solution);
    let mut givens = solution.clone();
    let mut order: Vec<usize> = (0..cells).collect();
    order.shuffle(rng);
    let mut open = 0;
    for cell in order {
        if open == most_open {
            break;
        }
        givens[cell] = 0;
        let trial = RulePuzzle::new(shape.clone(), givens.clone(), rules.clone()).unwrap();
        let unique = count_solutions(&trial, 2, BUDGET).unwrap().count == 1;
        if unique && rate_rules(&trial).level.is_some() {
            open += 1;
        } else {
            givens[cell] = solution[cell];
        }
    }
    let puzzle = RulePuzzle::new(shape.clone(), givens, rules).unwrap();
    (puzzle, solution)
}

/// Checks the logical solve of `puzzle` step by step against `solution`: every placement
/// is the solution's digit, no elimination removes it, and the steps fill the grid.
fn check_solve(puzzle: &RulePuzzle, solution: &[u8], name: &str) -> Vec<Step> {
    let rating = rate_rules(puzzle);
    assert!(
        rating.level.is_some(),
        "{name}: the logical solver finishes"
    );
    let mut filled = puzzle.givens().to_vec();
    for step in &rating.steps {
        for placed in &step.placements {
            assert_eq!(
                solution[placed.cell()],
                placed.digit,
                "{name}: {:?} places a wrong digit",
                step.technique
            );
            filled[placed.cell()] = placed.digit;
        }
        for removed in &step.eliminations {
            assert_ne!(
                solution[removed.cell()],
                removed.digit,
                "{name}: {:?} removes the solution's digit",
                step.technique
            );
        }
    }
    assert_eq!(filled, solution, "{name}: the steps fill the grid");
    rating.steps
}

/// The independent counter's verdict on a puzzle: how many solutions, up to 2.
fn brute_solutions(puzzle: &RulePuzzle) -> usize {
    let (houses, cages) = houses_and_cages(puzzle);
    brute_count_general(puzzle.shape().size(), &houses, &cages, puzzle.givens(), 2)
}

/// A case: its name, its shape, its rules made from a solution, and how many cells to open
/// at most.
type Case = (&'static str, Shape, Box<dyn Fn(&[u8]) -> Vec<Rule>>, usize);

#[test]
fn puzzles_of_four_six_nine_and_sixteen_are_solved_step_by_step() {
    let mut rng = StdRng::seed_from_u64(20_261_129);
    let no_rules = |_: &[u8]| Vec::new();
    let diagonals = |_: &[u8]| {
        vec![
            Rule::Diagonal(Diagonal { anti: false }),
            Rule::Diagonal(Diagonal { anti: true }),
        ]
    };
    let cases: Vec<Case> = vec![
        ("4x4", Shape::boxed(4).unwrap(), Box::new(no_rules), 16),
        ("6x6", Shape::boxed(6).unwrap(), Box::new(no_rules), 36),
        (
            "6x6 killer",
            Shape::boxed(6).unwrap(),
            Box::new(|solution: &[u8]| domino_cages(6, solution)),
            36,
        ),
        (
            "9x9 killer X",
            Shape::boxed(9).unwrap(),
            Box::new(move |solution: &[u8]| {
                let mut rules = diagonals(solution);
                rules.extend(domino_cages(9, solution));
                rules
            }),
            81,
        ),
        (
            "9x9 jigsaw windoku",
            Shape::with_regions(9, &jigsaw_regions()).unwrap(),
            Box::new(|_: &[u8]| {
                [(1, 1), (1, 5), (5, 1), (5, 5)]
                    .into_iter()
                    .map(|(r, c)| Rule::ExtraRegion(ExtraRegion::window(9, r, c, 3, 3)))
                    .collect()
            }),
            81,
        ),
        ("16x16", Shape::boxed(16).unwrap(), Box::new(no_rules), 150),
    ];
    for (name, shape, rules, most_open) in cases {
        let (puzzle, solution) = cut_puzzle(&shape, rules, &mut rng, most_open);
        let open = puzzle.givens().iter().filter(|&&g| g == 0).count();
        assert!(open >= most_open / 3, "{name}: only {open} open cells");
        assert_eq!(brute_solutions(&puzzle), 1, "{name}: one solution");
        let steps = check_solve(&puzzle, &solution, name);
        assert!(!steps.is_empty(), "{name}");
        check_explained(&steps, shape.size(), name);
    }
}

/// The cells a text names (`r3c5`), as (row, column) from 1.
fn cells_named(text: &str) -> Vec<(usize, usize)> {
    let mut named = Vec::new();
    let bytes = text.as_bytes();
    let number = |at: usize| {
        let digits: String = text[at..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        (digits.parse::<usize>().ok(), digits.len())
    };
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b'r'
            && let (Some(row), row_len) = number(at + 1)
            && bytes.get(at + 1 + row_len) == Some(&b'c')
            && let (Some(col), col_len) = number(at + 2 + row_len)
        {
            named.push((row, col));
            at += 2 + row_len + col_len;
        } else {
            at += 1;
        }
    }
    named
}

/// Explains every step in each language on a grid `width` wide: a whole sentence with no
/// message left unfilled, every cell it names on the grid, and the cell each placement
/// fills among them (by its row and column on this grid, not on a 9x9 one).
fn check_explained(steps: &[Step], width: usize, name: &str) {
    for step in steps {
        for language in [Language::En, Language::ZhCn, Language::Ja] {
            let text = step_on(language, width, step);
            assert!(
                !text.trim().is_empty(),
                "{name}: {:?} says nothing",
                step.technique
            );
            assert!(
                !text.contains('{') && !text.contains('$'),
                "{name}: a message left unfilled: {text}"
            );
            let named = cells_named(&text);
            assert!(
                named
                    .iter()
                    .all(|&(row, col)| (1..=width).contains(&row) && (1..=width).contains(&col)),
                "{name}: a cell off the grid in {text}"
            );
            for placed in &step.placements {
                let cell = (placed.cell() / width + 1, placed.cell() % width + 1);
                assert!(
                    named.contains(&cell),
                    "{name}: {cell:?} not named in {text}"
                );
            }
        }
    }
}

#[test]
fn a_sixteen_by_sixteen_step_places_digits_above_nine() {
    let mut rng = StdRng::seed_from_u64(16);
    let shape = Shape::boxed(16).unwrap();
    let (puzzle, solution) = cut_puzzle(&shape, |_| Vec::new(), &mut rng, 60);
    let steps = check_solve(&puzzle, &solution, "16x16");
    let high = steps
        .iter()
        .flat_map(|s| &s.placements)
        .filter(|p| p.digit > 9)
        .count();
    assert!(high > 0, "a step places one of the digits 10 to 16");
}

/// A 9x9 jigsaw's regions: those of the first committed jigsaw puzzle.
fn jigsaw_regions() -> Vec<u8> {
    let text = common::data_text("variant_levels.txt");
    let line = text
        .lines()
        .find(|l| l.starts_with("jigsaw:"))
        .expect("a committed jigsaw");
    let puzzle = parse_line(line.split('\t').next().unwrap()).expect("a committed puzzle");
    puzzle.regions().to_vec()
}

#[test]
fn overlapping_cages_keep_the_killer_steps_sound() {
    let mut rng = StdRng::seed_from_u64(45);
    let shape = Shape::boxed(6).unwrap();
    // Dominoes along every row, and one more across each pair of them: every cell of the
    // second set is in two cages, which the rule of 45 must not add up twice.
    let overlapping = |solution: &[u8]| {
        let mut rules = domino_cages(6, solution);
        for row in (0..6).step_by(2) {
            let cells = vec![row * 6 + 1, row * 6 + 2];
            let sum = cells.iter().map(|&c| u32::from(solution[c])).sum();
            rules.push(Rule::Cage(Cage {
                cells,
                sum: Some(sum),
            }));
        }
        rules
    };
    let (puzzle, solution) = cut_puzzle(&shape, overlapping, &mut rng, 36);
    let geometry = Geometry::of_rules(&puzzle);
    assert_eq!(
        geometry.cages().len(),
        domino_cages(6, &solution).len(),
        "the cages over other cages are not summed by the killer steps"
    );
    assert_eq!(brute_solutions(&puzzle), 1);
    let steps = check_solve(&puzzle, &solution, "6x6 overlapping cages");
    check_explained(&steps, 6, "6x6 overlapping cages");
}
