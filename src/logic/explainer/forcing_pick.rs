//! Explainer's Nishio, multiple and dynamic forcing chains for the rating path: the hints it
//! finds, weighed and chosen as it weighs and chooses them.
//!
//! Facts about Explainer's behaviour (read from Sukaku Explainer's sources):
//!
//! * Three searches, tried in turn; the first that finds anything gives the step. Nishio
//!   chains (7.5) start from every candidate of every cell of two or more, true and false,
//!   and keep only contradictions. Multiple chains (8.0) start, in the position as it
//!   stands, from every candidate of cells of three or more, true only: a cell's candidates
//!   agreeing is a cell forcing chain, the places of a digit in a box, row or column
//!   agreeing (looked at only from its first place) a region forcing chain. Dynamic chains
//!   (8.5) start from every candidate of cells of two or more, true and false: each gives a
//!   contradiction, a double implication (from cells of three or more) when true and false
//!   agree, and the cell and region kinds as above.
//! * A hint's complexity is the sum over the facts it rests on (the two clashing facts of a
//!   contradiction, each branch's copy of the agreed fact) of their lengths; its weight is
//!   the search's base plus a tenth each time the complexity less two passes 4, 6, 8, 12,
//!   16, 24, ... (`length_increment_tenths`).
//! * Of a search's hints the lightest is taken, then the least complex, then double
//!   implications before cell, region and contradiction hints, then the first found (cell
//!   by cell; in a cell, digit by digit the contradictions, doubles and regions, then the
//!   cell's own).
//!
//! A hint removes what its one conclusion says: a candidate made false goes, a candidate
//! made true is placed.

use super::forcing::{SeBranch, SeMode, SeRunner};
use crate::grid::CELLS;
use crate::logic::chains::links::{
    NODES, Snapshot, UNIT_MASK, cells_of, digits_of, length_increment_tenths, node, node_candidate,
    tenths_to_score, unit,
};
use crate::logic::reason::{
    self, Contradiction as Broken, ForcingArgument, ForcingMode, Premise, Reason,
};
use crate::logic::{LogicState, Step, Technique};

/// The shape of a hint.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Shape {
    /// The assumption (node, truth) ran into a contradiction.
    Contradiction(usize, bool),
    /// The node true and false agree.
    Double(usize),
    /// Every candidate of the cell agrees.
    Cell(usize),
    /// Every place of the digit in the unit (0..27) agrees.
    Region(usize, u8),
}

impl Shape {
    /// Explainer's order among hints of one weight and complexity.
    fn sort_key(self) -> u8 {
        match self {
            Shape::Double(_) => 1,
            Shape::Cell(_) => 5,
            Shape::Region(..) => 6,
            Shape::Contradiction(..) => 7,
        }
    }
}

/// A found hint: its shape, the branches it joins (as keys of [`Branches`]) and the fact
/// they agree on (for a contradiction, the assumption).
struct Hint {
    shape: Shape,
    branches: Vec<(usize, bool)>,
    target: (usize, bool),
    complexity: usize,
}

/// The branches of one search, followed once each and kept.
struct Branches<'a> {
    runner: SeRunner<'a>,
    /// Where the branch of node `n` true (`2n`) or false (`2n + 1`) sits in `store`.
    slot: Vec<u32>,
    store: Vec<SeBranch>,
    seen: Vec<u32>,
    stamp: u32,
}

impl Drop for Branches<'_> {
    fn drop(&mut self) {
        super::forcing::recycle(self.store.drain(..));
    }
}

impl<'a> Branches<'a> {
    fn new(snap: &'a Snapshot, mode: SeMode) -> Branches<'a> {
        Branches {
            runner: SeRunner::new(snap, mode),
            slot: vec![u32::MAX; 2 * NODES],
            store: Vec::with_capacity(2 * NODES),
            seen: Vec::new(),
            stamp: 0,
        }
    }

    /// The branch of "`n` is `truth`", followed on first use.
    fn get(&mut self, n: usize, truth: bool) -> &mut SeBranch {
        let key = 2 * n + usize::from(!truth);
        if self.slot[key] == u32::MAX {
            self.slot[key] = self.store.len() as u32;
            let b = self.runner.run(n, truth);
            self.store.push(b);
        }
        &mut self.store[self.slot[key] as usize]
    }

    /// The length of the fact "`target`" in the branch "`n` is `truth`" (the branch has
    /// it: hints are made only of facts every branch found).
    fn length(&mut self, (n, truth): (usize, bool), target: (usize, bool)) -> usize {
        self.get(n, truth);
        let b = &mut self.store[self.slot[2 * n + usize::from(!truth)] as usize];
        match b.index(target.0, target.1) {
            Some(i) => b.length(i, &mut self.seen, &mut self.stamp),
            None => NODES,
        }
    }

    /// The contradiction's complexity in the branch "`n` is `truth`".
    fn contradiction_length(&mut self, n: usize, truth: bool) -> Option<usize> {
        self.get(n, truth);
        let b = &mut self.store[self.slot[2 * n + usize::from(!truth)] as usize];
        let (a, z) = b.contradiction?;
        Some(
            b.length(a as usize, &mut self.seen, &mut self.stamp)
                + b.length(z as usize, &mut self.seen, &mut self.stamp),
        )
    }

    /// The facts every listed branch found, in the first branch's order of finding.
    fn agreed(&mut self, branches: &[(usize, bool)]) -> Vec<(usize, bool)> {
        let mut on = [!0u128; 9];
        let mut off = [!0u128; 9];
        for &(n, truth) in branches {
            let b = self.get(n, truth);
            for d in 0..9 {
                on[d] &= b.on_mask[d];
                off[d] &= b.off_mask[d];
            }
        }
        if on.iter().chain(off.iter()).all(|&m| m == 0) {
            return Vec::new();
        }
        let (n, truth) = branches[0];
        let first = self.get(n, truth);
        let mut out = Vec::new();
        for &(m, is_on) in &first.facts {
            let m = m as usize;
            let mask = if is_on { &on } else { &off };
            if mask[m % 9] & crate::logic::chains::links::bit(m / 9) != 0
                && first.index(m, is_on).is_some()
            {
                out.push((m, is_on));
            }
        }
        out
    }
}

/// Explainer's next forcing-chain step (Nishio, multiple or dynamic), if any of the three
/// searches finds one.
pub(crate) fn find(state: &LogicState) -> Option<Step> {
    let snap = Snapshot::new(state);
    for mode in [SeMode::Nishio, SeMode::Static, SeMode::Dynamic] {
        let mut branches = Branches::new(&snap, mode);
        let hints = search(&snap, mode, &mut branches);
        // `min_by_key` keeps the first of equals: the first found.
        if let Some(best) = hints
            .into_iter()
            .min_by_key(|h| (h.complexity, h.shape.sort_key()))
        {
            return Some(step(&snap, mode, &mut branches, best));
        }
    }
    None
}

/// Every hint of one search, in the order Explainer finds them.
fn search(snap: &Snapshot, mode: SeMode, branches: &mut Branches) -> Vec<Hint> {
    let mut hints = Vec::new();
    let min_cell = if mode == SeMode::Static { 3 } else { 2 };
    for cell in 0..CELLS {
        let digits = snap.cell_digits[cell];
        let count = digits.count_ones();
        if count < min_cell {
            continue;
        }
        for d in digits_of(digits) {
            let n = node(cell, d);
            if mode != SeMode::Static {
                for truth in [true, false] {
                    if let Some(complexity) = branches.contradiction_length(n, truth) {
                        hints.push(Hint {
                            shape: Shape::Contradiction(n, truth),
                            branches: vec![(n, truth)],
                            target: (n, truth),
                            complexity,
                        });
                    }
                }
            }
            if mode == SeMode::Nishio {
                continue;
            }
            if mode == SeMode::Dynamic && count >= 3 {
                let pair = [(n, true), (n, false)];
                for target in branches.agreed(&pair) {
                    agreement(branches, &mut hints, Shape::Double(n), &pair, target);
                }
            }
            for u in [
                18 + 3 * (cell / 27) + (cell % 9) / 3,
                cell / 9,
                9 + cell % 9,
            ] {
                let places = snap.digit_cells[d as usize - 1] & UNIT_MASK[u];
                if places.count_ones() < 2 || places.trailing_zeros() as usize != cell {
                    continue;
                }
                let list: Vec<(usize, bool)> =
                    cells_of(places).map(|q| (node(q, d), true)).collect();
                for target in branches.agreed(&list) {
                    agreement(branches, &mut hints, Shape::Region(u, d), &list, target);
                }
            }
        }
        if mode == SeMode::Nishio {
            continue;
        }
        let list: Vec<(usize, bool)> = digits_of(digits).map(|d| (node(cell, d), true)).collect();
        for target in branches.agreed(&list) {
            agreement(branches, &mut hints, Shape::Cell(cell), &list, target);
        }
    }
    hints
}

/// Records the hint of `shape` concluding `target`, with its complexity.
fn agreement(
    branches: &mut Branches,
    hints: &mut Vec<Hint>,
    shape: Shape,
    list: &[(usize, bool)],
    target: (usize, bool),
) {
    let complexity = list.iter().map(|&b| branches.length(b, target)).sum();
    hints.push(Hint {
        shape,
        branches: list.to_vec(),
        target,
        complexity,
    });
}

/// The public fact of a node true (`on`) or false.
fn fact(n: usize, on: bool) -> reason::Fact {
    reason::Fact {
        candidate: node_candidate(n),
        holds: on,
    }
}

/// The chain of facts from a branch's assumption to its fact `i`, with the nodes it passes.
fn chain(b: &SeBranch, i: usize, nodes: &mut Vec<usize>) -> Vec<reason::Fact> {
    b.path_to(i)
        .into_iter()
        .map(|k| {
            let (n, on) = b.facts[k];
            nodes.push(n as usize);
            fact(n as usize, on)
        })
        .collect()
}

/// The step of a chosen hint.
fn step(snap: &Snapshot, mode: SeMode, branches: &mut Branches, hint: Hint) -> Step {
    let base = match mode {
        SeMode::Nishio => 75,
        SeMode::Static => 80,
        SeMode::Dynamic => 85,
    };
    let score = base + length_increment_tenths(hint.complexity.saturating_sub(2));
    let mut placements = Vec::new();
    let mut eliminations = Vec::new();
    let mut shown = Vec::new();
    let mut units = Vec::new();
    let argument = match hint.shape {
        Shape::Contradiction(n, truth) => {
            let b = branches.get(n, truth);
            let mut chains = Vec::new();
            let mut clash = n;
            if let Some((a, z)) = b.contradiction {
                chains.push(chain(b, a as usize, &mut shown));
                chains.push(chain(b, z as usize, &mut shown));
                clash = b.facts[a as usize].0 as usize;
            }
            if truth {
                eliminations.push(node_candidate(n));
            } else {
                placements.push(node_candidate(n));
            }
            ForcingArgument::Contradiction {
                assumption: fact(n, truth),
                chains,
                broken: Broken::Clash {
                    candidate: node_candidate(clash),
                },
            }
        }
        shape => {
            let (t, t_on) = hint.target;
            let mut chains = Vec::new();
            for &(n, truth) in &hint.branches {
                let b = branches.get(n, truth);
                if let Some(i) = b.index(t, t_on) {
                    chains.push(chain(b, i, &mut shown));
                }
            }
            if t_on {
                placements.push(node_candidate(t));
            } else {
                eliminations.push(node_candidate(t));
            }
            let premise = match shape {
                Shape::Cell(cell) => Premise::EachDigit {
                    cell: cell as u8,
                    digits: digits_of(snap.cell_digits[cell]).collect(),
                },
                Shape::Region(u, digit) => {
                    units.push(unit(u));
                    Premise::EachPlace {
                        unit: unit(u),
                        digit,
                    }
                }
                Shape::Double(n) | Shape::Contradiction(n, _) => {
                    Premise::BothWays(node_candidate(n))
                }
            };
            ForcingArgument::Agreement {
                premise,
                branches: chains,
                conclusions: vec![fact(t, t_on)],
            }
        }
    };
    let mut pattern = Vec::new();
    for n in hint.branches.iter().map(|&(n, _)| n).chain(shown) {
        let c = node_candidate(n);
        if !pattern.contains(&c) {
            pattern.push(c);
        }
    }
    let mut cells: Vec<u8> = Vec::new();
    for c in &pattern {
        if !cells.contains(&c.cell) {
            cells.push(c.cell);
        }
    }
    let mode = match mode {
        SeMode::Nishio => ForcingMode::Nishio,
        SeMode::Static => ForcingMode::Static,
        SeMode::Dynamic => ForcingMode::Dynamic,
    };
    Step {
        technique: Technique::ForcingChain,
        placements,
        eliminations,
        cells,
        units,
        pattern,
        score: tenths_to_score(score),
        reason: Reason::Forcing(reason::Forcing { mode, argument }),
    }
}
