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
use crate::logic::Step;
use crate::logic::all_steps::StepList;
use crate::rules::Geometry;
use std::ops::ControlFlow;

/// Every deduction the variant searches find at `position`, grouped by technique: the
/// groups in the order their first step is met trying the searches easiest first (so the
/// first step is [`next_step`](super::next_step)'s), each group's steps in the order found.
///
/// A step that places and removes exactly what an earlier step of the same technique does
/// is left out (a naked pair seen from its row and from its box, say); a solved position
/// has none.
pub fn all_steps(board: &impl AsRef<Geometry>, position: &Position) -> Vec<Step> {
    let geometry = board.as_ref();
    if position.is_solved() {
        return Vec::new();
    }
    let mut list = StepList::default();
    for (_, visit) in &FINDERS {
        // A search that stops early (the bounded forcing chains) has listed what it lists.
        let _ = visit(geometry, position, &mut |found| {
            list.offer(found.into_step(position));
            ControlFlow::Continue(())
        });
    }
    list.into_steps()
}
