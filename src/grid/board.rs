//! What is played on a grid: [`Board`] (givens kept apart from entries) and [`Candidates`]
//! (pencil marks for every cell).

use super::{CELLS, DigitSet, Grid, GridError, House, cell_at, cell_name};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a cell of a [`Board`] holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CellValue {
    /// Nothing yet.
    Empty,
    /// A clue of the puzzle, fixed.
    Given(u8),
    /// A digit the player entered.
    Entry(u8),
}

/// Why a board edit was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// Givens are fixed.
    #[error("{0} is a given and cannot be changed")]
    GivenCell(String),
    /// Only 0-9 are digits.
    #[error("{0} is not a digit 1-9")]
    BadDigit(u8),
}

/// A puzzle being played: the givens kept apart from the player's entries.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct Board {
    givens: Grid,
    entries: Grid,
}

impl Board {
    /// A board with these givens and no entries.
    pub fn new(givens: Grid) -> Board {
        Board {
            givens,
            entries: Grid::empty(),
        }
    }

    /// Builds a board from givens and entries; entries on given cells are dropped.
    pub fn with_entries(givens: Grid, mut entries: Grid) -> Board {
        for cell in 0..CELLS {
            if givens.get(cell) != 0 {
                entries.set(cell, 0);
            }
        }
        Board { givens, entries }
    }

    /// The givens alone.
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The entries alone.
    pub fn entries(&self) -> &Grid {
        &self.entries
    }

    /// What a cell holds.
    pub fn cell(&self, cell: usize) -> CellValue {
        match (self.givens.get(cell), self.entries.get(cell)) {
            (0, 0) => CellValue::Empty,
            (0, e) => CellValue::Entry(e),
            (g, _) => CellValue::Given(g),
        }
    }

    /// Whether the cell is a given.
    pub fn is_given(&self, cell: usize) -> bool {
        self.givens.get(cell) != 0
    }

    /// Puts `digit` (0 clears) into a non-given cell.
    pub fn set_entry(&mut self, cell: usize, digit: u8) -> Result<(), BoardError> {
        if digit > 9 {
            return Err(BoardError::BadDigit(digit));
        }
        if self.is_given(cell) {
            return Err(BoardError::GivenCell(cell_name(cell)));
        }
        self.entries.set(cell, digit);
        Ok(())
    }

    /// Removes every entry.
    pub fn clear_entries(&mut self) {
        self.entries = Grid::empty();
    }

    /// Givens and entries together as one grid.
    pub fn combined(&self) -> Grid {
        let mut grid = self.givens;
        for cell in 0..CELLS {
            let e = self.entries.get(cell);
            if grid.get(cell) == 0 && e != 0 {
                grid.set(cell, e);
            }
        }
        grid
    }
}

/// Candidate digits for every cell (pencil marks), as the logical solver and the player see them.
///
/// Serialized as a list of 81 bitmasks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Vec<u16>", into = "Vec<u16>")]
pub struct Candidates {
    sets: [DigitSet; CELLS],
}

impl Default for Candidates {
    fn default() -> Self {
        Candidates::none()
    }
}

impl Candidates {
    /// No candidates anywhere.
    pub const fn none() -> Candidates {
        Candidates {
            sets: [DigitSet::EMPTY; CELLS],
        }
    }

    /// For every empty cell, the digits not already placed among its peers; filled cells get none.
    pub fn from_grid(grid: &Grid) -> Candidates {
        let mut sets = [DigitSet::EMPTY; CELLS];
        for (cell, set) in sets.iter_mut().enumerate() {
            *set = grid.allowed(cell);
        }
        Candidates { sets }
    }

    /// The candidates of a cell.
    #[inline]
    pub fn get(&self, cell: usize) -> DigitSet {
        self.sets[cell]
    }

    /// Replaces the candidates of a cell.
    #[inline]
    pub fn set(&mut self, cell: usize, set: DigitSet) {
        self.sets[cell] = set;
    }

    /// Removes one candidate; returns whether it was present.
    #[inline]
    pub fn remove(&mut self, cell: usize, digit: u8) -> bool {
        self.sets[cell].remove(digit)
    }

    /// Whether `digit` is a candidate of `cell`.
    #[inline]
    pub fn has(&self, cell: usize, digit: u8) -> bool {
        self.sets[cell].contains(digit)
    }

    /// Cells of a unit where `digit` is a candidate.
    pub fn cells_with(&self, unit: House, digit: u8) -> impl Iterator<Item = usize> + '_ {
        unit.cells()
            .iter()
            .map(|&c| c as usize)
            .filter(move |&c| self.sets[c].contains(digit))
    }

    /// All 81 sets.
    pub fn as_array(&self) -> &[DigitSet; CELLS] {
        &self.sets
    }
}

impl TryFrom<Vec<u16>> for Candidates {
    type Error = GridError;

    fn try_from(bits: Vec<u16>) -> Result<Candidates, GridError> {
        if bits.len() != CELLS {
            return Err(GridError::WrongLength(bits.len()));
        }
        let mut sets = [DigitSet::EMPTY; CELLS];
        for (set, b) in sets.iter_mut().zip(bits) {
            *set = DigitSet::from_bits(b);
        }
        Ok(Candidates { sets })
    }
}

impl From<Candidates> for Vec<u16> {
    fn from(cands: Candidates) -> Vec<u16> {
        cands.sets.iter().map(|s| s.bits()).collect()
    }
}

impl fmt::Debug for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..9 {
            for col in 0..9 {
                write!(f, "{:?} ", self.sets[cell_at(row, col)])?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
