//! How the cells of a shape are grouped beyond rows and columns: the box rule for a size,
//! and the checks that make a list of labels a set of irregular regions.

use super::ShapeError;

/// The boxes of an `size`x`size` grid as (rows, columns) of one box: `h` rows by `size / h`
/// columns, where `h` is the largest divisor of `size` not above its square root (so boxes
/// are as square as they can be, and wider than tall). `None` when `h` is 1, as for the
/// primes 5, 7, 11 and 13: a box one row high would repeat a row.
pub fn box_dims(size: usize) -> Option<(usize, usize)> {
    let height = (1..=size)
        .take_while(|h| h * h <= size)
        .filter(|&h| size.is_multiple_of(h))
        .last()?;
    (height > 1).then_some((height, size / height))
}

/// The cells of each region of an `size`x`size` grid from one label a cell, checked: one
/// label a cell, every label below `size`, every region `size` cells that touch side to
/// side. The regions come in label order, each in reading order.
///
/// `size` is in range (the caller checked it), so `size * size` cannot overflow.
pub fn regions_from_labels(size: usize, labels: &[u8]) -> Result<Vec<Vec<usize>>, ShapeError> {
    let cells = size * size;
    if labels.len() != cells {
        return Err(ShapeError::WrongLabelCount {
            expected: cells,
            found: labels.len(),
        });
    }
    let mut regions: Vec<Vec<usize>> = vec![Vec::with_capacity(size); size];
    for (cell, &label) in labels.iter().enumerate() {
        match regions.get_mut(usize::from(label)) {
            Some(region) => region.push(cell),
            None => {
                return Err(ShapeError::LabelOutOfRange {
                    cell,
                    label,
                    last: size - 1,
                });
            }
        }
    }
    for (region, members) in regions.iter().enumerate() {
        if members.len() != size {
            return Err(ShapeError::RegionSize {
                region,
                expected: size,
                found: members.len(),
            });
        }
    }
    for (region, members) in regions.iter().enumerate() {
        let pieces = pieces(size, labels, members);
        if pieces != 1 {
            return Err(ShapeError::DisconnectedRegion { region, pieces });
        }
    }
    Ok(regions)
}

/// How many orthogonally connected pieces the cells of one region (all with the same label)
/// fall into. The region is small (at most 16 cells), so a flood fill from each unseen cell
/// is cheap.
fn pieces(size: usize, labels: &[u8], members: &[usize]) -> usize {
    let Some(&first) = members.first() else {
        return 0;
    };
    let label = labels[first];
    let mut seen = vec![false; labels.len()];
    let mut pieces = 0;
    let mut stack = Vec::with_capacity(members.len());
    for &start in members {
        if seen[start] {
            continue;
        }
        pieces += 1;
        seen[start] = true;
        stack.push(start);
        while let Some(cell) = stack.pop() {
            for next in neighbours(size, cell) {
                if labels[next] == label && !seen[next] {
                    seen[next] = true;
                    stack.push(next);
                }
            }
        }
    }
    pieces
}

/// The cells that share a side with `cell` in an `size`x`size` grid.
fn neighbours(size: usize, cell: usize) -> impl Iterator<Item = usize> {
    let (row, col) = (cell / size, cell % size);
    let up = (row > 0).then(|| cell - size);
    let down = (row + 1 < size).then_some(cell + size);
    let left = (col > 0).then(|| cell - 1);
    let right = (col + 1 < size).then_some(cell + 1);
    [up, down, left, right].into_iter().flatten()
}
