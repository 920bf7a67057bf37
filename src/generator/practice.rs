//! Practice positions: positions where one chosen technique is the next logical step and
//! nothing easier applies, taken from the logical solves of the bank's puzzles (each
//! disguised by a random [`Transform`]), so a player can drill one technique at a time.

use super::Symmetry;
use super::bank::bank;
use super::transform::Transform;
use crate::formats::pencilmark;
use crate::grid::{Candidates, Grid};
use crate::logic::{Finding, LogicState, Step, TECHNIQUES, Technique, next_step};
use crate::solver::{Verdict, verdict_within};
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use std::ops::ControlFlow;

/// The techniques practice offers, easiest first: those the bank's solves reach often enough
/// (in at least 25 of its 633 puzzles) that positions come quickly. Jellyfish, finned
/// Jellyfish, naked and hidden quads, Remote Pairs and unique rectangles of types 2 and 3
/// are too rare there.
pub const PRACTICE_TECHNIQUES: [Technique; 28] = [
    Technique::FullHouse,
    Technique::HiddenSingle,
    Technique::NakedSingle,
    Technique::Pointing,
    Technique::Claiming,
    Technique::NakedPair,
    Technique::HiddenPair,
    Technique::NakedTriple,
    Technique::HiddenTriple,
    Technique::XWing,
    Technique::Swordfish,
    Technique::FinnedXWing,
    Technique::FinnedSwordfish,
    Technique::Skyscraper,
    Technique::TwoStringKite,
    Technique::EmptyRectangle,
    Technique::XYWing,
    Technique::XYZWing,
    Technique::WWing,
    Technique::SimpleColouring,
    Technique::UniqueRectangle1,
    Technique::UniqueRectangle4,
    Technique::BugPlusOne,
    Technique::XChain,
    Technique::XYChain,
    Technique::NiceLoop,
    Technique::AlsXz,
    Technique::ForcingChain,
];

/// How many bank puzzles are tried, at most, for each position asked for: a guard for
/// techniques the bank's solves reach rarely (every listed one is reached far sooner).
const TRIES_PER_POSITION: usize = 2_000;

/// A practice position: the board and its candidates, with the step it is for.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct PracticePosition {
    /// The digits placed.
    pub grid: Grid,
    /// The candidates of the open cells.
    pub candidates: Candidates,
    /// The step the position is for: the easiest one there, of the chosen technique.
    pub step: Step,
}

impl PracticePosition {
    /// The position as a 729-character pencilmark line.
    pub fn line(&self) -> String {
        pencilmark::to_line(&self.grid, &self.candidates)
    }
}

/// The practised technique a name stands for, as `explain` prints it in its technique
/// column (`X-Wing`, `Hidden single`), ignoring case.
pub fn practice_technique(name: &str) -> Option<Technique> {
    PRACTICE_TECHNIQUES
        .into_iter()
        .find(|technique| technique.name().eq_ignore_ascii_case(name.trim()))
}

/// How many instances of a technique [`instances_of`] lists at most.
const MAX_INSTANCES: usize = 12;

/// The instances of `technique` a player may take in `state`, the step finder's own first:
/// any of their placements or eliminations is a right move in practice. Each further
/// instance is the one the technique finds once those before it are carried out, so an
/// instance a first one's eliminations uncover counts too (its moves are just as sound).
pub fn instances_of(technique: Technique, state: &LogicState) -> Vec<Step> {
    let finders: Vec<_> = TECHNIQUES
        .iter()
        .filter(|(t, _)| *t == technique)
        .map(|(_, find)| find)
        .collect();
    let mut state = LogicState::with_candidates(&state.grid, &state.cands);
    let mut found: Vec<Step> = Vec::new();
    while found.len() < MAX_INSTANCES && state.contradiction().is_none() {
        let Some(step) = finders.iter().find_map(|find| find(&state)) else {
            break;
        };
        state.apply(&step);
        // Settle the state as the step finder does, so a placement's peers lose its digit.
        state = LogicState::with_candidates(&state.grid, &state.cands);
        found.push(step);
    }
    found
}

/// `count` positions where `technique` is the next step: each read back from its pencilmark
/// line gives that step first, and has exactly one solution. The same seed gives the same
/// positions. Fewer come back only for a technique the bank's solves never reach.
pub fn practice_positions(technique: Technique, count: usize, seed: u64) -> Vec<PracticePosition> {
    let mut positions = Vec::with_capacity(count);
    each_practice_position(technique, count, seed, |position| {
        positions.push(position.clone());
        ControlFlow::Continue(())
    });
    positions
}

/// The positions of [`practice_positions`], in the same order, handed to `each` as soon as
/// each is found (so a caller can print as they come), until `each` breaks. Returns how many
/// were found.
pub fn each_practice_position(
    technique: Technique,
    count: usize,
    seed: u64,
    mut each: impl FnMut(&PracticePosition) -> ControlFlow<()>,
) -> usize {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut order: Vec<usize> = (0..bank().len()).collect();
    order.shuffle(&mut rng);
    let mut positions: Vec<PracticePosition> = Vec::with_capacity(count.min(1024));
    let tries = count.saturating_mul(TRIES_PER_POSITION);
    // Cycling through the bank again draws new transforms, so each pass gives new positions.
    for &index in order.iter().cycle().take(tries) {
        if positions.len() == count {
            break;
        }
        let entry = &bank()[index];
        let puzzle = Transform::random(Symmetry::None, &mut rng).apply(&entry.puzzle);
        if let Some(position) = position_in(&puzzle, technique, &mut rng)
            && !positions.contains(&position)
        {
            let flow = each(&position);
            positions.push(position);
            if flow.is_break() {
                break;
            }
        }
    }
    positions.len()
}

/// One of the positions in the logical solve of `puzzle` where `technique` is the next step,
/// drawn at random, if it passes the checks of [`practice_positions`].
fn position_in(
    puzzle: &Grid,
    technique: Technique,
    rng: &mut impl Rng,
) -> Option<PracticePosition> {
    let mut state = LogicState::from_grid(puzzle);
    let mut found = Vec::new();
    while let Finding::Step(step) = next_step(&state) {
        let next = {
            let mut next = state.clone();
            next.apply(&step);
            next
        };
        if step.technique == technique {
            found.push((state, step));
        }
        state = next;
    }
    let (state, step) = found.choose(rng)?.clone();
    let position = PracticePosition {
        grid: state.grid,
        candidates: state.cands,
        step,
    };
    // Read back as a player or another program would: a lone candidate no peer has reads
    // as placed, which can change what comes first, so the line itself is checked.
    let (grid, candidates) = pencilmark::parse_line(&position.line(), 1)?.ok()?;
    let Finding::Step(first) = next_step(&LogicState::with_candidates(&grid, &candidates)) else {
        return None;
    };
    let unique = matches!(verdict_within(&grid, &candidates), Verdict::Unique(_));
    (first.technique == technique && unique).then_some(PracticePosition {
        grid,
        candidates,
        step: first,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_read_as_explain_prints_them() {
        assert_eq!(practice_technique("x-wing"), Some(Technique::XWing));
        assert_eq!(
            practice_technique(" Hidden single "),
            Some(Technique::HiddenSingle)
        );
        assert_eq!(practice_technique("Jellyfish"), None, "not practised");
        assert_eq!(practice_technique("nonsense"), None);
        for technique in PRACTICE_TECHNIQUES {
            assert_eq!(practice_technique(technique.name()), Some(technique));
        }
    }

    #[test]
    fn positions_give_the_technique_first_and_repeat_with_the_seed() {
        for technique in [Technique::NakedSingle, Technique::XWing, Technique::XYChain] {
            let positions = practice_positions(technique, 3, 11);
            assert_eq!(positions.len(), 3, "{technique:?}");
            for position in &positions {
                let (grid, candidates) = pencilmark::parse_line(&position.line(), 1)
                    .expect("a pencilmark line")
                    .expect("well formed");
                let state = LogicState::with_candidates(&grid, &candidates);
                let Finding::Step(step) = next_step(&state) else {
                    panic!("{technique:?}: no step");
                };
                assert_eq!(step.technique, technique);
                assert!(matches!(
                    verdict_within(&grid, &candidates),
                    Verdict::Unique(_)
                ));
            }
            assert_eq!(practice_positions(technique, 3, 11), positions);
            assert_ne!(practice_positions(technique, 3, 12), positions);
        }
    }
}
