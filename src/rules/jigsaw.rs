//! Random jigsaw shapes of any size: start from the boxes (or, for a size without boxes,
//! the rows) and swap cells between neighbouring regions (a cell of one for a cell of the
//! other, so both keep N), keeping every region connected, until the shapes have wandered
//! far from where they began.

use crate::shape::{self, Shape, ShapeError};
use rand::Rng;
use rand::seq::IndexedRandom;

/// Successful swaps made per cell: enough that hardly a box is left whole (300 on a 9x9,
/// as today's 9x9 jigsaws have).
const SWAPS_PER_CELL: usize = 4;

/// A shape of `size` irregular regions, drawn at random.
pub fn random_jigsaw(size: usize, rng: &mut impl Rng) -> Result<Shape, ShapeError> {
    let start = starting_labels(size)?;
    let labels = wander(size, start, rng);
    Shape::with_regions(size, &labels)
}

/// The boxes' labels, or the rows' for a size without boxes.
fn starting_labels(size: usize) -> Result<Vec<u8>, ShapeError> {
    let shape = Shape::standard(size)?;
    Ok((0..shape.cells())
        .map(|cell| {
            let label = shape.box_of(cell).unwrap_or_else(|| shape.row_of(cell));
            // Labels are below the size, at most 16.
            u8::try_from(label).unwrap_or(0)
        })
        .collect())
}

/// The cells beside `cell` (above, below, left, right).
fn beside(size: usize, cell: usize) -> impl Iterator<Item = usize> {
    let (row, col) = (cell / size, cell % size);
    [
        (row > 0).then(|| cell - size),
        (row + 1 < size).then(|| cell + size),
        (col > 0).then(|| cell - 1),
        (col + 1 < size).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
}

/// Whether the cells labelled `label` touch side to side as one piece.
fn connected(size: usize, labels: &[u8], label: u8) -> bool {
    let Some(first) = labels.iter().position(|&l| l == label) else {
        return true;
    };
    let mut seen = shape::CellSet::EMPTY;
    seen.insert(first);
    let mut waiting = vec![first];
    let mut reached = 1;
    while let Some(cell) = waiting.pop() {
        for next in beside(size, cell) {
            if labels[next] == label && seen.insert(next) {
                reached += 1;
                waiting.push(next);
            }
        }
    }
    reached == labels.iter().filter(|&&l| l == label).count()
}

/// Swaps cells between touching regions until enough swaps were made.
fn wander(size: usize, mut labels: Vec<u8>, rng: &mut impl Rng) -> Vec<u8> {
    let cells = labels.len();
    let wanted = SWAPS_PER_CELL * cells;
    let mut done = 0;
    // Each try either swaps or leaves the regions as they were; the cap only guards against
    // an unlucky run of refusals.
    for _ in 0..wanted * 50 {
        if done == wanted {
            break;
        }
        // a leaves its region A for a region B it touches; a cell b of B touching A (but
        // not a) goes the other way.
        let a = rng.random_range(0..cells);
        let region_a = labels[a];
        let touching: Vec<u8> = beside(size, a)
            .map(|cell| labels[cell])
            .filter(|&l| l != region_a)
            .collect();
        let Some(&region_b) = touching.choose(rng) else {
            continue;
        };
        let options: Vec<usize> = (0..cells)
            .filter(|&b| {
                labels[b] == region_b
                    && beside(size, b).any(|next| next != a && labels[next] == region_a)
            })
            .collect();
        let Some(&b) = options.choose(rng) else {
            continue;
        };
        labels.swap(a, b);
        if connected(size, &labels, region_a) && connected(size, &labels, region_b) {
            done += 1;
        } else {
            labels.swap(a, b);
        }
    }
    labels
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    #[test]
    fn every_size_gets_connected_regions_far_from_the_start() {
        let mut rng = StdRng::seed_from_u64(5);
        for size in shape::MIN_SIZE..=shape::MAX_SIZE {
            let start = starting_labels(size).unwrap();
            for _ in 0..3 {
                // Shape::with_regions checks sizes and connection.
                let shape = random_jigsaw(size, &mut rng).unwrap();
                let moved = (0..shape.cells())
                    .filter(|&cell| shape.region_of(cell) != Some(usize::from(start[cell])))
                    .count();
                assert!(moved >= shape.cells() / 8, "{size}: {moved} cells moved");
            }
        }
    }
}
