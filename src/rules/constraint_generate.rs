//! Generated constraint puzzles (`nonet generate --variant kropki`, …): a 9x9 whose rules come
//! from a random grid (every Kropki dot it has, with the negative rule; every X and V; a
//! few thermometers, arrows, odd and even cells; every sandwich sum; little killer sums), or
//! a global rule (anti-knight, anti-king, non-consecutive), then dug to one solution at the
//! level asked for by the generic generator ([`super::generate`]).

use super::generate::{Effort, GeneratedRules, RuleGenerateError, generate_with};
use super::solver::random_solution;
use super::{
    AntiKing, AntiKnight, Arrow, Dot, Line, LittleKiller, Negative, Parity, Relation, Rule,
    RulePuzzle, Sandwich, Thermometer,
};
use crate::logic::Level;
use crate::shape::Shape;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};

/// The constraint puzzles the generator makes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum ConstraintVariant {
    /// Every white and black dot of the grid, with the negative rule for both.
    Kropki,
    /// Every X and V of the grid, with the negative rule.
    Xv,
    /// Thermometers.
    Thermo,
    /// Arrows with one-cell circles.
    Arrow,
    /// A sandwich sum for every row and column.
    Sandwich,
    /// Odd and even cells.
    EvenOdd,
    /// Little killer sums along diagonals.
    LittleKiller,
    /// No two cells a knight's move apart alike.
    AntiKnight,
    /// No two cells touching at a corner alike.
    AntiKing,
    /// No two orthogonal neighbours consecutive.
    NonConsecutive,
}

impl ConstraintVariant {
    /// Every one, in the order the command line lists them.
    pub const ALL: [ConstraintVariant; 10] = [
        ConstraintVariant::Kropki,
        ConstraintVariant::Xv,
        ConstraintVariant::Thermo,
        ConstraintVariant::Arrow,
        ConstraintVariant::Sandwich,
        ConstraintVariant::EvenOdd,
        ConstraintVariant::LittleKiller,
        ConstraintVariant::AntiKnight,
        ConstraintVariant::AntiKing,
        ConstraintVariant::NonConsecutive,
    ];

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            ConstraintVariant::Kropki => "kropki",
            ConstraintVariant::Xv => "xv",
            ConstraintVariant::Thermo => "thermo",
            ConstraintVariant::Arrow => "arrow",
            ConstraintVariant::Sandwich => "sandwich",
            ConstraintVariant::EvenOdd => "even-odd",
            ConstraintVariant::LittleKiller => "little-killer",
            ConstraintVariant::AntiKnight => "anti-knight",
            ConstraintVariant::AntiKing => "anti-king",
            ConstraintVariant::NonConsecutive => "non-consecutive",
        }
    }

    /// The variant of a name, in any case.
    pub fn from_name(name: &str) -> Option<ConstraintVariant> {
        ConstraintVariant::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(name.trim()))
    }

    /// The rule over the whole grid, for the variants that have one.
    fn global_rule(self) -> Option<Rule> {
        match self {
            ConstraintVariant::AntiKnight => Some(Rule::AntiKnight(AntiKnight)),
            ConstraintVariant::AntiKing => Some(Rule::AntiKing(AntiKing)),
            ConstraintVariant::NonConsecutive => Some(Rule::Negative(Negative {
                relations: vec![Relation::Difference(1)],
                except: Vec::new(),
            })),
            _ => None,
        }
    }
}

/// Grids drawn, each with its own rules, before the generator gives up: Kropki at Hard, the
/// slowest, drew 379 grids in 4 s on its worst seed traced, so about ten seconds in all.
const GRIDS: u32 = 1_000;

/// What the generic generator spends on each grid's rules: one solution, dug four ways with
/// uniqueness checks of 500 nodes. Every Kropki dot with the negative rule leaves the
/// template few grids besides its own, so drawing again from it mostly digs the same grid;
/// and most grids' dots give no Hard puzzle at all (the seeds traced needed 11 to 379
/// grids). Many grids with little spent on each find one soonest: the median Hard Kropki
/// went from 57 s to 0.59 s over seeds 1 to 5
/// (docs/design/2026-12-03-hard-constraint-puzzles.md).
const EFFORT: Effort = Effort {
    attempts: 1,
    dig_budget: 500,
};

/// Search nodes allowed to draw a grid.
const GRID_BUDGET: u64 = 200_000;

/// The width of the generated puzzles.
const SIZE: usize = 9;

/// Generates one puzzle of `variant` at `level`, the same for the same seed.
pub fn generate_constraint(
    variant: ConstraintVariant,
    level: Level,
    seed: u64,
) -> Result<GeneratedRules, RuleGenerateError> {
    let mut rng = StdRng::seed_from_u64(seed);
    let shape = Shape::boxed(SIZE)?;
    let blank = vec![0; SIZE * SIZE];
    let mut last = RuleGenerateError::NoSolution;
    for _ in 0..GRIDS {
        let rules = match variant.global_rule() {
            Some(rule) => vec![rule],
            None => {
                let plain = RulePuzzle::new(shape.clone(), blank.clone(), Vec::new())?;
                let Ok(Some(grid)) = random_solution(&plain, &mut rng, GRID_BUDGET) else {
                    continue;
                };
                rules_of(variant, &grid, &mut rng)
            }
        };
        let template = RulePuzzle::new(shape.clone(), blank.clone(), rules)?;
        match generate_with(&template, level, rng.random(), EFFORT) {
            Ok(made) => return Ok(made),
            Err(error) => last = error,
        }
    }
    Err(last)
}

/// The cells touching `cell` at a side or a corner, in reading order.
fn touching(cell: usize) -> Vec<usize> {
    let (row, col) = ((cell / SIZE) as isize, (cell % SIZE) as isize);
    let inside = |v: isize| (0..SIZE as isize).contains(&v);
    (-1..=1)
        .flat_map(|dr| (-1..=1).map(move |dc| (row + dr, col + dc)))
        .filter(|&(r, c)| (r, c) != (row, col) && inside(r) && inside(c))
        .map(|(r, c)| r as usize * SIZE + c as usize)
        .collect()
}

/// A path of up to `length` touching cells from a random start, each step to a cell whose
/// digit `next` allows after the last one's.
fn walk(grid: &[u8], rng: &mut StdRng, length: usize, next: fn(u8, u8) -> bool) -> Vec<usize> {
    let mut path = vec![rng.random_range(0..grid.len())];
    while path.len() < length {
        let last = path[path.len() - 1];
        let choices: Vec<usize> = touching(last)
            .into_iter()
            .filter(|c| !path.contains(c) && next(grid[last], grid[*c]))
            .collect();
        let Some(&step) = choices.choose(rng) else {
            break;
        };
        path.push(step);
    }
    path
}

/// Every pair of orthogonal neighbours `relations` join in `grid`, as dots, with the
/// negative rule of those relations.
fn every_mark(grid: &[u8], relations: &[Relation]) -> Vec<Rule> {
    let mut rules = Vec::new();
    for relation in relations {
        let mut except = Vec::new();
        for [a, b] in super::dots::orthogonal_pairs(SIZE) {
            if relation.joins(grid[a], grid[b]) {
                rules.push(Rule::Dot(Dot {
                    cells: [a, b],
                    relation: *relation,
                }));
                except.push([a, b]);
            }
        }
        rules.push(Rule::Negative(Negative {
            relations: vec![*relation],
            except,
        }));
    }
    rules
}

/// The rules of a clue variant that `grid` keeps.
fn rules_of(variant: ConstraintVariant, grid: &[u8], rng: &mut StdRng) -> Vec<Rule> {
    match variant {
        ConstraintVariant::Kropki => {
            every_mark(grid, &[Relation::Difference(1), Relation::Ratio(2)])
        }
        ConstraintVariant::Xv => {
            let mut rules = every_mark(grid, &[Relation::Sum(10), Relation::Sum(5)]);
            // One negative rule for both letters, sparing a pair with either.
            let mut except = Vec::new();
            rules.retain(|rule| match rule {
                Rule::Negative(negative) => {
                    except.extend(negative.except.iter().copied());
                    false
                }
                _ => true,
            });
            except.sort_unstable();
            rules.push(Rule::Negative(Negative {
                relations: vec![Relation::Sum(10), Relation::Sum(5)],
                except,
            }));
            rules
        }
        ConstraintVariant::Thermo => (0..6)
            .map(|_| walk(grid, rng, 6, |a, b| b > a))
            .filter(|cells| cells.len() >= 3)
            .map(|cells| Rule::Thermometer(Thermometer { cells }))
            .collect(),
        ConstraintVariant::Arrow => (0..40)
            .filter_map(|_| {
                let line = walk(grid, rng, 4, |_, _| true);
                let circle = line[0];
                let sum: u32 = line[1..].iter().map(|&c| u32::from(grid[c])).sum();
                (line.len() >= 3 && sum == u32::from(grid[circle])).then(|| {
                    Rule::Arrow(Arrow {
                        circle: vec![circle],
                        line: line[1..].to_vec(),
                    })
                })
            })
            .take(6)
            .collect(),
        ConstraintVariant::Sandwich => (0..SIZE)
            .flat_map(|i| [Line::Row(i), Line::Column(i)])
            .map(|line| {
                let cells = line.cells(SIZE);
                let place = |digit: u8| cells.iter().position(|&c| grid[c] == digit);
                let (a, b) = (place(1).unwrap_or(0), place(SIZE as u8).unwrap_or(0));
                let between = &cells[a.min(b) + 1..a.max(b)];
                let sum = between.iter().map(|&c| u32::from(grid[c])).sum();
                Rule::Sandwich(Sandwich {
                    line,
                    sum,
                    far: false,
                })
            })
            .collect(),
        ConstraintVariant::EvenOdd => {
            let mut cells: Vec<usize> = (0..grid.len()).collect();
            cells.shuffle(rng);
            cells
                .into_iter()
                .take(16)
                .map(|cell| {
                    Rule::Parity(Parity {
                        cell,
                        even: grid[cell].is_multiple_of(2),
                    })
                })
                .collect()
        }
        ConstraintVariant::LittleKiller => (1..SIZE)
            .flat_map(|start| [((0, start), [1, -1]), ((SIZE - 1, start), [-1, 1])])
            .filter(|_| rng.random_bool(0.5))
            .map(|(from, direction)| {
                let cells = LittleKiller::diagonal(SIZE, from, direction);
                let sum = cells.iter().map(|&c| u32::from(grid[c])).sum();
                Rule::LittleKiller(LittleKiller {
                    cells,
                    direction,
                    sum,
                })
            })
            .collect(),
        ConstraintVariant::AntiKnight
        | ConstraintVariant::AntiKing
        | ConstraintVariant::NonConsecutive => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_the_rules_drawn_are_kept_by_their_grid() {
        for variant in ConstraintVariant::ALL {
            assert_eq!(ConstraintVariant::from_name(variant.name()), Some(variant));
        }
        let shape = Shape::boxed(SIZE).unwrap();
        let plain = RulePuzzle::new(shape.clone(), vec![0; 81], Vec::new()).unwrap();
        let mut rng = StdRng::seed_from_u64(3);
        let grid = random_solution(&plain, &mut rng, GRID_BUDGET)
            .unwrap()
            .unwrap();
        for variant in ConstraintVariant::ALL {
            let rules = rules_of(variant, &grid, &mut rng);
            let puzzle = RulePuzzle::new(shape.clone(), grid.clone(), rules).unwrap();
            assert!(puzzle.is_solution(&grid), "{variant:?}");
        }
    }
}
