//! 81-bit cell sets and per-digit position tables that the techniques search with.

use super::LogicState;
use crate::grid::{CELLS, House, PEERS, UNIT_CELLS, cell_name};

/// A set of cells, bit `i` standing for cell `i`.
pub type CellSet = u128;

/// The set holding one cell.
#[inline]
pub const fn bit(cell: usize) -> CellSet {
    1u128 << cell
}

const fn build_unit_masks() -> [CellSet; 27] {
    let mut masks = [0u128; 27];
    let mut u = 0;
    while u < 27 {
        let mut i = 0;
        while i < 9 {
            masks[u] |= 1u128 << UNIT_CELLS[u][i];
            i += 1;
        }
        u += 1;
    }
    masks
}

const fn build_peer_masks() -> [CellSet; CELLS] {
    let mut masks = [0u128; CELLS];
    let mut c = 0;
    while c < CELLS {
        let mut i = 0;
        while i < 20 {
            masks[c] |= 1u128 << PEERS[c][i];
            i += 1;
        }
        c += 1;
    }
    masks
}

const fn build_cell_unit_pos() -> [[(u8, u8); 3]; CELLS] {
    let mut table = [[(0u8, 0u8); 3]; CELLS];
    let mut seen = [0usize; CELLS];
    let mut u = 0;
    while u < 27 {
        let mut i = 0;
        while i < 9 {
            let c = UNIT_CELLS[u][i] as usize;
            table[c][seen[c]] = (u as u8, i as u8);
            seen[c] += 1;
            i += 1;
        }
        u += 1;
    }
    table
}

/// For each cell, its three units with the cell's position 0..9 within each.
static CELL_UNIT_POS: [[(u8, u8); 3]; CELLS] = build_cell_unit_pos();

/// The cells of each unit, indexed like [`House::index`].
pub static UNIT_MASK: [CellSet; 27] = build_unit_masks();

/// The 20 peers of each cell.
pub static PEER_MASK: [CellSet; CELLS] = build_peer_masks();

/// The cells of a set in increasing order.
#[inline]
pub fn cells_of(mut set: CellSet) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let c = set.trailing_zeros() as usize;
            set &= set - 1;
            Some(c)
        }
    })
}

/// The positions 0..9 set in a 9-bit mask, in increasing order.
#[inline]
pub fn positions_of(mut mask: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let p = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Some(p)
        }
    })
}

/// Cells that see every cell of `set` (and are not in it).
#[inline]
pub fn seen_by_all(set: CellSet) -> CellSet {
    let mut common = !0u128 >> (128 - CELLS);
    for c in cells_of(set) {
        common &= PEER_MASK[c];
    }
    common & !set
}

/// Where each digit can still go, as cell sets and as per-unit position masks.
#[derive(Clone, Debug)]
pub struct Index {
    /// For digit `d`, at `d - 1`: the empty cells holding it as a candidate.
    pub digit_cells: [CellSet; 9],
    /// For digit `d`, at `[d - 1][unit]`: the positions 0..9 within the unit holding it.
    pub unit_pos: [[u16; 27]; 9],
    /// Empty cells with exactly two candidates.
    pub bivalue: CellSet,
}

impl Index {
    /// Builds the tables for a state.
    pub fn new(state: &LogicState) -> Index {
        let mut digit_cells = [0u128; 9];
        let mut bivalue = 0u128;
        for cell in 0..CELLS {
            let set = state.cands.get(cell);
            if state.grid.get(cell) != 0 {
                continue;
            }
            if set.len() == 2 {
                bivalue |= bit(cell);
            }
            for d in set.iter() {
                digit_cells[d as usize - 1] |= bit(cell);
            }
        }
        // Each candidate sets its position bit in its three units: far fewer steps than
        // testing every digit against every cell of every unit.
        let mut unit_pos = [[0u16; 27]; 9];
        for (d, &cells) in digit_cells.iter().enumerate() {
            for cell in cells_of(cells) {
                for &(unit, pos) in &CELL_UNIT_POS[cell] {
                    unit_pos[d][unit as usize] |= 1 << pos;
                }
            }
        }
        Index {
            digit_cells,
            unit_pos,
            bivalue,
        }
    }

    /// The cells of `unit` holding `digit` as a candidate.
    #[inline]
    pub fn cells_in(&self, digit: u8, unit: usize) -> CellSet {
        self.digit_cells[digit as usize - 1] & UNIT_MASK[unit]
    }
}

/// The cell at a position 0..9 of a unit.
#[inline]
pub fn unit_cell(unit: usize, pos: usize) -> usize {
    UNIT_CELLS[unit][pos] as usize
}

/// "r1c1", "r1c1 and r2c2", "r1c1, r2c2 and r3c3".
pub fn cell_list(cells: impl IntoIterator<Item = usize>) -> String {
    join_words(cells.into_iter().map(cell_name).collect())
}

/// "1", "1 and 2", "1, 2 and 3".
pub fn digit_list(digits: impl IntoIterator<Item = u8>) -> String {
    join_words(digits.into_iter().map(|d| d.to_string()).collect())
}

/// "row 1", "row 1 and row 2", ...
pub fn unit_list(units: impl IntoIterator<Item = House>) -> String {
    join_words(units.into_iter().map(|u| u.to_string()).collect())
}

fn join_words(words: Vec<String>) -> String {
    match words.len() {
        0 => String::new(),
        1 => words[0].clone(),
        n => format!("{} and {}", words[..n - 1].join(", "), words[n - 1]),
    }
}

/// Calls `visit` with every combination of `size` indices out of `0..count`, in
/// lexicographic order, until it returns `true`; returns whether it did.
pub fn combinations(count: usize, size: usize, visit: &mut impl FnMut(&[usize]) -> bool) -> bool {
    fn go(
        start: usize,
        count: usize,
        size: usize,
        chosen: &mut [usize; 9],
        depth: usize,
        visit: &mut impl FnMut(&[usize]) -> bool,
    ) -> bool {
        if depth == size {
            return visit(&chosen[..size]);
        }
        for i in start..count {
            if count - i < size - depth {
                break;
            }
            chosen[depth] = i;
            if go(i + 1, count, size, chosen, depth + 1, visit) {
                return true;
            }
        }
        false
    }
    if size == 0 || size > 9 || size > count {
        return false;
    }
    let mut chosen = [0usize; 9];
    go(0, count, size, &mut chosen, 0, visit)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Grid, sees};

    #[test]
    fn masks_agree_with_tables() {
        for (c, &peers) in PEER_MASK.iter().enumerate() {
            assert_eq!(peers.count_ones(), 20);
            for o in 0..CELLS {
                assert_eq!(peers & bit(o) != 0, sees(c, o));
            }
        }
        assert_eq!(UNIT_MASK.iter().map(|m| m.count_ones()).sum::<u32>(), 243);
        assert_eq!(seen_by_all(bit(0) | bit(80)), bit(8) | bit(72));
        for (c, units) in CELL_UNIT_POS.iter().enumerate() {
            for &(u, pos) in units {
                assert_eq!(unit_cell(u as usize, pos as usize), c);
            }
        }
    }

    #[test]
    fn index_counts_candidates() {
        let grid: Grid = "1........"
            .chars()
            .chain(std::iter::repeat_n('.', 72))
            .collect::<String>()
            .parse()
            .unwrap();
        let index = Index::new(&LogicState::from_grid(&grid));
        assert_eq!(index.digit_cells[0].count_ones(), 80 - 20);
        assert_eq!(index.unit_pos[0][0], 0);
        assert_eq!(index.unit_pos[1][0], 0b1_1111_1110);
    }

    #[test]
    fn combinations_are_complete_and_ordered() {
        let mut seen = Vec::new();
        combinations(5, 3, &mut |c| {
            seen.push(c.to_vec());
            false
        });
        assert_eq!(seen.len(), 10);
        assert_eq!(seen[0], vec![0, 1, 2]);
        assert_eq!(seen[9], vec![2, 3, 4]);
        assert!(!combinations(2, 3, &mut |_| true));
        assert_eq!(cell_list([0, 10, 80]), "r1c1, r2c2 and r9c9");
    }
}
