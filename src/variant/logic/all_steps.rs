//! Every deduction available at a variant position, for every variant technique: what
//! `nonet steps` lists for a variant line.
//!
//! Each variant search is a visitor (see [`FINDERS`]) that sends every instance it meets;
//! the step finder takes the first, so both see the same instances in the same order.
//! Where listing every instance would cost too much, the search is bounded and says so in
//! its own doc comment:
//!
//! - X-Chains and XY-Chains: the shortest chain from each start to each end;
//! - forcing chains: the first twenty met.

use super::{FINDERS, Position};
use crate::logic::{Candidate, Step, Technique};
use crate::variant::Puzzle;
use std::collections::HashSet;
use std::ops::ControlFlow;

/// Every deduction the variant searches find at `position`, grouped by technique: the
/// groups in the order their first step is met trying the searches easiest first (so the
/// first step is [`next_step`](super::next_step)'s), each group's steps in the order found.
///
/// A step that places and removes exactly what an earlier step of the same technique does
/// is left out (a naked pair seen from its row and from its box, say); a solved position
/// has none.
pub fn all_steps(puzzle: &Puzzle, position: &Position) -> Vec<Step> {
    if position.is_solved() {
        return Vec::new();
    }
    let mut groups: Vec<(Technique, Vec<Step>)> = Vec::new();
    let mut seen: HashSet<(Technique, Vec<Candidate>, Vec<Candidate>)> = HashSet::new();
    for (_, visit) in &FINDERS {
        // A search that stops early (the bounded forcing chains) has listed what it lists.
        let _ = visit(puzzle, position, &mut |found| {
            let step = found.into_step(position);
            let mut placements = step.placements.clone();
            let mut eliminations = step.eliminations.clone();
            placements.sort_unstable();
            placements.dedup();
            eliminations.sort_unstable();
            eliminations.dedup();
            if seen.insert((step.technique, placements, eliminations)) {
                match groups.iter_mut().find(|(t, _)| *t == step.technique) {
                    Some((_, steps)) => steps.push(step),
                    None => groups.push((step.technique, vec![step])),
                }
            }
            ControlFlow::Continue(())
        });
    }
    groups.into_iter().flat_map(|(_, steps)| steps).collect()
}
