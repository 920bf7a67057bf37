//! Even and odd cells: a square marks a cell whose digit is even, a circle one whose digit
//! is odd.

use super::marks::RuleMark;
use super::{Contradiction, LogicPart, RuleError, RuleUnit, check_cells, narrow, note_of};
use crate::logic::{RuleKind, RuleNote};
use crate::shape::{DigitSet16, Shape};

/// A cell whose digit is even, or odd.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Parity {
    /// The cell, counted row by row from 0.
    pub cell: usize,
    /// Whether its digit is even (else odd).
    pub even: bool,
}

impl Parity {
    /// Whether a digit has the cell's parity.
    fn allows(&self, digit: u8) -> bool {
        digit.is_multiple_of(2) == self.even
    }
}

impl RuleUnit for Parity {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Parity {
            cell: self.cell,
            even: self.even,
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_cells(&[self.cell], shape)
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let kept = candidates[self.cell].filter(|d| self.allows(d));
        narrow(candidates, self.cell, kept)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        let digit = digits[self.cell];
        digit == 0 || self.allows(digit)
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        let kind = if self.even {
            RuleKind::Even
        } else {
            RuleKind::Odd
        };
        Some(note_of(kind, &[self.cell], 0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_even_cell_keeps_the_even_digits() {
        let mut candidates = vec![DigitSet16::full(6); 36];
        let even = Parity {
            cell: 7,
            even: true,
        };
        assert_eq!(even.propagate(&mut candidates), Ok(true));
        assert_eq!(candidates[7].iter().collect::<Vec<_>>(), [2, 4, 6]);
        let shape = Shape::boxed(6).unwrap();
        let mut grid = vec![0; 36];
        grid[7] = 3;
        assert!(!even.holds(&shape, &grid));
        assert!(
            Parity {
                cell: 7,
                even: false
            }
            .holds(&shape, &grid)
        );
    }
}
