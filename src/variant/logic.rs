//! The logical solver for today's variants: the generic one (`crate::rules::logic`) on the
//! board a variant puzzle gives, with the entry points that take a [`Puzzle`].

pub use crate::rules::logic::*;

use super::{Kind, Puzzle};
use crate::grid::{CELLS, Grid};
use crate::logic::{Level, Technique};
use crate::rules::Geometry;

impl AsRef<Geometry> for Puzzle {
    fn as_ref(&self) -> &Geometry {
        self.geometry()
    }
}

impl Position {
    /// The start of a puzzle: its givens placed, every other cell open to what its peers
    /// leave.
    pub fn start(puzzle: &Puzzle) -> Position {
        let givens: Vec<u8> = (0..CELLS).map(|cell| puzzle.givens().get(cell)).collect();
        Position::from_givens(puzzle.geometry(), &givens)
    }

    /// A player's position: the digits on `grid` placed, and each open cell's candidates
    /// those of `candidates` (bit `d - 1` for digit `d`) that its peers on `grid` allow.
    pub fn of_grid(puzzle: &Puzzle, grid: &Grid, candidates: &[u16; CELLS]) -> Position {
        let digits: Vec<u8> = (0..CELLS).map(|cell| grid.get(cell)).collect();
        Position::of_digits(puzzle.geometry(), &digits, candidates)
    }
}

/// The techniques the variant solver may use on puzzles of a kind, in its order (a
/// constraint puzzle's own rules are no variant's).
pub fn techniques(kind: Kind) -> Vec<Technique> {
    TECHNIQUES
        .into_iter()
        .filter(|&t| t != Technique::PuzzleRule)
        .filter(|&t| kind == Kind::Killer || !is_killer_technique(t))
        .collect()
}

/// Solves a puzzle step by step and rates it.
pub fn rate(puzzle: &Puzzle) -> Rating {
    rate_up_to(puzzle, Level::Master)
}

/// Rates a puzzle, giving up (level `None`) at the first step above `ceiling`: the
/// generator asks whether a puzzle stays at or below a level, and the hard steps it would
/// not take are the slow ones to find.
pub fn rate_up_to(puzzle: &Puzzle, ceiling: Level) -> Rating {
    rate_from(puzzle.geometry(), Position::start(puzzle), ceiling)
}
