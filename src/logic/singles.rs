//! Singles: full house, hidden single and naked single.

use super::reason::{Exclusion, Reason, Single, SingleKind};
use super::visit::{Sink, first};
use super::{Candidate, LogicState, Step, Technique};
use crate::grid::{CELLS, House, units_of};
use std::ops::ControlFlow;

fn placement_step(
    technique: Technique,
    score: f32,
    kind: SingleKind,
    cell: usize,
    digit: u8,
    excluded: Vec<Exclusion>,
) -> Step {
    let units = match kind {
        SingleKind::FullHouse(unit) | SingleKind::Hidden(unit) => vec![unit],
        SingleKind::Naked => Vec::new(),
    };
    Step {
        technique,
        placements: vec![Candidate::new(cell, digit)],
        eliminations: Vec::new(),
        cells: vec![cell as u8],
        units,
        pattern: vec![Candidate::new(cell, digit)],
        score,
        reason: Reason::Single(Single {
            kind,
            cell: cell as u8,
            digit,
            excluded,
        }),
    }
}

/// Why `digit` is not a candidate of `cell`: a peer holding it (row first, then column,
/// then box), or nothing placed, when the candidate was removed earlier.
fn exclusion(state: &LogicState, cell: usize, digit: u8) -> Exclusion {
    let by = units_of(cell)
        .iter()
        .flat_map(|unit| unit.cells().iter().copied())
        .find(|&peer| state.grid.get(peer as usize) == digit);
    Exclusion {
        candidate: Candidate::new(cell, digit),
        by,
    }
}

/// A unit with one empty cell left: that cell takes the missing digit.
pub fn full_house(state: &LogicState) -> Option<Step> {
    first(|sink| visit_full_house(state, sink))
}

/// Every full house, house by house.
pub(crate) fn visit_full_house(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    for unit in House::all() {
        let mut empty = unit
            .cells()
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| state.grid.get(c) == 0);
        let (Some(cell), None) = (empty.next(), empty.next()) else {
            continue;
        };
        // A hand-edited cell may hold several candidates or none: then it is no full house.
        let Some(digit) = state.cands.get(cell).single_digit() else {
            continue;
        };
        sink(placement_step(
            Technique::FullHouse,
            1.0,
            SingleKind::FullHouse(unit),
            cell,
            digit,
            Vec::new(),
        ))?;
    }
    ControlFlow::Continue(())
}

/// A digit with one place left in a unit. Boxes are tried first: they are easier to spot.
pub fn hidden_single(state: &LogicState) -> Option<Step> {
    first(|sink| visit_hidden_single(state, sink))
}

/// Every hidden single, boxes first.
pub(crate) fn visit_hidden_single(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let order = (18..27).chain(0..18).map(House::from_index);
    for unit in order {
        for digit in 1..=9u8 {
            let mut places = state.cands.cells_with(unit, digit);
            if let (Some(cell), None) = (places.next(), places.next()) {
                let score = if matches!(unit, House::Box(_)) {
                    1.2
                } else {
                    1.5
                };
                let excluded = unit
                    .cells()
                    .iter()
                    .map(|&c| c as usize)
                    .filter(|&c| c != cell && state.grid.get(c) == 0)
                    .map(|c| exclusion(state, c, digit))
                    .collect();
                sink(placement_step(
                    Technique::HiddenSingle,
                    score,
                    SingleKind::Hidden(unit),
                    cell,
                    digit,
                    excluded,
                ))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// A cell with one candidate left.
pub fn naked_single(state: &LogicState) -> Option<Step> {
    first(|sink| visit_naked_single(state, sink))
}

/// Every naked single, in cell order.
pub(crate) fn visit_naked_single(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    for cell in 0..CELLS {
        let Some(digit) = state.cands.get(cell).single_digit() else {
            continue;
        };
        let excluded = (1..=9u8)
            .filter(|&d| d != digit)
            .map(|d| exclusion(state, cell, d))
            .collect();
        sink(placement_step(
            Technique::NakedSingle,
            2.3,
            SingleKind::Naked,
            cell,
            digit,
            excluded,
        ))?;
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::words::Explained;

    #[test]
    fn full_house_fills_the_last_cell_of_a_row() {
        let grid: Grid = "12345678."
            .chars()
            .chain(std::iter::repeat_n('.', 72))
            .collect::<String>()
            .parse()
            .unwrap();
        let step = full_house(&LogicState::from_grid(&grid)).unwrap();
        assert_eq!(step.placements, vec![Candidate::new(8, 9)]);
        assert_eq!(step.units, vec![House::Row(0)]);
    }

    #[test]
    fn hidden_single_in_a_box() {
        // The 1s in rows 2 and 3 and columns 2 and 3 leave r1c1 as box 1's only place for 1.
        let mut grid = Grid::empty();
        grid.set(crate::grid::cell_at(1, 4), 1);
        grid.set(crate::grid::cell_at(2, 7), 1);
        grid.set(crate::grid::cell_at(4, 1), 1);
        grid.set(crate::grid::cell_at(7, 2), 1);
        let step = hidden_single(&LogicState::from_grid(&grid)).unwrap();
        assert_eq!(step.placements, vec![Candidate::new(0, 1)]);
        assert_eq!(
            step.explanation(),
            "Hidden single: in box 1, the 1 fits only in r1c1."
        );
    }

    #[test]
    fn naked_single_when_peers_hold_eight_digits() {
        let mut grid = Grid::empty();
        for (i, d) in [1u8, 2, 3, 4].into_iter().enumerate() {
            grid.set(i + 1, d); // row 1
        }
        for (i, d) in [5u8, 6, 7, 8].into_iter().enumerate() {
            grid.set((i + 3) * 9, d); // column 1
        }
        let state = LogicState::from_grid(&grid);
        assert!(full_house(&state).is_none());
        let step = naked_single(&state).unwrap();
        assert_eq!(step.placements, vec![Candidate::new(0, 9)]);
    }
}
