//! Shapes held to tables worked out apart from `nonet::shape`: for every size 4 to 16, the
//! houses and peers of each cell found by brute force from coordinates (boxes) or labels
//! (regions), and `with_regions` on random labels against its own validity check.

use nonet::shape::{DigitSet16, HouseKind, Shape, ShapeError, digit_symbol, parse_digit_symbol};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// The box of a size by trial from the square root down (the module counts up), `None` for
/// 1-high boxes.
fn boxes_by_trial(size: usize) -> Option<(usize, usize)> {
    let mut height = (size as f64).sqrt().floor() as usize;
    while !size.is_multiple_of(height) {
        height -= 1;
    }
    (height > 1).then_some((height, size / height))
}

/// For each cell, the label of its group (box or region), or `None` for rows and columns
/// only.
type Groups = Option<Vec<usize>>;

/// Each cell's box label from its coordinates.
fn box_labels(size: usize, (height, width): (usize, usize)) -> Vec<usize> {
    (0..size * size)
        .map(|cell| {
            let (row, col) = (cell / size, cell % size);
            (row / height) * (size / width) + col / width
        })
        .collect()
}

/// The peers of every cell by comparing it with every other cell.
fn peers_by_brute_force(size: usize, groups: &Groups) -> Vec<Vec<usize>> {
    let cells = size * size;
    (0..cells)
        .map(|a| {
            (0..cells)
                .filter(|&b| {
                    let same_row = a / size == b / size;
                    let same_col = a % size == b % size;
                    let same_group = groups.as_ref().is_some_and(|g| g[a] == g[b]);
                    a != b && (same_row || same_col || same_group)
                })
                .collect()
        })
        .collect()
}

/// Everything a shape says about its houses and peers, checked against `groups`.
fn check_shape(shape: &Shape, size: usize, groups: &Groups) {
    let cells = size * size;
    assert_eq!(shape.size(), size);
    assert_eq!(shape.cells(), cells);
    let houses = shape.houses();
    let kinds_per_cell = if groups.is_some() { 3 } else { 2 };
    assert_eq!(houses.len(), kinds_per_cell * size);
    let mut seen_kinds = BTreeSet::new();
    for (index, house) in houses.iter().enumerate() {
        assert_eq!(house.cells.len(), size, "{:?} has {size} cells", house.kind);
        assert!(
            seen_kinds.insert(format!("{:?}", house.kind)),
            "one of each"
        );
        let expected: Vec<usize> = match house.kind {
            HouseKind::Row(r) => (0..cells).filter(|c| c / size == r).collect(),
            HouseKind::Column(k) => (0..cells).filter(|c| c % size == k).collect(),
            HouseKind::Box(g) | HouseKind::Region(g) => {
                let labels = groups.as_ref().expect("a grouped shape");
                (0..cells).filter(|&c| labels[c] == g).collect()
            }
        };
        assert_eq!(house.cells, expected, "{:?}", house.kind);
        for &cell in &house.cells {
            assert!(shape.houses_of(cell).contains(&index));
        }
    }
    let peers = peers_by_brute_force(size, groups);
    for (cell, expected_peers) in peers.iter().enumerate() {
        let (row, col) = (cell / size, cell % size);
        assert_eq!((shape.row_of(cell), shape.col_of(cell)), (row, col));
        assert_eq!(shape.cell_at(row, col), Some(cell));
        let own = shape.houses_of(cell);
        assert_eq!(
            own.len(),
            kinds_per_cell,
            "cell {cell} in one house of each kind"
        );
        let rows = own
            .iter()
            .filter(|&&h| matches!(houses[h].kind, HouseKind::Row(_)));
        let columns = own
            .iter()
            .filter(|&&h| matches!(houses[h].kind, HouseKind::Column(_)));
        assert_eq!((rows.count(), columns.count()), (1, 1));
        assert_eq!(
            shape.peers(cell),
            expected_peers.as_slice(),
            "peers of {cell}"
        );
    }
    assert!(shape.peers(cells).is_empty() && shape.houses_of(cells).is_empty());
    assert_eq!(shape.cell_at(size, 0), None);
}

#[test]
fn every_standard_shape_matches_its_coordinates() {
    for size in 4..=16 {
        let shape = Shape::standard(size).expect("every size 4 to 16");
        let dims = boxes_by_trial(size);
        assert_eq!(shape.box_dims(), dims, "boxes of {size}");
        let groups = dims.map(|dims| box_labels(size, dims));
        check_shape(&shape, size, &groups);
        if let Some((height, width)) = dims {
            assert_eq!(Shape::boxed(size).as_ref(), Ok(&shape));
            // Row and column (2N - 2 others), the box's h·w - 1, less the box's cells
            // already in the row (w - 1) or the column (h - 1).
            let count = 2 * size - 2 + height * width - 1 - (width - 1) - (height - 1);
            assert!((0..size * size).all(|c| shape.peers(c).len() == count));
            for cell in 0..size * size {
                assert_eq!(shape.box_of(cell), groups.as_ref().map(|g| g[cell]));
            }
        } else {
            assert_eq!(Shape::boxed(size), Err(ShapeError::NoBoxes { size }));
            assert!((0..size * size).all(|c| shape.peers(c).len() == 2 * size - 2));
        }
        let latin = Shape::latin(size).expect("every size 4 to 16");
        check_shape(&latin, size, &None);
    }
}

/// The error `with_regions` must give for `labels`, or `None` if they make regions; found
/// with counts and a union-find rather than the module's flood fill.
fn expected_error(size: usize, labels: &[u8]) -> Option<ShapeError> {
    let cells = size * size;
    if labels.len() != cells {
        return Some(ShapeError::WrongLabelCount {
            expected: cells,
            found: labels.len(),
        });
    }
    if let Some((cell, &label)) = labels
        .iter()
        .enumerate()
        .find(|(_, l)| usize::from(**l) >= size)
    {
        return Some(ShapeError::LabelOutOfRange {
            cell,
            label,
            last: size - 1,
        });
    }
    for region in 0..size {
        let found = labels.iter().filter(|&&l| usize::from(l) == region).count();
        if found != size {
            return Some(ShapeError::RegionSize {
                region,
                expected: size,
                found,
            });
        }
    }
    let mut parent: Vec<usize> = (0..cells).collect();
    fn root(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    for cell in 0..cells {
        let right = (cell % size + 1 < size).then_some(cell + 1);
        let below = (cell + size < cells).then_some(cell + size);
        for other in [right, below].into_iter().flatten() {
            if labels[cell] == labels[other] {
                let (a, b) = (root(&mut parent, cell), root(&mut parent, other));
                parent[a] = b;
            }
        }
    }
    for region in 0..size {
        let roots: BTreeSet<usize> = (0..cells)
            .filter(|&c| usize::from(labels[c]) == region)
            .map(|c| root(&mut parent, c))
            .collect();
        if roots.len() != 1 {
            return Some(ShapeError::DisconnectedRegion {
                region,
                pieces: roots.len(),
            });
        }
    }
    None
}

/// `with_regions` on `labels`: the error `expected_error` names, or a shape whose houses and
/// peers are those the labels give.
fn check_regions(size: usize, labels: &[u8]) -> Result<bool, TestCaseError> {
    let built = Shape::with_regions(size, labels);
    match expected_error(size, labels) {
        Some(error) => {
            prop_assert_eq!(built, Err(error));
            Ok(false)
        }
        None => {
            let shape = built.map_err(|e| TestCaseError::fail(format!("{e}")))?;
            let groups: Vec<usize> = labels.iter().map(|&l| usize::from(l)).collect();
            for (cell, &label) in groups.iter().enumerate() {
                prop_assert_eq!(shape.region_of(cell), Some(label));
            }
            check_shape(&shape, size, &Some(groups));
            Ok(true)
        }
    }
}

/// Labels of rows as regions (every size has them) or of boxes, with `swaps` applied: each
/// swaps the labels of a cell and its right or lower neighbour, which keeps every region's
/// size but may break one in two.
fn swapped_labels(size: usize, from_boxes: bool, swaps: &[(usize, bool)]) -> Vec<u8> {
    let start: Vec<usize> = match boxes_by_trial(size).filter(|_| from_boxes) {
        Some(dims) => box_labels(size, dims),
        None => (0..size * size).map(|c| c / size).collect(),
    };
    let mut labels: Vec<u8> = start.into_iter().map(|l| l as u8).collect();
    for &(cell, down) in swaps {
        let cell = cell % (size * size);
        let other = if down { cell + size } else { cell + 1 };
        if other < size * size && (down || cell % size + 1 < size) {
            labels.swap(cell, other);
        }
    }
    labels
}

#[test]
fn a_few_swaps_keep_or_split_regions_as_the_union_find_says() {
    let mut valid = 0;
    let mut refused = 0;
    for size in 4..=16 {
        for seed in 0..40usize {
            let swaps: Vec<(usize, bool)> = (0..seed % 5)
                .map(|k| ((seed * 37 + k * 101) % 256, (seed + k) % 2 == 0))
                .collect();
            let labels = swapped_labels(size, seed % 3 != 0, &swaps);
            match check_regions(size, &labels) {
                Ok(true) => valid += 1,
                Ok(false) => refused += 1,
                Err(e) => panic!("size {size}, labels {labels:?}: {e}"),
            }
        }
    }
    assert!(
        valid > 100 && refused > 100,
        "both kinds met: {valid} valid, {refused} refused"
    );
}

#[test]
fn a_4x4_region_split_in_two_is_refused() {
    // Rows as regions with r1c4 and r2c4 swapped: region 0 holds r1c1-r1c3 and r2c4, whose
    // only side neighbours in row 1 or 2 are r1c4 and r2c3, both region 1.
    let labels = [0, 0, 0, 1, 1, 1, 1, 0, 2, 2, 2, 2, 3, 3, 3, 3];
    assert_eq!(
        Shape::with_regions(4, &labels),
        Err(ShapeError::DisconnectedRegion {
            region: 0,
            pieces: 2
        })
    );
    assert_eq!(
        expected_error(4, &labels),
        Shape::with_regions(4, &labels).err()
    );
}

#[test]
fn every_digit_of_every_size_round_trips() {
    for size in 4..=16 {
        let full = DigitSet16::full(size);
        assert_eq!(full.len(), size);
        for digit in 1..=16u8 {
            let symbol = digit_symbol(digit);
            let within = usize::from(digit) <= size;
            assert_eq!(full.contains(digit), within);
            assert_eq!(parse_digit_symbol(symbol, size), within.then_some(digit));
            let lower = symbol.to_ascii_lowercase();
            assert_eq!(parse_digit_symbol(lower, size), within.then_some(digit));
        }
    }
    let symbols: BTreeSet<char> = (1..=16).map(digit_symbol).collect();
    assert_eq!(symbols.len(), 16, "one symbol per digit");
}

proptest! {
    #[test]
    fn with_regions_on_random_labels_never_panics_and_agrees(
        size in 0usize..=18,
        labels in prop::collection::vec(0u8..=17, 0..=300),
    ) {
        check_regions(size.clamp(4, 16), &labels)?;
        let _ = Shape::with_regions(size, &labels);
    }

    #[test]
    fn with_regions_on_random_labels_of_the_right_length_agrees(
        (size, labels) in (4usize..=16).prop_flat_map(|size| {
            let cells = size * size;
            (Just(size), prop::collection::vec(0..=size as u8, cells..=cells))
        }),
    ) {
        check_regions(size, &labels)?;
    }

    #[test]
    fn with_regions_on_swapped_labels_agrees(
        size in 4usize..=16,
        from_boxes in any::<bool>(),
        swaps in prop::collection::vec((0usize..256, any::<bool>()), 0..6),
    ) {
        check_regions(size, &swapped_labels(size, from_boxes, &swaps))?;
    }

    #[test]
    fn digit_symbols_never_panic(symbol in any::<char>(), size in 0usize..=20, digit in any::<u8>()) {
        if let Some(parsed) = parse_digit_symbol(symbol, size) {
            prop_assert!(parsed >= 1 && usize::from(parsed) <= size.min(16));
            prop_assert_eq!(digit_symbol(parsed).to_ascii_lowercase(), symbol.to_ascii_lowercase());
        }
        let mut set = DigitSet16::full(size);
        let had = set.contains(digit);
        prop_assert_eq!(set.remove(digit), had);
        prop_assert_eq!(set.insert(digit), (1..=16).contains(&digit));
    }
}
