//! A main diagonal that holds every digit once: X Sudoku's rule, one unit per diagonal.

use super::marks::{LineKind, RuleMark};
use super::{Contradiction, LogicPart, RuleError, RuleUnit, all_differ};
use crate::grid::House;
use crate::shape::{DigitSet16, Shape};

/// The diagonal from the top left corner to the bottom right, or (`anti`) from the top
/// right to the bottom left.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Diagonal {
    /// Whether it is the diagonal from the top right corner.
    pub anti: bool,
}

impl Diagonal {
    /// The diagonal's cells on `shape`, from the top.
    pub fn cells(&self, shape: &Shape) -> Vec<usize> {
        let size = shape.size();
        (0..size)
            .map(|row| {
                let col = if self.anti { size - 1 - row } else { row };
                row * size + col
            })
            .collect()
    }
}

impl RuleUnit for Diagonal {
    fn marks(&self, shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Line {
            kind: LineKind::Diagonal,
            cells: self.cells(shape),
        }]
    }

    fn check(&self, _shape: &Shape) -> Result<(), RuleError> {
        // Every square grid has both diagonals.
        Ok(())
    }

    fn distinct_groups(&self, shape: &Shape) -> Vec<Vec<usize>> {
        vec![self.cells(shape)]
    }

    fn propagate(&self, _candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        // Its digits differ, which the solver keeps as it keeps the houses'.
        Ok(false)
    }

    fn holds(&self, shape: &Shape, digits: &[u8]) -> bool {
        all_differ(&self.cells(shape), digits)
    }

    fn logic_parts(&self, shape: &Shape) -> Vec<LogicPart> {
        let house = if self.anti {
            House::AntiDiagonal
        } else {
            House::Diagonal
        };
        vec![LogicPart::House(house, self.cells(shape))]
    }
}
