//! The grid and candidates a technique looks at.

use super::{Contradiction, Step};
use crate::grid::{CELLS, Candidates, DigitSet, Grid, House, PEERS};
use serde::{Deserialize, Serialize};

/// A position for the logical solver: placed digits and the remaining candidates.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct LogicState {
    /// Digits placed so far (givens and entries alike).
    pub grid: Grid,
    /// Candidates of the empty cells.
    pub cands: Candidates,
}

impl LogicState {
    /// The state of a grid with candidates computed from its digits.
    pub fn from_grid(grid: &Grid) -> LogicState {
        LogicState {
            grid: *grid,
            cands: Candidates::from_grid(grid),
        }
    }

    /// A state with candidates supplied by the caller (for example, the player's notes).
    ///
    /// Candidates of filled cells are dropped, and so are candidates already placed in a
    /// peer: a person would not count those as possibilities either.
    pub fn with_candidates(grid: &Grid, cands: &Candidates) -> LogicState {
        let mut cands = *cands;
        for cell in 0..CELLS {
            if grid.get(cell) != 0 {
                cands.set(cell, DigitSet::EMPTY);
            } else {
                cands.set(cell, cands.get(cell).intersection(grid.allowed(cell)));
            }
        }
        LogicState { grid: *grid, cands }
    }

    /// Places a digit and removes it from the candidates of the cell's peers.
    pub fn place(&mut self, cell: usize, digit: u8) {
        self.grid.set(cell, digit);
        self.cands.set(cell, DigitSet::EMPTY);
        for &p in &PEERS[cell] {
            self.cands.remove(p as usize, digit);
        }
    }

    /// Applies a step's placements and eliminations.
    pub fn apply(&mut self, step: &Step) {
        for p in &step.placements {
            self.place(p.cell(), p.digit);
        }
        for e in &step.eliminations {
            self.cands.remove(e.cell(), e.digit);
        }
    }

    /// The first rule the state breaks, if any: two equal digits in a unit, an empty cell
    /// with no candidate, or a unit where a missing digit has no place.
    pub fn contradiction(&self) -> Option<Contradiction> {
        if let Err(conflict) = self.grid.validate() {
            return Some(Contradiction::Repeated(conflict));
        }
        for cell in 0..CELLS {
            if self.grid.get(cell) == 0 && self.cands.get(cell).is_empty() {
                return Some(Contradiction::EmptyCell { cell: cell as u8 });
            }
        }
        for unit in House::all() {
            let mut placed = DigitSet::EMPTY;
            let mut possible = DigitSet::EMPTY;
            for &c in unit.cells() {
                let c = c as usize;
                match self.grid.get(c) {
                    0 => possible = possible.union(self.cands.get(c)),
                    d => placed.insert(d),
                }
            }
            if let Some(d) = DigitSet::ALL.difference(placed.union(possible)).first() {
                return Some(Contradiction::NoPlace { unit, digit: d });
            }
        }
        None
    }
}
