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
use super::visit::Sink;
use super::{Candidate, LogicState, Step, Technique};
use crate::grid::{CELLS, DigitSet, UNIT_CELLS};
use std::ops::ControlFlow;

/// Base difficulty, in tenths. Sudoku Explainer has no ALS rule and needs multiple forcing
/// chains for these eliminations; an ALS-XZ reads like a short chain through two sets.
const ALS_XZ: u32 = 75;

/// Largest almost locked set searched, in cells.
pub(super) const MAX_ALS_CELLS: usize = 5;

/// One almost locked set.
#[derive(Clone, Copy, Debug)]
pub(super) struct Als {
    /// Index 0..27 of the unit holding it.
    pub(super) unit: usize,
    /// Its cells.
    pub(super) cells: u128,
    /// Its digits, bit `d - 1` for digit `d`.
    pub(super) digits: u16,
}

impl Als {
    /// The cells of the set holding `digit`.
    pub(super) fn holding(&self, snap: &Snapshot, digit: u8) -> u128 {
        snap.digit_cells[digit as usize - 1] & self.cells
    }

    /// The cells outside the set that see every cell of the set holding `digit`.
    pub(super) fn seeing(&self, snap: &Snapshot, digit: u8) -> u128 {
        let mut common = (1u128 << CELLS) - 1;
        for c in cells_of(self.holding(snap, digit)) {
            common &= PEER_MASK[c];
        }
        common & !self.cells
    }

    pub(super) fn size(&self) -> usize {
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
pub(super) fn almost_locked_sets(snap: &Snapshot, max_cells: usize) -> Vec<Als> {
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
pub(super) struct Found {
    /// Weight in tenths.
    pub(super) score: u32,
    /// Cells of both sets.
    pub(super) cells: usize,
    /// The first set's index in the list searched.
    pub(super) a: usize,
    /// The second set's index.
    pub(super) b: usize,
    /// The restricted common digits.
    pub(super) restricted: Vec<u8>,
    /// The nodes removed.
    pub(super) eliminations: Vec<usize>,
}

/// The easiest ALS-XZ (smallest sets first) that removes candidates.
pub fn find(state: &LogicState) -> Option<Step> {
    search(state)
}

/// Sets by (digit, first cell holding it): the partners of a set on a restricted digit x
/// hold all their xs among the few cells that see every x of the set.
pub(super) struct ByFirst {
    /// For each node and the next, where its sets start in `sets`.
    starts: Vec<u32>,
    /// Indices of sets, grouped by node, each group in increasing order.
    sets: Vec<u32>,
}

impl ByFirst {
    /// The index of the sets of `sets` that `keep` allows.
    pub(super) fn new(snap: &Snapshot, sets: &[Als], keep: impl Fn(&Als) -> bool) -> ByFirst {
        let mut starts = vec![0u32; NODES + 1];
        for set in sets.iter().filter(|set| keep(set)) {
            for x in digits_of(set.digits) {
                let first = set.holding(snap, x).trailing_zeros() as usize;
                starts[node(first, x) + 1] += 1;
            }
        }
        for i in 0..NODES {
            starts[i + 1] += starts[i];
        }
        let mut fill = starts.clone();
        let mut by_first = vec![0u32; starts[NODES] as usize];
        for (j, set) in sets.iter().enumerate().filter(|(_, set)| keep(set)) {
            for x in digits_of(set.digits) {
                let first = set.holding(snap, x).trailing_zeros() as usize;
                let k = &mut fill[node(first, x)];
                by_first[*k as usize] = j as u32;
                *k += 1;
            }
        }
        ByFirst {
            starts,
            sets: by_first,
        }
    }

    /// Into `out`, as (set, x), the sets after set `i` of `sets` that `a` (set `i`) may be
    /// joined to through a restricted common digit x, by digit then cell.
    pub(super) fn partners(
        &self,
        snap: &Snapshot,
        sets: &[Als],
        i: usize,
        out: &mut Vec<(usize, u8)>,
    ) {
        out.clear();
        let a = &sets[i];
        for x in digits_of(a.digits) {
            let region = a.seeing(snap, x) & snap.digit_cells[x as usize - 1];
            for c in cells_of(region) {
                let n = node(c, x);
                for &j in &self.sets[self.starts[n] as usize..self.starts[n + 1] as usize] {
                    let j = j as usize;
                    if j > i && sets[j].holding(snap, x) & !region == 0 {
                        out.push((j, x));
                    }
                }
            }
        }
    }
}

/// The lightest ALS-XZ that removes candidates, with sets of at most [`MAX_ALS_CELLS`]
/// cells; ties go to fewer cells, then more eliminations.
fn search(state: &LogicState) -> Option<Step> {
    let snap = Snapshot::new(state);
    let sets = almost_locked_sets(&snap, MAX_ALS_CELLS);
    let index = ByFirst::new(&snap, &sets, |_| true);
    let mut best: Option<Found> = None;
    let mut elims = Vec::new();
    let mut partners: Vec<(usize, u8)> = Vec::new();
    for (i, a) in sets.iter().enumerate() {
        index.partners(&snap, &sets, i, &mut partners);
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
            let score = ALS_XZ + length_increment_tenths(cells);
            if let Some(f) = &best
                && (score, cells) > (f.score, f.cells)
            {
                continue;
            }
            let Some(restricted) = pair_eliminations(&snap, a, b, x, &mut elims) else {
                continue;
            };
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

/// Every ALS-XZ with sets of at most [`MAX_ALS_CELLS`] cells, in the order [`find`] weighs
/// them (lightest first; ties to fewer cells, then more eliminations): each pair of sets
/// once, through its smallest restricted digit.
pub(crate) fn visit(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let snap = Snapshot::new(state);
    let sets = almost_locked_sets(&snap, MAX_ALS_CELLS);
    let index = ByFirst::new(&snap, &sets, |_| true);
    let mut all: Vec<Found> = Vec::new();
    let mut elims = Vec::new();
    let mut partners: Vec<(usize, u8)> = Vec::new();
    for (i, a) in sets.iter().enumerate() {
        index.partners(&snap, &sets, i, &mut partners);
        for &(j, x) in &partners {
            let b = &sets[j];
            if a.cells & b.cells != 0 || (a.digits & b.digits).count_ones() < 2 {
                continue;
            }
            let Some(restricted) = pair_eliminations(&snap, a, b, x, &mut elims) else {
                continue;
            };
            let cells = a.size() + b.size();
            all.push(Found {
                score: ALS_XZ + length_increment_tenths(cells),
                cells,
                a: i,
                b: j,
                restricted,
                eliminations: elims.clone(),
            });
        }
    }
    all.sort_by_key(|f| (f.score, f.cells, std::cmp::Reverse(f.eliminations.len())));
    for found in &all {
        sink(to_step(&snap, &sets[found.a], &sets[found.b], found))?;
    }
    ControlFlow::Continue(())
}

/// What two disjoint sets `a` and `b` with two or more common digits remove when joined
/// through their restricted common digit `x`: their restricted digits, with the
/// eliminations, sorted, in `elims`; `None` when `x` is not their smallest restricted
/// digit (each pair is weighed once, through that one) or they remove nothing.
pub(super) fn pair_eliminations(
    snap: &Snapshot,
    a: &Als,
    b: &Als,
    x: u8,
    elims: &mut Vec<usize>,
) -> Option<Vec<u8>> {
    let common = a.digits & b.digits;
    let mut restricted = Vec::new();
    for x in digits_of(common) {
        if b.holding(snap, x) & !a.seeing(snap, x) == 0 {
            restricted.push(x);
        }
    }
    // More than two restricted digits cannot happen in a consistent grid.
    if restricted.first() != Some(&x) || restricted.len() > 2 {
        return None;
    }
    elims.clear();
    if restricted.len() == 1 {
        for z in digits_of(common).filter(|&z| z != restricted[0]) {
            let zi = z as usize - 1;
            let targets = a.seeing(snap, z) & b.seeing(snap, z) & snap.digit_cells[zi];
            elims.extend(cells_of(targets).map(|c| node(c, z)));
        }
    } else {
        for (set, other) in [(a, b), (b, a)] {
            for z in digits_of(set.digits) {
                let zi = z as usize - 1;
                let targets = if restricted.contains(&z) {
                    set.seeing(snap, z) & other.seeing(snap, z)
                } else {
                    set.seeing(snap, z)
                } & snap.digit_cells[zi];
                elims.extend(cells_of(targets).map(|c| node(c, z)));
            }
        }
    }
    if elims.is_empty() {
        return None;
    }
    elims.sort_unstable();
    elims.dedup();
    Some(restricted)
}

pub(super) fn to_step(snap: &Snapshot, a: &Als, b: &Als, found: &Found) -> Step {
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
