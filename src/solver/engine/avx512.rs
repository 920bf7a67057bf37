//! The band rules in AVX-512F, a lane per digit and a vector per band: one pass applies
//! them to all 27 masks in about two hundred instructions (a scalar update takes about
//! seventy), and the lane comparisons give the changed masks' dirty bits directly.
//!
//! Measured and left out: the column rule for all nine digits in one pass (about sixty
//! instructions) made the search 4% slower on multi_solution and 2% on top1465 than the SSE2
//! rule four digits at a time, on an AMD EPYC (likely because its three masked loads come right
//! after the scalar stores of the singles just placed, which a masked load is not forwarded
//! from); clearing a band's nine masks with one masked 512-bit load and store made the whole
//! search 20% slower (the next update's scalar load of a mask cannot be forwarded from a masked
//! store, nor a wide load from the scalar stores before it), and an AVX2 form of that clearing
//! gained nothing over SSE2.
//!
//! Compiled for x86-64 only, and entered only on CPUs seen to support AVX-512F (see
//! `isa.rs`). A file of its own as the code that calls intrinsics, kept apart from the
//! scalar rules it must match (the tests compare the two).

use super::{Contradiction, OTHER_BANDS};
use crate::solver::tables::{BAND_ALL, ROW_BITS, ROW_LOWEST};
use core::arch::x86_64::{
    __m512i, __mmask16, _mm512_and_si512, _mm512_cvtsi512_si32, _mm512_mask_cmpeq_epi32_mask,
    _mm512_mask_cmpneq_epi32_mask, _mm512_mask_storeu_epi32, _mm512_maskz_and_epi32,
    _mm512_maskz_loadu_epi32, _mm512_or_si512, _mm512_set1_epi32, _mm512_setzero_si512,
    _mm512_shuffle_epi32, _mm512_shuffle_i32x4, _mm512_slli_epi32, _mm512_srli_epi32,
    _mm512_sub_epi32, _mm512_ternarylogic_epi32, _mm512_test_epi32_mask, _mm512_testn_epi32_mask,
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
    _mm512_ternarylogic_epi32::<{ (A & B) | C }>(_mm512_slli_epi32::<UP>(x), splat(up), from_above)
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
