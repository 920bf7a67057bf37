//! The variant techniques in the techniques window and in practice: positions from the
//! solves of variant puzzles made on the fly (see [`crate::variant::practice`]), worked out
//! away from the frame, shown as examples and played as variant games.

use crate::background::{Job, Progress};
use crate::grid::{CELLS, Candidates, DigitSet, Grid};
use crate::logic::{Step, Technique};
use crate::variant::logic::{Position, Rating, instances_of, rate};
use crate::variant::practice::{VariantPracticePosition, each_variant_practice_position};
use crate::variant::{Kind, Puzzle, solver};
use serde::{Deserialize, Serialize};
use std::ops::ControlFlow;

/// The kinds of puzzle the techniques window lists techniques for, in its selector's order.
pub const KINDS: [Kind; 5] = [
    Kind::Classic,
    Kind::X,
    Kind::Windoku,
    Kind::Jigsaw,
    Kind::Killer,
];

/// Rounds of generated puzzles a job goes through before it gives up on a position.
const ROUNDS: u64 = 4;
/// How far apart the seeds of a job's rounds are.
const ROUND_SEED_STEP: u64 = 0x9e37_79b9_7f4a_7c15;

/// A variant position made for the window or for practice.
#[derive(Serialize, Deserialize)]
pub struct VariantMade {
    /// The puzzle the position comes from (its rules and givens).
    pub puzzle: Puzzle,
    /// The digits placed and the candidates left.
    pub position: Position,
    /// The step the position is for: the first one the variant solver finds there.
    pub step: Step,
    /// For practice, the answer and the rating of the puzzle with the position's digits as
    /// its givens; `None` for an example.
    pub play: Option<(Grid, Rating)>,
    /// For practice, every instance of the technique at the position (see
    /// [`instances_of`]), any of which is a right move; empty for an example.
    pub instances: Vec<Step>,
}

impl VariantMade {
    /// The candidates of the position's open cells, as the game's notes hold them.
    pub fn candidates(&self) -> Candidates {
        let mut candidates = Candidates::none();
        for cell in 0..CELLS {
            candidates.set(cell, DigitSet::from_bits(self.position.candidates(cell)));
        }
        candidates
    }
}

/// A variant practice position to make, as work for [`crate::background::offload`]: one of
/// `kind` where `technique` comes first, from puzzles made with `seed`; with the answer and
/// rating when `for_play`.
#[derive(Serialize, Deserialize)]
pub struct VariantPracticeJob {
    /// The variant.
    pub kind: Kind,
    /// The technique.
    pub technique: Technique,
    /// The seed of the puzzles made.
    pub seed: u64,
    /// Whether the position is to be played (rather than shown).
    pub for_play: bool,
}

impl Job for VariantPracticeJob {
    const NAME: &'static str = "nonet-variant-practice";
    /// `None` when the puzzles made never reached the technique.
    type Output = Option<VariantMade>;

    fn run(self, progress: &Progress) -> Option<VariantMade> {
        let mut found = None;
        // A round's puzzles miss a technique now and then (a killer pair, one seed in six):
        // the next round's seldom do.
        for round in 0..ROUNDS {
            if progress.cancel_token().is_cancelled() {
                return None;
            }
            let seed = self.seed.wrapping_add(round.wrapping_mul(ROUND_SEED_STEP));
            each_variant_practice_position(self.kind, self.technique, 1, seed, |made| {
                found = Some(made.clone());
                ControlFlow::Break(())
            });
            if found.is_some() {
                break;
            }
        }
        let VariantPracticePosition {
            puzzle,
            position,
            step,
        } = found?;
        let play = if self.for_play {
            let solutions = solver::solutions(&puzzle, 2, u64::MAX);
            let [solution] = solutions.grids.as_slice() else {
                return None;
            };
            let placed = puzzle.with_givens(position.grid()).ok()?;
            Some((*solution, rate(&placed)))
        } else {
            None
        };
        let instances = if self.for_play {
            instances_of(&puzzle, &position, self.technique)
        } else {
            Vec::new()
        };
        Some(VariantMade {
            puzzle,
            position,
            step,
            play,
            instances,
        })
    }
}
