//! Alternating inference chains: X-Chain (one digit), XY-Chain (bivalue cells) and
//! Nice Loop (any mix of links, continuous and discontinuous loops).
//!
//! An alternating chain `A1 = B1 - A2 = B2 ... = Bn` alternates strong links (at least one
//! end true) and weak links (at most one end true), starting and ending with a strong link.
//! Read as implications, "A1 is false" forces "Bn is true", so A1 or Bn is true and any
//! candidate that sees both is false. When `Bn = A1` the chain proves A1 true; when `Bn`
//! sees `A1` the chain closes into a continuous loop where every link has exactly one true end.
//!
//! One search serves all three techniques (see [`search`]): a breadth-first search over (candidate, truth)
//! states from every start, so each conclusion comes with its shortest chain. Each technique
//! is that search with its own links and length limit: [`x_chain`], [`xy_chain`] and
//! [`nice_loop`].

use super::links::{
    NODES, PEER_MASK, Snapshot, StrongLinks, cells_of, digits_of, length_increment_tenths, node,
    node_candidate, node_cell, node_digit, tenths_to_score, weakly_linked,
};
use crate::logic::reason::{Chain, ChainConclusion, LinkKind, Reason};
use crate::logic::visit::{Sink, first};
use crate::logic::{Candidate, LogicState, Step, Technique};
use std::ops::ControlFlow;

/// Sudoku Explainer's base difficulty, in tenths, of a continuous loop on one digit.
const X_CYCLE: u32 = 65;
/// Base difficulty of an open chain (or discontinuous loop) on one digit.
const X_CHAIN: u32 = 66;
/// Base difficulty of a continuous loop through bivalue cells only.
const Y_CYCLE: u32 = 66;
/// Base difficulty of an open chain through bivalue cells only.
const Y_CHAIN: u32 = 67;
/// Base difficulty of a continuous loop mixing link kinds.
const XY_CYCLE: u32 = 70;
/// Base difficulty of an open chain mixing link kinds.
const XY_CHAIN: u32 = 70;

/// Longest X-Chain searched, in candidates.
const MAX_X_NODES: usize = 12;
/// Longest XY-Chain searched, in candidates (two per cell).
const MAX_XY_NODES: usize = 16;
/// Longest general chain searched, in candidates.
const MAX_ANY_NODES: usize = 24;

/// Which links a search may use.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Links {
    /// Strong links between the two places of a digit in a unit; weak links between
    /// equal digits: chains stay on one digit.
    SingleDigit,
    /// Strong links inside bivalue cells; weak links between equal digits in peer cells.
    BivalueCells,
    /// Every strong and weak link.
    All,
}

/// The family a found chain belongs to, which sets its name and base difficulty.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Family {
    SingleDigit,
    Bivalue,
    Mixed,
}

impl Family {
    fn of(nodes: &[usize], links: &[LinkKind]) -> Family {
        if nodes
            .windows(2)
            .all(|w| node_digit(w[0]) == node_digit(w[1]))
        {
            return Family::SingleDigit;
        }
        let bivalue = nodes.windows(2).zip(links).all(|(w, &kind)| {
            let same_cell = node_cell(w[0]) == node_cell(w[1]);
            (kind == LinkKind::Strong) == same_cell
        });
        if bivalue {
            Family::Bivalue
        } else {
            Family::Mixed
        }
    }

    fn base(self, continuous: bool) -> u32 {
        match (self, continuous) {
            (Family::SingleDigit, true) => X_CYCLE,
            (Family::SingleDigit, false) => X_CHAIN,
            (Family::Bivalue, true) => Y_CYCLE,
            (Family::Bivalue, false) => Y_CHAIN,
            (Family::Mixed, true) => XY_CYCLE,
            (Family::Mixed, false) => XY_CHAIN,
        }
    }

    fn technique(self) -> Technique {
        match self {
            Family::SingleDigit => Technique::XChain,
            Family::Bivalue => Technique::XYChain,
            Family::Mixed => Technique::NiceLoop,
        }
    }

    /// The lowest base a chain found with `links` can have.
    fn lowest_base(links: Links) -> u32 {
        match links {
            Links::SingleDigit => X_CYCLE,
            Links::BivalueCells => Y_CYCLE,
            Links::All => X_CYCLE,
        }
    }
}

/// What a found chain proves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Conclusion {
    /// Its two ends cannot both be false: candidates seeing both ends go.
    Open,
    /// It starts and ends on the same candidate, which is therefore true.
    Placement,
    /// It closes into a continuous loop: candidates seeing both ends of any link go.
    Loop,
}

/// The best chain found so far.
struct Found {
    /// Difficulty in tenths.
    score: u32,
    /// The chain's candidates in order (for a loop, without repeating the first).
    nodes: Vec<usize>,
    /// `links[i]` joins `nodes[i]` and `nodes[i + 1]`.
    links: Vec<LinkKind>,
    conclusion: Conclusion,
    family: Family,
    eliminations: Vec<usize>,
}

impl Found {
    /// Smaller is better: easier, then shorter, then more progress.
    fn key(&self) -> (u32, usize, std::cmp::Reverse<usize>) {
        let progress = if self.conclusion == Conclusion::Placement {
            1000
        } else {
            self.eliminations.len()
        };
        (self.score, self.nodes.len(), std::cmp::Reverse(progress))
    }
}

/// Breadth-first search state, reused across starts (stamps avoid clearing).
struct Bfs {
    stamp: u32,
    seen_on: Vec<u32>,
    seen_off: Vec<u32>,
    /// For a node reached true: the node (reached false) before it.
    parent_on: Vec<u16>,
    /// For a node reached false: the node (reached true) before it.
    parent_off: Vec<u16>,
    queue: Vec<(u16, bool, u16)>,
}

impl Bfs {
    fn new() -> Bfs {
        Bfs {
            stamp: 0,
            seen_on: vec![0; NODES],
            seen_off: vec![0; NODES],
            parent_on: vec![0; NODES],
            parent_off: vec![0; NODES],
            queue: Vec::with_capacity(2 * NODES),
        }
    }

    /// The path from the start (false) to `end` (true), as nodes and links.
    fn path(&self, start: usize, end: usize) -> (Vec<usize>, Vec<LinkKind>) {
        let mut nodes = vec![end];
        let mut links = Vec::new();
        let (mut current, mut on) = (end, true);
        // Every state but the start has a parent one step closer to the start, so this ends;
        // the bound is a guard against a corrupted table.
        for _ in 0..2 * NODES {
            if current == start && !on {
                break;
            }
            let previous = if on {
                links.push(LinkKind::Strong);
                self.parent_on[current]
            } else {
                links.push(LinkKind::Weak);
                self.parent_off[current]
            } as usize;
            nodes.push(previous);
            current = previous;
            on = !on;
        }
        nodes.reverse();
        links.reverse();
        (nodes, links)
    }
}

/// X-Chain: an alternating chain on one digit (the turbot-fish family), or a continuous
/// X-cycle. Strong links are the two places of the digit in a unit; weak links join any two
/// places that see each other. Returns the shortest that removes a candidate or places a
/// digit.
pub(crate) fn x_chain(state: &LogicState) -> Option<Step> {
    first(|sink| search(state, Links::SingleDigit, MAX_X_NODES, false, sink))
}

/// XY-Chain: an alternating chain through bivalue cells, each cell a strong link and each
/// step between cells a weak link on a shared digit. Returns the shortest (or loop of
/// bivalue cells) that removes a candidate or places a digit.
pub(crate) fn xy_chain(state: &LogicState) -> Option<Step> {
    first(|sink| search(state, Links::BivalueCells, MAX_XY_NODES, false, sink))
}

/// Nice Loop: alternating inference chains mixing every kind of link, open (or
/// discontinuous loops: eliminations at the ends, or a placement) and continuous loops
/// (eliminations along every link). Returns the easiest chain or nice loop of any kind.
pub(crate) fn nice_loop(state: &LogicState) -> Option<Step> {
    first(|sink| search(state, Links::All, MAX_ANY_NODES, false, sink))
}

/// The easiest X-Chain from each candidate, easiest first. Listing every chain would be
/// exponential, so this stops at one per start: the one [`x_chain`] would take if the chain
/// had to begin there.
pub(crate) fn visit_x_chain(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    search(state, Links::SingleDigit, MAX_X_NODES, true, sink)
}

/// The easiest XY-Chain from each candidate (one per start, as [`visit_x_chain`]).
pub(crate) fn visit_xy_chain(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    search(state, Links::BivalueCells, MAX_XY_NODES, true, sink)
}

/// The easiest Nice Loop from each candidate (one per start, as [`visit_x_chain`]).
pub(crate) fn visit_nice_loop(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    search(state, Links::All, MAX_ANY_NODES, true, sink)
}

/// Sends the easiest chain using `kind` links, at most `max_nodes` candidates long, or with
/// `each_start` the easiest from each start candidate.
fn search(
    state: &LogicState,
    kind: Links,
    max_nodes: usize,
    each_start: bool,
    sink: Sink,
) -> ControlFlow<()> {
    let snap = Snapshot::new(state);
    let (cell_links, unit_links) = match kind {
        Links::SingleDigit => (false, true),
        Links::BivalueCells => (true, false),
        Links::All => (true, true),
    };
    let strong = StrongLinks::build(&snap, cell_links, unit_links);
    let mut bfs = Bfs::new();
    let mut best: Option<Found> = None;
    let mut per_start: Vec<Found> = Vec::new();
    let mut victims = Vec::new();
    let lowest_base = Family::lowest_base(kind);

    for start in 0..NODES {
        if !snap.has(start) || !strong.has_any(start) {
            continue;
        }
        bfs.stamp += 1;
        let stamp = bfs.stamp;
        bfs.queue.clear();
        bfs.seen_off[start] = stamp;
        bfs.queue.push((start as u16, false, 0));
        let mut head = 0;
        while head < bfs.queue.len() {
            let (current, on, depth) = bfs.queue[head];
            head += 1;
            let (current, depth) = (current as usize, depth as usize);
            let length = depth + 1;
            if let Some(b) = &best
                && lowest_base + length_increment_tenths(length) > b.score
            {
                break;
            }
            if on {
                let reached = Reached {
                    start,
                    end: current,
                    length,
                };
                consider(&snap, &bfs, kind, reached, &mut best, &mut victims);
            }
            if length >= max_nodes {
                continue;
            }
            if on {
                // A true candidate makes everything it sees (or shares its cell with) false.
                let digit = node_digit(current);
                let cell = node_cell(current);
                let push = |next: usize, bfs: &mut Bfs| {
                    if bfs.seen_off[next] != stamp && strong.has_any(next) {
                        bfs.seen_off[next] = stamp;
                        bfs.parent_off[next] = current as u16;
                        bfs.queue.push((next as u16, false, (depth + 1) as u16));
                    }
                };
                let peers = PEER_MASK[cell] & snap.digit_cells[digit as usize - 1];
                for peer in cells_of(peers) {
                    push(node(peer, digit), &mut bfs);
                }
                if kind == Links::All {
                    for other in digits_of(snap.cell_digits[cell] & !(1 << (digit - 1))) {
                        push(node(cell, other), &mut bfs);
                    }
                }
            } else {
                for &next in strong.of(current) {
                    let next = next as usize;
                    if bfs.seen_on[next] != stamp {
                        bfs.seen_on[next] = stamp;
                        bfs.parent_on[next] = current as u16;
                        bfs.queue.push((next as u16, true, (depth + 1) as u16));
                    }
                }
            }
        }
        if each_start && let Some(found) = best.take() {
            per_start.push(found);
        }
    }
    // Easiest first: the first is then the chain the whole search would have kept, since it
    // keeps the first of the easiest.
    per_start.sort_by_key(Found::key);
    for found in best.into_iter().chain(per_start) {
        sink(to_step(&snap, found))?;
    }
    ControlFlow::Continue(())
}

/// A chain the search has just reached: from `start` (false) to `end` (true), `length` candidates.
#[derive(Clone, Copy)]
struct Reached {
    start: usize,
    end: usize,
    length: usize,
}

/// Weighs the chain from `start` (false) to `end` (true) that the search just reached.
fn consider(
    snap: &Snapshot,
    bfs: &Bfs,
    kind: Links,
    reached: Reached,
    best: &mut Option<Found>,
    victims: &mut Vec<usize>,
) {
    let Reached { start, end, length } = reached;
    let beats = |score: u32, nodes: usize, progress: usize, best: &Option<Found>| match best {
        None => true,
        Some(b) => (score, nodes, std::cmp::Reverse(progress)) < b.key(),
    };
    let lowest = Family::lowest_base(kind) + length_increment_tenths(length);
    if let Some(b) = best
        && (lowest, length) > (b.score, b.nodes.len())
    {
        return;
    }
    if end == start {
        let (nodes, links) = bfs.path(start, end);
        let family = Family::of(&nodes, &links);
        let score = family.base(false) + length_increment_tenths(nodes.len());
        if beats(score, nodes.len(), 1000, best) {
            *best = Some(Found {
                score,
                nodes,
                links,
                conclusion: Conclusion::Placement,
                family,
                eliminations: Vec::new(),
            });
        }
        return;
    }
    victims.clear();
    snap.common_victims(start, end, victims);
    let closes = length >= 4 && weakly_linked(start, end);
    if victims.is_empty() && !closes {
        return;
    }
    let (nodes, links) = bfs.path(start, end);
    let family = Family::of(&nodes, &links);
    if closes && all_distinct(&nodes) {
        let mut loop_links = links.clone();
        loop_links.push(LinkKind::Weak);
        let elims = loop_eliminations(snap, &nodes);
        let score = family.base(true) + length_increment_tenths(nodes.len());
        if !elims.is_empty() && beats(score, nodes.len(), elims.len(), best) {
            *best = Some(Found {
                score,
                nodes,
                links: loop_links,
                conclusion: Conclusion::Loop,
                family,
                eliminations: elims,
            });
            return;
        }
    }
    if victims.is_empty() {
        return;
    }
    let score = family.base(false) + length_increment_tenths(nodes.len());
    if beats(score, nodes.len(), victims.len(), best) {
        let mut elims = victims.clone();
        elims.sort_unstable();
        elims.dedup();
        *best = Some(Found {
            score,
            nodes,
            links,
            conclusion: Conclusion::Open,
            family,
            eliminations: elims,
        });
    }
}

fn all_distinct(nodes: &[usize]) -> bool {
    let mut seen = [0u64; NODES.div_ceil(64)];
    for &n in nodes {
        if seen[n / 64] & (1 << (n % 64)) != 0 {
            return false;
        }
        seen[n / 64] |= 1 << (n % 64);
    }
    true
}

/// In a continuous loop every link (the closing one included) has exactly one true end,
/// so whatever sees both ends of any link is false.
fn loop_eliminations(snap: &Snapshot, nodes: &[usize]) -> Vec<usize> {
    let mut out = Vec::new();
    for i in 0..nodes.len() {
        let a = nodes[i];
        let b = nodes[(i + 1) % nodes.len()];
        snap.common_victims(a, b, &mut out);
    }
    out.retain(|n| !nodes.contains(n));
    out.sort_unstable();
    out.dedup();
    out
}

fn to_step(snap: &Snapshot, found: Found) -> Step {
    let technique = found.family.technique();
    let pattern: Vec<Candidate> = found.nodes.iter().map(|&n| node_candidate(n)).collect();
    let mut cells: Vec<u8> = Vec::new();
    for c in &pattern {
        if !cells.contains(&c.cell) {
            cells.push(c.cell);
        }
    }
    let eliminations: Vec<Candidate> = found
        .eliminations
        .iter()
        .filter(|&&n| snap.has(n))
        .map(|&n| node_candidate(n))
        .collect();
    let (placements, conclusion) = match found.conclusion {
        Conclusion::Placement => (
            vec![node_candidate(found.nodes[0])],
            ChainConclusion::FirstIsTrue,
        ),
        Conclusion::Open => (Vec::new(), ChainConclusion::EitherEnd),
        Conclusion::Loop => (Vec::new(), ChainConclusion::ContinuousLoop),
    };
    let reason = Reason::Chain(Chain {
        nodes: pattern.clone(),
        links: found.links,
        conclusion,
    });
    Step {
        technique,
        placements,
        eliminations,
        cells,
        units: Vec::new(),
        pattern,
        score: tenths_to_score(found.score),
        reason,
    }
}
