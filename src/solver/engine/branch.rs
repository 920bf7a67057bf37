//! Choosing what to guess: the two-candidate cell with the most open peers, or else the
//! fewest choices among cells' candidates and (with [`Fallback::CellsAndUnits`]) digits'
//! places in a row or box; the pigeonhole check across boxes and lines
//! ([`State::has_overfull_triad`]; the one within a unit is in `hall.rs`) and the pair
//! eliminations of restarted searches. Apart from the
//! propagation (`mod.rs`): it runs once per search node rather than in the inner loop, and
//! reads without it.

use super::search::Fallback;
use super::{OTHER_BANDS, State, TRIAD_LOWEST_CELLS, slot};
use crate::solver::tables::{
    KEEP_AFTER_PLACING, LOCKED_COLUMNS, ROW_BITS, columns_of, spread_columns,
};

/// With this many open cells or fewer, the search branches on the first two-candidate cell
/// rather than the best-scored one: so close to the end the choice barely changes the tree,
/// and scoring costs more than it saves (measured in instructions: 4% fewer on
/// multi_solution, 0.4-0.7% fewer on the other sets, whose trees grow by about 1%).
const FEW_OPEN_CELLS: u32 = 30;

/// For each band cell, the three cells of its column in a band (the same in every band).
const COLUMN_CELLS: [u32; 27] = {
    let mut table = [0; 27];
    let mut cell = 0;
    while cell < 27 {
        table[cell] = spread_columns(1 << (cell % 9));
        cell += 1;
    }
    table
};

/// The score of two-candidate cell `cell` (0..27) of a band whose open cells are `open` and
/// two-candidate cells `pairs`: its open peers in the band, bivalue ones counting twice, and
/// the open cells of its column in the other two bands (`open_a`, `open_b`).
#[inline(always)]
pub(super) fn pair_score(cell: usize, open: u32, pairs: u32, open_a: u32, open_b: u32) -> u32 {
    let peers = !KEEP_AFTER_PLACING[cell];
    let column = COLUMN_CELLS[cell];
    // Four counts in two: the open and the bivalue peers in the two halves of one word, and
    // the column's open cells of the other bands side by side (a column's cells shifted one
    // place on land on no cell of that column). Without a population count instruction a
    // count takes a dozen instructions: this took 2-3% of the portable search's
    // instructions (callgrind), and changed nothing in the BMI2 search.
    let band_peers = u64::from(open & peers) | u64::from(pairs & peers) << 32;
    let column_peers = (open_a & column) | (open_b & column) << 1;
    band_peers.count_ones() + column_peers.count_ones()
}

impl State {
    /// The choices to branch on. Prefers the two-candidate cell with the most open peers
    /// (bivalue peers counting twice), or the first one when at most [`FEW_OPEN_CELLS`] cells
    /// are open; without one, what `fallback` picks.
    #[inline(always)]
    pub(super) fn branch(&self, fallback: Fallback) -> Option<Branch> {
        // The best pair cell as a key: its score above, and below it 255 minus its position
        // (band * 27 + cell), so that the largest key is the highest score, the first such
        // cell on a tie. Taking the maximum this way has no branch to mispredict (measured:
        // the comparison's branch was a tenth of the time on multi_solution).
        let mut best = 0u32;
        if self
            .open_cells
            .iter()
            .map(|open| open.count_ones())
            .sum::<u32>()
            <= FEW_OPEN_CELLS
        {
            // Near the end any pair will do: take the first.
            if let Some(band) = (0..3).find(|&band| self.pairs[band] != 0) {
                let cell = self.pairs[band].trailing_zeros() as usize;
                return Some(Branch::digits_of_cell(
                    band,
                    cell,
                    self.digits_at(band, cell),
                ));
            }
        }
        for (band, &[a, b]) in OTHER_BANDS.iter().enumerate() {
            let open = self.open_cells[band];
            let all_pairs = self.pairs[band];
            let mut pairs = all_pairs;
            while pairs != 0 {
                let cell = pairs.trailing_zeros() as usize;
                pairs &= pairs - 1;
                let score = pair_score(
                    cell,
                    open,
                    all_pairs,
                    self.open_cells[a],
                    self.open_cells[b],
                );
                best = best.max(score << 8 | (255 - (band * 27 + cell) as u32));
            }
        }
        if best != 0 {
            let position = (255 - (best & 255)) as usize;
            let (band, cell) = (position / 27, position % 27);
            return Some(Branch::digits_of_cell(
                band,
                cell,
                self.digits_at(band, cell),
            ));
        }
        self.branch_without_pairs(fallback)
    }

    /// The branch with the fewest choices when no open cell has two candidates: among open
    /// cells' candidates, and with [`Fallback::CellsAndUnits`] also among each digit's open
    /// places in each row and box of each band.
    /// Out of line and cold: most searches always find a two-candidate cell.
    /// Returns `None` when the position is found impossible (see
    /// [`State::has_overfull_triad`]).
    #[cold]
    fn branch_without_pairs(&self, fallback: Fallback) -> Option<Branch> {
        if self.has_overfull_triad() {
            return None;
        }
        let mut best: Option<Branch> = None;
        let mut fewest = u32::MAX;
        for band in 0..3 {
            let mut open = self.open_cells[band];
            while open != 0 {
                let cell = open.trailing_zeros() as usize;
                open &= open - 1;
                let digits = self.digits_at(band, cell);
                if digits.count_ones() < fewest {
                    fewest = digits.count_ones();
                    best = Some(Branch::digits_of_cell(band, cell, digits));
                }
            }
        }
        if fallback == Fallback::Cells {
            return best;
        }
        for band in 0..3 {
            let open = self.open_cells[band];
            for digit in 0..9 {
                let places = self.cands[slot(digit, band)] & open;
                for unit in UNITS_OF_BAND {
                    let cells = places & unit;
                    // No open place left means the digit is settled in this unit.
                    let count = cells.count_ones();
                    if count != 0 && count < fewest {
                        fewest = count;
                        best = Some(Branch::places_of_digit(band, digit, cells));
                    }
                }
            }
        }
        best
    }

    /// Whether some triad (the three cells of a box in one row or one column) is needed by
    /// more digits than it has cells for. A digit whose places in a box all lie in one of its
    /// rows (or columns) needs a cell of that triad; four such digits never fit, and three
    /// fit only if their places there cover all three cells (two digits fit whenever each
    /// has its two places, which propagation guarantees). Singles never see this pigeonhole,
    /// and on sparse grids a search that misses it can fill the rest of the grid in millions
    /// of ways before running into it.
    pub(super) fn has_overfull_triad(&self) -> bool {
        for band in 0..3 {
            // Per triad, the number of digits that need it, bit-sliced: `ones` and `twos` are
            // the count's low bits, `over` marks a count that reached four. Column triads are
            // bit `col`; row triads bit `3 * (3 * row + box)`, the triad's lowest cell.
            let (mut column_ones, mut column_twos, mut column_over) = (0u32, 0u32, 0u32);
            let (mut row_ones, mut row_twos, mut row_over) = (0u32, 0u32, 0u32);
            // The cells those digits may take, per kind of triad.
            let (mut column_cells, mut row_cells) = (0u32, 0u32);
            for digit in 0..9 {
                let mask = self.cands[slot(digit, band)];
                let columns = u32::from(LOCKED_COLUMNS[columns_of(mask) as usize]);
                column_cells |= mask & spread_columns(columns);
                let carry = column_ones & columns;
                column_ones ^= columns;
                column_over |= column_twos & carry;
                column_twos ^= carry;

                // A row triad is needed when it is the only one of its box the digit has.
                let occupied = (mask | mask >> 1 | mask >> 2) & TRIAD_LOWEST_CELLS;
                let [top, middle, bottom] = [0, 1, 2].map(|row| (occupied >> (9 * row)) & 0o111);
                let alone = (top & !middle & !bottom)
                    | (middle & !top & !bottom) << 9
                    | (bottom & !top & !middle) << 18;
                row_cells |= mask & (alone * 0b111);
                let carry = row_ones & alone;
                row_ones ^= alone;
                row_over |= row_twos & carry;
                row_twos ^= carry;
            }
            let full_columns = column_cells & (column_cells >> 9) & (column_cells >> 18) & ROW_BITS;
            let full_rows = row_cells & (row_cells >> 1) & (row_cells >> 2) & TRIAD_LOWEST_CELLS;
            if column_over | (column_ones & column_twos & !full_columns) != 0
                || row_over | (row_ones & row_twos & !full_rows) != 0
            {
                return true;
            }
        }
        false
    }
}

impl State {
    /// Hidden pairs as eliminations: where two digits have the same two open places in a
    /// row, column or box, those two cells hold those two digits, so every other digit
    /// leaves them. Returns whether a mask changed (its dirty bit is then set, so the next
    /// propagation sees it). Singles never make this deduction, and sparse grids whose
    /// contradiction lies behind a hidden pair in a box and another in a row took the
    /// search hundreds of thousands of nodes without it.
    pub(super) fn confine_hidden_pairs(&mut self) -> bool {
        let mut changed = 0u32;
        for band in 0..3 {
            for unit in UNITS_OF_BAND {
                let cells = self.open_cells[band] & unit;
                if cells.count_ones() < 3 {
                    continue;
                }
                let places: [u32; 9] =
                    std::array::from_fn(|digit| self.cands[slot(digit, band)] & cells);
                for pair in hidden_pairs(&places) {
                    for (digit, &own) in places.iter().enumerate() {
                        if own != pair {
                            changed |= self.restrict(slot(digit, band), !pair);
                        }
                    }
                }
            }
        }
        for column in 0..9 {
            let places: [u32; 9] = std::array::from_fn(|digit| self.column_places(digit, column));
            for pair in hidden_pairs(&places) {
                let mut rest = pair;
                while rest != 0 {
                    let bit = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let (band, cell) = (bit / 3, 9 * (bit % 3) + column);
                    for (digit, &own) in places.iter().enumerate() {
                        if own != pair {
                            changed |= self.restrict(slot(digit, band), !(1 << cell));
                        }
                    }
                }
            }
        }
        changed |= self.confine_naked_pairs();
        self.dirty |= changed;
        changed != 0
    }

    /// Naked pairs as eliminations: where two open cells of a row, column or box hold only
    /// the same two digits, the rest of the unit loses both. Returns the dirty bits of the
    /// masks that changed.
    fn confine_naked_pairs(&mut self) -> u32 {
        let mut changed = 0u32;
        for band in 0..3 {
            for unit in UNITS_OF_BAND {
                let cells = self.open_cells[band] & unit;
                let pairs = cells & self.pairs[band];
                if pairs.count_ones() < 2 || cells.count_ones() < 3 {
                    continue;
                }
                let sets = bits(pairs).map(|cell| (1u32 << cell, self.digits_at(band, cell)));
                let sets: Vec<(u32, u32)> = sets.collect();
                for (index, &(first, digits)) in sets.iter().enumerate() {
                    if digits.count_ones() != 2 {
                        continue;
                    }
                    for &(second, other) in &sets[index + 1..] {
                        if other == digits {
                            let rest = cells & !(first | second);
                            for digit in bits(digits) {
                                changed |= self.restrict(slot(digit, band), !rest);
                            }
                        }
                    }
                }
            }
        }
        for column in 0..9 {
            let spread = spread_columns(1 << column);
            let open = self.open_cells.map(|cells| cells & spread);
            let mut sets = Vec::new();
            for (band, &cells) in open.iter().enumerate() {
                for cell in bits(cells & self.pairs[band]) {
                    sets.push((band, cell, self.digits_at(band, cell)));
                }
            }
            if sets.len() < 2 || open.iter().map(|o| o.count_ones()).sum::<u32>() < 3 {
                continue;
            }
            for (index, &(band_a, cell_a, digits)) in sets.iter().enumerate() {
                if digits.count_ones() != 2 {
                    continue;
                }
                for &(band_b, cell_b, other) in &sets[index + 1..] {
                    if other != digits {
                        continue;
                    }
                    for (band, &cells) in open.iter().enumerate() {
                        let mut rest = cells;
                        if band == band_a {
                            rest &= !(1 << cell_a);
                        }
                        if band == band_b {
                            rest &= !(1 << cell_b);
                        }
                        for digit in bits(digits) {
                            changed |= self.restrict(slot(digit, band), !rest);
                        }
                    }
                }
            }
        }
        changed
    }
}

/// The positions of the set bits of `mask`, lowest first.
fn bits(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            bit
        })
    })
}

/// The two-place sets that two digits share in one unit, given each digit's places.
fn hidden_pairs(places: &[u32; 9]) -> impl Iterator<Item = u32> + '_ {
    (0..9).flat_map(move |first| {
        let set = places[first];
        let shared = set.count_ones() == 2 && places[first + 1..].contains(&set);
        shared.then_some(set)
    })
}

/// The rows and boxes of a band, as band masks.
pub(super) const UNITS_OF_BAND: [u32; 6] = [
    ROW_BITS,
    ROW_BITS << 9,
    ROW_BITS << 18,
    spread_columns(0o007),
    spread_columns(0o070),
    spread_columns(0o700),
];

/// A set of mutually exclusive placements that covers every solution of a state: either
/// the candidate digits of one cell, or the places of one digit in one row or box.
#[derive(Clone, Copy)]
pub(super) struct Branch {
    /// The band every placement lies in.
    band: usize,
    /// The cell (for a cell's digits) or the digit (for a digit's places) shared by all.
    shared: usize,
    /// The digits (9 bits) or the band cells (27 bits) still to try.
    rest: u32,
    /// Whether `rest` holds digits (of cell `shared`) rather than cells (of digit `shared`).
    by_digit: bool,
}

impl Branch {
    /// Branches over the candidate `digits` of `cell`.
    fn digits_of_cell(band: usize, cell: usize, digits: u32) -> Branch {
        Branch {
            band,
            shared: cell,
            rest: digits,
            by_digit: true,
        }
    }

    /// Branches over the places `cells` (band cells) of `digit`.
    fn places_of_digit(band: usize, digit: usize, cells: u32) -> Branch {
        Branch {
            band,
            shared: digit,
            rest: cells,
            by_digit: false,
        }
    }

    /// The next placement as (digit, band, cell), and whether it is the last one: the
    /// lowest digit or cell left, or the highest when `descending`.
    #[inline(always)]
    pub(super) fn next(&mut self, descending: bool) -> Option<(usize, usize, usize, bool)> {
        if self.rest == 0 {
            return None;
        }
        let bit = if descending {
            let bit = 31 - self.rest.leading_zeros() as usize;
            self.rest &= !(1 << bit);
            bit
        } else {
            let bit = self.rest.trailing_zeros() as usize;
            self.rest &= self.rest - 1;
            bit
        };
        let last = self.rest == 0;
        Some(if self.by_digit {
            (bit, self.band, self.shared, last)
        } else {
            (self.shared, self.band, bit, last)
        })
    }
}
