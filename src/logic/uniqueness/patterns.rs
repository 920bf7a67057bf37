//! The deadly patterns the uniqueness techniques break: rectangles of four cells and
//! unique loops of six to ten, found over the candidates of a position.

use crate::grid::{DigitSet, House, cell_at, units_of};
use crate::logic::bits::{CellSet, Index, PEER_MASK, bit, cells_of};
use crate::logic::reason::{LoopKind, Reason, Uniqueness};
use crate::logic::{Candidate, LogicState};
use std::ops::ControlFlow;

/// Explainer's extra weight for a unique loop of `len` cells over a rectangle.
pub(super) fn loop_bonus(len: usize) -> f32 {
    match len {
        0..=4 => 0.0,
        6 => 0.1,
        8 => 0.2,
        _ => 0.5,
    }
}

/// Longest unique loop searched.
pub(super) const MAX_LOOP: usize = 10;

/// A deadly pattern of 4 (rectangle) to 10 (loop) empty cells, all holding `x` and `y`.
#[derive(Clone, Copy)]
pub(super) struct Rectangle {
    pub(super) cells: [usize; MAX_LOOP],
    pub(super) len: usize,
    pub(super) x: u8,
    pub(super) y: u8,
}

impl Rectangle {
    pub(super) fn cells(&self) -> &[usize] {
        &self.cells[..self.len]
    }

    pub(super) fn pair(&self) -> DigitSet {
        [self.x, self.y].into_iter().collect()
    }

    pub(super) fn mask(&self) -> CellSet {
        self.cells().iter().fold(0, |m, &c| m | bit(c))
    }

    pub(super) fn pattern(&self) -> Vec<Candidate> {
        let mut p: Vec<Candidate> = self
            .cells()
            .iter()
            .flat_map(|&c| [Candidate::new(c, self.x), Candidate::new(c, self.y)])
            .collect();
        p.sort();
        p
    }

    /// The pattern, broken as `kind` says, as a step's reason.
    pub(super) fn reason(&self, kind: LoopKind) -> Reason {
        Reason::Uniqueness(Uniqueness::Loop {
            cells: self.cells().iter().map(|&c| c as u8).collect(),
            digits: [self.x, self.y],
            kind,
        })
    }

    pub(super) fn bonus(&self) -> f32 {
        loop_bonus(self.len)
    }
}

/// Calls `visit` on every rectangle until it breaks off.
pub(super) fn each_rectangle(
    state: &LogicState,
    mut visit: impl FnMut(Rectangle) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    if (r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3) {
                        continue;
                    }
                    let corners = [
                        cell_at(r1, c1),
                        cell_at(r1, c2),
                        cell_at(r2, c1),
                        cell_at(r2, c2),
                    ];
                    if corners.iter().any(|&c| state.grid.get(c) != 0) {
                        continue;
                    }
                    let common = corners
                        .iter()
                        .fold(DigitSet::ALL, |m, &c| m.intersection(state.cands.get(c)));
                    if common.len() < 2 {
                        continue;
                    }
                    let mut cells = [0usize; MAX_LOOP];
                    cells[..4].copy_from_slice(&corners);
                    let digits: Vec<u8> = common.iter().collect();
                    for (i, &x) in digits.iter().enumerate() {
                        for &y in &digits[i + 1..] {
                            visit(Rectangle {
                                cells,
                                len: 4,
                                x,
                                y,
                            })?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Searches unique loops of 6 to 10 cells (shortest first) with at most two cells holding
/// more than x and y, calling `visit` on each until it breaks off.
pub(super) fn each_loop(
    state: &LogicState,
    mut visit: impl FnMut(Rectangle) -> ControlFlow<()>,
) -> ControlFlow<()> {
    struct Search<'a> {
        state: &'a LogicState,
        holders: CellSet,
        pair: DigitSet,
        path: [usize; MAX_LOOP],
        counts: [u8; 27],
        target: usize,
    }
    fn extend(
        s: &mut Search,
        len: usize,
        extras: usize,
        visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let last = s.path[len - 1];
        if len == s.target {
            // Closed, and every unit holds 0 or 2 of the cells?
            if PEER_MASK[last] & bit(s.path[0]) == 0 || s.counts.contains(&1) {
                return ControlFlow::Continue(());
            }
            return visit(&s.path[..len]);
        }
        let mut next = s.holders & PEER_MASK[last];
        for &c in &s.path[..len] {
            next &= !bit(c);
        }
        for n in cells_of(next) {
            if n < s.path[0] {
                continue;
            }
            let units = units_of(n).map(House::index);
            if units.iter().any(|&u| s.counts[u] >= 2) {
                continue;
            }
            let extra = usize::from(s.state.cands.get(n) != s.pair);
            if extras + extra > 2 {
                continue;
            }
            for &u in &units {
                s.counts[u] += 1;
            }
            s.path[len] = n;
            let found = extend(s, len + 1, extras + extra, visit);
            for &u in &units {
                s.counts[u] -= 1;
            }
            found?;
        }
        ControlFlow::Continue(())
    }
    let index = Index::new(state);
    for target in (6..=MAX_LOOP).step_by(2) {
        for x in 1..=9u8 {
            for y in x + 1..=9u8 {
                let holders = index.digit_cells[x as usize - 1] & index.digit_cells[y as usize - 1];
                if (holders.count_ones() as usize) < target {
                    continue;
                }
                let pair: DigitSet = [x, y].into_iter().collect();
                // All but two of a loop's cells hold exactly x and y: without that many
                // such cells there is no loop to find (a quick exit on most positions).
                let exact = cells_of(holders)
                    .filter(|&c| state.cands.get(c) == pair)
                    .count();
                if exact + 2 < target {
                    continue;
                }
                let mut search = Search {
                    state,
                    holders,
                    pair,
                    path: [0; MAX_LOOP],
                    counts: [0; 27],
                    target,
                };
                for start in cells_of(holders) {
                    search.path[0] = start;
                    let units = units_of(start).map(House::index);
                    for &u in &units {
                        search.counts[u] += 1;
                    }
                    let extra = usize::from(state.cands.get(start) != pair);
                    let mut call = |cells: &[usize]| {
                        let mut all = [0usize; MAX_LOOP];
                        all[..cells.len()].copy_from_slice(cells);
                        visit(Rectangle {
                            cells: all,
                            len: cells.len(),
                            x,
                            y,
                        })
                    };
                    let found = extend(&mut search, 1, extra, &mut call);
                    for &u in &units {
                        search.counts[u] -= 1;
                    }
                    found?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}
