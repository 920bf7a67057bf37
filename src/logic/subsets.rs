//! Naked and hidden subsets (pairs, triples, quads).
//!
//! A naked subset is `n` cells of a unit holding only `n` digits between them: those
//! digits leave every other cell of the unit (and of any other unit all `n` share).
//! A hidden subset is `n` digits of a unit confined to `n` cells: those cells lose every
//! other digit. As with locked candidates, Sudoku Explainer rates a hidden pair or triple
//! lower ("direct", 2.0 / 2.5) when it at once leaves a hidden single.

use super::bits::{CellSet, Index, UNIT_MASK, bit, cells_of, combinations, unit_cell};
use super::reason::{Reason, Subset as SubsetReason, SubsetKind};
use super::visit::{Sink, first};
use super::{Candidate, LogicState, Step, Technique, elimination_step};
use crate::grid::{DigitSet, House, units_of};
use std::ops::ControlFlow;

/// Explainer's weight of a naked subset of `size` cells.
pub fn naked_score(size: usize) -> f32 {
    match size {
        2 => 3.0,
        3 => 3.6,
        _ => 5.0,
    }
}

/// Explainer's weight of a hidden subset of `size` digits.
pub fn hidden_score(size: usize) -> f32 {
    match size {
        2 => 3.4,
        3 => 4.0,
        _ => 5.4,
    }
}

/// Explainer's weight of a hidden pair or triple that directly leaves a hidden single.
pub fn direct_hidden_score(size: usize) -> f32 {
    if size == 2 { 2.0 } else { 2.5 }
}

struct Subset {
    unit: usize,
    cells: CellSet,
    digits: DigitSet,
    eliminations: Vec<Candidate>,
}

/// Units searched: boxes first, then rows, then columns (as a person scans).
const UNIT_ORDER: [usize; 27] = [
    18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    17,
];

fn visit_naked(state: &LogicState, size: usize, sink: Sink<Subset>) -> ControlFlow<()> {
    for &unit in &UNIT_ORDER {
        let mut members = [(0usize, DigitSet::EMPTY); 9];
        let mut count = 0;
        for &c in House::from_index(unit).cells() {
            let c = c as usize;
            let set = state.cands.get(c);
            if state.grid.get(c) == 0 && set.len() >= 2 && set.len() as usize <= size {
                members[count] = (c, set);
                count += 1;
            }
        }
        let mut flow = ControlFlow::Continue(());
        combinations(count, size, &mut |chosen| {
            let digits = chosen
                .iter()
                .fold(DigitSet::EMPTY, |acc, &i| acc.union(members[i].1));
            if digits.len() as usize != size {
                return false;
            }
            let cells: CellSet = chosen
                .iter()
                .map(|&i| bit(members[i].0))
                .fold(0, |a, b| a | b);
            // Every unit that holds all the cells loses the digits elsewhere.
            let mut region: CellSet = 0;
            for u in units_of(members[chosen[0]].0) {
                if cells & !UNIT_MASK[u.index()] == 0 {
                    region |= UNIT_MASK[u.index()];
                }
            }
            let mut eliminations = Vec::new();
            for c in cells_of(region & !cells) {
                for d in state.cands.get(c).intersection(digits).iter() {
                    eliminations.push(Candidate::new(c, d));
                }
            }
            if eliminations.is_empty() {
                return false;
            }
            eliminations.sort();
            flow = sink(Subset {
                unit,
                cells,
                digits,
                eliminations,
            });
            flow.is_break()
        });
        flow?;
    }
    ControlFlow::Continue(())
}

fn visit_hidden(
    state: &LogicState,
    size: usize,
    direct: bool,
    sink: Sink<Subset>,
) -> ControlFlow<()> {
    let index = Index::new(state);
    for &unit in &UNIT_ORDER {
        // With 2n empty cells or fewer, the other cells form a naked set of at most n
        // cells, which is easier; Explainer does not look for the hidden one there.
        let empty = (0..9)
            .filter(|&p| state.grid.get(unit_cell(unit, p)) == 0)
            .count();
        if (direct && empty <= size) || (!direct && empty <= 2 * size) {
            continue;
        }
        let mut members = [(0u8, 0u16); 9];
        let mut count = 0;
        for d in 1..=9u8 {
            let pos = index.unit_pos[d as usize - 1][unit];
            let n = pos.count_ones() as usize;
            if n >= 2 && n <= size {
                members[count] = (d, pos);
                count += 1;
            }
        }
        let mut flow = ControlFlow::Continue(());
        combinations(count, size, &mut |chosen| {
            let positions = chosen.iter().fold(0u16, |acc, &i| acc | members[i].1);
            if positions.count_ones() as usize != size {
                return false;
            }
            let digits: DigitSet = chosen.iter().map(|&i| members[i].0).collect();
            let mut cells: CellSet = 0;
            let mut eliminations = Vec::new();
            for p in 0..9 {
                if positions & (1 << p) != 0 {
                    let c = unit_cell(unit, p);
                    cells |= bit(c);
                    for d in state.cands.get(c).difference(digits).iter() {
                        eliminations.push(Candidate::new(c, d));
                    }
                }
            }
            if eliminations.is_empty()
                || (direct && !leaves_hidden_single(&index, unit, cells, digits))
            {
                return false;
            }
            flow = sink(Subset {
                unit,
                cells,
                digits,
                eliminations,
            });
            flow.is_break()
        });
        flow?;
    }
    ControlFlow::Continue(())
}

fn subset_step(subset: Subset, technique: Technique, score: f32, naked: bool) -> Step {
    let unit = House::from_index(subset.unit);
    let cells: Vec<u8> = cells_of(subset.cells).map(|c| c as u8).collect();
    let reason = Reason::Subset(SubsetReason {
        kind: if naked {
            SubsetKind::Naked
        } else {
            SubsetKind::Hidden
        },
        unit,
        cells: cells.clone(),
        digits: subset.digits,
    });
    let pattern = cells_of(subset.cells)
        .flat_map(|c| subset.digits.iter().map(move |d| Candidate::new(c, d)))
        .collect();
    elimination_step(
        technique,
        score,
        subset.eliminations,
        cells,
        vec![unit],
        pattern,
        reason,
    )
}

fn naked(state: &LogicState, size: usize, technique: Technique, sink: Sink) -> ControlFlow<()> {
    visit_naked(state, size, &mut |subset| {
        sink(subset_step(subset, technique, naked_score(size), true))
    })
}

fn hidden(state: &LogicState, size: usize, technique: Technique, sink: Sink) -> ControlFlow<()> {
    visit_hidden(state, size, false, &mut |subset| {
        sink(subset_step(subset, technique, hidden_score(size), false))
    })
}

/// Whether the hidden set at once leaves another digit a single place in its unit: the
/// test Explainer uses for its "direct" weights.
fn leaves_hidden_single(index: &Index, unit: usize, cells: CellSet, digits: DigitSet) -> bool {
    (1..=9u8).filter(|&d| !digits.contains(d)).any(|d| {
        let before = index.cells_in(d, unit);
        before.count_ones() > 1 && (before & !cells).count_ones() == 1
    })
}

fn direct_hidden(
    state: &LogicState,
    size: usize,
    technique: Technique,
    sink: Sink,
) -> ControlFlow<()> {
    visit_hidden(state, size, true, &mut |subset| {
        sink(subset_step(
            subset,
            technique,
            direct_hidden_score(size),
            false,
        ))
    })
}

/// Every naked pair.
pub(crate) fn visit_naked_pair(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    naked(state, 2, Technique::NakedPair, sink)
}

/// Every naked triple.
pub(crate) fn visit_naked_triple(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    naked(state, 3, Technique::NakedTriple, sink)
}

/// Every naked quad.
pub(crate) fn visit_naked_quad(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    naked(state, 4, Technique::NakedQuad, sink)
}

/// Every hidden pair.
pub(crate) fn visit_hidden_pair(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    hidden(state, 2, Technique::HiddenPair, sink)
}

/// Every hidden triple.
pub(crate) fn visit_hidden_triple(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    hidden(state, 3, Technique::HiddenTriple, sink)
}

/// Every hidden quad.
pub(crate) fn visit_hidden_quad(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    hidden(state, 4, Technique::HiddenQuad, sink)
}

/// Every direct hidden pair.
pub(crate) fn visit_direct_hidden_pair(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    direct_hidden(state, 2, Technique::HiddenPair, sink)
}

/// Every direct hidden triple.
pub(crate) fn visit_direct_hidden_triple(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    direct_hidden(state, 3, Technique::HiddenTriple, sink)
}

/// Two cells of a unit holding the same two digits only.
pub fn naked_pair(state: &LogicState) -> Option<Step> {
    first(|sink| visit_naked_pair(state, sink))
}

/// Three cells of a unit holding only three digits between them.
pub fn naked_triple(state: &LogicState) -> Option<Step> {
    first(|sink| visit_naked_triple(state, sink))
}

/// Four cells of a unit holding only four digits between them.
pub fn naked_quad(state: &LogicState) -> Option<Step> {
    first(|sink| visit_naked_quad(state, sink))
}

/// Two digits of a unit confined to the same two cells.
pub fn hidden_pair(state: &LogicState) -> Option<Step> {
    first(|sink| visit_hidden_pair(state, sink))
}

/// Three digits of a unit confined to three cells.
pub fn hidden_triple(state: &LogicState) -> Option<Step> {
    first(|sink| visit_hidden_triple(state, sink))
}

/// Four digits of a unit confined to four cells.
pub fn hidden_quad(state: &LogicState) -> Option<Step> {
    first(|sink| visit_hidden_quad(state, sink))
}

/// A hidden pair whose eliminations directly leave a hidden single (Explainer's 2.0).
pub fn direct_hidden_pair(state: &LogicState) -> Option<Step> {
    first(|sink| visit_direct_hidden_pair(state, sink))
}

/// A hidden triple whose eliminations directly leave a hidden single (Explainer's 2.5).
pub fn direct_hidden_triple(state: &LogicState) -> Option<Step> {
    first(|sink| visit_direct_hidden_triple(state, sink))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Candidates, Grid, cell_at};

    fn state_with(sets: &[(usize, &[u8])]) -> LogicState {
        let mut cands = Candidates::none();
        for c in 0..81 {
            cands.set(c, DigitSet::ALL);
        }
        for &(c, digits) in sets {
            cands.set(c, digits.iter().copied().collect());
        }
        LogicState::with_candidates(&Grid::empty(), &cands)
    }

    #[test]
    fn naked_pair_in_a_row_and_box() {
        // r1c1 and r1c2 hold only {3,7}: the rest of row 1 and box 1 lose 3 and 7.
        let state = state_with(&[(cell_at(0, 0), &[3, 7]), (cell_at(0, 1), &[3, 7])]);
        let step = naked_pair(&state).expect("naked pair");
        assert_eq!(step.eliminations.len(), 2 * 13); // row 1 and box 1 share r1c3
        assert!(
            step.eliminations
                .contains(&Candidate::new(cell_at(0, 8), 7))
        );
        assert!(
            step.eliminations
                .contains(&Candidate::new(cell_at(2, 2), 3))
        );
        assert!(
            !step
                .eliminations
                .contains(&Candidate::new(cell_at(3, 0), 3))
        );
        assert!(
            step.eliminations
                .iter()
                .all(|e| e.digit == 3 || e.digit == 7)
        );
        // No triple: the pair is found first only as a pair.
        assert!(naked_triple(&state_with(&[])).is_none());
        // Two cells with different pairs are no naked pair.
        let state = state_with(&[(cell_at(0, 0), &[3, 7]), (cell_at(0, 1), &[3, 8])]);
        assert!(naked_pair(&state).is_none());
    }

    #[test]
    fn naked_triple_across_three_cells() {
        // {1,2} {2,3} {1,3} in column 5, in different boxes.
        let state = state_with(&[
            (cell_at(0, 4), &[1, 2]),
            (cell_at(4, 4), &[2, 3]),
            (cell_at(8, 4), &[1, 3]),
        ]);
        assert!(naked_pair(&state).is_none());
        let step = naked_triple(&state).expect("naked triple");
        assert_eq!(step.eliminations.len(), 6 * 3);
        assert!(
            step.eliminations
                .iter()
                .all(|e| crate::grid::col_of(e.cell()) == 4)
        );
        assert_eq!(step.units, vec![House::Col(4)]);
    }

    #[test]
    fn hidden_pair_strips_other_digits() {
        // In row 9, the 4 and 6 fit only in r9c2 and r9c8.
        let mut sets: Vec<(usize, Vec<u8>)> = Vec::new();
        for c in 0..9 {
            if c != 1 && c != 7 {
                sets.push((cell_at(8, c), vec![1, 2, 3, 5, 7, 8, 9]));
            }
        }
        let refs: Vec<(usize, &[u8])> = sets.iter().map(|(c, d)| (*c, d.as_slice())).collect();
        let state = state_with(&refs);
        let step = hidden_pair(&state).expect("hidden pair");
        assert_eq!(step.eliminations.len(), 14);
        assert!(
            step.eliminations
                .iter()
                .all(|e| e.digit != 4 && e.digit != 6)
        );
        assert_eq!(step.cells, vec![cell_at(8, 1) as u8, cell_at(8, 7) as u8]);
        assert!(hidden_triple(&state_with(&[])).is_none());
    }
}
