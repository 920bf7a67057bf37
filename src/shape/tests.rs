//! The shape's own checks: the box table, each constructor's errors, the digit set and the
//! digit symbols. `tests/engine/shape.rs` holds the shapes against tables worked out apart.

use super::*;

/// The box table of issue #54, written out by hand rather than by the rule.
const BOX_TABLE: [(usize, Option<(usize, usize)>); 13] = [
    (4, Some((2, 2))),
    (5, None),
    (6, Some((2, 3))),
    (7, None),
    (8, Some((2, 4))),
    (9, Some((3, 3))),
    (10, Some((2, 5))),
    (11, None),
    (12, Some((3, 4))),
    (13, None),
    (14, Some((2, 7))),
    (15, Some((3, 5))),
    (16, Some((4, 4))),
];

#[test]
fn boxes_follow_the_table_for_every_size() {
    for (size, dims) in BOX_TABLE {
        assert_eq!(box_dims(size), dims, "box_dims({size})");
        match dims {
            Some(dims) => {
                let shape = Shape::boxed(size).expect("a size with boxes");
                assert_eq!(shape.box_dims(), Some(dims));
                assert_eq!(shape.houses().len(), 3 * size);
                assert_eq!(Shape::standard(size), Ok(shape));
            }
            None => {
                assert_eq!(Shape::boxed(size), Err(ShapeError::NoBoxes { size }));
                let shape = Shape::standard(size).expect("any size in range");
                assert_eq!(shape.box_dims(), None);
                assert_eq!(shape.houses().len(), 2 * size);
                assert_eq!(Shape::latin(size), Ok(shape));
            }
        }
    }
}

#[test]
fn sizes_out_of_range_are_refused_by_every_constructor() {
    for size in [0, 1, 2, 3, 17, 25, usize::MAX] {
        let error = Err(ShapeError::SizeOutOfRange { size });
        assert_eq!(Shape::boxed(size), error);
        assert_eq!(Shape::latin(size), error);
        assert_eq!(Shape::standard(size), error);
        assert_eq!(Shape::with_regions(size, &[0; 16]), error);
    }
}

#[test]
fn the_9x9_boxes_are_the_classic_ones() {
    let shape = Shape::boxed(9).expect("9 has boxes");
    let box_4 = &shape.houses()[2 * 9 + 4];
    assert_eq!(box_4.kind, HouseKind::Box(4));
    assert_eq!(box_4.cells, vec![30, 31, 32, 39, 40, 41, 48, 49, 50]);
    assert_eq!(shape.box_of(80), Some(8));
    assert_eq!(shape.peers(0).len(), 20);
    assert_eq!(shape.region_of(0), None);
}

/// Four 2x2 squares, written by label (not the boxes of `Shape::boxed(4)` by construction).
const SQUARES_4: [u8; 16] = [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3];

#[test]
fn regions_give_their_houses_and_labels() {
    let labels = [0, 0, 0, 1, 2, 0, 1, 1, 2, 3, 3, 1, 2, 2, 3, 3];
    let shape = Shape::with_regions(4, &labels).expect("four connected regions of four");
    assert!(shape.has_regions());
    assert_eq!(shape.box_dims(), None);
    assert_eq!(shape.box_of(0), None);
    assert_eq!(shape.region_of(5), Some(0));
    assert_eq!(shape.region_of(16), None);
    let region_1 = &shape.houses()[8 + 1];
    assert_eq!(region_1.kind, HouseKind::Region(1));
    assert_eq!(region_1.cells, vec![3, 6, 7, 11]);
    // Cell 5 (r2c2) sees its row, column and region 0 (cells 0, 1, 2).
    assert_eq!(shape.peers(5), &[0, 1, 2, 4, 6, 7, 9, 13]);
    let squares = Shape::with_regions(4, &SQUARES_4).expect("four squares");
    let boxed = Shape::boxed(4).expect("4 has boxes");
    for cell in 0..16 {
        assert_eq!(squares.peers(cell), boxed.peers(cell), "cell {cell}");
    }
}

#[test]
fn region_errors_name_what_is_wrong() {
    assert_eq!(
        Shape::with_regions(4, &SQUARES_4[..15]),
        Err(ShapeError::WrongLabelCount {
            expected: 16,
            found: 15
        })
    );
    let mut label_too_big = SQUARES_4;
    label_too_big[6] = 4;
    assert_eq!(
        Shape::with_regions(4, &label_too_big),
        Err(ShapeError::LabelOutOfRange {
            cell: 6,
            label: 4,
            last: 3
        })
    );
    // Cell 2 moved from region 1 to region 0: five cells and three.
    let mut uneven = SQUARES_4;
    uneven[2] = 0;
    assert_eq!(
        Shape::with_regions(4, &uneven),
        Err(ShapeError::RegionSize {
            region: 0,
            expected: 4,
            found: 5
        })
    );
    // Regions 0 and 2 swap a cell each across the middle: right sizes, region 0 in two
    // pieces ({0, 1, 4} and {9}), region 2 likewise.
    let split = [0, 0, 1, 1, 0, 2, 1, 1, 2, 0, 3, 3, 2, 2, 3, 3];
    assert_eq!(
        Shape::with_regions(4, &split),
        Err(ShapeError::DisconnectedRegion {
            region: 0,
            pieces: 2
        })
    );
    // Touching only at a corner is not connected.
    let diagonal = [0, 1, 1, 1, 1, 0, 2, 2, 2, 2, 0, 3, 3, 3, 3, 0];
    assert_eq!(
        Shape::with_regions(4, &diagonal),
        Err(ShapeError::DisconnectedRegion {
            region: 0,
            pieces: 4
        })
    );
}

#[test]
fn errors_say_what_is_wrong() {
    let text = ShapeError::DisconnectedRegion {
        region: 2,
        pieces: 3,
    }
    .to_string();
    assert_eq!(
        text,
        "region 3 is not connected: its cells fall into 3 pieces"
    );
    let text = ShapeError::SizeOutOfRange { size: 17 }.to_string();
    assert_eq!(text, "a grid is 4 to 16 cells wide, not 17");
}

#[test]
fn queries_outside_the_grid_answer_nothing() {
    let shape = Shape::boxed(16).expect("16 has boxes");
    assert_eq!(shape.cells(), 256);
    assert_eq!(shape.cell_at(15, 15), Some(255));
    assert_eq!(shape.cell_at(16, 0), None);
    assert_eq!(shape.cell_at(0, 16), None);
    assert!(shape.peers(256).is_empty());
    assert!(shape.houses_of(usize::MAX).is_empty());
    assert_eq!(shape.box_of(256), None);
    assert_eq!(shape.box_of(255), Some(15));
    assert_eq!((shape.row_of(255), shape.col_of(255)), (15, 15));
}

#[test]
fn the_digit_set_holds_1_to_16_and_nothing_else() {
    let mut set = DigitSet16::EMPTY;
    assert!(set.is_empty());
    assert!(set.insert(16));
    assert!(set.insert(1));
    assert!(!set.insert(1), "already there");
    assert!(!set.insert(0) && !set.insert(17) && !set.insert(u8::MAX));
    assert_eq!(set.len(), 2);
    assert_eq!(set.iter().collect::<Vec<_>>(), vec![1, 16]);
    assert!(set.contains(16) && !set.contains(0) && !set.contains(17));
    assert!(set.remove(16) && !set.remove(16) && !set.remove(0));
    assert_eq!(set.single_digit(), Some(1));
    assert_eq!(format!("{:?}", DigitSet16::from_iter([2, 10, 16])), "{2AG}");

    for size in 0..=20 {
        let full = DigitSet16::full(size);
        let expected: Vec<u8> = (1..=size.min(16) as u8).collect();
        assert_eq!(full.iter().collect::<Vec<_>>(), expected, "full({size})");
        assert_eq!(full.len(), size.min(16));
    }
    let low = DigitSet16::from_iter(1..=8);
    let odd = DigitSet16::from_iter((1..=16).step_by(2));
    assert_eq!(low.union(odd).len(), 8 + 4);
    assert_eq!(low.intersection(odd), DigitSet16::from_iter([1, 3, 5, 7]));
    assert_eq!(low.difference(odd), DigitSet16::from_iter([2, 4, 6, 8]));
    assert_eq!(DigitSet16::single(0), DigitSet16::EMPTY);
    assert_eq!(DigitSet16::single(12).first(), Some(12));
}

#[test]
fn digit_symbols_are_1_to_9_then_a_to_g() {
    let written: String = (1..=16).map(digit_symbol).collect();
    assert_eq!(written, "123456789ABCDEFG");
    assert_eq!(digit_symbol(0), '?');
    assert_eq!(digit_symbol(17), '?');
    assert_eq!(parse_digit_symbol('g', 16), Some(16));
    assert_eq!(parse_digit_symbol('A', 10), Some(10));
    assert_eq!(
        parse_digit_symbol('a', 9),
        None,
        "10 is above a 9x9's digits"
    );
    assert_eq!(parse_digit_symbol('5', 4), None);
    for not_a_digit in ['0', '.', 'H', 'h', ' ', 'é', '９'] {
        assert_eq!(parse_digit_symbol(not_a_digit, 16), None, "{not_a_digit:?}");
    }
}
