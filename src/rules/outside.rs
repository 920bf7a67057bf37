//! Clues outside the grid: little killer sums (the digits along a diagonal, read from the
//! clue, add up to it; they may repeat) and sandwich sums (the digits of a row or column
//! between its 1 and its largest digit add up to the clue).

use super::arrow::keep_sum_within;
use super::marks::RuleMark;
use super::{
    Contradiction, LogicPart, RuleError, RuleUnit, check_cells, narrow, note_of, sum_may_reach,
};
use crate::logic::{RuleKind, RuleNote};
use crate::shape::{DigitSet16, Shape};

/// The sum of the cells along a diagonal, given outside the grid.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LittleKiller {
    /// The diagonal's cells, from the clue inwards.
    pub cells: Vec<usize>,
    /// Where the arrow points: one row down (1) or up (-1), one column right or left.
    pub direction: [i8; 2],
    /// What the digits add up to.
    pub sum: u32,
}

/// A row or a column, by its index from 0.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Line {
    /// A row, from the top.
    Row(usize),
    /// A column, from the left.
    Column(usize),
}

impl Line {
    /// The line's cells on a grid `size` wide, from the left or the top.
    pub fn cells(self, size: usize) -> Vec<usize> {
        match self {
            Line::Row(row) => (0..size).map(|col| row * size + col).collect(),
            Line::Column(col) => (0..size).map(|row| row * size + col).collect(),
        }
    }
}

/// The sum of the digits between the 1 and the largest digit of a row or column.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Sandwich {
    /// The row or column.
    pub line: Line,
    /// What the digits between add up to.
    pub sum: u32,
    /// Whether the clue sits past the line's end (right of a row, below a column) rather
    /// than before its start; the sum reads the same either way.
    pub far: bool,
}

impl LittleKiller {
    /// The cells of the diagonal that starts at `(row, col)` (inside the grid) and runs in
    /// `direction` to the edge.
    pub fn diagonal(size: usize, (row, col): (usize, usize), direction: [i8; 2]) -> Vec<usize> {
        let mut cells = Vec::new();
        let (mut r, mut c) = (row as isize, col as isize);
        let inside = |v: isize| (0..size as isize).contains(&v);
        while inside(r) && inside(c) {
            cells.push(r as usize * size + c as usize);
            r += isize::from(direction[0]);
            c += isize::from(direction[1]);
        }
        cells
    }
}

impl RuleUnit for LittleKiller {
    fn marks(&self, shape: &Shape) -> Vec<RuleMark> {
        let size = shape.size() as isize;
        let Some(&first) = self.cells.first() else {
            return Vec::new();
        };
        let [down, right] = self.direction.map(isize::from);
        vec![RuleMark::Outside {
            row: first as isize / size - down,
            col: first as isize % size - right,
            value: self.sum,
            direction: Some(self.direction),
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_cells(&self.cells, shape)?;
        let count = self.cells.len() as u32;
        if count == 0 {
            return Err(RuleError::RuleTooShort { cells: 0, least: 1 });
        }
        if self.sum < count || self.sum > count * shape.size() as u32 {
            return Err(RuleError::ImpossibleClue { value: self.sum });
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        keep_sum_within(&self.cells, candidates, self.sum, self.sum)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        sum_may_reach(self.cells.iter().map(|&c| digits[c]), self.sum)
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        Some(note_of(RuleKind::LittleKiller, &self.cells, self.sum))
    }
}

/// The least and the most `count` different digits from `low` to `high` add up to.
fn distinct_sum_range(count: u32, low: u32, high: u32) -> (u32, u32) {
    let least = (low..low + count).sum();
    let most = (high + 1 - count..=high).sum();
    (least, most)
}

impl RuleUnit for Sandwich {
    fn marks(&self, shape: &Shape) -> Vec<RuleMark> {
        let outside = if self.far { shape.size() as isize } else { -1 };
        let (row, col) = match self.line {
            Line::Row(row) => (row as isize, outside),
            Line::Column(col) => (outside, col as isize),
        };
        vec![RuleMark::Outside {
            row,
            col,
            value: self.sum,
            direction: None,
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        let size = shape.size();
        let index = match self.line {
            Line::Row(i) | Line::Column(i) => i,
        };
        if index >= size {
            return Err(RuleError::CellOutOfRange {
                cell: index * size,
                cells: shape.cells(),
            });
        }
        // Between 1 and the largest digit: none of them, up to every other digit.
        let most = distinct_sum_range(size as u32 - 2, 2, size as u32 - 1).1;
        if self.sum > most {
            return Err(RuleError::ImpossibleClue { value: self.sum });
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let size = super::dots::side(candidates.len());
        let cells = self.line.cells(size);
        let (one, top) = (1u8, size as u8);
        let middle = DigitSet16::range(2, top - 1);
        // For each way to place the 1 and the largest digit with a sum that the cells
        // between can make, what every cell may hold; the cells keep what some way allows.
        let mut allowed = vec![DigitSet16::EMPTY; size];
        for a in 0..size {
            for b in 0..size {
                let (first, second) = (candidates[cells[a]], candidates[cells[b]]);
                if a == b || !first.contains(one) || !second.contains(top) {
                    continue;
                }
                let (from, to) = (a.min(b), a.max(b));
                let between = &cells[from + 1..to];
                let (least, most) = distinct_sum_range(between.len() as u32, 2, top as u32 - 1);
                if self.sum < least || self.sum > most {
                    continue;
                }
                // The cells between, on their own, indexed from 0.
                let mut view: Vec<DigitSet16> = between
                    .iter()
                    .map(|&cell| candidates[cell].intersection(middle))
                    .collect();
                let places: Vec<usize> = (0..view.len()).collect();
                if view.iter().any(|set| set.is_empty())
                    || keep_sum_within(&places, &mut view, self.sum, self.sum).is_err()
                {
                    continue;
                }
                for (i, &cell) in cells.iter().enumerate() {
                    let here = if i == a {
                        DigitSet16::single(one)
                    } else if i == b {
                        DigitSet16::single(top)
                    } else if (from + 1..to).contains(&i) {
                        view[i - from - 1]
                    } else {
                        candidates[cell].intersection(middle)
                    };
                    allowed[i] = allowed[i].union(here);
                }
            }
        }
        let mut changed = false;
        for (i, &cell) in cells.iter().enumerate() {
            changed |= narrow(candidates, cell, candidates[cell].intersection(allowed[i]))?;
        }
        Ok(changed)
    }

    fn holds(&self, shape: &Shape, digits: &[u8]) -> bool {
        let size = shape.size();
        let line: Vec<u8> = self.line.cells(size).iter().map(|&c| digits[c]).collect();
        let place = |digit: u8| line.iter().position(|&d| d == digit);
        let (Some(a), Some(b)) = (place(1), place(size as u8)) else {
            return true;
        };
        let between = &line[a.min(b) + 1..a.max(b)];
        let placed: u32 = between.iter().map(|&d| u32::from(d)).sum();
        let open = between.iter().filter(|&&d| d == 0).count() as u32;
        if open == 0 {
            placed == self.sum
        } else {
            placed + 2 * open <= self.sum
        }
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, shape: &Shape) -> Option<RuleNote> {
        Some(note_of(
            RuleKind::Sandwich,
            &self.line.cells(shape.size()),
            self.sum,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_little_killer_runs_from_its_clue_to_the_edge() {
        // From r1c2 down and to the left: r1c2, r2c1.
        assert_eq!(LittleKiller::diagonal(9, (0, 1), [1, -1]), [1, 9]);
        assert_eq!(LittleKiller::diagonal(4, (0, 0), [1, 1]), [0, 5, 10, 15]);
        let clue = LittleKiller {
            cells: vec![1, 9],
            direction: [1, -1],
            sum: 3,
        };
        let mut candidates = vec![DigitSet16::full(9); 81];
        clue.propagate(&mut candidates).unwrap();
        assert_eq!(candidates[1].iter().collect::<Vec<_>>(), [1, 2]);
    }

    #[test]
    fn a_sandwich_of_zero_puts_the_one_beside_the_largest_digit() {
        let clue = Sandwich {
            line: Line::Row(0),
            sum: 0,
            far: false,
        };
        let mut candidates = vec![DigitSet16::full(4); 16];
        // The 1 settled in r1c1, and so gone from the rest of the row.
        candidates[0] = DigitSet16::single(1);
        for set in &mut candidates[1..4] {
            set.remove(1);
        }
        clue.propagate(&mut candidates).unwrap();
        assert_eq!(candidates[1], DigitSet16::single(4));
        let shape = Shape::boxed(4).unwrap();
        let grid = [1, 3, 4, 2]
            .iter()
            .chain(&[0; 12])
            .copied()
            .collect::<Vec<u8>>();
        assert!(!clue.holds(&shape, &grid));
    }
}
