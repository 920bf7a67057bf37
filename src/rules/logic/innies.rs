//! The rule of 45: a house's digits add up to 45, so once the cages lying wholly inside it
//! are taken away, the cells left (innies) add up to what remains; and the cells outside it of
//! the cages that cross it (outies) add up to those cages' sums less the innies'. A small
//! set of innies or outies with a known sum is then treated like a cage of its own.

use super::{Found, Position, Technique};
use crate::grid::House;
use crate::logic::visit::Sink;
use crate::rules::Geometry;
use crate::shape::CellSet;
use std::ops::ControlFlow;

/// Innie or outie sets larger than this are left alone: they rarely remove anything.
const MAX_CELLS: usize = 4;

/// The rule of 45 on each row, column or box (3.0).
pub(super) fn visit_one_house(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    if geometry.cages().is_empty() {
        return ControlFlow::Continue(());
    }
    let houses = geometry
        .houses()
        .iter()
        .filter(|house| matches!(house.house, House::Row(_) | House::Col(_) | House::Box(_)));
    for house in houses {
        let cells = CellSet::of_bytes(&house.cells);
        let area = (&[house.house][..], cells);
        rule_of_45(geometry, position, area, Technique::RuleOf45, 30, sink)?;
    }
    ControlFlow::Continue(())
}

/// The rule of 45 on each two adjacent rows, columns or boxes (3.8).
pub(super) fn visit_two_houses(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let technique = Technique::RuleOf45TwoHouses;
    visit_areas(geometry, position, &[2], (technique, 38), sink)
}

/// The rule of 45 on each three or four adjacent rows or columns, or square of four boxes
/// (5.0).
pub(super) fn visit_several_houses(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let technique = Technique::RuleOf45SeveralHouses;
    visit_areas(geometry, position, &[3, 4], (technique, 50), sink)
}

/// The rule of 45 on each area of `sizes` adjacent houses: runs of rows and of columns, and
/// boxes side by side (two) or in a square (four).
fn visit_areas(
    geometry: &Geometry,
    position: &Position,
    sizes: &[usize],
    (technique, score): (Technique, u8),
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    if geometry.cages().is_empty() {
        return ControlFlow::Continue(());
    }
    let houses = geometry.houses();
    let lines = |kind: fn(&House) -> bool| -> Vec<(House, CellSet)> {
        houses
            .iter()
            .filter(|h| kind(&h.house))
            .map(|h| (h.house, CellSet::of_bytes(&h.cells)))
            .collect()
    };
    let rows = lines(|h| matches!(h, House::Row(_)));
    let cols = lines(|h| matches!(h, House::Col(_)));
    let boxes = lines(|h| matches!(h, House::Box(_)));
    let mut groups: Vec<Vec<(House, CellSet)>> = Vec::new();
    for &size in sizes {
        for line in [&rows, &cols] {
            groups.extend(line.windows(size).map(<[_]>::to_vec));
        }
        if boxes.len() == 9 {
            let side_by_side = (0..9).filter(|b| b % 3 != 2).map(|b| vec![b, b + 1]);
            let above = (0..6).map(|b| vec![b, b + 3]);
            let squares = [0, 1, 3, 4].map(|b| vec![b, b + 1, b + 3, b + 4]);
            let shapes: Vec<Vec<usize>> = match size {
                2 => side_by_side.chain(above).collect(),
                4 => squares.to_vec(),
                _ => Vec::new(),
            };
            groups.extend(
                shapes
                    .iter()
                    .map(|shape| shape.iter().map(|&b| boxes[b]).collect()),
            );
        }
    }
    for group in &groups {
        let cells = group.iter().fold(CellSet::EMPTY, |m, h| m | h.1);
        let names: Vec<House> = group.iter().map(|h| h.0).collect();
        rule_of_45(geometry, position, (&names, cells), technique, score, sink)?;
    }
    ControlFlow::Continue(())
}

/// Innies, then outies, of the area `cells` made of `houses`.
fn rule_of_45(
    geometry: &Geometry,
    position: &Position,
    (houses, cells): (&[House], CellSet),
    technique: Technique,
    score: u8,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let mut inside_sum = 0u32;
    let mut crossing_sum = 0u32;
    let mut covered = CellSet::EMPTY;
    let mut outies = CellSet::EMPTY;
    for cage in geometry.cages() {
        let mask = CellSet::of_bytes(cage.cells());
        if mask.is_subset(cells) {
            inside_sum += u32::from(cage.sum());
            covered |= mask;
        } else if mask.meets(cells) {
            crossing_sum += u32::from(cage.sum());
            outies |= mask.difference(cells);
        }
    }
    let innies = cells.difference(covered);
    let size = geometry.size() as u32;
    let area_sum = size * (size + 1) / 2 * houses.len() as u32;
    let Some(innie_sum) = area_sum.checked_sub(inside_sum) else {
        return ControlFlow::Continue(());
    };
    let every_innie_caged = innies.iter().all(|cell| geometry.cage_of(cell).is_some());
    let mut candidates = vec![(innies, innie_sum)];
    if every_innie_caged && let Some(outie_sum) = crossing_sum.checked_sub(innie_sum) {
        candidates.push((outies, outie_sum));
    }
    for (set, sum) in candidates {
        if set.is_empty() {
            continue;
        }
        let members: Vec<u8> = super::fish::cells_of(set).collect();
        let placed: u32 = members
            .iter()
            .map(|&c| u32::from(position.value(usize::from(c))))
            .sum();
        let open: Vec<u8> = members
            .iter()
            .copied()
            .filter(|&c| position.value(usize::from(c)) == 0)
            .collect();
        if open.is_empty() || open.len() > MAX_CELLS {
            continue;
        }
        let Some(remaining) = sum.checked_sub(placed) else {
            continue;
        };
        let possible = possible_digits(geometry, position, &open, remaining);
        let eliminations: Vec<(u8, u16)> = open
            .iter()
            .zip(&possible)
            .filter_map(|(&cell, &keep)| {
                let removed = position.candidates(usize::from(cell)) & !keep;
                (removed != 0).then_some((cell, removed))
            })
            .collect();
        if eliminations.is_empty() {
            continue;
        }
        let mut step = Found::new(technique, score);
        step.houses = houses.to_vec();
        step.digits = possible.iter().fold(0, |m, &p| m | p);
        step.cells = open;
        step.sum = u8::try_from(remaining).ok();
        step.eliminations = eliminations;
        sink(step)?;
    }
    ControlFlow::Continue(())
}

/// For each cell, the candidates that take part in some filling of `cells` adding up to
/// `sum` in which cells that see each other differ.
fn possible_digits(geometry: &Geometry, position: &Position, cells: &[u8], sum: u32) -> Vec<u16> {
    fn go(
        geometry: &Geometry,
        position: &Position,
        cells: &[u8],
        chosen: &mut Vec<u8>,
        left: u32,
        possible: &mut [u16],
    ) {
        let index = chosen.len();
        let Some(&cell) = cells.get(index) else {
            if left == 0 {
                for (slot, &digit) in possible.iter_mut().zip(chosen.iter()) {
                    *slot |= 1 << (digit - 1);
                }
            }
            return;
        };
        for digit in super::digits_of(position.candidates(usize::from(cell))) {
            if u32::from(digit) > left {
                break;
            }
            let clashes = chosen.iter().zip(cells).any(|(&other_digit, &other)| {
                other_digit == digit && geometry.sees(usize::from(cell), usize::from(other))
            });
            if clashes {
                continue;
            }
            chosen.push(digit);
            go(
                geometry,
                position,
                cells,
                chosen,
                left - u32::from(digit),
                possible,
            );
            chosen.pop();
        }
    }
    let mut possible = vec![0u16; cells.len()];
    go(
        geometry,
        position,
        cells,
        &mut Vec::new(),
        sum,
        &mut possible,
    );
    possible
}
