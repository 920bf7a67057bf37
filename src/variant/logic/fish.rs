//! Fish over any of the variant's houses: n base houses whose places for a digit do not
//! overlap must each hold the digit once, so the digit fills n cells among them; when n
//! cover houses hold every one of those places, each cover's digit is one of them, and the
//! covers' other cells lose it. Rows and columns give the classic X-Wing, Swordfish and
//! Jellyfish; a diagonal, a window or a jigsaw region may be a base or a cover too.

use super::{Found, Position, Technique};
use crate::grid::CELLS;
use crate::variant::{HouseCells, Puzzle};

/// An X-Wing (3.2): two bases, two covers.
pub(super) fn x_wing(puzzle: &Puzzle, position: &Position) -> Option<Found> {
    fish(puzzle, position, 2)
}

/// A Swordfish (3.8): three bases, three covers.
pub(super) fn swordfish(puzzle: &Puzzle, position: &Position) -> Option<Found> {
    fish(puzzle, position, 3)
}

/// A Jellyfish (5.2): four bases, four covers.
pub(super) fn jellyfish(puzzle: &Puzzle, position: &Position) -> Option<Found> {
    fish(puzzle, position, 4)
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

fn fish(puzzle: &Puzzle, position: &Position, size: usize) -> Option<Found> {
    let houses = puzzle.geometry().houses();
    for digit in 1..=9u8 {
        let bit = 1u16 << (digit - 1);
        let masks: Vec<u128> = houses.iter().map(|h| places(h, position, bit)).collect();
        // A base with more places than the fish's size is never covered by distinct lines
        // in the classic case and rarely otherwise; leaving them out keeps the search small.
        let bases: Vec<usize> = (0..houses.len())
            .filter(|&i| (2..=size as u32).contains(&masks[i].count_ones()))
            .collect();
        let mut chosen = Vec::with_capacity(size);
        if let Some(found) = choose_bases(&bases, &masks, size, 0, 0, &mut chosen, &mut |base| {
            covers_for(houses, &masks, base, size, digit)
        }) {
            return Some(found);
        }
    }
    None
}

/// Chooses `size` bases with disjoint places (from `start` on) and asks `found` about each
/// full choice.
fn choose_bases(
    bases: &[usize],
    masks: &[u128],
    size: usize,
    start: usize,
    union: u128,
    chosen: &mut Vec<usize>,
    found: &mut dyn FnMut(&[usize]) -> Option<Found>,
) -> Option<Found> {
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
        if result.is_some() {
            return result;
        }
    }
    None
}

/// A set of `size` covers (not bases) holding every place of the bases that takes the digit
/// from a cell outside the bases.
fn covers_for(
    houses: &[HouseCells],
    masks: &[u128],
    bases: &[usize],
    size: usize,
    digit: u8,
) -> Option<Found> {
    let base_places = bases.iter().fold(0u128, |m, &b| m | masks[b]);
    let mut covers = Vec::with_capacity(size);
    let mut result = None;
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
                return false;
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
            result = Some(step);
            true
        },
    );
    result
}

/// Covers the lowest uncovered place by each house through it, depth first, until `size`
/// covers hold every place; `done` says whether a full cover gave a step.
fn cover_search(
    houses: &[HouseCells],
    masks: &[u128],
    bases: &[usize],
    uncovered: u128,
    size: usize,
    covers: &mut Vec<usize>,
    done: &mut dyn FnMut(&[usize]) -> bool,
) -> bool {
    if uncovered == 0 {
        return covers.len() == size && done(covers);
    }
    if covers.len() == size {
        return false;
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
        if found {
            return true;
        }
    }
    false
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
