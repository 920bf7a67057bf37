//! Forcing chains, the last logical resort: assume a candidate true (or false), follow what
//! it forces, and conclude from what every branch agrees on.
//!
//! * Contradiction: an assumption forces an impossibility, so it is wrong.
//! * Double implication (verity): a candidate true and the same candidate false force the
//!   same fact, so that fact holds.
//! * Cell forcing: each candidate of a cell forces the same fact.
//! * Region (unit) forcing: each place of a digit in a unit forces the same fact.
//!
//! Branches are followed in four modes, tried in Sudoku Explainer's order:
//! static chains (only the links of the position as it stands: bivalue cells and conjugate
//! pairs), Nishio chains (one digit, with hidden singles as they appear), dynamic chains
//! (naked and hidden singles as they appear), and dynamic chains that also use locked
//! candidates (pointing and claiming) inside the branches.

use super::chains::links::{
    NO_NODE, NODES, PEER_MASK, Snapshot, StrongLinks, UNIT_MASK, bit, cells_of, digits_of,
    join_and, length_increment_tenths, node, node_candidate, node_cell, node_digit,
    tenths_to_score, unit, unit_indices,
};
use super::{Candidate, LogicState, Step, Technique};
use crate::grid::{CELLS, cell_name};

/// How a branch is followed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    /// Only the links of the starting position.
    Static,
    /// One digit only, with hidden singles of that digit.
    Nishio,
    /// Naked and hidden singles in the changing position.
    Dynamic,
    /// Dynamic, plus pointing and claiming.
    DynamicPlus,
}

impl Mode {
    /// Base difficulty in tenths of a contradiction found in this mode.
    fn contradiction_base(self) -> u32 {
        match self {
            Mode::Static => 70,
            Mode::Nishio => 75,
            Mode::Dynamic => 85,
            Mode::DynamicPlus => 90,
        }
    }

    /// Base difficulty in tenths of the forcing kinds that join two or more branches.
    fn multiple_base(self) -> u32 {
        match self {
            Mode::Static => 80,
            Mode::Nishio => 75,
            Mode::Dynamic => 85,
            Mode::DynamicPlus => 90,
        }
    }

    fn title(self, kind: &Kind) -> &'static str {
        match (self, kind) {
            (Mode::Nishio, _) => "Nishio forcing chain",
            (Mode::Static, Kind::Cell(_)) => "Cell forcing chains",
            (Mode::Static, Kind::Region(..)) => "Region forcing chains",
            (Mode::Static, _) => "Forcing chain",
            (Mode::Dynamic, Kind::Cell(_)) => "Dynamic cell forcing chains",
            (Mode::Dynamic, Kind::Region(..)) => "Dynamic region forcing chains",
            (Mode::Dynamic, _) => "Dynamic forcing chain",
            (Mode::DynamicPlus, Kind::Cell(_)) => "Dynamic cell forcing chains (+)",
            (Mode::DynamicPlus, Kind::Region(..)) => "Dynamic region forcing chains (+)",
            (Mode::DynamicPlus, _) => "Dynamic forcing chain (+)",
        }
    }
}

/// One derived fact: a candidate true (`on`) or false, and the facts it follows from.
#[derive(Clone, Copy, Debug)]
struct Fact {
    node: u16,
    on: bool,
    parents_start: u32,
    parents_len: u16,
}

/// The impossibility a branch ran into.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Contradiction {
    /// A cell lost every candidate.
    EmptyCell(usize),
    /// A digit lost every place in a unit (index 0..27).
    NoPlace(usize, u8),
    /// A candidate is forced both true and false.
    Clash(usize),
    /// A cell is forced to take two digits (the node is the second one).
    TwoDigits(usize),
}

impl Contradiction {
    fn describe(self) -> String {
        match self {
            Contradiction::EmptyCell(cell) => {
                format!("{} has no candidate left", cell_name(cell))
            }
            Contradiction::NoPlace(u, d) => format!("the {d} has no place left in {}", unit(u)),
            Contradiction::Clash(n) => format!(
                "{} would have to be {} and not {} at once",
                cell_name(node_cell(n)),
                node_digit(n),
                node_digit(n)
            ),
            Contradiction::TwoDigits(n) => {
                format!("{} would need two digits", cell_name(node_cell(n)))
            }
        }
    }
}

/// Follows one assumption at a time and records every fact with its parents.
struct Engine<'a> {
    snap: &'a Snapshot,
    mode: Mode,
    cand: [u128; 9],
    /// The candidates of each cell, kept in step with `cand`.
    cell_cands: [u16; CELLS],
    placed: [u128; 9],
    placed_digit: [u8; CELLS],
    on_idx: Vec<u16>,
    off_idx: Vec<u16>,
    facts: Vec<Fact>,
    parents: Vec<u16>,
    contradiction: Option<(Contradiction, u32, u16)>,
    scratch: Vec<u16>,
    /// Visit stamps for [`Engine::ancestors`].
    seen: Vec<u32>,
    seen_stamp: u32,
    /// Bit `d`: digit `d + 1` lost a candidate since pointing and claiming last looked at
    /// it. Only those digits can give new locked candidates (see
    /// [`Engine::apply_locked_candidates`]).
    changed_digits: u16,
}

impl<'a> Engine<'a> {
    fn new(snap: &'a Snapshot, mode: Mode) -> Engine<'a> {
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

    fn reset(&mut self) {
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
    fn run(&mut self, start: usize, on: bool) -> bool {
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

    fn push_fact(&mut self, n: usize, on: bool) {
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

    fn fail(&mut self, what: Contradiction) {
        let start = self.parents.len() as u32;
        self.parents.extend_from_slice(&self.scratch);
        self.contradiction = Some((what, start, self.scratch.len() as u16));
    }

    /// Records that `n` is true, with `self.scratch` as its parents.
    fn add_on(&mut self, n: usize) {
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
    fn add_off(&mut self, n: usize) {
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

    fn cell_digits(&self, cell: usize) -> u16 {
        self.cell_cands[cell]
    }

    fn process(&mut self, index: usize) {
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
    fn apply_locked_candidates(&mut self) -> bool {
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
    fn locked_pair(&mut self, d: u8, from: usize, to: usize) {
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
    fn outcome(&self) -> Outcome {
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

    fn fact_index(&self, n: usize, on: bool) -> Option<usize> {
        let i = if on { self.on_idx[n] } else { self.off_idx[n] };
        (i != NO_NODE).then_some(i as usize)
    }

    fn parents_of(&self, index: usize) -> &[u16] {
        let f = &self.facts[index];
        let s = f.parents_start as usize;
        &self.parents[s..s + f.parents_len as usize]
    }

    fn contradiction_parents(&self) -> &[u16] {
        match self.contradiction {
            Some((_, s, len)) => &self.parents[s as usize..s as usize + len as usize],
            None => &[],
        }
    }

    /// Number of facts the given facts rest on, themselves included.
    fn ancestors(&mut self, roots: &[u16]) -> usize {
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
    fn path_to(&self, index: usize) -> Vec<usize> {
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

    fn fact_text(&self, index: usize) -> String {
        let f = &self.facts[index];
        let n = f.node as usize;
        let sign = if f.on { "=" } else { "<>" };
        format!("{}{sign}{}", cell_name(node_cell(n)), node_digit(n))
    }

    /// "r1c2=4 -> r1c5<>4 -> r3c5=4" for the path to the fact at `index`.
    fn chain_text(&self, index: usize) -> String {
        let parts: Vec<String> = self
            .path_to(index)
            .into_iter()
            .map(|i| self.fact_text(i))
            .collect();
        parts.join(" -> ")
    }

    fn path_nodes(&self, index: usize) -> Vec<usize> {
        self.path_to(index)
            .into_iter()
            .map(|i| self.facts[i].node as usize)
            .collect()
    }
}

/// Static branches without the bookkeeping: the closure of an assumption under the links
/// of the starting position, as bit masks. It reaches exactly what [`Engine`] reaches in
/// [`Mode::Static`] (which is used again, with parents, for the branches finally shown).
struct StaticClosure<'a> {
    snap: &'a Snapshot,
    strong: StrongLinks,
    stack: Vec<(u16, bool)>,
}

impl<'a> StaticClosure<'a> {
    fn new(snap: &'a Snapshot) -> StaticClosure<'a> {
        StaticClosure {
            snap,
            strong: StrongLinks::build(snap, true, true),
            stack: Vec::with_capacity(2 * NODES),
        }
    }

    fn run(&mut self, start: usize, truth: bool) -> Outcome {
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

/// What one branch established.
#[derive(Clone, Copy, Debug)]
struct Outcome {
    on: [u128; 9],
    off: [u128; 9],
    contradiction: bool,
    size: u32,
}

/// The shape of a forcing-chain conclusion.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// The assumption (candidate, truth) leads to a contradiction.
    Contradiction(usize, bool),
    /// The candidate true and false agree.
    Double(usize),
    /// Every candidate of the cell agrees.
    Cell(usize),
    /// Every place of the digit in the unit agrees.
    Region(usize, u8),
}

/// A found pattern with its agreed facts, before exact scoring.
#[derive(Clone, Debug)]
struct Pattern {
    kind: Kind,
    /// The branches: (candidate, assumed truth).
    branches: Vec<(usize, bool)>,
    /// Agreed facts (candidate, truth); empty for a contradiction.
    conclusions: Vec<(usize, bool)>,
    /// Rough cost used to pick which patterns to score exactly.
    proxy: u32,
}

/// How many of the cheapest-looking patterns are scored exactly.
const EXACT_SCORING: usize = 6;

/// The easiest forcing chain: static and Nishio chains first, then dynamic ones, then dynamic
/// ones using pointing and claiming.
pub fn find(state: &LogicState) -> Option<Step> {
    let snap = Snapshot::new(state);
    let nodes: Vec<usize> = (0..NODES).filter(|&n| snap.has(n)).collect();
    if nodes.is_empty() {
        return None;
    }
    let mut candidates = Vec::new();
    for mode in [Mode::Static, Mode::Nishio] {
        collect(&snap, mode, &nodes, &mut candidates);
    }
    if let Some(step) = best_step(&snap, candidates) {
        return Some(step);
    }
    for mode in [Mode::Dynamic, Mode::DynamicPlus] {
        let mut candidates = Vec::new();
        collect(&snap, mode, &nodes, &mut candidates);
        if let Some(step) = best_step(&snap, candidates) {
            return Some(step);
        }
    }
    None
}

/// Runs every branch in `mode` and lists the patterns whose branches agree on something.
fn collect(snap: &Snapshot, mode: Mode, nodes: &[usize], out: &mut Vec<(Mode, Pattern)>) {
    OUTCOMES.with_borrow_mut(|outcomes| collect_with(snap, mode, nodes, out, outcomes));
}

thread_local! {
    /// Branch outcomes, kept between calls: a fresh buffer of this size per call would cost
    /// more in page faults than the search itself.
    static OUTCOMES: std::cell::RefCell<Vec<Outcome>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn collect_with(
    snap: &Snapshot,
    mode: Mode,
    nodes: &[usize],
    out: &mut Vec<(Mode, Pattern)>,
    outcomes: &mut Vec<Outcome>,
) {
    let mut engine = Engine::new(snap, mode);
    let mut fast_static = (mode == Mode::Static).then(|| StaticClosure::new(snap));
    // Outcomes of node `n` true and false sit at `2 * slot[n]` and `2 * slot[n] + 1`.
    let mut slot = [NO_NODE; NODES];
    outcomes.clear();
    let empty = Outcome {
        on: [0; 9],
        off: [0; 9],
        contradiction: false,
        size: 0,
    };
    let mut found_contradiction = false;
    let mut follow = |n: usize, truth: bool| match fast_static.as_mut() {
        Some(closure) => closure.run(n, truth),
        None => {
            engine.run(n, truth);
            engine.outcome()
        }
    };
    for &n in nodes {
        let outcome = follow(n, true);
        if outcome.contradiction {
            found_contradiction = true;
            out.push((
                mode,
                Pattern {
                    kind: Kind::Contradiction(n, true),
                    branches: vec![(n, true)],
                    conclusions: Vec::new(),
                    proxy: outcome.size,
                },
            ));
        }
        slot[n] = (outcomes.len() / 2) as u16;
        outcomes.push(outcome);
        if mode == Mode::Nishio {
            outcomes.push(empty);
            continue;
        }
        let outcome = follow(n, false);
        if outcome.contradiction {
            found_contradiction = true;
            out.push((
                mode,
                Pattern {
                    kind: Kind::Contradiction(n, false),
                    branches: vec![(n, false)],
                    conclusions: Vec::new(),
                    proxy: outcome.size,
                },
            ));
        }
        outcomes.push(outcome);
    }
    if mode == Mode::Nishio || found_contradiction {
        // A contradiction is the simplest kind: the other kinds can wait for the next step.
        return;
    }
    let outcome_of = |n: usize, truth: bool| -> Option<Outcome> {
        let s = slot[n];
        (s != NO_NODE).then(|| outcomes[2 * s as usize + usize::from(!truth)])
    };
    let agreed = |branches: &[(usize, bool)]| -> Option<([u128; 9], [u128; 9])> {
        let mut on = [!0u128; 9];
        let mut off = [!0u128; 9];
        for &(n, truth) in branches {
            let o = outcome_of(n, truth)?;
            for d in 0..9 {
                on[d] &= o.on[d];
                off[d] &= o.off[d];
            }
        }
        let any = on.iter().chain(off.iter()).any(|&m| m != 0);
        any.then_some((on, off))
    };
    let mut push = |kind: Kind, branches: Vec<(usize, bool)>| {
        if let Some((on, off)) = agreed(&branches) {
            let mut conclusions = Vec::new();
            for d in 0..9u8 {
                for c in cells_of(on[d as usize]) {
                    conclusions.push((node(c, d + 1), true));
                }
                for c in cells_of(off[d as usize]) {
                    conclusions.push((node(c, d + 1), false));
                }
            }
            let proxy = branches
                .iter()
                .map(|&(n, truth)| outcome_of(n, truth).map_or(0, |o| o.size))
                .sum();
            out.push((
                mode,
                Pattern {
                    kind,
                    branches,
                    conclusions,
                    proxy,
                },
            ));
        }
    };
    for &n in nodes {
        push(Kind::Double(n), vec![(n, true), (n, false)]);
    }
    for cell in 0..CELLS {
        let digits = snap.cell_digits[cell];
        if digits.count_ones() >= 2 {
            let branches = digits_of(digits).map(|d| (node(cell, d), true)).collect();
            push(Kind::Cell(cell), branches);
        }
    }
    for (u, &mask) in UNIT_MASK.iter().enumerate() {
        for d in 1..=9u8 {
            let places = snap.digit_cells[d as usize - 1] & mask;
            if places.count_ones() >= 2 {
                let branches = cells_of(places).map(|c| (node(c, d), true)).collect();
                push(Kind::Region(u, d), branches);
            }
        }
    }
}

/// A pattern scored exactly: its difficulty in tenths and the conclusion explained.
struct Scored {
    score: u32,
    mode: Mode,
    pattern: Pattern,
    /// The conclusion whose chains are shown (none for a contradiction).
    main: Option<(usize, bool)>,
}

fn best_step(snap: &Snapshot, mut candidates: Vec<(Mode, Pattern)>) -> Option<Step> {
    if candidates.is_empty() {
        return None;
    }
    candidates.sort_by_key(|(mode, p)| {
        let base = match p.kind {
            Kind::Contradiction(..) => mode.contradiction_base(),
            _ => mode.multiple_base(),
        };
        (base, p.proxy)
    });
    let mut best: Option<Scored> = None;
    let mut engines: Vec<(Mode, Engine)> = Vec::new();
    for (mode, pattern) in candidates.into_iter().take(EXACT_SCORING) {
        if !engines.iter().any(|(m, _)| *m == mode) {
            engines.push((mode, Engine::new(snap, mode)));
        }
        let Some((_, engine)) = engines.iter_mut().find(|(m, _)| *m == mode) else {
            continue;
        };
        let scored = score_pattern(engine, mode, pattern);
        if best.as_ref().is_none_or(|b| scored.score < b.score) {
            best = Some(scored);
        }
    }
    let best = best?;
    let mut engine = Engine::new(snap, best.mode);
    Some(explain(snap, &mut engine, best))
}

/// Scores a pattern exactly: base plus the length increment of all the facts its
/// conclusion rests on, summed over the branches.
fn score_pattern(engine: &mut Engine, mode: Mode, pattern: Pattern) -> Scored {
    if let Kind::Contradiction(n, truth) = pattern.kind {
        engine.run(n, truth);
        let parents = engine.contradiction_parents().to_vec();
        let length = engine.ancestors(&parents) + 1;
        return Scored {
            score: mode.contradiction_base() + length_increment_tenths(length),
            mode,
            pattern,
            main: None,
        };
    }
    // How early each conclusion appears in the branches (cheap), then the exact number of
    // facts behind the few earliest ones.
    let mut order = vec![0usize; pattern.conclusions.len()];
    for &(n, truth) in &pattern.branches {
        engine.run(n, truth);
        for (total, &(c, on)) in order.iter_mut().zip(&pattern.conclusions) {
            *total += engine.fact_index(c, on).unwrap_or(NODES);
        }
    }
    let mut shortlist: Vec<usize> = (0..pattern.conclusions.len()).collect();
    shortlist.sort_by_key(|&i| order[i]);
    shortlist.truncate(3);
    let mut totals = vec![0usize; shortlist.len()];
    for &(n, truth) in &pattern.branches {
        engine.run(n, truth);
        for (total, &k) in totals.iter_mut().zip(&shortlist) {
            let (c, on) = pattern.conclusions[k];
            *total += match engine.fact_index(c, on) {
                Some(i) => engine.ancestors(&[i as u16]),
                None => NODES,
            };
        }
    }
    let (main_index, length) = totals
        .iter()
        .zip(&shortlist)
        .min_by_key(|&(&t, _)| t)
        .map_or((0, NODES), |(&t, &k)| (k, t));
    Scored {
        score: mode.multiple_base() + length_increment_tenths(length),
        mode,
        main: pattern.conclusions.get(main_index).copied(),
        pattern,
    }
}

/// How a contradictory branch ends, as chains of facts, and the candidates they pass through.
fn contradiction_story(engine: &Engine) -> (String, Vec<usize>) {
    let Some((what, _, _)) = engine.contradiction else {
        return (String::new(), Vec::new());
    };
    let parents = engine.contradiction_parents();
    let mut nodes = Vec::new();
    match what {
        Contradiction::Clash(n) | Contradiction::TwoDigits(n) => {
            // The last parent is the fact already standing; the others derive the clashing one.
            let Some((&standing, derived)) = parents.split_last() else {
                return (what.describe(), nodes);
            };
            nodes.extend(engine.path_nodes(standing as usize));
            let standing_chain = engine.chain_text(standing as usize);
            let claim = match what {
                Contradiction::Clash(_) if engine.facts[standing as usize].on => {
                    format!("{}<>{}", cell_name(node_cell(n)), node_digit(n))
                }
                _ => format!("{}={}", cell_name(node_cell(n)), node_digit(n)),
            };
            let text = match derived.iter().max() {
                Some(&latest) => {
                    nodes.extend(engine.path_nodes(latest as usize));
                    format!(
                        "{standing_chain}, but also {} -> {claim}: {}",
                        engine.chain_text(latest as usize),
                        what.describe()
                    )
                }
                None => format!("{standing_chain}: {}", what.describe()),
            };
            (text, nodes)
        }
        Contradiction::EmptyCell(_) | Contradiction::NoPlace(..) => match parents.iter().max() {
            Some(&latest) => {
                nodes.extend(engine.path_nodes(latest as usize));
                (
                    format!(
                        "{}, and {}",
                        engine.chain_text(latest as usize),
                        what.describe()
                    ),
                    nodes,
                )
            }
            None => (what.describe(), nodes),
        },
    }
}

fn says(n: usize, on: bool) -> String {
    if on {
        format!("{} is {}", cell_name(node_cell(n)), node_digit(n))
    } else {
        format!("{} cannot be {}", cell_name(node_cell(n)), node_digit(n))
    }
}

fn explain(snap: &Snapshot, engine: &mut Engine, scored: Scored) -> Step {
    let Scored {
        score,
        mode,
        pattern,
        main,
    } = scored;
    let title = mode.title(&pattern.kind);
    let mut placements = Vec::new();
    let mut eliminations = Vec::new();
    let mut shown: Vec<usize> = Vec::new();
    let mut units = Vec::new();
    let explanation = match (pattern.kind, main) {
        (Kind::Contradiction(n, truth), _) => {
            engine.run(n, truth);
            let (chain, nodes) = contradiction_story(engine);
            shown.extend(nodes);
            if truth {
                eliminations.push(node_candidate(n));
            } else {
                placements.push(node_candidate(n));
            }
            let (assume, conclude) = if truth {
                (
                    format!("if {} were {}", cell_name(node_cell(n)), node_digit(n)),
                    says(n, false),
                )
            } else {
                (
                    format!("if {} were not {}", cell_name(node_cell(n)), node_digit(n)),
                    says(n, true),
                )
            };
            format!("{title}: {assume}, then {chain}; so {conclude}.")
        }
        (kind, Some((target, target_on))) => {
            let mut chains = Vec::new();
            for &(n, truth) in &pattern.branches {
                engine.run(n, truth);
                if let Some(i) = engine.fact_index(target, target_on) {
                    shown.extend(engine.path_nodes(i));
                    chains.push(engine.chain_text(i));
                }
            }
            for &(c, on) in &pattern.conclusions {
                if on {
                    placements.push(node_candidate(c));
                } else {
                    eliminations.push(node_candidate(c));
                }
            }
            let intro = match kind {
                Kind::Double(n) => format!(
                    "whether or not {} is {}",
                    cell_name(node_cell(n)),
                    node_digit(n)
                ),
                Kind::Cell(cell) => {
                    let digits: Vec<String> = digits_of(snap.cell_digits[cell])
                        .map(|d| d.to_string())
                        .collect();
                    format!(
                        "{} must be {}, and each choice",
                        cell_name(cell),
                        join_or(&digits)
                    )
                }
                Kind::Region(u, d) => {
                    units.push(unit(u));
                    format!("the {d} of {} must go somewhere, and each place", unit(u))
                }
                Kind::Contradiction(..) => String::new(),
            };
            let others: Vec<String> = pattern
                .conclusions
                .iter()
                .filter(|&&c| c != (target, target_on))
                .map(|&(c, on)| says(c, on))
                .collect();
            let also = if others.is_empty() {
                String::new()
            } else {
                format!(" The same branches also show that {}.", join_and(&others))
            };
            format!(
                "{title}: {intro} leads to the same result: {}; so {}.{also}",
                chains.join("; "),
                says(target, target_on)
            )
        }
        (_, None) => format!("{title}."),
    };
    let mut pattern_cands: Vec<Candidate> = Vec::new();
    for n in pattern
        .branches
        .iter()
        .map(|&(n, _)| n)
        .chain(shown.iter().copied())
    {
        let c = node_candidate(n);
        if !pattern_cands.contains(&c) {
            pattern_cands.push(c);
        }
    }
    let mut cells: Vec<u8> = Vec::new();
    for c in &pattern_cands {
        if !cells.contains(&c.cell) {
            cells.push(c.cell);
        }
    }
    eliminations.retain(|c| snap.has(node(c.cell(), c.digit)));
    Step {
        technique: Technique::ForcingChain,
        placements,
        eliminations,
        cells,
        units,
        pattern: pattern_cands,
        score: tenths_to_score(score),
        explanation,
    }
}

/// "a", "a or b", "a, b or c".
fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}
