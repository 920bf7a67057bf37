//! Every deduction available at a position, for every technique the step finder knows:
//! what Learn › All steps and `nonet steps` list.
//!
//! Each technique's search is a visitor ([`Visit`]) that sends every instance it meets; its
//! finder in [`TECHNIQUES`](super::TECHNIQUES) takes the first, so both see the same
//! instances in the same order. Where listing every instance would cost too much, the
//! visitor is bounded, and says so in its own doc comment:
//!
//! - X-Chains, XY-Chains and Nice Loops: the easiest chain from each start candidate;
//! - unique rectangles and loops: one step per rectangle (or loop) and digit pair;
//! - forcing chains: the one the step finder takes.

use super::visit::{Sink, Visit};
use super::{
    Candidate, LogicState, Step, Technique, als, bug, chains, colouring, fish, forcing, locked,
    single_digit, singles, subsets, uniqueness, wings,
};
use std::collections::HashSet;
use std::ops::ControlFlow;

/// Every technique with its search over all instances, in the order of
/// [`TECHNIQUES`](super::TECHNIQUES) (a test keeps the two lists alike).
pub(crate) static STEP_SEARCHES: &[(Technique, Visit)] = &[
    (Technique::FullHouse, singles::visit_full_house),
    (Technique::HiddenSingle, singles::visit_hidden_single),
    (Technique::Pointing, locked::visit_direct_pointing),
    (Technique::Claiming, locked::visit_direct_claiming),
    (Technique::HiddenPair, subsets::visit_direct_hidden_pair),
    (Technique::NakedSingle, singles::visit_naked_single),
    (Technique::HiddenTriple, subsets::visit_direct_hidden_triple),
    (Technique::Pointing, locked::visit_pointing),
    (Technique::Claiming, locked::visit_claiming),
    (Technique::NakedPair, subsets::visit_naked_pair),
    (Technique::XWing, fish::visit_x_wing),
    (Technique::HiddenPair, subsets::visit_hidden_pair),
    (Technique::NakedTriple, subsets::visit_naked_triple),
    (Technique::Swordfish, fish::visit_swordfish),
    (Technique::HiddenTriple, subsets::visit_hidden_triple),
    (Technique::Skyscraper, single_digit::visit_skyscraper),
    (
        Technique::TwoStringKite,
        single_digit::visit_two_string_kite,
    ),
    (Technique::SimpleColouring, colouring::visit_short_colouring),
    (Technique::XYWing, wings::visit_xy_wing),
    (
        Technique::EmptyRectangle,
        single_digit::visit_empty_rectangle,
    ),
    (Technique::FinnedXWing, fish::visit_finned_x_wing),
    (Technique::XYZWing, wings::visit_xyz_wing),
    (Technique::UniqueRectangle1, uniqueness::visit_ur1),
    (Technique::UniqueRectangle2, uniqueness::visit_ur2),
    (Technique::UniqueRectangle4, uniqueness::visit_ur4),
    (Technique::UniqueRectangle3, uniqueness::visit_ur3),
    (Technique::UniqueRectangle1, uniqueness::visit_unique_loop),
    (Technique::NakedQuad, subsets::visit_naked_quad),
    (Technique::Jellyfish, fish::visit_jellyfish),
    (Technique::HiddenQuad, subsets::visit_hidden_quad),
    (Technique::FinnedSwordfish, fish::visit_finned_swordfish),
    (
        Technique::SimpleColouring,
        colouring::visit_medium_colouring,
    ),
    (Technique::BugPlusOne, visit_bug_plus_one),
    (Technique::WWing, wings::visit_w_wing),
    (Technique::FinnedJellyfish, fish::visit_finned_jellyfish),
    (
        Technique::SimpleColouring,
        colouring::visit_simple_colouring,
    ),
    (Technique::RemotePairs, colouring::visit_remote_pairs),
    (Technique::XChain, chains::aic::visit_x_chain),
    (Technique::XYChain, chains::aic::visit_xy_chain),
    (Technique::NiceLoop, chains::aic::visit_nice_loop),
    (Technique::AlsXz, als::visit),
    (Technique::ForcingChain, visit_forcing_chain),
];

/// A BUG+1: there is at most one in a position.
fn visit_bug_plus_one(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    bug::bug_plus_one(state).map_or(ControlFlow::Continue(()), sink)
}

/// The forcing chain the step finder takes, alone: the search weighs every branch of every
/// candidate to find the easiest, and listing each chain it meets would be long and slow.
fn visit_forcing_chain(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    forcing::find(state).map_or(ControlFlow::Continue(()), sink)
}

/// Every deduction available in `state`, grouped by technique: the groups in the order
/// their first step is met trying techniques easiest first (so the first step is the one
/// [`next_step`](super::next_step) gives), each group's steps in the order found.
///
/// A step that places and removes exactly what an earlier step of the same technique does
/// is left out (a naked pair seen from its row and from its box, say). The candidates are
/// taken as [`next_step`](super::next_step) takes them; a position that is solved or
/// breaks the rules has no step.
pub fn all_steps(state: &LogicState) -> Vec<Step> {
    let state = &LogicState::with_candidates(&state.grid, &state.cands);
    if state.contradiction().is_some() || state.grid.is_full() {
        return Vec::new();
    }
    let mut list = StepList::default();
    for (_, visit) in STEP_SEARCHES {
        let _ = visit(state, &mut |step| {
            list.offer(step);
            ControlFlow::Continue(())
        });
    }
    list.into_steps()
}

/// Steps gathered by technique, each technique's group where its first step came, with a
/// step that places and removes exactly what an earlier one of its technique does left out:
/// the classic and the variant lists of every step alike.
#[derive(Default)]
pub(crate) struct StepList {
    groups: Vec<(Technique, Vec<Step>)>,
    seen: HashSet<(Technique, Vec<Candidate>, Vec<Candidate>)>,
}

impl StepList {
    /// Adds `step` to its technique's group, unless it repeats an earlier one.
    pub(crate) fn offer(&mut self, step: Step) {
        let mut placements = step.placements.clone();
        let mut eliminations = step.eliminations.clone();
        placements.sort_unstable();
        placements.dedup();
        eliminations.sort_unstable();
        eliminations.dedup();
        if self.seen.insert((step.technique, placements, eliminations)) {
            match self.groups.iter_mut().find(|(t, _)| *t == step.technique) {
                Some((_, steps)) => steps.push(step),
                None => self.groups.push((step.technique, vec![step])),
            }
        }
    }

    /// The steps, group by group.
    pub(crate) fn into_steps(self) -> Vec<Step> {
        self.groups
            .into_iter()
            .flat_map(|(_, steps)| steps)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generator::practice::{PRACTICE_TECHNIQUES, practice_positions};
    use crate::logic::TECHNIQUES;
    use crate::logic::visit::first;

    #[test]
    fn the_searches_follow_the_finders_and_start_where_they_do() {
        let order = |list: &[(Technique, _)]| list.iter().map(|(t, _)| *t).collect::<Vec<_>>();
        let finders: Vec<Technique> = TECHNIQUES.iter().map(|(t, _)| *t).collect();
        assert_eq!(order(STEP_SEARCHES), finders);
        // On positions where each technique is next, every search's first instance is the
        // one its finder gives (so `next_step` is what it was before the searches).
        for (seed, technique) in PRACTICE_TECHNIQUES.into_iter().enumerate() {
            for position in practice_positions(technique, 1, seed as u64) {
                let state = LogicState::with_candidates(&position.grid, &position.candidates);
                for ((technique, visit), (_, find)) in STEP_SEARCHES.iter().zip(TECHNIQUES) {
                    let visited = first(|sink| visit(&state, sink));
                    assert_eq!(visited, find(&state), "{technique:?}");
                }
            }
        }
    }
}
