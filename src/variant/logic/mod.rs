//! The logical solver for variants, which rates them: it applies the easiest step it can
//! find, over and over, and a puzzle's score is its hardest step's.
//!
//! Techniques work over the variant's own houses (rows, columns, boxes or regions,
//! diagonals, windows) and, in Killer, its cages. Scores follow Sudoku Explainer's scale
//! where it has the technique; the killer techniques are placed beside the techniques
//! whose reasoning they resemble:
//!
//! | technique | score |
//! |---|---|
//! | hidden single in a box, region or window | 1.2 |
//! | hidden single in a row, column or diagonal; naked single | 1.5 |
//! | cage combinations (a cage keeps the digits its sum allows) | 1.5 |
//! | pointing: locked candidates from a box, region or window | 2.6 |
//! | claiming: locked candidates from a row, column or diagonal | 2.8 |
//! | cage–house: a digit a cage must hold, all in one house | 2.8 |
//! | naked pair / hidden pair | 3.0 / 3.4 |
//! | rule of 45 on one house (innies and outies) | 3.0 |
//! | naked triple / hidden triple | 3.6 / 4.0 |
//! | rule of 45 on two adjacent rows or columns | 3.8 |
//! | XY-Wing | 4.2 |
//!
//! Levels come from the hardest step: Easy up to 1.5 (singles, and cage combinations),
//! Medium up to 3.4 (pointing and claiming, pairs, cage and house, rule of 45 on one house),
//! Hard above that (triples, rule of 45 on two houses, XY-Wing). A puzzle the techniques
//! cannot finish is beyond Hard.

mod innies;
mod killer;
mod locked;
mod singles;
mod subsets;
#[cfg(test)]
mod tests;
mod wings;

use super::Puzzle;
use crate::grid::{CELLS, DigitSet, Grid, House};
use crate::logic::{Candidate, Level, Reason, Step, Technique, VariantReason};
use serde::{Deserialize, Serialize};

/// What a finder found, in the finders' working form (digits as masks); [`next_step`] turns
/// it into a [`Step`] against the position it was found in.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Found {
    technique: Technique,
    /// Score on the Sudoku Explainer scale, in tenths (15 is 1.5).
    score: u8,
    /// The houses the reasoning uses (one or two).
    houses: Vec<House>,
    /// The cells the pattern is made of.
    cells: Vec<u8>,
    /// The digits of the pattern (bit `d - 1` for digit `d`).
    digits: u16,
    /// The sum the pattern rests on, for the killer techniques.
    sum: Option<u8>,
    /// Digits placed: (cell, digit).
    placements: Vec<(u8, u8)>,
    /// Candidates removed: (cell, digits as a mask).
    eliminations: Vec<(u8, u16)>,
}

impl Found {
    /// A step of `technique` and `score` with nothing filled in yet.
    fn new(technique: Technique, score: u8) -> Found {
        Found {
            technique,
            score,
            houses: Vec::new(),
            cells: Vec::new(),
            digits: 0,
            sum: None,
            placements: Vec::new(),
            eliminations: Vec::new(),
        }
    }

    /// The step, with the candidates of its pattern as `position` holds them.
    fn into_step(self, position: &Position) -> Step {
        let candidate = |cell: u8, digit: u8| Candidate { cell, digit };
        let eliminations: Vec<Candidate> = self
            .eliminations
            .iter()
            .flat_map(|&(cell, mask)| digits_of(mask).map(move |digit| candidate(cell, digit)))
            .collect();
        let pattern = self
            .cells
            .iter()
            .flat_map(|&cell| {
                digits_of(self.digits & position.candidates(usize::from(cell)))
                    .map(move |digit| candidate(cell, digit))
            })
            .filter(|c| !eliminations.contains(c))
            .collect();
        Step {
            technique: self.technique,
            placements: self
                .placements
                .iter()
                .map(|&(cell, digit)| candidate(cell, digit))
                .collect(),
            eliminations,
            cells: self.cells,
            units: self.houses,
            pattern,
            score: f32::from(self.score) / 10.0,
            reason: Reason::Variant(VariantReason {
                digits: DigitSet::from_bits(self.digits),
                sum: self.sum,
            }),
        }
    }
}

/// The digits of a mask, in increasing order.
pub fn digits_of(mask: u16) -> impl Iterator<Item = u8> {
    (1..=9u8).filter(move |d| mask >> (d - 1) & 1 == 1)
}

/// A position during logical solving: placed digits and the candidates of open cells.
///
/// Serialized as its two lists of 81 (serde's arrays stop at 32).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(try_from = "PositionLists", into = "PositionLists")]
pub struct Position {
    values: [u8; CELLS],
    candidates: [u16; CELLS],
}

/// A [`Position`] as serialized: each cell's digit (0 when open), then its candidates.
#[derive(Serialize, Deserialize)]
struct PositionLists(Vec<u8>, Vec<u16>);

impl From<Position> for PositionLists {
    fn from(position: Position) -> PositionLists {
        PositionLists(position.values.to_vec(), position.candidates.to_vec())
    }
}

impl TryFrom<PositionLists> for Position {
    type Error = String;

    fn try_from(PositionLists(values, candidates): PositionLists) -> Result<Position, String> {
        let wrong = |what: &str, count: usize| format!("{count} {what}, not {CELLS}");
        Ok(Position {
            values: values
                .try_into()
                .map_err(|v: Vec<u8>| wrong("digits", v.len()))?,
            candidates: candidates
                .try_into()
                .map_err(|c: Vec<u16>| wrong("candidate sets", c.len()))?,
        })
    }
}

impl Position {
    /// The start of a puzzle: its givens placed, every other cell open to what its peers
    /// leave.
    pub fn start(puzzle: &Puzzle) -> Position {
        let mut position = Position {
            values: [0; CELLS],
            candidates: [0x1ff; CELLS],
        };
        for cell in 0..CELLS {
            let digit = puzzle.givens().get(cell);
            if digit != 0 {
                position.place(puzzle, cell, digit);
            }
        }
        position
    }

    /// A player's position: the digits on `grid` placed, and each open cell's candidates
    /// those of `candidates` (bit `d - 1` for digit `d`) that its peers on `grid` allow.
    pub fn of_grid(puzzle: &Puzzle, grid: &Grid, candidates: &[u16; CELLS]) -> Position {
        let mut position = Position {
            values: [0; CELLS],
            candidates: *candidates,
        };
        for cell in 0..CELLS {
            let digit = grid.get(cell);
            if digit != 0 {
                position.place(puzzle, cell, digit);
            }
        }
        position
    }

    /// Places a digit and removes it from the cell's peers.
    fn place(&mut self, puzzle: &Puzzle, cell: usize, digit: u8) {
        self.values[cell] = digit;
        self.candidates[cell] = 0;
        for &peer in puzzle.geometry().peers(cell) {
            self.candidates[usize::from(peer)] &= !(1 << (digit - 1));
        }
    }

    /// Applies a step's placements and eliminations.
    pub fn apply(&mut self, puzzle: &Puzzle, step: &Step) {
        for placed in &step.placements {
            if self.values[placed.cell()] == 0 {
                self.place(puzzle, placed.cell(), placed.digit);
            }
        }
        for removed in &step.eliminations {
            self.candidates[removed.cell()] &= !(1 << (removed.digit - 1));
        }
    }

    /// The digit in a cell, 0 when open.
    pub fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }

    /// The candidates of an open cell (0 for a placed one).
    pub fn candidates(&self, cell: usize) -> u16 {
        self.candidates[cell]
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// The placed digits as a grid.
    pub fn grid(&self) -> Grid {
        // Invariant: values are only ever set to digits 1-9 (or left 0).
        Grid::from_cells(self.values).unwrap_or_default()
    }
}

/// Every finder, easiest first; the solver takes the first step found.
const FINDERS: [fn(&Puzzle, &Position) -> Option<Found>; 11] = [
    singles::hidden_single_in_block,
    singles::single,
    killer::cage_combinations,
    locked::locked_candidates,
    killer::cage_house,
    killer::house_cage,
    subsets::pair,
    innies::one_house,
    subsets::triple,
    innies::two_houses,
    wings::xy_wing,
];

/// The easiest next step from a position, if the techniques find one.
pub fn next_step(puzzle: &Puzzle, position: &Position) -> Option<Step> {
    next_found(puzzle, position).map(|found| found.into_step(position))
}

fn next_found(puzzle: &Puzzle, position: &Position) -> Option<Found> {
    FINDERS.iter().find_map(|finder| finder(puzzle, position))
}

/// How a logical solve went.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Rating {
    /// The steps taken, in order.
    pub steps: Vec<Step>,
    /// The hardest step's score, in tenths.
    pub score: u8,
    /// The hardest step's technique (the first step of the top score), `None` when no
    /// step was needed.
    pub hardest: Option<Technique>,
    /// The level, or `None` when the techniques could not finish (beyond Hard).
    pub level: Option<Level>,
}

/// The level of a puzzle whose hardest step scores `score` tenths.
pub fn level_of_score(score: u8) -> Level {
    match score {
        0..=15 => Level::Easy,
        16..=34 => Level::Medium,
        _ => Level::Hard,
    }
}

/// Solves a puzzle step by step and rates it.
pub fn rate(puzzle: &Puzzle) -> Rating {
    let mut position = Position::start(puzzle);
    let mut steps = Vec::new();
    let mut score = 0;
    let mut hardest = None;
    while !position.is_solved() {
        let Some(found) = next_found(puzzle, &position) else {
            return Rating {
                steps,
                score,
                hardest,
                level: None,
            };
        };
        if found.score > score {
            score = found.score;
            hardest = Some(found.technique);
        }
        let step = found.into_step(&position);
        position.apply(puzzle, &step);
        steps.push(step);
    }
    Rating {
        steps,
        score,
        hardest,
        level: Some(level_of_score(score)),
    }
}
