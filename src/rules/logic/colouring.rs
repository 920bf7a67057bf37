//! Simple colouring over the variant's houses: following one digit through houses where it
//! has only two places, the places alternate between true and false, so the cells take two
//! colours of which exactly one holds the digit. A cell seeing both colours loses the digit;
//! a colour that sees itself is false everywhere.

use super::links::{chain_tenths, path_back, strong_links};
use super::{Found, Position, Technique};
use crate::logic::visit::Sink;
use crate::rules::Geometry;
use std::collections::VecDeque;
use std::ops::ControlFlow;

/// No colour yet.
const UNSEEN: u8 = u8::MAX;

/// Simple colouring (4.2 and up, by the strong links it rests on): digit by digit, each
/// component's colour that sees itself (one step: every such pair removes the same), then
/// each cell that sees both colours.
pub(super) fn visit_simple_colouring(
    geometry: &Geometry,
    position: &Position,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    for digit in geometry.digits() {
        let bit = 1u16 << (digit - 1);
        let links = strong_links(geometry, position, bit);
        let cells = position.cell_count();
        let mut colour = vec![UNSEEN; cells];
        let mut parent = vec![0u8; cells];
        for root in 0..cells {
            if colour[root] != UNSEEN || links[root].is_empty() {
                continue;
            }
            // Colour the component by breadth-first search.
            let mut component = vec![root as u8];
            colour[root] = 0;
            parent[root] = root as u8;
            let mut queue = VecDeque::from([root as u8]);
            let mut consistent = true;
            while let Some(cell) = queue.pop_front() {
                for &next in &links[usize::from(cell)] {
                    let next_index = usize::from(next);
                    if colour[next_index] == UNSEEN {
                        colour[next_index] = 1 - colour[usize::from(cell)];
                        parent[next_index] = cell;
                        component.push(next);
                        queue.push_back(next);
                    } else if colour[next_index] == colour[usize::from(cell)] {
                        // Only a position with a wrong elimination links a cell to itself
                        // an odd way round; nothing is concluded from it.
                        consistent = false;
                    }
                }
            }
            if !consistent || component.len() < 3 {
                continue;
            }
            let sink = &mut |mut found: Found| {
                found.digits = bit;
                sink(found)
            };
            if let Some(found) = wrap(geometry, &component, &colour, &parent, bit) {
                sink(found)?;
            }
            let component = (&component[..], &colour[..], &parent[..]);
            visit_traps(geometry, position, component, bit, sink)?;
        }
    }
    ControlFlow::Continue(())
}

/// The chain from `a` to `b` through the component's tree, and its strong links.
fn chain(parent: &[u8], a: u8, b: u8) -> (Vec<u8>, usize) {
    let from_a = path_back(parent, a);
    let from_b = path_back(parent, b);
    // The last cell both paths from the root share is where the chain turns.
    let turn = from_a
        .iter()
        .zip(&from_b)
        .take_while(|(x, y)| x == y)
        .count()
        .saturating_sub(1);
    let links = (from_a.len() - 1 - turn) + (from_b.len() - 1 - turn);
    let mut cells: Vec<u8> = from_a[turn..].iter().rev().copied().collect();
    cells.extend(&from_b[turn + 1..]);
    (cells, links)
}

/// A colouring step resting on the chain from `a` to `b`, weighed by its strong links.
fn colour_step(parent: &[u8], a: u8, b: u8, eliminations: Vec<(u8, u16)>) -> Found {
    let (cells, links) = chain(parent, a, b);
    let mut step = Found::new(Technique::SimpleColouring, chain_tenths(links));
    step.cells = cells;
    step.eliminations = eliminations;
    step
}

/// Two cells of one colour that see each other: that colour is false.
fn wrap(
    geometry: &Geometry,
    component: &[u8],
    colour: &[u8],
    parent: &[u8],
    bit: u16,
) -> Option<Found> {
    for (i, &a) in component.iter().enumerate() {
        for &b in &component[i + 1..] {
            let same = colour[usize::from(a)] == colour[usize::from(b)];
            if !same || !geometry.sees(usize::from(a), usize::from(b)) {
                continue;
            }
            let false_colour = colour[usize::from(a)];
            let eliminations = component
                .iter()
                .filter(|&&cell| colour[usize::from(cell)] == false_colour)
                .map(|&cell| (cell, bit))
                .collect();
            return Some(colour_step(parent, a, b, eliminations));
        }
    }
    None
}

/// Each cell outside the colours that sees both: it cannot hold the digit.
fn visit_traps(
    geometry: &Geometry,
    position: &Position,
    (component, colour, parent): (&[u8], &[u8], &[u8]),
    bit: u16,
    sink: Sink<'_, Found>,
) -> ControlFlow<()> {
    for target in 0..position.cell_count() {
        if position.candidates(target) & bit == 0 || colour[target] != UNSEEN {
            continue;
        }
        let seen = |want: u8| {
            component.iter().copied().find(|&cell| {
                colour[usize::from(cell)] == want && geometry.sees(target, usize::from(cell))
            })
        };
        let (Some(a), Some(b)) = (seen(0), seen(1)) else {
            continue;
        };
        sink(colour_step(parent, a, b, vec![(target as u8, bit)]))?;
    }
    ControlFlow::Continue(())
}
