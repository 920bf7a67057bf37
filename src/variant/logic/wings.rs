//! XY-Wing over the variant's peers: a cell holding only X and Y sees one cell holding only
//! X and Z and another holding only Y and Z. Whichever the first cell takes, one of the two
//! others is Z, so a cell seeing both of them cannot be Z.

use super::{Found, Position, Technique};
use crate::grid::CELLS;
use crate::variant::Puzzle;

/// An XY-Wing (4.2).
pub(super) fn xy_wing(puzzle: &Puzzle, position: &Position) -> Option<Found> {
    let geometry = puzzle.geometry();
    let pairs: Vec<usize> = (0..CELLS)
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
                let eliminations: Vec<(u8, u16)> = (0..CELLS)
                    .filter(|&cell| {
                        cell != pivot
                            && position.candidates(cell) & z != 0
                            && geometry.sees(cell, a)
                            && geometry.sees(cell, b)
                    })
                    .map(|cell| (cell as u8, z))
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                let mut step = Found::new(Technique::XYWing, 42);
                step.cells = vec![pivot as u8, a as u8, b as u8];
                step.digits = z;
                step.eliminations = eliminations;
                return Some(step);
            }
        }
    }
    None
}
