//! BUG+1 (bivalue universal grave plus one): every empty cell but one holds two digits; a
//! grid of only such cells would have two solutions or none, so the odd cell takes the digit
//! that breaks the pattern. Like the uniqueness techniques, it assumes one solution.

use super::bits::{Index, UNIT_MASK, bit};
use super::reason::{Reason, Uniqueness};
use super::{Candidate, LogicState, Step, Technique};
use crate::grid::{CELLS, units_of};

/// Explainer's weight of a BUG+1.
pub const BUG_PLUS_ONE: f32 = 5.6;

/// Every empty cell but one holds two digits, and each digit appears twice in each unit
/// apart from one digit of the three-digit cell: that digit must go there, or the grid
/// would have no single solution.
pub fn bug_plus_one(state: &LogicState) -> Option<Step> {
    let mut odd = None;
    for cell in 0..CELLS {
        if state.grid.get(cell) != 0 {
            continue;
        }
        match state.cands.get(cell).len() {
            2 => {}
            3 if odd.is_none() => odd = Some(cell),
            _ => return None,
        }
    }
    let cell = odd?;
    let index = Index::new(state);
    // The extra digit appears three times in each unit of the cell.
    let extra: Vec<u8> = state
        .cands
        .get(cell)
        .iter()
        .filter(|&d| {
            units_of(cell)
                .iter()
                .all(|u| index.cells_in(d, u.index()).count_ones() == 3)
        })
        .collect();
    let [digit] = extra[..] else { return None };
    // Without it, every digit must sit twice (or not at all) in every unit.
    for (unit, &unit_cells) in UNIT_MASK.iter().enumerate() {
        for d in 1..=9u8 {
            let mut n = index.cells_in(d, unit).count_ones();
            if d == digit && unit_cells & bit(cell) != 0 {
                n -= 1;
            }
            if n != 0 && n != 2 {
                return None;
            }
        }
    }
    Some(Step {
        technique: Technique::BugPlusOne,
        placements: vec![Candidate::new(cell, digit)],
        eliminations: Vec::new(),
        cells: vec![cell as u8],
        units: Vec::new(),
        pattern: state
            .cands
            .get(cell)
            .iter()
            .map(|d| Candidate::new(cell, d))
            .collect(),
        score: BUG_PLUS_ONE,
        reason: Reason::Uniqueness(Uniqueness::BugPlusOne {
            cell: cell as u8,
            digit,
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Grid, cell_at};

    #[test]
    fn bug_plus_one_places_the_odd_digit() {
        // A position reached on the way through an SE-rated puzzle: every empty cell holds
        // two candidates except r7c9 {4,6,9}.
        let puzzle: Grid =
            "7..263..5..35.92......1.....9..5..3.2..9.6..884.....91...128....2..3..1....4.7..."
                .parse()
                .unwrap();
        let grid: Grid =
            "7892631454135892..562714.8.697851432231946..884537269137.128...92.635.1.15.497.2."
                .parse()
                .unwrap();
        let notes = ",,,,,,,,,,,,,,,,67,67,,,,,,,39,,39,,,,,,,,,,,,,,,,57,57,,,,,,,,,,,,,46,,,,59,56,469,,,48,,,,78,,47,,,68,,,,38,,36";
        let mut cands = crate::grid::Candidates::none();
        for (cell, digits) in notes.split(',').enumerate() {
            cands.set(cell, digits.bytes().map(|b| b - b'0').collect());
        }
        let state = LogicState::with_candidates(&grid, &cands);
        let step = bug_plus_one(&state).expect("BUG+1");
        assert_eq!(step.placements, vec![Candidate::new(cell_at(6, 8), 6)]);
        let solution = crate::solver::solve_first(&puzzle).expect("puzzle solves");
        assert_eq!(solution.get(cell_at(6, 8)), 6);
        // A second cell with three candidates: no BUG+1.
        cands.set(cell_at(1, 7), [6u8, 7, 8].into_iter().collect());
        let state = LogicState { grid, cands };
        assert!(bug_plus_one(&state).is_none());
    }
}
