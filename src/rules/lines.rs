//! Rules along a line of cells: thermometers (rising from the bulb), German whispers
//! (neighbours on the line far apart), palindromes (the same read from either end), renban
//! lines (a set of consecutive digits in any order) and between lines (the cells strictly
//! between the digits of the two ends).

use super::marks::{LineKind, RuleMark};
use super::{
    Contradiction, LogicPart, RuleError, RuleUnit, all_differ, check_cells, narrow, note_of,
};
use crate::logic::{RuleKind, RuleNote};
use crate::shape::{DigitSet16, Shape};

/// Digits rise strictly along the line from the bulb, its first cell.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Thermometer {
    /// Its cells from the bulb.
    pub cells: Vec<usize>,
}

/// Neighbours on the line differ by at least `difference` (German whispers: 5).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Whispers {
    /// Its cells in order along the line.
    pub cells: Vec<usize>,
    /// The least difference between neighbours on it.
    pub difference: u8,
}

/// The line reads the same from either end.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Palindrome {
    /// Its cells in order along the line.
    pub cells: Vec<usize>,
}

/// The line holds a set of consecutive digits, in any order, none twice.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Renban {
    /// Its cells.
    pub cells: Vec<usize>,
}

/// Each cell between the two ends holds a digit strictly between theirs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BetweenLine {
    /// Its cells from one end (a circle) to the other.
    pub cells: Vec<usize>,
}

/// Checks the cells of a line: each in the grid once, at least `least` of them, at most
/// `most`.
fn check_line(cells: &[usize], shape: &Shape, least: usize, most: usize) -> Result<(), RuleError> {
    check_cells(cells, shape)?;
    if cells.len() < least {
        return Err(RuleError::RuleTooShort {
            cells: cells.len(),
            least,
        });
    }
    if cells.len() > most {
        return Err(RuleError::RuleTooLong {
            cells: cells.len(),
            most,
        });
    }
    Ok(())
}

impl RuleUnit for Thermometer {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Line {
            kind: LineKind::Thermometer,
            cells: self.cells.clone(),
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_line(&self.cells, shape, 1, shape.size())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        vec![self.cells.clone()]
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let mut changed = false;
        // Each cell is above the least its predecessor can hold, and below the most its
        // successor can.
        let mut floor = 0;
        for &cell in &self.cells {
            changed |= narrow(candidates, cell, candidates[cell].filter(|d| d > floor))?;
            floor = candidates[cell].first().unwrap_or(0);
        }
        let mut ceiling = u8::MAX;
        for &cell in self.cells.iter().rev() {
            changed |= narrow(candidates, cell, candidates[cell].filter(|d| d < ceiling))?;
            ceiling = candidates[cell].last().unwrap_or(0);
        }
        Ok(changed)
    }

    fn holds(&self, shape: &Shape, digits: &[u8]) -> bool {
        let size = shape.size();
        let count = self.cells.len();
        let placed: Vec<(usize, u8)> = self
            .cells
            .iter()
            .enumerate()
            .map(|(i, &cell)| (i, digits[cell]))
            .filter(|&(_, d)| d != 0)
            .collect();
        // Room below each placed digit for the cells before it, and above for those after.
        let room = placed
            .iter()
            .all(|&(i, d)| usize::from(d) > i && usize::from(d) + (count - 1 - i) <= size);
        room && placed
            .windows(2)
            .all(|w| usize::from(w[1].1) >= usize::from(w[0].1) + (w[1].0 - w[0].0))
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        vec![LogicPart::Distinct(self.cells.clone())]
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        Some(note_of(RuleKind::Thermometer, &self.cells, 0))
    }
}

impl RuleUnit for Whispers {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Line {
            kind: LineKind::Whispers,
            cells: self.cells.clone(),
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_line(&self.cells, shape, 2, shape.cells())?;
        if self.difference == 0 || usize::from(self.difference) >= shape.size() {
            return Err(RuleError::ImpossibleClue {
                value: u32::from(self.difference),
            });
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let mut changed = false;
        for pair in self.cells.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let far = |x: u8, set: DigitSet16| set.iter().any(|y| x.abs_diff(y) >= self.difference);
            let there = candidates[b];
            changed |= narrow(candidates, a, candidates[a].filter(|x| far(x, there)))?;
            let here = candidates[a];
            changed |= narrow(candidates, b, candidates[b].filter(|y| far(y, here)))?;
        }
        Ok(changed)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        self.cells.windows(2).all(|pair| {
            let (x, y) = (digits[pair[0]], digits[pair[1]]);
            x == 0 || y == 0 || x.abs_diff(y) >= self.difference
        })
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        Some(note_of(
            RuleKind::Whispers,
            &self.cells,
            u32::from(self.difference),
        ))
    }
}

impl Palindrome {
    /// The pairs of cells that mirror each other, from the ends inwards.
    fn mirrored(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let count = self.cells.len();
        (0..count / 2).map(move |i| (self.cells[i], self.cells[count - 1 - i]))
    }
}

impl RuleUnit for Palindrome {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Line {
            kind: LineKind::Palindrome,
            cells: self.cells.clone(),
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_line(&self.cells, shape, 2, shape.cells())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let mut changed = false;
        for (a, b) in self.mirrored() {
            let both = candidates[a].intersection(candidates[b]);
            changed |= narrow(candidates, a, both)?;
            changed |= narrow(candidates, b, both)?;
        }
        Ok(changed)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        self.mirrored().all(|(a, b)| {
            let (x, y) = (digits[a], digits[b]);
            x == 0 || y == 0 || x == y
        })
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        Some(note_of(RuleKind::Palindrome, &self.cells, 0))
    }
}

impl RuleUnit for Renban {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Line {
            kind: LineKind::Renban,
            cells: self.cells.clone(),
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_line(&self.cells, shape, 1, shape.size())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        vec![self.cells.clone()]
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let size = super::dots::side(candidates.len()) as u8;
        let count = self.cells.len() as u8;
        // The runs of consecutive digits the line may hold: each cell has a candidate in it
        // and every settled digit is in it.
        let mut allowed = DigitSet16::EMPTY;
        for low in 1..=(size + 1).saturating_sub(count) {
            let run = DigitSet16::range(low, low + count - 1);
            let fits = self.cells.iter().all(|&cell| {
                let here = candidates[cell];
                !here.intersection(run).is_empty()
                    && here.single_digit().is_none_or(|d| run.contains(d))
            });
            if fits {
                allowed = allowed.union(run);
            }
        }
        let mut changed = false;
        for &cell in &self.cells {
            changed |= narrow(candidates, cell, candidates[cell].intersection(allowed))?;
        }
        Ok(changed)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        let placed = self.cells.iter().map(|&c| digits[c]).filter(|&d| d != 0);
        let (low, high) = placed.fold((u8::MAX, 0), |(lo, hi), d| (lo.min(d), hi.max(d)));
        all_differ(&self.cells, digits) && (high == 0 || usize::from(high - low) < self.cells.len())
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        vec![LogicPart::Distinct(self.cells.clone())]
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        Some(note_of(RuleKind::Renban, &self.cells, 0))
    }
}

impl BetweenLine {
    /// The two ends and the cells between them.
    fn parts(&self) -> (usize, usize, &[usize]) {
        let count = self.cells.len();
        (
            self.cells[0],
            self.cells[count - 1],
            &self.cells[1..count - 1],
        )
    }
}

impl RuleUnit for BetweenLine {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Line {
            kind: LineKind::Between,
            cells: self.cells.clone(),
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_line(&self.cells, shape, 2, shape.cells())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let (first, last, inner) = self.parts();
        if inner.is_empty() {
            return Ok(false);
        }
        // Every pair of end digits that leaves each inner cell a digit strictly between.
        let mut ends = [DigitSet16::EMPTY; 2];
        let mut inside = vec![DigitSet16::EMPTY; inner.len()];
        for x in candidates[first].iter() {
            for y in candidates[last].iter() {
                let between = DigitSet16::range(x.min(y) + 1, x.max(y).saturating_sub(1));
                let each: Vec<DigitSet16> = inner
                    .iter()
                    .map(|&cell| candidates[cell].intersection(between))
                    .collect();
                if each.iter().any(|set| set.is_empty()) {
                    continue;
                }
                ends[0].insert(x);
                ends[1].insert(y);
                for (slot, set) in inside.iter_mut().zip(each) {
                    *slot = slot.union(set);
                }
            }
        }
        let mut changed = narrow(candidates, first, ends[0])?;
        changed |= narrow(candidates, last, ends[1])?;
        for (&cell, set) in inner.iter().zip(inside) {
            changed |= narrow(candidates, cell, set)?;
        }
        Ok(changed)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        let (first, last, inner) = self.parts();
        let (x, y) = (digits[first], digits[last]);
        if inner.is_empty() || x == 0 || y == 0 {
            return true;
        }
        inner
            .iter()
            .map(|&c| digits[c])
            .all(|d| d == 0 || (x.min(y) < d && d < x.max(y)))
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        Some(note_of(RuleKind::BetweenLine, &self.cells, 0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(size: usize) -> Vec<DigitSet16> {
        vec![DigitSet16::full(size); size * size]
    }

    fn digits(set: DigitSet16) -> Vec<u8> {
        set.iter().collect()
    }

    #[test]
    fn a_thermometer_of_four_leaves_room_above_and_below() {
        let thermo = Thermometer {
            cells: vec![0, 9, 18, 27],
        };
        let mut candidates = all(9);
        assert_eq!(thermo.propagate(&mut candidates), Ok(true));
        assert_eq!(digits(candidates[0]), [1, 2, 3, 4, 5, 6]);
        assert_eq!(digits(candidates[9]), [2, 3, 4, 5, 6, 7]);
        assert_eq!(digits(candidates[27]), [4, 5, 6, 7, 8, 9]);
        let shape = Shape::boxed(9).unwrap();
        let mut grid = vec![0; 81];
        grid[9] = 2;
        grid[27] = 3; // two cells apart, only one digit between
        assert!(!thermo.holds(&shape, &grid));
        grid[27] = 4;
        assert!(thermo.holds(&shape, &grid));
    }

    #[test]
    fn whispers_take_the_middle_digit_of_nine() {
        let line = Whispers {
            cells: vec![0, 1],
            difference: 5,
        };
        let mut candidates = all(9);
        line.propagate(&mut candidates).unwrap();
        // 5 has no digit five away among 1 to 9.
        assert!(!candidates[0].contains(5) && !candidates[1].contains(5));
        assert_eq!(candidates[0].len(), 8);
    }

    #[test]
    fn a_renban_of_three_with_a_seven_keeps_five_to_nine() {
        let line = Renban {
            cells: vec![0, 1, 2],
        };
        let mut candidates = all(9);
        candidates[1] = DigitSet16::single(7);
        line.propagate(&mut candidates).unwrap();
        assert_eq!(digits(candidates[0]), [5, 6, 7, 8, 9]);
        let shape = Shape::boxed(9).unwrap();
        let mut grid = vec![0; 81];
        grid[0] = 4;
        grid[2] = 7;
        assert!(!line.holds(&shape, &grid));
    }

    #[test]
    fn a_palindrome_and_a_between_line_narrow_their_cells() {
        let mut candidates = all(9);
        candidates[0] = DigitSet16::from_bits(0b111);
        Palindrome {
            cells: vec![0, 1, 2],
        }
        .propagate(&mut candidates)
        .unwrap();
        assert_eq!(digits(candidates[2]), [1, 2, 3]);
        let mut candidates = all(9);
        candidates[0] = DigitSet16::single(3);
        candidates[3] = DigitSet16::single(7);
        BetweenLine {
            cells: vec![0, 1, 2, 3],
        }
        .propagate(&mut candidates)
        .unwrap();
        assert_eq!(digits(candidates[1]), [4, 5, 6]);
    }
}
