//! The generic generator: puzzles of any shape and rules with exactly one solution, rated
//! at a requested level (Easy to Master), the same for the same seed.
//!
//! A random solution of the template (its shape and rules, no givens) is emptied in pairs of
//! cells symmetric about the centre. For Easy (and every other try at Medium) a pair goes
//! only while the logical solver still finishes at or below the level. For Hard and above
//! (and the other tries at Medium), pairs go while the exact solver still finds one
//! solution, then come back at random until the puzzle is rated at or below the level. The result is kept when its rating is the level. This is
//! how today's X, Windoku and Jigsaw puzzles are made (the variant generator); rules
//! whose numbers come from the solution (a cage's sum) are not drawn here.

use super::logic::{Position, Rating, rate_from};
use super::solver::{
    BudgetExceeded, Propagation, another_solution, count_solutions, random_solution,
};
use super::{Geometry, RuleError, RulePuzzle, jigsaw, jigsaw_fill};
use crate::logic::Level;
use crate::shape::ShapeError;
use rand::Rng;
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

/// A generated puzzle, its solution and its rating.
#[derive(Clone, PartialEq, Debug)]
pub struct GeneratedRules {
    /// The puzzle: the template's shape and rules with its givens.
    pub puzzle: RulePuzzle,
    /// Its one solution, one digit a cell.
    pub solution: Vec<u8>,
    /// Its rating, at the requested level.
    pub rating: Rating,
}

/// Why no puzzle was generated.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum RuleGenerateError {
    /// The template's givens are not all empty.
    #[error("a template has no givens; this one has {givens}")]
    TemplateHasGivens {
        /// How many it has.
        givens: usize,
    },
    /// The level asked for is above Easy on a 4x4 with boxes, whose puzzles never need
    /// more than singles.
    #[error("a 4x4 puzzle never needs more than singles: every 4x4 puzzle is Easy")]
    OnlyEasy,
    /// The shape and rules allow no grid at all.
    #[error("the shape and rules allow no solution")]
    NoSolution,
    /// No jigsaw shape of the size could be drawn (a size out of range).
    #[error("{0}")]
    Shape(#[from] ShapeError),
    /// The template is no puzzle.
    #[error("{0}")]
    Template(#[from] RuleError),
    /// No puzzle at the level turned up within the attempts allowed.
    #[error("no {level} puzzle found after {attempts} attempts")]
    GaveUp {
        /// The level.
        level: Level,
        /// Attempts made.
        attempts: u32,
    },
}

/// How many solutions one call draws before giving up, for a grid of `cells` cells: 156 on
/// a 16x16, more on smaller grids, where an attempt is quick and some levels are rare (about
/// one 6x6 dig in sixty settles at Medium; with 416 attempts, 5 of 41 seeds of 6x6 Expert
/// found none, with 1,111 none failed).
pub fn max_attempts(cells: usize) -> u32 {
    attempts_per(40_000, cells)
}

/// [`max_attempts`] for one jigsaw shape: fewer, since [`generate_jigsaw`] tries up to
/// [`FITTING_SHAPES`] shapes, and a small shape that has no puzzle at the level (three 5x5
/// Expert seeds in eleven find none) would spend them all.
fn jigsaw_attempts(cells: usize) -> u32 {
    attempts_per(15_000, cells)
}

/// `share` attempts shared among `cells` cells, at least 60.
fn attempts_per(share: usize, cells: usize) -> u32 {
    let scaled = share / cells.max(1);
    u32::try_from(scaled.max(60)).unwrap_or(u32::MAX)
}

/// Draws of a solution that may all fail before the template is taken for one without any.
const FIRST_DRAWS: u32 = 3;

/// Search nodes allowed to show a template has no solution: past them it is given up as
/// unsolved, not proven empty.
const NO_SOLUTION_BUDGET: u64 = 20 * NODE_BUDGET;

/// Orders a dug puzzle's pairs come back in before it is dropped (see [`Digger::hard_dig`]).
const RESTORE_ORDERS: usize = 4;

/// Search nodes the exact solver may spend confirming a finished puzzle's one solution
/// (see [`Digger::finish`]).
const FINISH_BUDGET: u64 = 20_000;

/// Digs of one solution before drawing another.
const DIGS_PER_SOLUTION: usize = 4;

/// Search nodes allowed when drawing a solution or checking uniqueness while digging: a
/// sound rule set needs far fewer, and one without solutions is given up early.
const NODE_BUDGET: u64 = 200_000;

/// Search nodes allowed to each uniqueness check while digging a jigsaw: the generic search
/// has no boxes to lean on there, and near the end of a dig the checks that need many nodes
/// take most of the time; a pair whose check runs past it stays. From 20,000 to 2,000 the
/// median time of a 16x16 Hard jigsaw fell from 11.6 s to 1.3 s, with 90 givens against 88
/// (docs/design/2026-12-02-jigsaw-grids-by-local-search.md); at 2,000, checks that ran out
/// still took three quarters of the nodes on a 12x12, and at 500 a 12x12 Hard took 47 ms
/// against 131 with the same median givens (docs/design/2026-12-03-cheaper-digs.md).
const JIGSAW_DIG_BUDGET: u64 = 500;

/// How long the generator stays with one template: the solutions it draws from it, and the
/// search nodes each uniqueness check of a dig may spend.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Effort {
    /// Solutions drawn from the template before giving up.
    pub attempts: u32,
    /// Search nodes allowed to each uniqueness check while digging for Hard and above: a pair
    /// whose check runs past them stays.
    pub dig_budget: u64,
}

impl Effort {
    /// What [`generate`] spends on a template of `cells` cells.
    pub fn for_cells(cells: usize) -> Effort {
        Effort {
            attempts: max_attempts(cells),
            dig_budget: NODE_BUDGET,
        }
    }
}

/// Generates one puzzle of `template`'s shape and rules at `level`.
pub fn generate(
    template: &RulePuzzle,
    level: Level,
    seed: u64,
) -> Result<GeneratedRules, RuleGenerateError> {
    let effort = Effort::for_cells(template.givens().len());
    generate_with(template, level, seed, effort)
}

/// [`generate`] spending `effort` on the template.
pub fn generate_with(
    template: &RulePuzzle,
    level: Level,
    seed: u64,
    effort: Effort,
) -> Result<GeneratedRules, RuleGenerateError> {
    generate_on(
        template,
        level,
        &mut StdRng::seed_from_u64(seed),
        None,
        effort,
    )
}

/// [`generate_with`] with its random numbers from `rng`, and, when `known` is a grid that
/// solves the template (a jigsaw's, drawn with its shape), that grid dug first; when a later
/// draw finds no other grid within its budget, the known one comes back with its digits
/// relabelled at random.
fn generate_on(
    template: &RulePuzzle,
    level: Level,
    rng: &mut StdRng,
    known: Option<&[u8]>,
    effort: Effort,
) -> Result<GeneratedRules, RuleGenerateError> {
    let givens = template.givens().iter().filter(|&&g| g != 0).count();
    if givens != 0 {
        return Err(RuleGenerateError::TemplateHasGivens { givens });
    }
    let geometry = Geometry::of_rules(template);
    if no_puzzle_needs_more_than_singles(template) && level > Level::Easy {
        return Err(RuleGenerateError::OnlyEasy);
    }
    let attempts = effort.attempts;
    let mut solvable = known.is_some();
    // Set once a draw fails on a template with a known grid: drawing again would spend
    // its whole budget again.
    let mut only_known = false;
    for attempt in 0..attempts {
        let drawn = match known {
            Some(grid) if attempt == 0 => Some(grid.to_vec()),
            // Another grid of the jigsaw's shape by the local search that found the first
            // (the exact solver's 20,000 nodes found one for none of 24 random 16x16 shapes).
            Some(_) if !only_known && template.rules().is_empty() => {
                let moves = FILL_MOVES_PER_CELL * template.givens().len();
                jigsaw_fill::fill_jigsaw(template.shape(), rng, moves)
            }
            Some(grid) if only_known => Some(relabelled(grid, template.shape().size(), rng)),
            _ => random_solution(template, rng, NODE_BUDGET).ok().flatten(),
        };
        let Some(solution) = drawn else {
            if known.is_some() {
                only_known = true;
                continue;
            }
            // A template that gave no grid in a few draws (a jigsaw shape no Latin square
            // fits, say) is not drawn from all the attempts long.
            if !solvable && attempt + 1 >= FIRST_DRAWS {
                break;
            }
            continue;
        };
        solvable = true;
        let digger = Digger {
            template,
            budget: effort.dig_budget,
            geometry: &geometry,
            solution: &solution,
            level,
        };
        let made = (0..DIGS_PER_SOLUTION).find_map(|dig| {
            let mut cells: Vec<usize> = (0..=template.givens().len() / 2).collect();
            cells.shuffle(rng);
            // On a small grid, digging at Medium mostly settles at Easy: every other dig
            // of a Medium puzzle goes down to one solution first, as for Hard.
            if level >= Level::Hard || (level == Level::Medium && dig % 2 == 1) {
                digger.hard_dig(&cells, rng)
            } else {
                digger.dig(&cells)
            }
        });
        if let Some(made) = made {
            return Ok(made);
        }
    }
    if !solvable && count_solutions(template, 1, NO_SOLUTION_BUDGET).is_ok_and(|c| c.count == 0) {
        return Err(RuleGenerateError::NoSolution);
    }
    Err(RuleGenerateError::GaveUp { level, attempts })
}

/// Whether the template is a plain 4x4 with boxes: every 4x4 puzzle with one solution is
/// solved by singles alone (checked over all 288 grids and all 65,536 sets of givens of
/// each; see docs/design/2026-11-29-every-size-from-the-command-line.md).
fn no_puzzle_needs_more_than_singles(template: &RulePuzzle) -> bool {
    let shape = template.shape();
    shape.size() == 4 && shape.box_dims().is_some() && template.rules().is_empty()
}

/// Jigsaw shapes drawn before [`generate_jigsaw`] gives up: a shape is drawn again when no
/// grid is found for it (by [`FILL_MOVES_PER_CELL`] moves of the local search, then
/// [`SHAPE_BUDGET`] nodes of the exact one), and a fitting shape again when it gives no
/// puzzle at the level.
const JIGSAW_SHAPES: usize = 24;

/// Shapes that fit a grid and still gave no puzzle at the level before
/// [`generate_jigsaw`] gives up.
const FITTING_SHAPES: usize = 4;

/// Moves per cell of the local search for a grid that fits a jigsaw shape
/// ([`jigsaw_fill::fill_jigsaw`]): 2,000,000 on a 16x16. Of 24 random shapes of each size
/// from 5x5 to 16x16, the slowest filled took 52 ms (a 16x16), and only a shape that no grid
/// fits ran out (one 7x7).
const FILL_MOVES_PER_CELL: usize = 8_000;

/// Search nodes the exact solver is then allowed to find a grid for a shape the local search
/// did not fill: a small shape is mostly settled within them, and of the larger shapes
/// measured the local search left none unfilled.
const SHAPE_BUDGET: u64 = 20_000;

/// Generates a jigsaw of `size` at `level`: a random shape ([`jigsaw::random_jigsaw`]) that a
/// grid is found to fit, and a puzzle dug from that grid (or others of the shape); another
/// shape when none turns up at the level.
pub fn generate_jigsaw(
    size: usize,
    level: Level,
    seed: u64,
) -> Result<GeneratedRules, RuleGenerateError> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut failed = RuleGenerateError::NoSolution;
    let mut fitting = 0;
    for _ in 0..JIGSAW_SHAPES {
        let shape = jigsaw::random_jigsaw(size, &mut rng)?;
        let cells = shape.cells();
        let template = RulePuzzle::new(shape, vec![0; cells], Vec::new())?;
        let mut fill_rng = StdRng::seed_from_u64(rng.random());
        let filled =
            jigsaw_fill::fill_jigsaw(template.shape(), &mut fill_rng, FILL_MOVES_PER_CELL * cells);
        let grid = match filled {
            Some(grid) => grid,
            None => match random_solution(&template, &mut rng, SHAPE_BUDGET) {
                Ok(Some(grid)) => grid,
                _ => continue,
            },
        };
        let mut shape_rng = StdRng::seed_from_u64(rng.random());
        let effort = Effort {
            attempts: jigsaw_attempts(cells),
            dig_budget: JIGSAW_DIG_BUDGET,
        };
        match generate_on(&template, level, &mut shape_rng, Some(&grid), effort) {
            Ok(made) => return Ok(made),
            Err(error) => failed = error,
        }
        fitting += 1;
        if fitting == FITTING_SHAPES {
            break;
        }
    }
    Err(failed)
}

/// `grid` with its digits `1..=size` relabelled by a random permutation (a jigsaw with no
/// other rules is filled by it as by the grid).
fn relabelled(grid: &[u8], size: usize, rng: &mut StdRng) -> Vec<u8> {
    let mut labels: Vec<u8> = (1..=u8::try_from(size).unwrap_or(u8::MAX)).collect();
    labels.shuffle(rng);
    grid.iter()
        .map(|&digit| match usize::from(digit).checked_sub(1) {
            Some(index) => labels.get(index).copied().unwrap_or(digit),
            None => digit,
        })
        .collect()
}

/// One solution being dug into a puzzle at a level.
struct Digger<'a> {
    template: &'a RulePuzzle,
    /// Search nodes allowed to each uniqueness check: a pair whose check runs past it stays.
    budget: u64,
    geometry: &'a Geometry,
    solution: &'a [u8],
    level: Level,
}

impl Digger<'_> {
    /// The puzzle with `givens`, when they keep the rules (they always do: they are the
    /// solution's digits).
    fn puzzle(&self, givens: Vec<u8>) -> Result<RulePuzzle, RuleError> {
        RulePuzzle::new(
            self.template.shape().clone(),
            givens,
            self.template.rules().to_vec(),
        )
    }

    /// The rating of `givens`, given up above the level.
    fn rate(&self, givens: &[u8]) -> Rating {
        rate_from(
            self.geometry,
            Position::from_givens(self.geometry, givens),
            self.level,
        )
    }

    /// Whether the exact solver shows, within the budget, that `givens` have only the
    /// solution, when they are a unique puzzle's givens with the cells `opened` emptied.
    fn unique(&self, givens: Vec<u8>, opened: &[usize]) -> bool {
        self.puzzle(givens)
            .ok()
            .and_then(|puzzle| {
                another_solution(
                    &puzzle,
                    self.solution,
                    opened,
                    self.budget,
                    Propagation::Singles,
                )
                .ok()
            })
            .is_some_and(|other| !other.found)
    }

    /// Empties pairs in the order of `cells` while the rating stays at or below the level;
    /// when that settles below the level, single cells go on the same terms (on a small
    /// grid, pairs often leave no puzzle at the level where a lone cell would).
    fn dig(&self, cells: &[usize]) -> Option<GeneratedRules> {
        let mut givens = self.solution.to_vec();
        let mut rating = self.rate(&givens);
        for &cell in cells {
            let candidate = without_pair(&givens, cell);
            let candidate_rating = self.rate(&candidate);
            if at_most(&candidate_rating, self.level) {
                givens = candidate;
                rating = candidate_rating;
            }
        }
        if rating.level != Some(self.level) {
            let last = givens.len() - 1;
            let lone = cells.iter().flat_map(|&cell| [cell, last - cell]);
            for cell in lone {
                if givens[cell] == 0 {
                    continue;
                }
                let mut candidate = givens.clone();
                candidate[cell] = 0;
                let candidate_rating = self.rate(&candidate);
                if at_most(&candidate_rating, self.level) {
                    givens = candidate;
                    rating = candidate_rating;
                    if rating.level == Some(self.level) {
                        break;
                    }
                }
            }
        }
        self.finish(givens, rating)
    }

    /// For Hard and above: pairs go while one solution is left, then come back at random
    /// while the puzzle is rated above the level. When they come back too far (the rating
    /// drops below the level), they come back again from the dug puzzle in another order:
    /// a rating costs far less than the uniqueness checks of a new dig.
    fn hard_dig(&self, cells: &[usize], rng: &mut StdRng) -> Option<GeneratedRules> {
        let mut dug = self.solution.to_vec();
        let last = dug.len() - 1;
        let mut removed = Vec::new();
        for &cell in cells {
            let candidate = without_pair(&dug, cell);
            let opened: &[usize] = if cell == last - cell {
                &[cell]
            } else {
                &[cell, last - cell]
            };
            if self.unique(candidate.clone(), opened) {
                dug = candidate;
                removed.push(cell);
            }
        }
        let dug_rating = self.rate(&dug);
        if at_most(&dug_rating, self.level) {
            // Nothing comes back, and no order changes that.
            return self.finish(dug, dug_rating);
        }
        for _ in 0..RESTORE_ORDERS {
            removed.shuffle(rng);
            let (givens, rating) = self.restore(&dug, &removed);
            if rating.level == Some(self.level) {
                return self.finish(givens, rating);
            }
        }
        None
    }

    /// The dug puzzle `dug` with the fewest pairs of `order` back (its first ones) that it
    /// takes to be rated at or below the level, found by halving: a rating falls, in the
    /// main, as givens come back, and a few ratings cost less than one for every pair.
    fn restore(&self, dug: &[u8], order: &[usize]) -> (Vec<u8>, Rating) {
        let with_first = |count: usize| {
            let mut givens = dug.to_vec();
            let last = givens.len() - 1;
            for &cell in &order[..count] {
                givens[cell] = self.solution[cell];
                givens[last - cell] = self.solution[last - cell];
            }
            givens
        };
        // Rated above the level with none back; with all back the puzzle is its solution.
        let (mut above, mut at_or_below) = (0, order.len());
        let mut found = None;
        while at_or_below - above > 1 {
            let middle = (above + at_or_below) / 2;
            let givens = with_first(middle);
            let rating = self.rate(&givens);
            if at_most(&rating, self.level) {
                at_or_below = middle;
                found = Some((givens, rating));
            } else {
                above = middle;
            }
        }
        // `found` is the puzzle at `at_or_below` once halving has moved it; before, all are back.
        found.unwrap_or_else(|| {
            let givens = with_first(order.len());
            let rating = self.rate(&givens);
            (givens, rating)
        })
    }

    /// Keeps a puzzle rated at the level whose steps end at the solution and whose one
    /// solution the exact solver confirms. Steps only remove digits that no solution holds,
    /// so steps that finish prove the puzzle unique; the count is a second check, given up
    /// after [`FINISH_BUDGET`] nodes (once a 16x16 jigsaw's took seconds).
    fn finish(&self, givens: Vec<u8>, rating: Rating) -> Option<GeneratedRules> {
        if rating.level != Some(self.level) {
            return None;
        }
        let mut end = Position::from_givens(self.geometry, &givens);
        for step in &rating.steps {
            end.apply(self.geometry, step);
        }
        if end.values() != self.solution {
            return None;
        }
        let puzzle = self.puzzle(givens).ok()?;
        let confirmed = match count_solutions(&puzzle, 2, FINISH_BUDGET) {
            Ok(counted) => counted.count == 1 && counted.solution.as_deref() == Some(self.solution),
            Err(BudgetExceeded { .. }) => true,
        };
        confirmed.then(|| GeneratedRules {
            puzzle,
            solution: self.solution.to_vec(),
            rating,
        })
    }
}

/// Whether a rating is at the level or below it (`None`, beyond the ceiling, never is).
fn at_most(rating: &Rating, level: Level) -> bool {
    rating.level.is_some_and(|rated| rated <= level)
}

/// The givens without a cell and the cell opposite it through the centre.
fn without_pair(givens: &[u8], cell: usize) -> Vec<u8> {
    let mut givens = givens.to_vec();
    let last = givens.len() - 1;
    givens[cell] = 0;
    givens[last - cell] = 0;
    givens
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_relabelled_grid_still_fills_its_jigsaw() {
        let made = generate_jigsaw(7, Level::Easy, 3).expect("a 7x7 jigsaw");
        let mut rng = StdRng::seed_from_u64(9);
        let empty = made.puzzle.with_givens(vec![0; 49]).expect("no givens");
        let mut seen = std::collections::HashSet::new();
        for _ in 0..8 {
            let other = relabelled(&made.solution, 7, &mut rng);
            assert!(empty.is_solution(&other));
            // Each digit goes to one digit: the cells of a digit stay together.
            for (a, b) in made.solution.iter().zip(&other) {
                for (c, d) in made.solution.iter().zip(&other) {
                    assert_eq!(a == c, b == d);
                }
            }
            seen.insert(other);
        }
        assert!(seen.len() > 1, "the labels are drawn at random");
    }
}
