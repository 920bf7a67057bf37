//! Random killer cages over a solution: connected groups of one to five cells with no digit
//! twice, grown from free cells in random order.

use crate::grid::{CELLS, Grid};
use crate::variant::Puzzle;
use crate::variant::geometry::{is_connected, neighbours};
use rand::Rng;
use rand::seq::IndexedRandom;

/// Cage sizes drawn for each new cage, as weights for sizes 1 to 5: mostly twos, threes and
/// fours, as published killers have.
pub const SIZE_WEIGHTS: [u32; 5] = [3, 35, 35, 19, 8];

/// Weights with more large cages: their sums pin down less, so Hard puzzles come sooner.
pub const LARGE_SIZE_WEIGHTS: [u32; 5] = [2, 20, 33, 27, 18];

/// Cages covering the whole grid, with sizes drawn by `weights` (sizes 1 to 5) and sums from
/// `solution`.
pub fn random_cages(
    solution: &Grid,
    weights: &[u32; 5],
    rng: &mut impl Rng,
) -> Vec<(Vec<usize>, u32)> {
    let total: u32 = weights.iter().sum();
    let mut free: u128 = (1u128 << CELLS) - 1;
    let mut order: Vec<usize> = (0..CELLS).collect();
    rand::seq::SliceRandom::shuffle(order.as_mut_slice(), rng);
    let mut cages = Vec::new();
    for start in order {
        if free >> start & 1 == 0 {
            continue;
        }
        let mut pick = rng.random_range(0..total);
        let mut size = 1;
        for (index, &weight) in weights.iter().enumerate() {
            if pick < weight {
                size = index + 1;
                break;
            }
            pick -= weight;
        }
        let mut cells = vec![start];
        let mut mask = 1u128 << start;
        let mut digits = 1u16 << solution.get(start);
        free &= !mask;
        while cells.len() < size {
            let options: Vec<usize> = (0..CELLS)
                .filter(|&cell| {
                    (neighbours(mask) & free) >> cell & 1 == 1
                        && digits >> solution.get(cell) & 1 == 0
                })
                .collect();
            let Some(&next) = options.choose(rng) else {
                break;
            };
            cells.push(next);
            mask |= 1 << next;
            digits |= 1 << solution.get(next);
            free &= !(1u128 << next);
        }
        let sum = cells
            .iter()
            .map(|&cell| u32::from(solution.get(cell)))
            .sum();
        cages.push((cells, sum));
    }
    cages
}

/// The cages of `puzzle` with the cage holding `cell` split in two: `cell` and one of its
/// cage neighbours as a new cage of two, the rest as another, sums from `solution`. `None`
/// when the cage has fewer than four cells or no such split leaves both parts connected.
pub fn split_cage_at(
    puzzle: &Puzzle,
    cell: usize,
    solution: &Grid,
) -> Option<Vec<(Vec<usize>, u32)>> {
    let index = puzzle.geometry().cage_of(cell)?;
    let cage = puzzle.cages().get(index)?;
    if cage.cells().len() < 4 {
        return None;
    }
    let mask = cage.cells().iter().fold(0u128, |m, &c| m | 1 << c);
    let partner = cage
        .cells()
        .iter()
        .map(|&c| usize::from(c))
        .find(|&other| {
            let pair = 1u128 << cell | 1u128 << other;
            other != cell && neighbours(1 << cell) >> other & 1 == 1 && is_connected(mask & !pair)
        })?;
    let sum_of = |cells: &[usize]| cells.iter().map(|&c| u32::from(solution.get(c))).sum();
    let mut cages: Vec<(Vec<usize>, u32)> = Vec::with_capacity(puzzle.cages().len() + 1);
    for (i, other) in puzzle.cages().iter().enumerate() {
        let cells: Vec<usize> = other.cells().iter().map(|&c| usize::from(c)).collect();
        if i != index {
            cages.push((cells, u32::from(other.sum())));
            continue;
        }
        let pair = vec![cell, partner];
        let rest: Vec<usize> = cells.into_iter().filter(|c| !pair.contains(c)).collect();
        let (pair_sum, rest_sum) = (sum_of(&pair), sum_of(&rest));
        cages.push((pair, pair_sum));
        cages.push((rest, rest_sum));
    }
    Some(cages)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cage_splits_into_a_pair_and_the_rest() {
        let solution: Grid =
            "123456789456789123789123456234567891567891234891234567345678912678912345912345678"
                .parse()
                .expect("81 digits");
        let line = |cages| Puzzle::killer(Grid::empty(), cages).expect("valid cages");
        // r1c1-r1c4 (sum 10) and r2c1-r2c3 (sum 15).
        let puzzle = line(vec![(vec![0, 1, 2, 3], 10), (vec![9, 10, 11], 15)]);
        let split = split_cage_at(&puzzle, 1, &solution).expect("a split");
        assert_eq!(
            split,
            [(vec![1, 0], 3), (vec![2, 3], 7), (vec![9, 10, 11], 15)]
        );
        // Three cells are too few, and a cell in no cage has nothing to split.
        assert_eq!(split_cage_at(&puzzle, 10, &solution), None);
        assert_eq!(split_cage_at(&puzzle, 40, &solution), None);
        // An L of r1c1, r1c2, r2c2, r3c2 split at r2c2: pairing it with r1c2 would cut r1c1
        // from r3c2, so it pairs with r3c2 and r1c1-r1c2 stay whole.
        let puzzle = line(vec![(vec![0, 1, 10, 19], 16)]);
        let split = split_cage_at(&puzzle, 10, &solution).expect("a split");
        assert_eq!(split, [(vec![10, 19], 13), (vec![0, 1], 3)]);
    }
}
