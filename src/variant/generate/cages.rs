//! Random killer cages over a solution: connected groups of one to five cells with no digit
//! twice, grown from free cells in random order.

use crate::grid::{CELLS, Grid};
use crate::variant::geometry::neighbours;
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
