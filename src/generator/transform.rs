//! Validity- and rating-preserving transformations of a puzzle: relabelling digits,
//! permuting rows within bands and bands, columns within stacks and stacks, transposing.
//!
//! Each transformation is drawn so that it also keeps a requested clue symmetry.

use super::Symmetry;
use crate::grid::{CELLS, Grid};
use rand::Rng;
use rand::seq::SliceRandom;

/// A relabelling plus a row/column permutation and an optional transpose.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Transform {
    /// New digit for each old digit (index 0 maps 0 to 0).
    pub digits: [u8; 10],
    /// Old row shown at each new row.
    pub rows: [usize; 9],
    /// Old column shown at each new column.
    pub cols: [usize; 9],
    /// Whether rows and columns swap roles before permuting.
    pub transpose: bool,
}

impl Transform {
    /// The transformation that changes nothing.
    pub fn identity() -> Transform {
        Transform {
            digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
            rows: [0, 1, 2, 3, 4, 5, 6, 7, 8],
            cols: [0, 1, 2, 3, 4, 5, 6, 7, 8],
            transpose: false,
        }
    }

    /// A random transformation that keeps `symmetry` of any clue pattern that has it.
    pub fn random(symmetry: Symmetry, rng: &mut impl Rng) -> Transform {
        let mut digits = [0u8; 10];
        let mut labels: Vec<u8> = (1..=9).collect();
        labels.shuffle(rng);
        digits[1..].copy_from_slice(&labels);
        let (rows, cols, transpose) = match symmetry {
            Symmetry::None => (free_line_order(rng), free_line_order(rng), rng.random()),
            Symmetry::Rotational => (
                centre_preserving_order(rng),
                centre_preserving_order(rng),
                rng.random(),
            ),
            Symmetry::Mirror => (free_line_order(rng), centre_preserving_order(rng), false),
            Symmetry::Diagonal => {
                let order = free_line_order(rng);
                (order, order, rng.random())
            }
        };
        Transform {
            digits,
            rows,
            cols,
            transpose,
        }
    }

    /// The transformed grid.
    pub fn apply(&self, grid: &Grid) -> Grid {
        let mut out = Grid::empty();
        for cell in 0..CELLS {
            let (r, c) = (cell / 9, cell % 9);
            let (src_r, src_c) = (self.rows[r], self.cols[c]);
            let src = if self.transpose {
                src_c * 9 + src_r
            } else {
                src_r * 9 + src_c
            };
            out.set(cell, self.digits[grid.get(src) as usize]);
        }
        out
    }
}

/// Any order of lines that keeps Sudoku validity: bands shuffled, lines within each band shuffled.
fn free_line_order(rng: &mut impl Rng) -> [usize; 9] {
    let mut bands = [0usize, 1, 2];
    bands.shuffle(rng);
    let mut order = [0usize; 9];
    for (i, &band) in bands.iter().enumerate() {
        let mut lines = [0usize, 1, 2];
        lines.shuffle(rng);
        for (j, &line) in lines.iter().enumerate() {
            order[i * 3 + j] = band * 3 + line;
        }
    }
    order
}

/// A valid line order that commutes with the reflection `i -> 8 - i`, so patterns
/// symmetric under that reflection stay symmetric.
fn centre_preserving_order(rng: &mut impl Rng) -> [usize; 9] {
    let mut first = [0usize, 1, 2];
    first.shuffle(rng);
    let middle = if rng.random() { [3, 4, 5] } else { [5, 4, 3] };
    let last = [8 - first[2], 8 - first[1], 8 - first[0]];
    let (top, bottom) = if rng.random() {
        (last, first)
    } else {
        (first, last)
    };
    let mut order = [0usize; 9];
    order[..3].copy_from_slice(&top);
    order[3..6].copy_from_slice(&middle);
    order[6..].copy_from_slice(&bottom);
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{Verdict, verdict};
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    const PUZZLE: &str =
        "900004001016008070000000080740305000000010000000702038050000000070200350100600009";

    #[test]
    fn transforms_keep_validity_and_symmetry() {
        let mut rng = StdRng::seed_from_u64(3);
        let solution = super::super::random_solution(&mut rng);
        for symmetry in Symmetry::ALL {
            // A clue pattern with exactly this symmetry, cut from the random solution.
            let mut puzzle = solution;
            for cell in 0..CELLS {
                if (cell * 7 + 3) % 5 < 2 {
                    puzzle.set(cell, 0);
                    puzzle.set(symmetry.partner(cell), 0);
                }
            }
            assert!(symmetry.holds_for(&puzzle));
            for _ in 0..50 {
                let t = Transform::random(symmetry, &mut rng);
                let moved = t.apply(&solution);
                assert!(moved.is_solved(), "{symmetry:?} broke validity");
                let moved_puzzle = t.apply(&puzzle);
                assert!(moved.solves(&moved_puzzle));
                assert!(
                    symmetry.holds_for(&moved_puzzle),
                    "{symmetry:?} not kept by {t:?}"
                );
            }
        }
    }

    #[test]
    fn transforms_keep_uniqueness() {
        let puzzle: Grid = PUZZLE.parse().unwrap();
        assert!(matches!(verdict(&puzzle), Verdict::Unique(_)));
        let mut rng = StdRng::seed_from_u64(9);
        let t = Transform::random(Symmetry::None, &mut rng);
        let moved = t.apply(&puzzle);
        assert_ne!(moved, puzzle);
        assert_eq!(moved.filled_count(), puzzle.filled_count());
        assert!(matches!(verdict(&moved), Verdict::Unique(_)));
        assert_eq!(Transform::identity().apply(&puzzle), puzzle);
    }
}
