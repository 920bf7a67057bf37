//! Uniqueness techniques: Unique Rectangle types 1-4 (and the same types on longer unique
//! loops); BUG+1 is in `bug.rs`. They assume the puzzle has one solution: a pattern that would allow
//! two solutions (a "deadly pattern") must be broken, which forces a digit or removes one.
//!
//! A deadly pattern here is a set of empty cells, all holding two digits x and y, such that
//! every row, column and box holds either none or exactly two of them: if all of them
//! took only x and y, swapping x and y would give a second solution.

mod patterns;

use super::bits::{CellSet, Index, PEER_MASK, UNIT_MASK, bit, cells_of, combinations};
use super::reason::{LoopKind, Reason};
use super::visit::{Sink, first};
use super::{Candidate, LogicState, Step, Technique, elimination_step};
use crate::grid::{House, units_of};
use patterns::{Rectangle, each_loop, each_rectangle};
use std::ops::ControlFlow;

/// Explainer's weight of a Unique Rectangle type 1.
pub const UR1: f32 = 4.5;
/// Explainer's weight of a Unique Rectangle type 2: the rectangle's own 4.5, since
/// Explainer adds nothing for the type (only a longer loop adds).
pub const UR2: f32 = 4.5;
/// Explainer's weight of a Unique Rectangle type 4: as type 2, the rectangle's 4.5.
pub const UR4: f32 = 4.5;

/// Explainer's weight of a Unique Rectangle type 3 whose naked subset has `size` digits.
pub fn ur3_score(size: usize) -> f32 {
    4.5 + 0.1 * (size as f32 - 1.0)
}

/// The pattern's cells split into those holding exactly {x,y} and the others.
fn floors_and_roofs(state: &LogicState, rect: &Rectangle) -> (Vec<usize>, Vec<usize>) {
    let pair = rect.pair();
    rect.cells()
        .iter()
        .partition(|&&c| state.cands.get(c) == pair)
}

/// Units holding both cells.
fn shared_units(a: usize, b: usize) -> Vec<usize> {
    units_of(a)
        .into_iter()
        .map(House::index)
        .filter(|&u| UNIT_MASK[u] & bit(b) != 0)
        .collect()
}

/// All cells but one hold only {x,y}: the last cannot be x or y, or they would swap.
fn type_1(state: &LogicState, rect: &Rectangle) -> Option<Step> {
    let (_, roofs) = floors_and_roofs(state, rect);
    let [roof] = roofs[..] else { return None };
    let eliminations = vec![Candidate::new(roof, rect.x), Candidate::new(roof, rect.y)];
    Some(ur_step(
        Technique::UniqueRectangle1,
        UR1 + rect.bonus(),
        rect,
        eliminations,
        Vec::new(),
        rect.reason(LoopKind::One { roof: roof as u8 }),
    ))
}

/// The cells beyond {x,y} all hold one same extra digit z: one of them is z, so cells
/// seeing all of them lose z.
fn type_2(state: &LogicState, index: &Index, rect: &Rectangle) -> Option<Step> {
    let (_, roofs) = floors_and_roofs(state, rect);
    if roofs.len() < 2 {
        return None;
    }
    let pair = rect.pair();
    let extra = state.cands.get(roofs[0]).difference(pair);
    let z = extra.single_digit()?;
    if roofs
        .iter()
        .any(|&r| state.cands.get(r).difference(pair) != extra)
    {
        return None;
    }
    let targets = roofs
        .iter()
        .fold(index.digit_cells[z as usize - 1], |m, &r| m & PEER_MASK[r]);
    if targets == 0 {
        return None;
    }
    let reason = rect.reason(LoopKind::Two {
        roofs: roofs.iter().map(|&c| c as u8).collect(),
        extra: z,
    });
    let eliminations = cells_of(targets).map(|c| Candidate::new(c, z)).collect();
    Some(ur_step(
        Technique::UniqueRectangle2,
        UR2 + rect.bonus(),
        rect,
        eliminations,
        Vec::new(),
        reason,
    ))
}

/// Two cells go beyond {x,y} and share a unit where x fits only in them: one of them is
/// x, so neither can be y.
fn type_4(state: &LogicState, index: &Index, rect: &Rectangle) -> Option<Step> {
    let (_, roofs) = floors_and_roofs(state, rect);
    let [a, b] = roofs[..] else { return None };
    let both = bit(a) | bit(b);
    for unit in shared_units(a, b) {
        for (x, y) in [(rect.x, rect.y), (rect.y, rect.x)] {
            if index.cells_in(x, unit) != both {
                continue;
            }
            let reason = rect.reason(LoopKind::Four {
                roofs: [a as u8, b as u8],
                unit: House::from_index(unit),
                locked: x,
            });
            let eliminations = vec![Candidate::new(a, y), Candidate::new(b, y)];
            return Some(ur_step(
                Technique::UniqueRectangle4,
                UR4 + rect.bonus(),
                rect,
                eliminations,
                vec![House::from_index(unit)],
                reason,
            ));
        }
    }
    None
}

/// Two cells go beyond {x,y}; their extra digits, taken as one cell, form a naked subset
/// with other cells of a unit they share.
fn type_3(state: &LogicState, rect: &Rectangle) -> Option<Step> {
    let (_, roofs) = floors_and_roofs(state, rect);
    let [a, b] = roofs[..] else { return None };
    let pair = rect.pair();
    let extra = state
        .cands
        .get(a)
        .difference(pair)
        .union(state.cands.get(b).difference(pair));
    if extra.len() < 2 {
        return None;
    }
    for unit in shared_units(a, b) {
        let others: Vec<usize> = cells_of(UNIT_MASK[unit] & !(bit(a) | bit(b)))
            .filter(|&c| state.grid.get(c) == 0)
            .collect();
        for k in 1..=3usize {
            if extra.len() as usize > k + 1 {
                continue;
            }
            let mut found = None;
            combinations(others.len(), k, &mut |chosen| {
                let digits = chosen
                    .iter()
                    .fold(extra, |m, &i| m.union(state.cands.get(others[i])));
                if digits.len() as usize != k + 1 {
                    return false;
                }
                let members: CellSet = chosen.iter().fold(0, |m, &i| m | bit(others[i]));
                let mut eliminations = Vec::new();
                for &c in &others {
                    if members & bit(c) == 0 {
                        for d in state.cands.get(c).intersection(digits).iter() {
                            eliminations.push(Candidate::new(c, d));
                        }
                    }
                }
                if eliminations.is_empty() {
                    return false;
                }
                found = Some((members, digits, eliminations));
                true
            });
            if let Some((members, digits, eliminations)) = found {
                let reason = rect.reason(LoopKind::Three {
                    roofs: [a as u8, b as u8],
                    extra,
                    unit: House::from_index(unit),
                    subset: cells_of(members).map(|c| c as u8).collect(),
                    subset_digits: digits,
                });
                let mut step = ur_step(
                    Technique::UniqueRectangle3,
                    ur3_score(k + 1) + rect.bonus(),
                    rect,
                    eliminations,
                    vec![House::from_index(unit)],
                    reason,
                );
                for c in cells_of(members) {
                    step.cells.push(c as u8);
                    step.pattern
                        .extend(state.cands.get(c).iter().map(|d| Candidate::new(c, d)));
                }
                return Some(step);
            }
        }
    }
    None
}

/// Sends `step` if there is one.
fn send(step: Option<Step>, sink: Sink) -> ControlFlow<()> {
    match step {
        Some(step) => sink(step),
        None => ControlFlow::Continue(()),
    }
}

/// Every rectangle of type 1 (one step per rectangle and digit pair).
pub(crate) fn visit_ur1(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    each_rectangle(state, |rect| send(type_1(state, &rect), sink))
}

/// Every rectangle of type 2.
pub(crate) fn visit_ur2(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let index = Index::new(state);
    each_rectangle(state, |rect| send(type_2(state, &index, &rect), sink))
}

/// Every rectangle of type 4 (the first shared unit and digit order of each).
pub(crate) fn visit_ur4(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let index = Index::new(state);
    each_rectangle(state, |rect| send(type_4(state, &index, &rect), sink))
}

/// Every rectangle of type 3 (the smallest subset of each).
pub(crate) fn visit_ur3(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    each_rectangle(state, |rect| send(type_3(state, &rect), sink))
}

/// Every unique loop of 6 to 10 cells with the first type that applies to it, shortest
/// loop first; a loop is met once for each start and direction, so the same step comes
/// more than once.
pub(crate) fn visit_unique_loop(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let index = Index::new(state);
    each_loop(state, |rect| {
        let step = type_1(state, &rect)
            .or_else(|| type_2(state, &index, &rect))
            .or_else(|| type_4(state, &index, &rect))
            .or_else(|| type_3(state, &rect));
        send(step, sink)
    })
}

/// Three corners hold only {x,y}: the fourth cannot be x or y, or the four would swap.
pub fn unique_rectangle_1(state: &LogicState) -> Option<Step> {
    first(|sink| visit_ur1(state, sink))
}

/// Two corners hold only {x,y} and the other two {x,y,z}: one of those two is z, so cells
/// seeing both lose z.
pub fn unique_rectangle_2(state: &LogicState) -> Option<Step> {
    first(|sink| visit_ur2(state, sink))
}

/// Two corners hold only {x,y}; the other two share a unit where x fits only in them: one
/// of them is x, so neither can be y.
pub fn unique_rectangle_4(state: &LogicState) -> Option<Step> {
    first(|sink| visit_ur4(state, sink))
}

/// Two corners hold only {x,y}; the extra digits of the other two, taken as one cell,
/// form a naked subset with other cells of a unit they share.
pub fn unique_rectangle_3(state: &LogicState) -> Option<Step> {
    first(|sink| visit_ur3(state, sink))
}

/// The four types on unique loops of 6 to 10 cells, shortest loop first.
pub fn unique_loop(state: &LogicState) -> Option<Step> {
    first(|sink| visit_unique_loop(state, sink))
}

fn ur_step(
    technique: Technique,
    score: f32,
    rect: &Rectangle,
    mut eliminations: Vec<Candidate>,
    units: Vec<House>,
    reason: Reason,
) -> Step {
    eliminations.sort();
    let cells: Vec<u8> = cells_of(rect.mask()).map(|c| c as u8).collect();
    let pattern = rect
        .pattern()
        .into_iter()
        .filter(|p| !eliminations.contains(p))
        .collect();
    elimination_step(
        technique,
        score,
        eliminations,
        cells,
        units,
        pattern,
        reason,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::grid::{DigitSet, cell_at};

    fn state_with(sets: &[(usize, &[u8])]) -> LogicState {
        state_over(DigitSet::ALL, sets)
    }

    /// Every cell holds `base`, except the cells listed.
    fn state_over(base: DigitSet, sets: &[(usize, &[u8])]) -> LogicState {
        let mut cands = crate::grid::Candidates::none();
        for c in 0..81 {
            cands.set(c, base);
        }
        for &(c, digits) in sets {
            cands.set(c, digits.iter().copied().collect());
        }
        LogicState::with_candidates(&Grid::empty(), &cands)
    }

    #[test]
    fn type_1_clears_the_fourth_corner() {
        // r1c1, r1c4, r2c1 hold {5,6}; r2c4 holds {5,6,8}: boxes 1 and 2.
        let state = state_with(&[
            (cell_at(0, 0), &[5, 6]),
            (cell_at(0, 3), &[5, 6]),
            (cell_at(1, 0), &[5, 6]),
            (cell_at(1, 3), &[5, 6, 8]),
        ]);
        let step = unique_rectangle_1(&state).expect("UR1");
        assert_eq!(
            step.eliminations,
            vec![
                Candidate::new(cell_at(1, 3), 5),
                Candidate::new(cell_at(1, 3), 6)
            ]
        );
        // Four boxes: not a rectangle that can swap unnoticed.
        let state = state_with(&[
            (cell_at(0, 0), &[5, 6]),
            (cell_at(0, 3), &[5, 6]),
            (cell_at(3, 0), &[5, 6]),
            (cell_at(3, 3), &[5, 6, 8]),
        ]);
        assert!(unique_rectangle_1(&state).is_none());
    }

    #[test]
    fn type_2_removes_the_shared_extra() {
        let state = state_with(&[
            (cell_at(0, 0), &[5, 6]),
            (cell_at(0, 3), &[5, 6]),
            (cell_at(1, 0), &[5, 6, 8]),
            (cell_at(1, 3), &[5, 6, 8]),
        ]);
        assert!(unique_rectangle_1(&state).is_none());
        let step = unique_rectangle_2(&state).expect("UR2");
        // Row 2 cells other than the roofs lose 8.
        assert_eq!(step.eliminations.len(), 7);
        assert!(
            step.eliminations
                .iter()
                .all(|e| e.digit == 8 && e.cell() / 9 == 1)
        );
    }

    #[test]
    fn type_4_uses_a_strong_link_in_the_roof() {
        // Roofs r2c1, r2c4 hold {5,6,8} and {5,6,9}; in row 2 the 5 fits only there.
        let mut sets: Vec<(usize, Vec<u8>)> = vec![
            (cell_at(0, 0), vec![5, 6]),
            (cell_at(0, 3), vec![5, 6]),
            (cell_at(1, 0), vec![5, 6, 8]),
            (cell_at(1, 3), vec![5, 6, 9]),
        ];
        for c in [1, 2, 4, 5, 6, 7, 8] {
            sets.push((cell_at(1, c), vec![1, 2, 3, 4, 6, 7, 8, 9]));
        }
        let refs: Vec<(usize, &[u8])> = sets.iter().map(|(c, d)| (*c, d.as_slice())).collect();
        let state = state_with(&refs);
        assert!(unique_rectangle_2(&state).is_none());
        let step = unique_rectangle_4(&state).expect("UR4");
        assert_eq!(
            step.eliminations,
            vec![
                Candidate::new(cell_at(1, 0), 6),
                Candidate::new(cell_at(1, 3), 6)
            ]
        );
    }

    #[test]
    fn type_3_naked_pair_with_the_roof() {
        // Roof extras {8,9}; r2c7 holds {8,9}: naked pair in row 2 with the roofs.
        let state = state_with(&[
            (cell_at(0, 0), &[5, 6]),
            (cell_at(0, 3), &[5, 6]),
            (cell_at(1, 0), &[5, 6, 8]),
            (cell_at(1, 3), &[5, 6, 9]),
            (cell_at(1, 6), &[8, 9]),
        ]);
        let step = unique_rectangle_3(&state).expect("UR3");
        assert_eq!(step.score, ur3_score(2));
        assert_eq!(step.eliminations.len(), 2 * 6);
        assert!(
            step.eliminations
                .iter()
                .all(|e| e.cell() / 9 == 1 && (e.digit == 8 || e.digit == 9))
        );
    }

    #[test]
    fn six_cell_loop_type_1() {
        // {1,9} on r2c1 r2c2 r6c1 r6c3 r8c2 r8c3 (boxes 1, 4, 7), r2c1 also holds 3:
        // every row, column and box holds two of the cells, so r2c1 must be 3.
        // No other cell holds 1 or 9, so no rectangle shows up.
        let others: DigitSet = (2..=8).collect();
        let state = state_over(
            others,
            &[
                (cell_at(1, 0), &[1, 3, 9]),
                (cell_at(1, 1), &[1, 9]),
                (cell_at(5, 0), &[1, 9]),
                (cell_at(5, 2), &[1, 9]),
                (cell_at(7, 1), &[1, 9]),
                (cell_at(7, 2), &[1, 9]),
            ],
        );
        assert!(unique_rectangle_1(&state).is_none());
        let step = unique_loop(&state).expect("unique loop");
        assert_eq!(
            step.eliminations,
            vec![
                Candidate::new(cell_at(1, 0), 1),
                Candidate::new(cell_at(1, 0), 9)
            ]
        );
        assert!((step.score - 4.6).abs() < 1e-6);
        // Move one cell so that a column holds three of them: no loop.
        let state = state_over(
            others,
            &[
                (cell_at(1, 0), &[1, 3, 9]),
                (cell_at(1, 1), &[1, 9]),
                (cell_at(5, 0), &[1, 9]),
                (cell_at(5, 2), &[1, 9]),
                (cell_at(7, 0), &[1, 9]),
                (cell_at(7, 2), &[1, 9]),
            ],
        );
        assert!(unique_loop(&state).is_none());
    }
}
