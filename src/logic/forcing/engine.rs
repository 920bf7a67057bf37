//! The engine that follows one assumption at a time with every fact's parents, and the
//! cheaper closure used to screen static branches.

use super::*;

/// Follows one assumption at a time and records every fact with its parents.
pub(super) struct Engine<'a> {
    pub(super) snap: &'a Snapshot,
    pub(super) mode: Mode,
    pub(super) cand: [u128; 9],
    /// The candidates of each cell, kept in step with `cand`.
    pub(super) cell_cands: [u16; CELLS],
    pub(super) placed: [u128; 9],
    pub(super) placed_digit: [u8; CELLS],
    pub(super) on_idx: Vec<u16>,
    pub(super) off_idx: Vec<u16>,
    pub(super) facts: Vec<Fact>,
    pub(super) parents: Vec<u16>,
    pub(super) contradiction: Option<(Contradiction, u32, u16)>,
    pub(super) scratch: Vec<u16>,
    /// Visit stamps for [`Engine::ancestors`].
    pub(super) seen: Vec<u32>,
    pub(super) seen_stamp: u32,
    /// Bit `d`: digit `d + 1` lost a candidate since pointing and claiming last looked at
    /// it. Only those digits can give new locked candidates (see
    /// [`Engine::apply_locked_candidates`]).
    pub(super) changed_digits: u16,
}

impl<'a> Engine<'a> {
    pub(super) fn new(snap: &'a Snapshot, mode: Mode) -> Engine<'a> {
        Engine {
            snap,
            mode,
            cand: snap.digit_cells,
            cell_cands: snap.cell_digits,
            placed: snap.placed,
            placed_digit: [0; CELLS],
            on_idx: vec![NO_NODE; NODES],
            off_idx: vec![NO_NODE; NODES],
            facts: Vec::with_capacity(NODES),
            parents: Vec::with_capacity(4 * NODES),
            contradiction: None,
            scratch: Vec::with_capacity(16),
            seen: Vec::with_capacity(NODES),
            seen_stamp: 0,
            changed_digits: 0,
        }
    }

    pub(super) fn reset(&mut self) {
        for f in &self.facts {
            let n = f.node as usize;
            self.on_idx[n] = NO_NODE;
            self.off_idx[n] = NO_NODE;
            if f.on {
                self.placed_digit[node_cell(n)] = 0;
            }
        }
        self.facts.clear();
        self.parents.clear();
        self.contradiction = None;
        self.cand = self.snap.digit_cells;
        self.cell_cands = self.snap.cell_digits;
        self.placed = self.snap.placed;
        self.changed_digits = 0;
    }

    /// Follows "`start` is true" (or false when `!on`) to its end; true on a contradiction.
    pub(super) fn run(&mut self, start: usize, on: bool) -> bool {
        self.reset();
        self.scratch.clear();
        if on {
            self.add_on(start);
        } else {
            self.add_off(start);
        }
        let mut head = 0;
        loop {
            while head < self.facts.len() && self.contradiction.is_none() {
                self.process(head);
                head += 1;
            }
            if self.contradiction.is_some()
                || self.mode != Mode::DynamicPlus
                || !self.apply_locked_candidates()
            {
                break;
            }
        }
        self.contradiction.is_some()
    }

    pub(super) fn push_fact(&mut self, n: usize, on: bool) {
        let start = self.parents.len() as u32;
        self.parents.extend_from_slice(&self.scratch);
        let index = self.facts.len() as u16;
        self.facts.push(Fact {
            node: n as u16,
            on,
            parents_start: start,
            parents_len: self.scratch.len() as u16,
        });
        if on {
            self.on_idx[n] = index;
        } else {
            self.off_idx[n] = index;
        }
    }

    pub(super) fn fail(&mut self, what: Contradiction) {
        let start = self.parents.len() as u32;
        self.parents.extend_from_slice(&self.scratch);
        self.contradiction = Some((what, start, self.scratch.len() as u16));
    }

    /// Records that `n` is true, with `self.scratch` as its parents.
    pub(super) fn add_on(&mut self, n: usize) {
        if self.on_idx[n] != NO_NODE || self.contradiction.is_some() {
            return;
        }
        let (c, d) = (node_cell(n), node_digit(n));
        if self.off_idx[n] != NO_NODE {
            self.scratch.push(self.off_idx[n]);
            self.fail(Contradiction::Clash(n));
            return;
        }
        if self.placed_digit[c] != 0 {
            self.scratch
                .push(self.on_idx[node(c, self.placed_digit[c])]);
            self.fail(Contradiction::TwoDigits(n));
            return;
        }
        if self.cand[d as usize - 1] & bit(c) == 0 {
            // Not a candidate of the position: nothing derived here can make it one.
            return;
        }
        self.push_fact(n, true);
        self.placed_digit[c] = d;
        self.placed[d as usize - 1] |= bit(c);
    }

    /// Records that `n` is false, with `self.scratch` as its parents.
    pub(super) fn add_off(&mut self, n: usize) {
        if self.off_idx[n] != NO_NODE || self.contradiction.is_some() {
            return;
        }
        if self.on_idx[n] != NO_NODE {
            self.scratch.push(self.on_idx[n]);
            self.fail(Contradiction::Clash(n));
            return;
        }
        let (c, d) = (node_cell(n), node_digit(n));
        if self.cand[d as usize - 1] & bit(c) == 0 {
            return;
        }
        self.cand[d as usize - 1] &= !bit(c);
        self.cell_cands[c] &= !(1 << (d - 1));
        self.changed_digits |= 1 << (d - 1);
        self.push_fact(n, false);
    }

    pub(super) fn cell_digits(&self, cell: usize) -> u16 {
        self.cell_cands[cell]
    }

    pub(super) fn process(&mut self, index: usize) {
        let fact = self.facts[index];
        let n = fact.node as usize;
        let (c, d) = (node_cell(n), node_digit(n));
        let di = d as usize - 1;
        let me = index as u16;
        if fact.on {
            if self.mode != Mode::Nishio {
                for e in digits_of(self.cell_digits(c) & !(1 << di)) {
                    self.scratch.clear();
                    self.scratch.push(me);
                    self.add_off(node(c, e));
                }
            }
            for p in cells_of(PEER_MASK[c] & self.cand[di]) {
                self.scratch.clear();
                self.scratch.push(me);
                self.add_off(node(p, d));
            }
            return;
        }
        // A candidate went false: look for singles it completes.
        match self.mode {
            Mode::Nishio => {}
            Mode::Static => {
                let original = self.snap.cell_digits[c];
                if original.count_ones() == 2 {
                    let other = original & !(1 << di);
                    if let Some(e) = digits_of(other).next() {
                        self.scratch.clear();
                        self.scratch.push(me);
                        self.add_on(node(c, e));
                    }
                }
            }
            Mode::Dynamic | Mode::DynamicPlus => {
                if self.placed_digit[c] == 0 {
                    let left = self.cell_digits(c);
                    if left.count_ones() <= 1 {
                        self.scratch.clear();
                        for e in digits_of(self.snap.cell_digits[c] & !left) {
                            let i = self.off_idx[node(c, e)];
                            if i != NO_NODE {
                                self.scratch.push(i);
                            }
                        }
                        match digits_of(left).next() {
                            None => self.fail(Contradiction::EmptyCell(c)),
                            Some(e) => self.add_on(node(c, e)),
                        }
                    }
                }
            }
        }
        if self.contradiction.is_some() {
            return;
        }
        for u in unit_indices(c) {
            if self.mode == Mode::Static {
                let original = self.snap.digit_cells[di] & UNIT_MASK[u];
                if original.count_ones() == 2 && !self.snap.placed_in_unit(d, u) {
                    let other = (original & !bit(c)).trailing_zeros() as usize;
                    self.scratch.clear();
                    self.scratch.push(me);
                    self.add_on(node(other, d));
                }
                continue;
            }
            if self.placed[di] & UNIT_MASK[u] != 0 {
                continue;
            }
            let left = self.cand[di] & UNIT_MASK[u];
            if left.count_ones() > 1 {
                continue;
            }
            self.scratch.clear();
            for q in cells_of(self.snap.digit_cells[di] & UNIT_MASK[u] & !left) {
                let i = self.off_idx[node(q, d)];
                if i != NO_NODE {
                    self.scratch.push(i);
                }
            }
            if left == 0 {
                self.fail(Contradiction::NoPlace(u, d));
            } else {
                self.add_on(node(left.trailing_zeros() as usize, d));
            }
            if self.contradiction.is_some() {
                return;
            }
        }
    }

    /// Pointing and claiming inside the branch; true when it removed anything.
    ///
    /// A digit that lost no candidate since the last look gives nothing new: its locked
    /// candidates were either removed then or, in the starting position, rest on no fact
    /// of the branch (which [`Engine::locked_pair`] skips).
    pub(super) fn apply_locked_candidates(&mut self) -> bool {
        let before = self.facts.len();
        let changed = std::mem::take(&mut self.changed_digits);
        for d in 1..=9u8 {
            if changed & (1 << (d - 1)) == 0 {
                continue;
            }
            for b in 18..27 {
                let band = 3 * ((b - 18) / 3);
                let stack = 3 * ((b - 18) % 3);
                for line in [band, band + 1, band + 2, 9 + stack, 10 + stack, 11 + stack] {
                    self.locked_pair(d, b, line);
                    self.locked_pair(d, line, b);
                    if self.contradiction.is_some() {
                        return false;
                    }
                }
            }
        }
        self.facts.len() > before
    }

    /// When the digit's places in unit `from` all lie in unit `to`, it leaves the rest of `to`.
    pub(super) fn locked_pair(&mut self, d: u8, from: usize, to: usize) {
        let di = d as usize - 1;
        if self.placed[di] & (UNIT_MASK[from] | UNIT_MASK[to]) != 0 {
            return;
        }
        let places = self.cand[di] & UNIT_MASK[from];
        if places == 0 || places & !UNIT_MASK[to] != 0 {
            return;
        }
        let targets = self.cand[di] & UNIT_MASK[to] & !UNIT_MASK[from];
        if targets == 0 {
            return;
        }
        let mut causes: Vec<u16> = Vec::new();
        for q in cells_of(self.snap.digit_cells[di] & UNIT_MASK[from] & !UNIT_MASK[to]) {
            let i = self.off_idx[node(q, d)];
            if i != NO_NODE {
                causes.push(i);
            }
        }
        if causes.is_empty() {
            // Already true of the starting position: not a consequence of the assumption.
            return;
        }
        for t in cells_of(targets) {
            self.scratch.clear();
            self.scratch.extend_from_slice(&causes);
            self.add_off(node(t, d));
        }
    }

    /// What the finished branch established.
    pub(super) fn outcome(&self) -> Outcome {
        let mut on = [0u128; 9];
        let mut off = [0u128; 9];
        for f in &self.facts {
            let n = f.node as usize;
            if f.on {
                on[n % 9] |= bit(node_cell(n));
            } else {
                off[n % 9] |= bit(node_cell(n));
            }
        }
        Outcome {
            on,
            off,
            contradiction: self.contradiction.is_some(),
            size: self.facts.len() as u32,
        }
    }

    pub(super) fn fact_index(&self, n: usize, on: bool) -> Option<usize> {
        let i = if on { self.on_idx[n] } else { self.off_idx[n] };
        (i != NO_NODE).then_some(i as usize)
    }

    pub(super) fn parents_of(&self, index: usize) -> &[u16] {
        let f = &self.facts[index];
        let s = f.parents_start as usize;
        &self.parents[s..s + f.parents_len as usize]
    }

    pub(super) fn contradiction_parents(&self) -> &[u16] {
        match self.contradiction {
            Some((_, s, len)) => &self.parents[s as usize..s as usize + len as usize],
            None => &[],
        }
    }

    /// Number of facts the given facts rest on, themselves included.
    pub(super) fn ancestors(&mut self, roots: &[u16]) -> usize {
        if self.seen.len() < self.facts.len() {
            self.seen.resize(self.facts.len(), 0);
        }
        self.seen_stamp = self.seen_stamp.wrapping_add(1);
        if self.seen_stamp == 0 {
            self.seen.fill(0);
            self.seen_stamp = 1;
        }
        let stamp = self.seen_stamp;
        let mut stack: Vec<usize> = roots.iter().map(|&i| i as usize).collect();
        let mut count = 0;
        while let Some(i) = stack.pop() {
            if i >= self.facts.len() || self.seen[i] == stamp {
                continue;
            }
            self.seen[i] = stamp;
            count += 1;
            let f = &self.facts[i];
            let s = f.parents_start as usize;
            stack.extend(
                self.parents[s..s + f.parents_len as usize]
                    .iter()
                    .map(|&p| p as usize),
            );
        }
        count
    }

    /// The chain of latest causes from the assumption to the fact at `index`.
    pub(super) fn path_to(&self, index: usize) -> Vec<usize> {
        let mut path = vec![index];
        let mut current = index;
        while let Some(&latest) = self.parents_of(current).iter().max() {
            let latest = latest as usize;
            if latest >= current {
                break;
            }
            path.push(latest);
            current = latest;
        }
        path.reverse();
        path
    }

    pub(super) fn path_nodes(&self, index: usize) -> Vec<usize> {
        self.path_to(index)
            .into_iter()
            .map(|i| self.facts[i].node as usize)
            .collect()
    }
}

/// Static branches without the bookkeeping: the closure of an assumption under the links
/// of the starting position, as bit masks. It reaches exactly what [`Engine`] reaches in
/// [`Mode::Static`] (which is used again, with parents, for the branches finally shown).
pub(super) struct StaticClosure<'a> {
    pub(super) snap: &'a Snapshot,
    pub(super) strong: StrongLinks,
    pub(super) stack: Vec<(u16, bool)>,
}

impl<'a> StaticClosure<'a> {
    pub(super) fn new(snap: &'a Snapshot) -> StaticClosure<'a> {
        StaticClosure {
            snap,
            strong: StrongLinks::build(snap, true, true),
            stack: Vec::with_capacity(2 * NODES),
        }
    }

    pub(super) fn run(&mut self, start: usize, truth: bool) -> Outcome {
        let mut on = [0u128; 9];
        let mut off = [0u128; 9];
        let mut on_cells = 0u128;
        let mut contradiction = false;
        self.stack.clear();
        self.stack.push((start as u16, truth));
        if truth {
            on[start % 9] |= bit(node_cell(start));
            on_cells |= bit(node_cell(start));
        } else {
            off[start % 9] |= bit(node_cell(start));
        }
        'outer: while let Some((n, is_on)) = self.stack.pop() {
            let n = n as usize;
            let (c, di) = (node_cell(n), n % 9);
            if is_on {
                // Everything sharing the cell, or the digit and a unit, goes false.
                let mut newly = PEER_MASK[c] & self.snap.digit_cells[di] & !off[di];
                if newly & on[di] != 0 {
                    contradiction = true;
                    break;
                }
                off[di] |= newly;
                for e in digits_of(self.snap.cell_digits[c] & !(1 << di)) {
                    let ei = e as usize - 1;
                    if off[ei] & bit(c) == 0 {
                        if on[ei] & bit(c) != 0 {
                            contradiction = true;
                            break 'outer;
                        }
                        off[ei] |= bit(c);
                        if self.strong.has_any(node(c, e)) {
                            self.stack.push((node(c, e) as u16, false));
                        }
                    }
                }
                while newly != 0 {
                    let p = newly.trailing_zeros() as usize;
                    newly &= newly - 1;
                    let m = p * 9 + di;
                    if self.strong.has_any(m) {
                        self.stack.push((m as u16, false));
                    }
                }
            } else {
                for &m in self.strong.of(n) {
                    let m = m as usize;
                    let (mc, mi) = (node_cell(m), m % 9);
                    if on[mi] & bit(mc) != 0 {
                        continue;
                    }
                    if off[mi] & bit(mc) != 0 || on_cells & bit(mc) != 0 {
                        contradiction = true;
                        break 'outer;
                    }
                    on[mi] |= bit(mc);
                    on_cells |= bit(mc);
                    self.stack.push((m as u16, true));
                }
            }
        }
        let size = on.iter().chain(off.iter()).map(|m| m.count_ones()).sum();
        Outcome {
            on,
            off,
            contradiction,
            size,
        }
    }
}
