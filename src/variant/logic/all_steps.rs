//! The deductions available at a variant position, one per search: what `nonet steps`
//! lists for a variant line.

use super::{FINDERS, Position};
use crate::logic::{Candidate, Step, Technique};
use crate::variant::Puzzle;

/// The first instance each of the variant searches finds at `position`, grouped by
/// technique in the order their first step is met (easiest first, so the first step is
/// [`next_step`](super::next_step)'s). Unlike the classic list, each variant search gives
/// one instance at most: they are not visitors over every instance yet. A step that places
/// and removes what an earlier one of the same technique does is left out; a solved
/// position has none.
pub fn all_steps(puzzle: &Puzzle, position: &Position) -> Vec<Step> {
    if position.is_solved() {
        return Vec::new();
    }
    let mut groups: Vec<(Technique, Vec<Step>)> = Vec::new();
    let mut seen: Vec<(Technique, Vec<Candidate>, Vec<Candidate>)> = Vec::new();
    for (_, finder) in &FINDERS {
        let Some(found) = finder(puzzle, position) else {
            continue;
        };
        let step = found.into_step(position);
        let key = (
            step.technique,
            step.placements.clone(),
            step.eliminations.clone(),
        );
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        match groups.iter_mut().find(|(t, _)| *t == step.technique) {
            Some((_, steps)) => steps.push(step),
            None => groups.push((step.technique, vec![step])),
        }
    }
    groups.into_iter().flat_map(|(_, steps)| steps).collect()
}
