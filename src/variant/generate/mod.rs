//! The variant generator: puzzles with exactly one solution, rated at a requested level
//! (Easy to Master), the same for the same seed.
//!
//! X, Windoku and Jigsaw: a random solution (of random regions, for Jigsaw) is emptied in
//! pairs of cells symmetric about the centre. For Easy and Medium a pair goes only while the
//! logical solver still finishes the puzzle at or below the level. For Hard and above, pairs
//! go while the puzzle keeps one solution, then come back at random until the puzzle is
//! rated at or below the level. The result is kept when its rating is the level. Killer: random cages over a random solution, no givens; while the exact solver
//! finds two solutions, a cell where they differ becomes a given, and givens that turn out
//! unneeded are removed again; the result is kept when its rating is the level.

mod cages;
mod regions;

pub use cages::{LARGE_SIZE_WEIGHTS, SIZE_WEIGHTS, random_cages, split_cage_at};
pub use regions::random_regions;

use super::logic::{Rating, rate, rate_up_to};
use super::solver::{random_solution, solutions};
use super::{Kind, Puzzle};
use crate::grid::{CELLS, Grid};
use crate::logic::Level;
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use serde::{Deserialize, Serialize};

/// What to generate.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct VariantOptions {
    /// The variant (not Classic: the classic generator makes those).
    pub kind: Kind,
    /// The level, Easy to Master.
    pub level: Level,
    /// The seed: the same options give the same puzzle.
    pub seed: u64,
}

/// A generated puzzle, its solution and its rating.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct GeneratedVariant {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Its one solution.
    pub solution: Grid,
    /// Its rating, at the requested level.
    pub rating: Rating,
}

/// Why no puzzle was generated.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error, Serialize, Deserialize)]
pub enum VariantGenerateError {
    /// Classic puzzles come from the classic generator.
    #[error("the variant generator makes x, windoku, jigsaw and killer puzzles, not classic")]
    ClassicKind,
    /// No puzzle at the level turned up within the attempts allowed.
    #[error("no {level} {kind} puzzle found after {attempts} attempts")]
    GaveUp {
        /// The variant.
        kind: Kind,
        /// The level.
        level: Level,
        /// Attempts made.
        attempts: u32,
    },
}

/// How many solutions or layouts one call tries before giving up.
pub const MAX_ATTEMPTS: u32 = 500;

/// Search nodes allowed when drawing a solution or checking uniqueness while generating:
/// sound layouts need hundreds at most, while a jigsaw layout with no solution at all can
/// take hundreds of thousands to refute, so it is dropped early instead.
const NODE_BUDGET: u64 = 20_000;

/// A variant puzzle to make, as work for [`crate::background::offload`].
#[derive(Serialize, Deserialize)]
pub struct VariantJob(pub VariantOptions);

impl crate::background::Job for VariantJob {
    const NAME: &'static str = "nonet-variant";
    type Output = Result<GeneratedVariant, VariantGenerateError>;

    fn run(self, _progress: &crate::background::Progress) -> Self::Output {
        generate(&self.0)
    }
}

/// Generates one puzzle.
pub fn generate(options: &VariantOptions) -> Result<GeneratedVariant, VariantGenerateError> {
    if options.kind == Kind::Classic {
        return Err(VariantGenerateError::ClassicKind);
    }
    let mut rng = StdRng::seed_from_u64(options.seed);
    for _ in 0..MAX_ATTEMPTS {
        let made = match options.kind {
            Kind::Killer => killer_attempt(options.level, &mut rng),
            kind => dug_attempt(kind, options.level, &mut rng),
        };
        if let Some(generated) = made {
            return Ok(generated);
        }
    }
    Err(VariantGenerateError::GaveUp {
        kind: options.kind,
        level: options.level,
        attempts: MAX_ATTEMPTS,
    })
}

/// The empty puzzle of a kind without cages (random regions for Jigsaw).
fn empty_of(kind: Kind, rng: &mut StdRng) -> Option<Puzzle> {
    match kind {
        Kind::Jigsaw => Puzzle::jigsaw(Grid::empty(), random_regions(rng)).ok(),
        _ => Puzzle::new(kind, Grid::empty()).ok(),
    }
}

/// Whether a rating is at the level or below it (`None`, beyond Master, never is).
fn at_most(rating: &Rating, level: Level) -> bool {
    rating.level.is_some_and(|rated| rated <= level)
}

/// One try at an X, Windoku or Jigsaw puzzle.
fn dug_attempt(kind: Kind, level: Level, rng: &mut StdRng) -> Option<GeneratedVariant> {
    let empty = empty_of(kind, rng)?;
    let solution = random_solution(&empty, rng, NODE_BUDGET)?;
    let full = empty.with_givens(solution).ok()?;
    // Drawing a layout and a solution costs more than one dig, so each is dug several ways.
    (0..DIGS_PER_SOLUTION).find_map(|_| {
        let mut cells: Vec<usize> = (0..=CELLS / 2).collect();
        cells.shuffle(rng);
        if level >= Level::Hard {
            hard_dig(full.clone(), solution, &cells, level, rng)
        } else {
            dig(full.clone(), solution, &cells, level)
        }
    })
}

/// Digs of one solution before drawing another.
const DIGS_PER_SOLUTION: usize = 6;

/// Empties pairs in the order of `cells` while the rating stays at or below `level`.
fn dig(
    mut puzzle: Puzzle,
    solution: Grid,
    cells: &[usize],
    level: Level,
) -> Option<GeneratedVariant> {
    let mut rating = rate(&puzzle);
    for &cell in cells {
        let Ok(candidate) = puzzle.with_givens(without_pair(puzzle.givens(), cell)) else {
            continue;
        };
        let candidate_rating = rate_up_to(&candidate, level);
        if at_most(&candidate_rating, level) {
            puzzle = candidate;
            rating = candidate_rating;
        }
    }
    finish(puzzle, solution, rating, level)
}

/// The givens without a cell and the cell opposite it through the centre.
fn without_pair(givens: &Grid, cell: usize) -> Grid {
    let mut givens = *givens;
    givens.set(cell, 0);
    givens.set(CELLS - 1 - cell, 0);
    givens
}

/// A dig for Hard and above: rating after every removal would mostly settle at Medium, so
/// the pairs are removed while the exact solver still finds one solution (a nearly minimal
/// puzzle, often needing the hardest techniques), and then pairs go back, at random, while
/// the puzzle is rated above `level`.
fn hard_dig(
    mut puzzle: Puzzle,
    solution: Grid,
    cells: &[usize],
    level: Level,
    rng: &mut StdRng,
) -> Option<GeneratedVariant> {
    let mut removed = Vec::new();
    for &cell in cells {
        let Ok(candidate) = puzzle.with_givens(without_pair(puzzle.givens(), cell)) else {
            continue;
        };
        let found = solutions(&candidate, 2, NODE_BUDGET);
        if found.count == 1 && !found.gave_up {
            puzzle = candidate;
            removed.push(cell);
        }
    }
    removed.shuffle(rng);
    let mut rating = rate_up_to(&puzzle, level);
    while !at_most(&rating, level) {
        let cell = removed.pop()?;
        let mut givens = *puzzle.givens();
        givens.set(cell, solution.get(cell));
        givens.set(CELLS - 1 - cell, solution.get(CELLS - 1 - cell));
        puzzle = puzzle.with_givens(givens).ok()?;
        rating = rate_up_to(&puzzle, level);
    }
    finish(puzzle, solution, rating, level)
}

/// Keeps a puzzle rated at `level` whose one solution the exact solver confirms.
fn finish(
    puzzle: Puzzle,
    solution: Grid,
    rating: Rating,
    level: Level,
) -> Option<GeneratedVariant> {
    if rating.level != Some(level) {
        return None;
    }
    let found = solutions(&puzzle, 2, u64::MAX);
    (found.count == 1 && found.grids.first() == Some(&solution)).then_some(GeneratedVariant {
        puzzle,
        solution,
        rating,
    })
}

/// Cage layouts drawn over one solution before the last is mended.
const LAYOUTS_PER_SOLUTION: usize = 10;

/// One try at a killer puzzle.
fn killer_attempt(level: Level, rng: &mut StdRng) -> Option<GeneratedVariant> {
    let classic = Puzzle::new(Kind::Classic, Grid::empty()).ok()?;
    let solution = random_solution(&classic, rng, NODE_BUDGET)?;
    let weights = if level >= Level::Hard {
        &LARGE_SIZE_WEIGHTS
    } else {
        &SIZE_WEIGHTS
    };
    // About a third of random layouts have one solution as they are: a few are drawn before
    // one is mended, so that most killers need no givens.
    let mut puzzle = Puzzle::killer(Grid::empty(), random_cages(&solution, weights, rng)).ok()?;
    for _ in 1..LAYOUTS_PER_SOLUTION {
        let found = solutions(&puzzle, 2, NODE_BUDGET);
        if found.count == 1 && !found.gave_up {
            break;
        }
        puzzle = Puzzle::killer(Grid::empty(), random_cages(&solution, weights, rng)).ok()?;
    }
    let mut added = Vec::new();
    loop {
        let found = solutions(&puzzle, 2, NODE_BUDGET);
        if found.gave_up || found.count == 0 {
            return None;
        }
        if found.count == 1 {
            break;
        }
        let differing: Vec<usize> = (0..CELLS)
            .filter(|&cell| found.grids[0].get(cell) != found.grids[1].get(cell))
            .collect();
        let &cell = differing.choose(rng)?;
        // Splitting the cage there keeps the puzzle free of givens; a given is the fallback.
        if let Some(cages) = split_cage_at(&puzzle, cell, &solution)
            && let Ok(split) = Puzzle::killer(*puzzle.givens(), cages)
        {
            puzzle = split;
            continue;
        }
        let mut givens = *puzzle.givens();
        givens.set(cell, solution.get(cell));
        puzzle = puzzle.with_givens(givens).ok()?;
        added.push(cell);
    }
    // A given added early may be made unneeded by later ones.
    for cell in added {
        let mut givens = *puzzle.givens();
        givens.set(cell, 0);
        let Ok(candidate) = puzzle.with_givens(givens) else {
            continue;
        };
        let found = solutions(&candidate, 2, NODE_BUDGET);
        if found.count == 1 && !found.gave_up {
            puzzle = candidate;
        }
    }
    let rating = rate_up_to(&puzzle, level);
    finish(puzzle, solution, rating, level)
}
