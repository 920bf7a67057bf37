//! Clues on cells and corners: quadruples (a circle on the corner four cells share, naming
//! digits those cells hold among them), minimum and maximum cells (below, or above, each
//! orthogonal neighbour that is not itself one), and the candidates a setter pencils into a
//! cell (f-puzzles' given pencil marks: the cell holds one of them).

use super::marks::RuleMark;
use super::{Contradiction, LogicPart, RuleError, RuleUnit, check_cells, narrow, note_of};
use crate::logic::{RuleKind, RuleNote};
use crate::shape::{DigitSet16, Shape};

/// Digits the cells round a corner hold among them, each as often as it is named.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Quadruple {
    /// The cells round the corner (four inside the grid).
    pub cells: Vec<usize>,
    /// The digits named, in order, a digit named twice held twice.
    pub digits: Vec<u8>,
}

/// A cell below (a minimum) or above (a maximum) each of its neighbours.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Extremum {
    /// The cell.
    pub cell: usize,
    /// Its orthogonal neighbours that are not minimum (or maximum) cells themselves.
    pub neighbours: Vec<usize>,
    /// Above its neighbours rather than below.
    pub maximum: bool,
}

/// The digits a setter allows a cell: it holds one of them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Candidates {
    /// The cell.
    pub cell: usize,
    /// The digits allowed, ascending.
    pub digits: Vec<u8>,
}

/// Checks a clue's digits are the grid's: each from 1 to its size.
fn check_digits(digits: &[u8], shape: &Shape) -> Result<(), RuleError> {
    match digits
        .iter()
        .find(|&&d| d == 0 || usize::from(d) > shape.size())
    {
        Some(&digit) => Err(RuleError::ImpossibleClue {
            value: u32::from(digit),
        }),
        None => Ok(()),
    }
}

/// A list of digits as a set.
fn set_of(digits: &[u8]) -> DigitSet16 {
    digits.iter().fold(DigitSet16::EMPTY, |set, &d| {
        set.union(DigitSet16::single(d))
    })
}

impl RuleUnit for Candidates {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Candidates {
            cell: self.cell,
            digits: self.digits.clone(),
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_cells(&[self.cell], shape)?;
        if self.digits.is_empty() {
            return Err(RuleError::RuleTooShort { cells: 0, least: 1 });
        }
        check_digits(&self.digits, shape)
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let kept = candidates[self.cell].intersection(set_of(&self.digits));
        narrow(candidates, self.cell, kept)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        let digit = digits[self.cell];
        digit == 0 || self.digits.contains(&digit)
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        Some(note_of(RuleKind::GivenCandidates, &[self.cell], 0))
    }
}

impl Quadruple {
    /// Each digit named and how often.
    fn counts(&self) -> Vec<(u8, usize)> {
        let mut counts: Vec<(u8, usize)> = Vec::new();
        for &digit in &self.digits {
            match counts.iter_mut().find(|(d, _)| *d == digit) {
                Some((_, count)) => *count += 1,
                None => counts.push((digit, 1)),
            }
        }
        counts
    }
}

impl RuleUnit for Quadruple {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Quadruple {
            cells: self.cells.clone(),
            digits: self.digits.clone(),
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_cells(&self.cells, shape)?;
        if self.cells.is_empty() {
            return Err(RuleError::RuleTooShort { cells: 0, least: 1 });
        }
        if self.digits.len() > self.cells.len() {
            return Err(RuleError::RuleTooLong {
                cells: self.digits.len(),
                most: self.cells.len(),
            });
        }
        check_digits(&self.digits, shape)
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let mut changed = false;
        if self.digits.len() == self.cells.len() {
            let named = set_of(&self.digits);
            for &cell in &self.cells {
                changed |= narrow(candidates, cell, candidates[cell].intersection(named))?;
            }
        }
        for (digit, count) in self.counts() {
            let room: Vec<usize> = self
                .cells
                .iter()
                .copied()
                .filter(|&cell| candidates[cell].contains(digit))
                .collect();
            if room.len() < count {
                return Err(Contradiction);
            }
            if room.len() == count {
                for cell in room {
                    changed |= narrow(candidates, cell, DigitSet16::single(digit))?;
                }
            }
        }
        Ok(changed)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        // Each digit still missing needs an open cell of its own.
        let open = self.cells.iter().filter(|&&c| digits[c] == 0).count();
        let missing: usize = self
            .counts()
            .iter()
            .map(|&(digit, count)| {
                let held = self.cells.iter().filter(|&&c| digits[c] == digit).count();
                count.saturating_sub(held)
            })
            .sum();
        missing <= open
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        Some(note_of(RuleKind::Quadruple, &self.cells, 0))
    }
}

impl Extremum {
    /// Whether the cell's digit and a neighbour's are in the rule's order (the cell's below
    /// for a minimum, above for a maximum).
    fn in_order(&self, cell: u8, neighbour: u8) -> bool {
        if self.maximum {
            cell > neighbour
        } else {
            cell < neighbour
        }
    }
}

impl RuleUnit for Extremum {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Extremum {
            cell: self.cell,
            maximum: self.maximum,
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        let mut cells = self.neighbours.clone();
        cells.push(self.cell);
        check_cells(&cells, shape)
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        self.neighbours
            .iter()
            .map(|&n| vec![self.cell, n])
            .collect()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let mut changed = false;
        for &neighbour in &self.neighbours {
            let theirs = candidates[neighbour];
            let kept = candidates[self.cell]
                .filter(|d| theirs.iter().any(|other| self.in_order(d, other)));
            changed |= narrow(candidates, self.cell, kept)?;
            let ours = candidates[self.cell];
            let kept = theirs.filter(|other| ours.iter().any(|d| self.in_order(d, other)));
            changed |= narrow(candidates, neighbour, kept)?;
        }
        Ok(changed)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        let ours = digits[self.cell];
        ours == 0
            || self.neighbours.iter().all(|&n| {
                let theirs = digits[n];
                theirs == 0 || self.in_order(ours, theirs)
            })
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        let kind = if self.maximum {
            RuleKind::Maximum
        } else {
            RuleKind::Minimum
        };
        Some(note_of(kind, &[self.cell], 0))
    }
}

/// The orthogonal neighbours of `cell` on a grid `size` wide.
pub fn orthogonal_neighbours(cell: usize, size: usize) -> Vec<usize> {
    let (row, col) = (cell / size, cell % size);
    let mut found = Vec::new();
    if row > 0 {
        found.push(cell - size);
    }
    if col > 0 {
        found.push(cell - 1);
    }
    if col + 1 < size {
        found.push(cell + 1);
    }
    if row + 1 < size {
        found.push(cell + size);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quadruple_puts_a_digit_where_only_its_count_of_cells_can_take_it() {
        let shape = Shape::boxed(4).unwrap();
        let clue = Quadruple {
            cells: vec![0, 1, 4, 5],
            digits: vec![3, 4],
        };
        let mut candidates = vec![DigitSet16::full(4); 16];
        for cell in [0, 1, 4] {
            candidates[cell].remove(4);
        }
        clue.propagate(&mut candidates).unwrap();
        assert_eq!(candidates[5], DigitSet16::single(4));
        let mut grid = vec![0; 16];
        grid[0] = 1;
        grid[1] = 2;
        assert!(clue.holds(&shape, &grid));
        grid[4] = 1;
        assert!(!clue.holds(&shape, &grid), "one open cell for 3 and 4");
    }

    #[test]
    fn a_minimum_stays_below_each_neighbour_and_a_maximum_above() {
        let shape = Shape::boxed(4).unwrap();
        let low = Extremum {
            cell: 5,
            neighbours: orthogonal_neighbours(5, 4),
            maximum: false,
        };
        assert_eq!(low.neighbours, vec![1, 4, 6, 9]);
        let mut candidates = vec![DigitSet16::full(4); 16];
        low.propagate(&mut candidates).unwrap();
        assert_eq!(candidates[5], DigitSet16::range(1, 3));
        assert_eq!(candidates[1], DigitSet16::range(2, 4));
        let high = Extremum {
            maximum: true,
            ..low.clone()
        };
        let mut grid = vec![0; 16];
        grid[5] = 4;
        grid[1] = 3;
        assert!(high.holds(&shape, &grid));
        assert!(!low.holds(&shape, &grid));
    }
}
