//! The search engine: per-digit band bitboards, propagation to a fixed point, and guessing.
//!
//! The state holds, for every digit and band, the 27-bit mask of cells that may still hold
//! the digit. A digit placed in a cell keeps its bit there (so every mask always describes a
//! full placement of the digit, solved cells included); other digits lose the cell.
//!
//! Propagation repeats, for every (digit, band) mask that changed (with AVX-512, for all 27
//! at once while many have changed):
//! - the row/box rule: the digit sits once in each row and once in each box of the band, so
//!   only cells on some row-to-box matching survive (a table lookup on a 9-bit summary);
//! - columns locked inside a box of this band are cleared from the other two bands;
//! - a row with one cell left is solved there, and the cell is cleared from the other digits.
//!
//! When nothing changes any more, cells with a single candidate (found with bitwise counting
//! across the nine digits) are placed, and then the column rule runs: a column whose digit is
//! left in one band confines the digit, in that band's box, to that column (with AVX-512, for
//! all nine digits in one pass). When nothing is left to place the search guesses, preferring
//! the two-candidate cell with the most open peers (its branches settle the most cells, which
//! cut the search on hard puzzles by about a fifth in instruction counts; near the end, the
//! first such cell), and copies the state on the stack for each branch. Without a
//! two-candidate cell it takes whatever has the fewest choices, a cell's candidates or a
//! digit's places in a row or box: on sparse contradictory grids, branching on cells alone
//! could take millions of nodes where this takes a handful. A search that runs long restarts
//! with the other rule and from then on checks every node for pigeonholes that singles miss
//! (a triad or a pair of cells needed by too many digits), which refutes the sparse
//! contradictions found by fuzzing in a few nodes.

use super::tables::{
    BAND_ALL, BOX_COLUMNS, KEEP_AFTER_PLACING, LOCKED_COLUMNS, PERMUTATION_CELLS, ROW_BITS,
    ROW_BOXES, ROW_LOWEST, ROWS_OF, columns_of, row_box_pattern, spread_columns,
};

/// Clears `cells` from nine masks; returns bit `i` set when mask `i` lost a cell.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
fn clear_in_masks(masks: &mut [u32; 9], cells: u32) -> u32 {
    sse2::clear_in_masks(masks, cells)
}

/// Clears `cells` from nine masks; returns bit `i` set when mask `i` lost a cell.
#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
#[inline(always)]
fn clear_in_masks(masks: &mut [u32; 9], cells: u32) -> u32 {
    clear_in_masks_portable(masks, cells)
}

/// Portable version of [`clear_in_masks`] (also the reference its SSE2 form is tested against).
#[cfg_attr(
    all(target_arch = "x86_64", target_feature = "sse2", not(test)),
    expect(dead_code, reason = "only used where SSE2 is missing, and by tests")
)]
#[inline(always)]
fn clear_in_masks_portable(masks: &mut [u32; 9], cells: u32) -> u32 {
    let mut changed = 0u32;
    for (digit, mask) in masks.iter_mut().enumerate() {
        let hit = *mask & cells;
        *mask ^= hit;
        changed |= u32::from(hit != 0) << digit;
    }
    changed
}

/// SSE2 version of the hot clearing loop: four masks per instruction, and the change bits
/// come out of one sign-mask instruction per four masks instead of a test per mask.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod sse2 {
    use super::BAND_ALL;
    use core::arch::x86_64::{
        __m128i, _mm_and_si128, _mm_castsi128_ps, _mm_cmpeq_epi8, _mm_cmpeq_epi32, _mm_loadu_si128,
        _mm_movemask_epi8, _mm_movemask_ps, _mm_set1_epi8, _mm_set1_epi32, _mm_setzero_si128,
        _mm_storeu_si128, _mm_xor_si128,
    };

    /// See [`super::band_values`]: each band's 27 values are two overlapping 16-byte loads
    /// (cells 0-15 and 11-26), and one byte comparison per digit and load gives its cells.
    #[inline(always)]
    pub(super) fn band_values(cells: &[u8; 81]) -> ([u32; 27], [u32; 3]) {
        let mut givens = [0u32; 27];
        let mut filled = [0u32; 3];
        for band in 0..3 {
            let start = band * 27;
            let low_bytes: &[u8; 16] = cells[start..start + 16]
                .as_array()
                .expect("start + 16 <= 81, so the slice has 16 bytes");
            let high_bytes: &[u8; 16] = cells[start + 11..start + 27]
                .as_array()
                .expect("start + 27 <= 81, so the slice has 16 bytes");
            // SAFETY: SSE2 is enabled for this build (the module's cfg); both loads read 16
            // valid bytes with the unaligned form.
            unsafe {
                let low = _mm_loadu_si128(low_bytes.as_ptr().cast::<__m128i>());
                let high = _mm_loadu_si128(high_bytes.as_ptr().cast::<__m128i>());
                let cells_of = |value: u8| -> u32 {
                    let wanted = _mm_set1_epi8(value as i8);
                    let low_hits = _mm_movemask_epi8(_mm_cmpeq_epi8(low, wanted)) as u32;
                    let high_hits = _mm_movemask_epi8(_mm_cmpeq_epi8(high, wanted)) as u32;
                    // High bit i is cell 11 + i: keep cells 16-26 (bits 5-15) only.
                    low_hits | (high_hits >> 5) << 16
                };
                filled[band] = !cells_of(0) & BAND_ALL;
                for digit in 0..9 {
                    givens[band * 9 + digit] = cells_of(digit as u8 + 1);
                }
            }
        }
        (givens, filled)
    }

    /// Clears `cells` from four masks; returns bit `i` set when mask `i` lost a cell.
    #[inline(always)]
    fn clear_four(masks: &mut [u32; 4], cells: __m128i) -> u32 {
        let pointer = masks.as_mut_ptr().cast::<__m128i>();
        // SAFETY: SSE2 is enabled for this build (the module's cfg), so its intrinsics may
        // run; `masks` is 16 valid, exclusively borrowed bytes, and the load and the store
        // are the unaligned forms.
        unsafe {
            let old = _mm_loadu_si128(pointer);
            let hit = _mm_and_si128(old, cells);
            _mm_storeu_si128(pointer, _mm_xor_si128(old, hit));
            let untouched = _mm_cmpeq_epi32(hit, _mm_setzero_si128());
            (!_mm_movemask_ps(_mm_castsi128_ps(untouched)) as u32) & 0xf
        }
    }

    /// Clears `cells` from nine masks; returns bit `i` set when mask `i` lost a cell.
    #[inline(always)]
    pub(super) fn clear_in_masks(masks: &mut [u32; 9], cells: u32) -> u32 {
        // SAFETY: SSE2 is enabled for this build (the module's cfg).
        let broadcast = unsafe { _mm_set1_epi32(cells as i32) };
        let (low, rest) = masks
            .split_first_chunk_mut::<4>()
            .expect("nine masks hold four");
        let (high, last) = rest
            .split_first_chunk_mut::<4>()
            .expect("five masks hold four");
        let mut changed = clear_four(low, broadcast) | clear_four(high, broadcast) << 4;
        let hit = last[0] & cells;
        last[0] ^= hit;
        changed |= u32::from(hit != 0) << 8;
        changed
    }
}

/// The compiled forms of the search, by the instructions each may use beyond the target's
/// baseline (the `ISA` parameter of the propagation); [`Search::run`] picks the widest the
/// CPU supports.
mod isa {
    /// Only the baseline (SSE2 on x86-64): any CPU.
    pub(super) const PORTABLE: u8 = 0;
    /// Population count and the BMI1/BMI2 bit instructions.
    pub(super) const BIT_OPS: u8 = 1;
    /// [`BIT_OPS`] and AVX-512F: the column rule runs on all nine digits at once, and the
    /// band rules on all 27 masks while many are due.
    pub(super) const WIDE: u8 = 2;
}

/// The band rules and the column rule in AVX-512F, a lane per digit and a vector per band:
/// one pass applies the column rule to all nine digits in about sixty instructions (the
/// scalar rule takes about as many per digit), or the band rules to all 27 masks in about
/// two hundred (a scalar update takes about seventy), and the lane comparisons give the
/// changed masks' dirty bits directly.
///
/// Measured and left out: clearing a band's nine masks with one masked 512-bit load and
/// store made the whole search 20% slower (the next update's scalar load of a mask cannot be
/// forwarded from a masked store, nor a wide load from the scalar stores before it), and an
/// AVX2 form of that clearing gained nothing over SSE2.
#[cfg(target_arch = "x86_64")]
mod avx512 {
    use super::{Contradiction, OTHER_BANDS};
    use crate::solver::tables::{BAND_ALL, ROW_BITS, ROW_LOWEST};
    use core::arch::x86_64::{
        __m512i, __mmask16, _mm512_and_si512, _mm512_cvtsi512_si32, _mm512_mask_cmpeq_epi32_mask,
        _mm512_mask_cmpneq_epi32_mask, _mm512_mask_storeu_epi32, _mm512_maskz_and_epi32,
        _mm512_maskz_loadu_epi32, _mm512_or_si512, _mm512_set1_epi32, _mm512_setzero_si512,
        _mm512_shuffle_epi32, _mm512_shuffle_i32x4, _mm512_slli_epi32, _mm512_srli_epi32,
        _mm512_sub_epi32, _mm512_ternarylogic_epi32, _mm512_test_epi32_mask,
        _mm512_testn_epi32_mask,
    };

    /// The lanes in use: nine masks, one per digit.
    const NINE: __mmask16 = 0x1ff;

    /// Truth tables of the three inputs of `_mm512_ternarylogic_epi32`, to spell its
    /// immediates as the formulas they compute.
    const A: i32 = 0xf0;
    /// See [`A`].
    const B: i32 = 0xcc;
    /// See [`A`].
    const C: i32 = 0xaa;

    /// `a | b | c`, lane by lane.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn or3(a: __m512i, b: __m512i, c: __m512i) -> __m512i {
        _mm512_ternarylogic_epi32::<{ A | B | C }>(a, b, c)
    }

    /// The columns (9 bits) that have a cell in each lane's 27-bit band mask.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn columns_of(masks: __m512i) -> __m512i {
        _mm512_and_si512(copied_down::<9, 18>(masks), splat(ROW_BITS))
    }

    /// `x | x >> ONE | x >> TWO`, lane by lane: a bit pattern folded onto itself.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn copied_down<const ONE: u32, const TWO: u32>(x: __m512i) -> __m512i {
        or3(x, _mm512_srli_epi32::<ONE>(x), _mm512_srli_epi32::<TWO>(x))
    }

    /// `x` in every lane: a constant operand.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn splat(x: u32) -> __m512i {
        _mm512_set1_epi32(x as i32)
    }

    /// Loads band `band`'s nine masks, a lane per digit (the other lanes zero).
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn load_band(masks: &[u32; 27], band: usize) -> __m512i {
        let band = &masks[9 * band..9 * band + 9];
        // SAFETY: the slice holds nine masks, and the lane mask `NINE` reads only those.
        unsafe { _mm512_maskz_loadu_epi32(NINE, band.as_ptr().cast::<i32>()) }
    }

    /// `(x >> DOWN) & down | (x << UP) & up`, lane by lane: with the masks keeping what
    /// stays in place, this turns fields of bits round (boxes within rows, rows within the
    /// band, columns within boxes).
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn rotate<const DOWN: u32, const UP: u32>(x: __m512i, down: u32, up: u32) -> __m512i {
        let from_above = _mm512_and_si512(_mm512_srli_epi32::<DOWN>(x), splat(down));
        _mm512_ternarylogic_epi32::<{ (A & B) | C }>(
            _mm512_slli_epi32::<UP>(x),
            splat(up),
            from_above,
        )
    }

    /// Moves each triad bit (bit `9 * row + 3 * box`) to the box one place left: box `k`
    /// gets box `k + 1`'s bit (modulo 3), within its row.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn next_box(triads: __m512i) -> __m512i {
        rotate::<3, 6>(triads, 0o011_011_011, 0o100_100_100)
    }

    /// As [`next_box`], two places: box `k` gets box `k + 2`'s bit.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn box_after_next(triads: __m512i) -> __m512i {
        rotate::<6, 3>(triads, 0o001_001_001, 0o110_110_110)
    }

    /// Row `r` of a band mask gets row `r + 1`'s cells (modulo 3).
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn next_row(cells: __m512i) -> __m512i {
        // Nothing shifted down leaves the band: no mask there (an AND with all ones folds away).
        rotate::<9, 18>(cells, u32::MAX, BAND_ALL)
    }

    /// Row `r` of a band mask gets row `r + 2`'s cells (modulo 3).
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn row_after_next(cells: __m512i) -> __m512i {
        rotate::<18, 9>(cells, u32::MAX, BAND_ALL)
    }

    /// The row/box rule of [`super::State::update`] on every lane: the cells of `masks` in
    /// a (row, box) triad that some placement of the digit once per row and box uses. The
    /// triad of row `r` and box `k` is usable when the other two rows can take the other
    /// two boxes, one way round or the other.
    #[target_feature(enable = "avx512f")]
    #[inline]
    pub(super) fn row_box_rule(masks: __m512i) -> __m512i {
        let triads = _mm512_and_si512(copied_down::<1, 2>(masks), splat(super::TRIAD_LOWEST_CELLS));
        let one_over = next_box(triads);
        let two_over = box_after_next(triads);
        // Row r + 1 in box k + 2 and row r + 2 in box k + 1, or row r + 1 in box k + 1 and
        // row r + 2 in box k + 2.
        let crossed = _mm512_and_si512(next_row(two_over), row_after_next(one_over));
        let others = _mm512_ternarylogic_epi32::<{ (A & B) | C }>(
            next_row(one_over),
            row_after_next(two_over),
            crossed,
        );
        let usable = _mm512_and_si512(triads, others);
        // Each usable triad's lowest bit spread over its three cells.
        _mm512_and_si512(masks, copied_up::<1, 2>(usable))
    }

    /// `x | x << ONE | x << TWO`, lane by lane: copies of a bit pattern at two offsets.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn copied_up<const ONE: u32, const TWO: u32>(x: __m512i) -> __m512i {
        or3(x, _mm512_slli_epi32::<ONE>(x), _mm512_slli_epi32::<TWO>(x))
    }

    /// A band mask's columns spread back over its three rows.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn spread_columns(columns: __m512i) -> __m512i {
        copied_up::<9, 18>(columns)
    }

    /// The columns of each lane's mask that are the only column of their box left (the
    /// digit is locked to them in this band), as `LOCKED_COLUMNS` gives them.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn locked_columns(masks: __m512i) -> __m512i {
        let columns = columns_of(masks);
        // Each column's two neighbours within its box, rotated into its place.
        let next = rotate::<1, 2>(columns, 0o333, 0o444);
        let after = rotate::<2, 1>(columns, 0o111, 0o666);
        _mm512_ternarylogic_epi32::<{ A & !B & !C }>(columns, next, after)
    }

    /// One step of [`union_of_lanes`]: merges each lane's counts with its partner's.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn merge_counts(
        once: __m512i,
        twice: __m512i,
        partner_once: __m512i,
        partner_twice: __m512i,
    ) -> (__m512i, __m512i) {
        let twice = _mm512_ternarylogic_epi32::<{ (A & B) | C }>(
            once,
            partner_once,
            _mm512_or_si512(twice, partner_twice),
        );
        (_mm512_or_si512(once, partner_once), twice)
    }

    /// The cells set in any lane, and those set in two lanes or more, in every lane.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn union_of_lanes(cells: __m512i) -> (__m512i, __m512i) {
        // Halves, then quarters, pairs of lanes and lanes: four exchanges reach all sixteen.
        let swapped = _mm512_shuffle_i32x4::<0b01_00_11_10>(cells, cells);
        let (once, twice) = (
            _mm512_or_si512(cells, swapped),
            _mm512_and_si512(cells, swapped),
        );
        let (once, twice) = merge_counts(
            once,
            twice,
            _mm512_shuffle_i32x4::<0b10_11_00_01>(once, once),
            _mm512_shuffle_i32x4::<0b10_11_00_01>(twice, twice),
        );
        let (once, twice) = merge_counts(
            once,
            twice,
            _mm512_shuffle_epi32::<0b01_00_11_10>(once),
            _mm512_shuffle_epi32::<0b01_00_11_10>(twice),
        );
        merge_counts(
            once,
            twice,
            _mm512_shuffle_epi32::<0b10_11_00_01>(once),
            _mm512_shuffle_epi32::<0b10_11_00_01>(twice),
        )
    }

    /// The cells of the rows of each lane's mask that have one cell left. Every row must
    /// have a cell (as after [`row_box_rule`] found a placement).
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn lone_cells(masks: __m512i) -> __m512i {
        // Clearing each row's lowest cell cannot borrow across rows, none being empty.
        let rest = _mm512_and_si512(masks, _mm512_sub_epi32(masks, splat(ROW_LOWEST)));
        let row = |index: u32| {
            let cells = splat(ROW_BITS << (9 * index));
            _mm512_maskz_and_epi32(_mm512_testn_epi32_mask(rest, cells), masks, cells)
        };
        or3(row(0), row(1), row(2))
    }

    /// `(a & b) | (a & c) | (b & c)`, lane by lane: the bits set in two inputs or more.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn majority(a: __m512i, b: __m512i, c: __m512i) -> __m512i {
        _mm512_ternarylogic_epi32::<{ (A & B) | (A & C) | (B & C) }>(a, b, c)
    }

    /// [`super::start_masks`]: the nine digits of a band at once.
    #[target_feature(enable = "avx512f")]
    #[inline]
    pub(super) fn start_masks(
        givens: &[u32; 27],
        filled: &[u32; 3],
    ) -> Result<[u32; 27], Contradiction> {
        let own = [
            load_band(givens, 0),
            load_band(givens, 1),
            load_band(givens, 2),
        ];
        let columns = [columns_of(own[0]), columns_of(own[1]), columns_of(own[2])];
        // A digit given twice in a column of different bands (within a band, the box check
        // below sees it).
        let mut clash = majority(columns[0], columns[1], columns[2]);
        let taken = spread_columns(or3(columns[0], columns[1], columns[2]));
        let mut cands = [0u32; 27];
        let base = cands.as_mut_ptr().cast::<i32>();
        for (band, own) in own.into_iter().enumerate() {
            let (right, far_right) = (_mm512_srli_epi32::<1>(own), _mm512_srli_epi32::<2>(own));
            let lowest = splat(super::TRIAD_LOWEST_CELLS);
            // Bit `9 * row + 3 * box`: the row has a given of the digit in the box.
            let triads = _mm512_and_si512(or3(own, right, far_right), lowest);
            let (next_triad, last_triad) = (
                _mm512_srli_epi32::<3>(triads),
                _mm512_srli_epi32::<6>(triads),
            );
            let (next_row, last_row) = (
                _mm512_srli_epi32::<9>(triads),
                _mm512_srli_epi32::<18>(triads),
            );
            // Given twice in a triad, in a row, or in a box.
            let twice = or3(
                _mm512_and_si512(majority(own, right, far_right), lowest),
                _mm512_and_si512(majority(triads, next_triad, last_triad), splat(ROW_LOWEST)),
                _mm512_and_si512(majority(triads, next_row, last_row), splat(0o111)),
            );
            clash = _mm512_or_si512(clash, twice);
            // Bit `9 * row` for rows with a given, bit `3 * box` for boxes with one; times
            // 511 and 7 fills each with its row's cells and its box's columns.
            let rows = _mm512_and_si512(or3(triads, next_triad, last_triad), splat(ROW_LOWEST));
            let row_cells = _mm512_sub_epi32(_mm512_slli_epi32::<9>(rows), rows);
            let boxes = _mm512_and_si512(or3(triads, next_row, last_row), splat(0o111));
            let box_cells = spread_columns(_mm512_sub_epi32(_mm512_slli_epi32::<3>(boxes), boxes));
            let open = splat(BAND_ALL & !filled[band]);
            let free = _mm512_ternarylogic_epi32::<{ A & !B & !C }>(open, taken, box_cells);
            let mask = _mm512_ternarylogic_epi32::<{ (A & !B) | C }>(free, row_cells, own);
            // SAFETY: band `band`'s masks are `cands[9 * band..9 * band + 9]`, in bounds,
            // and the lane mask `NINE` keeps the store to those nine.
            unsafe { _mm512_mask_storeu_epi32(base.add(9 * band), NINE, mask) };
        }
        if _mm512_test_epi32_mask(clash, clash) != 0 {
            return Err(Contradiction);
        }
        Ok(cands)
    }

    /// One round of the band rules of [`super::State::update`] on all 27 masks at once, each
    /// mask ruled as it was when the round began: returns the dirty bits of the masks that
    /// other masks' rules then changed, as the scalar updates of every mask in turn would
    /// have left them (the fixed point the propagation reaches is the same).
    #[target_feature(enable = "avx512f")]
    #[inline]
    pub(super) fn band_round(
        cands: &mut [u32; 27],
        open_cells: &mut [u32; 3],
    ) -> Result<u32, Contradiction> {
        let ruled = [
            row_box_rule(load_band(cands, 0)),
            row_box_rule(load_band(cands, 1)),
            row_box_rule(load_band(cands, 2)),
        ];
        let zero = _mm512_setzero_si512();
        for mask in ruled {
            if _mm512_mask_cmpeq_epi32_mask(NINE, mask, zero) != 0 {
                return Err(Contradiction);
            }
        }
        let locked = [
            spread_columns(locked_columns(ruled[0])),
            spread_columns(locked_columns(ruled[1])),
            spread_columns(locked_columns(ruled[2])),
        ];
        let base = cands.as_mut_ptr().cast::<i32>();
        let mut changed = 0;
        for (band, &[a, b]) in OTHER_BANDS.iter().enumerate() {
            let mask = ruled[band];
            let solved = lone_cells(mask);
            let (settled, twice) = union_of_lanes(solved);
            // Two digits each left with one place in a row, and it is the same cell.
            if _mm512_test_epi32_mask(twice, twice) != 0 {
                return Err(Contradiction);
            }
            // Solved cells leave the other digits; columns locked in the other bands leave
            // this one.
            let kept = _mm512_ternarylogic_epi32::<{ A & (!B | C) }>(mask, settled, solved);
            let kept = _mm512_ternarylogic_epi32::<{ A & !(B | C) }>(kept, locked[a], locked[b]);
            let lost = _mm512_mask_cmpneq_epi32_mask(NINE, kept, mask);
            // SAFETY: band `band`'s masks are `cands[9 * band..9 * band + 9]`, in bounds,
            // and the lane mask `NINE` keeps the store to those nine.
            unsafe { _mm512_mask_storeu_epi32(base.add(9 * band), NINE, kept) };
            changed |= u32::from(lost) << (9 * band);
            open_cells[band] &= !(_mm512_cvtsi512_si32(settled) as u32);
        }
        Ok(changed)
    }

    /// The column rule of [`super::State::update_columns`] for all nine digits at once, a
    /// lane per digit; returns the dirty bits of the masks it changed.
    #[target_feature(enable = "avx512f")]
    #[inline]
    pub(super) fn column_rule(cands: &mut [u32; 27]) -> Result<u32, Contradiction> {
        let row = splat(ROW_BITS);
        let bands = [
            load_band(cands, 0),
            load_band(cands, 1),
            load_band(cands, 2),
        ];
        let base = cands.as_mut_ptr().cast::<i32>();
        let columns = [
            columns_of(bands[0]),
            columns_of(bands[1]),
            columns_of(bands[2]),
        ];
        if _mm512_mask_cmpneq_epi32_mask(NINE, or3(columns[0], columns[1], columns[2]), row) != 0 {
            return Err(Contradiction);
        }
        let mut changed = 0;
        for (band, &[a, b]) in OTHER_BANDS.iter().enumerate() {
            // Columns whose digit can only be in this band...
            let fresh = _mm512_ternarylogic_epi32::<{ A & !(B | C) }>(
                columns[band],
                columns[a],
                columns[b],
            );
            // ...mark their box (bit `3 * box` of `boxes`), and the digit keeps, in those
            // boxes, only those columns (times 7 spreads bit `3 * box` over the box's three).
            let boxes = _mm512_and_si512(copied_down::<1, 2>(fresh), splat(0o111));
            let box_columns = _mm512_sub_epi32(_mm512_slli_epi32::<3>(boxes), boxes);
            let allowed = _mm512_ternarylogic_epi32::<{ A | (!B & C) }>(fresh, box_columns, row);
            let restricted = _mm512_and_si512(bands[band], spread_columns(allowed));
            let lost = _mm512_mask_cmpneq_epi32_mask(NINE, restricted, bands[band]);
            // SAFETY: band `band`'s masks are `cands[9 * band..9 * band + 9]`, in bounds,
            // and `lost` is within `NINE`.
            unsafe { _mm512_mask_storeu_epi32(base.add(9 * band), lost, restricted) };
            changed |= u32::from(lost) << (9 * band);
        }
        Ok(changed)
    }
}

/// The cells of each band holding each digit (indexed by [`slot`]) and the filled cells of
/// each band, for 81 values 0-9.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
fn band_values(cells: &[u8; 81]) -> ([u32; 27], [u32; 3]) {
    sse2::band_values(cells)
}

/// The cells of each band holding each digit (indexed by [`slot`]) and the filled cells of
/// each band, for 81 values 0-9.
#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
#[inline(always)]
fn band_values(cells: &[u8; 81]) -> ([u32; 27], [u32; 3]) {
    band_values_portable(cells)
}

/// Portable version of [`band_values`] (also the reference its SSE2 form is tested against).
#[cfg_attr(
    all(target_arch = "x86_64", target_feature = "sse2", not(test)),
    expect(dead_code, reason = "only used where SSE2 is missing, and by tests")
)]
fn band_values_portable(cells: &[u8; 81]) -> ([u32; 27], [u32; 3]) {
    // by_value[band][value]: the band cells holding that value (0 collects the empty
    // cells), filled without a branch per cell.
    let mut by_value = [[0u32; 16]; 3];
    for (band, chunk) in cells.chunks_exact(27).enumerate() {
        for (cell, &value) in chunk.iter().enumerate() {
            by_value[band][usize::from(value & 15)] |= 1 << cell;
        }
    }
    let filled = by_value.map(|values| !values[0] & BAND_ALL);
    let givens = std::array::from_fn(|index| by_value[index / 9][index % 9 + 1]);
    (givens, filled)
}

/// The masks of a new puzzle, from its givens and filled cells as [`band_values`] gives
/// them: each digit keeps its givens, and the open cells outside their rows, columns and
/// boxes. Fails when a digit is given twice in a row, column or box.
#[inline(always)]
fn start_masks(givens: &[u32; 27], filled: &[u32; 3]) -> Result<[u32; 27], Contradiction> {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU was just seen to support AVX-512F.
        return unsafe { avx512::start_masks(givens, filled) };
    }
    start_masks_portable(givens, filled)
}

/// Portable version of [`start_masks`] (also the reference its AVX-512 form is tested
/// against).
fn start_masks_portable(givens: &[u32; 27], filled: &[u32; 3]) -> Result<[u32; 27], Contradiction> {
    let mut cands = [0u32; 27];
    for digit in 0..9 {
        let mut columns = 0u32;
        for band in 0..3 {
            let own = givens[slot(digit, band)];
            // Distinct columns across bands; within a band the check below catches it.
            if columns & columns_of(own) != 0 {
                return Err(Contradiction);
            }
            columns |= columns_of(own);
        }
        for band in 0..3 {
            let own = givens[slot(digit, band)];
            let mut mask = BAND_ALL & !filled[band] & !spread_columns(columns);
            let mut rest = own;
            while rest != 0 {
                let cell = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let keep = KEEP_AFTER_PLACING[cell];
                if own & !keep != 0 {
                    return Err(Contradiction);
                }
                mask &= keep;
            }
            cands[slot(digit, band)] = mask | own;
        }
    }
    Ok(cands)
}

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

/// [`row_box_pattern`], with BMI2's parallel bit extract from [`isa::BIT_OPS`] up (no table
/// lookups, so a shorter chain of dependent loads in every update).
#[inline(always)]
fn row_box_pattern_of<const ISA: u8>(band: u32) -> usize {
    #[cfg(target_arch = "x86_64")]
    if ISA >= isa::BIT_OPS {
        // A triad's lowest cell, ORed with the two above it, says whether the triad has a
        // candidate; gathering those nine bits gives bit `3 * row + box`.
        let triads = band | (band >> 1) | (band >> 2);
        // SAFETY: `ISA` is `BIT_OPS` or more only in the searches compiled for BMI2, which
        // `Search::run` enters after seeing the CPU support it.
        return unsafe { core::arch::x86_64::_pext_u32(triads, TRIAD_LOWEST_CELLS) } as usize;
    }
    row_box_pattern(band)
}

/// The two bands other than `band`.
const OTHER_BANDS: [[usize; 2]; 3] = [[1, 2], [0, 2], [0, 1]];

/// With this many open cells or fewer, the search branches on the first two-candidate cell
/// rather than the best-scored one: so close to the end the choice barely changes the tree,
/// and scoring costs more than it saves (measured in instructions: 4% fewer on
/// multi_solution, 0.4-0.7% fewer on the other sets, whose trees grow by about 1%).
const FEW_OPEN_CELLS: u32 = 30;

/// With AVX-512, when this many masks or more are due for an update, [`avx512::band_round`]
/// updates all 27 at once (a pass costs about as much as two scalar updates). Measured on
/// the shared sets: 4 to 9 are level; 14 loses a tenth on 17_clue, and a pass at the start
/// of a puzzle only (all masks due) gains 10% on multi_solution and 17_clue where passes
/// whenever six are due gain 17% and 35%.
const WIDE_ROUND_FROM: u32 = 6;

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
        let crowded_rows = u32::from(rest & ROW_BITS != 0)
            | u32::from(rest & (ROW_BITS << 9) != 0) << 1
            | u32::from(rest >> 18 != 0) << 2;
        let solved_cells = mask & ROWS_OF[(7 & !crowded_rows) as usize];
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
    fn settle_columns<const ISA: u8>(&mut self, digits: u32) -> Result<bool, Contradiction> {
        #[cfg(target_arch = "x86_64")]
        if ISA == isa::WIDE {
            if digits == 0 {
                return Ok(false);
            }
            // All nine digits cost one pass; the others' masks are unchanged since the rule
            // last ran on them, so it changes nothing there and the fixed point is the same.
            // SAFETY: `ISA` is `WIDE` only in the search compiled for AVX-512F, which
            // `Search::run` enters after seeing the CPU support it.
            let changed = unsafe { avx512::column_rule(&mut self.cands) }?;
            self.dirty |= changed;
            return Ok(changed != 0);
        }
        let mut changed = 0;
        let mut rest = digits;
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
                let bit = 1u32 << cell;
                // An earlier single of this pass may have taken this cell's only candidate.
                let digit = (0..9)
                    .find(|&d| self.cands[slot(d, band)] & bit != 0)
                    .ok_or(Contradiction)?;
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
            if self.is_solved() || !self.settle_columns::<ISA>(std::mem::take(&mut touched))? {
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

    /// The choices to branch on. Prefers the two-candidate cell with the most open peers
    /// (bivalue peers counting twice), or the first one when at most [`FEW_OPEN_CELLS`] cells
    /// are open; without one, what `fallback` picks.
    #[inline(always)]
    fn branch(&self, fallback: Fallback) -> Option<Branch> {
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
                let peers = !KEEP_AFTER_PLACING[cell];
                let column = COLUMN_CELLS[cell];
                let score = (open & peers).count_ones()
                    + (self.open_cells[a] & column).count_ones()
                    + (self.open_cells[b] & column).count_ones()
                    + (all_pairs & peers).count_ones();
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
    fn has_overfull_triad(&self) -> bool {
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

    /// Whether some row, column or box has three digits whose open places are the same two
    /// cells, or three open cells whose candidates are the same two digits: neither fits.
    /// Like an overfull triad, a pigeonhole that singles never see.
    fn has_crowded_pair(&self) -> bool {
        for band in 0..3 {
            for unit in UNITS_OF_BAND {
                let cells = self.open_cells[band] & unit;
                if cells.count_ones() < 3 {
                    continue;
                }
                let mut places = PairTally::default();
                for digit in 0..9 {
                    if places.add_pair(self.cands[slot(digit, band)] & cells) {
                        return true;
                    }
                }
                let mut candidates = PairTally::default();
                let mut pairs = self.pairs[band] & unit;
                while pairs != 0 {
                    let cell = pairs.trailing_zeros() as usize;
                    pairs &= pairs - 1;
                    if candidates.add_pair(self.digits_at(band, cell)) {
                        return true;
                    }
                }
            }
        }
        for column in 0..9 {
            let spread = spread_columns(1 << column);
            let mut places = PairTally::default();
            for digit in 0..9 {
                // The column's open places, folded to bit `3 * band + row`.
                let mut folded = 0u32;
                for band in 0..3 {
                    let bits = (self.cands[slot(digit, band)] & self.open_cells[band]) >> column;
                    folded |= ((bits & 1) | (bits >> 8 & 2) | (bits >> 16 & 4)) << (3 * band);
                }
                if places.add_pair(folded) {
                    return true;
                }
            }
            let mut candidates = PairTally::default();
            for band in 0..3 {
                let mut pairs = self.pairs[band] & spread;
                while pairs != 0 {
                    let cell = pairs.trailing_zeros() as usize;
                    pairs &= pairs - 1;
                    if candidates.add_pair(self.digits_at(band, cell)) {
                        return true;
                    }
                }
            }
        }
        false
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

/// Counts the two-element sets seen within one unit (at most nine of them).
#[derive(Default)]
struct PairTally {
    /// The distinct sets seen so far.
    sets: [u32; 9],
    /// How often each of `sets` was seen.
    counts: [u8; 9],
    /// How many of `sets` are in use.
    len: usize,
}

impl PairTally {
    /// Counts `set` if it has exactly two elements; returns whether it has now been seen
    /// three times.
    #[inline]
    fn add_pair(&mut self, set: u32) -> bool {
        if set.count_ones() != 2 {
            return false;
        }
        for index in 0..self.len {
            if self.sets[index] == set {
                self.counts[index] += 1;
                return self.counts[index] >= 3;
            }
        }
        if self.len < self.sets.len() {
            self.sets[self.len] = set;
            self.counts[self.len] = 1;
            self.len += 1;
        }
        false
    }
}

/// The lowest cell of each row triad of a band (cells 0, 3, 6, ..., 24).
const TRIAD_LOWEST_CELLS: u32 = 0o111_111_111;

/// The rows and boxes of a band, as band masks.
const UNITS_OF_BAND: [u32; 6] = [
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

    /// The next placement as (digit, band, cell), and whether it is the last one.
    #[inline(always)]
    fn next(&mut self) -> Option<(usize, usize, usize, bool)> {
        if self.rest == 0 {
            return None;
        }
        let bit = self.rest.trailing_zeros() as usize;
        self.rest &= self.rest - 1;
        let last = self.rest == 0;
        Some(if self.by_digit {
            (bit, self.band, self.shared, last)
        } else {
            (self.shared, self.band, bit, last)
        })
    }
}

/// The body of the depth-first search, written once for each compiled form of it: `$recurse`
/// is the method to call for the children, so each form stays within itself, `$checks`
/// (a const generic) whether every node is checked for pigeonholes (see
/// [`Search::pigeonholes_everywhere`]), and `$isa` the instructions it may use (see [`isa`]).
macro_rules! explore {
    ($search:ident, $state:ident, $recurse:ident, $checks:ident, $isa:path) => {{
        $search.nodes += 1;
        if $search.nodes > $search.budget {
            $search.gave_up = true;
            return;
        }
        if $search.count >= $search.limit || $state.propagate::<{ $isa }>().is_err() {
            return;
        }
        if $state.is_solved() {
            $search.count += 1;
            if $search.solved.is_none() {
                // Kept as a state: reading out its digits is left to the caller that wants
                // them (a caller that only counts never does).
                $search.solved = Some(*$state);
            }
            return;
        }
        if $checks && ($state.has_overfull_triad() || $state.has_crowded_pair()) {
            return;
        }
        let Some(mut branch) = $state.branch($search.fallback) else {
            return;
        };
        while let Some((digit, band, cell, last)) = branch.next() {
            if last {
                // Last branch: no need to keep the parent state.
                if $state.place(digit, band, cell).is_ok() {
                    $search.$recurse::<$checks>($state);
                }
                return;
            }
            let mut child = $state.child();
            if child.place(digit, band, cell).is_ok() {
                $search.$recurse::<$checks>(&mut child);
            }
            if $search.count >= $search.limit || $search.gave_up {
                return;
            }
        }
    }};
}

/// How a search branches when no open cell has two candidates (see [`State::branch`]).
///
/// On sparse grids each rule alone has a heavy tail: some grids, found by fuzzing, take one
/// of them millions of nodes and the other a few dozen, and rotating or relabelling a grid
/// moves it between the two. [`search_with_restarts`] therefore tries both in turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Fallback {
    /// The open cell with the fewest candidates.
    Cells,
    /// The fewest choices among open cells' candidates and each digit's places in a row or
    /// box.
    CellsAndUnits,
}

/// A depth-first search that counts solutions up to a limit and keeps the first.
pub(super) struct Search {
    /// Stop once this many solutions are found.
    pub(super) limit: usize,
    /// Solutions found so far.
    pub(super) count: usize,
    /// The first solved state found.
    solved: Option<State>,
    /// Search nodes visited (each a propagation).
    pub(super) nodes: u64,
    /// Give up once more nodes than this have been visited.
    budget: u64,
    /// Whether the search ran out of budget (and its count is then incomplete).
    pub(super) gave_up: bool,
    /// The branching rule for positions without a two-candidate cell.
    fallback: Fallback,
    /// Whether every node, not only those without a two-candidate cell, is checked for
    /// pigeonholes that singles miss ([`State::has_overfull_triad`],
    /// [`State::has_crowded_pair`]). The checks cost about as much as a propagation, so
    /// real puzzles, which never restart, go without; a search that ran out of budget is
    /// likely on a sparse grid that they refute early, so its later attempts make them.
    pigeonholes_everywhere: bool,
}

/// Nodes allowed to the first attempt of [`search_with_restarts`]. No puzzle of the shared
/// benchmark sets needs more than about 1,200, so a real puzzle never restarts.
const FIRST_BUDGET: u64 = 4_096;

/// Extra nodes allowed per solution asked for, so that counting many solutions is not
/// mistaken for a search gone astray.
const BUDGET_PER_SOLUTION: u64 = 64;

/// The result of [`search_with_restarts`].
pub(super) struct Found {
    /// Solutions found, at most the limit.
    pub(super) count: usize,
    /// The first solved state of the attempt that finished (see [`Found::first`]).
    solved: Option<State>,
    /// Nodes visited over all attempts.
    #[cfg_attr(
        not(test),
        expect(dead_code, reason = "read by the tests of the restarts")
    )]
    pub(super) nodes: u64,
}

impl Found {
    /// The digits of the first solution found. Read out on demand, as a caller that only
    /// needs the count (a uniqueness check that found two) never needs them.
    pub(super) fn first(&self) -> Option<[u8; 81]> {
        self.solved.map(|state| state.digits())
    }
}

/// Counts the solutions of `state` up to `limit`. An attempt that exceeds its node budget
/// is abandoned for one with the other [`Fallback`]; the budget doubles after each pair of
/// attempts. So the work is at most a small multiple of what the better rule needs, rather
/// than the worse rule's millions of nodes on a pathological grid.
pub(super) fn search_with_restarts(state: State, limit: usize) -> Found {
    let per_solution = BUDGET_PER_SOLUTION.saturating_mul(limit as u64);
    search_from_budget(state, limit, FIRST_BUDGET.saturating_add(per_solution))
}

/// [`search_with_restarts`] with the first attempt's budget given.
fn search_from_budget(state: State, limit: usize, first_budget: u64) -> Found {
    let mut budget = first_budget;
    // Units first: most sparse grids with no solution are refuted in a handful of nodes
    // that way, and cells first would spend the whole first budget on many of them.
    let mut fallback = Fallback::CellsAndUnits;
    let mut spent = 0u64;
    loop {
        let mut search = Search::new(limit, fallback, budget);
        search.pigeonholes_everywhere = spent > 0;
        search.run(state);
        spent = spent.saturating_add(search.nodes);
        if !search.gave_up {
            return Found {
                count: search.count,
                solved: search.solved,
                nodes: spent,
            };
        }
        fallback = match fallback {
            Fallback::CellsAndUnits => Fallback::Cells,
            Fallback::Cells => {
                budget = budget.saturating_mul(2);
                Fallback::CellsAndUnits
            }
        };
    }
}

impl Search {
    /// A search that stops after `limit` solutions or `budget` nodes.
    pub(super) fn new(limit: usize, fallback: Fallback, budget: u64) -> Search {
        Search {
            limit,
            count: 0,
            solved: None,
            nodes: 0,
            budget,
            gave_up: false,
            fallback,
            pigeonholes_everywhere: false,
        }
    }

    /// The digits of the first solution found.
    #[cfg(test)]
    fn first(&self) -> Option<[u8; 81]> {
        self.solved.map(|state| state.digits())
    }

    /// Explores every completion of `state` until the limit is reached.
    pub(super) fn run(&mut self, mut state: State) {
        // The search works on states in place: each node's children are copies on its own
        // stack, passed down by reference (a copy passed by value would be copied again).
        let state = &mut state;
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("popcnt")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
        {
            if std::is_x86_feature_detected!("avx512f") {
                // SAFETY: the CPU was just seen to support every feature `run_wide` enables.
                unsafe {
                    if self.pigeonholes_everywhere {
                        self.run_wide::<true>(state);
                    } else {
                        self.run_wide::<false>(state);
                    }
                }
                return;
            }
            // SAFETY: the CPU was just seen to support every feature `run_bit_ops` enables.
            unsafe {
                if self.pigeonholes_everywhere {
                    self.run_bit_ops::<true>(state);
                } else {
                    self.run_bit_ops::<false>(state);
                }
            }
            return;
        }
        if self.pigeonholes_everywhere {
            self.run_plain::<true>(state);
        } else {
            self.run_plain::<false>(state);
        }
    }

    /// [`Search::run`] for any CPU.
    fn run_plain<const CHECKS: bool>(&mut self, state: &mut State) {
        explore!(self, state, run_plain, CHECKS, isa::PORTABLE);
    }

    /// [`Search::run`] compiled for CPUs with population count and the BMI bit instructions
    /// (counting, shifts and masking then take fewer instructions).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1,bmi2")]
    fn run_bit_ops<const CHECKS: bool>(&mut self, state: &mut State) {
        explore!(self, state, run_bit_ops, CHECKS, isa::BIT_OPS);
    }

    /// [`Search::run`] compiled for CPUs with AVX-512F as well: a band's nine masks are
    /// cleared, the column rule runs for all nine digits, and the band rules for all 27 masks
    /// while many are due, a few instructions at a time.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1,bmi2,avx512f")]
    fn run_wide<const CHECKS: bool>(&mut self, state: &mut State) {
        explore!(self, state, run_wide, CHECKS, isa::WIDE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;

    /// Runs `search` on `state` with the compiled form for `form` (see [`isa`]); returns
    /// false, having run nothing, when this CPU lacks that form's instructions.
    fn run_form(search: &mut Search, state: &State, form: u8, checks: bool) -> bool {
        let state = &mut state.clone();
        #[cfg(target_arch = "x86_64")]
        {
            let bit_ops = std::is_x86_feature_detected!("popcnt")
                && std::is_x86_feature_detected!("bmi1")
                && std::is_x86_feature_detected!("bmi2");
            let wide = bit_ops && std::is_x86_feature_detected!("avx512f");
            // SAFETY (both calls): the CPU was just seen to support the form's features.
            match (form, checks) {
                (isa::BIT_OPS, true) if bit_ops => unsafe { search.run_bit_ops::<true>(state) },
                (isa::BIT_OPS, false) if bit_ops => unsafe { search.run_bit_ops::<false>(state) },
                (isa::WIDE, true) if wide => unsafe { search.run_wide::<true>(state) },
                (isa::WIDE, false) if wide => unsafe { search.run_wide::<false>(state) },
                (isa::PORTABLE, _) => {}
                _ => return false,
            }
            if form != isa::PORTABLE {
                return true;
            }
        }
        if form != isa::PORTABLE {
            return false;
        }
        if checks {
            search.run_plain::<true>(state);
        } else {
            search.run_plain::<false>(state);
        }
        true
    }

    #[test]
    fn every_compiled_search_agrees() {
        let seed: [u8; 81] = std::array::from_fn(|cell| {
            b"900004001016008070000000080740305000000010000000702038050000000070200350100600009"
                [cell]
                - b'0'
        });
        let mut puzzle = seed;
        // Blank more and more cells (in a fixed scattered order) down to the empty grid, so
        // unique, multiple and contradictory-free sparse cases all come up.
        for step in 0..=81 {
            let state = State::from_cells(&puzzle).expect("blanking keeps the givens consistent");
            for fallback in [Fallback::Cells, Fallback::CellsAndUnits] {
                let mut unchecked = None;
                for checks in [false, true] {
                    let mut plain = Search::new(3, fallback, u64::MAX);
                    plain.pigeonholes_everywhere = checks;
                    assert!(run_form(&mut plain, &state, isa::PORTABLE, checks));
                    for form in [isa::BIT_OPS, isa::WIDE] {
                        let mut other = Search::new(3, fallback, u64::MAX);
                        other.pigeonholes_everywhere = checks;
                        if !run_form(&mut other, &state, form, checks) {
                            continue;
                        }
                        assert_eq!(plain.count, other.count, "step {step} form {form}");
                        assert_eq!(plain.first(), other.first(), "step {step} form {form}");
                        assert_eq!(plain.nodes, other.nodes, "step {step} form {form}");
                    }
                    // The checks only cut branches without solutions: same count, same first.
                    let answer = (plain.count, plain.first());
                    assert_eq!(*unchecked.get_or_insert(answer), answer, "step {step}");
                }
            }
            puzzle[(step * 37) % 81] = 0;
        }
    }

    /// A fixed pseudo-random sequence of 27-bit numbers from `seed` (a linear congruential
    /// generator), so that the randomized comparisons below are repeatable.
    fn pseudo_random(mut seed: u32) -> impl FnMut() -> u32 {
        move || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            seed >> 5
        }
    }

    /// The cells of `line` (81 characters, `.` for empty) as values 0-9.
    fn cells_of(line: &str) -> [u8; 81] {
        std::array::from_fn(|cell| match line.as_bytes()[cell] {
            digit @ b'1'..=b'9' => digit - b'0',
            _ => 0,
        })
    }

    /// `cells` with bands, rows within bands, stacks and columns within stacks reordered,
    /// digits relabelled and, when `transpose`, rows and columns swapped: the same puzzle
    /// to a person, a different search order to the solver.
    fn equivalent(cells: &[u8; 81], seed: u32, transpose: bool) -> [u8; 81] {
        let mut state = seed;
        let mut next = |bound: usize| {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (state >> 16) as usize % bound
        };
        let mut shuffled = |count: usize| {
            let mut order: Vec<usize> = (0..count).collect();
            for index in (1..count).rev() {
                order.swap(index, next(index + 1));
            }
            order
        };
        let (bands, stacks) = (shuffled(3), shuffled(3));
        let rows: Vec<usize> = bands
            .iter()
            .flat_map(|band| shuffled(3).into_iter().map(move |row| band * 3 + row))
            .collect();
        let cols: Vec<usize> = stacks
            .iter()
            .flat_map(|stack| shuffled(3).into_iter().map(move |col| stack * 3 + col))
            .collect();
        let digits = shuffled(9);
        std::array::from_fn(|cell| {
            let (row, col) = (rows[cell / 9], cols[cell % 9]);
            let source = if transpose {
                col * 9 + row
            } else {
                row * 9 + col
            };
            match cells[source] {
                0 => 0,
                value => digits[usize::from(value) - 1] as u8 + 1,
            }
        })
    }

    /// Grids found by fuzzing on which one [`Fallback`] alone takes millions of nodes: with
    /// it the search either gives up and restarts with the other rule, or finishes quickly.
    const PATHOLOGICAL: [(&str, usize); 5] = [
        // 13 givens, no solution: branching on cells only took up to 10.9 million nodes.
        (
            "....................................1.....5....6..3......2.7..8...8...276........",
            0,
        ),
        // 10 givens, many solutions: branching on units too took 30.8 million nodes (nine
        // seconds) to find two.
        (
            ".1.........2.7.8..........7...3....1........2......7.8...........................",
            2,
        ),
        // 14 givens, no solution, and both rules took 700,000-900,000 nodes: column 8 needs
        // its 2, 3 and 6 in rows 7-9, where only two cells are open (see
        // `State::has_overfull_triad`).
        (
            ".............7.6........2.3......3.2...1.4......5....6..6..2.7...................",
            0,
        ),
        // 14 givens, no solution, 1.4 million nodes with the first triad check, which only
        // counted digits: column 8 needs its 2, 3 and 6 in rows 7-9, and r7c8 is open but
        // takes none of them.
        (
            ".............8.6........213......3.2...1........5....6..6213.....................",
            0,
        ),
        // 15 givens, no solution, 348,000 nodes with triads alone: row 8 has its 2, 3 and 6
        // only in r8c4 and r8c7 (see `State::has_crowded_pair`).
        (
            "............4.6........2.3......3.2..9...........2..6..3...........5...962.......",
            0,
        ),
    ];

    /// The propagated state of `line`.
    fn propagated(line: &str) -> State {
        let mut state = State::from_cells(&cells_of(line)).expect("the givens do not clash");
        state
            .propagate::<{ isa::PORTABLE }>()
            .expect("singles alone do not refute it");
        state
    }

    #[test]
    fn a_column_left_in_one_band_confines_the_digit_in_its_box() {
        // Rows 4-9 of column 1 are filled without a 1, so column 1's 1 lies in rows 1-3 and
        // box 1 has its 1 in column 1. Only the column rule sees this (nothing is placed).
        let mut line = ['.'; 81];
        for (row, digit) in (3..9).zip('2'..='7') {
            line[row * 9] = digit;
        }
        let state = propagated(&line.iter().collect::<String>());
        let ones = state.cands[slot(0, 0)];
        for column in [1, 2] {
            assert_eq!(
                ones & spread_columns(1 << column),
                0,
                "column {}",
                column + 1
            );
        }
        assert_eq!(ones & spread_columns(1), spread_columns(1));
        // The other boxes of the band keep every place.
        assert_eq!(ones & spread_columns(0o770), spread_columns(0o770));
    }

    #[test]
    fn a_triad_needed_by_three_digits_with_two_cells_for_them_is_overfull() {
        // Rows 7-9 of column 8 (band 2, column 7): three digits need it, r7c8 takes none.
        let state = propagated(PATHOLOGICAL[3].0);
        assert!(state.has_overfull_triad());
        // A real puzzle, propagated, has none.
        let puzzle =
            "900004001016008070000000080740305000000010000000702038050000000070200350100600009";
        assert!(!propagated(puzzle).has_overfull_triad());
        assert!(!propagated(puzzle).has_crowded_pair());
    }

    #[test]
    fn three_digits_on_the_same_two_places_are_crowded() {
        let state = propagated(PATHOLOGICAL[4].0);
        assert!(state.has_crowded_pair());

        // Built by hand on the empty grid: digits 1-3 confined to r1c1 and r1c2.
        let empty = State::from_cells(&[0; 81]).expect("the empty grid is consistent");
        let mut state = empty;
        for digit in 0..2 {
            state.cands[slot(digit, 0)] &= !(ROW_BITS & !0b11);
        }
        assert!(!state.has_crowded_pair(), "two digits fit two cells");
        state.cands[slot(2, 0)] &= !(ROW_BITS & !0b11);
        assert!(state.has_crowded_pair());
    }

    #[test]
    fn three_cells_with_the_same_two_candidates_are_crowded() {
        let empty = State::from_cells(&[0; 81]).expect("the empty grid is consistent");
        // r1c1, r1c2 and r2c1 (band cells 0, 1 and 9) keep only digits 1 and 2: box 1 has
        // three cells for two digits. `pairs` is filled in by the search for singles.
        let mut state = empty;
        for digit in 2..9 {
            state.cands[slot(digit, 0)] &= !0b11;
        }
        assert_eq!(state.place_naked_singles(), Ok(false));
        assert!(!state.has_crowded_pair(), "two cells for two digits fit");
        for digit in 2..9 {
            state.cands[slot(digit, 0)] &= !(1 << 9);
        }
        // Edited by hand, not by the band rules: say so, or the search skips the band.
        state.unscanned = BAND_ALL;
        assert_eq!(state.place_naked_singles(), Ok(false));
        assert!(state.has_crowded_pair());

        // The same in a column, across bands: r1c1, r4c1 and r7c1.
        let mut state = empty;
        for digit in 2..9 {
            for band in 0..3 {
                state.cands[slot(digit, band)] &= !1;
            }
        }
        assert_eq!(state.place_naked_singles(), Ok(false));
        assert!(state.has_crowded_pair());
    }

    #[test]
    fn pathological_sparse_grids_take_few_nodes() {
        for (line, solutions) in PATHOLOGICAL {
            let found = cells_of(line);
            for seed in 0..40 {
                let cells = equivalent(&found, seed, seed % 2 == 1);
                let state = State::from_cells(&cells).expect("the givens do not clash directly");
                let result = search_with_restarts(state, 2);
                assert_eq!(result.count, solutions, "{line}, seed {seed}");
                assert!(
                    result.nodes < 10_000,
                    "{line}, seed {seed}: {} nodes",
                    result.nodes
                );
            }
        }
    }

    #[test]
    fn restarts_keep_the_count_and_the_solution() {
        // A first budget of one node gives up at the first guess, so every case below, which
        // needs guesses, goes through attempt after attempt, alternating the rules. Each is
        // compared with a plain search under the rule that handles it quickly.
        let cases = [
            // One solution.
            (
                "900004001016008070000000080740305000000010000000702038050000000070200350100600009",
                Fallback::Cells,
            ),
            // Many solutions.
            (
                "8.........95.......76.........426798...571243...893165......916....3.487....1.532",
                Fallback::Cells,
            ),
            // None (found by fuzzing; about 35,000 nodes either way).
            (
                "..........7.41.6...8.37......9..........83..7..4.9....43......5..8...............",
                Fallback::CellsAndUnits,
            ),
        ];
        for (line, fallback) in cases {
            let puzzle = cells_of(line);
            let state = State::from_cells(&puzzle).expect("no direct clash");
            let mut plain = Search::new(3, fallback, u64::MAX);
            plain.run(state);
            assert!(plain.nodes > 1, "{line}: needs no guess, so no restart");
            let restarted = search_from_budget(state, 3, 1);
            assert_eq!(restarted.count, plain.count, "{line}");
            assert_eq!(restarted.first().is_some(), plain.count > 0, "{line}");
            if let Some(first) = restarted.first() {
                let solution = Grid::from_cells(first).expect("digits 1-9");
                let givens = Grid::from_cells(puzzle).expect("digits 0-9");
                assert!(solution.solves(&givens), "{line}");
            }
            if plain.count == 1 {
                assert_eq!(restarted.first(), plain.first(), "{line}");
            }
        }
    }

    #[test]
    fn equivalent_grids_keep_their_solution_count() {
        let seed_puzzle = cells_of(
            "900004001016008070000000080740305000000010000000702038050000000070200350100600009",
        );
        for seed in 0..20 {
            let cells = equivalent(&seed_puzzle, seed, seed % 3 == 0);
            let found = search_with_restarts(State::from_cells(&cells).expect("a valid puzzle"), 2);
            assert_eq!(found.count, 1, "seed {seed}");
        }
    }

    #[test]
    fn band_values_match_the_portable_form() {
        let mut seed = 99u32;
        for round in 0..500 {
            let cells: [u8; 81] = std::array::from_fn(|_| {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                // Mostly empty cells in some rounds, dense in others.
                let value = ((seed >> 16) % 10) as u8;
                if round % 3 == 0 && value < 6 {
                    0
                } else {
                    value
                }
            });
            assert_eq!(
                band_values(&cells),
                band_values_portable(&cells),
                "round {round}"
            );
        }
        let (givens, filled) = band_values(&[0; 81]);
        assert_eq!((givens, filled), ([0; 27], [0; 3]));
    }

    #[test]
    fn the_bit_extract_pattern_matches_the_table() {
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("bmi2") {
            // Every row's nine bits in each of the three rows, then scattered whole masks.
            for row in 0..3 {
                for bits in 0..=ROW_BITS {
                    let band =
                        bits << (9 * row) | (BAND_ALL & !(ROW_BITS << (9 * row))) & 0o421_124;
                    assert_eq!(
                        row_box_pattern_of::<{ isa::BIT_OPS }>(band),
                        row_box_pattern(band),
                        "{band:o}"
                    );
                }
            }
            let mut seed = 7u32;
            for _ in 0..100_000 {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                let band = (seed ^ seed >> 7) & BAND_ALL;
                assert_eq!(
                    row_box_pattern_of::<{ isa::BIT_OPS }>(band),
                    row_box_pattern(band),
                    "{band:o}"
                );
            }
        }
        assert_eq!(row_box_pattern_of::<{ isa::PORTABLE }>(BAND_ALL), 0o777);
    }

    #[test]
    fn the_wide_column_rule_matches_the_scalar_one() {
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx512f") {
            let mut next = pseudo_random(11);
            let (mut changes, mut contradictions) = (0, 0);
            for round in 0..20_000 {
                let mut state = State::from_cells(&[0; 81]).expect("the empty grid is consistent");
                for mask in &mut state.cands {
                    // Dense masks keep most columns; sparse ones lose some, so that a column
                    // is often left to one band (the rule then bites) or to none.
                    *mask = if round % 2 == 0 {
                        next() | next()
                    } else {
                        next() & next() | next() & next() & next()
                    } & BAND_ALL;
                }
                let mut scalar = state;
                let expected = (0..9).try_fold(0, |changed, digit| {
                    Ok::<u32, Contradiction>(changed | scalar.update_columns(digit)?)
                });
                let mut wide = state;
                // SAFETY: the CPU was just seen to support AVX-512F.
                let found = unsafe { avx512::column_rule(&mut wide.cands) };
                assert_eq!(found, expected, "round {round}");
                match expected {
                    Ok(changed) => {
                        assert_eq!(wide.cands, scalar.cands, "round {round}");
                        changes += usize::from(changed != 0);
                    }
                    Err(Contradiction) => contradictions += 1,
                }
            }
            // Both outcomes, and changes, came up often enough to have been compared.
            assert!(
                changes > 1000 && contradictions > 1000,
                "{changes} {contradictions}"
            );
        }
    }

    #[test]
    fn the_wide_row_box_rule_matches_the_table() {
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx512f") {
            use core::arch::x86_64::{_mm512_loadu_si512, _mm512_storeu_si512};
            let mut next = pseudo_random(5);
            let (mut cut, mut emptied) = (0, 0);
            for round in 0..20_000 {
                // Sparse masks, so that rows and boxes run short and the rule bites.
                let masks: [u32; 16] = std::array::from_fn(|_| match round % 3 {
                    0 => next() & next(),
                    1 => next() & next() & next(),
                    _ => next() & next() & next() & next(),
                } & BAND_ALL);
                let mut ruled = [0u32; 16];
                // SAFETY: the CPU was just seen to support AVX-512F; both arrays are 64 bytes.
                unsafe {
                    let lanes = _mm512_loadu_si512(masks.as_ptr().cast());
                    _mm512_storeu_si512(ruled.as_mut_ptr().cast(), avx512::row_box_rule(lanes));
                }
                for (mask, ruled) in masks.iter().zip(ruled) {
                    let expected = mask & PERMUTATION_CELLS[row_box_pattern(*mask)];
                    assert_eq!(ruled, expected, "{mask:027b}");
                    cut += usize::from(expected != *mask && expected != 0);
                    emptied += usize::from(expected == 0 && *mask != 0);
                }
            }
            assert!(cut > 1000 && emptied > 1000, "{cut} {emptied}");
        }
    }

    #[test]
    fn the_wide_first_round_reaches_the_same_fixed_point() {
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx512f")
            && std::is_x86_feature_detected!("bmi2")
            && std::is_x86_feature_detected!("popcnt")
        {
            let solution = cells_of(
                "987534261316928475425176983748365192263819547591742638852493716679281354134657829",
            );
            let mut next = pseudo_random(3);
            let (mut settled, mut solved, mut contradictions) = (0, 0, 0);
            for round in 0..12_000 {
                let mut cells = [0u8; 81];
                for (cell, value) in cells.iter_mut().enumerate() {
                    let keep = next() % 100 < 20 + round % 40;
                    if keep {
                        // Mostly the solution's digit; now and then a wrong one, so that some
                        // grids are contradictory (or have clashing givens, skipped).
                        *value = if next().is_multiple_of(25) {
                            (next() % 9 + 1) as u8
                        } else {
                            solution[cell]
                        };
                    }
                }
                let Ok(state) = State::from_cells(&cells) else {
                    continue;
                };
                let mut scalar = state;
                let mut wide = state;
                let expected = scalar.propagate::<{ isa::PORTABLE }>();
                let found = wide.propagate::<{ isa::WIDE }>();
                assert_eq!(found, expected, "round {round}");
                if expected.is_err() {
                    contradictions += 1;
                    continue;
                }
                assert_eq!(wide.cands, scalar.cands, "round {round}");
                assert_eq!(wide.open_cells, scalar.open_cells, "round {round}");
                if scalar.is_solved() {
                    solved += 1;
                    continue;
                }
                assert_eq!(wide.pairs, scalar.pairs, "round {round}");
                settled += 1;
                // And from a guess, as in the search: the first candidate of the first open
                // cell, where the vector round runs once the cascade grows.
                let band = (0..3)
                    .find(|&band| scalar.open_cells[band] != 0)
                    .expect("not solved");
                let cell = scalar.open_cells[band].trailing_zeros() as usize;
                let digit = scalar.digits_at(band, cell).trailing_zeros() as usize;
                let mut scalar = scalar.child();
                let mut wide = wide.child();
                let placed = scalar.place(digit, band, cell);
                assert_eq!(wide.place(digit, band, cell), placed, "round {round}");
                let expected = placed.and_then(|()| scalar.propagate::<{ isa::PORTABLE }>());
                if placed.is_ok() {
                    assert_eq!(wide.propagate::<{ isa::WIDE }>(), expected, "round {round}");
                }
                if expected.is_ok() {
                    assert_eq!(wide.cands, scalar.cands, "round {round}");
                    assert_eq!(wide.open_cells, scalar.open_cells, "round {round}");
                }
            }
            assert!(
                settled > 1000 && solved > 300 && contradictions > 300,
                "{settled} {solved} {contradictions}"
            );
        }
    }

    #[test]
    fn the_wide_start_matches_the_portable_one() {
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx512f") {
            let mut next = pseudo_random(13);
            let (mut accepted, mut refused) = (0, 0);
            for round in 0..20_000u32 {
                // From 2 to about 30 random givens: some grids clash, most sparse ones not.
                let mut cells = [0u8; 81];
                for _ in 0..2 + round % 29 {
                    cells[(next() % 81) as usize] = (next() % 9 + 1) as u8;
                }
                let (givens, filled) = band_values(&cells);
                let expected = start_masks_portable(&givens, &filled);
                // SAFETY: the CPU was just seen to support AVX-512F.
                let found = unsafe { avx512::start_masks(&givens, &filled) };
                assert_eq!(found, expected, "round {round}");
                if expected.is_ok() {
                    accepted += 1;
                } else {
                    refused += 1;
                }
            }
            assert!(accepted > 3000 && refused > 3000, "{accepted} {refused}");
        }
    }

    #[test]
    fn clearing_matches_the_portable_form() {
        let mut next = pseudo_random(7);
        for _ in 0..1000 {
            let mut masks = [0u32; 9];
            for mask in &mut masks {
                // Some masks sparse, so that some lose nothing.
                *mask = next() & next() & next();
            }
            let cells = next() & next();
            let mut expected = masks;
            let expected_changed = clear_in_masks_portable(&mut expected, cells);
            assert_eq!(clear_in_masks(&mut masks, cells), expected_changed);
            assert_eq!(masks, expected);
            assert!(masks.iter().all(|&mask| mask & cells == 0));
        }
    }
}
