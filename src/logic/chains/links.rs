//! What every chain technique shares: a sanitized snapshot of the candidates as bit masks,
//! the strong-link table and Sudoku Explainer's length increment. (Chain notation is the
//! text layer's business: see `src/words/`.)
//!
//! A candidate ("node") is numbered `cell * 9 + digit - 1`, so 0..729.
//! Cell sets are `u128` masks with bit `cell` set.

use crate::grid::{CELLS, House, PEERS, UNIT_CELLS, box_of, col_of, row_of};
use crate::logic::{Candidate, LogicState};

/// Number of candidate nodes (81 cells x 9 digits).
pub(crate) const NODES: usize = CELLS * 9;

/// Marks "no node" in `u16` node tables.
pub(crate) const NO_NODE: u16 = u16::MAX;

/// The mask with only `cell` set.
#[inline]
pub(crate) const fn bit(cell: usize) -> u128 {
    1u128 << cell
}

/// The node of a digit (1-9) in a cell.
#[inline]
pub(crate) const fn node(cell: usize, digit: u8) -> usize {
    cell * 9 + digit as usize - 1
}

/// The cell of a node.
#[inline]
pub(crate) const fn node_cell(node: usize) -> usize {
    node / 9
}

/// The digit (1-9) of a node.
#[inline]
pub(crate) const fn node_digit(node: usize) -> u8 {
    (node % 9) as u8 + 1
}

/// The candidate a node stands for.
#[inline]
pub(crate) const fn node_candidate(node: usize) -> Candidate {
    Candidate::new(node_cell(node), node_digit(node))
}

/// The cells of a mask, in increasing order.
#[inline]
pub(crate) fn cells_of(mut mask: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let cell = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Some(cell)
        }
    })
}

/// The digits (1-9) of a raw digit bitmask, in increasing order.
#[inline]
pub(crate) fn digits_of(mut bits: u16) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if bits == 0 {
            None
        } else {
            let digit = bits.trailing_zeros() as u8 + 1;
            bits &= bits - 1;
            Some(digit)
        }
    })
}

const fn build_peer_masks() -> [u128; CELLS] {
    let mut masks = [0u128; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut i = 0;
        while i < 20 {
            masks[cell] |= 1u128 << PEERS[cell][i];
            i += 1;
        }
        cell += 1;
    }
    masks
}

const fn build_unit_masks() -> [u128; 27] {
    let mut masks = [0u128; 27];
    let mut unit = 0;
    while unit < 27 {
        let mut i = 0;
        while i < 9 {
            masks[unit] |= 1u128 << UNIT_CELLS[unit][i];
            i += 1;
        }
        unit += 1;
    }
    masks
}

/// The peers of each cell as a mask.
pub(crate) static PEER_MASK: [u128; CELLS] = build_peer_masks();

/// The cells of each unit (indexed like [`House::index`]) as a mask.
pub(crate) static UNIT_MASK: [u128; 27] = build_unit_masks();

/// The indices (see [`House::index`]) of the row, column and box of a cell.
#[inline]
pub(crate) const fn unit_indices(cell: usize) -> [usize; 3] {
    [row_of(cell), 9 + col_of(cell), 18 + box_of(cell)]
}

/// The candidates of a position as bit masks, cleaned of anything a placed digit rules out.
///
/// Filled cells have no candidates, and a digit placed in a cell is no candidate of its peers,
/// whatever the caller's candidate grid says: deductions made from this cleaned view remain
/// true of the caller's candidates, which hold at least as much.
#[derive(Clone, Debug)]
pub(crate) struct Snapshot {
    /// For digit `d`, the cells where it is a candidate (index `d - 1`).
    pub digit_cells: [u128; 9],
    /// For each cell, its candidates as a raw digit bitmask.
    pub cell_digits: [u16; CELLS],
    /// For digit `d`, the cells where it is placed (index `d - 1`).
    pub placed: [u128; 9],
}

impl Snapshot {
    /// The cleaned snapshot of a state.
    pub fn new(state: &LogicState) -> Snapshot {
        let mut placed = [0u128; 9];
        for cell in 0..CELLS {
            let d = state.grid.get(cell);
            if (1..=9).contains(&d) {
                placed[d as usize - 1] |= bit(cell);
            }
        }
        let mut digit_cells = [0u128; 9];
        let mut cell_digits = [0u16; CELLS];
        for cell in 0..CELLS {
            if state.grid.get(cell) != 0 {
                continue;
            }
            let mut digits = state.cands.get(cell).bits() & 0x1ff;
            for (d, &where_placed) in placed.iter().enumerate() {
                if where_placed & PEER_MASK[cell] != 0 {
                    digits &= !(1 << d);
                }
            }
            cell_digits[cell] = digits;
            for d in digits_of(digits) {
                digit_cells[d as usize - 1] |= bit(cell);
            }
        }
        Snapshot {
            digit_cells,
            cell_digits,
            placed,
        }
    }

    /// Whether a node is a candidate.
    #[inline]
    pub fn has(&self, node: usize) -> bool {
        self.digit_cells[node % 9] & bit(node_cell(node)) != 0
    }

    /// Whether digit `d` is placed somewhere in unit `unit` (an index 0..27).
    #[inline]
    pub fn placed_in_unit(&self, digit: u8, unit: usize) -> bool {
        self.placed[digit as usize - 1] & UNIT_MASK[unit] != 0
    }

    /// Candidates that can be true together with neither `a` nor `b` (both nodes): those
    /// weakly linked to both, apart from `a` and `b` themselves. Appended to `out` as nodes.
    pub fn common_victims(&self, a: usize, b: usize, out: &mut Vec<usize>) {
        let (ca, da) = (node_cell(a), node_digit(a));
        let (cb, db) = (node_cell(b), node_digit(b));
        if a == b {
            return;
        }
        if da == db {
            let mask = PEER_MASK[ca] & PEER_MASK[cb] & self.digit_cells[da as usize - 1];
            out.extend(cells_of(mask).map(|c| node(c, da)));
        } else if ca == cb {
            let others = self.cell_digits[ca] & !(1 << (da - 1)) & !(1 << (db - 1));
            out.extend(digits_of(others).map(|d| node(ca, d)));
        } else if PEER_MASK[ca] & bit(cb) != 0 {
            if self.has(node(cb, da)) {
                out.push(node(cb, da));
            }
            if self.has(node(ca, db)) {
                out.push(node(ca, db));
            }
        }
    }
}

/// Whether two nodes cannot both be true: the same cell, or the same digit in two peers.
#[inline]
pub(crate) fn weakly_linked(a: usize, b: usize) -> bool {
    if a == b {
        return false;
    }
    let (ca, cb) = (node_cell(a), node_cell(b));
    ca == cb || (node_digit(a) == node_digit(b) && PEER_MASK[ca] & bit(cb) != 0)
}

/// For each node, the nodes it is strongly linked to (at least one of the two is true):
/// the other candidate of a bivalue cell, or the other place of a digit with two places
/// left in a unit. At most four partners: one in the cell, one per unit.
pub(crate) struct StrongLinks {
    partners: Vec<[u16; 4]>,
    len: Vec<u8>,
}

impl StrongLinks {
    /// The strong links of a snapshot: in bivalue cells when `cells` is set, between the
    /// two places of a digit in a unit when `units` is set.
    pub fn build(snap: &Snapshot, cells: bool, units: bool) -> StrongLinks {
        let mut links = StrongLinks {
            partners: vec![[NO_NODE; 4]; NODES],
            len: vec![0; NODES],
        };
        if cells {
            for cell in 0..CELLS {
                let digits = snap.cell_digits[cell];
                if digits.count_ones() == 2 {
                    let mut it = digits_of(digits);
                    if let (Some(x), Some(y)) = (it.next(), it.next()) {
                        links.add(node(cell, x), node(cell, y));
                    }
                }
            }
        }
        if units {
            for (unit, &unit_mask) in UNIT_MASK.iter().enumerate() {
                for digit in 1..=9u8 {
                    let places = snap.digit_cells[digit as usize - 1] & unit_mask;
                    if places.count_ones() == 2 && !snap.placed_in_unit(digit, unit) {
                        let first = places.trailing_zeros() as usize;
                        let second = (places & (places - 1)).trailing_zeros() as usize;
                        links.add(node(first, digit), node(second, digit));
                    }
                }
            }
        }
        links
    }

    fn add(&mut self, a: usize, b: usize) {
        self.add_one(a, b);
        self.add_one(b, a);
    }

    fn add_one(&mut self, from: usize, to: usize) {
        let n = self.len[from] as usize;
        if self.partners[from][..n].contains(&(to as u16)) || n >= 4 {
            return;
        }
        self.partners[from][n] = to as u16;
        self.len[from] += 1;
    }

    /// The strong partners of a node.
    #[inline]
    pub fn of(&self, node: usize) -> &[u16] {
        &self.partners[node][..self.len[node] as usize]
    }

    /// Whether a node has any strong partner.
    #[inline]
    pub fn has_any(&self, node: usize) -> bool {
        self.len[node] != 0
    }
}

/// Sudoku Explainer's extra difficulty for a chain of `length`, in tenths: one tenth each
/// time the length passes 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, ...
/// (the ceilings grow by half, then by a third, in turn).
pub(crate) fn length_increment_tenths(length: usize) -> u32 {
    let mut ceiling = 4usize;
    let mut added = 0;
    let mut grow_by_half = true;
    while length > ceiling {
        added += 1;
        ceiling = if grow_by_half {
            ceiling * 3 / 2
        } else {
            ceiling * 4 / 3
        };
        grow_by_half = !grow_by_half;
    }
    added
}

/// A score in tenths as the `f32` steps carry.
pub(crate) fn tenths_to_score(tenths: u32) -> f32 {
    tenths as f32 / 10.0
}

/// The unit with index 0..27.
pub(crate) fn unit(index: usize) -> House {
    House::from_index(index)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Grid, sees};

    #[test]
    fn length_increments_follow_the_ceilings() {
        let expected = [
            (4, 0),
            (5, 1),
            (6, 1),
            (7, 2),
            (8, 2),
            (9, 3),
            (12, 3),
            (13, 4),
            (16, 4),
            (17, 5),
            (24, 5),
            (25, 6),
            (33, 7),
            (49, 8),
            (65, 9),
            (97, 10),
            (129, 11),
        ];
        for (length, tenths) in expected {
            assert_eq!(length_increment_tenths(length), tenths, "length {length}");
        }
    }

    #[test]
    fn masks_match_the_grid_tables() {
        for (a, &peers) in PEER_MASK.iter().enumerate() {
            for b in 0..CELLS {
                assert_eq!(peers & bit(b) != 0, sees(a, b));
            }
            for u in unit_indices(a) {
                assert!(UNIT_MASK[u] & bit(a) != 0);
            }
        }
    }

    #[test]
    fn snapshot_drops_candidates_ruled_out_by_placed_digits() {
        let mut grid = Grid::empty();
        grid.set(0, 5);
        let mut state = LogicState::from_grid(&Grid::empty());
        state.grid = grid;
        let snap = Snapshot::new(&state);
        assert_eq!(snap.cell_digits[0], 0);
        assert!(!snap.has(node(1, 5)));
        assert!(snap.has(node(1, 4)));
        assert!(snap.has(node(80, 5)));
    }
}
