//! A puzzle as a shape, its givens and a list of rules (issue #54): the generic engine's
//! model, for every size from 4x4 to 16x16 and any combination of rules.
//!
//! Each rule is one unit in a file of its own ([`diagonal`], [`extra_region`], [`cage`]):
//! it checks itself against the shape, names the cells it keeps distinct, removes the
//! candidates it forbids, and says whether a filled grid keeps it. [`Rule`] gathers them
//! behind one interface, so the solver ([`solver`]) never matches on a rule's kind.
//!
//! The logical solver ([`logic`]) works on the board a puzzle gives ([`Geometry`]: its
//! houses, peers and cages with sums), so today's variants and any rule puzzle share it;
//! the exact solver here is not yet the variants' (theirs is faster). See
//! docs/design/2026-11-29-rules-engine.md and docs/design/adding-a-rule.md.

pub mod arrow;
mod board;
pub mod cage;
pub mod cell_clues;
pub mod combos;
pub mod constraint_generate;
pub mod copies;
pub mod diagonal;
pub mod dots;
mod error;
pub mod extra_region;
pub mod generate;
pub mod jigsaw;
pub mod jigsaw_fill;
pub mod lines;
pub mod logic;
pub mod marks;
pub mod neighbours;
pub mod outside;
pub mod parity;
pub mod segments;
pub mod sightlines;
pub mod solver;
pub mod text;

pub use arrow::Arrow;
pub use board::{Geometry, HouseCells, SumCage};
pub use cage::Cage;
pub use cell_clues::{Candidates, Extremum, Quadruple};
pub use copies::{Clones, Indexer, Indexes};
pub use diagonal::Diagonal;
pub use dots::{Dot, Negative, Relation};
pub use error::RuleError;
pub use extra_region::ExtraRegion;
pub use lines::{BetweenLine, Palindrome, Renban, Thermometer, Whispers};
pub use neighbours::{AntiKing, AntiKnight, MovesApart};
pub use outside::{Line, LittleKiller, Sandwich};
pub use parity::Parity;
pub use segments::{EntropicLine, RegionSumLine};
pub use sightlines::{Skyscraper, XSum};

use crate::logic::RuleNote;
use crate::shape::{DigitSet16, Shape};

/// What a rule's propagation found: the candidates left allow no solution.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Contradiction;

/// One rule of a puzzle, beyond the shape's houses.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Rule {
    /// A main diagonal holds every digit once (X Sudoku has both).
    Diagonal(Diagonal),
    /// A group of N cells holds every digit once (Windoku's windows).
    ExtraRegion(ExtraRegion),
    /// A cage: its digits differ and, where given, add up to its sum (Killer).
    Cage(Cage),
    /// No two cells a knight's move apart hold the same digit.
    AntiKnight(AntiKnight),
    /// No two cells that touch at a corner hold the same digit.
    AntiKing(AntiKing),
    /// A dot or letter between two cells (Kropki's dots, X and V).
    Dot(Dot),
    /// Neighbours without a mark of a kind are not so joined (non-consecutive too).
    Negative(Negative),
    /// Digits rise along a thermometer from its bulb.
    Thermometer(Thermometer),
    /// An arrow's line adds up to its circle or pill.
    Arrow(Arrow),
    /// Neighbours on a whispers line differ by at least its difference.
    Whispers(Whispers),
    /// A line reads the same from either end.
    Palindrome(Palindrome),
    /// A line holds a set of consecutive digits.
    Renban(Renban),
    /// The cells of a line lie strictly between its two ends' digits.
    BetweenLine(BetweenLine),
    /// A cell is even, or odd.
    Parity(Parity),
    /// A diagonal adds up to a clue outside the grid.
    LittleKiller(LittleKiller),
    /// The digits between a row's or column's 1 and its largest digit add up to a clue.
    Sandwich(Sandwich),
    /// The first X digits of a row or column, from its clue, add up to it (X the first).
    XSum(XSum),
    /// A row or column shows the clue's number of buildings from its clue.
    Skyscraper(Skyscraper),
    /// Each stretch of a line inside one box or region adds up to the same number.
    RegionSumLine(RegionSumLine),
    /// Every three cells in a row along a line hold a low, a middle and a high digit.
    EntropicLine(EntropicLine),
    /// The cells round a corner hold the digits named there.
    Quadruple(Quadruple),
    /// A cell below, or above, each neighbour.
    Extremum(Extremum),
    /// Two groups of cells hold the same digits, place by place.
    Clones(Clones),
    /// A cell's digit names where its own place's number stands in its house.
    Indexer(Indexer),
    /// A cell holds one of the digits the setter pencilled into it.
    Candidates(Candidates),
}

/// What every rule does, in one place per rule.
pub trait RuleUnit {
    /// Checks the rule is well formed on `shape`: its cells exist, its numbers can be met.
    fn check(&self, shape: &Shape) -> Result<(), RuleError>;
    /// The groups of cells whose digits must all differ under this rule (one for a cage,
    /// a pair for each knight's move of anti-knight, none for a thermometer).
    fn distinct_groups(&self, shape: &Shape) -> Vec<Vec<usize>>;
    /// Removes the candidates the rule forbids given the others; `Err` when none can be
    /// left in some cell. Returns whether anything was removed.
    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction>;
    /// Whether a grid (0 for an empty cell) breaks the rule nowhere: a filled grid that
    /// passes keeps it.
    fn holds(&self, shape: &Shape, digits: &[u8]) -> bool;
    /// What the logical solver takes from the rule (its houses, cages and groups).
    fn logic_parts(&self, shape: &Shape) -> Vec<LogicPart>;
    /// How a step resting on the rule's own eliminations (its `propagate`) names it; `None`
    /// for a rule whose reasoning the logical solver's houses, peers and cages carry.
    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        None
    }
    /// What the rule draws on the board (nothing for a rule of the whole grid, such as
    /// anti-knight, which the rules text says).
    fn marks(&self, shape: &Shape) -> Vec<marks::RuleMark>;
}

/// What a rule gives the logical solver: a house (its cells hold every digit), a cage with
/// a sum, or cells that merely differ.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LogicPart {
    /// Cells that hold every digit once, named as the steps name them.
    House(crate::grid::House, Vec<usize>),
    /// Cells that hold every digit once, named by their place among the puzzle's extra
    /// houses (Windoku's windows).
    ExtraHouse(Vec<usize>),
    /// Cells whose digits differ and add up to a sum.
    SumCage(Vec<usize>, u32),
    /// Cells whose digits differ, and nothing more the solver can use.
    Distinct(Vec<usize>),
}

impl Rule {
    /// The rule's unit, whose methods do the work.
    fn unit(&self) -> &dyn RuleUnit {
        match self {
            Rule::Diagonal(rule) => rule,
            Rule::ExtraRegion(rule) => rule,
            Rule::Cage(rule) => rule,
            Rule::AntiKnight(rule) => rule,
            Rule::AntiKing(rule) => rule,
            Rule::Dot(rule) => rule,
            Rule::Negative(rule) => rule,
            Rule::Thermometer(rule) => rule,
            Rule::Arrow(rule) => rule,
            Rule::Whispers(rule) => rule,
            Rule::Palindrome(rule) => rule,
            Rule::Renban(rule) => rule,
            Rule::BetweenLine(rule) => rule,
            Rule::Parity(rule) => rule,
            Rule::LittleKiller(rule) => rule,
            Rule::Sandwich(rule) => rule,
            Rule::XSum(rule) => rule,
            Rule::Skyscraper(rule) => rule,
            Rule::RegionSumLine(rule) => rule,
            Rule::EntropicLine(rule) => rule,
            Rule::Quadruple(rule) => rule,
            Rule::Extremum(rule) => rule,
            Rule::Clones(rule) => rule,
            Rule::Indexer(rule) => rule,
            Rule::Candidates(rule) => rule,
        }
    }
}

impl RuleUnit for Rule {
    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        self.unit().check(shape)
    }

    fn distinct_groups(&self, shape: &Shape) -> Vec<Vec<usize>> {
        self.unit().distinct_groups(shape)
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        self.unit().propagate(candidates)
    }

    fn holds(&self, shape: &Shape, digits: &[u8]) -> bool {
        self.unit().holds(shape, digits)
    }

    fn logic_parts(&self, shape: &Shape) -> Vec<LogicPart> {
        self.unit().logic_parts(shape)
    }

    fn note(&self, shape: &Shape) -> Option<RuleNote> {
        self.unit().note(shape)
    }

    fn marks(&self, shape: &Shape) -> Vec<marks::RuleMark> {
        self.unit().marks(shape)
    }
}

/// A puzzle: its shape, its givens (0 for an empty cell) and its rules.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RulePuzzle {
    shape: Shape,
    givens: Vec<u8>,
    rules: Vec<Rule>,
}

impl RulePuzzle {
    /// A puzzle, checked: one given (or 0) a cell, each within the shape's digits, each
    /// rule well formed, and no two givens breaking a house or a rule.
    pub fn new(shape: Shape, givens: Vec<u8>, rules: Vec<Rule>) -> Result<RulePuzzle, RuleError> {
        if givens.len() != shape.cells() {
            return Err(RuleError::WrongGivenCount {
                expected: shape.cells(),
                found: givens.len(),
            });
        }
        let size = shape.size();
        if let Some((cell, &digit)) = givens
            .iter()
            .enumerate()
            .find(|(_, d)| usize::from(**d) > size)
        {
            return Err(RuleError::DigitOutOfRange { cell, digit, size });
        }
        for rule in &rules {
            rule.check(&shape)?;
        }
        let puzzle = RulePuzzle {
            shape,
            givens,
            rules,
        };
        puzzle.check_givens()?;
        Ok(puzzle)
    }

    /// The shape.
    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    /// The givens, 0 for an empty cell.
    pub fn givens(&self) -> &[u8] {
        &self.givens
    }

    /// The same shape and rules with other givens, checked as [`RulePuzzle::new`] checks.
    pub fn with_givens(&self, givens: Vec<u8>) -> Result<RulePuzzle, RuleError> {
        RulePuzzle::new(self.shape.clone(), givens, self.rules.clone())
    }

    /// The rules.
    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }

    /// Every group of cells whose digits differ: the shape's houses, then each rule's.
    pub fn distinct_groups(&self) -> Vec<Vec<usize>> {
        let mut groups: Vec<Vec<usize>> = self
            .shape
            .houses()
            .iter()
            .map(|h| h.cells.clone())
            .collect();
        groups.extend(
            self.rules
                .iter()
                .flat_map(|r| r.distinct_groups(&self.shape)),
        );
        groups
    }

    /// Whether `digits` (a filled grid) solves the puzzle: it keeps the givens, every
    /// group holds different digits, and every rule holds.
    pub fn is_solution(&self, digits: &[u8]) -> bool {
        digits.len() == self.givens.len()
            && digits
                .iter()
                .zip(&self.givens)
                .all(|(&d, &g)| d != 0 && usize::from(d) <= self.shape.size() && (g == 0 || g == d))
            && self.groups_differ(digits)
            && self
                .rules
                .iter()
                .all(|rule| rule.holds(&self.shape, digits))
    }

    fn groups_differ(&self, digits: &[u8]) -> bool {
        self.distinct_groups().iter().all(|group| {
            let mut seen = DigitSet16::EMPTY;
            group
                .iter()
                .map(|&cell| digits[cell])
                .filter(|&d| d != 0)
                .all(|d| seen.insert(d))
        })
    }

    fn check_givens(&self) -> Result<(), RuleError> {
        for group in self.distinct_groups() {
            let mut seen: Vec<Option<usize>> = vec![None; self.shape.size() + 1];
            for &cell in &group {
                let digit = self.givens[cell];
                if digit == 0 {
                    continue;
                }
                if let Some(first) = seen[usize::from(digit)] {
                    return Err(RuleError::RepeatedGiven {
                        digit,
                        first,
                        second: cell,
                        size: self.shape.size(),
                    });
                }
                seen[usize::from(digit)] = Some(cell);
            }
        }
        match self
            .rules
            .iter()
            .position(|rule| !rule.holds(&self.shape, &self.givens))
        {
            Some(index) => Err(RuleError::GivensBreakRule { rule: index }),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests;

/// Checks a rule's cells exist on `shape` and none is named twice.
pub(crate) fn check_cells(cells: &[usize], shape: &Shape) -> Result<(), RuleError> {
    let mut seen = vec![false; shape.cells()];
    for &cell in cells {
        let Some(slot) = seen.get_mut(cell) else {
            return Err(RuleError::CellOutOfRange {
                cell,
                cells: shape.cells(),
            });
        };
        if std::mem::replace(slot, true) {
            return Err(RuleError::RepeatedCell { cell });
        }
    }
    Ok(())
}

/// Sets a cell's candidates to `kept`: `Err` when none is left, else whether any went.
pub(crate) fn narrow(
    candidates: &mut [DigitSet16],
    cell: usize,
    kept: DigitSet16,
) -> Result<bool, Contradiction> {
    if kept.is_empty() {
        return Err(Contradiction);
    }
    let changed = kept != candidates[cell];
    candidates[cell] = kept;
    Ok(changed)
}

/// A rule's note for its steps: its kind, its cells (each below 256) and its number.
pub(crate) fn note_of(kind: crate::logic::RuleKind, cells: &[usize], value: u32) -> RuleNote {
    RuleNote {
        kind,
        cells: cells.iter().map(|&c| c as u8).collect(),
        value,
    }
}

/// Whether digits that may repeat (0 for an open cell) can still add up to `sum`: exactly,
/// once every one is placed; before, with each open cell at least 1.
pub(crate) fn sum_may_reach(digits: impl Iterator<Item = u8>, sum: u32) -> bool {
    let (placed, open) = digits.fold((0, 0), |(placed, open), digit| {
        (placed + u32::from(digit), open + u32::from(digit == 0))
    });
    if open == 0 {
        placed == sum
    } else {
        placed + open <= sum
    }
}

/// Whether the digits placed in `cells` (0 for none) all differ.
pub(crate) fn all_differ(cells: &[usize], digits: &[u8]) -> bool {
    let mut seen = DigitSet16::EMPTY;
    cells
        .iter()
        .filter_map(|&cell| digits.get(cell).copied())
        .filter(|&d| d != 0)
        .all(|d| seen.insert(d))
}
