//! A group of as many cells as the grid is wide that holds every digit once: Windoku's
//! windows, one unit per window.

use super::marks::RuleMark;
use super::{Contradiction, LogicPart, RuleError, RuleUnit, all_differ, check_cells};
use crate::shape::{DigitSet16, Shape};

/// An extra region: its cells hold every digit once.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ExtraRegion {
    /// Its cells, counted row by row from 0.
    pub cells: Vec<usize>,
}

impl ExtraRegion {
    /// The window of `height` by `width` cells whose top left cell is at `row`, `col` of a
    /// grid `size` wide.
    pub fn window(size: usize, row: usize, col: usize, height: usize, width: usize) -> ExtraRegion {
        ExtraRegion {
            cells: (0..height)
                .flat_map(|r| (0..width).map(move |c| (row + r) * size + col + c))
                .collect(),
        }
    }
}

impl RuleUnit for ExtraRegion {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Shade {
            cells: self.cells.clone(),
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_cells(&self.cells, shape)?;
        if self.cells.len() != shape.size() {
            return Err(RuleError::RegionSize {
                expected: shape.size(),
                found: self.cells.len(),
            });
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        vec![self.cells.clone()]
    }

    fn propagate(&self, _candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        // Its digits differ and it holds every one, which the solver keeps as for a house.
        Ok(false)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        all_differ(&self.cells, digits)
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        vec![LogicPart::ExtraHouse(self.cells.clone())]
    }
}
