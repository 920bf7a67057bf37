//! Filling a clue pattern: puzzles whose givens lie exactly on cells a setter marked, at a
//! chosen level and score.

use crate::generator::{GenerateError, Unmet, random_solution};
use crate::grid::{CELLS, Grid};
use crate::logic::{Level, Rating, rate};
use crate::solver::{Verdict, verdict};
use rand::Rng;
use std::ops::RangeInclusive;

/// The cells of a clue pattern.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pattern([bool; CELLS]);

/// Why a text is not a clue pattern.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PatternError {
    /// A character that is neither a given's mark nor an empty cell.
    #[error("line {line}, column {column}: found {found:?}, expected 'x', a digit or '.'")]
    Character {
        /// The character.
        found: char,
        /// Its line, from 1.
        line: usize,
        /// Its column, from 1.
        column: usize,
    },
    /// Too few or too many cells.
    #[error("it has {found} cells where a pattern has 81")]
    Length {
        /// How many cells it has.
        found: usize,
    },
}

impl Pattern {
    /// Reads a pattern: 81 cells, `x` (or any digit 1-9) where a given goes and `.` (or `0`)
    /// where none does, over as many lines as it likes; spaces and line ends are skipped.
    pub fn parse(text: &str) -> Result<Pattern, PatternError> {
        let mut cells = Vec::with_capacity(CELLS);
        for (line_index, line) in text.lines().enumerate() {
            for (column_index, found) in line.chars().enumerate() {
                match found {
                    'x' | 'X' | '1'..='9' => cells.push(true),
                    '.' | '0' => cells.push(false),
                    _ if found.is_whitespace() => {}
                    _ => {
                        return Err(PatternError::Character {
                            found,
                            line: line_index + 1,
                            column: column_index + 1,
                        });
                    }
                }
            }
        }
        <[bool; CELLS]>::try_from(cells.as_slice())
            .map(Pattern)
            .map_err(|_| PatternError::Length { found: cells.len() })
    }

    /// Whether a given goes in `cell`.
    pub fn has(&self, cell: usize) -> bool {
        self.0[cell]
    }

    /// A pattern of the cells `has` says a given goes in.
    pub fn from_fn(has: impl Fn(usize) -> bool) -> Pattern {
        Pattern(std::array::from_fn(has))
    }

    /// How many givens the pattern has.
    pub fn givens(&self) -> usize {
        self.0.iter().filter(|&&given| given).count()
    }
}

/// A puzzle made from a pattern.
#[derive(Clone, Copy, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Filled {
    /// The puzzle: givens on the pattern's cells only.
    pub puzzle: Grid,
    /// Its one solution.
    pub solution: Grid,
    /// Its rating.
    pub rating: Rating,
}

/// A puzzle whose givens lie exactly on `pattern`, rated at `level` with a score in `score`
/// (any score when `None`): random solution grids are cut to the pattern until one gives a
/// unique puzzle that fits, at most `attempts` times.
pub fn fill_pattern(
    pattern: &Pattern,
    level: Level,
    score: Option<&RangeInclusive<f32>>,
    rng: &mut impl Rng,
    attempts: u32,
) -> Result<Filled, GenerateError> {
    for _ in 0..attempts {
        let solution = random_solution(rng);
        let mut puzzle = Grid::empty();
        for cell in (0..CELLS).filter(|&cell| pattern.has(cell)) {
            puzzle.set(cell, solution.get(cell));
        }
        if !matches!(verdict(&puzzle), Verdict::Unique(_)) {
            continue;
        }
        let rating = rate(&puzzle);
        if rating.level == level && score.is_none_or(|range| range.contains(&rating.score)) {
            return Ok(Filled {
                puzzle,
                solution,
                rating,
            });
        }
    }
    Err(GenerateError::GaveUp {
        level,
        attempts,
        unmet: Unmet::Level,
    })
}

/// Filling a pattern in the background: the cells (a list, as a pattern crosses to a web
/// worker), the level and score wanted, the seed and the attempts allowed.
#[derive(Clone, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
pub struct PatternJob {
    /// The pattern's cells, 0..81.
    pub cells: Vec<u8>,
    /// The level the puzzle must rate.
    pub level: Level,
    /// Seed for the solution grids tried.
    pub seed: u64,
    /// Solution grids tried before giving up.
    pub attempts: u32,
    /// A variant's rules to fill the pattern under (`None`: classic).
    pub rules: Option<crate::variant::Puzzle>,
}

/// What a pattern fill in the background gives back.
#[derive(Clone, Copy, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
pub struct FilledGivens {
    /// The givens, on the pattern's cells only.
    pub givens: Grid,
    /// The level the puzzle rates.
    pub level: Level,
    /// Its score on Sudoku Explainer's scale.
    pub score: f32,
}

impl crate::background::Job for PatternJob {
    const NAME: &'static str = "nonet-pattern";
    type Output = Result<FilledGivens, GenerateError>;

    fn run(self, progress: &crate::background::Progress) -> Self::Output {
        let pattern = Pattern::from_fn(|cell| self.cells.contains(&(cell as u8)));
        let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(self.seed);
        // Tried in slices, so a stale fill stops soon after it is cancelled.
        const SLICE: u32 = 200;
        let mut tried = 0;
        while tried < self.attempts {
            if progress.cancel_token().is_cancelled() {
                return Err(GenerateError::Cancelled);
            }
            let slice = SLICE.min(self.attempts - tried);
            let filled = match &self.rules {
                None => fill_pattern(&pattern, self.level, None, &mut rng, slice).map(|filled| {
                    FilledGivens {
                        givens: filled.puzzle,
                        level: filled.rating.level,
                        score: filled.rating.score,
                    }
                }),
                Some(rules) => fill_variant_pattern(
                    rules, &pattern, self.level, None, &mut rng, slice,
                )
                .map(|filled| FilledGivens {
                    givens: *filled.puzzle.givens(),
                    level: self.level,
                    score: f32::from(filled.rating.score) / 10.0,
                }),
            };
            match filled {
                Ok(filled) => return Ok(filled),
                Err(_) => tried += slice,
            }
            progress.report(tried);
        }
        Err(GenerateError::GaveUp {
            level: self.level,
            attempts: self.attempts,
            unmet: Unmet::Level,
        })
    }
}

/// Search nodes a variant solver call of a pattern fill may take.
const VARIANT_NODES: u64 = 100_000;

/// A variant puzzle made from a pattern.
#[derive(Clone, PartialEq, Debug)]
pub struct VariantFilled {
    /// The puzzle: the template's rules, givens on the pattern's cells only.
    pub puzzle: crate::variant::Puzzle,
    /// Its one solution.
    pub solution: Grid,
    /// Its rating.
    pub rating: crate::variant::logic::Rating,
}

/// [`fill_pattern`] for a variant: a puzzle with the rules of `template` (its regions, cages,
/// extra houses; its givens are ignored) whose givens lie exactly on `pattern`, rated at
/// `level` with a score in `score`. Each attempt cuts a random solution of the rules to the
/// pattern; a search that runs past its node budget counts as a failed attempt.
pub fn fill_variant_pattern(
    template: &crate::variant::Puzzle,
    pattern: &Pattern,
    level: Level,
    score: Option<&RangeInclusive<f32>>,
    rng: &mut impl Rng,
    attempts: u32,
) -> Result<VariantFilled, GenerateError> {
    use crate::variant::solver;
    let gave_up = GenerateError::GaveUp {
        level,
        attempts,
        unmet: Unmet::Level,
    };
    let Ok(rules) = template.with_givens(Grid::empty()) else {
        return Err(gave_up);
    };
    for _ in 0..attempts {
        let Some(solution) = solver::random_solution(&rules, rng, VARIANT_NODES) else {
            continue;
        };
        let mut givens = Grid::empty();
        for cell in (0..CELLS).filter(|&cell| pattern.has(cell)) {
            givens.set(cell, solution.get(cell));
        }
        let Ok(puzzle) = rules.with_givens(givens) else {
            continue;
        };
        let found = solver::solutions(&puzzle, 2, VARIANT_NODES);
        if found.gave_up || found.count != 1 {
            continue;
        }
        let rating = crate::variant::logic::rate(&puzzle);
        let scored = f32::from(rating.score) / 10.0;
        if rating.level == Some(level) && score.is_none_or(|range| range.contains(&scored)) {
            return Ok(VariantFilled {
                puzzle,
                solution,
                rating,
            });
        }
    }
    Err(gave_up)
}
