//! One puzzle of a collection and what the background rater found for it: shared by the
//! classic and the variant readers of a collection.

use crate::grid::{Candidates, Grid};
use crate::logic::Rating;
use crate::rules::RulePuzzle;
use crate::variant::Puzzle;

/// One puzzle of a collection.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ListEntry {
    /// The givens.
    pub grid: Grid,
    /// The 1-based line where the puzzle starts in the file.
    pub line: u32,
    /// A pencilmark puzzle's candidates (boxed: most collections have none, and an entry
    /// stays small for files of a million puzzles).
    pub candidates: Option<Box<Candidates>>,
    /// A variant puzzle's rules (regions, extra houses, cages); `None` for classic Sudoku.
    pub rules: Option<Box<Puzzle>>,
    /// A puzzle of another size than 9x9 (boxes or a jigsaw), played on the board of every
    /// size; `None` for a 9x9 puzzle, whose givens are `grid`.
    pub sized: Option<Box<RulePuzzle>>,
}

/// What the background rater found for one puzzle.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum EntryRating {
    /// Not rated yet.
    Pending,
    /// Exactly one solution; rated by the logical solver.
    Rated(Rating),
    /// The givens admit no solution.
    NoSolution,
    /// The givens admit more than one solution.
    Multiple,
    /// The exact solver could not tell within its budget whether the givens (of a puzzle of
    /// another size) admit one solution: too open to play.
    TooOpen,
}

impl EntryRating {
    /// Whether the puzzle is known to have no solution or several (or to be too open to
    /// tell), so it cannot be played.
    pub fn is_unplayable(self) -> bool {
        matches!(
            self,
            EntryRating::NoSolution | EntryRating::Multiple | EntryRating::TooOpen
        )
    }
}
