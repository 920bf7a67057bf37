//! The houses of a variant (rows, columns, boxes or regions, diagonals, windows), each
//! cell's houses and peers, and the checks that regions, cages and givens are sound.

use super::{Cage, Kind, VariantError};
use crate::grid::{CELLS, Grid, House, cell_at};
use crate::rules::combos;
use crate::rules::{Geometry, HouseCells};

impl Geometry {
    /// The geometry of a kind with these regions (used for Jigsaw, else the boxes) and cages.
    pub fn new(kind: Kind, regions: &[u8; CELLS], cages: &[Cage]) -> Geometry {
        let mut houses = Vec::with_capacity(31);
        for i in 0..9u8 {
            houses.push(HouseCells {
                house: House::Row(i),
                cells: (0..9).map(|j| i * 9 + j).collect(),
            });
        }
        for i in 0..9u8 {
            houses.push(HouseCells {
                house: House::Col(i),
                cells: (0..9).map(|j| j * 9 + i).collect(),
            });
        }
        for region in 0..9u8 {
            let cells = (0..CELLS as u8)
                .filter(|&cell| regions[usize::from(cell)] == region)
                .collect();
            let house = if kind == Kind::Jigsaw {
                House::Region(region)
            } else {
                House::Box(region)
            };
            houses.push(HouseCells { house, cells });
        }
        match kind {
            Kind::X => {
                houses.push(HouseCells {
                    house: House::Diagonal,
                    cells: (0..9).map(|i| i * 10).collect(),
                });
                houses.push(HouseCells {
                    house: House::AntiDiagonal,
                    cells: (0..9).map(|i| i * 8 + 8).collect(),
                });
            }
            Kind::Windoku => {
                for window in 0..4u8 {
                    let top = 1 + 4 * usize::from(window / 2);
                    let left = 1 + 4 * usize::from(window % 2);
                    houses.push(HouseCells {
                        house: House::Window(window),
                        cells: (0..9)
                            .map(|i| cell_at(top + i / 3, left + i % 3) as u8)
                            .collect(),
                    });
                }
            }
            Kind::Classic | Kind::Jigsaw | Kind::Killer => {}
        }
        Geometry::of_houses(9, houses, &[], cages.to_vec())
    }

    /// Fails when two givens share a digit in a house or in a cage.
    pub fn check_givens(&self, givens: &Grid, cages: &[Cage]) -> Result<(), VariantError> {
        for house in self.houses() {
            if let Some((digit, cells)) = repeat_in(givens, &house.cells) {
                return Err(VariantError::Clash {
                    digit,
                    house: house.house,
                    cells,
                });
            }
        }
        for cage in cages {
            if let Some((digit, cells)) = repeat_in(givens, cage.cells()) {
                return Err(VariantError::CageRepeat {
                    digit,
                    first_cell: cage.first_cell(),
                    cells,
                });
            }
        }
        Ok(())
    }
}

/// The first digit `cells` hold twice among the givens, with two cells holding it.
fn repeat_in(givens: &Grid, cells: &[u8]) -> Option<(u8, [usize; 2])> {
    let mut first_seen = [usize::MAX; 10];
    for &cell in cells {
        let cell = usize::from(cell);
        let digit = givens.get(cell);
        if digit == 0 {
            continue;
        }
        let previous = first_seen[usize::from(digit)];
        if previous != usize::MAX {
            return Some((digit, [previous, cell]));
        }
        first_seen[usize::from(digit)] = cell;
    }
    None
}

/// Whether a set of cells is joined side to side into one piece.
pub(super) fn is_connected(cells: u128) -> bool {
    if cells == 0 {
        return true;
    }
    let mut reached = 1u128 << cells.trailing_zeros();
    loop {
        let grown = reached | neighbours(reached) & cells;
        if grown == reached {
            return reached == cells;
        }
        reached = grown;
    }
}

/// The cells next to (above, below, left or right of) any cell of a set.
pub(super) fn neighbours(cells: u128) -> u128 {
    const GRID: u128 = (1u128 << CELLS) - 1;
    // Columns 0 and 8, so shifting sideways does not wrap to the next row.
    const LEFT_COLUMN: u128 = {
        let mut mask = 0u128;
        let mut row = 0;
        while row < 9 {
            mask |= 1 << (row * 9);
            row += 1;
        }
        mask
    };
    const RIGHT_COLUMN: u128 = LEFT_COLUMN << 8;
    ((cells << 9) | (cells >> 9) | ((cells & !RIGHT_COLUMN) << 1) | ((cells & !LEFT_COLUMN) >> 1))
        & GRID
}

/// Fails unless `regions` makes nine connected regions of nine cells (ids 0..9).
pub(super) fn check_regions(regions: &[u8; CELLS]) -> Result<(), VariantError> {
    let mut sets = [0u128; 9];
    for (cell, &region) in regions.iter().enumerate() {
        let Some(set) = sets.get_mut(usize::from(region)) else {
            return Err(VariantError::BadRegionId {
                cell,
                found: char::from_digit(u32::from(region) + 1, 36).unwrap_or('?'),
            });
        };
        *set |= 1 << cell;
    }
    for (region, &set) in sets.iter().enumerate() {
        if set.count_ones() != 9 {
            return Err(VariantError::RegionSize {
                region: region as u8,
                size: set.count_ones() as usize,
            });
        }
    }
    for (region, &set) in sets.iter().enumerate() {
        if !is_connected(set) {
            return Err(VariantError::DisconnectedRegion {
                region: region as u8,
            });
        }
    }
    Ok(())
}

/// Checks and sorts cages given as cells and sums: each cell in the grid and in one cage at
/// most, each cage connected with a sum its size can make.
pub(super) fn check_cages(cages: Vec<(Vec<usize>, u32)>) -> Result<Vec<Cage>, VariantError> {
    let mut taken = 0u128;
    let mut checked = Vec::with_capacity(cages.len());
    for (mut cells, sum) in cages {
        cells.sort_unstable();
        cells.dedup();
        let Some(&first_cell) = cells.first() else {
            return Err(VariantError::EmptyCage);
        };
        let mut set = 0u128;
        for &cell in &cells {
            if cell >= CELLS {
                return Err(VariantError::CellOutsideGrid { cell });
            }
            if taken >> cell & 1 == 1 {
                return Err(VariantError::CellInTwoCages { cell });
            }
            set |= 1 << cell;
        }
        taken |= set;
        if !is_connected(set) {
            return Err(VariantError::DisconnectedCage { first_cell });
        }
        if combos::combinations(cells.len(), sum).is_empty() {
            return Err(VariantError::ImpossibleSum {
                first_cell,
                size: cells.len(),
                sum,
            });
        }
        // Cells are below 81 (checked above), so they fit a byte, and a sum its size
        // can make is at most 45.
        checked.push(Cage::new(
            cells.iter().map(|&cell| cell as u8).collect(),
            sum as u8,
        ));
    }
    checked.sort_unstable_by_key(Cage::first_cell);
    Ok(checked)
}
