//! The exact solver: first solution, solution counting up to a limit, and a uniqueness verdict.
//!
//! Baseline implementation: candidate bitmasks with naked-single propagation and
//! backtracking on the cell with the fewest candidates.

use crate::grid::{CELLS, Grid, PEERS};

/// How many solutions a puzzle has.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// Exactly one, which is given.
    Unique(Grid),
    /// None at all (including puzzles whose givens already clash).
    NoSolution,
    /// Two or more.
    Multiple,
}

/// The first solution found, or `None` when the puzzle has none.
pub fn solve_first(puzzle: &Grid) -> Option<Grid> {
    let mut search = Search::new(1);
    search.run(puzzle);
    search.first
}

/// The number of solutions, counting no further than `limit`.
pub fn count_solutions(puzzle: &Grid, limit: usize) -> usize {
    if limit == 0 {
        return 0;
    }
    let mut search = Search::new(limit);
    search.run(puzzle);
    search.count
}

/// Whether the puzzle has no solution, exactly one (returned), or several.
pub fn verdict(puzzle: &Grid) -> Verdict {
    let mut search = Search::new(2);
    search.run(puzzle);
    match (search.count, search.first) {
        (1, Some(solution)) => Verdict::Unique(solution),
        (0, _) => Verdict::NoSolution,
        _ => Verdict::Multiple,
    }
}

struct Search {
    limit: usize,
    count: usize,
    first: Option<Grid>,
}

impl Search {
    fn new(limit: usize) -> Search {
        Search {
            limit,
            count: 0,
            first: None,
        }
    }

    fn run(&mut self, puzzle: &Grid) {
        let mut cells = [0u8; CELLS];
        let mut cands = [0x1ffu16; CELLS];
        for (cell, &d) in puzzle.cells().iter().enumerate() {
            // Propagation from earlier givens may already have placed this one.
            if d != 0 && cells[cell] != d && !assign(&mut cells, &mut cands, cell, d) {
                return;
            }
        }
        self.recurse(&mut cells, &mut cands);
    }

    fn recurse(&mut self, cells: &mut [u8; CELLS], cands: &mut [u16; CELLS]) {
        let mut best = usize::MAX;
        let mut best_count = 10;
        for cell in 0..CELLS {
            if cells[cell] == 0 {
                let n = cands[cell].count_ones();
                if n < best_count {
                    best = cell;
                    best_count = n;
                    if n <= 1 {
                        break;
                    }
                }
            }
        }
        if best == usize::MAX {
            self.count += 1;
            if self.first.is_none() {
                // Invariant: every cell holds 1-9 here, so from_cells cannot fail.
                self.first = Grid::from_cells(*cells).ok();
            }
            return;
        }
        let mut bits = cands[best];
        while bits != 0 && self.count < self.limit {
            let d = bits.trailing_zeros() as u8 + 1;
            bits &= bits - 1;
            let mut cells2 = *cells;
            let mut cands2 = *cands;
            if assign(&mut cells2, &mut cands2, best, d) {
                self.recurse(&mut cells2, &mut cands2);
            }
        }
    }
}

/// Places `d` in `cell` and propagates naked singles; false on contradiction.
fn assign(cells: &mut [u8; CELLS], cands: &mut [u16; CELLS], cell: usize, d: u8) -> bool {
    let bit = 1u16 << (d - 1);
    if cands[cell] & bit == 0 || cells[cell] != 0 {
        return false;
    }
    cells[cell] = d;
    cands[cell] = bit;
    for &p in &PEERS[cell] {
        let p = p as usize;
        if cells[p] == 0 && cands[p] & bit != 0 {
            cands[p] &= !bit;
            match cands[p].count_ones() {
                0 => return false,
                1 => {
                    let only = cands[p].trailing_zeros() as u8 + 1;
                    if !assign(cells, cands, p, only) {
                        return false;
                    }
                }
                _ => {}
            }
        } else if cells[p] == d {
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEED: &str =
        "900004001016008070000000080740305000000010000000702038050000000070200350100600009";

    #[test]
    fn solves_a_seed_uniquely() {
        let puzzle: Grid = SEED.parse().unwrap();
        let Verdict::Unique(solution) = verdict(&puzzle) else {
            panic!("seed should be unique");
        };
        assert!(solution.solves(&puzzle));
        assert_eq!(solve_first(&puzzle), Some(solution));
    }

    #[test]
    fn empty_grid_has_many_solutions() {
        assert_eq!(verdict(&Grid::empty()), Verdict::Multiple);
        assert_eq!(count_solutions(&Grid::empty(), 1000), 1000);
        assert!(solve_first(&Grid::empty()).unwrap().is_solved());
    }

    #[test]
    fn clashing_givens_have_no_solution() {
        let mut puzzle = Grid::empty();
        puzzle.set(0, 5);
        puzzle.set(1, 5);
        assert_eq!(verdict(&puzzle), Verdict::NoSolution);
        assert_eq!(solve_first(&puzzle), None);
        assert_eq!(count_solutions(&puzzle, 2), 0);
    }
}
