//! ALS-XZ: two almost locked sets joined by a restricted common digit.
//!
//! An almost locked set (ALS) is N cells of one unit holding N+1 candidates between them:
//! remove any one digit and the rest are locked in those cells. Two disjoint ALSs A and B
//! share a *restricted common* digit X when every X of A sees every X of B: X cannot be in
//! both, so one of them is locked without X. Then every other common digit Z is in A or in
//! B, and a cell seeing all the Zs of both loses Z (singly linked). With two restricted
//! common digits X and Y, each set lacks exactly one of them, so all their other digits are
//! locked in place and X and Y are each in exactly one of the sets (doubly linked).

use super::chains::links::{
    NODES, PEER_MASK, Snapshot, UNIT_MASK, bit, cells_of, digits_of, length_increment_tenths, node,
    node_candidate, tenths_to_score, unit,
};
use super::reason::{AlmostLockedSet, Als as AlsReason, Reason};
use super::{Candidate, LogicState, Step, Technique};
use crate::grid::{CELLS, DigitSet, UNIT_CELLS};

/// Base difficulty, in tenths. Sudoku Explainer has no ALS rule and needs multiple forcing
/// chains for these eliminations; an ALS-XZ reads like a short chain through two sets.
const ALS_XZ: u32 = 75;

/// Largest almost locked set searched, in cells.
const MAX_ALS_CELLS: usize = 5;

/// One almost locked set.
#[derive(Clone, Copy, Debug)]
struct Als {
    /// Index 0..27 of the unit holding it.
    unit: usize,
    cells: u128,
    digits: u16,
}

impl Als {
    /// The cells of the set holding `digit`.
    fn holding(&self, snap: &Snapshot, digit: u8) -> u128 {
        snap.digit_cells[digit as usize - 1] & self.cells
    }

    /// The cells outside the set that see every cell of the set holding `digit`.
    fn seeing(&self, snap: &Snapshot, digit: u8) -> u128 {
        let mut common = (1u128 << CELLS) - 1;
        for c in cells_of(self.holding(snap, digit)) {
            common &= PEER_MASK[c];
        }
        common & !self.cells
    }

    fn size(&self) -> usize {
        self.cells.count_ones() as usize
    }

    /// The set as a step's reason gives it.
    fn as_reason(&self) -> AlmostLockedSet {
        AlmostLockedSet {
            unit: unit(self.unit),
            cells: cells_of(self.cells).map(|c| c as u8).collect(),
            digits: digits_of(self.digits).collect::<DigitSet>(),
        }
    }
}

/// Every almost locked set of up to `max_cells` cells, each listed once.
fn almost_locked_sets(snap: &Snapshot, max_cells: usize) -> Vec<Als> {
    let mut out = Vec::new();
    for (unit_index, unit_cells) in UNIT_CELLS.iter().enumerate() {
        let cells: Vec<usize> = unit_cells
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| snap.cell_digits[c] != 0)
            .collect();
        let unit = UnitCells {
            snap,
            index: unit_index,
            cells: &cells,
            max_cells,
        };
        let mut chosen = Vec::with_capacity(max_cells);
        unit.grow(0, &mut chosen, 0, &mut out);
    }
    out
}

/// The empty cells of one unit, where sets of up to `max_cells` are grown.
struct UnitCells<'a> {
    snap: &'a Snapshot,
    index: usize,
    cells: &'a [usize],
    max_cells: usize,
}

impl UnitCells<'_> {
    /// Adds to `chosen` (holding `digits`) each cell from `from` on, recording the sets.
    fn grow(&self, from: usize, chosen: &mut Vec<usize>, digits: u16, out: &mut Vec<Als>) {
        for i in from..self.cells.len() {
            let cell = self.cells[i];
            let union = digits | self.snap.cell_digits[cell];
            if union.count_ones() as usize > self.max_cells + 1 {
                continue;
            }
            chosen.push(cell);
            if union.count_ones() as usize == chosen.len() + 1 && listed_here(self.index, chosen) {
                let mask = chosen.iter().fold(0u128, |m, &c| m | bit(c));
                out.push(Als {
                    unit: self.index,
                    cells: mask,
                    digits: union,
                });
            }
            if chosen.len() < self.max_cells {
                self.grow(i + 1, chosen, union, out);
            }
            chosen.pop();
        }
    }
}

/// A set of cells lying in two units is found from both; keep it for one of them only:
/// single cells for their row, sets inside a row or column for that line, not its box.
fn listed_here(unit_index: usize, chosen: &[usize]) -> bool {
    let mask = chosen.iter().fold(0u128, |m, &c| m | bit(c));
    if chosen.len() == 1 {
        return unit_index < 9;
    }
    if unit_index >= 18 {
        return !(0..18).any(|line| UNIT_MASK[line] & mask == mask);
    }
    true
}

/// The best candidate step so far, kept as data until the end.
struct Found {
    score: u32,
    cells: usize,
    a: usize,
    b: usize,
    restricted: Vec<u8>,
    eliminations: Vec<usize>,
}

/// The easiest ALS-XZ (smallest sets first) that removes candidates.
pub fn find(state: &LogicState) -> Option<Step> {
    search(state, MAX_ALS_CELLS, |a, b, _| {
        Some(ALS_XZ + length_increment_tenths(a.size() + b.size()))
    })
}

/// Sudoku Explainer's WXYZ-Wing: a two-candidate cell and a set of three cells.
pub fn wxyz_wing(state: &LogicState) -> Option<Step> {
    search(state, 3, |a, b, snap| explainer_wing(a, b, snap, 3))
}

/// Sudoku Explainer's VWXYZ-Wing: a two-candidate cell and a set of four cells.
pub fn vwxyz_wing(state: &LogicState) -> Option<Step> {
    search(state, 4, |a, b, snap| explainer_wing(a, b, snap, 4))
}

/// Sudoku Explainer's UVWXYZ-Wing: a two-candidate cell and a set of five cells.
pub fn uvwxyz_wing(state: &LogicState) -> Option<Step> {
    search(state, 5, |a, b, snap| explainer_wing(a, b, snap, 5))
}

/// Explainer's weight, in tenths, of an ALS-XZ made of a two-candidate cell and a set of
/// `size` cells (its "wings" of that size), or `None` for other pairs. A set of three
/// weighs 5.5, of four 6.2, plus a tenth or two when its fullest cell holds a middling
/// number of candidates (three: 5.6 and 6.4; two or four in a set of four: 6.3); a set of
/// five weighs 6.6.
fn explainer_wing(a: &Als, b: &Als, snap: &Snapshot, size: usize) -> Option<u32> {
    let (cell, set) = match (a.size(), b.size()) {
        (1, n) if n == size => (a, b),
        (n, 1) if n == size => (b, a),
        _ => return None,
    };
    debug_assert_eq!(cell.digits.count_ones(), 2);
    let fullest = cells_of(set.cells)
        .map(|c| snap.cell_digits[c].count_ones())
        .max()
        .unwrap_or(0);
    let middling = |span: u32| span.saturating_sub(fullest.abs_diff(3));
    match size {
        3 => Some(55 + middling(1)),
        4 => Some(62 + middling(2)),
        5 => Some(66),
        _ => None,
    }
}

/// The lightest ALS-XZ by `weigh` (which also says which pairs of sets count) that removes
/// candidates, with sets of at most `max_cells` cells (and, below [`MAX_ALS_CELLS`], only
/// single cells or sets of exactly `max_cells`, the pairs Explainer's wings are made of);
/// ties go to fewer cells, then more eliminations.
fn search(
    state: &LogicState,
    max_cells: usize,
    weigh: impl Fn(&Als, &Als, &Snapshot) -> Option<u32>,
) -> Option<Step> {
    let snap = Snapshot::new(state);
    let mut sets = almost_locked_sets(&snap, max_cells);
    if max_cells < MAX_ALS_CELLS {
        sets.retain(|set| set.size() == 1 || set.size() == max_cells);
    }
    // Sets by (digit, first cell holding it): the partners of a set on a restricted digit
    // x hold all their xs among the few cells that see every x of the set.
    let mut starts = vec![0u32; NODES + 1];
    for set in &sets {
        for x in digits_of(set.digits) {
            let first = set.holding(&snap, x).trailing_zeros() as usize;
            starts[node(first, x) + 1] += 1;
        }
    }
    for i in 0..NODES {
        starts[i + 1] += starts[i];
    }
    let mut fill = starts.clone();
    let mut by_first = vec![0u32; starts[NODES] as usize];
    for (j, set) in sets.iter().enumerate() {
        for x in digits_of(set.digits) {
            let first = set.holding(&snap, x).trailing_zeros() as usize;
            let k = &mut fill[node(first, x)];
            by_first[*k as usize] = j as u32;
            *k += 1;
        }
    }
    let mut best: Option<Found> = None;
    let mut elims = Vec::new();
    let mut partners: Vec<(usize, u8)> = Vec::new();
    for (i, a) in sets.iter().enumerate() {
        partners.clear();
        for x in digits_of(a.digits) {
            let region = a.seeing(&snap, x) & snap.digit_cells[x as usize - 1];
            for c in cells_of(region) {
                let n = node(c, x);
                for &j in &by_first[starts[n] as usize..starts[n + 1] as usize] {
                    let j = j as usize;
                    if j > i && sets[j].holding(&snap, x) & !region == 0 {
                        partners.push((j, x));
                    }
                }
            }
        }
        for &(j, x) in &partners {
            let b = &sets[j];
            if a.cells & b.cells != 0 {
                continue;
            }
            let common = a.digits & b.digits;
            if common.count_ones() < 2 {
                continue;
            }
            let cells = a.size() + b.size();
            let Some(score) = weigh(a, b, &snap) else {
                continue;
            };
            if let Some(f) = &best
                && (score, cells) > (f.score, f.cells)
            {
                continue;
            }
            let mut restricted = Vec::new();
            for x in digits_of(common) {
                if b.holding(&snap, x) & !a.seeing(&snap, x) == 0 {
                    restricted.push(x);
                }
            }
            if restricted.first() != Some(&x) {
                // Each pair is weighed once, through its smallest restricted digit.
                continue;
            }
            if restricted.len() > 2 {
                // More than two restricted digits cannot happen in a consistent grid.
                continue;
            }
            elims.clear();
            if restricted.len() == 1 {
                for z in digits_of(common).filter(|&z| z != restricted[0]) {
                    let zi = z as usize - 1;
                    let targets = a.seeing(&snap, z) & b.seeing(&snap, z) & snap.digit_cells[zi];
                    elims.extend(cells_of(targets).map(|c| node(c, z)));
                }
            } else {
                for (set, other) in [(a, b), (b, a)] {
                    for z in digits_of(set.digits) {
                        let zi = z as usize - 1;
                        let targets = if restricted.contains(&z) {
                            set.seeing(&snap, z) & other.seeing(&snap, z)
                        } else {
                            set.seeing(&snap, z)
                        } & snap.digit_cells[zi];
                        elims.extend(cells_of(targets).map(|c| node(c, z)));
                    }
                }
            }
            if elims.is_empty() {
                continue;
            }
            elims.sort_unstable();
            elims.dedup();
            let better = match &best {
                None => true,
                Some(f) => {
                    (score, cells, std::cmp::Reverse(elims.len()))
                        < (f.score, f.cells, std::cmp::Reverse(f.eliminations.len()))
                }
            };
            if better {
                best = Some(Found {
                    score,
                    cells,
                    a: i,
                    b: j,
                    restricted,
                    eliminations: elims.clone(),
                });
            }
        }
    }
    let found = best?;
    Some(to_step(&snap, &sets[found.a], &sets[found.b], &found))
}

fn to_step(snap: &Snapshot, a: &Als, b: &Als, found: &Found) -> Step {
    let eliminations: Vec<Candidate> = found
        .eliminations
        .iter()
        .map(|&n| node_candidate(n))
        .collect();
    let mut pattern = Vec::new();
    let mut cells = Vec::new();
    for set in [a, b] {
        for c in cells_of(set.cells) {
            cells.push(c as u8);
            for d in digits_of(snap.cell_digits[c]) {
                pattern.push(Candidate::new(c, d));
            }
        }
    }
    Step {
        technique: Technique::AlsXz,
        placements: Vec::new(),
        eliminations,
        cells,
        units: vec![unit(a.unit), unit(b.unit)],
        pattern,
        score: tenths_to_score(found.score),
        reason: Reason::Als(AlsReason {
            sets: [a.as_reason(), b.as_reason()],
            restricted: found.restricted.clone(),
        }),
    }
}

#[cfg(test)]
mod explainer_wing_tests {
    use crate::grid::{Grid, cell_at};
    use crate::logic::{Reason, Step, Technique, rating_path};

    /// The first step of at least `weight` on the rating path of `puzzle`.
    fn first_step_from(puzzle: &str, weight: f32) -> Step {
        let grid: Grid = puzzle.parse().expect("a valid puzzle");
        rating_path(&grid)
            .steps
            .into_iter()
            .find(|s| s.score >= weight)
            .expect("a step that heavy")
    }

    /// The step's two sets, as cell lists, and the digits it removes.
    fn shape(step: &Step) -> (Vec<Vec<u8>>, Vec<u8>) {
        let Reason::Als(als) = &step.reason else {
            panic!("{step:?}");
        };
        let mut sets: Vec<Vec<u8>> = als.sets.iter().map(|s| s.cells.clone()).collect();
        sets.sort_by_key(|s| s.len());
        let mut digits: Vec<u8> = step.eliminations.iter().map(|e| e.digit).collect();
        digits.dedup();
        (sets, digits)
    }

    #[test]
    fn a_wxyz_wing_is_a_cell_and_three_cells_at_explainers_weight() {
        // Explainer: "WXYZ-Wing 138: Cells r2c9,r3c7,r3c8,r3c3 on value 3", 5.6 (its
        // fullest cell holds three candidates). The same four cells make a wing either way
        // round, so which one is the two-candidate cell is left open.
        let step = first_step_from(
            "002700400050048060900600007010000709070000020204000030800009006030850070006001300",
            5.0,
        );
        assert_eq!(step.technique, Technique::AlsXz);
        assert!((step.score - 5.6).abs() < 1e-6, "{step:?}");
        let cells = |list: &[(usize, usize)]| -> Vec<u8> {
            let mut v: Vec<u8> = list.iter().map(|&(r, c)| cell_at(r, c) as u8).collect();
            v.sort();
            v
        };
        let (sets, digits) = shape(&step);
        assert_eq!((sets[0].len(), sets[1].len()), (1, 3));
        let mut all = sets.concat();
        all.sort();
        assert_eq!(all, cells(&[(1, 8), (2, 2), (2, 6), (2, 7)]));
        assert_eq!(digits, vec![3]);
    }

    #[test]
    fn a_vwxyz_wing_is_a_cell_and_four_cells_at_explainers_weight() {
        // Explainer: "VWXYZ-Wing 139: Cells r9c3,r9c4,r9c5,r9c9,r3c3 on value 8", 6.4.
        let step = first_step_from(
            "000100002000098400400000910600010050080209030010030009043000006002970000700001000",
            6.0,
        );
        assert!((step.score - 6.4).abs() < 1e-6, "{step:?}");
        let (sets, digits) = shape(&step);
        assert_eq!(sets[0], vec![cell_at(2, 2) as u8]);
        assert_eq!(sets[1].len(), 4);
        assert_eq!(digits, vec![8]);
    }
}
