//! The cells the player has selected: the cursor plus any cells added by dragging,
//! Ctrl+click or Ctrl+A, so one digit, mark or colour reaches all of them at once.

use crate::grid::CELLS;

/// A set of cells, one bit a cell.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub struct CellSet(u128);

impl CellSet {
    /// Just this cell.
    pub fn single(cell: usize) -> CellSet {
        let mut set = CellSet::default();
        set.insert(cell);
        set
    }

    /// Every cell of the board.
    pub fn all() -> CellSet {
        CellSet((1u128 << CELLS) - 1)
    }

    /// Adds a cell (indices past the board are ignored).
    pub fn insert(&mut self, cell: usize) {
        if cell < CELLS {
            self.0 |= 1 << cell;
        }
    }

    /// Removes a cell.
    pub fn remove(&mut self, cell: usize) {
        if cell < CELLS {
            self.0 &= !(1 << cell);
        }
    }

    /// Whether the cell is in the set.
    pub fn contains(self, cell: usize) -> bool {
        cell < CELLS && self.0 & (1 << cell) != 0
    }

    /// How many cells are in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cells in reading order.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..CELLS).filter(move |&c| self.contains(c))
    }

    /// The cells in reading order as the game's cell numbers.
    pub fn to_cells(self) -> Vec<u8> {
        self.iter().map(|c| c as u8).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_holds_cells_in_reading_order() {
        let mut set = CellSet::single(40);
        set.insert(3);
        set.insert(80);
        set.insert(81);
        assert_eq!(set.to_cells(), [3, 40, 80]);
        set.remove(40);
        assert!(!set.contains(40) && set.contains(3));
        assert_eq!(set.len(), 2);
        assert_eq!(CellSet::all().len(), 81);
        assert!(CellSet::default().is_empty());
    }
}
