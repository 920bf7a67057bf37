//! Tests of the variant techniques beyond the basics, each on a position built for it.

use super::tests::open_position;
use super::*;
use crate::variant::{Kind, Puzzle};

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
    let step = find(fish::visit_x_wing, &puzzle, &position).expect("an X-Wing");
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
    assert_eq!(find(fish::visit_x_wing, &classic, &position), None);
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
    let step = find(killer_pairs::visit_killer_pair, &puzzle, &position).expect("a killer pair");
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
    let step = find(killer_pairs::visit_interacting_cages, &puzzle, &position).expect("a step");
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
    let step = find(innies::visit_several_houses, &puzzle, &position).expect("a step");
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
    let step = find(forcing::visit_forcing_chain, &puzzle, &position).expect("a forcing chain");
    assert_eq!(step.technique, Technique::ForcingChain);
    assert_eq!(step.cells, [0]);
    assert_eq!(step.score, 80);
    assert!(step.placements.contains(&(2, 3)), "{step:?}");
    // Supposing r1c3 is 1 leaves r1c1 and r1c2 both needing 2.
    assert_eq!(forcing::suppose(puzzle.geometry(), &position, 2, 1), None);
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

#[test]
fn an_xyz_wing_around_a_box_and_a_row() {
    // r5c5 holds 1, 2, 3; r4c4 (its box) 1, 3; r5c1 (its row) 2, 3. One of them is 3, so r5c4
    // and r5c6, which see all three, are not; nor is r1c1 in X, whose diagonal holds r5c5
    // and r4c4 and whose column holds r5c1.
    let puzzle = Puzzle::new(Kind::X, Grid::empty()).expect("empty X");
    let position = open_position(&[only(40, 0b111), only(30, 0b101), only(36, 0b110)]);
    let step = find(wings::visit_xyz_wing, &puzzle, &position).expect("an XYZ-Wing");
    assert_eq!(step.cells, [40, 30, 36]);
    assert_eq!(step.digits, 0b100);
    assert_eq!(step.eliminations, [(0, 0b100), (39, 0b100), (41, 0b100)]);
    let classic = Puzzle::new(Kind::Classic, Grid::empty()).expect("empty classic");
    let step = find(wings::visit_xyz_wing, &classic, &position).expect("an XYZ-Wing");
    assert_eq!(step.eliminations, [(39, 0b100), (41, 0b100)]);
}

#[test]
fn a_w_wing_through_a_window() {
    // r1c1 and r5c4 hold only 1 and 2, and window 1 has its 1 only at r2c2 (seeing r1c1) and
    // r4c4 (seeing r5c4): one of the pair is 2, so r1c4 and r5c1, seeing both, are not.
    let puzzle = Puzzle::new(Kind::Windoku, Grid::empty()).expect("empty Windoku");
    let mut remove = vec![only(0, 0b11), only(39, 0b11)];
    remove.extend([11, 12, 19, 20, 21, 28, 29].map(|cell| (cell, 0b1)));
    let position = open_position(&remove);
    let step = find(wings::visit_w_wing, &puzzle, &position).expect("a W-Wing");
    assert_eq!(step.houses, [House::Window(0)]);
    assert_eq!(step.cells, [0, 39, 10, 30]);
    assert_eq!(step.eliminations, [(3, 0b10), (36, 0b10)]);
    // Without the window there is no strong link on 1 there.
    let classic = Puzzle::new(Kind::Classic, Grid::empty()).expect("empty classic");
    assert_eq!(find(wings::visit_w_wing, &classic, &position), None);
}

#[test]
fn an_x_chain_of_two_strong_links() {
    // 5 lies only at r1c1 and r1c5 in row 1, and only at r4c1 and r4c6 in row 4; r1c1 and
    // r4c1 share column 1. If r1c5 is not 5 then r4c6 is: r2c6, r3c6 (box 2, column 6) and
    // r5c5, r6c5 (column 5, box 5) see both ends.
    let puzzle = Puzzle::new(Kind::Classic, Grid::empty()).expect("empty classic");
    let mut remove = Vec::new();
    for col in 0..9 {
        if ![0, 4].contains(&col) {
            remove.push((col, FIVE));
        }
        if ![0, 5].contains(&col) {
            remove.push((27 + col, FIVE));
        }
    }
    let position = open_position(&remove);
    let step = find(chains::visit_x_chain, &puzzle, &position).expect("an X-Chain");
    assert_eq!(step.cells, [4, 0, 27, 32]);
    assert_eq!(step.digits, FIVE);
    let cells: Vec<u8> = step.eliminations.iter().map(|&(c, _)| c).collect();
    assert_eq!(cells, [14, 23, 40, 49]);
}

#[test]
fn an_xy_chain_of_four_cells() {
    // r1c1 {1,2} - r1c5 {2,3} - r5c5 {3,4} - r5c9 {4,1}: if r1c1 is not 1, r5c9 is, so r1c9
    // and r5c1, seeing both ends, are not 1.
    let puzzle = Puzzle::new(Kind::Classic, Grid::empty()).expect("empty classic");
    let position = open_position(&[
        only(0, 0b11),
        only(4, 0b110),
        only(40, 0b1100),
        only(44, 0b1001),
    ]);
    let step = find(chains::visit_xy_chain, &puzzle, &position).expect("an XY-Chain");
    assert_eq!(step.cells, [0, 4, 40, 44]);
    assert_eq!(step.digits, 0b1);
    assert_eq!(step.eliminations, [(8, 0b1), (36, 0b1)]);
}

#[test]
fn simple_colouring_traps_a_cell() {
    // 7 has two places in row 1 (r1c1, r1c5), column 5 (r1c5, r7c5) and row 7 (r7c5, r7c2):
    // r1c1 and r7c2 take opposite colours, and r2c2 sees both.
    let puzzle = Puzzle::new(Kind::Classic, Grid::empty()).expect("empty classic");
    let seven = 1u16 << 6;
    let mut remove = Vec::new();
    for i in 0..9 {
        if ![0, 4].contains(&i) {
            remove.push((i, seven));
        }
        if ![0, 6].contains(&i) {
            remove.push((i * 9 + 4, seven));
        }
        if ![1, 4].contains(&i) {
            remove.push((54 + i, seven));
        }
    }
    let position = open_position(&remove);
    let step = find(colouring::visit_simple_colouring, &puzzle, &position).expect("colouring");
    assert_eq!(step.cells, [0, 4, 58, 55]);
    assert_eq!(step.eliminations, [(10, seven)]);
    assert_eq!(step.score, 55);
}

#[test]
fn every_instance_of_a_technique_is_listed_the_solvers_first() {
    // Naked pairs {1,2} in r1c1-r1c2 and {3,4} in r9c1-r9c2: each clears its row and box.
    let puzzle = Puzzle::new(Kind::Classic, Grid::empty()).expect("empty classic");
    let position = open_position(&[
        only(0, 0b11),
        only(1, 0b11),
        only(72, 0b1100),
        only(73, 0b1100),
    ]);
    let instances = instances_of(&puzzle, &position, Technique::NakedPair);
    assert_eq!(instances.first(), next_step(&puzzle, &position).as_ref());
    let units: Vec<House> = instances.iter().flat_map(|s| s.units.clone()).collect();
    for house in [House::Row(0), House::Box(0), House::Row(8), House::Box(6)] {
        assert!(units.contains(&house), "{house:?} in {units:?}");
    }
    assert!(
        instances
            .iter()
            .all(|s| s.technique == Technique::NakedPair)
    );
    assert!(instances_of(&puzzle, &position, Technique::XWing).is_empty());
}

#[test]
fn instances_pass_over_another_technique_met_first() {
    // r1c1 holds only 1 (a naked single); 2 has one place in row 9, r9c9: a hidden single,
    // which the search of singles in lines meets before the naked one.
    let puzzle = Puzzle::new(Kind::Classic, Grid::empty()).expect("empty classic");
    let mut removed = vec![only(0, 1)];
    removed.extend((72..80).map(|cell| (cell, 0b10)));
    let position = open_position(&removed);
    let next = next_step(&puzzle, &position).expect("a step");
    assert_eq!(next.technique, Technique::HiddenSingle);
    let instances = instances_of(&puzzle, &position, Technique::NakedSingle);
    let placed: Vec<_> = instances
        .iter()
        .flat_map(|s| s.placements.clone())
        .collect();
    assert_eq!(placed, [Candidate::new(0, 1)]);
}

#[test]
fn every_naked_pair_is_listed() {
    // Naked pairs {1,2} in r1c1-r1c2 and {3,4} in r9c1-r9c2, each seen from its row and its
    // box: four steps, where the first-instance searches listed one.
    let puzzle = Puzzle::new(Kind::Classic, Grid::empty()).expect("empty classic");
    let position = open_position(&[
        only(0, 0b11),
        only(1, 0b11),
        only(72, 0b1100),
        only(73, 0b1100),
    ]);
    let steps = all_steps(&puzzle, &position);
    assert_eq!(steps.first(), next_step(&puzzle, &position).as_ref());
    let pairs: Vec<House> = steps
        .iter()
        .filter(|s| s.technique == Technique::NakedPair)
        .flat_map(|s| s.units.clone())
        .collect();
    assert_eq!(pairs.len(), 4, "{pairs:?}");
    for house in [House::Row(0), House::Box(0), House::Row(8), House::Box(6)] {
        assert!(pairs.contains(&house), "{house:?} in {pairs:?}");
    }
}
