//! Tests of the variant techniques beyond the basics, each on a position built for it.

use super::*;
use crate::variant::Kind;

/// A position with every cell open to every digit except where `remove` says.
fn open_position(remove: &[(usize, u16)]) -> Position {
    let mut position = Position {
        values: [0; CELLS],
        candidates: [0x1ff; CELLS],
    };
    for &(cell, digits) in remove {
        position.candidates[cell] &= !digits;
    }
    position
}

/// Keeps only `digits` in `cell`.
fn only(cell: usize, digits: u16) -> (usize, u16) {
    (cell, 0x1ff & !digits)
}

const FIVE: u16 = 1 << 4;

#[test]
fn an_x_wing_covered_by_the_two_diagonals() {
    // 5 sits only in the corners of rows 1 and 9, and columns 1 and 9 hold it nowhere else:
    // the lines give nothing, the diagonals through the corners do.
    let puzzle = Puzzle::new(Kind::X, Grid::empty()).expect("empty X");
    let mut remove = Vec::new();
    for i in 1..8 {
        for cell in [i, 72 + i, i * 9, i * 9 + 8] {
            remove.push((cell, FIVE));
        }
    }
    let position = open_position(&remove);
    let step = fish::x_wing(&puzzle, &position).expect("an X-Wing");
    assert_eq!(
        step.houses,
        [
            House::Row(0),
            House::Row(8),
            House::Diagonal,
            House::AntiDiagonal
        ]
    );
    assert_eq!(step.cells, [0, 8, 72, 80]);
    let cells: Vec<u8> = step.eliminations.iter().map(|&(c, _)| c).collect();
    assert_eq!(cells, [10, 16, 20, 24, 30, 32, 40, 48, 50, 56, 60, 64, 70]);
    assert!(step.eliminations.iter().all(|&(_, d)| d == FIVE));
    // In a classic grid the same candidates make no fish.
    let classic = Puzzle::new(Kind::Classic, Grid::empty()).expect("empty classic");
    assert_eq!(fish::x_wing(&classic, &position), None);
}

#[test]
fn a_killer_pair_in_a_row() {
    // The cage r1c1-r1c2 adds up to 10 with only 1, 2, 8, 9 left: {1,9} or {2,8}. r1c3 holds
    // 1 or 2. Between them they hold both 1 and 2 however they are filled.
    let puzzle = Puzzle::killer(Grid::empty(), vec![(vec![0, 1], 10)]).expect("a valid killer");
    let position = open_position(&[
        only(0, 0b1_1000_0011),
        only(1, 0b1_1000_0011),
        only(2, 0b11),
    ]);
    let step = killer_pairs::killer_pair(&puzzle, &position).expect("a killer pair");
    assert_eq!(step.technique, Technique::KillerPair);
    assert_eq!(step.houses, [House::Row(0)]);
    assert_eq!(step.digits, 0b11);
    let expected: Vec<(u8, u16)> = (3..9).map(|c| (c, 0b11)).collect();
    assert_eq!(step.eliminations, expected);
}

#[test]
fn two_cages_in_a_row_interact() {
    // 4 in two cells is {1,3}; 6 in two cells is {1,5} or {2,4}, and the 1 is taken.
    let puzzle = Puzzle::killer(Grid::empty(), vec![(vec![0, 1], 4), (vec![2, 3], 6)])
        .expect("a valid killer");
    let position = open_position(&[]);
    let step = killer_pairs::interacting_cages(&puzzle, &position).expect("a step");
    assert_eq!(step.technique, Technique::InteractingCages);
    assert_eq!(step.cells, [0, 1, 2, 3]);
    let kept = |cell: u8| {
        step.eliminations
            .iter()
            .find(|&&(c, _)| c == cell)
            .map_or(0x1ff, |&(_, removed)| 0x1ff & !removed)
    };
    assert_eq!(kept(0), 0b101);
    assert_eq!(kept(2), 0b1010);
}

#[test]
fn the_rule_of_45_on_three_rows() {
    // Columns 1, 2 and 4-9 of rows 1-3 are cages of 15, r1c3-r2c3 one of 10: the three
    // rows' 135 leaves 5 for r3c3.
    let mut cages: Vec<(Vec<usize>, u32)> = (0..9)
        .filter(|&col| col != 2)
        .map(|col| (vec![col, col + 9, col + 18], 15))
        .collect();
    cages.push((vec![2, 11], 10));
    let puzzle = Puzzle::killer(Grid::empty(), cages).expect("a valid killer");
    let position = open_position(&[]);
    let step = innies::several_houses(&puzzle, &position).expect("a step");
    assert_eq!(step.houses, [House::Row(0), House::Row(1), House::Row(2)]);
    assert_eq!(step.cells, [20]);
    assert_eq!(step.sum, Some(5));
    assert_eq!(step.eliminations, [(20, 0x1ff & !FIVE)]);
}

#[test]
fn a_forcing_chain_from_a_cell_both_ways() {
    // r1c1 and r1c2 hold only 1 and 2, r1c3 1 to 3: whichever r1c1 takes, r1c3 is 3.
    let puzzle = Puzzle::new(Kind::Classic, Grid::empty()).expect("empty classic");
    let position = open_position(&[only(0, 0b11), only(1, 0b11), only(2, 0b111)]);
    let step = forcing::forcing_chain(&puzzle, &position).expect("a forcing chain");
    assert_eq!(step.technique, Technique::ForcingChain);
    assert_eq!(step.cells, [0]);
    assert_eq!(step.score, 80);
    assert!(step.placements.contains(&(2, 3)), "{step:?}");
    // Supposing r1c3 is 1 leaves r1c1 and r1c2 both needing 2.
    assert_eq!(forcing::suppose(&puzzle, &position, 2, 1), None);
}

#[test]
fn the_level_comes_from_the_hardest_technique() {
    assert_eq!(Technique::ForcingChain.level(), Level::Master);
    for technique in TECHNIQUES {
        let position = FINDERS
            .iter()
            .position(|(level, _)| *level == technique.level());
        assert!(
            position.is_some(),
            "{technique:?} has no finder of its level"
        );
    }
}
