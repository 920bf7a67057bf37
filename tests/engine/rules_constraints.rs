//! The constraint rules (thermometers, arrows, dots and their negative forms, lines, odd and
//! even cells, little killers, sandwiches, anti-knight and anti-king) in the generic engine,
//! against the independent counter (`variant_brute::constraints`, written from the rules'
//! statements): random puzzles cut from a random grid, with rules that grid keeps, count the
//! same in both, at several sizes, and every solution the engine gives keeps every rule.

use nonet::rules::cell_clues::orthogonal_neighbours;
use nonet::rules::sightlines::cells_from_clue;
use nonet::rules::solver::{count_solutions, random_solution};
use nonet::rules::{
    AntiKing, AntiKnight, Arrow, BetweenLine, Candidates, Clones, Dot, EntropicLine, Extremum,
    Indexer, Indexes, Line, LittleKiller, Negative, Palindrome, Parity, Quadruple, RegionSumLine,
    Relation, Renban, Rule, RulePuzzle, Sandwich, Skyscraper, Thermometer, Whispers, XSum,
};
use nonet::shape::Shape;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use variant_brute::constraints::constraints_of;
use variant_brute::{brute_count_with, houses_and_cages};

use crate::variant_brute;

const BUDGET: u64 = 50_000_000;

/// The cells touching `cell` at a side or a corner.
fn touching(cell: usize, size: usize) -> Vec<usize> {
    let (row, col) = ((cell / size) as isize, (cell % size) as isize);
    let mut found = Vec::new();
    for dr in -1..=1 {
        for dc in -1..=1 {
            let (r, c) = (row + dr, col + dc);
            if (dr, dc) != (0, 0)
                && (0..size as isize).contains(&r)
                && (0..size as isize).contains(&c)
            {
                found.push(r as usize * size + c as usize);
            }
        }
    }
    found
}

/// A path of up to `length` touching cells from a random start, each step one `next`
/// allows (given the digits of the cell before and the cell after); `None` when it stops
/// short of `least` cells.
fn walk(
    solution: &[u8],
    size: usize,
    rng: &mut StdRng,
    least: usize,
    length: usize,
    next: &dyn Fn(u8, u8) -> bool,
) -> Option<Vec<usize>> {
    let mut path = vec![rng.random_range(0..solution.len())];
    while path.len() < length {
        let last = *path.last().unwrap();
        let choices: Vec<usize> = touching(last, size)
            .into_iter()
            .filter(|c| !path.contains(c) && next(solution[last], solution[*c]))
            .collect();
        let Some(&step) = choices.choose(rng) else {
            break;
        };
        path.push(step);
    }
    (path.len() >= least).then_some(path)
}

/// Up to `count` rules of the family `family` that `solution` keeps.
fn rules_kept(
    family: usize,
    solution: &[u8],
    size: usize,
    rng: &mut StdRng,
    count: usize,
) -> Vec<Rule> {
    let top = size as u8;
    let far = (top / 2).max(2);
    let mut rules = Vec::new();
    for _ in 0..count * 20 {
        if rules.len() >= count {
            break;
        }
        let rule = match family {
            0 => walk(solution, size, rng, 2, 5, &|a, b| b > a)
                .map(|cells| Rule::Thermometer(Thermometer { cells })),
            1 => {
                let circle = rng.random_range(0..solution.len());
                let target = u32::from(solution[circle]);
                let mut line = Vec::new();
                let mut sum = 0;
                let mut at = circle;
                while sum < target {
                    let choices: Vec<usize> = touching(at, size)
                        .into_iter()
                        .filter(|c| *c != circle && !line.contains(c))
                        .collect();
                    let Some(&step) = choices.choose(rng) else {
                        break;
                    };
                    line.push(step);
                    sum += u32::from(solution[step]);
                    at = step;
                }
                (sum == target && !line.is_empty()).then(|| {
                    Rule::Arrow(Arrow {
                        circle: vec![circle],
                        line,
                    })
                })
            }
            2 => walk(solution, size, rng, 2, 6, &|a, b| a.abs_diff(b) >= far).map(|cells| {
                Rule::Whispers(Whispers {
                    cells,
                    difference: far,
                })
            }),
            3 => {
                // A run of a row holding consecutive digits.
                let row = rng.random_range(0..size);
                let length = rng.random_range(2..=4.min(size));
                let col = rng.random_range(0..=size - length);
                let cells: Vec<usize> = (0..length).map(|i| row * size + col + i).collect();
                let digits: Vec<u8> = cells.iter().map(|&c| solution[c]).collect();
                let (lo, hi) = (*digits.iter().min().unwrap(), *digits.iter().max().unwrap());
                (usize::from(hi - lo) == length - 1).then_some(Rule::Renban(Renban { cells }))
            }
            4 => {
                // Two cells with the same digit, both touching a third.
                let a = rng.random_range(0..solution.len());
                let twins: Vec<usize> = (0..solution.len())
                    .filter(|&b| b != a && solution[b] == solution[a])
                    .collect();
                twins.iter().find_map(|&b| {
                    let middle = touching(a, size)
                        .into_iter()
                        .find(|m| touching(b, size).contains(m))?;
                    Some(Rule::Palindrome(Palindrome {
                        cells: vec![a, middle, b],
                    }))
                })
            }
            5 => walk(solution, size, rng, 3, 4, &|_, _| true).and_then(|cells| {
                let (x, y) = (solution[cells[0]], solution[*cells.last().unwrap()]);
                let inside = cells[1..cells.len() - 1]
                    .iter()
                    .all(|&c| x.min(y) < solution[c] && solution[c] < x.max(y));
                inside.then_some(Rule::BetweenLine(BetweenLine { cells }))
            }),
            6 => {
                let cell = rng.random_range(0..solution.len());
                Some(Rule::Parity(Parity {
                    cell,
                    even: solution[cell].is_multiple_of(2),
                }))
            }
            7 => {
                let start = (0, rng.random_range(1..size));
                let cells = LittleKiller::diagonal(size, start, [1, -1]);
                let sum = cells.iter().map(|&c| u32::from(solution[c])).sum();
                Some(Rule::LittleKiller(LittleKiller {
                    cells,
                    direction: [1, -1],
                    sum,
                }))
            }
            9 | 10 => {
                // A clue on a random side, reading its row or column inwards.
                let index = rng.random_range(0..size) as isize;
                let edge = size as isize;
                let place = [(-1, index), (edge, index), (index, -1), (index, edge)]
                    [rng.random_range(0..4)];
                let cells = cells_from_clue(size, place).unwrap();
                let line: Vec<u8> = cells.iter().map(|&c| solution[c]).collect();
                if family == 9 {
                    let x = usize::from(line[0]);
                    let sum = line[..x].iter().map(|&d| u32::from(d)).sum();
                    Some(Rule::XSum(XSum { cells, sum }))
                } else {
                    let count = (0..size)
                        .filter(|&i| line[..i].iter().all(|&before| before < line[i]))
                        .count() as u32;
                    Some(Rule::Skyscraper(Skyscraper { cells, count }))
                }
            }
            11 => (0..300).find_map(|_| {
                // Equal sums are rare on a random path: many are tried.
                let cells = walk(solution, size, rng, 2, 4, &|_, _| true)?;
                let shape = Shape::boxed(size).unwrap();
                let line = RegionSumLine::along(&cells, &shape);
                let sums: Vec<u32> = line
                    .segments
                    .iter()
                    .map(|part| part.iter().map(|&c| u32::from(solution[c])).sum())
                    .collect();
                (sums.len() > 1 && sums.windows(2).all(|w| w[0] == w[1]))
                    .then_some(Rule::RegionSumLine(line))
            }),
            12 => {
                let third = |d: u8| (usize::from(d) - 1) * 3 / size;
                walk(solution, size, rng, 2, 6, &|a, b| third(a) != third(b)).map(|mut cells| {
                    // Neighbours differ already; kept up to the first cell whose band is
                    // that of the cell two before it.
                    let band = |i: usize| third(solution[cells[i]]);
                    let keep = (2..cells.len())
                        .find(|&i| band(i) == band(i - 2))
                        .unwrap_or(cells.len());
                    cells.truncate(keep);
                    Rule::EntropicLine(EntropicLine { cells })
                })
            }
            13 => {
                let (row, col) = (rng.random_range(0..size - 1), rng.random_range(0..size - 1));
                let cells: Vec<usize> = [0, 1, size, size + 1]
                    .iter()
                    .map(|&step| row * size + col + step)
                    .collect();
                let mut digits: Vec<u8> = cells.iter().map(|&c| solution[c]).collect();
                digits.truncate(rng.random_range(1..=4));
                digits.sort_unstable();
                Some(Rule::Quadruple(Quadruple { cells, digits }))
            }
            14 => {
                let cell = rng.random_range(0..solution.len());
                let neighbours = orthogonal_neighbours(cell, size);
                let here = solution[cell];
                let low = neighbours.iter().all(|&n| solution[n] > here);
                let high = neighbours.iter().all(|&n| solution[n] < here);
                (low || high).then_some(Rule::Extremum(Extremum {
                    cell,
                    neighbours,
                    maximum: high,
                }))
            }
            15 => {
                let a = rng.random_range(0..solution.len());
                let b = rng.random_range(0..solution.len());
                (a != b && solution[a] == solution[b]).then(|| {
                    Rule::Clones(Clones {
                        cells: vec![a],
                        copies: vec![b],
                    })
                })
            }
            16 => {
                let cell = rng.random_range(0..solution.len());
                let indexes = [Indexes::Row, Indexes::Column, Indexes::Box][rng.random_range(0..3)];
                let shape = Shape::boxed(size).unwrap();
                let indexer = Indexer::on(cell, indexes, &shape).unwrap();
                let place = indexer.house.iter().position(|&c| c == cell).unwrap() as u8 + 1;
                let pointed = indexer.house[usize::from(solution[cell]) - 1];
                (solution[pointed] == place).then_some(Rule::Indexer(indexer))
            }
            17 => {
                let cell = rng.random_range(0..solution.len());
                let other = rng.random_range(1..=top);
                let mut digits = vec![solution[cell], other];
                digits.sort_unstable();
                digits.dedup();
                Some(Rule::Candidates(Candidates { cell, digits }))
            }
            8 => {
                let index = rng.random_range(0..size);
                let line = if rng.random_bool(0.5) {
                    Line::Row(index)
                } else {
                    Line::Column(index)
                };
                let cells = line.cells(size);
                let place = |d: u8| cells.iter().position(|&c| solution[c] == d).unwrap();
                let (a, b) = (place(1), place(top));
                let sum = cells[a.min(b) + 1..a.max(b)]
                    .iter()
                    .map(|&c| u32::from(solution[c]))
                    .sum();
                Some(Rule::Sandwich(Sandwich {
                    line,
                    sum,
                    far: rng.random_bool(0.5),
                }))
            }
            _ => None,
        };
        if let Some(rule) = rule
            && !rules.contains(&rule)
        {
            rules.push(rule);
        }
    }
    rules
}

/// Every dot of the kinds `relations` between orthogonal neighbours of `solution`, and the
/// rule that no other pair is so joined.
fn every_dot(solution: &[u8], size: usize, relations: &[Relation]) -> Vec<Rule> {
    let mut rules = Vec::new();
    let mut except = Vec::new();
    for cell in 0..solution.len() {
        let right = (cell % size + 1 < size).then_some(cell + 1);
        let below = (cell / size + 1 < size).then_some(cell + size);
        for other in right.into_iter().chain(below) {
            for &relation in relations {
                if relation.joins(solution[cell], solution[other]) {
                    rules.push(Rule::Dot(Dot {
                        cells: [cell, other],
                        relation,
                    }));
                    except.push([cell, other]);
                }
            }
        }
    }
    except.dedup();
    rules.push(Rule::Negative(Negative {
        relations: relations.to_vec(),
        except,
    }));
    rules
}

/// `solution` with each cell emptied at random, `open_share` of them on average.
fn cut(solution: &[u8], rng: &mut StdRng, open_share: f64) -> Vec<u8> {
    solution
        .iter()
        .map(|&d| if rng.random_bool(open_share) { 0 } else { d })
        .collect()
}

/// Counts `puzzle` in the engine and in the independent counter, up to `limit`, and checks
/// they agree and the engine's solution keeps every rule.
fn compare(puzzle: &RulePuzzle, limit: usize, what: &str) -> usize {
    let engine = count_solutions(puzzle, limit, BUDGET).unwrap();
    let (houses, cages) = houses_and_cages(puzzle);
    let constraints = constraints_of(puzzle);
    let size = puzzle.shape().size();
    let brute = brute_count_with(size, &houses, &cages, &constraints, puzzle.givens(), limit);
    assert_eq!(engine.count, brute, "{what}");
    if let Some(solution) = &engine.solution {
        assert!(puzzle.is_solution(solution), "{what}");
        assert!(
            constraints.iter().all(|c| c.holds(solution, size)),
            "{what}: the counter's rules hold in the engine's solution"
        );
    }
    engine.count
}

#[test]
fn random_constraint_puzzles_count_as_the_independent_counter_does() {
    let mut rng = StdRng::seed_from_u64(55);
    let mut several = 0;
    for size in [4, 6, 9] {
        let shape = Shape::boxed(size).unwrap();
        let base = RulePuzzle::new(shape.clone(), vec![0; size * size], Vec::new()).unwrap();
        for family in 0..18 {
            if family == 12 && !size.is_multiple_of(3) {
                // Entropic lines split the digits into thirds.
                continue;
            }
            for round in 0..2 {
                let solution = random_solution(&base, &mut rng, BUDGET).unwrap().unwrap();
                let rules = rules_kept(family, &solution, size, &mut rng, size / 2 + 1);
                assert!(
                    !rules.is_empty(),
                    "{size}x{size}: family {family} found rules"
                );
                let open_share = if size == 9 { 0.55 } else { 0.8 };
                let givens = cut(&solution, &mut rng, open_share);
                let puzzle = RulePuzzle::new(shape.clone(), givens, rules).unwrap();
                let count = compare(
                    &puzzle,
                    20,
                    &format!("{size}x{size}, family {family}, round {round}"),
                );
                assert!(count >= 1, "the grid it was cut from solves it");
                several += usize::from(count > 1);
            }
        }
    }
    assert!(
        several >= 5,
        "only {several} puzzles with several solutions: the counts test little"
    );
}

#[test]
fn dots_with_their_negative_rule_and_chess_rules_count_as_the_counter_does() {
    let mut rng = StdRng::seed_from_u64(56);
    let kinds: [&[Relation]; 3] = [
        &[Relation::Difference(1)],
        &[Relation::Ratio(2)],
        &[Relation::Sum(10), Relation::Sum(5)],
    ];
    for size in [4, 6, 9] {
        let shape = Shape::boxed(size).unwrap();
        for (k, relations) in kinds.iter().enumerate() {
            let base = RulePuzzle::new(shape.clone(), vec![0; size * size], Vec::new()).unwrap();
            let solution = random_solution(&base, &mut rng, BUDGET).unwrap().unwrap();
            let rules = every_dot(&solution, size, relations);
            let open_share = if size == 9 { 0.6 } else { 0.85 };
            let givens = cut(&solution, &mut rng, open_share);
            let puzzle = RulePuzzle::new(shape.clone(), givens, rules).unwrap();
            compare(&puzzle, 20, &format!("{size}x{size}, dots {k}"));
        }
        for (name, rule) in [
            ("anti-knight", Rule::AntiKnight(AntiKnight)),
            ("anti-king", Rule::AntiKing(AntiKing)),
        ] {
            let base =
                RulePuzzle::new(shape.clone(), vec![0; size * size], vec![rule.clone()]).unwrap();
            let Some(solution) = random_solution(&base, &mut rng, BUDGET).unwrap() else {
                // 4x4 has no anti-knight grid, say; the counter must agree on the empty grid.
                assert_eq!(
                    compare(&base, 1, &format!("{size}x{size} {name}, empty")),
                    0
                );
                continue;
            };
            let givens = cut(&solution, &mut rng, 0.75);
            let puzzle = RulePuzzle::new(shape.clone(), givens, vec![rule]).unwrap();
            compare(&puzzle, 20, &format!("{size}x{size} {name}"));
        }
    }
}

#[test]
fn a_rule_that_cannot_be_met_is_refused_with_what_is_wrong() {
    use nonet::rules::RuleError;
    let shape = Shape::boxed(9).unwrap();
    let empty = vec![0; 81];
    let with = |rule: Rule| RulePuzzle::new(shape.clone(), empty.clone(), vec![rule]);
    assert_eq!(
        with(Rule::Thermometer(Thermometer {
            cells: (0..10).map(|i| i * 9 % 81 + i / 9).collect()
        }))
        .unwrap_err(),
        RuleError::RuleTooLong { cells: 10, most: 9 }
    );
    assert_eq!(
        with(Rule::Arrow(Arrow {
            circle: vec![0],
            line: Vec::new()
        }))
        .unwrap_err(),
        RuleError::RuleTooShort { cells: 0, least: 1 }
    );
    assert_eq!(
        with(Rule::Dot(Dot {
            cells: [0, 1],
            relation: Relation::Ratio(10)
        }))
        .unwrap_err(),
        RuleError::ImpossibleClue { value: 10 }
    );
    assert_eq!(
        with(Rule::Whispers(Whispers {
            cells: vec![0, 1],
            difference: 9
        }))
        .unwrap_err(),
        RuleError::ImpossibleClue { value: 9 }
    );
    assert!(matches!(
        with(Rule::Parity(Parity {
            cell: 81,
            even: true
        }))
        .unwrap_err(),
        RuleError::CellOutOfRange { cell: 81, .. }
    ));
}

#[test]
fn generated_constraint_puzzles_have_one_solution_by_the_counter_and_their_level() {
    use nonet::logic::Level;
    use nonet::rules::constraint_generate::{ConstraintVariant, generate_constraint};
    for variant in ConstraintVariant::ALL {
        // The counter checks a sandwich only once its 1 and 9 are placed, and on a Medium
        // sandwich's few givens it searches for many minutes; at Easy it takes a tenth of a
        // second.
        let levels: &[(u64, Level)] = match variant {
            ConstraintVariant::Sandwich => &[(1, Level::Easy)],
            _ => &[(1, Level::Easy), (2, Level::Medium)],
        };
        for &(seed, level) in levels {
            let made = match generate_constraint(variant, level, seed) {
                Ok(made) => made,
                // Not every variant has puzzles at every level within the attempts; Easy
                // must always come.
                Err(error) if level > Level::Easy => {
                    eprintln!("{variant:?} at {level:?}: {error}");
                    continue;
                }
                Err(error) => panic!("{variant:?} at {level:?}: {error}"),
            };
            let puzzle = &made.puzzle;
            let what = format!("{variant:?} at {level:?}");
            assert_eq!(compare(puzzle, 2, &what), 1, "{what}: one solution");
            assert!(puzzle.is_solution(&made.solution), "{what}");
            assert_eq!(made.rating.level, Some(level), "{what}");
            assert!(puzzle.givens().contains(&0), "{what}: something to solve");
        }
    }
}

#[test]
fn hard_constraint_puzzles_come_for_the_variants_whose_rules_give_the_most() {
    use nonet::logic::Level;
    use nonet::rules::constraint_generate::{ConstraintVariant, generate_constraint};
    // Every dot or letter with the negative rule, little killer sums, and a rule on every
    // pair of neighbours settle most digs below Hard; the generator must still find one.
    for variant in [
        ConstraintVariant::Kropki,
        ConstraintVariant::Xv,
        ConstraintVariant::LittleKiller,
        ConstraintVariant::NonConsecutive,
    ] {
        let what = format!("{variant:?} at Hard");
        let made = generate_constraint(variant, Level::Hard, 1)
            .unwrap_or_else(|error| panic!("{what}: {error}"));
        let puzzle = &made.puzzle;
        assert_eq!(compare(puzzle, 2, &what), 1, "{what}: one solution");
        assert!(puzzle.is_solution(&made.solution), "{what}");
        assert_eq!(made.rating.level, Some(Level::Hard), "{what}");
    }
}
