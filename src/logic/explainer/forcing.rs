//! Branches followed the way Sudoku Explainer follows them, for the rating path: the same
//! facts, found in the same order, with the same causes, so that a forcing chain's length
//! (Explainer's "complexity") comes out as Explainer counts it.
//!
//! Explainer's rules, as facts about its behaviour (read from Sukaku Explainer's sources):
//!
//! * Facts wait in two queues, one of true and one of false candidates; every waiting true
//!   fact is followed before the next false one.
//! * A true candidate makes false, in this order, the cell's other candidates (not in Nishio
//!   chains), then the digit's other places in its box, its row and its column.
//! * A false candidate makes true the cell's other candidate when the cell holds two (not in
//!   Nishio chains), then, for its box, row and column in turn, the digit's other place when
//!   the unit holds two. In dynamic and Nishio chains "holds" is read from the position as
//!   the branch has changed it: a false candidate leaves the position once it has been
//!   followed (not when it is found), and a fact found from such a changed cell or unit
//!   also rests on the candidates that left it ("hidden causes").
//! * A fact already known is not found again; a fact whose opposite is known ends the
//!   branch in a contradiction, made of the two.
//! * A fact's length is the number of distinct facts it rests on, itself included.

use crate::logic::chains::links::{
    NO_NODE, NODES, Snapshot, UNIT_MASK, bit, cells_of, digits_of, node, node_cell, node_digit,
};
use std::collections::VecDeque;

/// How Explainer follows a branch.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum SeMode {
    /// One digit at a time, in the position as the branch changes it.
    Nishio,
    /// Both kinds of links, in the position as it stands.
    Static,
    /// Both kinds of links, in the position as the branch changes it.
    Dynamic,
}

/// The box, row and column of a cell, in the order Explainer looks at them.
fn units_box_first(cell: usize) -> [usize; 3] {
    [
        18 + 3 * (cell / 27) + (cell % 9) / 3,
        cell / 9,
        9 + cell % 9,
    ]
}

/// One followed branch: its facts in the order found, each with its causes.
pub(super) struct SeBranch {
    /// (node, truth) of each fact; fact 0 is the assumption.
    pub(super) facts: Vec<(u16, bool)>,
    /// Fact `i`'s causes are `causes[cause_start[i]..cause_start[i + 1]]`; the first is the
    /// fact it was found from.
    cause_start: Vec<u32>,
    causes: Vec<u16>,
    /// Index of each node's true fact, or [`NO_NODE`].
    on_idx: Vec<u16>,
    /// Index of each node's false fact, or [`NO_NODE`].
    off_idx: Vec<u16>,
    /// The contradiction that ended the branch: the facts of one candidate true and false.
    pub(super) contradiction: Option<(u16, u16)>,
    /// For digit `d`, the cells where the branch made it true (index `d - 1`).
    pub(super) on_mask: [u128; 9],
    /// For digit `d`, the cells where the branch made it false (index `d - 1`).
    pub(super) off_mask: [u128; 9],
    /// Memo of [`SeBranch::length`] by fact (0: not yet counted).
    lengths: Vec<u16>,
}

impl SeBranch {
    /// A branch with no facts, its tables allocated.
    fn empty() -> SeBranch {
        SeBranch {
            facts: Vec::with_capacity(256),
            cause_start: Vec::with_capacity(257),
            causes: Vec::with_capacity(512),
            on_idx: vec![NO_NODE; NODES],
            off_idx: vec![NO_NODE; NODES],
            contradiction: None,
            on_mask: [0; 9],
            off_mask: [0; 9],
            lengths: Vec::new(),
        }
    }

    /// Forgets the facts, keeping the tables (cleared where the facts marked them).
    fn clear(&mut self) {
        for &(n, _) in &self.facts {
            self.on_idx[n as usize] = NO_NODE;
            self.off_idx[n as usize] = NO_NODE;
        }
        self.facts.clear();
        self.cause_start.clear();
        self.causes.clear();
        self.contradiction = None;
        self.on_mask = [0; 9];
        self.off_mask = [0; 9];
        self.lengths.clear();
    }

    /// The index of the fact "`n` is `on`", if the branch found it.
    pub(super) fn index(&self, n: usize, on: bool) -> Option<usize> {
        let i = if on { self.on_idx[n] } else { self.off_idx[n] };
        (i != NO_NODE).then_some(i as usize)
    }

    /// The causes of fact `i`.
    pub(super) fn causes_of(&self, i: usize) -> &[u16] {
        &self.causes[self.cause_start[i] as usize..self.cause_start[i + 1] as usize]
    }

    /// The number of distinct facts fact `i` rests on, itself included.
    pub(super) fn length(&mut self, i: usize, seen: &mut Vec<u32>, stamp: &mut u32) -> usize {
        if self.lengths[i] != 0 {
            return self.lengths[i] as usize;
        }
        if seen.len() < self.facts.len() {
            seen.resize(self.facts.len(), 0);
        }
        *stamp = stamp.wrapping_add(1);
        if *stamp == 0 {
            seen.fill(0);
            *stamp = 1;
        }
        let mut stack = vec![i];
        let mut count = 0;
        while let Some(j) = stack.pop() {
            if seen[j] == *stamp {
                continue;
            }
            seen[j] = *stamp;
            count += 1;
            stack.extend(self.causes_of(j).iter().map(|&p| p as usize));
        }
        self.lengths[i] = count as u16;
        count
    }

    /// The facts from the assumption to fact `i`, each the one its successor was found from.
    pub(super) fn path_to(&self, i: usize) -> Vec<usize> {
        let mut path = vec![i];
        let mut current = i;
        while let Some(&first) = self.causes_of(current).first() {
            let first = first as usize;
            if first >= current {
                break;
            }
            path.push(first);
            current = first;
        }
        path.reverse();
        path
    }
}

/// Follows branches from one position in one mode.
pub(super) struct SeRunner<'a> {
    snap: &'a Snapshot,
    mode: SeMode,
    cand: [u128; 9],
    cell_cands: [u16; 81],
    pending_on: VecDeque<u16>,
    pending_off: VecDeque<u16>,
    made: Vec<(u16, bool, u32)>,
    scratch: Vec<u16>,
}

impl<'a> SeRunner<'a> {
    /// A runner for branches of `snap` in `mode`.
    pub(super) fn new(snap: &'a Snapshot, mode: SeMode) -> SeRunner<'a> {
        SeRunner {
            snap,
            mode,
            cand: snap.digit_cells,
            cell_cands: snap.cell_digits,
            pending_on: VecDeque::new(),
            pending_off: VecDeque::new(),
            made: Vec::new(),
            scratch: Vec::new(),
        }
    }

    /// Follows "`start` is `on`" to its end, in Explainer's order, in a branch taken from
    /// [`SPARE`] when one is there (a fresh branch's tables cost more than most branches).
    pub(super) fn run(&mut self, start: usize, on: bool) -> SeBranch {
        self.cand = self.snap.digit_cells;
        self.cell_cands = self.snap.cell_digits;
        self.pending_on.clear();
        self.pending_off.clear();
        let mut b = SPARE
            .with_borrow_mut(Vec::pop)
            .unwrap_or_else(SeBranch::empty);
        b.clear();
        b.cause_start.push(0);
        push(&mut b, start, on, &[]);
        if on {
            self.pending_on.push_back(0);
        } else {
            self.pending_off.push_back(0);
        }
        let y_links = self.mode != SeMode::Nishio;
        let dynamic = self.mode != SeMode::Static;
        loop {
            if let Some(i) = self.pending_on.pop_front() {
                let n = b.facts[i as usize].0 as usize;
                let (c, d) = (node_cell(n), node_digit(n));
                let di = d as usize - 1;
                // The cell's other candidates, then the digit's other places in the box, the
                // row and the column, each once; those already false are skipped, and the
                // first already true ends the branch.
                if y_links {
                    for e in digits_of(self.cell_cands[c] & !(1 << di)) {
                        let ei = e as usize - 1;
                        if b.off_mask[ei] & bit(c) == 0 && self.make_off(&mut b, node(c, e), i) {
                            return self.finish(b);
                        }
                    }
                }
                let mut done = bit(c);
                for u in units_box_first(c) {
                    let others = self.cand[di] & UNIT_MASK[u] & !done;
                    done |= others;
                    for q in cells_of(others & !b.off_mask[di]) {
                        if self.make_off(&mut b, node(q, d), i) {
                            return self.finish(b);
                        }
                    }
                }
                continue;
            }
            let Some(i) = self.pending_off.pop_front() else {
                break;
            };
            let n = b.facts[i as usize].0 as usize;
            let (c, d) = (node_cell(n), node_digit(n));
            let di = d as usize - 1;
            // Each made fact's causes, in `scratch`: the followed fact, then the hidden causes.
            self.made.clear();
            self.scratch.clear();
            if y_links {
                let now = self.cell_cands[c];
                if now.count_ones() == 2 {
                    let start = self.scratch.len() as u32;
                    self.scratch.push(i);
                    for v in digits_of(self.snap.cell_digits[c] & !now) {
                        self.scratch.push(hidden(&b, node(c, v)));
                    }
                    if let Some(e) = digits_of(now & !(1 << di)).next() {
                        self.made.push((node(c, e) as u16, true, start));
                    }
                }
            }
            for u in units_box_first(c) {
                let others = self.cand[di] & UNIT_MASK[u] & !bit(c);
                if others.count_ones() != 1 {
                    continue;
                }
                let m = node(others.trailing_zeros() as usize, d) as u16;
                if self.made.iter().any(|&(x, _, _)| x == m) {
                    continue;
                }
                let start = self.scratch.len() as u32;
                self.scratch.push(i);
                for q in cells_of(self.snap.digit_cells[di] & UNIT_MASK[u] & !self.cand[di]) {
                    self.scratch.push(hidden(&b, node(q, d)));
                }
                self.made.push((m, true, start));
            }
            if dynamic {
                self.cand[di] &= !bit(c);
                self.cell_cands[c] &= !(1 << di);
            }
            for k in 0..self.made.len() {
                let (m, _, start) = self.made[k];
                let m = m as usize;
                let end = self
                    .made
                    .get(k + 1)
                    .map_or(self.scratch.len(), |x| x.2 as usize);
                let causes = &self.scratch[start as usize..end];
                if let Some(j) = b.index(m, false) {
                    let clash = push(&mut b, m, true, causes);
                    b.contradiction = Some((clash as u16, j as u16));
                    return self.finish(b);
                }
                if b.index(m, true).is_none() {
                    let j = push(&mut b, m, true, causes);
                    index(&mut b, m, true, j);
                    self.pending_on.push_back(j as u16);
                }
            }
        }
        self.finish(b)
    }

    /// Makes `m` false from the true fact `i`; true when that ends the branch (`m` is true).
    fn make_off(&mut self, b: &mut SeBranch, m: usize, i: u16) -> bool {
        if let Some(j) = b.index(m, true) {
            // The clashing fact of a contradiction is counted, not indexed.
            let clash = push(b, m, false, &[i]);
            b.contradiction = Some((j as u16, clash as u16));
            return true;
        }
        let j = push(b, m, false, &[i]);
        index(b, m, false, j);
        self.pending_off.push_back(j as u16);
        false
    }

    fn finish(&self, mut b: SeBranch) -> SeBranch {
        b.lengths.clear();
        b.lengths.resize(b.facts.len(), 0);
        b
    }
}

thread_local! {
    /// Branches done with, kept for the next runs.
    static SPARE: std::cell::RefCell<Vec<SeBranch>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Keeps finished branches for later runs (up to as many as one search uses).
pub(super) fn recycle(branches: impl IntoIterator<Item = SeBranch>) {
    SPARE.with_borrow_mut(|spare| {
        for b in branches {
            if spare.len() >= 2 * NODES {
                break;
            }
            spare.push(b);
        }
    });
}

/// The fact of a candidate that left the branch's position. Only followed false facts leave
/// it, so the fact exists; the latest fact stands in should that ever fail.
fn hidden(b: &SeBranch, n: usize) -> u16 {
    b.off_idx[n].min(b.facts.len().saturating_sub(1) as u16)
}

/// Appends a fact with its causes and indexes the assumption; returns its index.
fn push(b: &mut SeBranch, n: usize, on: bool, causes: &[u16]) -> usize {
    let k = b.facts.len();
    b.facts.push((n as u16, on));
    b.causes.extend_from_slice(causes);
    b.cause_start.push(b.causes.len() as u32);
    if k == 0 {
        index(b, n, on, 0);
    }
    k
}

/// Records fact `k` as the branch's fact of `n` being `on`.
fn index(b: &mut SeBranch, n: usize, on: bool, k: usize) {
    if on {
        b.on_idx[n] = k as u16;
        b.on_mask[n % 9] |= bit(node_cell(n));
    } else {
        b.off_idx[n] = k as u16;
        b.off_mask[n % 9] |= bit(node_cell(n));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::logic::LogicState;

    #[test]
    fn the_box_comes_first_then_the_row_and_the_column() {
        assert_eq!(units_box_first(0), [18, 0, 9]);
        assert_eq!(units_box_first(80), [26, 8, 17]);
        assert_eq!(units_box_first(31), [22, 3, 13]);
    }

    #[test]
    fn a_branch_finds_each_fact_once_with_its_causes_before_it() {
        let grid: Grid =
            "020104070000008004000070100308000005006803900100000807007040000600700000030902080"
                .parse()
                .expect("a valid puzzle");
        let snap = Snapshot::new(&LogicState::from_grid(&grid));
        for mode in [SeMode::Nishio, SeMode::Static, SeMode::Dynamic] {
            let mut runner = SeRunner::new(&snap, mode);
            let start = (0..NODES).find(|&n| snap.has(n)).expect("a candidate");
            for on in [true, false] {
                let b = runner.run(start, on);
                assert_eq!(b.facts[0], (start as u16, on));
                for k in 1..b.facts.len() {
                    assert!(!b.causes_of(k).is_empty());
                    assert!(b.causes_of(k).iter().all(|&p| (p as usize) < k));
                }
                let mut seen = Vec::new();
                let mut stamp = 0;
                let mut b = b;
                let last = b.facts.len() - 1;
                assert!(b.length(last, &mut seen, &mut stamp) >= b.path_to(last).len());
            }
        }
    }
}
