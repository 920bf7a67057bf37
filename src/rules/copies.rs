//! Cells tied to other cells: clones (two groups of cells holding the same digits, place
//! by place) and indexers (a cell's digit names the place in its row, column or box where
//! its own place's number stands).

use super::marks::RuleMark;
use super::{Contradiction, LogicPart, RuleError, RuleUnit, check_cells, narrow, note_of};
use crate::logic::{RuleKind, RuleNote};
use crate::shape::{DigitSet16, Shape};

/// Two groups of cells whose digits agree place by place.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Clones {
    /// The first group.
    pub cells: Vec<usize>,
    /// The second, each cell a copy of the first group's cell at the same place.
    pub copies: Vec<usize>,
}

/// Which house an indexer points into.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Indexes {
    /// The digit names a row of the cell's column (f-puzzles' row indexer).
    Row,
    /// The digit names a column of the cell's row (f-puzzles' column indexer).
    Column,
    /// The digit names a place of the cell's box, in reading order.
    Box,
}

/// A cell whose digit X says that the X-th cell of its house holds the cell's own place
/// (its row, column or place in its box) as a number.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Indexer {
    /// The indexing cell.
    pub cell: usize,
    /// The house it points into, in order (top to bottom, left to right, reading order).
    pub house: Vec<usize>,
    /// Which kind of house.
    pub indexes: Indexes,
}

impl RuleUnit for Clones {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Shade {
            cells: self.cells.iter().chain(&self.copies).copied().collect(),
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_cells(&self.cells, shape)?;
        check_cells(&self.copies, shape)?;
        if self.copies.len() != self.cells.len() || self.cells.is_empty() {
            return Err(RuleError::RuleTooShort {
                cells: self.copies.len(),
                least: self.cells.len().max(1),
            });
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let mut changed = false;
        for (&cell, &copy) in self.cells.iter().zip(&self.copies) {
            let both = candidates[cell].intersection(candidates[copy]);
            changed |= narrow(candidates, cell, both)?;
            changed |= narrow(candidates, copy, both)?;
        }
        Ok(changed)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        self.cells.iter().zip(&self.copies).all(|(&cell, &copy)| {
            let (ours, theirs) = (digits[cell], digits[copy]);
            ours == 0 || theirs == 0 || ours == theirs
        })
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        let cells: Vec<usize> = self.cells.iter().chain(&self.copies).copied().collect();
        Some(note_of(RuleKind::Clone, &cells, 0))
    }
}

impl Indexer {
    /// The indexer for `cell` of the given kind on `shape`: `None` when the shape has no
    /// such house for it (a box indexer on a grid without boxes or regions).
    pub fn on(cell: usize, indexes: Indexes, shape: &Shape) -> Option<Indexer> {
        let size = shape.size();
        let wanted = match indexes {
            Indexes::Row => size + shape.col_of(cell),
            Indexes::Column => shape.row_of(cell),
            Indexes::Box => *shape.houses_of(cell).iter().find(|&&h| h >= 2 * size)?,
        };
        let house = shape.houses().get(wanted)?.cells.clone();
        Some(Indexer {
            cell,
            house,
            indexes,
        })
    }

    /// The cell's place in its house, from 0.
    fn place(&self) -> Option<usize> {
        self.house.iter().position(|&c| c == self.cell)
    }
}

impl RuleUnit for Indexer {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Shade {
            cells: vec![self.cell],
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_cells(&self.house, shape)?;
        if self.house.len() != shape.size() || self.place().is_none() {
            return Err(RuleError::RuleTooShort {
                cells: self.house.len(),
                least: shape.size(),
            });
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let Some(place) = self.place() else {
            return Err(Contradiction);
        };
        // The cell holds X exactly when the X-th cell of the house holds the cell's place.
        let own = place as u8 + 1;
        let kept = candidates[self.cell].filter(|x| {
            self.house
                .get(usize::from(x) - 1)
                .is_some_and(|&target| candidates[target].contains(own))
        });
        let mut changed = narrow(candidates, self.cell, kept)?;
        for (index, &target) in self.house.iter().enumerate() {
            if target != self.cell && !candidates[self.cell].contains(index as u8 + 1) {
                let here = candidates[target].filter(|d| d != own);
                changed |= narrow(candidates, target, here)?;
            }
        }
        Ok(changed)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        let (Some(place), x) = (self.place(), digits[self.cell]) else {
            return false;
        };
        let own = place as u8 + 1;
        let pointed = x == 0
            || self.house.get(usize::from(x) - 1).is_some_and(|&target| {
                let there = digits[target];
                there == 0 || there == own
            });
        // The place's number standing elsewhere names that place.
        let elsewhere = self.house.iter().enumerate().all(|(index, &target)| {
            target == self.cell || digits[target] != own || x == 0 || usize::from(x) == index + 1
        });
        pointed && elsewhere
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        let kind = match self.indexes {
            Indexes::Row => RuleKind::RowIndexer,
            Indexes::Column => RuleKind::ColumnIndexer,
            Indexes::Box => RuleKind::BoxIndexer,
        };
        Some(note_of(kind, &[self.cell], 0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clones_share_their_candidates_place_by_place() {
        let shape = Shape::boxed(4).unwrap();
        let clone = Clones {
            cells: vec![0, 1],
            copies: vec![10, 11],
        };
        let mut candidates = vec![DigitSet16::full(4); 16];
        candidates[0] = DigitSet16::range(1, 2);
        candidates[11] = DigitSet16::single(3);
        clone.propagate(&mut candidates).unwrap();
        assert_eq!(candidates[10], DigitSet16::range(1, 2));
        assert_eq!(candidates[1], DigitSet16::single(3));
        let mut grid = vec![0; 16];
        grid[0] = 2;
        grid[10] = 1;
        assert!(!clone.holds(&shape, &grid));
    }

    #[test]
    fn a_column_indexer_names_where_its_column_number_stands_in_its_row() {
        let shape = Shape::boxed(4).unwrap();
        // r1c2 indexes row 1: a 4 there puts 2 in r1c4.
        let indexer = Indexer::on(1, Indexes::Column, &shape).unwrap();
        assert_eq!(indexer.house, vec![0, 1, 2, 3]);
        let mut candidates = vec![DigitSet16::full(4); 16];
        candidates[1] = DigitSet16::single(4);
        indexer.propagate(&mut candidates).unwrap();
        for cell in [0, 2] {
            assert!(!candidates[cell].contains(2), "r1c{}", cell + 1);
        }
        let mut grid = vec![0; 16];
        grid[..4].copy_from_slice(&[1, 4, 3, 2]);
        assert!(indexer.holds(&shape, &grid));
        grid[..4].copy_from_slice(&[2, 4, 3, 1]);
        assert!(!indexer.holds(&shape, &grid));
        // A row indexer of the same cell points down its column.
        let down = Indexer::on(1, Indexes::Row, &shape).unwrap();
        assert_eq!(down.house, vec![1, 5, 9, 13]);
    }
}
