//! The canonical form of a grid: the smallest 81-cell line (row-major, empty as 0, the
//! smallest value) among all grids it can be turned into without changing whether it is a
//! valid Sudoku: the 3,359,232 transformations of bands, rows within bands, stacks, columns
//! within stacks and transposition, each with the digits relabelled. Two puzzles are the same
//! puzzle in disguise exactly when their canonical forms are equal.
//!
//! Under a fixed placement of the cells, the smallest relabelling names the digits 1, 2, ...
//! in the order they first appear, so only placements are searched: row by row, each output
//! row is the smallest any allowed original row gives under any column order still in the
//! running, and only the column orders (with their relabellings) that give it go on. A branch
//! stops as soon as its rows so far are larger than the best grid found.

use super::{CELLS, Grid};
use std::sync::OnceLock;

/// A column order still in the running, with the relabelling its rows so far have fixed.
#[derive(Clone, Copy)]
struct Placement {
    /// `columns[i]` is the original column shown at column `i`.
    columns: [u8; 9],
    /// The label given to each digit so far (0 when not yet seen; `label[0]` stays 0).
    label: [u8; 10],
    /// The next label to give.
    next: u8,
}

impl Placement {
    /// The row as this placement shows it, packed four bits a cell with the first cell
    /// highest (so packed rows compare as their cells do), and the relabelling after it.
    #[inline]
    fn show(&self, row: &[u8; 9]) -> (u64, [u8; 10], u8) {
        let mut label = self.label;
        let mut next = self.next;
        let mut packed = 0u64;
        for &column in &self.columns {
            let digit = usize::from(row[usize::from(column)]);
            if digit != 0 && label[digit] == 0 {
                label[digit] = next;
                next += 1;
            }
            packed = (packed << 4) | u64::from(label[digit]);
        }
        (packed, label, next)
    }
}

/// Every column order: 6 orders of the stacks times 6 of the columns in each.
fn column_orders() -> &'static [[u8; 9]] {
    static ORDERS: OnceLock<Vec<[u8; 9]>> = OnceLock::new();
    ORDERS.get_or_init(|| {
        const THREE: [[u8; 3]; 6] = [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ];
        let mut orders = Vec::with_capacity(6 * 6 * 6 * 6);
        for stacks in THREE {
            for first in THREE {
                for second in THREE {
                    for third in THREE {
                        let mut columns = [0u8; 9];
                        for (slot, (stack, within)) in
                            stacks.iter().zip([first, second, third]).enumerate()
                        {
                            for (offset, column) in within.iter().enumerate() {
                                columns[slot * 3 + offset] = stack * 3 + column;
                            }
                        }
                        orders.push(columns);
                    }
                }
            }
        }
        orders
    })
}

/// The search for the smallest form: the best rows found so far.
struct Search {
    /// The best grid's rows, packed as [`Placement::show`] packs them.
    best: [u64; 9],
    /// How many of `best`'s rows belong to the best grid found (the rest are stale).
    settled: usize,
}

impl Search {
    /// Searches every row order of `rows` from output row `depth` on. `used` marks the
    /// original rows placed, `band` is the band being placed.
    fn descend(
        &mut self,
        rows: &[[u8; 9]; 9],
        depth: usize,
        used: u16,
        band: usize,
        placements: &[Placement],
    ) {
        if depth == 9 {
            return;
        }
        let allowed =
            |row: usize| used & (1 << row) == 0 && (depth.is_multiple_of(3) || row / 3 == band);
        let mut smallest = u64::MAX;
        for row in (0..9).filter(|&row| allowed(row)) {
            for placement in placements {
                smallest = smallest.min(placement.show(&rows[row]).0);
            }
        }
        if depth < self.settled {
            if smallest > self.best[depth] {
                return;
            }
            if smallest < self.best[depth] {
                self.best[depth] = smallest;
                self.settled = depth + 1;
            }
        } else {
            self.best[depth] = smallest;
            self.settled = depth + 1;
        }
        let mut next = Vec::new();
        for row in (0..9).filter(|&row| allowed(row)) {
            next.clear();
            for placement in placements {
                let (packed, label, count) = placement.show(&rows[row]);
                if packed == smallest {
                    next.push(Placement {
                        columns: placement.columns,
                        label,
                        next: count,
                    });
                }
            }
            if !next.is_empty() {
                let placed = std::mem::take(&mut next);
                self.descend(rows, depth + 1, used | (1 << row), row / 3, &placed);
                next = placed;
            }
        }
    }
}

/// The canonical form of `grid` (see the module's description).
pub fn canonical(grid: &Grid) -> Grid {
    let start: Vec<Placement> = column_orders()
        .iter()
        .map(|&columns| Placement {
            columns,
            label: [0; 10],
            next: 1,
        })
        .collect();
    let mut search = Search {
        best: [u64::MAX; 9],
        settled: 0,
    };
    for transposed in [false, true] {
        let mut rows = [[0u8; 9]; 9];
        for (cell, &digit) in grid.cells.iter().enumerate() {
            let (row, column) = (cell / 9, cell % 9);
            if transposed {
                rows[column][row] = digit;
            } else {
                rows[row][column] = digit;
            }
        }
        search.descend(&rows, 0, 0, 0, &start);
    }
    let mut cells = [0u8; CELLS];
    for (row, packed) in search.best.iter().enumerate() {
        for column in 0..9 {
            // Each packed cell is a label 0-9, so it fits in a byte.
            cells[row * 9 + column] = ((packed >> (4 * (8 - column))) & 0xF) as u8;
        }
    }
    Grid { cells }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_1296_column_orders_each_a_permutation() {
        let orders = column_orders();
        assert_eq!(orders.len(), 1296);
        let distinct: std::collections::HashSet<_> = orders.iter().collect();
        assert_eq!(distinct.len(), 1296);
        for order in orders {
            let mut sorted = *order;
            sorted.sort_unstable();
            assert_eq!(sorted, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        }
    }

    /// The smallest form by brute force: every row order, column order and transposition,
    /// each relabelled by first appearance.
    fn smallest_by_brute_force(grid: &Grid) -> [u8; CELLS] {
        let orders = column_orders();
        let mut best = [u8::MAX; CELLS];
        for transposed in [false, true] {
            let at = |row: usize, column: usize| {
                if transposed {
                    grid.cells[column * 9 + row]
                } else {
                    grid.cells[row * 9 + column]
                }
            };
            // Row orders are column orders read the other way.
            for rows in orders {
                for columns in orders {
                    let mut label = [0u8; 10];
                    let mut next = 1;
                    let mut form = [0u8; CELLS];
                    for (cell, slot) in form.iter_mut().enumerate() {
                        let digit = usize::from(at(
                            usize::from(rows[cell / 9]),
                            usize::from(columns[cell % 9]),
                        ));
                        if digit != 0 && label[digit] == 0 {
                            label[digit] = next;
                            next += 1;
                        }
                        *slot = label[digit];
                    }
                    best = best.min(form);
                }
            }
        }
        best
    }

    #[test]
    fn the_search_finds_what_brute_force_finds() {
        let puzzles = [
            // A 17-clue puzzle, a symmetric one, a nearly empty grid and a full solution.
            "000000010400000000020000000000050407008000300001090000300400200050100000000806000",
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
            "000000000000000000000000000000050000000000000000000000000000000000000000000000001",
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        ];
        for line in puzzles {
            let grid: Grid = line.parse().expect("a well-formed line");
            assert_eq!(
                canonical(&grid).cells,
                smallest_by_brute_force(&grid),
                "{line}"
            );
        }
    }

    #[test]
    fn the_empty_grid_is_its_own_form() {
        assert_eq!(canonical(&Grid::empty()), Grid::empty());
    }
}
