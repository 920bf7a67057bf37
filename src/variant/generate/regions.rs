//! Random jigsaw regions: start from the boxes and swap cells between neighbouring regions
//! (a cell of one for a cell of the other, so both keep nine), keeping every region
//! connected, until the shapes have wandered far from the boxes.

use crate::grid::CELLS;
use crate::variant::BOX_REGIONS;
use crate::variant::geometry::{is_connected, neighbours};
use rand::Rng;
use rand::seq::IndexedRandom;

/// Successful swaps made from the boxes: enough that hardly a box is left whole.
const SWAPS: usize = 300;

/// Nine connected regions of nine cells (each cell's region 0..9), drawn at random.
pub fn random_regions(rng: &mut impl Rng) -> [u8; CELLS] {
    let mut regions = BOX_REGIONS;
    let mut sets = [0u128; 9];
    for (cell, &region) in regions.iter().enumerate() {
        sets[usize::from(region)] |= 1 << cell;
    }
    let mut done = 0;
    // Each try either swaps or leaves the regions as they were; the cap only guards against
    // an unlucky run of refusals.
    for _ in 0..SWAPS * 50 {
        if done == SWAPS {
            break;
        }
        // a leaves its region A for a region B it touches; a cell b of B touching A's rest
        // goes the other way.
        let a = rng.random_range(0..CELLS);
        let region_a = usize::from(regions[a]);
        let rest_a = sets[region_a] & !(1 << a);
        let touching: Vec<usize> = (0..9)
            .filter(|&r| r != region_a && neighbours(1 << a) & sets[r] != 0)
            .collect();
        let Some(&region_b) = touching.choose(rng) else {
            continue;
        };
        let options: Vec<usize> = (0..CELLS)
            .filter(|&b| (sets[region_b] & neighbours(rest_a)) >> b & 1 == 1)
            .collect();
        let Some(&b) = options.choose(rng) else {
            continue;
        };
        let new_a = rest_a | 1 << b;
        let new_b = sets[region_b] & !(1 << b) | 1 << a;
        if !is_connected(new_a) || !is_connected(new_b) {
            continue;
        }
        sets[region_a] = new_a;
        sets[region_b] = new_b;
        regions.swap(a, b);
        done += 1;
    }
    regions
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::variant::Puzzle;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    #[test]
    fn regions_are_valid_and_differ_from_the_boxes() {
        let mut rng = StdRng::seed_from_u64(3);
        for _ in 0..20 {
            let regions = random_regions(&mut rng);
            assert!(Puzzle::jigsaw(Grid::empty(), regions).is_ok());
            let moved = regions
                .iter()
                .zip(BOX_REGIONS.iter())
                .filter(|(a, b)| a != b)
                .count();
            assert!(moved >= 15, "{moved} cells moved");
        }
    }
}
