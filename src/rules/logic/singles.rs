//! Singles: a digit with one place left in a house (hidden), a cell with one candidate left
//! (naked).

use super::{Found, Position, Technique};
use crate::grid::House;
use crate::logic::Candidate;
use crate::logic::reason::Exclusion;
use crate::logic::visit::Sink;
use crate::rules::Geometry;
use std::ops::ControlFlow;

/// Whether a house is a block (box, region or window): singles there are the easiest to see.
pub(super) fn is_block(house: House) -> bool {
    matches!(house, House::Box(_) | House::Region(_) | House::Window(_))
}

/// Every hidden single in a box, region or window (1.2).
pub(super) fn visit_hidden_single_in_block(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    visit_hidden_single(geometry, position, true, sink)
}

/// Every hidden single in a row, column or diagonal, then every naked single (1.5).
pub(super) fn visit_single(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    visit_hidden_single(geometry, position, false, sink)?;
    visit_naked_single(geometry, position, sink)
}

/// The hidden singles of blocks (or of the other houses), house by house, each house's
/// digits from 1.
fn visit_hidden_single(
    geometry: &Geometry,
    position: &Position,
    blocks: bool,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    for house in geometry.houses() {
        if is_block(house.house) != blocks {
            continue;
        }
        let (mut once, mut twice) = (0u16, 0u16);
        for &cell in &house.cells {
            let candidates = position.candidates(usize::from(cell));
            twice |= once & candidates;
            once |= candidates;
        }
        for digit in super::digits_of(once & !twice) {
            let bit = 1u16 << (digit - 1);
            let Some(&cell) = house
                .cells
                .iter()
                .find(|&&cell| position.candidates(usize::from(cell)) & bit != 0)
            else {
                continue;
            };
            let mut step = Found::new(Technique::HiddenSingle, if blocks { 12 } else { 15 });
            step.houses.push(house.house);
            step.cells.push(cell);
            step.digits = bit;
            step.placements.push((cell, digit));
            step.excluded = house
                .cells
                .iter()
                .filter(|&&other| other != cell && position.value(usize::from(other)) == 0)
                .map(|&other| exclusion(geometry, position, usize::from(other), digit))
                .collect();
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

fn visit_naked_single(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    for cell in 0..position.cell_count() {
        let candidates = position.candidates(cell);
        if candidates == 0 || candidates & (candidates - 1) != 0 {
            continue;
        }
        let digit = candidates.trailing_zeros() as u8 + 1;
        let mut step = Found::new(Technique::NakedSingle, 15);
        step.cells.push(cell as u8);
        step.digits = candidates;
        step.placements.push((cell as u8, digit));
        step.excluded = geometry
            .digits()
            .filter(|&other| other != digit)
            .map(|other| exclusion(geometry, position, cell, other))
            .collect();
        sink(step)?;
    }
    ControlFlow::Continue(())
}

/// Why `digit` is not a candidate of `cell`: a placed digit in one of its houses (in the
/// geometry's order: row, column, box or region, then a diagonal or window), else in its
/// cage, or nothing placed, when the candidate went by other reasoning (a cage's sum, an
/// earlier step, the player's notes).
pub(super) fn exclusion(
    geometry: &Geometry,
    position: &Position,
    cell: usize,
    digit: u8,
) -> Exclusion {
    let holds = |peer: u8| peer as usize != cell && position.value(usize::from(peer)) == digit;
    let in_house = geometry
        .houses_of(cell)
        .iter()
        .flat_map(|&index| geometry.houses()[usize::from(index)].cells.iter().copied())
        .find(|&peer| holds(peer));
    // A cage mate is a peer outside the cell's houses, so any peer left is one.
    let by = in_house.or_else(|| {
        geometry
            .peers(cell)
            .iter()
            .copied()
            .find(|&peer| holds(peer))
    });
    Exclusion {
        candidate: Candidate::new(cell, digit),
        by,
    }
}
