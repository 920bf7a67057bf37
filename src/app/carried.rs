//! Values that commands carry and windows keep: what to print, and where the solve path
//! starts. Apart from the windows that draw them, so the command table needs no window.

use crate::logic::Level;
use crate::picture::booklet::Paper;
use serde::{Deserialize, Serialize};

/// What the booklet holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PrintWhat {
    /// The puzzle on the board.
    ThisPuzzle,
    /// Every puzzle of the open collection.
    Collection,
    /// Puzzles `first` to `last` of the open collection.
    CollectionRange,
    /// New puzzles from the generator.
    NewPuzzles,
}

/// The choices in the Print window.
#[derive(Clone, PartialEq, Debug)]
pub struct PrintChoices {
    /// What to print.
    pub what: PrintWhat,
    /// The first puzzle of a range, from 1.
    pub first: usize,
    /// The last puzzle of a range, from 1.
    pub last: usize,
    /// The levels of new puzzles.
    pub levels: Vec<Level>,
    /// New puzzles at each level.
    pub count: usize,
    /// The size of new puzzles, `None` for classic 9x9.
    pub size: Option<crate::generator::sized::SizedKind>,
    /// Puzzles a page: 1, 2, 4 or 6.
    pub per_page: u8,
    /// Whether solutions follow on pages at the back.
    pub solutions: bool,
    /// The paper.
    pub paper: Paper,
}

impl Default for PrintChoices {
    fn default() -> PrintChoices {
        PrintChoices {
            what: PrintWhat::ThisPuzzle,
            first: 1,
            last: 12,
            levels: vec![Level::Medium],
            count: 6,
            size: None,
            per_page: 4,
            solutions: true,
            paper: Paper::from_environment(),
        }
    }
}

/// Where the solve path starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum PathOrigin {
    /// The puzzle's givens, with every candidate.
    Start,
    /// The player's entries, and their notes when they keep full candidates.
    Position,
}
