//! Lines read in parts: region-sum lines (each stretch of the line inside one box or region
//! adds up to the same number) and entropic lines (every three cells in a row along the line
//! hold one low, one middle and one high digit).

use super::arrow::{keep_sum_within, sum_bounds};
use super::dots::side;
use super::marks::{LineKind, RuleMark};
use super::{Contradiction, LogicPart, RuleError, RuleUnit, check_cells, narrow, note_of};
use crate::logic::{RuleKind, RuleNote};
use crate::shape::{DigitSet16, Shape};

/// A line whose stretches inside one box or region each add up to the same number.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RegionSumLine {
    /// The line cut where it crosses into another box or region, in order along it.
    pub segments: Vec<Vec<usize>>,
}

/// A line on which every three cells in a row hold a low, a middle and a high digit (on a
/// 9x9: one of 1–3, one of 4–6 and one of 7–9).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EntropicLine {
    /// Its cells in order along the line.
    pub cells: Vec<usize>,
}

/// The house that is `cell`'s box or region on `shape` (after its row and column), if the
/// shape has boxes or regions.
fn region_house(shape: &Shape, cell: usize) -> Option<usize> {
    let size = shape.size();
    shape
        .houses_of(cell)
        .iter()
        .copied()
        .find(|&house| house >= 2 * size)
}

impl RegionSumLine {
    /// A line along `cells`, cut where it enters another box or region of `shape` (a grid
    /// with neither gives one stretch).
    pub fn along(cells: &[usize], shape: &Shape) -> RegionSumLine {
        let mut segments: Vec<Vec<usize>> = Vec::new();
        let mut last = None;
        for &cell in cells {
            let house = region_house(shape, cell);
            match segments.last_mut() {
                Some(segment) if house == last => segment.push(cell),
                _ => segments.push(vec![cell]),
            }
            last = house;
        }
        RegionSumLine { segments }
    }

    /// Every cell of the line, in order.
    pub fn cells(&self) -> Vec<usize> {
        self.segments.concat()
    }
}

impl RuleUnit for RegionSumLine {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Line {
            kind: LineKind::RegionSum,
            cells: self.cells(),
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        let cells = self.cells();
        check_cells(&cells, shape)?;
        if cells.len() < 2 || self.segments.iter().any(Vec::is_empty) {
            return Err(RuleError::RuleTooShort {
                cells: cells.len(),
                least: 2,
            });
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        // The common sum lies within every stretch's bounds; each stretch is kept to them.
        let (mut low, mut high) = (0, u32::MAX);
        for segment in &self.segments {
            let (least, most) = sum_bounds(segment, candidates).ok_or(Contradiction)?;
            low = low.max(least);
            high = high.min(most);
        }
        if low > high {
            return Err(Contradiction);
        }
        let mut changed = false;
        for segment in &self.segments {
            changed |= keep_sum_within(segment, candidates, low, high)?;
        }
        Ok(changed)
    }

    fn holds(&self, _shape: &Shape, digits: &[u8]) -> bool {
        // Filled stretches agree; one still open cannot already pass their sum.
        let parts: Vec<(u32, bool)> = self
            .segments
            .iter()
            .map(|segment| {
                let sum = segment.iter().map(|&c| u32::from(digits[c])).sum::<u32>();
                let open = segment.iter().filter(|&&c| digits[c] == 0).count() as u32;
                (sum + open, open == 0)
            })
            .collect();
        let mut whole = parts.iter().filter(|(_, full)| *full).map(|(sum, _)| *sum);
        let Some(first) = whole.next() else {
            return true;
        };
        whole.all(|sum| sum == first) && parts.iter().all(|(least, _)| *least <= first)
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        Some(note_of(RuleKind::RegionSum, &self.cells(), 0))
    }
}

/// Which third of the digits 1 to `size` holds `digit`: 0 low, 1 middle, 2 high.
fn band(digit: u8, size: usize) -> usize {
    (usize::from(digit) - 1) / (size / 3)
}

impl RuleUnit for EntropicLine {
    fn marks(&self, _shape: &Shape) -> Vec<RuleMark> {
        vec![RuleMark::Line {
            kind: LineKind::Entropic,
            cells: self.cells.clone(),
        }]
    }

    fn check(&self, shape: &Shape) -> Result<(), RuleError> {
        check_cells(&self.cells, shape)?;
        if !shape.size().is_multiple_of(3) {
            return Err(RuleError::NeedsThirds { size: shape.size() });
        }
        if self.cells.len() < 2 {
            return Err(RuleError::RuleTooShort {
                cells: self.cells.len(),
                least: 2,
            });
        }
        Ok(())
    }

    fn distinct_groups(&self, _shape: &Shape) -> Vec<Vec<usize>> {
        Vec::new()
    }

    fn propagate(&self, candidates: &mut [DigitSet16]) -> Result<bool, Contradiction> {
        // Cells three apart share a band and the (up to) three places of each run of three
        // take different bands: each place keeps the bands some assignment gives it.
        let size = side(candidates.len());
        let places = self.cells.len().min(3);
        let bands_of =
            |set: DigitSet16| set.iter().fold(0u8, |bands, d| bands | 1 << band(d, size));
        let open: Vec<u8> = (0..places)
            .map(|place| {
                self.cells
                    .iter()
                    .skip(place)
                    .step_by(3)
                    .fold(0b111, |bands, &cell| bands & bands_of(candidates[cell]))
            })
            .collect();
        let mut kept = [0u8; 3];
        for order in [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ] {
            if (0..places).all(|place| open[place] & 1 << order[place] != 0) {
                for place in 0..places {
                    kept[place] |= 1 << order[place];
                }
            }
        }
        let mut changed = false;
        for (index, &cell) in self.cells.iter().enumerate() {
            let bands = kept[index % 3];
            let here = candidates[cell].filter(|d| bands & 1 << band(d, size) != 0);
            changed |= narrow(candidates, cell, here)?;
        }
        Ok(changed)
    }

    fn holds(&self, shape: &Shape, digits: &[u8]) -> bool {
        let size = shape.size();
        let bands: Vec<Option<usize>> = self
            .cells
            .iter()
            .map(|&c| (digits[c] != 0).then(|| band(digits[c], size)))
            .collect();
        bands.iter().enumerate().all(|(i, here)| {
            let Some(here) = here else {
                return true;
            };
            bands[i + 1..].iter().enumerate().all(|(gap, other)| {
                let apart = gap + 1;
                other.is_none_or(|other| (other == *here) == apart.is_multiple_of(3))
            })
        })
    }

    fn logic_parts(&self, _shape: &Shape) -> Vec<LogicPart> {
        Vec::new()
    }

    fn note(&self, _shape: &Shape) -> Option<RuleNote> {
        Some(note_of(RuleKind::Entropic, &self.cells, 0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_region_sum_line_is_cut_at_box_edges_and_its_stretches_share_their_bounds() {
        let shape = Shape::boxed(4).unwrap();
        // r1c1, r1c2 in box 1; r1c3 in box 2; r2c3 still box 2.
        let line = RegionSumLine::along(&[0, 1, 2, 6], &shape);
        assert_eq!(line.segments, vec![vec![0, 1], vec![2, 6]]);
        let mut candidates = vec![DigitSet16::full(4); 16];
        candidates[0] = DigitSet16::single(1);
        candidates[1] = DigitSet16::single(2);
        line.propagate(&mut candidates).unwrap();
        // 3 over two cells of box 2: 1 and 2.
        assert_eq!(candidates[2], DigitSet16::range(1, 2));
        let mut grid = vec![0; 16];
        grid[..3].copy_from_slice(&[1, 2, 2]);
        grid[6] = 1;
        assert!(line.holds(&shape, &grid));
        grid[6] = 3;
        assert!(!line.holds(&shape, &grid));
    }

    #[test]
    fn an_entropic_line_keeps_cells_three_apart_in_one_band() {
        let shape = Shape::boxed(9).unwrap();
        let line = EntropicLine {
            cells: vec![0, 1, 2, 3],
        };
        let mut candidates = vec![DigitSet16::full(9); 81];
        candidates[0] = DigitSet16::single(2);
        candidates[1] = DigitSet16::range(4, 9);
        candidates[2] = DigitSet16::range(7, 9);
        line.propagate(&mut candidates).unwrap();
        assert_eq!(candidates[1], DigitSet16::range(4, 6));
        assert_eq!(candidates[3], DigitSet16::range(1, 3));
        let mut grid = vec![0; 81];
        grid[..4].copy_from_slice(&[2, 5, 8, 1]);
        assert!(line.holds(&shape, &grid));
        grid[3] = 4;
        assert!(!line.holds(&shape, &grid));
        assert!(matches!(
            line.check(&Shape::boxed(4).unwrap()),
            Err(RuleError::NeedsThirds { size: 4 })
        ));
    }
}
