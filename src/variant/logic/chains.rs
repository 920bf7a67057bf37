//! Chains over the variant's houses and peers. X-Chain: on one digit, strong links (a house
//! with two places) joined by weak ones (two places that see each other); if the first cell
//! lacks the digit the last has it, so a cell seeing both ends loses it. XY-Chain: cells
//! holding two digits, each seeing the next and sharing the digit it passes on; if the first
//! cell is not Z the last one is, so a cell seeing both ends loses Z. Each search is
//! breadth first, so the chain given is a shortest one from its start.

use super::links::{chain_tenths, strong_links};
use super::{Found, Position, Technique, digits_of};
use crate::grid::CELLS;
use crate::variant::Puzzle;
use std::collections::VecDeque;

/// No state reached yet.
const UNREACHED: u16 = u16::MAX;

/// An X-Chain (4.2 and up, by its strong links): the shortest over every digit and start.
pub(super) fn x_chain(puzzle: &Puzzle, position: &Position) -> Option<Found> {
    let geometry = puzzle.geometry();
    let mut best: Option<Found> = None;
    for digit in 1..=9u8 {
        let bit = 1u16 << (digit - 1);
        let links = strong_links(puzzle, position, bit);
        let places: Vec<usize> = (0..CELLS)
            .filter(|&cell| position.candidates(cell) & bit != 0)
            .collect();
        for &start in &places {
            if links[start].is_empty() {
                continue;
            }
            // States: cell * 2 + 1 when reached by a strong link (the cell then holds the
            // digit if the start does not), cell * 2 when reached by a weak one.
            let mut parent = [UNREACHED; CELLS * 2];
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
                    let path = trace(&parent, state);
                    let strong_count = path.len() / 2;
                    let worse = best.as_ref().is_some_and(|b| b.cells.len() <= path.len());
                    if strong_count >= 2 && !worse {
                        let eliminations: Vec<(u8, u16)> = places
                            .iter()
                            .copied()
                            .filter(|&other| {
                                other != start
                                    && other != cell
                                    && geometry.sees(other, start)
                                    && geometry.sees(other, cell)
                            })
                            .map(|other| (other as u8, bit))
                            .collect();
                        if !eliminations.is_empty() {
                            let mut step =
                                Found::new(Technique::XChain, chain_tenths(strong_count));
                            step.cells = path;
                            step.digits = bit;
                            step.eliminations = eliminations;
                            best = Some(step);
                        }
                    }
                }
                let nexts: Vec<(usize, bool)> = if strong {
                    places
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
        }
        // A short chain on this digit is not bettered by longer ones on later digits.
        if best.as_ref().is_some_and(|b| b.cells.len() <= 4) {
            break;
        }
    }
    best
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

/// An XY-Chain (4.2 and up, by its cells): the shortest from each start, first found.
pub(super) fn xy_chain(puzzle: &Puzzle, position: &Position) -> Option<Found> {
    let geometry = puzzle.geometry();
    let pairs: Vec<usize> = (0..CELLS)
        .filter(|&cell| position.candidates(cell).count_ones() == 2)
        .collect();
    let mut best: Option<Found> = None;
    for &start in &pairs {
        for z in digits_of(position.candidates(start)) {
            let z_bit = 1u16 << (z - 1);
            // States: cell * 9 + (digit - 1), the digit the cell holds if the start is not Z.
            let mut parent = vec![UNREACHED; CELLS * 9];
            let first_true = position.candidates(start) & !z_bit;
            let first = start * 9 + first_true.trailing_zeros() as usize;
            parent[first] = first as u16;
            let mut queue = VecDeque::from([first]);
            while let Some(state) = queue.pop_front() {
                let (cell, held) = (state / 9, 1u16 << (state % 9));
                if cell != start && held == z_bit {
                    let path = trace_xy(&parent, state);
                    let worse = best.as_ref().is_some_and(|b| b.cells.len() <= path.len());
                    if path.len() >= 3 && !worse {
                        let eliminations: Vec<(u8, u16)> = (0..CELLS)
                            .filter(|&other| {
                                other != start
                                    && other != cell
                                    && position.candidates(other) & z_bit != 0
                                    && geometry.sees(other, start)
                                    && geometry.sees(other, cell)
                            })
                            .map(|other| (other as u8, z_bit))
                            .collect();
                        if !eliminations.is_empty() {
                            let mut step = Found::new(Technique::XYChain, chain_tenths(path.len()));
                            step.cells = path;
                            step.digits = z_bit;
                            step.eliminations = eliminations;
                            best = Some(step);
                        }
                    }
                    continue;
                }
                for &next in &pairs {
                    let candidates = position.candidates(next);
                    if next == cell || candidates & held == 0 || !geometry.sees(cell, next) {
                        continue;
                    }
                    let other = candidates & !held;
                    let next_state = next * 9 + other.trailing_zeros() as usize;
                    if parent[next_state] == UNREACHED {
                        parent[next_state] = state as u16;
                        queue.push_back(next_state);
                    }
                }
            }
        }
    }
    best
}

/// The cells of an XY-Chain ending in `state`, start first (states are cell * 9 + digit).
fn trace_xy(parent: &[u16], state: usize) -> Vec<u8> {
    let mut cells = vec![(state / 9) as u8];
    let mut at = state;
    while usize::from(parent[at]) != at {
        at = usize::from(parent[at]);
        cells.push((at / 9) as u8);
    }
    cells.reverse();
    cells
}
