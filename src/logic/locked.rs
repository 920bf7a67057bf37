//! Locked candidates: pointing (a box confines a digit to one line) and claiming (a line
//! confines a digit to one box).
//!
//! Sudoku Explainer rates a locked candidate lower ("direct", 1.7 pointing / 1.9 claiming)
//! when its eliminations at once leave a digit with a single place in some unit; the
//! direct finders look for exactly those, so the rating follows Explainer's order.

use super::bits::{CellSet, Index, UNIT_MASK, cells_of};
use super::reason::{Locked, Reason};
use super::visit::{Sink, first};
use super::{Candidate, LogicState, Step, Technique, elimination_step};
use crate::grid::{House, box_of, col_of, row_of};
use std::ops::ControlFlow;

/// Score of pointing that directly leaves a hidden single.
pub const DIRECT_POINTING: f32 = 1.7;
/// Score of claiming that directly leaves a hidden single.
pub const DIRECT_CLAIMING: f32 = 1.9;
/// Score of pointing.
pub const POINTING: f32 = 2.6;
/// Score of claiming.
pub const CLAIMING: f32 = 2.8;

struct Lock {
    digit: u8,
    /// The unit that confines the digit.
    base: usize,
    /// The unit the digit is removed from.
    cover: usize,
    /// The base cells holding the digit.
    pattern: CellSet,
    eliminations: CellSet,
}

/// Whether the lock at once leaves its digit a single place in another unit of the same
/// kind as the base (another box for pointing, another parallel line for claiming): the
/// test Explainer uses for its "direct" weights.
fn leaves_hidden_single(index: &Index, lock: &Lock) -> bool {
    let cells = index.digit_cells[lock.digit as usize - 1];
    cells_of(lock.eliminations).any(|c| {
        let unit = match lock.base {
            0..=8 => row_of(c),
            9..=17 => 9 + col_of(c),
            _ => 18 + box_of(c),
        };
        let before = cells & UNIT_MASK[unit];
        before.count_ones() > 1 && (before & !UNIT_MASK[lock.cover]).count_ones() == 1
    })
}

/// Sends every lock of the given kind (`pointing`: base is a box) passing `accept`.
fn visit_locks(
    state: &LogicState,
    pointing: bool,
    accept: impl Fn(&Index, &Lock) -> bool,
    sink: Sink<Lock>,
) -> ControlFlow<()> {
    let index = Index::new(state);
    for digit in 1..=9u8 {
        let all = index.digit_cells[digit as usize - 1];
        let bases: &mut dyn Iterator<Item = usize> = if pointing {
            &mut (18..27)
        } else {
            &mut (0..18)
        };
        for base in bases {
            let cells = all & UNIT_MASK[base];
            if cells.count_ones() < 2 {
                continue;
            }
            let first = cells.trailing_zeros() as usize;
            let both = [row_of(first), 9 + col_of(first)];
            let one = [18 + box_of(first)];
            let covers: &[usize] = if pointing { &both } else { &one };
            for &cover in covers {
                if cells & !UNIT_MASK[cover] != 0 {
                    continue;
                }
                let eliminations = all & UNIT_MASK[cover] & !UNIT_MASK[base];
                if eliminations == 0 {
                    continue;
                }
                let lock = Lock {
                    digit,
                    base,
                    cover,
                    pattern: cells,
                    eliminations,
                };
                if accept(&index, &lock) {
                    sink(lock)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

fn lock_step(lock: Lock, technique: Technique, score: f32) -> Step {
    let base = House::from_index(lock.base);
    let cover = House::from_index(lock.cover);
    let digit = lock.digit;
    let eliminations: Vec<Candidate> = cells_of(lock.eliminations)
        .map(|c| Candidate::new(c, digit))
        .collect();
    let cells: Vec<u8> = cells_of(lock.pattern).map(|c| c as u8).collect();
    let reason = Reason::Locked(Locked {
        digit,
        base,
        cover,
        cells: cells.clone(),
    });
    elimination_step(
        technique,
        score,
        eliminations,
        cells,
        vec![base, cover],
        cells_of(lock.pattern)
            .map(|c| Candidate::new(c, digit))
            .collect(),
        reason,
    )
}

/// Sends every lock of one kind passing `accept` as a step.
fn visit_steps(
    state: &LogicState,
    pointing: bool,
    accept: impl Fn(&Index, &Lock) -> bool,
    (technique, score): (Technique, f32),
    sink: Sink,
) -> ControlFlow<()> {
    visit_locks(state, pointing, accept, &mut |lock| {
        sink(lock_step(lock, technique, score))
    })
}

/// Every direct pointing.
pub(crate) fn visit_direct_pointing(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let kind = (Technique::Pointing, DIRECT_POINTING);
    visit_steps(state, true, leaves_hidden_single, kind, sink)
}

/// Every direct claiming.
pub(crate) fn visit_direct_claiming(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let kind = (Technique::Claiming, DIRECT_CLAIMING);
    visit_steps(state, false, leaves_hidden_single, kind, sink)
}

/// Every pointing.
pub(crate) fn visit_pointing(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let kind = (Technique::Pointing, POINTING);
    visit_steps(state, true, |_, _| true, kind, sink)
}

/// Every claiming.
pub(crate) fn visit_claiming(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let kind = (Technique::Claiming, CLAIMING);
    visit_steps(state, false, |_, _| true, kind, sink)
}

/// Pointing whose eliminations leave a digit one place in some unit (Explainer's 1.7).
pub fn direct_pointing(state: &LogicState) -> Option<Step> {
    first(|sink| visit_direct_pointing(state, sink))
}

/// Claiming whose eliminations leave a digit one place in some unit (Explainer's 1.9).
pub fn direct_claiming(state: &LogicState) -> Option<Step> {
    first(|sink| visit_direct_claiming(state, sink))
}

/// A box where a digit fits only in one row or column: the rest of that line loses it.
pub fn pointing(state: &LogicState) -> Option<Step> {
    first(|sink| visit_pointing(state, sink))
}

/// A row or column where a digit fits only in one box: the rest of that box loses it.
pub fn claiming(state: &LogicState) -> Option<Step> {
    first(|sink| visit_claiming(state, sink))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Candidates, DigitSet, Grid, cell_at};
    use crate::words::Explained;

    /// A state with every candidate everywhere, minus the given removals.
    fn open_state(remove: &[(usize, u8)]) -> LogicState {
        let mut cands = Candidates::none();
        for c in 0..81 {
            cands.set(c, DigitSet::ALL);
        }
        for &(c, d) in remove {
            cands.remove(c, d);
        }
        LogicState::with_candidates(&Grid::empty(), &cands)
    }

    #[test]
    fn pointing_removes_the_digit_from_the_rest_of_the_row() {
        // In box 1, the 5 survives only in row 2 (r2c1..r2c3).
        let mut remove = Vec::new();
        for r in [0, 2] {
            for c in 0..3 {
                remove.push((cell_at(r, c), 5));
            }
        }
        let state = open_state(&remove);
        let step = pointing(&state).expect("pointing exists");
        assert_eq!(step.technique, Technique::Pointing);
        let expected: Vec<Candidate> = (3..9).map(|c| Candidate::new(cell_at(1, c), 5)).collect();
        assert_eq!(step.eliminations, expected);
        assert_eq!(step.score, POINTING);
        assert!(
            step.explanation()
                .starts_with("Pointing: in box 1, the 5 can only be in row 2")
        );
        // Nothing in the open grid points.
        assert!(pointing(&open_state(&[])).is_none());
        assert!(claiming(&open_state(&[])).is_none());
    }

    #[test]
    fn claiming_removes_the_digit_from_the_rest_of_the_box() {
        // In column 4, the 8 survives only in r1c4..r3c4 (box 2).
        let remove: Vec<(usize, u8)> = (3..9).map(|r| (cell_at(r, 3), 8)).collect();
        let state = open_state(&remove);
        // Pointing sees nothing: every box still has 8s on several lines.
        assert!(pointing(&state).is_none());
        let step = claiming(&state).expect("claiming exists");
        let mut expected: Vec<Candidate> = Vec::new();
        for r in 0..3 {
            for c in 4..6 {
                expected.push(Candidate::new(cell_at(r, c), 8));
            }
        }
        expected.sort();
        assert_eq!(step.eliminations, expected);
        assert_eq!(step.units, vec![House::Col(3), House::Box(1)]);
        // No hidden single follows from it, so it is not "direct".
        assert!(direct_claiming(&state).is_none());
    }

    #[test]
    fn direct_pointing_needs_a_resulting_single() {
        // Box 1 confines 5 to row 2. Box 3 holds 5 only at r2c7, r2c8 and r3c9: once row 2
        // loses its 5s outside box 1, r3c9 is box 3's only place for 5.
        let mut remove = Vec::new();
        for r in [0, 2] {
            for c in 0..3 {
                remove.push((cell_at(r, c), 5));
            }
        }
        let box_3_without = [(0, 6), (0, 7), (0, 8), (1, 8), (2, 6), (2, 7)];
        let with_box_3: Vec<(usize, u8)> = remove
            .iter()
            .copied()
            .chain(box_3_without.iter().map(|&(r, c)| (cell_at(r, c), 5)))
            .collect();
        let step = direct_pointing(&open_state(&with_box_3)).expect("direct pointing exists");
        assert_eq!(step.score, DIRECT_POINTING);
        assert_eq!(step.units, vec![House::Box(0), House::Row(1)]);
        assert!(
            step.eliminations
                .contains(&Candidate::new(cell_at(1, 6), 5))
        );
        // Without box 3's restriction the same pointing leaves no single: not direct.
        assert!(direct_pointing(&open_state(&remove)).is_none());
        assert!(pointing(&open_state(&remove)).is_some());
    }
}
