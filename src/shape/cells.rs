//! [`CellSet`]: a set of the cells of a grid of any size up to 16x16 (256 cells) in four
//! words, for the logical solver's patterns (a fish's base cells, a house's places for a
//! digit) on every shape.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign};

/// The most cells of any shape: a 16x16 grid's.
pub const MAX_CELLS: usize = 256;

/// A set of cells 0..256, stored as a bitmask (bit `c` for cell `c`).
///
/// Cells at 256 and above are never in the set: inserting one changes nothing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct CellSet([u64; 4]);

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet([0; 4]);

    /// The set of `cells`, those past 255 left out.
    pub fn of<I: IntoIterator<Item = usize>>(cells: I) -> CellSet {
        let mut set = CellSet::EMPTY;
        for cell in cells {
            set.insert(cell);
        }
        set
    }

    /// The set of cells given as bytes (a house's or a cage's, as the logical solver keeps
    /// them).
    pub fn of_bytes(cells: &[u8]) -> CellSet {
        CellSet::of(cells.iter().map(|&cell| usize::from(cell)))
    }

    /// Adds `cell`; returns whether it was added (false if present or past 255).
    pub fn insert(&mut self, cell: usize) -> bool {
        let Some(word) = self.0.get_mut(cell / 64) else {
            return false;
        };
        let bit = 1u64 << (cell % 64);
        let fresh = *word & bit == 0;
        *word |= bit;
        fresh
    }

    /// Removes `cell`, if present.
    pub fn remove(&mut self, cell: usize) {
        if let Some(word) = self.0.get_mut(cell / 64) {
            *word &= !(1u64 << (cell % 64));
        }
    }

    /// Whether `cell` is in the set.
    pub fn contains(self, cell: usize) -> bool {
        self.0
            .get(cell / 64)
            .is_some_and(|word| word >> (cell % 64) & 1 == 1)
    }

    /// How many cells the set holds.
    pub fn len(self) -> usize {
        self.0.iter().map(|word| word.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == [0; 4]
    }

    /// The cells in `self` and not in `other`.
    pub fn difference(self, other: CellSet) -> CellSet {
        CellSet(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    /// Whether the two sets share a cell.
    pub fn meets(self, other: CellSet) -> bool {
        !(self & other).is_empty()
    }

    /// Whether every cell of `self` is in `other`.
    pub fn is_subset(self, other: CellSet) -> bool {
        self.difference(other).is_empty()
    }

    /// The lowest cell, if any.
    pub fn first(self) -> Option<usize> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, word)| **word != 0)
            .map(|(i, word)| i * 64 + word.trailing_zeros() as usize)
    }

    /// The cells, rising.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        self.0.into_iter().enumerate().flat_map(|(i, word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let bit = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    i * 64 + bit
                })
            })
        })
    }
}

impl BitOr for CellSet {
    type Output = CellSet;

    fn bitor(self, other: CellSet) -> CellSet {
        CellSet(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }
}

impl BitOrAssign for CellSet {
    fn bitor_assign(&mut self, other: CellSet) {
        *self = *self | other;
    }
}

impl BitAnd for CellSet {
    type Output = CellSet;

    fn bitand(self, other: CellSet) -> CellSet {
        CellSet(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }
}

impl BitAndAssign for CellSet {
    fn bitand_assign(&mut self, other: CellSet) {
        *self = *self & other;
    }
}

impl FromIterator<usize> for CellSet {
    fn from_iter<I: IntoIterator<Item = usize>>(cells: I) -> CellSet {
        CellSet::of(cells)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holds_cells_across_all_four_words_and_ignores_the_rest() {
        let cells = [0, 63, 64, 127, 128, 200, 255];
        let mut set = CellSet::of(cells);
        assert_eq!(set.iter().collect::<Vec<_>>(), cells);
        assert_eq!(set.len(), cells.len());
        assert!(!set.insert(256), "a cell past 255 is never held");
        assert!(!set.contains(256));
        assert!(!set.insert(64), "already held");
        set.remove(64);
        assert!(!set.contains(64));
        assert_eq!(set.first(), Some(0));
        assert_eq!(CellSet::EMPTY.first(), None);
    }

    #[test]
    fn set_operations_agree_with_a_list_of_cells() {
        let a = CellSet::of([1, 70, 130, 250]);
        let b = CellSet::of([70, 131, 250]);
        assert_eq!((a & b).iter().collect::<Vec<_>>(), [70, 250]);
        assert_eq!((a | b).len(), 5);
        assert_eq!(a.difference(b).iter().collect::<Vec<_>>(), [1, 130]);
        assert!(a.meets(b));
        assert!(!a.meets(CellSet::of([2, 3])));
        assert!((a & b).is_subset(a));
        assert!(!a.is_subset(b));
    }
}
