//! Fish over any of the variant's houses: n base houses whose places for a digit do not
//! overlap must each hold the digit once, so the digit fills n cells among them; when n
//! cover houses hold every one of those places, each cover's digit is one of them, and the
//! covers' other cells lose it. Rows and columns give the classic X-Wing, Swordfish and
//! Jellyfish; a diagonal, a window or a jigsaw region may be a base or a cover too.

use super::{Found, Position, Technique};
use crate::grid::CELLS;
use crate::logic::visit::Sink;
use crate::variant::{HouseCells, Puzzle};
use std::ops::ControlFlow;

/// Every X-Wing (3.2): two bases, two covers.
pub(super) fn visit_x_wing(
    puzzle: &Puzzle,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    visit_fish(puzzle, position, 2, sink)
}

/// Every Swordfish (3.8): three bases, three covers.
pub(super) fn visit_swordfish(
    puzzle: &Puzzle,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    visit_fish(puzzle, position, 3, sink)
}

/// Every Jellyfish (5.2): four bases, four covers.
pub(super) fn visit_jellyfish(
    puzzle: &Puzzle,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    visit_fish(puzzle, position, 4, sink)
}

/// The cells of a mask of cells, in order.
pub(super) fn cells_of(mask: u128) -> impl Iterator<Item = u8> {
    (0..CELLS as u8).filter(move |&cell| mask >> cell & 1 == 1)
}

/// A house's places for a digit (bit `cell` set), given each cell's candidates.
fn places(house: &HouseCells, position: &Position, bit: u16) -> u128 {
    house
        .cells
        .iter()
        .filter(|&&cell| position.candidates(usize::from(cell)) & bit != 0)
        .fold(0u128, |mask, &cell| mask | 1 << cell)
}

/// Digit by digit, each choice of bases, each set of covers that removes something.
fn visit_fish(
    puzzle: &Puzzle,
    position: &Position,
    size: usize,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let houses = puzzle.geometry().houses();
    for digit in 1..=9u8 {
        let bit = 1u16 << (digit - 1);
        let masks: Vec<u128> = houses.iter().map(|h| places(h, position, bit)).collect();
        // A base with more places than the fish's size is never covered by distinct lines
        // in the classic case and rarely otherwise; leaving them out keeps the search small.
        let bases: Vec<usize> = (0..houses.len())
            .filter(|&i| (2..=size as u32).contains(&masks[i].count_ones()))
            .collect();
        // Many choices of bases and covers remove the same cells: the first is sent alone.
        let mut sent: Vec<u128> = Vec::new();
        let sink = &mut |found: Found| {
            let removed = found
                .eliminations
                .iter()
                .fold(0u128, |mask, &(cell, _)| mask | 1 << cell);
            if sent.contains(&removed) {
                return ControlFlow::Continue(());
            }
            sent.push(removed);
            sink(found)
        };
        let mut chosen = Vec::with_capacity(size);
        choose_bases(&bases, &masks, size, 0, 0, &mut chosen, &mut |base| {
            covers_for(houses, &masks, base, size, digit, sink)
        })?;
    }
    ControlFlow::Continue(())
}

/// Chooses `size` bases with disjoint places (from `start` on) and hands each full choice
/// to `found`.
fn choose_bases(
    bases: &[usize],
    masks: &[u128],
    size: usize,
    start: usize,
    union: u128,
    chosen: &mut Vec<usize>,
    found: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if chosen.len() == size {
        return found(chosen);
    }
    for index in start..bases.len() {
        let house = bases[index];
        if masks[house] & union != 0 {
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
    masks: &[u128],
    bases: &[usize],
    size: usize,
    digit: u8,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let base_places = bases.iter().fold(0u128, |m, &b| m | masks[b]);
    let mut covers = Vec::with_capacity(size);
    cover_search(
        houses,
        masks,
        bases,
        base_places,
        size,
        &mut covers,
        &mut |covers| {
            let cover_places = covers.iter().fold(0u128, |m, &c| m | masks[c]);
            let removed = cover_places & !base_places;
            if removed == 0 {
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
    masks: &[u128],
    bases: &[usize],
    uncovered: u128,
    size: usize,
    covers: &mut Vec<usize>,
    done: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if uncovered == 0 {
        if covers.len() == size {
            return done(covers);
        }
        return ControlFlow::Continue(());
    }
    if covers.len() == size {
        return ControlFlow::Continue(());
    }
    let cell = uncovered.trailing_zeros() as usize;
    for index in 0..houses.len() {
        if bases.contains(&index) || covers.contains(&index) || masks[index] >> cell & 1 == 0 {
            continue;
        }
        covers.push(index);
        let found = cover_search(
            houses,
            masks,
            bases,
            uncovered & !masks[index],
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
