//! The canonical form of a grid with boxes of any size: the smallest line (row-major, empty
//! as 0, compared cell by cell) among all grids it can be turned into while staying a grid
//! of the same shape: the bands (groups of box-height rows) and the rows within each band
//! reordered, the stacks (groups of box-width columns) and the columns within each stack
//! reordered, the grid transposed where the boxes are square, and the digits relabelled.
//! Two grids of one shape are the same puzzle in disguise exactly when their forms are equal.
//!
//! The search is the 9x9 one's (`grid::canon`), made to scale to 16x16, where the column
//! orders alone number 8 million: rows are placed one by one, each output row the smallest
//! any allowed original row gives under any column order still in the running, and only the
//! column orders that give it go on. Column orders are not listed one by one but as
//! [`Placement`]s that leave open what nothing has told apart yet: columns empty in every
//! row placed so far stay a pool of their stack (any order of them gives the same grid so
//! far), and stacks empty in every row so far a pool of stacks. Empty rows are alike in the
//! same way: of the empty rows of a band (and of the wholly empty bands) one is tried.
//! Ties between digits not yet named still branch, so a work budget bounds the search
//! ([`CanonError::TooManyTies`]); generated puzzles stay far below it.

use super::Shape;

/// The most cells a row holds.
const MAX: usize = super::MAX_SIZE;
/// The most stacks a shape with boxes has (a box is never taller than it is wide, so the
/// stacks number the box height, at most 4).
const MAX_STACKS: usize = 4;
/// A position or slot not tied to one column or stack yet: it takes one of its pool.
const POOL: u8 = u8::MAX;
/// The sorting key of a digit without a label yet: after every label.
const UNNAMED: u8 = u8::MAX;
/// The work (rows shown under a placement, placements made) a search may do before it
/// gives up: about a second. A filled 12x12 grid takes a sixth of it; a filled grid of 14x14
/// or more (a first row of unnamed digits in every column order) does not fit.
pub const WORK_LIMIT: usize = 20_000_000;
/// The most placements one row of the search may keep (40 bytes each).
pub const PLACEMENT_LIMIT: usize = 1 << 20;

/// Why a grid has no canonical form here.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum CanonError {
    /// The shape has no boxes (a jigsaw, or rows and columns only).
    #[error("only a grid with boxes has a canonical form here")]
    NoBoxes,
    /// The givens do not cover the grid one a cell.
    #[error("expected {expected} cells, found {found}")]
    WrongCellCount {
        /// The grid's cells.
        expected: usize,
        /// The givens found.
        found: usize,
    },
    /// A given is above the grid's largest digit, or repeats in a house.
    #[error(
        "the givens are not those of a {size}x{size} grid: a digit is out of range or repeats in a house"
    )]
    BadGivens {
        /// The grid's size.
        size: usize,
    },
    /// The search met so many ties that it stopped at [`WORK_LIMIT`] or
    /// [`PLACEMENT_LIMIT`].
    #[error("the search for the canonical form met too many ties and gave up")]
    TooManyTies,
}

/// The sizes of one search: the grid's width, the box's height and width, the stacks.
#[derive(Clone, Copy)]
struct Frame {
    size: usize,
    height: usize,
    width: usize,
    stacks: usize,
}

/// The original columns of one stack, as a mask.
fn stack_mask(frame: Frame, stack: usize) -> u16 {
    (((1u32 << frame.width) - 1) << (stack * frame.width)) as u16
}

/// A set of column orders still in the running, with the relabelling their rows so far fix.
#[derive(Clone, Copy)]
struct Placement {
    /// The original column shown at each position, or [`POOL`]: one of the columns of the
    /// slot's stack not shown elsewhere in the slot (all empty in the rows so far).
    columns: [u8; MAX],
    /// The original stack shown at each slot, or [`POOL`]: one of `pooled`.
    stacks: [u8; MAX_STACKS],
    /// The stacks not tied to a slot yet (all empty in the rows so far), as a mask.
    pooled: u16,
    /// The label given to each digit so far (0 when not yet seen; `label[0]` stays 0).
    label: [u8; MAX + 1],
    /// The next label to give.
    next: u8,
}

/// A digit's sorting key under `label`: 0 for empty, its label, or [`UNNAMED`].
#[inline]
fn key(label: &[u8; MAX + 1], digit: u8) -> u8 {
    match (digit, label[usize::from(digit)]) {
        (0, _) => 0,
        (_, 0) => UNNAMED,
        (_, named) => named,
    }
}

/// Up to eight keys packed a byte each, the first highest, so packs compare as the keys do.
fn pack(keys: impl Iterator<Item = u8>) -> u64 {
    keys.fold(0, |packed, k| (packed << 8) | u64::from(k))
}

/// The columns of `mask`, each with its key in `row`, sorted by key (empty first, then by
/// label, the unnamed last); returns how many.
fn sorted_pool(
    row: &[u8; MAX],
    label: &[u8; MAX + 1],
    mask: u16,
    out: &mut [(u8, u8); MAX],
) -> usize {
    let mut count = 0;
    let mut bits = mask;
    while bits != 0 {
        let column = bits.trailing_zeros() as u8;
        bits &= bits - 1;
        out[count] = (key(label, row[usize::from(column)]), column);
        count += 1;
    }
    out[..count].sort_unstable();
    count
}

impl Placement {
    /// The placement every search starts from: every stack and column open.
    fn open(frame: Frame) -> Placement {
        Placement {
            columns: [POOL; MAX],
            stacks: [POOL; MAX_STACKS],
            pooled: ((1u32 << frame.stacks) - 1) as u16,
            label: [0; MAX + 1],
            next: 1,
        }
    }

    /// The pool of a slot tied to `stack`: its columns not shown in the slot.
    fn slot_pool(&self, frame: Frame, slot: usize, stack: usize) -> u16 {
        let shown = self.columns[slot * frame.width..(slot + 1) * frame.width]
            .iter()
            .filter(|&&c| c != POOL)
            .fold(0u16, |mask, &c| mask | (1 << c));
        stack_mask(frame, stack) & !shown
    }

    /// The pooled stacks that are empty in `row`, and the others with their sorted keys
    /// packed, smallest first.
    fn pooled_stacks(
        &self,
        frame: Frame,
        row: &[u8; MAX],
    ) -> (usize, [(u64, u8); MAX_STACKS], usize) {
        let mut empty = 0;
        let mut filled = [(0u64, 0u8); MAX_STACKS];
        let mut count = 0;
        let mut pool = [(0u8, 0u8); MAX];
        for stack in 0..frame.stacks {
            if self.pooled & (1 << stack) == 0 {
                continue;
            }
            let n = sorted_pool(row, &self.label, stack_mask(frame, stack), &mut pool);
            let keys = pool[..n].iter().map(|&(k, _)| k);
            if pool[..n].iter().all(|&(k, _)| k == 0) {
                empty += 1;
            } else {
                filled[count] = (pack(keys), stack as u8);
                count += 1;
            }
        }
        filled[..count].sort_unstable();
        (empty, filled, count)
    }

    /// The smallest row this placement shows `row` as, packed a byte a cell with the first
    /// cell highest (so packed rows compare as their cells do).
    fn value(&self, frame: Frame, row: &[u8; MAX]) -> u128 {
        let mut next = self.next;
        let mut packed = 0u128;
        let mut push = |packed: &mut u128, k: u8| {
            let v = if k == UNNAMED {
                next += 1;
                next - 1
            } else {
                k
            };
            *packed = (*packed << 8) | u128::from(v);
        };
        let (mut empty, filled, _) = self.pooled_stacks(frame, row);
        let mut filled = filled.iter();
        let mut pool = [(0u8, 0u8); MAX];
        for slot in 0..frame.stacks {
            if self.stacks[slot] == POOL {
                if empty > 0 {
                    empty -= 1;
                    packed <<= 8 * frame.width;
                    continue;
                }
                // As many pooled slots as pooled stacks (an invariant of every placement).
                let Some(&(keys, _)) = filled.next() else {
                    break;
                };
                for i in (0..frame.width).rev() {
                    push(&mut packed, (keys >> (8 * i)) as u8);
                }
                continue;
            }
            let stack = usize::from(self.stacks[slot]);
            sorted_pool(
                row,
                &self.label,
                self.slot_pool(frame, slot, stack),
                &mut pool,
            );
            let mut taken = 0;
            for &column in &self.columns[slot * frame.width..(slot + 1) * frame.width] {
                let k = if column == POOL {
                    taken += 1;
                    pool[taken - 1].0
                } else {
                    key(&self.label, row[usize::from(column)])
                };
                push(&mut packed, k);
            }
        }
        packed
    }
}

/// Every way a placement shows a row as its smallest: the branches of ties.
struct Expansion<'a> {
    frame: Frame,
    row: &'a [u8; MAX],
    /// The pooled stacks not empty in the row, with their packed keys, smallest first.
    filled: [(u64, u8); MAX_STACKS],
    filled_count: usize,
    out: &'a mut Vec<Placement>,
    work: &'a mut usize,
}

impl Expansion<'_> {
    /// Goes on from `slot` with `empty` pooled slots still to leave empty and `taken` the
    /// filled pooled stacks already tied to a slot (a mask over `filled`).
    fn go_on(
        &mut self,
        at: Placement,
        slot: usize,
        empty: usize,
        taken: u8,
    ) -> Result<(), CanonError> {
        if slot == self.frame.stacks {
            charge(self.work, 1)?;
            if self.out.len() >= PLACEMENT_LIMIT {
                return Err(CanonError::TooManyTies);
            }
            self.out.push(at);
            return Ok(());
        }
        if at.stacks[slot] != POOL {
            let pool = at.slot_pool(self.frame, slot, usize::from(at.stacks[slot]));
            return self.fill(at, slot, pool, empty, taken);
        }
        if empty > 0 {
            return self.go_on(at, slot + 1, empty - 1, taken);
        }
        let filled = self.filled;
        let open = (0..self.filled_count).filter(|&i| taken & (1 << i) == 0);
        let Some(smallest) = open.clone().map(|i| filled[i].0).min() else {
            return Ok(());
        };
        for i in open.filter(|&i| filled[i].0 == smallest) {
            let stack = filled[i].1;
            let mut tied = at;
            tied.stacks[slot] = stack;
            tied.pooled &= !(1 << stack);
            let pool = stack_mask(self.frame, usize::from(stack));
            self.fill(tied, slot, pool, empty, taken | (1 << i))?;
        }
        Ok(())
    }

    /// Places the row's digits of `pool` (the slot's open columns) at the slot's open
    /// positions as the smallest row has them: empty ones first (they stay open), named
    /// ones by label, then the unnamed in every order; then names the new digits.
    fn fill(
        &mut self,
        at: Placement,
        slot: usize,
        pool: u16,
        empty: usize,
        taken: u8,
    ) -> Result<(), CanonError> {
        let mut sorted = [(0u8, 0u8); MAX];
        let count = sorted_pool(self.row, &at.label, pool, &mut sorted);
        let zeros = sorted[..count].iter().take_while(|&&(k, _)| k == 0).count();
        let unnamed = sorted[..count]
            .iter()
            .filter(|&&(k, _)| k == UNNAMED)
            .count();
        let range = slot * self.frame.width..(slot + 1) * self.frame.width;
        let open: Vec<usize> = range.clone().filter(|&p| at.columns[p] == POOL).collect();
        let mut base = at;
        for (&position, &(_, column)) in open.iter().zip(&sorted[..count]).skip(zeros) {
            base.columns[position] = column;
        }
        let named_end = count - unnamed;
        let mut order: Vec<u8> = sorted[named_end..count].iter().map(|&(_, c)| c).collect();
        let targets = &open[named_end..count];
        let mut result = Ok(());
        permutations(&mut order, 0, &mut |order| {
            if result.is_err() {
                return;
            }
            let mut placed = base;
            for (&position, &column) in targets.iter().zip(order) {
                placed.columns[position] = column;
            }
            for position in range.clone() {
                let column = placed.columns[position];
                if column == POOL {
                    continue;
                }
                let digit = usize::from(self.row[usize::from(column)]);
                if digit != 0 && placed.label[digit] == 0 {
                    placed.label[digit] = placed.next;
                    placed.next += 1;
                }
            }
            result = self.go_on(placed, slot + 1, empty, taken);
        });
        result
    }
}

/// Calls `each` with every order of `items[from..]` (the items before `from` kept).
fn permutations(items: &mut [u8], from: usize, each: &mut impl FnMut(&[u8])) {
    if from + 1 >= items.len() {
        each(items);
        return;
    }
    for i in from..items.len() {
        items.swap(from, i);
        permutations(items, from + 1, each);
        items.swap(from, i);
    }
}

/// Counts `amount` of work against [`WORK_LIMIT`].
fn charge(work: &mut usize, amount: usize) -> Result<(), CanonError> {
    *work += amount;
    if *work > WORK_LIMIT {
        Err(CanonError::TooManyTies)
    } else {
        Ok(())
    }
}

/// The search for the smallest form: the best rows found so far.
struct Search<'a> {
    frame: Frame,
    rows: &'a [[u8; MAX]],
    /// The best grid's rows, packed as [`Placement::value`] packs them.
    best: [u128; MAX],
    /// How many of `best`'s rows belong to the best grid found (the rest are stale).
    settled: usize,
    work: usize,
}

impl Search<'_> {
    /// Whether original row `row` is empty.
    fn is_empty(&self, row: usize) -> bool {
        self.rows[row].iter().all(|&d| d == 0)
    }

    /// Keeps `smallest` as output row `depth` if it is the best yet; `false` when the branch
    /// is already worse than the best grid found.
    fn settle(&mut self, depth: usize, smallest: u128) -> bool {
        if depth < self.settled {
            if smallest > self.best[depth] {
                return false;
            }
            if smallest < self.best[depth] {
                self.best[depth] = smallest;
                self.settled = depth + 1;
            }
        } else {
            self.best[depth] = smallest;
            self.settled = depth + 1;
        }
        true
    }

    /// Searches every row order from output row `depth` on. `used` marks the original rows
    /// placed, `band` is the band being placed.
    fn descend(
        &mut self,
        depth: usize,
        used: u16,
        band: usize,
        placements: &[Placement],
    ) -> Result<(), CanonError> {
        let frame = self.frame;
        if depth == frame.size {
            return Ok(());
        }
        let starts_band = depth.is_multiple_of(frame.height);
        let allowed: Vec<usize> = (0..frame.size)
            .filter(|&row| used & (1 << row) == 0 && (starts_band || row / frame.height == band))
            .collect();
        if allowed.iter().any(|&row| self.is_empty(row)) {
            // An empty row shows as the smallest row under every placement, and changes none.
            if !self.settle(depth, 0) {
                return Ok(());
            }
            let mut seen_bands = 0u16;
            let mut tried_empty_band = false;
            let empty_rows: Vec<usize> = allowed
                .iter()
                .copied()
                .filter(|&row| self.is_empty(row))
                .collect();
            for row in empty_rows {
                let its_band = row / frame.height;
                let whole_band_empty = (its_band * frame.height..(its_band + 1) * frame.height)
                    .all(|r| self.is_empty(r));
                // Swapping two empty rows of a band, or two empty bands, changes nothing.
                if seen_bands & (1 << its_band) != 0 || (whole_band_empty && tried_empty_band) {
                    continue;
                }
                seen_bands |= 1 << its_band;
                tried_empty_band |= whole_band_empty;
                self.descend(depth + 1, used | (1 << row), its_band, placements)?;
            }
            return Ok(());
        }
        let mut smallest = u128::MAX;
        for &row in &allowed {
            for placement in placements {
                smallest = smallest.min(placement.value(frame, &self.rows[row]));
            }
        }
        charge(&mut self.work, allowed.len() * placements.len())?;
        if !self.settle(depth, smallest) {
            return Ok(());
        }
        let mut next = Vec::new();
        for &row in &allowed {
            next.clear();
            for placement in placements {
                if placement.value(frame, &self.rows[row]) != smallest {
                    continue;
                }
                let (empty, filled, filled_count) = placement.pooled_stacks(frame, &self.rows[row]);
                let mut expansion = Expansion {
                    frame,
                    row: &self.rows[row],
                    filled,
                    filled_count,
                    out: &mut next,
                    work: &mut self.work,
                };
                expansion.go_on(*placement, 0, empty, 0)?;
            }
            if !next.is_empty() {
                let placed = std::mem::take(&mut next);
                self.descend(depth + 1, used | (1 << row), row / frame.height, &placed)?;
                next = placed;
            }
        }
        Ok(())
    }
}

/// Whether `givens` are those of a grid of `shape`: every digit in range, none repeated in
/// a house.
fn well_formed(shape: &Shape, givens: &[u8]) -> bool {
    givens.iter().all(|&d| usize::from(d) <= shape.size())
        && shape.houses().iter().all(|house| {
            let mut seen = 0u32;
            house.cells.iter().all(|&cell| {
                let digit = givens[cell];
                let bit = 1u32 << digit;
                let fresh = digit == 0 || seen & bit == 0;
                seen |= bit;
                fresh
            })
        })
}

/// The canonical form of the grid `givens` (0 for empty, row by row) of a shape with boxes:
/// see the module's description.
pub fn canonical_givens(shape: &Shape, givens: &[u8]) -> Result<Vec<u8>, CanonError> {
    let (height, width) = shape.box_dims().ok_or(CanonError::NoBoxes)?;
    let size = shape.size();
    if givens.len() != shape.cells() {
        return Err(CanonError::WrongCellCount {
            expected: shape.cells(),
            found: givens.len(),
        });
    }
    if !well_formed(shape, givens) {
        return Err(CanonError::BadGivens { size });
    }
    let frame = Frame {
        size,
        height,
        width,
        stacks: size / width,
    };
    if frame.stacks > MAX_STACKS || width > 8 {
        // Boxes of `box_dims` are never taller than wide, so at most 4 stacks of 8 columns.
        return Err(CanonError::NoBoxes);
    }
    let mut search = Search {
        frame,
        rows: &[],
        best: [u128::MAX; MAX],
        settled: 0,
        work: 0,
    };
    // A grid with boxes taller or wider than they are wide or tall has another shape
    // transposed; square boxes keep theirs.
    let orientations: &[bool] = if height == width {
        &[false, true]
    } else {
        &[false]
    };
    for &transposed in orientations {
        let mut rows = vec![[0u8; MAX]; size];
        for (cell, &digit) in givens.iter().enumerate() {
            let (row, column) = (cell / size, cell % size);
            if transposed {
                rows[column][row] = digit;
            } else {
                rows[row][column] = digit;
            }
        }
        let mut oriented = Search {
            rows: &rows,
            ..search
        };
        oriented.descend(0, 0, 0, &[Placement::open(frame)])?;
        search = Search {
            rows: &[],
            ..oriented
        };
    }
    let mut cells = vec![0u8; shape.cells()];
    for (row, packed) in search.best.iter().take(size).enumerate() {
        for column in 0..size {
            // Each packed cell is a label up to 16, so it fits in a byte.
            cells[row * size + column] = (packed >> (8 * (size - 1 - column))) as u8;
        }
    }
    Ok(cells)
}

#[cfg(test)]
#[path = "canon_tests.rs"]
mod tests;
