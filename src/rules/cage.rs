//! A cage: its digits differ and, where it has a sum, add up to it. Killer Sudoku's rule,
//! one unit per cage.

use super::marks::RuleMark;
use super::{Contradiction, LogicPart, RuleError, RuleUnit, all_differ, check_cells};
use crate::shape::{DigitSet16, Shape};

/// A cage of cells, with the sum of its digits if given.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Cage {
    /// Its cells, counted row by row from 0.
    pub cells: Vec<usize>,
    /// What its digits add up to, if given.
    pub sum: Option<u32>,
}

/// The least and the most `count` different digits from 1 to `size` add up to.
fn sum_range(count: usize, size: usize) -> (u32, u32) {
    let least: u32 = (1..=count as u32).sum();
    let most: u32 = ((size - count + 1) as u32..=size as u32).sum();
    (least, most)
}

/// The least and the most `count` different digits of `digits` add up to; `None` when it
/// has fewer than `count`.
fn bounds(digits: DigitSet16, count: usize) -> Option<(u32, u32)> {
    if digits.len() < count {
        return None;
    }
    let all: Vec<u32> = digits.iter().map(u32::from).collect();
    let least = all.iter().take(count).sum();
    let most = all.iter().rev().take(count).sum();
    Some((least, most))
}

impl Cage {
    /// Whether `digit` in `cell` leaves the others a way to the sum, by bounds: the cells
    /// whose digit is settled add theirs, the open ones at least their smallest different
    /// digits and at most their largest.
    fn allows(&self, candidates: &[DigitSet16], cell: usize, digit: u8, sum: u32) -> bool {
        let mut settled = digit as u32;
        let mut used = DigitSet16::single(digit);
        let mut open = 0;
        let mut pool = DigitSet16::EMPTY;
        for &other in self.cells.iter().filter(|&&c| c != cell) {
            match candidates[other].single_digit() {
                Some(d) => {
                    if !used.insert(d) {
                        return false;
                    }
                    settled += u32::from(d);
                }
                None => {
                    open += 1;
                    pool = pool.union(candidates[other]);
                }
            }
        }
        let Some((least, most)) = bounds(pool.difference(used), open) else {
            return false;
        };
        settled + least <= sum && sum <= settled + most
    }
}

/// Calls `visit` with each set of `count` different digits of `pool` (rising), added to
/// the digits already `chosen`, that adds up to `sum` and holds `required`, as a bit set.
fn combinations(
    pool: &[u8],
    count: usize,
    sum: u32,
    chosen: u16,
    required: u16,
    visit: &mut dyn FnMut(u16),
) {
    if count == 0 {
        if sum == 0 && chosen & required == required {
            visit(chosen);
        }
        return;
    }
    for (i, &digit) in pool.iter().enumerate() {
        let digit_sum = u32::from(digit);
        if digit_sum > sum {
            // The pool rises: every later digit is larger still.
            break;
        }
        let bit = DigitSet16::single(digit).bits();
        combinations(
            &pool[i + 1..],
            count - 1,
            sum - digit_sum,
            chosen | bit,
            required,
            visit,
        );
    }
}

impl Cage {
    /// Keeps in each cell only the digits of some set of different digits that adds up to
    /// the sum, holds every settled digit, and gives each cell one of its candidates.
    fn keep_combination_digits(
        &self,
        candidates: &mut [DigitSet16],
        sum: u32,
    ) -> Result<bool, Contradiction> {
        let mut pool = DigitSet16::EMPTY;
        let mut required = DigitSet16::EMPTY;
        for &cell in &self.cells {
            pool = pool.union(candidates[cell]);
            if let Some(digit) = candidates[cell].single_digit()
                && !required.insert(digit)
            {
                return Err(Contradiction);
            }
        }
        let digits: Vec<u8> = pool.iter().collect();
        let mut allowed = 0u16;
        let cells = &self.cells;
        let view: &[DigitSet16] = candidates;
        combinations(&digits, cells.len(), sum, 0, required.bits(), &mut |set| {
            if cells.iter().all(|&c| view[c].bits() & set != 0) {
                allowed |= set;
            }
        });
        if allowed == 0 {
            return Err(Contradiction);
        }
        let mut changed = false;
        for &cell in &self.cells {
            let kept = candidates[cell].intersection(DigitSet16::from_bits(allowed));
            if kept.is_empty() {
                return Err(Contradiction);
            }
            if kept != candidates[cell] {
                candidates[cell] = kept;
                changed = true;
            }
        }
        Ok(changed)
    }
}

impl RuleUnit for Cage {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        let mut cells = self.cells.clone();
        cells.sort_unstable();
        vec![RuleMark::Cage {
            cells,
            sum: self.sum,
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_cells(&self.cells, shape)?;
        let (cells, size) = (self.cells.len(), shape.size());
        if cells == 0 || cells > size {
            return Err(RuleError::CageSize { cells, size });
        }
        if let Some(sum) = self.sum {
            let (min, max) = sum_range(cells, size);
            if sum < min || sum > max {
                return Err(RuleError::ImpossibleSum {
                    cells,
                    sum,
                    min,
                    max,
                });
            }
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        vec![self.cells.clone()]
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let Some(sum) = self.sum else {
            return Ok(false);
        };
        let mut changed = self.keep_combination_digits(candidates, sum)?;
        for &cell in &self.cells {
            let here = candidates[cell];
            let mut kept = here;
            for digit in here.iter() {
                if !self.allows(candidates, cell, digit, sum) {
                    kept.remove(digit);
                }
            }
            if kept.is_empty() {
                return Err(Contradiction);
            }
            if kept != here {
                candidates[cell] = kept;
                changed = true;
            }
        }
        Ok(changed)
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        vec![match self.sum {
            Some(sum) => LogicPart::SumCage(self.cells.clone(), sum),
            None => LogicPart::Distinct(self.cells.clone()),
        }]
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        if !all_differ(&self.cells, digits) {
            return false;
        }
        let Some(sum) = self.sum else {
            return true;
        };
        let placed: u32 = self.cells.iter().map(|&c| u32::from(digits[c])).sum();
        let open = self.cells.iter().filter(|&&c| digits[c] == 0).count();
        if open == 0 {
            placed == sum
        } else {
            // The open cells add at least 1 + 2 + … + open.
            placed + (1..=open as u32).sum::<u32>() <= sum
        }
    }
}
