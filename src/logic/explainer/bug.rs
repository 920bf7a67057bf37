//! Sudoku Explainer's BUG (bivalue universal grave), types 1 to 4, for the rating path (the
//! person path keeps `bug::bug_plus_one`).
//!
//! A grid in which every empty cell holds two digits and every digit has two places (or
//! none) in every unit has more than one solution, or none. Explainer looks, unit by unit
//! (boxes, then rows, then columns), for each digit with a number of places other than 0 or
//! 2, and takes the one place holding three or more candidates as a *BUG cell* with that
//! digit as one of its *extra* digits (two or more such places leave the unit to another;
//! none means no BUG). Without the extra digits the grid must be such a grave, so at least
//! one BUG cell takes one of its extra digits:
//! - type 1 (5.6), a single BUG cell: it is one of its extra digits;
//! - type 2 (5.7), one extra digit in all: cells seeing every BUG cell lose it;
//! - type 4 (5.7), two BUG cells in one unit sharing one digit besides the extras: that digit
//!   has only those two places in the unit, so the other takes its extra digit, and each
//!   cell loses its third digit;
//! - type 3 (5.7 plus a tenth per digit of the set beyond the first), BUG cells in one unit:
//!   their extra digits act as one cell, which with other cells of the unit seeing them all
//!   forms a naked set of two to six digits; the unit's other cells lose them.
//!
//! Explainer tries type 1, then 2, then 4, then 3, and uses the first it finds.

use crate::grid::{CELLS, DigitSet};
use crate::logic::bits::combinations;
use crate::logic::chains::links::{PEER_MASK, Snapshot, UNIT_MASK, bit, cells_of, digits_of, unit};
use crate::logic::reason::{Reason, Uniqueness};
use crate::logic::{Candidate, LogicState, Step, Technique, bug};

/// Weight in tenths of types 2 and 4, and of type 3 before its set's size.
const TYPE_2: u32 = 57;

/// Units in Explainer's order: boxes, rows, columns (indexed as `House::index`).
fn units_in_order() -> impl Iterator<Item = usize> {
    (18..27).chain(0..18)
}

/// The BUG cells, in the order found, and each cell's extra digits (bit `d - 1`).
struct Grave {
    cells: Vec<usize>,
    extra: [u16; CELLS],
    /// Every extra digit.
    all_extra: u16,
    /// The cells seeing every BUG cell, the BUG cells apart.
    common: u128,
}

/// The BUG cells of a position that would be a grave without their extra digits, if any.
fn grave(snap: &Snapshot) -> Option<Grave> {
    let mut found = Grave {
        cells: Vec::new(),
        extra: [0; CELLS],
        all_extra: 0,
        common: !0,
    };
    for u in units_in_order() {
        for d in 1..=9u8 {
            let places = UNIT_MASK[u] & snap.digit_cells[d as usize - 1];
            let n = places.count_ones();
            if n == 0 || n == 2 {
                continue;
            }
            let mut full = cells_of(places).filter(|&c| snap.cell_digits[c].count_ones() >= 3);
            let (Some(cell), None) = (full.next(), full.next()) else {
                // None: a digit with too many places and no cell to blame, no BUG. Two or
                // more: another unit will tell which.
                if cells_of(places).all(|c| snap.cell_digits[c].count_ones() < 3) {
                    return None;
                }
                continue;
            };
            if !found.cells.contains(&cell) {
                found.cells.push(cell);
            }
            found.extra[cell] |= 1 << (d - 1);
            found.all_extra |= 1 << (d - 1);
            found.common &= PEER_MASK[cell];
            for &c in &found.cells {
                found.common &= !bit(c);
            }
        }
    }
    // Without the extra digits, two candidates in every empty cell and two places (or
    // none) for every digit in every unit.
    for cell in 0..CELLS {
        let digits = snap.cell_digits[cell];
        if digits != 0 && (digits & !found.extra[cell]).count_ones() != 2 {
            return None;
        }
    }
    for mask in UNIT_MASK {
        for d in 0..9 {
            let n = cells_of(mask & snap.digit_cells[d])
                .filter(|&c| found.extra[c] & (1 << d) == 0)
                .count();
            if n != 0 && n != 2 {
                return None;
            }
        }
    }
    (!found.cells.is_empty()).then_some(found)
}

/// Explainer's BUG for `state`, of the first type that applies.
pub fn find(state: &LogicState) -> Option<Step> {
    let snap = Snapshot::new(state);
    let grave = grave(&snap)?;
    let empty = (0..CELLS).fold(0u128, |m, c| {
        if snap.cell_digits[c] != 0 {
            m | bit(c)
        } else {
            m
        }
    });
    if let [cell] = grave.cells[..] {
        return type_1(&snap, cell, grave.extra[cell]);
    }
    if grave.all_extra.count_ones() == 1 {
        let digit = grave.all_extra.trailing_zeros() as usize;
        let removed = grave.common & snap.digit_cells[digit];
        if removed != 0 {
            let removed = cells_of(removed).map(|c| (c, digit as u8 + 1)).collect();
            return Some(bug_step(&grave, removed, TYPE_2));
        }
        return type_4(&snap, &grave);
    }
    // Explainer counts filled cells among those seeing every BUG cell here.
    if grave.common & ((1u128 << CELLS) - 1) == 0 {
        return None;
    }
    type_4(&snap, &grave).or_else(|| type_3(&snap, &grave, empty))
}

/// Type 1: the one BUG cell keeps only its extra digits (with one, it is that digit).
fn type_1(snap: &Snapshot, cell: usize, extra: u16) -> Option<Step> {
    if extra.count_ones() == 1 {
        let digit = extra.trailing_zeros() as u8 + 1;
        return Some(Step {
            technique: Technique::BugPlusOne,
            placements: vec![Candidate::new(cell, digit)],
            eliminations: Vec::new(),
            cells: vec![cell as u8],
            units: Vec::new(),
            pattern: digits_of(snap.cell_digits[cell])
                .map(|d| Candidate::new(cell, d))
                .collect(),
            score: bug::BUG_PLUS_ONE,
            reason: Reason::Uniqueness(Uniqueness::BugPlusOne {
                cell: cell as u8,
                digit,
            }),
        });
    }
    let grave = Grave {
        cells: vec![cell],
        extra: {
            let mut e = [0; CELLS];
            e[cell] = extra;
            e
        },
        all_extra: extra,
        common: 0,
    };
    let removed = digits_of(snap.cell_digits[cell] & !extra)
        .map(|d| (cell, d))
        .collect();
    Some(bug_step(&grave, removed, 56))
}

/// The units (in Explainer's order) holding every BUG cell.
fn shared_units(grave: &Grave) -> impl Iterator<Item = usize> + '_ {
    units_in_order().filter(|&u| grave.cells.iter().all(|&c| UNIT_MASK[u] & bit(c) != 0))
}

/// Type 4: two BUG cells in one unit with one common digit besides the extra ones.
fn type_4(snap: &Snapshot, grave: &Grave) -> Option<Step> {
    let [a, b] = grave.cells[..] else {
        return None;
    };
    let common = snap.cell_digits[a] & snap.cell_digits[b] & !grave.all_extra;
    if common.count_ones() != 1 {
        return None;
    }
    shared_units(grave).next()?;
    let removed = [a, b]
        .into_iter()
        .flat_map(|c| {
            digits_of(snap.cell_digits[c] & !grave.extra[c] & !common).map(move |d| (c, d))
        })
        .collect();
    Some(bug_step(grave, removed, TYPE_2))
}

/// Type 3: the BUG cells' extra digits, as one cell, and cells of a unit they share form a
/// naked set; the unit's other cells lose its digits.
fn type_3(snap: &Snapshot, grave: &Grave, empty: u128) -> Option<Step> {
    for u in shared_units(grave) {
        let others: Vec<usize> = cells_of(grave.common & empty & UNIT_MASK[u]).collect();
        for size in 2..=6usize {
            let mut found = None;
            combinations(others.len(), size - 1, &mut |chosen| {
                let union = chosen
                    .iter()
                    .fold(0u16, |m, &i| m | snap.cell_digits[others[i]]);
                if union.count_ones() as usize != size || grave.all_extra & !union != 0 {
                    return false;
                }
                let set: u128 = chosen.iter().fold(0, |m, &i| m | bit(others[i]));
                let removed: Vec<(usize, u8)> = others
                    .iter()
                    .filter(|&&c| set & bit(c) == 0)
                    .flat_map(|&c| digits_of(snap.cell_digits[c] & union).map(move |d| (c, d)))
                    .collect();
                if removed.is_empty() {
                    return false;
                }
                found = Some(removed);
                true
            });
            if let Some(removed) = found {
                return Some(bug_step(grave, removed, TYPE_2 + size as u32 - 1));
            }
        }
    }
    None
}

/// A step of types 2 to 4 (or type 1 with two extra digits).
fn bug_step(grave: &Grave, removed: Vec<(usize, u8)>, tenths: u32) -> Step {
    let cells: Vec<u8> = grave.cells.iter().map(|&c| c as u8).collect();
    let pattern = grave
        .cells
        .iter()
        .flat_map(|&c| digits_of(grave.extra[c]).map(move |d| Candidate::new(c, d)))
        .collect();
    let units = shared_units(grave).map(unit).take(1).collect();
    Step {
        technique: Technique::BugPlusOne,
        placements: Vec::new(),
        eliminations: removed
            .into_iter()
            .map(|(c, d)| Candidate::new(c, d))
            .collect(),
        cells: cells.clone(),
        units,
        pattern,
        score: tenths as f32 / 10.0,
        reason: Reason::Uniqueness(Uniqueness::Bug {
            cells,
            extra: digits_of(grave.all_extra).collect::<DigitSet>(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Grid, cell_at};
    use crate::logic::rating_path;

    /// The first BUG step on the rating path of `puzzle`.
    fn first_bug(puzzle: &str) -> Step {
        let grid: Grid = puzzle.parse().expect("a valid puzzle");
        rating_path(&grid)
            .steps
            .into_iter()
            .find(|s| s.technique == Technique::BugPlusOne)
            .expect("a BUG on the rating path")
    }

    /// The BUG's cells and what it removes, as (row, column) and (row, column, digit).
    fn shape(step: &Step) -> (Vec<u8>, Vec<Candidate>) {
        let Reason::Uniqueness(Uniqueness::Bug { cells, .. }) = &step.reason else {
            panic!("{step:?}");
        };
        let mut cells = cells.clone();
        cells.sort_unstable();
        (cells, step.eliminations.clone())
    }

    fn cells(list: &[(usize, usize)]) -> Vec<u8> {
        let mut v: Vec<u8> = list.iter().map(|&(r, c)| cell_at(r, c) as u8).collect();
        v.sort_unstable();
        v
    }

    #[test]
    fn type_2_removes_the_one_extra_digit_from_cells_seeing_every_bug_cell() {
        // Explainer rates this 5.7 (it was 6.8 by a chain before BUG types 2 to 4).
        let step = first_bug(
            "010000030800000002600070005000010000030459080000807000350201047980000013100040008",
        );
        assert!((step.score - 5.7).abs() < 1e-6, "{step:?}");
        let (bug_cells, removed) = shape(&step);
        assert_eq!(bug_cells, cells(&[(0, 6), (2, 5), (3, 6)]));
        assert_eq!(removed, vec![Candidate::new(cell_at(2, 6), 4)]);
    }

    #[test]
    fn type_4_leaves_two_bug_cells_their_extra_or_common_digit() {
        // Explainer: 5.7. r5c8 and r8c8 share column 8 and, besides their extra 3 and 9,
        // one digit; each loses its third digit.
        let step = first_bug(
            "400037000005800400000560201908000720000050000032000904703085000001006500000290007",
        );
        assert!((step.score - 5.7).abs() < 1e-6, "{step:?}");
        let (bug_cells, removed) = shape(&step);
        assert_eq!(bug_cells, cells(&[(4, 7), (7, 7)]));
        assert_eq!(
            removed,
            vec![
                Candidate::new(cell_at(4, 7), 1),
                Candidate::new(cell_at(7, 7), 4)
            ]
        );
    }

    #[test]
    fn type_3_makes_a_naked_set_of_the_extra_digits_and_weighs_its_size() {
        // Explainer: 5.8, a naked pair of the extra 6 and 7 of r8c3 and r8c5 with a cell of
        // row 8 (it was 6.3 by a VWXYZ-Wing before).
        let step = first_bug(
            "081000940600000003003080700000742000035010620020000090000508000000000000507060408",
        );
        assert!((step.score - 5.8).abs() < 1e-6, "{step:?}");
        let (bug_cells, removed) = shape(&step);
        assert_eq!(bug_cells, cells(&[(7, 2), (7, 4)]));
        assert_eq!(
            removed,
            vec![
                Candidate::new(cell_at(7, 1), 6),
                Candidate::new(cell_at(7, 5), 7)
            ]
        );
        let grid: Grid =
            "081000940600000003003080700000742000035010620020000090000508000000000000507060408"
                .parse()
                .expect("a valid puzzle");
        let solution = crate::solver::solve_first(&grid).expect("the puzzle solves");
        assert!(removed.iter().all(|c| solution.get(c.cell()) != c.digit));
    }

    #[test]
    fn type_1_places_the_one_bug_cells_extra_digit_as_bug_plus_one_does() {
        // A position met on an SE-rated puzzle's path: every empty cell holds two
        // candidates but r7c9 {4,6,9}.
        let grid: Grid =
            "7892631454135892..562714.8.697851432231946..884537269137.128...92.635.1.15.497.2."
                .parse()
                .expect("a valid grid");
        let notes = ",,,,,,,,,,,,,,,,67,67,,,,,,,39,,39,,,,,,,,,,,,,,,,57,57,,,,,,,,,,,,,46,,,,59,56,469,,,48,,,,78,,47,,,68,,,,38,,36";
        let mut cands = crate::grid::Candidates::none();
        for (cell, digits) in notes.split(',').enumerate() {
            cands.set(cell, digits.bytes().map(|b| b - b'0').collect());
        }
        let state = LogicState::with_candidates(&grid, &cands);
        let step = find(&state).expect("a BUG");
        assert_eq!(step.placements, vec![Candidate::new(cell_at(6, 8), 6)]);
        assert_eq!(Some(step), crate::logic::bug::bug_plus_one(&state));
    }

    #[test]
    fn nothing_is_found_in_a_solved_grid() {
        let solved: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .expect("a valid grid");
        assert!(find(&LogicState::from_grid(&solved)).is_none());
    }
}
