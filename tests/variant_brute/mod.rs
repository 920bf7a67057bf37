//! An independent brute-force solution counter for variant puzzles, written from the rules
//! alone (it shares no code with the engine's solver): it fills the empty cell with the
//! fewest digits the houses and cages allow, trying each, and checks every rule directly.

#![allow(
    dead_code,
    reason = "each test binary uses its own part of these counters"
)]

use nonet::grid::CELLS;
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

/// The rules a counter checks: houses, and cages with their sums.
struct Rules {
    houses_of: Vec<Vec<Vec<usize>>>,
    cage_of: Vec<Option<(Vec<usize>, u32)>>,
}

impl Rules {
    fn of(puzzle: &Puzzle) -> Rules {
        let houses = houses_by_rule(puzzle.kind(), puzzle.regions());
        let houses_of = (0..CELLS)
            .map(|cell| {
                houses
                    .iter()
                    .filter(|h| h.contains(&cell))
                    .cloned()
                    .collect()
            })
            .collect();
        let mut cage_of = vec![None; CELLS];
        for cage in puzzle.cages() {
            let cells: Vec<usize> = cage.cells().iter().map(|&c| usize::from(c)).collect();
            for &cell in &cells {
                cage_of[cell] = Some((cells.clone(), u32::from(cage.sum())));
            }
        }
        Rules { houses_of, cage_of }
    }

    /// Whether `digit` may go in the empty `cell` given the other cells.
    fn allows(&self, cells: &[u8; CELLS], cell: usize, digit: u8) -> bool {
        let clash = self.houses_of[cell]
            .iter()
            .any(|house| house.iter().any(|&other| cells[other] == digit));
        if clash {
            return false;
        }
        let Some((cage, sum)) = &self.cage_of[cell] else {
            return true;
        };
        if cage.iter().any(|&other| cells[other] == digit) {
            return false;
        }
        let total: u32 = cage.iter().map(|&c| u32::from(cells[c])).sum::<u32>() + u32::from(digit);
        let empty_after = cage.iter().filter(|&&c| c != cell && cells[c] == 0).count();
        if empty_after == 0 {
            total == *sum
        } else {
            total < *sum
        }
    }

    /// Whether the givens alone break a rule.
    fn givens_hold(&self, cells: &[u8; CELLS]) -> bool {
        let mut copy = *cells;
        (0..CELLS).all(|cell| {
            let digit = copy[cell];
            if digit == 0 {
                return true;
            }
            // Each given is checked as if placed last among the givens.
            copy[cell] = 0;
            let holds = self.allows(&copy, cell, digit);
            copy[cell] = digit;
            holds
        })
    }
}

/// Counts the solutions of a puzzle up to `limit`.
pub fn brute_count(puzzle: &Puzzle, limit: usize) -> usize {
    let rules = Rules::of(puzzle);
    let mut cells = *puzzle.givens().cells();
    if !rules.givens_hold(&cells) {
        return 0;
    }
    fn go(rules: &Rules, cells: &mut [u8; CELLS], limit: usize) -> usize {
        let mut best: Option<(usize, Vec<u8>)> = None;
        for cell in (0..CELLS).filter(|&c| cells[c] == 0) {
            let allowed: Vec<u8> = (1..=9).filter(|&d| rules.allows(cells, cell, d)).collect();
            if best
                .as_ref()
                .is_none_or(|(_, fewest)| allowed.len() < fewest.len())
            {
                let stop = allowed.len() <= 1;
                best = Some((cell, allowed));
                if stop {
                    break;
                }
            }
        }
        let Some((cell, allowed)) = best else {
            return 1;
        };
        let mut count = 0;
        for digit in allowed {
            cells[cell] = digit;
            count += go(rules, cells, limit - count);
            if count >= limit {
                break;
            }
        }
        cells[cell] = 0;
        count
    }
    go(&rules, &mut cells, limit)
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
    let cells = size * size;
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
    let allows = |grid: &[u8], cell: usize, digit: u8| -> bool {
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
            let holds = allows(&grid, cell, digit);
            grid[cell] = digit;
            if !holds {
                return 0;
            }
        }
    }
    fn go(
        grid: &mut Vec<u8>,
        size: usize,
        limit: usize,
        allows: &dyn Fn(&[u8], usize, u8) -> bool,
    ) -> usize {
        let mut best: Option<(usize, Vec<u8>)> = None;
        for cell in (0..grid.len()).filter(|&c| grid[c] == 0) {
            let allowed: Vec<u8> = (1..=size as u8)
                .filter(|&d| allows(grid, cell, d))
                .collect();
            if best
                .as_ref()
                .is_none_or(|(_, fewest)| allowed.len() < fewest.len())
            {
                let stop = allowed.len() <= 1;
                best = Some((cell, allowed));
                if stop {
                    break;
                }
            }
        }
        let Some((cell, allowed)) = best else {
            return 1;
        };
        let mut count = 0;
        for digit in allowed {
            grid[cell] = digit;
            count += go(grid, size, limit - count, allows);
            if count >= limit {
                break;
            }
        }
        grid[cell] = 0;
        count
    }
    go(&mut grid, size, limit, &allows)
}
