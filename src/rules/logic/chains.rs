//! Chains over the variant's houses and peers. X-Chain: on one digit, strong links (a house
//! with two places) joined by weak ones (two places that see each other); if the first cell
//! lacks the digit the last has it, so a cell seeing both ends loses it. XY-Chain: cells
//! holding two digits, each seeing the next and sharing the digit it passes on; if the first
//! cell is not Z the last one is, so a cell seeing both ends loses Z. Each search is
//! breadth first, so the chain given is a shortest one from its start.
//!
//! Listing every instance, a search gives the step finder's chain first, then the shortest
//! chain from each start to each end that removes something (a chain and its reverse remove
//! the same, and the list keeps one).

use super::links::{chain_tenths, strong_links};
use super::{Found, Position, Technique, digits_of};
use crate::logic::visit::Sink;
use crate::rules::Geometry;
use std::collections::VecDeque;
use std::ops::ControlFlow;

/// No state reached yet.
const UNREACHED: u16 = u16::MAX;

/// An XY-Chain's search states a cell: one for each digit it may hold (16 at most).
const STATES_A_CELL: usize = crate::shape::MAX_DIGIT as usize;

/// What a chain search hands on for each chain it reaches: its cells, start first.
type ChainEnd<'a> = &'a mut dyn FnMut(Vec<u8>) -> ControlFlow<()>;

/// Every X-Chain (4.2 and up, by its strong links): the step finder's first (the shortest
/// over every digit and start, see [`shortest_x_chain`]), then digit by digit the shortest
/// from each start to each end.
pub(super) fn visit_x_chain(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let best = shortest_x_chain(geometry, position);
    if let Some(best) = &best {
        sink(best.clone())?;
    }
    for digit in geometry.digits() {
        let on_digit = XChains::new(geometry, position, digit);
        for &start in &on_digit.places {
            on_digit.from(start, &mut |path| {
                let Some(step) = on_digit.step(path) else {
                    return ControlFlow::Continue(());
                };
                if best.as_ref() == Some(&step) {
                    return ControlFlow::Continue(());
                }
                sink(step)
            })?;
        }
    }
    ControlFlow::Continue(())
}

/// The X-Chain the step finder takes: the shortest over every digit and start, the first
/// met among equals.
fn shortest_x_chain(geometry: &Geometry, position: &Position) -> Option<Found> {
    let mut best: Option<Found> = None;
    for digit in geometry.digits() {
        let on_digit = XChains::new(geometry, position, digit);
        for &start in &on_digit.places {
            // The search goes on to the end: `from` stops only when told to.
            let _ = on_digit.from(start, &mut |path| {
                let worse = best.as_ref().is_some_and(|b| b.cells.len() <= path.len());
                if !worse && let Some(step) = on_digit.step(path) {
                    best = Some(step);
                }
                ControlFlow::Continue(())
            });
        }
        // A short chain on this digit is not bettered by longer ones on later digits.
        if best.as_ref().is_some_and(|b| b.cells.len() <= 4) {
            break;
        }
    }
    best
}

/// The X-Chains of one digit: its strong links and places.
struct XChains<'a> {
    geometry: &'a Geometry,
    bit: u16,
    links: Vec<Vec<u8>>,
    places: Vec<usize>,
}

impl<'a> XChains<'a> {
    fn new(geometry: &'a Geometry, position: &Position, digit: u8) -> XChains<'a> {
        let bit = 1u16 << (digit - 1);
        XChains {
            geometry,
            bit,
            links: strong_links(geometry, position, bit),
            places: (0..position.cell_count())
                .filter(|&cell| position.candidates(cell) & bit != 0)
                .collect(),
        }
    }

    /// The step of a chain, when it has two strong links or more and removes something.
    fn step(&self, path: Vec<u8>) -> Option<Found> {
        let geometry = self.geometry;
        let strong_count = path.len() / 2;
        let (start, end) = (usize::from(path[0]), usize::from(*path.last()?));
        if strong_count < 2 {
            return None;
        }
        let eliminations: Vec<(u8, u16)> = self
            .places
            .iter()
            .copied()
            .filter(|&other| {
                other != start
                    && other != end
                    && geometry.sees(other, start)
                    && geometry.sees(other, end)
            })
            .map(|other| (other as u8, self.bit))
            .collect();
        if eliminations.is_empty() {
            return None;
        }
        let mut step = Found::new(Technique::XChain, chain_tenths(strong_count));
        step.cells = path;
        step.digits = self.bit;
        step.eliminations = eliminations;
        Some(step)
    }

    /// Hands `end` the shortest chain from `start` to each cell a strong link reaches,
    /// breadth first.
    fn from(&self, start: usize, end: ChainEnd<'_>) -> ControlFlow<()> {
        let geometry = self.geometry;
        let links = &self.links;
        if links[start].is_empty() {
            return ControlFlow::Continue(());
        }
        // States: cell * 2 + 1 when reached by a strong link (the cell then holds the
        // digit if the start does not), cell * 2 when reached by a weak one.
        let mut parent = vec![UNREACHED; links.len() * 2];
        let mut queue = VecDeque::new();
        for &next in &links[start] {
            let state = usize::from(next) * 2 + 1;
            parent[state] = (start * 2) as u16;
            queue.push_back(state);
        }
        parent[start * 2] = (start * 2) as u16;
        while let Some(state) = queue.pop_front() {
            let (cell, strong) = (state / 2, state % 2 == 1);
            if strong && cell != start {
                end(trace(&parent, state))?;
            }
            let nexts: Vec<(usize, bool)> = if strong {
                self.places
                    .iter()
                    .filter(|&&other| other != cell && geometry.sees(cell, other))
                    .map(|&other| (other, false))
                    .collect()
            } else {
                links[cell]
                    .iter()
                    .map(|&o| (usize::from(o), true))
                    .collect()
            };
            for (other, by_strong) in nexts {
                let next_state = other * 2 + usize::from(by_strong);
                if parent[next_state] == UNREACHED {
                    parent[next_state] = state as u16;
                    queue.push_back(next_state);
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// The cells of a chain ending in `state`, start first (states are cell * 2 + flag).
fn trace(parent: &[u16], state: usize) -> Vec<u8> {
    let mut cells = vec![(state / 2) as u8];
    let mut at = state;
    while usize::from(parent[at]) != at {
        at = usize::from(parent[at]);
        cells.push((at / 2) as u8);
    }
    cells.reverse();
    cells
}

/// Every XY-Chain (4.2 and up, by its cells): the step finder's first (the shortest over
/// every start, see [`shortest_xy_chain`]), then the shortest from each start and digit
/// to each end.
pub(super) fn visit_xy_chain(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    let best = shortest_xy_chain(geometry, position);
    if let Some(best) = &best {
        sink(best.clone())?;
    }
    let chains = XYChains::new(geometry, position);
    for &start in &chains.pairs {
        for z in digits_of(position.candidates(start)) {
            chains.from(start, z, &mut |path| {
                let Some(step) = chains.step(path, z) else {
                    return ControlFlow::Continue(());
                };
                if best.as_ref() == Some(&step) {
                    return ControlFlow::Continue(());
                }
                sink(step)
            })?;
        }
    }
    ControlFlow::Continue(())
}

/// The XY-Chain the step finder takes: the shortest over every start, the first met among
/// equals.
fn shortest_xy_chain(geometry: &Geometry, position: &Position) -> Option<Found> {
    let chains = XYChains::new(geometry, position);
    let mut best: Option<Found> = None;
    for &start in &chains.pairs {
        for z in digits_of(position.candidates(start)) {
            // The search goes on to the end: `from` stops only when told to.
            let _ = chains.from(start, z, &mut |path| {
                let worse = best.as_ref().is_some_and(|b| b.cells.len() <= path.len());
                if !worse && let Some(step) = chains.step(path, z) {
                    best = Some(step);
                }
                ControlFlow::Continue(())
            });
        }
    }
    best
}

/// The XY-Chains of a position: its cells of two candidates.
struct XYChains<'a> {
    geometry: &'a Geometry,
    position: &'a Position,
    pairs: Vec<usize>,
}

impl<'a> XYChains<'a> {
    fn new(geometry: &'a Geometry, position: &'a Position) -> XYChains<'a> {
        XYChains {
            geometry,
            position,
            pairs: (0..position.cell_count())
                .filter(|&cell| position.candidates(cell).count_ones() == 2)
                .collect(),
        }
    }

    /// The step of a chain on `z`, when it has three cells or more and removes something.
    fn step(&self, path: Vec<u8>, z: u8) -> Option<Found> {
        let geometry = self.geometry;
        let z_bit = 1u16 << (z - 1);
        let (start, end) = (usize::from(path[0]), usize::from(*path.last()?));
        if path.len() < 3 {
            return None;
        }
        let eliminations: Vec<(u8, u16)> = (0..self.position.cell_count())
            .filter(|&other| {
                other != start
                    && other != end
                    && self.position.candidates(other) & z_bit != 0
                    && geometry.sees(other, start)
                    && geometry.sees(other, end)
            })
            .map(|other| (other as u8, z_bit))
            .collect();
        if eliminations.is_empty() {
            return None;
        }
        let mut step = Found::new(Technique::XYChain, chain_tenths(path.len()));
        step.cells = path;
        step.digits = z_bit;
        step.eliminations = eliminations;
        Some(step)
    }

    /// Hands `end` the shortest chain from `start` (if it is not `z`) to each cell that is
    /// then `z`, breadth first.
    fn from(&self, start: usize, z: u8, end: ChainEnd<'_>) -> ControlFlow<()> {
        let (geometry, position) = (self.geometry, self.position);
        let z_bit = 1u16 << (z - 1);
        // States: cell * 16 + (digit - 1), the digit the cell holds if the start is not Z.
        let mut parent = vec![UNREACHED; position.cell_count() * STATES_A_CELL];
        let first_true = position.candidates(start) & !z_bit;
        let first = start * STATES_A_CELL + first_true.trailing_zeros() as usize;
        parent[first] = first as u16;
        let mut queue = VecDeque::from([first]);
        while let Some(state) = queue.pop_front() {
            let (cell, held) = (state / STATES_A_CELL, 1u16 << (state % STATES_A_CELL));
            if cell != start && held == z_bit {
                end(trace_xy(&parent, state))?;
                continue;
            }
            for &next in &self.pairs {
                let candidates = position.candidates(next);
                if next == cell || candidates & held == 0 || !geometry.sees(cell, next) {
                    continue;
                }
                let other = candidates & !held;
                let next_state = next * STATES_A_CELL + other.trailing_zeros() as usize;
                if parent[next_state] == UNREACHED {
                    parent[next_state] = state as u16;
                    queue.push_back(next_state);
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// The cells of an XY-Chain ending in `state`, start first (states are cell * 16 + digit).
fn trace_xy(parent: &[u16], state: usize) -> Vec<u8> {
    let mut cells = vec![(state / STATES_A_CELL) as u8];
    let mut at = state;
    while usize::from(parent[at]) != at {
        at = usize::from(parent[at]);
        cells.push((at / STATES_A_CELL) as u8);
    }
    cells.reverse();
    cells
}
