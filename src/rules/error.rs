//! Why a puzzle's rules could not be taken: one variant per problem, with the data a
//! sentence about it needs.

use crate::logic::notation::cell_name_on;

/// Why a [`RulePuzzle`](super::RulePuzzle) or one of its rules is not well formed.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum RuleError {
    /// The givens do not cover the grid one a cell.
    #[error("expected {expected} givens, found {found}")]
    WrongGivenCount {
        /// The grid's number of cells.
        expected: usize,
        /// The number given.
        found: usize,
    },
    /// A given is above the grid's largest digit.
    #[error("cell {cell} holds {digit}, but the digits run from 1 to {size}")]
    DigitOutOfRange {
        /// The cell, counted row by row from 0.
        cell: usize,
        /// The digit found.
        digit: u8,
        /// The grid's size, its largest digit.
        size: usize,
    },
    /// A rule names a cell the grid does not have.
    #[error("a rule names cell {cell}, but the grid has {cells} cells")]
    CellOutOfRange {
        /// The cell named.
        cell: usize,
        /// The grid's number of cells.
        cells: usize,
    },
    /// A rule names the same cell twice.
    #[error("a rule names cell {cell} twice")]
    RepeatedCell {
        /// The cell named twice.
        cell: usize,
    },
    /// A region that must hold every digit does not have as many cells as the grid is wide.
    #[error("an extra region should have {expected} cells but has {found}")]
    RegionSize {
        /// The grid's size.
        expected: usize,
        /// The region's number of cells.
        found: usize,
    },
    /// A cage has no cells, or more than the grid has digits.
    #[error("a cage has {cells} cells, but cages have 1 to {size} cells")]
    CageSize {
        /// The cage's number of cells.
        cells: usize,
        /// The grid's size.
        size: usize,
    },
    /// No set of different digits in the cage's cells adds up to its sum.
    #[error("a cage of size {cells} cannot add up to {sum}: its digits add up to {min} to {max}")]
    ImpossibleSum {
        /// The cage's number of cells.
        cells: usize,
        /// The sum given.
        sum: u32,
        /// The least its digits can add up to.
        min: u32,
        /// The most.
        max: u32,
    },
    /// A line, arrow or clue has fewer cells than it needs.
    #[error("a rule has {cells} cells, but needs at least {least}")]
    RuleTooShort {
        /// The cells it has.
        cells: usize,
        /// The least it needs.
        least: usize,
    },
    /// A line or pill has more cells than it can fill (a thermometer longer than the
    /// digits, a pill of four cells).
    #[error("a rule has {cells} cells, but at most {most} fit it")]
    RuleTooLong {
        /// The cells it has.
        cells: usize,
        /// The most that fit.
        most: usize,
    },
    /// A clue no digits of the grid can meet (a difference of 9 on a 9x9, a little killer
    /// sum of 50 over three cells).
    #[error("no digits of the grid can meet the clue {value}")]
    ImpossibleClue {
        /// The clue.
        value: u32,
    },
    /// A rule that splits the digits into thirds (an entropic line) on a grid whose size
    /// does not divide by 3.
    #[error("an entropic line needs a grid whose size divides by 3, not {size}")]
    NeedsThirds {
        /// The grid's size.
        size: usize,
    },
    /// Two givens in a house or a group of a rule are the same digit.
    #[error(
        "the digit {digit} is given twice in one group, at {} and {}",
        cell_name_on(*.first, *.size),
        cell_name_on(*.second, *.size)
    )]
    RepeatedGiven {
        /// The digit.
        digit: u8,
        /// The first cell holding it, counted row by row from 0.
        first: usize,
        /// The second.
        second: usize,
        /// The grid's size, so the sentence names the cells by row and column.
        size: usize,
    },
    /// The givens already break a rule (a full cage with the wrong sum, say). The sentence
    /// counts rules from 1, as people do.
    #[error("the givens break rule {rule}", rule = .rule + 1)]
    GivensBreakRule {
        /// The rule's place in the list, from 0 (the sentence counts from 1).
        rule: usize,
    },
}
