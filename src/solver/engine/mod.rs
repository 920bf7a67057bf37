//! The search engine: per-digit band bitboards, propagation to a fixed point, and guessing.
//!
//! The state holds, for every digit and band, the 27-bit mask of cells that may still hold
//! the digit. A digit placed in a cell keeps its bit there (so every mask always describes a
//! full placement of the digit, solved cells included); other digits lose the cell.
//!
//! Propagation repeats, for every (digit, band) mask that changed (for all 27 at once while
//! many have changed, with AVX-512 or else SSE2):
//! - the row/box rule: the digit sits once in each row and once in each box of the band, so
//!   only cells on some row-to-box matching survive (a table lookup on a 9-bit summary);
//! - columns locked inside a box of this band are cleared from the other two bands;
//! - a row with one cell left is solved there, and the cell is cleared from the other digits.
//!
//! When nothing changes any more, cells with a single candidate (found with bitwise counting
//! across the nine digits) are placed, and then the column rule runs: a column whose digit is
//! left in one band confines the digit, in that band's box, to that column (with SSE2, four
//! digits at a time). When nothing is left to place the search guesses, preferring the
//! two-candidate cell with the most open peers (its branches settle the most cells, which cut
//! the search on hard puzzles by about a fifth in instruction counts; near the end, the first
//! such cell), and copies the state on the stack for each branch. Without a two-candidate cell
//! it takes whatever has the fewest choices, a cell's candidates or a digit's places in a row
//! or box: on sparse contradictory grids, branching on cells alone could take millions of nodes
//! where this takes a handful. A search that runs long restarts with the other rule and from
//! then on checks every node for pigeonholes that singles miss (a triad or a pair of cells
//! needed by too many digits), which refutes the sparse contradictions found by fuzzing in a
//! few nodes.
//!
//! The code is split by concern, a file each: this one holds the search state and its
//! propagation, written once for every compiled form of the search (its `ISA` parameter
//! turns the vector passes on); [`branch`] chooses what to guess and holds the pigeonhole
//! checks; [`search`] runs the depth-first search with its node budgets and restarts, and
//! enters the compiled form the CPU supports; [`isa`] names those forms and chooses between
//! the portable and vector versions of the helpers that have both; [`sse2`] and [`avx512`]
//! hold the vector versions (x86-64 only); the tests are in `tests.rs`, those of the SSE2
//! forms in `sse2_tests.rs`.

#[cfg(target_arch = "x86_64")]
mod avx512;
mod branch;
mod hall;
mod isa;
mod search;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod sse2;
#[cfg(all(test, target_arch = "x86_64", target_feature = "sse2"))]
mod sse2_tests;
#[cfg(test)]
mod tests;

use super::tables::{
    BAND_ALL, BOX_COLUMNS, KEEP_AFTER_PLACING, LOCKED_COLUMNS, PERMUTATION_CELLS, ROW_BITS,
    ROW_BOXES, ROW_LOWEST, columns_of, spread_columns,
};
use isa::{band_values, clear_in_masks, row_box_pattern_of, start_masks};
pub(super) use search::{Found, search_with_restarts};

/// A contradiction: the current state has no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Contradiction;

type Step = Result<(), Contradiction>;

/// Index of the (digit, band) mask: digits 0..9, bands 0..3. A band's nine masks are
/// adjacent, so clearing cells from all of them is one short vectorizable loop.
#[inline(always)]
const fn slot(digit: usize, band: usize) -> usize {
    band * 9 + digit
}

/// The two bands other than `band`.
const OTHER_BANDS: [[usize; 2]; 3] = [[1, 2], [0, 2], [0, 1]];

/// The low eight bits of each row's 9-bit field in a band mask.
pub(super) const ROW_LOW_EIGHT: u32 = 0o377 | 0o377 << 9 | 0o377 << 18;

/// The high bit of each row's 9-bit field in a band mask.
pub(super) const ROW_HIGH_BIT: u32 = 1 << 8 | 1 << 17 | 1 << 26;

/// The lowest cell of each row triad of a band (cells 0, 3, 6, ..., 24).
const TRIAD_LOWEST_CELLS: u32 = 0o111_111_111;

/// With AVX-512, when this many masks or more are due for an update, [`avx512::band_round`]
/// updates all 27 at once (a pass costs about as much as two scalar updates). Measured on
/// the shared sets: 4 to 9 are level; 14 loses a tenth on 17_clue, and a pass at the start
/// of a puzzle only (all masks due) gains 10% on multi_solution and 17_clue where passes
/// whenever six are due gain 17% and 35%.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
const WIDE_ROUND_FROM: u32 = 6;

/// Without AVX-512, when this many masks or more are due, [`sse2::band_round`] updates all
/// 27 at once (by its instruction count, a pass costs about ten scalar updates). Measured on
/// the shared sets: 9 to 27 are level on multi_solution and top1465; 9 gains 2% more on
/// 17_clue than 14 and loses 0.5% on the forum set; 6 loses 7% there.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
const SSE2_ROUND_FROM: u32 = 14;

/// One search node: everything needed to continue, cheap to copy.
#[derive(Clone, Copy)]
pub(super) struct State {
    /// Cells that may hold each digit, per band: `cands[slot(digit, band)]`.
    cands: [u32; 27],
    /// Bit `slot(digit, band)`: that mask changed since the band rules last ran on it.
    dirty: u32,
    /// Cells of each band whose digit is not yet settled.
    open_cells: [u32; 3],
    /// Open cells of each band with exactly two candidates, as of the last search for
    /// naked singles (which, after propagation, saw the final masks).
    pairs: [u32; 3],
    /// Bit `slot(digit, band)`: the band rules ran on that mask since the last search for
    /// naked singles, so its band may have new singles or pairs.
    unscanned: u32,
}

impl State {
    /// The state of a puzzle given as 81 values, 0 for empty and 1-9 for a given.
    /// Values above 9 must have been rejected by the caller.
    pub(super) fn from_cells(cells: &[u8; 81]) -> Result<State, Contradiction> {
        let (givens, filled) = band_values(cells);
        let cands = start_masks(&givens, &filled)?;
        Ok(State {
            cands,
            // Every mask is propagated once: that settles the givens' rows and cells.
            dirty: BAND_ALL,
            open_cells: [BAND_ALL; 3],
            pairs: [0; 3],
            unscanned: BAND_ALL,
        })
    }

    /// Leaves open cell `cell` (0..81) only the digits of `allowed` (bit `d - 1` for digit
    /// `d`): a pencilmark puzzle's given candidates. A placed cell is left as it is.
    pub(super) fn keep_only(&mut self, cell: usize, allowed: u16) {
        let (band, bit) = (cell / 27, cell % 27);
        for digit in (0..9).filter(|digit| allowed & (1 << digit) == 0) {
            self.dirty |= self.restrict(slot(digit, band), !(1 << bit));
        }
    }

    /// Clears `cells` of `band` from all nine digits' masks; returns the dirty bits of the
    /// masks that changed.
    #[inline(always)]
    fn clear_cells(&mut self, band: usize, cells: u32) -> u32 {
        let masks: &mut [u32; 9] = self.cands[band * 9..band * 9 + 9]
            .as_mut_array()
            .expect("band is 0..3, so the slice has nine masks");
        clear_in_masks(masks, cells) << (9 * band)
    }

    /// Keeps only the cells of `keep` in mask `index`; returns its dirty bit if it changed.
    #[inline(always)]
    fn restrict(&mut self, index: usize, keep: u32) -> u32 {
        let old = self.cands[index];
        let new = old & keep;
        self.cands[index] = new;
        u32::from(new != old) << index
    }

    /// Puts `digit` (0..9) in band cell `cell` (0..27) of `band`: the digit leaves the cell's
    /// peers in the band, and the update this marks clears the cell from the other digits.
    #[inline(always)]
    fn place(&mut self, digit: usize, band: usize, cell: usize) -> Step {
        let bit = 1u32 << cell;
        let index = slot(digit, band);
        let own = self.cands[index];
        if own & bit == 0 {
            return Err(Contradiction);
        }
        self.cands[index] = own & KEEP_AFTER_PLACING[cell];
        // The update of this mask finds the cell's row solved (clearing the cell from the
        // other digits) and its column locked (clearing it from the other bands).
        self.dirty |= 1 << index;
        Ok(())
    }

    /// Applies the band rules to the mask at `index` (see [`slot`]); returns the dirty bits of
    /// the other masks this changed. `ISA`: see [`isa`].
    #[inline(always)]
    fn update<const ISA: u8>(&mut self, index: usize) -> Result<u32, Contradiction> {
        let band = index / 9;
        let mut changed = 0;
        let mut mask = self.cands[index];
        mask &= PERMUTATION_CELLS[row_box_pattern_of::<ISA>(mask)];
        if mask == 0 {
            return Err(Contradiction);
        }

        // Both steps below run on every update, though they repeat work for columns and rows
        // settled before: a no-op then, and cheaper than the bookkeeping and the branches
        // the processor cannot predict that skipping it took (measured: 12-15% faster on
        // 17_clue, top1465 and the forum set, level on multi_solution).
        let locked = u32::from(LOCKED_COLUMNS[columns_of(mask) as usize]);
        let keep = !spread_columns(locked);
        // The digit's masks in the other two bands: 9 and 18 slots on, wrapping at 27.
        let next = if index >= 18 { index - 18 } else { index + 9 };
        let after = if index >= 9 { index - 9 } else { index + 18 };
        changed |= self.restrict(next, keep) | self.restrict(after, keep);

        // Every row is non-empty here (the digit has a place in each row of the band), so
        // subtracting one per row cannot borrow across rows: this clears each row's lowest cell.
        let rest = mask & mask.wrapping_sub(ROW_LOWEST);
        // Bit 8 of a row's field is set when the row has a second cell: adding 255 to the
        // field's low eight bits carries into bit 8 exactly when they are not all zero. The
        // crowded rows' fields, spread back over their nine cells, are not solved.
        let crowded = (((rest & ROW_LOW_EIGHT) + ROW_LOW_EIGHT) | rest) & ROW_HIGH_BIT;
        let solved_cells = mask & !((crowded >> 8) * ROW_BITS);
        self.open_cells[band] &= !solved_cells;
        // This clears the digit's own solved cells too (from the mask as it was: the new one
        // is stored only now), so its own bit is no change.
        changed |= self.clear_cells(band, solved_cells);
        self.cands[index] = mask;
        changed &= !(1 << index);
        Ok(changed)
    }

    /// The column rule for one digit: each column holds it in exactly one band. A column
    /// left in one band only confines the digit, within that band's box, to that column.
    /// Returns the dirty bits of the masks this changed.
    #[inline(always)]
    fn update_columns(&mut self, digit: usize) -> Result<u32, Contradiction> {
        let cols = [
            columns_of(self.cands[slot(digit, 0)]),
            columns_of(self.cands[slot(digit, 1)]),
            columns_of(self.cands[slot(digit, 2)]),
        ];
        if cols[0] | cols[1] | cols[2] != ROW_BITS {
            return Err(Contradiction);
        }
        let mut changed = 0;
        for band in 0..3 {
            let [a, b] = OTHER_BANDS[band];
            // Columns whose digit can only be in this band; clearing the rest of their boxes
            // again on a later update changes nothing, and costs less than remembering them.
            let fresh = cols[band] & !(cols[a] | cols[b]);
            let allowed = fresh | (ROW_BITS & !BOX_COLUMNS[ROW_BOXES[fresh as usize] as usize]);
            changed |= self.restrict(slot(digit, band), spread_columns(allowed));
        }
        Ok(changed)
    }

    /// Runs the band rules until no mask changes; returns the digits whose masks changed
    /// (bit `digit`), which the column rule has yet to see.
    #[inline(always)]
    fn settle_bands<const ISA: u8>(&mut self) -> Result<u32, Contradiction> {
        let mut dirty = self.dirty;
        let mut updated = 0u32;
        while dirty != 0 {
            #[cfg(target_arch = "x86_64")]
            if ISA == isa::WIDE && dirty.count_ones() >= WIDE_ROUND_FROM {
                updated |= dirty;
                // SAFETY: `ISA` is `WIDE` only in the search compiled for AVX-512F, which
                // `Search::run` enters after seeing the CPU support it.
                dirty = unsafe { avx512::band_round(&mut self.cands, &mut self.open_cells) }?;
                continue;
            }
            #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
            if ISA != isa::WIDE && dirty.count_ones() >= SSE2_ROUND_FROM {
                updated |= dirty;
                dirty = sse2::band_round(&mut self.cands, &mut self.open_cells)?;
                continue;
            }
            // The masks dirty now are updated in a fixed order, whatever the updates change:
            // the next update's loads need not wait for this one's result.
            let mut batch = dirty;
            updated |= batch;
            dirty = 0;
            while batch != 0 {
                let index = batch.trailing_zeros() as usize;
                batch &= batch - 1;
                dirty = (dirty & !(1 << index)) | self.update::<ISA>(index)?;
            }
        }
        self.dirty = 0;
        self.unscanned |= updated;
        Ok(columns_of(updated))
    }

    /// Runs the column rule for `digits` (bit `digit`); returns whether a mask changed (its
    /// dirty bit is then set).
    #[inline(always)]
    fn settle_columns(&mut self, digits: u32) -> Result<bool, Contradiction> {
        let mut changed = 0;
        let mut rest = digits;
        // Four digits cost one SSE2 pass, whichever of them changed: the others' masks are
        // unchanged since the rule last ran on them, so it changes nothing there and the fixed
        // point is the same. The ninth digit goes alone. (In the AVX-512 search too: a pass
        // over all nine digits in AVX-512 was 4% slower on multi_solution and 2% on top1465,
        // on an AMD EPYC.)
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        {
            if rest & 0xf != 0 {
                changed |= sse2::column_rule_four(&mut self.cands, 0)?;
            }
            if rest & 0xf0 != 0 {
                changed |= sse2::column_rule_four(&mut self.cands, 4)?;
            }
            rest &= 0x100;
        }
        while rest != 0 {
            let digit = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            changed |= self.update_columns(digit)?;
        }
        self.dirty |= changed;
        Ok(changed != 0)
    }

    /// Places every open cell that has a single candidate; returns whether any was placed.
    #[inline(always)]
    fn place_naked_singles(&mut self) -> Result<bool, Contradiction> {
        let mut placed = false;
        let unscanned = std::mem::take(&mut self.unscanned);
        for band in 0..3 {
            // A band none of whose masks changed since its last search has no new single,
            // and its pairs are still those found then.
            if unscanned & (ROW_BITS << (9 * band)) == 0 {
                continue;
            }
            let open = self.open_cells[band];
            self.pairs[band] = 0;
            if open == 0 {
                continue;
            }
            let mut any = 0u32;
            let mut several = 0u32;
            let mut three = 0u32;
            for digit in 0..9 {
                let mask = self.cands[slot(digit, band)];
                three |= several & mask;
                several |= any & mask;
                any |= mask;
            }
            if open & !any != 0 {
                return Err(Contradiction);
            }
            self.pairs[band] = open & several & !three;
            let mut singles = open & !several;
            while singles != 0 {
                let cell = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                // An earlier single of this pass may have taken this cell's only candidate;
                // otherwise it has exactly one, found without a branch per digit.
                let digits = self.digits_at(band, cell);
                if digits == 0 {
                    return Err(Contradiction);
                }
                let digit = digits.trailing_zeros() as usize;
                self.place(digit, band, cell)?;
                placed = true;
            }
        }
        Ok(placed)
    }

    /// Propagates to a fixed point. `ISA`: see [`isa`].
    #[inline(always)]
    pub(super) fn propagate<const ISA: u8>(&mut self) -> Step {
        let mut touched = 0u32;
        loop {
            touched |= self.settle_bands::<ISA>()?;
            if self.place_naked_singles()? {
                continue;
            }
            // The column rule comes last: after a guess, most cascades end in a solution or a
            // contradiction without it (a solved state needs no column check: placing a digit
            // locks its column in the other bands). When it changes a mask, round again.
            if self.is_solved() || !self.settle_columns(std::mem::take(&mut touched))? {
                return Ok(());
            }
        }
    }

    /// A copy to place a guess in, leaving out what propagation recomputes (the pairs):
    /// small enough to copy without a call to `memcpy`.
    #[inline(always)]
    fn child(&self) -> State {
        State {
            cands: self.cands,
            dirty: self.dirty,
            open_cells: self.open_cells,
            pairs: self.pairs,
            unscanned: 0,
        }
    }

    /// Whether every cell is settled (only meaningful after [`State::propagate`]).
    #[inline]
    pub(super) fn is_solved(&self) -> bool {
        self.open_cells[0] | self.open_cells[1] | self.open_cells[2] == 0
    }

    /// The digits (1-9) of a solved state.
    #[inline(always)]
    pub(super) fn digits(&self) -> [u8; 81] {
        let mut cells = [0u8; 81];
        for digit in 0..9 {
            for band in 0..3 {
                let mut mask = self.cands[slot(digit, band)];
                while mask != 0 {
                    let cell = mask.trailing_zeros() as usize;
                    mask &= mask - 1;
                    cells[band * 27 + cell] = digit as u8 + 1;
                }
            }
        }
        cells
    }

    /// The candidate digits of one cell, as a 9-bit set (bit `d` for digit `d + 1`).
    #[inline(always)]
    fn digits_at(&self, band: usize, cell: usize) -> u32 {
        let mut digits = 0u32;
        for digit in 0..9 {
            digits |= ((self.cands[slot(digit, band)] >> cell) & 1) << digit;
        }
        digits
    }
}
