//! The houses of a variant (rows, columns, boxes or regions, diagonals, windows), each
//! cell's houses and peers, and the checks that regions, cages and givens are sound.

use super::{Cage, Kind, VariantError, combos};
use crate::grid::{CELLS, Grid, House, cell_at};

/// A house and its nine cells in reading order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct HouseCells {
    /// Which house.
    pub house: House,
    /// Its cells.
    pub cells: [u8; 9],
}

/// Marks a cell outside every cage in the table behind [`Geometry::cage_of`].
const NO_CAGE: u8 = u8::MAX;

/// The houses of a puzzle and, for each cell, its houses and its peers (cells that may not
/// share its digit: house mates and cage mates).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Geometry {
    houses: Vec<HouseCells>,
    houses_of: Vec<Vec<u8>>,
    peers: Vec<Vec<u8>>,
    cage_of: [u8; CELLS],
}

impl Geometry {
    /// The geometry of a kind with these regions (used for Jigsaw, else the boxes) and cages.
    pub fn new(kind: Kind, regions: &[u8; CELLS], cages: &[Cage]) -> Geometry {
        let mut houses = Vec::with_capacity(31);
        for i in 0..9u8 {
            houses.push(HouseCells {
                house: House::Row(i),
                cells: std::array::from_fn(|j| i * 9 + j as u8),
            });
        }
        for i in 0..9u8 {
            houses.push(HouseCells {
                house: House::Col(i),
                cells: std::array::from_fn(|j| j as u8 * 9 + i),
            });
        }
        for region in 0..9u8 {
            let mut cells = [0u8; 9];
            let members = (0..CELLS as u8).filter(|&cell| regions[usize::from(cell)] == region);
            for (slot, cell) in cells.iter_mut().zip(members) {
                *slot = cell;
            }
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
                    cells: std::array::from_fn(|i| (i * 10) as u8),
                });
                houses.push(HouseCells {
                    house: House::AntiDiagonal,
                    cells: std::array::from_fn(|i| (i * 8 + 8) as u8),
                });
            }
            Kind::Windoku => {
                for window in 0..4u8 {
                    let top = 1 + 4 * usize::from(window / 2);
                    let left = 1 + 4 * usize::from(window % 2);
                    houses.push(HouseCells {
                        house: House::Window(window),
                        cells: std::array::from_fn(|i| cell_at(top + i / 3, left + i % 3) as u8),
                    });
                }
            }
            Kind::Classic | Kind::Jigsaw | Kind::Killer => {}
        }
        let mut houses_of = vec![Vec::new(); CELLS];
        let mut peer_sets = [0u128; CELLS];
        for (index, house) in houses.iter().enumerate() {
            let mask = house.cells.iter().fold(0u128, |m, &c| m | 1 << c);
            for &cell in &house.cells {
                houses_of[usize::from(cell)].push(index as u8);
                peer_sets[usize::from(cell)] |= mask;
            }
        }
        let mut cage_of = [NO_CAGE; CELLS];
        for (index, cage) in cages.iter().enumerate() {
            let mask = cage.cells.iter().fold(0u128, |m, &c| m | 1 << c);
            for &cell in &cage.cells {
                cage_of[usize::from(cell)] = index as u8;
                peer_sets[usize::from(cell)] |= mask;
            }
        }
        let peers = (0..CELLS)
            .map(|cell| {
                let set = peer_sets[cell] & !(1u128 << cell);
                (0..CELLS as u8).filter(|&c| set >> c & 1 == 1).collect()
            })
            .collect();
        Geometry {
            houses,
            houses_of,
            peers,
            cage_of,
        }
    }

    /// Every house.
    pub fn houses(&self) -> &[HouseCells] {
        &self.houses
    }

    /// The cells of one of the puzzle's houses, `None` when it has no such house.
    pub fn cells_of(&self, house: House) -> Option<&[u8; 9]> {
        self.houses
            .iter()
            .find(|h| h.house == house)
            .map(|h| &h.cells)
    }

    /// The indices into [`Geometry::houses`] of the houses holding a cell.
    pub fn houses_of(&self, cell: usize) -> &[u8] {
        &self.houses_of[cell]
    }

    /// The cells that may not share a cell's digit, in increasing order.
    pub fn peers(&self, cell: usize) -> &[u8] {
        &self.peers[cell]
    }

    /// Whether two distinct cells may not hold the same digit.
    pub fn sees(&self, a: usize, b: usize) -> bool {
        self.peers[a].binary_search(&(b as u8)).is_ok()
    }

    /// The index (into [`super::Puzzle::cages`]) of the cage holding a cell, if one does.
    pub fn cage_of(&self, cell: usize) -> Option<usize> {
        let index = self.cage_of[cell];
        (index != NO_CAGE).then_some(usize::from(index))
    }

    /// Fails when two givens share a digit in a house or in a cage.
    pub fn check_givens(&self, givens: &Grid, cages: &[Cage]) -> Result<(), VariantError> {
        for house in &self.houses {
            if let Some((digit, cells)) = repeat_in(givens, &house.cells) {
                return Err(VariantError::Clash {
                    digit,
                    house: house.house,
                    cells,
                });
            }
        }
        for cage in cages {
            if let Some((digit, cells)) = repeat_in(givens, &cage.cells) {
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
        checked.push(Cage {
            // Cells are below 81 (checked above), so they fit a byte.
            cells: cells.iter().map(|&cell| cell as u8).collect(),
            sum: sum as u8,
        });
    }
    checked.sort_unstable_by_key(Cage::first_cell);
    Ok(checked)
}
