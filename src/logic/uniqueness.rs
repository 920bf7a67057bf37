//! Uniqueness techniques: Unique Rectangle types 1-4 (and the same types on longer unique
//! loops) and BUG+1. They assume the puzzle has one solution: a pattern that would allow
//! two solutions (a "deadly pattern") must be broken, which forces a digit or removes one.
//!
//! A deadly pattern here is a set of empty cells, all holding two digits x and y, such that
//! every row, column and box holds either none or exactly two of them: if all of them
//! took only x and y, swapping x and y would give a second solution.

use super::bits::{CellSet, Index, PEER_MASK, UNIT_MASK, bit, cells_of, combinations};
use super::reason::{LoopKind, Reason, Uniqueness};
use super::{Candidate, LogicState, Step, Technique, elimination_step};
use crate::grid::{CELLS, DigitSet, Unit, cell_at, units_of};

/// Explainer's weight of a Unique Rectangle type 1.
pub const UR1: f32 = 4.5;
/// Explainer's weight of a Unique Rectangle type 2: the rectangle's own 4.5, since
/// Explainer adds nothing for the type (only a longer loop adds).
pub const UR2: f32 = 4.5;
/// Explainer's weight of a Unique Rectangle type 4: as type 2, the rectangle's 4.5.
pub const UR4: f32 = 4.5;
/// Explainer's weight of a BUG+1.
pub const BUG_PLUS_ONE: f32 = 5.6;

/// Explainer's weight of a Unique Rectangle type 3 whose naked subset has `size` digits.
pub fn ur3_score(size: usize) -> f32 {
    4.5 + 0.1 * (size as f32 - 1.0)
}

/// Explainer's extra weight for a unique loop of `len` cells over a rectangle.
pub fn loop_bonus(len: usize) -> f32 {
    match len {
        0..=4 => 0.0,
        6 => 0.1,
        8 => 0.2,
        _ => 0.5,
    }
}

/// Longest unique loop searched.
const MAX_LOOP: usize = 10;

/// A deadly pattern of 4 (rectangle) to 10 (loop) empty cells, all holding `x` and `y`.
#[derive(Clone, Copy)]
struct Rectangle {
    cells: [usize; MAX_LOOP],
    len: usize,
    x: u8,
    y: u8,
}

impl Rectangle {
    fn cells(&self) -> &[usize] {
        &self.cells[..self.len]
    }

    fn pair(&self) -> DigitSet {
        [self.x, self.y].into_iter().collect()
    }

    fn mask(&self) -> CellSet {
        self.cells().iter().fold(0, |m, &c| m | bit(c))
    }

    fn pattern(&self) -> Vec<Candidate> {
        let mut p: Vec<Candidate> = self
            .cells()
            .iter()
            .flat_map(|&c| [Candidate::new(c, self.x), Candidate::new(c, self.y)])
            .collect();
        p.sort();
        p
    }

    /// The pattern, broken as `kind` says, as a step's reason.
    fn reason(&self, kind: LoopKind) -> Reason {
        Reason::Uniqueness(Uniqueness::Loop {
            cells: self.cells().iter().map(|&c| c as u8).collect(),
            digits: [self.x, self.y],
            kind,
        })
    }

    fn bonus(&self) -> f32 {
        loop_bonus(self.len)
    }
}

/// Calls `visit` on every rectangle until it returns a step.
fn each_rectangle(
    state: &LogicState,
    mut visit: impl FnMut(Rectangle) -> Option<Step>,
) -> Option<Step> {
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    if (r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3) {
                        continue;
                    }
                    let corners = [
                        cell_at(r1, c1),
                        cell_at(r1, c2),
                        cell_at(r2, c1),
                        cell_at(r2, c2),
                    ];
                    if corners.iter().any(|&c| state.grid.get(c) != 0) {
                        continue;
                    }
                    let common = corners
                        .iter()
                        .fold(DigitSet::ALL, |m, &c| m.intersection(state.cands.get(c)));
                    if common.len() < 2 {
                        continue;
                    }
                    let mut cells = [0usize; MAX_LOOP];
                    cells[..4].copy_from_slice(&corners);
                    let digits: Vec<u8> = common.iter().collect();
                    for (i, &x) in digits.iter().enumerate() {
                        for &y in &digits[i + 1..] {
                            if let Some(step) = visit(Rectangle {
                                cells,
                                len: 4,
                                x,
                                y,
                            }) {
                                return Some(step);
                            }
                        }
                    }
                }
            }
        }
    }
    None
}

/// Searches unique loops of 6 to 10 cells (shortest first) with at most two cells holding
/// more than x and y, calling `visit` on each until it returns a step.
fn each_loop(state: &LogicState, mut visit: impl FnMut(Rectangle) -> Option<Step>) -> Option<Step> {
    struct Search<'a> {
        state: &'a LogicState,
        holders: CellSet,
        pair: DigitSet,
        path: [usize; MAX_LOOP],
        counts: [u8; 27],
        target: usize,
    }
    fn extend(
        s: &mut Search,
        len: usize,
        extras: usize,
        visit: &mut dyn FnMut(&[usize]) -> Option<Step>,
    ) -> Option<Step> {
        let last = s.path[len - 1];
        if len == s.target {
            // Closed, and every unit holds 0 or 2 of the cells?
            if PEER_MASK[last] & bit(s.path[0]) == 0 || s.counts.contains(&1) {
                return None;
            }
            return visit(&s.path[..len]);
        }
        let mut next = s.holders & PEER_MASK[last];
        for &c in &s.path[..len] {
            next &= !bit(c);
        }
        for n in cells_of(next) {
            if n < s.path[0] {
                continue;
            }
            let units = units_of(n).map(Unit::index);
            if units.iter().any(|&u| s.counts[u] >= 2) {
                continue;
            }
            let extra = usize::from(s.state.cands.get(n) != s.pair);
            if extras + extra > 2 {
                continue;
            }
            for &u in &units {
                s.counts[u] += 1;
            }
            s.path[len] = n;
            let found = extend(s, len + 1, extras + extra, visit);
            for &u in &units {
                s.counts[u] -= 1;
            }
            if found.is_some() {
                return found;
            }
        }
        None
    }
    let index = Index::new(state);
    for target in (6..=MAX_LOOP).step_by(2) {
        for x in 1..=9u8 {
            for y in x + 1..=9u8 {
                let holders = index.digit_cells[x as usize - 1] & index.digit_cells[y as usize - 1];
                if (holders.count_ones() as usize) < target {
                    continue;
                }
                let pair: DigitSet = [x, y].into_iter().collect();
                // All but two of a loop's cells hold exactly x and y: without that many
                // such cells there is no loop to find (a quick exit on most positions).
                let exact = cells_of(holders)
                    .filter(|&c| state.cands.get(c) == pair)
                    .count();
                if exact + 2 < target {
                    continue;
                }
                let mut search = Search {
                    state,
                    holders,
                    pair,
                    path: [0; MAX_LOOP],
                    counts: [0; 27],
                    target,
                };
                for start in cells_of(holders) {
                    search.path[0] = start;
                    let units = units_of(start).map(Unit::index);
                    for &u in &units {
                        search.counts[u] += 1;
                    }
                    let extra = usize::from(state.cands.get(start) != pair);
                    let mut call = |cells: &[usize]| {
                        let mut all = [0usize; MAX_LOOP];
                        all[..cells.len()].copy_from_slice(cells);
                        visit(Rectangle {
                            cells: all,
                            len: cells.len(),
                            x,
                            y,
                        })
                    };
                    let found = extend(&mut search, 1, extra, &mut call);
                    for &u in &units {
                        search.counts[u] -= 1;
                    }
                    if found.is_some() {
                        return found;
                    }
                }
            }
        }
    }
    None
}

/// The pattern's cells split into those holding exactly {x,y} and the others.
fn floors_and_roofs(state: &LogicState, rect: &Rectangle) -> (Vec<usize>, Vec<usize>) {
    let pair = rect.pair();
    rect.cells()
        .iter()
        .partition(|&&c| state.cands.get(c) == pair)
}

/// Units holding both cells.
fn shared_units(a: usize, b: usize) -> Vec<usize> {
    units_of(a)
        .into_iter()
        .map(Unit::index)
        .filter(|&u| UNIT_MASK[u] & bit(b) != 0)
        .collect()
}

/// All cells but one hold only {x,y}: the last cannot be x or y, or they would swap.
fn type_1(state: &LogicState, rect: &Rectangle) -> Option<Step> {
    let (_, roofs) = floors_and_roofs(state, rect);
    let [roof] = roofs[..] else { return None };
    let eliminations = vec![Candidate::new(roof, rect.x), Candidate::new(roof, rect.y)];
    Some(ur_step(
        Technique::UniqueRectangle1,
        UR1 + rect.bonus(),
        rect,
        eliminations,
        Vec::new(),
        rect.reason(LoopKind::One { roof: roof as u8 }),
    ))
}

/// The cells beyond {x,y} all hold one same extra digit z: one of them is z, so cells
/// seeing all of them lose z.
fn type_2(state: &LogicState, index: &Index, rect: &Rectangle) -> Option<Step> {
    let (_, roofs) = floors_and_roofs(state, rect);
    if roofs.len() < 2 {
        return None;
    }
    let pair = rect.pair();
    let extra = state.cands.get(roofs[0]).difference(pair);
    let z = extra.single_digit()?;
    if roofs
        .iter()
        .any(|&r| state.cands.get(r).difference(pair) != extra)
    {
        return None;
    }
    let targets = roofs
        .iter()
        .fold(index.digit_cells[z as usize - 1], |m, &r| m & PEER_MASK[r]);
    if targets == 0 {
        return None;
    }
    let reason = rect.reason(LoopKind::Two {
        roofs: roofs.iter().map(|&c| c as u8).collect(),
        extra: z,
    });
    let eliminations = cells_of(targets).map(|c| Candidate::new(c, z)).collect();
    Some(ur_step(
        Technique::UniqueRectangle2,
        UR2 + rect.bonus(),
        rect,
        eliminations,
        Vec::new(),
        reason,
    ))
}

/// Two cells go beyond {x,y} and share a unit where x fits only in them: one of them is
/// x, so neither can be y.
fn type_4(state: &LogicState, index: &Index, rect: &Rectangle) -> Option<Step> {
    let (_, roofs) = floors_and_roofs(state, rect);
    let [a, b] = roofs[..] else { return None };
    let both = bit(a) | bit(b);
    for unit in shared_units(a, b) {
        for (x, y) in [(rect.x, rect.y), (rect.y, rect.x)] {
            if index.cells_in(x, unit) != both {
                continue;
            }
            let reason = rect.reason(LoopKind::Four {
                roofs: [a as u8, b as u8],
                unit: Unit::from_index(unit),
                locked: x,
            });
            let eliminations = vec![Candidate::new(a, y), Candidate::new(b, y)];
            return Some(ur_step(
                Technique::UniqueRectangle4,
                UR4 + rect.bonus(),
                rect,
                eliminations,
                vec![Unit::from_index(unit)],
                reason,
            ));
        }
    }
    None
}

/// Two cells go beyond {x,y}; their extra digits, taken as one cell, form a naked subset
/// with other cells of a unit they share.
fn type_3(state: &LogicState, rect: &Rectangle) -> Option<Step> {
    let (_, roofs) = floors_and_roofs(state, rect);
    let [a, b] = roofs[..] else { return None };
    let pair = rect.pair();
    let extra = state
        .cands
        .get(a)
        .difference(pair)
        .union(state.cands.get(b).difference(pair));
    if extra.len() < 2 {
        return None;
    }
    for unit in shared_units(a, b) {
        let others: Vec<usize> = cells_of(UNIT_MASK[unit] & !(bit(a) | bit(b)))
            .filter(|&c| state.grid.get(c) == 0)
            .collect();
        for k in 1..=3usize {
            if extra.len() as usize > k + 1 {
                continue;
            }
            let mut found = None;
            combinations(others.len(), k, &mut |chosen| {
                let digits = chosen
                    .iter()
                    .fold(extra, |m, &i| m.union(state.cands.get(others[i])));
                if digits.len() as usize != k + 1 {
                    return false;
                }
                let members: CellSet = chosen.iter().fold(0, |m, &i| m | bit(others[i]));
                let mut eliminations = Vec::new();
                for &c in &others {
                    if members & bit(c) == 0 {
                        for d in state.cands.get(c).intersection(digits).iter() {
                            eliminations.push(Candidate::new(c, d));
                        }
                    }
                }
                if eliminations.is_empty() {
                    return false;
                }
                found = Some((members, digits, eliminations));
                true
            });
            if let Some((members, digits, eliminations)) = found {
                let reason = rect.reason(LoopKind::Three {
                    roofs: [a as u8, b as u8],
                    extra,
                    unit: Unit::from_index(unit),
                    subset: cells_of(members).map(|c| c as u8).collect(),
                    subset_digits: digits,
                });
                let mut step = ur_step(
                    Technique::UniqueRectangle3,
                    ur3_score(k + 1) + rect.bonus(),
                    rect,
                    eliminations,
                    vec![Unit::from_index(unit)],
                    reason,
                );
                for c in cells_of(members) {
                    step.cells.push(c as u8);
                    step.pattern
                        .extend(state.cands.get(c).iter().map(|d| Candidate::new(c, d)));
                }
                return Some(step);
            }
        }
    }
    None
}

/// Three corners hold only {x,y}: the fourth cannot be x or y, or the four would swap.
pub fn unique_rectangle_1(state: &LogicState) -> Option<Step> {
    each_rectangle(state, |rect| type_1(state, &rect))
}

/// Two corners hold only {x,y} and the other two {x,y,z}: one of those two is z, so cells
/// seeing both lose z.
pub fn unique_rectangle_2(state: &LogicState) -> Option<Step> {
    let index = Index::new(state);
    each_rectangle(state, |rect| type_2(state, &index, &rect))
}

/// Two corners hold only {x,y}; the other two share a unit where x fits only in them: one
/// of them is x, so neither can be y.
pub fn unique_rectangle_4(state: &LogicState) -> Option<Step> {
    let index = Index::new(state);
    each_rectangle(state, |rect| type_4(state, &index, &rect))
}

/// Two corners hold only {x,y}; the extra digits of the other two, taken as one cell,
/// form a naked subset with other cells of a unit they share.
pub fn unique_rectangle_3(state: &LogicState) -> Option<Step> {
    each_rectangle(state, |rect| type_3(state, &rect))
}

/// The four types on unique loops of 6 to 10 cells, shortest loop first.
pub fn unique_loop(state: &LogicState) -> Option<Step> {
    let index = Index::new(state);
    each_loop(state, |rect| {
        type_1(state, &rect)
            .or_else(|| type_2(state, &index, &rect))
            .or_else(|| type_4(state, &index, &rect))
            .or_else(|| type_3(state, &rect))
    })
}

fn ur_step(
    technique: Technique,
    score: f32,
    rect: &Rectangle,
    mut eliminations: Vec<Candidate>,
    units: Vec<Unit>,
    reason: Reason,
) -> Step {
    eliminations.sort();
    let cells: Vec<u8> = cells_of(rect.mask()).map(|c| c as u8).collect();
    let pattern = rect
        .pattern()
        .into_iter()
        .filter(|p| !eliminations.contains(p))
        .collect();
    elimination_step(
        technique,
        score,
        eliminations,
        cells,
        units,
        pattern,
        reason,
    )
}

/// Every empty cell but one holds two digits, and each digit appears twice in each unit
/// apart from one digit of the three-digit cell: that digit must go there, or the grid
/// would have no single solution.
pub fn bug_plus_one(state: &LogicState) -> Option<Step> {
    let mut odd = None;
    for cell in 0..CELLS {
        if state.grid.get(cell) != 0 {
            continue;
        }
        match state.cands.get(cell).len() {
            2 => {}
            3 if odd.is_none() => odd = Some(cell),
            _ => return None,
        }
    }
    let cell = odd?;
    let index = Index::new(state);
    // The extra digit appears three times in each unit of the cell.
    let extra: Vec<u8> = state
        .cands
        .get(cell)
        .iter()
        .filter(|&d| {
            units_of(cell)
                .iter()
                .all(|u| index.cells_in(d, u.index()).count_ones() == 3)
        })
        .collect();
    let [digit] = extra[..] else { return None };
    // Without it, every digit must sit twice (or not at all) in every unit.
    for (unit, &unit_cells) in UNIT_MASK.iter().enumerate() {
        for d in 1..=9u8 {
            let mut n = index.cells_in(d, unit).count_ones();
            if d == digit && unit_cells & bit(cell) != 0 {
                n -= 1;
            }
            if n != 0 && n != 2 {
                return None;
            }
        }
    }
    Some(Step {
        technique: Technique::BugPlusOne,
        placements: vec![Candidate::new(cell, digit)],
        eliminations: Vec::new(),
        cells: vec![cell as u8],
        units: Vec::new(),
        pattern: state
            .cands
            .get(cell)
            .iter()
            .map(|d| Candidate::new(cell, d))
            .collect(),
        score: BUG_PLUS_ONE,
        reason: Reason::Uniqueness(Uniqueness::BugPlusOne {
            cell: cell as u8,
            digit,
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;

    fn state_with(sets: &[(usize, &[u8])]) -> LogicState {
        state_over(DigitSet::ALL, sets)
    }

    /// Every cell holds `base`, except the cells listed.
    fn state_over(base: DigitSet, sets: &[(usize, &[u8])]) -> LogicState {
        let mut cands = crate::grid::Candidates::none();
        for c in 0..81 {
            cands.set(c, base);
        }
        for &(c, digits) in sets {
            cands.set(c, digits.iter().copied().collect());
        }
        LogicState::with_candidates(&Grid::empty(), &cands)
    }

    #[test]
    fn type_1_clears_the_fourth_corner() {
        // r1c1, r1c4, r2c1 hold {5,6}; r2c4 holds {5,6,8}: boxes 1 and 2.
        let state = state_with(&[
            (cell_at(0, 0), &[5, 6]),
            (cell_at(0, 3), &[5, 6]),
            (cell_at(1, 0), &[5, 6]),
            (cell_at(1, 3), &[5, 6, 8]),
        ]);
        let step = unique_rectangle_1(&state).expect("UR1");
        assert_eq!(
            step.eliminations,
            vec![
                Candidate::new(cell_at(1, 3), 5),
                Candidate::new(cell_at(1, 3), 6)
            ]
        );
        // Four boxes: not a rectangle that can swap unnoticed.
        let state = state_with(&[
            (cell_at(0, 0), &[5, 6]),
            (cell_at(0, 3), &[5, 6]),
            (cell_at(3, 0), &[5, 6]),
            (cell_at(3, 3), &[5, 6, 8]),
        ]);
        assert!(unique_rectangle_1(&state).is_none());
    }

    #[test]
    fn type_2_removes_the_shared_extra() {
        let state = state_with(&[
            (cell_at(0, 0), &[5, 6]),
            (cell_at(0, 3), &[5, 6]),
            (cell_at(1, 0), &[5, 6, 8]),
            (cell_at(1, 3), &[5, 6, 8]),
        ]);
        assert!(unique_rectangle_1(&state).is_none());
        let step = unique_rectangle_2(&state).expect("UR2");
        // Row 2 cells other than the roofs lose 8.
        assert_eq!(step.eliminations.len(), 7);
        assert!(
            step.eliminations
                .iter()
                .all(|e| e.digit == 8 && e.cell() / 9 == 1)
        );
    }

    #[test]
    fn type_4_uses_a_strong_link_in_the_roof() {
        // Roofs r2c1, r2c4 hold {5,6,8} and {5,6,9}; in row 2 the 5 fits only there.
        let mut sets: Vec<(usize, Vec<u8>)> = vec![
            (cell_at(0, 0), vec![5, 6]),
            (cell_at(0, 3), vec![5, 6]),
            (cell_at(1, 0), vec![5, 6, 8]),
            (cell_at(1, 3), vec![5, 6, 9]),
        ];
        for c in [1, 2, 4, 5, 6, 7, 8] {
            sets.push((cell_at(1, c), vec![1, 2, 3, 4, 6, 7, 8, 9]));
        }
        let refs: Vec<(usize, &[u8])> = sets.iter().map(|(c, d)| (*c, d.as_slice())).collect();
        let state = state_with(&refs);
        assert!(unique_rectangle_2(&state).is_none());
        let step = unique_rectangle_4(&state).expect("UR4");
        assert_eq!(
            step.eliminations,
            vec![
                Candidate::new(cell_at(1, 0), 6),
                Candidate::new(cell_at(1, 3), 6)
            ]
        );
    }

    #[test]
    fn type_3_naked_pair_with_the_roof() {
        // Roof extras {8,9}; r2c7 holds {8,9}: naked pair in row 2 with the roofs.
        let state = state_with(&[
            (cell_at(0, 0), &[5, 6]),
            (cell_at(0, 3), &[5, 6]),
            (cell_at(1, 0), &[5, 6, 8]),
            (cell_at(1, 3), &[5, 6, 9]),
            (cell_at(1, 6), &[8, 9]),
        ]);
        let step = unique_rectangle_3(&state).expect("UR3");
        assert_eq!(step.score, ur3_score(2));
        assert_eq!(step.eliminations.len(), 2 * 6);
        assert!(
            step.eliminations
                .iter()
                .all(|e| e.cell() / 9 == 1 && (e.digit == 8 || e.digit == 9))
        );
    }

    #[test]
    fn six_cell_loop_type_1() {
        // {1,9} on r2c1 r2c2 r6c1 r6c3 r8c2 r8c3 (boxes 1, 4, 7), r2c1 also holds 3:
        // every row, column and box holds two of the cells, so r2c1 must be 3.
        // No other cell holds 1 or 9, so no rectangle shows up.
        let others: DigitSet = (2..=8).collect();
        let state = state_over(
            others,
            &[
                (cell_at(1, 0), &[1, 3, 9]),
                (cell_at(1, 1), &[1, 9]),
                (cell_at(5, 0), &[1, 9]),
                (cell_at(5, 2), &[1, 9]),
                (cell_at(7, 1), &[1, 9]),
                (cell_at(7, 2), &[1, 9]),
            ],
        );
        assert!(unique_rectangle_1(&state).is_none());
        let step = unique_loop(&state).expect("unique loop");
        assert_eq!(
            step.eliminations,
            vec![
                Candidate::new(cell_at(1, 0), 1),
                Candidate::new(cell_at(1, 0), 9)
            ]
        );
        assert!((step.score - 4.6).abs() < 1e-6);
        // Move one cell so that a column holds three of them: no loop.
        let state = state_over(
            others,
            &[
                (cell_at(1, 0), &[1, 3, 9]),
                (cell_at(1, 1), &[1, 9]),
                (cell_at(5, 0), &[1, 9]),
                (cell_at(5, 2), &[1, 9]),
                (cell_at(7, 0), &[1, 9]),
                (cell_at(7, 2), &[1, 9]),
            ],
        );
        assert!(unique_loop(&state).is_none());
    }

    #[test]
    fn bug_plus_one_places_the_odd_digit() {
        // A position reached on the way through an SE-rated puzzle: every empty cell holds
        // two candidates except r7c9 {4,6,9}.
        let puzzle: Grid =
            "7..263..5..35.92......1.....9..5..3.2..9.6..884.....91...128....2..3..1....4.7..."
                .parse()
                .unwrap();
        let grid: Grid =
            "7892631454135892..562714.8.697851432231946..884537269137.128...92.635.1.15.497.2."
                .parse()
                .unwrap();
        let notes = ",,,,,,,,,,,,,,,,67,67,,,,,,,39,,39,,,,,,,,,,,,,,,,57,57,,,,,,,,,,,,,46,,,,59,56,469,,,48,,,,78,,47,,,68,,,,38,,36";
        let mut cands = crate::grid::Candidates::none();
        for (cell, digits) in notes.split(',').enumerate() {
            cands.set(cell, digits.bytes().map(|b| b - b'0').collect());
        }
        let state = LogicState::with_candidates(&grid, &cands);
        let step = bug_plus_one(&state).expect("BUG+1");
        assert_eq!(step.placements, vec![Candidate::new(cell_at(6, 8), 6)]);
        let solution = crate::solver::solve_first(&puzzle).expect("puzzle solves");
        assert_eq!(solution.get(cell_at(6, 8)), 6);
        // A second cell with three candidates: no BUG+1.
        cands.set(cell_at(1, 7), [6u8, 7, 8].into_iter().collect());
        let state = LogicState { grid, cands };
        assert!(bug_plus_one(&state).is_none());
    }
}
