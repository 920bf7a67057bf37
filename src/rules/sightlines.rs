//! Clues that read a row or column from one end, outside the grid: X-sums (the first digit
//! seen, X, says how many cells from the clue add up to it) and skyscrapers (each digit a
//! building that high; the clue counts those seen, a building hiding every lower one behind
//! it).

use super::arrow::keep_sum_within;
use super::marks::RuleMark;
use super::{
    Contradiction, LogicPart, RuleError, RuleUnit, check_cells, narrow, note_of, sum_may_reach,
};
use crate::logic::{RuleKind, RuleNote};
use crate::shape::{DigitSet16, Shape};

/// The sum of the first X cells of a row or column read from its clue, X being the first
/// of them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct XSum {
    /// The row's or column's cells, from the clue inwards.
    pub cells: Vec<usize>,
    /// What the first X digits add up to.
    pub sum: u32,
}

/// How many buildings are seen along a row or column from its clue.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Skyscraper {
    /// The row's or column's cells, from the clue inwards.
    pub cells: Vec<usize>,
    /// How many are seen.
    pub count: u32,
}

/// The cells of the row or column a clue outside the grid at `(row, col)` reads, from the
/// clue inwards; `None` when the place is no clue's (inside the grid, or a corner).
pub fn cells_from_clue(size: usize, (row, col): (isize, isize)) -> Option<Vec<usize>> {
    let last = size as isize;
    let inside = |v: isize| (0..last).contains(&v);
    let (start, step): ((isize, isize), (isize, isize)) = match (row, col) {
        (-1, c) if inside(c) => ((0, c), (1, 0)),
        (r, c) if r == last && inside(c) => ((last - 1, c), (-1, 0)),
        (r, -1) if inside(r) => ((r, 0), (0, 1)),
        (r, c) if c == last && inside(r) => ((r, last - 1), (0, -1)),
        _ => return None,
    };
    Some(
        (0..last)
            .map(|i| ((start.0 + step.0 * i) * last + start.1 + step.1 * i) as usize)
            .collect(),
    )
}

/// Where the clue of a row or column read from `cells[0]` sits: one step back from it.
pub fn clue_place(cells: &[usize], size: usize) -> (isize, isize) {
    let at = |cell: usize| ((cell / size) as isize, (cell % size) as isize);
    match cells {
        [first, second, ..] => {
            let ((r0, c0), (r1, c1)) = (at(*first), at(*second));
            (r0 - (r1 - r0), c0 - (c1 - c0))
        }
        [only] => (at(*only).0, -1),
        [] => (-1, -1),
    }
}

/// Checks a clue's cells: inside the grid, a whole row or column.
fn check_lane(cells: &[usize], shape: &Shape) -> Result<(), RuleError> {
    check_cells(cells, shape)?;
    if cells.len() != shape.size() {
        return Err(RuleError::RuleTooShort {
            cells: cells.len(),
            least: shape.size(),
        });
    }
    Ok(())
}

/// The clue's mark: its number outside the grid, before the first cell.
fn clue_mark(cells: &[usize], shape: &Shape, value: u32) -> Vec<RuleMark> {
    let (row, col) = clue_place(cells, shape.size());
    vec![RuleMark::Outside {
        row,
        col,
        value,
        direction: None,
    }]
}

impl RuleUnit for XSum {
    fn marks(&self, shape: &Shape) -> Vec<RuleMark> {
        clue_mark(&self.cells, shape, self.sum)
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_lane(&self.cells, shape)?;
        let size = shape.size() as u32;
        if self.sum == 0 || self.sum > size * (size + 1) / 2 {
            return Err(RuleError::ImpossibleClue { value: self.sum });
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let cells = &self.cells;
        let mut allowed = vec![DigitSet16::EMPTY; cells.len()];
        let first = candidates[cells[0]];
        for x in first.iter() {
            let count = usize::from(x);
            if count > cells.len() {
                continue;
            }
            // The other cells counted, without X (the row holds it once), within the rest.
            let mut view: Vec<DigitSet16> = cells[1..count]
                .iter()
                .map(|&cell| candidates[cell].filter(|d| d != x))
                .collect();
            let places: Vec<usize> = (0..view.len()).collect();
            let rest = self.sum.checked_sub(u32::from(x));
            let fits = match rest {
                Some(rest) if view.is_empty() => rest == 0,
                Some(rest) => {
                    !view.iter().any(|set| set.is_empty())
                        && keep_sum_within(&places, &mut view, rest, rest).is_ok()
                }
                None => false,
            };
            if !fits {
                continue;
            }
            allowed[0].insert(x);
            for (i, set) in view.iter().enumerate() {
                allowed[i + 1] = allowed[i + 1].union(*set);
            }
            for i in count..cells.len() {
                allowed[i] = allowed[i].union(candidates[cells[i]]);
            }
        }
        let mut changed = false;
        for (i, &cell) in cells.iter().enumerate() {
            changed |= narrow(candidates, cell, candidates[cell].intersection(allowed[i]))?;
        }
        Ok(changed)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        let count = usize::from(digits[self.cells[0]]);
        if count == 0 || count > self.cells.len() {
            return count == 0;
        }
        sum_may_reach(self.cells[..count].iter().map(|&c| digits[c]), self.sum)
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        Some(note_of(RuleKind::XSum, &self.cells, self.sum))
    }
}

impl RuleUnit for Skyscraper {
    fn marks(&self, shape: &Shape) -> Vec<RuleMark> {
        clue_mark(&self.cells, shape, self.count)
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_lane(&self.cells, shape)?;
        if self.count == 0 || self.count > shape.size() as u32 {
            return Err(RuleError::ImpossibleClue { value: self.count });
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        // With `count` buildings seen, the one `i` cells in (from 0) is at most
        // size - count + 1 + i high: a taller one leaves too few taller digits to be seen
        // after it. With every building seen they rise one by one; with one, the tallest
        // stands first.
        let size = self.cells.len() as u32;
        let mut changed = false;
        for (i, &cell) in self.cells.iter().enumerate() {
            let most = size + 1 + i as u32 - self.count;
            let kept = if self.count == size {
                DigitSet16::single(i as u8 + 1)
            } else {
                candidates[cell].filter(|d| u32::from(d) <= most)
            };
            changed |= narrow(candidates, cell, candidates[cell].intersection(kept))?;
        }
        if self.count == 1 {
            changed |= narrow(
                candidates,
                self.cells[0],
                candidates[self.cells[0]].intersection(DigitSet16::single(size as u8)),
            )?;
        }
        Ok(changed)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        let line: Vec<u8> = self.cells.iter().map(|&cell| digits[cell]).collect();
        let (mut seen, mut tallest) = (0, 0);
        for &digit in &line {
            if digit == 0 {
                // Not yet known: only a count already past the clue breaks it.
                return seen <= self.count;
            }
            if digit > tallest {
                seen += 1;
                tallest = digit;
            }
        }
        seen == self.count
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        Some(note_of(RuleKind::Skyscraper, &self.cells, self.count))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clue_reads_its_row_or_column_from_its_side() {
        assert_eq!(cells_from_clue(4, (-1, 1)), Some(vec![1, 5, 9, 13]));
        assert_eq!(cells_from_clue(4, (4, 1)), Some(vec![13, 9, 5, 1]));
        assert_eq!(cells_from_clue(4, (2, -1)), Some(vec![8, 9, 10, 11]));
        assert_eq!(cells_from_clue(4, (2, 4)), Some(vec![11, 10, 9, 8]));
        for corner in [(-1, -1), (4, 4), (1, 1)] {
            assert_eq!(cells_from_clue(4, corner), None);
        }
        for place in [(-1, 2), (4, 0), (3, -1), (0, 4)] {
            let cells = cells_from_clue(4, place).expect("a clue's place");
            assert_eq!(clue_place(&cells, 4), place);
        }
    }

    #[test]
    fn an_x_sum_of_one_puts_the_one_first_and_a_filled_row_is_checked_whole() {
        let clue = XSum {
            cells: vec![0, 1, 2, 3],
            sum: 1,
        };
        let mut candidates = vec![DigitSet16::full(4); 16];
        clue.propagate(&mut candidates).unwrap();
        assert_eq!(candidates[0], DigitSet16::single(1));
        let shape = Shape::boxed(4).unwrap();
        let row = |digits: [u8; 4]| {
            let mut grid = vec![0; 16];
            grid[..4].copy_from_slice(&digits);
            grid
        };
        // 3 first: 3 + 1 + 2 = 6.
        let six = XSum {
            cells: vec![0, 1, 2, 3],
            sum: 6,
        };
        assert!(six.holds(&shape, &row([3, 1, 2, 4])));
        assert!(!six.holds(&shape, &row([3, 2, 4, 1])));
        assert!(six.holds(&shape, &row([3, 1, 0, 0])));
    }

    #[test]
    fn skyscrapers_seen_bound_the_heights_near_the_clue() {
        let shape = Shape::boxed(4).unwrap();
        let all_seen = Skyscraper {
            cells: vec![0, 1, 2, 3],
            count: 4,
        };
        let mut candidates = vec![DigitSet16::full(4); 16];
        all_seen.propagate(&mut candidates).unwrap();
        let row: Vec<u8> = (0..4).map(|c| candidates[c].first().unwrap()).collect();
        assert_eq!(row, [1, 2, 3, 4]);
        let one = Skyscraper {
            cells: vec![3, 2, 1, 0],
            count: 1,
        };
        let mut candidates = vec![DigitSet16::full(4); 16];
        one.propagate(&mut candidates).unwrap();
        assert_eq!(candidates[3], DigitSet16::single(4));
        // Two seen from the left: 3 then 4.
        let two = Skyscraper {
            cells: vec![0, 1, 2, 3],
            count: 2,
        };
        let mut grid = vec![0; 16];
        grid[..4].copy_from_slice(&[3, 1, 4, 2]);
        assert!(two.holds(&shape, &grid));
        grid[..4].copy_from_slice(&[1, 3, 4, 2]);
        assert!(!two.holds(&shape, &grid));
    }
}
