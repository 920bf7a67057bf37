//! Rules between two neighbouring cells: Kropki's white dots (a difference) and black dots
//! (a ratio), X and V (a sum of 10 or 5), and their negative forms (every such mark is
//! given, so neighbours without one are not so joined; non-consecutive is the white dots'
//! negative form).

use super::marks::RuleMark;
use super::{Contradiction, LogicPart, RuleError, RuleUnit, check_cells, narrow, note_of};
use crate::logic::{RuleKind, RuleNote};
use crate::shape::{DigitSet16, Shape};

/// How a mark joins the digits of its two cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Relation {
    /// They differ by this much (a white dot: 1).
    Difference(u8),
    /// One is this many times the other (a black dot: 2).
    Ratio(u8),
    /// They add up to this (X: 10, V: 5).
    Sum(u8),
}

impl Relation {
    /// Whether two digits are so joined.
    pub fn joins(self, a: u8, b: u8) -> bool {
        match self {
            Relation::Difference(d) => a.abs_diff(b) == d,
            Relation::Ratio(r) => {
                u16::from(a) * u16::from(r) == u16::from(b)
                    || u16::from(b) * u16::from(r) == u16::from(a)
            }
            Relation::Sum(s) => u16::from(a) + u16::from(b) == u16::from(s),
        }
    }

    /// The digits of 1 to `size` joined so to `digit`.
    fn partners(self, digit: u8, size: usize) -> DigitSet16 {
        let mut found = DigitSet16::EMPTY;
        for other in 1..=size as u8 {
            if self.joins(digit, other) {
                found.insert(other);
            }
        }
        found
    }

    /// Whether two different digits of 1 to `size` can be so joined.
    fn can_join(self, size: usize) -> bool {
        (1..=size as u8).any(|a| self.partners(a, size).iter().any(|b| b != a))
    }

    /// The number the mark shows (its difference, ratio or sum).
    pub fn value(self) -> u8 {
        match self {
            Relation::Difference(v) | Relation::Ratio(v) | Relation::Sum(v) => v,
        }
    }
}

/// A mark between two cells: their digits are joined by its relation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Dot {
    /// The two cells, counted row by row from 0.
    pub cells: [usize; 2],
    /// How their digits are joined.
    pub relation: Relation,
}

/// Orthogonal neighbours with no mark of a kind are not joined as that kind joins: every
/// pair not in `except` is joined by none of `relations`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Negative {
    /// The relations no unmarked pair may have (X and V's negative form has two).
    pub relations: Vec<Relation>,
    /// The pairs that carry a mark of the kind, each with its smaller cell first.
    pub except: Vec<[usize; 2]>,
}

/// The width of a grid of `cells` cells.
pub(crate) fn side(cells: usize) -> usize {
    (1..=cells).find(|w| w * w >= cells).unwrap_or(0)
}

/// Every pair of orthogonal neighbours of a grid `size` wide, the first in reading order
/// first.
pub fn orthogonal_pairs(size: usize) -> impl Iterator<Item = [usize; 2]> {
    (0..size * size).flat_map(move |cell| {
        let (row, col) = (cell / size, cell % size);
        let right = (col + 1 < size).then_some([cell, cell + 1]);
        let below = (row + 1 < size).then_some([cell, cell + size]);
        right.into_iter().chain(below)
    })
}

/// Words of bits for two pairs a cell (its right and lower neighbour) on the largest grid.
const SLOT_WORDS: usize = 2 * crate::shape::MAX_SIZE * crate::shape::MAX_SIZE / 64;

/// The bit of the pair of `low` and its right (`high` = `low` + 1) or lower neighbour, on a
/// grid `size` wide.
fn pair_slot(low: usize, high: usize, size: usize) -> usize {
    if high == low + 1 && size > 1 {
        low * 2
    } else {
        low * 2 + 1
    }
}

/// Keeps in each of two cells the digits with a partner left in the other; `Err` when a
/// cell is left with none.
fn keep_partnered(
    candidates: &mut [DigitSet16],
    [a, b]: [usize; 2],
    joined: impl Fn(u8, u8) -> bool,
) -> Result<bool, Contradiction> {
    let (here, there) = (candidates[a], candidates[b]);
    let kept_a = here.filter(|x| there.iter().any(|y| joined(x, y)));
    let kept_b = there.filter(|y| here.iter().any(|x| joined(x, y)));
    Ok(narrow(candidates, a, kept_a)? | narrow(candidates, b, kept_b)?)
}

impl RuleUnit for Dot {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Edge {
            cells: self.cells,
            relation: self.relation,
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_cells(&self.cells, shape)?;
        if !self.relation.can_join(shape.size()) {
            return Err(RuleError::ImpossibleClue {
                value: u32::from(self.relation.value()),
            });
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let relation = self.relation;
        keep_partnered(candidates, self.cells, |x, y| relation.joins(x, y))
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        let [a, b] = self.cells.map(|cell| digits[cell]);
        a == 0 || b == 0 || self.relation.joins(a, b)
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        let kind = match self.relation {
            Relation::Difference(_) => RuleKind::Difference,
            Relation::Ratio(_) => RuleKind::Ratio,
            Relation::Sum(_) => RuleKind::PairSum,
        };
        Some(note_of(kind, &self.cells, u32::from(self.relation.value())))
    }
}

impl Negative {
    /// The pairs of orthogonal neighbours the rule holds over.
    pub fn pairs(&self, size: usize) -> impl Iterator<Item = [usize; 2]> + '_ {
        // The spared pairs as bits, so each neighbour pair is one look-up rather than a
        // walk of the list (the solver propagates this rule at every node).
        let spared = self.spared(size);
        orthogonal_pairs(size).filter(move |&[a, b]| {
            let slot = pair_slot(a, b, size);
            spared[slot / 64] & 1 << (slot % 64) == 0
        })
    }

    /// The spared pairs as bits, at [`pair_slot`]; a pair that is no orthogonal neighbours
    /// spares nothing.
    fn spared(&self, size: usize) -> [u64; SLOT_WORDS] {
        let mut bits = [0u64; SLOT_WORDS];
        for &[a, b] in &self.except {
            let (low, high) = (a.min(b), a.max(b));
            if high != low + 1 && high != low + size {
                continue;
            }
            let slot = pair_slot(low, high, size);
            if let Some(word) = bits.get_mut(slot / 64) {
                *word |= 1 << (slot % 64);
            }
        }
        bits
    }

    /// Whether two digits are joined by one of the relations.
    fn joins(&self, a: u8, b: u8) -> bool {
        self.relations.iter().any(|r| r.joins(a, b))
    }
}

impl RuleUnit for Negative {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        // A rule of the whole grid: said in the rules, not drawn.
        Vec::new()
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        for pair in &self.except {
            check_cells(pair, shape)?;
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        let size = side(candidates.len());
        // The digits each digit may not sit beside, by the relations.
        let mut banned = [DigitSet16::EMPTY; 17];
        for digit in 1..=size as u8 {
            for relation in &self.relations {
                banned[usize::from(digit)] =
                    banned[usize::from(digit)].union(relation.partners(digit, size));
            }
        }
        let mut changed = false;
        for [a, b] in self.pairs(size) {
            for (from, to) in [(a, b), (b, a)] {
                if let Some(digit) = candidates[from].single_digit() {
                    let kept = candidates[to].difference(banned[usize::from(digit)]);
                    changed |= narrow(candidates, to, kept)?;
                }
            }
        }
        Ok(changed)
    }

    fn holds(&self, shape: &Shape, digits: &[u8]) -> bool {
        self.pairs(shape.size()).all(|[a, b]| {
            let (x, y) = (digits[a], digits[b]);
            x == 0 || y == 0 || !self.joins(x, y)
        })
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        let kind = match self.relations.first()? {
            Relation::Difference(_) => RuleKind::NoDifference,
            Relation::Ratio(_) => RuleKind::NoRatio,
            Relation::Sum(_) => RuleKind::NoPairSum,
        };
        Some(note_of(kind, &[], 0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(size: usize) -> Vec<DigitSet16> {
        vec![DigitSet16::full(size); size * size]
    }

    #[test]
    fn a_black_dot_keeps_only_digits_with_a_double_or_a_half() {
        let mut candidates = all(9);
        let dot = Dot {
            cells: [0, 1],
            relation: Relation::Ratio(2),
        };
        assert_eq!(dot.propagate(&mut candidates), Ok(true));
        // 5, 7 and 9 have no double or half among 1 to 9.
        let left: Vec<u8> = candidates[0].iter().collect();
        assert_eq!(left, [1, 2, 3, 4, 6, 8]);
        candidates[1] = DigitSet16::single(3);
        dot.propagate(&mut candidates).unwrap();
        assert_eq!(candidates[0].iter().collect::<Vec<_>>(), [6]);
    }

    #[test]
    fn x_and_v_and_white_dots_join_as_they_say() {
        assert!(Relation::Sum(10).joins(3, 7));
        assert!(!Relation::Sum(5).joins(3, 3) || 3 + 3 == 5);
        assert!(Relation::Difference(1).joins(4, 5));
        assert!(!Relation::Difference(1).joins(4, 6));
        assert!(Relation::Ratio(3).joins(9, 3));
        // A difference of 9 cannot be met by 1 to 9.
        let far = Dot {
            cells: [0, 1],
            relation: Relation::Difference(9),
        };
        assert_eq!(
            far.check(&Shape::boxed(9).unwrap()),
            Err(RuleError::ImpossibleClue { value: 9 })
        );
    }

    #[test]
    fn non_consecutive_takes_neighbours_of_a_settled_digit_except_across_a_dot() {
        let rule = Negative {
            relations: vec![Relation::Difference(1)],
            except: vec![[0, 1]],
        };
        let mut candidates = all(4);
        candidates[0] = DigitSet16::single(2);
        assert_eq!(rule.propagate(&mut candidates), Ok(true));
        // r1c2 is across the dot: untouched; r2c1 loses 1 and 3.
        assert_eq!(candidates[1], DigitSet16::full(4));
        assert_eq!(candidates[4].iter().collect::<Vec<_>>(), [2, 4]);
        let shape = Shape::boxed(4).unwrap();
        let mut digits = vec![0; 16];
        digits[0] = 2;
        digits[1] = 3;
        assert!(rule.holds(&shape, &digits));
        digits[4] = 3;
        assert!(!rule.holds(&shape, &digits));
    }

    #[test]
    fn a_grid_of_sixteen_cells_is_four_wide() {
        assert_eq!(side(16), 4);
        assert_eq!(side(81), 9);
        assert_eq!(side(256), 16);
        assert_eq!(orthogonal_pairs(3).count(), 12);
    }

    #[test]
    fn a_negative_rule_spares_its_pairs_in_either_order_and_only_those() {
        let rule = Negative {
            relations: vec![Relation::Difference(1)],
            except: vec![[1, 0], [4, 8]],
        };
        let pairs: Vec<[usize; 2]> = rule.pairs(4).collect();
        assert_eq!(pairs.len(), orthogonal_pairs(4).count() - 2);
        assert!(!pairs.contains(&[0, 1]));
        assert!(!pairs.contains(&[4, 8]));
        assert!(pairs.contains(&[0, 4]) && pairs.contains(&[4, 5]));
    }
}
