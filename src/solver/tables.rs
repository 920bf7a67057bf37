//! Lookup tables for the band bitboards, all computed at compile time.
//!
//! A band is three rows of the grid. For one digit, a band is a 27-bit mask:
//! bit `row * 9 + col`, with `row` 0..3 inside the band and `col` 0..9.
//! Box `k` of the band covers columns `3k..3k + 3`.

/// All 27 cells of a band.
pub(super) const BAND_ALL: u32 = (1 << 27) - 1;

/// One row (nine cells) of a band.
pub(super) const ROW_BITS: u32 = 0x1ff;

/// For a 9-bit row pattern, bit `k` tells whether the row has any candidate in box `k`.
pub(super) static ROW_BOXES: [u8; 512] = build_row_boxes();

/// The first cell of each row of a band.
pub(super) const ROW_LOWEST: u32 = 1 | (1 << 9) | (1 << 18);

/// For a 3-bit set of boxes, the 9-bit set of their columns.
pub(super) static BOX_COLUMNS: [u32; 8] = [0o000, 0o007, 0o070, 0o077, 0o700, 0o707, 0o770, 0o777];

/// For a 9-bit "row x box" pattern (bit `row * 3 + box`: the row has a candidate in the box),
/// the cells that can still hold the digit because they lie in a (row, box) pair used by
/// some way of placing the digit once per row and once per box. Zero when there is none.
pub(super) static PERMUTATION_CELLS: [u32; 512] = build_permutation_cells();

/// For a 9-bit column pattern, the columns that are the only one left within their box's
/// three columns: the digit is locked to that column inside this band.
pub(super) static LOCKED_COLUMNS: [u16; 512] = build_locked_columns();

/// For each band cell, the band mask with its row, column and box cleared except the cell itself.
pub(super) static KEEP_AFTER_PLACING: [u32; 27] = build_keep_after_placing();

/// A set of columns (9 bits) spread to all three rows of a band.
#[inline(always)]
pub(super) const fn spread_columns(cols: u32) -> u32 {
    cols | (cols << 9) | (cols << 18)
}

/// The 9-bit set of columns with a candidate anywhere in the band mask.
#[inline(always)]
pub(super) const fn columns_of(band: u32) -> u32 {
    (band | (band >> 9) | (band >> 18)) & ROW_BITS
}

/// The 9-bit "row x box" pattern of a band mask (see [`PERMUTATION_CELLS`]).
#[inline(always)]
pub(super) fn row_box_pattern(band: u32) -> usize {
    ROW_BOXES[(band & ROW_BITS) as usize] as usize
        | (ROW_BOXES[((band >> 9) & ROW_BITS) as usize] as usize) << 3
        | (ROW_BOXES[(band >> 18) as usize & ROW_BITS as usize] as usize) << 6
}

const fn build_row_boxes() -> [u8; 512] {
    let mut table = [0u8; 512];
    let mut pattern: usize = 0;
    while pattern < 512 {
        let mut boxes = 0u8;
        let mut k = 0;
        while k < 3 {
            if pattern & (7 << (3 * k)) != 0 {
                boxes |= 1 << k;
            }
            k += 1;
        }
        table[pattern] = boxes;
        pattern += 1;
    }
    table
}

/// The six ways to give each of the three rows its own box: `PERMUTATIONS[p][row] = box`.
const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

const fn build_permutation_cells() -> [u32; 512] {
    let mut table = [0u32; 512];
    let mut pattern: usize = 0;
    while pattern < 512 {
        let mut cells = 0u32;
        let mut p = 0;
        while p < 6 {
            let perm = PERMUTATIONS[p];
            let mut fits = true;
            let mut used = 0u32;
            let mut row = 0;
            while row < 3 {
                let k = perm[row];
                if pattern & (1 << (row * 3 + k)) == 0 {
                    fits = false;
                }
                used |= 7 << (row * 9 + 3 * k);
                row += 1;
            }
            if fits {
                cells |= used;
            }
            p += 1;
        }
        table[pattern] = cells;
        pattern += 1;
    }
    table
}

const fn build_locked_columns() -> [u16; 512] {
    let mut table = [0u16; 512];
    let mut pattern: usize = 0;
    while pattern < 512 {
        let mut locked = 0u16;
        let mut k = 0;
        while k < 3 {
            let triple = ((pattern >> (3 * k)) & 7) as u32;
            if triple.count_ones() == 1 {
                locked |= (triple << (3 * k)) as u16;
            }
            k += 1;
        }
        table[pattern] = locked;
        pattern += 1;
    }
    table
}

const fn build_keep_after_placing() -> [u32; 27] {
    let mut table = [0u32; 27];
    let mut cell = 0;
    while cell < 27 {
        let row = cell / 9;
        let col = cell % 9;
        let row_mask = ROW_BITS << (9 * row);
        let box_mask = spread_columns(7 << (3 * (col / 3)));
        let col_mask = spread_columns(1 << col);
        table[cell] = (BAND_ALL & !(row_mask | box_mask | col_mask)) | (1 << cell);
        cell += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_band_allows_every_cell() {
        assert_eq!(PERMUTATION_CELLS[row_box_pattern(BAND_ALL)], BAND_ALL);
    }

    #[test]
    fn row_confined_to_one_box_clears_that_box_elsewhere() {
        // Row 0 can only use box 0: rows 1 and 2 must lose box 0.
        let band = BAND_ALL & !(0b111_111_000);
        let allowed = band & PERMUTATION_CELLS[row_box_pattern(band)];
        assert_eq!(allowed & (7 << 9), 0);
        assert_eq!(allowed & (7 << 18), 0);
        assert_eq!(allowed & 7, 7);
    }

    #[test]
    fn two_rows_confined_to_one_box_is_impossible() {
        let band = BAND_ALL & !(0b111_111_000 | (0b111_111_000 << 9));
        assert_eq!(PERMUTATION_CELLS[row_box_pattern(band)], 0);
    }

    #[test]
    fn locked_columns_are_lone_columns_of_a_box() {
        assert_eq!(LOCKED_COLUMNS[0b010_110_001], 0b010_000_001);
    }

    #[test]
    fn keep_after_placing_clears_every_band_peer() {
        for cell in 0..27u32 {
            let keep = KEEP_AFTER_PLACING[cell as usize];
            for other in 0..27u32 {
                let peer = other != cell
                    && (other / 9 == cell / 9
                        || other % 9 == cell % 9
                        || (other % 9) / 3 == (cell % 9) / 3);
                assert_eq!(keep & (1 << other) == 0, peer, "cell {cell} other {other}");
            }
        }
    }
}
