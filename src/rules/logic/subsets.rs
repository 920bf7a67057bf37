//! Naked and hidden pairs and triples in any house: n cells holding n candidates between
//! them (the house's other cells lose those digits), or n digits with the same n places
//! (those cells lose their other candidates).

use super::{Found, Position, Technique};
use crate::logic::visit::Sink;
use crate::rules::Geometry;
use std::ops::ControlFlow;

/// Every naked pair (3.0), then every hidden pair (3.4).
pub(super) fn visit_pair(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    visit_naked(geometry, position, 2, sink)?;
    visit_hidden(geometry, position, 2, sink)
}

/// Every naked triple (3.6), then every hidden triple (4.0).
pub(super) fn visit_triple(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    visit_naked(geometry, position, 3, sink)?;
    visit_hidden(geometry, position, 3, sink)
}

/// Every way to choose `size` of the first `n` indices, as bitmasks in increasing order.
fn choices(n: usize, size: usize) -> impl Iterator<Item = u16> {
    (0u16..1 << n).filter(move |mask| mask.count_ones() as usize == size)
}

/// The indices of the set bits of a choice.
fn chosen(choice: u16) -> impl Iterator<Item = usize> {
    (0..16).filter(move |i| choice >> i & 1 == 1)
}

fn visit_naked(
    geometry: &Geometry,
    position: &Position,
    size: usize,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    for house in geometry.houses() {
        let open: Vec<u8> = house
            .cells
            .iter()
            .copied()
            .filter(|&cell| position.candidates(usize::from(cell)) != 0)
            .collect();
        if open.len() <= size {
            continue;
        }
        for choice in choices(open.len(), size) {
            let cells: Vec<u8> = chosen(choice).map(|i| open[i]).collect();
            let union = cells
                .iter()
                .fold(0u16, |u, &cell| u | position.candidates(usize::from(cell)));
            if union.count_ones() as usize != size {
                continue;
            }
            let eliminations: Vec<(u8, u16)> = open
                .iter()
                .filter(|cell| !cells.contains(cell))
                .filter_map(|&cell| {
                    let removed = position.candidates(usize::from(cell)) & union;
                    (removed != 0).then_some((cell, removed))
                })
                .collect();
            if eliminations.is_empty() {
                continue;
            }
            let (technique, score) = if size == 2 {
                (Technique::NakedPair, 30)
            } else {
                (Technique::NakedTriple, 36)
            };
            let mut step = Found::new(technique, score);
            step.houses.push(house.house);
            step.cells = cells;
            step.digits = union;
            step.eliminations = eliminations;
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

fn visit_hidden(
    geometry: &Geometry,
    position: &Position,
    size: usize,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    for house in geometry.houses() {
        // Digits still open in the house, each with the mask of its places (bit i: cell i).
        let mut places = [0u16; 16];
        for (index, &cell) in house.cells.iter().enumerate() {
            let candidates = position.candidates(usize::from(cell));
            for (digit, slot) in places.iter_mut().enumerate() {
                if candidates >> digit & 1 == 1 {
                    *slot |= 1 << index;
                }
            }
        }
        let open: Vec<usize> = (0..geometry.size()).filter(|&d| places[d] != 0).collect();
        if open.len() <= size {
            continue;
        }
        for choice in choices(open.len(), size) {
            let digits: u16 = chosen(choice).fold(0, |m, i| m | 1 << open[i]);
            let cells_mask = chosen(choice).fold(0u16, |m, i| m | places[open[i]]);
            if cells_mask.count_ones() as usize != size {
                continue;
            }
            let cells: Vec<u8> = (0..house.cells.len())
                .filter(|&i| cells_mask >> i & 1 == 1)
                .map(|i| house.cells[i])
                .collect();
            let eliminations: Vec<(u8, u16)> = cells
                .iter()
                .filter_map(|&cell| {
                    let removed = position.candidates(usize::from(cell)) & !digits;
                    (removed != 0).then_some((cell, removed))
                })
                .collect();
            if eliminations.is_empty() {
                continue;
            }
            let (technique, score) = if size == 2 {
                (Technique::HiddenPair, 34)
            } else {
                (Technique::HiddenTriple, 40)
            };
            let mut step = Found::new(technique, score);
            step.houses.push(house.house);
            step.cells = cells;
            step.digits = digits;
            step.eliminations = eliminations;
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}
