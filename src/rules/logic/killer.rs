//! Killer techniques on single cages: a cage keeps only the digits of the combinations its
//! remaining sum allows in its cells (and a digit every combination holds, with one place in
//! the cage, goes there); a digit every combination holds whose places in the cage lie in
//! one house is taken from the rest of that house; and the other way round, a digit whose
//! places in a house all lie in one cage must be in the cage there.

use super::{Found, Position, Technique};
use crate::grid::House;
use crate::logic::visit::Sink;
use crate::rules::combos::combinations_of;
use crate::rules::{Geometry, SumCage as Cage};
use std::ops::ControlFlow;

/// What a cage can still hold: the union and the intersection of its combinations that fit
/// the candidates of its open cells, with those cells and their remaining sum.
struct CageOptions {
    open: Vec<u8>,
    remaining: u32,
    /// The combinations that fit the open cells' candidates.
    fitting: Vec<u16>,
    allowed: u16,
    required: u16,
}

fn options(geometry: &Geometry, cage: &Cage, position: &Position) -> Option<CageOptions> {
    let mut remaining = i32::from(cage.sum());
    let mut open = Vec::new();
    let mut union = 0u16;
    for &cell in cage.cells() {
        let value = position.value(usize::from(cell));
        if value == 0 {
            open.push(cell);
            union |= position.candidates(usize::from(cell));
        } else {
            remaining -= i32::from(value);
        }
    }
    if open.is_empty() || remaining <= 0 {
        return None;
    }
    let fitting: Vec<u16> = combinations_of(geometry.size(), open.len(), remaining as u32)
        .iter()
        .copied()
        .filter(|&combo| {
            combo & !union == 0
                && open
                    .iter()
                    .all(|&cell| position.candidates(usize::from(cell)) & combo != 0)
        })
        .collect();
    let allowed = fitting.iter().fold(0u16, |all, &combo| all | combo);
    let required = fitting.iter().fold(u16::MAX, |all, &combo| all & combo);
    (allowed != 0).then_some(CageOptions {
        open,
        remaining: remaining as u32,
        fitting,
        allowed,
        required,
    })
}

/// Cage combinations (1.5), cage by cage.
pub(super) fn visit_cage_combinations(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    for cage in geometry.cages() {
        let Some(options) = options(geometry, cage, position) else {
            continue;
        };
        let placement = super::digits_of(options.required).find_map(|digit| {
            let bit = 1u16 << (digit - 1);
            let mut places = options
                .open
                .iter()
                .filter(|&&cell| position.candidates(usize::from(cell)) & bit != 0);
            match (places.next(), places.next()) {
                (Some(&cell), None) => Some((cell, digit)),
                _ => None,
            }
        });
        // A cage with one open cell (a one-cell cage, or the last cell of a cage) places its
        // digit in one step: what else that cell could hold goes with the placement.
        let placed_alone = placement.filter(|_| options.open.len() == 1);
        let eliminations: Vec<(u8, u16)> = options
            .open
            .iter()
            .filter(|&&cell| placed_alone.is_none_or(|(placed, _)| placed != cell))
            .filter_map(|&cell| {
                let removed = position.candidates(usize::from(cell)) & !options.allowed;
                (removed != 0).then_some((cell, removed))
            })
            .collect();
        if eliminations.is_empty() && placement.is_none() {
            continue;
        }
        let mut step = Found::new(Technique::CageCombinations, 15);
        step.cells = options.open;
        step.digits = options.allowed;
        step.sum = u8::try_from(options.remaining).ok();
        step.eliminations = eliminations;
        step.placements.extend(placement);
        sink(step)?;
    }
    ControlFlow::Continue(())
}

/// Cage and house (2.8): each cage, each digit it must hold, each house holding its places.
pub(super) fn visit_cage_house(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    for cage in geometry.cages() {
        let Some(options) = options(geometry, cage, position) else {
            continue;
        };
        for digit in super::digits_of(options.required) {
            let bit = 1u16 << (digit - 1);
            let places: Vec<u8> = options
                .open
                .iter()
                .copied()
                .filter(|&cell| position.candidates(usize::from(cell)) & bit != 0)
                .collect();
            let Some(&first) = places.first() else {
                continue;
            };
            for &house_index in geometry.houses_of(usize::from(first)) {
                let house = &geometry.houses()[usize::from(house_index)];
                if !places.iter().all(|cell| house.cells.contains(cell)) {
                    continue;
                }
                let eliminations: Vec<(u8, u16)> = house
                    .cells
                    .iter()
                    .filter(|&&cell| {
                        !cage.cells().contains(&cell)
                            && position.candidates(usize::from(cell)) & bit != 0
                    })
                    .map(|&cell| (cell, bit))
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                sink(cage_and_house(
                    Technique::CageHouse,
                    house.house,
                    places.clone(),
                    bit,
                    cage,
                    eliminations,
                ))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// House and cage (2.8): a digit whose places in a house all lie in one cage must be in
/// that cage, at one of those places; so the cage's other cells lose it, and the cage keeps
/// only the digits of its combinations that hold it. House by house, digits from 1.
pub(super) fn visit_house_cage(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    for house in geometry.houses() {
        for digit in geometry.digits() {
            let bit = 1u16 << (digit - 1);
            let places: Vec<u8> = house
                .cells
                .iter()
                .copied()
                .filter(|&cell| position.candidates(usize::from(cell)) & bit != 0)
                .collect();
            let Some(cage_index) = places
                .first()
                .and_then(|&first| geometry.cage_of(usize::from(first)))
            else {
                continue;
            };
            if places
                .iter()
                .any(|&cell| geometry.cage_of(usize::from(cell)) != Some(cage_index))
            {
                continue;
            }
            let cage = &geometry.cages()[cage_index];
            let Some(options) = options(geometry, cage, position) else {
                continue;
            };
            let with_digit = options
                .fitting
                .iter()
                .filter(|&&combo| combo & bit != 0)
                .fold(0, |all, &combo| all | combo);
            let eliminations: Vec<(u8, u16)> = options
                .open
                .iter()
                .filter_map(|&cell| {
                    let candidates = position.candidates(usize::from(cell));
                    let mut removed = candidates & !with_digit;
                    if !places.contains(&cell) {
                        removed |= candidates & bit;
                    }
                    (removed != 0).then_some((cell, removed))
                })
                .collect();
            if eliminations.is_empty() {
                continue;
            }
            sink(cage_and_house(
                Technique::HouseCage,
                house.house,
                places,
                bit,
                cage,
                eliminations,
            ))?;
        }
    }
    ControlFlow::Continue(())
}

/// A step of cage and house, either way (2.8): a digit's places where a cage meets a house.
fn cage_and_house(
    technique: Technique,
    house: House,
    places: Vec<u8>,
    bit: u16,
    cage: &Cage,
    eliminations: Vec<(u8, u16)>,
) -> Found {
    let mut step = Found::new(technique, 28);
    step.houses.push(house);
    step.cells = places;
    step.digits = bit;
    step.sum = Some(cage.sum());
    step.eliminations = eliminations;
    step
}
