//! Sudoku Explainer's WXYZ-, VWXYZ- and UVWXYZ-Wings, for the rating path: each is an
//! ALS-XZ (see `als`) of a two-candidate cell and an almost locked set of three, four or
//! five cells. A set of three weighs 5.5, of four 6.2, plus a tenth or two when its fullest
//! cell holds a middling number of candidates (three: 5.6 and 6.4; two or four in a set of
//! four: 6.3); a set of five weighs 6.6.

use crate::logic::als::{
    Als, ByFirst, Found, MAX_ALS_CELLS, almost_locked_sets, pair_eliminations, to_step,
};
use crate::logic::chains::links::{Snapshot, cells_of};
use crate::logic::{LogicState, Step, Technique};
use std::cell::RefCell;

/// The sizes of the wings' sets, smallest first.
const SIZES: [usize; 3] = [3, 4, 5];

/// The wings' names, by size of [`SIZES`].
const NAMES: [Technique; SIZES.len()] = [
    Technique::WXYZWing,
    Technique::VWXYZWing,
    Technique::UVWXYZWing,
];

/// For each size of [`SIZES`], the wing Explainer would use.
type BySize = [Option<Step>; SIZES.len()];

thread_local! {
    /// The last position searched, and its wings: the rating path asks for each size in
    /// turn of the same position, and one search finds them all.
    static LAST: RefCell<Option<(LogicState, BySize)>> = const { RefCell::new(None) };
}

/// Sudoku Explainer's WXYZ-Wing: a two-candidate cell and a set of three cells.
pub fn wxyz_wing(state: &LogicState) -> Option<Step> {
    wing(state, 0)
}

/// Sudoku Explainer's VWXYZ-Wing: a two-candidate cell and a set of four cells.
pub fn vwxyz_wing(state: &LogicState) -> Option<Step> {
    wing(state, 1)
}

/// Sudoku Explainer's UVWXYZ-Wing: a two-candidate cell and a set of five cells.
pub fn uvwxyz_wing(state: &LogicState) -> Option<Step> {
    wing(state, 2)
}

/// The wing of size `SIZES[k]`, from the last search when it was of this position.
fn wing(state: &LogicState, k: usize) -> Option<Step> {
    let known = LAST.with_borrow(|last| match last {
        Some((seen, found)) if seen == state => Some(found[k].clone()),
        _ => None,
    });
    if let Some(step) = known {
        return step;
    }
    let found = all_wings(state);
    let step = found[k].clone();
    LAST.with_borrow_mut(|last| *last = Some((state.clone(), found)));
    step
}

/// Explainer's weight, in tenths, of an ALS-XZ made of a two-candidate cell and a set of
/// `size` cells (its "wings" of that size), or `None` for other pairs.
fn explainer_wing(a: &Als, b: &Als, snap: &Snapshot, size: usize) -> Option<u32> {
    let (cell, set) = match (a.size(), b.size()) {
        (1, n) if n == size => (a, b),
        (n, 1) if n == size => (b, a),
        _ => return None,
    };
    debug_assert_eq!(cell.digits.count_ones(), 2);
    let fullest = cells_of(set.cells)
        .map(|c| snap.cell_digits[c].count_ones())
        .max()
        .unwrap_or(0);
    let middling = |span: u32| span.saturating_sub(fullest.abs_diff(3));
    match size {
        3 => Some(55 + middling(1)),
        4 => Some(62 + middling(2)),
        5 => Some(66),
        _ => None,
    }
}

/// The wing of each size: for each, the lightest ALS-XZ of a single cell and a set of that
/// size that removes candidates, ties going to more eliminations, then to the pair met
/// first (sets in the order `als` lists them, each with the later sets it joins).
///
/// One search serves all sizes: the pairs of each size come in the same order as in a
/// search of that size alone.
fn all_wings(state: &LogicState) -> BySize {
    let snap = Snapshot::new(state);
    let mut sets = almost_locked_sets(&snap, MAX_ALS_CELLS);
    // Two-cell sets are in no wing.
    sets.retain(|set| set.size() != 2);
    // A cell's partners are larger sets, a larger set's partners are cells.
    let cells = ByFirst::new(&snap, &sets, |set| set.size() == 1);
    let larger = ByFirst::new(&snap, &sets, |set| set.size() > 1);
    let mut best: [Option<Found>; SIZES.len()] = Default::default();
    let mut elims = Vec::new();
    let mut partners: Vec<(usize, u8)> = Vec::new();
    for (i, a) in sets.iter().enumerate() {
        let index = if a.size() == 1 { &larger } else { &cells };
        index.partners(&snap, &sets, i, &mut partners);
        for &(j, x) in &partners {
            let b = &sets[j];
            if a.cells & b.cells != 0 || (a.digits & b.digits).count_ones() < 2 {
                continue;
            }
            let size = a.size().max(b.size());
            let Some(score) = explainer_wing(a, b, &snap, size) else {
                continue;
            };
            let best = &mut best[size - SIZES[0]];
            let cells = a.size() + b.size();
            if let Some(f) = best
                && (score, cells) > (f.score, f.cells)
            {
                continue;
            }
            let Some(restricted) = pair_eliminations(&snap, a, b, x, &mut elims) else {
                continue;
            };
            let better = match best {
                None => true,
                Some(f) => {
                    (score, cells, std::cmp::Reverse(elims.len()))
                        < (f.score, f.cells, std::cmp::Reverse(f.eliminations.len()))
                }
            };
            if better {
                *best = Some(Found {
                    score,
                    cells,
                    a: i,
                    b: j,
                    restricted,
                    eliminations: elims.clone(),
                });
            }
        }
    }
    let mut by_size: BySize = Default::default();
    for ((step, found), technique) in by_size.iter_mut().zip(best).zip(NAMES) {
        *step = found.map(|f| Step {
            technique,
            ..to_step(&snap, &sets[f.a], &sets[f.b], &f)
        });
    }
    by_size
}

#[cfg(test)]
mod tests {
    use crate::grid::{Grid, cell_at};
    use crate::logic::{Reason, Step, Technique, rating_path};

    /// The first step of at least `weight` on the rating path of `puzzle`.
    fn first_step_from(puzzle: &str, weight: f32) -> Step {
        let grid: Grid = puzzle.parse().expect("a valid puzzle");
        rating_path(&grid)
            .steps
            .into_iter()
            .find(|s| s.score >= weight)
            .expect("a step that heavy")
    }

    /// The step's two sets, as cell lists, and the digits it removes.
    fn shape(step: &Step) -> (Vec<Vec<u8>>, Vec<u8>) {
        let Reason::Als(als) = &step.reason else {
            panic!("{step:?}");
        };
        let mut sets: Vec<Vec<u8>> = als.sets.iter().map(|s| s.cells.clone()).collect();
        sets.sort_by_key(|s| s.len());
        let mut digits: Vec<u8> = step.eliminations.iter().map(|e| e.digit).collect();
        digits.dedup();
        (sets, digits)
    }

    #[test]
    fn a_wxyz_wing_is_a_cell_and_three_cells_at_explainers_weight() {
        // Explainer: "WXYZ-Wing 138: Cells r2c9,r3c7,r3c8,r3c3 on value 3", 5.6 (its
        // fullest cell holds three candidates). The same four cells make a wing either way
        // round, so which one is the two-candidate cell is left open.
        let step = first_step_from(
            "002700400050048060900600007010000709070000020204000030800009006030850070006001300",
            5.0,
        );
        assert_eq!(step.technique, Technique::WXYZWing);
        assert!((step.score - 5.6).abs() < 1e-6, "{step:?}");
        let cells = |list: &[(usize, usize)]| -> Vec<u8> {
            let mut v: Vec<u8> = list.iter().map(|&(r, c)| cell_at(r, c) as u8).collect();
            v.sort();
            v
        };
        let (sets, digits) = shape(&step);
        assert_eq!((sets[0].len(), sets[1].len()), (1, 3));
        let mut all = sets.concat();
        all.sort();
        assert_eq!(all, cells(&[(1, 8), (2, 2), (2, 6), (2, 7)]));
        assert_eq!(digits, vec![3]);
    }

    #[test]
    fn a_vwxyz_wing_is_a_cell_and_four_cells_at_explainers_weight() {
        // Explainer: "VWXYZ-Wing 139: Cells r9c3,r9c4,r9c5,r9c9,r3c3 on value 8", 6.4.
        let step = first_step_from(
            "000100002000098400400000910600010050080209030010030009043000006002970000700001000",
            6.0,
        );
        assert!((step.score - 6.4).abs() < 1e-6, "{step:?}");
        let (sets, digits) = shape(&step);
        assert_eq!(sets[0], vec![cell_at(2, 2) as u8]);
        assert_eq!(sets[1].len(), 4);
        assert_eq!(digits, vec![8]);
    }
}
