//! An independent brute-force solution counter for variant puzzles, written from the rules
//! alone (it shares no code with the engine's solver): it fills the empty cell with the
//! fewest digits the houses and cages allow, trying each, and checks every rule directly.

#![allow(
    dead_code,
    reason = "each test binary uses its own part of these counters"
)]

pub mod constraints;

use constraints::Constraint;
use nonet::grid::CELLS;
use nonet::rules::{Rule, RulePuzzle};
use nonet::shape::HouseKind;
use nonet::variant::{Kind, Puzzle};

/// The houses of a kind, from the rules as written: rows, columns, regions (boxes unless
/// jigsaw), the diagonals for X, the windows for Windoku.
pub fn houses_by_rule(kind: Kind, regions: &[u8; CELLS]) -> Vec<Vec<usize>> {
    let mut houses = Vec::new();
    for i in 0..9 {
        houses.push((0..9).map(|j| i * 9 + j).collect());
        houses.push((0..9).map(|j| j * 9 + i).collect());
        houses.push(
            (0..CELLS)
                .filter(|&c| usize::from(regions[c]) == i)
                .collect(),
        );
    }
    if kind == Kind::X {
        houses.push((0..9).map(|i| i * 9 + i).collect());
        houses.push((0..9).map(|i| i * 9 + 8 - i).collect());
    }
    if kind == Kind::Windoku {
        for top in [1, 5] {
            for left in [1, 5] {
                houses.push((0..9).map(|i| (top + i / 3) * 9 + left + i % 3).collect());
            }
        }
    }
    houses
}

/// Counts the solutions of a puzzle up to `limit`: its houses by rule and its cages with
/// their sums, counted as any grid's are.
pub fn brute_count(puzzle: &Puzzle, limit: usize) -> usize {
    let houses = houses_by_rule(puzzle.kind(), puzzle.regions());
    let cages: Vec<(Vec<usize>, Option<u32>)> = puzzle
        .cages()
        .iter()
        .map(|cage| {
            let cells = cage.cells().iter().map(|&c| usize::from(c)).collect();
            (cells, Some(u32::from(cage.sum())))
        })
        .collect();
    let givens: Vec<u8> = (0..CELLS).map(|c| puzzle.givens().get(c)).collect();
    brute_count_general(9, &houses, &cages, &givens, limit)
}

/// Counts, up to `limit`, the fillings of a grid `size` wide (digits 1 to `size`) that keep
/// `givens` (0 for an empty cell), put different digits in each of `houses`, and in each
/// cage different digits adding up to its sum where it has one. Any size, any houses:
/// the check of the generic engine, from the rules as written.
pub fn brute_count_general(
    size: usize,
    houses: &[Vec<usize>],
    cages: &[(Vec<usize>, Option<u32>)],
    givens: &[u8],
    limit: usize,
) -> usize {
    brute_count_with(size, houses, cages, &[], givens, limit)
}

/// [`brute_count_general`] with the constraints of a constraint puzzle besides, each
/// checked whenever a digit goes into one of its cells.
pub fn brute_count_with(
    size: usize,
    houses: &[Vec<usize>],
    cages: &[(Vec<usize>, Option<u32>)],
    constraints: &[Constraint],
    givens: &[u8],
    limit: usize,
) -> usize {
    let cells = size * size;
    let mut constraints_of: Vec<Vec<&Constraint>> = vec![Vec::new(); cells];
    for constraint in constraints {
        for cell in constraint.cells() {
            constraints_of[cell].push(constraint);
        }
    }
    let mut groups_of: Vec<Vec<&[usize]>> = vec![Vec::new(); cells];
    for house in houses {
        for &cell in house {
            groups_of[cell].push(house);
        }
    }
    let mut cages_of: Vec<Vec<(&[usize], Option<u32>)>> = vec![Vec::new(); cells];
    for (cage, sum) in cages {
        for &cell in cage {
            cages_of[cell].push((cage, *sum));
            groups_of[cell].push(cage);
        }
    }
    let allows = |grid: &mut [u8], cell: usize, digit: u8| -> bool {
        let before = std::mem::replace(&mut grid[cell], digit);
        let kept = constraints_of[cell]
            .iter()
            .all(|constraint| constraint.holds(grid, size));
        grid[cell] = before;
        if !kept {
            return false;
        }
        if groups_of[cell].iter().any(|group| {
            group
                .iter()
                .any(|&other| other != cell && grid[other] == digit)
        }) {
            return false;
        }
        cages_of[cell].iter().all(|(cage, sum)| {
            let Some(sum) = sum else {
                return true;
            };
            let others: u32 = cage
                .iter()
                .filter(|&&c| c != cell)
                .map(|&c| u32::from(grid[c]))
                .sum();
            let open = cage.iter().filter(|&&c| c != cell && grid[c] == 0).count();
            let total = others + u32::from(digit);
            if open == 0 {
                total == *sum
            } else {
                total < *sum
            }
        })
    };
    let mut grid = givens.to_vec();
    for cell in 0..cells {
        let digit = grid[cell];
        if digit != 0 {
            grid[cell] = 0;
            let holds = allows(&mut grid, cell, digit);
            grid[cell] = digit;
            if !holds {
                return 0;
            }
        }
    }
    // Branches on the open cell with the fewest digits allowed, or on the places left for a
    // digit in a house that must hold every digit, whichever offers fewer choices.
    fn go(
        grid: &mut Vec<u8>,
        size: usize,
        limit: usize,
        allows: &dyn Fn(&mut [u8], usize, u8) -> bool,
        full_houses: &[&[usize]],
    ) -> usize {
        let mut allowed = vec![0u32; grid.len()];
        let mut best: Option<Vec<(usize, u8)>> = None;
        let open: Vec<usize> = (0..grid.len()).filter(|&c| grid[c] == 0).collect();
        for cell in open {
            let choices: Vec<(usize, u8)> = (1..=size as u8)
                .filter(|&d| allows(grid, cell, d))
                .map(|d| (cell, d))
                .collect();
            if choices.is_empty() {
                return 0;
            }
            allowed[cell] = choices.iter().fold(0, |mask, &(_, d)| mask | 1 << d);
            if best.as_ref().is_none_or(|b| choices.len() < b.len()) {
                let forced = choices.len() == 1;
                best = Some(choices);
                if forced {
                    break;
                }
            }
        }
        let Some(mut best) = best else {
            return 1;
        };
        // A cell with one digit left is the cheapest branch there is: no house can beat it.
        let houses_to_search = if best.len() > 1 { full_houses } else { &[] };
        for house in houses_to_search {
            for digit in 1..=size as u8 {
                if house.iter().any(|&c| grid[c] == digit) {
                    continue;
                }
                let places: Vec<(usize, u8)> = house
                    .iter()
                    .filter(|&&c| grid[c] == 0 && allowed[c] >> digit & 1 == 1)
                    .map(|&c| (c, digit))
                    .collect();
                if places.is_empty() {
                    return 0;
                }
                if places.len() < best.len() {
                    best = places;
                }
            }
        }
        let mut count = 0;
        for (cell, digit) in best {
            grid[cell] = digit;
            count += go(grid, size, limit - count, allows, full_houses);
            grid[cell] = 0;
            if count >= limit {
                break;
            }
        }
        count
    }
    // Killer cages make the search slower with house branching (measured: minutes instead
    // of seconds on today's killers), so it serves puzzles without cages only.
    let full_houses: Vec<&[usize]> = houses
        .iter()
        .filter(|house| house.len() == size && cages.is_empty() && constraints.is_empty())
        .map(Vec::as_slice)
        .collect();
    go(&mut grid, size, limit, &allows, &full_houses)
}

/// A cage as the independent counter takes it: its cells and its sum, if any.
pub type BruteCage = (Vec<usize>, Option<u32>);

/// The houses and cages of a puzzle of any shape and rules as [`brute_count_general`]
/// takes them, read from the shape and the rules' own fields.
pub fn houses_and_cages(puzzle: &RulePuzzle) -> (Vec<Vec<usize>>, Vec<BruteCage>) {
    let size = puzzle.shape().size();
    let mut houses = Vec::new();
    for i in 0..size {
        houses.push((0..size).map(|j| i * size + j).collect());
        houses.push((0..size).map(|j| j * size + i).collect());
    }
    for house in puzzle.shape().houses() {
        if matches!(house.kind, HouseKind::Box(_) | HouseKind::Region(_)) {
            houses.push(house.cells.clone());
        }
    }
    let mut cages = Vec::new();
    for rule in puzzle.rules() {
        match rule {
            Rule::Diagonal(d) => houses.push(
                (0..size)
                    .map(|r| r * size + if d.anti { size - 1 - r } else { r })
                    .collect(),
            ),
            Rule::ExtraRegion(region) => houses.push(region.cells.clone()),
            Rule::Cage(cage) => cages.push((cage.cells.clone(), cage.sum)),
            // The others are constraints (`constraints::constraints_of`).
            _ => {}
        }
    }
    (houses, cages)
}
