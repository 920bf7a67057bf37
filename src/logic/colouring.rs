//! Colouring: Simple Colouring on one digit's strong links, and Remote Pairs on chains of
//! cells holding the same two digits. Both split a connected pattern into two colours of
//! which exactly one is true.

use super::bits::{CellSet, Index, PEER_MASK, bit, cells_of};
use super::reason::{Colouring, Reason};
use super::visit::{Sink, first};
use super::{Candidate, LogicState, Step, Technique, elimination_step};
use crate::grid::{CELLS, DigitSet};
use std::ops::ControlFlow;

/// Weight of Remote Pairs: Explainer finds them as a bivalue (Y) chain.
pub const REMOTE_PAIRS: f32 = 6.6;

/// Weight of a colouring deduction that rests on a chain using `strong` strong links.
///
/// The reference ratings come from Sukaku Explainer, which weighs two-link chains
/// (Skyscraper, Kite, Turbot Fish) 4.0-4.2, three-link ones 5.4-5.7 and longer ones as
/// X-chains from 6.5 up (plus 0.1 each time the length passes 4, 6, 8, 12, ...).
pub fn chain_score(strong: usize) -> f32 {
    match strong {
        0..=2 => 4.2,
        3 => 5.5,
        4 => 6.0,
        n => {
            let nodes = 2 * n;
            let mut score = 6.5;
            let mut ceiling = 4usize;
            let mut grow_half = false;
            while nodes > ceiling {
                score += 0.1;
                ceiling = if grow_half {
                    ceiling * 3 / 2
                } else {
                    ceiling * 4 / 3
                };
                grow_half = !grow_half;
            }
            score
        }
    }
}

/// Shortest distances (in links) from `from` to every cell of the graph; 255 if unreachable.
fn distances(from: CellSet, neighbours: &[CellSet; CELLS]) -> [u8; CELLS] {
    let mut dist = [u8::MAX; CELLS];
    let mut frontier = from;
    let mut reached = from;
    let mut d = 0u8;
    while frontier != 0 {
        for c in cells_of(frontier) {
            dist[c] = d;
        }
        let mut next: CellSet = 0;
        for c in cells_of(frontier) {
            next |= neighbours[c];
        }
        frontier = next & !reached;
        reached |= frontier;
        d = d.saturating_add(1);
    }
    dist
}

/// The two-colourings of a graph's connected components (edges given per cell as
/// neighbour sets); components whose colouring clashes (an odd cycle) are left out.
fn components(nodes: CellSet, neighbours: &[CellSet; CELLS]) -> Vec<(CellSet, CellSet)> {
    let mut seen: CellSet = 0;
    let mut out = Vec::new();
    for start in cells_of(nodes) {
        if seen & bit(start) != 0 {
            continue;
        }
        let mut colour = [0u128; 2];
        colour[0] = bit(start);
        let mut frontier = bit(start);
        let mut side = 0;
        let mut clash = false;
        while frontier != 0 {
            let mut next: CellSet = 0;
            for c in cells_of(frontier) {
                next |= neighbours[c];
            }
            side ^= 1;
            if next & colour[side ^ 1] != 0 {
                clash = true;
            }
            next &= !(colour[0] | colour[1]);
            colour[side] |= next;
            frontier = next;
        }
        seen |= colour[0] | colour[1];
        if !clash && colour[1] != 0 {
            out.push((colour[0], colour[1]));
        }
    }
    out
}

/// Cells seeing at least one cell of `set`.
fn seen_by_any(set: CellSet) -> CellSet {
    cells_of(set).fold(0, |m, c| m | PEER_MASK[c])
}

/// Strong links on one digit colour its cells in two alternating colours. If two cells
/// of one colour share a unit, that colour is false (wrap); a cell seeing both colours
/// cannot hold the digit (trap). Of all such deductions, the one resting on the shortest
/// chain is returned.
pub fn simple_colouring(state: &LogicState) -> Option<Step> {
    colouring_within(state, usize::MAX)
}

/// Simple Colouring resting on a chain of at most two strong links (weighed like a
/// Skyscraper or Turbot Fish).
pub fn short_colouring(state: &LogicState) -> Option<Step> {
    colouring_within(state, 2)
}

/// Simple Colouring resting on a chain of at most three strong links.
pub fn medium_colouring(state: &LogicState) -> Option<Step> {
    colouring_within(state, 3)
}

/// The simple-colouring deduction with the shortest chain, if it uses at most
/// `max_strong` strong links (the first found among the shortest).
fn colouring_within(state: &LogicState, max_strong: usize) -> Option<Step> {
    let mut best: Option<(usize, Step)> = None;
    let _ = visit_colouring(state, &mut |(strong, step)| {
        if best.as_ref().is_none_or(|(s, _)| strong < *s) {
            best = Some((strong, step));
        }
        ControlFlow::Continue(())
    });
    best.filter(|(strong, _)| *strong <= max_strong)
        .map(|(_, step)| step)
}

/// Every Simple Colouring deduction resting on at most `max_strong` strong links, shortest
/// chain first (in search order among equals).
pub(crate) fn visit_colouring_within(
    state: &LogicState,
    max_strong: usize,
    sink: Sink,
) -> ControlFlow<()> {
    let mut found = Vec::new();
    let _ = visit_colouring(state, &mut |item| {
        found.push(item);
        ControlFlow::Continue(())
    });
    found.sort_by_key(|(strong, _)| *strong);
    for (strong, step) in found {
        if strong <= max_strong {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// Every Simple Colouring on two strong links at most.
pub(crate) fn visit_short_colouring(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    visit_colouring_within(state, 2, sink)
}

/// Every Simple Colouring on three strong links at most.
pub(crate) fn visit_medium_colouring(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    visit_colouring_within(state, 3, sink)
}

/// Every Simple Colouring.
pub(crate) fn visit_simple_colouring(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    visit_colouring_within(state, usize::MAX, sink)
}

/// Every colour wrap and trap with the strong links of its chain: per component, the wrap
/// of each colour through its shortest clash, then the trapped cells grouped by the length
/// of their shortest chain, shortest first.
fn visit_colouring(state: &LogicState, sink: Sink<(usize, Step)>) -> ControlFlow<()> {
    let index = Index::new(state);
    for digit in 1..=9u8 {
        let all = index.digit_cells[digit as usize - 1];
        let mut neighbours = [0u128; CELLS];
        let mut nodes: CellSet = 0;
        for unit in 0..27 {
            let link = index.cells_in(digit, unit);
            if link.count_ones() == 2 {
                let a = link.trailing_zeros() as usize;
                let b = 127 - link.leading_zeros() as usize;
                neighbours[a] |= bit(b);
                neighbours[b] |= bit(a);
                nodes |= link;
            }
        }
        for (on, off) in components(nodes, &neighbours) {
            if (on | off).count_ones() < 4 {
                continue;
            }
            // Colour wrap: the shortest even path between two same-coloured cells in a unit.
            for (wrong, right) in [(on, off), (off, on)] {
                let mut shortest = usize::MAX;
                for a in cells_of(wrong) {
                    let clashing = wrong & PEER_MASK[a];
                    if clashing == 0 {
                        continue;
                    }
                    let dist = distances(bit(a), &neighbours);
                    for b in cells_of(clashing) {
                        shortest = shortest.min(dist[b] as usize);
                    }
                }
                if shortest == usize::MAX {
                    continue;
                }
                let strong = shortest / 2 + 1;
                let reason = Colouring::Wrap {
                    digit,
                    colours: [cell_vec(wrong), cell_vec(right)],
                };
                let step = colour_step(digit, wrong, right, wrong, chain_score(strong), reason);
                sink((strong, step))?;
            }
            // Colour trap: cells seeing both colours, each through its shortest chain.
            let trapped = all & seen_by_any(on) & seen_by_any(off) & !(on | off);
            let mut by_length: Vec<(usize, CellSet)> = Vec::new();
            for t in cells_of(trapped) {
                let dist = distances(on & PEER_MASK[t], &neighbours);
                let length = cells_of(off & PEER_MASK[t])
                    .map(|b| dist[b] as usize)
                    .min()
                    .unwrap_or(usize::MAX);
                match by_length.iter_mut().find(|(l, _)| *l == length) {
                    Some((_, cells)) => *cells |= bit(t),
                    None => by_length.push((length, bit(t))),
                }
            }
            by_length.sort_by_key(|(length, _)| *length);
            for (length, chosen) in by_length {
                let strong = length.div_ceil(2);
                let reason = Colouring::Trap {
                    digit,
                    colours: [cell_vec(on), cell_vec(off)],
                };
                let step = colour_step(digit, on, off, chosen, chain_score(strong), reason);
                sink((strong, step))?;
            }
        }
    }
    ControlFlow::Continue(())
}

fn colour_step(
    digit: u8,
    a: CellSet,
    b: CellSet,
    elims: CellSet,
    score: f32,
    reason: Colouring,
) -> Step {
    let pattern: Vec<Candidate> = cells_of((a | b) & !elims)
        .map(|c| Candidate::new(c, digit))
        .collect();
    elimination_step(
        Technique::SimpleColouring,
        score,
        cells_of(elims).map(|c| Candidate::new(c, digit)).collect(),
        cells_of(a | b).map(|c| c as u8).collect(),
        Vec::new(),
        pattern,
        Reason::Colouring(reason),
    )
}

/// The cells of a set, in increasing order.
fn cell_vec(set: CellSet) -> Vec<u8> {
    cells_of(set).map(|c| c as u8).collect()
}

/// A chain of four or more cells holding only the same two digits, each seeing the next:
/// the cells alternate between the two digits, so a cell seeing two cells of opposite
/// parity holds neither.
pub fn remote_pairs(state: &LogicState) -> Option<Step> {
    first(|sink| visit_remote_pairs(state, sink))
}

/// Every Remote Pairs chain.
pub(crate) fn visit_remote_pairs(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let index = Index::new(state);
    let mut done: CellSet = 0;
    for first in cells_of(index.bivalue) {
        if done & bit(first) != 0 {
            continue;
        }
        let pair = state.cands.get(first);
        let same: CellSet = cells_of(index.bivalue)
            .filter(|&c| state.cands.get(c) == pair)
            .fold(0, |m, c| m | bit(c));
        done |= same;
        if same.count_ones() < 4 {
            continue;
        }
        let mut neighbours = [0u128; CELLS];
        for c in cells_of(same) {
            neighbours[c] = PEER_MASK[c] & same;
        }
        for (on, off) in components(same, &neighbours) {
            if (on | off).count_ones() < 4 {
                continue;
            }
            let (x, y) = digits_of(pair);
            let holders = index.digit_cells[x as usize - 1] | index.digit_cells[y as usize - 1];
            let targets = holders & seen_by_any(on) & seen_by_any(off) & !(on | off);
            if targets == 0 {
                continue;
            }
            let mut eliminations = Vec::new();
            for c in cells_of(targets) {
                for d in state.cands.get(c).intersection(pair).iter() {
                    eliminations.push(Candidate::new(c, d));
                }
            }
            let reason = Reason::Colouring(Colouring::RemotePairs {
                digits: [x, y],
                colours: [cell_vec(on), cell_vec(off)],
            });
            let pattern = cells_of(on | off)
                .flat_map(|c| [Candidate::new(c, x), Candidate::new(c, y)])
                .collect();
            sink(elimination_step(
                Technique::RemotePairs,
                REMOTE_PAIRS,
                eliminations,
                cells_of(on | off).map(|c| c as u8).collect(),
                Vec::new(),
                pattern,
                reason,
            ))?;
        }
    }
    ControlFlow::Continue(())
}

fn digits_of(pair: DigitSet) -> (u8, u8) {
    let mut it = pair.iter();
    let x = it.next().unwrap_or(1);
    (x, it.next().unwrap_or(x))
}

#[cfg(test)]
mod tests {
    use super::super::test_support::digit_only_in;
    use super::*;
    use crate::grid::{Candidates, Grid, cell_at};
    use crate::words::Explained;

    #[test]
    fn colour_trap_on_a_chain_of_strong_links() {
        // The 5 is kept only at r1c1, r1c5 in row 1, at r1c5, r3c6 in box 2 and at
        // r3c6, r9c6 in column 6: the chain r1c1 = r1c5 = r3c6 = r9c6 colours r1c1 and
        // r3c6 one way, r1c5 and r9c6 the other. r9c1 sees r1c1 and r9c6: trapped.
        let cells: Vec<usize> = (0..81)
            .filter(|&x| {
                let (r, c) = (x / 9, x % 9);
                if r == 0 {
                    c == 0 || c == 4
                } else if r < 3 && (3..6).contains(&c) {
                    r == 2 && c == 5
                } else if c == 5 {
                    r == 8 || r == 2
                } else {
                    true
                }
            })
            .collect();
        let state = digit_only_in(5, &cells);
        let step = simple_colouring(&state).expect("colouring");
        assert_eq!(step.eliminations, vec![Candidate::new(cell_at(8, 0), 5)]);
        assert!(step.explanation().contains("colour trap"));
        // Break the chain (column 6 open again): no colouring.
        let mut open = cells.clone();
        open.extend((3..8).map(|r| cell_at(r, 5)));
        assert!(simple_colouring(&digit_only_in(5, &open)).is_none());
    }

    #[test]
    fn colour_wrap_removes_a_whole_colour() {
        // Chain r1c1 = r1c5 = r5c5 = r5c2 = r2c2(box 1 with r1c1?) built from strong links
        // in row 1, column 5, row 5 and column 2; r1c1 and r2c2 then share box 1 and the
        // same colour... r1c1 (A) r1c5 (B) r5c5 (A) r5c2 (B) r2c2? column 2 link r5c2-r2c2
        // makes r2c2 A, sharing box 1 with r1c1 (A): colour A is false.
        let cells: Vec<usize> = (0..81)
            .filter(|&x| {
                let (r, c) = (x / 9, x % 9);
                match (r, c) {
                    (0, _) => c == 0 || c == 4,
                    (4, _) => c == 4 || c == 1,
                    (_, 4) => false,
                    (_, 1) => r == 1,
                    // Without this, r4c1 and r6c1 see r1c1 and r5c2 of opposite colours:
                    // a trap on a shorter chain, which would be preferred.
                    (3 | 5, 0) => false,
                    // Likewise r2c4 and r2c6 would see r2c2 and r1c5.
                    (1, 3 | 5) => false,
                    _ => true,
                }
            })
            .collect();
        let state = digit_only_in(5, &cells);
        let step = simple_colouring(&state).expect("colouring");
        assert!(
            step.explanation().contains("colour wrap"),
            "{}",
            step.explanation()
        );
        let mut expected: Vec<Candidate> = [cell_at(0, 0), cell_at(4, 4), cell_at(1, 1)]
            .into_iter()
            .map(|c| Candidate::new(c, 5))
            .collect();
        expected.sort();
        assert_eq!(step.eliminations, expected);
    }

    #[test]
    fn remote_pairs_chain_of_four() {
        // {2,9} at r1c1, r1c6, r5c6, r5c9: r1c1 and r5c9 are opposite; r5c1 sees both
        // r1c1 (column 1) and r5c6 (row 5): opposite parity, so it loses 2 and 9.
        let mut cands = Candidates::none();
        for c in 0..81 {
            cands.set(c, DigitSet::ALL);
        }
        for c in [cell_at(0, 0), cell_at(0, 5), cell_at(4, 5), cell_at(4, 8)] {
            cands.set(c, [2u8, 9].into_iter().collect());
        }
        let state = LogicState::with_candidates(&Grid::empty(), &cands);
        let step = remote_pairs(&state).expect("remote pairs");
        assert!(
            step.eliminations
                .contains(&Candidate::new(cell_at(4, 0), 2))
        );
        assert!(
            step.eliminations
                .contains(&Candidate::new(cell_at(4, 0), 9))
        );
        // r1c9 sees r1c1 and r5c9: same parity? r1c1 (A) r1c6 (B) r5c6 (A) r5c9 (B) —
        // opposite, so it loses them too; r3c3 sees only r1c1: untouched.
        assert!(
            step.eliminations
                .contains(&Candidate::new(cell_at(0, 8), 2))
        );
        assert!(!step.eliminations.iter().any(|e| e.cell() == cell_at(2, 2)));
        // Three cells are not enough.
        cands.set(cell_at(4, 8), DigitSet::ALL);
        let state = LogicState::with_candidates(&Grid::empty(), &cands);
        assert!(remote_pairs(&state).is_none());
    }
}
