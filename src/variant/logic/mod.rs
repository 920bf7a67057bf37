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
//! | locked candidates from a box, region or window | 2.6 |
//! | locked candidates from a row, column or diagonal | 2.8 |
//! | cage–house: a digit a cage must hold, all in one house | 2.8 |
//! | naked pair / hidden pair | 3.0 / 3.4 |
//! | rule of 45 on one house (innies and outies) | 3.0 |
//! | naked triple / hidden triple | 3.6 / 4.0 |
//! | rule of 45 on two adjacent rows or columns | 3.8 |
//! | XY-Wing | 4.2 |
//!
//! Levels come from the hardest step: Easy up to 1.5 (singles, and cage combinations),
//! Medium up to 3.4 (locked candidates, pairs, cage and house, rule of 45 on one house),
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

use super::{House, Puzzle};
use crate::grid::{CELLS, Grid};
use crate::logic::Level;
use std::fmt;

/// The techniques of the variant logic solver.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum Technique {
    /// A digit has one place left in a house.
    HiddenSingle,
    /// A cell has one candidate left.
    NakedSingle,
    /// A cage keeps only the digits of the combinations its sum and size allow.
    CageCombinations,
    /// A digit of one house lies only where it meets another, so the other loses it elsewhere.
    LockedCandidates,
    /// A digit every combination of a cage holds lies, in the cage, inside one house.
    CageHouse,
    /// A digit's places in a house all lie in one cage, which therefore holds it there.
    HouseCage,
    /// Two cells of a house hold the same two candidates only.
    NakedPair,
    /// Two digits of a house have the same two places only.
    HiddenPair,
    /// The cells a house's sum leaves after its whole cages (innies) or the cells outside it
    /// of cages that cross it (outies) have a known sum.
    RuleOf45,
    /// Three cells of a house hold three candidates between them.
    NakedTriple,
    /// Three digits of a house have the same three places only.
    HiddenTriple,
    /// The rule of 45 on two adjacent rows or columns (sum 90).
    RuleOf45TwoHouses,
    /// A two-candidate cell and two others it sees that together force a digit on one of them.
    XYWing,
}

impl Technique {
    /// The technique's name as people know it.
    pub fn name(self) -> &'static str {
        match self {
            Technique::HiddenSingle => "Hidden single",
            Technique::NakedSingle => "Naked single",
            Technique::CageCombinations => "Cage combinations",
            Technique::LockedCandidates => "Locked candidates",
            Technique::CageHouse => "Cage and house",
            Technique::HouseCage => "House and cage",
            Technique::NakedPair => "Naked pair",
            Technique::HiddenPair => "Hidden pair",
            Technique::RuleOf45 => "Rule of 45",
            Technique::NakedTriple => "Naked triple",
            Technique::HiddenTriple => "Hidden triple",
            Technique::RuleOf45TwoHouses => "Rule of 45 on two houses",
            Technique::XYWing => "XY-Wing",
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a step holds: the technique and the houses, cells, digits and sum it rests on.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// Score on the Sudoku Explainer scale (tenths: 15 is 1.5).
    pub score: u8,
    /// The houses the reasoning uses (one or two).
    pub houses: Vec<House>,
    /// The cells the pattern is made of.
    pub cells: Vec<u8>,
    /// The digits of the pattern (bit `d - 1` for digit `d`).
    pub digits: u16,
    /// The sum the pattern rests on, for the killer techniques.
    pub sum: Option<u8>,
    /// Digits placed: (cell, digit).
    pub placements: Vec<(u8, u8)>,
    /// Candidates removed: (cell, digits as a mask).
    pub eliminations: Vec<(u8, u16)>,
}

impl Step {
    /// A step of `technique` and `score` with nothing filled in yet.
    fn new(technique: Technique, score: u8) -> Step {
        Step {
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
}

/// The digits of a mask, in increasing order.
pub fn digits_of(mask: u16) -> impl Iterator<Item = u8> {
    (1..=9u8).filter(move |d| mask >> (d - 1) & 1 == 1)
}

/// A position during logical solving: placed digits and the candidates of open cells.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    values: [u8; CELLS],
    candidates: [u16; CELLS],
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
        for &(cell, digit) in &step.placements {
            if self.values[usize::from(cell)] == 0 {
                self.place(puzzle, usize::from(cell), digit);
            }
        }
        for &(cell, removed) in &step.eliminations {
            self.candidates[usize::from(cell)] &= !removed;
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
const FINDERS: [fn(&Puzzle, &Position) -> Option<Step>; 11] = [
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
    FINDERS.iter().find_map(|finder| finder(puzzle, position))
}

/// How a logical solve went.
#[derive(Clone, PartialEq, Debug)]
pub struct Rating {
    /// The steps taken, in order.
    pub steps: Vec<Step>,
    /// The hardest step's score, in tenths.
    pub score: u8,
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
    while !position.is_solved() {
        let Some(step) = next_step(puzzle, &position) else {
            return Rating {
                steps,
                score,
                level: None,
            };
        };
        score = score.max(step.score);
        position.apply(puzzle, &step);
        steps.push(step);
    }
    Rating {
        steps,
        score,
        level: Some(level_of_score(score)),
    }
}
