//! Tests of the grid model: tables, digit sets, grids, boards and candidates.

use super::*;

const SEED: &str =
    "900004001016008070000000080740305000000010000000702038050000000070200350100600009";

#[test]
fn tables_are_consistent() {
    for (cell, peers) in PEERS.iter().enumerate() {
        for &p in peers {
            assert!(sees(cell, p as usize));
            assert!(PEERS[p as usize].contains(&(cell as u8)));
        }
        for unit in units_of(cell) {
            assert!(unit.cells().contains(&(cell as u8)));
        }
    }
    for unit in House::all() {
        assert_eq!(House::from_index(unit.index()), unit);
        let mut seen = [false; CELLS];
        for &c in unit.cells() {
            assert!(!seen[c as usize]);
            seen[c as usize] = true;
        }
    }
    assert_eq!(box_of(cell_at(4, 4)), 4);
    assert_eq!(box_of(cell_at(8, 0)), 6);
    assert_eq!(cell_name(cell_at(2, 4)), "r3c5");
}

#[test]
fn digit_set_operations() {
    let mut s: DigitSet = [1u8, 4, 9].into_iter().collect();
    assert_eq!(s.len(), 3);
    assert!(s.contains(4) && !s.contains(5) && !s.contains(0) && !s.contains(10));
    assert!(s.remove(4));
    assert!(!s.remove(4));
    assert_eq!(s.iter().collect::<Vec<_>>(), vec![1, 9]);
    assert_eq!(s.first(), Some(1));
    assert_eq!(DigitSet::single(7).single_digit(), Some(7));
    assert_eq!(s.single_digit(), None);
    assert_eq!(format!("{s:?}"), "{19}");
}

#[test]
fn parse_and_print_round_trip() {
    let grid: Grid = SEED.parse().unwrap();
    assert_eq!(grid.get(0), 9);
    assert_eq!(grid.get(1), 0);
    assert_eq!(grid.to_digits(), SEED);
    assert_eq!(grid.to_line().parse::<Grid>().unwrap(), grid);
    assert_eq!("12".parse::<Grid>().unwrap_err(), GridError::WrongLength(2));
    let bad = format!("{}x{}", &SEED[..40], &SEED[41..]);
    assert_eq!(
        bad.parse::<Grid>().unwrap_err(),
        GridError::BadChar {
            column: 41,
            found: 'x'
        }
    );
}

#[test]
fn conflicts_name_the_unit() {
    let mut grid: Grid = SEED.parse().unwrap();
    assert!(grid.validate().is_ok());
    grid.set(1, 9); // r1c2 = 9 repeats r1c1's 9 in row 1 and box 1
    let conflicts = grid.conflicts();
    assert_eq!(conflicts.len(), 2);
    assert_eq!(conflicts[0].to_string(), "two 9s in row 1 (r1c1 and r1c2)");
    assert_eq!(conflicts[1].unit, House::Box(0));
    assert_eq!(grid.conflicting_cells(), vec![0, 1]);
}

#[test]
fn board_keeps_givens_fixed() {
    let givens: Grid = SEED.parse().unwrap();
    let mut board = Board::new(givens);
    assert_eq!(board.cell(0), CellValue::Given(9));
    assert!(board.set_entry(0, 3).is_err());
    board.set_entry(1, 3).unwrap();
    assert_eq!(board.cell(1), CellValue::Entry(3));
    assert_eq!(board.combined().get(1), 3);
    board.set_entry(1, 0).unwrap();
    assert_eq!(board.cell(1), CellValue::Empty);
    assert!(board.set_entry(1, 10).is_err());
}

#[test]
fn candidates_exclude_peers() {
    let grid: Grid = SEED.parse().unwrap();
    let cands = Candidates::from_grid(&grid);
    assert!(cands.get(0).is_empty());
    // r1c2 sees 9, 1, 4 in row 1, 1, 6 in box 1, and 1, 4, 5, 7 in column 2
    let expected: DigitSet = [2u8, 3, 8].into_iter().collect();
    assert_eq!(cands.get(1), expected);
}
