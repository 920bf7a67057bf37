use super::*;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

/// A filled grid of `size` with boxes: row r is the digits shifted by (r mod h)·w + r div h.
fn filled(size: usize) -> Vec<u8> {
    let (h, w) = crate::shape::box_dims(size).expect("a size with boxes");
    (0..size * size)
        .map(|cell| {
            let (r, c) = (cell / size, cell % size);
            (((r % h) * w + r / h + c) % size + 1) as u8
        })
        .collect()
}

/// `grid` with each cell kept with probability `keep`.
fn thinned(grid: &[u8], keep: f64, rng: &mut StdRng) -> Vec<u8> {
    grid.iter()
        .map(|&d| if rng.random_bool(keep) { d } else { 0 })
        .collect()
}

/// Every order of 0..n.
fn orders(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for rest in orders(n - 1) {
        for at in 0..=rest.len() {
            let mut order = rest.clone();
            order.insert(at, n - 1);
            all.push(order);
        }
    }
    all
}

/// Every order of `groups` groups of `each` lines that keeps the groups together.
fn grouped_orders(groups: usize, each: usize) -> Vec<Vec<usize>> {
    let mut all = vec![Vec::new()];
    let within = orders(each);
    for _ in 0..groups {
        let mut longer = Vec::new();
        for prefix in &all {
            for order in &within {
                let mut next: Vec<usize> = prefix.clone();
                next.extend(order.iter().copied());
                longer.push(next);
            }
        }
        all = longer;
    }
    // `all` now orders within groups (group g's lines at g·each..); reorder the groups.
    let mut result = Vec::new();
    for group_order in orders(groups) {
        for within in &all {
            result.push(
                group_order
                    .iter()
                    .flat_map(|&g| (0..each).map(move |i| g * each + within[g * each + i]))
                    .collect(),
            );
        }
    }
    result
}

/// The smallest form by brute force: every row order, column order and (for square boxes)
/// transposition, relabelled by first appearance.
fn smallest_by_brute_force(size: usize, grid: &[u8]) -> Vec<u8> {
    let (h, w) = crate::shape::box_dims(size).unwrap();
    let rows = grouped_orders(size / h, h);
    let columns = grouped_orders(size / w, w);
    let mut best = vec![u8::MAX; size * size];
    let transposes: &[bool] = if h == w { &[false, true] } else { &[false] };
    for &transposed in transposes {
        for row_order in &rows {
            for column_order in &columns {
                let mut label = [0u8; 17];
                let mut next = 1;
                let form: Vec<u8> = (0..size * size)
                    .map(|cell| {
                        let (r, c) = (row_order[cell / size], column_order[cell % size]);
                        let digit = if transposed {
                            grid[c * size + r]
                        } else {
                            grid[r * size + c]
                        };
                        let d = usize::from(digit);
                        if d != 0 && label[d] == 0 {
                            label[d] = next;
                            next += 1;
                        }
                        label[d]
                    })
                    .collect();
                best = best.min(form);
            }
        }
    }
    best
}

#[test]
fn grouped_orders_count_what_they_should() {
    assert_eq!(grouped_orders(3, 2).len(), 6 * 8);
    assert_eq!(grouped_orders(2, 3).len(), 2 * 36);
}

#[test]
fn the_search_finds_what_brute_force_finds_on_small_grids() {
    let mut rng = StdRng::seed_from_u64(5);
    for (size, keeps) in [
        (4, &[0.0, 0.3, 0.5, 1.0][..]),
        (6, &[0.2, 0.4, 0.7, 1.0][..]),
    ] {
        let shape = Shape::boxed(size).unwrap();
        for &keep in keeps {
            for _ in 0..3 {
                let mut grid = filled(size);
                let mut digits: Vec<u8> = (1..=size as u8).collect();
                digits.shuffle(&mut rng);
                for d in &mut grid {
                    *d = digits[usize::from(*d) - 1];
                }
                let grid = thinned(&grid, keep, &mut rng);
                assert_eq!(
                    canonical_givens(&shape, &grid).unwrap(),
                    smallest_by_brute_force(size, &grid),
                    "{size}x{size} {grid:?}"
                );
            }
        }
    }
}

#[test]
fn at_9x9_the_form_is_the_classic_one() {
    let shape = Shape::boxed(9).unwrap();
    let mut rng = StdRng::seed_from_u64(9);
    let mut lines = vec![
        "000000010400000000020000000000050407008000300001090000300400200050100000000806000"
            .to_owned(),
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
            .to_owned(),
        "0".repeat(81),
    ];
    for keep in [0.25, 0.4] {
        let grid = thinned(&filled(9), keep, &mut rng);
        lines.push(grid.iter().map(|d| char::from(b'0' + d)).collect());
    }
    for line in lines {
        let grid: crate::grid::Grid = line.parse().unwrap();
        let classic = crate::grid::canon::canonical(&grid);
        assert_eq!(
            canonical_givens(&shape, grid.cells()).unwrap(),
            classic.cells().to_vec(),
            "{line}"
        );
    }
}

#[test]
fn empty_and_nearly_empty_16x16_grids_are_quick() {
    let shape = Shape::boxed(16).unwrap();
    let mut grid = vec![0u8; 256];
    assert_eq!(canonical_givens(&shape, &grid).unwrap(), grid);
    grid[100] = 7;
    let mut expected = vec![0u8; 256];
    expected[255] = 1;
    assert_eq!(canonical_givens(&shape, &grid).unwrap(), expected);
}

#[test]
fn shapes_without_boxes_and_bad_givens_are_refused() {
    assert_eq!(
        canonical_givens(&Shape::latin(5).unwrap(), &[0; 25]),
        Err(CanonError::NoBoxes)
    );
    let shape = Shape::boxed(4).unwrap();
    assert_eq!(
        canonical_givens(&shape, &[0; 15]),
        Err(CanonError::WrongCellCount {
            expected: 16,
            found: 15
        })
    );
    let mut twice = [0u8; 16];
    twice[0] = 1;
    twice[5] = 1;
    assert_eq!(
        canonical_givens(&shape, &twice),
        Err(CanonError::BadGivens { size: 4 })
    );
    twice[5] = 5;
    assert_eq!(
        canonical_givens(&shape, &twice),
        Err(CanonError::BadGivens { size: 4 })
    );
}
