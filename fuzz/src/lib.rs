//! Helpers shared by the fuzz targets: turning bytes into grids, and checking solutions
//! without trusting the engine's own checks.

use nonet::grid::{CELLS, Grid, UNIT_CELLS};

/// The digit a byte stands for: `'1'`-`'9'` and raw 1-9 are that digit, anything else is
/// an empty cell. Random bytes thus give sparse grids (about 7% filled, where the solver's
/// interesting cases are) and puzzle lines are their own seeds.
pub fn digit_of_byte(byte: u8) -> u8 {
    match byte {
        1..=9 => byte,
        b'1'..=b'9' => byte - b'0',
        _ => 0,
    }
}

/// An 81-cell grid from the first 81 bytes (cells past the end of the input are empty).
pub fn grid_from_bytes(data: &[u8]) -> Grid {
    let mut cells = [0u8; CELLS];
    for (cell, &byte) in cells.iter_mut().zip(data) {
        *cell = digit_of_byte(byte);
    }
    // Invariant: digit_of_byte yields 0-9 only.
    Grid::from_cells(cells).expect("cells are 0-9")
}

/// Whether `solution` is a complete valid grid keeping every digit of `puzzle`, checked
/// here from the rules alone rather than with the engine's `Grid::solves`.
pub fn is_valid_solution(solution: &Grid, puzzle: &Grid) -> bool {
    let cells = solution.cells();
    let units_ok = UNIT_CELLS.iter().all(|unit| {
        let mut seen = 0u16;
        for &cell in unit {
            let digit = cells[cell as usize];
            if !(1..=9).contains(&digit) {
                return false;
            }
            seen |= 1 << digit;
        }
        seen == 0b11_1111_1110
    });
    let keeps_givens = puzzle
        .cells()
        .iter()
        .zip(cells)
        .all(|(&given, &digit)| given == 0 || given == digit);
    units_ok && keeps_givens
}
