//! The shapes a variant adds to a drawn board, in cell units (x across, y down, a cell one
//! unit wide, the board's top-left corner at the origin): jigsaw region borders, the shaded
//! cells of Sudoku X and Windoku, and killer cage outlines. The app's board and the printed
//! and exported pictures both draw from these, so they look alike.

use super::{Cage, Kind, Puzzle};
use crate::grid::{CELLS, col_of, row_of};

pub use crate::rules::marks::Segment;

/// Whether a cell lies on a diagonal of Sudoku X or in a window of Windoku: the cells a
/// drawing shades so the extra houses read at a glance.
pub fn is_shaded(kind: Kind, cell: usize) -> bool {
    let (row, col) = (row_of(cell), col_of(cell));
    match kind {
        Kind::X => row == col || row + col == 8,
        Kind::Windoku => {
            let inside = |i: usize| matches!(i, 1..=3 | 5..=7);
            inside(row) && inside(col)
        }
        _ => false,
    }
}

/// The borders between cells of different regions, where a jigsaw draws thick lines (the
/// board's frame not included). Empty for every kind with boxes, which draw their own.
pub fn region_borders(puzzle: &Puzzle) -> Vec<Segment> {
    if puzzle.kind() != Kind::Jigsaw {
        return Vec::new();
    }
    let regions = puzzle.regions();
    let corner = |row: usize, col: usize| (col as f32, row as f32);
    let mut borders = Vec::new();
    for cell in 0..CELLS {
        let (row, col) = (row_of(cell), col_of(cell));
        if col < 8 && regions[cell] != regions[cell + 1] {
            borders.push([corner(row, col + 1), corner(row + 1, col + 1)]);
        }
        if row < 8 && regions[cell] != regions[cell + 9] {
            borders.push([corner(row + 1, col), corner(row + 1, col + 1)]);
        }
    }
    borders
}

/// A cage's outline, `inset` inside its cells' outer edges: one segment per outer side of
/// a cell, lengthened or shortened at the corners so the sides meet, round inner corners as
/// well as outer ones.
pub fn cage_outline(cage: &Cage, inset: f32) -> Vec<Segment> {
    let cells: Vec<usize> = cage.cells().iter().map(|&cell| usize::from(cell)).collect();
    crate::rules::marks::cells_outline(&cells, 9, inset)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::parse_line;

    #[test]
    fn a_single_cell_cage_is_a_square_inset_on_every_side() {
        let cages: String = (0..CELLS).map(|i| if i == 0 { 'a' } else { '.' }).collect();
        let givens = ".".repeat(CELLS);
        let puzzle = parse_line(&format!("killer:{givens}:{cages}:5")).expect("a valid line");
        let outline = cage_outline(&puzzle.cages()[0], 0.1);
        assert_eq!(outline.len(), 4);
        let close = |a: f32, b: f32| (a - b).abs() < 1e-6;
        assert!(outline.iter().all(|[(x0, y0), (x1, y1)]| {
            [x0, y0, x1, y1]
                .iter()
                .all(|v| close(**v, 0.1) || close(**v, 0.9))
        }));
    }

    #[test]
    fn an_l_shaped_cage_turns_round_its_inner_corner() {
        // r1c1, r1c2 and r2c1: the cells' inner corner is at (1, 1) in cell units, so the
        // inset outline turns at (0.9, 0.9), inside r1c1.
        let cages: String = (0..CELLS)
            .map(|i| if [0, 1, 9].contains(&i) { 'a' } else { '.' })
            .collect();
        let givens = ".".repeat(CELLS);
        let puzzle = parse_line(&format!("killer:{givens}:{cages}:6")).expect("a valid line");
        let outline = cage_outline(&puzzle.cages()[0], 0.1);
        // Top 2 cells, left 2 cells, r1c2 right and bottom, r2c1 right and bottom.
        assert_eq!(outline.len(), 8);
        let inner = (0.9, 0.9);
        let meets = outline
            .iter()
            .flat_map(|s| s.iter())
            .filter(|&&(x, y)| (x - inner.0).abs() < 1e-6 && (y - inner.1).abs() < 1e-6)
            .count();
        assert_eq!(meets, 2, "the two sides at the inner corner meet there");
    }

    #[test]
    fn jigsaw_borders_part_regions_and_boxed_kinds_have_none() {
        let line = "jigsaw:.4....9.5...5..1.......8...61.......7.5...8.4.......48...6.......9..3...8.6....3.:112222333111112363411522363447522663477599963477559966447555966477785999488888888";
        let puzzle = parse_line(line).expect("a valid line");
        let borders = region_borders(&puzzle);
        assert!(!borders.is_empty());
        let regions = puzzle.regions();
        for [(x0, y0), (x1, y1)] in &borders {
            // Each border is one cell long and separates two different regions.
            assert!((x1 - x0 + y1 - y0 - 1.0).abs() < 1e-6);
            let (row, col) = (*y0 as usize, *x0 as usize);
            let (a, b) = if x0 == x1 {
                (row * 9 + col - 1, row * 9 + col)
            } else {
                ((row - 1) * 9 + col, row * 9 + col)
            };
            assert_ne!(regions[a], regions[b]);
        }
        let x = parse_line(&format!("x:{}", ".".repeat(CELLS))).expect("a valid line");
        assert!(region_borders(&x).is_empty());
        assert!(is_shaded(Kind::X, 0) && is_shaded(Kind::X, 8) && !is_shaded(Kind::X, 1));
        assert!(is_shaded(Kind::Windoku, 10) && !is_shaded(Kind::Windoku, 13));
    }
}
