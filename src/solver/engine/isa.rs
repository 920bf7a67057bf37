//! The compiled forms of the search, by the instructions each may use beyond the target's
//! baseline (the `ISA` parameter of the propagation);
//! [`Search::run`](super::search::Search::run) runs the one `crate::solver::active_form` names.
//!
//! The helpers that have a portable version and a vector one (SSE2 where the target has it,
//! AVX-512F where the CPU has it) are chosen here as well, so the state's code calls one name
//! for each; the portable versions stay as the references the vector ones are tested
//! against.

#[cfg(target_arch = "x86_64")]
use super::TRIAD_LOWEST_CELLS;
#[cfg(target_arch = "x86_64")]
use super::avx512;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
use super::sse2;
use super::{Contradiction, slot};
#[cfg(target_arch = "x86_64")]
use crate::solver::form::{SimdForm, active_form};
use crate::solver::tables::{
    BAND_ALL, KEEP_AFTER_PLACING, columns_of, row_box_pattern, spread_columns,
};

/// Only the baseline (SSE2 on x86-64): any CPU.
pub(super) const PORTABLE: u8 = 0;
/// Population count and the BMI1/BMI2 bit instructions.
// Only x86-64 compiles searches beyond the portable one.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(super) const BIT_OPS: u8 = 1;
/// [`BIT_OPS`] and AVX-512F: the band rules run on all 27 masks at once while many are
/// due.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(super) const WIDE: u8 = 2;

/// Clears `cells` from nine masks; returns bit `i` set when mask `i` lost a cell.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
pub(super) fn clear_in_masks(masks: &mut [u32; 9], cells: u32) -> u32 {
    sse2::clear_in_masks(masks, cells)
}

/// Clears `cells` from nine masks; returns bit `i` set when mask `i` lost a cell.
#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
#[inline(always)]
pub(super) fn clear_in_masks(masks: &mut [u32; 9], cells: u32) -> u32 {
    clear_in_masks_portable(masks, cells)
}

/// Portable version of [`clear_in_masks`] (also the reference its SSE2 form is tested against).
#[cfg_attr(
    all(target_arch = "x86_64", target_feature = "sse2", not(test)),
    expect(dead_code, reason = "only used where SSE2 is missing, and by tests")
)]
#[inline(always)]
pub(super) fn clear_in_masks_portable(masks: &mut [u32; 9], cells: u32) -> u32 {
    let mut changed = 0u32;
    for (digit, mask) in masks.iter_mut().enumerate() {
        let hit = *mask & cells;
        *mask ^= hit;
        changed |= u32::from(hit != 0) << digit;
    }
    changed
}

/// The cells of each band holding each digit (indexed by [`slot`]) and the filled cells of
/// each band, for 81 values 0-9.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
pub(super) fn band_values(cells: &[u8; 81]) -> ([u32; 27], [u32; 3]) {
    sse2::band_values(cells)
}

/// The cells of each band holding each digit (indexed by [`slot`]) and the filled cells of
/// each band, for 81 values 0-9.
#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
#[inline(always)]
pub(super) fn band_values(cells: &[u8; 81]) -> ([u32; 27], [u32; 3]) {
    band_values_portable(cells)
}

/// Portable version of [`band_values`] (also the reference its SSE2 form is tested against).
#[cfg_attr(
    all(target_arch = "x86_64", target_feature = "sse2", not(test)),
    expect(dead_code, reason = "only used where SSE2 is missing, and by tests")
)]
pub(super) fn band_values_portable(cells: &[u8; 81]) -> ([u32; 27], [u32; 3]) {
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
pub(super) fn start_masks(
    givens: &[u32; 27],
    filled: &[u32; 3],
) -> Result<[u32; 27], Contradiction> {
    #[cfg(target_arch = "x86_64")]
    if active_form() == SimdForm::Avx512 && std::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU was just seen to support AVX-512F.
        return unsafe { avx512::start_masks(givens, filled) };
    }
    start_masks_portable(givens, filled)
}

/// Portable version of [`start_masks`] (also the reference its AVX-512 form is tested
/// against).
pub(super) fn start_masks_portable(
    givens: &[u32; 27],
    filled: &[u32; 3],
) -> Result<[u32; 27], Contradiction> {
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

/// [`row_box_pattern`], with BMI2's parallel bit extract from [`BIT_OPS`] up (no table
/// lookups, so a shorter chain of dependent loads in every update).
#[inline(always)]
pub(super) fn row_box_pattern_of<const ISA: u8>(band: u32) -> usize {
    #[cfg(target_arch = "x86_64")]
    if ISA >= BIT_OPS {
        // A triad's lowest cell, ORed with the two above it, says whether the triad has a
        // candidate; gathering those nine bits gives bit `3 * row + box`.
        let triads = band | (band >> 1) | (band >> 2);
        // SAFETY: `ISA` is `BIT_OPS` or more only in the searches compiled for BMI2, which
        // `Search::run` enters after seeing the CPU support it.
        return unsafe { core::arch::x86_64::_pext_u32(triads, TRIAD_LOWEST_CELLS) } as usize;
    }
    row_box_pattern(band)
}
