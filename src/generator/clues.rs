//! How many clues a dug puzzle keeps, so that the levels look as players expect: Easy has
//! 36 or more, Medium about 30-35, Hard and above fewer (the generator digs those as far as
//! their level allows, and Expert and Master come from the bank of minimal puzzles).
//!
//! Easy stops digging at its target; Medium digs as far as its level allows and then puts
//! clues back, orbit by orbit, while the puzzle still rates Medium. Hard, Expert and Master
//! puzzles with more than [`HARD_MAX_CLUES`] clues (a few in a hundred) are passed over.

use crate::grid::Grid;
use crate::logic::{Level, rate};
use rand::Rng;
use rand::seq::SliceRandom;

/// The range a level's target clue count is drawn from, when it has one.
pub fn target_range(level: Level) -> Option<std::ops::RangeInclusive<usize>> {
    match level {
        Level::Easy => Some(36..=40),
        Level::Medium => Some(30..=34),
        Level::Hard | Level::Expert | Level::Master => None,
    }
}

/// The most clues a Hard, Expert or Master puzzle may have: no more than Medium's fewest.
pub const HARD_MAX_CLUES: usize = 30;

/// The most clues a puzzle of `level` may have, when capped.
pub fn max_clues(level: Level) -> Option<usize> {
    match level {
        Level::Easy | Level::Medium => None,
        Level::Hard | Level::Expert | Level::Master => Some(HARD_MAX_CLUES),
    }
}

/// How the dig treats clue counts for one puzzle.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ClueTarget {
    /// Dig as far as uniqueness and the level allow.
    AsFewAsPossible,
    /// Stop digging before the count would fall below this.
    StopAt(usize),
    /// Dig as far as possible, then put clues back up to this count.
    FillBackTo(usize),
}

/// The target for one puzzle of `level`, drawn with `rng`; minimal puzzles have none.
pub fn choose(level: Level, minimal: bool, rng: &mut impl Rng) -> ClueTarget {
    match (target_range(level), minimal) {
        (None, _) | (_, true) => ClueTarget::AsFewAsPossible,
        (Some(range), false) => {
            let target = rng.random_range(range);
            if level == Level::Easy {
                ClueTarget::StopAt(target)
            } else {
                ClueTarget::FillBackTo(target)
            }
        }
    }
}

/// Puts the answer's clues back into `puzzle`, one orbit at a time in random order,
/// keeping only those after which the puzzle still rates `level`, until it has `target`
/// clues (or no orbit is left to try).
pub fn fill_back(
    puzzle: &Grid,
    solution: &Grid,
    orbits: &[Vec<usize>],
    level: Level,
    target: usize,
    rng: &mut impl Rng,
) -> Grid {
    let mut puzzle = *puzzle;
    let mut empty: Vec<&Vec<usize>> = orbits
        .iter()
        .filter(|orbit| orbit.iter().all(|&c| puzzle.get(c) == 0))
        .collect();
    empty.shuffle(rng);
    for orbit in empty {
        if puzzle.filled_count() >= target {
            break;
        }
        let mut candidate = puzzle;
        for &c in orbit {
            candidate.set(c, solution.get(c));
        }
        // More clues never make a puzzle ambiguous; only the level can drop.
        if rate(&candidate).level == level {
            puzzle = candidate;
        }
    }
    puzzle
}
