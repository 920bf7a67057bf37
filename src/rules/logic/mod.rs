//! The generic logical solver, which rates puzzles of any shape and rules: it applies the
//! easiest step it can find, over and over, and a puzzle's score is its hardest step's.
//!
//! Techniques work over the houses and cages of a [`Geometry`] (rows, columns, boxes or
//! regions, and what the rules add: diagonals, extra regions, cages with sums), on grids
//! from 4x4 to 16x16 (candidate sets of up to 16 digits, cell sets of up to 256 cells).
//! Today's variants go through it unchanged (the variant module's `logic` gives their
//! entry points); classic 9x9 puzzles keep their own faster solver (`crate::logic`). Scores follow Sudoku Explainer's scale
//! where it has the technique; the killer techniques are placed beside the techniques
//! whose reasoning they resemble:
//!
//! | technique | score | level |
//! |---|---|---|
//! | hidden single in a box, region or window | 1.2 | Easy |
//! | hidden single in a row, column or diagonal; naked single | 1.5 | Easy |
//! | cage combinations (a cage keeps the digits its sum allows) | 1.5 | Easy |
//! | a puzzle's own rule (a thermometer, an arrow, a dot…) removes candidates | 1.6 | Easy |
//! | pointing: locked candidates from a box, region or window | 2.6 | Medium |
//! | claiming: locked candidates from a row, column or diagonal | 2.8 | Medium |
//! | cage and house, house and cage | 2.8 | Medium |
//! | naked pair / hidden pair | 3.0 / 3.4 | Medium |
//! | rule of 45 on one house (innies and outies) | 3.0 | Medium |
//! | naked triple / hidden triple | 3.6 / 4.0 | Medium |
//! | X-Wing over any two houses | 3.2 | Hard |
//! | Swordfish over any three houses | 3.8 | Hard |
//! | rule of 45 on two adjacent rows, columns or boxes | 3.8 | Hard |
//! | XY-Wing | 4.2 | Hard |
//! | simple colouring | 4.2 and up, by strong links | Hard |
//! | XYZ-Wing | 4.4 | Hard |
//! | killer pair | 4.5 | Hard |
//! | W-Wing | 6.0 | Hard |
//! | rule of 45 on three or four rows or columns, or four boxes | 5.0 | Expert |
//! | Jellyfish over any four houses | 5.2 | Expert |
//! | interacting cages | 5.5 | Expert |
//! | X-Chain, XY-Chain | 4.2 and up, by length (6.5 from five strong links) | Expert |
//! | forcing chain: contradiction, cell, house | 7.5, 8.0, 8.2 | Master |
//!
//! The solver tries them in this order (by level, then score). A puzzle's level is that of its hardest technique
//! ([`Technique::level`], as for classic puzzles), its score the top score of its steps. A
//! puzzle the techniques cannot finish is rated beyond Master (no level).

#[cfg(test)]
mod advanced_tests;
mod all_steps;
mod chains;
mod colouring;
mod fish;
mod forcing;
mod forcing_chain;
mod innies;
mod killer;
mod killer_pairs;
mod links;
mod locked;
mod rule_steps;
mod singles;
mod subsets;
#[cfg(test)]
mod tests;
mod wings;

pub use all_steps::all_steps;

use super::Geometry;
use super::RulePuzzle;
use crate::grid::{CELLS, Grid, House};
use crate::logic::reason::{Exclusion, VariantForcing};
use crate::logic::visit::{Sink, first};
use crate::logic::{Candidate, Level, Reason, RuleNote, Step, Technique, VariantReason};
use crate::shape::DigitSet16;
use serde::{Deserialize, Serialize};
use std::ops::ControlFlow;

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
    /// A forcing chain's branches, link by link.
    forcing: Option<VariantForcing>,
    /// A single's ruled-out alternatives and what rules each out.
    excluded: Vec<Exclusion>,
    /// The puzzle's own rule a step rests on.
    rule: Option<RuleNote>,
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
            forcing: None,
            excluded: Vec::new(),
            rule: None,
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
        let mut pattern: Vec<Candidate> = self
            .cells
            .iter()
            .flat_map(|&cell| {
                digits_of(self.digits & position.candidates(usize::from(cell)))
                    .map(move |digit| candidate(cell, digit))
            })
            .filter(|c| !eliminations.contains(c))
            .collect();
        // A forcing chain's links are drawn as its candidates, joined by arrows.
        for link in self.forcing.iter().flat_map(VariantForcing::links) {
            if !pattern.contains(&link.placed) && !eliminations.contains(&link.placed) {
                pattern.push(link.placed);
            }
        }
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
                digits: DigitSet16::from_bits(self.digits),
                sum: self.sum,
                forcing: self.forcing,
                excluded: self.excluded,
                rule: self.rule.map(Box::new),
            }),
        }
    }
}

/// The digits of a mask, in increasing order.
pub fn digits_of(mask: u16) -> impl Iterator<Item = u8> {
    (1..=16u8).filter(move |d| mask >> (d - 1) & 1 == 1)
}

/// A position during logical solving: placed digits and the candidates of open cells, on a
/// grid of any size.
///
/// Serialized as its two lists, one entry a cell (serde's arrays stop at 32).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(try_from = "PositionLists", into = "PositionLists")]
pub struct Position {
    values: Vec<u8>,
    candidates: Vec<u16>,
}

/// A [`Position`] as serialized: each cell's digit (0 when open), then its candidates.
#[derive(Serialize, Deserialize)]
struct PositionLists(Vec<u8>, Vec<u16>);

impl From<Position> for PositionLists {
    fn from(position: Position) -> PositionLists {
        PositionLists(position.values, position.candidates)
    }
}

impl TryFrom<PositionLists> for Position {
    type Error = String;

    fn try_from(PositionLists(values, candidates): PositionLists) -> Result<Position, String> {
        let square = (crate::shape::MIN_SIZE..=crate::shape::MAX_SIZE)
            .any(|size| size * size == values.len());
        if !square || candidates.len() != values.len() {
            return Err(format!(
                "{} digits and {} candidate sets, not one of each for every cell of a grid 4 to 16 wide",
                values.len(),
                candidates.len()
            ));
        }
        Ok(Position { values, candidates })
    }
}

impl AsRef<Geometry> for Geometry {
    fn as_ref(&self) -> &Geometry {
        self
    }
}

impl Position {
    /// The start of a puzzle of any size from its givens (0 for an empty cell, one a cell
    /// of `geometry`): each placed, every other cell open to what its peers leave. Givens
    /// past the grid's digits are left out.
    pub fn from_givens(geometry: &Geometry, givens: &[u8]) -> Position {
        let cells = geometry.cell_count();
        let mut position = Position {
            values: vec![0; cells],
            candidates: vec![geometry.all_digits(); cells],
        };
        for (cell, &digit) in givens.iter().enumerate().take(cells) {
            if digit != 0 && usize::from(digit) <= geometry.size() {
                position.place(geometry, cell, digit);
            }
        }
        position
    }

    /// A player's position on a grid of any size: the digits of `digits` (0 for an open
    /// cell) placed, and each open cell's candidates those of `candidates` (bit `d - 1` for
    /// digit `d`) that its peers allow. Both lists have one entry a cell of `geometry`.
    pub fn of_digits(geometry: &Geometry, digits: &[u8], candidates: &[u16]) -> Position {
        let cells = geometry.cell_count();
        let mut position = Position {
            values: vec![0; cells],
            candidates: candidates.iter().copied().take(cells).collect(),
        };
        position.candidates.resize(cells, 0);
        for (cell, &digit) in digits.iter().enumerate().take(cells) {
            if digit != 0 && usize::from(digit) <= geometry.size() {
                position.place(geometry, cell, digit);
            }
        }
        position
    }

    /// Places a digit and removes it from the cell's peers.
    fn place(&mut self, geometry: &Geometry, cell: usize, digit: u8) {
        self.values[cell] = digit;
        self.candidates[cell] = 0;
        for &peer in geometry.peers(cell) {
            self.candidates[usize::from(peer)] &= !(1 << (digit - 1));
        }
    }

    /// Applies a step's placements and eliminations.
    pub fn apply(&mut self, board: &impl AsRef<Geometry>, step: &Step) {
        let geometry = board.as_ref();
        for placed in &step.placements {
            if self.values[placed.cell()] == 0 {
                self.place(geometry, placed.cell(), placed.digit);
            }
        }
        for removed in &step.eliminations {
            self.candidates[removed.cell()] &= !(1 << (removed.digit - 1));
        }
    }

    /// How many cells the position has.
    pub fn cell_count(&self) -> usize {
        self.values.len()
    }

    /// The digit in a cell, 0 when open.
    pub fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }

    /// The placed digits, one a cell, 0 for an open one.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// The candidates of an open cell (0 for a placed one).
    pub fn candidates(&self, cell: usize) -> u16 {
        self.candidates[cell]
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// The placed digits as a 9x9 grid (an empty grid for a position of another size).
    pub fn grid(&self) -> Grid {
        <[u8; CELLS]>::try_from(self.values.as_slice())
            .ok()
            .and_then(|values| Grid::from_cells(values).ok())
            .unwrap_or_default()
    }
}

/// A variant search: it sends every instance it finds at a position, in the order it tries
/// them, until the sink breaks off; the step finder takes the first (see [`find`]).
type Visit = fn(&Geometry, &Position, Sink<'_, Found>) -> ControlFlow<()>;

/// The first instance `visit` finds at `position`, the search stopped there: the step a
/// finder gives.
fn find(visit: Visit, board: &impl AsRef<Geometry>, position: &Position) -> Option<Found> {
    first(|sink| visit(board.as_ref(), position, sink))
}

/// A finder and the level of the techniques it finds.
type Finder = (Level, Visit);

/// Every finder, by level and then by score; the solver takes the first step found. Being
/// in level order, a solve that stops before the finders above a level takes exactly the
/// steps the whole solve would, while it needs none of them.
const FINDERS: [Finder; 24] = [
    (Level::Easy, singles::visit_hidden_single_in_block),
    (Level::Easy, singles::visit_single),
    (Level::Easy, killer::visit_cage_combinations),
    (Level::Easy, rule_steps::visit_rule_eliminations),
    (Level::Medium, locked::visit_locked_candidates),
    (Level::Medium, killer::visit_cage_house),
    (Level::Medium, killer::visit_house_cage),
    (Level::Medium, subsets::visit_pair),
    (Level::Medium, innies::visit_one_house),
    (Level::Medium, subsets::visit_triple),
    (Level::Hard, fish::visit_x_wing),
    (Level::Hard, fish::visit_swordfish),
    (Level::Hard, innies::visit_two_houses),
    (Level::Hard, wings::visit_xy_wing),
    (Level::Hard, colouring::visit_simple_colouring),
    (Level::Hard, wings::visit_xyz_wing),
    (Level::Hard, killer_pairs::visit_killer_pair),
    (Level::Hard, wings::visit_w_wing),
    (Level::Expert, innies::visit_several_houses),
    (Level::Expert, fish::visit_jellyfish),
    (Level::Expert, killer_pairs::visit_interacting_cages),
    (Level::Expert, chains::visit_x_chain),
    (Level::Expert, chains::visit_xy_chain),
    (Level::Master, forcing::visit_forcing_chain),
];

/// Every technique the variant solver uses, in its order.
pub const TECHNIQUES: [Technique; 27] = [
    Technique::HiddenSingle,
    Technique::NakedSingle,
    Technique::CageCombinations,
    Technique::PuzzleRule,
    Technique::Pointing,
    Technique::Claiming,
    Technique::CageHouse,
    Technique::HouseCage,
    Technique::NakedPair,
    Technique::HiddenPair,
    Technique::RuleOf45,
    Technique::XWing,
    Technique::NakedTriple,
    Technique::HiddenTriple,
    Technique::Swordfish,
    Technique::RuleOf45TwoHouses,
    Technique::XYWing,
    Technique::SimpleColouring,
    Technique::XYZWing,
    Technique::KillerPair,
    Technique::RuleOf45SeveralHouses,
    Technique::Jellyfish,
    Technique::InteractingCages,
    Technique::WWing,
    Technique::XChain,
    Technique::XYChain,
    Technique::ForcingChain,
];

/// Whether a technique rests on cages, so only Killer puzzles use it.
pub fn is_killer_technique(technique: Technique) -> bool {
    matches!(
        technique,
        Technique::CageCombinations
            | Technique::CageHouse
            | Technique::HouseCage
            | Technique::RuleOf45
            | Technique::RuleOf45TwoHouses
            | Technique::RuleOf45SeveralHouses
            | Technique::KillerPair
            | Technique::InteractingCages
    )
}

/// The easiest next step from a position, if the techniques find one.
pub fn next_step(board: &impl AsRef<Geometry>, position: &Position) -> Option<Step> {
    next_found(board.as_ref(), position).map(|found| found.into_step(position))
}

fn next_found(geometry: &Geometry, position: &Position) -> Option<Found> {
    FINDERS
        .iter()
        .find_map(|&(_, visit)| find(visit, geometry, position))
}

/// How many instances [`instances_of`] lists at most.
const MAX_INSTANCES: usize = 12;

/// The instances of `technique` a player may take at `position`, the solver's own first:
/// each further one is the first instance of the technique its level's searches meet once
/// those before it are carried out, so practice accepts any of them as a right move.
pub fn instances_of(
    board: &impl AsRef<Geometry>,
    position: &Position,
    technique: Technique,
) -> Vec<Step> {
    let geometry = board.as_ref();
    let mut position = position.clone();
    let mut found = Vec::new();
    while found.len() < MAX_INSTANCES {
        // Another technique's instance met on the way (a hidden single before the naked
        // single asked for) is passed over, not taken as the end of the list.
        let step = FINDERS
            .iter()
            .filter(|(level, _)| *level == technique.level())
            .find_map(|&(_, visit)| {
                first(|sink| {
                    visit(geometry, &position, &mut |f: Found| {
                        if f.technique == technique {
                            sink(f)
                        } else {
                            ControlFlow::Continue(())
                        }
                    })
                })
            });
        let Some(step) = step else {
            break;
        };
        let step = step.into_step(&position);
        position.apply(geometry, &step);
        found.push(step);
    }
    found
}

/// How a logical solve went.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Rating {
    /// The steps taken, in order.
    pub steps: Vec<Step>,
    /// The hardest step's score, in tenths.
    pub score: u8,
    /// The technique that sets the level (the first step of the highest level, and of the
    /// top score among those), `None` when no step was needed.
    pub hardest: Option<Technique>,
    /// The level, or `None` when the techniques could not finish (beyond Master).
    pub level: Option<Level>,
}

/// Solves a puzzle of any shape and rules step by step and rates it.
pub fn rate_rules(puzzle: &RulePuzzle) -> Rating {
    let geometry = Geometry::of_rules(puzzle);
    let start = Position::from_givens(&geometry, puzzle.givens());
    rate_from(&geometry, start, Level::Master)
}

/// Solves step by step from `position` on a grid of any size and rates the solve, giving
/// up (level `None`) at the first step above `ceiling`.
pub fn rate_from(geometry: &Geometry, mut position: Position, ceiling: Level) -> Rating {
    let mut steps = Vec::new();
    let mut score = 0;
    // The level-setting step's level, score and technique.
    let mut top: Option<(Level, u8, Technique)> = None;
    let finders = FINDERS.iter().take_while(|(level, _)| *level <= ceiling);
    while !position.is_solved() {
        let found = finders
            .clone()
            .find_map(|&(_, visit)| find(visit, geometry, &position));
        let Some(found) = found else {
            return Rating {
                steps,
                score,
                hardest: top.map(|(_, _, technique)| technique),
                level: None,
            };
        };
        score = score.max(found.score);
        let key = (found.technique.level(), found.score);
        if top.is_none_or(|(level, best, _)| key > (level, best)) {
            top = Some((key.0, key.1, found.technique));
        }
        let step = found.into_step(&position);
        position.apply(geometry, &step);
        steps.push(step);
    }
    Rating {
        steps,
        score,
        hardest: top.map(|(_, _, technique)| technique),
        level: Some(top.map_or(Level::Easy, |(level, _, _)| level)),
    }
}
