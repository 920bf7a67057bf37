//! Tests of the variant logic solver: each technique on a position built for it, and every
//! step of generated puzzles checked against their solutions.

use super::*;
use crate::variant::generate::{VariantOptions, generate};
use crate::variant::logic::rate;
use crate::variant::{Kind, Puzzle, parse_line};
use crate::words::Explained;

const EMPTY: &str =
    ".................................................................................";

fn empty_of(kind: Kind) -> Puzzle {
    Puzzle::new(kind, Grid::empty()).expect("an empty puzzle is valid")
}

/// A position with every cell open to every digit except where `remove` says.
pub(super) fn open_position(remove: &[(usize, u16)]) -> Position {
    let mut position = Position {
        values: vec![0; CELLS],
        candidates: vec![0x1ff; CELLS],
    };
    for &(cell, digits) in remove {
        position.candidates[cell] &= !digits;
    }
    position
}

const FIVE: u16 = 1 << 4;

#[test]
fn a_hidden_single_on_a_diagonal() {
    let puzzle = empty_of(Kind::X);
    let remove: Vec<(usize, u16)> = (0..9)
        .map(|i| i * 10)
        .filter(|&c| c != 40)
        .map(|c| (c, FIVE))
        .collect();
    let position = open_position(&remove);
    assert_eq!(
        find(singles::visit_hidden_single_in_block, &puzzle, &position),
        None
    );
    let step = next_step(&puzzle, &position).expect("a single");
    assert_eq!(step.technique, Technique::HiddenSingle);
    assert_eq!(step.units, [House::Diagonal]);
    assert_eq!(step.placements, [Candidate::new(40, 5)]);
    assert_eq!(step.score, 1.5);
}

#[test]
fn locked_candidates_from_a_box_onto_a_diagonal() {
    let puzzle = empty_of(Kind::X);
    // In box 1, 3 only on the diagonal cells r1c1, r2c2, r3c3.
    let three = 1u16 << 2;
    let remove: Vec<(usize, u16)> = [1, 2, 9, 11, 18, 19]
        .into_iter()
        .map(|c| (c, three))
        .collect();
    let position = open_position(&remove);
    let step = find(locked::visit_locked_candidates, &puzzle, &position).expect("locked");
    assert_eq!(step.houses, [House::Box(0), House::Diagonal]);
    assert_eq!(step.cells, [0, 10, 20]);
    let cells: Vec<u8> = step.eliminations.iter().map(|&(c, _)| c).collect();
    assert_eq!(cells, [30, 40, 50, 60, 70, 80]);
    assert!(step.eliminations.iter().all(|&(_, d)| d == three));
    // The classic rules alone have no such step.
    assert_eq!(
        find(
            locked::visit_locked_candidates,
            &empty_of(Kind::Classic),
            &position
        ),
        None
    );
}

#[test]
fn locked_candidates_between_a_window_and_a_row() {
    let puzzle = empty_of(Kind::Windoku);
    // In window 1 (r2-4, c2-4), 7 only in row 2.
    let seven = 1u16 << 6;
    let remove: Vec<(usize, u16)> = [19, 20, 21, 28, 29, 30]
        .into_iter()
        .map(|c| (c, seven))
        .collect();
    let position = open_position(&remove);
    let step = find(locked::visit_locked_candidates, &puzzle, &position).expect("locked");
    assert_eq!(step.houses, [House::Window(0), House::Row(1)]);
    let cells: Vec<u8> = step.eliminations.iter().map(|&(c, _)| c).collect();
    assert_eq!(cells, [9, 13, 14, 15, 16, 17]);
}

#[test]
fn pairs_and_triples_in_a_row() {
    let puzzle = empty_of(Kind::Classic);
    let not_12 = 0x1ff & !0b11;
    let position = open_position(&[(0, not_12), (4, not_12)]);
    let step = find(subsets::visit_pair, &puzzle, &position).expect("naked pair");
    assert_eq!(step.technique, Technique::NakedPair);
    assert_eq!(step.cells, [0, 4]);
    assert_eq!(step.houses, [House::Row(0)]);
    assert_eq!(step.eliminations.len(), 7);

    // 8 and 9 only in r1c1 and r1c2 of row 1: those cells lose everything else.
    let eight_nine = 0b1_1000_0000;
    let remove: Vec<(usize, u16)> = (2..9).map(|c| (c, eight_nine)).collect();
    let position = open_position(&remove);
    let step = find(subsets::visit_pair, &puzzle, &position).expect("hidden pair");
    assert_eq!(step.technique, Technique::HiddenPair);
    assert_eq!(step.cells, [0, 1]);
    assert_eq!(step.eliminations, [(0, 0x7f), (1, 0x7f)]);

    let not_123 = 0x1ff & !0b111;
    let position = open_position(&[(0, not_123), (3, not_123 | 0b100), (8, not_123)]);
    assert_eq!(find(subsets::visit_pair, &puzzle, &position), None);
    let step = find(subsets::visit_triple, &puzzle, &position).expect("naked triple");
    assert_eq!(step.technique, Technique::NakedTriple);
    assert_eq!(step.cells, [0, 3, 8]);
    assert_eq!(step.digits, 0b111);
}

fn killer(cages: Vec<(Vec<usize>, u32)>) -> Puzzle {
    Puzzle::killer(Grid::empty(), cages).expect("valid cages")
}

#[test]
fn a_one_cell_cage_places_its_digit_in_one_step() {
    let puzzle = killer(vec![(vec![40], 6)]);
    let position = Position::start(&puzzle);
    let step =
        find(killer::visit_cage_combinations, &puzzle, &position).expect("the one-cell cage");
    assert_eq!(step.placements, [(40, 6)]);
    assert!(step.eliminations.is_empty(), "{:?}", step.eliminations);
    let mut position = position;
    position.apply(&puzzle, &step.into_step(&position));
    assert_eq!(position.candidates(40), 0, "placed, nothing left to note");
    assert_eq!(position.grid().get(40), 6);
}

#[test]
fn a_cage_keeps_the_digits_of_its_combinations() {
    let puzzle = killer(vec![(vec![0, 1], 3), (vec![2, 3, 4], 24)]);
    let position = Position::start(&puzzle);
    let step = find(killer::visit_cage_combinations, &puzzle, &position).expect("combinations");
    assert_eq!(step.cells, [0, 1]);
    assert_eq!(step.digits, 0b11);
    assert_eq!(step.eliminations, [(0, 0x1fc), (1, 0x1fc)]);
    let mut position = position;
    position.apply(&puzzle, &step.into_step(&position));
    let step = find(killer::visit_cage_combinations, &puzzle, &position).expect("the 24 cage");
    assert_eq!(step.digits, 0b1_1100_0000);
    // 1 and 2 are both in row 1 and box 1: the rest of row 1 loses them.
    position.apply(&puzzle, &step.into_step(&position));
    let step = find(killer::visit_cage_house, &puzzle, &position).expect("cage and house");
    assert_eq!(step.houses, [House::Row(0)]);
    assert_eq!(step.digits, 1);
    let cells: Vec<u8> = step.eliminations.iter().map(|&(c, _)| c).collect();
    assert_eq!(cells, [5, 6, 7, 8]);
}

#[test]
fn a_digit_of_a_row_held_in_one_cage_stays_in_that_cage() {
    // The cage r1c1, r1c2, r2c1 adds up to 15; row 1 has 9 only in r1c1 and r1c2.
    let puzzle = killer(vec![(vec![0, 1, 9], 15)]);
    let nine = 1 << 8;
    let remove: Vec<(usize, u16)> = (2..9).map(|cell| (cell, nine)).collect();
    let position = open_position(&remove);
    let step = find(killer::visit_house_cage, &puzzle, &position).expect("house and cage");
    assert_eq!(step.technique, Technique::HouseCage);
    assert_eq!(step.houses, [House::Row(0)]);
    assert_eq!(step.cells, [0, 1]);
    assert_eq!(step.digits, nine);
    // 15 in three cells with a 9: 1 5 9 or 2 4 9. So 3, 6, 7 and 8 go everywhere in the
    // cage, and r2c1, outside the row's places, loses the 9 too.
    let others = 0b0_1110_0100;
    assert_eq!(
        step.eliminations,
        [(0, others), (1, others), (9, others | nine)]
    );
    assert!(
        step.into_step(&position)
            .explanation()
            .starts_with("House and cage: in row 1, 9 can only go in r1c1 and r1c2")
    );
}

#[test]
fn the_rule_of_45_finds_a_lone_innie() {
    // Row 1 of a valid grid: 1 2 3 4 5 6 7 8 9 with r2c9 holding 3. Four dominoes cover
    // r1c1-r1c8 (sum 36); r1c9 shares a cage with r2c9 (sum 12): r1c9 must be 9.
    let puzzle = killer(vec![
        (vec![0, 1], 3),
        (vec![2, 3], 7),
        (vec![4, 5], 11),
        (vec![6, 7], 15),
        (vec![8, 17], 12),
    ]);
    let position = Position::start(&puzzle);
    let step = find(innies::visit_one_house, &puzzle, &position).expect("innie");
    assert_eq!(step.technique, Technique::RuleOf45);
    assert_eq!(step.houses, [House::Row(0)]);
    assert_eq!(step.cells, [8]);
    assert_eq!(step.sum, Some(9));
    assert_eq!(step.eliminations, [(8, 0xff)]);
    assert_eq!(
        step.into_step(&position).explanation(),
        "Rule of 45: row 1 adds up to 45, which leaves 9 for r1c9; so r1c9 cannot be 1, 2, 3, 4, 5, 6, 7 or 8."
    );
}

#[test]
fn steps_explain_themselves_in_a_sentence() {
    let puzzle = empty_of(Kind::X);
    let remove: Vec<(usize, u16)> = (0..9)
        .map(|i| i * 10)
        .filter(|&c| c != 40)
        .map(|c| (c, FIVE))
        .collect();
    let step = next_step(&puzzle, &open_position(&remove)).expect("a single");
    assert_eq!(
        step.explanation(),
        "Hidden single: 5 has only one place in the main diagonal, r5c5; so r5c5 is 5."
    );
}

/// Replays a rating and checks that no step goes against the solution.
fn assert_sound(puzzle: &Puzzle, solution: &Grid) {
    let mut position = Position::start(puzzle);
    while let Some(step) = next_step(puzzle, &position) {
        for placed in &step.placements {
            assert_eq!(
                solution.get(placed.cell()),
                placed.digit,
                "{puzzle}: {step:?}"
            );
        }
        for removed in &step.eliminations {
            assert_ne!(
                solution.get(removed.cell()),
                removed.digit,
                "{puzzle}: {step:?}"
            );
        }
        position.apply(puzzle, &step);
        if position.is_solved() {
            break;
        }
    }
}

#[test]
fn every_step_of_generated_puzzles_agrees_with_the_solution() {
    for kind in [Kind::X, Kind::Windoku, Kind::Jigsaw, Kind::Killer] {
        for (seed, level) in [(1, Level::Hard), (2, Level::Medium), (3, Level::Easy)] {
            let generated = generate(&VariantOptions { kind, level, seed }).expect("generated");
            let rating = rate(&generated.puzzle);
            assert_eq!(rating.level, Some(level), "{}", generated.puzzle);
            assert_sound(&generated.puzzle, &generated.solution);
        }
    }
}

#[test]
fn killers_without_givens_are_solved_soundly_as_far_as_the_logic_goes() {
    use rand::SeedableRng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    let classic = parse_line(EMPTY).expect("empty classic");
    for _ in 0..20 {
        let solution =
            crate::variant::solver::random_solution(&classic, &mut rng, u64::MAX).expect("grid");
        let cages = crate::variant::generate::random_cages(
            &solution,
            &crate::variant::generate::SIZE_WEIGHTS,
            &mut rng,
        );
        let puzzle = Puzzle::killer(Grid::empty(), cages).expect("valid cages");
        assert_sound(&puzzle, &solution);
    }
}

#[test]
fn an_xy_wing_across_a_window() {
    // r2c2 {1,2} sees r2c7 {1,3} (row 2) and r4c4 {2,3} (window 1). Cells seeing both lose
    // 3: r2c3 and r2c4 (row 2, window 1), r4c7 (row 4, column 7), and r4c6 and r4c8 (row 4,
    // window 2).
    let puzzle = empty_of(Kind::Windoku);
    let keep = |digits: u16| 0x1ff & !digits;
    let position = open_position(&[(10, keep(0b011)), (15, keep(0b101)), (30, keep(0b110))]);
    let step = find(wings::visit_xy_wing, &puzzle, &position).expect("xy-wing");
    assert_eq!(step.cells, [10, 15, 30]);
    assert_eq!(step.digits, 0b100);
    let cells: Vec<u8> = step.eliminations.iter().map(|&(c, _)| c).collect();
    assert_eq!(cells, [11, 12, 32, 33, 34]);
    // Without the window, r4c4 does not see r2c2 and there is no wing.
    assert_eq!(
        find(wings::visit_xy_wing, &empty_of(Kind::Classic), &position),
        None
    );
}

/// Checks every single of `line`'s logical solve: its excluded alternatives are exactly the
/// other open cells of its house (a hidden single) or the other digits of its cell (a naked
/// one), and each excluder holds the digit in the position and sees the excluded cell; a
/// candidate with no excluder has no peer holding its digit. Returns how many excluders
/// see their cell only through a house or cage other than its row and column.
fn check_excluders(line: &str) -> usize {
    let puzzle = parse_line(line).expect("the line parses");
    let geometry = puzzle.geometry();
    let mut position = Position::start(&puzzle);
    let mut beyond_lines = 0;
    while let Some(step) = next_step(&puzzle, &position) {
        let Reason::Variant(reason) = &step.reason else {
            panic!("a variant step");
        };
        let placed = step.placements.first().copied();
        let expected: Vec<Candidate> = match (step.technique, placed) {
            (Technique::HiddenSingle, Some(placed)) => geometry
                .cells_of(step.units[0])
                .expect("a house of the puzzle")
                .iter()
                .filter(|&&c| c != placed.cell && position.value(usize::from(c)) == 0)
                .map(|&c| Candidate::new(usize::from(c), placed.digit))
                .collect(),
            (Technique::NakedSingle, Some(placed)) => (1..=9)
                .filter(|&d| d != placed.digit)
                .map(|d| Candidate::new(placed.cell(), d))
                .collect(),
            _ => Vec::new(),
        };
        let excluded: Vec<Candidate> = reason.excluded.iter().map(|e| e.candidate).collect();
        assert_eq!(excluded, expected, "{:?}", step.technique);
        for exclusion in &reason.excluded {
            let (cell, digit) = (exclusion.candidate.cell(), exclusion.candidate.digit);
            match exclusion.by {
                Some(by) => {
                    let by = usize::from(by);
                    assert_eq!(position.value(by), digit, "the excluder holds the digit");
                    assert!(geometry.sees(by, cell), "{by} sees {cell}");
                    if by / 9 != cell / 9 && by % 9 != cell % 9 {
                        beyond_lines += 1;
                    }
                }
                None => assert!(
                    geometry
                        .peers(cell)
                        .iter()
                        .all(|&peer| position.value(usize::from(peer)) != digit),
                    "a placed {digit} sees {cell} but is not named"
                ),
            }
        }
        position.apply(&puzzle, &step);
    }
    assert!(position.is_solved(), "the puzzle solves by logic");
    beyond_lines
}

#[test]
fn variant_singles_name_the_placed_digit_that_rules_out_each_alternative() {
    let jigsaw = "jigsaw:.......9...8457.2....9..3..9.....78...........79.....2..1..6....3.7918...6.......:111122239122222239114443339144433339145555599447755599777656669778666668778888888";
    assert!(
        check_excluders(jigsaw) > 0,
        "some rays come through regions"
    );
    let killer = "killer:.................................................................................:abcddeeeebbbfgggghijjfkkklhimnoopkqhimnrrssqtuvwrxxyqtzvwAAxBBCzvvDAEEFCzGGHHIECC:6,22,7,10,13,13,23,14,13,5,25,4,8,9,15,7,19,16,3,6,3,22,10,12,6,19,16,5,30,2,13,5,11,10,3";
    assert!(
        check_excluders(killer) > 0,
        "some rays come through boxes or cages"
    );
    let x = "x:..4.6197.8.....5......5...25.....6..6..5.4..7..7.....53...4......8.....9.9278.3..";
    check_excluders(x);
}
