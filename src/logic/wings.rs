//! Wings: XY-Wing, XYZ-Wing and W-Wing.

use super::bits::{CellSet, Index, PEER_MASK, bit, cells_of};
use super::reason::{Reason, StrongLink, Wing};
use super::visit::{Sink, first};
use super::{Candidate, LogicState, Step, Technique, elimination_step};
use crate::grid::{DigitSet, House};
use std::ops::ControlFlow;

/// Explainer's weight of an XY-Wing.
pub const XY_WING: f32 = 4.2;
/// Explainer's weight of an XYZ-Wing.
pub const XYZ_WING: f32 = 4.4;
/// Weight of a W-Wing: Explainer finds it as a chain with three strong links, two of
/// them inside bivalue cells (Sukaku Explainer weighs such chains 5.4 and up; puzzles
/// whose hardest step here is a W-Wing average 6.2 on the reference set).
pub const W_WING: f32 = 6.0;

fn wing_step(
    technique: Technique,
    score: f32,
    z: u8,
    cells: [usize; 3],
    eliminations: CellSet,
    state: &LogicState,
    reason: Wing,
) -> Step {
    let pattern = cells
        .iter()
        .flat_map(|&c| state.cands.get(c).iter().map(move |d| Candidate::new(c, d)))
        .collect();
    elimination_step(
        technique,
        score,
        cells_of(eliminations)
            .map(|c| Candidate::new(c, z))
            .collect(),
        cells.iter().map(|&c| c as u8).collect(),
        Vec::new(),
        pattern,
        Reason::Wing(reason),
    )
}

/// A pivot {x,y} seeing pincers {x,z} and {y,z}: one pincer is z, so cells seeing
/// both pincers lose z.
pub fn xy_wing(state: &LogicState) -> Option<Step> {
    first(|sink| visit_xy_wing(state, sink))
}

/// Every XY-Wing.
pub(crate) fn visit_xy_wing(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let index = Index::new(state);
    for pivot in cells_of(index.bivalue) {
        let pv = state.cands.get(pivot);
        let wings: Vec<usize> = cells_of(index.bivalue & PEER_MASK[pivot])
            .filter(|&w| {
                let s = state.cands.get(w);
                s.intersection(pv).len() == 1
            })
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let (sa, sb) = (state.cands.get(a), state.cands.get(b));
                let shared_a = sa.intersection(pv);
                let shared_b = sb.intersection(pv);
                if shared_a == shared_b {
                    continue;
                }
                let za = sa.difference(pv);
                if za != sb.difference(pv) {
                    continue;
                }
                let Some(z) = za.single_digit() else { continue };
                let elims =
                    index.digit_cells[z as usize - 1] & PEER_MASK[a] & PEER_MASK[b] & !bit(pivot);
                if elims == 0 {
                    continue;
                }
                let reason = Wing::Xy {
                    pivot: pivot as u8,
                    pincers: [a as u8, b as u8],
                    x: shared_a.first().unwrap_or(0),
                    y: shared_b.first().unwrap_or(0),
                    z,
                };
                sink(wing_step(
                    Technique::XYWing,
                    XY_WING,
                    z,
                    [pivot, a, b],
                    elims,
                    state,
                    reason,
                ))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// A pivot {x,y,z} seeing pincers {x,z} and {y,z}: one of the three is z, so cells
/// seeing all three lose z.
pub fn xyz_wing(state: &LogicState) -> Option<Step> {
    first(|sink| visit_xyz_wing(state, sink))
}

/// Every XYZ-Wing.
pub(crate) fn visit_xyz_wing(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let index = Index::new(state);
    for (pivot, &pivot_peers) in PEER_MASK.iter().enumerate() {
        let pv = state.cands.get(pivot);
        if state.grid.get(pivot) != 0 || pv.len() != 3 {
            continue;
        }
        let wings: Vec<usize> = cells_of(index.bivalue & pivot_peers)
            .filter(|&w| state.cands.get(w).difference(pv).is_empty())
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let (sa, sb) = (state.cands.get(a), state.cands.get(b));
                if sa == sb {
                    continue;
                }
                let Some(z) = sa.intersection(sb).single_digit() else {
                    continue;
                };
                let elims =
                    index.digit_cells[z as usize - 1] & pivot_peers & PEER_MASK[a] & PEER_MASK[b];
                if elims == 0 {
                    continue;
                }
                let reason = Wing::Xyz {
                    pivot: pivot as u8,
                    pincers: [a as u8, b as u8],
                    z,
                };
                sink(wing_step(
                    Technique::XYZWing,
                    XYZ_WING,
                    z,
                    [pivot, a, b],
                    elims,
                    state,
                    reason,
                ))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Two cells holding the same pair {x,y}, joined by a strong link on x (a unit where x
/// has two places, one seeing each cell): one of the cells is y, so cells seeing both
/// lose y.
pub fn w_wing(state: &LogicState) -> Option<Step> {
    first(|sink| visit_w_wing(state, sink))
}

/// Every W-Wing.
pub(crate) fn visit_w_wing(state: &LogicState, sink: Sink) -> ControlFlow<()> {
    let index = Index::new(state);
    let bivalue: Vec<usize> = cells_of(index.bivalue).collect();
    for (i, &a) in bivalue.iter().enumerate() {
        let pair = state.cands.get(a);
        for &b in &bivalue[i + 1..] {
            if state.cands.get(b) != pair || PEER_MASK[a] & bit(b) != 0 {
                continue;
            }
            for (x, y) in pair_orders(pair) {
                let elims = index.digit_cells[y as usize - 1] & PEER_MASK[a] & PEER_MASK[b];
                if elims == 0 {
                    continue;
                }
                for unit in 0..27 {
                    let link = index.cells_in(x, unit);
                    if link.count_ones() != 2 || link & (bit(a) | bit(b)) != 0 {
                        continue;
                    }
                    let p = link.trailing_zeros() as usize;
                    let q = 127 - link.leading_zeros() as usize;
                    let ends = if PEER_MASK[a] & bit(p) != 0 && PEER_MASK[b] & bit(q) != 0 {
                        Some((p, q))
                    } else if PEER_MASK[a] & bit(q) != 0 && PEER_MASK[b] & bit(p) != 0 {
                        Some((q, p))
                    } else {
                        None
                    };
                    let Some((pa, pb)) = ends else { continue };
                    let unit = House::from_index(unit);
                    let reason = Reason::Wing(Wing::W {
                        cells: [a as u8, b as u8],
                        x,
                        y,
                        link: StrongLink {
                            unit,
                            near: pa as u8,
                            far: pb as u8,
                        },
                    });
                    let mut step = elimination_step(
                        Technique::WWing,
                        W_WING,
                        cells_of(elims).map(|c| Candidate::new(c, y)).collect(),
                        vec![a as u8, pa as u8, pb as u8, b as u8],
                        vec![unit],
                        vec![
                            Candidate::new(a, x),
                            Candidate::new(a, y),
                            Candidate::new(pa, x),
                            Candidate::new(pb, x),
                            Candidate::new(b, x),
                            Candidate::new(b, y),
                        ],
                        reason,
                    );
                    step.cells.sort_unstable();
                    sink(step)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

fn pair_orders(pair: DigitSet) -> [(u8, u8); 2] {
    let mut it = pair.iter();
    let x = it.next().unwrap_or(1);
    let y = it.next().unwrap_or(x);
    [(x, y), (y, x)]
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
    fn xy_wing_removes_z_where_pincers_meet() {
        // Pivot r1c1 {1,2}; pincers r1c6 {1,3} and r5c1 {2,3}: r5c6 loses 3.
        let state = state_with(&[
            (cell_at(0, 0), &[1, 2]),
            (cell_at(0, 5), &[1, 3]),
            (cell_at(4, 0), &[2, 3]),
        ]);
        let step = xy_wing(&state).expect("xy-wing");
        assert_eq!(step.eliminations, vec![Candidate::new(cell_at(4, 5), 3)]);
        assert_eq!(step.score, XY_WING);
        // Same pincer digits on both sides: no wing.
        let state = state_with(&[
            (cell_at(0, 0), &[1, 2]),
            (cell_at(0, 5), &[1, 3]),
            (cell_at(4, 0), &[1, 3]),
        ]);
        assert!(xy_wing(&state).is_none());
    }

    #[test]
    fn xyz_wing_removes_z_seen_by_all_three() {
        // Pivot r1c1 {1,2,3}; pincers r1c5 {1,3} and r2c2 {2,3}: cells of row 1 in box 1
        // (r1c2, r1c3) see all three.
        let state = state_with(&[
            (cell_at(0, 0), &[1, 2, 3]),
            (cell_at(0, 4), &[1, 3]),
            (cell_at(1, 1), &[2, 3]),
        ]);
        assert!(xy_wing(&state).is_none());
        let step = xyz_wing(&state).expect("xyz-wing");
        let expected: Vec<Candidate> = [cell_at(0, 1), cell_at(0, 2)]
            .into_iter()
            .map(|c| Candidate::new(c, 3))
            .collect();
        assert_eq!(step.eliminations, expected);
    }

    #[test]
    fn w_wing_needs_the_strong_link() {
        // r1c1 and r5c5 hold {4,8}; row 9 has 4 only in r9c1 and r9c5.
        let mut sets: Vec<(usize, Vec<u8>)> =
            vec![(cell_at(0, 0), vec![4, 8]), (cell_at(4, 4), vec![4, 8])];
        for c in 1..9 {
            if c != 4 {
                sets.push((cell_at(8, c), vec![1, 2, 3, 5, 6, 7, 8, 9]));
            }
        }
        let refs: Vec<(usize, &[u8])> = sets.iter().map(|(c, d)| (*c, d.as_slice())).collect();
        let state = state_with(&refs);
        let step = w_wing(&state).expect("w-wing");
        let expected: Vec<Candidate> = [cell_at(0, 4), cell_at(4, 0)]
            .into_iter()
            .map(|c| Candidate::new(c, 8))
            .collect();
        assert_eq!(step.eliminations, expected);
        // Without the strong link there is nothing.
        let state = state_with(&[(cell_at(0, 0), &[4, 8]), (cell_at(4, 4), &[4, 8])]);
        assert!(w_wing(&state).is_none());
    }
}
