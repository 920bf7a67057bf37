//! Wings over the variant's peers. XY-Wing: a cell holding only X and Y sees one cell
//! holding only X and Z and another holding only Y and Z; whichever the first cell takes,
//! one of the two others is Z, so a cell seeing both of them cannot be Z. XYZ-Wing: the same
//! with a pivot holding X, Y and Z, which a cell must also see. W-Wing: two cells holding
//! only X and Y, and a house where X has just two places, one seeing each; one of those
//! places is X, so one of the two cells is Y, and a cell seeing both cannot be Y.

use super::{Found, Position, Technique};
use crate::logic::visit::Sink;
use crate::rules::Geometry;
use std::ops::ControlFlow;

/// Every XY-Wing (4.2), pivot by pivot.
pub(super) fn visit_xy_wing(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let pairs: Vec<usize> = (0..position.cell_count())
        .filter(|&cell| position.candidates(cell).count_ones() == 2)
        .collect();
    for &pivot in &pairs {
        let xy = position.candidates(pivot);
        let wings: Vec<usize> = pairs
            .iter()
            .copied()
            .filter(|&wing| {
                let shared = position.candidates(wing) & xy;
                wing != pivot && geometry.sees(pivot, wing) && shared.count_ones() == 1
            })
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let (ca, cb) = (position.candidates(a), position.candidates(b));
                let z = ca & cb & !xy;
                if z == 0 || ca == cb || (ca | cb) & xy != xy {
                    continue;
                }
                let eliminations = seeing_all(geometry, position, &[a, b], pivot, z);
                if eliminations.is_empty() {
                    continue;
                }
                let mut step = Found::new(Technique::XYWing, 42);
                step.cells = vec![pivot as u8, a as u8, b as u8];
                step.digits = z;
                step.eliminations = eliminations;
                sink(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Every XYZ-Wing (4.4), pivot by pivot.
pub(super) fn visit_xyz_wing(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    for pivot in 0..position.cell_count() {
        let xyz = position.candidates(pivot);
        if xyz.count_ones() != 3 {
            continue;
        }
        let wings: Vec<usize> = geometry
            .peers(pivot)
            .iter()
            .map(|&cell| usize::from(cell))
            .filter(|&cell| {
                let c = position.candidates(cell);
                c.count_ones() == 2 && c & !xyz == 0
            })
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let (ca, cb) = (position.candidates(a), position.candidates(b));
                let z = ca & cb;
                if ca == cb || z.count_ones() != 1 {
                    continue;
                }
                let eliminations = seeing_all(geometry, position, &[pivot, a, b], pivot, z);
                if eliminations.is_empty() {
                    continue;
                }
                let mut step = Found::new(Technique::XYZWing, 44);
                step.cells = vec![pivot as u8, a as u8, b as u8];
                step.digits = z;
                step.eliminations = eliminations;
                sink(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Every W-Wing (6.0, as the classic one is weighed).
pub(super) fn visit_w_wing(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let pairs: Vec<usize> = (0..position.cell_count())
        .filter(|&cell| position.candidates(cell).count_ones() == 2)
        .collect();
    for (i, &first) in pairs.iter().enumerate() {
        let xy = position.candidates(first);
        for &second in &pairs[i + 1..] {
            if position.candidates(second) != xy || geometry.sees(first, second) {
                continue;
            }
            for x in super::digits_of(xy) {
                let x_bit = 1u16 << (x - 1);
                let y_bit = xy & !x_bit;
                let eliminations = seeing_all(geometry, position, &[first, second], first, y_bit);
                if eliminations.is_empty() {
                    continue;
                }
                for house in geometry.houses() {
                    let places: Vec<usize> = house
                        .cells
                        .iter()
                        .map(|&cell| usize::from(cell))
                        .filter(|&cell| position.candidates(cell) & x_bit != 0)
                        .collect();
                    let [p, q] = places[..] else {
                        continue;
                    };
                    let linked = |a: usize, b: usize| {
                        a != first
                            && b != second
                            && a != second
                            && b != first
                            && geometry.sees(a, first)
                            && geometry.sees(b, second)
                    };
                    if !(linked(p, q) || linked(q, p)) {
                        continue;
                    }
                    let mut step = Found::new(Technique::WWing, 60);
                    step.houses = vec![house.house];
                    step.cells = vec![first as u8, second as u8, p as u8, q as u8];
                    step.digits = xy;
                    step.eliminations = eliminations.clone();
                    sink(step)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The cells other than `cells` and `besides` that see every one of `cells` and hold a digit
/// of `digits`, each losing those digits.
fn seeing_all(
    geometry: &Geometry,
    position: &Position,
    cells: &[usize],
    besides: usize,
    digits: u16,
) -> Vec<(u8, u16)> {
    (0..position.cell_count())
        .filter(|&cell| {
            cell != besides
                && !cells.contains(&cell)
                && position.candidates(cell) & digits != 0
                && cells.iter().all(|&other| geometry.sees(cell, other))
        })
        .map(|cell| (cell as u8, digits))
        .collect()
}
