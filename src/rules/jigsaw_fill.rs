//! A grid for a jigsaw shape found by local search rather than by the exact solver: every
//! region starts holding each digit once, and swaps of two cells of one region move the
//! digits until no row or column holds one twice. On the large jigsaws the exact search
//! for a first grid mostly ran out of its budget (of 24 random 16x16 shapes it filled none
//! within 20,000 nodes); this search filled all 24 (median 14 ms), and a shape it does not
//! fill goes back to the exact solver.
//!
//! The search is a Metropolis walk at one temperature: a swap that leaves no more repeats
//! is kept, one that leaves more is kept with a chance that falls with how many more. No
//! cooling schedule did better: measured on 16 to 48 random shapes of each size from 12x12
//! to 16x16, a constant temperature of 0.25 to 0.3 filled every one (16x16: median 11 to
//! 18 ms), cooling from 0.6 was slower (16x16: 27 to 83 ms), and 0.35 filled no 16x16
//! within 4,000,000 moves.

use crate::shape::Shape;
use rand::Rng;
use rand::seq::SliceRandom;

/// The temperature of the walk (in repeats): a swap that adds one repeat is kept about one
/// time in 35, one that adds two one time in 1,300.
const TEMPERATURE: f64 = 0.28;

/// A grid that fits `shape` (every digit once in each row, column and region), or `None`
/// when none was found within `max_moves` swaps (or the shape is not a jigsaw's: a cell in
/// no region, or a region not of `size` cells).
pub fn fill_jigsaw(shape: &Shape, rng: &mut impl Rng, max_moves: usize) -> Option<Vec<u8>> {
    let size = shape.size();
    let cells = shape.cells();
    let mut regions: Vec<Vec<usize>> = vec![Vec::with_capacity(size); size];
    for cell in 0..cells {
        regions.get_mut(shape.region_of(cell)?)?.push(cell);
    }
    if regions.iter().any(|region| region.len() != size) {
        return None;
    }
    let digits = u8::try_from(size).ok()?;
    let mut grid = vec![0; cells];
    for region in &regions {
        let mut each: Vec<u8> = (1..=digits).collect();
        each.shuffle(rng);
        for (&cell, digit) in region.iter().zip(each) {
            grid[cell] = digit;
        }
    }
    let region_of: Vec<usize> = (0..cells)
        .filter_map(|cell| shape.region_of(cell))
        .collect();
    let mut search = Search::new(size, grid);
    // The chance of keeping a swap that adds 1, 2, 3 or 4 repeats (a swap touches four
    // lines, so it adds at most four).
    let keep: Vec<f64> = (1..=4)
        .map(|added| (-f64::from(added) / TEMPERATURE).exp())
        .collect();
    for _ in 0..max_moves {
        if search.repeats == 0 {
            return Some(search.grid);
        }
        let p = search.cell_to_move(rng);
        let region = &regions[region_of[p]];
        let q = region[rng.random_range(0..size)];
        if q == p {
            continue;
        }
        let change = search.change(p, q);
        let kept = match usize::try_from(change) {
            Ok(0) | Err(_) => true,
            Ok(added) => rng.random::<f64>() < keep.get(added - 1).copied().unwrap_or(0.0),
        };
        if kept {
            search.swap(p, q);
        }
    }
    (search.repeats == 0).then_some(search.grid)
}

/// The grid being searched, with how often each digit stands in each row and column.
struct Search {
    size: usize,
    grid: Vec<u8>,
    /// Line `l` (rows `0..size`, then columns) holds digit `d` `counts[l * (size + 1) + d]`
    /// times.
    counts: Vec<u8>,
    /// Digits standing in a row or column that already holds them, summed over the lines.
    repeats: i32,
}

impl Search {
    /// The counts and repeats of `grid`, `size` wide.
    fn new(size: usize, grid: Vec<u8>) -> Search {
        let mut counts: Vec<u8> = vec![0; 2 * size * (size + 1)];
        for (cell, &digit) in grid.iter().enumerate() {
            let (row, col) = (cell / size, cell % size);
            counts[row * (size + 1) + usize::from(digit)] += 1;
            counts[(size + col) * (size + 1) + usize::from(digit)] += 1;
        }
        let repeats = counts
            .iter()
            .map(|&count| i32::from(count.saturating_sub(1)))
            .sum();
        Search {
            size,
            grid,
            counts,
            repeats,
        }
    }

    /// The two lines of `cell`: its row and its column.
    fn lines(&self, cell: usize) -> [usize; 2] {
        [cell / self.size, self.size + cell % self.size]
    }

    /// Where the count of `digit` in `line` is kept.
    fn at(&self, line: usize, digit: u8) -> usize {
        line * (self.size + 1) + usize::from(digit)
    }

    /// Whether the digit in `cell` stands twice in its row or its column.
    fn clashes(&self, cell: usize) -> bool {
        let digit = self.grid[cell];
        (self.lines(cell).iter()).any(|&line| self.counts[self.at(line, digit)] > 1)
    }

    /// A cell to move: one that clashes, when a few random looks find one.
    fn cell_to_move(&self, rng: &mut impl Rng) -> usize {
        let cells = self.grid.len();
        let mut cell = rng.random_range(0..cells);
        for _ in 0..16 {
            if self.clashes(cell) {
                break;
            }
            cell = rng.random_range(0..cells);
        }
        cell
    }

    /// How the repeats would change if `line` gave up one `out` and took one `taken`.
    fn line_change(&self, line: usize, out: u8, taken: u8) -> i32 {
        let lost = i32::from(self.counts[self.at(line, out)] > 1);
        let gained = i32::from(self.counts[self.at(line, taken)] > 0);
        gained - lost
    }

    /// How the repeats would change if `p` and `q` swapped digits (different ones, as two
    /// cells of one region hold).
    fn change(&self, p: usize, q: usize) -> i32 {
        let (a, b) = (self.grid[p], self.grid[q]);
        let (lines_p, lines_q) = (self.lines(p), self.lines(q));
        let mut change = 0;
        for (line_p, line_q) in lines_p.into_iter().zip(lines_q) {
            // Within one row (or column) a swap changes nothing there.
            if line_p != line_q {
                change += self.line_change(line_p, a, b) + self.line_change(line_q, b, a);
            }
        }
        change
    }

    /// Swaps the digits of `p` and `q`, keeping the counts and repeats.
    fn swap(&mut self, p: usize, q: usize) {
        self.repeats += self.change(p, q);
        let (a, b) = (self.grid[p], self.grid[q]);
        for (cell, out, taken) in [(p, a, b), (q, b, a)] {
            for line in self.lines(cell) {
                let (out_at, taken_at) = (self.at(line, out), self.at(line, taken));
                self.counts[out_at] -= 1;
                self.counts[taken_at] += 1;
            }
        }
        self.grid.swap(p, q);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::jigsaw::random_jigsaw;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    /// Whether `grid` holds every digit once in each row, column and region of `shape`,
    /// checked house by house, apart from the search's own counts.
    fn fits(shape: &Shape, grid: &[u8]) -> bool {
        let size = shape.size();
        let mut seen = std::collections::HashSet::new();
        (0..grid.len()).all(|cell| {
            let digit = grid[cell];
            let region = shape.region_of(cell).unwrap_or(usize::MAX);
            (1..=size).contains(&usize::from(digit))
                && seen.insert(('r', cell / size, digit))
                && seen.insert(('c', cell % size, digit))
                && seen.insert(('g', region, digit))
        })
    }

    #[test]
    fn random_shapes_of_every_size_are_filled_with_grids_that_fit_them() {
        let mut rng = StdRng::seed_from_u64(5);
        // 4x4 and 7x7 shapes that no grid fits are common enough to leave out here.
        for size in [5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16] {
            for _ in 0..3 {
                let shape = random_jigsaw(size, &mut rng).expect("a shape");
                let grid = fill_jigsaw(&shape, &mut rng, 8_000 * size * size);
                let grid = grid.unwrap_or_else(|| panic!("a {size}x{size} shape not filled"));
                assert!(fits(&shape, &grid), "size {size}: {grid:?}");
            }
        }
    }

    #[test]
    fn on_small_shapes_a_grid_is_found_exactly_when_the_exact_solver_finds_one() {
        // About one random 4x4 shape in five fits no grid (the exact solver settles a 4x4 at
        // once, where it may search for minutes on a 7x7 that no grid fits).
        let mut rng = StdRng::seed_from_u64(2);
        let mut unfilled = 0;
        for size in [4, 4, 4, 5] {
            for _ in 0..10 {
                let shape = random_jigsaw(size, &mut rng).expect("a shape");
                let cells = shape.cells();
                let template =
                    crate::rules::RulePuzzle::new(shape.clone(), vec![0; cells], Vec::new())
                        .expect("a template");
                let counted = crate::rules::solver::count_solutions(&template, 1, u64::MAX);
                let fits_some = counted.expect("counted to the end").count > 0;
                let filled = fill_jigsaw(&shape, &mut rng, 8_000 * cells);
                assert_eq!(filled.is_some(), fits_some, "{size}x{size}: {shape:?}");
                if let Some(grid) = filled {
                    assert!(fits(&shape, &grid));
                } else {
                    unfilled += 1;
                }
            }
        }
        assert!(
            unfilled > 0,
            "some shape drawn fits no grid, and none is made up"
        );
    }

    #[test]
    fn the_counts_follow_every_swap() {
        let mut rng = StdRng::seed_from_u64(9);
        let shape = random_jigsaw(9, &mut rng).expect("a shape");
        let grid: Vec<u8> = (0..81).map(|cell| (cell % 9 + 1) as u8).collect();
        let mut search = Search::new(9, grid);
        for _ in 0..500 {
            let (p, q) = (rng.random_range(0..81), rng.random_range(0..81));
            // Two cells of one region hold different digits in the search; here they may not.
            let same_digit = search.grid[p] == search.grid[q];
            if shape.region_of(p) != shape.region_of(q) || same_digit {
                continue;
            }
            search.swap(p, q);
            let fresh = Search::new(9, search.grid.clone());
            assert_eq!(search.counts, fresh.counts);
            assert_eq!(search.repeats, fresh.repeats);
        }
    }

    #[test]
    fn a_shape_with_a_cell_in_no_region_is_not_filled() {
        let shape = Shape::latin(6).expect("a Latin square has no regions");
        let mut rng = StdRng::seed_from_u64(1);
        assert_eq!(fill_jigsaw(&shape, &mut rng, 1_000), None);
    }
}
