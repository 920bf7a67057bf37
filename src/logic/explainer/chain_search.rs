//! The searches behind the chains of `chains.rs`: Sudoku Explainer's breadth-first walk over
//! potentials (a candidate on or off) for forcing chains and cycles, and the reachability
//! between potentials that rules most starts out before any walk.

use crate::logic::Technique;
use crate::logic::chains::links::{
    NODES, PEER_MASK, Snapshot, UNIT_MASK, bit, cells_of, digits_of, node, node_cell, node_digit,
    unit_indices,
};

/// Which implications a search follows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Mode {
    /// Inside a cell: on puts the cell's other digits off; off in a two-candidate cell
    /// puts the other digit on.
    pub cells: bool,
    /// Inside a unit: off puts the digit's only other place in the unit on.
    pub units: bool,
}

/// The three searches, in Explainer's order.
pub(super) const MODES: [Mode; 3] = [
    Mode {
        cells: false,
        units: true,
    },
    Mode {
        cells: true,
        units: false,
    },
    Mode {
        cells: true,
        units: true,
    },
];

impl Mode {
    /// The mode's place in [`MODES`].
    pub(super) fn index(self) -> usize {
        match (self.cells, self.units) {
            (false, _) => 0,
            (true, false) => 1,
            (true, true) => 2,
        }
    }

    pub(super) fn mixed(self) -> bool {
        self.cells && self.units
    }

    pub(super) fn technique(self) -> Technique {
        match (self.cells, self.units) {
            (false, _) => Technique::XChain,
            (true, false) => Technique::XYChain,
            (true, true) => Technique::NiceLoop,
        }
    }
}

/// No parent: the search's starting potential.
const ROOT: u32 = u32::MAX;

/// One potential reached by a search, with the potential that forced it.
#[derive(Clone, Copy)]
struct Item {
    node: u16,
    on: bool,
    parent: u32,
}

/// A set of nodes: for each digit, the cells.
type NodeSet = [u128; 9];

/// Whether a node set holds `n`.
fn holds(set: &NodeSet, n: usize) -> bool {
    set[n % 9] & bit(node_cell(n)) != 0
}

/// Adds `n` to a node set.
fn insert(set: &mut NodeSet, n: usize) {
    set[n % 9] |= bit(node_cell(n));
}

/// Reusable search buffers.
pub(super) struct Search<'a> {
    pub(super) snap: &'a Snapshot,
    items: Vec<Item>,
    /// For each item, the off nodes before it (an index into `ancestors`; cycles only).
    ancestor_of: Vec<u32>,
    ancestors: Vec<NodeSet>,
    seen_on: NodeSet,
    seen_off: NodeSet,
    pub(super) out: Vec<(usize, bool)>,
    /// For each mode (by [`Mode::index`]) and node, the on potentials its off forces.
    forced: Vec<([u16; 4], u8)>,
}

impl<'a> Search<'a> {
    pub(super) fn new(snap: &'a Snapshot) -> Search<'a> {
        Search {
            snap,
            items: Vec::new(),
            ancestor_of: Vec::new(),
            ancestors: Vec::new(),
            seen_on: [0; 9],
            seen_off: [0; 9],
            out: Vec::new(),
            forced: MODES
                .iter()
                .flat_map(|&mode| (0..NODES).map(move |n| (mode, n)))
                .map(|(mode, n)| {
                    if snap.has(n) {
                        Search::forced_on(snap, n, mode)
                    } else {
                        ([0; 4], 0)
                    }
                })
                .collect(),
        }
    }

    fn restart(&mut self) {
        self.items.clear();
        self.ancestor_of.clear();
        self.ancestors.clear();
        self.seen_on = [0; 9];
        self.seen_off = [0; 9];
    }

    /// The off potentials an on potential forces, apart from those in `skip`, into
    /// `self.out`, in Explainer's order (the cell, then box, row and column).
    pub(super) fn on_to_off(&mut self, n: usize, mode: Mode, skip: &NodeSet) {
        self.out.clear();
        let (cell, digit) = (node_cell(n), node_digit(n));
        if mode.cells {
            for d in digits_of(self.snap.cell_digits[cell]) {
                let m = node(cell, d);
                if d != digit && !holds(skip, m) {
                    self.out.push((m, false));
                }
            }
        }
        let d = digit as usize - 1;
        let mut left = PEER_MASK[cell] & self.snap.digit_cells[d] & !skip[d];
        let [row, col, boxx] = unit_indices(cell);
        for unit in [boxx, row, col] {
            let here = left & UNIT_MASK[unit];
            left &= !here;
            self.out
                .extend(cells_of(here).map(|c| (node(c, digit), false)));
        }
    }

    /// The on potentials an off potential forces, in Explainer's order (the cell, then
    /// box, row and column): up to four, one per cell or unit.
    fn forced_on(snap: &Snapshot, n: usize, mode: Mode) -> ([u16; 4], u8) {
        let mut out = [0u16; 4];
        let mut len = 0;
        let (cell, digit) = (node_cell(n), node_digit(n));
        let digits = snap.cell_digits[cell];
        if mode.cells && digits.count_ones() == 2 {
            let other = digits & !(1 << (digit - 1));
            if other != 0 {
                out[0] = node(cell, other.trailing_zeros() as u8 + 1) as u16;
                len = 1;
            }
        }
        if mode.units {
            let [row, col, boxx] = unit_indices(cell);
            for unit in [boxx, row, col] {
                let others = UNIT_MASK[unit] & snap.digit_cells[digit as usize - 1] & !bit(cell);
                if others.count_ones() == 1 {
                    let p = node(others.trailing_zeros() as usize, digit) as u16;
                    if !out[..len].contains(&p) {
                        out[len] = p;
                        len += 1;
                    }
                }
            }
        }
        (out, len as u8)
    }

    /// The on potentials an off potential forces, into `self.out`.
    pub(super) fn off_to_on(&mut self, n: usize, mode: Mode) {
        self.out.clear();
        let (list, len) = self.forced[mode.index() * NODES + n];
        self.out
            .extend(list[..len as usize].iter().map(|&m| (m as usize, true)));
    }

    fn push(&mut self, node: usize, on: bool, parent: u32) -> u32 {
        self.items.push(Item {
            node: node as u16,
            on,
            parent,
        });
        (self.items.len() - 1) as u32
    }

    /// The potentials from the root to `item`.
    fn path(&self, mut item: u32) -> Vec<(usize, bool)> {
        let mut path = Vec::new();
        while item != ROOT {
            let it = self.items[item as usize];
            path.push((it.node as usize, it.on));
            item = it.parent;
        }
        path.reverse();
        path
    }

    /// A forcing chain from `start` assumed `on`: the shortest path to its opposite, if it
    /// has at most `max_len` potentials.
    ///
    /// Potentials that cannot lead to the opposite (by `reach`, the mode's) are not
    /// followed: they lie on no such path, and whoever reached them first did so before any
    /// potential that matters, so the path found is the one the whole walk finds.
    pub(super) fn forcing(
        &mut self,
        start: usize,
        on: bool,
        mode: Mode,
        max_len: usize,
        reach: &Reach,
    ) -> Option<Vec<(usize, bool)>> {
        let target = potential(start, !on);
        let leads = |n: usize, on: bool| reach.leads(potential(n, on), target);
        self.restart();
        let root = self.push(start, on, ROOT);
        let (mut pending_on, mut pending_off) = (Vec::new(), Vec::new());
        if on {
            insert(&mut self.seen_on, start);
            pending_on.push(root);
        } else {
            insert(&mut self.seen_off, start);
            pending_off.push(root);
        }
        // Potentials in a path to the next ones reached (breadth first, a level at a time).
        let mut len = 1;
        while !pending_on.is_empty() || !pending_off.is_empty() {
            len += 1;
            if len > max_len {
                return None;
            }
            let next_len = len + usize::from(!pending_on.is_empty());
            for p in std::mem::take(&mut pending_on) {
                let seen = self.seen_off;
                self.on_to_off(self.items[p as usize].node as usize, mode, &seen);
                for i in 0..self.out.len() {
                    let (n, _) = self.out[i];
                    if on && n == start {
                        let target = self.push(n, false, p);
                        return Some(self.path(target));
                    }
                    if !leads(n, false) {
                        continue;
                    }
                    insert(&mut self.seen_off, n);
                    let item = self.push(n, false, p);
                    pending_off.push(item);
                }
            }
            len = next_len;
            if len > max_len {
                return None;
            }
            for p in std::mem::take(&mut pending_off) {
                self.off_to_on(self.items[p as usize].node as usize, mode);
                for i in 0..self.out.len() {
                    let (n, _) = self.out[i];
                    if !on && n == start {
                        let target = self.push(n, true, p);
                        return Some(self.path(target));
                    }
                    if !holds(&self.seen_on, n) && leads(n, true) {
                        insert(&mut self.seen_on, n);
                        let item = self.push(n, true, p);
                        pending_on.push(item);
                    }
                }
            }
        }
        None
    }

    /// Cycles from `start` on back to itself, no longer than about `max_links`: each
    /// reaches `visit` as its path (without the closing repeat of the start).
    ///
    /// Explainer lets an off potential be reached again from another on potential (so long
    /// as it is not an ancestor of it). Such a repeat forces only on potentials already
    /// reached, so it matters only when it closes the cycle: repeats are kept only for
    /// the few off potentials that force the start on.
    ///
    /// Only potentials of the start's strongly connected component (by `reach`, the
    /// mode's) are followed: any other cannot lead back to the start.
    pub(super) fn cycles(
        &mut self,
        start: usize,
        mode: Mode,
        max_links: usize,
        reach: &Reach,
        visit: &mut impl FnMut(&[(usize, bool)]),
    ) {
        self.restart();
        let home = potential(start, true);
        let looped = |n: usize, on: bool| reach.together(potential(n, on), home);
        // The off potentials that force the start on: its cell's other digit when it has
        // two, and its digit's other place in a unit where it has two.
        let mut closing: NodeSet = [0; 9];
        let (cell, digit) = (node_cell(start), node_digit(start));
        let digits = self.snap.cell_digits[cell];
        if mode.cells && digits.count_ones() == 2 {
            let other = digits & !(1 << (digit - 1));
            insert(&mut closing, node(cell, other.trailing_zeros() as u8 + 1));
        }
        if mode.units {
            for unit in unit_indices(cell) {
                let places = UNIT_MASK[unit] & self.snap.digit_cells[digit as usize - 1];
                if places.count_ones() == 2 {
                    let other = places & !bit(cell);
                    insert(&mut closing, node(other.trailing_zeros() as usize, digit));
                }
            }
        }
        let root = self.push(start, true, ROOT);
        insert(&mut self.seen_on, start);
        self.ancestors.push([0; 9]);
        self.ancestor_of.push(0);
        let mut pending_on = vec![root];
        let mut pending_off: Vec<u32> = Vec::new();
        let mut length = 0;
        while (!pending_on.is_empty() || !pending_off.is_empty()) && length < max_links {
            length += 1;
            for p in std::mem::take(&mut pending_on) {
                let index = self.ancestor_of[p as usize];
                let ancestors = self.ancestors[index as usize];
                self.on_to_off(self.items[p as usize].node as usize, mode, &ancestors);
                for i in 0..self.out.len() {
                    let (n, _) = self.out[i];
                    if holds(&self.seen_off, n) && !holds(&closing, n) || !looped(n, false) {
                        continue;
                    }
                    insert(&mut self.seen_off, n);
                    let item = self.push(n, false, p);
                    self.ancestor_of.push(index);
                    pending_off.push(item);
                }
            }
            length += 1;
            for p in std::mem::take(&mut pending_off) {
                let it = self.items[p as usize];
                self.off_to_on(it.node as usize, mode);
                for i in 0..self.out.len() {
                    let (n, _) = self.out[i];
                    if length >= 4 && n == start {
                        visit(&self.path(p));
                    }
                    if !holds(&self.seen_on, n) && looped(n, true) {
                        insert(&mut self.seen_on, n);
                        let item = self.push(n, true, p);
                        let mut ancestors = self.ancestors[self.ancestor_of[p as usize] as usize];
                        insert(&mut ancestors, it.node as usize);
                        self.ancestors.push(ancestors);
                        self.ancestor_of.push((self.ancestors.len() - 1) as u32);
                        pending_on.push(item);
                    }
                }
            }
        }
    }
}

/// The potential of `node` on or off: `node * 2`, plus one when on.
fn potential(node: usize, on: bool) -> usize {
    2 * node + usize::from(on)
}

/// Which potentials each potential leads to in one mode, however long the way: a
/// forcing chain from a start exists only if the start leads to its opposite, and a cycle
/// only if the start leads back to itself, so other starts need no walk.
///
/// Potentials are numbered here by the candidates alone (`2 * slot + on`, a slot for each
/// candidate in node order), so the sets are a few words long.
pub(super) struct Reach {
    /// For each node, its slot, or [`NO_SLOT`] when it is not a candidate.
    slot: Vec<u16>,
    /// Each potential's strongly connected component.
    component: Vec<u32>,
    /// Words in a set of potentials.
    words: usize,
    /// For each component, `words` words: every potential reachable from it (its own
    /// included).
    reach: Vec<u64>,
    /// For each component, whether it holds more than one potential.
    looped: Vec<bool>,
}

/// Marks a node that is not a candidate.
const NO_SLOT: u16 = u16::MAX;

impl Reach {
    /// The reachability of the implications `search` follows in `mode`.
    pub(super) fn new(search: &mut Search, mode: Mode) -> Reach {
        let mut slot = vec![NO_SLOT; NODES];
        let mut count = 0usize;
        for (n, s) in slot.iter_mut().enumerate() {
            if search.snap.has(n) {
                *s = count as u16;
                count += 1;
            }
        }
        let potentials = 2 * count;
        let words = potentials.div_ceil(64).max(1);
        let local = |p: usize| 2 * slot[p / 2] as usize + p % 2;
        // The graph, as one list of targets with each potential's range in it.
        let mut targets: Vec<u16> = Vec::new();
        let mut range = vec![(0u32, 0u32); potentials];
        let none = [0u128; 9];
        for (n, &s) in slot.iter().enumerate() {
            if s == NO_SLOT {
                continue;
            }
            let at = 2 * s as usize;
            let start = targets.len() as u32;
            search.off_to_on(n, mode);
            targets.extend(search.out.iter().map(|&(m, _)| local(2 * m + 1) as u16));
            range[at] = (start, targets.len() as u32);
            let start = targets.len() as u32;
            search.on_to_off(n, mode, &none);
            targets.extend(search.out.iter().map(|&(m, _)| local(2 * m) as u16));
            range[at + 1] = (start, targets.len() as u32);
        }
        let next = |p: usize| &targets[range[p].0 as usize..range[p].1 as usize];
        // Tarjan's algorithm, iteratively; components come out sinks first.
        const UNSEEN: u32 = u32::MAX;
        let mut index = vec![UNSEEN; potentials];
        let mut low = vec![0u32; potentials];
        let mut on_stack = vec![false; potentials];
        let mut stack: Vec<usize> = Vec::new();
        let mut component = vec![UNSEEN; potentials];
        let mut reach: Vec<u64> = Vec::new();
        let mut looped = Vec::new();
        let mut counter = 0u32;
        let mut members = Vec::new();
        let mut set = vec![0u64; words];
        for root in 0..potentials {
            if index[root] != UNSEEN {
                continue;
            }
            let mut calls: Vec<(usize, usize)> = vec![(root, 0)];
            index[root] = counter;
            low[root] = counter;
            counter += 1;
            stack.push(root);
            on_stack[root] = true;
            while let Some(&mut (v, ref mut i)) = calls.last_mut() {
                if let Some(&w) = next(v).get(*i) {
                    *i += 1;
                    let w = w as usize;
                    if index[w] == UNSEEN {
                        index[w] = counter;
                        low[w] = counter;
                        counter += 1;
                        stack.push(w);
                        on_stack[w] = true;
                        calls.push((w, 0));
                    } else if on_stack[w] {
                        low[v] = low[v].min(index[w]);
                    }
                    continue;
                }
                calls.pop();
                if let Some(&(parent, _)) = calls.last() {
                    low[parent] = low[parent].min(low[v]);
                }
                if low[v] != index[v] {
                    continue;
                }
                // `v` roots a component: pop it, and gather what it reaches.
                let id = looped.len() as u32;
                set.fill(0);
                members.clear();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    component[w] = id;
                    set[w / 64] |= 1 << (w % 64);
                    members.push(w);
                    if w == v {
                        break;
                    }
                }
                for &w in &members {
                    for &x in next(w) {
                        let c = component[x as usize];
                        if c != id && c != UNSEEN {
                            let other = &reach[c as usize * words..(c as usize + 1) * words];
                            for (a, b) in set.iter_mut().zip(other) {
                                *a |= b;
                            }
                        }
                    }
                }
                looped.push(members.len() > 1);
                reach.extend_from_slice(&set);
            }
        }
        Reach {
            slot,
            component,
            words,
            reach,
            looped,
        }
    }

    /// The local number of potential `p` (numbered over all nodes), when it is a candidate's.
    fn local(&self, p: usize) -> Option<usize> {
        let s = self.slot[p / 2];
        (s != NO_SLOT).then_some(2 * s as usize + p % 2)
    }

    /// Whether potential `from` leads to potential `to` (or is it).
    fn leads(&self, from: usize, to: usize) -> bool {
        let (Some(from), Some(to)) = (self.local(from), self.local(to)) else {
            return false;
        };
        let c = self.component[from] as usize;
        self.reach[c * self.words + to / 64] & (1 << (to % 64)) != 0
    }

    /// Whether potentials `a` and `b` lead to each other (the same strongly connected
    /// component).
    fn together(&self, a: usize, b: usize) -> bool {
        match (self.local(a), self.local(b)) {
            (Some(a), Some(b)) => self.component[a] == self.component[b],
            _ => false,
        }
    }

    /// Whether `node` assumed `on` leads to its opposite.
    pub(super) fn contradicts(&self, node: usize, on: bool) -> bool {
        self.leads(potential(node, on), potential(node, !on))
    }

    /// Whether `node` on may lead back to itself.
    pub(super) fn may_cycle(&self, node: usize) -> bool {
        self.local(potential(node, true))
            .is_some_and(|p| self.looped[self.component[p] as usize])
    }
}
