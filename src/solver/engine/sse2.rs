//! SSE2 version of the hot clearing loop: four masks per instruction, and the change bits
//! come out of one sign-mask instruction per four masks instead of a test per mask.
//!
//! Also, for the searches without AVX-512, the column rule four digits at a time
//! ([`column_rule_four`]: 6% faster on multi_solution and 2-3% on the other sets than a digit
//! at a time, on an AMD EPYC) and the band rules on all 27 masks at once while many are due
//! ([`band_round`]: 11% faster on multi_solution, 9-10% on 17_clue, level on the hard sets),
//! and the reading of a puzzle's 81 values into band masks ([`band_values`]). Compiled only
//! where the target has SSE2 (every x86-64 target); `isa.rs` picks these over the
//! portable versions. A file of its own as the code that calls intrinsics, each call with
//! its safety argument.

use super::{
    BAND_ALL, Contradiction, OTHER_BANDS, ROW_HIGH_BIT, ROW_LOW_EIGHT, TRIAD_LOWEST_CELLS,
};
use crate::solver::tables::{ROW_BITS, ROW_LOWEST};
use core::arch::x86_64::{
    __m128i, _mm_add_epi32, _mm_and_si128, _mm_andnot_si128, _mm_castsi128_ps, _mm_cmpeq_epi8,
    _mm_cmpeq_epi32, _mm_loadu_si128, _mm_movemask_epi8, _mm_movemask_ps, _mm_or_si128,
    _mm_set_epi32, _mm_set1_epi8, _mm_set1_epi32, _mm_setzero_si128, _mm_shuffle_epi32,
    _mm_slli_epi32, _mm_srli_epi32, _mm_storeu_si128, _mm_sub_epi32, _mm_xor_si128,
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

/// The column rule of [`super::State::update_columns`] for four digits at once, `first` to
/// `first + 3` (a lane each, `first` at most 5); returns the dirty bits of the masks it
/// changed.
#[inline(always)]
pub(super) fn column_rule_four(cands: &mut [u32; 27], first: usize) -> Result<u32, Contradiction> {
    // SAFETY: SSE2 is enabled for this build (the module's cfg); every load and store reads
    // or writes the four masks `9 * band + first..9 * band + first + 4`, in bounds for
    // `first` at most 5, with the unaligned forms.
    unsafe {
        let base = cands.as_mut_ptr();
        let row = _mm_set1_epi32(ROW_BITS as i32);
        let columns_of = |x: __m128i| {
            _mm_and_si128(
                _mm_or_si128(
                    _mm_or_si128(x, _mm_srli_epi32::<9>(x)),
                    _mm_srli_epi32::<18>(x),
                ),
                row,
            )
        };
        let bands = [0, 1, 2]
            .map(|band| _mm_loadu_si128(base.add(9 * band + first).cast::<__m128i>().cast_const()));
        let columns = bands.map(columns_of);
        let all = _mm_or_si128(_mm_or_si128(columns[0], columns[1]), columns[2]);
        if _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(all, row))) != 0xf {
            return Err(Contradiction);
        }
        let box_lowest = _mm_set1_epi32(0o111);
        let mut changed = 0;
        for (band, &[a, b]) in OTHER_BANDS.iter().enumerate() {
            // Columns whose digit can only be in this band mark their box (bit `3 * box`);
            // times 7 spreads it over the box's columns, which keep only those columns.
            let fresh = _mm_andnot_si128(_mm_or_si128(columns[a], columns[b]), columns[band]);
            let marks = _mm_or_si128(
                _mm_or_si128(fresh, _mm_srli_epi32::<1>(fresh)),
                _mm_srli_epi32::<2>(fresh),
            );
            let boxes = _mm_and_si128(marks, box_lowest);
            let box_columns = _mm_sub_epi32(_mm_slli_epi32::<3>(boxes), boxes);
            let allowed = _mm_or_si128(fresh, _mm_andnot_si128(box_columns, row));
            let spread = _mm_or_si128(
                _mm_or_si128(allowed, _mm_slli_epi32::<9>(allowed)),
                _mm_slli_epi32::<18>(allowed),
            );
            let restricted = _mm_and_si128(bands[band], spread);
            _mm_storeu_si128(base.add(9 * band + first).cast::<__m128i>(), restricted);
            let same = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(restricted, bands[band])));
            changed |= ((!same as u32) & 0xf) << (9 * band + first);
        }
        Ok(changed)
    }
}

/// `x` in every lane.
#[inline(always)]
fn splat(x: u32) -> __m128i {
    // SAFETY: SSE2 is enabled for this build (the module's cfg).
    unsafe { _mm_set1_epi32(x as i32) }
}

/// `(x >> DOWN) & down | (x << UP) & up`, lane by lane (see `avx512::rotate`).
#[inline(always)]
fn rotate<const DOWN: i32, const UP: i32>(x: __m128i, down: u32, up: u32) -> __m128i {
    // SAFETY: SSE2 is enabled for this build (the module's cfg).
    unsafe {
        _mm_or_si128(
            _mm_and_si128(_mm_srli_epi32::<DOWN>(x), splat(down)),
            _mm_and_si128(_mm_slli_epi32::<UP>(x), splat(up)),
        )
    }
}

/// `x | x >> ONE | x >> TWO`, lane by lane.
#[inline(always)]
fn copied_down<const ONE: i32, const TWO: i32>(x: __m128i) -> __m128i {
    // SAFETY: SSE2 is enabled for this build (the module's cfg).
    unsafe {
        _mm_or_si128(
            _mm_or_si128(x, _mm_srli_epi32::<ONE>(x)),
            _mm_srli_epi32::<TWO>(x),
        )
    }
}

/// `x | x << ONE | x << TWO`, lane by lane.
#[inline(always)]
fn copied_up<const ONE: i32, const TWO: i32>(x: __m128i) -> __m128i {
    // SAFETY: SSE2 is enabled for this build (the module's cfg).
    unsafe {
        _mm_or_si128(
            _mm_or_si128(x, _mm_slli_epi32::<ONE>(x)),
            _mm_slli_epi32::<TWO>(x),
        )
    }
}

/// One round of the band rules on all 27 masks at once, as `avx512::band_round` does
/// (the same result), with a vector per digit and a lane per band (the fourth lane idle).
#[inline(always)]
pub(super) fn band_round(
    cands: &mut [u32; 27],
    open_cells: &mut [u32; 3],
) -> Result<u32, Contradiction> {
    // SAFETY: SSE2 is enabled for this build (the module's cfg); the only memory accesses
    // are the stores to `lanes`, a local array of four lanes, with the unaligned form.
    unsafe {
        let zero = _mm_setzero_si128();
        let mut ruled = [zero; 9];
        let mut empty = 0;
        for (digit, ruled) in ruled.iter_mut().enumerate() {
            let masks = _mm_set_epi32(
                0,
                cands[18 + digit] as i32,
                cands[9 + digit] as i32,
                cands[digit] as i32,
            );
            // The row/box rule (see `avx512::row_box_rule`).
            let triads = _mm_and_si128(copied_down::<1, 2>(masks), splat(TRIAD_LOWEST_CELLS));
            let one_over = rotate::<3, 6>(triads, 0o011_011_011, 0o100_100_100);
            let two_over = rotate::<6, 3>(triads, 0o001_001_001, 0o110_110_110);
            let next_row = |x| rotate::<9, 18>(x, u32::MAX, BAND_ALL);
            let row_after_next = |x| rotate::<18, 9>(x, u32::MAX, BAND_ALL);
            let crossed = _mm_and_si128(next_row(two_over), row_after_next(one_over));
            let others = _mm_or_si128(
                _mm_and_si128(next_row(one_over), row_after_next(two_over)),
                crossed,
            );
            let usable = _mm_and_si128(triads, others);
            *ruled = _mm_and_si128(masks, copied_up::<1, 2>(usable));
            empty |= _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(*ruled, zero)));
        }
        // The fourth lane is no band, and always empty.
        if empty & 0b111 != 0 {
            return Err(Contradiction);
        }
        let mut settled = zero;
        let mut twice = zero;
        let mut solved = [zero; 9];
        for (digit, solved) in solved.iter_mut().enumerate() {
            let masks = ruled[digit];
            // A row with one cell left (see `State::update`).
            let rest = _mm_and_si128(masks, _mm_sub_epi32(masks, splat(ROW_LOWEST)));
            let low = splat(ROW_LOW_EIGHT);
            let carried = _mm_add_epi32(_mm_and_si128(rest, low), low);
            let crowded = _mm_and_si128(_mm_or_si128(carried, rest), splat(ROW_HIGH_BIT));
            let marks = _mm_srli_epi32::<8>(crowded);
            let crowded_rows = _mm_sub_epi32(_mm_slli_epi32::<9>(marks), marks);
            *solved = _mm_andnot_si128(crowded_rows, masks);
            twice = _mm_or_si128(twice, _mm_and_si128(settled, *solved));
            settled = _mm_or_si128(settled, *solved);
        }
        // Two digits each left with one place in a row, and it is the same cell.
        if _mm_movemask_epi8(_mm_cmpeq_epi32(twice, zero)) != 0xffff {
            return Err(Contradiction);
        }
        let mut changed = 0;
        let mut lanes = [0u32; 4];
        for digit in 0..9 {
            let masks = ruled[digit];
            let columns = _mm_and_si128(copied_down::<9, 18>(masks), splat(ROW_BITS));
            let next = rotate::<1, 2>(columns, 0o333, 0o444);
            let after = rotate::<2, 1>(columns, 0o111, 0o666);
            let locked = copied_up::<9, 18>(_mm_andnot_si128(_mm_or_si128(next, after), columns));
            // Each band's lane gets the columns locked in the other two bands.
            let elsewhere = _mm_or_si128(
                _mm_shuffle_epi32::<0b11_00_10_01>(locked),
                _mm_shuffle_epi32::<0b11_01_00_10>(locked),
            );
            // Solved cells leave the other digits; columns locked elsewhere leave this one.
            let kept = _mm_andnot_si128(
                elsewhere,
                _mm_andnot_si128(_mm_andnot_si128(solved[digit], settled), masks),
            );
            let same = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(kept, masks))) as u32;
            let lost = !same & 0b111;
            changed |= (lost & 1) << digit | (lost & 2) << (8 + digit) | (lost & 4) << (16 + digit);
            _mm_storeu_si128(lanes.as_mut_ptr().cast::<__m128i>(), kept);
            cands[digit] = lanes[0];
            cands[9 + digit] = lanes[1];
            cands[18 + digit] = lanes[2];
        }
        _mm_storeu_si128(lanes.as_mut_ptr().cast::<__m128i>(), settled);
        for (open, settled) in open_cells.iter_mut().zip(lanes) {
            *open &= !settled;
        }
        Ok(changed)
    }
}
