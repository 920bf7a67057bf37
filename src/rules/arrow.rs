//! Arrows: the digits along the arrow's line add up to the number in its circle (one cell)
//! or pill (two or three cells, read as a number in base ten from the arrow's end). Digits
//! may repeat on the line where no house forbids it.

use super::marks::{LineKind, RuleMark};
use super::{Contradiction, LogicPart, RuleError, RuleUnit, check_cells, narrow, note_of};
use crate::logic::{RuleKind, RuleNote};
use crate::shape::{DigitSet16, Shape};

/// An arrow: its circle or pill, and the line whose digits add up to the number there.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Arrow {
    /// The circle's cell, or the pill's cells with the most significant digit first.
    pub circle: Vec<usize>,
    /// The line's cells, from the circle out.
    pub line: Vec<usize>,
}

/// The most cells a pill has.
pub const MOST_PILL_CELLS: usize = 3;

/// The least and the most a run of cells adds up to, digits free to repeat; `None` when a
/// cell has no candidate.
pub(crate) fn sum_bounds(cells: &[usize], candidates: &[DigitSet16]) -> Option<(u32, u32)> {
    cells.iter().try_fold((0, 0), |(low, high), &cell| {
        let here = candidates[cell];
        Some((
            low + u32::from(here.first()?),
            high + u32::from(here.last()?),
        ))
    })
}

/// Keeps in each of `cells` the digits that let the whole add up to somewhere in
/// `low..=high`, the other cells at their bounds.
pub(crate) fn keep_sum_within(
    cells: &[usize],
    candidates: &mut [DigitSet16],
    low: u32,
    high: u32,
) -> Result<bool, Contradiction> {
    let Some((least, most)) = sum_bounds(cells, candidates) else {
        return Err(Contradiction);
    };
    if least > high || most < low {
        return Err(Contradiction);
    }
    let mut changed = false;
    for &cell in cells {
        let here = candidates[cell];
        let (Some(own_least), Some(own_most)) = (here.first(), here.last()) else {
            return Err(Contradiction);
        };
        let others_least = least - u32::from(own_least);
        let others_most = most - u32::from(own_most);
        let kept = here.filter(|d| {
            let d = u32::from(d);
            d + others_least <= high && d + others_most >= low
        });
        changed |= narrow(candidates, cell, kept)?;
    }
    Ok(changed)
}

impl Arrow {
    /// The place value of each of the circle's cells (1 for a circle; 10 and 1 for a pill of
    /// two).
    fn weights(&self) -> impl Iterator<Item = u32> + '_ {
        let count = self.circle.len() as u32;
        (0..count).map(move |i| 10u32.pow(count - 1 - i))
    }

    /// The number in the circle given its digits.
    fn number(&self, digits: impl Iterator<Item = u8>) -> u32 {
        self.weights()
            .zip(digits)
            .map(|(w, d)| w * u32::from(d))
            .sum()
    }
}

impl RuleUnit for Arrow {
    fn marks(&self, shape: &Shape) -> Vec<RuleMark> {
        let size = shape.size();
        // The line leaves the circle or pill from its cell nearest the line's first cell.
        let apart = |a: usize, b: usize| {
            (a / size)
                .abs_diff(b / size)
                .max((a % size).abs_diff(b % size))
        };
        let start = match self.line.first() {
            Some(&first) => self
                .circle
                .iter()
                .copied()
                .min_by_key(|&cell| apart(cell, first)),
            None => None,
        };
        let cells = start.into_iter().chain(self.line.iter().copied()).collect();
        vec![
            RuleMark::Line {
                kind: LineKind::Arrow,
                cells,
            },
            RuleMark::Circle {
                cells: self.circle.clone(),
            },
        ]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        let both: Vec<usize> = self.circle.iter().chain(&self.line).copied().collect();
        check_cells(&both, shape)?;
        if self.circle.is_empty() || self.line.is_empty() {
            return Err(RuleError::RuleTooShort {
                cells: self.circle.len().min(self.line.len()),
                least: 1,
            });
        }
        if self.circle.len() > MOST_PILL_CELLS {
            return Err(RuleError::RuleTooLong {
                cells: self.circle.len(),
                most: MOST_PILL_CELLS,
            });
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let Some((line_least, line_most)) = sum_bounds(&self.line, candidates) else {
            return Err(Contradiction);
        };
        // The circle's number at its least and most, each cell at its bound.
        let bound = |pick: fn(DigitSet16) -> Option<u8>, cands: &[DigitSet16]| -> Option<u32> {
            self.weights()
                .zip(&self.circle)
                .try_fold(0, |sum, (w, &cell)| {
                    Some(sum + w * u32::from(pick(cands[cell])?))
                })
        };
        let (Some(low), Some(high)) = (
            bound(DigitSet16::first, candidates),
            bound(DigitSet16::last, candidates),
        ) else {
            return Err(Contradiction);
        };
        let mut changed = keep_sum_within(&self.line, candidates, low, high)?;
        // Each digit of the circle with the others at their bounds must reach the line's
        // range.
        for (weight, &cell) in self.weights().zip(&self.circle) {
            let here = candidates[cell];
            let (Some(own_low), Some(own_high)) = (here.first(), here.last()) else {
                return Err(Contradiction);
            };
            let rest_low = low - weight * u32::from(own_low);
            let rest_high = high - weight * u32::from(own_high);
            let kept = here.filter(|d| {
                let value = weight * u32::from(d);
                value + rest_low <= line_most && value + rest_high >= line_least
            });
            changed |= narrow(candidates, cell, kept)?;
        }
        Ok(changed)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        let circle: Vec<u8> = self.circle.iter().map(|&c| digits[c]).collect();
        let placed: u32 = self.line.iter().map(|&c| u32::from(digits[c])).sum();
        let open = self.line.iter().filter(|&&c| digits[c] == 0).count() as u32;
        if circle.contains(&0) {
            return true;
        }
        let number = self.number(circle.into_iter());
        if open == 0 {
            placed == number
        } else {
            placed + open <= number
        }
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        let cells: Vec<usize> = self.circle.iter().chain(&self.line).copied().collect();
        Some(note_of(RuleKind::Arrow, &cells, 0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_circle_over_three_cells_is_at_least_three_and_the_cells_at_most_seven() {
        let arrow = Arrow {
            circle: vec![0],
            line: vec![1, 2, 3],
        };
        let mut candidates = vec![DigitSet16::full(9); 81];
        arrow.propagate(&mut candidates).unwrap();
        assert_eq!(candidates[0].first(), Some(3));
        assert_eq!(candidates[1].last(), Some(7));
    }

    #[test]
    fn a_pill_reads_its_digits_as_a_number() {
        let arrow = Arrow {
            circle: vec![0, 1],
            line: vec![2, 3],
        };
        let shape = Shape::boxed(9).unwrap();
        let mut grid = vec![0; 81];
        grid[0] = 1;
        grid[1] = 2;
        grid[2] = 5;
        grid[3] = 7;
        assert!(arrow.holds(&shape, &grid));
        grid[3] = 6;
        assert!(!arrow.holds(&shape, &grid));
        // Two cells add up to 2 to 18, so a pill of two reads 11 to 18: it starts with 1.
        let mut candidates = vec![DigitSet16::full(9); 81];
        arrow.propagate(&mut candidates).unwrap();
        assert_eq!(candidates[0].iter().collect::<Vec<_>>(), [1]);
    }
}
