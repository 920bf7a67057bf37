//! Singles: a digit with one place left in a house (hidden), a cell with one candidate left
//! (naked).

use super::{Found, Position, Technique};
use crate::grid::House;
use crate::logic::Candidate;
use crate::logic::reason::Exclusion;
use crate::variant::Puzzle;

/// Whether a house is a block (box, region or window): singles there are the easiest to see.
pub(super) fn is_block(house: House) -> bool {
    matches!(house, House::Box(_) | House::Region(_) | House::Window(_))
}

/// A hidden single in a box, region or window (1.2).
pub(super) fn hidden_single_in_block(puzzle: &Puzzle, position: &Position) -> Option<Found> {
    hidden_single(puzzle, position, true)
}

/// A hidden single in a row, column or diagonal, else a naked single (1.5).
pub(super) fn single(puzzle: &Puzzle, position: &Position) -> Option<Found> {
    hidden_single(puzzle, position, false).or_else(|| naked_single(puzzle, position))
}

fn hidden_single(puzzle: &Puzzle, position: &Position, blocks: bool) -> Option<Found> {
    for house in puzzle.geometry().houses() {
        if is_block(house.house) != blocks {
            continue;
        }
        let (mut once, mut twice) = (0u16, 0u16);
        for &cell in &house.cells {
            let candidates = position.candidates(usize::from(cell));
            twice |= once & candidates;
            once |= candidates;
        }
        let singles = once & !twice;
        if singles == 0 {
            continue;
        }
        let bit = singles & singles.wrapping_neg();
        let digit = bit.trailing_zeros() as u8 + 1;
        let &cell = house
            .cells
            .iter()
            .find(|&&cell| position.candidates(usize::from(cell)) & bit != 0)?;
        let mut step = Found::new(Technique::HiddenSingle, if blocks { 12 } else { 15 });
        step.houses.push(house.house);
        step.cells.push(cell);
        step.digits = bit;
        step.placements.push((cell, digit));
        step.excluded = house
            .cells
            .iter()
            .filter(|&&other| other != cell && position.value(usize::from(other)) == 0)
            .map(|&other| exclusion(puzzle, position, usize::from(other), digit))
            .collect();
        return Some(step);
    }
    None
}

fn naked_single(puzzle: &Puzzle, position: &Position) -> Option<Found> {
    (0..crate::grid::CELLS).find_map(|cell| {
        let candidates = position.candidates(cell);
        (candidates != 0 && candidates & (candidates - 1) == 0).then(|| {
            let digit = candidates.trailing_zeros() as u8 + 1;
            let mut step = Found::new(Technique::NakedSingle, 15);
            step.cells.push(cell as u8);
            step.digits = candidates;
            step.placements.push((cell as u8, digit));
            step.excluded = (1..=9)
                .filter(|&other| other != digit)
                .map(|other| exclusion(puzzle, position, cell, other))
                .collect();
            step
        })
    })
}

/// Why `digit` is not a candidate of `cell`: a placed digit in one of its houses (in the
/// puzzle's order: row, column, box or region, then a diagonal or window), else in its
/// cage, or nothing placed, when the candidate went by other reasoning (a cage's sum, an
/// earlier step, the player's notes).
pub(super) fn exclusion(puzzle: &Puzzle, position: &Position, cell: usize, digit: u8) -> Exclusion {
    let geometry = puzzle.geometry();
    let holds = |peer: u8| peer as usize != cell && position.value(usize::from(peer)) == digit;
    let in_house = geometry
        .houses_of(cell)
        .iter()
        .flat_map(|&index| geometry.houses()[usize::from(index)].cells)
        .find(|&peer| holds(peer));
    // A cage mate is a peer outside the cell's houses, so any peer left is one.
    let by = in_house.or_else(|| {
        geometry
            .peers(cell)
            .iter()
            .copied()
            .find(|&peer| holds(peer))
    });
    Exclusion {
        candidate: Candidate::new(cell, digit),
        by,
    }
}
