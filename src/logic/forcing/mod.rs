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
    length_increment_tenths, node, node_candidate, node_cell, node_digit, tenths_to_score, unit,
    unit_indices,
};
use super::{Candidate, LogicState, Step, Technique};
use crate::grid::CELLS;
// How a branch is followed: the mode a step's reason names.
use crate::logic::reason::ForcingMode as Mode;

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

mod engine;
mod explain;

use engine::{Engine, StaticClosure};
use explain::explain;

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

/// Nonet's dynamic chains with pointing and claiming, alone: where Explainer's three
/// searches found nothing, Nonet's static, Nishio and dynamic ones find nothing either.
pub(crate) fn dynamic_plus(state: &LogicState) -> Option<Step> {
    let snap = Snapshot::new(state);
    let nodes: Vec<usize> = (0..NODES).filter(|&n| snap.has(n)).collect();
    let mut candidates = Vec::new();
    collect(&snap, Mode::DynamicPlus, &nodes, &mut candidates);
    best_step(&snap, candidates)
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
