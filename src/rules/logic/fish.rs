//! Fish over any of the variant's houses: n base houses whose places for a digit do not
//! overlap must each hold the digit once, so the digit fills n cells among them; when n
//! cover houses hold every one of those places, each cover's digit is one of them, and the
//! covers' other cells lose it. Rows and columns give the classic X-Wing, Swordfish and
//! Jellyfish; a diagonal, a window or a jigsaw region may be a base or a cover too.

use super::{Found, Position, Technique};
use crate::logic::visit::Sink;
use crate::rules::{Geometry, HouseCells};
use crate::shape::CellSet;
use std::ops::ControlFlow;

/// Every X-Wing (3.2): two bases, two covers.
pub(super) fn visit_x_wing(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    visit_fish(geometry, position, 2, sink)
}

/// Every Swordfish (3.8): three bases, three covers.
pub(super) fn visit_swordfish(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    visit_fish(geometry, position, 3, sink)
}

/// Every Jellyfish (5.2): four bases, four covers.
pub(super) fn visit_jellyfish(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    visit_fish(geometry, position, 4, sink)
}

/// The cells of a mask of cells, in order.
pub(super) fn cells_of(mask: CellSet) -> impl Iterator<Item = u8> {
    // A shape has at most 256 cells, so each fits a byte.
    mask.iter().map(|cell| cell as u8)
}

/// A house's places for a digit (bit `cell` set), given each cell's candidates.
fn places(house: &HouseCells, position: &Position, bit: u16) -> CellSet {
    house
        .cells
        .iter()
        .filter(|&&cell| position.candidates(usize::from(cell)) & bit != 0)
        .map(|&cell| usize::from(cell))
        .collect()
}

/// Digit by digit, each choice of bases, each set of covers that removes something.
fn visit_fish(
    geometry: &Geometry,
    position: &Position,
    size: usize,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let houses = geometry.houses();
    for digit in geometry.digits() {
        let bit = 1u16 << (digit - 1);
        let masks: Vec<CellSet> = houses.iter().map(|h| places(h, position, bit)).collect();
        // A base with more places than the fish's size is never covered by distinct lines
        // in the classic case and rarely otherwise; leaving them out keeps the search small.
        let bases: Vec<usize> = (0..houses.len())
            .filter(|&i| (2..=size).contains(&masks[i].len()))
            .collect();
        // Many choices of bases and covers remove the same cells: the first is sent alone.
        let mut sent: Vec<CellSet> = Vec::new();
        let sink = &mut |found: Found| {
            let removed = found
                .eliminations
                .iter()
                .map(|&(cell, _)| usize::from(cell))
                .collect();
            if sent.contains(&removed) {
                return ControlFlow::Continue(());
            }
            sent.push(removed);
            sink(found)
        };
        let mut chosen = Vec::with_capacity(size);
        choose_bases(
            &bases,
            &masks,
            size,
            0,
            CellSet::EMPTY,
            &mut chosen,
            &mut |base| covers_for(houses, &masks, base, size, digit, sink),
        )?;
    }
    ControlFlow::Continue(())
}

/// Chooses `size` bases with disjoint places (from `start` on) and hands each full choice
/// to `found`.
fn choose_bases(
    bases: &[usize],
    masks: &[CellSet],
    size: usize,
    start: usize,
    union: CellSet,
    chosen: &mut Vec<usize>,
    found: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if chosen.len() == size {
        return found(chosen);
    }
    for index in start..bases.len() {
        let house = bases[index];
        if masks[house].meets(union) {
            continue;
        }
        chosen.push(house);
        let result = choose_bases(
            bases,
            masks,
            size,
            index + 1,
            union | masks[house],
            chosen,
            found,
        );
        chosen.pop();
        result?;
    }
    ControlFlow::Continue(())
}

/// Each set of `size` covers (not bases) holding every place of the bases that takes the
/// digit from a cell outside the bases.
fn covers_for(
    houses: &[HouseCells],
    masks: &[CellSet],
    bases: &[usize],
    size: usize,
    digit: u8,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let base_places = bases.iter().fold(CellSet::EMPTY, |m, &b| m | masks[b]);
    let mut covers = Vec::with_capacity(size);
    cover_search(
        houses,
        masks,
        bases,
        base_places,
        size,
        &mut covers,
        &mut |covers| {
            let cover_places = covers.iter().fold(CellSet::EMPTY, |m, &c| m | masks[c]);
            let removed = cover_places.difference(base_places);
            if removed.is_empty() {
                return ControlFlow::Continue(());
            }
            let bit = 1u16 << (digit - 1);
            let mut step = Found::new(technique(size), score(size));
            // Bases, then covers: see `Step::fish_houses`.
            step.houses = bases
                .iter()
                .chain(covers.iter())
                .map(|&i| houses[i].house)
                .collect();
            step.cells = cells_of(base_places).collect();
            step.digits = bit;
            step.eliminations = cells_of(removed).map(|cell| (cell, bit)).collect();
            sink(step)
        },
    )
}

/// Covers the lowest uncovered place by each house through it, depth first, until `size`
/// covers hold every place, and hands each full cover to `done`.
fn cover_search(
    houses: &[HouseCells],
    masks: &[CellSet],
    bases: &[usize],
    uncovered: CellSet,
    size: usize,
    covers: &mut Vec<usize>,
    done: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let Some(cell) = uncovered.first() else {
        if covers.len() == size {
            return done(covers);
        }
        return ControlFlow::Continue(());
    };
    if covers.len() == size {
        return ControlFlow::Continue(());
    }
    for index in 0..houses.len() {
        if bases.contains(&index) || covers.contains(&index) || !masks[index].contains(cell) {
            continue;
        }
        covers.push(index);
        let found = cover_search(
            houses,
            masks,
            bases,
            uncovered.difference(masks[index]),
            size,
            covers,
            done,
        );
        covers.pop();
        found?;
    }
    ControlFlow::Continue(())
}

fn technique(size: usize) -> Technique {
    match size {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    }
}

/// Sudoku Explainer's weights, in tenths.
fn score(size: usize) -> u8 {
    match size {
        2 => 32,
        3 => 38,
        _ => 52,
    }
}
