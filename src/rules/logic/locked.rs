//! Locked candidates between any two houses that meet: when a digit of one house can only
//! go where it meets the other, the other house's remaining cells lose it. Boxes and rows
//! give the classic pointing and claiming; jigsaw regions, diagonals and windows give more.

use super::singles::is_block;
use super::{Found, Position, Technique};
use crate::logic::visit::Sink;
use crate::rules::Geometry;
use crate::shape::CellSet;
use std::ops::ControlFlow;

/// Every locked candidate, those from blocks (2.6) first, then those from lines (2.8).
pub(super) fn visit_locked_candidates(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    for from_block in [true, false] {
        visit_locked_from(geometry, position, from_block, sink)?;
    }
    ControlFlow::Continue(())
}

fn visit_locked_from(
    geometry: &Geometry,
    position: &Position,
    from_block: bool,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let houses = geometry.houses();
    // Each house's cells as a set, once, rather than again for every pair.
    let masks: Vec<CellSet> = houses.iter().map(|h| CellSet::of_bytes(&h.cells)).collect();
    for (source, &source_mask) in houses.iter().zip(&masks) {
        if is_block(source.house) != from_block {
            continue;
        }
        for (target, &target_mask) in houses.iter().zip(&masks) {
            if target.house == source.house {
                continue;
            }
            let shared = source_mask & target_mask;
            if shared.len() < 2 || shared == source_mask {
                continue;
            }
            for digit in geometry.digits() {
                let bit = 1u16 << (digit - 1);
                let places: Vec<u8> = source
                    .cells
                    .iter()
                    .copied()
                    .filter(|&cell| position.candidates(usize::from(cell)) & bit != 0)
                    .collect();
                if places.len() < 2
                    || places
                        .iter()
                        .any(|&cell| !shared.contains(usize::from(cell)))
                {
                    continue;
                }
                let eliminations: Vec<(u8, u16)> = target
                    .cells
                    .iter()
                    .filter(|&&cell| {
                        !source_mask.contains(usize::from(cell))
                            && position.candidates(usize::from(cell)) & bit != 0
                    })
                    .map(|&cell| (cell, bit))
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                let score = if from_block { 26 } else { 28 };
                let technique = if from_block {
                    Technique::Pointing
                } else {
                    Technique::Claiming
                };
                let mut step = Found::new(technique, score);
                step.houses = vec![source.house, target.house];
                step.cells = places;
                step.digits = bit;
                step.eliminations = eliminations;
                sink(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}
